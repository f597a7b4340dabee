//! A Verslun game at the table: what each tap does, what is highlighted,
//! the current step in plain words, what is asked before a step that cannot
//! be taken back (End game; a Redeal that can only lose), undo, and the
//! saved form.
//!
//! The components only render this and forward taps; every decision is made
//! here or in the engine.

mod rules_page;
mod screen;
mod sentences;
mod taps;
#[cfg(test)]
mod tests;

use super::par_walk::{ParWalk, WalksPar};
pub use super::session::Hint;
use super::session::{Mark, Outcome, Session};
use super::table::TableCore;
use crate::engine::verslun::{Verslun, VerslunMove, VerslunOptions};
use crate::engine::{Game, GameOptions, Seed};

/// A step that cannot be taken back, waiting for the player to say yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asking {
    /// End game was pressed.
    EndGame,
    /// A Redeal of this Claimed Column that can only lose points.
    Redeal(usize),
}

/// What a Redeal of one Claimed Column would cost when it cannot gain
/// anything: the Deck cannot supply the new Column and Hand, so the game
/// ends at once and the discarded Claimed Column does not score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RedealCost {
    /// The Claimed Column discarded (from 0).
    pub column: usize,
    /// Its points, lost.
    pub points: u32,
    /// The score now, and once the Redeal has ended the game.
    pub score_now: u32,
    pub score_after: u32,
    /// Cards in the Deck, and how many a Redeal deals (a Column and a Hand).
    pub deck: usize,
    pub needed: usize,
}

/// The confirmation on screen: its question and its two answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub asking: Asking,
    pub text: String,
    /// The button that goes ahead; the other keeps playing.
    pub yes: &'static str,
    pub no: &'static str,
    /// Keep playing is the main (primary) button: going ahead can only
    /// lose, so the safe choice is the one the eye falls on.
    pub keep_is_main: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct VerslunTable {
    /// The game, its saves and counts (Cancel claim is no Undo: nothing
    /// was settled).
    core: TableCore<Verslun>,
    choosing_redeal: bool,
    asking: Option<Asking>,
    /// What the last Undo or Cancel claim took back, for [`Self::said`].
    undone: Option<&'static str>,
    /// After the game: the par line, stepped through on the table.
    walk: Option<ParWalk<Verslun>>,
}

impl VerslunTable {
    pub fn new(options: VerslunOptions, seed: Seed) -> VerslunTable {
        VerslunTable::from_core(TableCore::new(options, seed))
    }

    pub fn choosing_redeal(&self) -> bool {
        self.choosing_redeal
    }

    pub fn is_legal(&self, mv: &VerslunMove) -> bool {
        self.game().legal_moves().contains(mv)
    }

    /// What the table is waiting for the player to confirm, if anything.
    pub fn asking(&self) -> Option<Asking> {
        self.asking
    }

    /// Once, when the game is over: the score to add to the statistics.
    pub fn take_result(&mut self) -> Option<i64> {
        if self.is_over() && !self.core.counted {
            self.core.counted = true;
            Some(self.core.game().score() as i64)
        } else {
            None
        }
    }
}

impl Session for VerslunTable {
    type Game = Verslun;

    fn last_move_words(&self) -> Option<String> {
        Some(self.move_words()).filter(|w| !w.is_empty())
    }

    fn hint_marks(&self, mv: &VerslunMove) -> Vec<Mark> {
        use crate::engine::verslun::Slot;
        match *mv {
            VerslunMove::Draw => vec![Mark::named("Draw")],
            // Any of its cards starts the claim.
            VerslunMove::Claim(c) => match self.game().slots().get(c) {
                Some(Slot::Column(cards)) => {
                    cards.last().map(|&c| Mark::card(c)).into_iter().collect()
                }
                _ => Vec::new(),
            },
            VerslunMove::Pair(card) => vec![Mark::card(card)],
            VerslunMove::Confirm => vec![Mark::named("Confirm claim")],
            VerslunMove::EndGame => vec![Mark::named("End game")],
            // With one Claimed Column, Redeal discards it; with more, the
            // Column is tapped next.
            VerslunMove::Redeal(c) => {
                let legal = self.game().legal_moves();
                let redeals = legal.iter().filter(|m| matches!(m, VerslunMove::Redeal(_)));
                match redeals.count() {
                    1 => vec![Mark::named("Redeal")],
                    _ => vec![
                        Mark::named("Redeal"),
                        Mark::named(format!("Discard Column {} and Redeal", c + 1)),
                    ],
                }
            }
        }
    }

    fn core(&self) -> &TableCore<Verslun> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut TableCore<Verslun> {
        &mut self.core
    }

    fn from_core(core: TableCore<Verslun>) -> VerslunTable {
        VerslunTable {
            core,
            choosing_redeal: false,
            asking: None,
            undone: None,
            walk: None,
        }
    }

    /// The position on the table: the game's, or while stepping through the
    /// par line, the line's.
    fn game(&self) -> &Verslun {
        match &self.walk {
            Some(w) => w.state(),
            None => self.core.game(),
        }
    }

    fn progress(&self) -> String {
        format!(
            "deal {}, {}, turn {}, {} points",
            self.seed().code(),
            self.options().describe(),
            self.core.game().turn(),
            self.core.game().score()
        )
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        let key = self.stats_key().unwrap_or_default();
        self.take_result()
            .map(|score| Outcome {
                key,
                score,
                won: None,
                clean: self.clean(),
            })
            .into_iter()
            .collect()
    }
}

impl WalksPar for VerslunTable {
    fn walk(&self) -> Option<&ParWalk<Verslun>> {
        self.walk.as_ref()
    }

    fn walk_mut(&mut self) -> &mut Option<ParWalk<Verslun>> {
        &mut self.walk
    }

    fn par_move_words(&self) -> String {
        self.move_words()
    }
}
