//! `tabletrio-bot`: a computer player for a tabletrio server, so that a person alone on a quiet
//! server still finds a game. It speaks the open protocol (docs/online.md) like any client: it
//! takes a name that says its level (its key kept in a file, so a restart is the same player),
//! keeps one rated seek a game open in the lobby, and plays every game it is paired into on a
//! connection of its own, as many at once as it is allowed, with the engine's AI at its level.
//! It accepts a draw when its search does not think it is better, and a take-back only in an
//! unrated game. With `arenas`, it also joins every public arena of its games that comes or
//! runs (docs/online.md, "Tournaments") and plays the games the arena pairs it into, one after
//! the other on that arena's connection, so that a small server's arena always has opponents.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tabletrio_engine::ai::{AnySearch, Budget, Level};
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClientMsg, ClockSpec};
use tokio::net::TcpStream;
use tokio::sync::Notify;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How a bot runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The server's WebSocket, `ws://HOST:PORT/ws`.
    pub server: String,
    pub level: Level,
    /// Its name; `<Level> bot` when absent.
    pub name: Option<String>,
    /// Where its key is kept (read at start, written after the first registration).
    pub key_file: Option<PathBuf>,
    /// The clock of its seeks.
    pub clock: ClockSpec,
    /// The games it seeks.
    pub games: Vec<GameKind>,
    /// The most games it plays at once; it stops seeking while it plays this many.
    pub most_games: usize,
    /// Joins the server's public arenas of its games, and how often it looks for new ones.
    pub arenas: Option<Duration>,
}

impl Config {
    pub fn name(&self) -> String {
        self.name.clone().unwrap_or_else(|| {
            let level = self.level.name();
            format!("{}{} bot", level[..1].to_uppercase(), &level[1..])
        })
    }
}

/// Reads a clock as the command line writes it: `300+3` (seconds and increment) or `3d`.
pub fn parse_clock(text: &str) -> Result<ClockSpec, String> {
    let clock = if let Some(days) = text.strip_suffix('d') {
        ClockSpec::Days { days_per_move: days.parse().map_err(|_| format!("not a number of days: {text:?}"))? }
    } else {
        let (initial, increment) = text.split_once('+').unwrap_or((text, "0"));
        let number =
            |t: &str| t.parse::<u32>().map_err(|_| format!("a clock is SECONDS+INCREMENT or DAYSd, not {text:?}"));
        ClockSpec::Live { initial_s: number(initial)?, increment_s: number(increment)? }
    };
    clock.check()
}

fn send_text(msg: &ClientMsg) -> Message {
    Message::Text(msg.to_json().into())
}

async fn send(ws: &mut Socket, msg: ClientMsg) -> Result<(), String> {
    ws.send(send_text(&msg)).await.map_err(|e| format!("the server went away: {e}"))
}

/// The next JSON message; `None` when the connection closed.
async fn next(ws: &mut Socket) -> Option<Value> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(text)) => return serde_json::from_str(text.as_str()).ok(),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

async fn connect(server: &str) -> Result<Socket, String> {
    let (ws, _) = tokio_tungstenite::connect_async(server).await.map_err(|e| format!("cannot reach {server}: {e}"))?;
    Ok(ws)
}

/// Speaks as the bot's player on `ws`: identifies with its key, or registers (and keeps the key).
async fn sign_in(ws: &mut Socket, config: &Config, key: &mut Option<String>) -> Result<(), String> {
    match key.clone() {
        Some(k) => send(ws, ClientMsg::Identify { key: k }).await?,
        None => send(ws, ClientMsg::Register { name: config.name(), bot: true }).await?,
    }
    loop {
        let msg = next(ws).await.ok_or("the server closed the connection")?;
        match msg["type"].as_str() {
            Some("player") => {
                if let Some(k) = msg["key"].as_str() {
                    *key = Some(k.to_owned());
                    if let Some(file) = &config.key_file {
                        write_private(file, k)
                            .map_err(|e| format!("cannot keep the key in {}: {e}", file.display()))?;
                    }
                }
                return Ok(());
            }
            Some("error") => return Err(format!("the server refused the bot: {}", msg["reason"])),
            _ => {}
        }
    }
}

