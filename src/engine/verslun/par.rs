//! Verslun's par: the best score the deal allows with the whole deck order
//! known (a full-information search; the player never sees the Deck, so par
//! is what perfect foresight would score, not a fair target for every deal).
//!
//! Depth-first search over the game's own legal moves, with
//! - a memo of positions: what the future depends on is the Deck's size
//!   (it is only ever taken from the top, so its size says which cards are
//!   left and in what order), the Hand, each place (an open Column's cards,
//!   a Claimed Column's points) and the step of the turn; the Discard Pile
//!   and the turn number do not matter;
//! - a bound (`bound`): each Claimed Column kept (its points) or redealt
//!   (its cards gone), and the best same-suit pairs of the free cards in
//!   the other places, cannot be beaten, so a position whose bound is no
//!   better than the best line found is not searched;
//! - the greedy player's line as the first best line.
//!
//! Ending the game is never searched before the end: nothing the rules
//! force loses points, so playing on is never worse than stopping (a Redeal
//! that can lose is a choice, and is searched).
//! Under a node budget the answer is the best line found, not proven, and
//! the most any line can score (`Par::bound`: the best line found, or the
//! highest bound of the positions the budget left unsearched).

use super::greedy::verslun_greedy;
use super::moves::VerslunMove;
use super::options::COLUMN_COUNTS;
use super::rules::{card_value, Phase, Slot, Verslun, COLUMN_LEN};
use crate::engine::cards::Card;
use crate::engine::Game;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The search's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Par {
    pub score: u32,
    /// The moves from the position searched to the end of the game.
    pub line: Vec<VerslunMove>,
    /// No line scores more (the search finished within its budget).
    pub proven: bool,
    /// No line scores more than this: the score itself when proven; else
    /// the most any position the budget left unsearched could score (its
    /// bound), or the best line found if more.
    pub bound: u32,
    /// Positions searched.
    pub nodes: u64,
}

/// Positions a search may visit before it answers with the best line found:
/// about 1.4 s of a native release build's CPU on the shared 2-core test
/// machine (0.65-0.75 million positions a second at the memo's largest),
/// so about 2 s in the Web Worker's wasm (1.45 × native, as measured for
/// Arctic's par); 999 of the first 1,000 deals are proven within it, the
/// median in about 80,000. See `cardtable-cli par verslun --deals 1000
/// --within-ms 1380`.
pub const NODE_BUDGET: u64 = 1_000_000;

/// The par of a game from where it stands (usually the deal).
pub fn par(game: &Verslun, budget: u64) -> Par {
    let (greedy_score, greedy_line) = greedy(game);
    let mut search = Search {
        memo: HashMap::default(),
        best: greedy_score,
        nodes: 0,
        budget,
        cut: false,
        cut_bound: 0,
        spare: Vec::new(),
    };
    let found = search.value(game);
    let proven = !search.cut;
    let nodes = search.nodes;
    if found <= greedy_score {
        return Par {
            score: greedy_score,
            line: greedy_line,
            proven,
            bound: greedy_score.max(search.cut_bound),
            nodes,
        };
    }
    // The memo's choices, followed from the start, are the best line.
    let mut line = Vec::new();
    let mut g = game.clone();
    while g.current_player().is_some() {
        let mv = match search.memo.get(&key(&g)).and_then(|(_, mv)| mv.clone()) {
            Some(mv) => mv,
            None => VerslunMove::EndGame,
        };
        if g.apply(&mv).is_err() {
            break;
        }
        line.push(mv);
    }
    let score = g.score();
    Par {
        score,
        line,
        proven,
        bound: score.max(search.cut_bound),
        nodes,
    }
}

fn greedy(game: &Verslun) -> (u32, Vec<VerslunMove>) {
    let mut g = game.clone();
    let mut line = Vec::new();
    while let Some(mv) = verslun_greedy(&g) {
        if g.apply(&mv).is_err() {
            break;
        }
        line.push(mv);
    }
    (g.score(), line)
}

