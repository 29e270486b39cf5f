//! The online protocol of tabletrio: JSON text frames on the server's WebSocket at `/ws`
//! (docs/online.md). Each message is an object whose `type` names it; unknown fields are
//! ignored, so clients may send more. The server and the app share these types, so the two
//! cannot disagree on a message's shape.

use serde::{Deserialize, Serialize};
use tabletrio_engine::{EndReason, GameKind, Outcome, Side};

mod players;
mod puzzles;
mod refusal;
mod tournaments;

pub use puzzles::{PuzzleShown, Verdict};
pub use refusal::Code;
pub use tournaments::{
    ARENA_CLOCK_S, ARENA_LEAD_MINUTES, ARENA_MINUTES, ArenaAsked, ArenaInfo, ArenaStatus, STANDINGS_SHOWN, StandingRow,
    Standings, TOURNAMENTS_LISTED,
};

pub use players::{
    GameRating, LEADERBOARD_SIZE, LeaderRow, NAME_CHARS, PlayerTag, Players, Profile, ProfileGame, Rating,
    RatingChange, SEEKS_PER_PLAYER, SEEKS_SHOWN, Seek, Speed, check_name, folded,
};

/// How a game's clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ClockSpec {
    /// A live game: each side's time, and the seconds added after each of its moves.
    Live { initial_s: u32, increment_s: u32 },
    /// A correspondence game: each move within this many days.
    Days { days_per_move: u32 },
}

impl ClockSpec {
    /// The limits a server accepts: at most a day of live time and 30 s increment, at least a second, 1-30 days.
    pub fn check(self) -> Result<ClockSpec, String> {
        match self {
            ClockSpec::Live { initial_s, increment_s } if (1..=86_400).contains(&initial_s) && increment_s <= 30 => {
                Ok(self)
            }
            ClockSpec::Live { .. } => Err("a live clock takes initial_s 1-86400 and increment_s 0-30".into()),
            ClockSpec::Days { days_per_move } if (1..=30).contains(&days_per_move) => Ok(self),
            ClockSpec::Days { .. } => Err("days_per_move is 1-30".into()),
        }
    }
}

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    Create {
        game: GameKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockSpec>,
        /// The seat the creator takes; the first when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Side>,
    },
    Join {
        code: String,
    },
    Watch {
        code: String,
    },
    Resume {
        token: String,
    },
    Move {
        ply: usize,
        action: String,
    },
    Resign,
    DrawOffer,
    DrawAnswer {
        accept: bool,
    },
    TakebackRequest,
    TakebackAnswer {
        accept: bool,
    },
    /// Offers a rematch (sides swapped, the same clock), or accepts the other side's offer.
    Rematch,
    /// Ends the game with no result: the creator of a game nobody joined yet, or either
    /// player before both have moved.
    Abort,
    /// Wins a live game whose opponent has been disconnected long enough (after `can_claim`).
    Claim,
    Ping,
    /// How the games of these seats stand (at most 50 tokens), without sitting down at any:
    /// a client's list of its games. Answered by `games`; unknown tokens are left out.
    Games {
        tokens: Vec<String>,
    },
    /// Becomes a player: the server makes a key, keeps the name, and answers `player` with the
    /// key (the only time it is sent). `bot`: a program plays for this player.
    Register {
        name: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        bot: bool,
    },
    /// Speaks as the player with this key from now on (answered by `player`). A key that
    /// matches nobody counts against the address, as an unknown code does.
    Identify {
        key: String,
    },
    /// A new name for the identified player, at most once a day.
    Rename {
        name: String,
    },
    /// Opens the lobby: `seeks` at once, then `seek_added` and `seek_removed` as they happen.
    Lobby,
    /// Stops the lobby's news.
    LeaveLobby,
    /// Waits for an opponent (an identified player, at most three seeks open).
    Seek {
        game: GameKind,
        clock: ClockSpec,
        /// The seeker's side; either when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        side: Option<Side>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rated: bool,
    },
    /// Withdraws one of this player's seeks.
    Unseek {
        id: u64,
    },
    /// Takes an open seek: the game starts for both at once (`paired`).
    Accept {
        id: u64,
    },
    /// Quick pairing: takes the oldest open rated seek for this game and clock from a player
    /// rated near, or opens one (`seeking`) and waits.
    PlayAnyone {
        game: GameKind,
        clock: ClockSpec,
    },
    /// The identified player's games, newest first (at most 50), from any device: answered by
    /// `games`, without tokens.
    MyGames,
    /// Sits down as the identified player at its seat of a game (no token needed): a `state`.
    Sit {
        code: String,
    },
    /// A preset phrase to the game (players only): its number in [`PHRASES`].
    Say {
        phrase: u8,
    },
    /// The best players of a game at a speed (live unless said): answered by `leaderboard`.
    Leaderboard {
        game: GameKind,
        #[serde(default)]
        speed: Speed,
    },
    /// A player's public page (as `GET /players/<name>`): answered by `profile`. A name that
    /// matches nobody counts against the address, as an unknown code does.
    Profile {
        name: String,
    },
    /// A puzzle of this game (answered by `puzzle`): to a named player, a rated one near its
    /// puzzle rating that it has not tried (or the one it left unfinished); `daily`: the game's
    /// puzzle of the day, rated if the player has not tried it yet. Unnamed, never rated.
    Puzzle {
        game: GameKind,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        daily: bool,
    },
    /// The solver's next action in the puzzle this connection was served last (answered by
    /// `puzzle_judged`). An action that is not legal there is refused and judged nothing.
    PuzzleMove {
        id: String,
        action: String,
    },
    /// The arenas coming and running, and the last finished ones (answered by `tournaments`).
    Tournaments,
    /// Joins arena `id` (a named player), or comes back to it after a pause: while the arena
    /// runs, this connection is paired whenever it is free. The standings follow, live.
    ArenaJoin {
        id: String,
    },
    /// Stops being paired in arena `id` after the game being played (points kept); `arena_join`
    /// again comes back.
    ArenaPause {
        id: String,
    },
    /// Leaves arena `id`: not paired any more, its standings no longer followed (points kept).
    ArenaLeave {
        id: String,
    },
    /// Follows arena `id`'s standings without joining it.
    ArenaFollow {
        id: String,
    },
    /// Makes a private arena for friends (a named player): its id is the code they join by.
    ArenaCreate {
        arena: ArenaAsked,
    },
}

