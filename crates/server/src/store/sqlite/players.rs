//! Players and their ratings in the SQLite store. A player is a name and the hash of a key;
//! ratings are kept for each game and speed, and changed in the same transaction as the ending
//! of a rated game, so a rating never counts a game twice nor misses one.

use rusqlite::{Connection, OptionalExtension, params};
use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{ClockSpec, Code, Ending, LeaderRow, PlayerTag, RatingChange, Speed, folded};

use super::Sqlite;
use crate::ratings::{self, Glicko};
use crate::store::names::{self, taken, too_soon};
use crate::store::pages::{Board, GameRating, LAST_GAMES, Profile, ProfileGame};
use crate::store::stored::seat_named;
use crate::store::{NameRefused, Seated, StoreError};

fn tag(conn: &Connection, id: i64) -> Result<Option<PlayerTag>, StoreError> {
    Ok(conn
        .query_row("SELECT name, bot FROM players WHERE id = ?1", [id], |r| {
            Ok(PlayerTag { name: r.get(0)?, bot: r.get(1)?, rating: None })
        })
        .optional()?)
}

/// The player `id`, with its rating at a game and speed when one is asked.
pub(super) fn seated(
    conn: &Connection,
    id: i64,
    rated_at: Option<(GameKind, Speed)>,
) -> Result<Option<Seated>, StoreError> {
    let Some(mut tag) = tag(conn, id)? else { return Ok(None) };
    if let Some((game, speed)) = rated_at {
        tag.rating = Some(rating(conn, id, game, speed)?.shown());
    }
    Ok(Some(Seated { id, tag }))
}

/// Who holds `name` at `now`, by its skeleton: a player named so, or the one that gave it up
/// within `HELD_MS`.
fn taken_by(conn: &Connection, name: &str, now: u64) -> Result<Option<i64>, StoreError> {
    let skeleton = names::skeleton(name);
    let named: Option<i64> = conn
        .query_row("SELECT id FROM players WHERE folded = ?1 OR skeleton = ?2", params![folded(name), skeleton], |r| {
            r.get(0)
        })
        .optional()?;
    if named.is_some() {
        return Ok(named);
    }
    Ok(conn
        .query_row(
            "SELECT player FROM held_names WHERE skeleton = ?1 AND until_ms > ?2",
            params![skeleton, now as i64],
            |r| r.get(0),
        )
        .optional()?)
}

pub(super) fn register(
    conn: &Connection,
    key_hash: &str,
    name: &str,
    bot: bool,
    now: u64,
) -> Result<Result<Seated, NameRefused>, StoreError> {
    if taken_by(conn, name, now)?.is_some() {
        return Ok(Err(taken(name)));
    }
    conn.execute(
        "INSERT INTO players (key, name, folded, skeleton, bot, created) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![key_hash, name, folded(name), names::skeleton(name), bot, now as i64],
    )?;
    let id = conn.last_insert_rowid();
    Ok(Ok(Seated { id, tag: PlayerTag { name: name.to_owned(), bot, rating: None } }))
}

pub(super) fn by_key(conn: &Connection, key_hash: &str) -> Result<Option<Seated>, StoreError> {
    let id: Option<i64> =
        conn.query_row("SELECT id FROM players WHERE key = ?1", [key_hash], |r| r.get(0)).optional()?;
    match id {
        Some(id) => seated(conn, id, None),
        None => Ok(None),
    }
}

