//! Thricewise, for 2–5 players with the Decktet: every turn each player
//! secretly picks a card, the picks are revealed, and they are placed on a
//! growing grid in rising rank order; three in a row that are a flush, a set
//! or a straight score.
//!
//! Rules: `../shared/seeds/thricewise.txt`, read through `../shared/RULINGS.md`.
//!
//! The picks are simultaneous in the game but moves are made one at a time:
//! each seat's pick is hidden from every other seat's observation until the
//! last pick reveals them all, so nobody (person or bot) picks knowing
//! another's pick.
//!
//! | move  | notation            | when                                          |
//! |-------|---------------------|-----------------------------------------------|
//! | Pick  | `pick 5YK`          | the pick: every seat holding a card, in seat order |
//! | Place | `place 5YK at -1,2` | your placement: your pick or a deferred card, on a legal cell |
//!
//! Cells are (row, column) counted from the start layout's top-left card,
//! so they can be negative once the grid grows up or left.

mod game;
mod grid;
mod moves;
mod options;
mod rules;
mod runs;
mod view;

pub use grid::{Card, Cell, Grid, DIRECTIONS, MAX_SPAN};
pub use moves::ThricewiseMove;
pub use options::{ThricewiseOptions, PLAYERS};
pub use rules::{Phase, Place, Thricewise, HAND};
pub use runs::{LastPlaced, Placement, Run};
pub use view::ThricewiseView;
