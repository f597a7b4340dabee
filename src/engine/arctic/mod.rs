//! Arctic Solitaire, for 2–6 players (1 as a solo game) with the Triple
//! Topper deck: build down on three piles in the cycle 4 → 3 → 2 → 1 → ? → 4
//! sharing a colour or a shape, shift piles onto each other, and earn free
//! discards with Triple Toppers (runs of cards of the same colour and shape).
//! The first to empty their hand wins the round; the others score penalty
//! points, and 100 points put a player out of the match.
//!
//! Rules: `../shared/seeds/arctic-solitaire.txt`, read through
//! `../shared/RULINGS.md` (section "Arctic Solitaire"), which wins over the
//! seed text.
//!
//! Places are numbered 1, 2, 3 in notation (0, 1, 2 inside the engine).
//!
//! | move    | notation         | when                                                  |
//! |---------|------------------|-------------------------------------------------------|
//! | Play    | `play 3RH on 2`  | a hand card on place 2: built on its pile, or starting a pile in an empty place; after a draw only the drawn card |
//! | Shift   | `shift 1 onto 3` | pile 1 onto pile 3 (its bottom card builds on pile 3's top); never after a draw until the drawn card is played |
//! | Discard | `discard 3RH`    | a card owed for a Triple Topper, by its maker         |
//! | Draw    | `draw`           | the compulsory draw, while the deck has cards and no drawn card waits |
//! | End     | `end`            | end the turn: after a draw, or when the deck is empty; never while discards are owed |
//!
//! Deal: the dealer (drawn from the seed for the first round, then the next
//! player still in, clockwise) deals 5 cards to each player still in, one at a
//! time, starting on their left; then turns up 3 cards onto places 1, 2, 3.
//! The rest is the deck, drawn from the top. Round 1 is shuffled by the
//! seed's `Deal` stream (which first draws the dealer), round n ≥ 2 by its
//! `Hand(n)` stream.
//!
//! Readings where RULINGS is silent (what a player at a real table expects):
//! - The discard pile is face up: everyone sees what was discarded. Whether
//!   a player's drawn card is still in hand is public too (the card itself
//!   is not).
//! - A drawn card is a hand card: it may be discarded for a Triple Topper
//!   before it is played; then only discards and `end` remain that turn.
//! - Drawing while discards are owed is allowed (a draw does not end the
//!   turn); a pile shift too.
//! - Discards owed beyond the hand lapse when the hand empties: playing or
//!   discarding the last card goes out at once. The dealer may go out by
//!   the set-up discards alone.
//! - Players out of the match get no cards, have no turns, are skipped as
//!   dealer and as "the player on the dealer's left", score 0 for the
//!   round, and don't count for the blocked end (a full round is one turn
//!   per player still in).
//! - Solo: the blocked end with one player ends the round: a turn that
//!   began with the deck empty and ends with no card played (the player may
//!   stop so even if a play is left). One round; no 100-point limit.
//! - A refill the set-up cannot make (empty deck) leaves the place empty.
//! - `scores()` is higher-is-better, as the `Game` trait wants: minus the
//!   match's penalty points (solo: minus the solo score).
//!
//! Computer players (`bot`): Easy, Normal, Hard and Expert are the generic
//! search (`bot::Search<Arctic>`), choosing every small move of a turn from
//! the seat's observation; its playouts follow the rule-based player with a
//! little noise (`Game::random_move`) for `PLAYOUT_HORIZON` moves, then
//! score the hands as they stand (`Game::estimated_scores`). The rule-based
//! yardstick, `bot::rule_based_move`, is a function of the view.

pub mod bot;
mod game;
mod moves;
mod options;
pub mod par;
mod rules;
#[cfg(test)]
mod tests;
mod view;

pub use moves::{ArcticMove, Card, PLACES};
pub use options::{ArcticOptions, PLAYERS};
pub use rules::{Arctic, Phase, Place, RoundEnd, RoundResult, Step, Topper, HAND, OUT_AT};
pub use view::ArcticView;
