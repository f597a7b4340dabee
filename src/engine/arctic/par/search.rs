//! The par search itself (`ArcticParSearch`), run in slices: the greedy
//! line, the beam search by draws, then iterative deepening with the
//! transposition table.

use super::position::{push_discards, Action, Mode, Pile, State};
use super::rules::Rules;
use super::table::{KeyHasher, Table};
use super::{Par, DEFAULT_NODE_BUDGET};
use crate::engine::arctic::moves::ArcticMove;
use crate::engine::arctic::rules::{Arctic, Phase, Step};
use crate::engine::triple_topper::TripleCard;
use crate::engine::Game;
use std::hash::BuildHasherDefault;

struct Frame {
    state: State,
    /// Draws this frame may still make.
    budget: u8,
    children: Vec<(Action, State)>,
    next: usize,
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
    /// For a better line when the deepening runs long: a beam search by
    /// draws, started once the deepening has spent [`DEEPENING_SHARE`] of
    /// the budget.
    beam: Option<Beam>,
    /// The beam pass to start next (the first after [`FIRST_BEAM_AFTER`],
    /// the others after [`DEEPENING_SHARE`], or at once while no pass has
    /// gone out); past the last, none.
    beam_next: usize,
    /// A beam pass has found a line that goes out.
    beam_out: bool,
    /// A spare list for the beam's expansions.
    stack_children: Vec<(Action, State)>,
    /// Spare lists for ordering a frame's children: (promise, index), and
    /// the children in that order.
    order: Vec<(u32, u32)>,
    sorted: Vec<(Action, State)>,
    /// For a line with the fewest draws not yet refuted: a beam over the
    /// deepening's puzzle, started with the narrow beam.
    puzzle: Option<PuzzleBeam>,
    puzzle_tried: bool,
}

/// A beam over one puzzle of the deepening (the next `draws` cards drawn at
/// once, then no draw): a level is every position after the same number of
/// steps; the `PUZZLE_WIDTH` most promising of its children that are not
/// proven hopeless make the next. The deepening only refutes the puzzles
/// below the par; the par's own puzzle has a way out, which its depth-first
/// search may take long to find.
struct PuzzleBeam {
    /// This level: (position, arena index).
    level: Vec<(State, u32)>,
    /// Positions of this level expanded so far.
    at: usize,
    /// The next level's candidates: (promise, position, arena index of the
    /// one before, step).
    next: Vec<(u32, State, u32, Action)>,
    seen: std::collections::HashSet<[u64; 3], BuildHasherDefault<KeyHasher>>,
    /// How each kept position was reached: (previous, step).
    arena: Vec<(u32, Action)>,
}

/// The puzzle beam's width.
const PUZZLE_WIDTH: usize = 64;

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

