//! A small read-only report of what the app shows, for tests outside the app: frame count,
//! screen, game, ply, side to move, step, last action, outcome, whether a computer is
//! thinking, and where on the screen the legal targets and menu buttons are. The web build
//! hands it to the page each frame; the desktop build writes it to a file with `--status FILE`
//! when the screenshot is taken.

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use serde::Serialize;

use crate::camera::TableView;
use crate::match_flow::{Match, Thinking, TurnPhase};
use crate::quality::ActiveQuality;
use crate::states::Screen;
use crate::table::{PickTarget, ReservePiece, TableLayout, TotemPiece};
use crate::theme::{Chosen, Focused, MenuButton, Role, SmallButton};

pub fn plugin(app: &mut App) {
    app.init_resource::<StatusReport>();
    app.add_systems(Last, report.after(crate::redraw::count_quiet_frames));
}

/// The latest report as JSON (see [`Status`]).
#[derive(Resource, Default, Debug)]
pub struct StatusReport(pub String);

/// What the report holds. Screen positions are in logical pixels from the window's top left.
#[derive(Serialize, Debug, Default)]
pub struct Status {
    pub frame: u32,
    /// Frames in a row in which nothing asked for another (`redraw::Quiet`): the table stands
    /// still once a few have passed.
    pub quiet: u32,
    /// The window's size in logical pixels, as the frame was laid out for it.
    pub window: [f32; 2],
    pub screen: String,
    /// `yoxii`, `oxono` or `kamon` during a game.
    pub game: Option<String>,
    pub phase: Option<String>,
    /// The step the next pick makes, in the game's words ("choose a totem").
    pub step: Option<String>,
    pub ply: usize,
    /// The side to move, by its colour name.
    pub to_move: Option<String>,
    pub last: Option<String>,
    pub over: bool,
    /// An online game (the opponent plays at another screen).
    pub online: bool,
    /// The online game's code, and the side this screen plays in it.
    pub online_code: Option<String>,
    pub online_side: Option<String>,
    /// The puzzle the server served last, how its try stands there, and the rating it gave.
    pub served_puzzle: Option<ServedPuzzle>,
    /// The arena joined, or followed, and its standings as the server last sent them.
    pub arena: Option<ArenaReport>,
    /// "Pink wins (colour)", "Draw", once the game is over.
    pub outcome: Option<String>,
    /// The setup line of the game (Oxono: where the totems started).
    pub setup: Option<String>,
    /// The picks the current step may make (squares, or totems by letter), with their centres
    /// on screen.
    pub targets: Vec<Spot>,
    /// The visible menu and game-panel buttons, by label.
    pub buttons: Vec<Spot>,
    /// The label of the button the keyboard's or gamepad's focus is on, if one is.
    pub focused: Option<String>,
    /// The square the keyboard's or gamepad's board cursor is on, while it shows.
    pub cursor: Option<String>,
    /// The preset the table is drawn with (`Low`, `Medium`, `High`), and whether Auto is still
    /// timing frames.
    pub quality: Option<String>,
    pub quality_measuring: bool,
    /// The last announcement for screen readers (a move, a take-back, the game's end), as the
    /// page's live region reads it.
    pub announced: String,
    /// Whether a computer player is thinking now (the HUD says so).
    pub thinking: bool,
    /// The main world's own work per frame (all its systems, not rendering), mean and longest
    /// over the last frames, in milliseconds (`frame_stats::FrameWork`).
    pub work_ms: Option<f64>,
    pub work_worst_ms: Option<f64>,
    /// That work's mean by phase (`frame_stats::WORK_PHASES`: input, transitions, game, layout,
    /// last), to see where it goes.
    pub work_split_ms: Option<std::collections::BTreeMap<&'static str, f64>>,
    /// The panels the table keeps clear of, with their rectangles.
    pub panels: Vec<Area>,
    /// Where each board square, reserve piece and totem is on screen (bounding boxes): none
    /// of them may lie under a panel.
    pub spots: Vec<Area>,
}

/// A served puzzle in the report (`online::Served`).
#[derive(Serialize, Debug)]
pub struct ServedPuzzle {
    pub id: String,
    pub rated: bool,
    pub daily: bool,
    /// The server's last verdict (`right`, `solved`, `failed`), once it has judged an action.
    pub verdict: Option<tabletrio_protocol::Verdict>,
    /// The player's puzzle rating after the try, and what the try changed, once it is rated.
    pub rating: Option<i32>,
    pub change: Option<i32>,
}

