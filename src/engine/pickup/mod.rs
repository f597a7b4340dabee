//! Pick Up, for two players: take face-up table cards with cards of the same
//! rank from your hand, in sets of two or four; the hidden suits decide what
//! the sets are worth.
//!
//! Rules: `../shared/seeds/pick-up.txt`, read through `../shared/RULINGS.md`.
//! A match is many hands; each hand is dealt from the match seed and its
//! number, so the record (options, seed, moves) replays the whole match.
//!
//! | move          | notation                  | when                              |
//! |---------------|---------------------------|-----------------------------------|
//! | Pair          | `take 7H with 7C`         | your turn: a set of two            |
//! | Set of four   | `take 7H with 7C 7D 7S`   | your turn, holding the other three |
//! | Pass          | `pass`                    | only when no set can be made       |
//! | Face-down set | `facedown 7H` / `facedown none` | after the play, before the reveal |
//!
//! A set is named by its top card: the table card that made it.

mod game;
mod moves;
mod options;
mod rules;
mod scoring;
#[cfg(test)]
mod tests;
mod view;

pub use super::bot::Opponent;
pub use moves::PickUpMove;
pub use options::{MatchLength, PickUpOptions, DEFAULT_HANDS, DEFAULT_TARGET, HANDS, TARGETS};
pub use rules::{Phase, PickUp, Pile, Place, HAND_DEAL, PILES, PILE_DEPTH};
pub use scoring::{
    card_value, HandResult, MatchLog, PlayedSet, SeatScore, NEITHER_SUIT_POINTS, ZERO_BONUS,
};
pub use view::{Choice, PickUpView, PileView};
