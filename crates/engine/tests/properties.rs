//! Properties of random games in all three games: legal actions play, illegal ones are refused
//! without change, games end in time, pieces are conserved, and text and serde forms round-trip.

use std::fmt::Display;
use std::str::FromStr;

use proptest::prelude::*;
use rand::RngExt;
use regex::Regex;
use tabletrio_engine::{EngineRng, Game, Record, kamon, oxono, rng_from_seed, yoxii};

/// What each game adds to the shared checks: an arbitrary action from the whole action space
/// (legal or not) and its conservation law.
trait Props: Game {
    fn any_action(rng: &mut EngineRng) -> Self::Action;
    /// Pieces on the board and in hand add up to the starting material.
    fn conserved(&self) -> bool;
}

impl Props for yoxii::Position {
    fn any_action(rng: &mut EngineRng) -> yoxii::Action {
        let squares: Vec<yoxii::Square> = yoxii::Square::all().collect();
        yoxii::Action {
            totem: squares[rng.random_range(0..squares.len())],
            place: squares[rng.random_range(0..squares.len())],
            value: rng.random_range(1..=4),
        }
    }

    fn conserved(&self) -> bool {
        tabletrio_engine::Side::BOTH.into_iter().all(|side| {
            (1..=4u8).all(|v| {
                let on_board = self.pieces_of(side, v).count_ones() as u8;
                on_board + self.hand(side)[usize::from(v - 1)] == yoxii::START_HAND[usize::from(v - 1)]
            })
        }) && self.occupied().count_ones() as usize == self.ply()
            && self.occupied() & self.totem().bit() == 0
    }
}

impl Props for oxono::Position {
    fn any_action(rng: &mut EngineRng) -> oxono::Action {
        let squares: Vec<oxono::Square> = oxono::Square::all().collect();
        oxono::Action {
            totem: if rng.random_bool(0.5) { oxono::Symbol::X } else { oxono::Symbol::O },
            to: squares[rng.random_range(0..squares.len())],
            place: squares[rng.random_range(0..squares.len())],
        }
    }

    fn conserved(&self) -> bool {
        let totems = self.totem(oxono::Symbol::X).bit() | self.totem(oxono::Symbol::O).bit();
        tabletrio_engine::Side::BOTH.into_iter().all(|side| {
            oxono::Symbol::BOTH
                .into_iter()
                .all(|s| self.pieces_of(side, s).count_ones() as u8 + self.hand(side)[s.index()] == oxono::START_HAND)
        }) && (self.colour(oxono::PINK) | self.colour(oxono::BLACK)) & totems == 0
            && (self.colour(oxono::PINK) | self.colour(oxono::BLACK)).count_ones() as usize == self.ply()
    }
}

impl Props for kamon::Position {
    fn any_action(rng: &mut EngineRng) -> kamon::Cell {
        kamon::Cell::from_order(rng.random_range(0..37))
    }

    fn conserved(&self) -> bool {
        let [b, w] = [kamon::BLACK, kamon::WHITE].map(|s| self.stones(s));
        b & w == 0
            && (b | w) & self.blank().bit() == 0
            && tabletrio_engine::Side::BOTH
                .into_iter()
                .all(|s| self.stones(s).count_ones() as u8 + self.in_hand(s) == kamon::HEXAGONS)
            && (b | w).count_ones() as usize == self.ply()
    }
}

/// Plays one random game from a random setup, checking every property at every position.
fn check_game<G: Props>(seed: u64) -> Result<(), TestCaseError> {
    let mut rng = rng_from_seed(seed);
    let setup = G::random_setup(seed);
    let mut pos = G::new(&setup);
    let mut actions = Vec::new();
    loop {
        prop_assert!(pos.conserved(), "material not conserved at ply {}: {:?}", pos.ply(), pos);
        let legal = pos.legal_actions();
        prop_assert_eq!(legal.len(), pos.count_legal());
        let mut unique = legal.clone();
        unique.sort_unstable();
        unique.dedup();
        prop_assert_eq!(unique.len(), legal.len(), "duplicate legal actions");
        prop_assert_eq!(legal.is_empty(), pos.outcome().is_some(), "no action iff the game is over");

        for &a in &legal {
            let mut next = pos.clone();
            prop_assert!(next.play(a).is_ok(), "legal {} refused", a);
            prop_assert_eq!(next.ply(), pos.ply() + 1);
            prop_assert_eq!(a.to_string().parse::<G::Action>().ok(), Some(a));
        }
        for _ in 0..40 {
            let a = G::any_action(&mut rng);
            let mut next = pos.clone();
            let played = next.play(a);
            prop_assert_eq!(played.is_ok(), unique.binary_search(&a).is_ok(), "{} judged wrongly", a);
            prop_assert_eq!(played.is_ok(), pos.check(a).is_ok());
            if played.is_err() {
                prop_assert_eq!(&next, &pos, "a refused action changed the position");
            }
        }

        let json = serde_json::to_string(&pos).unwrap();
        let back: G = serde_json::from_str(&json).map_err(|e| TestCaseError::fail(format!("{e}: {json}")))?;
        prop_assert_eq!(&back, &pos);

        let Some(a) = pos.random_action(&mut rng) else { break };
        prop_assert!(unique.binary_search(&a).is_ok(), "random action {} not legal", a);
        pos.play(a).unwrap();
        actions.push(a);
        prop_assert!(pos.ply() <= G::KIND.max_plies());
    }
    prop_assert!(pos.ply() <= G::KIND.max_plies());

    let record = Record::<G> { setup: setup.clone(), actions };
    let text = record.to_text();
    let parsed = Record::<G>::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    prop_assert_eq!(&parsed, &record);
    prop_assert_eq!(&parsed.final_position(), &pos);
    prop_assert_eq!(setup.to_string().parse::<G::Setup>().ok(), Some(setup));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn yoxii_random_games(seed in any::<u64>()) {
        check_game::<yoxii::Position>(seed)?;
    }

    #[test]
    fn oxono_random_games(seed in any::<u64>()) {
        check_game::<oxono::Position>(seed)?;
    }

    #[test]
    fn kamon_random_games(seed in any::<u64>()) {
        check_game::<kamon::Position>(seed)?;
    }

    #[test]
    fn garbage_is_refused_unless_the_grammar_accepts_it(text in garbage()) {
        let g = grammars();
        check_text::<yoxii::Action>(&g.yoxii_action, &text)?;
        check_text::<oxono::Action>(&g.oxono_action, &text)?;
        check_text::<kamon::Cell>(&g.kamon_cell, &text)?;
        check_text::<oxono::Setup>(&g.oxono_setup, &text)?;
        check_text::<kamon::Setup>(&g.kamon_setup, &text)?;
        // A record and a save read many lines; of garbage, only that neither panics.
        let _ = tabletrio_engine::replay::<kamon::Position>(&text);
        let _ = serde_json::from_str::<yoxii::Position>(&text);
    }
}