/// An arena in the report (`online::Arenas`).
#[derive(Serialize, Debug)]
pub struct ArenaReport {
    pub id: String,
    pub joined: bool,
    pub paused: bool,
    /// The game at the table is this arena's.
    pub playing: bool,
    /// Seconds to the next pairing, while one is coming.
    pub next_in: Option<u64>,
    /// A line a player: "1. Ann 4 2" (rank, name, points, games).
    pub standings: Vec<String>,
}

impl ArenaReport {
    fn of(arenas: &crate::online::Arenas, now: f64) -> Option<ArenaReport> {
        let id = arenas.joined.as_ref().map(|j| j.id.clone()).or_else(|| arenas.followed.clone())?;
        let standings = arenas.standings_of(&id).map_or_else(Vec::new, |s| {
            s.top.iter().chain(&s.you).map(|r| format!("{}. {} {} {}", r.rank, r.name, r.points, r.games)).collect()
        });
        Some(ArenaReport {
            joined: arenas.joined.as_ref().is_some_and(|j| j.id == id),
            paused: arenas.joined.as_ref().is_some_and(|j| j.id == id && j.paused),
            playing: arenas.playing.as_deref() == Some(id.as_str()),
            next_in: arenas.next_in(now),
            standings,
            id,
        })
    }
}

/// A named rectangle on screen, in logical pixels from the window's top left.
#[derive(Serialize, Debug)]
pub struct Area {
    pub name: String,
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Area {
    fn of(name: String, r: Rect) -> Area {
        Area { name, x: r.min.x, y: r.min.y, w: r.width(), h: r.height() }
    }
}

#[derive(Serialize, Debug, Default)]
pub struct Spot {
    pub name: String,
    pub x: f32,
    pub y: f32,
    /// A button marked as the current choice (the title's chosen game card, the tab shown).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub chosen: bool,
    /// What it is (`button`, `field`, `tab`, `choice`, `tile`, `row`, `chip`); none for the
    /// game panel's small buttons and the title's cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<&'static str>,
    /// Its box's size (menu buttons and the theme's widgets).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub w: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub h: Option<f32>,
    /// A text of it reaches outside its box (clipped, or drawn over its neighbours).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub overflows: bool,
}

fn sign(bit: usize) -> f32 {
    if bit == 0 { -1.0 } else { 1.0 }
}

/// The buttons shown, their labels and the focus.
#[derive(bevy::ecs::system::SystemParam)]
struct ShownButtons<'w, 's> {
    buttons: Query<
        'w,
        's,
        (
            Entity,
            &'static ComputedNode,
            &'static UiGlobalTransform,
            &'static InheritedVisibility,
            &'static Children,
            Option<&'static Chosen>,
            Option<&'static Role>,
        ),
        Or<(With<MenuButton>, With<SmallButton>, With<Role>)>,
    >,
    texts:
        Query<'w, 's, (&'static Text, &'static ComputedNode, &'static UiGlobalTransform, &'static InheritedVisibility)>,
    children: Query<'w, 's, &'static Children>,
    cells: Query<'w, 's, (), With<crate::theme::cells::Cell>>,
    focused: Option<Res<'w, Focused>>,
}

impl ShownButtons<'_, '_> {
    /// What a button says: its first text (a game card has its picture first); a row's, a
    /// tile's or a chip's cells, joined with " · ".
    fn label(&self, at: Entity, children: &Children, role: Option<&Role>) -> String {
        if matches!(role, Some(Role::Row | Role::Tile | Role::Chip)) {
            let mut cells = Vec::new();
            crate::theme::cells::cells_of(at, &self.children, &self.cells, &mut cells);
            let parts: Vec<&str> = cells
                .iter()
                .filter_map(|&c| self.texts.get(c).ok())
                .map(|t| t.0.0.as_str())
                .filter(|t| !t.is_empty())
                .collect();
            return parts.join(" · ");
        }
        children.iter().find_map(|c| self.texts.get(c).ok()).map_or(String::new(), |t| t.0.0.clone())
    }

