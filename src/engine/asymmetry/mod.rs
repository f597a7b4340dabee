//! Asymmetry, for four players with the standard deck: each player's Ace is
//! their power — which cards they may put on the Play Pile — and placing a
//! Lessen Card swaps Aces. The first player whose hand is empty at the draw
//! wins.
//!
//! Rules: `../shared/seeds/asymmetry.txt`, read through `../shared/RULINGS.md`
//! (section "Asymmetry", including the details settled after an independent
//! re-implementation).
//!
//! Powers: Hearts play a card of the same colour as the Play Pile's top
//! card, Diamonds the other colour, Clubs a strictly higher rank, Spades a
//! strictly lower rank (2 low, King high; Aces are never in play).
//!
//! A turn has two decision steps, then the draw and the next seat, which the
//! engine does by itself:
//!
//! | step   | move          | notation      | legal when                                                     |
//! |--------|---------------|---------------|----------------------------------------------------------------|
//! | Play   | Play a card   | `play 7H`     | the card is in your hand and your power allows it on the top card |
//! | Play   | Pass          | `pass`        | (play nothing) whenever some card could be played              |
//! | Lessen | Place         | `lessen 4C`   | you have no Lessen Card: any hand card; swaps Aces with the holder of the Ace of its suit |
//! | Lessen | Play it       | `lessen play` | you have a Lessen Card, played a card this turn, and your power (now) allows the Lessen Card on it |
//! | Lessen | Pass          | `pass`        | whenever one of the two above is legal                         |
//!
//! A step whose only legal move would be `pass` is skipped by the engine, and
//! so is a whole turn with nothing to decide (the player still draws when the
//! rules say so), so a record holds only real decisions. That loop always
//! ends: a turn skipped whole either draws (hands never pass 7) or is one of
//! the four idle turns in a row that end the game (stalemate).
//!
//! After the Lessen step: a player whose hand is empty wins; otherwise a
//! player who played or placed a card draws one, and one who did neither
//! draws one only when holding fewer than 7. Then the holder of the Ace of
//! the last card that went on the Play Pile this turn plays next (looked up
//! after any swap; it may be the same player), or, when no card went on it,
//! the next seat (seat + 1 mod 4). A draw from an empty deck first shuffles
//! the Play Pile under its top card into a new deck, with the seed's
//! `Reshuffle(n)` stream (n = 1 for the first reshuffle).

mod game;
mod log;
mod moves;
mod options;
mod powers;
mod rules;
#[cfg(test)]
mod tests;
mod view;
mod yardstick;

pub use log::{Event, NextBecause};
pub use moves::AsymmetryMove;
pub use options::{AsymmetryOptions, HAND, SEATS};
pub use powers::{allows, power_name, power_rule, refusal, shown};
pub use rules::{Asymmetry, Place, Position, Step, STALEMATE_TURNS, WIN_BONUS};
pub use view::AsymmetryView;
pub use yardstick::rule_based_move;
