//! The guided first game of each game (issue 28): a fixed deal and a script
//! of steps. The guide's page (`guide-<game>.html`, loaded only when the
//! guide is opened) plays it on the game's real table: it marks what to use, says why,
//! waits for the person's move (tap, drag or keys) and answers any other move
//! with a nudge; the computers' moves come from the script, never a search,
//! so the story told is the story played. A guide counts nothing in the
//! statistics and never touches the player's saved game.
//!
//! This module holds the data and its checks (pure Rust, tested natively);
//! each game's script lives in a file of its own here (`verslun.rs`, …).

pub mod arctic;
pub mod asymmetry;
pub mod check;
pub mod thricewise;

use super::games::{GameId, Registered};

/// What a step marks on the table, so the person sees what to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A card, by its `data-card` text (the card's `Display`: "7C", …).
    Card(&'static str),
    /// A button or other control, by its accessible name ("Draw").
    Control(&'static str),
}

/// Who makes a step's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    /// The person at the screen: the guide waits for them to make it.
    Person,
    /// A computer seat: the guide plays it itself, at the table's pace.
    Computer,
}

/// One step: a move in the game's notation (exactly one `Game::Move`), who
/// makes it, what to mark (in the order the person uses them) and what the
/// guide says, a sentence or two: what to do and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub by: By,
    pub mv: &'static str,
    pub marks: &'static [Mark],
    pub says: &'static str,
}

/// A step the person makes: the guide waits for it.
pub const fn you(mv: &'static str, marks: &'static [Mark], says: &'static str) -> Step {
    Step {
        by: By::Person,
        mv,
        marks,
        says,
    }
}

/// A computer's step: the guide plays it (it marks nothing).
pub const fn computer(mv: &'static str, says: &'static str) -> Step {
    Step {
        by: By::Computer,
        mv,
        marks: &[],
        says,
    }
}

/// A game's guided first game: the deal (its link's options as `name=value`
/// pairs, and the seed code), what the guide says before the first step, its
/// steps, and what it says at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guide {
    pub game: GameId,
    pub params: &'static [(&'static str, &'static str)],
    pub seed: &'static str,
    pub intro: &'static str,
    pub steps: &'static [Step],
    pub outro: &'static str,
}

pub mod pickup;
pub mod verslun;

#[cfg(test)]
mod tests;

use super::link::Deal;
use crate::engine::{Game, Seed};

/// A game's guided first game. Every game of the list has one: [`guide`]
/// asks each for it, so a game without one does not build.
pub trait GameGuide: Registered {
    const GUIDE: Guide;
}

/// The game's guide, if this build carries it (a guide's page,
/// `guide-<id>.html`, only its own game's: the others' words are data it
/// need not load; the condition is a constant for each game, so they go).
pub fn guide(game: GameId) -> Option<&'static Guide> {
    crate::with_game!(game, G => match <G as Registered>::GAME.carries_guide() {
        true => Some(&<G as GameGuide>::GUIDE),
        false => None,
    })
}

impl Guide {
    /// The guide's deal, as a link would give it.
    pub fn deal(&self) -> Result<Deal, String> {
        let seed: Seed = self.seed.parse().map_err(|e| format!("{e}"))?;
        let params: Vec<(String, String)> = self
            .params
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Deal::from_params(self.game, &params, seed)
    }
}

impl Guide {
    /// What the guide's panel says when the game has made `at` moves
    /// (`over`: the game has ended), in step with the table: a person's
    /// step after a computer's says first what that computer just did; a
    /// computer's step after another computer's says what was just done
    /// (the table shows it), not what comes next; after the script, the
    /// outro, or, once the game played on past it has ended, that it has.
    pub fn says_at(&self, at: usize, over: bool) -> String {
        let step = |n: usize| self.steps.get(n);
        let made_by_computer = at
            .checked_sub(1)
            .and_then(step)
            .filter(|s| s.by == By::Computer);
        match (step(at), made_by_computer) {
            (Some(now), _) if at == 0 => format!("{} {}", self.intro, now.says),
            (Some(now), Some(made)) if now.by == By::Person => {
                format!("{} {}", made.says, now.says)
            }
            (Some(_), Some(made)) => made.says.to_string(),
            (Some(now), None) => now.says.to_string(),
            (None, _) if over && at > self.steps.len() => GAME_OVER.to_string(),
            (None, Some(made)) => format!("{} {}", made.says, self.outro),
            (None, None) => self.outro.to_string(),
        }
    }
}

/// What the guide says once the game played on after its script has ended.
pub const GAME_OVER: &str = "This game is over. Play a real game, or go back to the rules.";

/// What the guide says to a move that is not the step's: the step again.
pub fn nudge(step: &Step) -> String {
    format!("Not that one. {}", step.says)
}

/// A guide being played on a table (held by its
/// [`TableCore`](super::table::TableCore)): the script with each step's move
/// read. Step `n` is the game's move `n`, so Undo steps back with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Guided<G: Game> {
    pub guide: &'static Guide,
    moves: Vec<G::Move>,
}

impl<G: Game> Guided<G> {
    pub fn new(guide: &'static Guide) -> Result<Guided<G>, String> {
        let moves = guide
            .steps
            .iter()
            .map(|s| s.mv.parse::<G::Move>())
            .collect::<Result<_, _>>()?;
        Ok(Guided { guide, moves })
    }

    /// The step of the game's move `n`; none once the script is played.
    pub fn step(&self, n: usize) -> Option<&'static Step> {
        self.guide.steps.get(n)
    }

    /// The move to play as the game's move `n` when `offered` is made: a
    /// computer's is the script's (whatever it would have chosen), a
    /// person's only the step's, else the nudge. After the script, any.
    pub fn check(&self, n: usize, offered: G::Move) -> Result<G::Move, String> {
        match (self.step(n), self.moves.get(n)) {
            (Some(step), Some(mv)) if step.by == By::Computer => Ok(mv.clone()),
            (Some(step), Some(mv)) if *mv != offered => Err(nudge(step)),
            _ => Ok(offered),
        }
    }

    /// The computer's move the script has at move `n`, if it is one.
    pub fn computer_move(&self, n: usize) -> Option<G::Move> {
        let step = self.step(n)?;
        (step.by == By::Computer).then(|| self.moves[n].clone())
    }
}