    /// Whether a text under `at` (its own, its cells') is drawn past the box's edge.
    fn overflows(&self, at: Entity, rect: Rect, depth: u32) -> bool {
        let Ok(kids) = self.children.get(at) else { return false };
        kids.iter().any(|kid| {
            let out = self.texts.get(kid).is_ok_and(|(_, node, place, visible)| {
                let centre = place.translation;
                let half = node.size() / 2.0;
                let text = Rect::from_corners(centre - half, centre + half);
                // Half a pixel of rounding either way.
                visible.get()
                    && node.size() != Vec2::ZERO
                    && (text.min.x < rect.min.x - 0.5
                        || text.min.y < rect.min.y - 0.5
                        || text.max.x > rect.max.x + 0.5
                        || text.max.y > rect.max.y + 0.5)
            });
            out || (depth > 0 && self.overflows(kid, rect, depth - 1))
        })
    }
}

/// The table's parts the report places on screen.
#[derive(bevy::ecs::system::SystemParam)]
struct TableParts<'w, 's> {
    layout: Option<Res<'w, TableLayout>>,
    pieces: Query<'w, 's, (&'static ReservePiece, &'static GlobalTransform)>,
    totems: Query<'w, 's, (&'static TotemPiece, &'static GlobalTransform)>,
    framing: Option<Res<'w, crate::camera::Framing>>,
    window: Option<Single<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>>,
    cursor: Option<Res<'w, crate::input::BoardCursor>>,
}

impl TableParts<'_, '_> {
    /// Window pixels per logical pixel. UI layout is in physical pixels; the report, like
    /// pointers, is in the window's logical ones. (Not the nodes' inverse scale factor, which
    /// also holds the interface size: at 200% it halved every position.)
    fn window_scale(&self) -> f32 {
        self.window.as_ref().map_or(1.0, |w| w.scale_factor())
    }
}

fn report(
    (frames, quiet): (Option<Res<FrameCount>>, Option<Res<crate::redraw::Quiet>>),
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    game: Option<Res<Match>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    view: Query<&ComputedNode, With<TableView>>,
    targets: Query<(&PickTarget, &GlobalTransform)>,
    shown: ShownButtons,
    quality: Option<Res<ActiveQuality>>,
    announced: Option<Res<crate::screens::gameplay::Announcement>>,
    thinking: Option<Res<Thinking>>,
    online: Option<Res<crate::online::Online>>,
    real: Res<Time<Real>>,
    table: TableParts,
    mut work: Option<ResMut<crate::frame_stats::FrameWork>>,
    mut out: ResMut<StatusReport>,
) {
    let started = bevy::platform::time::Instant::now();
    let phase = phase.map(|p| *p.get());
    let mut status = Status {
        frame: frames.map_or(0, |f| f.0),
        quiet: quiet.map_or(0, |q| q.0),
        window: table.window.as_ref().map_or([0.0; 2], |w| [w.width(), w.height()]),
        screen: format!("{:?}", screen.get()).to_lowercase(),
        phase: phase.map(|p| format!("{p:?}")),
        quality: quality.as_ref().map(|q| q.preset.name().to_owned()),
        work_ms: work.as_ref().and_then(|w| w.mean_ms()),
        work_worst_ms: work.as_ref().and_then(|w| w.worst_ms()),
        work_split_ms: work
            .as_ref()
            .and_then(|w| w.split_ms())
            .map(|split| crate::frame_stats::WORK_PHASES.into_iter().zip(split).collect()),
        quality_measuring: quality.as_ref().is_some_and(|q| q.measuring()),
        announced: announced.map(|a| a.shown.clone()).unwrap_or_default(),
        thinking: thinking.is_some_and(|t| t.active),
        arena: online.as_ref().and_then(|o| ArenaReport::of(&o.arenas, real.elapsed_secs_f64())),
        ..default()
    };
    if let Some(game) = game {
        let kind = game.kind();
        status.game = Some(kind.name().to_owned());
        status.ply = game.history().len();
        status.to_move = Some(kind.side_name(game.to_move()).to_owned());
        status.step = game.step().map(|s| s.describe().to_owned());
        status.last = game.history().last().map(|a| a.to_string());
        status.over = game.is_over();
        status.cursor = table
            .cursor
            .as_ref()
            .filter(|c| c.visible)
            .map(|c| game.position().pick_name(tabletrio_engine::Pick::Square(c.square)));
        if let Some(session) = online.as_ref().and_then(|o| o.session.as_ref()) {
            status.online_code = Some(session.code.clone());
            status.online_side = session.side().map(|s| kind.side_name(s).to_owned());
        }
        status.served_puzzle = online.as_ref().and_then(|o| o.puzzle.as_ref()).map(|p| ServedPuzzle {
            id: p.id.clone(),
            rated: p.rated,
            daily: p.daily,
            verdict: p.verdict,
            rating: p.change.as_ref().map(|c| c.rating.rating),
            change: p.change.as_ref().map(|c| c.change),
        });
        status.online = game.online();
        status.outcome = game
            .position()
            .outcome()
            .map(|o| match o.winner {
                Some(w) => format!("{} wins ({})", kind.side_name(w), o.reason),
                None => "Draw".to_owned(),
            })
            .or(game.verdict().map(|v| match (v.winner, v.why) {
                (_, crate::match_flow::VerdictReason::Aborted) => "No result (Aborted)".to_owned(),
                (Some(w), _) => format!("{} wins ({:?})", kind.side_name(w), v.why),
                (None, _) => format!("Draw ({:?})", v.why),
            }));
        status.setup = Some(game.position().setup_text()).filter(|s| !s.is_empty());
        let picks = match phase {
            Some(TurnPhase::Picking(_)) => game.targets(),
            _ => Vec::new(),
        };
        // The camera draws an image that the table view stretches over the window.
        if let (Ok((camera, eye)), Ok(view)) = (cameras.single(), view.single())
            && let Some(image) = camera.logical_viewport_size()
        {
            let to_window = view.size() / table.window_scale() / image;
            for (target, at) in &targets {
                if !picks.contains(&target.0) {
                    continue;
                }
                if let Ok(p) = camera.world_to_viewport(eye, at.translation()) {
                    let p = p * to_window;
                    status.targets.push(Spot {
                        name: game.position().pick_name(target.0),
                        x: p.x,
                        y: p.y,
                        ..default()
                    });
                }
            }
            // A box's corners on screen, as one rectangle.
            let on_screen = |centre: Vec3, half: Vec3| {
                let mut r = Rect::EMPTY;
                for i in 0..8 {
                    let corner = centre + half * Vec3::new(sign(i & 1), sign(i & 2), sign(i & 4));
                    if let Ok(p) = camera.world_to_viewport(eye, corner) {
                        r = r.union_point(p * to_window);
                    }
                }
                r
            };
            if let Some(layout) = &table.layout {
                for &(sq, at) in &layout.squares {
                    let name = game.position().pick_name(tabletrio_engine::Pick::Square(sq));
                    status.spots.push(Area::of(name, on_screen(at, Vec3::new(0.45, 0.05, 0.45))));
                }
                let half = Vec3::new(0.4, layout.piece_height / 2.0, 0.4);
                for (piece, at) in &table.pieces {
                    if piece.on.is_none() {
                        let name = format!("reserve {:?} {} {}", piece.side, piece.stack, piece.slot);
                        status.spots.push(Area::of(name, on_screen(at.translation(), half)));
                    }
                }
                for (totem, at) in &table.totems {
                    let half = Vec3::new(0.35, layout.totem_centre, 0.35);
                    status.spots.push(Area::of(format!("totem {}", totem.0), on_screen(at.translation(), half)));
                }
            }
        }
        status.targets.sort_by(|a, b| a.name.cmp(&b.name));
    }
    status.focused = shown
        .focused
        .as_ref()
        .and_then(|f| f.0)
        .and_then(|e| shown.buttons.get(e).ok())
        .map(|b| shown.label(b.0, b.4, b.6));
    let scale = table.window_scale();
    for (entity, node, at, visible, children, chosen, role) in &shown.buttons {
        // A collapsed panel's buttons have no size.
        if !visible.get() || node.size() == Vec2::ZERO {
            continue;
        }
        let label = shown.label(entity, children, role);
        let centre = at.translation / scale;
        let chosen = chosen.is_some_and(|c| c.0);
        let inner = node.size() / 2.0;
        let rect = Rect::from_corners(at.translation - inner, at.translation + inner);
        let size = role.map(|_| node.size() / scale);
        status.buttons.push(Spot {
            name: label,
            x: centre.x,
            y: centre.y,
            chosen,
            role: role.map(|r| r.name()),
            w: size.map(|s| s.x),
            h: size.map(|s| s.y),
            overflows: role.is_some() && shown.overflows(entity, rect, 2),
        });
    }
    status.panels =
        table.framing.iter().flat_map(|f| f.panels.iter()).map(|(name, r)| Area::of((*name).to_owned(), *r)).collect();
    out.0 = serde_json::to_string(&status).unwrap_or_default();
    #[cfg(target_arch = "wasm32")]
    crate::web::publish_status(&out.0);
    // A person's app makes no report: its time is not the app's own work.
    if let Some(work) = work.as_mut() {
        work.leave_out(started.elapsed().as_secs_f64() * 1000.0);
    }
}
