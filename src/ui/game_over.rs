//! The game-over panel: the winner, the count around the totem, the tie-break used.

use bevy::prelude::*;
use tabletrio_engine::{EndReason, GameKind, Outcome};

use super::hud::capitalise;
use super::widgets::{ButtonAction, Pressed, button};
use crate::game::{TurnPhase, YoxiiMatch};
use crate::launch::Launch;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TurnPhase::GameOver), spawn_panel);
    app.add_systems(Update, handle.run_if(in_state(Screen::Gameplay)));
}

/// The panel's text for an outcome.
pub fn summary(outcome: &Outcome) -> String {
    let name = |i: usize| capitalise(GameKind::Yoxii.side_name(tabletrio_engine::Side::BOTH[i]));
    let head = match outcome.winner {
        Some(w) => format!("{} wins", name(w.index())),
        None => "A draw".to_owned(),
    };
    let Some(t) = outcome.tally else { return head };
    let how = match outcome.reason {
        EndReason::Score => "higher sum around the totem".to_owned(),
        EndReason::Count => "equal sums: more pieces around the totem".to_owned(),
        _ => "equal sums and equal numbers of pieces".to_owned(),
    };
    format!(
        "{head}\n{how}\n{}: {} points, {} pieces   {}: {} points, {} pieces",
        name(0),
        t.score[0],
        t.count[0],
        name(1),
        t.score[1],
        t.count[1]
    )
}

fn spawn_panel(mut commands: Commands, game: Option<Res<YoxiiMatch>>) {
    let Some(outcome) = game.and_then(|g| tabletrio_engine::Game::outcome(&g.position)) else { return };
    commands.spawn((
        Name::new("Game over"),
        DespawnOnExit(TurnPhase::GameOver),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            bottom: px(24),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            Node {
                padding: UiRect::all(px(18)),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.05, 0.05, 0.07, 0.85)),
            children![
                (Text::new(summary(&outcome)), TextFont::from_font_size(24.0), TextLayout::justify(Justify::Center),),
                button("Play again", ButtonAction::PlayAgain, 50),
                button("Title", ButtonAction::ToTitle, 51),
            ],
        )],
    ));
}

fn handle(
    mut pressed: MessageReader<Pressed>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut launch: ResMut<Launch>,
    mut game: Option<ResMut<YoxiiMatch>>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    for Pressed(action) in pressed.read() {
        match action {
            ButtonAction::PlayAgain => {
                launch.record.clear();
                if let Some(game) = game.as_deref_mut() {
                    let players = game.players;
                    *game = YoxiiMatch::new(Default::default(), Vec::new());
                    game.players = players;
                }
                phase.set(TurnPhase::MoveTotem);
            }
            ButtonAction::ToTitle => next_screen.set(Screen::Title),
            _ => {}
        }
    }
}
