//! Difficulty levels as search settings.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::game::GameKind;

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
        }
    }
}

/// The levels offered to players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The search settings of this level in `game` (only Hard differs between games).
    pub fn config(self, game: GameKind) -> SearchConfig {
        match self {
            Level::Easy => SearchConfig {
                iterations: 400,
                exploration: 1.4,
                solver: true,
                decisive_playouts: false,
                temperature: 0.6,
                rave: None,
                staged: false,
                scan_ends: false,
            },
            Level::Medium => SearchConfig {
                iterations: 4_000,
                exploration: 1.2,
                solver: true,
                decisive_playouts: false,
                temperature: 0.0,
                rave: None,
                staged: false,
                scan_ends: false,
            },
            // Exploration 0.6, RAVE with k = 500 (Oxono; Yoxii has no RAVE keys) and the staged
            // totem move (Yoxii; Oxono has no stages) won the equal-time arenas (docs/ai.md).
            Level::Hard => {
                let hard = SearchConfig {
                    iterations: 60_000,
                    exploration: 0.6,
                    solver: true,
                    decisive_playouts: true,
                    temperature: 0.0,
                    rave: Some(500.0),
                    staged: true,
                    scan_ends: false,
                };
                match game {
                    // Kamon: without RAVE and decisive playouts (their cost per iteration
                    // outweighed what they taught), with game-ending actions put in the tree at
                    // once (docs/ai.md).
                    GameKind::Kamon => SearchConfig { decisive_playouts: false, rave: None, scan_ends: true, ..hard },
                    GameKind::Yoxii | GameKind::Oxono => hard,
                }
            }
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
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
            .ok_or_else(|| format!("unknown level {s:?} (expected easy, medium or hard)"))
    }
}
