//! What one seat of Asymmetry sees (`AsymmetryView`), and its legal moves.

use super::log::Event;
use super::moves::AsymmetryMove;
use super::options::AsymmetryOptions;
use super::options::SEATS;
use super::rules::{ace, holder, moves_in, Step};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::Seat;
use std::sync::Arc;

/// What one seat sees: its hand; every seat's Ace, Lessen Card and hand
/// size; the whole Play Pile; the deck's size; the turn; the log. Other
/// hands and the deck order stay hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsymmetryView {
    pub seat: Seat,
    pub options: AsymmetryOptions,
    pub hand: CardSet,
    pub hand_counts: [usize; SEATS],
    pub aces: [Suit; SEATS],
    pub lessen: [Option<Card>; SEATS],
    /// Bottom first; the top card last.
    pub pile: Vec<Card>,
    pub deck_count: usize,
    pub reshuffles: u32,
    pub turn: Seat,
    pub step: Step,
    /// The card played this turn (in the Lessen step).
    pub played: Option<Card>,
    pub idle_turns: u8,
    pub turn_no: u32,
    /// Who won (one seat, or those sharing a stalemate), once it is over.
    pub winners: Vec<Seat>,
    pub log: Arc<Vec<Event>>,
}

impl AsymmetryView {
    /// Who moves now (`None` once the game is over).
    pub fn current_player(&self) -> Option<Seat> {
        (self.step != Step::Over).then_some(self.turn)
    }

    pub fn top(&self) -> Card {
        self.pile.last().copied().unwrap_or(ace(Suit::Spades))
    }

    pub fn power(&self, seat: Seat) -> Suit {
        self.aces[seat]
    }

    /// The seat holding the Ace of this suit.
    pub fn holder(&self, suit: Suit) -> Seat {
        holder(&self.aces, suit)
    }

    /// This seat's legal moves when it is its turn (none otherwise).
    pub fn legal_moves(&self) -> Vec<AsymmetryMove> {
        if self.current_player() != Some(self.seat) {
            return Vec::new();
        }
        moves_in(
            self.step,
            self.hand,
            self.aces[self.seat],
            self.lessen[self.seat],
            self.top(),
            self.played,
        )
    }
}
