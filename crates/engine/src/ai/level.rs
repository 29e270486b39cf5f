//! Difficulty levels as search settings.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::AbConfig;
use crate::kind::GameKind;

/// How the search plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchConfig {
    /// Iterations per move (the app may also stop on time).
    pub iterations: u32,
    /// UCT exploration constant.
    pub exploration: f64,
    /// Prove wins and losses exactly in the tree (MCTS-Solver).
    pub solver: bool,
    /// Playouts take a winning move when one exists and otherwise block the opponent's.
    pub decisive_playouts: bool,
    /// 0 picks the most visited action; above 0 picks among actions in proportion to
    /// visits^(1/temperature): human-like slips for the easy level.
    pub temperature: f64,
    /// RAVE: blend each action's all-moves-as-first mean into its value, with weight
    /// sqrt(k / (3n + k)) after n visits; `None` turns it off.
    pub rave: Option<f64>,
    /// Choose the first part of a two-part action (`Game::stage_key`: the totem's move) as a
    /// choice of its own, then the placement: what is learnt about a totem move is shared by
    /// all the placements after it.
    #[serde(default)]
    pub staged: bool,
    /// When a position is first expanded, try each action and put those that end the game in
    /// the tree at once, so the solver sees wins in one without visiting every action first.
    #[serde(default)]
    pub scan_ends: bool,
    /// When a node enters the tree, ask the game for a win in one of the side to move there
    /// (`Game::winning_action`): if it has one, the action into the node is a proven loss at
    /// once, before any playout (wins in two and forced replies follow through the solver).
    #[serde(default)]
    pub threats: bool,
    /// Stop playouts after this many actions and read the evaluation (`Evaluate`) as the
    /// result; `None` plays them to the end.
    #[serde(default)]
    pub cutoff: Option<u8>,
    /// Implicit minimax backups: each node also keeps the minimax value of the evaluations
    /// of the nodes below it, and selection blends it into the mean with this weight.
    #[serde(default)]
    pub minimax: Option<f64>,
    /// In decisive playouts, draw a random action again up to this many times while it lets
    /// the opponent win at once.
    #[serde(default)]
    pub safe_draws: u8,
    /// When a node's visits reach this many, look for a forced win of the side to move there
    /// along forcing lines (`ForcingSearch`; once at each root as well): if there is one, its
    /// first action becomes a proven win below the node (below its stage node, when staged).
    #[serde(default)]
    pub forcing: Option<u32>,
    /// On a time budget, `iterations` bounds the tree's nodes (its memory) instead of the
    /// root's visits: a full tree stops growing and thinks on until the time is up.
    #[serde(default)]
    pub think_when_full: bool,
    /// Once the solver proves the root a draw, search on without the solver (as the best try
    /// of a lost root does) and play, among the actions proven to draw, the one that search
    /// likes best: a fallible opponent may still go wrong after it.
    #[serde(default)]
    pub draw_try: bool,
    /// From a ply on, the move is the alpha-beta search's instead of the tree's (Yoxii's end is
    /// a short exact calculation, where alpha-beta is the better searcher; docs/ai.md).
    #[serde(default)]
    pub endgame: Option<Endgame>,
}

/// Where a level hands the game over to alpha-beta (`SearchConfig::endgame`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Endgame {
    /// The first ply (actions played before the position) it searches.
    pub from_ply: u16,
    /// The most nodes a move's search visits: reproducible from move to move; on a time
    /// budget the time may end it sooner.
    pub nodes: u64,
    /// The searcher's refinements.
    pub ab: AbConfig,
}

impl SearchConfig {
    /// Plain UCT with random playouts: the baseline the arena measures the levels against.
    pub fn plain_uct(iterations: u32) -> SearchConfig {
        SearchConfig {
            iterations,
            exploration: 1.4,
            solver: false,
            decisive_playouts: false,
            temperature: 0.0,
            rave: None,
            staged: false,
            scan_ends: false,
            threats: false,
            cutoff: None,
            minimax: None,
            safe_draws: 0,
            forcing: None,
            think_when_full: false,
            draw_try: false,
            endgame: None,
        }
    }
}

