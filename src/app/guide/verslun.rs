//! Verslun's guided first game: two turns of drawing and claiming, on a
//! deal whose first claim makes three pairs and leaves its top card to the
//! Discard Pile, and whose second makes two.

use super::{By, Guide, Mark, Step};
use crate::app::games::GameId;

const fn you(mv: &'static str, marks: &'static [Mark], says: &'static str) -> Step {
    Step {
        by: By::Person,
        mv,
        marks,
        says,
    }
}

pub const GUIDE: Guide = Guide {
    game: GameId::Verslun,
    params: &[],
    seed: "000002W8",
    intro: "Verslun is a solitaire: pair Hand cards with Column cards of the same suit to claim Columns. The marked card or button is the one to use.",
    steps: &[
        you("draw", &[Mark::Control("Draw")], "Your Hand starts empty. Tap Draw: each turn begins by filling your Hand to five cards."),
        you("claim 1", &[Mark::Card("9H")], "Claims start from a Column's bottom card. Your Q♥ matches the 9♥ at the bottom of Column 1: tap the 9♥ to claim Column 1."),
        you("pair QH", &[Mark::Card("QH")], "Pair the 9♥ with a Hand card of its suit: tap your Q♥."),
        you("pair 7S", &[Mark::Card("7S")], "The next card up is the 3♠. Your 7♠ matches it: tap the 7♠."),
        you("pair 2C", &[Mark::Card("2C")], "Next up is the 5♣: pair it with your 2♣ (keep the 4♣ for later)."),
        you("confirm", &[Mark::Control("Confirm claim")], "No heart is left for the 7♥ at the top, so stop here: tap Confirm claim. The 7♥ goes to the Discard Pile; your three pairs score 36."),
        you("draw", &[Mark::Control("Draw")], "A new turn: Draw fills your Hand to five again."),
        you("claim 2", &[Mark::Card("8S")], "Column 2's bottom card is the 8♠, and you hold the 2♠: tap the 8♠ to claim Column 2."),
        you("pair 2S", &[Mark::Card("2S")], "Tap your 2♠ to pair it with the 8♠."),
        you("pair 2D", &[Mark::Card("2D")], "Then the 5♦ with your 2♦."),
        you("confirm", &[Mark::Control("Confirm claim")], "No diamond is left for the 8♦: tap Confirm claim. Every card in a Claimed Column counts: Ace 1, pictures 10."),
    ],
    outro: "You know enough to play on. Every turn: draw, then claim one open Column; a turn with no claim, or an empty Deck, ends the game. A Claimed Column can be given up (Redeal) for a new Column and a new Hand. Play on, or start a real game.",
};
