//! The par of a solo Arctic Solitaire deal: the lowest solo score reachable
//! with the deck order known (RULINGS, "Solo"), and a line of moves that
//! reaches it.
//!
//! The solo score is the number of cards drawn, plus the penalty points left
//! in hand if the round ends without going out. Going out with `d` draws
//! scores `d`, and a round that does not go out has drawn the whole deck and
//! holds at least one card, so any way out beats every blocked end: the par
//! is the fewest draws that empty the hand.
//!
//! The search ([`ArcticParSearch`]) works on a compact copy of the position
//! (hand as a bit set; each pile as its bottom card, top card and the length
//! of the exact run on top; the deck position) and never calls the engine
//! in its inner loop. It has three phases:
//!
//! 1. **A greedy line** (the first step the search would try, until out or
//!    stuck): a first upper bound.
//! 2. **A beam search by draws**, passes of width 64, 1024 and 8192: a level
//!    is every position reached with the same number of draws, closed under
//!    the moves that draw nothing; its most promising positions (fewest
//!    cards left to shed, fewest with no pile to go on) draw the next card.
//!    The first level where a position goes out gives a line; a pass stops
//!    at a level that could not beat the best line.
//! 3. **Iterative deepening** over the number of draws (lower bounds): a
//!    depth-first search allowed `D` draws for `D` = 0, 1, 2, …; when all of
//!    them fail, no line draws fewer than `D + 1` cards, and once that
//!    reaches the best line's score, it is proven. With:
//!    - a **transposition table** of lower bounds: a position (hand, piles
//!      in any order, deck position, whether a drawn card waits, discards
//!      owed) that failed with `b` more draws needs at least `b + 1`, so
//!      the next iteration skips it unless it has more to spend; plays that
//!      commute within a turn reach the same entry, and so do piles that
//!      only trade places;
//!    - **dominance**: owed discards are made only when they empty the hand
//!      or the turn must end (keeping a card never removes an option); a
//!      card drawn with nothing owed is taken in by "draw, end" (the next
//!      turn may play it, or anything else); a new pile goes only in the
//!      lowest empty place;
//!    - a **relaxation** that proves some positions hopeless at once: with
//!      no empty place and none possible, a card leaves the hand only onto
//!      a chain of cards reaching a pile's top, or as a discard;
//!    - **move ordering**: Triple Toppers first, then plays, shifts, new
//!      piles, and the draw last.
//!
//! The search runs in slices (`run(nodes)`), so a browser can spread it over
//! frames; a total node budget stops it, and then the par is the best line
//! found, not proven. Every node is counted the same way whatever the
//! slices, so the result depends only on the deal and the budget.
//!
//! The result's line replays legally on the engine (checked before it is
//! reported) and ends the round; the score is the engine's
//! [`Arctic::solo_score`] after it.

use super::arctic::{Arctic, ArcticMove, Phase, Step, PLACES};
use super::triple_topper::TripleCard;
use super::Game;
use std::hash::{BuildHasherDefault, Hasher};

/// The par of a solo deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Par {
    /// The solo score of `line`: cards drawn, plus the penalty points left if
    /// it does not go out.
    pub score: i64,
    /// The search finished: no line scores less.
    pub proven: bool,
    /// Moves from the position searched to the end of the round.
    pub line: Vec<ArcticMove>,
}

/// The total node budget of [`ArcticParSearch::new`]: a native release build
/// spends it in about 0.5–0.9 s (the median deal stops sooner, proven, in
/// about 0.2 s); a browser, about twice that. See
/// `cardtable-cli par arctic --deals N`.
pub const DEFAULT_NODE_BUDGET: u64 = 1_000_000;

/// Transposition-table slots (32 bytes each: 16 MiB).
pub const TABLE_SLOTS: usize = 1 << 19;

/// Discard choices listed at most for one end of turn (the combinations of
/// a big hand); past it the search is no longer exhaustive (not proven).
const DISCARD_CHOICES_LIMIT: usize = 4096;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct Pile {
    bottom: u8,
    top: u8,
    /// Exact run on top (1..=5); 0: an empty place.
    run: u8,
    /// The whole pile is one exact run.
    whole: bool,
}

impl Pile {
    fn is_empty(self) -> bool {
        self.run == 0
    }

    fn single(card: u8) -> Pile {
        Pile {
            bottom: card,
            top: card,
            run: 1,
            whole: true,
        }
    }

    fn from_cards(cards: &[TripleCard]) -> Pile {
        let (Some(bottom), Some(top)) = (cards.first(), cards.last()) else {
            return Pile::default();
        };
        let mut run = 1;
        for w in cards.windows(2).rev() {
            if exact(w[0].index() as u8, w[1].index() as u8) {
                run += 1;
            } else {
                break;
            }
        }
        Pile {
            bottom: bottom.index() as u8,
            top: top.index() as u8,
            run: run as u8,
            whole: run == cards.len(),
        }
    }

