//! App logic behind the screens, free of the browser so it is tested natively.
//!
//! - [`games`]: the list of games; everything that differs by game goes through it.
//! - [`link`]: routes and share links (the `#…` part of the address).
//! - [`storage`]: versioned values over any key–value store.
//! - [`backup`]: the player's backup file: export, check, plan and import.
//! - [`profile`]: statistics and settings; [`stats_page`]: the statistics screen.
//! - [`saved`]: a game as it is kept (its record, what was counted and shown).
//! - [`session`]: what every game at the table shares (saves, opening links);
//!   [`table`]: the state every table keeps, written once.
//! - [`spots`]: what a table shows, as data the screen's shared blocks render.
//! - [`jobs`]: what the Web Worker does for a page (computer moves, pars, hints, a review's chances and what the Hard computer would have played instead).
//! - [`log`]: the move log, each line with whose move it tells; since your turn.
//! - [`review`]: a finished game's review: its link (the whole record), its steps, chances.
//! - [`rules_page`]: every game's rules page as HTML, written at build time;
//!   [`faces`]: card faces as HTML (the tables' and the rules pages').
//! - [`words`]: sentences about a seat (you / the computer / Computer 2) and points.
//! - One module per game's table: [`verslun`], [`pickup`], [`thricewise`],
//!   [`asymmetry`], [`arctic`]: its taps, hints, step text, reveals.

pub mod arctic;
pub mod asymmetry;
pub mod backup;
pub mod faces;
pub mod games;
pub mod guide;
pub mod jobs;
pub mod link;
pub mod log;
pub mod par_walk;
pub mod pickup;
pub mod profile;
pub mod review;
pub mod rules_page;
pub mod saved;
pub mod session;
pub mod spots;
pub mod stats_page;
pub mod storage;
pub mod table;
pub mod thricewise;
pub mod verslun;
pub mod words;
