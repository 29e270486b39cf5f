//! Players and their ratings in the PostgreSQL store: the same rows as the SQLite store's
//! (`store/sqlite/players.rs`), and the same rules (`store/names.rs`, `ratings::rate`).

use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{ClockSpec, Code, Ending, LeaderRow, PlayerTag, RatingChange, Speed, folded};
use tokio_postgres::GenericClient;
use tokio_postgres::error::SqlState;

use crate::ratings::{self, Glicko};
use crate::store::names::{self, taken, too_soon};
use crate::store::pages::{Board, GameRating, LAST_GAMES, Profile, ProfileGame};
use crate::store::stored::seat_named;
use crate::store::{NameRefused, Seated, StoreError};

fn glicko(r: &tokio_postgres::Row, from: usize) -> Glicko {
    Glicko {
        rating: r.get(from),
        deviation: r.get(from + 1),
        volatility: r.get(from + 2),
        games: r.get::<_, i64>(from + 3).max(0) as _,
    }
}

/// The player `id`, with its rating at a game and speed when one is asked.
pub(super) async fn seated(
    client: &impl GenericClient,
    id: i64,
    rated_at: Option<(GameKind, Speed)>,
) -> Result<Option<Seated>, StoreError> {
    let Some(row) = client.query_opt("SELECT name, bot FROM players WHERE id = $1", &[&id]).await? else {
        return Ok(None);
    };
    let mut tag = PlayerTag { name: row.get(0), bot: row.get::<_, i64>(1) != 0, rating: None };
    if let Some((game, speed)) = rated_at {
        tag.rating = Some(rating(client, id, game, speed).await?.shown());
    }
    Ok(Some(Seated { id, tag }))
}

pub(super) async fn rating(
    client: &impl GenericClient,
    id: i64,
    game: GameKind,
    speed: Speed,
) -> Result<Glicko, StoreError> {
    let row = client
        .query_opt(
            "SELECT rating, deviation, volatility, games FROM ratings WHERE player = $1 AND game = $2 AND speed = $3",
            &[&id, &game.name(), &speed.name()],
        )
        .await?;
    Ok(row.map_or_else(Glicko::default, |r| glicko(&r, 0)))
}

