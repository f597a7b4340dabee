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
//! - the greedy player's line as the first best line;
//! - its own copy of a position (`Position`: no lists, the Deck shared),
//!   whose moves follow the rules' exactly, so the same positions are
//!   searched in the same order as with the rules' `Verslun`, only
//!   cheaper. Which cards pair and what they score come from the rules
//!   (`Verslun::pairs`, `card_value`), as tables. Its small helpers are
//!   `inline(always)`: the release build optimizes for size, and would
//!   call them at every position.
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
use std::hash::{BuildHasherDefault, Hash, Hasher};

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
/// about 0.8 s of a native release build's CPU on the shared 2-core test
/// machine (some 1.3 million positions a second at the memo's largest), so
/// about 1.2 s in the Web Worker's wasm (1.45 × native, as measured for
/// Arctic's par); 999 of the first 1,000 deals are proven within it, the
/// median in about 80,000. See `cardtable-cli par verslun --deals 1000
/// --within-ms 1380`.
pub const NODE_BUDGET: u64 = 1_000_000;

/// The par of a game from where it stands (usually the deal).
pub fn par(game: &Verslun, budget: u64) -> Par {
    let (greedy_score, greedy_line) = greedy(game);
    let mut search = Search {
        rules: Rules::of(game),
        memo: HashMap::default(),
        best: greedy_score,
        nodes: 0,
        budget,
        cut: false,
        cut_bound: 0,
    };
    let found = search.value(&Position::of(game));
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
        let mv = match search.memo.get(&Position::of(&g).key()) {
            Some(&(_, Some(mv))) => mv.verslun_move(),
            _ => VerslunMove::EndGame,
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

/// What does not change in a search: the Deck's order and the options.
struct Rules {
    /// The Deck as dealt at the position searched, top card last: a
    /// position keeps only how many are left.
    deck: Vec<u8>,
    hand_size: u8,
    aces_wild: bool,
    rank_pairs: bool,
    /// Each card's partners: the cards it pairs with (`Verslun::pairs`),
    /// a bit per card.
    partners: [u64; 52],
    /// Each card's score value (`card_value`).
    values: [u32; 52],
}

impl Rules {
    fn of(g: &Verslun) -> Rules {
        // Cards by their index (`Card::index`), as the search keeps them.
        let card = |i: u8| Card::from_index(i as usize).expect("a card's index");
        let mut partners = [0u64; 52];
        for (column_card, partners) in (0u8..).zip(partners.iter_mut()) {
            for hand_card in 0..52u8 {
                if g.pairs(card(column_card), card(hand_card)) {
                    *partners |= 1 << hand_card;
                }
            }
        }
        Rules {
            deck: g.deck.iter().map(|c| c.index() as u8).collect(),
            hand_size: g.options.hand_size,
            aces_wild: g.options.aces_wild,
            rank_pairs: g.options.rank_pairs,
            partners,
            values: std::array::from_fn(|i| card_value(card(i as u8))),
        }
    }
}

/// One place on the board, as the search keeps it.
#[derive(Clone, Copy)]
enum Column {
    /// Top first, bottom last.
    Open {
        cards: [u8; COLUMN_LEN],
        len: u8,
    },
    Claimed {
        points: u16,
    },
}

/// The step of the turn, as `Phase`.
#[derive(Clone, Copy)]
enum Stage {
    TurnStart,
    ClaimStep {
        redeal_available: bool,
    },
    Claiming {
        column: u8,
        /// Hand cards paired so far, a bit per card (their order does
        /// not matter: a claim scores their points and those of as many
        /// Column cards from the bottom up).
        paired: u64,
        paired_len: u8,
    },
    Over,
}

/// A position as the search keeps it: what `Verslun` holds that the future
/// depends on, with no lists (the rules' copy of a position allocated, and
/// its Discard Pile grew, at every move tried), so a move is tried on a
/// plain copy. The moves follow the rules exactly (`Verslun::apply`).
#[derive(Clone, Copy)]
struct Position {
    deck_left: u8,
    /// In the rules' order (their Pair moves are tried in it).
    hand: [u8; 8],
    hand_len: u8,
    /// The Hand again, a bit per card.
    hand_cards: u64,
    columns: [Column; 6],
    column_count: u8,
    step: Stage,
    /// The free cards (in the Deck, the Hand or an open Column), a bit per
    /// card: the bound's cards.
    free: u64,
    score: u32,
}

/// A move as the search keeps it (the memo's choice; `None`: stop here).
#[derive(Clone, Copy)]
enum Move {
    Draw,
    Redeal(u8),
    Claim(u8),
    Pair(u8),
    Confirm,
}

impl Move {
    fn verslun_move(self) -> VerslunMove {
        match self {
            Move::Draw => VerslunMove::Draw,
            Move::Redeal(c) => VerslunMove::Redeal(c as usize),
            Move::Claim(c) => VerslunMove::Claim(c as usize),
            Move::Pair(card) => {
                VerslunMove::Pair(Card::from_index(card as usize).expect("a card's index"))
            }
            Move::Confirm => VerslunMove::Confirm,
        }
    }
}

/// The moves of a position: a Draw and a Redeal per Claimed Column, a
/// Claim or Redeal per Column, or 8 Pairs and a Confirm at most.
struct Moves {
    list: [Move; 9],
    len: usize,
}

impl Moves {
    #[inline(always)]
    fn push(&mut self, mv: Move) {
        self.list[self.len] = mv;
        self.len += 1;
    }
}

impl Position {
    fn of(g: &Verslun) -> Position {
        let mut hand = [0u8; 8];
        let mut free = 0u64;
        for &c in &g.deck {
            free |= 1 << c.index();
        }
        for (i, &c) in g.hand().iter().enumerate() {
            hand[i] = c.index() as u8;
            free |= 1 << c.index();
        }
        let mut columns = [Column::Claimed { points: 0 }; 6];
        for (i, s) in g.slots().iter().enumerate() {
            columns[i] = match s {
                Slot::Column(cards) => {
                    let mut top_first = [0u8; COLUMN_LEN];
                    for (j, &c) in cards.iter().enumerate() {
                        top_first[j] = c.index() as u8;
                        free |= 1 << c.index();
                    }
                    Column::Open {
                        cards: top_first,
                        len: cards.len() as u8,
                    }
                }
                Slot::Claimed(c) => Column::Claimed {
                    points: c.points() as u16,
                },
            };
        }
        let step = match g.phase() {
            Phase::TurnStart => Stage::TurnStart,
            Phase::ClaimStep { redeal_available } => Stage::ClaimStep {
                redeal_available: *redeal_available,
            },
            Phase::Claiming { column, paired } => Stage::Claiming {
                column: *column as u8,
                paired: paired.iter().fold(0, |set, c| set | 1 << c.index()),
                paired_len: paired.len() as u8,
            },
            Phase::Over(_) => Stage::Over,
        };
        Position {
            deck_left: g.deck_count() as u8,
            hand,
            hand_len: g.hand().len() as u8,
            hand_cards: g.hand().iter().fold(0, |set, c| set | 1 << c.index()),
            columns,
            column_count: g.slots().len() as u8,
            step,
            free,
            score: g.score(),
        }
    }

    #[inline(always)]
    fn hand(&self) -> &[u8] {
        &self.hand[..self.hand_len as usize]
    }

    #[inline(always)]
    fn columns(&self) -> &[Column] {
        &self.columns[..self.column_count as usize]
    }

    /// As `Verslun::can_claim`.
    #[inline(always)]
    fn can_claim(&self, rules: &Rules, column: usize) -> bool {
        match self.columns[column] {
            Column::Open { cards, len } if len > 0 => {
                let bottom = cards[len as usize - 1];
                rules.partners[bottom as usize] & self.hand_cards != 0
            }
            _ => false,
        }
    }

    /// The legal moves but ending the game (never searched: see above),
    /// most promising first, as `legal_moves` sorted (stably) by `promise`:
    /// pairing valuable cards, claiming and drawing before confirming early
    /// or redealing.
    fn moves(&self, rules: &Rules) -> Moves {
        let mut moves = Moves {
            list: [Move::Confirm; 9],
            len: 0,
        };
        let redeals = |moves: &mut Moves| {
            for (c, column) in self.columns().iter().enumerate() {
                if matches!(column, Column::Claimed { .. }) {
                    moves.push(Move::Redeal(c as u8));
                }
            }
        };
        match self.step {
            Stage::Over => {}
            Stage::TurnStart => {
                moves.push(Move::Draw);
                redeals(&mut moves);
            }
            Stage::ClaimStep { redeal_available } => {
                for c in 0..self.column_count as usize {
                    if self.can_claim(rules, c) {
                        moves.push(Move::Claim(c as u8));
                    }
                }
                if redeal_available {
                    redeals(&mut moves);
                }
            }
            Stage::Claiming {
                column,
                paired,
                paired_len,
            } => {
                if let Column::Open { cards, len } = self.columns[column as usize] {
                    if paired_len < len {
                        let target = cards[(len - 1 - paired_len) as usize];
                        let free_partners = rules.partners[target as usize] & !paired;
                        for &h in self.hand() {
                            if free_partners >> h & 1 == 1 {
                                // The most valuable first; equals in Hand order.
                                let mut at = moves.len;
                                while at > 0 && {
                                    let Move::Pair(before) = moves.list[at - 1] else {
                                        unreachable!()
                                    };
                                    rules.values[before as usize] < rules.values[h as usize]
                                } {
                                    moves.list[at] = moves.list[at - 1];
                                    at -= 1;
                                }
                                moves.list[at] = Move::Pair(h);
                                moves.len += 1;
                            }
                        }
                    }
                }
                if paired_len > 0 {
                    moves.push(Move::Confirm);
                }
            }
        }
        moves
    }

    /// As `Verslun::fill_hand`.
    #[inline(always)]
    fn fill_hand(&mut self, rules: &Rules) {
        while self.hand_len < rules.hand_size && self.deck_left > 0 {
            self.deck_left -= 1;
            let card = rules.deck[self.deck_left as usize];
            self.hand[self.hand_len as usize] = card;
            self.hand_len += 1;
            self.hand_cards |= 1 << card;
        }
    }

    /// As `Verslun::enter_claim_step`.
    fn enter_claim_step(&mut self, rules: &Rules, redeal_available: bool) {
        let any_claim = (0..self.column_count as usize).any(|c| self.can_claim(rules, c));
        self.step = if any_claim || redeal_available {
            Stage::ClaimStep { redeal_available }
        } else {
            Stage::Over
        };
    }

    /// As `Verslun::apply` (the move is legal).
    fn apply(&mut self, rules: &Rules, mv: Move) {
        match mv {
            Move::Draw => {
                self.fill_hand(rules);
                let any_claimed = self
                    .columns()
                    .iter()
                    .any(|c| matches!(c, Column::Claimed { .. }));
                self.enter_claim_step(rules, any_claimed);
            }
            Move::Redeal(c) => {
                // The Hand and the Claimed Column are discarded.
                self.free &= !self.hand_cards;
                self.hand_len = 0;
                self.hand_cards = 0;
                if let Column::Claimed { points } = self.columns[c as usize] {
                    self.score -= points as u32;
                }
                let enough = self.deck_left as usize >= COLUMN_LEN + rules.hand_size as usize;
                let n = COLUMN_LEN.min(self.deck_left as usize);
                let mut cards = [0u8; COLUMN_LEN];
                for card in cards.iter_mut().take(n) {
                    self.deck_left -= 1;
                    *card = rules.deck[self.deck_left as usize];
                }
                self.columns[c as usize] = Column::Open {
                    cards,
                    len: n as u8,
                };
                self.fill_hand(rules);
                if enough {
                    self.enter_claim_step(rules, false);
                } else {
                    self.step = Stage::Over;
                }
            }
            Move::Claim(column) => {
                self.step = Stage::Claiming {
                    column,
                    paired: 0,
                    paired_len: 0,
                };
            }
            Move::Pair(card) => {
                if let Stage::Claiming {
                    paired, paired_len, ..
                } = &mut self.step
                {
                    *paired |= 1 << card;
                    *paired_len += 1;
                }
            }
            Move::Confirm => {
                let Stage::Claiming {
                    column,
                    paired,
                    paired_len,
                } = self.step
                else {
                    return;
                };
                let Column::Open { cards, len } = self.columns[column as usize] else {
                    return;
                };
                // Pairs from the bottom up; cards above the last pair are
                // discarded: the whole Column leaves the free cards, and so
                // do the paired Hand cards.
                let mut points = 0;
                for &c in &cards[(len - paired_len) as usize..len as usize] {
                    points += rules.values[c as usize];
                }
                for &c in &cards[..len as usize] {
                    self.free &= !(1 << c);
                }
                let mut kept = 0;
                for i in 0..self.hand_len as usize {
                    let h = self.hand[i];
                    if paired >> h & 1 == 1 {
                        points += rules.values[h as usize];
                    } else {
                        self.hand[kept] = h;
                        kept += 1;
                    }
                }
                self.hand_len = kept as u8;
                self.hand_cards &= !paired;
                self.free &= !paired;
                self.columns[column as usize] = Column::Claimed {
                    points: points as u16,
                };
                self.score += points;
                self.step = if self.deck_left == 0 {
                    Stage::Over
                } else {
                    Stage::TurnStart
                };
            }
        }
    }
}

struct Search {
    rules: Rules,
    /// Position → (best final score from it, the move that gets it; none:
    /// stop here). Positions cut by the bound are not kept: met again, the
    /// bound cuts them again (the best line found only gets better), with
    /// the same answer.
    memo: HashMap<Key, (u32, Option<Move>), BuildHasherDefault<Fx>>,
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
}

impl Search {
    /// The best final score from `g`; a position that cannot beat the best
    /// line found, or one past the budget, answers with its points now
    /// (what ending there would score).
    fn value(&mut self, g: &Position) -> u32 {
        let now = g.score;
        if matches!(g.step, Stage::Over) {
            return now;
        }
        let k = g.key();
        if let Some(&(v, _)) = self.memo.get(&k) {
            return v;
        }
        let bound = bound(&self.rules, g);
        if bound <= self.best {
            return now;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.cut = true;
            self.cut_bound = self.cut_bound.max(bound);
            return now;
        }
        let mut best = (now, None);
        let moves = g.moves(&self.rules);
        for &mv in &moves.list[..moves.len] {
            let mut next = *g;
            next.apply(&self.rules, mv);
            let v = self.value(&next);
            if v > best.0 {
                best = (v, Some(mv));
            }
        }
        self.best = self.best.max(best.0);
        self.memo.insert(k, best);
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
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    // The table picks a bucket by the low bits, which a multiply mixes
    // least: the well-mixed high bits are brought down (as FxHash 2 does).
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }
}

/// Each suit's free cards (13 bits, Ace lowest) → the points of their best
/// pairs, best first (0: no more): the highest cards two by two.
static SUIT_PAIRS: [[u8; 6]; 1 << 13] = suit_pairs();

const fn suit_pairs() -> [[u8; 6]; 1 << 13] {
    let mut table = [[0u8; 6]; 1 << 13];
    let mut cards = 0;
    while cards < 1 << 13 {
        let mut held = 0;
        let mut n = 0;
        let mut rank = 13;
        while rank >= 1 {
            if cards >> (rank - 1) & 1 == 1 {
                let value = if rank > 10 { 10 } else { rank };
                if held == 0 {
                    held = value;
                } else {
                    table[cards][n] = (held + value) as u8;
                    n += 1;
                    held = 0;
                }
            }
            rank -= 1;
        }
        cards += 1;
    }
    table
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
fn bound(rules: &Rules, g: &Position) -> u32 {
    // by_value[p]: pairs of free cards worth p points (2..=20).
    let mut by_value = [0u32; 21];
    if rules.aces_wild || rules.rank_pairs {
        // Any two cards may pair: the highest cards two by two.
        let mut held = None;
        for rank in (1..=13u8).rev() {
            let v = rank.min(10) as usize;
            for suit in 0..4 {
                if g.free >> (suit * 13 + rank - 1) & 1 == 1 {
                    match held.take() {
                        Some(h) => by_value[h + v] += 1,
                        None => held = Some(v),
                    }
                }
            }
        }
    } else {
        for suit in 0..4 {
            let cards = (g.free >> (13 * suit)) as usize & 0x1fff;
            for &points in SUIT_PAIRS[cards].iter().take_while(|&&p| p > 0) {
                by_value[points as usize] += 1;
            }
        }
    }
    // best[k]: the points of the best `k` pairs of the free cards (at most
    // 26 pairs; past the last, as many as there are).
    let mut best_sums = [0u32; 27];
    let mut count = 0;
    for p in (2..=20).rev() {
        for _ in 0..by_value[p] {
            best_sums[count + 1] = best_sums[count] + p as u32;
            count += 1;
        }
    }
    let best_pairs = |pairs: usize| best_sums[pairs.min(count)];
    let mut kept = [0u32; *COLUMN_COUNTS.end() as usize];
    let mut claimed = 0;
    for c in g.columns() {
        if let Column::Claimed { points } = *c {
            // Best first (in place: a handful).
            let mut at = claimed;
            while at > 0 && kept[at - 1] < points as u32 {
                kept[at] = kept[at - 1];
                at -= 1;
            }
            kept[at] = points as u32;
            claimed += 1;
        }
    }
    let kept = &kept[..claimed];
    let places = g.columns().len();
    let mut best = best_pairs(places * COLUMN_LEN);
    let mut sum = 0;
    for (j, points) in kept.iter().enumerate() {
        sum += points;
        best = best.max(sum + best_pairs((places - j - 1) * COLUMN_LEN));
    }
    best
}

/// What the future of a position depends on, in 24 bytes (a memo of a
/// million positions stays small enough for a phone's Web Worker):
/// - the Deck's size and the Hand (a bit per card);
/// - each place: an open Column by its top card and length (its cards came
///   off the Deck together, so the top card says which they are), a
///   Claimed Column by its points;
/// - the step of the turn; in a claim, its Column and which Hand cards
///   (by their place in the Hand, in card order) are paired so far.
///
/// (Three words, compared as such: as an array they were compared by a
/// call to `memcmp`.)
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key(u64, u64, u64);

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0);
        state.write_u64(self.1);
        state.write_u64(self.2);
    }
}

