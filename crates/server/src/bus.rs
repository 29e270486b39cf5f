//! How nodes that share one PostgreSQL database hear of each other's changes: a change to a game
//! is stored together with a note on PostgreSQL's `LISTEN`/`NOTIFY` channel (sent in the
//! change's own transaction, so a node that dies right after the commit has still sent it), and
//! every other node forwards what it says to its own connections on that game. The database
//! stays the authority: a note only says "game X changed to version V, here is what to tell";
//! the listener reads the game itself from the store. Offers and presence, which are not
//! stored, travel in the notes. With SQLite there is one node and the bus is quiet.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use tabletrio_engine::Side;
use tabletrio_protocol::{Presence, Seek};
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, NoTls};

use crate::arenas::{ArenaGame, Entry};
use crate::ratings::Glicko;
use crate::store::postgres::Postgres;
use crate::store::{Seated, StoreError};

pub use crate::store::postgres::CHANNEL;

/// PostgreSQL refuses a payload of 8,000 bytes or more; a note that would be longer tells
/// everyone their whole state instead of the events.
pub const MOST_BYTES: usize = 7_000;

/// The offers a game holds in memory only.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offers {
    pub draw: Option<Side>,
    pub takeback: Option<Side>,
    pub rematch: [bool; 2],
}

/// What to tell the connections on a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Told {
    /// A message, as sent, to everyone.
    All(String),
    /// Each connection its own `state`.
    States,
}

/// One note between nodes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "note", rename_all = "snake_case")]
pub enum Note {
    /// A game changed: read it again, take these offers, tell these.
    Changed {
        node: u64,
        code: String,
        /// The game's version after the change (`StoredGame::version`; an offer, which is not
        /// stored, leaves it); 0 from a node that did not say.
        #[serde(default)]
        version: u64,
        offers: Offers,
        deadline: Option<u64>,
        told: Vec<Told>,
        /// After a move: the player to move, and what its connections elsewhere are told.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        turn: Option<(i64, String)>,
    },
    /// A message for everyone on a game that changes nothing in it (a phrase).
    Said { node: u64, code: String, text: String },
    /// Who is on a game's seats on the sending node. `ask`: the sender has just taken the game
    /// up and asks the others to say who they have.
    Presence { node: u64, code: String, presence: Presence, ask: bool },
    /// The game `old` was rematched as `new` by the sending node, which seated the players it
    /// had: a node that has the other player seats it in the new game.
    Rematched { node: u64, old: String, new: String },
    /// The sending node is up (every two seconds): presence and seeks from a node not heard
    /// for `NODE_GONE_MS` are forgotten.
    Alive { node: u64 },
    /// The sending node has just started listening: the others say what it missed (their
    /// seeks).
    Hello { node: u64 },
    /// A seek opened on the sending node.
    SeekOpened {
        node: u64,
        seek: Seek,
        player: i64,
        glicko: Glicko,
        opened: u64,
        /// The seeker's address as the limits count it (no rated pairing from one address).
        #[serde(default)]
        ip: Option<IpAddr>,
    },
    /// A seek of the sending node's went.
    SeekClosed { node: u64, id: u64 },
    /// A player on the sending node (connection `conn`) takes seek `id` of node `owner`.
    Take {
        node: u64,
        owner: u64,
        id: u64,
        conn: u64,
        player: Seated,
        glicko: Glicko,
        /// The taker's address as the limits count it.
        #[serde(default)]
        ip: Option<IpAddr>,
    },
    /// The seek was gone when the take came: the taker is told.
    TakeRefused { node: u64, to: u64, conn: u64 },
    /// The seek's node (or an arena's pairing node) made the game and seated its players
    /// there: node `to` seats its player (connection `conn`) with this token.
    Paired {
        node: u64,
        to: u64,
        conn: u64,
        code: String,
        token: String,
        seat: Side,
        /// The arena the game is played in.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        arena: Option<String>,
    },
    /// A player of the sending node's joined `arena`, came back, paused or went (`on`: it is to
    /// be paired now, on connection `conn`).
    ArenaSeat { node: u64, arena: String, entry: Entry, conn: u64, ip: Option<IpAddr>, on: bool },
    /// The sending node has just taken up pairing `arena`: the others say whom they seat there.
    ArenaAsk { node: u64, arena: String },
    /// An arena game ended on the sending node.
    ArenaEnded { node: u64, arena: String, game: ArenaGame },
}

/// A node not heard for this long is gone.
pub const NODE_GONE_MS: u64 = 6_000;

/// A listening connection that hears nothing for this long (each node hears its own sign of life
/// every two seconds) is taken for dead.
const LISTEN_SILENCE: Duration = Duration::from_secs(10);

/// The listening connection's `application_name` in PostgreSQL.
pub const LISTEN_NAME: &str = "tabletrio-listen";