    /// 17 bits; 0 for an empty place. (`whole` follows from the rest: the
    /// bottom card is the start of the top run only if the run is all.)
    fn code(self) -> u64 {
        if self.is_empty() {
            0
        } else {
            (self.bottom as u64) << 10 | (self.top as u64) << 3 | self.run as u64
        }
    }
}

/// Same colour and shape (card index = number × 25 + colour × 5 + shape).
fn exact(a: u8, b: u8) -> bool {
    a % 25 == b % 25
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Anything goes.
    Free,
    /// A card was drawn while discards are owed (`deck[pos - 1]`): play it
    /// or end the turn.
    Drawn,
    /// (Only where the search starts.) The drawn card was discarded: discard
    /// the rest owed and end the turn.
    DrawnGone,
    /// (Only where the search starts.) The dealer's set-up discards.
    Setup,
}

#[derive(Clone, Copy, Debug)]
struct State {
    hand: u128,
    piles: [Pile; PLACES],
    /// Cards drawn since the search's start.
    pos: u8,
    mode: Mode,
    owed: u32,
}

impl State {
    fn hand_len(&self) -> u32 {
        self.hand.count_ones()
    }

    /// Discards owed can empty the hand (or it is empty): out.
    fn is_out(&self) -> bool {
        self.hand_len() <= self.owed
    }

    fn key(&self) -> [u64; 3] {
        let mut codes = self.piles.map(Pile::code);
        codes.sort_unstable_by(|a, b| b.cmp(a));
        let mode = match self.mode {
            Mode::Free => 0u64,
            Mode::Drawn => 1,
            Mode::DrawnGone => 2,
            Mode::Setup => 3,
        };
        let owed = self.owed.min(127) as u64;
        [
            self.hand as u64,
            (self.hand >> 64) as u64 | (owed >> 4) << 61,
            codes[0]
                | codes[1] << 17
                | codes[2] << 34
                | (self.pos as u64) << 51
                | mode << 58
                | (owed & 15) << 60,
        ]
    }
}

/// One step of the search: one move, or a few that go together.
#[derive(Clone, Copy, Debug)]
enum Action {
    /// A hand card on a place: built on its pile or starting one.
    Play {
        card: u8,
        place: u8,
    },
    Shift {
        from: u8,
        to: u8,
    },
    /// Draw with nothing owed, and end the turn: the card is in hand for
    /// the next.
    DrawEnd,
    /// Draw while discards are owed (the turn goes on).
    Draw,
    /// Discard these cards, then end the turn (`end`), or not (the set-up
    /// discards, after which play starts by itself).
    Discards {
        /// A card set in two halves (keeps `Action` 8-byte aligned).
        set: [u64; 2],
        end: bool,
    },
}

impl Action {
    fn draws(self) -> u8 {
        matches!(self, Action::DrawEnd | Action::Draw) as u8
    }

    fn push_moves(self, deck: &[u8], pos: u8, out: &mut Vec<ArcticMove>) {
        let card = |i: u8| TripleCard::from_index(i as usize).expect("a card index");
        match self {
            Action::Play { card: c, place } => out.push(ArcticMove::Play {
                card: card(c),
                place,
            }),
            Action::Shift { from, to } => out.push(ArcticMove::Shift { from, to }),
            Action::DrawEnd => {
                debug_assert!((pos as usize) < deck.len());
                out.push(ArcticMove::Draw);
                out.push(ArcticMove::End);
            }
            Action::Draw => out.push(ArcticMove::Draw),
            Action::Discards { set, end } => {
                push_discards(set[0] as u128 | (set[1] as u128) << 64, out);
                if end {
                    out.push(ArcticMove::End);
                }
            }
        }
    }
}

fn discards(set: u128, end: bool) -> Action {
    Action::Discards {
        set: [set as u64, (set >> 64) as u64],
        end,
    }
}

fn push_discards(set: u128, out: &mut Vec<ArcticMove>) {
    let mut bits = set;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        out.push(ArcticMove::Discard(
            TripleCard::from_index(i).expect("a card index"),
        ));
    }
}

fn cards_of(set: u128) -> impl Iterator<Item = u8> {
    let mut bits = set;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            i
        })
    })
}

/// A small fast hasher for the table's keys (already well mixed bits).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// The transposition table: lower bounds on the draws a position needs, in
/// a fixed array of [`TABLE_SLOTS`] (allocated at the first store), two
/// slots per key; when both are taken the weaker bound gives way.
#[derive(Default)]
struct Table {
    slots: Vec<([u64; 3], u8)>,
    used: usize,
}

impl Table {
    fn pair(key: &[u64; 3]) -> usize {
        let mut h = KeyHasher::default();
        for &k in key {
            h.write_u64(k);
        }
        (h.finish() >> 20) as usize & (TABLE_SLOTS - 1) & !1
    }

    fn get(&self, key: &[u64; 3]) -> Option<u8> {
        if self.slots.is_empty() {
            return None;
        }
        let i = Table::pair(key);
        self.slots[i..i + 2]
            .iter()
            .find(|(k, lb)| *lb > 0 && k == key)
            .map(|&(_, lb)| lb)
    }

