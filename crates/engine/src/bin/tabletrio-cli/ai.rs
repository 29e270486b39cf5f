//! `bestmove` and `arena`: the computer opponents from the command line.

use std::path::Path;
use std::time::{Duration, Instant};

use serde::Serialize;
use tabletrio_engine::ai::{
    AbBudget, AbConfig, AbResult, AlphaBeta, Budget, Endgame, Evaluate, ForcingSearch, Level, ParallelSearch,
    SearchConfig, first_unrefuted, greedy_action,
};
use tabletrio_engine::{GameKind, Record, Side, replay};

/// A player in the arena: a level (its settings for the game played), plain UCT at a level's
/// iteration budget, or the alpha-beta baseline with a time per move (`ab@<ms>`).
#[derive(Clone, Debug)]
pub struct Contender {
    pub name: String,
}

/// What a contender is, for one game.
enum Kind {
    /// The tree search; with `time`, it thinks that long per move on `threads` threads; `cap`
    /// stops an iteration budget early.
    Mcts {
        config: SearchConfig,
        time: Option<Duration>,
        threads: usize,
        cap: Option<Duration>,
        /// After the tree's choice, the alpha-beta search vets it until this long after the
        /// move's start.
        guard: Option<Duration>,
        /// After the tree's search, the alpha-beta search looks for a forced win this long.
        solve: Option<Duration>,
        /// Where the tree proved every action lost, the alpha-beta search chooses instead,
        /// thinking this long: the loss it puts off longest.
        lost: Option<Duration>,
    },
    AlphaBeta(Duration, AbConfig),
    /// The one-ply greedy player (`greedy`): a win in one, else no loss in one, else anything.
    Greedy,
}

impl Contender {
    fn kind(&self, game: GameKind) -> Kind {
        parse(&self.name, game).expect("checked when parsed")
    }
}

impl std::str::FromStr for Contender {
    type Err = String;

    fn from_str(s: &str) -> Result<Contender, String> {
        parse(s, GameKind::Yoxii)?;
        Ok(Contender { name: s.to_owned() })
    }
}

/// `ab@<ms>`, or a tree search (see `parse_config`) with an optional `ms=<ms>` time per move,
/// `threads=<n>` (Expert: 3000 ms on every core unless told otherwise), `cap=<ms>` (`off`),
/// the most an iteration budget may take (Hard: 950 ms), and `guard=<ms>`: until that long
/// after the move's start, the alpha-beta search vets the tree's best actions in turn and the
/// first it cannot refute is played (`first_unrefuted`), and `solve=<ms>`: after the tree's
/// search, the alpha-beta search looks that long for a forced win at the root and plays it
/// (experiments from the eighth round, docs/ai.md; no level uses them), and `lost=<ms>`: where
/// the tree proved the root lost, the alpha-beta search's choice after that long is played.
fn parse(s: &str, game: GameKind) -> Result<Kind, String> {
    if s == "greedy" {
        return Ok(Kind::Greedy);
    }
    if let Some(rest) = s.strip_prefix("ab@").or_else(|| s.strip_prefix("ab0@")) {
        let mut parts = rest.split(',');
        let ms: u64 = parts
            .next()
            .unwrap_or_default()
            .parse()
            .map_err(|_| format!("{s:?}: expected ab@<milliseconds>[,pvs][,lmr][,asp]"))?;
        let parts: Vec<_> = parts.collect();
        if s.starts_with("ab0@") && !parts.is_empty() {
            return Err(format!("{s:?}: ab0 is the baseline, it takes no settings"));
        }
        return Ok(Kind::AlphaBeta(Duration::from_millis(ms), parse_ab_config(parts.into_iter())?));
    }
    let base = s.split(',').next().unwrap_or_default().parse::<Level>().ok();
    let mut time = base.and_then(Level::time_budget);
    let mut cap = base.and_then(Level::time_cap);
    let mut threads = if time.is_some() { std::thread::available_parallelism().map_or(1, |n| n.get()) } else { 1 };
    let mut rest = Vec::new();
    let mut guard = None;
    let mut solve = None;
    let mut lost = None;
    let millis = |part: &str, v: &str| v.parse().map(Duration::from_millis).map_err(|_| format!("{part:?}: bad value"));
    for part in s.split(',') {
        match part.split_once('=') {
            Some(("solve", v)) => solve = Some(millis(part, v)?),
            Some(("lost", v)) => lost = Some(millis(part, v)?),
            Some(("guard", v)) => guard = Some(millis(part, v)?),
            Some(("ms", v)) => time = Some(millis(part, v)?),
            Some(("cap", "off")) => cap = None,
            Some(("cap", v)) => cap = Some(millis(part, v)?),
            Some(("threads", v)) => threads = v.parse().map_err(|_| format!("{part:?}: bad value"))?,
            _ => rest.push(part),
        }
    }
    let config = parse_config(&rest.join(","), game)?;
    Ok(Kind::Mcts { config, time, threads: threads.max(1), cap, guard, solve, lost })
}

