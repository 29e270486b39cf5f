//! What each pressable thing is (its role) and how it looks at rest, under the pointer, with
//! the focus and when chosen. A field must look like a place to type, a tab like a tab, a row
//! like a line of a table: one look per role, painted by one system.

use bevy::picking::hover::Hovered;
use bevy::prelude::*;

use super::interaction::{Chosen, Focused, MenuButton};
use super::palette::{self, BUTTON_BORDER, BUTTON_FOCUS, BUTTON_HOVER, BUTTON_IDLE, GOLD};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, paint.in_set(crate::states::AppSystems::Menus).after(super::interaction::Navigated));
}

/// What a pressable thing is: the status report names it so, and its look follows it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A menu's button: an action.
    Button,
    /// A text field: an inset box to type into.
    Field,
    /// One of a row of tabs, the shown one marked.
    Tab,
    /// One of a segmented choice (a game, a clock), the chosen one marked.
    Choice,
    /// A tile of a grid that starts something at once (quick pairing).
    Tile,
    /// A line of a table (a seek, a game): columns, no button's frame.
    Row,
    /// A player as a small pill: a name and a rating.
    Chip,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Button => "button",
            Role::Field => "field",
            Role::Tab => "tab",
            Role::Choice => "choice",
            Role::Tile => "tile",
            Role::Row => "row",
            Role::Chip => "chip",
        }
    }

    pub fn look(self) -> &'static Look {
        match self {
            Role::Button => &BUTTON,
            Role::Field => &FIELD,
            Role::Tab => &TAB,
            Role::Choice => &CHOICE,
            Role::Tile => &TILE,
            Role::Row => &ROW,
            Role::Chip => &CHIP,
        }
    }
}

/// A role's colours: the background and the border, each at rest, with the focus, and chosen
/// (a tab shown, a choice made, a field being typed into, a tile waiting, the player's own row).
#[derive(Debug)]
pub struct Look {
    pub idle: Color,
    pub hover: Color,
    pub focus: Color,
    pub chosen: Color,
    pub border: Color,
    pub border_focus: Color,
    pub border_chosen: Color,
}

const BUTTON: Look = Look {
    idle: BUTTON_IDLE,
    hover: BUTTON_HOVER,
    focus: BUTTON_FOCUS,
    chosen: BUTTON_IDLE,
    border: BUTTON_BORDER,
    border_focus: BUTTON_BORDER,
    border_chosen: GOLD,
};

/// Darker than the screen, as if cut into it; the focus is a ring, not a fill, so the typed
/// text stays readable.
const FIELD: Look = Look {
    idle: palette::FIELD,
    hover: Color::srgb(0.08, 0.09, 0.105),
    focus: palette::FIELD,
    chosen: palette::FIELD,
    border: Color::srgb(0.28, 0.30, 0.34),
    border_focus: BUTTON_FOCUS,
    border_chosen: GOLD,
};

const TAB: Look = Look {
    idle: Color::NONE,
    hover: Color::srgb(0.16, 0.18, 0.22),
    focus: BUTTON_FOCUS,
    chosen: Color::srgb(0.19, 0.22, 0.27),
    border: Color::NONE,
    border_focus: BUTTON_FOCUS,
    border_chosen: GOLD,
};

const CHOICE: Look = Look {
    idle: Color::srgb(0.14, 0.16, 0.19),
    hover: BUTTON_HOVER,
    focus: BUTTON_FOCUS,
    chosen: palette::CHOSEN,
    border: Color::srgb(0.26, 0.29, 0.34),
    border_focus: BUTTON_FOCUS,
    border_chosen: GOLD,
};

const TILE: Look = Look {
    idle: Color::srgb(0.15, 0.17, 0.21),
    hover: Color::srgb(0.22, 0.26, 0.32),
    focus: BUTTON_FOCUS,
    chosen: palette::WAITING,
    border: Color::srgb(0.30, 0.34, 0.40),
    border_focus: BUTTON_FOCUS,
    border_chosen: palette::GO,
};

const ROW: Look = Look {
    idle: Color::srgba(1.0, 1.0, 1.0, 0.03),
    hover: Color::srgba(1.0, 1.0, 1.0, 0.11),
    focus: BUTTON_FOCUS,
    chosen: Color::srgba(0.96, 0.84, 0.55, 0.16),
    border: Color::NONE,
    border_focus: BUTTON_FOCUS,
    border_chosen: Color::NONE,
};

const CHIP: Look = Look {
    idle: Color::srgb(0.18, 0.22, 0.28),
    hover: Color::srgb(0.26, 0.31, 0.38),
    focus: BUTTON_FOCUS,
    chosen: Color::srgb(0.18, 0.22, 0.28),
    border: Color::srgb(0.42, 0.49, 0.58),
    border_focus: BUTTON_FOCUS,
    border_chosen: GOLD,
};

/// The focus shows first, then the choice, then the pointer. A plain button's border is its
/// menu's (the title's cards rim the chosen one themselves).
fn paint(
    focused: Res<Focused>,
    mut pressables: Query<
        (
            Entity,
            &Hovered,
            Has<bevy::ui::Pressed>,
            Option<&Role>,
            Option<&Chosen>,
            &mut BackgroundColor,
            Option<&mut BorderColor>,
        ),
        With<MenuButton>,
    >,
) {
    for (e, hovered, pressed, role, chosen, mut bg, mut border) in &mut pressables {
        let role = role.copied().unwrap_or(Role::Button);
        let look = role.look();
        let (focus, chosen) = (focused.0 == Some(e), chosen.is_some_and(|c| c.0));
        let wanted = if focus {
            look.focus
        } else if chosen && role != Role::Button {
            look.chosen
        } else if hovered.get() || pressed {
            look.hover
        } else {
            look.idle
        };
        if bg.0 != wanted {
            bg.0 = wanted;
        }
        let (Some(border), false) = (border.as_mut(), role == Role::Button) else { continue };
        let rim = if focus {
            look.border_focus
        } else if chosen {
            look.border_chosen
        } else {
            look.border
        };
        if border.top != rim {
            **border = BorderColor::all(rim);
        }
    }
}
