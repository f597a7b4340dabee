//! A Thricewise game at the table: what a tap selects, which cells light up,
//! when computers move, the cover between people, and the saved form.
//!
//! Everything the screen shows comes from [`ThricewiseTable::view`], the
//! observation of the seat on screen: other hands and picks not yet revealed
//! never reach it.

mod end;
mod rules_page;
mod screen;
mod sentences;
mod taps;
#[cfg(test)]
mod tests;

use super::log::LogLine;
use super::saved::SavedGame;
use super::session::{ComputerSeats, Mark, Outcome, Session};
use super::table::TableCore;
use super::words::{seat_whos, Who};
use crate::engine::thricewise::{Card, Phase, Thricewise, ThricewiseMove, ThricewiseOptions};
use crate::engine::{Game, GameOptions, Record, RecordError, Seed};
use sentences::log_lines;

pub use super::table::PERSON;
pub use screen::{cell_key, CellFace, GridSpot, PlayerRow};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThricewiseAction {
    /// Commit the selected card as this turn's pick.
    Pick,
    Cancel,
    /// Pass and play: the next player shows their hand.
    ShowHand,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ThricewiseTable {
    /// The game, the screen and cover, what was counted.
    core: TableCore<Thricewise>,
    /// One line per placement (and per reveal), newest last.
    log: Vec<LogLine>,
    selected: Option<Card>,
}

fn seats(options: &ThricewiseOptions) -> Vec<Who> {
    seat_whos(&options.opponents)
}

/// "You", "Computer 2", "Player 1", for every seat.
fn seat_names(options: &ThricewiseOptions) -> Vec<String> {
    seats(options).iter().map(Who::subject).collect()
}

impl ThricewiseTable {
    pub fn new(options: ThricewiseOptions, seed: Seed) -> ThricewiseTable {
        ThricewiseTable::from_core(TableCore::new(options, seed))
    }

    // ---- the computer ----------------------------------------------------

    /// Is the computer's next move a placement (shown one at a time, with a
    /// pause) rather than a secret pick?
    pub fn computer_places(&self) -> bool {
        self.game().phase() == Phase::Place
    }

    pub fn selected(&self) -> Option<Card> {
        self.selected
    }
}

impl Session for ThricewiseTable {
    type Game = Thricewise;

    fn hint_marks(&self, mv: &ThricewiseMove) -> Vec<Mark> {
        match *mv {
            ThricewiseMove::Pick(card) => vec![Mark::card(card), Mark::named("Pick")],
            // The cell as the table names it once the card is chosen.
            ThricewiseMove::Place { card, cell } => {
                let mut chosen = self.clone();
                chosen.selected = Some(card);
                chosen.core.screen.covered = false;
                let name = chosen.grid_spots().into_iter().find(|s| s.cell == cell);
                let mut marks = vec![Mark::card(card)];
                // Said by a neighbour: the grid shows no row or column numbers.
                marks.extend(name.map(|s| Mark::named_as(&s.name, self.space_words(cell))));
                marks
            }
        }
    }

    fn core(&self) -> &TableCore<Thricewise> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut TableCore<Thricewise> {
        &mut self.core
    }

    fn from_core(core: TableCore<Thricewise>) -> ThricewiseTable {
        let mut table = ThricewiseTable {
            core,
            log: Vec::new(),
            selected: None,
        };
        table.auto_select();
        table
    }

    /// The log is written again as the record replays.
    fn from_saved(saved: &SavedGame) -> Result<ThricewiseTable, RecordError> {
        let names = seat_names(&Record::<Thricewise>::from_raw(&saved.record)?.options);
        let mut log = Vec::new();
        let core = TableCore::from_saved_watching(saved, |game: &Thricewise, mv| {
            // Each position before its move: apply it to a copy to log it.
            let (seat, mut after) = (game.current_player().unwrap_or(PERSON), game.clone());
            let reveal = game.is_last_pick().then(|| game.turn());
            if after.apply(mv).is_ok() {
                log.extend(log_lines(&names, &after, seat, mv, reveal));
            }
        })?;
        let mut table = ThricewiseTable::from_core(core);
        table.log = log;
        Ok(table)
    }

    fn log_lines(&self) -> Vec<LogLine> {
        self.log.clone()
    }

    fn progress(&self) -> String {
        let view = self.view();
        let scores: Vec<String> = view.scores.iter().map(|s| s.to_string()).collect();
        format!(
            "deal {}, {}, turn {}, scores {}",
            self.seed().code(),
            self.options().describe(),
            view.turn,
            scores.join("–")
        )
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        let mut out = Vec::new();
        if self.core.counted || !self.game().is_over() {
            return out;
        }
        self.core.counted = true;
        if let Some(key) = self.stats_key() {
            out.push(Outcome {
                key,
                score: self.game().scores()[PERSON],
                won: Some(self.game().winners().contains(&PERSON)),
                // No Undo at this table (a pick is secret and final): clean
                // unless a hint was taken.
                clean: self.clean(),
            });
        }
        out
    }
}

impl ComputerSeats for ThricewiseTable {
    fn play_move(&mut self, mv: ThricewiseMove) -> bool {
        self.play(mv)
    }
}
