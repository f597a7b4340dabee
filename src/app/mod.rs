//! App logic behind the screens, free of the browser so it is tested natively.
//!
//! - [`link`]: routes and share links (the `#…` part of the address).
//! - [`storage`]: versioned values over any key–value store.
//! - [`profile`]: statistics and settings.
//! - [`verslun_table`]: a Verslun game at the table: taps, hints, undo, saves.

pub mod link;
pub mod profile;
pub mod storage;
pub mod verslun_table;
