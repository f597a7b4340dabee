//! The rules as the search needs them (`Rules`): the deck and who builds
//! on whom, the steps worth trying from a position (best first), and the
//! relaxation that proves a position hopeless.

use super::position::{cards_of, discards, exact, Action, Mode, Pile, State};
use crate::engine::arctic::moves::PLACES;
use crate::engine::triple_topper::TripleCard;

/// Discard choices listed at most for one end of turn (the combinations of
/// a big hand); past it the search is no longer exhaustive (not proven).
const DISCARD_CHOICES_LIMIT: usize = 4096;

/// The rules as the search needs them: the deck and who builds on whom.
pub(super) struct Rules {
    /// Top card first, from where the search starts.
    pub(super) deck: Vec<u8>,
    /// For each top card, the cards that build on it.
    pub(super) builders: Vec<u128>,
    /// The card drawn before the search's start, if one waits.
    pub(super) root_drawn: u8,
    /// The shortcuts that make the search fast (draw at once, the
    /// matching); off only in tests, to check them against the plain search.
    pub(super) shortcuts: bool,
    /// The matching bound with the discards in it
    /// ([`Rules::discards_bound`]); off only in tests, to check it against
    /// the search without it.
    pub(super) discards_bound: bool,
    /// λs skipped where the matchings found already clear the limit (see
    /// [`Rules::unplaceable`]); off only in tests, to check that it skips
    /// nothing the bound would prove.
    pub(super) tangents: bool,
    /// Matchings at most spent per heaviest matching excluding its loops
    /// ([`Edges::loops_only`]); 0 only in tests, to check it against the
    /// search without it.
    pub(super) loop_tries: u32,
    /// The λ that last proved a puzzle hopeless: tried first next time.
    last_lambda: std::cell::Cell<i32>,
    /// The matchings' work (steps) not yet counted in the search's nodes.
    pub(super) work: std::cell::Cell<u64>,
    /// For each card, the cards it builds on.
    parents: Vec<u128>,
    /// For each card, the card it builds on exactly (same colour and
    /// shape, one higher).
    exact_parent: Vec<u8>,
}

