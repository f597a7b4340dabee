//! Pick Up's guided first game: one hand against the computer, on a deal
//! where you take a set of four first, then pairs, pass when you cannot
//! play, and choose before the suits are revealed.
//!
//! Marks and taps: `Mark::Card` is a face-up table card (its `data-card`,
//! e.g. "6H": a tap chooses it), a hand card (a tap adds it to the set, or
//! takes it out) or one of your sets by its top card (while choosing, a tap
//! picks it to turn face down). `Mark::Control` is a button by its text
//! (Take, Cancel, Pass, "Keep every set face up", "Turn the chosen set face
//! down"…). So a take is [table card, one or three hand cards, Take].

use super::check::GuideView;
use super::{computer, you, Guide, Mark};
use crate::app::games::GameId;
use crate::app::pickup::PickUpTable;
use crate::app::session::ComputerSeats;
use crate::app::spots::{Face, Spot};
use crate::engine::pickup::PickUpMove;

impl super::GameGuide for crate::engine::pickup::PickUp {
    const GUIDE: Guide = GUIDE;
}

pub const GUIDE: Guide = Guide {
    game: GameId::PickUp,
    params: &[("hands", "1"), ("opponent", "easy")],
    seed: "000002RN",
    intro: "Pick Up: take face-up table cards with cards of the same rank from your hand, to make sets. The marked cards and button are the ones to use.",
    steps: &[
        you("take 6H with 6S 6D 6C", &[Mark::Card("6H"), Mark::Card("6S"), Mark::Card("6D"), Mark::Card("6C"), Mark::Control("Take")], "You hold three 6s and the 6♥ is face up: tap the 6♥, your three 6s, then Take. A set of four is worth two cards."),
        computer("take 2H with 2C", "The computer takes the 2♥ with a 2. A set's suit is its table card's: that pair is a heart."),
        you("take KD with KH", &[Mark::Card("KD"), Mark::Card("KH"), Mark::Control("Take")], "A set of two is one table card and one of yours: tap the K♦, your K♥, then Take."),
        computer("take 2D with 2S", "The computer takes the 2♦. Sets never merge: its two pairs of 2s stay apart."),
        you("take QC with QD", &[Mark::Card("QC"), Mark::Card("QD"), Mark::Control("Take")], "Take the Q♣ with your Q♦. Never a set of three: one card or three from your hand."),
        computer("pass", "The computer has no card to match a face-up card, so it passes."),
        you("take JH with JD", &[Mark::Card("JH"), Mark::Card("JD"), Mark::Control("Take")], "Your turn again: take the J♥ with your J♦. Each take turns up the next card of its pile."),
        computer("pass", "The computer passes again."),
        you("take 9S with 9H", &[Mark::Card("9S"), Mark::Card("9H"), Mark::Control("Take")], "Take the 9♠ with your 9♥. If you can play, you must."),
        computer("take 10H with 10S 10D 10C", "The computer lays a set of four 10s."),
        you("take 3C with 3H", &[Mark::Card("3C"), Mark::Card("3H"), Mark::Control("Take")], "Take the 3♣ with your 3♥: every card left in your hand costs points at the end."),
        computer("take KS with KC", "The computer takes the K♠."),
        you("take 8S with 8H", &[Mark::Card("8S"), Mark::Card("8H"), Mark::Control("Take")], "Take the 8♠ with your 8♥."),
        computer("take 4H with 4C", "The computer takes the 4♥."),
        you("pass", &[Mark::Control("Pass")], "No face-up card matches your hand: tap Pass. When both players pass in a row, the hand ends."),
        computer("pass", "The computer passes too: the hand is over."),
        you("facedown none", &[Mark::Control("Keep every set face up")], "Before the suits are revealed you may turn one set face down: it scores nothing, but cannot lose points. Keep every set face up this time."),
        computer("facedown none", "The computer chooses too, unseen."),
    ],
    outro: "The hand is over. Tap on: the winning suit is revealed; sets of that suit add their value, sets of neither suit 10 each, and the losing suit's sets and cards left in hand subtract. Then play a real game.",
};

/// The rows of cards the page shows, each with what a tap on it calls
/// (`src/ui/pickup/table.rs`): the table's piles (hidden while a hand's end
/// is shown), your hand, your sets; the other's sets are only pictures.
#[derive(Clone, Copy, PartialEq)]
enum Row {
    Piles,
    Hand,
    OwnSets,
    OtherSets,
}

impl PickUpTable {
    fn card_rows(&self) -> Vec<(Row, Vec<Spot>)> {
        let mut rows = Vec::new();
        if self.shown_hand().is_none() {
            rows.push((Row::Piles, self.pile_spots()));
            rows.push((Row::OtherSets, self.set_spots(false)));
        }
        rows.push((Row::Hand, self.hand_spots()));
        rows.push((Row::OwnSets, self.set_spots(true)));
        rows
    }
}

impl GuideView for PickUpTable {
    fn cards_seen(&self) -> Option<Vec<String>> {
        let rows = self.card_rows();
        let spots = rows.iter().flat_map(|(_, spots)| spots);
        Some(
            spots
                .filter_map(|s| match s.face {
                    Face::Card(c) => Some(c.to_string()),
                    _ => None,
                })
                .collect(),
        )
    }

    fn controls(&self) -> Option<Vec<String>> {
        let buttons = self.buttons().into_iter().filter(|b| b.enabled);
        Some(buttons.map(|b| b.label).collect())
    }

    fn tap(&mut self, mark: Mark) -> bool {
        match mark {
            Mark::Card(text) => {
                let tapped = self.card_rows().into_iter().find_map(|(row, spots)| {
                    let spot = spots.into_iter().find(|s| {
                        s.tap && matches!(s.face, Face::Card(c) if c.to_string() == text)
                    })?;
                    Some((row, spot.key))
                });
                match tapped {
                    Some((Row::Piles, key)) => self.tap_pile(key),
                    Some((Row::Hand, key)) => self.tap_hand_spot(key),
                    Some((Row::OwnSets, key)) => self.tap_set_spot(key),
                    Some((Row::OtherSets, _)) | None => false,
                }
            }
            Mark::Control(name) => match self.buttons().into_iter().find(|b| b.label == name) {
                Some(b) if b.enabled => self.act(b.action),
                _ => false,
            },
        }
    }

    fn play_computer(&mut self, mv: PickUpMove) -> bool {
        self.play_move(mv)
    }
}
