//! Export and import of games. A game travels as the text of a save (the engine's record with
//! `#` header lines for the game, the players and the date), so `tabletrio-cli legal` reads an
//! exported file as it is, and a bare record from the CLI imports too.
//!
//! Desktop: the system's file dialogs (rfd, through the XDG portal) and clipboard (arboard); the
//! dialogs run as tasks, so no frame waits for a person choosing a file. Web: the page downloads
//! the file, opens a file picker and uses the browser's clipboard (`web.rs`); answers that come
//! later (a chosen file, a paste) are collected each frame.

use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{IoTaskPool, Task, block_on, futures_lite::future::poll_once};
use bevy::window::RequestRedraw;
use tabletrio_engine::AnyAction;
use tabletrio_engine::analysis::Analysis;

use crate::i18n::Tr;
use crate::match_flow::{GameAnalysis, Match, MatchSetup, MatchStart, RecordFrom};
use crate::saves::SavedGame;
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Transfer>().init_resource::<TransferNote>().init_resource::<Awaiting>();
    app.add_message::<RequestRedraw>();
    #[cfg(not(target_arch = "wasm32"))]
    app.init_resource::<Pending>();
    app.add_systems(Update, (start_transfers, collect_answers, keep_awake).chain());
}

/// Seconds left to keep drawing while a dialog, file picker or clipboard may still answer:
/// the answer comes from outside the window, so no input event would wake the loop for it.
#[derive(Resource, Default)]
struct Awaiting(f32);

/// Long enough for a person to choose a file; a picker closed without a choice may never say so.
const LONGEST_WAIT_SECS: f32 = 120.0;

fn keep_awake(time: Res<Time<Real>>, mut awaiting: ResMut<Awaiting>, mut redraw: MessageWriter<RequestRedraw>) {
    if awaiting.0 > 0.0 {
        awaiting.0 -= time.delta_secs();
        redraw.write(RequestRedraw);
    }
}

/// A request to export the running game, or to import one.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum Transfer {
    /// Save the running game to a file and copy it to the clipboard.
    Export,
    /// Open a game from a file (a dialog, or the browser's file picker).
    ImportFile,
    /// Open the game on the clipboard.
    Paste,
    /// Open a game from this text (what a file or the clipboard gave).
    Text(String),
}

/// The last export or import's outcome, for the screen that asked.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct TransferNote(pub Tr);

impl Default for TransferNote {
    fn default() -> TransferNote {
        TransferNote(Tr::empty())
    }
}

impl TransferNote {
    /// Whether the note says an import failed (the title screen keeps only those).
    pub fn is_failure(&self) -> bool {
        matches!(self.0.id(), Some("transfer-cannot-import" | "transfer-nothing-to-paste"))
    }
}

/// The exported file's suggested name: `kamon-2026-11-23.txt`.
pub fn file_name(save: &SavedGame) -> String {
    format!("{}-{}.txt", save.game.name(), save.date.as_deref().unwrap_or("game"))
}

/// Dialogs and clipboard reads still open on the desktop.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Resource, Default)]
struct Pending {
    export: Option<Task<Result<Option<std::path::PathBuf>, String>>>,
    import: Option<Task<Result<Option<String>, Tr>>>,
}

fn start_transfers(
    mut requests: MessageReader<Transfer>,
    game: Option<Res<Match>>,
    online: Option<Res<crate::online::Online>>,
    mut note: ResMut<TransferNote>,
    #[cfg(not(target_arch = "wasm32"))] mut pending: ResMut<Pending>,
    mut open: ImportTarget,
    mut awaiting: ResMut<Awaiting>,
) {
    for request in requests.read() {
        let answered_later = match request {
            Transfer::ImportFile | Transfer::Paste => true,
            // The browser's download needs no answer; the desktop's save dialog does.
            Transfer::Export => !cfg!(target_arch = "wasm32"),
            Transfer::Text(_) => false,
        };
        if answered_later {
            awaiting.0 = LONGEST_WAIT_SECS;
        }
        match request {
            Transfer::Export => {
                let Some(game) = game.as_deref() else {
                    note.0 = Tr::new("transfer-nothing");
                    continue;
                };
                let mut save = SavedGame::of(game);
                // An online game's players are named in the header.
                if let Some(session) = online.as_deref().and_then(|o| o.session.as_ref()) {
                    save.names =
                        tabletrio_engine::Side::BOTH.map(|side| session.players.of(side).map(|p| p.name.clone()));
                }
                let text = exported(&save, open.analysis.of(game));
                let copied = copy_to_clipboard(&text);
                #[cfg(not(target_arch = "wasm32"))]
                {
                    note.0 = Tr::new(if copied { "transfer-choose-copied" } else { "transfer-choose" });
                    let name = file_name(&save);
                    pending.export = Some(IoTaskPool::get().spawn(async move {
                        let Some(file) = rfd::AsyncFileDialog::new().set_file_name(&name).save_file().await else {
                            return Ok(None);
                        };
                        let path = file.path().to_path_buf();
                        std::fs::write(&path, text).map(|()| Some(path)).map_err(|e| e.to_string())
                    }));
                }
                #[cfg(target_arch = "wasm32")]
                {
                    crate::web::download(&file_name(&save), &text);
                    note.0 = Tr::new(if copied { "transfer-downloaded-copied" } else { "transfer-downloaded" });
                }
            }
            Transfer::ImportFile => {
                note.0 = Tr::new("transfer-choose-game");
                #[cfg(not(target_arch = "wasm32"))]
                {
                    pending.import = Some(IoTaskPool::get().spawn(async {
                        let Some(file) =
                            rfd::AsyncFileDialog::new().add_filter("game record", &["txt"]).pick_file().await
                        else {
                            return Ok(None);
                        };
                        let bytes = file.read().await;
                        String::from_utf8(bytes).map(Some).map_err(|_| Tr::new("record-not-text"))
                    }));
                }
                #[cfg(target_arch = "wasm32")]
                crate::web::pick_text_file();
            }
            Transfer::Paste => {
                #[cfg(not(target_arch = "wasm32"))]
                match arboard::Clipboard::new().and_then(|mut c| c.get_text()) {
                    Ok(text) => open.import(&text, &mut note),
                    Err(e) => note.0 = Tr::new("transfer-nothing-to-paste").with("reason", e.to_string()),
                }
                #[cfg(target_arch = "wasm32")]
                crate::web::read_clipboard();
            }
            Transfer::Text(text) => open.import(text, &mut note),
        }
    }
}

