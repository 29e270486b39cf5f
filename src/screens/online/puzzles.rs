//! The Puzzles tab of Play online: each game's next puzzle from the server (rated for a named
//! player, near its puzzle rating) and each game's puzzle of the day, the same for everyone
//! (docs/online.md, "Rated puzzles"). A tab of its own so that an upright phone, whose lobby is
//! full, has them too.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;

use super::form::{Form, Section};
use super::lobby::{block, heading, my_name};
use crate::i18n::{Localized, Tr};
use crate::online::{KeptGames, Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::MenuButton;
use crate::theme::palette::MUTED;
use crate::theme::widget::{button_row, half_button_with, note_text};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, relabel.after(crate::states::AppSystems::Menus).run_if(in_state(Screen::Online)));
}

/// The line under the buttons: what a try counts for, which hangs on the player's name.
#[derive(Component)]
struct RatedLine;

pub(super) fn spawn_section(c: &mut ChildSpawnerCommands) {
    c.spawn(block(540.0)).with_children(|b| {
        for daily in [false, true] {
            b.spawn(heading(Tr::new(if daily { "online-daily-puzzles" } else { "online-rated-puzzles" })));
            b.spawn(button_row(3)).with_children(|r| {
                for game in GameKind::ALL {
                    let which = if daily { "daily" } else { "puzzle" };
                    let name = Name::new(format!("online-{which}-{}", game.name()));
                    r.spawn(half_button_with(Tr::raw(game.title()), name, served_puzzle(game, daily)));
                }
            });
        }
        b.spawn((
            RatedLine,
            note_text(Tr::empty(), MUTED),
            TextLayout::justify(Justify::Center),
            Node { max_width: px(440), margin: UiRect::top(px(10)), ..default() },
        ));
    });
}

/// The game's next puzzle from the server, or its puzzle of the day; it opens on the table
/// once served (`online::puzzles`).
fn served_puzzle(game: GameKind, daily: bool) -> impl Fn(On<Activate>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, mut requests: MessageWriter<OnlineRequest>| {
        requests.write(OnlineRequest::Puzzle { game, daily });
    }
}

fn relabel(
    form: Res<Form>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    fresh: Query<(), Added<MenuButton>>,
    mut lines: Query<&mut Localized, With<RatedLine>>,
) {
    if !(!fresh.is_empty() || form.is_changed() || kept.is_changed() || online.is_changed())
        || form.section != Section::Puzzles
    {
        return;
    }
    let line = match my_name(&kept, &online) {
        Some(_) => Tr::new("online-puzzles-rated"),
        None => Tr::new("online-puzzles-unnamed"),
    };
    for mut text in &mut lines {
        text.set_if_neq(Localized(line.clone()));
    }
}
