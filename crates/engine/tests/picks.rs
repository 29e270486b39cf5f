//! Turns as picks: over random positions of all three games, walking every pick path yields
//! exactly the legal actions; every other pick is refused with a reason; and the named edge
//! cases (Oxono's exhausted symbol, a totem read from its square) behave.

use std::collections::BTreeSet;

use proptest::prelude::*;
use tabletrio_engine::picks::{self, Pick, PickError, Picks};
use tabletrio_engine::{AnyPosition, Game, GameKind, IllegalAction, Record, kamon, oxono, rng_from_seed, yoxii};

/// Every pick that could be offered in `G`: each board square and each totem.
fn every_pick() -> Vec<Pick> {
    (0..64u8).map(Pick::Square).chain(oxono::Symbol::BOTH.map(Pick::Totem)).collect()
}

/// Walks the pick tree from `made`, collecting the actions at its leaves, and checks that every
/// pick that is not a target is refused (after the step's own reading of it).
fn walk<G: Picks>(pos: &G, made: &mut Vec<Pick>, found: &mut BTreeSet<G::Action>) -> Result<(), TestCaseError> {
    if made.len() == G::STEPS.len() {
        let mut any = false;
        for &m in G::MODIFIERS {
            if let Ok(a) = picks::complete(pos, made, m) {
                let path = G::path(a);
                prop_assert_eq!(path.picks(), &made[..]);
                prop_assert_eq!(G::path(a).modifier, m);
                found.insert(a);
                any = true;
            }
        }
        prop_assert!(any, "the complete path {:?} makes no legal action", made);
        return Ok(());
    }
    let targets = picks::targets(pos, made);
    prop_assert!(!targets.is_empty(), "a started turn {:?} has no next pick", made);
    for pick in every_pick() {
        let checked = picks::check_pick(pos, made, pick);
        let read = pos.interpret(made, pick);
        if targets.contains(&read) {
            prop_assert_eq!(checked, Ok(read));
        } else {
            let err = checked.err();
            prop_assert!(err.is_some(), "{:?} accepted after {:?}", pick, made);
            prop_assert!(!err.unwrap().to_string().is_empty());
        }
    }
    for t in targets {
        prop_assert!(pos.square_of(t).is_some(), "target {:?} has no square", t);
        made.push(t);
        walk(pos, made, found)?;
        made.pop();
    }
    Ok(())
}