/// The alpha-beta refinements named: `pvs`, `lmr`, `asp` (aspiration windows).
fn parse_ab_config<'a>(parts: impl Iterator<Item = &'a str>) -> Result<AbConfig, String> {
    let mut config = AbConfig::BASELINE;
    for part in parts {
        match part {
            "pvs" => config.pvs = true,
            "lmr" => config.lmr = true,
            "asp" => config.aspiration = true,
            _ => return Err(format!("{part:?}: unknown alpha-beta setting (pvs, lmr, asp)")),
        }
    }
    Ok(config)
}

/// The endgame search a setting starts from where the level has none: from the root, on
/// 1,200,000 nodes a move, every refinement (`endgame`, `endnodes` and `endab` change it).
const NEW_ENDGAME: Endgame = Endgame { from_ply: 0, nodes: 1_200_000, ab: AbConfig::ALL };

/// a level's name, `uct` (plain UCT with Hard's budget), or `uct:N` (N iterations),
/// optionally followed by settings to try, e.g. `hard,c=0.6,rave=800`: `c` (exploration),
/// `rave` (k, or `off`), `decisive`, `solver`, `staged`, `ends`, `full` and `drawtry` (`on`/`off`),
/// `iterations`, `temp` (the choice's temperature), `endgame` (the ply from which alpha-beta
/// chooses, or `off`), `endnodes` (its nodes a move) and `endab` (its refinements, `pvs+asp`).
fn parse_config(s: &str, game: GameKind) -> Result<SearchConfig, String> {
    let mut parts = s.split(',');
    let base = parts.next().unwrap_or_default();
    let mut config = if let Some(rest) = base.strip_prefix("uct") {
        let iterations = match rest.strip_prefix(':') {
            Some(n) => n.parse().map_err(|_| format!("{s:?}: expected uct:<iterations>"))?,
            None if rest.is_empty() => Level::Hard.config(game).iterations,
            None => return Err(format!("unknown contender {s:?}")),
        };
        SearchConfig::plain_uct(iterations)
    } else {
        base.parse::<Level>()?.config(game)
    };
    for part in parts {
        let (key, value) = part.split_once('=').ok_or_else(|| format!("{part:?}: expected key=value"))?;
        let bad = || format!("{part:?}: bad value");
        let switch = || match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(bad()),
        };
        match key {
            "c" => config.exploration = value.parse().map_err(|_| bad())?,
            "rave" if value == "off" => config.rave = None,
            "rave" => config.rave = Some(value.parse().map_err(|_| bad())?),
            "decisive" => config.decisive_playouts = switch()?,
            "solver" => config.solver = switch()?,
            "staged" => config.staged = switch()?,
            "ends" => config.scan_ends = switch()?,
            "threats" => config.threats = switch()?,
            "full" => config.think_when_full = switch()?,
            "drawtry" => config.draw_try = switch()?,
            "safe" => config.safe_draws = value.parse().map_err(|_| bad())?,
            "forcing" if value == "off" => config.forcing = None,
            // A node's actions are listed on its second visit: no search can come earlier.
            "forcing" => config.forcing = Some(value.parse::<u32>().map_err(|_| bad())?.max(2)),
            "minimax" if value == "off" => config.minimax = None,
            "minimax" => config.minimax = Some(value.parse().map_err(|_| bad())?),
            "cutoff" if value == "off" => config.cutoff = None,
            "cutoff" => config.cutoff = Some(value.parse().map_err(|_| bad())?),
            "iterations" => config.iterations = value.parse().map_err(|_| bad())?,
            "temp" => config.temperature = value.parse().map_err(|_| bad())?,
            "endgame" if value == "off" => config.endgame = None,
            "endgame" => config.endgame.get_or_insert(NEW_ENDGAME).from_ply = value.parse().map_err(|_| bad())?,
            "endnodes" => config.endgame.get_or_insert(NEW_ENDGAME).nodes = value.parse().map_err(|_| bad())?,
            // The endgame searcher's refinements, as `ab@MS` takes them: `endab=pvs+asp`.
            "endab" => {
                config.endgame.get_or_insert(NEW_ENDGAME).ab =
                    parse_ab_config(value.split('+').filter(|p| !p.is_empty() && *p != "none"))?;
            }
            _ => {
                return Err(format!(
                    "{part:?}: unknown setting (c, rave, decisive, solver, staged, ends, threats, cutoff, minimax, safe, forcing, full, drawtry, iterations, temp, endgame, endnodes, endab, ms, threads)"
                ));
            }
        }
    }
    Ok(config)
}

