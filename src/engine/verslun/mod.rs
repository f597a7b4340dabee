//! Verslun, the solitaire of Columns and Claimed Columns.
//!
//! Rules: `../shared/seeds/verslun.txt`, read through `../shared/RULINGS.md`. A turn is split into small moves so that the
//! table can offer exactly the legal taps and undo can step back through a
//! claim one pair at a time:
//!
//! | move        | notation     | when                                              |
//! |-------------|--------------|---------------------------------------------------|
//! | Draw        | `draw`       | start of a turn: fill the Hand                     |
//! | Redeal      | `redeal 2`   | start of a turn (declining the draw) or after it   |
//! | Claim       | `claim 3`    | pick an open Column to claim                       |
//! | Pair        | `pair 7C`    | pair a Hand card with the next Column card up      |
//! | Confirm     | `confirm`    | finish the claim (at least one pair)               |
//! | End game    | `end`        | any time except in the middle of a claim           |
//!
//! Column numbers in the notation count from 1, left to right.

mod game;
pub mod greedy;
mod moves;
mod options;
pub mod par;
mod rules;
#[cfg(test)]
mod tests;
mod view;

pub use moves::VerslunMove;
pub use options::{VerslunOptions, COLUMN_COUNTS, HAND_SIZES};
pub use rules::{card_value, ClaimedColumn, EndReason, Phase, Place, Slot, Verslun, COLUMN_LEN};
pub use view::VerslunView;
