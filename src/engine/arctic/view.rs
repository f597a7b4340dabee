//! What one seat of Arctic Solitaire may see (`ArcticView`): the bots and
//! the rule-based player choose from it.

use super::moves::{Card, PLACES};
use super::options::ArcticOptions;
use super::rules::{Phase, RoundResult, Step, Topper};
use crate::engine::triple_topper::TripleSet;
use crate::engine::Seat;

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArcticView {
    pub seat: Seat,
    pub options: ArcticOptions,
    pub round: u32,
    pub dealer: Seat,
    pub totals: Vec<i64>,
    pub eliminated: Vec<bool>,
    pub hand: TripleSet,
    pub hand_counts: Vec<usize>,
    pub piles: [Vec<Card>; PLACES],
    pub deck_count: usize,
    pub discards: Vec<Card>,
    pub phase: Phase,
    pub turn: Seat,
    pub step: Step,
    pub owed: u32,
    pub played: bool,
    pub began_empty: bool,
    pub blocked_turns: usize,
    pub drawn: Vec<u32>,
    pub last_topper: Option<Topper>,
    pub last_round: Option<RoundResult>,
    pub setup_shifts: Vec<(u8, u8)>,
}

impl ArcticView {
    pub fn current_player(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }
}