#[derive(Serialize)]
struct BestMove {
    action: String,
    win_probability: f64,
    /// Iterations at the root when the search stopped, all trees together (kept ones count:
    /// there are none for a single move), to compare searches' speed.
    iterations: u32,
    /// Nodes in the trees then (memory grows with them).
    nodes: usize,
}

/// The last position of a record, if the game goes on there.
fn position_to_search<G: Evaluate>(text: &str) -> Result<G, String> {
    let replay = replay::<G>(text);
    if let Some(e) = replay.error {
        return Err(e.to_string());
    }
    let pos = replay.positions.last().expect("a valid record has a position").clone();
    if pos.is_over() {
        return Err("the game is over: there is no move to suggest".into());
    }
    Ok(pos)
}

#[derive(Serialize)]
struct AbLine {
    action: String,
    score: i32,
    depth: u32,
    nodes: u64,
    /// How long it took (a proof ends the search early).
    ms: f64,
}

pub fn absearch<G: Evaluate>(text: &str, time_ms: u64, refine: &str) -> Result<(), String> {
    let pos = position_to_search::<G>(text)?;
    let config = parse_ab_config(refine.split(',').filter(|p| !p.is_empty()))?;
    let started = Instant::now();
    let r = AlphaBeta::<G>::with_config(20, config)
        .search(&pos, AbBudget::Time(Duration::from_millis(time_ms)))
        .ok_or("no legal action")?;
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    let line = AbLine { action: r.action.to_string(), score: r.score, depth: r.depth, nodes: r.nodes, ms };
    outln!("{}", serde_json::to_string(&line).expect("plain data"));
    Ok(())
}

#[derive(Serialize)]
struct ForcingLine {
    action: Option<String>,
    positions: u32,
    ms: f64,
}

pub fn forcing<G: Evaluate>(text: &str, depth: u32, limit: u32, replies: usize) -> Result<(), String> {
    let pos = position_to_search::<G>(text)?;
    let started = Instant::now();
    let mut search = ForcingSearch::new(limit, replies);
    let action = search.winning_action(&pos, depth).map(|a| a.to_string());
    let ms = (started.elapsed().as_secs_f64() * 1e4).round() / 10.0;
    let line = ForcingLine { action, positions: search.positions, ms };
    outln!("{}", serde_json::to_string(&line).expect("plain data"));
    Ok(())
}