impl Note {
    pub fn node(&self) -> u64 {
        match self {
            Note::Changed { node, .. }
            | Note::Said { node, .. }
            | Note::Presence { node, .. }
            | Note::Rematched { node, .. }
            | Note::SeekOpened { node, .. }
            | Note::SeekClosed { node, .. }
            | Note::Take { node, .. }
            | Note::TakeRefused { node, .. }
            | Note::Paired { node, .. }
            | Note::ArenaSeat { node, .. }
            | Note::ArenaAsk { node, .. }
            | Note::ArenaEnded { node, .. }
            | Note::Hello { node }
            | Note::Alive { node } => *node,
        }
    }

    /// The note's kind, for the log: a note itself may carry a seat's token (`Paired`), and no
    /// token is ever logged.
    pub fn kind(&self) -> &'static str {
        match self {
            Note::Changed { .. } => "changed",
            Note::Said { .. } => "said",
            Note::Presence { .. } => "presence",
            Note::Rematched { .. } => "rematched",
            Note::SeekOpened { .. } => "seek_opened",
            Note::SeekClosed { .. } => "seek_closed",
            Note::Take { .. } => "take",
            Note::TakeRefused { .. } => "take_refused",
            Note::Paired { .. } => "paired",
            Note::ArenaSeat { .. } => "arena_seat",
            Note::ArenaAsk { .. } => "arena_ask",
            Note::ArenaEnded { .. } => "arena_ended",
            Note::Hello { .. } => "hello",
            Note::Alive { .. } => "alive",
        }
    }
}

/// The sending side.
#[derive(Clone)]
pub enum Bus {
    /// One node (SQLite): nobody else to tell.
    Quiet,
    Postgres {
        queue: mpsc::UnboundedSender<String>,
        store: Arc<Postgres>,
        url: String,
        node: u64,
    },
}

impl Bus {
    /// A bus over the database at `url`, as node `node`. Notes leave in the order they were
    /// published, through one task, so the other nodes hear one node's changes in order.
    pub fn postgres(store: Arc<Postgres>, url: &str, node: u64) -> Bus {
        let (queue, mut notes) = mpsc::unbounded_channel::<String>();
        let sender = store.clone();
        tokio::spawn(async move {
            while let Some(text) = notes.recv().await {
                // A note that fails to go (the database busy or restarting a moment) is tried
                // again a few times before it is given up: a lost take or pairing leaves a
                // player waiting, a lost presence a player counted gone.
                for (attempt, wait_ms) in [(1, 100), (2, 500), (3, 2000), (4, 0)] {
                    match sender.notify(&text).await {
                        Ok(()) => break,
                        Err(e) if wait_ms == 0 => {
                            metrics::counter!("tabletrio_notes_lost_total").increment(1);
                            tracing::warn!(error = %e, attempt, "a note to the other nodes was not sent");
                        }
                        Err(_) => tokio::time::sleep(Duration::from_millis(wait_ms)).await,
                    }
                }
            }
        });
        Bus::Postgres { queue, store, url: url.to_owned(), node }
    }

    /// This node's number on the bus (0 when alone).
    pub fn node(&self) -> u64 {
        match self {
            Bus::Quiet => 0,
            Bus::Postgres { node, .. } => *node,
        }
    }

    pub fn is_shared(&self) -> bool {
        matches!(self, Bus::Postgres { .. })
    }

    /// Sends a note to the other nodes, in the order published, without waiting. A lost note
    /// costs them a stale room until a node reads the game's version again (and the store still
    /// refuses any change made on a stale room). A change that is stored sends its note with
    /// its write instead (`StoreHandle::write_noted`).
    pub fn publish(&self, note: &Note) {
        if let Bus::Postgres { queue, .. } = self {
            let _ = queue.send(serde_json::to_string(note).expect("plain data"));
        }
    }

    /// Sends a note now and waits until it is sent: a change to a game that is not stored (an
    /// offer) is said while its room is locked, so that the notes about one game leave in the
    /// order of its changes, stored or not.
    pub async fn say_now(&self, note: &str) {
        if let Bus::Postgres { store, .. } = self
            && let Err(e) = store.notify(note).await
        {
            tracing::warn!(error = %e, "a note to the other nodes was not sent");
        }
    }

