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
//! in its inner loop. It has three phases (the beam's narrow pass runs once
//! the deepening has spent a hundredth of the budget without a proof, and
//! the next passes at once if it found no line that goes out, else once the
//! deepening has spent four fifths: a line that goes out for every deal the
//! narrow beam can finish, and a bound that may end the deepening sooner):
//!
//! 1. **A greedy line** (the first step the search would try, until out or
//!    stuck): a first upper bound.
//! 2. **A beam search by draws**, passes of width 64, 1024 and 8192: a level
//!    is every position reached with the same number of draws, closed under
//!    the moves that draw nothing; its most promising positions (fewest
//!    cards left to shed, fewest with no pile to go on) draw the next card.
//!    The first level where a position goes out gives a line; a pass stops
//!    at a level that could not beat the best line. With the narrow pass,
//!    a **puzzle beam** (width 64) on the deepening's puzzle of the moment
//!    (below): a level is every position after the same number of steps,
//!    its most promising children not proven hopeless make the next. When
//!    that puzzle is the par's, it often finds the way out long before the
//!    depth-first search does.
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
//!    - **draw at once**: with nothing owed, a position allowed `b` more
//!      draws makes them all now (the cards wait in hand and every play
//!      stays open; fewer draws were refuted by the earlier iterations), so
//!      each iteration is a puzzle with no draw: shed a known hand;
//!    - a **matching** that proves a puzzle hopeless: every card that
//!      leaves the hand lies on one card (in hand or a pile's top now), and
//!      each card carries one, so the cards left unmatched (and the pile
//!      bottoms that cannot move) must fit in three places or be discards
//!      earned from exact runs;
//!    - the same **with the discards in it** when that is not enough: a
//!      discarded card lies on nothing and carries nothing, as if it lay on
//!      itself, and a card earns only on its exact parent. So a way out is
//!      a matching (each card on a parent or on itself) that leaves at most
//!      three cards on nothing and has no more cards on themselves than
//!      the discards owed and earned. A Lagrangian relaxation of that
//!      limit: for a λ in [0, 1], weighing a card on a parent 1 (plus λ ×
//!      what it earns there) and one on itself 1 - λ, the heaviest
//!      matching (the Hungarian algorithm, on the few edges there are)
//!      must weigh at least `n - 3 - λ × owed`. The bound is convex in λ
//!      and the matching found gives its slope, so λ is bisected (in
//!      16ths, from ½; at most four matchings). A matching weighs at any λ
//!      its weight where found plus its slope times the step, so the
//!      bisection stops once the matchings found clear the limit at every
//!      λ left (most puzzles that have a way out: half the work); the
//!      bisection starts at the λ of the last proof (neighbouring puzzles
//!      fall at about the same λ); and Kuhn's matching tries each card's
//!      exact parent first (it then often weighs enough without the
//!      Hungarian algorithm). The heaviest matching may close **loops**
//!      (a 4 on a ?, on a 1, on a 2, on a 3, on that 4; a pile's bottom
//!      on a chain up to its own top) that no pile can make: a way out's
//!      matching has none, so a loop must lose one of its links; each is
//!      taken out in turn and the matching weighed again (a branch and
//!      bound of at most 24 matchings, when the matching clears the limit
//!      by less than half a card). This closes most puzzles at
//!      their start, so the deepening's iterations below the par cost
//!      little (the matchings' steps count as nodes, see below);
//!    - **dominance**: owed discards are made only when they empty the hand
//!      or the turn must end (keeping a card never removes an option); a
//!      card drawn with nothing owed is taken in by "draw, end" (the next
//!      turn may play it, or anything else); a new pile goes only in the
//!      lowest empty place;
//!    - a **relaxation** that proves some positions hopeless at once: with
//!      no empty place and none possible, a card leaves the hand only onto
//!      a chain of cards reaching a pile's top, or as a discard;
//!    - **move ordering**: by the beam's measure of the position a step
//!      leads to (cards left to shed, owed discards counted off, weigh
//!      most; then cards with no pile top to go on, and empty places),
//!      ties in the rules' order: Triple Toppers, plays, shifts, new piles,
//!      and the draw last.
//!
//! The search runs in slices (`run(nodes)`), so a browser can spread it over
//! frames; a total node budget stops it, and then the par is the best line
//! found, not proven. The matchings' steps (Kuhn's and the Hungarian
//! algorithm's) count as nodes too (about as much time: one node per 40
//! steps), so the budget keeps bounding the time, big hands or small. Every node is counted the same way whatever the
//! slices, so the result depends only on the deal and the budget.
//!
//! The result's line replays legally on the engine (checked before it is
//! reported) and ends the round; the score is the engine's
//! [`Arctic::solo_score`] after it.

mod position;
mod rules;
mod search;
mod table;
#[cfg(test)]
mod tests;

use crate::engine::arctic::moves::ArcticMove;
use crate::engine::arctic::rules::Arctic;

pub use search::ArcticParSearch;

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

/// The total node budget of [`ArcticParSearch::new`] (positions, and the
/// bound's work counted as positions): at most about 1.1 s of a native
/// release build's CPU on the 2-core test machine (1.45 × that in the Web
/// Worker's wasm: under its 2 s); the median deal stops far sooner,
/// proven, after a few hundred. See `cardtable-cli par arctic --deals N
/// --within-ms 1380`.
pub const DEFAULT_NODE_BUDGET: u64 = 3_000_000;

/// Transposition-table slots at most (32 bytes each: 128 MiB; the table
/// starts small and grows to it only as it fills).
pub const TABLE_SLOTS: usize = 1 << 22;

/// The par of a solo position with the default budget, in one go.
pub fn arctic_par(game: &Arctic) -> Option<Par> {
    let mut search = ArcticParSearch::new(game);
    search.run(u64::MAX);
    search.best()
}