pub fn bestmove<G: Evaluate>(text: &str, level: Level, time_ms: Option<u64>, seed: u64) -> Result<(), String> {
    let pos = position_to_search::<G>(text)?;
    let Kind::Mcts { config, time, threads, cap, .. } = parse(level.name(), G::KIND)? else {
        unreachable!("a level is a tree search")
    };
    let (config, time) = with_time(G::KIND, config, time, time_ms);
    let mut search = ParallelSearch::new(pos, config, seed, threads);
    think_one_move(&mut search, time, cap);
    // `suggestion` is the best action itself, never a temperature draw.
    let s = search.suggestion().ok_or("no legal action")?;
    let line = BestMove {
        action: s.action.to_string(),
        win_probability: (s.win_probability * 1000.0).round() / 1000.0,
        iterations: search.root_visits(),
        nodes: search.tree_size(),
    };
    outln!("{}", serde_json::to_string(&line).expect("plain data"));
    Ok(())
}

/// A time given on the command line replaces the contender's own budget; the search then
/// spends it all, its trees growing to Expert's nodes at most (memory grows with them).
fn with_time(
    game: GameKind,
    mut config: SearchConfig,
    time: Option<Duration>,
    time_ms: Option<u64>,
) -> (SearchConfig, Option<Duration>) {
    match time_ms {
        Some(ms) => {
            config.iterations = Level::most_nodes(game);
            config.think_when_full = true;
            (config, Some(Duration::from_millis(ms)))
        }
        None => (config, time),
    }
}

/// One move's thinking: for `time` (Expert's budget, `ms=`, `--time-ms`), else until the
/// iteration budget is spent or `cap` has passed (Hard's), else until the iteration budget.
fn think_one_move<G: Evaluate>(search: &mut ParallelSearch<G>, time: Option<Duration>, cap: Option<Duration>) {
    match time.or(cap) {
        Some(t) => search.think(Budget::Time(t), None),
        None => {
            let threads = search.threads() as u32;
            let left = (search.config().iterations / threads).saturating_sub(search.root_visits() / threads);
            search.think(Budget::Iterations(left), None);
        }
    }
}

/// What a tree search showed on one move, for the arena's figures.
struct Searched {
    /// Visits at its root (with what it kept from earlier moves).
    visits: u32,
    nodes: usize,
    /// Whether it reached its iterations.
    at_cap: bool,
}

/// One move of an arena player.
struct Choice<A> {
    action: A,
    /// What a tree search showed while it chose.
    searched: Option<Searched>,
    /// The position's value for the mover where the search proved it: a tree search's solver
    /// at its root (1 a win, 0.5 a draw, 0 a loss), or alpha-beta's forced win or loss.
    proven: Option<f64>,
    /// An alpha-beta switch replaced the tree's choice.
    replaced: bool,
}

/// One side of an arena game, with what it keeps between its moves.
enum Player<G: Evaluate> {
    /// A tree search on its threads, its trees kept from move to move, with its time per move
    /// and its cap (see `think_one_move`), then its alpha-beta switches (see `Kind::Mcts`).
    Search {
        search: Box<ParallelSearch<G>>,
        time: Option<Duration>,
        cap: Option<Duration>,
        /// The alpha-beta searcher the switches share, when either is on.
        ab: Option<Box<AlphaBeta<G>>>,
        guard: Option<Duration>,
        solve: Option<Duration>,
        lost: Option<Duration>,
    },
    AlphaBeta(Box<AlphaBeta<G>>, Duration),
    Greedy(Box<tabletrio_engine::EngineRng>),
}

impl<G: Evaluate> Player<G> {
    fn new(kind: Kind, pos: &G, seed: u64, time_ms: Option<u64>) -> Player<G> {
        match kind {
            Kind::Mcts { config, time, threads, cap, guard, solve, lost } => {
                let (config, time) = with_time(G::KIND, config, time, time_ms);
                let ab = (guard.is_some() || solve.is_some() || lost.is_some()).then(Box::default);
                let search = Box::new(ParallelSearch::new(pos.clone(), config, seed, threads));
                Player::Search { search, time, cap, ab, guard, solve, lost }
            }
            Kind::AlphaBeta(time, config) => Player::AlphaBeta(Box::new(AlphaBeta::with_config(20, config)), time),
            Kind::Greedy => Player::Greedy(Box::new(tabletrio_engine::rng_from_seed(seed))),
        }
    }