/// Whether the database refused a row because a unique column already held its value: two
/// nodes registering one name at once both pass the check, and the index decides.
fn is_taken(e: &tokio_postgres::Error) -> bool {
    e.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

/// Whether a name with this skeleton is held at `now` for a player other than `id` (given up
/// by a rename within `HELD_MS`).
async fn held_for_another(
    client: &impl GenericClient,
    skeleton: &str,
    id: Option<i64>,
    now: u64,
) -> Result<bool, StoreError> {
    let row = client
        .query_opt("SELECT player FROM held_names WHERE skeleton = $1 AND until_ms > $2", &[&skeleton, &(now as i64)])
        .await?;
    Ok(row.is_some_and(|r| Some(r.get::<_, i64>(0)) != id))
}

/// Works out the skeleton of each name kept before skeletons were (schema 6). Of two old names
/// with one skeleton the first keeps it; the later is left without, still its player's.
pub(super) async fn fill_skeletons(client: &impl GenericClient) -> Result<(), StoreError> {
    let rows = client.query("SELECT id, name FROM players WHERE skeleton IS NULL ORDER BY id", &[]).await?;
    for row in rows {
        let (id, name): (i64, String) = (row.get(0), row.get(1));
        client
            .execute(
                "UPDATE players SET skeleton = $2 WHERE id = $1 AND NOT EXISTS \
                 (SELECT 1 FROM players WHERE skeleton = $2)",
                &[&id, &names::skeleton(&name)],
            )
            .await?;
    }
    Ok(())
}

/// A unique index refused the name: one like it was taken meanwhile.
fn name_index(e: &tokio_postgres::Error) -> bool {
    is_taken(e)
        && e.as_db_error().and_then(|d| d.constraint()).is_some_and(|c| c.contains("folded") || c.contains("skeleton"))
}

pub(super) async fn register(
    client: &impl GenericClient,
    key_hash: &str,
    name: &str,
    bot: bool,
    now: u64,
) -> Result<Result<Seated, NameRefused>, StoreError> {
    let skeleton = names::skeleton(name);
    if held_for_another(client, &skeleton, None, now).await? {
        return Ok(Err(taken(name)));
    }
    let inserted = client
        .query_one(
            "INSERT INTO players (key, name, folded, skeleton, bot, created) VALUES ($1, $2, $3, $4, $5, $6) \
             RETURNING id",
            &[&key_hash, &name, &folded(name), &skeleton, &i64::from(bot), &(now as i64)],
        )
        .await;
    match inserted {
        Ok(row) => Ok(Ok(Seated { id: row.get(0), tag: PlayerTag { name: name.to_owned(), bot, rating: None } })),
        Err(e) if name_index(&e) => Ok(Err(taken(name))),
        Err(e) => Err(e.into()),
    }
}

pub(super) async fn by_key(client: &impl GenericClient, key_hash: &str) -> Result<Option<Seated>, StoreError> {
    match client.query_opt("SELECT id FROM players WHERE key = $1", &[&key_hash]).await? {
        Some(row) => seated(client, row.get(0), None).await,
        None => Ok(None),
    }
}

/// A new name for player `id`; the name it gives up is held for it for `HELD_MS`.
pub(super) async fn rename(
    client: &impl GenericClient,
    id: i64,
    name: &str,
    now: u64,
) -> Result<Result<Seated, NameRefused>, StoreError> {
    let Some(row) = client.query_opt("SELECT renamed, name FROM players WHERE id = $1", &[&id]).await? else {
        return Ok(Err(NameRefused::new(Code::NoSuchKey, "no such player")));
    };
    let (renamed, old): (Option<i64>, String) = (row.get(0), row.get(1));
    if let Some(refused) = too_soon(renamed, now) {
        return Ok(Err(refused));
    }
    let skeleton = names::skeleton(name);
    if held_for_another(client, &skeleton, Some(id), now).await? {
        return Ok(Err(taken(name)));
    }
    // The rename is itself conditional on the last one, so two nodes cannot both rename within
    // the day.
    let changed = client
        .execute(
            "UPDATE players SET name = $2, folded = $3, skeleton = $4, renamed = $5 \
             WHERE id = $1 AND renamed IS NOT DISTINCT FROM $6",
            &[&id, &name, &folded(name), &skeleton, &(now as i64), &renamed],
        )
        .await;
    match changed {
        Ok(1) => {
            client
                .execute(
                    "INSERT INTO held_names (skeleton, player, until_ms) VALUES ($1, $2, $3) \
                     ON CONFLICT (skeleton) DO UPDATE SET player = $2, until_ms = $3",
                    &[&names::skeleton(&old), &id, &((now + names::HELD_MS) as i64)],
                )
                .await?;
            Ok(seated(client, id, None).await?.ok_or_else(|| NameRefused::new(Code::NoSuchKey, "no such player")))
        }
        Ok(_) => Ok(Err(NameRefused::new(Code::Busy, "the name changed meanwhile: try again"))),
        Err(e) if name_index(&e) => Ok(Err(taken(name))),
        Err(e) => Err(e.into()),
    }
}

/// What a rated game needs: both players, the game, the clock's speed.
async fn rated_game(
    client: &impl GenericClient,
    code: &str,
) -> Result<Option<([i64; 2], GameKind, Speed)>, StoreError> {
    Ok(rated_row(client, code).await?.map(|(players, game, speed, _)| (players, game, speed)))
}

/// A rated game's players, game, speed and plies.
async fn rated_row(
    client: &impl GenericClient,
    code: &str,
) -> Result<Option<([i64; 2], GameKind, Speed, u64)>, StoreError> {
    let Some(row) = client
        .query_opt("SELECT rated, game, clock, first_player, second_player, ply FROM games WHERE code = $1", &[&code])
        .await?
    else {
        return Ok(None);
    };
    let (rated, game, clock, first, second, ply): (i64, String, Option<String>, Option<i64>, Option<i64>, i64) =
        (row.get(0), row.get(1), row.get(2), row.get(3), row.get(4), row.get(5));
    let (1.., Some(clock), Some(first), Some(second)) = (rated, clock, first, second) else { return Ok(None) };
    let bad = |what: &str| StoreError::Db(format!("game {code}: unreadable {what}"));
    let game = game.parse::<GameKind>().map_err(|_| bad("game"))?;
    let clock: ClockSpec = serde_json::from_str(&clock).map_err(|_| bad("clock"))?;
    Ok(Some(([first, second], game, Speed::of(clock), ply.max(0) as u64)))
}

/// Locks both players' rating rows at this game and speed (made first if new), lower id
/// first, until the ending's transaction ends: two games ending at once for one player on two
/// nodes each read the rating the other wrote (no update lost), and never wait on each other
/// in a circle.
async fn lock_ratings(
    client: &impl GenericClient,
    players: [i64; 2],
    game: GameKind,
    speed: Speed,
) -> Result<(), StoreError> {
    let mut ids = players;
    ids.sort_unstable();
    let new = Glicko::default();
    for id in ids {
        client
            .execute(
                "INSERT INTO ratings (player, game, speed, rating, deviation, volatility, games) \
                 VALUES ($1, $2, $3, $4, $5, $6, 0) ON CONFLICT (player, game, speed) DO NOTHING",
                &[&id, &game.name(), &speed.name(), &new.rating, &new.deviation, &new.volatility],
            )
            .await?;
        client
            .query_one(
                "SELECT 1 FROM ratings WHERE player = $1 AND game = $2 AND speed = $3 FOR UPDATE",
                &[&id, &game.name(), &speed.name()],
            )
            .await?;
    }
    Ok(())
}

/// Rated games between these two players, created since `since`, whose ending counted.
async fn rated_together(client: &impl GenericClient, [a, b]: [i64; 2], since: u64) -> Result<u64, StoreError> {
    let row = client
        .query_one(
            "SELECT COUNT(*) FROM games WHERE first_change IS NOT NULL AND created >= $3 AND \
             ((first_player = $1 AND second_player = $2) OR (first_player = $2 AND second_player = $1))",
            &[&a, &b, &(since as i64)],
        )
        .await?;
    Ok(row.get::<_, i64>(0).max(0) as u64)
}

/// Rates a game that has just ended, if it counts (`ratings::counts`), in the ending's
/// transaction, by the one rule both stores apply (`ratings::rate`).
pub(super) async fn rate(client: &impl GenericClient, code: &str, ending: &Ending) -> Result<(), StoreError> {
    let Some((players, game, speed, plies)) = rated_row(client, code).await? else { return Ok(()) };
    let since = crate::clock::now_ms().saturating_sub(ratings::DAY_MS);
    // Asked again once both rows are locked: another ending between the two may have counted
    // meanwhile.
    for locked in [false, true] {
        if !ratings::counts(ending, plies, rated_together(client, players, since).await?) {
            return Ok(());
        }
        if !locked {
            lock_ratings(client, players, game, speed).await?;
        }
    }
    let [first, second] = players;
    let before = [rating(client, first, game, speed).await?, rating(client, second, game, speed).await?];
    let rated = ratings::rate(ending, before);
    for (id, g) in [(first, rated.after[0]), (second, rated.after[1])] {
        client
            .execute(
                "UPDATE ratings SET rating = $4, deviation = $5, volatility = $6, games = $7 \
                 WHERE player = $1 AND game = $2 AND speed = $3",
                &[&id, &game.name(), &speed.name(), &g.rating, &g.deviation, &g.volatility, &(g.games as i64)],
            )
            .await?;
    }
    client
        .execute(
            "UPDATE games SET first_change = $2, second_change = $3 WHERE code = $1",
            &[&code, &i64::from(rated.change[0]), &i64::from(rated.change[1])],
        )
        .await?;
    Ok(())
}

pub(super) async fn changes(client: &impl GenericClient, code: &str) -> Result<Option<[RatingChange; 2]>, StoreError> {
    let Some(([first, second], game, speed)) = rated_game(client, code).await? else { return Ok(None) };
    let Some(row) = client.query_opt("SELECT first_change, second_change FROM games WHERE code = $1", &[&code]).await?
    else {
        return Ok(None);
    };
    let (Some(a), Some(b)) = (row.get::<_, Option<i64>>(0), row.get::<_, Option<i64>>(1)) else { return Ok(None) };
    Ok(Some([
        RatingChange { rating: rating(client, first, game, speed).await?.shown(), change: a as i32 },
        RatingChange { rating: rating(client, second, game, speed).await?.shown(), change: b as i32 },
    ]))
}

/// Newest first; games made in the same millisecond by their code, in both stores (PostgreSQL
/// keeps no insertion order to break such ties, and a copied database must list the same).
pub(super) async fn games(
    client: &impl GenericClient,
    id: i64,
    most: usize,
) -> Result<Vec<(String, Side)>, StoreError> {
    let rows = client
        .query(
            "SELECT code, CASE WHEN first_player = $1 THEN 'first' ELSE 'second' END FROM games \
             WHERE first_player = $1 OR second_player = $1 ORDER BY created DESC, code DESC LIMIT $2",
            &[&id, &(most as i64)],
        )
        .await?;
    Ok(rows.iter().filter_map(|r| Some((r.get(0), seat_named(r.get(1))?))).collect())
}

pub(super) async fn profile(client: &impl GenericClient, name: &str) -> Result<Option<Profile>, StoreError> {
    let Some(found) = client.query_opt("SELECT id, name, bot FROM players WHERE folded = $1", &[&folded(name)]).await?
    else {
        return Ok(None);
    };
    let (id, name, bot): (i64, String, bool) = (found.get(0), found.get(1), found.get::<_, i64>(2) != 0);
    let ratings = client
        .query(
            "SELECT game, speed, rating, deviation, volatility, games FROM ratings WHERE player = $1 ORDER BY game, speed",
            &[&id],
        )
        .await?
        .iter()
        .filter_map(|r| {
            let speed = Speed::BOTH.into_iter().find(|s| s.name() == r.get::<_, &str>(1))?;
            Some(GameRating { game: r.get::<_, &str>(0).parse().ok()?, speed, rating: glicko(r, 2).shown() })
        })
        .collect();
    let played: i64 = client
        .query_one(
            "SELECT COUNT(*) FROM games WHERE (first_player = $1 OR second_player = $1) AND ending IS NOT NULL",
            &[&id],
        )
        .await?
        .get(0);
    let last = client
        .query(
            "SELECT g.code, g.game, CASE WHEN g.first_player = $1 THEN 'first' ELSE 'second' END, \
             (SELECT name FROM players p WHERE p.id = CASE WHEN g.first_player = $1 THEN g.second_player \
              ELSE g.first_player END), \
             g.ending, g.rated, CASE WHEN g.first_player = $1 THEN g.first_change ELSE g.second_change END \
             FROM games g WHERE (g.first_player = $1 OR g.second_player = $1) AND g.ending IS NOT NULL ORDER BY g.created DESC, g.code DESC \
             LIMIT $2",
            &[&id, &(LAST_GAMES as i64)],
        )
        .await?
        .iter()
        .filter_map(|r| {
            Some(ProfileGame {
                code: r.get(0),
                game: r.get::<_, &str>(1).parse().ok()?,
                seat: seat_named(r.get(2))?,
                opponent: r.get(3),
                outcome: r.get::<_, Option<&str>>(4).and_then(|e| serde_json::from_str(e).ok()),
                rated: r.get::<_, i64>(5) != 0,
                change: r.get::<_, Option<i64>>(6).map(|c| c as i32),
            })
        })
        .collect();
    Ok(Some(Profile { name, bot, ratings, played: played.max(0) as u64, last }))
}

/// A player's own line of a leaderboard, wherever it stands (as SQLite's `leader_row`).
pub(super) async fn leader_row(
    client: &impl GenericClient,
    player: i64,
    game: GameKind,
    speed: Speed,
) -> Result<Option<LeaderRow>, StoreError> {
    let row = client
        .query_opt(
            "SELECT p.name, p.bot, r.rating, r.deviation, r.volatility, r.games, \
               (SELECT COUNT(*) FROM ratings o JOIN players q ON q.id = o.player \
                WHERE o.game = r.game AND o.speed = r.speed AND o.deviation <= $3 \
                  AND (o.rating > r.rating OR (o.rating = r.rating AND q.folded < p.folded))) \
             FROM ratings r JOIN players p ON p.id = r.player \
             WHERE r.player = $4 AND r.game = $1 AND r.speed = $2 AND r.deviation <= $3",
            &[&game.name(), &speed.name(), &crate::ratings::PROVISIONAL_DEVIATION, &player],
        )
        .await?;
    Ok(row.map(|r| LeaderRow {
        rank: r.get::<_, i64>(6).max(0) as usize + 1,
        name: r.get(0),
        bot: r.get::<_, i64>(1) != 0,
        rating: glicko(&r, 2).shown(),
    }))
}

pub(super) async fn leaderboard(
    client: &impl GenericClient,
    game: GameKind,
    speed: Speed,
    top: usize,
) -> Result<Board, StoreError> {
    let players = client
        .query(
            "SELECT p.name, p.bot, r.rating, r.deviation, r.volatility, r.games FROM ratings r \
             JOIN players p ON p.id = r.player WHERE r.game = $1 AND r.speed = $2 AND r.deviation <= $3 \
             ORDER BY r.rating DESC, p.folded LIMIT $4",
            &[&game.name(), &speed.name(), &crate::ratings::PROVISIONAL_DEVIATION, &(top as i64)],
        )
        .await?
        .iter()
        .enumerate()
        .map(|(i, r)| LeaderRow {
            rank: i + 1,
            name: r.get(0),
            bot: r.get::<_, i64>(1) != 0,
            rating: glicko(r, 2).shown(),
        })
        .collect();
    Ok(Board { game, speed, players })
}
