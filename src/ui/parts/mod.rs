//! The tables' shared parts: rows of card spots and buttons (keyed lists,
//! so a card keeps its element and keyboard focus while its key stays),
//! the top bar and Share, the deal line, the end panel, the move log and
//! the par line's controls.

pub mod end_panel;
pub mod move_log;
pub mod par_walk;
pub mod rows;
pub mod topbar;
