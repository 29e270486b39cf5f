//! The bindings of every context (playing, the camera, the menus) for the keyboard and the
//! gamepad, and the entity that holds them.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        InputManagerPlugin::<PlayAction>::default(),
        InputManagerPlugin::<CameraAction>::default(),
        InputManagerPlugin::<MenuAction>::default(),
    ));
    app.add_systems(Startup, spawn_bindings);
}

/// Playing a game.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum PlayAction {
    CursorUp,
    CursorDown,
    CursorLeft,
    CursorRight,
    /// Choose the highlighted square.
    Confirm,
    /// Take the last pick of this turn back.
    Back,
    /// Open the pause menu (Escape takes this turn's picks back first).
    Pause,
    /// Yoxii: choose the value to place.
    Value1,
    Value2,
    Value3,
    Value4,
    /// The next value (Yoxii), or the cursor to the next target (Oxono: the other totem).
    NextChoice,
    PrevChoice,
    /// Ask the computer for a suggestion.
    Hint,
    /// Take the last move back (U, Ctrl+Z, gamepad West).
    TakeBack,
    /// Play a move taken back again (Y, Ctrl+Y, the right stick's button).
    Redo,
    /// Review the game: one move back (Page Up, the left stick's button); while reviewing the
    /// take-back keys and shoulder buttons step too.
    ReviewBack,
    /// One move forward while reviewing (Page Down).
    ReviewForward,
    /// The start of the game (Home).
    ReviewStart,
    /// Back to the game (End).
    ReviewEnd,
    /// Replay the game from the start, or pause and resume the replay (P).
    Autoplay,
    /// Show or hide the move list (L).
    MoveList,
    /// Open the move box to type an action in the record notation (M).
    TypeMove,
    /// The panel beside the board (G, Select): offline, show or hide the first-game guide;
    /// online, where no guide runs, move the focus to the online panel's buttons and back.
    Panel,
}

/// Looking around the table.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum CameraAction {
    /// Right stick: a rate.
    #[actionlike(DualAxis)]
    Orbit,
    /// Mouse movement with the left button held: a distance in pixels.
    #[actionlike(DualAxis)]
    Drag,
    /// Wheel: steps.
    #[actionlike(Axis)]
    ZoomSteps,
    /// Triggers and +/- keys: a rate.
    #[actionlike(Axis)]
    ZoomHold,
    Reset,
}

/// Moving through menus.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum MenuAction {
    Up,
    Down,
    Left,
    Right,
    Confirm,
    Back,
}

/// The one entity that carries every binding (a single local player drives the input; on a
/// shared screen the two players take turns with the same devices).
#[derive(Component)]
pub struct Controls;

/// Up, down, left and right on the arrow keys, the D-pad and the left stick.
fn with_directions<A: Actionlike>(mut map: InputMap<A>, [up, down, left, right]: [A; 4]) -> InputMap<A> {
    use GamepadControlDirection as Stick;
    for (action, key, pad, stick) in [
        (up, KeyCode::ArrowUp, GamepadButton::DPadUp, Stick::LEFT_UP),
        (down, KeyCode::ArrowDown, GamepadButton::DPadDown, Stick::LEFT_DOWN),
        (left, KeyCode::ArrowLeft, GamepadButton::DPadLeft, Stick::LEFT_LEFT),
        (right, KeyCode::ArrowRight, GamepadButton::DPadRight, Stick::LEFT_RIGHT),
    ] {
        map.insert(action.clone(), key).insert(action.clone(), pad).insert(action, stick);
    }
    map
}

pub fn play_bindings() -> InputMap<PlayAction> {
    use PlayAction::*;
    with_directions(InputMap::default(), [CursorUp, CursorDown, CursorLeft, CursorRight])
        .with(Confirm, KeyCode::Enter)
        .with(Confirm, KeyCode::Space)
        .with(Confirm, GamepadButton::South)
        .with(Back, KeyCode::Backspace)
        .with(Back, GamepadButton::East)
        .with(TakeBack, KeyCode::KeyU)
        .with(TakeBack, ButtonlikeChord::modified(ModifierKey::Control, KeyCode::KeyZ))
        .with(TakeBack, GamepadButton::West)
        .with(Redo, KeyCode::KeyY)
        .with(Redo, ButtonlikeChord::modified(ModifierKey::Control, KeyCode::KeyY))
        .with(Redo, GamepadButton::RightThumb)
        .with(Back, MouseButton::Right)
        .with(Pause, KeyCode::Escape)
        .with(Pause, GamepadButton::Start)
        .with(Value1, KeyCode::Digit1)
        .with(Value2, KeyCode::Digit2)
        .with(Value3, KeyCode::Digit3)
        .with(Value4, KeyCode::Digit4)
        .with(NextChoice, GamepadButton::RightTrigger)
        .with(NextChoice, KeyCode::Tab)
        .with(PrevChoice, GamepadButton::LeftTrigger)
        .with(Hint, KeyCode::KeyH)
        .with(Hint, GamepadButton::North)
        .with(ReviewBack, KeyCode::PageUp)
        .with(ReviewBack, GamepadButton::LeftThumb)
        .with(ReviewForward, KeyCode::PageDown)
        .with(ReviewStart, KeyCode::Home)
        .with(ReviewEnd, KeyCode::End)
        .with(Autoplay, KeyCode::KeyP)
        .with(MoveList, KeyCode::KeyL)
        .with(TypeMove, KeyCode::KeyM)
        .with(Panel, KeyCode::KeyG)
        .with(Panel, GamepadButton::Select)
}

pub fn camera_bindings() -> InputMap<CameraAction> {
    InputMap::default()
        .with_dual_axis(CameraAction::Orbit, GamepadStick::RIGHT)
        .with_dual_axis(CameraAction::Drag, DualAxislikeChord::new(MouseButton::Left, MouseMove::default()))
        .with_axis(CameraAction::ZoomSteps, MouseScrollAxis::Y)
        .with_axis(CameraAction::ZoomHold, VirtualAxis::new(GamepadButton::LeftTrigger2, GamepadButton::RightTrigger2))
        .with_axis(CameraAction::ZoomHold, VirtualAxis::new(KeyCode::Minus, KeyCode::Equal))
        .with(CameraAction::Reset, KeyCode::KeyR)
        // Both triggers at once (their zooms cancel): Select is the panel's button.
        .with(CameraAction::Reset, ButtonlikeChord::new([GamepadButton::LeftTrigger2, GamepadButton::RightTrigger2]))
}

pub fn menu_bindings() -> InputMap<MenuAction> {
    use MenuAction::*;
    with_directions(InputMap::default(), [Up, Down, Left, Right])
        .with(Confirm, KeyCode::Enter)
        .with(Confirm, KeyCode::Space)
        .with(Confirm, GamepadButton::South)
        .with(Back, KeyCode::Escape)
        .with(Back, GamepadButton::East)
}

fn spawn_bindings(mut commands: Commands) {
    commands.spawn((Name::new("Controls"), Controls, play_bindings(), camera_bindings(), menu_bindings()));
}