    fn store(&mut self, key: [u64; 3], lb: u8) {
        if self.slots.is_empty() {
            self.slots = vec![([0; 3], 0); TABLE_SLOTS];
        }
        let i = Table::pair(&key);
        let pair = &mut self.slots[i..i + 2];
        if let Some(slot) = pair.iter_mut().find(|(k, l)| *l > 0 && *k == key) {
            slot.1 = slot.1.max(lb);
            return;
        }
        let j = if pair[0].1 <= pair[1].1 { 0 } else { 1 };
        if pair[j].1 == 0 {
            self.used += 1;
        }
        pair[j] = (key, lb);
    }
}

struct Frame {
    state: State,
    /// Draws this frame may still make.
    budget: u8,
    children: Vec<(Action, State)>,
    next: usize,
}

/// The rules as the search needs them: the deck and who builds on whom.
struct Rules {
    /// Top card first, from where the search starts.
    deck: Vec<u8>,
    /// For each top card, the cards that build on it.
    builders: Vec<u128>,
    /// The card drawn before the search's start, if one waits.
    root_drawn: u8,
    /// For each card, the cards it builds on.
    parents: Vec<u128>,
    /// For each card, the card it builds on exactly (same colour and
    /// shape, one higher).
    exact_parent: Vec<u8>,
}

impl Rules {
    fn new(deck: Vec<u8>) -> Rules {
        let builders = TripleCard::all()
            .map(|top| {
                TripleCard::all()
                    .filter(|c| c.builds_on(top))
                    .fold(0u128, |set, c| set | 1 << c.index())
            })
            .collect();
        let parents = TripleCard::all()
            .map(|c| {
                TripleCard::all()
                    .filter(|top| c.builds_on(*top))
                    .fold(0u128, |set, t| set | 1 << t.index())
            })
            .collect();
        let exact_parent = TripleCard::all()
            .map(|c| {
                TripleCard::all()
                    .find(|top| c.builds_on(*top) && c.exact_match(*top))
                    .map_or(0, |t| t.index() as u8)
            })
            .collect();
        Rules {
            deck,
            builders,
            root_drawn: 0,
            parents,
            exact_parent,
        }
    }

    /// A quick proof that `s` cannot go out with `budget` more draws (a
    /// relaxation; false when unsure). The cards that may ever be in hand
    /// are the hand and the next `budget` of the deck; each Triple Topper
    /// still possible earns at most 4 discards. Two tests: cards with no
    /// possible parent need a place each (below); and when no place is
    /// empty and none can ever empty, a card leaves the hand only onto a
    /// chain of cards that reaches a pile's top, or as a discard.
    fn hopeless(&self, s: &State, budget: u8) -> bool {
        if matches!(s.mode, Mode::Setup | Mode::DrawnGone) {
            return false;
        }
        let mut avail = s.hand;
        let start = s.pos as usize;
        let end = (start + budget as usize).min(self.deck.len());
        for &c in &self.deck[start.min(end)..end] {
            avail |= 1u128 << c;
        }
        let mut tops = 0u128;
        for p in s.piles.iter().filter(|p| !p.is_empty()) {
            tops |= 1u128 << p.top;
        }
        // Every card that can ever be on top of a pile is in `ever`; a card
        // with no parent there never goes on a pile: it leaves the hand as
        // a discard or as the bottom of a new pile, which can never move on
        // (nor can an old pile with such a bottom), so each takes one of
        // the three places for good.
        let ever = avail | tops;
        let rootless = cards_of(s.hand)
            .filter(|&c| self.parents[c as usize] & ever == 0)
            .count() as u32;
        let fixed = s
            .piles
            .iter()
            .filter(|p| !p.is_empty() && self.parents[p.bottom as usize] & ever == 0)
            .count() as u32;
        let places = PLACES as u32 - fixed;
        if rootless > places {
            let exact_on = |c: u8| ever >> self.exact_parent[c as usize] & 1 == 1;
            let mut discards = s.owed;
            for c in cards_of(avail) {
                if exact_on(c) {
                    discards += 4;
                }
            }
            for p in s.piles.iter().filter(|p| !p.is_empty()) {
                if exact_on(p.bottom) {
                    discards += 4;
                }
            }
            if rootless - places > discards {
                return true;
            }
        }
        if s.piles.iter().any(|p| p.is_empty()) {
            return false;
        }
        // Cards that can ever be on top of a pile.
        let (mut reach, mut frontier) = (tops, tops);
        while frontier != 0 {
            let mut next = 0u128;
            for t in cards_of(frontier) {
                next |= self.builders[t as usize];
            }
            frontier = next & avail & !reach;
            reach |= frontier;
        }
        // A shift (and so an empty place) needs a bottom card that builds on
        // a card that can be on top.
        if s.piles
            .iter()
            .any(|p| self.parents[p.bottom as usize] & reach != 0)
        {
            return false;
        }
        let stuck = (s.hand & !reach).count_ones();
        if stuck == 0 {
            return false;
        }
        let on = |c: u8| reach >> self.exact_parent[c as usize] & 1 == 1;
        let mut discards = s.owed;
        for c in cards_of(reach & avail) {
            if on(c) {
                discards += 4;
            }
        }
        stuck > discards
    }

