//! The app's Web Worker: every game's computer moves and Arctic Solitaire's
//! solo par, off the page's main thread and out of the pages' own wasm
//! (scripts/worker.sh builds it into `web-worker/`; `assets/cardtable-worker.js`
//! loads it). All the work is in `cardtable::app::jobs`.

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::*;

    /// The answer to a job ("think hard 12", "par") on a saved record: a move
    /// in notation, a par, or "error: …".
    #[wasm_bindgen]
    pub fn answer(job: &str, record: &str) -> String {
        cardtable::app::jobs::answer(job, record)
    }
}

fn main() {}
