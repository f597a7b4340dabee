//! Taps and choices at the Thricewise table: a card of the hand (the pick)
//! or of the cards to place, a grid cell, the buttons' actions; what each
//! refuses and why.

use crate::app::session::Session;
use crate::engine::thricewise::{Card, Phase, ThricewiseMove};

use super::sentences::log_lines;
use super::{seat_names, CellFace, ThricewiseAction, ThricewiseTable};

impl ThricewiseTable {
    // ---- playing -----------------------------------------------------------

    pub(super) fn play(&mut self, mv: ThricewiseMove) -> bool {
        // A last pick reveals the turn's picks: the log says so.
        let reveal = self.game().is_last_pick().then(|| self.game().turn());
        match self.core.play(mv) {
            Ok(seat) => {
                let names = seat_names(self.options());
                self.log
                    .extend(log_lines(&names, self.game(), seat, &mv, reveal));
                self.selected = None;
                self.core.cover_if_needed();
                self.auto_select();
                true
            }
            Err(e) => self.core.refuse(e.0),
        }
    }

    /// When the one card to place is obvious, it is chosen already.
    pub(super) fn auto_select(&mut self) {
        if !self.core.viewer_to_move() || self.game().phase() != Phase::Place {
            return;
        }
        let view = self.view();
        let cards = view.to_place(self.core.screen.viewer);
        // The new pick first; the owner may switch to a deferred card.
        self.selected = view.picks[self.core.screen.viewer].or_else(|| cards.iter().next());
    }

    pub fn uncover(&mut self) {
        self.core.uncover();
        self.auto_select();
    }

    /// A tap on a card of the hand (the pick) or of the cards to place.
    pub fn tap_card(&mut self, card: Card) -> bool {
        if !self.core.viewer_to_move() {
            return self.not_your_turn();
        }
        let view = self.view();
        match view.phase {
            Phase::Pick if view.hand.contains(card) => {
                if self.selected == Some(card) {
                    // A second tap on the chosen card picks it.
                    return self.play(ThricewiseMove::Pick(card));
                }
                self.selected = Some(card);
                self.core.message = None;
                true
            }
            Phase::Place if view.to_place(self.core.screen.viewer).contains(card) => {
                self.selected = Some(card);
                self.core.message = None;
                true
            }
            Phase::Place => self.core.refuse(
                "Your hand waits for the next pick: now place your card(s) from “To place”.",
            ),
            _ => self.core.refuse("That card is not yours to play now."),
        }
    }

    /// A tap on a grid cell: places the selected card there.
    pub fn tap_cell(&mut self, key: u16) -> bool {
        let Some(spot) = self.grid_spots().into_iter().find(|s| s.key() == key) else {
            return false;
        };
        if let CellFace::Card(card) = spot.face {
            return self
                .core
                .refuse(format!("{} is there already.", card.name()));
        }
        if !self.core.viewer_to_move() {
            return self.not_your_turn();
        }
        if self.game().phase() != Phase::Place {
            return self
                .core
                .refuse("First everyone picks a card; cards are placed after the reveal.");
        }
        let Some(card) = self.selected else {
            return self.core.refuse("Choose a card to place first.");
        };
        self.play(ThricewiseMove::Place {
            card,
            cell: spot.cell,
        })
    }

    pub fn act(&mut self, action: ThricewiseAction) -> bool {
        match action {
            ThricewiseAction::Pick => match self.selected {
                Some(card) if self.core.viewer_to_move() => self.play(ThricewiseMove::Pick(card)),
                _ => self.core.refuse("Choose a card from your hand first."),
            },
            ThricewiseAction::Cancel => {
                self.selected = None;
                self.core.message = None;
                true
            }
            ThricewiseAction::ShowHand => {
                self.uncover();
                true
            }
        }
    }
}
