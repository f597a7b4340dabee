//! Taps and choices at the Verslun table: Draw, a Column, a Hand card,
//! Confirm, Redeal (and what it would cost), End game, the questions' answers,
//! Undo and Cancel claim.

use crate::app::session::Session;
use crate::engine::cards::Card;
use crate::engine::verslun::{Phase, Slot, VerslunMove, COLUMN_LEN};
use crate::engine::Game;

use super::{Asking, RedealCost, VerslunTable};

impl VerslunTable {
    fn try_move(&mut self, mv: VerslunMove) -> bool {
        match self.core.play(mv) {
            Ok(_) => {
                self.undone = None;
                self.choosing_redeal = false;
                self.asking = None;
                true
            }
            Err(e) => {
                self.core.message = Some(e.0);
                false
            }
        }
    }

    pub fn draw(&mut self) -> bool {
        self.try_move(VerslunMove::Draw)
    }

    pub fn confirm(&mut self) -> bool {
        self.try_move(VerslunMove::Confirm)
    }

    pub fn end_game(&mut self) -> bool {
        self.try_move(VerslunMove::EndGame)
    }

    /// The End game button: asks first (`question`), or says why not now.
    pub fn ask_end_game(&mut self) -> bool {
        if self.is_legal(&VerslunMove::EndGame) {
            self.asking = Some(Asking::EndGame);
            self.core.message = None;
            true
        } else {
            self.asking = None;
            self.core.message = Some(match self.game().phase() {
                Phase::Claiming { .. } => "Finish the claim (Confirm) or cancel it first.".into(),
                _ => "The game is over.".into(),
            });
            false
        }
    }

    /// Yes to the question asked: the step is taken.
    pub fn answer_yes(&mut self) -> bool {
        match self.asking.take() {
            Some(Asking::EndGame) => self.end_game(),
            Some(Asking::Redeal(column)) => self.try_move(VerslunMove::Redeal(column)),
            None => false,
        }
    }

    /// No ("Keep playing", Escape): nothing changes. Gives back what was
    /// asked, so the screen can return focus to the button that asked it.
    pub fn keep_playing(&mut self) -> Option<Asking> {
        self.choosing_redeal = false;
        self.core.message = None;
        self.asking.take()
    }

    /// Cards a Redeal deals: a new Column, then a new Hand.
    pub(super) fn redeal_needs(&self) -> usize {
        COLUMN_LEN + self.options().hand_size as usize
    }

    /// What a Redeal of this Claimed Column would cost, if it is legal now
    /// and can only lose: the Deck holds fewer cards than the new Column and
    /// Hand need, so (rulings, Redeal) the game ends at once and the
    /// discarded Claimed Column does not score. With enough cards a Redeal
    /// may gain, and this is `None`.
    pub fn redeal_cost(&self, column: usize) -> Option<RedealCost> {
        let game = self.game();
        let Some(Slot::Claimed(claimed)) = game.slots().get(column) else {
            return None;
        };
        let needed = self.redeal_needs();
        if !self.is_legal(&VerslunMove::Redeal(column)) || game.deck_count() >= needed {
            return None;
        }
        Some(RedealCost {
            column,
            points: claimed.points(),
            score_now: game.score(),
            score_after: game.score() - claimed.points(),
            deck: game.deck_count(),
            needed,
        })
    }

    /// Is a Redeal offered now, and would every Redeal only end the game?
    pub fn redeal_only_loses(&self) -> bool {
        let game = self.game();
        let mut redeals = (0..game.slots().len())
            .filter(|&c| self.is_legal(&VerslunMove::Redeal(c)))
            .peekable();
        redeals.peek().is_some() && redeals.all(|c| self.redeal_cost(c).is_some())
    }

    /// The Redeal button: with one Claimed Column it redeals that one; with
    /// several, the player taps the one to discard. A Redeal that can only
    /// lose points is asked first (`question`).
    pub fn redeal(&mut self) -> bool {
        self.asking = None;
        let redeals: Vec<VerslunMove> = self
            .game()
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, VerslunMove::Redeal(_)))
            .collect();
        match redeals.as_slice() {
            [] => {
                self.core.message = Some(match self.game().phase() {
                    Phase::ClaimStep {
                        redeal_available: false,
                    } => "Only one Redeal per turn, before the claim.".into(),
                    Phase::Claiming { .. } => "Finish the claim (Confirm) or undo it first.".into(),
                    _ => "A Redeal needs a Claimed Column to discard.".into(),
                });
                false
            }
            [VerslunMove::Redeal(only)] => self.redeal_column(*only),
            _ => {
                self.choosing_redeal = !self.choosing_redeal;
                self.core.message = self
                    .choosing_redeal
                    .then(|| "Tap the Claimed Column to discard with your Hand.".to_string());
                true
            }
        }
    }

    /// Redeals this Claimed Column, or asks first when that can only lose.
    fn redeal_column(&mut self, column: usize) -> bool {
        if self.redeal_cost(column).is_some() {
            self.choosing_redeal = false;
            self.asking = Some(Asking::Redeal(column));
            self.core.message = None;
            true
        } else {
            self.try_move(VerslunMove::Redeal(column))
        }
    }

    pub fn tap_column(&mut self, column: usize) -> bool {
        if self.choosing_redeal {
            return self.redeal_column(column);
        }
        if let Phase::Claiming {
            column: current, ..
        } = self.game().phase()
        {
            if *current == column {
                self.core.message = Some(self.step_text());
                return false;
            }
        }
        self.try_move(VerslunMove::Claim(column))
    }

    pub fn tap_hand(&mut self, card: Card) -> bool {
        self.try_move(VerslunMove::Pair(card))
    }

    /// Undo steps back one choice; it never goes back over a draw or redeal.
    pub fn undo(&mut self) -> bool {
        self.choosing_redeal = false;
        self.asking = None;
        if self.core.undo() {
            self.undone = Some("You took back your last choice.");
            true
        } else {
            self.core.message = Some("Nothing to undo since the cards were last drawn.".into());
            false
        }
    }

    /// Cancels a claim being built (steps back over all of it).
    pub fn cancel_claim(&mut self) -> bool {
        let mut changed = false;
        while matches!(self.game().phase(), Phase::Claiming { .. }) && self.core.take_back() {
            changed = true;
        }
        self.core.message = None;
        self.asking = None;
        if changed {
            self.undone = Some("You cancelled the claim.");
        }
        changed
    }
}