/// Random text: any characters, or the notation's own characters in any order (which reach the
/// parsers' deeper branches far more often).
fn garbage() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,40}",
        "[a-h0-9XO:= -]{0,8}",
        "[a-h]0?[0-8]",
        "[a-h]0?[1-8]:[a-h]0?[1-8]=[0-5]",
        "[XOx][a-g]0?[1-7]:[a-g]0?[1-7]",
        "(X=|O=)[a-g]0?[1-7] (O|X)=[a-g]0?[1-7]",
    ]
}

/// The notation written as regular expressions, from docs/notation.md, by the test alone: what a
/// parser accepts must match them (squares off a board's shape are the parser's to refuse).
struct Grammars {
    yoxii_action: Regex,
    oxono_action: Regex,
    kamon_cell: Regex,
    oxono_setup: Regex,
    kamon_setup: Regex,
}

fn grammars() -> Grammars {
    let re = |s: &str| Regex::new(s).unwrap();
    let token = "([PYBORG][bfdnmg]|--)";
    Grammars {
        yoxii_action: re("^[a-g][1-7]:[a-g][1-7]=[1-4]$"),
        oxono_action: re("^[XO][a-f][1-6]:[a-f][1-6]$"),
        kamon_cell: re("^[a-g][1-7]$"),
        oxono_setup: re("^X=[a-f][1-6] O=[a-f][1-6]$"),
        kamon_setup: re(&format!("^{token}( {token}){{36}}$")),
    }
}

/// Parsed only if the grammar accepts the text, and then written back exactly as it was.
fn check_text<T: FromStr + Display>(grammar: &Regex, text: &str) -> Result<(), TestCaseError> {
    if let Ok(value) = text.parse::<T>() {
        prop_assert!(grammar.is_match(text), "{text:?} parsed as {value}, outside the grammar {grammar}");
        prop_assert_eq!(value.to_string(), text);
    }
    Ok(())
}

#[test]
fn corrupt_save_files_are_refused_with_a_reason() {
    let err = |json: &str| serde_json::from_str::<yoxii::Position>(json).unwrap_err().to_string();
    assert!(err(r#"{"totem":"d4","white":["d4=1"],"red":[]}"#).contains("occupied twice"));
    assert!(err(r#"{"totem":"d4","white":["a3=1","a4=1"],"red":[]}"#).contains("white moves first"));
    assert!(err(r#"{"totem":"z9","white":[],"red":[]}"#).contains("not a square"));
    assert!(
        err(r#"{"totem":"d4","white":["a3=4","a4=4","a5=4","b5=4"],"red":["g3=1","g4=1","g5=1","f5=1"]}"#)
            .contains("more than 3 pieces of value 4")
    );
    let ok: yoxii::Position = serde_json::from_str(r#"{"totem":"d5","white":["e6=3"],"red":[]}"#).unwrap();
    assert_eq!(ok.ply(), 1);
    let kerr = serde_json::from_str::<kamon::Position>(r#"{"setup":"Pb","black":[],"white":[],"last":null}"#);
    assert!(kerr.unwrap_err().to_string().contains("37 token codes"));
    let oerr =
        serde_json::from_str::<oxono::Position>(r#"{"setup":"X=d4 O=c3","x":"d4","o":"d4","pink":[],"black":[]}"#);
    assert!(oerr.unwrap_err().to_string().contains("both totems"));
}