    fn builds(&self, card: u8, top: u8) -> bool {
        self.builders[top as usize] >> card & 1 == 1
    }

    fn play(&self, s: &State, card: u8, place: u8) -> State {
        let mut n = *s;
        n.hand &= !(1u128 << card);
        n.mode = Mode::Free;
        let pile = &mut n.piles[place as usize];
        if pile.is_empty() {
            *pile = Pile::single(card);
        } else if exact(card, pile.top) {
            pile.run += 1;
            pile.top = card;
            n.owed += pile.run as u32 - 1;
        } else {
            *pile = Pile {
                bottom: pile.bottom,
                top: card,
                run: 1,
                whole: false,
            };
        }
        n
    }

    fn shift(&self, s: &State, from: u8, to: u8) -> State {
        let mut n = *s;
        let moved = n.piles[from as usize];
        let below = n.piles[to as usize];
        n.piles[from as usize] = Pile::default();
        let link = exact(moved.bottom, below.top);
        if link {
            // The run ending at the moved pile's bottom card.
            n.owed += below.run as u32;
        }
        n.piles[to as usize] = Pile {
            bottom: below.bottom,
            top: moved.top,
            run: if link && moved.whole {
                moved.run + below.run
            } else {
                moved.run
            },
            whole: link && moved.whole && below.whole,
        };
        n
    }

    fn draw(&self, s: &State) -> State {
        let mut n = *s;
        n.hand |= 1u128 << self.deck[s.pos as usize];
        n.pos += 1;
        n.mode = if s.owed == 0 { Mode::Free } else { Mode::Drawn };
        n
    }

    fn deck_left(&self, s: &State) -> bool {
        (s.pos as usize) < self.deck.len()
    }

    /// Every step worth trying from `s` with `budget` draws left, best first.
    /// Returns false if the list was cut short (too many discard choices).
    fn expand(&self, s: &State, budget: u8, out: &mut Vec<(Action, State)>) -> bool {
        out.clear();
        match s.mode {
            Mode::Free => {
                let mut plain = Vec::new();
                for place in 0..PLACES as u8 {
                    let pile = s.piles[place as usize];
                    if pile.is_empty() {
                        continue;
                    }
                    for card in cards_of(s.hand & self.builders[pile.top as usize]) {
                        let step = (Action::Play { card, place }, self.play(s, card, place));
                        if exact(card, pile.top) {
                            out.push(step);
                        } else {
                            plain.push(step);
                        }
                    }
                }
                for from in 0..PLACES as u8 {
                    let moved = s.piles[from as usize];
                    if moved.is_empty() {
                        continue;
                    }
                    for to in 0..PLACES as u8 {
                        let below = s.piles[to as usize];
                        if to == from || below.is_empty() || !self.builds(moved.bottom, below.top) {
                            continue;
                        }
                        let step = (Action::Shift { from, to }, self.shift(s, from, to));
                        if exact(moved.bottom, below.top) {
                            out.push(step);
                        } else {
                            plain.push(step);
                        }
                    }
                }
                out.append(&mut plain);
                if let Some(place) = s.piles.iter().position(|p| p.is_empty()) {
                    for card in cards_of(s.hand) {
                        let place = place as u8;
                        out.push((Action::Play { card, place }, self.play(s, card, place)));
                    }
                }
                if budget > 0 && self.deck_left(s) {
                    let action = if s.owed == 0 {
                        Action::DrawEnd
                    } else {
                        Action::Draw
                    };
                    out.push((action, self.draw(s)));
                }
                true
            }
            Mode::Drawn => {
                let card = match s.pos {
                    0 => self.root_drawn,
                    p => self.deck[p as usize - 1],
                };
                let mut empty_done = false;
                for place in 0..PLACES as u8 {
                    let pile = s.piles[place as usize];
                    if pile.is_empty() {
                        if empty_done {
                            continue;
                        }
                        empty_done = true;
                    } else if !self.builds(card, pile.top) {
                        continue;
                    }
                    out.push((Action::Play { card, place }, self.play(s, card, place)));
                }
                self.discard_choices(s, true, out)
            }
            Mode::DrawnGone => self.discard_choices(s, true, out),
            Mode::Setup => self.discard_choices(s, false, out),
        }
    }

