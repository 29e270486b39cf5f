//! The schema, one list of migrations for both stores: SQLite runs it through
//! `rusqlite_migration`, PostgreSQL through refinery after `for_postgres`.

/// The schema, one migration a version, in SQL that SQLite and PostgreSQL both read once
/// `for_postgres` has changed the few words that differ. The first is the schema the server had
/// before it kept a version (its `IF NOT EXISTS` makes it a no-op on such a file); never edit a
/// migration that has shipped: add one.
pub const SCHEMA: [&str; 8] = [
    "CREATE TABLE IF NOT EXISTS games (
                code TEXT PRIMARY KEY,
                game TEXT NOT NULL,
                setup TEXT NOT NULL,
                clock TEXT,
                first_token TEXT UNIQUE,
                second_token TEXT UNIQUE,
                first_ms INTEGER,
                second_ms INTEGER,
                running TEXT,
                running_since INTEGER,
                ending TEXT,
                created INTEGER NOT NULL
            );
            CREATE TABLE IF NOT EXISTS moves (
                code TEXT NOT NULL REFERENCES games(code),
                ply INTEGER NOT NULL,
                action TEXT NOT NULL,
                PRIMARY KEY (code, ply)
            ) WITHOUT ROWID;",
    "ALTER TABLE games ADD COLUMN next TEXT;
             CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);",
    "CREATE TABLE players (
                id INTEGER PRIMARY KEY,
                key TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                folded TEXT NOT NULL UNIQUE,
                bot INTEGER NOT NULL DEFAULT 0,
                created INTEGER NOT NULL,
                renamed INTEGER
            );
            CREATE TABLE ratings (
                player INTEGER NOT NULL REFERENCES players(id),
                game TEXT NOT NULL,
                speed TEXT NOT NULL,
                rating REAL NOT NULL,
                deviation REAL NOT NULL,
                volatility REAL NOT NULL,
                games INTEGER NOT NULL,
                PRIMARY KEY (player, game, speed)
            ) WITHOUT ROWID;
            CREATE INDEX ratings_board ON ratings (game, speed, rating);
            ALTER TABLE games ADD COLUMN first_player INTEGER REFERENCES players(id);
            ALTER TABLE games ADD COLUMN second_player INTEGER REFERENCES players(id);
            ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE games ADD COLUMN first_change INTEGER;
            ALTER TABLE games ADD COLUMN second_change INTEGER;
            CREATE INDEX games_first_player ON games (first_player);
            CREATE INDEX games_second_player ON games (second_player);",
    "ALTER TABLE games ADD COLUMN ply INTEGER NOT NULL DEFAULT 0;
             UPDATE games SET ply = (SELECT COUNT(*) FROM moves m WHERE m.code = games.code);",
    "ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;",
    // Names compared by their confusable skeleton (`store/names.rs`), filled in by the store
    // when it opens (SQL cannot work one out); a name given up is held for its old owner.
    "ALTER TABLE players ADD COLUMN skeleton TEXT;
             CREATE UNIQUE INDEX players_skeleton ON players (skeleton);
             CREATE TABLE held_names (
                skeleton TEXT PRIMARY KEY,
                player INTEGER NOT NULL REFERENCES players(id),
                until_ms INTEGER NOT NULL
             );",
    // Rated puzzles: each shipped puzzle's rating once it has been tried (until then its
    // difficulty), each player's puzzle rating per game, and each player's tries, one a puzzle
    // (`solved` is NULL while the try is open).
    "CREATE TABLE puzzles (
                id TEXT PRIMARY KEY,
                game TEXT NOT NULL,
                rating REAL NOT NULL,
                deviation REAL NOT NULL,
                volatility REAL NOT NULL,
                games INTEGER NOT NULL
             );
             CREATE INDEX puzzles_game ON puzzles (game);
             CREATE TABLE puzzle_ratings (
                player INTEGER NOT NULL REFERENCES players(id),
                game TEXT NOT NULL,
                rating REAL NOT NULL,
                deviation REAL NOT NULL,
                volatility REAL NOT NULL,
                games INTEGER NOT NULL,
                PRIMARY KEY (player, game)
             ) WITHOUT ROWID;
             CREATE TABLE puzzle_tries (
                player INTEGER NOT NULL REFERENCES players(id),
                puzzle TEXT NOT NULL,
                game TEXT NOT NULL,
                served INTEGER NOT NULL,
                solved INTEGER,
                rating_change INTEGER,
                finished INTEGER,
                PRIMARY KEY (player, puzzle)
             ) WITHOUT ROWID;
             CREATE INDEX puzzle_tries_game ON puzzle_tries (player, game, served);",
    // Arenas: each arena (a scheduled one's id is made from its slot, so every node makes the
    // same row), who joined it, and each game's arena and when it ended (the standings are
    // worked out from the games: `arenas::score`). `pairer` and `lease_until` name the node
    // that pairs the arena now.
    "CREATE TABLE arenas (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                game TEXT NOT NULL,
                clock TEXT NOT NULL,
                starts INTEGER NOT NULL,
                ends INTEGER NOT NULL,
                private INTEGER NOT NULL DEFAULT 0,
                creator INTEGER REFERENCES players(id),
                creator_ip TEXT,
                pairer INTEGER,
                lease_until INTEGER
             );
             CREATE INDEX arenas_ends ON arenas (ends);
             CREATE TABLE arena_players (
                arena TEXT NOT NULL REFERENCES arenas(id),
                player INTEGER NOT NULL REFERENCES players(id),
                joined INTEGER NOT NULL,
                rating INTEGER NOT NULL,
                paused INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY (arena, player)
             ) WITHOUT ROWID;
             ALTER TABLE games ADD COLUMN arena TEXT;
             ALTER TABLE games ADD COLUMN ended INTEGER;
             CREATE INDEX games_arena ON games (arena);",
];

/// A migration's SQL as PostgreSQL reads it: 64-bit integers (times are milliseconds), doubles
/// for ratings, an identity column for a player's id, and no `WITHOUT ROWID`.
pub fn for_postgres(sql: &str) -> String {
    sql.replace(" WITHOUT ROWID", "")
        .replace("id INTEGER PRIMARY KEY", "id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")
        .replace(" INTEGER", " BIGINT")
        .replace(" REAL", " DOUBLE PRECISION")
}

/// The schema version this server writes.
pub const SCHEMA_VERSION: usize = 8;
