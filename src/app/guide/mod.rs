//! The guided first game of each game (issue 28): a fixed deal and a script
//! of steps. The guide page (`guide.html`, loaded only when a guide is
//! opened) plays it on the game's real table: it marks what to use, says why,
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

use super::games::GameId;

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
