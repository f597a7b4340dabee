//! A finished solitaire's par line: its search, and stepping through it
//! on the table.

use super::rows::shown;
use crate::ui::{browser, Ctx, Table};
use leptos::prelude::*;

/// After a solitaire, in its end panel (which gives way to the par line),
/// the button that puts its par line on the table (`app::par_walk`), once
/// the worker has found the line. Next takes focus as the line opens.
pub fn par_walk_start<S: Table + crate::app::par_walk::WalksPar>(
    t: RwSignal<Option<S>>,
    par: ParSearch,
) -> impl IntoView {
    // (Nothing to count or save: the table's own game is untouched.)
    let start = move |_| {
        let line = par.found.with_value(|p| p.as_ref().map(|p| p.line.clone()));
        t.update(|t| {
            if let (Some(t), Some(line)) = (t, line) {
                t.start_par_walk(&line);
            }
        });
        // (The first enabled main button is Next: the end panel has gone.)
        browser::focus_after_paint(".actions > .primary:enabled");
    };
    // (The line comes with the words: they change when it does.)
    let none = Signal::derive(move || {
        par.said.track();
        par.found
            .with_value(|p| p.as_ref().is_none_or(|p| p.line.is_empty()))
    });
    view! {
        <button type="button" class="par-walk-start" class:hidden=none on:click=start>
            "Step through the par line"
        </button>
    }
}

/// While the par line is on the table: `WalksPar::par_walk_buttons` (Back,
/// Next, Leave) in the actions' place, for a table without a row of its own
/// buttons (a table with one offers them there); the table's step line says
/// each step in words.
pub fn par_walk_bar<S: Table + crate::app::par_walk::WalksPar>(
    t: RwSignal<Option<S>>,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let walking =
        Signal::derive(move || t.with(|t| t.as_ref().is_some_and(|t| t.par_walk().is_some())));
    shown(walking, move || {
        // The same three buttons while the line is shown: built once, each
        // enabled as the table says.
        let buttons =
            t.with_untracked(|t| t.as_ref().map(|t| t.par_walk_buttons()).unwrap_or_default());
        let row = buttons
            .into_iter()
            .enumerate()
            .map(|(i, b)| {
                let enabled = Signal::derive(move || {
                    t.with(|t| t.as_ref().is_some_and(|t| t.par_walk_buttons()[i].enabled))
                });
                let step = b.action;
                view! {
                    <button type="button" class:primary=b.primary disabled=Signal::derive(move || !enabled.get())
                        on:click=move |_| ctx.update(t, |t| t.par_walk_act(step))>
                        {b.label}
                    </button>
                }
            })
            .collect_view();
        view! {
            <div class="par-walk" role="group" aria-label="The par line">
                <div class="actions">{row}</div>
            </div>
        }
        .into_any()
    })
}

/// A finished solitaire's par, from the worker: asked once per finished
/// game (kept by the table's view, so the end panel, shown again after the
/// par line, does not ask again).
#[derive(Clone, Copy)]
pub struct ParSearch {
    /// "Par 189 (proven best) · you 109", a line of the end panel.
    pub said: RwSignal<String>,
    /// (Kept, not followed: `said` changes with it. A signal of its own
    /// type would bring its own signal code to the page.)
    pub found: StoredValue<Option<crate::ui::worker::ParFound>>,
    /// The record it was asked for.
    asked: RwSignal<String>,
}

impl Default for ParSearch {
    fn default() -> ParSearch {
        ParSearch::new()
    }
}

impl ParSearch {
    pub fn new() -> ParSearch {
        ParSearch {
            said: RwSignal::new(String::new()),
            found: StoredValue::new(None),
            asked: RwSignal::new(String::new()),
        }
    }

    /// Asks for the par of this finished game (its saved record), unless
    /// it was asked already.
    pub fn ask(self, record: String, score: i64) {
        if self.asked.get_untracked() != record {
            self.asked.set(record.clone());
            self.found.set_value(None);
            crate::ui::worker::par_line(record, score, self.said, self.found);
        }
    }

    /// The par itself, once found (for Share, when it is pressed).
    pub fn par(self) -> Option<i64> {
        self.found.with_value(|p| p.as_ref().map(|p| p.par))
    }
}