/// Runs the bot until it cannot sign in (a name taken by someone else, a key the server does
/// not know): keeps its seeks open and plays every game it is paired into.
pub async fn run(config: Config) -> Result<(), String> {
    let mut key = match &config.key_file {
        Some(file) if file.exists() => {
            Some(std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?.trim().to_owned())
        }
        _ => None,
    };
    if let Some(every) = config.arenas {
        // The arenas' connections speak as the same player: its key first.
        if key.is_none() {
            let mut ws = connect(&config.server).await?;
            sign_in(&mut ws, &config, &mut key).await?;
            let _ = ws.close(None).await;
        }
        let (config, key) = (config.clone(), key.clone().unwrap_or_default());
        tokio::spawn(watch_arenas(config, key, every));
    }
    let playing = Arc::new(AtomicUsize::new(0));
    let freed = Arc::new(Notify::new());
    let mut retry = Duration::from_millis(500);
    loop {
        while playing.load(Ordering::SeqCst) >= config.most_games {
            freed.notified().await;
        }
        let mut ws = match connect(&config.server).await {
            Ok(ws) => ws,
            Err(e) => {
                eprintln!("{e}; again in {retry:?}");
                tokio::time::sleep(retry).await;
                retry = (retry * 2).min(Duration::from_secs(15));
                continue;
            }
        };
        sign_in(&mut ws, &config, &mut key).await?;
        retry = Duration::from_millis(500);
        // Quick pairing for each game in turn: a person already waiting is paired at once,
        // else the seek stays open. One at a time, since a pairing seats this connection.
        let mut paired = None;
        for &game in &config.games {
            send(&mut ws, ClientMsg::PlayAnyone { game, clock: config.clock }).await?;
            match answer(&mut ws, &["seeking", "paired"]).await {
                Some(msg) if msg["type"] == "paired" => {
                    paired = Some(msg);
                    break;
                }
                Some(_) => {}
                None => break,
            }
        }
        // Else this connection waits in the lobby until a seek is taken.
        if paired.is_none() {
            paired = answer(&mut ws, &["paired"]).await;
        }
        // It then plays that game, and a fresh connection seeks again.
        let Some(msg) = paired else { continue };
        let (Some(token), Some(seat)) = (msg["token"].as_str(), msg["seat"].as_str()) else { continue };
        let seat = if seat == "first" { Side::First } else { Side::Second };
        let game = Game { token: token.to_owned(), seat, level: config.level, server: config.server.clone() };
        let (playing, freed) = (playing.clone(), freed.clone());
        playing.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            if let Err(e) = game.play(ws, false).await {
                eprintln!("a game ended badly: {e}");
            }
            playing.fetch_sub(1, Ordering::SeqCst);
            freed.notify_one();
        });
    }
}

/// Looks at the server's arenas every `every` and joins each public one of the bot's games that
/// comes or runs, once.
async fn watch_arenas(config: Config, key: String, every: Duration) {
    let mut joined: HashSet<String> = HashSet::new();
    loop {
        if let Ok(mut ws) = connect(&config.server).await {
            let listed = match send(&mut ws, ClientMsg::Tournaments).await {
                Ok(()) => answer(&mut ws, &["tournaments"]).await,
                Err(_) => None,
            };
            let _ = ws.close(None).await;
            let arenas = listed.as_ref().and_then(|l| l["tournaments"].as_array()).cloned().unwrap_or_default();
            for arena in arenas {
                let (Some(id), Some(game)) = (arena["id"].as_str(), arena["game"].as_str()) else { continue };
                let ours = game.parse::<GameKind>().is_ok_and(|g| config.games.contains(&g));
                if ours && arena["status"] != "finished" && joined.insert(id.to_owned()) {
                    let (config, key, id) = (config.clone(), key.clone(), id.to_owned());
                    tokio::spawn(async move {
                        if let Err(e) = play_arena(&config, key, &id).await {
                            eprintln!("arena {id}: {e}");
                        }
                    });
                }
            }
        }
        tokio::time::sleep(every).await;
    }
}

