//! One game's rules on the server: what each player's message does to a game, as plain
//! functions of the game, the seat and the time. A rule either refuses (a [`Refusal`], and the
//! game is left as it was) or changes the game and says what to store and what to tell
//! everyone on it ([`Effects`]); the hub stores the change before anyone is told.

use std::fmt;

use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClockSpec, Code, Ending, Players, Presence, ServerMsg, StandingOffers};

use crate::clock::{Clocks, Due};
use crate::failure::Failure;
use crate::store::{RESERVED_SEAT, Seated, StoreError, StoredGame, Write};

/// A game as the server holds it, without its connections.
#[derive(Clone, Debug)]
pub struct Game {
    pub code: String,
    pub start: AnyPosition,
    pub position: AnyPosition,
    pub actions: Vec<AnyAction>,
    /// The hashes of the seats' tokens (`None`: the seat is free).
    pub seats: [Option<String>; 2],
    pub ending: Option<Ending>,
    pub clock: Option<ClockSpec>,
    pub clocks: Option<Clocks>,
    pub draw_offer: Option<Side>,
    pub takeback: Option<Side>,
    pub rematch: [bool; 2],
    /// The rematch that followed this game.
    pub next: Option<String>,
    pub created_ms: u64,
    /// The named players at the seats.
    pub players: [Option<Seated>; 2],
    /// Counts for the players' ratings.
    pub rated: bool,
    /// The store's version of the game this copy is at (`StoredGame::version`).
    pub version: u64,
    /// The arena the game is played in (no rematch: the arena pairs again).
    pub arena: Option<String>,
}

/// Why a message changed nothing. The text is what the player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Over,
    Waiting,
    NotYourTurn,
    WrongPly {
        ply: usize,
        at: usize,
    },
    NotAnAction(String),
    Illegal(String),
    NoDrawOffered,
    NoTakebackAsked,
    NothingToTakeBack,
    DrawAlreadyOffered,
    TakebackAlreadyAsked,
    TooLateToAbort,
    /// An arena game is not aborted: the side whose first move does not come loses it.
    ArenaAbort,
    ClaimNeedsLiveClock,
    NothingToClaim,
    RematchBeforeEnd,
    /// The store's queue is full: try again.
    Busy,
    /// The store failed: `what` was not stored.
    NotStored {
        what: &'static str,
        why: String,
    },
}

impl Refusal {
    /// The refusal's code on the wire (`rejected`'s `code`), also what `/metrics` counts it by.
    pub fn code(&self) -> Code {
        match self {
            Refusal::Over => Code::Over,
            Refusal::Waiting => Code::Waiting,
            Refusal::NotYourTurn => Code::NotYourTurn,
            Refusal::WrongPly { .. } => Code::WrongPly,
            Refusal::NotAnAction(_) => Code::NotAnAction,
            Refusal::Illegal(_) => Code::Illegal,
            Refusal::NoDrawOffered | Refusal::NoTakebackAsked | Refusal::NothingToTakeBack => Code::NoSuchOffer,
            Refusal::DrawAlreadyOffered | Refusal::TakebackAlreadyAsked => Code::RepeatedOffer,
            Refusal::TooLateToAbort | Refusal::ArenaAbort => Code::AbortTooLate,
            Refusal::ClaimNeedsLiveClock | Refusal::NothingToClaim => Code::NothingToClaim,
            Refusal::RematchBeforeEnd => Code::RematchBeforeEnd,
            Refusal::Busy => Code::Busy,
            Refusal::NotStored { .. } => Code::Unavailable,
        }
    }

    /// Whether the rules refused it, reading the game as this node's copy has it (not the
    /// store, which may be further on).
    pub fn from_rules(&self) -> bool {
        !matches!(self, Refusal::Busy | Refusal::NotStored { .. })
    }

    /// The refusal for a write the store did not take.
    pub fn store(what: &'static str, e: StoreError) -> Refusal {
        match e {
            StoreError::Busy => Refusal::Busy,
            StoreError::Stale { asked, at } => Refusal::WrongPly { ply: asked, at },
            StoreError::Over => Refusal::Over,
            e => Refusal::NotStored { what, why: e.to_string() },
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Over => f.write_str("the game is over"),
            Refusal::Waiting => f.write_str("waiting for the other player to join"),
            Refusal::NotYourTurn => f.write_str("not your turn"),
            Refusal::WrongPly { ply, at } => write!(f, "wrong ply {ply}: the game is at ply {at}"),
            Refusal::NotAnAction(e) => write!(f, "not an action: {e}"),
            Refusal::Illegal(e) => write!(f, "illegal: {e}"),
            Refusal::NoDrawOffered => f.write_str("no draw was offered to you"),
            Refusal::NoTakebackAsked => f.write_str("no take-back was asked of you"),
            Refusal::NothingToTakeBack => f.write_str("you have no move to take back"),
            Refusal::DrawAlreadyOffered => f.write_str("you offered a draw already: wait for the answer"),
            Refusal::TakebackAlreadyAsked => f.write_str("you asked for a take-back already: wait for the answer"),
            Refusal::TooLateToAbort => f.write_str("a game can be aborted only before both sides have moved"),
            Refusal::ArenaAbort => f.write_str("an arena game cannot be aborted: resign it, or pause in the arena"),
            Refusal::ClaimNeedsLiveClock => f.write_str("only a game with a live clock can be claimed"),
            Refusal::NothingToClaim => f.write_str("your opponent has not been gone long enough to claim the win"),
            Refusal::RematchBeforeEnd => f.write_str("a rematch follows a finished game"),
            Refusal::Busy => f.write_str("server busy, try again"),
            Refusal::NotStored { what, why } => write!(f, "the server could not store {what} ({why}); nothing changed"),
        }
    }
}

