//! What one seat of Pick Up sees (`PickUpView`).

use super::options::PickUpOptions;
use super::rules::{Phase, PILES};
use super::scoring::{MatchLog, PlayedSet};
use crate::engine::cards::{Card, CardSet, Rank};
use crate::engine::Seat;
use std::sync::Arc;

/// A face-down choice as one seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Waiting,
    Made(Option<Card>),
    /// The other player has chosen; what, stays hidden until the reveal.
    Hidden,
}

/// A pile as both players see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PileView {
    pub top: Option<Card>,
    pub under: usize,
}

/// What one seat sees: its own hand, the table, every set, the scores; of the
/// other hand only its size; of the set-aside cards nothing until the reveal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickUpView {
    pub seat: Seat,
    pub options: PickUpOptions,
    pub log: Arc<MatchLog>,
    pub hand_no: u32,
    pub dealer: Seat,
    pub hand: CardSet,
    pub hand_counts: [usize; 2],
    pub piles: [PileView; PILES],
    pub sets: [Vec<PlayedSet>; 2],
    pub turn: Seat,
    pub passes: u8,
    pub passed_ranks: [u16; 2],
    pub face_down: [Choice; 2],
    pub phase: Phase,
    pub totals: [i64; 2],
}

impl PickUpView {
    /// The seat's hand, highest rank first (Ace high), then by suit.
    pub fn hand_by_rank(&self) -> Vec<Card> {
        let ranks = std::iter::once(1).chain((2..=13).rev());
        ranks
            .filter_map(Rank::new)
            .flat_map(|rank| self.hand.of_rank(rank))
            .collect()
    }

    /// The piles whose face-up card a hand card could take.
    pub fn piles_taken_by(&self, card: Card) -> Vec<usize> {
        (0..PILES)
            .filter(|&p| self.piles[p].top.is_some_and(|t| t.rank == card.rank))
            .collect()
    }
}
