//! What one seat of Thricewise may see (`ThricewiseView`).

use super::grid::Card;
use super::grid::Grid;
use super::options::ThricewiseOptions;
use super::rules::{current_player, to_place, Phase};
use super::runs::{LastPlaced, Placement};
use crate::engine::decktet::DecktetSet;
use crate::engine::Seat;

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThricewiseView {
    pub seat: Seat,
    pub options: ThricewiseOptions,
    pub grid: Grid,
    pub deck_count: usize,
    pub hand: DecktetSet,
    pub hand_counts: Vec<usize>,
    /// During the pick: who has picked. This seat's own pick is in `picks`.
    pub picked: Vec<bool>,
    /// Picks this seat may see: its own, and every pick after the reveal.
    pub picks: Vec<Option<Card>>,
    pub deferred: Vec<DecktetSet>,
    /// This turn's revealed picks (after the last pick), deferred ones too.
    pub revealed: Vec<Option<Card>>,
    pub phase: Phase,
    pub order: Vec<Seat>,
    pub scores: Vec<i64>,
    pub turn: u32,
    pub last: Option<LastPlaced>,
}

impl ThricewiseView {
    /// Who moves now, as in the game.
    pub fn current_player(&self) -> Option<Seat> {
        current_player(self.phase, &self.order, self.hand_counts.len(), |s| {
            self.hand_counts[s] > 0 && !self.picked[s]
        })
    }

    /// The cards a seat still has to place this turn: its pick and its
    /// deferred cards, once its placement has come.
    pub fn to_place(&self, seat: Seat) -> DecktetSet {
        to_place(self.phase, &self.order, &self.picks, &self.deferred, seat)
    }

    /// The last card placed, with the runs it scored.
    pub fn last_placement(&self) -> Option<Placement> {
        self.last.map(|l| l.with_runs(&self.grid))
    }

    /// Was this revealed pick deferred (another pick had its rank)?
    pub fn was_deferred(&self, seat: Seat) -> bool {
        let rank = |s: usize| self.revealed.get(s).copied().flatten().map(|c| c.rank());
        rank(seat)
            .is_some_and(|r| (0..self.revealed.len()).any(|s| s != seat && rank(s) == Some(r)))
    }
}