struct Search {
    /// Position → (best final score from it, the move that gets it; none:
    /// stop here).
    memo: HashMap<Key, (u32, Option<VerslunMove>), BuildHasherDefault<Fx>>,
    /// The best final score of any line found so far.
    best: u32,
    nodes: u64,
    budget: u64,
    /// The budget ran out somewhere: the answer is not proven.
    cut: bool,
    /// The highest bound of the positions the budget left unsearched: no
    /// line through them scores more (every other position was searched,
    /// or could not beat the best line found).
    cut_bound: u32,
    /// Copies of positions to reuse (their lists keep their allocations).
    spare: Vec<Verslun>,
}

impl Search {
    /// The best final score from `g`; a position that cannot beat the best
    /// line found, or one past the budget, answers with its points now
    /// (what ending there would score).
    fn value(&mut self, g: &Verslun) -> u32 {
        let now = g.score();
        if g.current_player().is_none() {
            return now;
        }
        let k = key(g);
        if let Some(&(v, _)) = self.memo.get(&k) {
            return v;
        }
        if bound(g) <= self.best {
            self.memo.insert(k, (now, None));
            return now;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.cut = true;
            self.cut_bound = self.cut_bound.max(bound(g));
            return now;
        }
        let mut best = (now, None);
        let mut moves = g.legal_moves();
        // Likely good lines first, so the bound cuts more.
        moves.sort_by_key(|m| std::cmp::Reverse(promise(m)));
        let mut next = self.spare.pop().unwrap_or_else(|| g.clone());
        for mv in moves {
            if mv == VerslunMove::EndGame {
                continue;
            }
            next.clone_from(g);
            if next.apply(&mv).is_err() {
                continue;
            }
            let v = self.value(&next);
            if v > best.0 {
                best = (v, Some(mv));
            }
        }
        self.spare.push(next);
        self.best = self.best.max(best.0);
        self.memo.insert(k, best.clone());
        best.0
    }
}

/// A fast hash for the memo's keys (FxHash's mixing): the default hasher
/// resists attacks a solver does not face, at a third of the speed.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// How promising a move usually is: pairing valuable cards, claiming and
/// drawing before confirming early or redealing.
fn promise(mv: &VerslunMove) -> u32 {
    match mv {
        VerslunMove::Pair(card) => 100 + card_value(*card),
        VerslunMove::Claim(_) => 50,
        VerslunMove::Draw => 40,
        VerslunMove::Confirm => 10,
        VerslunMove::Redeal(_) => 5,
        VerslunMove::EndGame => 0,
    }
}

/// No line from here scores more than this. A Claimed Column keeps its
/// points to the end, or is redealt and its cards are gone for good (a
/// discarded card never comes back); every other place's final claim is
/// at most four pairs of the cards still free (in hand, in the Deck, in an
/// open Column), each of two such cards, of one suit unless Aces are wild
/// or ranks pair. So with the `j` best Claimed Columns kept, the rest of
/// the places hold at most `(columns - j) × 4` of the best pairs of the
/// free cards: the bound is the best such sum over `j`. For each suit the
/// best `k` pairs are its `2k` highest cards, so the best pairs are the
/// highest of the values of each suit's cards taken two by two from the
/// top (with the wider pairing rules: of the highest cards, two by two).
fn bound(g: &Verslun) -> u32 {
    // counts[suit][value]: free cards (values 1..=10).
    let mut counts = [[0u8; 11]; 4];
    let mut add = |c: Card| counts[c.suit as usize][card_value(c) as usize] += 1;
    g.deck.iter().chain(g.hand()).for_each(|&c| add(c));
    let mut kept = [0u32; *COLUMN_COUNTS.end() as usize];
    let mut claimed = 0;
    // (More places than the options allow: their points on top, as if
    // each were kept and also claimed again.)
    let mut extra = 0;
    for s in g.slots() {
        match s {
            Slot::Column(cards) => cards.iter().for_each(|&c| add(c)),
            Slot::Claimed(c) if claimed < kept.len() => {
                kept[claimed] = c.points();
                claimed += 1;
            }
            Slot::Claimed(c) => extra += c.points(),
        }
    }
    // by_value[p]: pairs of free cards worth p points (2..=20).
    let mut by_value = [0u32; 21];
    if g.options.aces_wild || g.options.rank_pairs {
        // Any two cards may pair: the highest cards two by two.
        let mut held = None;
        for v in (1..=10).rev() {
            for _ in 0..counts.iter().map(|s| s[v] as u32).sum::<u32>() {
                match held.take() {
                    Some(h) => by_value[h + v] += 1,
                    None => held = Some(v),
                }
            }
        }
    } else {
        for suit in &counts {
            let mut held = None;
            for v in (1..=10).rev() {
                for _ in 0..suit[v] {
                    match held.take() {
                        Some(h) => by_value[h + v] += 1,
                        None => held = Some(v),
                    }
                }
            }
        }
    }
    // The best `pairs` pairs of the free cards.
    let best_pairs = |pairs: usize| {
        let mut left = pairs as u32;
        let mut total = 0;
        for p in (2..=20).rev() {
            let n = by_value[p].min(left);
            total += n * p as u32;
            left -= n;
        }
        total
    };
    let kept = &mut kept[..claimed];
    kept.sort_unstable_by(|a, b| b.cmp(a));
    let places = g.slots().len();
    let mut best = best_pairs(places * COLUMN_LEN);
    let mut sum = 0;
    for (j, points) in kept.iter().enumerate() {
        sum += points;
        best = best.max(sum + best_pairs((places - j - 1) * COLUMN_LEN));
    }
    best + extra
}

