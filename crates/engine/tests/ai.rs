//! The computer opponents: legal actions only, wins in one taken, immediate threats blocked,
//! and the same seed replaying the same game. Test positions are found by brute force among
//! random game positions, so each is checked exhaustively before the AI sees it.

use tabletrio_engine::ai::{
    AbBudget, AlphaBeta, AnySearch, Budget, Evaluate, ForcingSearch, Level, Mcts, ParallelSearch, SearchConfig,
    Suggestion, best_action,
};
use tabletrio_engine::{AnyAction, AnyPosition, EngineRng, Game, GameKind, kamon, oxono, rng_from_seed, yoxii};

/// A fresh search on `threads` threads, `iterations` per thread, and its suggestion.
fn parallel_suggestion<G: Evaluate>(
    pos: &G,
    config: &SearchConfig,
    seed: u64,
    threads: usize,
    iterations: u32,
) -> Option<Suggestion<G::Action>> {
    let mut search = ParallelSearch::new(pos.clone(), config.clone(), seed, threads);
    search.think(Budget::Iterations(iterations), None);
    search.suggestion()
}

/// Actions after which the mover has won.
fn winning_actions<G: Evaluate>(pos: &G) -> Vec<G::Action> {
    let me = pos.to_move();
    pos.legal_actions()
        .into_iter()
        .filter(|&a| {
            let mut next = pos.clone();
            next.play_unchecked(a);
            next.outcome().is_some_and(|o| o.winner == Some(me))
        })
        .collect()
}

/// Random positions from random games, `plies` into them.
fn random_position<G: Evaluate>(rng: &mut EngineRng, plies: usize) -> Option<G> {
    let mut pos = G::new(&G::random_setup(rand::Rng::next_u64(rng)));
    while pos.ply() < plies {
        let a = pos.random_action(rng)?;
        pos.play_unchecked(a);
    }
    (!pos.is_over()).then_some(pos)
}

fn medium() -> SearchConfig {
    Level::Medium.config(GameKind::Oxono)
}