/// The first (narrowest) beam pass runs once the deepening has spent this
/// fraction (1/n) of the budget: most deals are proven before.
const FIRST_BEAM_AFTER: u64 = 100;
/// The deepening's share of the budget (in fifths) before the wider beam
/// passes run.
const DEEPENING_SHARE: u64 = 4;
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
            beam_next: 0,
            beam_out: false,
            stack_children: Vec::new(),
            order: Vec::new(),
            sorted: Vec::new(),
            puzzle: None,
            puzzle_tried: false,
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
        }
        search
    }

    /// The same without the shortcuts (every move tried; no matching): the
    /// plain search the shortcuts are checked against.
    #[cfg(test)]
    pub(super) fn plain(game: &Arctic, nodes: u64) -> ArcticParSearch {
        let mut search = ArcticParSearch::with_budget(game, nodes);
        search.rules.shortcuts = false;
        search
    }

    /// The same without [`Rules::discards_bound`](super::rules::Rules):
    /// the search it is checked against.
    #[cfg(test)]
    pub(super) fn without_discards_bound(game: &Arctic, nodes: u64) -> ArcticParSearch {
        let mut search = ArcticParSearch::with_budget(game, nodes);
        search.rules.discards_bound = false;
        search
    }

    /// The same without skipping λs (every step of the bisection weighed),
    /// and without taking loops out (which λs are weighed changes what
    /// that proves): checked against [`Self::without_loops`].
    #[cfg(test)]
    pub(super) fn without_tangents(game: &Arctic, nodes: u64) -> ArcticParSearch {
        let mut search = ArcticParSearch::without_loops(game, nodes);
        search.rules.tangents = false;
        search
    }

    /// The same without excluding the heaviest matchings' loops
    /// ([`Edges::loops_only`](super::rules::Edges)): the search it is
    /// checked against.
    #[cfg(test)]
    pub(super) fn without_loops(game: &Arctic, nodes: u64) -> ArcticParSearch {
        let mut search = ArcticParSearch::with_budget(game, nodes);
        search.rules.loop_tries = 0;
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

    /// No line scores less than this, as proven: [`Self::lower_bound`]
    /// where every branch was listed, else only the cards already drawn.
    pub fn proven_bound(&self) -> i64 {
        match self.complete {
            true => self.lower_bound(),
            false => self.base_drawn,
        }
    }

    /// Positions in the transposition table.
    pub fn table_len(&self) -> usize {
        self.table.used
    }

    /// One unit of work: enter one position, or give up on one.
    fn step(&mut self) {
        if self.puzzle.is_some() {
            self.puzzle_step();
            return;
        }
        if self.beam.is_some() {
            self.beam_step();
            return;
        }
        if !self.puzzle_tried && self.nodes >= self.budget / FIRST_BEAM_AFTER {
            // The deepening's puzzle, once it is not proven at once.
            self.puzzle_tried = true;
            self.puzzle = self.puzzle_beam(self.depth);
            return;
        }
        if self.beam_next < BEAM_WIDTHS.len() {
            // The narrow pass once the deal is not proven at once (for a
            // line that goes out, and a bound that may end the deepening
            // sooner); the wider ones once the deepening has had its share.
            let after = match self.beam_next {
                0 => self.budget / FIRST_BEAM_AFTER,
                _ => self.budget / 5 * DEEPENING_SHARE,
            };
            if self.nodes >= after {
                self.beam = Some(Beam::new(self.beam_next, self.root));
                return;
            }
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
            let key = child.key();
            if let Some(lb) = self.table.get(&key) {
                if lb > budget {
                    return;
                }
            }
            let hopeless = self.rules.hopeless(&child, budget);
            self.nodes += self.rules.charge();
            if hopeless {
                self.store(key, budget + 1);
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
        if self.rules.shortcuts
            && state.mode == Mode::Free
            && state.owed == 0
            && budget > 0
            && self.rules.deck_left(&state)
        {
            // Drawing early never hurts (the card waits in hand; every play
            // stays open), and the iterations before this one proved that
            // no line draws fewer than `budget` more: so draw them now.
            frame.children.clear();
            frame
                .children
                .push((Action::DrawEnd, self.rules.draw(&state)));
        } else {
            if !self.rules.expand(&state, budget, &mut frame.children) {
                self.complete = false;
            }
            if state.mode == Mode::Free {
                // The most promising first (the beam's measure; ties keep
                // the rules' order): a puzzle that has a way out finds it
                // sooner, and one that has none costs the same. (Each
                // child's promise worked out once; with its index, the
                // unstable sort keeps ties in order.)
                let mut order = std::mem::take(&mut self.order);
                let mut sorted = std::mem::take(&mut self.sorted);
                let rules = &self.rules;
                let children = &mut self.stack[self.used].children;
                order.clear();
                order.extend(
                    children
                        .iter()
                        .enumerate()
                        .map(|(i, (_, c))| (promise(rules, c), i as u32)),
                );
                order.sort_unstable();
                sorted.clear();
                sorted.extend(order.iter().map(|&(_, i)| children[i as usize]));
                std::mem::swap(children, &mut sorted);
                self.order = order;
                self.sorted = sorted;
            }
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
                    self.beam_out = true;
                    self.offer(line);
                    self.next_pass(beam.pass);
                    return;
                }
                if s.mode == Mode::Free && self.rules.deck_left(&s) {
                    beam.candidates.push((promise(&self.rules, &s), s, at));
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
        let candidates = std::mem::take(&mut beam.candidates);
        let candidates = by_promise(candidates, |&(p, _, _)| p);
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

    /// A beam over the puzzle of `draws` cards drawn at once, if the search
    /// starts where that is the whole of a line (a free turn, nothing owed).
    fn puzzle_beam(&self, draws: u8) -> Option<PuzzleBeam> {
        let mut s = self.root;
        if s.mode != Mode::Free || s.owed != 0 || draws as usize > self.rules.deck.len() {
            return None;
        }
        let mut arena = Vec::new();
        for i in 0..draws as u32 {
            s = self.rules.draw(&s);
            arena.push((i.checked_sub(1).unwrap_or(NO_PARENT), Action::DrawEnd));
        }
        let at = (draws as u32).checked_sub(1).unwrap_or(NO_PARENT);
        let mut seen = std::collections::HashSet::default();
        seen.insert(s.key());
        Some(PuzzleBeam {
            level: vec![(s, at)],
            at: 0,
            next: Vec::new(),
            seen,
            arena,
        })
    }

    /// One unit of the puzzle beam: expand one position of the level, or,
    /// the level done, keep the most promising children not proven
    /// hopeless.
    fn puzzle_step(&mut self) {
        let Some(mut beam) = self.puzzle.take() else {
            return;
        };
        if let Some(&(s, at)) = beam.level.get(beam.at) {
            beam.at += 1;
            let mut children = std::mem::take(&mut self.stack_children);
            self.rules.expand(&s, 0, &mut children);
            for &(action, child) in &children {
                self.nodes += 1;
                if child.is_out() {
                    let mut line = self.prefix.clone();
                    let mut pos = 0;
                    let mut steps = Vec::new();
                    let mut i = at;
                    while i != NO_PARENT {
                        let (parent, a) = beam.arena[i as usize];
                        steps.push(a);
                        i = parent;
                    }
                    steps.reverse();
                    steps.push(action);
                    for a in steps {
                        a.push_moves(&self.rules.deck, pos, &mut line);
                        pos += a.draws();
                    }
                    push_discards(child.hand, &mut line);
                    self.stack_children = children;
                    self.offer(line);
                    return;
                }
                if beam.seen.insert(child.key()) {
                    beam.next
                        .push((promise(&self.rules, &child), child, at, action));
                }
            }
            self.stack_children = children;
            self.puzzle = Some(beam);
            return;
        }
        // The level is done: the most promising children that may still
        // go out (the hopeless are proven so one at a time, best first).
        let next = std::mem::take(&mut beam.next);
        let next = by_promise(next, |&(p, _, _, _)| p);
        beam.level.clear();
        for (_, child, parent, action) in next {
            if beam.level.len() >= PUZZLE_WIDTH {
                break;
            }
            let hopeless = self.rules.hopeless(&child, 0);
            self.nodes += 1 + self.rules.charge();
            if !hopeless {
                beam.arena.push((parent, action));
                beam.level.push((child, beam.arena.len() as u32 - 1));
            }
        }
        beam.at = 0;
        if !beam.level.is_empty() {
            self.puzzle = Some(beam);
        }
    }

    /// After a pass: the next, wider one at once while no line goes out
    /// (else when its turn comes), the deepening meanwhile.
    fn next_pass(&mut self, pass: usize) {
        self.beam_next = pass + 1;
        self.beam = (!self.beam_out && self.beam_next < BEAM_WIDTHS.len() && !self.finished)
            .then(|| Beam::new(self.beam_next, self.root));
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

/// Lower is more promising: cards left to shed, then fewer cards with
/// nowhere to go.
fn promise(rules: &Rules, s: &State) -> u32 {
    let tops: u128 = s
        .piles
        .iter()
        .filter(|p| !p.is_empty())
        .fold(0, |a, p| a | rules.builders[p.top as usize]);
    let stuck = (s.hand & !tops).count_ones();
    let empty = s.piles.iter().filter(|p| p.is_empty()).count() as u32;
    (s.hand_len().saturating_sub(s.owed)) * 8 + stuck * 2 + 9 - empty * 3
}

/// `list` in order of promise, ties kept in order (as a stable sort by
/// it), sorting (promise, index) pairs rather than moving whole positions.
fn by_promise<T: Copy>(list: Vec<T>, promise: impl Fn(&T) -> u32) -> impl Iterator<Item = T> {
    let mut order: Vec<(u32, u32)> = list
        .iter()
        .enumerate()
        .map(|(i, x)| (promise(x), i as u32))
        .collect();
    order.sort_unstable();
    order.into_iter().map(move |(_, i)| list[i as usize])
}