impl std::error::Error for Refusal {}

impl From<Refusal> for Failure {
    fn from(refusal: Refusal) -> Failure {
        Failure { code: refusal.code(), reason: refusal.to_string() }
    }
}

/// What everyone on the game is told after a change.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The same message to every connection.
    All(Box<ServerMsg>),
    /// Each connection its own `state`.
    States,
}

/// A change: what to store first (`what` names it in a refusal), then what to tell.
#[derive(Clone, Debug, PartialEq)]
pub struct Effects {
    pub write: Option<Write>,
    pub what: &'static str,
    pub events: Vec<Event>,
}

impl Effects {
    fn tell(event: ServerMsg) -> Effects {
        Effects { write: None, what: "that", events: vec![Event::All(Box::new(event))] }
    }
}

impl Game {
    pub fn new(code: String, start: AnyPosition, clock: Option<ClockSpec>, created_ms: u64) -> Game {
        Game {
            code,
            position: start.clone(),
            start,
            actions: Vec::new(),
            seats: [None, None],
            ending: None,
            clock,
            clocks: clock.map(Clocks::new),
            draw_offer: None,
            takeback: None,
            rematch: [false; 2],
            next: None,
            created_ms,
            players: [None, None],
            rated: false,
            version: 0,
            arena: None,
        }
    }

    pub fn kind(&self) -> GameKind {
        self.start.kind()
    }

    /// Rebuilds a stored game, replaying its actions through the engine.
    pub fn from_stored(g: StoredGame) -> Result<Game, String> {
        let header = if g.setup.is_empty() { String::new() } else { format!("setup {}\n", g.setup) };
        let (start, _) = AnyPosition::from_record(g.game, &header).map_err(|e| format!("game {}: {e}", g.code))?;
        let mut game = Game::new(g.code, start, g.clock, g.created_ms);
        for text in &g.actions {
            let action = game.position.parse_action(text).map_err(|e| format!("game {}: {e}", game.code))?;
            game.position.play(action).map_err(|e| format!("game {}: {e}", game.code))?;
            game.actions.push(action);
        }
        game.seats = g.tokens;
        game.ending = g.ending;
        game.next = g.next;
        game.players = g.players;
        game.rated = g.rated;
        game.version = g.version;
        game.arena = g.arena;
        if let (Some(clocks), Some(row)) = (game.clocks.as_mut(), g.clocks) {
            clocks.left_ms = row.left_ms;
            clocks.running = row.running;
        }
        game.refresh_opening();
        Ok(game)
    }

    pub fn stored(&self) -> StoredGame {
        StoredGame {
            code: self.code.clone(),
            game: self.kind(),
            setup: self.start.setup_text(),
            clock: self.clock,
            tokens: self.seats.clone(),
            clocks: self.clocks.map(|c| c.row()),
            ending: self.ending.clone(),
            actions: self.actions.iter().map(|a| a.to_string()).collect(),
            created_ms: self.created_ms,
            next: self.next.clone(),
            players: self.players.clone(),
            rated: self.rated,
            version: self.version,
            arena: self.arena.clone(),
        }
    }

    /// Both seats are taken: the game is on (a seat reserved for a rematch's player elsewhere
    /// is not taken yet).
    pub fn started(&self) -> bool {
        self.seats.iter().all(|s| s.as_deref().is_some_and(|t| t != RESERVED_SEAT))
    }

    /// Whether `seat` waits for the rematch's player who had the other seat of the game before.
    pub fn reserved(&self, seat: Side) -> bool {
        self.seats[seat.index()].as_deref() == Some(RESERVED_SEAT)
    }

    /// Started and not over.
    pub fn running(&self) -> bool {
        self.started() && self.ending.is_none()
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        self.position.to_move()
    }

    fn refresh_opening(&mut self) {
        let ply = self.actions.len();
        if let Some(c) = self.clocks.as_mut() {
            c.opening = c.opening_at(ply);
        }
    }

