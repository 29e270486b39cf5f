//! The engine's typed errors and names in the player's language (the engine itself stays
//! English-only for the command line).

use tabletrio_engine::kamon::Token;
use tabletrio_engine::{
    CellProblem, GameKind, IllegalAction, NotationError, PickError, PlaceProblem, RecordError, RecordErrorKind,
    SetupError, Side, Step,
};

use super::tr::{Arg, Tr};

/// A side's colour name with a capital: "White", "Pink".
pub fn side(game: GameKind, side: Side) -> Tr {
    Tr::new(match (game, side) {
        (GameKind::Yoxii, Side::First) => "side-yoxii-first",
        (GameKind::Yoxii, Side::Second) => "side-yoxii-second",
        (GameKind::Oxono, Side::First) => "side-oxono-first",
        (GameKind::Oxono, Side::Second) => "side-oxono-second",
        (GameKind::Kamon, Side::First) => "side-kamon-first",
        (GameKind::Kamon, Side::Second) => "side-kamon-second",
    })
}

/// What a turn's step asks for ("move the totem").
pub fn step(step: Step) -> Tr {
    Tr::new(match step {
        Step::ChooseTotem => "step-choose-totem",
        Step::MoveTotem => "step-move-totem",
        Step::PlacePiece => "step-place-piece",
        Step::PlaceHexagon => "step-place-hexagon",
    })
}

/// A Kamon token in words ("blue fish"); each language agrees the colour with the symbol.
pub fn token(token: Token) -> Tr {
    use tabletrio_engine::kamon::{Colour, Symbol};
    let (Some(colour), Some(symbol)) = (token.colour(), token.symbol()) else {
        return Tr::new("kamon-token-blank");
    };
    let colour_id = match colour {
        Colour::Pink => "kamon-colour-pink",
        Colour::Yellow => "kamon-colour-yellow",
        Colour::Blue => "kamon-colour-blue",
        Colour::Orange => "kamon-colour-orange",
        Colour::Red => "kamon-colour-red",
        Colour::Green => "kamon-colour-green",
    };
    let (symbol_id, gender_id) = match symbol {
        Symbol::Butterfly => ("kamon-symbol-butterfly", "kamon-gender-butterfly"),
        Symbol::Fish => ("kamon-symbol-fish", "kamon-gender-fish"),
        Symbol::Bird => ("kamon-symbol-bird", "kamon-gender-bird"),
        Symbol::Fan => ("kamon-symbol-fan", "kamon-gender-fan"),
        Symbol::Mountain => ("kamon-symbol-mountain", "kamon-gender-mountain"),
        Symbol::Gate => ("kamon-symbol-gate", "kamon-gender-gate"),
    };
    // The colour in the grammatical gender each language gives the symbol's noun.
    let colour = Arg::Agree { tr: Box::new(Tr::new(colour_id)), name: "gender", from: gender_id };
    Tr::new("kamon-token").with("symbol", Tr::new(symbol_id)).with("colour", colour)
}

fn side_key(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

/// Why an action is illegal.
pub fn illegal(error: &IllegalAction) -> Tr {
    match error {
        IllegalAction::GameOver => Tr::new("error-game-over"),
        IllegalAction::TotemCannotReach { to } => Tr::new("error-totem-cannot-reach").with("to", to.as_str()),
        IllegalAction::SymbolExhausted { side: s, symbol } => {
            Tr::new("error-symbol-exhausted").with("side", side(GameKind::Oxono, *s)).with("symbol", symbol.to_string())
        }
        IllegalAction::ValueExhausted { side: s, value } => {
            Tr::new("error-value-exhausted").with("side", side(GameKind::Yoxii, *s)).with("value", *value)
        }
        IllegalAction::CannotPlace { square, why } => Tr::new(match why {
            PlaceProblem::NotFree => "error-place-not-free",
            PlaceProblem::NotNextToTotem => "error-place-not-next",
            PlaceProblem::NotOrthogonallyNext => "error-place-not-orthogonal",
        })
        .with("square", square.as_str()),
        IllegalAction::CellNotPlayable { cell, why } => match why {
            CellProblem::Blank => Tr::new("error-cell-blank"),
            CellProblem::Taken(s) => Tr::new("error-cell-taken").with("side", side_key(*s)),
            CellProblem::NoMatch { token: t, last } => {
                Tr::new("error-cell-no-match").with("token", token(*t)).with("last", token(*last))
            }
            CellProblem::NotRim => Tr::new("error-cell-not-rim"),
        }
        .with("cell", cell.as_str()),
        IllegalAction::WrongGame { game } => Tr::new("error-wrong-game").with("game", game.title()),
    }
}

/// Why a pick on the table is refused.
pub fn pick_error(error: &PickError) -> Tr {
    match error {
        PickError::Illegal(e) => illegal(e),
        PickError::WrongKind { expected } => Tr::new("error-wrong-kind").with("step", step(*expected)),
        PickError::TotemChosen { chosen } => Tr::new("error-totem-chosen").with("totem", chosen.to_string()),
        PickError::OffBoard { game, .. } => Tr::new("error-off-board").with("game", game.title()),
        PickError::Complete => Tr::new("error-complete"),
        PickError::Incomplete { game } => Tr::new("error-incomplete").with("game", game.title()),
    }
}

/// Why a text is not an action (or square) of the game.
pub fn notation_error(error: &NotationError) -> Tr {
    match error {
        NotationError::NotASquare { text, game } => {
            Tr::new("record-not-a-square").with("text", text.as_str()).with("game", game.title())
        }
        NotationError::Malformed { text, game, expected } => Tr::new("record-malformed")
            .with("text", text.as_str())
            .with("game", game.title())
            .with("expected", *expected),
        NotationError::BadValue { text } => Tr::new("record-bad-value").with("text", text.as_str()),
        NotationError::BadTotem { text } => Tr::new("record-bad-totem").with("text", text.as_str()),
    }
}

fn setup(error: &SetupError) -> Tr {
    match error {
        SetupError::NotAllowed { game } => Tr::new("record-setup-not-allowed").with("game", game.title()),
        SetupError::Missing { game, expected } => {
            Tr::new("record-setup-missing").with("game", game.title()).with("expected", *expected)
        }
        // The setup checks' own details (which token is missing, a square twice) stay as written.
        SetupError::Invalid(detail) => Tr::new("record-setup-invalid").with("detail", detail.as_str()),
        SetupError::Notation(e) => Tr::new("record-setup-invalid").with("detail", notation_error(e)),
    }
}

/// What is wrong with a record, and on which line.
pub fn record_error(error: &RecordError) -> Tr {
    let kind = match &error.kind {
        RecordErrorKind::Notation(e) => notation_error(e),
        RecordErrorKind::Setup(e) => setup(e),
        RecordErrorKind::Illegal { action, reason } => {
            Tr::new("record-illegal").with("action", action.as_str()).with("reason", illegal(reason))
        }
        RecordErrorKind::LateSetup => Tr::new("record-late-setup"),
    };
    if error.line == 0 { kind } else { Tr::new("record-line").with("line", error.line).with("error", kind) }
}