    /// Listens until the process ends, handing every other node's note to `heard`; after a lost
    /// connection it connects again and calls `resync` (notes may have been missed meanwhile).
    pub fn listen(&self, heard: mpsc::Sender<Listened>) {
        let Bus::Postgres { url, node, .. } = self.clone() else { return };
        tokio::spawn(async move {
            for again in [false, true].into_iter().chain(std::iter::repeat(true)) {
                match listen_once(&url, node, &heard, again).await {
                    Ok(()) => return,
                    Err(e) => tracing::warn!(error = %e, "lost the other nodes' notes: listening again"),
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        });
    }
}

/// What the listener hands the hub.
#[derive(Debug)]
pub enum Listened {
    Note(Note),
    /// Listening: the other nodes' seeks are to be asked for; `again` (after a gap), every room
    /// held may have missed notes too.
    Listening {
        again: bool,
    },
}

/// One listening connection, until it fails (or the hub stops taking notes: `Ok`).
async fn listen_once(url: &str, me: u64, heard: &mpsc::Sender<Listened>, again: bool) -> Result<(), StoreError> {
    let mut config: tokio_postgres::Config =
        url.parse().map_err(|e| StoreError::Db(format!("not a PostgreSQL address ({e})")))?;
    // Named, so that an operator (or a test) tells it from the pool's connections in
    // `pg_stat_activity`.
    if config.get_application_name().is_none() {
        config.application_name(LISTEN_NAME);
    }
    // A database that does not answer is tried again, not waited on for ever.
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(Duration::from_secs(5));
    }
    let (client, mut connection) = config.connect(NoTls).await?;
    let (tx, mut rx) = mpsc::unbounded_channel();
    let driver = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = messages.next().await {
            match message {
                Ok(AsyncMessage::Notification(n)) => {
                    if tx.send(Ok(n.payload().to_owned())).is_err() {
                        return;
                    }
                }
                Ok(_) => {}
                Err(e) => {
                    let _ = tx.send(Err(StoreError::from(e)));
                    return;
                }
            }
        }
        let _ = tx.send(Err(StoreError::Db("the listening connection closed".into())));
    });
    client.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
    if heard.send(Listened::Listening { again }).await.is_err() {
        return Ok(());
    }
    // Every node hears its own sign of life every two seconds: a listening connection that
    // hears nothing at all for longer is dead (a network cut that closed nothing) and is
    // replaced.
    loop {
        let Ok(payload) = tokio::time::timeout(LISTEN_SILENCE, rx.recv()).await else {
            driver.abort();
            return Err(StoreError::Db(format!(
                "the listening connection heard nothing, not even this node, for {} s",
                LISTEN_SILENCE.as_secs()
            )));
        };
        let Some(payload) = payload else { break };
        let payload = payload?;
        match serde_json::from_str::<Note>(&payload) {
            Ok(note) if note.node() == me => {}
            Ok(note) => {
                if heard.send(Listened::Note(note)).await.is_err() {
                    driver.abort();
                    return Ok(());
                }
            }
            Err(e) => tracing::warn!(error = %e, "a note no node of this version sends"),
        }
    }
    Err(StoreError::Db("the listening connection closed".into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletrio_engine::GameKind;
    use tabletrio_protocol::{ClockSpec, PlayerTag};

    /// Every note reads back as it was sent (a note that fails to read is dropped by the
    /// listener, so a lost field would silently cut the nodes apart).
    #[test]
    fn every_note_reads_back_as_sent() {
        let tag = PlayerTag { name: "Ann".into(), bot: false, rating: Some(Glicko::default().shown()) };
        let seek = Seek {
            id: 5 << 32 | 1,
            game: GameKind::Oxono,
            clock: ClockSpec::Live { initial_s: 300, increment_s: 3 },
            side: Some(Side::First),
            rated: true,
            by: tag.clone(),
        };
        let notes = [
            Note::Changed {
                node: 1,
                code: "ABCDEF".into(),
                version: 9,
                offers: Offers { draw: Some(Side::Second), takeback: None, rematch: [true, false] },
                deadline: Some(1_795_000_000_000),
                told: vec![Told::All("{\"type\":\"pong\"}".into()), Told::States],
                turn: Some((7, "{\"type\":\"pong\"}".into())),
            },
            Note::Said { node: 1, code: "ABCDEF".into(), text: "{}".into() },
            Note::Presence {
                node: 2,
                code: "ABCDEF".into(),
                presence: Presence { first: true, second: false },
                ask: true,
            },
            Note::Rematched { node: 3, old: "ABCDEF".into(), new: "GHJKLM".into() },
            Note::Alive { node: u64::MAX },
            Note::Hello { node: 4 },
            Note::SeekOpened { node: 4, seek, player: 9, glicko: Glicko::default(), opened: 1, ip: None },
            Note::SeekClosed { node: 4, id: 3 },
            Note::Take {
                node: 5,
                owner: 4,
                id: 3,
                conn: 11,
                player: Seated { id: 9, tag },
                glicko: Glicko::default(),
                ip: Some("2001:db8::".parse().unwrap()),
            },
            Note::TakeRefused { node: 4, to: 5, conn: 11 },
            Note::Paired {
                node: 4,
                to: 5,
                conn: 11,
                code: "ABCDEF".into(),
                token: "0".repeat(32),
                seat: Side::Second,
                arena: None,
            },
        ];
        for note in notes {
            let text = serde_json::to_string(&note).unwrap();
            assert_eq!(serde_json::from_str::<Note>(&text).unwrap(), note, "{text}");
        }
    }
}
