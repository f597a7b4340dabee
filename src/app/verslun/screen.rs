//! What the Verslun table shows: the claim under way, the hints on Columns
//! and Hand cards, and which buttons are offered.

use crate::app::session::Hint;
use crate::app::session::Session;
use crate::engine::cards::Card;
use crate::engine::verslun::{Phase, Slot, VerslunMove};
use crate::engine::Game;

use super::VerslunTable;

impl VerslunTable {
    pub fn can_redeal(&self) -> bool {
        self.game()
            .legal_moves()
            .iter()
            .any(|m| matches!(m, VerslunMove::Redeal(_)))
    }

    pub fn can_undo(&self) -> bool {
        self.core.can_take_back()
    }

    pub fn claiming_column(&self) -> Option<usize> {
        match self.game().phase() {
            Phase::Claiming { column, .. } => Some(*column),
            _ => None,
        }
    }

    pub fn paired_hand_cards(&self) -> &[Card] {
        match self.game().phase() {
            Phase::Claiming { paired, .. } => paired,
            _ => &[],
        }
    }

    pub fn column_hint(&self, column: usize) -> Hint {
        let game = self.game();
        let claimed = matches!(game.slots().get(column), Some(Slot::Claimed(_)));
        if self.choosing_redeal {
            return if claimed {
                Hint::Playable
            } else {
                Hint::Dimmed
            };
        }
        match game.phase() {
            Phase::ClaimStep { .. } if game.can_claim(column) => Hint::Playable,
            Phase::ClaimStep { .. } => Hint::Dimmed,
            Phase::Claiming { column: c, .. } if *c == column => Hint::Playable,
            Phase::Claiming { .. } => Hint::Dimmed,
            _ => Hint::Plain,
        }
    }

    /// Whether a Hand card may be dropped on this Column now, and how
    /// (assets/table.js): on the Column being claimed it is paired, as its
    /// tap pairs it (`""`); on a Column that may be claimed, the Column is
    /// claimed, then the card paired (`"tap"`: the Column's tap first).
    pub fn drop_on(&self, column: usize) -> Option<&'static str> {
        let game = self.game();
        if self.choosing_redeal {
            return None;
        }
        match game.phase() {
            Phase::ClaimStep { .. } if game.can_claim(column) => Some("tap"),
            Phase::Claiming { column: c, .. } if *c == column => Some(""),
            _ => None,
        }
    }

    /// How a card of an open Column is shown: during a claim of that
    /// Column, paired, next to pair or not reached; otherwise as its Column.
    pub fn column_card_hint(&self, column: usize, card: Card) -> Hint {
        let Some(Slot::Column(cards)) = self.game().slots().get(column) else {
            return Hint::Plain;
        };
        let (Phase::Claiming { column: c, paired }, Some(index_from_top)) =
            (self.game().phase(), cards.iter().position(|&x| x == card))
        else {
            return self.column_hint(column);
        };
        if *c != column {
            return self.column_hint(column);
        }
        let from_bottom = cards.len() - 1 - index_from_top;
        if from_bottom < paired.len() {
            Hint::Paired
        } else if from_bottom == paired.len() {
            Hint::Playable
        } else {
            Hint::Dimmed
        }
    }

    pub fn hand_hint(&self, card: Card) -> Hint {
        match self.game().phase() {
            Phase::Claiming { paired, .. } if paired.contains(&card) => Hint::Paired,
            Phase::Claiming { .. } if self.is_legal(&VerslunMove::Pair(card)) => Hint::Playable,
            Phase::Claiming { .. } => Hint::Dimmed,
            _ => Hint::Plain,
        }
    }
}
