//! Buttons answer the pointer (bevy_ui_widgets' `Button` sends `Activate` on a click or tap) and
//! the keyboard or gamepad (arrows or the D-pad move the focus through the buttons shown of the
//! menu that holds it, Confirm activates the focused one); their colour says which is hovered and
//! which focused.
//!
//! The focus belongs to one layer at a time: the menu drawn over all others (the book over the
//! pause menu over the table), else the screen's own buttons. A menu that opens takes the focus
//! to its first button (or the one marked `FocusStart`); closing it gives the focus back where it
//! was below. During play the board holds it: the D-pad walks the board's cursor and A picks,
//! until the player moves to the table's panels on purpose (online: Select or G; B or Select
//! again comes back), or the game ends and its panel takes it.

use bevy::ecs::system::SystemParam;
use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use leafwing_input_manager::prelude::*;

use super::palette::{SMALL_CHOSEN, SMALL_HOVER, SMALL_IDLE};
use crate::input::{BoardCursor, Controls, LastDevice, MenuAction, PlayAction, PlayFocus};
use crate::match_flow::Match;
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focused>();
    app.init_resource::<FocusLayers>();
    app.add_systems(Update, (navigate.in_set(Navigated), paint_small).in_set(crate::states::AppSystems::Menus));
}

/// The focus has moved for this frame: the looks are painted after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Navigated;

/// A button the focus can reach, in its menu's own order (`FocusTree`).
#[derive(Component, Clone, Copy, Debug)]
pub struct MenuButton;

/// The button a menu's focus starts on when it opens, where its first is not the one to start
/// on (the game-over panel's Play again, below the online panel's buttons).
#[derive(Component, Clone, Copy, Debug)]
pub struct FocusStart;

/// The focus order of the buttons shown, read from the UI tree: the menus drawn over others
/// come after them (their root's `GlobalZIndex`, then the order the roots were spawned in: their
/// index, since `Entity`'s own order is not the spawn order), and within a menu its
/// buttons come in the order it spawns them (each button's index among its siblings, and its
/// ancestors', from the root down). Each menu's own list is its order: no numbers to keep in
/// step across files.
#[derive(SystemParam)]
pub struct FocusTree<'w, 's> {
    nodes: Query<
        'w,
        's,
        (Option<&'static ChildOf>, Option<&'static GlobalZIndex>, Option<&'static Node>, Option<&'static Visibility>),
    >,
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
    /// The button's place in focus order, or `None` where nobody sees it: gone, or it or a node
    /// above it hidden or left out of the layout (`Display::None`, which leaves visibility as it
    /// is: the online panel's rows are hidden that way).
    pub fn place(&self, button: Entity) -> Option<FocusKey> {
        let mut path = Vec::new();
        let mut at = button;
        let mut z = 0;
        loop {
            let (parent, global_z, node, visibility) = self.nodes.get(at).ok()?;
            if visibility == Some(&Visibility::Hidden) || node.is_some_and(|n| n.display == Display::None) {
                return None;
            }
            if let Some(global_z) = global_z {
                z = z.max(global_z.0);
            }
            let Some(parent) = parent else { break };
            let index = self.children.get(parent.parent()).ok().and_then(|c| c.iter().position(|e| e == at));
            path.push(index.unwrap_or(usize::MAX));
            at = parent.parent();
        }
        path.reverse();
        Some(FocusKey { z, root: at.index_u32(), path })
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

/// Which buttons the focus may reach now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FocusLayer {
    /// During play: the board's cursor; no button.
    Board,
    /// The screen's own buttons (the title's, Play online's, the table's panels).
    #[default]
    Screen,
    /// A menu drawn over the screen: its `GlobalZIndex` and its root.
    Over { z: i32, root: u32 },
}

impl FocusLayer {
    fn height(self) -> i32 {
        match self {
            FocusLayer::Board | FocusLayer::Screen => 0,
            FocusLayer::Over { z, .. } => z,
        }
    }
}

/// The layer that holds the focus, and the focus each layer below it had when a menu opened
/// over it, to give back when that menu closes.
#[derive(Resource, Default, Debug)]
pub struct FocusLayers {
    pub now: FocusLayer,
    below: Vec<(FocusLayer, Option<Entity>)>,
    /// A game was being played at the last look (the board held the base layer).
    playing: bool,
}

/// What the focus reads besides the buttons: whether a game is being played, the device used
/// last, and the board's side of the focus.
#[derive(SystemParam)]
struct PlayState<'w> {
    screen: Res<'w, State<Screen>>,
    game: Option<Res<'w, Match>>,
    device: Res<'w, LastDevice>,
    focus: ResMut<'w, PlayFocus>,
    cursor: ResMut<'w, BoardCursor>,
}

impl PlayState<'_> {
    fn playing(&self) -> bool {
        *self.screen.get() == Screen::Gameplay && self.game.as_ref().is_some_and(|g| !g.is_over())
    }
}

