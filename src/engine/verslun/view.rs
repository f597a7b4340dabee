//! What the player of Verslun sees (`VerslunView`).

use super::options::VerslunOptions;
use super::rules::{Phase, Slot};
use crate::engine::cards::Card;

/// What the player sees: everything but the Deck's order. (Every discarded
/// card was face up once, so the whole Discard Pile is known.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerslunView {
    pub options: VerslunOptions,
    pub slots: Vec<Slot>,
    pub hand: Vec<Card>,
    pub deck_count: usize,
    pub discard: Vec<Card>,
    pub phase: Phase,
    pub turn: u32,
    pub score: u32,
}
