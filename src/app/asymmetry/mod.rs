//! An Asymmetry game at the table: four seats around the Play Pile, each
//! with its Ace (its power) and Lessen Card; what each tap does in the Play
//! and Lessen steps and why a card can't go; whose turn it is and why; the
//! computers' turns; fair Undo; the saved form.
//!
//! Everything the screen shows while the game is live comes from
//! [`AsymmetryTable::view`], the observation of the seat on screen: other
//! hands and the deck never reach it. Once the game is over every hand is
//! shown face up ([`AsymmetryTable::final_hands`]).

mod rules_page;
mod screen;
mod sentences;
mod taps;
#[cfg(test)]
mod tests;

use super::session::{ComputerSeats, Mark, Outcome, Session};
use super::table::TableCore;
use super::words::{count, Who};
use crate::engine::asymmetry::{Asymmetry, AsymmetryMove, AsymmetryOptions};
use crate::engine::cards::Card;
use crate::engine::{Game, GameOptions, Seat, Seed};

pub use super::table::PERSON;
pub use screen::{DropPlaces, SeatRow};
pub use sentences::{power_short, power_words};

/// Seats by where they sit: play moves to the left, seat s → s + 1.
pub const COMPASS: [&str; 4] = ["South", "West", "North", "East"];

/// What a button on the Asymmetry table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsymmetryAction {
    /// Skip the step: play nothing, or end the turn without a Lessen Card.
    Pass,
    /// Place the chosen hand card as the Lessen Card.
    Place,
    /// Play the Lessen Card onto the card just played.
    PlayLessen,
    /// Take back the card played this turn (before the Lessen step is done).
    Undo,
    Cancel,
    /// Pass and play: the next player shows their hand.
    ShowHand,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AsymmetryTable {
    /// The game, who made each move (for fair Undo), the screen, counts.
    core: TableCore<Asymmetry>,
    /// A hand card chosen to place as the Lessen Card.
    selected: Option<Card>,
}

impl AsymmetryTable {
    pub fn new(options: AsymmetryOptions, seed: Seed) -> AsymmetryTable {
        AsymmetryTable::from_core(TableCore::new(options, seed))
    }
}

impl Session for AsymmetryTable {
    type Game = Asymmetry;

    fn hint_marks(&self, mv: &AsymmetryMove) -> Vec<Mark> {
        use crate::engine::asymmetry::Step;
        match *mv {
            AsymmetryMove::Play(card) => vec![Mark::card(card)],
            AsymmetryMove::Pass if self.game().step() == Step::Play => {
                vec![Mark::named("Skip playing")]
            }
            AsymmetryMove::Pass => vec![Mark::named("End turn")],
            // "Place the 7♥", "Play the Lessen Card 7♥": named by how they begin.
            AsymmetryMove::Place(card) => vec![
                Mark::card(card),
                Mark::named_as("Place the", format!("Place the {}", card.spoken())),
            ],
            AsymmetryMove::PlayLessen => vec![Mark::named("Play the Lessen Card")],
        }
    }

    fn core(&self) -> &TableCore<Asymmetry> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut TableCore<Asymmetry> {
        &mut self.core
    }

    fn from_core(core: TableCore<Asymmetry>) -> AsymmetryTable {
        AsymmetryTable {
            core,
            selected: None,
        }
    }

    fn log_lines(&self) -> Vec<crate::app::log::LogLine> {
        self.log_with_seats()
    }

    /// You and West, North, East; in pass and play every seat by compass.
    fn who(&self, seat: Seat) -> Who {
        if seat == PERSON && !self.pass_and_play() {
            Who::You
        } else {
            Who::Named(COMPASS[seat % 4].to_string())
        }
    }

    fn progress(&self) -> String {
        format!(
            "deal {}, {}, turn {}, {} in your hand",
            self.seed().code(),
            self.options().describe(),
            self.game().turn_no(),
            count(self.game().hand(PERSON).len(), "card", "cards")
        )
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        if self.core.counted || !self.game().is_over() {
            return Vec::new();
        }
        self.core.counted = true;
        let Some(key) = self.stats_key() else {
            return Vec::new();
        };
        vec![Outcome {
            key,
            // Fewer cards left is better: the score is minus your cards.
            score: -(self.game().hand(PERSON).len() as i64),
            won: Some(self.game().winners().contains(&PERSON)),
            clean: self.clean(),
        }]
    }
}

impl ComputerSeats for AsymmetryTable {
    fn play_move(&mut self, mv: AsymmetryMove) -> bool {
        self.play(mv)
    }
}