    /// Every set of `owed` hand cards to discard (least useful first), then
    /// a new turn with nothing owed (or, for the set-up, the first turn).
    fn discard_choices(&self, s: &State, end: bool, out: &mut Vec<(Action, State)>) -> bool {
        let k = s.owed as usize;
        let hand: Vec<u8> = cards_of(s.hand).collect();
        let tops: Vec<u8> = s
            .piles
            .iter()
            .filter(|p| !p.is_empty())
            .map(|p| p.top)
            .collect();
        let usefulness = |c: u8| {
            let on_table = tops.iter().any(|&t| self.builds(c, t)) as u32;
            let in_hand = hand
                .iter()
                .any(|&o| o != c && (self.builds(c, o) || self.builds(o, c)))
                as u32;
            on_table * 2 + in_hand
        };
        let mut cards = hand.clone();
        cards.sort_by_key(|&c| (usefulness(c), std::cmp::Reverse(c)));
        let n = cards.len();
        let mut complete = true;
        if k == 0 || k >= n {
            let set = if k == 0 {
                0
            } else {
                cards.iter().fold(0u128, |a, &c| a | 1 << c)
            };
            out.push((discards(set, end), self.after_discards(s, set)));
            return true;
        }
        // Combinations of k out of n in lexicographic order of positions.
        let mut idx: Vec<usize> = (0..k).collect();
        loop {
            if out.len() >= DISCARD_CHOICES_LIMIT {
                complete = false;
                break;
            }
            let set = idx.iter().fold(0u128, |a, &i| a | 1 << cards[i]);
            out.push((discards(set, end), self.after_discards(s, set)));
            let Some(i) = (0..k).rev().find(|&i| idx[i] < n - k + i) else {
                break;
            };
            idx[i] += 1;
            for j in i + 1..k {
                idx[j] = idx[j - 1] + 1;
            }
        }
        complete
    }

    fn after_discards(&self, s: &State, set: u128) -> State {
        let mut n = *s;
        n.hand &= !set;
        n.owed = 0;
        n.mode = Mode::Free;
        n
    }
}

/// The par search for one solo position, run in slices.
pub struct ArcticParSearch {
    game: Arctic,
    /// Moves made before the search's position (an `end` after a draw with
    /// nothing owed); every line starts with them.
    prefix: Vec<ArcticMove>,
    rules: Rules,
    root: State,
    /// Cards drawn before the search's start.
    base_drawn: i64,
    table: Table,
    stack: Vec<Frame>,
    /// Frames of `stack` in use (the rest keep their allocations).
    used: usize,
    /// Draws allowed in the current iteration.
    depth: u8,
    nodes: u64,
    budget: u64,
    best: Option<Par>,
    finished: bool,
    /// Every branch was listed (no discard choices cut): a failed iteration
    /// is a proof.
    complete: bool,
    /// The first phase, for an upper bound: a beam search by draws.
    beam: Option<Beam>,
    /// A spare list for the beam's expansions.
    stack_children: Vec<(Action, State)>,
}

/// A beam search by draws, for upper bounds: a level is the positions
/// reached with the same number of draws; it is closed under the moves that
/// draw nothing (at most `PER_POSITION` positions each), and the `width`
/// most promising of the positions that may draw draw the next card. Passes
/// of growing width ([`BEAM_WIDTHS`]); it works one position at a time.
struct Beam {
    /// Index into `BEAM_WIDTHS`.
    pass: usize,
    /// Draws made to reach this level.
    draws: u8,
    /// Positions of this level still to close: (position, the arena index
    /// of the one before, the step from it).
    stack: Vec<(State, u32, Action)>,
    seen: std::collections::HashSet<[u64; 3], BuildHasherDefault<KeyHasher>>,
    /// Positions of this level closed so far.
    closed: usize,
    /// Those that may draw: (promise, position, arena index).
    candidates: Vec<(u32, State, u32)>,
    /// How each position was reached: (previous, step).
    arena: Vec<(u32, Action)>,
}

/// The beam's passes, narrow (fast) to wide (better lines).
const BEAM_WIDTHS: [usize; 3] = [64, 1024, 8192];
/// Positions closed per level and beam width unit.
const PER_POSITION: usize = 12;
const NO_PARENT: u32 = u32::MAX;

impl Beam {
    fn new(pass: usize, root: State) -> Beam {
        let mut beam = Beam {
            pass,
            draws: 0,
            stack: vec![(root, NO_PARENT, Action::DrawEnd)],
            seen: Default::default(),
            closed: 0,
            candidates: Vec::new(),
            arena: Vec::new(),
        };
        beam.seen.insert(root.key());
        beam
    }

    fn width(&self) -> usize {
        BEAM_WIDTHS[self.pass]
    }

    /// Keeps only the arena entries the next level's positions come from.
    fn compact(&mut self, next: &mut [(State, u32, Action)]) {
        let mut map = vec![NO_PARENT; self.arena.len()];
        let mut arena = Vec::new();
        let mut chain = Vec::new();
        for (_, parent, _) in next.iter_mut() {
            let mut at = *parent;
            while at != NO_PARENT && map[at as usize] == NO_PARENT {
                chain.push(at);
                at = self.arena[at as usize].0;
            }
            while let Some(old) = chain.pop() {
                let (p, action) = self.arena[old as usize];
                let p = if p == NO_PARENT { p } else { map[p as usize] };
                arena.push((p, action));
                map[old as usize] = arena.len() as u32 - 1;
            }
            if *parent != NO_PARENT {
                *parent = map[*parent as usize];
            }
        }
        self.arena = arena;
    }

    /// The steps that reached arena entry `at`, first first.
    fn steps(&self, mut at: u32) -> Vec<Action> {
        let mut steps = Vec::new();
        while at != NO_PARENT {
            let (parent, action) = self.arena[at as usize];
            steps.push(action);
            at = parent;
        }
        steps.reverse();
        steps
    }
}

