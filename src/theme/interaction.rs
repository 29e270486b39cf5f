//! Buttons answer the pointer (bevy_ui_widgets' `Button` sends `Activate` on a click or tap) and
//! the keyboard or gamepad (arrows or the D-pad move the focus through the visible buttons,
//! Confirm activates the focused one); their colour says which is hovered and which focused.

use bevy::ecs::system::SystemParam;
use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use leafwing_input_manager::prelude::*;

use super::palette::{BUTTON_FOCUS, BUTTON_HOVER, BUTTON_IDLE, SMALL_CHOSEN, SMALL_HOVER, SMALL_IDLE};
use crate::input::{Controls, MenuAction};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focused>();
    app.add_systems(Update, ((navigate, paint).chain(), paint_small).in_set(crate::states::AppSystems::Menus));
}

/// A button the focus can reach, in its menu's own order (`FocusTree`).
#[derive(Component, Clone, Copy, Debug)]
pub struct MenuButton;

/// The focus order of the buttons shown, read from the UI tree: the menus drawn over others
/// come after them (their root's `GlobalZIndex`, then the order the roots were spawned in: their
/// index, since `Entity`'s own order is not the spawn order), and within a menu its
/// buttons come in the order it spawns them (each button's index among its siblings, and its
/// ancestors', from the root down). Each menu's own list is its order: no numbers to keep in
/// step across files.
#[derive(SystemParam)]
pub struct FocusTree<'w, 's> {
    nodes: Query<'w, 's, (Option<&'static ChildOf>, Option<&'static GlobalZIndex>)>,
    children: Query<'w, 's, &'static Children>,
}

/// Where a button stands in focus order; see `FocusTree`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct FocusKey {
    z: i32,
    root: u32,
    path: Vec<usize>,
}

impl FocusTree<'_, '_> {
    pub fn key(&self, button: Entity) -> FocusKey {
        let mut path = Vec::new();
        let mut at = button;
        let mut z = 0;
        while let Ok((parent, global_z)) = self.nodes.get(at) {
            if let Some(global_z) = global_z {
                z = z.max(global_z.0);
            }
            let Some(parent) = parent else { break };
            let index = self.children.get(parent.parent()).ok().and_then(|c| c.iter().position(|e| e == at));
            path.push(index.unwrap_or(usize::MAX));
            at = parent.parent();
        }
        path.reverse();
        FocusKey { z, root: at.index_u32(), path }
    }
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
    buttons: Query<(Entity, &InheritedVisibility), With<MenuButton>>,
    tree: FocusTree,
    mut focused: ResMut<Focused>,
) {
    let mut visible: Vec<Entity> = buttons.iter().filter(|(_, v)| v.get()).map(|(e, _)| e).collect();
    if visible.is_empty() {
        focused.0 = None;
        return;
    }
    let keys = *controls;
    let step = if keys.just_pressed(&MenuAction::Down) {
        1
    } else if keys.just_pressed(&MenuAction::Up) {
        -1
    } else {
        0
    };
    if step != 0 {
        // Sorted only when the focus moves: most frames nobody presses a direction.
        visible.sort_by_cached_key(|&e| tree.key(e));
        let n = visible.len() as i32;
        let next = match focused.0.and_then(|f| visible.iter().position(|&e| e == f)) {
            Some(i) => (i as i32 + step).rem_euclid(n) as usize,
            None => 0,
        };
        focused.0 = Some(visible[next]);
    } else if focused.0.is_some_and(|f| !visible.contains(&f)) {
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

#[cfg(test)]
mod tests {
    use bevy::ecs::system::SystemState;

    use super::*;

    #[test]
    fn focus_follows_each_menus_list_and_menus_drawn_over_come_last() {
        let mut world = World::new();
        let button = |world: &mut World, name: &'static str| world.spawn((Name::new(name), MenuButton)).id();
        // A menu drawn over the others, spawned first.
        let over = button(&mut world, "over");
        world.spawn((Node::default(), GlobalZIndex(10))).add_children(&[over]);
        // A menu: a button, a row of two, a button; then one more put in second place.
        let [first, left, right, last, inserted] =
            ["first", "left", "right", "last", "inserted"].map(|n| button(&mut world, n));
        let row = world.spawn(Node::default()).add_children(&[left, right]).id();
        let menu = world.spawn(Node::default()).add_children(&[first, row, last]).id();
        world.entity_mut(menu).insert_children(1, &[inserted]);
        // A second menu at the same depth, spawned later.
        let later = button(&mut world, "later");
        world.spawn(Node::default()).add_children(&[later]);

        let mut state = SystemState::<FocusTree>::new(&mut world);
        let tree = state.get(&world).unwrap();
        let mut buttons = [over, later, last, right, inserted, left, first];
        buttons.sort_by_cached_key(|&e| tree.key(e));
        let names: Vec<&str> = buttons.iter().map(|&e| world.get::<Name>(e).unwrap().as_str()).collect();
        assert_eq!(names, ["first", "inserted", "left", "right", "last", "later", "over"]);
    }
}