/// The text an export writes: the save, and the game's analysis, where it has one, as a comment
/// line that other readers skip (docs/analysis.md).
pub fn exported(save: &SavedGame, analysis: Option<&Analysis<AnyAction>>) -> String {
    let mut text = save.to_text();
    if let Some(analysis) = analysis {
        text.push_str(&analysis.any_record_line());
    }
    text
}

/// Where an import goes: a new match of the imported game, with its players.
#[derive(bevy::ecs::system::SystemParam)]
struct ImportTarget<'w> {
    setup: ResMut<'w, MatchSetup>,
    start: ResMut<'w, MatchStart>,
    screen: ResMut<'w, NextState<Screen>>,
    analysis: ResMut<'w, GameAnalysis>,
}

impl ImportTarget<'_> {
    /// Opens the game in `text`, or says which line is wrong and changes nothing.
    fn import(&mut self, text: &str, note: &mut TransferNote) {
        match SavedGame::import(text, self.setup.game, self.setup.players) {
            Ok(save) => {
                note.0 = Tr::new("transfer-imported").with("game", save.game.title()).with("count", save.actions.len());
                // An analysis that came along is kept for the imported line; a damaged one is
                // left out, and the note says so.
                match Analysis::from_any_record(text, &save.start, save.actions.len()) {
                    Some(Ok(analysis)) => self.analysis.keep(save.start.restart(), save.actions.clone(), analysis),
                    Some(Err(reason)) => {
                        note.0 = Tr::new("transfer-imported-without-analysis")
                            .with("game", save.game.title())
                            .with("count", save.actions.len())
                            .with("reason", reason);
                    }
                    None => {}
                }
                self.setup.game = save.game;
                self.setup.players = save.players;
                *self.start = MatchStart::Record {
                    start: Box::new(save.start),
                    actions: save.actions,
                    from: RecordFrom::Imported,
                };
                // From the title, or again from a game: the table is rebuilt for the new one.
                self.screen.set(Screen::Gameplay);
            }
            Err(e) => note.0 = Tr::new("transfer-cannot-import").with("reason", e),
        }
    }
}

/// Copies the text to the system clipboard; `false` when there is none.
fn copy_to_clipboard(text: &str) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    {
        // The clipboard is kept open: on X11 its content lives only as long as its owner.
        static CLIPBOARD: std::sync::Mutex<Option<arboard::Clipboard>> = std::sync::Mutex::new(None);
        let Ok(mut slot) = CLIPBOARD.lock() else { return false };
        if slot.is_none() {
            *slot = arboard::Clipboard::new().ok();
        }
        slot.as_mut().is_some_and(|c| c.set_text(text).is_ok())
    }
    #[cfg(target_arch = "wasm32")]
    {
        crate::web::write_clipboard(text);
        true
    }
}

/// Finished dialogs (desktop) and chosen files or pastes (web).
fn collect_answers(
    mut note: ResMut<TransferNote>,
    #[cfg(not(target_arch = "wasm32"))] mut pending: ResMut<Pending>,
    mut open: ImportTarget,
    mut awaiting: ResMut<Awaiting>,
) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        if pending.export.is_none() && pending.import.is_none() {
            awaiting.0 = 0.0;
        }
        if let Some(task) = pending.export.as_mut()
            && let Some(done) = block_on(poll_once(task))
        {
            pending.export = None;
            note.0 = match done {
                Ok(Some(path)) => Tr::new("transfer-exported").with("path", path.display().to_string()),
                Ok(None) => Tr::new("transfer-no-file-export"),
                Err(e) => Tr::new("transfer-export-failed").with("reason", e),
            };
        }
        if let Some(task) = pending.import.as_mut()
            && let Some(done) = block_on(poll_once(task))
        {
            pending.import = None;
            match done {
                Ok(Some(text)) => open.import(&text, &mut note),
                Ok(None) => note.0 = Tr::new("transfer-no-file-import"),
                Err(e) => note.0 = Tr::new("transfer-cannot-import").with("reason", e),
            }
        }
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(text) = crate::web::take_import() {
        awaiting.0 = 0.0;
        open.import(&text, &mut note);
    }
}