impl ArcticParSearch {
    /// A search from this solo position (at the deal, or any later point of
    /// the round) with [`DEFAULT_NODE_BUDGET`]. A game that is not solo, or
    /// over, is finished at once: `best()` is `None` (not solo) or the
    /// score as it stands.
    pub fn new(game: &Arctic) -> ArcticParSearch {
        ArcticParSearch::with_budget(game, DEFAULT_NODE_BUDGET)
    }

    /// The same with a total budget of `nodes` positions.
    pub fn with_budget(game: &Arctic, nodes: u64) -> ArcticParSearch {
        let mut prefix = Vec::new();
        let mut after = game.clone();
        if game.phase() == Phase::Play
            && matches!(game.step(), Step::Drawn(_))
            && game.owed() == 0
            && after.apply(&ArcticMove::End).is_ok()
        {
            // Nothing owed: ending the turn keeps every option open.
            prefix.push(ArcticMove::End);
        }
        let start = &after;
        let deck: Vec<u8> = start
            .deck_top_first()
            .iter()
            .map(|c| c.index() as u8)
            .collect();
        let solo = game.options().is_solo() && game.seat_count() == 1;
        let mode = match (start.phase(), start.step()) {
            (Phase::SetupDiscard, _) => Mode::Setup,
            (_, Step::Free) => Mode::Free,
            (_, Step::Drawn(_)) => Mode::Drawn,
            (_, Step::DrawnGone) => Mode::DrawnGone,
        };
        let mut rules = Rules::new(deck);
        if let Step::Drawn(Some(c)) = start.step() {
            rules.root_drawn = c.index() as u8;
        }
        let mut hand = 0u128;
        if solo {
            for c in start.hand(0).iter() {
                hand |= 1 << c.index();
            }
        }
        let root = State {
            hand,
            piles: start.piles().clone().map(|p| Pile::from_cards(&p)),
            pos: 0,
            mode,
            owed: start.owed(),
        };
        let mut search = ArcticParSearch {
            game: game.clone(),
            prefix,
            rules,
            root,
            base_drawn: if solo { game.cards_drawn(0) as i64 } else { 0 },
            table: Table::default(),
            stack: Vec::new(),
            used: 0,
            depth: 0,
            nodes: 0,
            budget: nodes,
            best: None,
            finished: false,
            complete: true,
            beam: None,
            stack_children: Vec::new(),
        };
        if !solo {
            search.finished = true;
        } else if game.is_over() {
            search.best = Some(Par {
                score: game.solo_score(),
                proven: true,
                line: Vec::new(),
            });
            search.finished = true;
        } else if root.is_out() {
            let mut line = search.prefix.clone();
            push_discards(root.hand, &mut line);
            search.found(line);
        } else {
            let line = search.tidy(search.greedy_line());
            search.best = search.score_line(&line).map(|score| Par {
                score,
                proven: false,
                line,
            });
            // A par of the cards already drawn cannot be beaten.
            search.check_bound();
            search.beam = Some(Beam::new(0, root));
        }
        search
    }

    /// Searches about `nodes` more positions; true once finished (proven,
    /// or the total budget spent).
    pub fn run(&mut self, nodes: u64) -> bool {
        let stop_at = self.nodes.saturating_add(nodes);
        while !self.finished {
            if self.nodes >= self.budget {
                self.finished = true;
                break;
            }
            if self.nodes >= stop_at {
                return false;
            }
            self.step();
        }
        true
    }

