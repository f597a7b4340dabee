//! Verslun's guided first game: two turns of drawing and claiming, on a
//! deal whose first claim makes three pairs and leaves its top card to the
//! Discard Pile, and whose second makes two.
//!
//! Marks and taps: `Mark::Card` is a Hand card (its `data-card`, e.g. "QH":
//! a tap pairs it) or a card of an open Column (a tap on any of its cards
//! claims that Column). `Mark::Control` is a button by its text: Draw,
//! Confirm claim, Cancel claim, Redeal, End game, Undo, a question's
//! answers, "Discard Column 2 and Redeal" (on a Claimed Column while
//! choosing a Redeal). So a claim is [a Column card], each pair [a Hand
//! card], then [Confirm claim].

use super::check::GuideView;
use super::{you, Guide, Mark};
use crate::app::games::GameId;
use crate::app::session::Session;
use crate::app::verslun::VerslunTable;
use crate::engine::verslun::{Slot, VerslunMove};

impl super::GameGuide for crate::engine::verslun::Verslun {
    const GUIDE: Guide = GUIDE;
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

/// What a button of the page does (`src/ui/verslun/table.rs`).
#[derive(Clone, Copy)]
enum Press {
    Confirm,
    CancelClaim,
    Draw,
    Redeal,
    EndGame,
    Undo,
    Yes,
    Keep,
    RedealColumn(usize),
}

impl VerslunTable {
    /// The buttons that can be pressed now, by their text, as the page shows
    /// them: the claim bar (and Undo) while claiming, else the actions; a
    /// question's answers; while choosing a Redeal, each Claimed Column's.
    fn presses(&self) -> Vec<(String, Press)> {
        if self.is_over() {
            return Vec::new();
        }
        let mut out: Vec<(String, Press)> = Vec::new();
        let mut offer = |on: bool, name: &str, press| {
            if on {
                out.push((name.to_string(), press));
            }
        };
        if self.claiming_column().is_some() {
            offer(
                self.is_legal(&VerslunMove::Confirm),
                "Confirm claim",
                Press::Confirm,
            );
            offer(true, "Cancel claim", Press::CancelClaim);
        } else {
            offer(self.is_legal(&VerslunMove::Draw), "Draw", Press::Draw);
            offer(self.can_redeal(), "Redeal", Press::Redeal);
            offer(
                self.is_legal(&VerslunMove::EndGame),
                "End game",
                Press::EndGame,
            );
        }
        offer(self.can_undo(), "Undo", Press::Undo);
        if let Some(q) = self.question() {
            offer(true, q.yes, Press::Yes);
            offer(true, q.no, Press::Keep);
        }
        if self.choosing_redeal() {
            for (i, slot) in self.game().slots().iter().enumerate() {
                let name = format!("Discard Column {} and Redeal", i + 1);
                offer(
                    matches!(slot, Slot::Claimed(_)),
                    &name,
                    Press::RedealColumn(i),
                );
            }
        }
        out
    }
}

impl GuideView for VerslunTable {
    fn cards_seen(&self) -> Option<Vec<String>> {
        let mut cards = self.game().hand().to_vec();
        for slot in self.game().slots() {
            match slot {
                Slot::Column(column) => cards.extend(column),
                Slot::Claimed(claimed) => {
                    cards.extend(claimed.pairs.iter().flat_map(|&(a, b)| [a, b]))
                }
            }
        }
        Some(cards.iter().map(|c| c.to_string()).collect())
    }

    fn controls(&self) -> Option<Vec<String>> {
        Some(self.presses().into_iter().map(|(name, _)| name).collect())
    }

    fn tap(&mut self, mark: Mark) -> bool {
        match mark {
            Mark::Card(text) => {
                if let Some(&card) = self.game().hand().iter().find(|c| c.to_string() == text) {
                    return self.tap_hand(card);
                }
                let column = self.game().slots().iter().position(|slot| {
                    matches!(slot, Slot::Column(cards) if cards.iter().any(|c| c.to_string() == text))
                });
                match column {
                    Some(i) => self.tap_column(i),
                    // A Claimed Column's cards are pictures: a tap does nothing.
                    None => false,
                }
            }
            Mark::Control(name) => match self.presses().into_iter().find(|(n, _)| n == name) {
                Some((_, press)) => match press {
                    Press::Confirm => self.confirm(),
                    Press::CancelClaim => self.cancel_claim(),
                    Press::Draw => self.draw(),
                    Press::Redeal => self.redeal(),
                    Press::EndGame => self.ask_end_game(),
                    Press::Undo => self.undo(),
                    Press::Yes => self.answer_yes(),
                    Press::Keep => self.keep_playing().is_some(),
                    Press::RedealColumn(i) => self.tap_column(i),
                },
                None => false,
            },
        }
    }
}