/// Joins arena `id` and plays each game it is paired into there until the arena ends.
async fn play_arena(config: &Config, key: String, id: &str) -> Result<(), String> {
    let mut key = Some(key);
    let mut lost = 0;
    'connect: loop {
        let mut ws = connect(&config.server).await?;
        sign_in(&mut ws, config, &mut key).await?;
        loop {
            // After each game too: a game that came back on a new connection moved the seat.
            send(&mut ws, ClientMsg::ArenaJoin { id: id.to_owned() }).await?;
            let msg = loop {
                let Some(msg) = next(&mut ws).await else {
                    // A server restart: come back, a few times.
                    lost += 1;
                    if lost > 8 {
                        return Err("the server went away".into());
                    }
                    tokio::time::sleep(Duration::from_millis(250 << lost.min(5))).await;
                    continue 'connect;
                };
                match msg["type"].as_str() {
                    Some("paired") => break msg,
                    Some("arena_standings") if msg["standings"]["arena"]["status"] == "finished" => return Ok(()),
                    Some("error") if msg["code"] == "arena_over" || msg["code"] == "no_such_arena" => return Ok(()),
                    Some("error") => eprintln!("the server says: {}", msg["reason"]),
                    _ => {}
                }
            };
            lost = 0;
            let (Some(token), Some(seat)) = (msg["token"].as_str(), msg["seat"].as_str()) else { continue };
            let seat = if seat == "first" { Side::First } else { Side::Second };
            let game = Game { token: token.to_owned(), seat, level: config.level, server: config.server.clone() };
            match game.play(ws, true).await? {
                Some(kept) => ws = kept,
                None => continue 'connect,
            }
        }
    }
}

/// The next message of one of these types (errors are reported and passed over); `None` when
/// the connection closed.
async fn answer(ws: &mut Socket, kinds: &[&str]) -> Option<Value> {
    loop {
        let msg = next(ws).await?;
        let kind = msg["type"].as_str().unwrap_or_default();
        if kinds.contains(&kind) {
            return Some(msg);
        }
        if kind == "error" {
            eprintln!("the server says: {}", msg["reason"]);
        }
    }
}
/// One game the bot plays, on its own connection.
struct Game {
    token: String,
    seat: Side,
    level: Level,
    server: String,
}

/// Where a game stands, as the server's messages tell it.
struct Table {
    position: AnyPosition,
    ply: usize,
    over: bool,
    rated: bool,
    /// A move of the bot's for this ply is on its way.
    asked: bool,
}

impl Table {
    fn from_state(state: &Value) -> Option<Table> {
        let kind: GameKind = state["game"].as_str()?.parse().ok()?;
        let (mut position, actions) = AnyPosition::from_record(kind, state["record"].as_str()?).ok()?;
        for &a in &actions {
            position.play(a).ok()?;
        }
        Some(Table {
            over: !state["outcome"].is_null() || position.is_over(),
            ply: actions.len(),
            position,
            rated: state["rated"].as_bool().unwrap_or(false),
            asked: false,
        })
    }
}

/// The level's move in `position`, and its chance to win as the side to move sees it.
pub fn choose(position: &AnyPosition, level: Level, seed: u64) -> Option<(AnyAction, f64)> {
    let config = level.config(position.kind());
    let iterations = config.iterations;
    let mut search = AnySearch::new(position, config, seed, 1);
    match level.time_budget().or(level.time_cap()) {
        Some(time) => search.think_within(Budget::Time(time), None),
        None => search.think(iterations),
    }
    let chance = search.suggestion().map_or(0.5, |(_, p)| p);
    search.choose().map(|a| (a, chance))
}

