//! Cross-checks the bitboard engine against plain, slow reference implementations written
//! straight from docs/rules.md with coordinates, maps and breadth-first searches. Over many
//! random games both must agree on every legal action set and every outcome.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

use tabletrio_engine::perft::perft;
use tabletrio_engine::{EndReason, Game, Outcome, Side, kamon, oxono, rng_from_seed, yoxii};

fn name(f: i8, r: i8) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn engine_legal<G: Game>(pos: &G) -> BTreeSet<String> {
    pos.legal_actions().iter().map(|a| a.to_string()).collect()
}

/// Random games per game kind. `TABLETRIO_REFERENCE_GAMES` makes it fewer for a mutation run
/// (docs/testing.md), where the whole suite runs once per mutant.
fn games() -> u64 {
    std::env::var("TABLETRIO_REFERENCE_GAMES").ok().and_then(|n| n.parse().ok()).unwrap_or(600)
}

// ---------------------------------------------------------------- Yoxii

/// Winner, reason, sums and counts around the totem.
type YoxiiEnd = (Option<usize>, &'static str, [u32; 2], [u32; 2]);

#[derive(Clone)]
struct RefYoxii {
    pieces: HashMap<(i8, i8), (usize, u8)>,
    hand: [[u8; 4]; 2],
    totem: (i8, i8),
    ply: usize,
}

impl RefYoxii {
    fn on_board((f, r): (i8, i8)) -> bool {
        let width = match r {
            0 | 6 => 2..=4,
            1 | 5 => 1..=5,
            2..=4 => 0..=6,
            _ => return false,
        };
        width.contains(&f)
    }

    fn free(&self, sq: (i8, i8)) -> bool {
        Self::on_board(sq) && sq != self.totem && !self.pieces.contains_key(&sq)
    }

    const DIRS: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)];

    fn dests(&self) -> Vec<(i8, i8)> {
        let me = self.ply % 2;
        let mut out = Vec::new();
        for (df, dr) in Self::DIRS {
            let mut sq = (self.totem.0 + df, self.totem.1 + dr);
            while Self::on_board(sq) && self.pieces.get(&sq).is_some_and(|p| p.0 == me) {
                sq = (sq.0 + df, sq.1 + dr);
            }
            if self.free(sq) {
                out.push(sq);
            }
        }
        out
    }

    fn placements(&self, dest: (i8, i8)) -> Vec<(i8, i8)> {
        let free: Vec<(i8, i8)> = (0..7)
            .flat_map(|r| (0..7).map(move |f| (f, r)))
            .filter(|&sq| Self::on_board(sq) && sq != dest && !self.pieces.contains_key(&sq))
            .collect();
        let near: Vec<(i8, i8)> =
            free.iter().copied().filter(|&(f, r)| (f - dest.0).abs() <= 1 && (r - dest.1).abs() <= 1).collect();
        if near.is_empty() { free } else { near }
    }

    fn legal(&self) -> BTreeSet<String> {
        let me = self.ply % 2;
        let mut out = BTreeSet::new();
        for d in self.dests() {
            for p in self.placements(d) {
                for v in 1..=4u8 {
                    if self.hand[me][usize::from(v - 1)] > 0 {
                        out.insert(format!("{}:{}={v}", name(d.0, d.1), name(p.0, p.1)));
                    }
                }
            }
        }
        out
    }

    fn outcome(&self) -> Option<YoxiiEnd> {
        if !self.dests().is_empty() {
            return None;
        }
        let (mut score, mut count) = ([0u32; 2], [0u32; 2]);
        for ((f, r), &(side, v)) in &self.pieces {
            if (f - self.totem.0).abs() <= 1 && (r - self.totem.1).abs() <= 1 {
                score[side] += u32::from(v);
                count[side] += 1;
            }
        }
        let pick = |a: u32, b: u32| if a > b { Some(0) } else { Some(1) };
        Some(if score[0] != score[1] {
            (pick(score[0], score[1]), "score", score, count)
        } else if count[0] != count[1] {
            (pick(count[0], count[1]), "count", score, count)
        } else {
            (None, "draw", score, count)
        })
    }

    fn play(&mut self, a: &yoxii::Action) {
        let sq = |s: yoxii::Square| (s.file() as i8, s.rank() as i8);
        let me = self.ply % 2;
        self.totem = sq(a.totem);
        self.pieces.insert(sq(a.place), (me, a.value));
        self.hand[me][usize::from(a.value - 1)] -= 1;
        self.ply += 1;
    }
}

