//! What every headless test uses: an app for a game, frames, simulated devices and clicks.

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::input::InputPlugin;
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use leafwing_input_manager::prelude::*;
use tabletrio::input::BoardCursor;
use tabletrio::launch::Launch;
use tabletrio::match_flow::{Ask, BoardSpots, Intent, Match, PlayerKind, Rejected, Sender, TurnPhase};
use tabletrio::saves::SaveStore;
use tabletrio::states::Screen;
use tabletrio::table::{BoardTile, PickTarget, TileMaterials};
use tabletrio::theme::{MenuButton, Role, SmallButton};
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Pick, oxono};

pub use tabletrio::i18n::english;

/// The core app on a game's table, started from a record if one is given.
pub fn app_for(kind: GameKind, players: [PlayerKind; 2], record: Option<&str>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    // 50 ms a frame: animations (0.45 s) take ten frames, whatever the machine's speed.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(50)));
    let record = record.map(|text| AnyPosition::from_record(kind, text).expect("a valid record"));
    app.insert_resource(Launch { direct: Some(kind), players, record, seed: 3, ..default() });
    app.add_plugins((tabletrio::core_plugin, tabletrio::table::picking_plugin));
    app.add_message::<PointerClick>();
    spawn_pick_targets(&mut app, kind);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// What the game's 3D view lays out: where the squares are (for the cursor), and one pickable
/// entity per square and totem (a headless app draws no table).
pub fn spawn_pick_targets(app: &mut App, kind: GameKind) {
    app.insert_resource::<BoardSpots>(tabletrio::looks::table_layout(kind).spots());
    let world = app.world_mut();
    for (square, _) in tabletrio::looks::table_layout(kind).squares {
        world.spawn(PickTarget(Pick::Square(square)));
    }
    if kind == GameKind::Oxono {
        for s in oxono::Symbol::BOTH {
            world.spawn(PickTarget(Pick::Totem(s)));
        }
    }
}

pub fn phase(app: &App) -> TurnPhase {
    *app.world().resource::<State<TurnPhase>>().get()
}

pub fn game(app: &App) -> &Match {
    app.world().resource::<Match>()
}

/// Asks for something from the sender of the people at this screen, as the input devices do.
pub fn send(app: &mut App, ask: Ask) {
    let from = game(app).local_sender();
    send_from(app, from, ask);
}

/// Asks for something from a given sender (the computer's, the other player's, the table's).
pub fn send_from(app: &mut App, from: Sender, ask: Ask) {
    app.world_mut().write_message(Intent::new(from, ask));
    app.update();
}

/// Runs frames until the phase is `want` (at most two seconds of game time).
pub fn settle(app: &mut App, want: TurnPhase) {
    for _ in 0..40 {
        if phase(app) == want {
            return;
        }
        app.update();
    }
    panic!("phase stuck at {:?}, wanted {want:?}", phase(app));
}

/// Runs frames until the next turn begins, or the game-over phase if the game is over.
pub fn settle_turn(app: &mut App) {
    // The phase a pick set takes effect on the next frame.
    app.update();
    let want = if game(app).position().is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) };
    settle(app, want);
}

pub fn rejections(app: &mut App) -> Vec<String> {
    let messages = app.world_mut().resource_mut::<Messages<Rejected>>();
    let mut cursor = messages.get_cursor();
    cursor.read(&messages).map(|r| tabletrio::i18n::english(&r.0)).collect()
}

/// Presses and releases a button over two frames.
pub fn tap(app: &mut App, button: impl Buttonlike + Clone) {
    button.press(app.world_mut());
    app.update();
    button.release(app.world_mut());
    app.update();
}

pub fn connect_gamepad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    let connected = GamepadConnection::Connected { name: "Test pad".into(), vendor_id: None, product_id: None };
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, connected));
    app.update();
    app.update();
    assert!(app.world().get::<Gamepad>(pad).is_some(), "the test gamepad is connected");
    pad
}

pub fn cursor(app: &App) -> BoardCursor {
    *app.world().resource::<BoardCursor>()
}

