//! The interface's colours and sizes, in one place.

use bevy::prelude::*;

/// A button at rest, under the pointer (or pressed), and reached by the keyboard or gamepad.
pub const BUTTON_IDLE: Color = Color::srgb(0.17, 0.19, 0.23);
pub const BUTTON_HOVER: Color = Color::srgb(0.27, 0.31, 0.38);
pub const BUTTON_FOCUS: Color = Color::srgb(0.80, 0.55, 0.20);
pub const BUTTON_BORDER: Color = Color::srgb(0.35, 0.38, 0.44);
pub const BUTTON_TEXT: Color = Color::srgb(0.95, 0.93, 0.88);

/// Text on the interface's dark panels.
pub const TEXT: Color = BUTTON_TEXT;
/// Evaluations, offers: what the game tells rather than asks.
pub const INFO: Color = Color::srgb(0.55, 0.8, 1.0);
/// A state to notice (online: the link, a clock running low).
pub const WARM: Color = Color::srgb(1.0, 0.75, 0.5);
/// A panel over the table (the game panel, the HUD, the game-over panel): dark, the table shows
/// through a little.
pub const PANEL: Color = Color::srgba(0.05, 0.05, 0.07, 0.8);

/// The app's name and the online screen's heading.
pub const GOLD: Color = Color::srgb(0.96, 0.84, 0.55);
/// Credits, page numbers.
pub const MUTED: Color = Color::srgb(0.7, 0.7, 0.7);
/// Why something failed (an import, a saved game).
pub const TROUBLE: Color = Color::srgb(1.0, 0.55, 0.45);

/// A screen of its own (the title, Play online).
pub const SCREEN: Color = Color::srgb(0.10, 0.11, 0.13);
/// A screen laid over another (How to play, Settings).
pub const OVERLAY: Color = Color::srgba(0.06, 0.07, 0.09, 0.96);
/// The pause menu over the table, which stays in view.
pub const DIMMED: Color = Color::srgba(0.0, 0.0, 0.0, 0.55);

/// A full button's width where the window has room; half buttons share a row of two.
pub const BUTTON_WIDTH: f32 = 440.0;
pub const HALF_BUTTON_WIDTH: f32 = 216.0;
/// The least height of a button: a fingertip on a touch screen.
pub const BUTTON_MIN_HEIGHT: f32 = 44.0;
pub const BUTTON_FONT: f32 = 19.0;

/// The game panel's small buttons (the move list): at rest, hovered, and the move shown.
pub const SMALL_IDLE: Color = Color::srgba(0.22, 0.24, 0.29, 0.9);
pub const SMALL_HOVER: Color = Color::srgb(0.34, 0.38, 0.46);
pub const SMALL_CHOSEN: Color = Color::srgb(0.80, 0.55, 0.20);
pub const SMALL_FONT: f32 = 14.0;

/// A text field's inset box: darker than the screen it is cut into.
pub const FIELD: Color = Color::srgb(0.045, 0.05, 0.06);
/// A segmented choice's chosen part.
pub const CHOSEN: Color = Color::srgb(0.22, 0.34, 0.44);
/// A quick-pairing tile this player waits at, and its rim.
pub const WAITING: Color = Color::srgb(0.14, 0.32, 0.23);
pub const GO: Color = Color::srgb(0.45, 0.85, 0.55);
/// A table's column headings and a field's placeholder.
pub const FAINT: Color = Color::srgb(0.55, 0.57, 0.60);
/// The link's dot: connected, on its way, lost.
pub const LINK_OPEN: Color = GO;
pub const LINK_WAIT: Color = Color::srgb(0.95, 0.75, 0.30);
pub const LINK_LOST: Color = Color::srgb(0.95, 0.40, 0.35);
/// The text sizes of the online screens: a section's heading, a line of a table, a small note.
pub const HEADING_FONT: f32 = 18.0;
pub const ROW_FONT: f32 = 16.0;
pub const NOTE_FONT: f32 = 14.0;