fn side_index(side: Option<Side>) -> Option<usize> {
    side.map(Side::index)
}

#[test]
fn yoxii_matches_the_reference() {
    let mut rng = rng_from_seed(1);
    for _ in 0..games() {
        let mut pos = yoxii::Position::default();
        let mut model = RefYoxii { pieces: HashMap::new(), hand: [yoxii::START_HAND; 2], totem: (3, 3), ply: 0 };
        loop {
            assert_eq!(engine_legal(&pos), model.legal(), "{pos}");
            let expected = model.outcome();
            let got = pos.outcome().map(|o: Outcome| {
                let t = o.tally.unwrap();
                (side_index(o.winner), o.reason.name(), t.score, t.count)
            });
            assert_eq!(got, expected, "{pos}");
            let Some(a) = pos.random_action(&mut rng) else { break };
            pos.play(a).unwrap();
            model.play(&a);
        }
    }
}

// ---------------------------------------------------------------- Oxono

#[derive(Clone)]
struct RefOxono {
    pieces: HashMap<(i8, i8), (usize, usize)>,
    totems: [(i8, i8); 2],
    hand: [[u8; 2]; 2],
    ply: usize,
    last: Option<(i8, i8)>,
}

impl RefOxono {
    const DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

    fn on_board((f, r): (i8, i8)) -> bool {
        (0..6).contains(&f) && (0..6).contains(&r)
    }

    fn occupied(&self, sq: (i8, i8)) -> bool {
        self.pieces.contains_key(&sq) || self.totems.contains(&sq)
    }

    fn all_free(&self, except: impl Fn((i8, i8)) -> bool) -> Vec<(i8, i8)> {
        (0..6).flat_map(|r| (0..6).map(move |f| (f, r))).filter(|&sq| !self.occupied(sq) && !except(sq)).collect()
    }

    fn dests(&self, t: usize) -> Vec<(i8, i8)> {
        let from = self.totems[t];
        let step = |sq: (i8, i8), d: (i8, i8)| (sq.0 + d.0, sq.1 + d.1);
        let enclosed = Self::DIRS.iter().all(|&d| {
            let n = step(from, d);
            !Self::on_board(n) || self.occupied(n)
        });
        let mut out = Vec::new();
        for d in Self::DIRS {
            let mut sq = step(from, d);
            if enclosed {
                while Self::on_board(sq) && self.occupied(sq) {
                    sq = step(sq, d);
                }
                if Self::on_board(sq) {
                    out.push(sq);
                }
            } else {
                while Self::on_board(sq) && !self.occupied(sq) {
                    out.push(sq);
                    sq = step(sq, d);
                }
            }
        }
        if enclosed && out.is_empty() {
            out = self.all_free(|_| false);
        }
        out
    }

    fn placements(&self, t: usize, dest: (i8, i8)) -> Vec<(i8, i8)> {
        let from = self.totems[t];
        // With the totem moved: its old square is free, its new one is not.
        let free: Vec<(i8, i8)> = (0..6)
            .flat_map(|r| (0..6).map(move |f| (f, r)))
            .filter(|&sq| sq != dest && (sq == from || !self.occupied(sq)))
            .collect();
        let near: Vec<_> =
            free.iter().copied().filter(|&(f, r)| (f - dest.0).abs() + (r - dest.1).abs() == 1).collect();
        if near.is_empty() { free } else { near }
    }

    fn legal(&self) -> BTreeSet<String> {
        let me = self.ply % 2;
        let mut out = BTreeSet::new();
        if self.outcome().is_some() {
            return out;
        }
        for t in 0..2 {
            if self.hand[me][t] == 0 {
                continue;
            }
            for d in self.dests(t) {
                for p in self.placements(t, d) {
                    out.insert(format!("{}{}:{}", ["X", "O"][t], name(d.0, d.1), name(p.0, p.1)));
                }
            }
        }
        out
    }