impl Game {
    /// Plays the game to its end; `keep`: hands the connection back (an arena's, which pairs
    /// it again), else closes it. `None`: the connection was lost for good.
    async fn play(self, mut ws: Socket, keep: bool) -> Result<Option<Socket>, String> {
        let mut table: Option<Table> = None;
        let mut seed = u64::from_str_radix(&self.token[..16], 16).unwrap_or(1);
        let mut lost = 0;
        loop {
            let Some(msg) = next(&mut ws).await else {
                // The connection dropped (a server restart): come back with the seat's token.
                lost += 1;
                if lost > 8 || table.as_ref().is_some_and(|t| t.over) {
                    return Ok(None);
                }
                tokio::time::sleep(Duration::from_millis(250 << lost.min(5))).await;
                if let Ok(fresh) = connect(&self.server).await {
                    ws = fresh;
                    send(&mut ws, ClientMsg::Resume { token: self.token.clone() }).await?;
                }
                continue;
            };
            match msg["type"].as_str() {
                Some("state") => {
                    lost = 0;
                    table = Table::from_state(&msg);
                }
                Some("moved") => {
                    let Some(t) = table.as_mut() else { continue };
                    let ply = msg["ply"].as_u64().unwrap_or(u64::MAX) as usize;
                    let action = msg["action"].as_str().and_then(|a| t.position.parse_action(a).ok());
                    match action {
                        Some(action) if ply == t.ply && t.position.play(action).is_ok() => {
                            t.ply += 1;
                            t.asked = false;
                        }
                        // Out of step with the server: ask for the whole game again.
                        _ => send(&mut ws, ClientMsg::Resume { token: self.token.clone() }).await?,
                    }
                    if !msg["outcome"].is_null() {
                        t.over = true;
                    }
                }
                Some("ended") => {
                    if let Some(t) = table.as_mut() {
                        t.over = true;
                    }
                }
                Some("draw_offered") if msg["by"] != side_name(self.seat) => {
                    let Some(t) = table.as_ref() else { continue };
                    let (level, position, seat) = (self.level, t.position.clone(), self.seat);
                    let accept = tokio::task::spawn_blocking(move || {
                        choose(&position, level, seed).is_none_or(|(_, p)| {
                            // The chance is the side to move's: the bot's own is 1 - p on the other's turn.
                            let mine = if position.to_move() == seat { p } else { 1.0 - p };
                            mine <= 0.5
                        })
                    })
                    .await
                    .unwrap_or(true);
                    send(&mut ws, ClientMsg::DrawAnswer { accept }).await?;
                }
                Some("takeback_requested") if msg["by"] != side_name(self.seat) => {
                    let accept = table.as_ref().is_some_and(|t| !t.rated);
                    send(&mut ws, ClientMsg::TakebackAnswer { accept }).await?;
                }
                Some("rejected") => {
                    // A move refused (the game moved on meanwhile): read the game again.
                    send(&mut ws, ClientMsg::Resume { token: self.token.clone() }).await?;
                }
                _ => {}
            }
            let Some(t) = table.as_ref() else { continue };
            if t.over {
                // A short goodbye; the bot does not ask for rematches.
                let _ = send(&mut ws, ClientMsg::Say { phrase: 5 }).await;
                if keep {
                    return Ok(Some(ws));
                }
                let _ = ws.close(None).await;
                return Ok(None);
            }
            if t.position.to_move() == self.seat && !t.asked {
                let (position, level, ply) = (t.position.clone(), self.level, t.ply);
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let chosen = tokio::task::spawn_blocking(move || choose(&position, level, seed))
                    .await
                    .map_err(|e| format!("the search failed: {e}"))?;
                let Some((action, _)) = chosen else { continue };
                send(&mut ws, ClientMsg::Move { ply, action: action.to_string() }).await?;
                // Not again for this ply: wait for the server's `moved`.
                if let Some(t) = table.as_mut() {
                    t.asked = true;
                }
            }
        }
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

/// Writes a secret to a new file only its owner may read (the key speaks as the bot).
fn write_private(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(text.as_bytes())
}