    /// The action to play, with what the search showed while it chose it.
    fn choose(&mut self, pos: &G) -> Choice<G::Action> {
        let mut replaced = false;
        let (action, searched, proven) = match self {
            Player::Search { search, time, cap, ab, guard, solve, lost } => {
                let started = Instant::now();
                think_one_move(search, *time, *cap);
                let searched =
                    Searched { visits: search.root_visits(), nodes: search.tree_size(), at_cap: search.is_at_cap() };
                let proven = search.proven_value();
                let mut action = search.choose();
                if let (Some(ab), Some(t), Some(choice)) = (ab.as_mut(), *solve, action)
                    && !search.is_solved()
                    && let Some(r) = ab.search(pos, AbBudget::Time(t)).filter(|r| r.is_proven() && r.score > 0)
                    && r.action != choice
                {
                    action = Some(r.action);
                    replaced = true;
                }
                if let (Some(ab), Some(t), Some(choice)) = (ab.as_mut(), *lost, action)
                    && search.is_lost()
                    && let Some(r) = ab.search(pos, AbBudget::Time(t))
                    && r.action != choice
                {
                    action = Some(r.action);
                    replaced = true;
                }
                if let (Some(ab), Some(t), Some(choice)) = (ab, *guard, action)
                    && !replaced
                {
                    let ranked: Vec<_> = search.ranked().into_iter().take(4).collect();
                    if let Some(other) = first_unrefuted(ab, pos, &ranked, started + t).filter(|&o| o != choice) {
                        action = Some(other);
                        replaced = true;
                    }
                }
                (action, Some(searched), proven)
            }
            Player::AlphaBeta(search, time) => {
                let r = search.search(pos, AbBudget::Time(*time));
                let proven = r.as_ref().and_then(AbResult::proven_value);
                (r.map(|r| r.action), None, proven)
            }
            Player::Greedy(rng) => (greedy_action(pos, rng.as_mut()), None, None),
        };
        Choice { action: action.expect("a legal action while the game runs"), searched, proven, replaced }
    }

    fn advance(&mut self, action: G::Action) {
        if let Player::Search { search, .. } = self {
            search.advance(action);
        }
    }
}

/// A proven root value for the mover, in words.
fn proof_name(value: f64) -> &'static str {
    if value == 1.0 {
        "a win"
    } else if value == 0.0 {
        "a loss"
    } else {
        "a draw"
    }
}

/// The seed of game `game` of an arena run (its players' seeds come from it).
fn game_seed(seed: u64, game: u64) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(game)
}

/// The seed of game `game`'s setup: games 2k and 2k+1 share theirs.
fn setup_seed(seed: u64, game: u64) -> u64 {
    game_seed(seed, game & !1)
}