/// The preset phrases players may send each other, by number: each reader's app shows them in
/// its own language. No free text, so nothing to moderate.
pub const PHRASES: [&str; 8] =
    ["hello", "good_luck", "well_played", "thanks", "oops", "good_game", "sorry", "one_moment"];

/// One game of a `games` answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// The seat's token; absent in the answer to `my_games` (the server keeps only hashes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    pub code: String,
    pub game: GameKind,
    pub seat: Side,
    pub ply: usize,
    /// Whose turn it is (`null` before the second player joins and after the end).
    pub to_move: Option<Side>,
    pub started: bool,
    pub outcome: Option<Ending>,
}

/// Why a game ended, as the protocol names it: the engine's reasons, and the server's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    Score,
    Count,
    Colour,
    Symbol,
    Connection,
    Loop,
    Blocked,
    Draw,
    /// A player resigned.
    Resign,
    /// A flag fell.
    Time,
    /// Both players agreed to a draw.
    Agreement,
    /// Ended with no result before both sides moved (asked, or a first move not made in time).
    Abort,
    /// The winner claimed it: the opponent had left a live game.
    Abandoned,
}

impl Reason {
    /// The word on the wire (`"resign"`, `"time"`, …).
    pub fn name(self) -> &'static str {
        match self {
            Reason::Score => "score",
            Reason::Count => "count",
            Reason::Colour => "colour",
            Reason::Symbol => "symbol",
            Reason::Connection => "connection",
            Reason::Loop => "loop",
            Reason::Blocked => "blocked",
            Reason::Draw => "draw",
            Reason::Resign => "resign",
            Reason::Time => "time",
            Reason::Agreement => "agreement",
            Reason::Abort => "abort",
            Reason::Abandoned => "abandoned",
        }
    }

    /// Whether the rules ended the game (the ending came with the move that made it).
    pub fn by_rules(self) -> bool {
        matches!(
            self,
            Reason::Score
                | Reason::Count
                | Reason::Colour
                | Reason::Symbol
                | Reason::Connection
                | Reason::Loop
                | Reason::Blocked
                | Reason::Draw
        )
    }
}

impl From<EndReason> for Reason {
    fn from(reason: EndReason) -> Reason {
        match reason {
            EndReason::Score => Reason::Score,
            EndReason::Count => Reason::Count,
            EndReason::Colour => Reason::Colour,
            EndReason::Symbol => Reason::Symbol,
            EndReason::Connection => Reason::Connection,
            EndReason::Loop => Reason::Loop,
            EndReason::Blocked => Reason::Blocked,
            EndReason::Draw => Reason::Draw,
        }
    }
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// `null` for a draw and an abort.
    pub winner: Option<Side>,
    pub reason: Reason,
}