    fn line_through(&self, at: (i8, i8), same: impl Fn(&(usize, usize)) -> bool) -> bool {
        [(1, 0), (0, 1)].iter().any(|&(df, dr)| {
            let mut n = 1;
            for sign in [1, -1] {
                let mut sq = (at.0 + sign * df, at.1 + sign * dr);
                while self.pieces.get(&sq).is_some_and(&same) {
                    n += 1;
                    sq = (sq.0 + sign * df, sq.1 + sign * dr);
                }
            }
            n >= 4
        })
    }

    fn outcome(&self) -> Option<(Option<usize>, &'static str)> {
        let at = self.last?;
        let (colour, symbol) = self.pieces[&at];
        if self.line_through(at, |p| p.0 == colour) {
            Some((Some(colour), "colour"))
        } else if self.line_through(at, |p| p.1 == symbol) {
            Some((Some(colour), "symbol"))
        } else if self.ply == 32 {
            Some((None, "draw"))
        } else {
            None
        }
    }

    fn play(&mut self, a: &oxono::Action) {
        let sq = |s: oxono::Square| (s.file() as i8, s.rank() as i8);
        let me = self.ply % 2;
        let t = a.totem.index();
        self.totems[t] = sq(a.to);
        self.pieces.insert(sq(a.place), (me, t));
        self.hand[me][t] -= 1;
        self.last = Some(sq(a.place));
        self.ply += 1;
    }
}

#[test]
fn oxono_matches_the_reference() {
    let mut rng = rng_from_seed(2);
    for game in 0..games() {
        let setup = oxono::Position::random_setup(game);
        let mut pos = oxono::Position::new(&setup);
        let sq = |s: oxono::Square| (s.file() as i8, s.rank() as i8);
        let mut model = RefOxono {
            pieces: HashMap::new(),
            totems: [sq(setup.x), sq(setup.o())],
            hand: [[8; 2]; 2],
            ply: 0,
            last: None,
        };
        loop {
            assert_eq!(engine_legal(&pos), model.legal(), "{pos}");
            let got = pos.outcome().map(|o| (side_index(o.winner), o.reason.name()));
            assert_eq!(got, model.outcome(), "{pos}");
            let Some(a) = pos.random_action(&mut rng) else { break };
            pos.play(a).unwrap();
            model.play(&a);
        }
    }
}

// ---------------------------------------------------------------- Kamon

const ROW_LENS: [i32; 7] = [4, 5, 6, 7, 6, 5, 4];

#[derive(Clone)]
struct RefKamon {
    names: Vec<String>,
    /// Twice the x of each cell's centre, and its row.
    centres: Vec<(i32, i32)>,
    tokens: Vec<String>,
    /// Neighbour lists and rim flags, worked out once from the centres.
    neighbours: Vec<Vec<usize>>,
    on_rim: Vec<bool>,
    stones: HashMap<usize, usize>,
    last: Option<usize>,
    ply: usize,
}

impl RefKamon {
    fn new(setup: &kamon::Setup) -> RefKamon {
        let mut names = Vec::new();
        let mut centres = Vec::new();
        for (row, &len) in ROW_LENS.iter().enumerate() {
            for pos in 0..len {
                names.push(format!("{}{}", (b'a' + row as u8) as char, pos + 1));
                centres.push((2 * pos - (len - 1), row as i32));
            }
        }
        let tokens = setup.to_string().split(' ').map(str::to_owned).collect();
        let mut model = RefKamon {
            names,
            centres,
            tokens,
            neighbours: Vec::new(),
            on_rim: Vec::new(),
            stones: HashMap::new(),
            last: None,
            ply: 0,
        };
        model.neighbours = (0..37).map(|c| (0..37).filter(|&o| model.adjacent(c, o)).collect()).collect();
        model.on_rim = (0..37).map(|c| model.neighbours[c].len() < 6).collect();
        model
    }

    fn idx(&self, name: &str) -> usize {
        self.names.iter().position(|n| n == name).unwrap()
    }