/// Plays a random game, checking the walk at every position.
fn check_game<G: Picks>(seed: u64) -> Result<(), TestCaseError> {
    let mut rng = rng_from_seed(seed);
    let mut pos = G::new(&G::random_setup(seed));
    loop {
        let legal: BTreeSet<G::Action> = pos.legal_actions().into_iter().collect();
        let mut found = BTreeSet::new();
        if pos.is_over() {
            prop_assert!(picks::targets(&pos, &[]).is_empty());
            prop_assert!(picks::check_pick(&pos, &[], Pick::Square(27)).is_err());
            break;
        }
        walk(&pos, &mut Vec::new(), &mut found)?;
        prop_assert_eq!(&found, &legal, "pick paths and legal actions differ at ply {}", pos.ply());
        // The modifiers offered at the start are those of some legal action.
        let mods: BTreeSet<u8> = picks::modifiers(&pos, &[]).into_iter().collect();
        let used: BTreeSet<u8> = legal.iter().map(|&a| G::path(a).modifier).collect();
        prop_assert_eq!(mods, used);
        let Some(a) = pos.random_action(&mut rng) else { break };
        pos.play(a).unwrap();
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn yoxii_pick_paths_are_the_legal_actions(seed in any::<u64>()) {
        check_game::<yoxii::Position>(seed)?;
    }

    #[test]
    fn oxono_pick_paths_are_the_legal_actions(seed in any::<u64>()) {
        check_game::<oxono::Position>(seed)?;
    }

    #[test]
    fn kamon_pick_paths_are_the_legal_actions(seed in any::<u64>()) {
        check_game::<kamon::Position>(seed)?;
    }
}

fn oxono_after(record: &str) -> oxono::Position {
    Record::<oxono::Position>::parse(record).unwrap().final_position()
}

fn sq(name: &str) -> Pick {
    Pick::Square(name.parse::<oxono::Square>().unwrap().index())
}

#[test]
fn oxono_a_totem_of_an_exhausted_symbol_cannot_be_chosen() {
    // Pink has placed all eight X pieces, Black eight O pieces, alternating so no line forms.
    let at = |n: &str| n.parse::<oxono::Square>().unwrap();
    let pink = ["a1", "c1", "e1", "b2", "d2", "f2", "a3", "e3"].map(|n| (oxono::PINK, oxono::Symbol::X, at(n)));
    let black = ["b1", "d1", "f1", "a2", "c2", "e2", "b3", "f3"].map(|n| (oxono::BLACK, oxono::Symbol::O, at(n)));
    let pos = oxono::Position::from_parts(oxono::Setup::default(), [at("d4"), at("c3")], pink.into_iter().chain(black))
        .unwrap();
    assert_eq!(pos.to_move(), oxono::PINK);
    assert_eq!(pos.hand(oxono::PINK), [0, 8]);
    let err = picks::check_pick(&pos, &[], Pick::Totem(oxono::Symbol::X)).unwrap_err();
    assert!(matches!(err, PickError::Illegal(IllegalAction::SymbolExhausted { symbol: 'X', .. })), "{err}");
    assert_eq!(err.to_string(), "pink has no X piece left, so the X totem cannot be moved");
    // Clicking the X totem's square reads as choosing it, and is refused the same way.
    let x_square = Pick::Square(pos.totem(oxono::Symbol::X).index());
    assert_eq!(picks::check_pick(&pos, &[], x_square), Err(err));
    assert_eq!(picks::targets(&pos, &[]), vec![Pick::Totem(oxono::Symbol::O)]);
}

#[test]
fn oxono_picks_are_read_and_refused_by_step() {
    let pos = oxono_after("setup X=d4 O=c3\n");
    // A totem's square means the totem when a totem is to be chosen.
    assert_eq!(picks::check_pick(&pos, &[], sq("d4")), Ok(Pick::Totem(oxono::Symbol::X)));
    assert_eq!(picks::check_pick(&pos, &[], sq("a1")).unwrap_err().to_string(), "choose a totem now");
    let x = [Pick::Totem(oxono::Symbol::X)];
    let e = picks::check_pick(&pos, &x, Pick::Totem(oxono::Symbol::O)).unwrap_err();
    assert!(matches!(e, PickError::TotemChosen { chosen: 'X' }));
    assert_eq!(picks::check_pick(&pos, &x, sq("c3")).unwrap_err().to_string(), "the totem cannot move to Xc3");
    assert_eq!(picks::check_pick(&pos, &x, sq("e5")).unwrap_err().to_string(), "the totem cannot move to Xe5");
    let moved = [x[0], sq("d6")];
    assert_eq!(picks::targets(&pos, &moved), vec![sq("d5"), sq("c6"), sq("e6")]);
    let e = picks::check_pick(&pos, &moved, sq("a1")).unwrap_err().to_string();
    assert!(e.contains("must be orthogonally next to the totem"), "{e}");
    let a = picks::complete(&pos, &[x[0], sq("d6"), sq("e6")], 0).unwrap();
    assert_eq!(a.to_string(), "Xd6:e6");
    assert_eq!(picks::check_pick(&pos, &[x[0], sq("d6"), sq("e6")], sq("a1")), Err(PickError::Complete));
}

#[test]
fn oxono_enclosed_totem_and_anywhere_cases_appear_as_targets() {
    // The X totem on a1 enclosed by a2 and b1: it jumps along the lines past them.
    let pos = oxono::Position::from_parts(
        oxono::Setup::default(),
        ["a1".parse().unwrap(), "c3".parse().unwrap()],
        [
            (oxono::PINK, oxono::Symbol::X, "a2".parse().unwrap()),
            (oxono::BLACK, oxono::Symbol::O, "b1".parse().unwrap()),
        ],
    )
    .unwrap();
    assert!(pos.is_enclosed(oxono::Symbol::X));
    let t = picks::targets(&pos, &[Pick::Totem(oxono::Symbol::X)]);
    assert_eq!(t, vec![sq("c1"), sq("a3")]);
}

#[test]
fn yoxii_picks_say_why_they_are_refused() {
    let pos = yoxii::Position::default();
    let sq = |n: &str| Pick::Square(n.parse::<yoxii::Square>().unwrap().index());
    assert_eq!(picks::check_pick(&pos, &[], sq("d6")).unwrap_err().to_string(), "the totem cannot move to d6");
    let e = picks::check_pick(&pos, &[sq("d5")], sq("a3")).unwrap_err().to_string();
    assert!(e.contains("next to the totem"), "{e}");
    assert_eq!(
        picks::check_pick(&pos, &[], Pick::Square(0)).unwrap_err().to_string(),
        "square 0 is not on the Yoxii board"
    );
    assert_eq!(picks::modifiers(&pos, &[]), vec![1, 2, 3, 4]);
    let a = picks::complete(&pos, &[sq("d5"), sq("e6")], 3).unwrap();
    assert_eq!(a.to_string(), "d5:e6=3");
    assert!(picks::complete(&pos, &[sq("d5"), sq("e6")], 5).is_err());
}

#[test]
fn kamon_first_move_refusal_names_the_rim() {
    let pos = AnyPosition::start(GameKind::Kamon, 3);
    let centre = Pick::Square("d4".parse::<kamon::Cell>().unwrap().index());
    let e = pos.check_pick(&[], centre).unwrap_err().to_string();
    assert!(e.contains("rim") || e.contains("blank"), "{e}");
}

#[test]
fn any_position_agrees_with_the_typed_functions() {
    for kind in GameKind::ALL {
        let mut pos = AnyPosition::start(kind, 11);
        let mut rng = rng_from_seed(11);
        while let Some(a) = pos.random_action(&mut rng) {
            let path = a.path();
            let mut made = Vec::new();
            for &p in path.picks() {
                assert!(pos.targets(&made).contains(&p));
                made.push(pos.check_pick(&made, p).unwrap());
            }
            assert_eq!(pos.complete(&made, path.modifier), Ok(a));
            pos.play(a).unwrap();
        }
        assert!(pos.is_over());
    }
}

#[test]
fn a_record_written_from_a_position_reads_back_as_the_same_game() {
    use tabletrio_engine::{AnyPosition, GameKind, rng_from_seed};
    for kind in GameKind::ALL {
        for seed in 0..8 {
            let start = AnyPosition::start(kind, seed);
            let mut pos = start.clone();
            let mut rng = rng_from_seed(seed);
            let mut actions = Vec::new();
            while let Some(a) = pos.random_action(&mut rng) {
                pos.play(a).unwrap();
                actions.push(a);
                if actions.len() == 9 {
                    break;
                }
            }
            let text = start.record_text(&actions);
            let (again, read) = AnyPosition::from_record(kind, &text).unwrap();
            assert_eq!((again, read), (start.clone(), actions.clone()), "{kind}:\n{text}");
        }
    }
}
