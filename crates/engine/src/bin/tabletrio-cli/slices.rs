//! `slices`: a level playing a whole game the way the web build runs it, on one thread in
//! short slices of search per frame (`ParallelSearch::think_slice`, as the app calls it), to
//! measure how long a frame's share of the search takes.

use std::time::{Duration, Instant};

use tabletrio_engine::ai::{Evaluate, Level, ParallelSearch};

/// A frame's search work: its slice, and the longest step of it between two looks at the
/// clock (how far a slice can run past its time).
#[derive(Clone, Copy)]
struct Frame {
    slice: Duration,
    step: Duration,
}

/// Plays one game, both sides at `level` and one search moved down its tree from move to move
/// in steps, as the app does; each move thinks in slices of `slice` a frame until the level's
/// iterations or, for a level on time, until `budget` has passed on the clock (a frame lasts
/// `frame`, or the slice's time if longer), for at most `most_moves` moves. Prints the frames'
/// search work, then how a new search (a take-back, a new game) frees the last tree.
pub fn run<G: Evaluate>(level: Level, seed: u64, slice: Duration, frame: Duration, budget: Duration, most_moves: u32) {
    let mut pos = G::new(&G::random_setup(seed));
    let config = level.config(G::KIND);
    let on_time = level.time_budget().is_some();
    let cap = level.time_cap();
    let mut search = ParallelSearch::new(pos.clone(), config.clone(), seed, 1);
    let mut frames = Vec::new();
    let mut moves = 0;
    while !pos.is_over() && moves < most_moves {
        let mut clock = Duration::ZERO;
        let mut searched = Duration::ZERO;
        loop {
            let start = Instant::now();
            let mut last = start;
            let mut step = Duration::ZERO;
            let done = search.think_slice(config.iterations, &mut || {
                let now = Instant::now();
                step = step.max(now - last);
                last = now;
                now - start >= slice
            });
            let took = start.elapsed();
            frames.push(Frame { slice: took, step });
            searched += took;
            clock += frame.max(took);
            let out_of_time = if on_time { clock >= budget } else { cap.is_some_and(|c| searched >= c) };
            if done || (out_of_time && search.is_settled()) {
                break;
            }
        }
        let action = search.choose().expect("a legal action while the game runs");
        pos.play(action).expect("the search only returns legal actions");
        search.advance_in_steps(&[action]);
        moves += 1;
    }
    report::<G>(level, seed, moves, &frames);
    // A take-back or a new game: a new search frees the last one in its own slices.
    search.settle(usize::MAX);
    let nodes = search.tree_size();
    let start_pos = G::new(&G::random_setup(seed));
    let mut next = ParallelSearch::new(start_pos, config.clone(), seed, 1);
    next.free_in_steps(search);
    let mut longest = Duration::ZERO;
    let mut freeing = 0;
    while !next.is_settled() {
        let start = Instant::now();
        next.think_slice(config.iterations, &mut || start.elapsed() >= slice);
        longest = longest.max(start.elapsed());
        freeing += 1;
    }
    outln!(
        "  then a new search freed the last tree ({nodes} nodes) in {freeing} frames, the longest {:.2} ms",
        longest.as_secs_f64() * 1000.0
    );
}

fn report<G: Evaluate>(level: Level, seed: u64, moves: u32, frames: &[Frame]) {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mut work: Vec<f64> = frames.iter().map(|f| ms(f.slice)).collect();
    work.sort_by(f64::total_cmp);
    let at = |q: f64| work[((work.len() - 1) as f64 * q).round() as usize];
    let mean = work.iter().sum::<f64>() / work.len() as f64;
    let step = frames.iter().map(|f| ms(f.step)).fold(0.0, f64::max);
    outln!("{}: {level}, seed {seed}, {moves} moves, {} frames that searched", G::KIND, work.len());
    outln!(
        "  a frame's search work: mean {mean:.2} ms, median {:.2}, 99th percentile {:.2}, most {:.2}; longest step {step:.2} ms",
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
