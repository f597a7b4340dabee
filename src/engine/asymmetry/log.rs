//! The log: what happened, turn by turn (`Event`), and its plain words.

use super::options::{HAND, SEATS};
use super::powers::{power_name, power_rule, shown};
use crate::engine::cards::{Card, Suit};
use crate::engine::Seat;

/// Why a seat plays next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextBecause {
    /// The last card that went on the Play Pile was of this suit, and the
    /// seat holds its Ace.
    AceOf(Suit),
    /// No card went on the Play Pile this turn: play moves to the left.
    Left,
}

/// What happened, turn by turn: public, in every observation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The deal: each seat's Ace, the start card, and who opens (the holder
    /// of the Ace of its suit).
    Dealt {
        aces: [Suit; SEATS],
        start: Card,
        opener: Seat,
    },
    Played {
        seat: Seat,
        card: Card,
    },
    /// Placed a Lessen Card.
    Placed {
        seat: Seat,
        card: Card,
    },
    /// The placement swapped Aces: `seat` now holds the Ace of `got`,
    /// `other` the Ace of `gave`. (No event when the card's suit was the
    /// placer's own.)
    Swapped {
        seat: Seat,
        other: Seat,
        got: Suit,
        gave: Suit,
    },
    /// Played the Lessen Card onto the card just played.
    LessenPlayed {
        seat: Seat,
        card: Card,
    },
    /// The turn went by with no card played or placed.
    Passed {
        seat: Seat,
    },
    /// Drew one card (which, only that seat sees).
    Drew {
        seat: Seat,
    },
    /// Did nothing while holding 7 cards: no draw.
    NoDraw {
        seat: Seat,
    },
    /// The deck was empty when a draw was due: the Play Pile under its top
    /// card, `cards` of them, was shuffled into a new deck (the `number`th
    /// time this game).
    Reshuffled {
        number: u32,
        cards: usize,
    },
    Next {
        from: Seat,
        seat: Seat,
        why: NextBecause,
    },
    /// This seat's hand was empty at the draw.
    Won {
        seat: Seat,
    },
    /// Four idle turns in a row: the seats with the fewest cards in hand win.
    Stalemate {
        winners: [bool; SEATS],
    },
}

impl Event {
    /// The event in plain words, seats named by `name` ("Seat 2", "You").
    pub fn describe(&self, name: &dyn Fn(Seat) -> String) -> String {
        match *self {
            Event::Dealt {
                aces,
                start,
                opener,
            } => {
                let aces: Vec<String> = (0..SEATS)
                    .map(|s| format!("{} {}", name(s), power_name(aces[s])))
                    .collect();
                format!(
                    "Aces: {}. The start card is the {}: {} holds the Ace of {} and opens.",
                    aces.join(", "),
                    shown(start),
                    name(opener),
                    start.suit.name()
                )
            }
            Event::Played { seat, card } => format!("{} played the {}.", name(seat), shown(card)),
            Event::Placed { seat, card } => {
                format!("{} placed the {} as a Lessen Card.", name(seat), shown(card))
            }
            Event::Swapped {
                seat,
                other,
                got,
                gave,
            } => format!(
                "{} swapped Aces with {}, taking the Ace of {} ({} {}) and giving the Ace of {}.",
                name(seat),
                name(other),
                got.name(),
                power_name(got),
                power_rule(got),
                gave.name()
            ),
            Event::LessenPlayed { seat, card } => format!(
                "{} played the Lessen Card, the {}, onto it.",
                name(seat),
                shown(card)
            ),
            Event::Passed { seat } => format!("{} passed.", name(seat)),
            Event::Drew { seat } => format!("{} drew a card.", name(seat)),
            Event::NoDraw { seat } => {
                format!("{} holds {HAND} cards and drew none.", name(seat))
            }
            Event::Reshuffled { number, cards } => format!(
                "The deck ran out: the Play Pile under its top card was shuffled into a new deck of {cards} cards (reshuffle {number})."
            ),
            Event::Next { from, seat, why } => {
                let who = if seat == from {
                    format!("{} plays again", name(seat))
                } else {
                    format!("{} plays next", name(seat))
                };
                match why {
                    NextBecause::AceOf(suit) => format!(
                        "The last card was a {}: {} holds the Ace of {}, so {who}.",
                        suit.name().trim_end_matches('s'),
                        name(seat),
                        suit.name()
                    ),
                    NextBecause::Left => {
                        format!("No card went on the Play Pile: {who}, on the left.")
                    }
                }
            }
            Event::Won { seat } => format!("{}'s hand is empty: {} won.", name(seat), name(seat)),
            Event::Stalemate { winners } => {
                let who: Vec<String> = (0..SEATS).filter(|&s| winners[s]).map(name).collect();
                format!(
                    "Four turns in a row without a card played, placed or drawn: the game ends. Fewest cards in hand: {} {}.",
                    who.join(", "),
                    if who.len() == 1 { "wins" } else { "share the win" }
                )
            }
        }
    }
}