/// The levels offered to players, weakest first: the ladder (docs/ai.md, "The ladder").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    /// A first-time player's opponent: it loses about half its games to a one-ply greedy player.
    Beginner,
    Easy,
    /// Between Easy and Medium.
    Casual,
    Medium,
    /// Between Medium and Hard.
    Advanced,
    Hard,
    /// Hard's search on a time budget and every core (desktop), time-sliced on the web.
    Expert,
}

impl Level {
    pub const ALL: [Level; 7] =
        [Level::Beginner, Level::Easy, Level::Casual, Level::Medium, Level::Advanced, Level::Hard, Level::Expert];

    /// Expert's thinking time per move.
    pub const EXPERT_TIME: Duration = Duration::from_secs(3);

    /// The most nodes the trees of a search on a time budget hold together in `game`
    /// (Expert's, and a time given on the command line): under 1 GB. A Yoxii node takes about
    /// 180 bytes, an Oxono one 165 and a Kamon one 140 (docs/ai.md). The cap is shared out
    /// among the threads, so on many cores it decides how big each tree may grow; a full tree
    /// thinks on without growing (`SearchConfig::think_when_full`).
    pub fn most_nodes(game: GameKind) -> u32 {
        match game {
            GameKind::Yoxii => 5_000_000,
            GameKind::Oxono => 5_500_000,
            GameKind::Kamon => 7_000_000,
        }
    }

    /// The longest a level may think on one move, whatever its iterations (Hard: 0.95 s, so a
    /// slow machine or a long opening position never makes a person wait a second; the search
    /// checks the clock between small batches of iterations).
    pub fn time_cap(self) -> Option<Duration> {
        match self {
            Level::Advanced | Level::Hard => Some(Duration::from_millis(950)),
            _ => None,
        }
    }

    /// A level that thinks for a time rather than a number of iterations (its config's
    /// iterations then only cap all its trees together).
    pub fn time_budget(self) -> Option<Duration> {
        match self {
            Level::Expert => Some(Level::EXPERT_TIME),
            _ => None,
        }
    }

