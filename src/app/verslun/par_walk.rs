//! The par line (the best play the solver found) stepped through on the
//! table once the game is over.

use crate::app::session::Session;
use crate::engine::verslun::{Verslun, VerslunMove};
use crate::engine::Game;

use super::VerslunTable;

/// The par line (the best play the solver found, the deck order known)
/// shown on the table a step at a time, once the game is over. The table
/// shows its position; the game itself, its save and its statistics are
/// untouched.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ParWalk {
    pub(super) line: Vec<VerslunMove>,
    /// Moves of the line made so far.
    pub(super) at: usize,
    pub(super) state: Verslun,
}

impl VerslunTable {
    // ---- the par line, after the game ------------------------------------------

    /// Starts stepping through a par line (moves in notation from the deal,
    /// a move a line) once the game is over; false, and nothing changes, if
    /// a move cannot be read or is not legal from the deal.
    pub fn start_par_walk(&mut self, line: &str) -> bool {
        if !self.core.game().is_over() {
            return false;
        }
        let Ok(line) = line
            .lines()
            .map(str::parse)
            .collect::<Result<Vec<VerslunMove>, _>>()
        else {
            return false;
        };
        let fresh = Verslun::new(self.options(), self.seed());
        let mut check = fresh.clone();
        if line.iter().any(|mv| check.apply(mv).is_err()) {
            return false;
        }
        self.walk = Some(ParWalk {
            line,
            at: 0,
            state: fresh,
        });
        true
    }

    /// One step on (`forward`) or back along the par line.
    pub fn par_step(&mut self, forward: bool) -> bool {
        let (options, seed) = (self.options().clone(), self.seed());
        let Some(w) = self.walk.as_mut() else {
            return false;
        };
        let to = match forward {
            true if w.at < w.line.len() => w.at + 1,
            false if w.at > 0 => w.at - 1,
            _ => return false,
        };
        // Back is a replay from the deal (the line is short and checked).
        let mut state = Verslun::new(&options, seed);
        for mv in &w.line[..to] {
            let _ = state.apply(mv);
        }
        w.state = state;
        w.at = to;
        true
    }

    pub fn end_par_walk(&mut self) {
        self.walk = None;
    }

    /// (moves made, moves in all) while stepping through the par line.
    pub fn par_walk(&self) -> Option<(usize, usize)> {
        self.walk.as_ref().map(|w| (w.at, w.line.len()))
    }

    /// "Par line, step 3 of 41. You chose Column 2 to claim." or, at its
    /// start, what it is.
    pub fn par_walk_text(&self) -> String {
        match self.par_walk() {
            None => String::new(),
            Some((0, n)) => format!(
                "The par line: the best play found with the deck order known, {n} steps. Tap Next."
            ),
            Some((at, n)) => format!("Par line, step {at} of {n}. {}", self.move_words()),
        }
    }
}
