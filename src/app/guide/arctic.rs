//! Arctic Solitaire's guided first game.
//!
//! Marks and taps: `Mark::Card` is a hand card (its `data-card`, e.g.
//! "2RS": a tap chooses it) or a pile's top card (a tap on it plays the
//! chosen card there, or chooses the pile to shift, or shifts the chosen
//! pile onto it). `Mark::Control` is a button (Draw, Discard, End turn) or
//! an empty place, named "Place 3: empty" (a tap starts a pile there with
//! the chosen card). So a play is [hand card, pile top], a shift [pile top,
//! pile top], a discard [hand card, Discard].

use super::check::GuideView;
use super::{computer, you, Guide, Mark};
use crate::app::arctic::ArcticTable;
use crate::app::games::GameId;
use crate::app::session::ComputerSeats;
use crate::engine::arctic::{ArcticMove, Card};

impl super::GameGuide for crate::engine::arctic::Arctic {
    const GUIDE: Guide = GUIDE;
}

pub const GUIDE: Guide = Guide {
    game: GameId::Arctic,
    params: &[("players", "2")],
    seed: "0000GXAT",
    intro: "Arctic Solitaire: build the three piles down from your hand, 4, 3, 2, 1, ?, 4… Go out first: cards left in hand cost points.",
    steps: &[
        you(
            "play 2RS on 2",
            &[Mark::Card("2RS"), Mark::Card("3RS")],
            "Build down: a card goes on a pile one number higher that shares its colour or shape. Tap your red square 2, then the red square 3 on place 2.",
        ),
        you(
            "discard 4KH",
            &[Mark::Card("4KH"), Mark::Control("Discard")],
            "Colour and shape both match: a Triple Topper! It earns a discard. Tap your black heart 4 (black cards cost more at the end), then Discard.",
        ),
        you(
            "play 2KS on 1",
            &[Mark::Card("2KS"), Mark::Card("3GS")],
            "The black square 2 goes on the green square 3: they share the square. Tap it, then the 3 on place 1.",
        ),
        you("draw", &[Mark::Control("Draw")], "Nothing more fits, so you must draw one card: tap Draw."),
        you("end", &[Mark::Control("End turn")], "The green square 2 you drew fits no pile: tap End turn."),
        computer("play QKS on 3", "The computer plays its black square ? on the red square 1: ? comes after 1, then 4 again."),
        computer("draw", "It draws a card."),
        computer("end", "And ends its turn."),
        you(
            "shift 3 onto 2",
            &[Mark::Card("QKS"), Mark::Card("2RS")],
            "A pile can move whole, if its bottom card fits another pile: tap pile 3, then the red square 2. The red squares 3, 2, 1 run exact: two discards.",
        ),
        you(
            "discard 4BH",
            &[Mark::Card("4BH"), Mark::Control("Discard")],
            "Discard the blue heart 4: tap it, then Discard.",
        ),
        you(
            "discard 2RC",
            &[Mark::Card("2RC"), Mark::Control("Discard")],
            "And the red circle 2.",
        ),
        you("draw", &[Mark::Control("Draw")], "Draw a card: tap Draw. Emptying your hand wins the round."),
    ],
    outro: "You drew the black square 4: it fits on the black square ?, an exact match, and its discard empties your hand. Play on: you know enough now.",
};

impl GuideView for ArcticTable {
    fn cards_seen(&self) -> Option<Vec<String>> {
        let mut cards: Vec<Card> = self.hand().iter().map(|h| h.card).collect();
        for p in self.places() {
            cards.extend(p.top);
            cards.extend(p.bottom);
        }
        Some(cards.iter().map(Card::to_string).collect())
    }

    fn controls(&self) -> Option<Vec<String>> {
        let buttons = self.buttons().into_iter().filter(|b| b.enabled);
        let empty = self.places().into_iter().filter(|p| p.top.is_none());
        Some(
            buttons
                .map(|b| b.label)
                .chain(empty.map(|p| p.label))
                .collect(),
        )
    }

    fn tap(&mut self, mark: Mark) -> bool {
        match mark {
            Mark::Card(text) => {
                if let Some(h) = self.hand().into_iter().find(|h| h.card.to_string() == text) {
                    return self.tap_hand(h.card);
                }
                let top = |p: &crate::app::arctic::PlaceView| {
                    p.top.is_some_and(|c| c.to_string() == text)
                };
                match self.places().iter().find(|p| top(p)) {
                    Some(p) => self.tap_place(p.place),
                    None => false,
                }
            }
            Mark::Control(name) => {
                if let Some(b) = self.buttons().into_iter().find(|b| b.label == name) {
                    return self.act(b.action);
                }
                match self
                    .places()
                    .into_iter()
                    .find(|p| p.top.is_none() && p.label == name)
                {
                    Some(p) => self.tap_place(p.place),
                    None => false,
                }
            }
        }
    }

    fn play_computer(&mut self, mv: ArcticMove) -> bool {
        self.play_move(mv)
    }
}
