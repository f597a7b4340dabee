//! The page's side of the app's Web Worker (`assets/cardtable-worker.js`):
//! jobs go out as messages and each answer comes back to the callback that
//! asked. The worker starts at the first job, so it never delays the first
//! paint.

use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Done = Box<dyn FnOnce(String)>;

struct Jobs {
    worker: Option<web_sys::Worker>,
    next: u32,
    waiting: HashMap<u32, Done>,
}

thread_local! {
    static JOBS: RefCell<Jobs> = RefCell::new(Jobs { worker: None, next: 0, waiting: HashMap::new() });
}

fn answer(id: u32, text: String) {
    if let Some(done) = JOBS.with(|j| j.borrow_mut().waiting.remove(&id)) {
        done(text);
    }
}

/// Every job still waiting gets this answer (the worker failed to load).
fn fail_all(why: &str) {
    let waiting: Vec<Done> =
        JOBS.with(|j| j.borrow_mut().waiting.drain().map(|(_, d)| d).collect());
    for done in waiting {
        done(format!("error: {why}"));
    }
}

fn start(script: &str) -> Option<web_sys::Worker> {
    let worker = web_sys::Worker::new(script).ok()?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let data = e.data();
            let id = js_sys::Reflect::get(&data, &"id".into())
                .ok()
                .and_then(|v| v.as_f64());
            let text = js_sys::Reflect::get(&data, &"answer".into())
                .ok()
                .and_then(|v| v.as_string());
            if let (Some(id), Some(text)) = (id, text) {
                answer(id as u32, text);
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error =
        Closure::<dyn FnMut(JsValue)>::new(|_| fail_all("the helper script did not load"));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

/// A table's record as saved (JSON), the form every job takes.
pub fn record_json<S: crate::app::session::Session>(t: &S) -> String {
    serde_json::to_string(&t.saved().record).unwrap_or_default()
}

/// The worker's script, beside the page.
const SCRIPT: &str = "cardtable-worker.js";

/// Sends `job` (see `app::jobs`) with a saved record (JSON) to the worker;
/// `done` gets its answer ("error: …" if it failed).
pub fn ask(job: &str, record: String, done: impl FnOnce(String) + 'static) {
    ask_boxed(job, record, Box::new(done))
}

/// [`ask`], once for every caller (not a copy for each callback's type).
#[inline(never)]
fn ask_boxed(job: &str, record: String, done: Done) {
    let sent = JOBS.with(|j| {
        let mut jobs = j.borrow_mut();
        if jobs.worker.is_none() {
            jobs.worker = start(SCRIPT);
        }
        let id = jobs.next;
        jobs.next += 1;
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"id".into(), &(id as f64).into());
        let _ = js_sys::Reflect::set(&message, &"job".into(), &job.into());
        let _ = js_sys::Reflect::set(&message, &"record".into(), &record.into());
        let posted = jobs
            .worker
            .as_ref()
            .is_some_and(|w| w.post_message(&message).is_ok());
        if posted {
            jobs.waiting.insert(id, done);
            Ok(())
        } else {
            Err(done)
        }
    });
    if let Err(done) = sent {
        done("error: this browser could not start the helper".into());
    }
}

/// A par the worker found: the number, and the line that makes it (moves
/// in notation from the deal, a move a line; Verslun only).
#[derive(Clone, Debug, PartialEq)]
pub struct ParFound {
    pub par: i64,
    pub line: String,
}

/// The par of a finished solitaire deal, searched by the worker from the
/// deal with the deck order known, into `out` as a line of the end panel
/// (`jobs::ParHead::words`): "Par 189 (proven best) · you 109", or "Par:
/// best found 31 (no line beats 35) · you 28". (Arctic's par is the fewest
/// cards drawn, Verslun's the best score: the line reads the same.)
/// `found` gets the par itself (for Share) and, for Verslun, its line.
pub fn par_line(
    record: String,
    score: i64,
    out: leptos::prelude::RwSignal<String>,
    found: leptos::prelude::StoredValue<Option<ParFound>>,
) {
    use leptos::prelude::{Set, SetValue};
    out.set("Par: searching…".into());
    super::browser::mark("par-search");
    ask("par", record, move |answer| {
        super::browser::measure("par search", "par-search");
        // "189 proven" (or "31 found 35"), then the line a move a line.
        let (head, line) = answer.split_once('\n').unwrap_or((&answer, ""));
        out.set(match crate::app::jobs::ParHead::read(head) {
            Some(par) => {
                // (Before `out`, which tells its readers it changed.)
                found.set_value(Some(ParFound {
                    par: par.par,
                    line: line.to_string(),
                }));
                par.words(score)
            }
            None => "Par: none found for this deal.".into(),
        });
    });
}
