//! The app without a window: MinimalPlugins + the core plugins (states, match, rules, input
//! bindings) + the table's picking. Whole games of every game on the table are played through
//! intents, simulated mouse clicks, the keyboard and a simulated gamepad, checking the engine
//! position and the turn phase at every step.

mod analysis;
mod arenas;
mod common;
mod expert;
mod focus;
mod guide;
mod hints;
mod i18n;
mod kamon;
mod lobby;
mod online;
mod oxono;
mod panels;
mod puzzles;
mod redraw;
mod review;
mod saves;
mod takeback;
mod title;
mod touch;
mod typing;
mod yoxii;