/// A new name for player `id`; the name it gives up is held for it for `HELD_MS`.
pub(super) fn rename(
    conn: &Connection,
    id: i64,
    name: &str,
    now: u64,
) -> Result<Result<Seated, NameRefused>, StoreError> {
    let old: Option<(Option<i64>, String)> = conn
        .query_row("SELECT renamed, name FROM players WHERE id = ?1", [id], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    let Some((renamed, old)) = old else { return Ok(Err(NameRefused::new(Code::NoSuchKey, "no such player"))) };
    if let Some(refused) = too_soon(renamed, now) {
        return Ok(Err(refused));
    }
    if taken_by(conn, name, now)?.is_some_and(|other| other != id) {
        return Ok(Err(taken(name)));
    }
    conn.execute(
        "UPDATE players SET name = ?2, folded = ?3, skeleton = ?4, renamed = ?5 WHERE id = ?1",
        params![id, name, folded(name), names::skeleton(name), now as i64],
    )?;
    conn.execute(
        "INSERT OR REPLACE INTO held_names (skeleton, player, until_ms) VALUES (?1, ?2, ?3)",
        params![names::skeleton(&old), id, (now + names::HELD_MS) as i64],
    )?;
    Ok(seated(conn, id, None)?.ok_or_else(|| NameRefused::new(Code::NoSuchKey, "no such player")))
}

pub(super) fn rating(conn: &Connection, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError> {
    let kept = conn
        .query_row(
            "SELECT rating, deviation, volatility, games FROM ratings WHERE player = ?1 AND game = ?2 AND speed = ?3",
            params![id, game.name(), speed.name()],
            |r| Ok(Glicko { rating: r.get(0)?, deviation: r.get(1)?, volatility: r.get(2)?, games: r.get(3)? }),
        )
        .optional()?;
    Ok(kept.unwrap_or_default())
}

fn keep(conn: &Connection, id: i64, game: GameKind, speed: Speed, g: Glicko) -> Result<(), StoreError> {
    conn.execute(
        "INSERT OR REPLACE INTO ratings (player, game, speed, rating, deviation, volatility, games) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![id, game.name(), speed.name(), g.rating, g.deviation, g.volatility, g.games],
    )?;
    Ok(())
}

/// What a rated game needs: both players, the game, the clock's speed.
fn rated_game(conn: &Connection, code: &str) -> Result<Option<([i64; 2], GameKind, Speed)>, StoreError> {
    Ok(rated_row(conn, code)?.map(|(players, game, speed, _)| (players, game, speed)))
}

/// A rated game's players, game, speed and plies.
fn rated_row(conn: &Connection, code: &str) -> Result<Option<([i64; 2], GameKind, Speed, u64)>, StoreError> {
    type Row = (bool, String, Option<String>, Option<i64>, Option<i64>, i64);
    let row: Option<Row> = conn
        .query_row(
            "SELECT rated, game, clock, first_player, second_player, ply FROM games WHERE code = ?1",
            [code],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)),
        )
        .optional()?;
    let Some((true, game, Some(clock), Some(first), Some(second), ply)) = row else { return Ok(None) };
    let bad = |what: &str| StoreError::Db(format!("game {code}: unreadable {what}"));
    let game = game.parse::<GameKind>().map_err(|_| bad("game"))?;
    let clock: ClockSpec = serde_json::from_str(&clock).map_err(|_| bad("clock"))?;
    Ok(Some(([first, second], game, Speed::of(clock), ply.max(0) as u64)))
}

/// Rated games between these two players, created since `since`, whose ending counted.
fn rated_together(conn: &Connection, [a, b]: [i64; 2], since: u64) -> Result<u64, StoreError> {
    let n: i64 = conn.query_row(
        "SELECT COUNT(*) FROM games WHERE first_change IS NOT NULL AND created >= ?3 AND \
         ((first_player = ?1 AND second_player = ?2) OR (first_player = ?2 AND second_player = ?1))",
        params![a, b, since as i64],
        |r| r.get(0),
    )?;
    Ok(n.max(0) as u64)
}

/// Rates a game that has just ended, if it counts (`ratings::counts`: rated, two players, not
/// aborted, long enough, not one too many between the two today), by the one rule both stores
/// apply (`ratings::rate`).
pub(super) fn rate(conn: &Connection, code: &str, ending: &Ending) -> Result<(), StoreError> {
    let Some((players, game, speed, plies)) = rated_row(conn, code)? else { return Ok(()) };
    let since = crate::clock::now_ms().saturating_sub(ratings::DAY_MS);
    if !ratings::counts(ending, plies, rated_together(conn, players, since)?) {
        return Ok(());
    }
    let [first, second] = players;
    let before = [rating(conn, first, game, speed)?, rating(conn, second, game, speed)?];
    let rated = ratings::rate(ending, before);
    keep(conn, first, game, speed, rated.after[0])?;
    keep(conn, second, game, speed, rated.after[1])?;
    conn.execute(
        "UPDATE games SET first_change = ?2, second_change = ?3 WHERE code = ?1",
        params![code, rated.change[0], rated.change[1]],
    )?;
    Ok(())
}

