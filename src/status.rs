//! A small read-only report of what the app shows, for browser tests: frame count, screen,
//! phase, ply, last action, and where on the screen the legal targets and menu buttons are.
//! The web build hands it to the page each frame; native builds add it only in tests.

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use serde::Serialize;
use tabletrio_engine::Game;

use crate::game::{TurnPhase, YoxiiMatch};
use crate::screens::Screen;
use crate::ui::MenuButton;
use crate::yoxii_view::SquareTile;

pub fn plugin(app: &mut App) {
    app.init_resource::<StatusReport>();
    app.add_systems(Last, report);
}

/// The latest report as JSON (see [`Status`]).
#[derive(Resource, Default, Debug)]
pub struct StatusReport(pub String);

/// What the report holds. Screen positions are in logical pixels from the window's top left.
#[derive(Serialize, Debug, Default)]
pub struct Status {
    pub frame: u32,
    pub screen: String,
    pub phase: Option<String>,
    pub ply: usize,
    pub last: Option<String>,
    pub over: bool,
    /// The squares the current step may choose, by name, with their centres on screen.
    pub targets: Vec<Spot>,
    /// The visible menu buttons, by label.
    pub buttons: Vec<Spot>,
}

#[derive(Serialize, Debug)]
pub struct Spot {
    pub name: String,
    pub x: f32,
    pub y: f32,
}

fn report(
    frames: Option<Res<FrameCount>>,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    game: Option<Res<YoxiiMatch>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    tiles: Query<(&SquareTile, &GlobalTransform)>,
    buttons: Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility, &Children), With<MenuButton>>,
    texts: Query<&Text>,
    mut out: ResMut<StatusReport>,
) {
    let phase = phase.map(|p| *p.get());
    let mut status = Status {
        frame: frames.map_or(0, |f| f.0),
        screen: format!("{:?}", screen.get()).to_lowercase(),
        phase: phase.map(|p| format!("{p:?}")),
        ..default()
    };
    if let Some(game) = game {
        status.ply = game.history.len();
        status.last = game.history.last().map(|a| a.to_string());
        status.over = game.position.is_over();
        let targets = match phase {
            Some(TurnPhase::MoveTotem | TurnPhase::PlacePiece) => game.targets(),
            _ => 0,
        };
        if let Ok((camera, eye)) = cameras.single() {
            for (tile, at) in &tiles {
                if targets & tile.0.bit() == 0 {
                    continue;
                }
                if let Ok(p) = camera.world_to_viewport(eye, at.translation()) {
                    status.targets.push(Spot { name: tile.0.to_string(), x: p.x, y: p.y });
                }
            }
        }
        status.targets.sort_by(|a, b| a.name.cmp(&b.name));
    }
    for (node, at, visible, children) in &buttons {
        if !visible.get() {
            continue;
        }
        let label = children.iter().find_map(|c| texts.get(c).ok()).map_or(String::new(), |t| t.0.clone());
        let centre = at.translation * node.inverse_scale_factor;
        status.buttons.push(Spot { name: label, x: centre.x, y: centre.y });
    }
    out.0 = serde_json::to_string(&status).unwrap_or_default();
    #[cfg(target_arch = "wasm32")]
    crate::web::publish_status(&out.0);
}
