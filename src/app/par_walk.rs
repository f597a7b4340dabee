//! The par line (the best play the solver found, the deck order known)
//! stepped through on a solitaire's table once the game is over: Verslun's
//! and Arctic Solitaire solo's. The table shows the line's position; the
//! game itself, its save and its statistics are untouched.

use super::session::Session;
use super::spots::Button;
use crate::engine::Game;

/// A button of the par line's bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParStep {
    Back,
    Next,
    /// Leave the par line: the game's own end again.
    Leave,
}

/// A par line and how far along it the table is.
#[derive(Clone, Debug, PartialEq)]
pub struct ParWalk<G: Game> {
    line: Vec<G::Move>,
    /// Moves of the line made so far.
    at: usize,
    state: G,
}

impl<G: Game> ParWalk<G> {
    /// The position on the table: the deal with the line's first moves made.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The line's move that made the position shown (none at its start).
    pub fn last_move(&self) -> Option<&G::Move> {
        self.at.checked_sub(1).map(|i| &self.line[i])
    }

    /// The position before that move, replayed from `fresh` (the deal),
    /// for tables that say a move by what it changed.
    pub fn before_last(&self, fresh: G) -> G {
        let mut state = fresh;
        for mv in &self.line[..self.at.saturating_sub(1)] {
            let _ = state.apply(mv);
        }
        state
    }
}

/// A solitaire table that can step through its deal's par line. The table
/// keeps the walk; while there is one, its `game()` is the walk's state.
pub trait WalksPar: Session {
    fn walk(&self) -> Option<&ParWalk<Self::Game>>;
    fn walk_mut(&mut self) -> &mut Option<ParWalk<Self::Game>>;
    /// The move just made on the par line, in the game's words.
    fn par_move_words(&self) -> String;

    /// Starts stepping through a par line (moves in notation from the deal,
    /// a move a line) once the game is over; false, and nothing changes, if
    /// a move cannot be read or is not legal from the deal.
    fn start_par_walk(&mut self, line: &str) -> bool {
        if !self.is_over() {
            return false;
        }
        let Ok(line) = line
            .lines()
            .map(str::parse)
            .collect::<Result<Vec<<Self::Game as Game>::Move>, _>>()
        else {
            return false;
        };
        let fresh = Self::Game::new(self.options(), self.seed());
        let mut check = fresh.clone();
        if line.iter().any(|mv| check.apply(mv).is_err()) {
            return false;
        }
        *self.walk_mut() = Some(ParWalk {
            line,
            at: 0,
            state: fresh,
        });
        true
    }

    /// One step on (`forward`) or back along the par line.
    fn par_step(&mut self, forward: bool) -> bool {
        let fresh = Self::Game::new(self.options(), self.seed());
        let Some(w) = self.walk_mut().as_mut() else {
            return false;
        };
        let to = match forward {
            true if w.at < w.line.len() => w.at + 1,
            false if w.at > 0 => w.at - 1,
            _ => return false,
        };
        // Back is a replay from the deal (the line is checked).
        let mut state = fresh;
        for mv in &w.line[..to] {
            let _ = state.apply(mv);
        }
        w.state = state;
        w.at = to;
        true
    }

    fn end_par_walk(&mut self) {
        *self.walk_mut() = None;
    }

    /// Back, Next and Leave while the par line is shown (none otherwise).
    fn par_walk_buttons(&self) -> Vec<Button<ParStep>> {
        let Some((at, n)) = self.par_walk() else {
            return Vec::new();
        };
        vec![
            Button::new("Back", ParStep::Back).enabled(at > 0),
            Button::new("Next", ParStep::Next).primary().enabled(at < n),
            Button::new("Leave the par line", ParStep::Leave),
        ]
    }

    fn par_walk_act(&mut self, step: ParStep) -> bool {
        match step {
            ParStep::Back => self.par_step(false),
            ParStep::Next => self.par_step(true),
            ParStep::Leave => {
                self.end_par_walk();
                true
            }
        }
    }

    /// (moves made, moves in all) while stepping through the par line.
    fn par_walk(&self) -> Option<(usize, usize)> {
        self.walk().map(|w| (w.at, w.line.len()))
    }

    /// "Par line, step 3 of 41. You chose Column 2 to claim." or, at its
    /// start, what it is.
    fn par_walk_text(&self) -> String {
        match self.par_walk() {
            None => String::new(),
            Some((0, n)) => format!(
                "The par line: the best play found with the deck order known, {n} steps. Tap Next."
            ),
            Some((at, n)) => format!("Par line, step {at} of {n}. {}", self.par_move_words()),
        }
    }
}
