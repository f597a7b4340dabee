//! Leptos components (wasm only).
pub fn start() {}
