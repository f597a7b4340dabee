//! What a table shows, as plain data: rows of card spots and rows of
//! buttons. The screen renders every game with the same few blocks, so a new
//! game adds data, not screen code (which keeps the app small), and what each
//! spot shows and why is decided here, where it is tested natively.

use super::session::Hint;
use crate::engine::cards::Card;

/// What lies on a spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    Card(Card),
    /// A face-down card: its back, never which card.
    Back,
    /// An empty place (a pile taken to the bottom).
    Empty,
}

/// One place in a row of cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spot {
    /// Stable within its row (a pile number, a card's index): a tap names it.
    pub key: u16,
    pub face: Face,
    pub hint: Hint,
    /// A button that can be tapped, or only a picture.
    pub tap: bool,
    /// A small note on the card: "+3" under a pile, "×4" on a set.
    pub badge: String,
    /// The accessible name, when the card's own ("7 of hearts") is not enough.
    pub name: Option<String>,
    /// Wraps the card in a group with this name ("Pile 2, 3 face down under").
    pub group: Option<String>,
}

impl Spot {
    /// A card that can be tapped, shown with its hint.
    pub fn card(key: u16, card: Card, hint: Hint) -> Spot {
        Spot {
            key,
            face: Face::Card(card),
            hint,
            tap: true,
            badge: String::new(),
            name: None,
            group: None,
        }
    }

    /// A card that is only looked at.
    pub fn picture(key: u16, face: Face, name: Option<String>) -> Spot {
        Spot {
            tap: false,
            name,
            face,
            ..Spot::card(
                key,
                Card::new(
                    crate::engine::cards::Rank::ACE,
                    crate::engine::cards::Suit::Spades,
                ),
                Hint::Plain,
            )
        }
    }

    pub fn with_badge(mut self, badge: String) -> Spot {
        self.badge = badge;
        self
    }

    /// An accessible name of its own ("pair of 7s, 7 of hearts on top").
    pub fn named(mut self, name: String) -> Spot {
        self.name = Some(name);
        self
    }

    pub fn in_group(mut self, group: String) -> Spot {
        self.group = Some(group);
        self
    }
}

/// A button offered now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button<A> {
    pub label: String,
    pub primary: bool,
    pub enabled: bool,
    /// It finishes a move a dragged card began (Pick Up's Take): a drop the
    /// table took presses it, if enabled (assets/table.js, `data-finish`).
    pub finishes_drag: bool,
    pub action: A,
}

impl<A> Button<A> {
    pub fn new(label: impl Into<String>, action: A) -> Button<A> {
        Button {
            label: label.into(),
            primary: false,
            enabled: true,
            finishes_drag: false,
            action,
        }
    }

    pub fn finishes_drag(mut self) -> Button<A> {
        self.finishes_drag = true;
        self
    }

    pub fn primary(mut self) -> Button<A> {
        self.primary = true;
        self
    }

    pub fn enabled(mut self, enabled: bool) -> Button<A> {
        self.enabled = enabled;
        self
    }
}