fn navigate(
    mut commands: Commands,
    controls: Single<(&ActionState<MenuAction>, &ActionState<PlayAction>), With<Controls>>,
    buttons: Query<(Entity, Has<FocusStart>), With<MenuButton>>,
    added: Query<(), Added<MenuButton>>,
    mut removed: RemovedComponents<MenuButton>,
    tree: FocusTree,
    mut play: PlayState,
    mut focused: ResMut<Focused>,
    mut layers: ResMut<FocusLayers>,
) {
    // The board's keys follow the focus one frame late, so that the press that moves the focus
    // (B back to the board, A on a panel's last button) does not also act on the board.
    let in_game = *play.screen.get() == Screen::Gameplay;
    let on_a_button = in_game && focused.0.is_some() && layers.now != FocusLayer::Board;
    play.focus.set_if_neq(if on_a_button { PlayFocus::Panels } else { PlayFocus::Board });
    let (keys, play_keys) = *controls;
    let step = if keys.just_pressed(&MenuAction::Down) {
        1
    } else if keys.just_pressed(&MenuAction::Up) {
        -1
    } else {
        0
    };
    let confirm = keys.just_pressed(&MenuAction::Confirm);
    let panel = play_keys.just_pressed(&PlayAction::Panel);
    let back = keys.just_pressed(&MenuAction::Back);
    let playing = play.playing();
    let appeared = !added.is_empty();
    let changed = appeared || removed.read().count() > 0 || playing != layers.playing;
    let lost = focused.0.is_some_and(|f| tree.place(f).is_none());
    // Most frames nobody presses anything and no menu opens or closes.
    if step == 0 && !confirm && !panel && !back && !changed && !lost {
        return;
    }
    layers.playing = playing;
    let before = focused.0;
    let mut shown: Vec<(FocusKey, Entity, bool)> =
        buttons.iter().filter_map(|(e, start)| tree.place(e).map(|key| (key, e, start))).collect();
    shown.sort_by(|a, b| a.0.cmp(&b.0));
    let top = shown.last().map(|s| s.0.z).filter(|&z| z > 0);
    // Online, Select (or G) moves between the board and the panels' buttons; B comes back.
    let mut on_panels = layers.now == FocusLayer::Screen;
    if playing && top.is_none() {
        if panel {
            on_panels = !on_panels;
        } else if back {
            on_panels = false;
        }
    }
    let mut layer = match top {
        Some(z) => FocusLayer::Over { z, root: shown.iter().find(|s| s.0.z == z).map_or(0, |s| s.0.root) },
        None if playing && !on_panels => FocusLayer::Board,
        None => FocusLayer::Screen,
    };
    let members: Vec<(Entity, bool)> = match layer {
        FocusLayer::Over { z, .. } => shown.iter().filter(|s| s.0.z == z).map(|s| (s.1, s.2)).collect(),
        FocusLayer::Board => Vec::new(),
        FocusLayer::Screen => shown.iter().filter(|s| s.0.z <= 0).map(|s| (s.1, s.2)).collect(),
    };
    // During play, panels with nothing to press leave the focus with the board.
    if playing && layer == FocusLayer::Screen && members.is_empty() {
        layer = FocusLayer::Board;
    }
    let first = members.iter().find(|m| m.1).or(members.first()).map(|m| m.0);
    let holds = |e: Option<Entity>| e.filter(|e| members.iter().any(|m| m.0 == *e));
    // A pad has no pointer: its menus show their focus from the start. Beside a keyboard or a
    // touch screen the focus waits for the first arrow (Space typed in a field presses nothing).
    let pad = *play.device == LastDevice::Gamepad;
    let entered = playing && layer == FocusLayer::Screen && layers.now == FocusLayer::Board;
    if layer != layers.now {
        if let Some(i) = layers.below.iter().position(|(l, _)| *l == layer) {
            // The menu over this layer closed: the focus comes back where it was.
            let kept = layers.below[i].1;
            layers.below.truncate(i);
            focused.0 = holds(kept).or(first.filter(|_| pad));
        } else {
            if layer.height() > layers.now.height() {
                let was = (layers.now, focused.0);
                layers.below.push(was);
            } else {
                layers.below.retain(|(l, _)| l.height() < layer.height());
            }
            // Moving to the panels on purpose shows where the focus went, whatever the device.
            focused.0 = first.filter(|_| pad || entered);
        }
        layers.now = layer;
    } else if back && in_game && !playing && layer == FocusLayer::Screen {
        // After the game, B lets go of the panel's button: the board's keys (review) take B.
        focused.0 = None;
    } else {
        // A pad's focus moves on from a button that went, and to the first of a layer whose
        // buttons came after it opened (the game-over panel after the last move's animation).
        let kept = holds(focused.0);
        focused.0 = kept.or(first.filter(|_| pad && (lost || appeared)));
    }
    if layer == FocusLayer::Board && playing {
        focused.0 = None;
    } else if playing && layer == FocusLayer::Screen && play.cursor.visible {
        // The board's cursor steps aside while a panel has the focus.
        play.cursor.visible = false;
    }
    if step != 0 {
        focused.0 = match focused.0.and_then(|f| members.iter().position(|m| m.0 == f)) {
            Some(i) => Some(members[(i as i32 + step).rem_euclid(members.len() as i32) as usize].0),
            None => first,
        };
    }
    if confirm && let Some(entity) = focused.0 {
        commands.trigger(Activate { entity });
    }
    // A screen that scrolls brings the focused button into view.
    if let Some(entity) = focused.0.filter(|&f| Some(f) != before) {
        commands.trigger(bevy::ui_widgets::ScrollIntoView { entity });
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
        buttons.sort_by_cached_key(|&e| tree.place(e).unwrap());
        let names: Vec<&str> = buttons.iter().map(|&e| world.get::<Name>(e).unwrap().as_str()).collect();
        assert_eq!(names, ["first", "inserted", "left", "right", "last", "later", "over"]);
    }
}
