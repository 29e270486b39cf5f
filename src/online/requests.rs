//! What the menus and the table ask of online play (`OnlineRequest`), the state they read
//! (`Online`), the default server and a game's join link.

use super::games::KeptGames;
use super::link::Link;
use super::link::LinkState;
use super::lobby::Lobby;
use super::session::Session;
use crate::i18n::Tr;
use bevy::prelude::*;
use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{ClientMsg, ClockSpec};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeptGames>();
    app.init_resource::<ProfileAsked>();
    app.add_message::<OnlineRequest>();
    let server = app.world().get_resource::<crate::launch::Launch>().and_then(|l| l.server.clone());
    app.insert_resource(Online { server_flag: server, ..default() });
    // The socket is not `Send` on the web (a browser object): it lives on the main thread.
    app.insert_non_send(Link::default());
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, count_in_the_page_title);
}

/// The browser's tab counts the games waiting for this player's move: "(2) tabletrio".
#[cfg(target_arch = "wasm32")]
fn count_in_the_page_title(online: Res<Online>, mut shown: Local<Option<usize>>) {
    let waiting = online.waiting_on_you();
    if *shown != Some(waiting) {
        *shown = Some(waiting);
        let title = if waiting == 0 { "tabletrio".to_owned() } else { format!("({waiting}) tabletrio") };
        crate::web::set_page_title(&title);
    }
}

/// The server this app plays on when none was chosen: the page's own on the web, a local
/// server on the desktop.
pub fn default_server() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        crate::web::own_websocket()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        "ws://127.0.0.1:8080/ws".to_owned()
    }
}

/// The link that opens the game with `code` (the web build: this page with `?join=CODE`).
pub fn join_link(code: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        Some(format!("{}?join={code}", crate::web::page_address()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = code;
        None
    }
}

/// What the menus and the table ask of the online game.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum OnlineRequest {
    /// A new game on the server: the game, its clock, the seat taken.
    Create {
        game: GameKind,
        clock: Option<ClockSpec>,
        seat: Side,
    },
    Join(String),
    Watch(String),
    /// Sit down again at a kept seat.
    Open(String),
    /// Sit down by this player's key at its seat of the game with this code (a seat taken on
    /// another device).
    Sit(String),
    Resign,
    /// Ends the game with no result (before both sides moved).
    Abort,
    OfferDraw,
    /// Accept (true) or decline the opponent's offer shown.
    Answer(bool),
    /// Offer a rematch after the end (or accept the opponent's).
    Rematch,
    /// Leave the table (the game stays on the server).
    Leave,
    /// Follow the lobby: its seeks, and this player's name.
    Lobby,
    /// Ask how this player's games stand (for the title's count of games waiting on them), and
    /// close the link again.
    Glance,
    /// Take this name on the server (a key comes with it and is kept).
    Register(String),
    /// Change this player's name (the server allows it once a day).
    Rename(String),
    /// A player's page: ratings, games played, the last games.
    Profile(String),
    /// The best players of a game at a speed.
    Leaderboard {
        game: GameKind,
        speed: tabletrio_protocol::Speed,
    },
    /// Be the player whose key this is (typed or pasted from another device).
    UseKey(String),
    /// Quick pairing at a game and clock: anyone near this player's rating.
    PlayAnyone {
        game: GameKind,
        clock: ClockSpec,
    },
    /// Take someone's seek.
    Accept(u64),
    /// Withdraw this player's seek.
    Unseek(u64),
    /// The game's next puzzle for this player, rated if it has a name, or (`daily`) its puzzle
    /// of the day; put on the table once the server serves it.
    Puzzle {
        game: GameKind,
        daily: bool,
    },
    /// The arenas coming, running and just finished.
    Tournaments,
    /// Join arena `id` (or come back to it after a pause): paired whenever free while it runs.
    ArenaJoin(String),
    /// Not paired in arena `id` after the game being played; points kept.
    ArenaPause(String),
    /// Leave arena `id`: not paired, its standings no longer followed.
    ArenaLeave(String),
    /// Follow arena `id`'s standings without joining it.
    ArenaFollow(String),
    /// Make a private arena for friends (a named player); its id is the code they open it by.
    ArenaCreate(tabletrio_protocol::ArenaAsked),
    /// A preset phrase to the opponent (its number, `tabletrio_protocol::PHRASES`).
    Say(u8),
}

/// A player's page to open when Play online opens next (the game-over panel's opponent's page).
#[derive(Resource, Default, Debug)]
pub struct ProfileAsked(pub Option<String>);