    pub fn record(&self) -> String {
        self.start.record_text(&self.actions)
    }

    /// The record with header lines, as `GET /games/<code>/record` serves it.
    pub fn record_file(&self) -> String {
        let mut text = format!("# tabletrio game: {}\n# online: {}\n", self.kind().name(), self.code);
        for (side, player) in Side::BOTH.into_iter().zip(&self.players) {
            if let Some(p) = player {
                let bot = if p.tag.bot { " (bot)" } else { "" };
                text += &format!("# {}: {}{bot}\n", if side == Side::First { "first" } else { "second" }, p.tag.name);
            }
        }
        if self.rated {
            text += "# rated\n";
        }
        if let Some(ending) = &self.ending {
            let winner = ending.winner.map_or("nobody", |s| if s == Side::First { "first" } else { "second" });
            text += &format!("# result: {} ({winner} wins)\n", ending.reason);
        }
        text + &self.record()
    }

    /// The whole game as `seat` sees it.
    pub fn state(&self, seat: Option<Side>, presence: Presence, now: u64, first_move_ms: u64) -> ServerMsg {
        ServerMsg::State {
            code: self.code.clone(),
            game: self.kind(),
            seat,
            record: self.record(),
            ply: self.actions.len(),
            outcome: self.ending.clone(),
            clock: self.clock,
            clocks: self.clocks.map(|c| c.state(now, first_move_ms)),
            presence,
            started: self.started(),
            players: self.players_shown(),
            rated: self.rated,
            offers: StandingOffers {
                draw: self.draw_offer,
                takeback: self.takeback,
                rematch: [Side::First, Side::Second].into_iter().find(|s| self.rematch[s.index()]),
            },
        }
    }

    /// The players' names (and ratings) as a `state` shows them.
    pub fn players_shown(&self) -> Players {
        let tag = |side: Side| self.players[side.index()].as_ref().map(|p| p.tag.clone());
        Players { first: tag(Side::First), second: tag(Side::Second) }
    }

    /// When the clocks next need the server, and what for: a running game's flag, or the end
    /// of the window for a first move.
    pub fn deadline(&self, first_move_ms: u64) -> Option<(u64, Due)> {
        if !self.running() {
            return None;
        }
        self.clocks?.deadline(first_move_ms)
    }