/// Taps the direction buttons (up, down, left, right) that walk the cursor to `to`.
pub fn walk_cursor<B: Buttonlike + Clone>(app: &mut App, to: u8, dirs: &[B; 4]) {
    let spot = |app: &App, sq: u8| {
        app.world().resource::<BoardSpots>().0.iter().find(|(s, _)| *s == sq).map(|(_, at)| *at).expect("a square")
    };
    let [up, down, left, right] = dirs.clone();
    if !cursor(app).visible {
        // The first press shows the cursor where play is.
        tap(app, up.clone());
    }
    let mut guard = 0;
    let mut prefer_x = true;
    while cursor(app).square != to {
        guard += 1;
        assert!(guard < 40, "cursor walk stuck at {}", cursor(app).square);
        let d = spot(app, to) - spot(app, cursor(app).square);
        // The longer way first (on a hexagonal board a step up also moves half a cell sideways);
        // the other way when that one is blocked.
        let horizontal =
            if d.x.abs() > 0.1 && d.y.abs() > 0.1 { (d.x.abs() >= d.y.abs()) == prefer_x } else { d.x.abs() > 0.1 };
        let button = match (horizontal, d.x > 0.0, d.y > 0.0) {
            (true, true, _) => right.clone(),
            (true, false, _) => left.clone(),
            (false, _, true) => down.clone(),
            (false, _, false) => up.clone(),
        };
        let before = cursor(app).square;
        tap(app, button);
        if cursor(app).square == before {
            prefer_x = !prefer_x;
        }
    }
}

/// Sends what a picking backend sends for a left click on `entity` (it bubbles to parents).
pub fn left_click(app: &mut App, entity: Entity) {
    let location = Location { target: NormalizedRenderTarget::None { width: 1280, height: 720 }, position: Vec2::ZERO };
    let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
    let pointer = Pointer::new(PointerId::Mouse, location);
    let click = PointerClick {
        entity,
        pointer,
        button: PointerButton::Primary,
        hit,
        duration: Duration::from_millis(90),
        count: 1,
    };
    app.world_mut().trigger(click);
}

/// Clicks the square's tile or the totem, as the mesh picking backend would, then runs a frame.
pub fn click(app: &mut App, pick: Pick) {
    let entity = app
        .world_mut()
        .query::<(Entity, &PickTarget)>()
        .iter(app.world())
        .find(|(_, t)| t.0 == pick)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("an entity for {pick:?}"));
    left_click(app, entity);
    app.update();
}

/// The board's tiles as the game's view makes them, with the shared materials in telling
/// colours, to see which ones light up.
pub fn spawn_tiles(app: &mut App, kind: GameKind) -> TileMaterials {
    app.init_resource::<Assets<StandardMaterial>>();
    let tiles = {
        let mut materials = app.world_mut().resource_mut::<Assets<StandardMaterial>>();
        let mut add = |c: Color| materials.add(StandardMaterial::from(c));
        TileMaterials {
            plain: add(Color::WHITE),
            target: add(Color::BLACK),
            hover: add(Color::srgb(0.1, 0.0, 0.0)),
            cursor: add(Color::srgb(0.2, 0.0, 0.0)),
            refused: add(Color::srgb(0.3, 0.0, 0.0)),
            hint: add(Color::srgb(0.4, 0.0, 0.0)),
            lit: add(Color::srgb(0.5, 0.0, 0.0)),
        }
    };
    app.insert_resource(tiles.clone());
    let layout = tabletrio::looks::table_layout(kind);
    for &(square, _) in &layout.squares {
        app.world_mut().spawn((
            BoardTile { square, rest: 0.0, plain: None },
            MeshMaterial3d(tiles.plain.clone()),
            Transform::default(),
        ));
    }
    app.insert_resource(layout);
    tiles
}

/// The squares whose tiles are lit; every other tile must be plain.
pub fn lit_squares(app: &mut App, tiles: &TileMaterials) -> u64 {
    let mut shown = 0u64;
    for (tile, material) in app.world_mut().query::<(&BoardTile, &MeshMaterial3d<StandardMaterial>)>().iter(app.world())
    {
        if material.0 == tiles.lit {
            shown |= 1 << tile.square;
        } else {
            assert_eq!(material.0, tiles.plain, "square {} at the end", tile.square);
        }
    }
    shown
}

/// The core app and the menus, on the title screen.
pub fn title_app() -> App {
    title_app_with(SaveStore::Off)
}

