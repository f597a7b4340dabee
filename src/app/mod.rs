//! App logic behind the screens, free of the browser so it is tested natively.
//!
//! - [`link`]: routes and share links (the `#…` part of the address).
//! - [`storage`]: versioned values over any key–value store.
//! - [`backup`]: the player's backup file: export, check, plan and import.
//! - [`profile`]: statistics and settings.
//! - [`session`]: what every game at the table shares (saves, opening links).
//! - [`spots`]: what a table shows, as data the screen's shared blocks render.
//! - [`verslun_table`]: a Verslun game at the table: taps, hints, undo, saves.
//! - [`pickup_table`]: a Pick Up match: selection, computer turns, reveal.
//! - [`thricewise_table`]: a Thricewise game: picks, placements on the grid, computers.
//! - [`arctic_table`]: an Arctic Solitaire game: places, piles and shifts, Triple Topper discards, the set-up step by step, each round's hands at its end.
//! - [`jobs`]: what a Web Worker does for a page (Arctic Solitaire's computer moves and par), record in, text out.
//! - [`asymmetry_table`]: an Asymmetry game: powers, the Play and Lessen steps, whose turn and why.
//! - [`words`]: sentences about a seat (you / the computer / Computer 2) and points.

pub mod arctic_table;
pub mod asymmetry_table;
pub mod backup;
pub mod jobs;
pub mod link;
pub mod pickup_table;
pub mod profile;
pub mod session;
pub mod spots;
pub mod stats_page;
pub mod storage;
pub mod thricewise_table;
pub mod verslun_table;
pub mod words;