/// The action each computer player chooses: the levels at their budgets (Expert on two
/// threads at a fixed number of iterations each) and the alpha-beta baseline at depth 3.
fn every_player<G: Evaluate>(pos: &G, seed: u64) -> Vec<(&'static str, G::Action)> {
    let mut out: Vec<(&'static str, G::Action)> = [Level::Easy, Level::Medium, Level::Hard]
        .into_iter()
        .map(|level| (level.name(), best_action(pos, &level.config(G::KIND), seed).expect("a move").action))
        .collect();
    let expert = Level::Expert.config(G::KIND);
    let s = parallel_suggestion(pos, &expert, seed, 2, 20_000).expect("a move");
    out.push(("expert", s.action));
    let ab = AlphaBeta::<G>::new(16).search(pos, AbBudget::Depth(3)).expect("a move");
    out.push(("ab", ab.action));
    out
}

/// Calls `check` on positions `min_ply..=max_ply` plies into random games until it has used
/// `wanted` of them (`check` says whether it used the position).
fn on_test_positions<G: Evaluate>(
    seed: u64,
    (min_ply, max_ply): (usize, usize),
    wanted: usize,
    mut check: impl FnMut(&G, u64) -> bool,
) {
    let mut rng = rng_from_seed(seed);
    let mut found = 0;
    for attempt in 0..200_000u64 {
        let plies = min_ply + (attempt as usize % (max_ply - min_ply + 1));
        let Some(pos) = random_position::<G>(&mut rng, plies) else { continue };
        if check(&pos, attempt) {
            found += 1;
            if found == wanted {
                return;
            }
        }
    }
    panic!("only {found} test positions found");
}

fn takes_wins_in_one<G: Evaluate>(min_ply: usize, max_ply: usize, wanted: usize) {
    on_test_positions(99, (min_ply, max_ply), wanted, |pos: &G, attempt| {
        let wins = winning_actions(pos);
        // Only positions where a careless move can miss the win.
        if wins.is_empty() || wins.len() * 2 > pos.count_legal() {
            return false;
        }
        for (name, action) in every_player(pos, attempt) {
            assert!(wins.contains(&action), "{name} missed a win in one: {action} in\n{pos:?}");
        }
        true
    });
}

/// Positions where some moves let the opponent win at once and others do not (and the mover
/// cannot win at once): the AI must pick a safe move.
fn blocks_immediate_threats<G: Evaluate>(min_ply: usize, max_ply: usize, wanted: usize, max_legal: usize) {
    on_test_positions(7, (min_ply, max_ply), wanted, |pos: &G, attempt| {
        if pos.count_legal() > max_legal || !winning_actions(pos).is_empty() {
            return false;
        }
        let legal = pos.legal_actions();
        let safe: Vec<G::Action> = legal
            .iter()
            .copied()
            .filter(|&a| {
                let mut next = pos.clone();
                next.play_unchecked(a);
                next.is_over() || winning_actions(&next).is_empty()
            })
            .collect();
        if safe.is_empty() || safe.len() * 2 > legal.len() {
            return false;
        }
        for (name, action) in every_player(pos, attempt).into_iter().filter(|(name, _)| *name != "easy") {
            assert!(safe.contains(&action), "{name} allowed a win in one with {action} in\n{pos:?}");
        }
        true
    });
}

#[test]
fn oxono_wins_in_one_and_blocks() {
    takes_wins_in_one::<oxono::Position>(6, 20, 10);
    blocks_immediate_threats::<oxono::Position>(6, 20, 10, 200);
}

#[test]
fn kamon_wins_in_one_and_blocks() {
    takes_wins_in_one::<kamon::Position>(8, 28, 10);
    blocks_immediate_threats::<kamon::Position>(8, 28, 10, 40);
}

#[test]
fn yoxii_wins_in_one_and_blocks() {
    takes_wins_in_one::<yoxii::Position>(14, 30, 5);
    blocks_immediate_threats::<yoxii::Position>(16, 30, 3, 120);
}

#[test]
fn winning_action_hints_are_real_wins() {
    fn check<G: Evaluate>() -> usize {
        let mut seen = 0;
        let mut rng = rng_from_seed(5);
        for _ in 0..3000 {
            let plies = 4 + (rand::Rng::next_u64(&mut rng) % 26) as usize;
            let Some(pos) = random_position::<G>(&mut rng, plies) else { continue };
            let wins = winning_actions(&pos);
            match pos.winning_action() {
                Some(a) => {
                    assert!(wins.contains(&a), "{a} does not win");
                    seen += 1;
                }
                None => assert!(wins.is_empty(), "missed {:?}", wins),
            }
        }
        seen
    }
    // Each game's hint is exact: it finds a win whenever one exists (and the random positions
    // hold enough of them for that to mean something).
    assert!(check::<oxono::Position>() > 50);
    assert!(check::<kamon::Position>() > 50);
    assert!(check::<yoxii::Position>() > 50);
}

#[test]
fn only_legal_actions_at_every_level() {
    fn check<G: Evaluate>() {
        for game in 0..4u64 {
            let mut pos = G::new(&G::random_setup(game));
            let mut search =
                Mcts::new(pos.clone(), SearchConfig { iterations: 300, ..Level::Easy.config(G::KIND) }, game);
            while !pos.is_over() {
                search.think(300);
                let a = search.choose().expect("an action while the game runs");
                assert!(pos.check(a).is_ok(), "illegal {a}");
                pos.play(a).unwrap();
                search.advance(a);
                // Keep the tree honest: the searched position is the game's.
                assert_eq!(search.position(), &pos);
            }
        }
    }
    check::<yoxii::Position>();
    check::<oxono::Position>();
    check::<kamon::Position>();
}

#[test]
fn the_same_seed_replays_the_same_game() {
    fn game<G: Evaluate>(seed: u64) -> Vec<String> {
        let mut pos = G::new(&G::random_setup(seed));
        let mut moves = Vec::new();
        while !pos.is_over() {
            // Hard's settings (RAVE, decisive playouts) at a small budget, against Easy.
            let config =
                if pos.to_move() == tabletrio_engine::Side::First { Level::Easy } else { Level::Hard }.config(G::KIND);
            let a =
                best_action(&pos, &SearchConfig { iterations: 500, ..config }, seed + pos.ply() as u64).unwrap().action;
            moves.push(a.to_string());
            pos.play(a).unwrap();
        }
        moves
    }
    assert_eq!(game::<oxono::Position>(4), game::<oxono::Position>(4));
    assert_eq!(game::<kamon::Position>(4), game::<kamon::Position>(4));
    assert_eq!(game::<yoxii::Position>(4), game::<yoxii::Position>(4));
    assert_ne!(game::<kamon::Position>(4), game::<kamon::Position>(5));
}

#[test]
fn finished_positions_have_no_suggestion() {
    let mut rng = rng_from_seed(1);
    let mut pos = oxono::Position::default();
    while let Some(a) = pos.random_action(&mut rng) {
        pos.play(a).unwrap();
    }
    assert!(best_action(&pos, &medium(), 0).is_none());
}

#[test]
fn rave_changes_the_search_but_keeps_it_legal() {
    // The same seed with and without RAVE explores differently on Kamon (which has RAVE keys)
    // and identically on Yoxii (which has none).
    fn visits<G: Evaluate>(rave: Option<f64>) -> Vec<u32> {
        let pos = G::new(&G::random_setup(3));
        let mut search = Mcts::new(pos.clone(), SearchConfig { rave, ..SearchConfig::plain_uct(3_000) }, 9);
        search.think(3_000);
        let s = search.suggestion().unwrap();
        assert!(pos.check(s.action).is_ok());
        vec![s.visits, search.tree_size() as u32]
    }
    assert_ne!(visits::<kamon::Position>(None), visits::<kamon::Position>(Some(500.0)));
    assert_eq!(visits::<yoxii::Position>(None), visits::<yoxii::Position>(Some(500.0)));
}

#[test]
fn a_lost_position_still_gets_a_best_try() {
    // Against perfect play every move loses; the search keeps thinking (so a fallible opponent
    // can still go wrong) and still avoids handing over a win in one where it can.
    let mut rng = rng_from_seed(11);
    let mut found = 0;
    for attempt in 0..20_000u64 {
        let Some(pos) = random_position::<oxono::Position>(&mut rng, 14 + (attempt as usize % 12)) else { continue };
        let mut search =
            Mcts::new(pos.clone(), SearchConfig { iterations: 3_000, ..Level::Hard.config(GameKind::Oxono) }, attempt);
        search.think(3_000);
        let s = search.suggestion().expect("a move");
        if !(s.proven && s.win_probability == 0.0) {
            continue;
        }
        assert!(!search.is_solved(), "a proven loss is not the end of thinking");
        let before = search.root_visits();
        search.think(500);
        assert!(search.root_visits() > before, "the best try uses the iterations");
        let s = search.suggestion().expect("a move");
        assert!(pos.check(s.action).is_ok());
        let mut next = pos.clone();
        next.play(s.action).unwrap();
        let can_avoid = pos.legal_actions().into_iter().any(|a| {
            let mut n = pos.clone();
            n.play_unchecked(a);
            n.is_over() || n.winning_action().is_none()
        });
        assert!(!can_avoid || next.is_over() || next.winning_action().is_none(), "handed over a win in one");
        found += 1;
        if found == 5 {
            return;
        }
    }
    panic!("only {found} lost positions found");
}

#[test]
fn a_drawn_position_gets_a_draw_try_that_still_draws() {
    // Positions a full search proves drawn where some action loses, and whose proof ends the
    // plain search's thinking: with the draw try the search thinks on after its proof and
    // plays an action that draws (never one that loses), on one tree and on two.
    fn check<G: Evaluate>(min_ply: usize, max_legal: usize, seed: u64) {
        let mut rng = rng_from_seed(seed);
        let mut found = 0;
        for attempt in 0..50_000u64 {
            let Some(pos) = random_position::<G>(&mut rng, min_ply + (attempt as usize % 4)) else { continue };
            let after = |a: G::Action| {
                let mut next = pos.clone();
                next.play_unchecked(a);
                exact(&next)
            };
            if pos.legal_actions().len() > max_legal
                || exact(&pos) != 0.5
                || !pos.legal_actions().into_iter().any(|a| after(a) == 1.0)
            {
                continue;
            }
            let hard = SearchConfig { iterations: 20_000, ..Level::Hard.config(G::KIND) };
            let mut plain = Mcts::new(pos.clone(), SearchConfig { draw_try: false, ..hard.clone() }, attempt);
            plain.think(20_000);
            if !plain.is_solved() {
                continue;
            }
            let config = SearchConfig { draw_try: true, ..hard };
            let mut search = Mcts::new(pos.clone(), config.clone(), attempt);
            // Up to the proof one iteration at a time, then a short try, whose favourite
            // would often be a loss if the proof did not rule those out.
            while !search.tries() && search.root_visits() < 20_000 {
                search.think(1);
            }
            assert!(search.tries() && !search.is_solved(), "a proven draw is not the end of thinking");
            let before = search.root_visits();
            search.think(3);
            assert!(search.root_visits() > before, "the draw try uses the iterations");
            let s = search.suggestion().expect("a move");
            assert!(s.proven && s.win_probability == 0.5, "{s:?}");
            assert_eq!(after(s.action), 0.5, "{} does not draw in\n{pos:?}", s.action);
            let s = parallel_suggestion(&pos, &config, attempt, 2, 20_000).expect("a move");
            assert_eq!(after(s.action), 0.5, "two trees: {} does not draw in\n{pos:?}", s.action);
            found += 1;
            if found == 12 {
                return;
            }
        }
        panic!("only {found} drawn positions found ({})", G::KIND);
    }
    check::<kamon::Position>(28, 12, 31);
    check::<oxono::Position>(26, 40, 32);
    check::<yoxii::Position>(28, 12, 33);
}

#[test]
fn a_staged_search_plays_legal_games_and_keeps_its_tree() {
    // Totem moves chosen as a step of their own (Yoxii): whole self-play games stay legal,
    // the tree below the played action survives the move, and the seed replays the game.
    fn game<G: Evaluate>(seed: u64, staged: bool) -> Vec<String> {
        let config = SearchConfig { iterations: 1_500, staged, ..Level::Hard.config(G::KIND) };
        let mut pos = G::new(&G::random_setup(seed));
        let mut search = Mcts::new(pos.clone(), config, seed);
        let mut moves = Vec::new();
        let mut kept = 0;
        while !pos.is_over() {
            search.think(1_500);
            let s = search.suggestion().expect("an action while the game runs");
            assert!(pos.check(s.action).is_ok(), "illegal {}", s.action);
            assert!((s.visits > 0 || s.proven) && (0.0..=1.0).contains(&s.win_probability));
            pos.play(s.action).unwrap();
            search.advance(s.action);
            assert_eq!(search.position(), &pos);
            if search.root_visits() > 0 {
                kept += 1;
            }
            moves.push(s.action.to_string());
        }
        assert!(kept * 2 > moves.len(), "the tree was kept after only {kept} of {} moves", moves.len());
        moves
    }
    for seed in 0..3 {
        assert_eq!(game::<yoxii::Position>(seed, true), game::<yoxii::Position>(seed, true));
    }
    assert_ne!(game::<yoxii::Position>(1, true), game::<yoxii::Position>(1, false));
    // Oxono has no stages: the setting changes nothing there.
    assert_eq!(game::<oxono::Position>(1, true), game::<oxono::Position>(1, false));
}

#[test]
fn a_staged_search_takes_wins_and_proves_them() {
    // The solver's values pass through the stage nodes: a win in one is found and proven.
    let mut rng = rng_from_seed(99);
    let mut found = 0;
    for attempt in 0..200_000u64 {
        let Some(pos) = random_position::<yoxii::Position>(&mut rng, 14 + (attempt as usize % 17)) else { continue };
        let wins = winning_actions(&pos);
        if wins.is_empty() || wins.len() * 2 > pos.count_legal() {
            continue;
        }
        let config = SearchConfig { iterations: 4_000, staged: true, ..Level::Hard.config(GameKind::Yoxii) };
        let mut search = Mcts::new(pos.clone(), config, attempt);
        search.think(4_000);
        let s = search.suggestion().expect("a move");
        assert!(wins.contains(&s.action), "missed a win in one: {} in\n{pos:?}", s.action);
        assert!(s.proven && s.win_probability == 1.0 && search.is_solved());
        found += 1;
        if found == 5 {
            return;
        }
    }
    panic!("only {found} test positions found");
}

/// The exact score of `pos` for the side to move (1 win, 0.5 draw, 0 loss), by full search.
fn exact<G: Evaluate>(pos: &G) -> f64 {
    if let Some(o) = pos.outcome() {
        return o.score_for(pos.to_move());
    }
    let mut best: f64 = 0.0;
    for a in pos.legal_actions() {
        let mut next = pos.clone();
        next.play_unchecked(a);
        best = best.max(1.0 - exact(&next));
        if best == 1.0 {
            break;
        }
    }
    best
}

#[test]
fn proven_values_match_a_full_search_near_the_end() {
    // Near the end the solver proves the root, through Yoxii's stage nodes or without them, and
    // with the scan for game-ending actions or without it: the proven value (the suggestion's
    // and the root's) must be the one a full search finds, and a proven win must be one.
    fn check<G: Evaluate>(min_ply: usize, seed: u64) {
        let mut rng = rng_from_seed(seed);
        let mut checked = 0;
        let mut roots = 0;
        for attempt in 0..5_000u64 {
            let Some(pos) = random_position::<G>(&mut rng, min_ply + (attempt as usize % 3)) else { continue };
            let truth = exact(&pos);
            for (staged, scan_ends) in [(true, false), (false, true), (false, false)] {
                let config = SearchConfig { iterations: 20_000, staged, scan_ends, ..Level::Hard.config(G::KIND) };
                let mut search = Mcts::new(pos.clone(), config, attempt);
                search.think(20_000);
                // The root's own proof (what the arena records) is the full search's value.
                if let Some(v) = search.proven_value() {
                    assert_eq!(v, truth, "the root proven {v} in\n{pos:?}");
                    roots += 1;
                }
                let s = search.suggestion().expect("a move");
                if !s.proven {
                    continue;
                }
                let how = format!("staged {staged}, scan {scan_ends}");
                assert_eq!(s.win_probability, truth, "{how}: proven {} in\n{pos:?}", s.win_probability);
                if truth == 1.0 {
                    let mut next = pos.clone();
                    next.play(s.action).unwrap();
                    assert_eq!(exact(&next), 0.0, "{how}: the proven win {} is not one", s.action);
                }
                checked += 1;
            }
            if checked >= 60 {
                assert!(roots > 0, "no root proven");
                return;
            }
        }
        panic!("only {checked} proven positions");
    }
    check::<yoxii::Position>(31, 21);
    check::<kamon::Position>(29, 22);
    check::<oxono::Position>(24, 23);
}

/// Actions after which the game goes on and every reply leaves the mover a win in one.
fn wins_in_two<G: Evaluate>(pos: &G) -> Vec<G::Action> {
    let me = pos.to_move();
    pos.legal_actions()
        .into_iter()
        .filter(|&a| {
            let mut next = pos.clone();
            next.play_unchecked(a);
            !next.is_over()
                && next.legal_actions().into_iter().all(|r| {
                    let mut after = next.clone();
                    after.play_unchecked(r);
                    match after.outcome() {
                        Some(o) => o.winner == Some(me),
                        None => after.winning_action().is_some(),
                    }
                })
        })
        .collect()
}

/// Positions with a win in two and no win in one: every player must play a winning action
/// (one that wins in two, or one the exact alpha-beta proves wins).
fn finds_wins_in_two<G: Evaluate>(min_ply: usize, max_ply: usize, max_legal: usize, wanted: usize) {
    on_test_positions(23, (min_ply, max_ply), wanted, |pos: &G, attempt| {
        if pos.count_legal() > max_legal || pos.winning_action().is_some() {
            return false;
        }
        let twos = wins_in_two(pos);
        if twos.is_empty() || twos.len() * 2 > pos.count_legal() {
            return false;
        }
        for (name, action) in every_player(pos, attempt).into_iter().filter(|(name, _)| *name != "easy") {
            let proven = || {
                let mut next = pos.clone();
                next.play_unchecked(action);
                next.is_over()
                    || AlphaBeta::<G>::new(16)
                        .search(&next, AbBudget::Depth(5))
                        .is_some_and(|r| r.is_proven() && r.score < 0)
            };
            assert!(twos.contains(&action) || proven(), "{name} missed a win in two: {action} in\n{pos:?}");
        }
        true
    });
}

#[test]
fn oxono_wins_in_two() {
    finds_wins_in_two::<oxono::Position>(8, 22, 120, 4);
}

#[test]
fn kamon_wins_in_two() {
    finds_wins_in_two::<kamon::Position>(10, 30, 12, 4);
}

#[test]
fn yoxii_wins_in_two() {
    finds_wins_in_two::<yoxii::Position>(26, 32, 40, 3);
}

#[test]
fn alpha_beta_plays_legal_reproducible_games() {
    fn game<G: Evaluate>(seed: u64) -> Vec<String> {
        let mut pos = G::new(&G::random_setup(seed));
        let mut ab = AlphaBeta::<G>::new(14);
        let mut rng = rng_from_seed(seed);
        let mut moves = Vec::new();
        while !pos.is_over() {
            // The baseline against random moves, so games differ between seeds.
            let a = if pos.ply() % 2 == 0 {
                ab.search(&pos, AbBudget::Depth(2)).expect("a move").action
            } else {
                pos.random_action(&mut rng).expect("a move")
            };
            assert!(pos.check(a).is_ok(), "illegal {a}");
            moves.push(a.to_string());
            pos.play(a).unwrap();
        }
        assert_eq!(pos.outcome().and_then(|o| o.winner), Some(tabletrio_engine::Side::First), "{moves:?}");
        moves
    }
    for seed in 0..3 {
        assert_eq!(game::<oxono::Position>(seed), game::<oxono::Position>(seed));
        assert_eq!(game::<kamon::Position>(seed), game::<kamon::Position>(seed));
    }
    assert_eq!(game::<yoxii::Position>(1), game::<yoxii::Position>(1));
}

#[test]
fn expert_on_one_thread_is_the_plain_search_and_reproducible() {
    fn check<G: Evaluate>() {
        let pos = G::new(&G::random_setup(8));
        let config = SearchConfig { iterations: 4_000, ..Level::Expert.config(G::KIND) };
        let one = parallel_suggestion(&pos, &config, 5, 1, 4_000).unwrap();
        let again = parallel_suggestion(&pos, &config, 5, 1, 4_000).unwrap();
        assert_eq!(one, again);
        assert_eq!(one, best_action(&pos, &config, 5).unwrap());
        let four = parallel_suggestion(&pos, &config, 5, 4, 1_000).unwrap();
        assert!(pos.check(four.action).is_ok());
        assert!(four.visits > 0);
    }
    check::<yoxii::Position>();
    check::<oxono::Position>();
    check::<kamon::Position>();
}

#[test]
fn parallel_searches_keep_their_trees_from_move_to_move() {
    fn check<G: Evaluate>() {
        let pos = G::new(&G::random_setup(3));
        let config = SearchConfig { iterations: 8_000, ..Level::Expert.config(G::KIND) };
        for threads in [1, 2] {
            let mut search = ParallelSearch::new(pos.clone(), config.clone(), 9, threads);
            search.think(Budget::Iterations(3_000), None);
            let action = search.choose().expect("a move");
            let mut next = pos.clone();
            next.play(action).expect("legal");
            search.advance(action);
            assert_eq!(search.position(), &next);
            assert!(search.root_visits() > 0, "{}: the chosen action's subtree is kept", G::KIND);
            // A reply the tree never looked at starts afresh, and the search goes on legally.
            let reply = next.legal_actions().into_iter().last().expect("the game goes on");
            next.play(reply).expect("legal");
            search.advance(reply);
            assert_eq!(search.position(), &next);
            search.think(Budget::Iterations(500), None);
            assert!(next.check(search.choose().expect("a move")).is_ok());
        }
    }
    check::<yoxii::Position>();
    check::<oxono::Position>();
    check::<kamon::Position>();
}

#[test]
fn a_tree_moved_down_in_steps_is_the_tree_moved_down_at_once() {
    fn check<G: Evaluate>() {
        let pos = G::new(&G::random_setup(5));
        let config = SearchConfig { iterations: 20_000, ..Level::Hard.config(G::KIND) };
        let mut at_once = Mcts::new(pos.clone(), config.clone(), 4);
        at_once.think(6_000);
        let mut in_steps = Mcts::new(pos.clone(), config, 4);
        in_steps.think(6_000);
        // Two actions at once, as the app does after a person's reply: the tree's best ones.
        let first = at_once.suggestion().expect("a move").action;
        at_once.advance(first);
        let reply = at_once.suggestion().expect("a move").action;
        at_once.advance(reply);
        in_steps.advance_in_steps(&[first, reply]);
        // The root's own statistics are there at once; the rest comes a few nodes a step.
        assert_eq!(in_steps.root_visits(), at_once.root_visits(), "{}", G::KIND);
        let mut steps = 0;
        while !in_steps.settle(7) {
            steps += 1;
        }
        assert!(in_steps.is_settled());
        assert!(steps > at_once.tree_size() / 7, "{}: {steps} steps for {} nodes", G::KIND, at_once.tree_size());
        assert_eq!(in_steps.tree_size(), at_once.tree_size(), "{}", G::KIND);
        // The same tree: the same statistics, and the same search from here.
        let stats = |s: &Mcts<G>| s.root_stats().iter().map(|r| (r.action, r.visits, r.total)).collect::<Vec<_>>();
        assert_eq!(stats(&in_steps), stats(&at_once), "{}", G::KIND);
        at_once.think(2_000);
        in_steps.think(2_000);
        assert_eq!(stats(&in_steps), stats(&at_once), "{}", G::KIND);
        assert_eq!(in_steps.choose(), at_once.choose(), "{}", G::KIND);
    }
    check::<yoxii::Position>();
    check::<oxono::Position>();
    check::<kamon::Position>();
}

#[test]
fn a_slice_moves_the_tree_down_before_it_thinks_and_never_answers_halfway() {
    let pos = kamon::Position::new(&kamon::Position::random_setup(6));
    let config = SearchConfig { iterations: 4_000, ..Level::Hard.config(GameKind::Kamon) };
    let mut search = ParallelSearch::new(pos.clone(), config, 3, 1);
    search.think(Budget::Iterations(30_000), None);
    let best = search.suggestion().expect("a move").action;
    search.advance_in_steps(&[best]);
    assert!(!search.is_settled());
    let kept = search.root_visits();
    assert!(kept > 4_000, "the kept root already holds the budget: {kept}");
    // Out of time after every step: each slice takes one step, and none answers before the
    // tree is whole, although the root already holds the iterations asked for.
    let mut slices = 0;
    while !search.think_slice(4_000, &mut || true) {
        slices += 1;
        assert!(!search.is_settled(), "a whole tree with its iterations is done");
    }
    assert!(search.is_settled() && slices > 0);
    assert_eq!(search.root_visits(), kept, "no thinking was needed");
    // A slice with time thinks on to the iterations asked for.
    assert!(search.think_slice(kept + 500, &mut || false));
    assert!(search.root_visits() >= kept + 500);
}

#[test]
fn a_time_budget_stops_at_the_iteration_cap_of_all_trees_together() {
    let pos = oxono::Position::new(&oxono::Position::random_setup(4));
    let config = SearchConfig { iterations: 2_000, think_when_full: false, ..Level::Expert.config(GameKind::Oxono) };
    let mut search = ParallelSearch::new(pos, config, 1, 2);
    // A minute is far more than 2,000 iterations need: the cap ends the search.
    search.think(Budget::Time(std::time::Duration::from_secs(60)), None);
    assert_eq!(search.root_visits(), 2_000);
    // A set stop flag ends it at once.
    let stop = std::sync::atomic::AtomicBool::new(true);
    let mut search = ParallelSearch::new(oxono::Position::default(), Level::Expert.config(GameKind::Oxono), 1, 2);
    search.think(Budget::Time(std::time::Duration::from_secs(60)), Some(&stop));
    assert_eq!(search.root_visits(), 0);
}

#[test]
fn a_full_tree_thinks_on_without_growing_until_the_time_is_up() {
    fn check<G: Evaluate>() {
        let pos = G::new(&G::random_setup(4));
        // Expert's way: the iterations bound the nodes of both trees together.
        let config = SearchConfig { iterations: 2_000, ..Level::Expert.config(G::KIND) };
        assert!(config.think_when_full);
        let mut search = ParallelSearch::new(pos, config, 1, 2);
        let time = std::time::Duration::from_millis(300);
        let started = std::time::Instant::now();
        search.think(Budget::Time(time), None);
        assert!(started.elapsed() >= time, "{}: the whole time is spent", G::KIND);
        // A busy machine may not fill the trees in that time: more of it does.
        for _ in 0..100 {
            if search.is_at_cap() {
                break;
            }
            search.think(Budget::Time(time), None);
        }
        // Each tree stops growing at its share (one expansion may add a node per action).
        assert!(search.is_at_cap(), "{}", G::KIND);
        let full = search.tree_size();
        assert!(full <= 2_000 + 2 * 200, "{}: {full} nodes", G::KIND);
        // ... and thinks on: its iterations go on, its nodes stay within the bound.
        let visits = search.root_visits();
        search.think(Budget::Time(time), None);
        assert!(search.root_visits() > visits, "{}: {visits} visits, no more", G::KIND);
        assert!(search.tree_size() <= 2_000 + 2 * 200, "{}: {} nodes", G::KIND, search.tree_size());
        let s = search.suggestion().expect("an action");
        let mut next = search.position().clone();
        assert!(next.play(s.action).is_ok(), "{}: a legal action", G::KIND);
        // The limit holds only while the time budget runs: an iteration budget grows the tree.
        let before = search.tree_size();
        search.think(Budget::Iterations(500), None);
        assert!(search.tree_size() > before, "{}", G::KIND);
    }
    check::<yoxii::Position>();
    check::<oxono::Position>();
    check::<kamon::Position>();
}

/// A search of `start` after `iterations`, the position after its best action, and the action.
fn searched_then_played(
    start: &AnyPosition,
    config: &SearchConfig,
    iterations: u32,
) -> (AnySearch, AnyPosition, AnyAction) {
    let mut search = AnySearch::new(start, config.clone(), 2, 1);
    search.think(iterations);
    let (best, _) = search.suggestion().expect("a move");
    let mut pos = start.clone();
    pos.play(best).expect("legal");
    (search, pos, best)
}

#[test]
fn any_search_is_reused_along_the_history_only_when_it_fits() {
    let config = Level::Medium.config(GameKind::Oxono);
    let (search, pos, best) = searched_then_played(&AnyPosition::Oxono(oxono::Position::default()), &config, 3_000);
    let history = vec![best];
    let kept = AnySearch::reuse(Some(search), &pos, &history, &config, 1, 5);
    assert!(kept.is_at(&pos));
    assert!(kept.root_visits() > 0, "the tree below the played action is kept");
    // Another level's settings or another number of threads start afresh.
    let hard = Level::Hard.config(GameKind::Oxono);
    let fresh = AnySearch::reuse(Some(kept), &pos, &history, &hard, 1, 5);
    assert!(fresh.is_at(&pos) && fresh.root_visits() == 0 && fresh.config() == &hard);
    let fresh = AnySearch::reuse(Some(fresh), &pos, &history, &hard, 2, 5);
    assert!(fresh.is_at(&pos) && fresh.threads() == 2);
    // A search of another game is never reused.
    let yoxii = AnyPosition::Yoxii(yoxii::Position::default());
    let other = AnySearch::reuse(Some(fresh), &yoxii, &[], &hard, 2, 5);
    assert!(other.is_at(&yoxii));
}

#[test]
fn a_search_that_is_not_reused_is_freed_in_the_new_ones_slices() {
    let start = AnyPosition::Kamon(kamon::Position::new(&kamon::Position::random_setup(7)));
    let config = Level::Hard.config(GameKind::Kamon);
    let (search, pos, best) = searched_then_played(&start, &config, 20_000);
    let search = AnySearch::reuse(Some(search), &pos, &[best], &config, 1, 5);
    // A take-back: the old tree is not on the way, so a new search starts at once, and the old
    // one is freed a step at a time in its slices before it thinks.
    let mut fresh = AnySearch::reuse(Some(search), &start, &[], &config, 1, 5);
    assert!(fresh.is_at(&start) && fresh.root_visits() == 0);
    assert!(!fresh.is_settled());
    let mut slices = 0;
    while !fresh.is_settled() {
        assert!(!fresh.think_slice(config.iterations, &mut || true));
        slices += 1;
    }
    assert!(slices > 1, "{slices} slices");
    assert!(fresh.think_slice(500, &mut || false) && fresh.root_visits() >= 500);
}

#[test]
fn forcing_lines_find_exactly_the_wins_in_two() {
    // With any number of answers allowed, two moves deep is the whole search for a win in two.
    fn check<G: Evaluate>(plies: (usize, usize), seed: u64) {
        let mut wins = 0;
        on_test_positions(seed, plies, 300, |pos: &G, _| {
            let found = ForcingSearch::new(u32::MAX, usize::MAX).winning_action(pos, 2);
            let ones = winning_actions(pos);
            let twos = if ones.is_empty() { wins_in_two(pos) } else { Vec::new() };
            match found {
                Some(a) => assert!(ones.contains(&a) || twos.contains(&a), "{a} wins in neither in\n{pos:?}"),
                None => assert!(ones.is_empty() && twos.is_empty(), "a win in two missed in\n{pos:?}"),
            }
            wins += usize::from(!twos.is_empty());
            true
        });
        assert!(wins >= 5, "only {wins} positions with a win in two");
    }
    check::<oxono::Position>((8, 26), 41);
    check::<kamon::Position>((10, 34), 42);
}

#[test]
fn forcing_lines_are_forced_wins() {
    // Three moves deep (five plies), a win the forcing search finds is one alpha-beta proves,
    // from the position and after its first move.
    fn check<G: Evaluate>(plies: (usize, usize), seed: u64) {
        on_test_positions(seed, plies, 6, |pos: &G, _| {
            if ForcingSearch::new(u32::MAX, usize::MAX).winning_action(pos, 2).is_some() {
                return false;
            }
            let Some(a) = ForcingSearch::new(50_000, 8).winning_action(pos, 3) else { return false };
            let r = AlphaBeta::<G>::new(16).search(pos, AbBudget::Depth(5)).expect("a move");
            assert!(r.is_proven() && r.score > 0, "{r:?} in\n{pos:?}");
            let mut next = pos.clone();
            next.play(a).unwrap();
            let r = AlphaBeta::<G>::new(16).search(&next, AbBudget::Depth(4)).expect("a move");
            assert!(r.is_proven() && r.score < 0, "{a} does not win: {r:?} in\n{pos:?}");
            true
        });
    }
    check::<oxono::Position>((10, 24), 43);
    check::<kamon::Position>((14, 34), 44);
}

#[test]
fn a_tree_with_forcing_lines_proves_their_wins() {
    // Positions with a forced win five moves deep and none in three: Hard with the forcing-line
    // search at a node's second visit proves the root within a few hundred iterations where the
    // tree alone does not, through Yoxii's stage nodes too, and the action it proves
    // leaves the opponent only replies that lose along forcing lines.
    fn check<G: Evaluate>(plies: (usize, usize), seed: u64) {
        on_test_positions(seed, plies, 4, |pos: &G, attempt| {
            if ForcingSearch::new(u32::MAX, 12).winning_action(pos, 3).is_some()
                || ForcingSearch::new(50_000, 8).winning_action(pos, 5).is_none()
            {
                return false;
            }
            // Only where the tree alone does not prove it.
            let mut plain = Mcts::new(pos.clone(), Level::Hard.config(G::KIND), attempt);
            plain.think(500);
            if plain.is_solved() {
                return false;
            }
            let config = SearchConfig { forcing: Some(2), ..Level::Hard.config(G::KIND) };
            let mut search = Mcts::new(pos.clone(), config, attempt);
            search.think(500);
            let s = search.suggestion().expect("a move");
            assert!(s.proven && s.win_probability == 1.0 && search.is_solved(), "{s:?} in\n{pos:?}");
            let mut next = pos.clone();
            next.play(s.action).unwrap();
            for reply in next.legal_actions() {
                let mut after = next.clone();
                after.play_unchecked(reply);
                let lost = after.outcome().is_some_and(|o| o.winner == Some(pos.to_move()))
                    || ForcingSearch::new(1_000_000, 8).winning_action(&after, 6).is_some();
                assert!(lost, "{reply} answers {} in\n{pos:?}", s.action);
            }
            true
        });
    }
    check::<oxono::Position>((10, 24), 45);
    check::<yoxii::Position>((16, 30), 46);
    check::<kamon::Position>((14, 34), 47);
}

#[test]
fn hard_and_expert_read_forcing_lines_on_oxono() {
    // Oxono positions with a forced win along forcing lines within the tree's depth and none
    // in three moves: Hard's and Expert's trees search their root for such lines at once, so
    // two trees of 100 iterations prove it where the same search without them does not.
    let oxono = GameKind::Oxono;
    on_test_positions(50, (10, 24), 4, |pos: &oxono::Position, attempt| {
        if ForcingSearch::new(u32::MAX, 12).winning_action(pos, 3).is_some()
            || ForcingSearch::new(ForcingSearch::LIMIT, ForcingSearch::REPLIES)
                .winning_action(pos, ForcingSearch::DEPTH)
                .is_none()
        {
            return false;
        }
        let without = SearchConfig { forcing: None, ..Level::Hard.config(oxono) };
        if parallel_suggestion(pos, &without, attempt, 2, 100).expect("a move").proven {
            return false;
        }
        for level in [Level::Hard, Level::Expert] {
            let s = parallel_suggestion(pos, &level.config(oxono), attempt, 2, 100).expect("a move");
            assert!(s.proven && s.win_probability == 1.0, "{level}: {s:?} in\n{pos:?}");
        }
        true
    });
}

#[test]
fn a_tree_with_forcing_lines_proves_the_moves_that_allow_them_lost() {
    // Every action the tree tried three times or more (with `forcing: Some(2)` the search runs
    // as a node is entered with two visits) after which the opponent wins along forcing lines
    // is proven lost at the root (Yoxii's below its stage nodes).
    fn check<G: Evaluate>(plies: (usize, usize), seed: u64) {
        let mut proven = 0;
        on_test_positions(seed, plies, 6, |pos: &G, attempt| {
            if pos.winning_action().is_some() {
                return false;
            }
            let config = SearchConfig { forcing: Some(2), ..Level::Hard.config(G::KIND) };
            let mut search = Mcts::new(pos.clone(), config, attempt);
            search.think(3_000);
            if search.is_solved() || search.is_lost() {
                return false;
            }
            for stat in search.root_stats().into_iter().filter(|s| s.visits >= 3) {
                let mut next = pos.clone();
                next.play(stat.action).unwrap();
                if ForcingSearch::new(ForcingSearch::LIMIT, ForcingSearch::REPLIES)
                    .winning_action(&next, ForcingSearch::DEPTH)
                    .is_some()
                {
                    assert_eq!(stat.proven, Some(0.0), "{} lets the opponent force a win in\n{pos:?}", stat.action);
                    proven += 1;
                }
            }
            true
        });
        assert!(proven >= 3, "only {proven} actions proven lost");
    }
    check::<oxono::Position>((8, 20), 48);
    check::<yoxii::Position>((14, 26), 49);
}
