//! Taps and choices at the Pick Up table: a table card, a hand card, a set
//! to turn face down, the buttons' actions; what each refuses and why.

use crate::app::session::Session;
use crate::engine::cards::Card;
use crate::engine::pickup::{Phase, PickUpMove};
use crate::engine::Game;

use super::sentences::rank_word;
use super::{PickUpAction, PickUpTable};

impl PickUpTable {
    // ---- playing -----------------------------------------------------------

    pub(super) fn play(&mut self, mv: PickUpMove) -> bool {
        match self.core.play(mv) {
            Ok(_) => {
                self.selected_table = None;
                self.selected_hand.clear();
                self.selected_set = None;
                if self.hand_end.is_none() {
                    self.hand_end = self.replay_hand_end();
                }
                self.cover_if_needed();
                true
            }
            Err(e) => self.core.refuse(e.0),
        }
    }

    /// Two people: when the turn passes to the other, cover the screen.
    fn cover_if_needed(&mut self) {
        if self.pending_reveal().is_none() {
            self.core.cover_if_needed();
        }
    }

    pub(super) fn playing(&self) -> bool {
        self.viewer_to_move() && self.game().phase() == Phase::Play
    }

    /// A face-up table card was tapped.
    pub fn tap_table(&mut self, card: Card) -> bool {
        if !self.playing() {
            return self.not_your_turn();
        }
        let view = self.view();
        if !view.piles.iter().any(|p| p.top == Some(card)) {
            return self.core.refuse(format!(
                "The {} is not face up on the table.",
                card.spoken()
            ));
        }
        if self.selected_table == Some(card) {
            self.selected_table = None;
            self.core.message = None;
            return true;
        }
        if view.hand.of_rank(card.rank).next().is_none() {
            return self.core.refuse(format!(
                "You hold no {}, so you can't take the {}.",
                rank_word(card),
                card.spoken()
            ));
        }
        self.selected_table = Some(card);
        self.selected_hand.retain(|h| h.rank == card.rank);
        self.core.message = None;
        true
    }

    /// A card of the viewer's hand was tapped.
    pub fn tap_hand(&mut self, card: Card) -> bool {
        if !self.playing() {
            return self.not_your_turn();
        }
        let view = self.view();
        if !view.hand.contains(card) {
            return self
                .core
                .refuse(format!("The {} is not in your hand.", card.spoken()));
        }
        if let Some(i) = self.selected_hand.iter().position(|&c| c == card) {
            self.selected_hand.remove(i);
            self.core.message = None;
            return true;
        }
        match self.selected_table {
            Some(table) if table.rank != card.rank => {
                return self.core.refuse(format!(
                    "The {} does not match the {}: a set is all one rank.",
                    card.spoken(),
                    table.spoken()
                ))
            }
            Some(_) => {}
            None => {
                let piles = view.piles_taken_by(card);
                match piles.as_slice() {
                    [] => {
                        return self.core.refuse(format!(
                            "No {} is face up on the table, so the {} can't be played now.",
                            rank_word(card),
                            card.spoken()
                        ))
                    }
                    // Only one card it can take: choose it too.
                    [only] => self.selected_table = view.piles[*only].top,
                    _ => {}
                }
                self.selected_hand.retain(|h| h.rank == card.rank);
            }
        }
        self.selected_hand.push(card);
        self.core.message = None;
        true
    }

    /// The take the selection makes, if it is a whole set.
    pub fn selected_move(&self) -> Option<PickUpMove> {
        let table = self.selected_table?;
        match self.selected_hand.as_slice() {
            [hand] => Some(PickUpMove::Pair { table, hand: *hand }),
            [_, _, _] => Some(PickUpMove::Four { table }),
            _ => None,
        }
    }

    pub fn has_selection(&self) -> bool {
        self.selected_table.is_some() || !self.selected_hand.is_empty()
    }

    /// Plays the selected set.
    pub fn take(&mut self) -> bool {
        match self.selected_move() {
            Some(mv) => self.play(mv),
            None => self
                .core
                .refuse("Choose a face-up card and one or three of your cards of its rank."),
        }
    }

    pub fn clear_selection(&mut self) {
        self.selected_table = None;
        self.selected_hand.clear();
        self.core.message = None;
    }

    /// Pass is offered only when no set can be made.
    pub fn can_pass(&self) -> bool {
        self.playing() && self.game().legal_moves() == [PickUpMove::Pass]
    }

    pub fn pass(&mut self) -> bool {
        if !self.playing() {
            return self.not_your_turn();
        }
        self.play(PickUpMove::Pass)
    }

    /// The viewer's face-down choice: a set by its top card, or none.
    pub fn choose_face_down(&mut self, top: Option<Card>) -> bool {
        if !self.viewer_to_move() || self.game().phase() != Phase::FaceDown {
            return self.not_your_turn();
        }
        self.play(PickUpMove::FaceDown(top))
    }

    pub fn choosing_face_down(&self) -> bool {
        self.viewer_to_move() && self.game().phase() == Phase::FaceDown
    }

    /// A tap on one of the viewer's own sets (by its top card's index).
    pub fn tap_set_spot(&mut self, key: u16) -> bool {
        let Some(top) = Card::from_index(key as usize) else {
            return false;
        };
        if !self.choosing_face_down() {
            return self.core.refuse(
                "Your sets score when the hand ends. Before the suits are revealed you may turn one of them face down.",
            );
        }
        if !self.view().sets[self.core.screen.viewer]
            .iter()
            .any(|s| s.top == top)
        {
            return self.core.refuse("That is not one of your sets.");
        }
        self.selected_set = (self.selected_set != Some(top)).then_some(top);
        self.core.message = None;
        true
    }

    /// Taps on spots, by the row and the spot's key.
    pub fn tap_pile(&mut self, pile: u16) -> bool {
        match self.view().piles.get(pile as usize).and_then(|p| p.top) {
            Some(card) => self.tap_table(card),
            None => self.core.refuse("That pile is empty."),
        }
    }

    pub fn tap_hand_spot(&mut self, key: u16) -> bool {
        match Card::from_index(key as usize) {
            Some(card) => self.tap_hand(card),
            None => false,
        }
    }

    /// A button's action.
    pub fn act(&mut self, action: PickUpAction) -> bool {
        match action {
            PickUpAction::Take => self.take(),
            PickUpAction::Cancel => {
                self.clear_selection();
                true
            }
            PickUpAction::Pass => self.pass(),
            PickUpAction::FaceDown(top) => self.choose_face_down(top),
            PickUpAction::ShowHand => {
                self.core.uncover();
                true
            }
            PickUpAction::Reveal => {
                self.advance_reveal();
                true
            }
            PickUpAction::Again => false,
        }
    }
}