impl Ending {
    pub fn of(outcome: Outcome) -> Ending {
        Ending { winner: outcome.winner, reason: outcome.reason.into() }
    }

    pub fn resigned(loser: Side) -> Ending {
        Ending { winner: Some(loser.opposite()), reason: Reason::Resign }
    }

    pub fn flagged(loser: Side) -> Ending {
        Ending { winner: Some(loser.opposite()), reason: Reason::Time }
    }

    pub fn agreed() -> Ending {
        Ending { winner: None, reason: Reason::Agreement }
    }

    pub fn aborted() -> Ending {
        Ending { winner: None, reason: Reason::Abort }
    }

    pub fn claimed(winner: Side) -> Ending {
        Ending { winner: Some(winner), reason: Reason::Abandoned }
    }
}

/// The clocks as a client shows them: milliseconds left for each side, and which one runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    pub first_ms: u64,
    pub second_ms: u64,
    /// The side whose time is running (`null` before each side's first move in a live game,
    /// and after the end).
    pub running: Option<Side>,
    /// In a live game before each side's first move: the time the side to move has left to
    /// make it before the game is aborted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_move_ms: Option<u64>,
}

/// The offers standing in a game, each by the side that made it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingOffers {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw: Option<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback: Option<Side>,
    /// After the end: the side that asked for a rematch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<Side>,
}

impl StandingOffers {
    pub fn is_empty(&self) -> bool {
        *self == StandingOffers::default()
    }
}

/// Who is connected to a game's seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Presence {
    pub first: bool,
    pub second: bool,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    Created {
        code: String,
        token: String,
        seat: Side,
    },
    Joined {
        code: String,
        token: String,
        seat: Side,
    },
    /// The whole game: after create, join, watch and resume, when the game starts, and after
    /// a take-back.
    State {
        code: String,
        game: GameKind,
        /// `null` for a spectator.
        seat: Option<Side>,
        record: String,
        ply: usize,
        outcome: Option<Ending>,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        clock: Option<ClockSpec>,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        clocks: Option<ClockState>,
        presence: Presence,
        /// Whether both seats are taken (the game can start).
        started: bool,
        /// The named players at the seats.
        #[serde(default, skip_serializing_if = "Players::is_empty")]
        players: Players,
        /// Whether the game counts for the players' ratings.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rated: bool,
        /// The offers standing now (a player coming back sees what the other side asked).
        #[serde(default, skip_serializing_if = "StandingOffers::is_empty")]
        offers: StandingOffers,
    },
    Moved {
        ply: usize,
        action: String,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        outcome: Option<Ending>,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        clocks: Option<ClockState>,
    },
    /// The game ended without a move: a resignation, a flag, an agreed draw.
    Ended {
        outcome: Ending,
    },
    /// A player's message changed nothing; `code` names why (`Code`), `reason` says it in
    /// English.
    Rejected {
        reason: String,
        #[serde(default)]
        code: Code,
    },
    /// A request could not be done; `code` names why, `reason` says it in English.
    Error {
        reason: String,
        #[serde(default)]
        code: Code,
    },
    Presence {
        presence: Presence,
    },
    DrawOffered {
        by: Side,
    },
    DrawDeclined {
        by: Side,
    },
    TakebackRequested {
        by: Side,
    },
    TakebackDeclined {
        by: Side,
    },
    RematchOffered {
        by: Side,
    },
    /// The side that asked for a rematch has left: its request is withdrawn.
    RematchWithdrawn {
        by: Side,
    },
    /// The opponent has been gone long enough from a live game: this player may `claim`.
    CanClaim,
    /// The rematch is on: this connection's new game (it speaks for that seat from now on).
    Rematch {
        code: String,
        token: String,
        seat: Side,
    },
    Pong,
    Games {
        games: Vec<GameSummary>,
    },
    /// Who this connection speaks for; `key` only in the answer to `register`.
    Player {
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        bot: bool,
    },
    /// The lobby's open seeks, oldest first: at most `SEEKS_SHOWN` of them (the answer stays
    /// far below any frame limit however many are open); `more` counts those left out, and
    /// `seek_added` tells of each new one as before.
    Seeks {
        seeks: Vec<Seek>,
        #[serde(default, skip_serializing_if = "is_zero")]
        more: usize,
    },
    SeekAdded {
        seek: Seek,
    },
    /// A seek was taken, withdrawn, or its seeker left.
    SeekRemoved {
        id: u64,
    },
    /// This player's seek is open (the answer to `seek`, and to `play_anyone` when no seek matched).
    Seeking {
        id: u64,
    },
    /// A seek was taken, or an arena paired this player: this connection now sits at the new
    /// game (a `state` follows).
    Paired {
        code: String,
        token: String,
        seat: Side,
        /// The arena the game is played in.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        arena: Option<String>,
    },
    /// A player said a preset phrase (its number in [`PHRASES`]).
    Said {
        by: Side,
        phrase: u8,
    },
    /// A rated game ended: each side's new rating and its change.
    Rated {
        first: RatingChange,
        second: RatingChange,
    },
    /// The top of a game's ratings at a speed, best first (at most [`LEADERBOARD_SIZE`]); to an
    /// identified player with a settled rating there who is not among them, its own line too.
    Leaderboard {
        game: GameKind,
        speed: Speed,
        players: Vec<LeaderRow>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        you: Option<LeaderRow>,
    },
    /// A player's page: ratings per game and speed, games played, the last games.
    Profile {
        profile: Profile,
    },
    /// One of this player's games (not the one this connection sits at) now waits for its move:
    /// sent to each connection that speaks for the player, after the opponent's move.
    YourTurn {
        code: String,
        game: GameKind,
        /// The opponent's name, if it has one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<String>,
    },
    /// A puzzle to solve, from its start: `puzzle_move` plays the solver's actions.
    Puzzle {
        puzzle: PuzzleShown,
        /// Whether solving it counts for this player's puzzle rating.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rated: bool,
        /// A named player's puzzle rating at this game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        you: Option<Rating>,
    },
    /// The solver's action judged; `reply` is the defender's answer (after a right action, and
    /// the refutation after a failed one). Once the puzzle is over, `solution` is its whole
    /// line and, for a rated try, `rating` the player's new puzzle rating.
    PuzzleJudged {
        id: String,
        verdict: Verdict,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reply: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        solution: Option<Vec<String>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rating: Option<RatingChange>,
    },
    /// The arenas coming and running, soonest first, then the last finished ones (at most
    /// [`TOURNAMENTS_LISTED`]).
    Tournaments {
        tournaments: Vec<ArenaInfo>,
    },
    /// The answer to `arena_join` and `arena_pause`: where this player stands in arena `id`.
    ArenaJoined {
        id: String,
        paused: bool,
    },
    /// The answer to `arena_leave`.
    ArenaLeft {
        id: String,
    },
    /// A private arena made (`arena_create`): its `id` is the code to give friends.
    ArenaCreated {
        arena: ArenaInfo,
    },
    /// An arena's standings: on joining or following it, then whenever they change (at most
    /// about once a second), and once more, frozen, when it ends.
    ArenaStandings {
        standings: Standings,
    },
    /// This player's arena game ended and the arena runs on: it is paired again once `in_ms`
    /// have passed and another player is free (`arena_pause` before then stops it).
    ArenaNext {
        id: String,
        in_ms: u64,
    },
}

