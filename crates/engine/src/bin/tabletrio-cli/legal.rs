//! The `legal` command's JSON lines: a stable contract for tests and other programs.

use serde::Serialize;
use tabletrio_engine::{Game, GameKind, Outcome, Side, replay};

#[derive(Serialize)]
struct PositionLine<'a> {
    ply: usize,
    to_move: &'a str,
    legal: Vec<String>,
    outcome: Option<OutcomeJson<'a>>,
}

#[derive(Serialize)]
struct OutcomeJson<'a> {
    winner: Option<&'a str>,
    reason: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<WhiteRed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<WhiteRed>,
}

/// Yoxii's per-side figures, white first.
#[derive(Serialize)]
struct WhiteRed {
    white: u32,
    red: u32,
}

#[derive(Serialize)]
struct ErrorLine {
    ply: usize,
    error: String,
}

fn outcome_json(kind: GameKind, o: &Outcome) -> OutcomeJson<'static> {
    let pair = |v: [u32; 2]| WhiteRed { white: v[Side::First.index()], red: v[Side::Second.index()] };
    OutcomeJson {
        winner: o.winner.map(|w| kind.side_name(w)),
        reason: o.reason.name(),
        score: o.tally.map(|t| pair(t.score)),
        count: o.tally.map(|t| pair(t.count)),
    }
}

pub fn run<G: Game>(text: &str) -> Result<(), String> {
    let kind = G::KIND;
    let replay = replay::<G>(text);
    let mut out = String::new();
    for pos in &replay.positions {
        let mut legal: Vec<String> = pos.legal_actions().iter().map(|a| a.to_string()).collect();
        legal.sort_unstable();
        let line = PositionLine {
            ply: pos.ply(),
            to_move: kind.side_name(pos.to_move()),
            legal,
            outcome: pos.outcome().map(|o| outcome_json(kind, &o)),
        };
        out.push_str(&serde_json::to_string(&line).expect("plain data serialises"));
        out.push('\n');
    }
    if let Some(e) = &replay.error {
        let line = ErrorLine { ply: e.ply.unwrap_or(0), error: e.to_string() };
        out.push_str(&serde_json::to_string(&line).expect("plain data serialises"));
        out.push('\n');
    }
    out!("{out}");
    // The error is already on stdout as JSON; exit 1 without repeating it.
    if replay.error.is_some() { Err(String::new()) } else { Ok(()) }
}