    fn adjacent(&self, a: usize, b: usize) -> bool {
        let ((xa, ya), (xb, yb)) = (self.centres[a], self.centres[b]);
        (ya == yb && (xa - xb).abs() == 2) || ((ya - yb).abs() == 1 && (xa - xb).abs() == 1)
    }

    fn rim(&self, c: usize) -> bool {
        self.on_rim[c]
    }

    fn side(&self, names: &[&str]) -> HashSet<usize> {
        names.iter().map(|n| self.idx(n)).collect()
    }

    fn component(&self, start: usize, member: &dyn Fn(usize) -> bool) -> HashSet<usize> {
        let mut seen = HashSet::from([start]);
        let mut queue = VecDeque::from([start]);
        while let Some(c) = queue.pop_front() {
            for &o in &self.neighbours[c] {
                if member(o) && seen.insert(o) {
                    queue.push_back(o);
                }
            }
        }
        seen
    }

    fn legal_ignoring_end(&self) -> BTreeSet<String> {
        let corners = self.side(&["a1", "a4", "d1", "d7", "g1", "g4"]);
        (0..37)
            .filter(|&c| self.tokens[c] != "--" && !self.stones.contains_key(&c))
            .filter(|&c| match self.last {
                None => self.rim(c) && !corners.contains(&c),
                Some(l) => {
                    let (t, u) = (self.tokens[c].as_bytes(), self.tokens[l].as_bytes());
                    t[0] == u[0] || t[1] == u[1]
                }
            })
            .map(|c| self.names[c].clone())
            .collect()
    }

    fn outcome(&self) -> Option<(Option<usize>, &'static str)> {
        let last = self.last?;
        let mover = self.stones[&last];
        let mine = |c: usize| self.stones.get(&c) == Some(&mover);
        let pairs = [
            (self.side(&["a1", "a2", "a3", "a4"]), self.side(&["g1", "g2", "g3", "g4"])),
            (self.side(&["a1", "b1", "c1", "d1"]), self.side(&["g4", "f5", "e6", "d7"])),
            (self.side(&["d1", "e1", "f1", "g1"]), self.side(&["a4", "b5", "c6", "d7"])),
        ];
        for c in (0..37).filter(|&c| mine(c)) {
            let group = self.component(c, &mine);
            if pairs.iter().any(|(a, b)| !group.is_disjoint(a) && !group.is_disjoint(b)) {
                return Some((Some(mover), "connection"));
            }
        }
        let other = |c: usize| !mine(c);
        for c in (0..37).filter(|&c| other(c)) {
            if !self.component(c, &other).iter().any(|&o| self.rim(o)) {
                return Some((Some(mover), "loop"));
            }
        }
        if self.ply == 36 {
            return Some((None, "draw"));
        }
        if self.legal_ignoring_end().is_empty() {
            return Some((Some(mover), "blocked"));
        }
        None
    }

    fn legal(&self) -> BTreeSet<String> {
        if self.outcome().is_some() { BTreeSet::new() } else { self.legal_ignoring_end() }
    }

    fn play(&mut self, cell: &str) {
        let c = self.idx(cell);
        self.stones.insert(c, self.ply % 2);
        self.last = Some(c);
        self.ply += 1;
    }
}

#[test]
fn kamon_matches_the_reference() {
    let mut rng = rng_from_seed(3);
    let mut reasons = HashSet::new();
    for game in 0..games() {
        let setup = kamon::Position::random_setup(game);
        let mut pos = kamon::Position::new(&setup);
        let mut model = RefKamon::new(&setup);
        loop {
            assert_eq!(engine_legal(&pos), model.legal(), "{pos}");
            let got = pos.outcome().map(|o| (side_index(o.winner), o.reason.name()));
            assert_eq!(got, model.outcome(), "{pos}");
            let Some(a) = pos.random_action(&mut rng) else {
                reasons.insert(pos.outcome().unwrap().reason);
                break;
            };
            pos.play(a).unwrap();
            model.play(&a.to_string());
        }
    }
    // The random games reach every way a Kamon game ends, so all were compared.
    for r in [EndReason::Connection, EndReason::Loop, EndReason::Blocked] {
        assert!(reasons.contains(&r), "{r} never happened");
    }
}