/// The title screen with saved games kept in `store`.
pub fn title_app_with(store: SaveStore) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(50)));
    // The table's picking too, as the real app has it on the title (a system of it once failed
    // there, where no match exists).
    app.add_plugins((tabletrio::core_plugin, tabletrio::ui_plugin, tabletrio::table::picking_plugin));
    app.insert_resource(store);
    // The labels the tests read are English, whatever this machine's language.
    app.insert_resource(tabletrio::settings::Settings { language: Some(tabletrio::i18n::Language::En), ..default() });
    app.add_message::<PointerClick>();
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    app
}

/// The menu or panel button named `name` (its label's message, such as `menu-start`, or the
/// name its menu gave it, such as `player-2` or `setting-sound`).
pub fn named_button(app: &mut App, name: &str) -> Entity {
    let found: Vec<Entity> = app
        .world_mut()
        .query_filtered::<(Entity, &Name), Or<(With<MenuButton>, With<SmallButton>, With<Role>)>>()
        .iter(app.world())
        .filter(|(_, n)| n.as_str() == name)
        .map(|(e, _)| e)
        .collect();
    match found[..] {
        [one] => one,
        _ => panic!("{} buttons named {name:?}", found.len()),
    }
}

/// The label on a button: its first text (a game card has its picture first); a row's, a
/// tile's or a chip's cells, joined with " · " (as the status report shows them).
pub fn label(app: &mut App, name: &str) -> String {
    let button = named_button(app, name);
    if matches!(app.world().get::<Role>(button), Some(Role::Row | Role::Tile | Role::Chip)) {
        let mut cells = Vec::new();
        collect_cells(app.world(), button, &mut cells);
        return cells.join(" · ");
    }
    let children = app.world().get::<Children>(button).expect("a label");
    let text = children.iter().find_map(|c| app.world().get::<Text>(c)).expect("a label");
    text.0.clone()
}

fn collect_cells(world: &World, at: Entity, out: &mut Vec<String>) {
    let Some(children) = world.get::<Children>(at) else { return };
    for &child in children {
        if world.get::<tabletrio::theme::cells::Cell>(child).is_some()
            && let Some(text) = world.get::<Text>(child).filter(|t| !t.0.is_empty())
        {
            out.push(text.0.clone());
        }
        collect_cells(world, child, out);
    }
}

/// Whether a person sees `entity`: no node up the tree is hidden or left out of the layout.
/// (Headless apps do not propagate visibility, so the tree is read here.)
pub fn is_shown(app: &App, entity: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(e) = at {
        let hidden = app.world().get::<Visibility>(e) == Some(&Visibility::Hidden)
            || app.world().get::<Node>(e).is_some_and(|n| n.display == Display::None);
        if hidden {
            return false;
        }
        at = app.world().get::<ChildOf>(e).map(ChildOf::parent);
    }
    true
}

/// Whether a tab, a choice, a tile or a row is marked as chosen (the tab shown, the clock
/// chosen, the tile waited at, the player's own row).
pub fn is_chosen(app: &mut App, name: &str) -> bool {
    let button = named_button(app, name);
    app.world().get::<tabletrio::theme::Chosen>(button).is_some_and(|c| c.0)
}

/// What a button sends when clicked, tapped or confirmed (bevy_ui_widgets' `Activate`, which
/// the headless app has no widget plugin to send), then two frames.
pub fn press(app: &mut App, name: &str) {
    let entity = named_button(app, name);
    // A person presses only what is shown.
    assert!(is_shown(app, entity), "{name:?} is hidden: nobody could press it");
    app.world_mut().trigger(bevy::ui_widgets::Activate { entity });
    app.update();
    app.update();
}

/// Plays an action through intents: its picks, with the modifier before the last.
pub fn play_action(app: &mut App, action: AnyAction) {
    let path = action.path();
    for (i, &pick) in path.picks().iter().enumerate() {
        if i + 1 == path.picks().len() && game(app).has_modifier() {
            send(app, Ask::SetModifier(path.modifier));
        }
        send(app, Ask::Pick(pick));
        settle(app, if i + 1 == path.picks().len() { TurnPhase::Animating } else { TurnPhase::Picking(i as u8 + 1) });
    }
    settle_turn(app);
}

/// The keyboard's direction keys and the gamepad's D-pad, in `walk_cursor`'s order.
pub const ARROWS: [KeyCode; 4] = [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight];
pub const DPAD: [GamepadButton; 4] =
    [GamepadButton::DPadUp, GamepadButton::DPadDown, GamepadButton::DPadLeft, GamepadButton::DPadRight];