impl Rules {
    pub(super) fn new(deck: Vec<u8>) -> Rules {
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
            shortcuts: true,
            discards_bound: true,
            tangents: true,
            last_lambda: std::cell::Cell::new(LAMBDA_STEPS / 2),
            loop_tries: LOOP_TRIES,
            work: std::cell::Cell::new(0),
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
    pub(super) fn hopeless(&self, s: &State, budget: u8) -> bool {
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
        if budget == 0 && self.shortcuts && self.unplaceable(s) {
            return true;
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

    /// With no draw left: a proof that the hand cannot be shed. At the end
    /// every card that left the hand lies on a card that was in hand or on
    /// top of a pile here, and each such card carries at most one: a
    /// matching. So do the bottoms of piles that move. Unmatched hand cards
    /// are discarded or start piles, and unmatched bottoms stay: at most
    /// three piles stand at the end, and the discards are at most those
    /// owed plus what each card could earn from the exact run below it.
    fn unplaceable(&self, s: &State) -> bool {
        let piles = s.piles.iter().filter(|p| !p.is_empty());
        let free = PLACES as u32 + s.owed;
        if s.hand_len() + piles.clone().count() as u32 <= free {
            return false;
        }
        let tops = piles.clone().fold(0u128, |a, p| a | 1 << p.top);
        let right = s.hand | tops;
        // Children: hand cards, then each pile's bottom (not onto its own top).
        // (A short list on the stack for the usual hand: no 4 KB to clear.)
        let mut short = [(0u8, 0u128); 48];
        let mut long;
        let children: &mut [(u8, u128)] = if s.hand_len() as usize + PLACES <= short.len() {
            &mut short
        } else {
            long = [(0u8, 0u128); 128 + PLACES];
            &mut long
        };
        let mut n = 0;
        for c in cards_of(s.hand) {
            children[n] = (c, self.parents[c as usize] & right);
            n += 1;
        }
        for p in piles.clone() {
            children[n] = (
                p.bottom,
                self.parents[p.bottom as usize] & right & !(1u128 << p.top),
            );
            n += 1;
        }
        // Kuhn's augmenting paths; `owner[parent]` is the child on it. Each
        // child's parents are split once into its exact parent and the rest
        // (the order `augment` tries them in).
        let mut short_options = [[0u128; 2]; 48];
        let mut long_options;
        let options: &mut [[u128; 2]] = if n <= short_options.len() {
            &mut short_options[..n]
        } else {
            long_options = [[0u128; 2]; 128 + PLACES];
            &mut long_options[..n]
        };
        for (o, &(c, parents)) in options.iter_mut().zip(&children[..n]) {
            let exact = parents & 1 << self.exact_parent[c as usize];
            *o = [exact, parents & !exact];
        }
        let mut short_path = [Try::default(); 48];
        let mut long_path;
        let path: &mut [Try] = if n <= short_path.len() {
            &mut short_path[..n]
        } else {
            long_path = [Try::default(); 128 + PLACES];
            &mut long_path[..n]
        };
        let mut owner = [u8::MAX; 128];
        let mut unmatched = 0u32;
        let mut work = 0;
        for i in 0..n {
            let mut seen = 0u128;
            if !augment(options, i, &mut owner, &mut seen, path) {
                unmatched += 1;
            }
            work += 1 + seen.count_ones() as u64;
        }
        self.work.set(self.work.get() + work);
        if unmatched <= free {
            return false;
        }
        // The discards a card can earn, if it lies on its exact parent.
        let mut earn = [0u8; 128 + PLACES];
        let mut capacity = 0;
        for (i, &(c, parents)) in children[..n].iter().enumerate() {
            if parents >> self.exact_parent[c as usize] & 1 == 1 {
                earn[i] = self.run_below(s, c, 4).min(4) as u8;
                capacity += earn[i] as u32;
            }
        }
        if unmatched > free + capacity {
            return true;
        }
        if !self.discards_bound {
            return false;
        }
        // The best λ: the bound is convex in it, and a matching's slope
        // says which way it falls; so bisect (λ = k / 16).
        let (mut low, mut high, mut k) = (0, LAMBDA_STEPS, self.last_lambda.get());
        // Each matching found weighs, at any λ, its weight at the λ tried
        // plus its slope times the step: once these lines keep every λ
        // left to try over the limit, none of them can prove anything.
        let mut lines = [(0, 0, 0); 8];
        let mut found = 0;
        loop {
            match self.discards_bound(s, &children[..n], &earn[..n], &owner, (k, LAMBDA_STEPS)) {
                Ok(()) => {
                    self.last_lambda.set(k);
                    return true;
                }
                Err(miss) => {
                    if miss.slope >= 0 {
                        high = k;
                    } else {
                        low = k;
                    }
                    if let Some(over) = miss.over {
                        lines[found] = (k, over, miss.slope);
                        found += 1;
                    }
                }
            }
            if high - low <= 1 {
                return false;
            }
            let over_at = |j: i32| {
                lines[..found]
                    .iter()
                    .any(|&(at, over, slope)| over + slope * (j - at) >= 0)
            };
            if self.tangents && (low + 1..high).all(over_at) {
                return false;
            }
            k = (low + high) / 2;
        }
    }

    /// The matching bound, with the discards in it: a discarded card lies
    /// on nothing and carries nothing, as if it lay on itself. So a way out
    /// needs a matching of the cards (each on a parent or on itself) with
    /// at most three cards on nothing, and no more cards on themselves
    /// than the discards owed and earned (`earn[i]` if child `i` lies on
    /// its exact parent). For any λ in [0, 1] (`num / den`), weighing each
    /// card on a parent 1 (plus λ × what it earns) and each on itself
    /// 1 - λ, a way out has a matching worth at least `n - 3 - λ × owed`
    /// (a Lagrangian relaxation of the discards' limit). The heaviest
    /// matching is the Hungarian algorithm's (weights times `den`, to stay
    /// whole); Kuhn's matching may already weigh enough. `Ok` if hopeless;
    /// else the slope of the bound in λ at the matching found (owed plus
    /// earned less discarded: the bound falls with λ where it is below 0),
    /// and how far that matching clears the limit.
    fn discards_bound(
        &self,
        s: &State,
        children: &[(u8, u128)],
        earn: &[u8],
        owner: &[u8; 128],
        (num, den): (i32, i32),
    ) -> Result<(), Miss> {
        let n = children.len();
        let hand = s.hand_len() as usize;
        let target = den * (n as i32 - PLACES as i32) - num * s.owed as i32;
        if target <= 0 || n > MATRIX {
            return Err(Miss::UNKNOWN);
        }
        // The slope of the bound in λ (`num / den`) at a matching: what
        // the discards' limit leaves over.
        let slope = |parent_of: &dyn Fn(usize) -> u8| -> i32 {
            let mut slope = s.owed as i32;
            for (i, &(c, _)) in children.iter().enumerate() {
                let p = parent_of(i);
                if i < hand && p == c {
                    slope -= 1;
                } else if p == self.exact_parent[c as usize] && p != u8::MAX {
                    slope += earn[i] as i32;
                }
            }
            slope
        };
        let weight = |i: usize, p: u8| -> i32 {
            let (c, parents) = children[i];
            if i < hand && p == c {
                den - num
            } else if parents >> p & 1 == 0 {
                0
            } else if p == self.exact_parent[c as usize] {
                den + num * earn[i] as i32
            } else {
                den
            }
        };
        // Kuhn's matching, and the cards it leaves alone on themselves.
        let mut lower = 0;
        let mut carrying = 0u128;
        let mut lying = [false; MATRIX];
        for (p, &o) in owner.iter().enumerate() {
            if o != u8::MAX {
                lower += weight(o as usize, p as u8);
                carrying |= 1 << p;
                lying[o as usize] = true;
            }
        }
        for i in 0..hand {
            if !lying[i] && carrying >> children[i].0 & 1 == 0 {
                lower += den - num;
            }
        }
        if lower >= target {
            let mut kuhn = [u8::MAX; MATRIX];
            for (p, &o) in owner.iter().enumerate() {
                if o != u8::MAX {
                    kuhn[o as usize] = p as u8;
                }
            }
            for i in 0..hand {
                if !lying[i] && carrying >> children[i].0 & 1 == 0 {
                    kuhn[i] = children[i].0;
                }
            }
            return Err(Miss {
                slope: slope(&|i| kuhn[i]),
                over: Some(lower - target),
            });
        }
        let mut edges = [[(0u8, 0u8); EDGES]; MATRIX];
        let mut degree = [0u8; MATRIX];
        for (i, &(c, parents)) in children.iter().enumerate() {
            let mut k = 0;
            if i < hand {
                edges[i][0] = (c, (den - num) as u8);
                k = 1;
            }
            for p in cards_of(parents) {
                if k == EDGES {
                    return Err(Miss::UNKNOWN);
                }
                edges[i][k] = (p, weight(i, p) as u8);
                k += 1;
            }
            degree[i] = k as u8;
        }
        let (heaviest, parent_of, work) = heaviest_matching(&edges[..n], &degree[..n]);
        self.work.set(self.work.get() + work);
        if heaviest < target {
            return Ok(());
        }
        // The heaviest matching may close loops (a 4 on a ?, on a 1, on a 2,
        // on a 3, on that 4) that no pile can make; without them it may
        // weigh too little. Only tried when it clears the limit by less
        // than half a card: past that, taking its loops out almost never
        // proved anything (5 times in 20,000 on seed 000000Z2) for the
        // matchings it cost.
        let mut tries = self.loop_tries;
        if tries > 0 && heaviest - target < den / 2 {
            let mut node_of = [u8::MAX; 128];
            for (i, &(c, _)) in children[..hand].iter().enumerate() {
                node_of[c as usize] = i as u8;
            }
            for (k, p) in s.piles.iter().filter(|p| !p.is_empty()).enumerate() {
                node_of[p.top as usize] = (hand + k) as u8;
            }
            let mut edges = Edges {
                edges: &mut edges[..n],
                degree: &mut degree[..n],
                children,
                node_of: &node_of,
            };
            if edges.loops_only(&self.work, &parent_of, target, &mut tries) {
                return Ok(());
            }
        }
        Err(Miss {
            slope: slope(&|i| parent_of[i]),
            over: Some(heaviest - target),
        })
    }

    /// The longest exact run (same colour and shape) that could lie under
    /// `card` if it went on its exact parent: through cards in hand or a
    /// pile's top run (and, for a pile that is one run, what its bottom
    /// could go on). At most `depth` deep (a run has at most five cards).
    fn run_below(&self, s: &State, card: u8, depth: u32) -> u32 {
        if depth == 0 {
            return 0;
        }
        let p = self.exact_parent[card as usize];
        if !self.has_exact_parent(card) {
            return 0;
        }
        if s.hand >> p & 1 == 1 {
            return 1 + self.run_below(s, p, depth - 1);
        }
        let mut best = 0;
        for pile in s.piles.iter().filter(|x| !x.is_empty() && x.top == p) {
            let mut r = pile.run as u32;
            if pile.whole && pile.bottom != card {
                r += self.run_below(s, pile.bottom, depth.saturating_sub(pile.run as u32));
            }
            best = best.max(r);
        }
        best.min(depth)
    }

    fn has_exact_parent(&self, card: u8) -> bool {
        let p = self.exact_parent[card as usize];
        self.parents[card as usize] >> p & 1 == 1 && exact(card, p)
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

    pub(super) fn draw(&self, s: &State) -> State {
        let mut n = *s;
        n.hand |= 1u128 << self.deck[s.pos as usize];
        n.pos += 1;
        n.mode = if s.owed == 0 { Mode::Free } else { Mode::Drawn };
        n
    }

    /// The nodes the matchings' work is worth (Kuhn's and the Hungarian
    /// algorithm's steps: about as much time as one node per
    /// [`WORK_PER_NODE`]); the rest waits for the next call.
    pub(super) fn charge(&self) -> u64 {
        let work = self.work.get();
        self.work.set(work % WORK_PER_NODE);
        work / WORK_PER_NODE
    }

    pub(super) fn deck_left(&self, s: &State) -> bool {
        (s.pos as usize) < self.deck.len()
    }

    /// Every step worth trying from `s` with `budget` draws left, best first.
    /// Returns false if the list was cut short (too many discard choices).
    pub(super) fn expand(&self, s: &State, budget: u8, out: &mut Vec<(Action, State)>) -> bool {
        out.clear();
        match s.mode {
            Mode::Free => {
                // Exact builds (they earn discards) first, then the rest.
                for exact_first in [true, false] {
                    for place in 0..PLACES as u8 {
                        let pile = s.piles[place as usize];
                        if pile.is_empty() {
                            continue;
                        }
                        for card in cards_of(s.hand & self.builders[pile.top as usize]) {
                            if exact(card, pile.top) == exact_first {
                                out.push((Action::Play { card, place }, self.play(s, card, place)));
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
                            if to == from
                                || below.is_empty()
                                || !self.builds(moved.bottom, below.top)
                                || exact(moved.bottom, below.top) != exact_first
                            {
                                continue;
                            }
                            out.push((Action::Shift { from, to }, self.shift(s, from, to)));
                        }
                    }
                }
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
        let tops = s
            .piles
            .iter()
            .filter(|p| !p.is_empty())
            .fold(0u128, |set, p| set | 1 << p.top);
        // Whether the card goes on a pile's top, and whether it builds on,
        // or under, another card in hand.
        let usefulness = |c: u8| {
            let (on, under) = (self.parents[c as usize], self.builders[c as usize]);
            let on_table = (on & tops != 0) as u32;
            let in_hand = ((on | under) & s.hand & !(1 << c) != 0) as u32;
            on_table * 2 + in_hand
        };
        // Least useful first, then the highest index (each key once: no
        // ties, so the unstable sort is the stable one).
        let mut keyed: Vec<(u32, std::cmp::Reverse<u8>)> = cards_of(s.hand)
            .map(|c| (usefulness(c), std::cmp::Reverse(c)))
            .collect();
        keyed.sort_unstable();
        let cards: Vec<u8> = keyed.iter().map(|&(_, c)| c.0).collect();
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

/// What a λ that proves nothing tells ([`Rules::discards_bound`]): the
/// slope of the bound there, and by how much the matching found clears the
/// limit (`None` if no matching was weighed).
struct Miss {
    slope: i32,
    over: Option<i32>,
}

impl Miss {
    const UNKNOWN: Miss = Miss {
        slope: 0,
        over: None,
    };
}

/// One augmenting path for child `i` (Kuhn's algorithm on bit sets), each
/// child trying its exact parent first (`options[i]`: its exact parent,
/// then its other parents): the matching then holds more of the builds
/// that earn discards, and often weighs enough for
/// [`Rules::discards_bound`] without the Hungarian algorithm.
///
/// A depth-first search, its path in `path` rather than on the call stack
/// (a child appears on it at most once: at most as many steps as
/// children). Each child takes the parents of a pass not yet seen when
/// the pass starts, lowest first, as the recursive form did.
fn augment(
    options: &[[u128; 2]],
    i: usize,
    owner: &mut [u8; 128],
    seen: &mut u128,
    path: &mut [Try],
) -> bool {
    path[0] = Try::new(options, i as u8, *seen);
    let mut depth = 1;
    loop {
        let at = &mut path[depth - 1];
        if at.left == 0 {
            if at.pass == 0 {
                at.pass = 1;
                at.left = options[at.child as usize][1] & !*seen;
                continue;
            }
            // No way on from this child: back to the one before.
            depth -= 1;
            if depth == 0 {
                return false;
            }
            continue;
        }
        let p = at.left.trailing_zeros() as usize & 127;
        at.left &= at.left - 1;
        at.parent = p as u8;
        *seen |= 1 << p;
        let o = owner[p];
        if o == u8::MAX {
            // A free parent: each child on the path moves to the parent
            // it tried.
            for t in &path[..depth] {
                owner[t.parent as usize] = t.child;
            }
            return true;
        }
        path[depth] = Try::new(options, o, *seen);
        depth += 1;
    }
}

/// A child on [`augment`]'s path: the parents of this pass (its exact
/// parent, then the rest) still to try, and the parent tried now.
#[derive(Clone, Copy, Default)]
struct Try {
    left: u128,
    child: u8,
    pass: u8,
    parent: u8,
}

impl Try {
    fn new(options: &[[u128; 2]], child: u8, seen: u128) -> Try {
        Try {
            left: options[child as usize][0] & !seen,
            child,
            pass: 0,
            parent: 0,
        }
    }
}

/// The edges of [`Rules::discards_bound`]'s matching, to take links out of.
pub(super) struct Edges<'a> {
    pub(super) edges: &'a mut [[(u8, u8); EDGES]],
    pub(super) degree: &'a mut [u8],
    /// Each child's card, and its parents.
    pub(super) children: &'a [(u8, u128)],
    /// For a parent card, the child that carries it up: a hand card is its
    /// own child; a pile's top, its bottom.
    pub(super) node_of: &'a [u8; 128],
}

impl Edges<'_> {
    /// Whether every matching of `edges` with no closed loop (cards on
    /// themselves are discards, not loops) weighs less than `target`, given
    /// `parent_of`, a heaviest matching (that weighs enough). A branch and
    /// bound: a loop must lose one of its links, so each is forbidden in
    /// turn. Unsure (false) once `tries` matchings are spent.
    pub(super) fn loops_only(
        &mut self,
        work: &std::cell::Cell<u64>,
        parent_of: &[u8; MATRIX],
        target: i32,
        tries: &mut u32,
    ) -> bool {
        let (n, children, node_of) = (self.edges.len(), self.children, self.node_of);
        let next = |j: usize| -> Option<usize> {
            let p = parent_of[j];
            if p == u8::MAX || p == children[j].0 {
                return None;
            }
            let k = node_of[p as usize] as usize;
            (k < n).then_some(k)
        };
        let mut seen = [false; MATRIX];
        let mut shortest: Option<(usize, usize)> = None;
        for start in 0..n {
            if seen[start] {
                continue;
            }
            let (mut j, mut len) = (start, 1);
            while let Some(k) = next(j) {
                seen[j] = true;
                if k == start {
                    if shortest.is_none_or(|(_, l)| len < l) {
                        shortest = Some((start, len));
                    }
                    break;
                }
                if seen[k] {
                    break;
                }
                j = k;
                len += 1;
            }
            seen[j] = true;
        }
        let Some((start, _)) = shortest else {
            return false;
        };
        let mut j = start;
        loop {
            if *tries == 0 {
                return false;
            }
            *tries -= 1;
            let p = parent_of[j];
            let d = self.degree[j] as usize;
            let row = &mut self.edges[j];
            let Some(at) = row[..d].iter().position(|&(q, _)| q == p) else {
                return false;
            };
            // Without the link `j` on `p` (swapped out, then back).
            let link = row[at];
            row[at] = row[d - 1];
            self.degree[j] -= 1;
            let (heaviest, branch, steps) = heaviest_matching(self.edges, self.degree);
            work.set(work.get() + steps);
            let proven = heaviest < target || self.loops_only(work, &branch, target, tries);
            let row = &mut self.edges[j];
            row[d - 1] = row[at];
            row[at] = link;
            self.degree[j] += 1;
            if !proven {
                return false;
            }
            j = node_of[p as usize] as usize;
            if j == start {
                return true;
            }
        }
    }
}

/// Edges of a child at most in [`heaviest_matching`]: its parents (at most
/// 9), and itself.
pub(super) const EDGES: usize = 12;

/// The heaviest matching of the children of `edges` (each child's parents
/// and their weights; `degree` of them) to parents (card indices): the
/// Hungarian algorithm with a column of weight 0 for each child of its
/// own (left alone), each child added in turn along the cheapest path
/// (potentials), which only visits the columns it reaches. Also the work
/// done: edges and columns looked at.
pub(super) fn heaviest_matching(
    edges: &[[(u8, u8); EDGES]],
    degree: &[u8],
) -> (i32, [u8; MATRIX], u64) {
    const INF: i32 = i32::MAX / 2;
    // Columns (1-based): card `p` is `p + 1`; child `r`'s own is 129 + r.
    const COLS: usize = 130 + MATRIX;
    let n = edges.len();
    let mut work = 0u64;
    let mut u = [0i32; MATRIX + 1];
    let mut v = [0i32; COLS];
    // Rows (at most 64) and columns (at most 194) as bytes: less to clear.
    let mut row_of = [0u8; COLS];
    let mut way = [0u8; COLS];
    let mut used = [false; COLS];
    let mut touched = [0u8; COLS];
    // The potentials change by the same amount (`delta`) at each step of
    // a row's search; they are brought up to date once, at its end. So a
    // column's cost is kept as it would be less all the deltas so far
    // (`minv[j] - spent`), and `spent_at[j]` is what had been spent when
    // column `j` was used.
    let mut minv = [INF; COLS];
    let mut spent_at = [0i32; COLS];
    for i in 1..=n {
        row_of[0] = i as u8;
        let mut j0 = 0;
        let mut nt = 0;
        let mut spent = 0;
        loop {
            used[j0] = true;
            spent_at[j0] = spent;
            // (Its row's potential is as it was: only used columns' rows
            // change, and `j0` was not used until now.)
            let i0 = row_of[j0] as usize;
            let own = 129 + i0 - 1;
            let row = &edges[i0 - 1][..degree[i0 - 1] as usize];
            work += row.len() as u64 + nt as u64 + 1;
            // The row's edges, then its own column (weight 0).
            for k in 0..=row.len() {
                let (j, w) = match row.get(k) {
                    Some(&(p, w)) => (p as usize + 1, w as i32),
                    None => (own, 0),
                };
                if used[j] {
                    continue;
                }
                let cur = -w - u[i0] - v[j] + spent;
                if cur < minv[j] {
                    if minv[j] == INF {
                        touched[nt] = j as u8;
                        nt += 1;
                    }
                    minv[j] = cur;
                    way[j] = j0 as u8;
                }
            }
            // The cheapest column not used (the first of the cheapest).
            let mut j1 = 0;
            let mut cheapest = INF;
            for &j in &touched[..nt] {
                let j = j as usize;
                if !used[j] && minv[j] < cheapest {
                    cheapest = minv[j];
                    j1 = j;
                }
            }
            spent = cheapest;
            j0 = j1;
            if row_of[j0] == 0 {
                break;
            }
        }
        u[i] += spent;
        v[0] -= spent;
        for &j in &touched[..nt] {
            let j = j as usize;
            if used[j] {
                u[row_of[j] as usize] += spent - spent_at[j];
                v[j] -= spent - spent_at[j];
            }
        }
        loop {
            let j1 = way[j0] as usize;
            row_of[j0] = row_of[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
        for &j in &touched[..nt] {
            minv[j as usize] = INF;
            used[j as usize] = false;
        }
        used[0] = false;
    }
    let mut total = 0;
    let mut parent_of = [u8::MAX; MATRIX];
    // Each row's parent: the one of its edges whose column it holds (if
    // none, it holds its own column: left alone).
    for (r, row) in edges.iter().enumerate() {
        let row = &row[..degree[r] as usize];
        if let Some(&(p, w)) = row
            .iter()
            .find(|&&(p, _)| row_of[p as usize + 1] as usize == r + 1)
        {
            total += w as i32;
            parent_of[r] = p;
        }
    }
    (total, parent_of, work)
}

/// λ's steps in [`Rules::discards_bound`]: 16ths, at most four matchings a
/// puzzle, one fewer than 24ths, so more positions fit the budget (two
/// more of the first 1,000 deals proven; 8ths and 12ths weaken the bound
/// more than they save). The weights stay under 16 + 15 × 4, a byte.
const LAMBDA_STEPS: i32 = 16;

/// See [`Rules::loop_tries`]: 24 proves 995 of the first 1,000 deals
/// within the budget (8: 994, 3: 992); more proves no more.
const LOOP_TRIES: u32 = 24;

/// See [`Rules::charge`].
const WORK_PER_NODE: u64 = 40;

/// Children at most for [`Rules::discards_bound`] (a bigger hand goes
/// without it).
pub(super) const MATRIX: usize = 64;
