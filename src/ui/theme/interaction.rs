//! Buttons answer the pointer (bevy_ui_widgets' `Button` sends `Activate` on a click or tap) and
//! the keyboard or gamepad (arrows or the D-pad move the focus through the visible buttons,
//! Confirm activates the focused one); their colour says which is hovered and which focused.

use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use leafwing_input_manager::prelude::*;

use super::palette::{BUTTON_FOCUS, BUTTON_HOVER, BUTTON_IDLE, SMALL_CHOSEN, SMALL_HOVER, SMALL_IDLE};
use crate::input::{Controls, MenuAction};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focused>();
    app.add_systems(Update, ((navigate, paint).chain(), paint_small).in_set(crate::AppSystems::Menus));
}

/// A button the focus can reach; `order` sorts it among the visible ones.
#[derive(Component, Clone, Copy, Debug)]
pub struct MenuButton {
    pub order: u32,
}

/// A small button of a game panel (the move list): the pointer's only, the game's keys do what
/// it does.
#[derive(Component, Clone, Copy, Debug)]
pub struct SmallButton;

/// A small button marked as the current choice (the move the table shows).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chosen(pub bool);

/// The button keyboard/gamepad navigation has reached.
#[derive(Resource, Default, Debug)]
pub struct Focused(pub Option<Entity>);

fn navigate(
    mut commands: Commands,
    controls: Single<&ActionState<MenuAction>, With<Controls>>,
    buttons: Query<(Entity, &MenuButton, &InheritedVisibility)>,
    mut focused: ResMut<Focused>,
) {
    let mut visible: Vec<(u32, Entity)> =
        buttons.iter().filter(|(_, _, v)| v.get()).map(|(e, b, _)| (b.order, e)).collect();
    visible.sort();
    if visible.is_empty() {
        focused.0 = None;
        return;
    }
    let keys = *controls;
    let at = focused.0.and_then(|f| visible.iter().position(|&(_, e)| e == f));
    let step = if keys.just_pressed(&MenuAction::Down) {
        1
    } else if keys.just_pressed(&MenuAction::Up) {
        -1
    } else {
        0
    };
    if step != 0 {
        let n = visible.len() as i32;
        let next = match at {
            Some(i) => (i as i32 + step).rem_euclid(n) as usize,
            None => 0,
        };
        focused.0 = Some(visible[next].1);
    } else if at.is_none() {
        focused.0 = None;
    }
    if keys.just_pressed(&MenuAction::Confirm)
        && let Some(entity) = focused.0
    {
        commands.trigger(Activate { entity });
    }
}

fn paint(
    focused: Res<Focused>,
    mut buttons: Query<(Entity, &Hovered, Has<bevy::ui::Pressed>, &mut BackgroundColor), With<MenuButton>>,
) {
    for (e, hovered, pressed, mut bg) in &mut buttons {
        let wanted = if focused.0 == Some(e) {
            BUTTON_FOCUS
        } else if hovered.get() || pressed {
            BUTTON_HOVER
        } else {
            BUTTON_IDLE
        };
        if bg.0 != wanted {
            bg.0 = wanted;
        }
    }
}

fn paint_small(
    mut buttons: Query<(&Hovered, Has<bevy::ui::Pressed>, &mut BackgroundColor, Option<&Chosen>), With<SmallButton>>,
) {
    for (hovered, pressed, mut bg, chosen) in &mut buttons {
        let wanted = if chosen.is_some_and(|c| c.0) {
            SMALL_CHOSEN
        } else if hovered.get() || pressed {
            SMALL_HOVER
        } else {
            SMALL_IDLE
        };
        if bg.0 != wanted {
            bg.0 = wanted;
        }
    }
}
