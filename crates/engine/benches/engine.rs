//! Move generation, random playouts, Hard's tree search and the puzzle judge for each game:
//! `cargo bench -p tabletrio-engine`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tabletrio_engine::ai::{Evaluate, Level, Mcts};
use tabletrio_engine::playout::random_playout;
use tabletrio_engine::puzzle::{AnyPuzzle, judge, shipped_set};
use tabletrio_engine::{AnyAction, Game, kamon, oxono, rng_from_seed, yoxii};

/// A position `plies` random actions into a game from the seed's setup.
fn midgame<G: Game>(seed: u64, plies: usize) -> G {
    let mut rng = rng_from_seed(seed);
    let mut pos = G::new(&G::random_setup(seed));
    while pos.ply() < plies {
        let Some(a) = pos.random_action(&mut rng) else { break };
        pos.play_unchecked(a);
    }
    pos
}

fn bench_game<G: Evaluate>(c: &mut Criterion) {
    let name = G::KIND.name();
    let mut group = c.benchmark_group(name);
    let start = G::new(&G::random_setup(1));
    let mid: G = midgame(1, 12);
    let mut buf = Vec::with_capacity(512);
    group.throughput(Throughput::Elements(1));
    group.bench_function("legal_actions/start", |b| {
        b.iter(|| {
            buf.clear();
            black_box(&start).legal_actions_into(&mut buf);
            buf.len()
        })
    });
    group.bench_function("legal_actions/ply12", |b| {
        b.iter(|| {
            buf.clear();
            black_box(&mid).legal_actions_into(&mut buf);
            buf.len()
        })
    });
    group.bench_function("count_legal/ply12", |b| b.iter(|| black_box(&mid).count_legal()));
    let mut rng = rng_from_seed(7);
    group.bench_function("random_playout", |b| {
        b.iter(|| {
            let mut pos = start.clone();
            random_playout(&mut pos, &mut rng)
        })
    });
    // Hard's search from the start, a fresh tree each time: iterations per second (selection,
    // expansion, playout, backup and the solver together).
    const ITERATIONS: u32 = 200_000;
    let hard = Level::Hard.config(G::KIND);
    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    group.sample_size(10);
    group.bench_function("hard_search", |b| {
        b.iter(|| {
            let mut search = Mcts::new(start.clone(), hard.clone(), 3);
            search.think(ITERATIONS);
            search.root_visits()
        })
    });
    // What a server's `puzzle_move` asks of the judge at its dearest: a wrong first action
    // judged (the prover off the line) and its refutation found, over 24 puzzles spread across
    // the shipped set (easiest to hardest) in turn.
    let set = shipped_set(G::KIND);
    let wrong: Vec<(&AnyPuzzle, AnyAction)> = set
        .iter()
        .step_by((set.len() / 24).max(1))
        .filter_map(|p| {
            let other = p.position().legal_actions().into_iter().find(|&a| a != p.solution[0])?;
            Some((p, other))
        })
        .collect();
    group.throughput(Throughput::Elements(1));
    let mut next = 0;
    group.bench_function("puzzle_wrong_action_judged", |b| {
        b.iter(|| {
            let (puzzle, action) = wrong[next % wrong.len()];
            next += 1;
            let played = [action];
            (judge::standing(puzzle, &played), judge::reply(puzzle, &played))
        })
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    bench_game::<yoxii::Position>(c);
    bench_game::<oxono::Position>(c);
    bench_game::<kamon::Position>(c);
}

criterion_group!(engine, benches);
criterion_main!(engine);
