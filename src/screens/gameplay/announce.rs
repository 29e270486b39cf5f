//! What just happened, said as text for screen readers: each move, a take-back or redo, and the
//! game's end, in the player's language. The web page reads it out through an ARIA live region;
//! the desktop hands it to AccessKit as a polite live label (Windows and macOS; Linux needs
//! Bevy's `accesskit_unix`, see docs/accessibility.md).

use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;

use crate::i18n::{CurrentLanguage, Locales, Tr};
use crate::looks::{self, side_title};
use crate::match_flow::{Applied, Match, MatchSystems};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>();
    app.add_systems(Startup, spawn_live_region);
    app.add_systems(Update, announce.in_set(crate::states::AppSystems::View).in_set(MatchSystems));
    app.add_systems(
        PostUpdate,
        publish.run_if(resource_changed::<Announcement>.or_else(resource_changed::<CurrentLanguage>)),
    );
}

/// The latest announcement, and the text it was last shown as.
#[derive(Resource, Debug, Default)]
pub struct Announcement {
    pub said: Option<Tr>,
    pub shown: String,
}

/// The invisible node whose label screen readers follow.
#[derive(Component)]
struct LiveRegion;

fn spawn_live_region(mut commands: Commands) {
    let mut node = accesskit::Node::new(accesskit::Role::Label);
    node.set_live(accesskit::Live::Polite);
    commands.spawn((
        Name::new("Announcements"),
        LiveRegion,
        AccessibilityNode(node),
        Node { position_type: PositionType::Absolute, width: px(0), height: px(0), ..default() },
    ));
}

fn announce(mut applied: MessageReader<Applied>, game: Res<Match>, mut out: ResMut<Announcement>) {
    let kind = game.kind();
    for event in applied.read() {
        let said = match *event {
            Applied::Played { action, side } => Tr::new("announce-move")
                .with("side", side_title(kind, side))
                .with("action", looks::describe(action))
                .with("notation", action.to_string()),
            Applied::GameOver(outcome) => {
                let (head, detail) = crate::screens::gameplay::summary(game.position(), &outcome);
                Tr::new("announce-game-over").with("result", head).with("how", detail)
            }
            Applied::Concluded(_) => {
                let Some((head, detail)) = crate::screens::gameplay::match_summary(&game) else { continue };
                Tr::new("announce-game-over").with("result", head).with("how", detail)
            }
            Applied::Rewound(n) if n < 0 => Tr::new("announce-taken-back").with("count", -n),
            Applied::Rewound(n) if n > 0 => Tr::new("announce-redone").with("count", n),
            _ => continue,
        };
        out.said = Some(said);
    }
}

fn publish(
    mut announcement: ResMut<Announcement>,
    locales: Res<Locales>,
    language: Res<CurrentLanguage>,
    mut region: Query<&mut AccessibilityNode, With<LiveRegion>>,
) {
    let Some(said) = &announcement.said else { return };
    let text = locales.text(language.0, said);
    if text == announcement.shown {
        return;
    }
    for mut node in &mut region {
        node.set_label(text.as_str());
    }
    #[cfg(target_arch = "wasm32")]
    crate::web::announce(&text);
    announcement.shown = text;
}