/// Plays `games` games between two contenders, alternating who starts; prints the result for A.
/// Each setup is played twice, A starting once (games 2k and 2k+1), so a setup that favours one
/// side weighs on both contenders alike. With `time_ms`, tree searches at an iteration budget
/// think for that long per move instead. With `records`, each game's record is written there
/// as it ends (`<game>-seed<seed>-<n>.txt`).
pub fn arena<G: Evaluate>(
    a: &Contender,
    b: &Contender,
    games: u64,
    seed: u64,
    time_ms: Option<u64>,
    records: Option<&Path>,
) -> Result<(), String> {
    if let Some(dir) = records {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    // A's wins, draws and losses when it moved first and when it moved second.
    let mut by_side = [[0u64; 3]; 2];
    let mut time = [Duration::ZERO; 2];
    let mut longest = [Duration::ZERO; 2];
    let mut moves = [0u64; 2];
    let mut visits = [0u64; 2];
    let mut nodes = [0u64; 2];
    let mut capped = [0u64; 2];
    // Tree-search choices its alpha-beta switches (guard, solve) replaced.
    let mut vetoed = [0u64; 2];
    // How many setups A scored 0, ½, 1, 1½ and 2 points on, over its two games.
    let mut pairs = [0u64; 5];
    let mut pair_points = 0;
    // How A's games ended: (won, drew or lost, the ending's name) and how often.
    let mut endings = std::collections::BTreeMap::new();
    // For A and B: the games in which its root was proven, the sum of the plies of those
    // first proofs, and the games in which it had its proof first.
    let mut proofs = [(0u64, 0u64, 0u64); 2];
    for game in 0..games {
        let game_seed = game_seed(seed, game);
        let start = G::new(&G::random_setup(setup_seed(seed, game)));
        let mut pos = start.clone();
        let mut played = Vec::new();
        // Even games: A moves first.
        let a_side = if game % 2 == 0 { Side::First } else { Side::Second };
        // The ply and value of each contender's first proof at its root in this game.
        let mut first_proof: [Option<(usize, f64)>; 2] = [None; 2];
        let mut players = [
            Player::new(a.kind(G::KIND), &pos, game_seed ^ 1, time_ms),
            Player::new(b.kind(G::KIND), &pos, game_seed ^ 2, time_ms),
        ];
        while !pos.is_over() {
            let who = usize::from(pos.to_move() != a_side);
            let started = Instant::now();
            let Choice { action, searched, proven, replaced } = players[who].choose(&pos);
            vetoed[who] += u64::from(replaced);
            if first_proof[who].is_none() {
                first_proof[who] = proven.map(|v| (pos.ply(), v));
            }
            time[who] += started.elapsed();
            if let Some(s) = searched {
                visits[who] += u64::from(s.visits);
                nodes[who] += s.nodes as u64;
                capped[who] += u64::from(s.at_cap);
            }
            longest[who] = longest[who].max(started.elapsed());
            moves[who] += 1;
            pos.play(action).expect("the searches only return legal actions");
            played.push(action);
            for p in &mut players {
                p.advance(action);
            }
        }
        let outcome = pos.outcome().expect("finished");
        let result = match outcome.winner {
            Some(w) if w == a_side => 0,
            Some(_) => 2,
            None => 1,
        };
        by_side[usize::from(a_side != Side::First)][result] += 1;
        for (who, proof) in first_proof.iter().enumerate() {
            if let Some((ply, _)) = proof {
                proofs[who].0 += 1;
                proofs[who].1 += *ply as u64;
                let other = first_proof[1 - who].map_or(usize::MAX, |p| p.0);
                proofs[who].2 += u64::from(*ply < other);
            }
        }
        if let Some(dir) = records {
            let [first, second] = if a_side == Side::First { [a, b] } else { [b, a] };
            let proved = |who: usize| match first_proof[who] {
                Some((ply, v)) => format!("{} proved {} at ply {ply}", [a, b][who].name, proof_name(v)),
                None => format!("{} proved nothing", [a, b][who].name),
            };
            let text = format!(
                "# {}: {} (first) vs {} (second), arena seed {seed}, game {game}\n# {}, by {}\n# first proofs: {}; {}\n{}",
                G::KIND,
                first.name,
                second.name,
                match outcome.winner {
                    Some(w) if w == a_side => format!("{} won", a.name),
                    Some(_) => format!("{} won", b.name),
                    None => "drawn".to_owned(),
                },
                outcome.reason.name(),
                proved(0),
                proved(1),
                Record::<G> { setup: start.setup(), actions: played }.to_text()
            );
            let file = dir.join(format!("{}-seed{seed}-{game}.txt", G::KIND.name()));
            std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
        }
        *endings.entry((result, outcome.reason.name())).or_insert(0u64) += 1;
        // In half points.
        pair_points += 2 - result;
        if game % 2 == 1 {
            pairs[pair_points] += 1;
            pair_points = 0;
        }
    }
    let [wins, draws, losses] = [0, 1, 2].map(|i| by_side[0][i] + by_side[1][i]);
    let n = games.max(1) as f64;
    let score = (wins as f64 + 0.5 * draws as f64) / n;
    // Normal approximation of the score's 95% interval. The two games of a setup are not
    // independent, so with every setup played twice it comes from the setups' scores.
    let half = if games >= 2 && games.is_multiple_of(2) {
        let m = (games / 2) as f64;
        let var = (0..5).map(|k| pairs[k] as f64 * (k as f64 / 4.0 - score).powi(2)).sum::<f64>() / m;
        1.96 * (var / m).sqrt()
    } else {
        let var = (wins as f64 * (1.0 - score).powi(2)
            + draws as f64 * (0.5 - score).powi(2)
            + losses as f64 * score.powi(2))
            / n;
        1.96 * (var / n).sqrt()
    };
    let elo = |s: f64| -400.0 * (1.0 / s.clamp(1e-3, 1.0 - 1e-3) - 1.0).log10();
    let budget = time_ms.map_or("each at its iteration budget".to_owned(), |ms| format!("{ms} ms per move each"));
    outln!("{}: {} vs {}, {games} games, sides alternated, seed {seed}, {budget}", G::KIND, a.name, b.name);
    outln!("  {} wins {wins}, draws {draws}, losses {losses}", a.name);
    let [[w1, d1, l1], [w2, d2, l2]] = by_side;
    outln!("  moving first: wins {w1}, draws {d1}, losses {l1}; moving second: wins {w2}, draws {d2}, losses {l2}");
    let ended = |result| {
        let named: Vec<String> =
            endings.iter().filter(|((r, _), _)| *r == result).map(|((_, name), n)| format!("{name} {n}")).collect();
        if named.is_empty() { "none".to_owned() } else { named.join(", ") }
    };
    outln!("  endings: won by {}; drawn by {}; lost by {}", ended(0), ended(1), ended(2));
    let [p0, p1, p2, p3, p4] = pairs;
    outln!("  setups played from both sides, by A's points on them: 2: {p4}, 1½: {p3}, 1: {p2}, ½: {p1}, 0: {p0}");
    outln!(
        "  score {:.1}% (95% interval {:.1}% - {:.1}%)",
        100.0 * score,
        100.0 * (score - half).max(0.0),
        100.0 * (score + half).min(1.0)
    );
    outln!("  Elo difference {:+.0} (95% interval {:+.0} to {:+.0})", elo(score), elo(score - half), elo(score + half));
    for (i, c) in [a, b].iter().enumerate() {
        let per_move = time[i].as_secs_f64() / moves[i].max(1) as f64;
        outln!(
            "  {}: {:.1} ms per move on average, {:.1} ms at most",
            c.name,
            1000.0 * per_move,
            1000.0 * longest[i].as_secs_f64()
        );
        if visits[i] > 0 {
            // Root visits count what a kept tree already held. The moves at the cap show
            // whether the iterations (memory) bounded the search rather than its time.
            let per = |x: u64| x as f64 / moves[i].max(1) as f64;
            outln!(
                "  {}: {:.0} root visits and {:.0} nodes per move on average, {} of {} moves at its iterations",
                c.name,
                per(visits[i]),
                per(nodes[i]),
                capped[i],
                moves[i]
            );
            if vetoed[i] > 0 {
                outln!("  {}: its alpha-beta switches replaced {} of its choices", c.name, vetoed[i]);
            }
        }
        let (n, plies, first) = proofs[i];
        if n > 0 {
            outln!(
                "  {}: proved the result in {n} games, first at ply {:.1} on average; it had its proof first in {first}",
                c.name,
                plies as f64 / n as f64
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::setup_seed;

    #[test]
    fn each_setup_is_played_twice() {
        for seed in [0, 7, u64::MAX] {
            for k in 0..4 {
                assert_eq!(setup_seed(seed, 2 * k), setup_seed(seed, 2 * k + 1));
                assert_ne!(setup_seed(seed, 2 * k + 1), setup_seed(seed, 2 * k + 2));
            }
        }
    }
}