impl Position {
    fn key(&self) -> Key {
        let mut k = [0u8; 24];
        let hand = self.hand_cards;
        let head = hand | (self.deck_left as u64) << 56;
        k[..8].copy_from_slice(&head.to_le_bytes());
        for (i, c) in self.columns().iter().enumerate() {
            let (a, b) = match *c {
                Column::Open { cards, len } => (1 + len, if len > 0 { cards[0] } else { 0 }),
                Column::Claimed { points } => (0x80, points.min(255) as u8),
            };
            k[8 + 2 * i] = a;
            k[9 + 2 * i] = b;
        }
        let (step, column, paired) = match self.step {
            Stage::TurnStart => (1, 0, 0),
            Stage::ClaimStep { redeal_available } => (2 + redeal_available as u8, 0, 0),
            Stage::Claiming { column, paired, .. } => {
                // Each paired Hand card by its place among the Hand's cards
                // in card order: the Hand cards below it in the bit set.
                let mut mask = 0u8;
                let mut left = paired & hand;
                while left != 0 {
                    let i = left.trailing_zeros();
                    mask |= 1 << (hand & ((1u64 << i) - 1)).count_ones();
                    left &= left - 1;
                }
                (4, column, mask)
            }
            Stage::Over => (5, 0, 0),
        };
        k[20] = step;
        k[21] = column;
        k[22] = paired;
        let word = |i: usize| u64::from_le_bytes(k[8 * i..8 * i + 8].try_into().unwrap());
        Key(word(0), word(1), word(2))
    }
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
    fn the_search_s_positions_follow_the_rules() {
        // Along random lines, under every pairing rule, Hand size and
        // number of Columns: the same moves in the order the search tries
        // them (the rules' legal moves by promise, ending the game left
        // out), and after each the same position.
        let promise = |mv: &VerslunMove| match mv {
            VerslunMove::Pair(card) => 100 + card_value(*card),
            VerslunMove::Claim(_) => 50,
            VerslunMove::Draw => 40,
            VerslunMove::Confirm => 10,
            VerslunMove::Redeal(_) => 5,
            VerslunMove::EndGame => 0,
        };
        let same = |a: &Position, b: &Position| {
            a.key() == b.key()
                && a.hand() == b.hand()
                && a.free == b.free
                && a.score == b.score
                && matches!(a.step, Stage::Over) == matches!(b.step, Stage::Over)
        };
        let mut rng = DealRng::new(Seed::from_number(48), Stream::Deal);
        for game in 0..200u64 {
            let options = VerslunOptions {
                aces_wild: game % 2 == 1,
                rank_pairs: game % 4 >= 2,
                hand_size: 4 + (game % 5) as u8,
                columns: 2 + (game % 7 % 5) as u8,
            };
            let mut g = Verslun::new(&options, Seed::from_number(game));
            let rules = Rules::of(&g);
            let mut position = Position::of(&g);
            while g.current_player().is_some() {
                let mut legal = g.legal_moves();
                legal.retain(|mv| *mv != VerslunMove::EndGame);
                legal.sort_by_key(|mv| std::cmp::Reverse(promise(mv)));
                let moves = position.moves(&rules);
                let searched: Vec<VerslunMove> = moves.list[..moves.len]
                    .iter()
                    .map(|mv| mv.verslun_move())
                    .collect();
                assert_eq!(searched, legal, "game {game}");
                assert_eq!(bound(&rules, &position), bound(&rules, &Position::of(&g)));
                if moves.len == 0 {
                    break;
                }
                let i = rng.below(moves.len as u32) as usize;
                g.apply(&legal[i]).unwrap();
                position.apply(&rules, moves.list[i]);
                assert!(same(&position, &Position::of(&g)), "game {game}");
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