pub(super) fn changes(conn: &Connection, code: &str) -> Result<Option<[RatingChange; 2]>, StoreError> {
    let Some(([first, second], game, speed)) = rated_game(conn, code)? else { return Ok(None) };
    let kept: Option<(Option<i32>, Option<i32>)> = conn
        .query_row("SELECT first_change, second_change FROM games WHERE code = ?1", [code], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()?;
    let Some((Some(a), Some(b))) = kept else { return Ok(None) };
    Ok(Some([
        RatingChange { rating: rating(conn, first, game, speed)?.shown(), change: a },
        RatingChange { rating: rating(conn, second, game, speed)?.shown(), change: b },
    ]))
}

pub(super) fn games(conn: &Connection, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT code, CASE WHEN first_player = ?1 THEN 'first' ELSE 'second' END FROM games \
         WHERE first_player = ?1 OR second_player = ?1 ORDER BY created DESC, code DESC LIMIT ?2",
    )?;
    let rows = stmt
        .query_map(params![id, most as i64], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows.into_iter().filter_map(|(code, seat)| Some((code, seat_named(&seat)?))).collect())
}

pub(super) fn profile(conn: &Connection, name: &str) -> Result<Option<Profile>, StoreError> {
    let found: Option<(i64, String, bool)> = conn
        .query_row("SELECT id, name, bot FROM players WHERE folded = ?1", [folded(name)], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .optional()?;
    let Some((id, name, bot)) = found else { return Ok(None) };
    let mut stmt = conn.prepare_cached(
        "SELECT game, speed, rating, deviation, volatility, games FROM ratings WHERE player = ?1 ORDER BY game, speed",
    )?;
    let ratings = stmt
        .query_map([id], |r| {
            let g = Glicko { rating: r.get(2)?, deviation: r.get(3)?, volatility: r.get(4)?, games: r.get(5)? };
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, g))
        })?
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter_map(|(game, speed, g)| {
            let speed = Speed::BOTH.into_iter().find(|s| s.name() == speed)?;
            Some(GameRating { game: game.parse().ok()?, speed, rating: g.shown() })
        })
        .collect();
    let played: i64 = conn.query_row(
        "SELECT COUNT(*) FROM games WHERE (first_player = ?1 OR second_player = ?1) AND ending IS NOT NULL",
        [id],
        |r| r.get(0),
    )?;
    let mut stmt = conn.prepare_cached(
        "SELECT g.code, g.game, CASE WHEN g.first_player = ?1 THEN 'first' ELSE 'second' END, \
         (SELECT name FROM players p WHERE p.id = CASE WHEN g.first_player = ?1 THEN g.second_player \
          ELSE g.first_player END), \
         g.ending, g.rated, CASE WHEN g.first_player = ?1 THEN g.first_change ELSE g.second_change END \
         FROM games g WHERE (g.first_player = ?1 OR g.second_player = ?1) AND g.ending IS NOT NULL ORDER BY g.created DESC, g.code DESC \
         LIMIT ?2",
    )?;
    let last = stmt
        .query_map(params![id, LAST_GAMES as i64], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, bool>(5)?,
                r.get::<_, Option<i32>>(6)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter_map(|(code, game, seat, opponent, ending, rated, change)| {
            Some(ProfileGame {
                code,
                game: game.parse().ok()?,
                seat: seat_named(&seat)?,
                opponent,
                outcome: ending.and_then(|e| serde_json::from_str(&e).ok()),
                rated,
                change,
            })
        })
        .collect();
    Ok(Some(Profile { name, bot, ratings, played: played.max(0) as u64, last }))
}

