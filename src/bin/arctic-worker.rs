//! Arctic Solitaire's Web Worker: the computers' thinking and the solo par,
//! off the page's main thread and out of the page's own wasm (scripts/build.sh
//! builds it into `web-worker/`; `assets/arctic-worker.js` loads it). All the work
//! is in `cardtable::app::jobs`.

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::*;

    /// The computer's move for this record, in notation; "error: …" if none.
    #[wasm_bindgen]
    pub fn think(record: &str) -> String {
        cardtable::app::jobs::arctic_move(record).unwrap_or_else(|e| format!("error: {e}"))
    }

    /// The solo par of this record's deal: "31 proven", "31 found", "none".
    #[wasm_bindgen]
    pub fn par(record: &str) -> String {
        cardtable::app::jobs::arctic_par_text(record).unwrap_or_else(|e| format!("error: {e}"))
    }
}

fn main() {}
