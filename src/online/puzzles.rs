//! Rated puzzles on the server (docs/online.md, "Rated puzzles"): the puzzle the server serves
//! is put on the table as the app's own are (`PuzzleOpener`, the computer defending from the
//! same judge), and the person's actions go to the server, which judges them again and rates
//! the try. The table never waits for the server: its verdict and the rating come when they
//! come and only the panel shows them.

use bevy::prelude::*;
use tabletrio_engine::AnyAction;
use tabletrio_protocol::{ClientMsg, PuzzleShown, Rating, RatingChange, Verdict};

use super::link::Link;
use super::session::{Heard, now};
use super::{LinkState, Online};
use crate::i18n::refusal;
use crate::match_flow::{Match, PuzzleOpener, PuzzleRun};
use crate::states::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PuzzleServed>();
    app.add_systems(Update, open_served.in_set(AppSystems::Menus).after(super::client::pump));
    // After the rules applied the person's action.
    app.add_systems(Update, send_actions.in_set(AppSystems::View));
}

/// A puzzle the server served, by its id, for the table.
#[derive(Message, Clone, Debug)]
pub(super) struct PuzzleServed(pub(super) String);

/// The puzzle the server served last, and how its try stands there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Served {
    pub id: String,
    pub game: tabletrio_engine::GameKind,
    /// Whether the try counts for the player's puzzle rating.
    pub rated: bool,
    /// The game's puzzle of the day.
    pub daily: bool,
    /// The player's puzzle rating at the game when it was served.
    pub you: Option<Rating>,
    /// The person's actions sent so far, in order (the server judges them one after another).
    pub(super) sent: Vec<AnyAction>,
    /// The server's last word on them.
    pub verdict: Option<Verdict>,
    /// The new puzzle rating once a rated try is over.
    pub change: Option<RatingChange>,
}

impl Served {
    pub fn is_over(&self) -> bool {
        matches!(self.verdict, Some(Verdict::Solved | Verdict::Failed))
    }
}

/// What `puzzle` asks: the game's next puzzle for this player, or its puzzle of the day.
pub(super) fn ask(game: tabletrio_engine::GameKind, daily: bool) -> ClientMsg {
    ClientMsg::Puzzle { game, daily }
}

/// The same puzzle asked again on a link opened again (the server gives back the try left
/// open, from its start, and the actions played are sent again).
pub(super) fn ask_again(online: &Online) -> Option<ClientMsg> {
    let served = online.puzzle.as_ref().filter(|s| !s.is_over())?;
    let again = ask(served.game, served.daily);
    (online.hello.as_ref() != Some(&again)).then_some(again)
}

/// `puzzle`: kept, and put on the table (`open_served`). The open try served again (a link
/// opened again) keeps what it was: its actions are sent again from the start.
pub(super) fn served(online: &mut Online, shown: PuzzleShown, rated: bool, you: Option<Rating>, heard: &mut Heard) {
    heard.puzzle = Some(shown.id.clone());
    if let Some(same) = online.puzzle.as_mut().filter(|s| s.id == shown.id && !s.is_over()) {
        same.sent.clear();
        same.rated = rated;
        return;
    }
    online.puzzle = Some(Served {
        id: shown.id,
        game: shown.game,
        rated,
        daily: shown.daily,
        you,
        sent: Vec::new(),
        verdict: None,
        change: None,
    });
}

/// `puzzle_judged`: the server's verdict and, at the end of a rated try, the new rating.
pub(super) fn judged(online: &mut Online, id: &str, verdict: Verdict, rating: Option<RatingChange>) {
    if let Some(served) = online.puzzle.as_mut().filter(|s| s.id == id) {
        served.verdict = Some(verdict);
        if rating.is_some() {
            served.change = rating;
        }
    }
}

/// Puts a served puzzle on the table, unless the table shows it already (served again on a link
/// opened again); one this app does not ship (a newer server's) is said.
fn open_served(
    mut served: MessageReader<PuzzleServed>,
    mut opener: PuzzleOpener,
    mut online: ResMut<Online>,
    screen: Res<State<Screen>>,
) {
    for PuzzleServed(id) in served.read() {
        if *screen.get() == Screen::Gameplay && opener.served_on_table() == Some(id.as_str()) {
            continue;
        }
        if !opener.open_served(id) {
            let why = refusal(tabletrio_protocol::Code::NoSuchPuzzle, id);
            online.note = Some(crate::i18n::Tr::new("online-error").with("reason", why));
            online.puzzle = None;
        }
    }
}

/// Sends the person's actions in the served puzzle as they are played. A line taken back and
/// played otherwise is not the server's any more: nothing more is sent, and the panel keeps
/// the server's word on the line it judged.
fn send_actions(
    time: Res<Time<Real>>,
    game: Option<Res<Match>>,
    run: Res<PuzzleRun>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
) {
    let Some(game) = game else { return };
    let Some(active) = run.active.as_ref().filter(|a| a.served) else { return };
    if link.state != LinkState::Open {
        return;
    }
    let online = online.bypass_change_detection();
    let Some(served) = online.puzzle.as_mut().filter(|s| s.id == active.puzzle.id && !s.is_over()) else { return };
    let history = game.history();
    // Not the table of the game before, in the frame the puzzle is put on it.
    let Some(after) = history.strip_prefix(&active.puzzle.before[..]) else { return };
    let mine: Vec<AnyAction> = after.iter().copied().step_by(2).collect();
    if mine.len() <= served.sent.len() || !mine.starts_with(&served.sent) {
        return;
    }
    let now = now(&time);
    for &action in &mine[served.sent.len()..] {
        if !link.send(&ClientMsg::PuzzleMove { id: served.id.clone(), action: action.to_string() }, now) {
            return;
        }
        served.sent.push(action);
    }
}