pub(super) fn leaderboard(conn: &Connection, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.name, p.bot, r.rating, r.deviation, r.volatility, r.games FROM ratings r \
         JOIN players p ON p.id = r.player WHERE r.game = ?1 AND r.speed = ?2 AND r.deviation <= ?3 \
         ORDER BY r.rating DESC, p.folded LIMIT ?4",
    )?;
    let players = stmt
        .query_map(params![game.name(), speed.name(), crate::ratings::PROVISIONAL_DEVIATION, top as i64], |r| {
            let g = Glicko { rating: r.get(2)?, deviation: r.get(3)?, volatility: r.get(4)?, games: r.get(5)? };
            Ok((r.get::<_, String>(0)?, r.get::<_, bool>(1)?, g))
        })?
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .enumerate()
        .map(|(i, (name, bot, g))| LeaderRow { rank: i + 1, name, bot, rating: g.shown() })
        .collect();
    Ok(Board { game, speed, players })
}

/// A player's own line of a leaderboard, wherever it stands (its rank counts the settled
/// ratings above it, ties by name as the board orders them); none while provisional.
pub(super) fn leader_row(
    conn: &Connection,
    player: i64,
    game: GameKind,
    speed: Speed,
) -> Result<Option<LeaderRow>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.name, p.bot, r.rating, r.deviation, r.volatility, r.games,            (SELECT COUNT(*) FROM ratings o JOIN players q ON q.id = o.player             WHERE o.game = r.game AND o.speed = r.speed AND o.deviation <= ?3               AND (o.rating > r.rating OR (o.rating = r.rating AND q.folded < p.folded)))          FROM ratings r JOIN players p ON p.id = r.player          WHERE r.player = ?4 AND r.game = ?1 AND r.speed = ?2 AND r.deviation <= ?3",
    )?;
    let row = stmt
        .query_row(params![game.name(), speed.name(), crate::ratings::PROVISIONAL_DEVIATION, player], |r| {
            let g = Glicko { rating: r.get(2)?, deviation: r.get(3)?, volatility: r.get(4)?, games: r.get(5)? };
            let above: i64 = r.get(6)?;
            Ok(LeaderRow { rank: above as usize + 1, name: r.get(0)?, bot: r.get(1)?, rating: g.shown() })
        })
        .optional()?;
    Ok(row)
}

impl Sqlite {
    pub fn register(
        &mut self,
        key_hash: &str,
        name: &str,
        bot: bool,
        now: u64,
    ) -> Result<Result<Seated, NameRefused>, StoreError> {
        register(&self.conn, key_hash, name, bot, now)
    }

    pub fn player(&mut self, key_hash: &str) -> Result<Option<Seated>, StoreError> {
        by_key(&self.conn, key_hash)
    }

    pub fn rename(&mut self, id: i64, name: &str, now: u64) -> Result<Result<Seated, NameRefused>, StoreError> {
        rename(&self.conn, id, name, now)
    }