/// The online side of the app: the connection, the game it speaks for, what to tell the
/// person.
#[derive(Resource, Default)]
pub struct Online {
    /// Where the link stands (copied from it each frame, for the menus and the HUD).
    pub link_state: LinkState,
    /// `--server` (desktop): it wins over the kept choice.
    server_flag: Option<String>,
    /// The server in use.
    pub server: String,
    /// The game this app sits at, once the server said so.
    pub session: Option<Session>,
    /// What to send when the link opens, before there is a session (create, join, watch).
    pub(super) hello: Option<ClientMsg>,
    /// The last thing to tell the person (a refusal, an error, a declined offer).
    pub note: Option<Tr>,
    /// How the kept games stand, as the server last said (Your games).
    pub summaries: Vec<tabletrio_protocol::GameSummary>,
    /// The lobby: this player's name, the open seeks, the last leaderboard read.
    pub lobby: Lobby,
    /// `games` answers still awaited by a glance (the link closes after the last).
    pub(super) glancing: usize,
    /// The puzzle the server served last, and how its try stands there.
    pub puzzle: Option<super::Served>,
    /// The arenas listed, the one joined, its standings.
    pub arenas: super::Arenas,
    /// A text field of the web's Play online types through the page's hidden input, whose keys
    /// do not wake the window's loop: it polls instead.
    pub typing: bool,
}

impl Online {
    /// The server to use: `--server`, else the kept choice, else the default.
    pub fn server_for(&self, kept: &KeptGames) -> String {
        self.server_flag.clone().or_else(|| kept.server.clone()).unwrap_or_else(default_server)
    }

    /// How often the window's loop should wake for the online game (`None`: only on input and
    /// messages): each second while a clock runs, twice a second while the link is being
    /// opened again, ten times a second while a web text field types through the page's input;
    /// each second too while an arena's countdown shows.
    pub fn wake_every(&self) -> Option<std::time::Duration> {
        match self.link_state {
            _ if self.typing => Some(std::time::Duration::from_millis(100)),
            LinkState::Connecting | LinkState::Retrying { .. } => Some(std::time::Duration::from_millis(500)),
            _ if self.clock_running() || self.arenas.counting() => Some(std::time::Duration::from_secs(1)),
            _ => None,
        }
    }

    /// How many of this player's games wait for its move, as the server last said.
    pub fn waiting_on_you(&self) -> usize {
        self.summaries.iter().filter(|g| g.started && g.outcome.is_none() && g.to_move == Some(g.seat)).count()
    }

    /// Whether a game's clock runs now (the HUD then redraws each second).
    pub fn clock_running(&self) -> bool {
        self.session.as_ref().is_some_and(|s| s.clocks.is_some_and(|(c, _)| c.running.is_some()))
    }
}

impl Online {
    /// Sends a message now; a closed link leaves a note (moves are kept and sent again).
    pub(super) fn send(&mut self, link: &mut Link, msg: ClientMsg, now: f64) -> bool {
        let sent = link.send(&msg, now);
        if !sent {
            self.note = Some(Tr::new("online-not-connected"));
        }
        sent
    }

    /// Whether the lobby's link is still opening (what is asked meanwhile waits for it).
    pub(super) fn lobby_opening(&self, link: &Link) -> bool {
        self.lobby.open && matches!(link.state, super::LinkState::Connecting | super::LinkState::Retrying { .. })
    }

    /// Sends a lobby message now, or once the link opens if it is opening for the lobby.
    pub(super) fn send_lobby(&mut self, link: &mut Link, msg: ClientMsg, now: f64) -> bool {
        if self.lobby_opening(link) {
            self.lobby.queued.push(msg);
            return true;
        }
        self.send(link, msg, now)
    }

    /// Opens the link to say `hello` first: create, join, watch or resume.
    pub(super) fn start(&mut self, link: &mut Link, server: String, hello: ClientMsg, now: f64) {
        self.session = None;
        self.note = None;
        // A new link follows the lobby only if asked to; a key being tried is tried on it.
        self.glancing = 0;
        if matches!(hello, ClientMsg::Lobby | ClientMsg::Games { .. } | ClientMsg::MyGames) {
            self.summaries.clear();
        }
        self.lobby = super::Lobby {
            open: hello == ClientMsg::Lobby,
            trying_key: self.lobby.trying_key.take(),
            ..Default::default()
        };
        self.hello = Some(hello);
        if server != self.server {
            self.arenas = Default::default();
        }
        link.open(&server, now);
        self.server = server;
    }
}

/// Drops the connection as a network failure would; it opens again by itself (tests).
pub fn drop_link(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    world.non_send_mut::<Link>().drop_now(now);
}
