//! The Verslun table in words: the step line, the last move said, the
//! questions asked and the cost of a Redeal that can only lose.

use crate::app::par_walk::WalksPar;
use crate::app::session::Session;
use crate::engine::verslun::{Phase, Slot, VerslunMove};
use crate::engine::Game;

use super::{Asking, Question, RedealCost, VerslunTable};

impl VerslunTable {
    /// The confirmation to show, in words, while one is asked.
    pub fn question(&self) -> Option<Question> {
        let asking = self.asking?;
        Some(match asking {
            Asking::EndGame => Question {
                asking,
                text: format!("End the game with {}?", points(self.game().score())),
                yes: "End the game now",
                no: "Keep playing",
                keep_is_main: false,
            },
            Asking::Redeal(column) => Question {
                asking,
                text: self.redeal_cost(column)?.question(),
                yes: "Redeal and end the game",
                no: "Keep playing",
                keep_is_main: true,
            },
        })
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<&'static str> {
        match self.game().phase() {
            Phase::Over(reason) => Some(reason.explain()),
            _ => None,
        }
    }

    /// The current step of the turn, in plain words.
    pub fn step_text(&self) -> String {
        if self.walk.is_some() {
            return self.par_walk_text();
        }
        let game = self.game();
        let hand = self.options().hand_size;
        let has_claimed = game.slots().iter().any(|s| matches!(s, Slot::Claimed(_)));
        // A Redeal that can only lose is not offered as a way on.
        let redeal_helps = !self.redeal_only_loses();
        match game.phase() {
            Phase::TurnStart if self.moves_made() == 0 => "Draw your Hand to begin.".into(),
            Phase::TurnStart if has_claimed && redeal_helps => {
                format!("Draw up to {hand} cards, or Redeal without drawing.")
            }
            Phase::TurnStart => format!("Draw up to {hand} cards."),
            Phase::ClaimStep { redeal_available } => {
                let any = (0..game.slots().len()).any(|c| game.can_claim(c));
                match (any, *redeal_available, redeal_helps) {
                    (true, true, true) => "Pick a Column to claim (its bottom card must pair with a Hand card), or Redeal first.".into(),
                    (true, _, _) => "Pick a Column to claim: its bottom card must pair with a Hand card.".into(),
                    (false, true, true) => "Nothing can be claimed. Redeal, or end the game.".into(),
                    // (The engine ends a turn with nothing to claim and no Redeal left.)
                    (false, false, _) => "Nothing can be claimed. End the game.".into(),
                    (false, true, false) => format!(
                        "Nothing can be claimed, and {}, so a Redeal would end the game and lose a Claimed Column. End the game to keep your {}.",
                        deck_words(game.deck_count(), self.redeal_needs()),
                        points(game.score())
                    ),
                }
            }
            Phase::Claiming { paired, .. } => {
                let points = game.pending_points();
                match game.next_to_pair() {
                    Some(target)
                        if game
                            .legal_moves()
                            .iter()
                            .any(|m| matches!(m, VerslunMove::Pair(_))) =>
                    {
                        if paired.is_empty() {
                            format!("Pick a Hand card to pair with the {}.", target.spoken())
                        } else {
                            format!(
                                "Pair the {} with a Hand card, or confirm the claim for {points} points.",
                                target.spoken()
                            )
                        }
                    }
                    Some(target) => format!(
                        "No Hand card pairs with the {}. Confirm the claim for {points} points.",
                        target.spoken()
                    ),
                    None => format!("Every card is paired. Confirm the claim for {points} points."),
                }
            }
            Phase::Over(reason) => {
                format!(
                    "Game over. {} Final score: {}.",
                    reason.explain(),
                    game.score()
                )
            }
        }
    }

    /// The last move in words, for a screen reader's live region: "You
    /// paired the 3 of spades with the king of spades."
    pub fn said(&self) -> String {
        match self.walk {
            // The step line says the par line's moves.
            Some(_) => String::new(),
            None => self.move_words(),
        }
    }

    /// The last move in words (the par line's, while it is shown).
    pub(super) fn move_words(&self) -> String {
        if let Some(words) = self.undone {
            return words.into();
        }
        let game = self.game();
        let last = match &self.walk {
            Some(w) => w.last_move(),
            None => self.core.record().moves.last(),
        };
        let hand = || {
            let cards: Vec<String> = game.hand().iter().map(|c| c.spoken()).collect();
            format!("Your Hand: {}.", cards.join(", "))
        };
        match last {
            None => String::new(),
            Some(VerslunMove::Draw) => format!("You drew. {}", hand()),
            Some(VerslunMove::Redeal(c)) => format!(
                "You discarded Claimed Column {} and your Hand and redealt. {}",
                c + 1,
                hand()
            ),
            Some(VerslunMove::Claim(c)) => format!("You chose Column {} to claim.", c + 1),
            Some(VerslunMove::Pair(card)) => {
                let column = match (game.phase(), self.claiming_column()) {
                    (Phase::Claiming { paired, .. }, Some(c)) => match &game.slots()[c] {
                        Slot::Column(cards) => cards.get(cards.len() - paired.len()).copied(),
                        _ => None,
                    },
                    _ => None,
                };
                match column {
                    Some(col) => format!(
                        "You paired the {} with the {}.",
                        col.spoken(),
                        card.spoken()
                    ),
                    None => format!("You paired the {}.", card.spoken()),
                }
            }
            Some(VerslunMove::Confirm) => {
                format!("You claimed the Column. Score {}.", game.score())
            }
            Some(VerslunMove::EndGame) => "You ended the game.".into(),
        }
    }
}

impl RedealCost {
    /// "Redeal discards Column 2 (14 points) and your Hand, and with the
    /// Deck empty it ends the game: your score would be 30 instead of 44.
    /// Redeal anyway?"
    pub fn question(&self) -> String {
        let why = if self.deck == 0 {
            "with the Deck empty it ends the game".to_string()
        } else {
            format!(
                "with only {} in the Deck, not the {} it deals, it ends the game",
                cards(self.deck),
                self.needed
            )
        };
        format!(
            "Redeal discards Column {} ({}) and your Hand, and {why}: your score would be {} instead of {}. Redeal anyway?",
            self.column + 1,
            points(self.points),
            self.score_after,
            self.score_now
        )
    }
}

/// "1 point", "14 points".
pub(super) fn points(n: u32) -> String {
    format!("{n} point{}", if n == 1 { "" } else { "s" })
}

/// "1 card", "5 cards".
fn cards(n: usize) -> String {
    format!("{n} card{}", if n == 1 { "" } else { "s" })
}

/// Why the Deck cannot supply a Redeal: "the Deck is empty", "the Deck
/// has only 3 cards, not the 9 a Redeal deals".
pub(super) fn deck_words(deck: usize, needed: usize) -> String {
    match deck {
        0 => "the Deck is empty".into(),
        n => format!(
            "the Deck has only {}, not the {needed} a Redeal deals",
            cards(n)
        ),
    }
}
