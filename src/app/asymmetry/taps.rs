//! Taps and choices at the Asymmetry table: a hand card (played, or chosen
//! as the Lessen Card), the Lessen Card, the buttons' actions, fair Undo;
//! what each refuses and why.

use crate::app::session::Session;
use crate::engine::asymmetry::{refusal, shown, AsymmetryMove, Step};
use crate::engine::cards::Card;

use super::{AsymmetryAction, AsymmetryTable};

impl AsymmetryTable {
    // ---- playing -----------------------------------------------------------

    pub(super) fn play(&mut self, mv: AsymmetryMove) -> bool {
        match self.core.play(mv) {
            Ok(_) => {
                self.selected = None;
                self.core.cover_if_needed();
                true
            }
            Err(e) => self.core.refuse(e.0),
        }
    }

    /// A tap on a card of the viewer's hand: in the Play step it goes on the
    /// pile (or the reason it can't); in the Lessen step it is chosen to
    /// become the Lessen Card.
    pub fn tap_hand(&mut self, card: Card) -> bool {
        if !self.core.viewer_to_move() {
            return self.not_your_turn();
        }
        let view = self.view();
        if !view.hand.contains(card) {
            return self
                .core
                .refuse(format!("The {} is not in your hand.", card.spoken()));
        }
        match view.step {
            Step::Play => {
                let power = view.power(self.core.screen.viewer);
                match refusal(power, view.top(), card) {
                    None => self.play(AsymmetryMove::Play(card)),
                    Some(why) => self.core.refuse(why),
                }
            }
            Step::Lessen => match view.lessen[self.core.screen.viewer] {
                Some(l) => self.core.refuse(format!(
                    "You have a Lessen Card already, the {}: one at a time. Play it onto the card you played, or end your turn.",
                    shown(l)
                )),
                None => {
                    self.selected = (self.selected != Some(card)).then_some(card);
                    self.core.message = None;
                    true
                }
            },
            Step::Over => self.not_your_turn(),
        }
    }

    /// A tap on the viewer's own Lessen Card: play it if it may go.
    pub fn tap_lessen(&mut self) -> bool {
        if !self.core.viewer_to_move() {
            return self.not_your_turn();
        }
        let view = self.view();
        let Some(lessen) = view.lessen[self.core.screen.viewer] else {
            return self.core.refuse("You have no Lessen Card.");
        };
        if view.step == Step::Play {
            return self.core.refuse(
                "Your Lessen Card may go only onto a card you played this turn, in the Lessen step.",
            );
        }
        if view.legal_moves().contains(&AsymmetryMove::PlayLessen) {
            return self.play(AsymmetryMove::PlayLessen);
        }
        match view.played {
            None => self.core.refuse(format!(
                "You played no card this turn, so the {} can't go on the pile: place or play, not both.",
                shown(lessen)
            )),
            Some(p) => self.core.refuse(
                refusal(view.power(self.core.screen.viewer), p, lessen).unwrap_or_else(|| {
                    "Place or play a Lessen Card, not both in one turn.".into()
                }),
            ),
        }
    }

    pub fn act(&mut self, action: AsymmetryAction) -> bool {
        match action {
            AsymmetryAction::Pass => {
                if !self.core.viewer_to_move() {
                    return self.not_your_turn();
                }
                self.play(AsymmetryMove::Pass)
            }
            AsymmetryAction::Place => match self.selected {
                Some(card) if self.core.viewer_to_move() => self.play(AsymmetryMove::Place(card)),
                _ => self
                    .core
                    .refuse("Choose a hand card to place as your Lessen Card."),
            },
            AsymmetryAction::PlayLessen => self.tap_lessen(),
            AsymmetryAction::Undo => self.undo(),
            AsymmetryAction::Cancel => {
                self.selected = None;
                self.core.message = None;
                true
            }
            AsymmetryAction::ShowHand => {
                self.core.uncover();
                true
            }
        }
    }

    /// Undo is fair only within your own turn: never past a draw (which
    /// shows a new card) or another player's move.
    pub fn can_undo(&self) -> bool {
        self.core.can_undo_own_move()
    }

    pub fn undo(&mut self) -> bool {
        if !self.can_undo() || !self.core.undo() {
            return self.core.refuse("Nothing to undo in this turn.");
        }
        self.selected = None;
        true
    }
}