    fn playing(&self) -> Result<(), Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::Over);
        }
        if !self.started() {
            return Err(Refusal::Waiting);
        }
        Ok(())
    }

    /// A second player takes the free `seat`: the game starts, and the side to move's time (or
    /// its window for a first move) with it.
    pub fn seat(&mut self, seat: Side, token_hash: String, player: Option<Seated>, now: u64) -> Effects {
        self.seats[seat.index()] = Some(token_hash.clone());
        let id = player.as_ref().map(|p| p.id);
        self.players[seat.index()] = player;
        self.begin(now);
        let write = Write::Side {
            code: self.code.clone(),
            seat,
            token: token_hash,
            player: id,
            clocks: self.clocks.map(|c| c.row()),
        };
        Effects { write: Some(write), what: "your seat", events: vec![Event::States] }
    }

    /// Once both seats are taken, the side to move's time (or its window for a first move)
    /// starts.
    pub fn begin(&mut self, now: u64) {
        self.refresh_opening();
        let to_move = self.to_move();
        if self.started()
            && let Some(c) = self.clocks.as_mut()
        {
            c.start(to_move, now);
        }
    }

    /// `seat` plays `text` as the action of `ply`.
    pub fn play(
        &mut self,
        seat: Side,
        ply: usize,
        text: &str,
        now: u64,
        first_move_ms: u64,
    ) -> Result<Effects, Refusal> {
        self.playing()?;
        if self.to_move() != seat {
            return Err(Refusal::NotYourTurn);
        }
        if ply != self.actions.len() {
            return Err(Refusal::WrongPly { ply, at: self.actions.len() });
        }
        let action = self.position.parse_action(text.trim()).map_err(|e| Refusal::NotAnAction(e.to_string()))?;
        let mut position = self.position.clone();
        position.play(action).map_err(|e| Refusal::Illegal(e.to_string()))?;
        let ending = position.outcome().map(Ending::of);
        if let Some(c) = self.clocks.as_mut() {
            if ending.is_some() { c.stop(now) } else { c.moved(seat, now) }
        }
        self.position = position;
        self.actions.push(action);
        self.refresh_opening();
        self.ending = ending.clone();
        self.draw_offer = None;
        self.takeback = None;
        let write = Write::Move {
            code: self.code.clone(),
            ply,
            action: action.to_string(),
            clocks: self.clocks.map(|c| c.row()),
            ending: ending.clone(),
        };
        let moved = ServerMsg::Moved {
            ply,
            action: action.to_string(),
            outcome: ending,
            clocks: self.clocks.map(|c| c.state(now, first_move_ms)),
        };
        Ok(Effects { write: Some(write), what: "the move", events: vec![Event::All(Box::new(moved))] })
    }

    /// Ends the game as `ending` says.
    fn end(&mut self, ending: Ending, now: u64) -> Effects {
        if let Some(c) = self.clocks.as_mut() {
            c.stop(now);
        }
        self.ending = Some(ending.clone());
        self.draw_offer = None;
        self.takeback = None;
        let write = Write::End {
            code: self.code.clone(),
            ending: ending.clone(),
            at: self.actions.len(),
            clocks: self.clocks.map(|c| c.row()),
        };
        Effects {
            write: Some(write),
            what: "the ending",
            events: vec![Event::All(Box::new(ServerMsg::Ended { outcome: ending }))],
        }
    }

    pub fn resign(&mut self, seat: Side, now: u64) -> Result<Effects, Refusal> {
        self.playing()?;
        Ok(self.end(Ending::resigned(seat), now))
    }

    pub fn offer_draw(&mut self, seat: Side, now: u64) -> Result<Effects, Refusal> {
        self.playing()?;
        if self.draw_offer == Some(seat.opposite()) {
            // Both want a draw.
            return Ok(self.end(Ending::agreed(), now));
        }
        if self.draw_offer == Some(seat) {
            return Err(Refusal::DrawAlreadyOffered);
        }
        self.draw_offer = Some(seat);
        Ok(Effects::tell(ServerMsg::DrawOffered { by: seat }))
    }

    pub fn answer_draw(&mut self, seat: Side, accept: bool, now: u64) -> Result<Effects, Refusal> {
        self.playing()?;
        if self.draw_offer != Some(seat.opposite()) {
            return Err(Refusal::NoDrawOffered);
        }
        if accept {
            return Ok(self.end(Ending::agreed(), now));
        }
        self.draw_offer = None;
        Ok(Effects::tell(ServerMsg::DrawDeclined { by: seat }))
    }

    pub fn request_takeback(&mut self, seat: Side) -> Result<Effects, Refusal> {
        self.playing()?;
        // The first player has moved once there is an action; the second once there are two.
        if self.actions.len() <= usize::from(seat == Side::Second) {
            return Err(Refusal::NothingToTakeBack);
        }
        if self.takeback == Some(seat) {
            return Err(Refusal::TakebackAlreadyAsked);
        }
        self.takeback = Some(seat);
        Ok(Effects::tell(ServerMsg::TakebackRequested { by: seat }))
    }

    /// Accepted, the game goes back to the asker's last turn: its move, and the answer to it if
    /// one was played. The asker's time (or, back in the opening, its window) starts again.
    pub fn answer_takeback(&mut self, seat: Side, accept: bool, now: u64) -> Result<Effects, Refusal> {
        self.playing()?;
        if self.takeback != Some(seat.opposite()) {
            return Err(Refusal::NoTakebackAsked);
        }
        self.takeback = None;
        if !accept {
            return Ok(Effects::tell(ServerMsg::TakebackDeclined { by: seat }));
        }
        let asker = seat.opposite();
        let mut keep = self.actions.len();
        let mut position = self.start.clone();
        while keep > 0 {
            keep -= 1;
            position = self.start.clone();
            for &a in &self.actions[..keep] {
                position.play(a).map_err(|e| Refusal::Illegal(e.to_string()))?;
            }
            if position.to_move() == asker {
                break;
            }
        }
        if let Some(c) = self.clocks.as_mut() {
            c.stop(now);
        }
        let from = self.actions.len();
        self.actions.truncate(keep);
        self.position = position;
        self.refresh_opening();
        if let Some(c) = self.clocks.as_mut() {
            c.start(asker, now);
        }
        self.draw_offer = None;
        let write = Write::TakeBack { code: self.code.clone(), ply: keep, from, clocks: self.clocks.map(|c| c.row()) };
        Ok(Effects { write: Some(write), what: "the take-back", events: vec![Event::States] })
    }

    /// Ends the game with no result: a game nobody joined yet (its creator), or before both
    /// sides have moved (either player).
    pub fn abort(&mut self, now: u64) -> Result<Effects, Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::Over);
        }
        if self.actions.len() >= 2 {
            return Err(Refusal::TooLateToAbort);
        }
        if self.arena.is_some() {
            return Err(Refusal::ArenaAbort);
        }
        Ok(self.end(Ending::aborted(), now))
    }

    /// `seat` wins a live game whose opponent has been gone for `gone_ms` (at least `claim_ms`).
    pub fn claim(&mut self, seat: Side, gone_ms: Option<u64>, claim_ms: u64, now: u64) -> Result<Effects, Refusal> {
        self.playing()?;
        if !self.clocks.is_some_and(|c| c.is_live()) {
            return Err(Refusal::ClaimNeedsLiveClock);
        }
        if !gone_ms.is_some_and(|gone| gone >= claim_ms) {
            return Err(Refusal::NothingToClaim);
        }
        Ok(self.end(Ending::claimed(seat), now))
    }

    /// Ends the game if its clocks say so at `now`: a fallen flag, or a first move not made in
    /// its window. `None`: nothing is due.
    pub fn settle(&mut self, now: u64, first_move_ms: u64) -> Option<Effects> {
        if !self.running() {
            return None;
        }
        match self.clocks?.due(now, first_move_ms)? {
            Due::Flag(loser) => Some(self.end(Ending::flagged(loser), now)),
            Due::Abort => Some(self.end(Ending::aborted(), now)),
        }
    }

    /// `seat` asks for a rematch; `true` once both have.
    pub fn ask_rematch(&mut self, seat: Side) -> Result<bool, Refusal> {
        if self.ending.is_none() {
            return Err(Refusal::RematchBeforeEnd);
        }
        self.rematch[seat.index()] = true;
        Ok(self.rematch.iter().all(|&r| r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletrio_engine::rng_from_seed;
    use tabletrio_protocol::PlayerTag;
    use tabletrio_protocol::Reason;

    const WINDOW: u64 = 30_000;

    fn started(kind: GameKind, clock: Option<ClockSpec>) -> Game {
        let mut g = Game::new("ABCDEF".into(), AnyPosition::start(kind, 1), clock, 0);
        g.seats[0] = Some("a".into());
        g.seat(Side::Second, "b".into(), None, 1_000);
        g
    }

    fn legal(g: &Game) -> String {
        g.position.legal_actions()[0].to_string()
    }

    #[test]
    fn a_move_is_checked_before_it_changes_anything() {
        let mut g = started(GameKind::Oxono, None);
        let good = legal(&g);
        assert_eq!(g.play(Side::Second, 0, &good, 0, WINDOW), Err(Refusal::NotYourTurn));
        assert_eq!(g.play(Side::First, 2, &good, 0, WINDOW), Err(Refusal::WrongPly { ply: 2, at: 0 }));
        assert!(matches!(g.play(Side::First, 0, "zz9:??", 0, WINDOW), Err(Refusal::NotAnAction(_))));
        assert_eq!(g.actions.len(), 0);
        let effects = g.play(Side::First, 0, &good, 0, WINDOW).unwrap();
        assert!(matches!(effects.write, Some(Write::Move { ply: 0, .. })));
        assert_eq!(g.actions.len(), 1);
        let mut waiting = Game::new("ABCDEF".into(), AnyPosition::start(GameKind::Kamon, 1), None, 0);
        assert_eq!(waiting.play(Side::First, 0, &good, 0, WINDOW), Err(Refusal::Waiting));
    }

    #[test]
    fn a_repeated_offer_is_refused_until_answered() {
        let mut g = started(GameKind::Kamon, None);
        g.play(Side::First, 0, &legal(&g), 0, WINDOW).unwrap();
        g.offer_draw(Side::First, 0).unwrap();
        assert_eq!(g.offer_draw(Side::First, 0), Err(Refusal::DrawAlreadyOffered));
        g.answer_draw(Side::Second, false, 0).unwrap();
        g.offer_draw(Side::First, 0).unwrap();
        g.request_takeback(Side::First).unwrap();
        assert_eq!(g.request_takeback(Side::First), Err(Refusal::TakebackAlreadyAsked));
        assert_eq!(g.request_takeback(Side::Second), Err(Refusal::NothingToTakeBack));
        // Both offering a draw is an agreement.
        let effects = g.offer_draw(Side::Second, 5).unwrap();
        assert_eq!(g.ending, Some(Ending::agreed()));
        assert!(matches!(effects.write, Some(Write::End { .. })));
    }

    #[test]
    fn abort_only_before_both_sides_moved() {
        let mut waiting = Game::new("ABCDEF".into(), AnyPosition::start(GameKind::Yoxii, 1), None, 0);
        waiting.seats[0] = Some("a".into());
        waiting.abort(0).unwrap();
        assert_eq!(waiting.ending.as_ref().map(|e| (e.winner, e.reason)), Some((None, Reason::Abort)));
        let mut g = started(GameKind::Kamon, None);
        g.play(Side::First, 0, &legal(&g), 0, WINDOW).unwrap();
        let mut after_one = g.clone();
        after_one.abort(0).unwrap();
        g.play(Side::Second, 1, &legal(&g), 0, WINDOW).unwrap();
        assert_eq!(g.abort(0), Err(Refusal::TooLateToAbort));
        assert_eq!(g.ending, None);
    }

    #[test]
    fn a_live_clock_starts_at_each_sides_first_move_and_a_missed_first_move_aborts() {
        let live = Some(ClockSpec::Live { initial_s: 60, increment_s: 0 });
        let mut g = started(GameKind::Kamon, live);
        assert_eq!(g.deadline(WINDOW), Some((31_000, Due::Abort)));
        assert!(g.settle(30_999, WINDOW).is_none());
        let mut missed = g.clone();
        missed.settle(31_000, WINDOW).unwrap();
        assert_eq!(missed.ending, Some(Ending::aborted()));
        g.play(Side::First, 0, &legal(&g), 20_000, WINDOW).unwrap();
        assert_eq!(g.clocks.unwrap().left_ms, [60_000, 60_000], "no time charged in the opening");
        assert_eq!(g.deadline(WINDOW), Some((50_000, Due::Abort)));
        g.play(Side::Second, 1, &legal(&g), 45_000, WINDOW).unwrap();
        assert_eq!(g.deadline(WINDOW), Some((105_000, Due::Flag(Side::First))));
        g.settle(105_000, WINDOW).unwrap();
        assert_eq!(g.ending, Some(Ending::flagged(Side::First)));
        assert_eq!(g.clocks.unwrap().left_ms[0], 0);
    }

    #[test]
    fn only_a_live_game_whose_opponent_is_gone_long_enough_is_claimed() {
        let mut untimed = started(GameKind::Yoxii, None);
        assert_eq!(untimed.claim(Side::First, Some(99_000), 60_000, 0), Err(Refusal::ClaimNeedsLiveClock));
        let mut g = started(GameKind::Yoxii, Some(ClockSpec::Live { initial_s: 600, increment_s: 0 }));
        assert_eq!(g.claim(Side::First, None, 60_000, 0), Err(Refusal::NothingToClaim));
        assert_eq!(g.claim(Side::First, Some(59_999), 60_000, 0), Err(Refusal::NothingToClaim));
        g.claim(Side::First, Some(60_000), 60_000, 0).unwrap();
        assert_eq!(g.ending, Some(Ending::claimed(Side::First)));
        assert_eq!(g.resign(Side::Second, 0), Err(Refusal::Over));
    }

    #[test]
    fn a_take_back_returns_to_the_askers_turn_and_restarts_its_time() {
        let mut g = started(GameKind::Oxono, Some(ClockSpec::Live { initial_s: 60, increment_s: 0 }));
        let mut rng = rng_from_seed(4);
        for ply in 0..3 {
            let action = g.position.random_action(&mut rng).unwrap().to_string();
            let mover = g.to_move();
            g.play(mover, ply, &action, 10_000 * (ply as u64 + 1), WINDOW).unwrap();
        }
        assert_eq!(g.answer_takeback(Side::First, true, 0), Err(Refusal::NoTakebackAsked));
        g.request_takeback(Side::Second).unwrap();
        g.answer_takeback(Side::First, true, 40_000).unwrap();
        assert_eq!((g.actions.len(), g.to_move()), (1, Side::Second));
        // Back in the opening: the asker has a fresh window for its first move.
        assert_eq!(g.deadline(WINDOW), Some((70_000, Due::Abort)));
    }

    #[test]
    fn a_rematch_follows_only_a_finished_game_and_needs_both() {
        let mut g = started(GameKind::Kamon, None);
        assert_eq!(g.ask_rematch(Side::First), Err(Refusal::RematchBeforeEnd));
        g.resign(Side::Second, 0).unwrap();
        assert_eq!(g.ask_rematch(Side::First), Ok(false));
        assert_eq!(g.ask_rematch(Side::Second), Ok(true));
    }

    fn named(id: i64, name: &str, bot: bool) -> Seated {
        Seated { id, tag: PlayerTag { name: name.into(), bot, rating: None } }
    }

    #[test]
    fn a_refusal_says_whether_the_rules_or_the_store_made_it() {
        assert!(Refusal::Over.from_rules() && Refusal::NotYourTurn.from_rules());
        assert!(!Refusal::Busy.from_rules());
        assert!(!Refusal::NotStored { what: "the move", why: "full".into() }.from_rules());
        assert_eq!(Refusal::store("the move", StoreError::Busy), Refusal::Busy);
        assert_eq!(
            Refusal::store("the move", StoreError::Stale { asked: 3, at: 4 }),
            Refusal::WrongPly { ply: 3, at: 4 }
        );
        assert_eq!(Refusal::store("the move", StoreError::Over), Refusal::Over);
        let failed = Refusal::store("the move", StoreError::Db("disk full".into()));
        assert_eq!(failed.code(), Code::Unavailable);
        assert_eq!(failed.to_string(), "the server could not store the move (disk full); nothing changed");
        let failure = Failure::from(Refusal::WrongPly { ply: 2, at: 5 });
        assert_eq!((failure.code, failure.reason.as_str()), (Code::WrongPly, "wrong ply 2: the game is at ply 5"));
        assert_eq!(Refusal::NothingToTakeBack.code(), Code::NoSuchOffer);
    }

    #[test]
    fn a_stored_game_comes_back_as_it_was() {
        let live = Some(ClockSpec::Live { initial_s: 60, increment_s: 2 });
        let mut g = Game::new("ABCDEF".into(), AnyPosition::start(GameKind::Oxono, 7), live, 123);
        g.seats[0] = Some("a".into());
        g.players[0] = Some(named(1, "ann", false));
        g.seat(Side::Second, "b".into(), Some(named(2, "bob", true)), 1_000);
        g.rated = true;
        g.version = 9;
        let mut rng = rng_from_seed(5);
        for ply in 0..4 {
            let action = g.position.random_action(&mut rng).unwrap().to_string();
            let mover = g.to_move();
            g.play(mover, ply, &action, 10_000 * (ply as u64 + 1), WINDOW).unwrap();
        }
        let back = Game::from_stored(g.stored()).unwrap();
        assert_eq!(back.stored(), g.stored());
        assert_eq!(back.position, g.position);
        assert_eq!(back.kind(), GameKind::Oxono);
        assert_eq!(back.deadline(WINDOW), g.deadline(WINDOW));
        assert_eq!(
            back.state(Some(Side::First), Presence::default(), 50_000, WINDOW),
            g.state(Some(Side::First), Presence::default(), 50_000, WINDOW)
        );
        // Back in the opening after a restart, the clock's first-move window is read again.
        let mut opening = g.stored();
        opening.actions.truncate(1);
        assert_eq!(Game::from_stored(opening).unwrap().clocks.unwrap().opening, g.clocks.unwrap().opening_at(1));
        let mut bad = g.stored();
        bad.actions.push("zz".into());
        assert!(Game::from_stored(bad).unwrap_err().starts_with("game ABCDEF: "));
    }

    #[test]
    fn the_record_file_names_the_players_whether_rated_and_the_result() {
        let mut g = Game::new("ABCDEF".into(), AnyPosition::start(GameKind::Yoxii, 1), None, 0);
        g.seats[0] = Some("a".into());
        g.players[0] = Some(named(1, "ann", false));
        g.seat(Side::Second, "b".into(), Some(named(2, "bot7", true)), 0);
        let action = legal(&g);
        g.play(Side::First, 0, &action, 0, WINDOW).unwrap();
        assert_eq!(
            g.record_file(),
            format!("# tabletrio game: yoxii\n# online: ABCDEF\n# first: ann\n# second: bot7 (bot)\n{}", g.record())
        );
        g.rated = true;
        g.resign(Side::First, 0).unwrap();
        assert_eq!(
            g.record_file(),
            format!(
                "# tabletrio game: yoxii\n# online: ABCDEF\n# first: ann\n# second: bot7 (bot)\n# rated\n# result: resign (second wins)\n{}",
                g.record()
            )
        );
        assert!(g.record().contains(&action), "{}", g.record());
        let mut agreed = started(GameKind::Kamon, None);
        agreed.offer_draw(Side::First, 0).unwrap();
        agreed.answer_draw(Side::Second, true, 0).unwrap();
        assert!(agreed.record_file().contains("# result: agreement (nobody wins)\n"));
    }

    #[test]
    fn the_state_shows_the_seat_the_players_and_the_standing_offers() {
        let mut g = Game::new("ABCDEF".into(), AnyPosition::start(GameKind::Kamon, 1), None, 0);
        g.seats[0] = Some("a".into());
        assert!(!g.started() && !g.running());
        assert_eq!(g.deadline(WINDOW), None);
        g.seat(Side::Second, "b".into(), Some(named(2, "bob", false)), 0);
        assert!(g.started() && g.running());
        g.play(Side::First, 0, &legal(&g), 0, WINDOW).unwrap();
        g.offer_draw(Side::Second, 0).unwrap();
        g.request_takeback(Side::First).unwrap();
        let ServerMsg::State { code, game, seat, ply, started, players, offers, outcome, .. } =
            g.state(Some(Side::Second), Presence::default(), 0, WINDOW)
        else {
            panic!("not a state")
        };
        assert_eq!(
            (code.as_str(), game, seat, ply, started, outcome),
            ("ABCDEF", GameKind::Kamon, Some(Side::Second), 1, true, None)
        );
        assert_eq!((players.first, players.second.map(|t| t.name)), (None, Some("bob".to_string())));
        assert_eq!((offers.draw, offers.takeback, offers.rematch), (Some(Side::Second), Some(Side::First), None));
        g.resign(Side::Second, 0).unwrap();
        assert!(!g.running());
        g.ask_rematch(Side::Second).unwrap();
        let ServerMsg::State { offers, .. } = g.state(None, Presence::default(), 0, WINDOW) else {
            panic!("not a state")
        };
        assert_eq!((offers.draw, offers.takeback, offers.rematch), (None, None, Some(Side::Second)));
    }

    #[test]
    fn a_finished_game_has_no_deadline_and_nothing_settles_it_again() {
        let live = Some(ClockSpec::Live { initial_s: 60, increment_s: 0 });
        let mut g = started(GameKind::Yoxii, live);
        assert!(g.deadline(WINDOW).is_some());
        g.resign(Side::First, 5_000).unwrap();
        assert_eq!(g.deadline(WINDOW), None);
        assert_eq!(g.settle(1_000_000, WINDOW), None);
        assert_eq!(g.ending, Some(Ending::resigned(Side::First)));
        assert_eq!(g.abort(0), Err(Refusal::Over));
        // A waiting game's clock does not run: it has no deadline before the second seat.
        let mut waiting = Game::new("ABCDEF".into(), AnyPosition::start(GameKind::Yoxii, 1), live, 0);
        waiting.seats[0] = Some("a".into());
        waiting.begin(0);
        assert_eq!(waiting.clocks.unwrap().running, None);
        assert_eq!(waiting.settle(1_000_000, WINDOW), None);
    }

    #[test]
    fn the_last_move_stops_the_clock_and_ends_the_game() {
        let live = Some(ClockSpec::Live { initial_s: 600, increment_s: 5 });
        let mut g = started(GameKind::Kamon, live);
        let mut rng = rng_from_seed(8);
        let mut ply = 0;
        while g.ending.is_none() {
            let action = g.position.random_action(&mut rng).unwrap().to_string();
            let mover = g.to_move();
            let effects = g.play(mover, ply, &action, 1_000 * (ply as u64 + 2), WINDOW).unwrap();
            let Some(Write::Move { ending, .. }) = effects.write else { panic!("not a move") };
            assert_eq!(ending, g.ending);
            ply += 1;
        }
        assert_eq!(g.clocks.unwrap().running, None, "the clock stopped at the end");
        assert_eq!(g.deadline(WINDOW), None);
        assert_eq!(g.play(g.to_move(), ply, "a1", 0, WINDOW), Err(Refusal::Over));
    }

    #[test]
    fn draws_and_take_backs_are_answered_only_by_the_other_side() {
        let mut g = started(GameKind::Oxono, None);
        assert_eq!(g.request_takeback(Side::First), Err(Refusal::NothingToTakeBack));
        g.play(Side::First, 0, &legal(&g), 0, WINDOW).unwrap();
        g.offer_draw(Side::First, 0).unwrap();
        assert_eq!(g.answer_draw(Side::First, true, 0), Err(Refusal::NoDrawOffered));
        let declined = g.answer_draw(Side::Second, false, 0).unwrap();
        assert_eq!(declined.events, vec![Event::All(Box::new(ServerMsg::DrawDeclined { by: Side::Second }))]);
        assert_eq!(g.draw_offer, None);
        assert_eq!(g.answer_draw(Side::Second, true, 0), Err(Refusal::NoDrawOffered));
        // The first player has moved once: its take-back goes back to the start.
        g.request_takeback(Side::First).unwrap();
        assert_eq!(g.answer_takeback(Side::First, true, 0), Err(Refusal::NoTakebackAsked));
        let refused = g.answer_takeback(Side::Second, false, 0).unwrap();
        assert_eq!(refused.events, vec![Event::All(Box::new(ServerMsg::TakebackDeclined { by: Side::Second }))]);
        assert_eq!((g.takeback, g.actions.len()), (None, 1));
        g.request_takeback(Side::First).unwrap();
        g.offer_draw(Side::Second, 0).unwrap();
        let back = g.answer_takeback(Side::Second, true, 0).unwrap();
        assert_eq!(back.write, Some(Write::TakeBack { code: "ABCDEF".into(), ply: 0, from: 1, clocks: None }));
        assert_eq!((g.actions.len(), g.to_move(), g.draw_offer, g.takeback), (0, Side::First, None, None));
        assert_eq!(g.position, g.start);
        // A move clears what stood.
        g.play(Side::First, 0, &legal(&g), 0, WINDOW).unwrap();
        g.offer_draw(Side::First, 0).unwrap();
        g.request_takeback(Side::First).unwrap();
        g.play(Side::Second, 1, &legal(&g), 0, WINDOW).unwrap();
        assert_eq!((g.draw_offer, g.takeback), (None, None));
        // The second player's take-back after the first player's answer undoes both moves.
        g.play(Side::First, 2, &legal(&g), 0, WINDOW).unwrap();
        g.request_takeback(Side::Second).unwrap();
        g.answer_takeback(Side::First, true, 0).unwrap();
        assert_eq!((g.actions.len(), g.to_move()), (1, Side::Second));
    }
}