    /// The search settings of this level in `game` (Hard's, and so Expert's, differ between games).
    pub fn config(self, game: GameKind) -> SearchConfig {
        match self {
            // Easy's search on fewer iterations: Kamon's random playouts say more about a
            // position than the others', so it needs far fewer for the same strength.
            Level::Beginner => SearchConfig {
                iterations: match game {
                    GameKind::Yoxii => 30,
                    GameKind::Oxono => 80,
                    GameKind::Kamon => 12,
                },
                ..Level::Easy.config(game)
            },
            Level::Easy => SearchConfig { solver: true, temperature: 0.6, ..SearchConfig::plain_uct(400) },
            // Medium's search on fewer iterations; on Kamon, whose Easy and Medium stand furthest
            // apart, more iterations with some of Easy's slips (docs/ai.md, "The ladder").
            Level::Casual => {
                let (iterations, temperature) = match game {
                    GameKind::Yoxii => (600, 0.0),
                    GameKind::Oxono => (1_000, 0.0),
                    GameKind::Kamon => (2_500, 0.45),
                };
                SearchConfig { iterations, temperature, ..Level::Medium.config(game) }
            }
            Level::Medium => SearchConfig { exploration: 1.2, solver: true, ..SearchConfig::plain_uct(4_000) },
            // Exploration 0.6, RAVE with k = 500 (Oxono; Yoxii has no RAVE keys) and the staged
            // totem move (Yoxii; Oxono has no stages) won the equal-time arenas; the threat check
            // and implicit minimax won against the alpha-beta baseline on Oxono (docs/ai.md).
            // Each game's budget mostly fits in Hard's time cap of 0.95 s on one core (with the
            // tree kept from the last moves; Oxono's first moves are cut by the cap).
            Level::Hard => {
                let hard = SearchConfig {
                    exploration: 0.6,
                    solver: true,
                    decisive_playouts: true,
                    rave: Some(500.0),
                    staged: true,
                    ..SearchConfig::plain_uct(250_000)
                };
                match game {
                    // Kamon: without RAVE and decisive playouts (their cost per iteration
                    // outweighed what they taught), with game-ending actions put in the tree at
                    // once (docs/ai.md).
                    GameKind::Kamon => SearchConfig {
                        iterations: 400_000,
                        decisive_playouts: false,
                        rave: None,
                        scan_ends: true,
                        ..hard
                    },
                    // Oxono: against ab@300 over 100 games, 400,000 iterations scored 70.5%,
                    // 600,000 78.0% and 1,000,000 81.5% (for more memory); forcing lines from a
                    // node's 64th visit took it from 71.0% to 79.5% against ab0@1000 (docs/ai.md,
                    // sixteenth round).
                    GameKind::Oxono => SearchConfig {
                        iterations: 600_000,
                        threats: true,
                        minimax: Some(0.3),
                        forcing: Some(64),
                        ..hard
                    },
                    // Yoxii's actions have no RAVE keys: its RAVE would only cost time. Decisive
                    // playouts and the threat check gained nothing here (58.0% against 62.0%
                    // over 100 games against ab@300; docs/ai.md).
                    // From ply 14 on, alpha-beta with every refinement chooses: Yoxii's end is a
                    // short exact calculation (docs/ai.md, sixteenth round).
                    GameKind::Yoxii => {
                        SearchConfig { rave: None, endgame: Some(Level::yoxii_endgame(3_000_000)), ..hard }
                    }
                }
            }
            // Hard's search on a small share of its iterations.
            Level::Advanced => SearchConfig {
                iterations: match game {
                    GameKind::Yoxii => 10_000,
                    GameKind::Oxono => 10_000,
                    GameKind::Kamon => 30_000,
                },
                // Without what Hard calculates besides the tree (Oxono's forcing lines, Yoxii's
                // alpha-beta endgame): the ladder's step below Hard was measured without them.
                forcing: None,
                endgame: None,
                ..Level::Hard.config(game)
            },
            // Hard's settings; the iterations bound the nodes of all threads' trees together.
            // (On Oxono Expert read forcing lines before Hard did: 79.0% against the Hard of
            // then over 100 games, where Hard's settings alone scored 73.2% over 312; docs/ai.md.)
            Level::Expert => {
                let expert = SearchConfig {
                    iterations: Level::most_nodes(game),
                    think_when_full: true,
                    ..Level::Hard.config(game)
                };
                match game {
                    GameKind::Oxono => expert,
                    // Its endgame on three times Hard's nodes, as it has three times the time.
                    GameKind::Yoxii => SearchConfig { endgame: Some(Level::yoxii_endgame(9_000_000)), ..expert },
                    GameKind::Kamon => expert,
                }
            }
        }
    }

    /// Yoxii's endgame from ply 14 on `nodes` nodes a move (Hard's and Expert's).
    fn yoxii_endgame(nodes: u64) -> Endgame {
        Endgame { from_ply: 14, nodes, ab: AbConfig::ALL }
    }

    /// The ladder's names, weakest first, for help texts: "beginner, easy, …, expert".
    pub fn names() -> String {
        Level::ALL.map(Level::name).join(", ")
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Casual => "casual",
            Level::Medium => "medium",
            Level::Advanced => "advanced",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown level {s:?} (expected {})", Level::names()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_runs_weakest_first_and_every_name_reads_back() {
        assert!(Level::ALL.is_sorted(), "ALL follows the enum's order");
        assert_eq!((Level::ALL[0], Level::ALL[Level::ALL.len() - 1]), (Level::Beginner, Level::Expert));
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
            assert_eq!(level.name().to_uppercase().parse::<Level>(), Ok(level));
            assert!(Level::names().contains(level.name()));
        }
        let err = "master".parse::<Level>().unwrap_err();
        assert!(err.contains("beginner") && err.contains("expert"), "{err}");
    }

    #[test]
    fn each_level_searches_at_least_as_much_as_the_one_below() {
        // Strength comes from the iterations and from playing the most visited action
        // (temperature 0); a level never has fewer of the first and more of the second.
        for game in [GameKind::Yoxii, GameKind::Oxono, GameKind::Kamon] {
            for pair in Level::ALL.windows(2) {
                let (low, high) = (pair[0].config(game), pair[1].config(game));
                assert!(high.iterations >= low.iterations, "{game}: {} below {}", pair[0], pair[1]);
                assert!(high.temperature <= low.temperature, "{game}: {} below {}", pair[0], pair[1]);
            }
        }
    }
}