    pub fn rating(&mut self, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError> {
        rating(&self.conn, id, game, speed)
    }

    pub fn rating_changes(&mut self, code: &str) -> Result<Option<[RatingChange; 2]>, StoreError> {
        changes(&self.conn, code)
    }

    pub fn profile(&mut self, name: &str) -> Result<Option<Profile>, StoreError> {
        profile(&self.conn, name)
    }

    pub fn player_games(&mut self, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError> {
        games(&self.conn, id, most)
    }

    pub fn leaderboard(&mut self, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError> {
        leaderboard(&self.conn, game, speed, top)
    }

    pub fn leader_row(&mut self, player: i64, game: GameKind, speed: Speed) -> Result<Option<LeaderRow>, StoreError> {
        leader_row(&self.conn, player, game, speed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::secret::hash_token;
    use crate::store::names::RENAME_MS;
    use crate::store::{Sqlite, StoredGame, Write};
    use tabletrio_protocol::Reason;

    fn store(name: &str) -> (Sqlite, std::path::PathBuf) {
        let path = std::env::temp_dir().join(format!("tabletrio-players-{name}-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        (Sqlite::open(&path, false).unwrap(), path)
    }

    fn game(code: &str, players: [&Seated; 2], rated: bool) -> StoredGame {
        StoredGame {
            code: code.into(),
            game: GameKind::Oxono,
            setup: "X=d4 O=c3".into(),
            clock: Some(ClockSpec::Live { initial_s: 300, increment_s: 3 }),
            tokens: [Some(hash_token(&format!("{code}1"))), Some(hash_token(&format!("{code}2")))],
            clocks: None,
            ending: None,
            actions: Vec::new(),
            created_ms: 1,
            next: None,
            players: players.map(|p| Some(p.clone())),
            rated,
            version: 0,
            arena: None,
        }
    }

    #[test]
    fn names_are_unique_without_case_and_change_once_a_day() {
        let (mut s, path) = store("names");
        let ann = s.register("k1", "Ann", false, 0).unwrap().unwrap();
        assert_eq!(
            s.register("k2", "ANN", false, 0).unwrap(),
            Err(NameRefused::new(Code::NameTaken, "the name \"ANN\" is taken: choose another"))
        );
        let bob = s.register("k2", "Bob", true, 0).unwrap().unwrap();
        assert_eq!(s.player("k2").unwrap().unwrap().tag, PlayerTag { name: "Bob".into(), bot: true, rating: None });
        assert_eq!(s.player("nobody").unwrap(), None);
        assert!(s.rename(ann.id, "bob", 10).unwrap().unwrap_err().code == Code::NameTaken);
        assert_eq!(s.rename(ann.id, "Anna", 10).unwrap().unwrap().tag.name, "Anna");
        let again = s.rename(ann.id, "Annie", 10 + RENAME_MS - 1).unwrap().unwrap_err().reason;
        assert!(again.contains("once a day: try again in 1 hour"), "{again}");
        assert_eq!(s.rename(ann.id, "Annie", 10 + RENAME_MS).unwrap().unwrap().tag.name, "Annie");
        // The name given up is held for its old owner a while, then free.
        let gave_up = 10 + RENAME_MS;
        assert_eq!(s.register("k3", "anna", false, gave_up + 1).unwrap().unwrap_err().code, Code::NameTaken);
        assert_eq!(
            s.register("k3", "ΑΝΝΑ", false, gave_up + 1).unwrap().unwrap_err().code,
            Code::NameTaken,
            "Greek capitals"
        );
        assert!(s.register("k3", "anna", false, gave_up + names::HELD_MS).unwrap().is_ok());
        // Look-alikes of a name in use are that name.
        for like in ["ВОВ", "B0b", "ＢＯＢ"] {
            assert_eq!(s.register("k4", like, false, 0).unwrap().unwrap_err().code, Code::NameTaken, "{like:?}");
        }
        drop((s, bob));
        let _ = std::fs::remove_file(path);
    }

    /// `plies` moves of game `code`, from its start.
    fn played(s: &mut Sqlite, code: &str, plies: usize) {
        for ply in 0..plies {
            let action = format!("m{ply}");
            let write = Write::Move { code: code.into(), ply, action, clocks: None, ending: None };
            assert!(s.write(&[write])[0].is_ok());
        }
    }

    #[test]
    fn a_rated_ending_rates_once_an_abort_and_an_unrated_game_never() {
        let (mut s, path) = store("rated");
        let a = s.register("ka", "Ann", false, 0).unwrap().unwrap();
        let b = s.register("kb", "Bob", false, 0).unwrap().unwrap();
        let results = s.write(&[
            Write::Create(game("AAAAAA", [&a, &b], true)),
            Write::Create(game("BBBBBB", [&a, &b], true)),
            Write::Create(game("CCCCCC", [&a, &b], false)),
        ]);
        assert!(results.iter().all(Result::is_ok), "{results:?}");
        for code in ["AAAAAA", "BBBBBB", "CCCCCC"] {
            played(&mut s, code, 4);
        }
        let win = Ending { winner: Some(Side::First), reason: Reason::Resign };
        assert!(
            s.write(&[Write::End { code: "BBBBBB".into(), ending: Ending::aborted(), at: 4, clocks: None }])[0].is_ok()
        );
        assert!(s.write(&[Write::End { code: "CCCCCC".into(), ending: win.clone(), at: 4, clocks: None }])[0].is_ok());
        assert_eq!(
            s.rating(a.id, GameKind::Oxono, Speed::Live).unwrap(),
            Glicko::default(),
            "abort, unrated: no change"
        );
        assert_eq!(s.rating_changes("BBBBBB").unwrap(), None);
        assert!(s.write(&[Write::End { code: "AAAAAA".into(), ending: win.clone(), at: 4, clocks: None }])[0].is_ok());
        // A second ending of the same game is refused, so it is not rated twice.
        assert!(s.write(&[Write::End { code: "AAAAAA".into(), ending: win, at: 4, clocks: None }])[0].is_err());
        let [first, second] = s.rating_changes("AAAAAA").unwrap().expect("rated");
        assert!(first.change > 0 && second.change == -first.change, "{first:?} {second:?}");
        assert_eq!((first.rating.games, second.rating.games), (1, 1));
        assert!(first.rating.provisional);
        // A game still waiting is no one's business (its code would let a stranger join it).
        let mut waiting = game("DDDDDD", [&a, &b], false);
        waiting.players[1] = None;
        assert!(s.write(&[Write::Create(waiting)])[0].is_ok());
        let page = s.profile("ann").unwrap().expect("Ann's page");
        assert_eq!((page.name.as_str(), page.played, page.last.len()), ("Ann", 3, 3));
        assert!(page.last.iter().all(|g| g.code != "DDDDDD"), "only finished games");
        assert_eq!(page.ratings.len(), 1);
        assert_eq!(page.last.iter().find(|g| g.code == "AAAAAA").unwrap().change, Some(first.change));
        assert_eq!(page.last[0].opponent.as_deref(), Some("Bob"));
        // Provisional ratings stay off the board; a settled one is on it.
        assert!(s.leaderboard(GameKind::Oxono, Speed::Live, 50).unwrap().players.is_empty());
        keep(
            &s.conn,
            b.id,
            GameKind::Oxono,
            Speed::Live,
            Glicko { rating: 1700.0, deviation: 60.0, volatility: 0.06, games: 30 },
        )
        .unwrap();
        let board = s.leaderboard(GameKind::Oxono, Speed::Live, 50).unwrap();
        assert_eq!(
            board.players.iter().map(|r| (r.rank, r.name.as_str(), r.rating.rating)).collect::<Vec<_>>(),
            [(1, "Bob", 1700)]
        );
        drop(s);
        let _ = std::fs::remove_file(path);
    }

    /// A rated game ended before both sides made two moves is not rated (a resignation at once
    /// handed a rating to another name); nor is the seventh rated game between the same two
    /// players in a day, while a game between two others still is.
    #[test]
    fn short_games_and_one_game_too_many_between_two_players_today_are_not_rated() {
        let (mut s, path) = store("farmed");
        let [a, b, c] =
            ["Ann", "Bob", "Cid"].map(|name| s.register(&format!("k{name}"), name, false, 0).unwrap().unwrap());
        let win = Ending { winner: Some(Side::First), reason: Reason::Resign };
        let today = |code: &str, players: [&Seated; 2]| StoredGame {
            created_ms: crate::clock::now_ms(),
            ..game(code, players, true)
        };
        let end = |s: &mut Sqlite, code: &str, players: [&Seated; 2], plies: usize| {
            assert!(s.write(&[Write::Create(today(code, players))])[0].is_ok());
            played(s, code, plies);
            assert!(
                s.write(&[Write::End { code: code.into(), ending: win.clone(), at: plies, clocks: None }])[0].is_ok()
            );
            s.rating_changes(code).unwrap().is_some()
        };
        assert!(!end(&mut s, "SHORT0", [&a, &b], 0), "resigned at once");
        assert!(!end(&mut s, "SHORT3", [&a, &b], 3), "the second side moved once");
        let codes: Vec<String> = (0..ratings::TOGETHER_A_DAY).map(|n| format!("RATED{n}")).collect();
        for code in &codes {
            assert!(end(&mut s, code, [&a, &b], 4), "{code}: within the day's rated games");
        }
        assert!(!end(&mut s, "ONEMORE", [&b, &a], 4), "one more between the same two today, either way round");
        assert!(end(&mut s, "OTHERS", [&a, &c], 4), "another pair");
        let games = s.rating(a.id, GameKind::Oxono, Speed::Live).unwrap().games;
        assert_eq!(u64::from(games), ratings::TOGETHER_A_DAY + 1);
        drop(s);
        let _ = std::fs::remove_file(path);
    }
}
