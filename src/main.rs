//! The web app's entry point; everything else lives in the library.

#[cfg(target_arch = "wasm32")]
fn main() {
    cardtable::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: `./scripts/serve.sh`. For the native tool: `cargo run --bin cardtable-cli -- help`.");
}