    /// The best line found so far (`proven` once the search has finished
    /// with it); `None` only for a game that is not solo.
    pub fn best(&self) -> Option<Par> {
        self.best.clone()
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Positions searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// No line scores less than this (what the deepening has proven so
    /// far; at most the best score; not a proof if a list of discard
    /// choices was ever cut short, which only a huge hand could do).
    pub fn lower_bound(&self) -> i64 {
        let bound = self.base_drawn + self.depth as i64;
        self.best.as_ref().map_or(bound, |b| bound.min(b.score))
    }

    /// Positions in the transposition table.
    pub fn table_len(&self) -> usize {
        self.table.used
    }

    /// One unit of work: enter one position, or give up on one.
    fn step(&mut self) {
        if self.beam.is_some() {
            self.beam_step();
            return;
        }
        if self.used == 0 {
            // A new iteration: at most `depth` draws.
            self.nodes += 1;
            let root = self.root;
            if let Some(lb) = self.table.get(&root.key()) {
                if lb > self.depth {
                    self.depth = lb;
                    self.check_bound();
                    return;
                }
            }
            self.push(root, self.depth);
            return;
        }
        let top = &mut self.stack[self.used - 1];
        if top.next < top.children.len() {
            let (action, child) = top.children[top.next];
            top.next += 1;
            let budget = top.budget - action.draws();
            self.nodes += 1;
            if child.is_out() {
                let line = self.line_to(&child);
                self.found(line);
                return;
            }
            if let Some(lb) = self.table.get(&child.key()) {
                if lb > budget {
                    return;
                }
            }
            if self.rules.hopeless(&child, budget) {
                self.store(child.key(), budget + 1);
                return;
            }
            self.push(child, budget);
        } else {
            // Every child failed: this position needs more draws.
            let (key, lb) = (top.state.key(), top.budget + 1);
            self.store(key, lb);
            self.used -= 1;
            if self.used == 0 {
                self.depth += 1;
                self.check_bound();
            }
        }
    }

    /// Notes that a position needs at least `lb` more draws.
    fn store(&mut self, key: [u64; 3], lb: u8) {
        self.table.store(key, lb);
    }

    fn push(&mut self, state: State, budget: u8) {
        if self.stack.len() == self.used {
            self.stack.push(Frame {
                state,
                budget,
                children: Vec::new(),
                next: 0,
            });
        }
        let frame = &mut self.stack[self.used];
        frame.state = state;
        frame.budget = budget;
        frame.next = 0;
        if !self.rules.expand(&state, budget, &mut frame.children) {
            self.complete = false;
        }
        self.used += 1;
    }

    /// After an iteration failed: stop if the best line found can no longer
    /// be beaten, or no way out is left.
    fn check_bound(&mut self) {
        let lower = self.lower_bound();
        let Some(best) = &mut self.best else { return };
        if lower >= best.score {
            best.proven = self.complete;
            self.finished = true;
        } else if self.depth as usize > self.rules.deck.len() {
            // No way out at all: the best blocked end found stands, unproven.
            self.finished = true;
        }
    }

    /// The moves down the stack (the top frame's last one leads to `out`),
    /// then the discards that empty the hand of `out`.
    fn line_to(&self, out: &State) -> Vec<ArcticMove> {
        let mut line = self.prefix.clone();
        for frame in &self.stack[..self.used] {
            let (a, _) = frame.children[frame.next - 1];
            a.push_moves(&self.rules.deck, frame.state.pos, &mut line);
        }
        push_discards(out.hand, &mut line);
        line
    }

    /// A line that goes out with the fewest draws of this iteration: the par.
    fn found(&mut self, line: Vec<ArcticMove>) {
        self.finished = true;
        let line = self.tidy(line);
        match self.score_line(&line) {
            Some(score) => {
                self.best = Some(Par {
                    score,
                    proven: self.complete,
                    line,
                })
            }
            None => debug_assert!(false, "the par line does not replay"),
        }
    }

    /// "draw, end, play X" with X the card just drawn reads better as
    /// "draw, play X" (the same position); kept only if it replays.
    fn tidy(&self, line: Vec<ArcticMove>) -> Vec<ArcticMove> {
        let mut tidy = Vec::with_capacity(line.len());
        let mut game = self.game.clone();
        let mut i = 0;
        while i < line.len() {
            let mv = line[i];
            if mv == ArcticMove::End && i > 0 && line[i - 1] == ArcticMove::Draw {
                if let (Step::Drawn(Some(drawn)), Some(ArcticMove::Play { card, .. })) =
                    (game.step(), line.get(i + 1))
                {
                    if drawn == *card && game.owed() == 0 {
                        i += 1;
                        continue;
                    }
                }
            }
            if game.apply(&mv).is_err() {
                return line;
            }
            tidy.push(mv);
            i += 1;
        }
        if self.score_line(&tidy).is_some() {
            tidy
        } else {
            line
        }
    }

    /// The solo score after `line`, if it replays legally and ends the round.
    fn score_line(&self, line: &[ArcticMove]) -> Option<i64> {
        let mut game = self.game.clone();
        for mv in line {
            game.apply(mv).ok()?;
        }
        game.is_over().then(|| game.solo_score())
    }

    /// One unit of the beam: close one position of the level (a line if
    /// it goes out), or, the level closed, draw from the most promising.
    fn beam_step(&mut self) {
        let Some(mut beam) = self.beam.take() else {
            return;
        };
        let cap = beam.width() * PER_POSITION;
        if beam.closed < cap {
            if let Some((s, parent, action)) = beam.stack.pop() {
                self.nodes += 1;
                beam.closed += 1;
                let at = if parent == NO_PARENT && beam.draws == 0 && beam.closed == 1 {
                    NO_PARENT
                } else {
                    beam.arena.push((parent, action));
                    beam.arena.len() as u32 - 1
                };
                if s.is_out() {
                    let mut line = self.prefix.clone();
                    let mut pos = 0;
                    for action in beam.steps(at) {
                        action.push_moves(&self.rules.deck, pos, &mut line);
                        pos += action.draws();
                    }
                    push_discards(s.hand, &mut line);
                    self.offer(line);
                    self.next_pass(beam.pass);
                    return;
                }
                if s.mode == Mode::Free && self.rules.deck_left(&s) {
                    beam.candidates.push((self.promise(&s), s, at));
                }
                let mut children = std::mem::take(&mut self.stack_children);
                self.rules.expand(&s, 0, &mut children);
                for &(action, child) in children.iter().rev() {
                    if beam.seen.insert(child.key()) {
                        beam.stack.push((child, at, action));
                    }
                }
                self.stack_children = children;
                self.beam = Some(beam);
                return;
            }
        }
        // The level is closed: draw from the best, unless no line with
        // more draws can beat the best one.
        let more = self.base_drawn + beam.draws as i64 + 1;
        if self.best.as_ref().is_some_and(|b| more >= b.score) || beam.candidates.is_empty() {
            self.next_pass(beam.pass);
            return;
        }
        let mut candidates = std::mem::take(&mut beam.candidates);
        candidates.sort_by_key(|&(p, _, _)| p);
        beam.stack.clear();
        beam.seen.clear();
        let mut next = Vec::new();
        for (_, s, at) in candidates {
            if next.len() >= beam.width() {
                break;
            }
            let action = if s.owed == 0 {
                Action::DrawEnd
            } else {
                Action::Draw
            };
            let drawn = self.rules.draw(&s);
            if beam.seen.insert(drawn.key()) {
                next.push((drawn, at, action));
            }
        }
        next.reverse();
        beam.compact(&mut next);
        beam.stack = next;
        beam.closed = 0;
        beam.draws += 1;
        self.beam = Some(beam);
    }

    /// The next, wider pass of the beam, or (after the last) the deepening.
    fn next_pass(&mut self, pass: usize) {
        self.beam = (pass + 1 < BEAM_WIDTHS.len() && !self.finished)
            .then(|| Beam::new(pass + 1, self.root));
    }

    /// Lower is more promising: cards left to shed, then fewer cards with
    /// nowhere to go.
    fn promise(&self, s: &State) -> u32 {
        let tops: u128 = s
            .piles
            .iter()
            .filter(|p| !p.is_empty())
            .fold(0, |a, p| a | self.rules.builders[p.top as usize]);
        let stuck = (s.hand & !tops).count_ones();
        let empty = s.piles.iter().filter(|p| p.is_empty()).count() as u32;
        (s.hand_len().saturating_sub(s.owed)) * 8 + stuck * 2 + 9 - empty * 3
    }

    /// A line from the beam: kept if it beats the best so far.
    fn offer(&mut self, line: Vec<ArcticMove>) {
        let line = self.tidy(line);
        if let Some(score) = self.score_line(&line) {
            if self.best.as_ref().is_none_or(|b| score < b.score) {
                self.best = Some(Par {
                    score,
                    proven: false,
                    line,
                });
            }
        }
        self.check_bound();
    }

    /// A first line, and the upper bound: take the first step the search
    /// would try (Triple Toppers, plays, shifts, new piles, then the draw)
    /// until out or stuck with the deck empty; then end the round.
    fn greedy_line(&self) -> Vec<ArcticMove> {
        let mut line = self.prefix.clone();
        let mut s = self.root;
        let mut children = Vec::new();
        while !s.is_out() {
            self.rules.expand(&s, u8::MAX, &mut children);
            let Some(&(action, next)) = children.first() else {
                break;
            };
            action.push_moves(&self.rules.deck, s.pos, &mut line);
            s = next;
        }
        if s.is_out() {
            push_discards(s.hand, &mut line);
            return line;
        }
        // Stuck with the deck empty: discard the costliest cards owed, then
        // end turns until the round is over.
        let mut game = self.game.clone();
        for mv in &line {
            if game.apply(mv).is_err() {
                return line;
            }
        }
        for _ in 0..TripleCard::COUNT + 4 {
            if game.is_over() {
                break;
            }
            let mv = if game.owed() > 0 {
                match game.hand(0).iter().max_by_key(|c| c.points()) {
                    Some(c) => ArcticMove::Discard(c),
                    None => break,
                }
            } else {
                ArcticMove::End
            };
            if game.apply(&mv).is_err() {
                break;
            }
            line.push(mv);
        }
        line
    }
}

/// The par of a solo position with the default budget, in one go.
pub fn arctic_par(game: &Arctic) -> Option<Par> {
    let mut search = ArcticParSearch::new(game);
    search.run(u64::MAX);
    search.best()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::arctic::ArcticOptions;
    use crate::engine::Seed;

    #[test]
    fn pile_summaries_follow_the_engine_runs() {
        let cards = |s: &str| -> Vec<TripleCard> {
            s.split_whitespace().map(|c| c.parse().unwrap()).collect()
        };
        let p = Pile::from_cards(&cards("4RH 3RH 2RH"));
        assert_eq!((p.run, p.whole), (3, true));
        let p = Pile::from_cards(&cards("4RC 3RH 2RH"));
        assert_eq!((p.run, p.whole), (2, false));
        assert!(Pile::from_cards(&[]).is_empty());
    }

    #[test]
    fn a_deal_has_a_par_that_replays() {
        let game = Arctic::new(&ArcticOptions::solo(), Seed::from_number(3));
        let par = arctic_par(&game).unwrap();
        let mut g = game.clone();
        for mv in &par.line {
            g.apply(mv).unwrap();
        }
        assert!(g.is_over());
        assert_eq!(g.solo_score(), par.score);
    }
}
