//! Card Table: five card games in one app.
//!
//! - [`engine`]: the rules, seeds and save format. Pure Rust, no browser.
//! - [`app`]: app logic the screens need (links, storage, statistics, the
//!   table session with undo). Pure Rust too, so it is tested natively.
//! - `ui` (wasm only): Leptos components that render [`app`] state.

pub mod app;
pub mod engine;

#[cfg(target_arch = "wasm32")]
pub mod ui;