/// The most tokens one `games` message may ask about.
pub const MAX_GAMES_ASKED: usize = 50;

impl ClientMsg {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("plain data")
    }
}

impl ServerMsg {
    pub fn rejected(code: Code, reason: impl Into<String>) -> ServerMsg {
        ServerMsg::Rejected { reason: reason.into(), code }
    }

    pub fn error(code: Code, reason: impl Into<String>) -> ServerMsg {
        ServerMsg::Error { reason: reason.into(), code }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("plain data")
    }
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_shapes_read_and_write() {
        let create: ClientMsg = serde_json::from_str(r#"{"type":"create","game":"oxono"}"#).unwrap();
        assert_eq!(create, ClientMsg::Create { game: GameKind::Oxono, clock: None, seat: None });
        let live: ClientMsg = serde_json::from_str(
            r#"{"type":"create","game":"kamon","clock":{"initial_s":600,"increment_s":5},"seat":"second"}"#,
        )
        .unwrap();
        assert_eq!(
            live,
            ClientMsg::Create {
                game: GameKind::Kamon,
                clock: Some(ClockSpec::Live { initial_s: 600, increment_s: 5 }),
                seat: Some(Side::Second)
            }
        );
        let days: ClientMsg =
            serde_json::from_str(r#"{"type":"create","game":"yoxii","clock":{"days_per_move":3}}"#).unwrap();
        assert!(matches!(days, ClientMsg::Create { clock: Some(ClockSpec::Days { days_per_move: 3 }), .. }));
        let mv: ClientMsg = serde_json::from_str(r#"{"type":"move","ply":0,"action":"d5:e6=3","extra":1}"#).unwrap();
        assert_eq!(mv, ClientMsg::Move { ply: 0, action: "d5:e6=3".into() });
        for bad in [r#"{"type":"fly"}"#, r#"{"type":"move","ply":-1,"action":"x"}"#, "[]", "{", r#"{"game":"oxono"}"#] {
            assert!(serde_json::from_str::<ClientMsg>(bad).is_err(), "{bad}");
        }
        let created = ServerMsg::Created { code: "ABCDEF".into(), token: "t".into(), seat: Side::First };
        assert_eq!(created.to_json(), r#"{"type":"created","code":"ABCDEF","token":"t","seat":"first"}"#);
        let sent = ClientMsg::Create { game: GameKind::Oxono, clock: None, seat: Some(Side::Second) };
        assert_eq!(sent.to_json(), r#"{"type":"create","game":"oxono","seat":"second"}"#);
        assert_eq!(serde_json::from_str::<ClientMsg>(&sent.to_json()).unwrap(), sent);
        let ended = ServerMsg::Ended { outcome: Ending::aborted() };
        assert_eq!(ended.to_json(), r#"{"type":"ended","outcome":{"winner":null,"reason":"abort"}}"#);
        let read: Ending = serde_json::from_str(r#"{"winner":"first","reason":"loop"}"#).unwrap();
        assert_eq!(read, Ending::of(Outcome { winner: Some(Side::First), reason: EndReason::Loop, tally: None }));
        assert!(serde_json::from_str::<Ending>(r#"{"winner":null,"reason":"bored"}"#).is_err());
        assert_eq!(serde_json::from_str::<ClientMsg>(r#"{"type":"claim"}"#).unwrap(), ClientMsg::Claim);
        let moved = ServerMsg::Moved { ply: 3, action: "a1".into(), outcome: None, clocks: None };
        assert_eq!(moved.to_json(), r#"{"type":"moved","ply":3,"action":"a1"}"#);
        let asked: ClientMsg = serde_json::from_str(r#"{"type":"leaderboard","game":"kamon"}"#).unwrap();
        assert_eq!(asked, ClientMsg::Leaderboard { game: GameKind::Kamon, speed: Speed::Live });
        let rating = Rating { rating: 1712, deviation: 80, provisional: false, games: 14 };
        let board = ServerMsg::Leaderboard {
            game: GameKind::Kamon,
            speed: Speed::Correspondence,
            players: vec![LeaderRow { rank: 1, name: "Hard bot".into(), bot: true, rating }],
            you: None,
        };
        let text = r#"{"type":"leaderboard","game":"kamon","speed":"correspondence","players":[{"rank":1,"name":"Hard bot","bot":true,"rating":1712,"deviation":80,"provisional":false,"games":14}]}"#;
        assert_eq!(board.to_json(), text);
        assert_eq!(serde_json::from_str::<ServerMsg>(text).unwrap(), board);
        let refused = ServerMsg::rejected(Code::NotYourTurn, "not your turn");
        assert_eq!(refused.to_json(), r#"{"type":"rejected","reason":"not your turn","code":"not_your_turn"}"#);
        // An older server's refusal, without a code, still reads.
        let old: ServerMsg = serde_json::from_str(r#"{"type":"error","reason":"no such game"}"#).unwrap();
        assert_eq!(old, ServerMsg::Error { reason: "no such game".into(), code: Code::Unknown });
        let turn = ServerMsg::YourTurn { code: "K7MPQ2".into(), game: GameKind::Oxono, against: None };
        assert_eq!(turn.to_json(), r#"{"type":"your_turn","code":"K7MPQ2","game":"oxono"}"#);
        let asked: ClientMsg = serde_json::from_str(r#"{"type":"puzzle","game":"yoxii"}"#).unwrap();
        assert_eq!(asked, ClientMsg::Puzzle { game: GameKind::Yoxii, daily: false });
        let daily = ClientMsg::Puzzle { game: GameKind::Kamon, daily: true };
        assert_eq!(daily.to_json(), r#"{"type":"puzzle","game":"kamon","daily":true}"#);
        let played: ClientMsg =
            serde_json::from_str(r#"{"type":"puzzle_move","id":"kamon-0007","action":"d3"}"#).unwrap();
        assert_eq!(played, ClientMsg::PuzzleMove { id: "kamon-0007".into(), action: "d3".into() });
        let judged = ServerMsg::PuzzleJudged {
            id: "kamon-0007".into(),
            verdict: Verdict::Right,
            reply: Some("e4".into()),
            solution: None,
            rating: None,
        };
        let text = r#"{"type":"puzzle_judged","id":"kamon-0007","verdict":"right","reply":"e4"}"#;
        assert_eq!(judged.to_json(), text);
        assert_eq!(serde_json::from_str::<ServerMsg>(text).unwrap(), judged);
    }
}