// ---------------------------------------------------------------- Perft

/// A reference model's moves in the notation's words, played from those words alone.
trait Model: Clone {
    fn moves(&self) -> BTreeSet<String>;
    fn play_text(&mut self, action: &str);
}

/// A square name ("c2") as (file, rank), read by the test itself.
fn square(text: &str) -> (i8, i8) {
    let b = text.as_bytes();
    ((b[0] - b'a') as i8, (b[1] - b'1') as i8)
}

impl Model for RefYoxii {
    fn moves(&self) -> BTreeSet<String> {
        self.legal()
    }

    /// `d3:c2=1`: the totem to d3, a 1 on c2.
    fn play_text(&mut self, action: &str) {
        let me = self.ply % 2;
        let value = action.as_bytes()[6] - b'0';
        self.totem = square(&action[0..2]);
        self.pieces.insert(square(&action[3..5]), (me, value));
        self.hand[me][usize::from(value - 1)] -= 1;
        self.ply += 1;
    }
}

impl Model for RefOxono {
    fn moves(&self) -> BTreeSet<String> {
        self.legal()
    }

    /// `Xd3:c2`: the X totem to d3, an X piece on c2.
    fn play_text(&mut self, action: &str) {
        let me = self.ply % 2;
        let t = usize::from(action.starts_with('O'));
        let place = square(&action[4..6]);
        self.totems[t] = square(&action[1..3]);
        self.pieces.insert(place, (me, t));
        self.hand[me][t] -= 1;
        self.last = Some(place);
        self.ply += 1;
    }
}

impl Model for RefKamon {
    fn moves(&self) -> BTreeSet<String> {
        self.legal()
    }

    fn play_text(&mut self, action: &str) {
        self.play(action);
    }
}

/// Action sequences of exactly `depth` actions, counted on the reference model.
fn reference_perft<M: Model>(model: &M, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => model.moves().len() as u64,
        _ => model
            .moves()
            .iter()
            .map(|a| {
                let mut next = model.clone();
                next.play_text(a);
                reference_perft(&next, depth - 1)
            })
            .sum(),
    }
}

/// The engine's perft against the reference model's, depth by depth; the figures as found.
fn compare<G: Game, M: Model>(what: &str, pos: &G, model: &M, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    depths
        .map(|d| {
            let expected = reference_perft(model, d);
            assert_eq!(perft(pos, d), expected, "{what}: perft {d}");
            expected
        })
        .collect()
}

// The slow models list their moves as strings: Oxono's fourth depth (6.4 million sequences)
// takes them some seconds; Yoxii's fourth (about 1.7 billion) would take hours, so Yoxii stops
// at the third.
#[test]
fn perft_matches_the_reference_models() {
    let start = RefYoxii { pieces: HashMap::new(), hand: [yoxii::START_HAND; 2], totem: (3, 3), ply: 0 };
    let yoxii = compare("yoxii", &yoxii::Position::default(), &start, 1..=3);
    // The CLI test's figure (`tabletrio-cli perft yoxii 2`) is the reference model's count.
    assert_eq!(yoxii[1], 51_136);
    println!("yoxii perft 1-3: {yoxii:?}");

    let setups = [oxono::Setup::default(), oxono::Position::random_setup(7), oxono::Position::random_setup(19)];
    for (n, setup) in setups.into_iter().enumerate() {
        let sq = |s: oxono::Square| (s.file() as i8, s.rank() as i8);
        let model = RefOxono {
            pieces: HashMap::new(),
            totems: [sq(setup.x), sq(setup.o())],
            hand: [[8; 2]; 2],
            ply: 0,
            last: None,
        };
        let counts =
            compare(&format!("oxono {setup}"), &oxono::Position::new(&setup), &model, 1..=if n == 0 { 4 } else { 2 });
        println!("oxono {setup} perft: {counts:?}");
    }

    for game in [1, 2, 3] {
        let setup = kamon::Position::random_setup(game);
        let counts = compare(&format!("kamon {setup}"), &kamon::Position::new(&setup), &RefKamon::new(&setup), 1..=5);
        println!("kamon setup {game} perft 1-5: {counts:?}");
    }
}