/// What the future of a position depends on, in 24 bytes (a memo of a
/// million positions stays small enough for a phone's Web Worker):
/// - the Deck's size and the Hand (a bit per card);
/// - each place: an open Column by its top card and length (its cards came
///   off the Deck together, so the top card says which they are), a
///   Claimed Column by its points;
/// - the step of the turn; in a claim, its Column and which Hand cards
///   (by their place in the Hand, in card order) are paired so far.
type Key = [u8; 24];

fn key(g: &Verslun) -> Key {
    let mut k = [0u8; 24];
    let mut hand = 0u64;
    for c in g.hand() {
        hand |= 1 << c.index();
    }
    let head = hand | (g.deck_count() as u64) << 56;
    k[..8].copy_from_slice(&head.to_le_bytes());
    for (i, s) in g.slots().iter().enumerate().take(6) {
        let (a, b) = match s {
            Slot::Column(cards) => (
                1 + cards.len() as u8,
                cards.first().map_or(0, |c| c.index() as u8),
            ),
            Slot::Claimed(c) => (0x80, c.points().min(255) as u8),
        };
        k[8 + 2 * i] = a;
        k[9 + 2 * i] = b;
    }
    let (step, column, paired) = match g.phase() {
        Phase::TurnStart => (1, 0, 0),
        Phase::ClaimStep { redeal_available } => (2 + *redeal_available as u8, 0, 0),
        Phase::Claiming { column, paired } => {
            // Each paired Hand card by its place among the Hand's cards in
            // card order: the Hand cards below it in the bit set. (No
            // allocation: this runs at every position of a claim.)
            let mask = paired
                .iter()
                .map(|p| p.index())
                .filter(|&i| hand >> i & 1 == 1)
                .fold(0u8, |m, i| m | 1 << (hand & ((1u64 << i) - 1)).count_ones());
            (4, *column as u8, mask)
        }
        Phase::Over(_) => (5, 0, 0),
    };
    k[20] = step;
    k[21] = column;
    k[22] = paired;
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::Card;
    use crate::engine::seed::{DealRng, Stream};
    use crate::engine::verslun::VerslunOptions;
    use crate::engine::{Game, Seed};

    /// Every line of a small game, searched with no memo and no bound.
    fn brute(g: &Verslun) -> u32 {
        if g.current_player().is_none() {
            return g.score();
        }
        g.legal_moves()
            .into_iter()
            .map(|mv| {
                let mut next = g.clone();
                next.apply(&mv).unwrap();
                brute(&next)
            })
            .max()
            .unwrap_or(g.score())
    }

    /// A short game: the deal with most of the Deck taken away, so every
    /// line can be tried.
    fn short_game(seed: u64, deck_left: usize) -> Verslun {
        let options = VerslunOptions {
            columns: 2,
            ..VerslunOptions::default()
        };
        let mut deck = Card::standard_deck();
        DealRng::new(Seed::from_number(seed), Stream::Deal).shuffle(&mut deck);
        let keep = 2 * 4 + deck_left;
        Verslun::from_deck(&options, &deck[..keep])
    }

    #[test]
    fn par_equals_the_best_of_every_line_on_short_games() {
        for seed in 0..40 {
            let g = short_game(seed, 14);
            let p = par(&g, NODE_BUDGET);
            assert!(p.proven);
            assert_eq!(p.score, brute(&g), "seed {seed}");
            // The line is legal and scores the par.
            let mut replay = g.clone();
            for mv in &p.line {
                replay.apply(mv).unwrap();
            }
            assert_eq!(replay.score(), p.score, "seed {seed}");
            assert!(replay.current_player().is_none());
        }
    }

    #[test]
    fn par_equals_the_best_of_every_line_with_the_wider_pairing_rules() {
        // (The bound pairs any two cards there: checked against every line.)
        for (aces_wild, rank_pairs) in [(true, false), (false, true), (true, true)] {
            for seed in 0..12 {
                let mut g = short_game(seed, 12);
                g.options.aces_wild = aces_wild;
                g.options.rank_pairs = rank_pairs;
                let p = par(&g, NODE_BUDGET);
                assert!(p.proven);
                assert_eq!(p.score, brute(&g), "seed {seed}, {aces_wild} {rank_pairs}");
            }
        }
    }

    #[test]
    fn a_proven_par_never_changes() {
        // Pars proven before the bound kept Claimed Columns apart (issue
        // 48): a stronger bound or ordering may find them sooner, never
        // another score.
        let known = [221, 196, 208, 216, 234, 217, 221, 210, 199, 220, 195, 187];
        for (seed, &known) in known.iter().enumerate() {
            let deal = Verslun::new(&VerslunOptions::default(), Seed::from_number(seed as u64));
            let p = par(&deal, NODE_BUDGET);
            assert_eq!(
                (p.score, p.proven, p.bound),
                (known, true, known),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn a_par_not_proven_is_between_the_line_found_and_its_bound() {
        // Cut short at any budget, the line found is no better than the
        // par and the bound no worse.
        for seed in [0, 4, 8] {
            let deal = Verslun::new(&VerslunOptions::default(), Seed::from_number(seed));
            let full = par(&deal, NODE_BUDGET);
            assert!(full.proven);
            for budget in [10, 1_000, 20_000] {
                let p = par(&deal, budget);
                assert!(!p.proven, "seed {seed}, budget {budget}");
                assert!(
                    p.score <= full.score && full.score <= p.bound,
                    "seed {seed}, budget {budget}"
                );
            }
        }
    }

    #[test]
    fn the_par_from_any_point_of_the_par_line_is_the_deals() {
        for seed in [1, 2] {
            let deal = Verslun::new(&VerslunOptions::default(), Seed::from_number(seed));
            let p = par(&deal, NODE_BUDGET);
            assert!(p.proven, "seed {seed}");
            for k in [1, p.line.len() / 3, p.line.len() * 2 / 3] {
                let mut mid = deal.clone();
                for mv in &p.line[..k] {
                    mid.apply(mv).unwrap();
                }
                let q = par(&mid, NODE_BUDGET);
                assert!(q.proven, "seed {seed}, after {k} moves");
                assert_eq!(q.score, p.score, "seed {seed}, after {k} moves");
            }
        }
    }

    #[test]
    fn par_is_never_below_the_greedy_player_and_its_line_replays() {
        for seed in 0..20 {
            let g = Verslun::new(&VerslunOptions::default(), Seed::from_number(seed));
            let p = par(&g, 200_000);
            assert!(p.score >= greedy(&g).0, "seed {seed}");
            let mut replay = g.clone();
            for mv in &p.line {
                replay.apply(mv).unwrap();
            }
            assert_eq!(replay.score(), p.score);
        }
    }
}
