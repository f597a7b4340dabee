//! Hint on every table (in its top bar, during the person's turn), and a
//! solitaire's par from here in its deal line. The page only asks and
//! shows: the worker (`app::jobs`: "hint", "par here") finds the move, says
//! why and names its taps ("c:7H", a card by its `data-card`; "n:Draw", a
//! button by its accessible name). The page puts those taps on its root
//! element as `data-marks` until the game moves on, and `assets/table.js`
//! marks them on the table (`data-hinted="1"`, "2", … in the order of the
//! taps) after every change: no table names them, and the page's wasm
//! stays small.

use super::{worker, Table};
use crate::app::games::GameId;
use leptos::prelude::*;
use std::cell::Cell;

/// The Hint button of this page's table (none on a page without one).
pub fn hint_button(game: GameId) -> AnyView {
    crate::with_table!(game, T => button::<T>(super::table::<T>()).into_any(), else ().into_any())
}

/// The person at the screen is to move (Hint shows).
fn your_turn<S: Table>(t: &Option<S>) -> bool {
    t.as_ref()
        .is_some_and(|t| t.core().viewer_to_move() && t.core().person_to_move().is_some())
}

/// The game (its record, JSON) while the person is to move; "" otherwise.
#[inline(never)]
fn yours<S: Table>(t: RwSignal<Option<S>>) -> String {
    t.with_untracked(|t| match your_turn(t) {
        true => t.as_ref().map(worker::record_json).unwrap_or_default(),
        false => String::new(),
    })
}

fn button<S: Table>(t: RwSignal<Option<S>>) -> impl IntoView {
    let press = move |_| {
        let here = yours(t);
        if here.is_empty() || ASKED.replace(true) {
            return;
        }
        worker::ask("hint", here.clone(), move |answer| {
            ASKED.set(false);
            // The move, why, then the marks; dropped if the game moved on.
            let Some((_, said)) = answer.split_once('\n') else {
                return;
            };
            if yours(t) != here {
                return;
            }
            let (why, taps) = said.split_once('\n').unwrap_or((said, ""));
            mark(t.with_untracked(moves_made), taps);
            t.update(|t| {
                if let Some(t) = t {
                    t.core_mut().take_hint(why.to_string());
                }
            });
        });
    };
    // The marks go once the game moves on (a move, Undo, another tab's move).
    Effect::new(move |_| {
        let now = t.with(moves_made);
        if MARKED.get().is_some_and(|at| Some(at) != now) {
            mark(None, "");
        }
    });
    view! {
        <button type="button" class="hint" class:hidden=Signal::derive(move || !t.with(your_turn)) on:click=press>
            "Hint"
        </button>
    }
}

fn moves_made<S: Table>(t: &Option<S>) -> Option<usize> {
    t.as_ref().map(|t| t.core().moves_made())
}

/// Puts a hint's taps (`taps`, a line each; "" for none) where
/// `assets/table.js` finds them, for the game after `at` moves.
fn mark(at: Option<usize>, taps: &str) {
    MARKED.set(at);
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-marks", taps);
    }
}

thread_local! {
    /// A hint is being found (one at a time).
    static ASKED: Cell<bool> = const { Cell::new(false) };
    /// How many moves the game had made when the marks shown were found.
    static MARKED: Cell<Option<usize>> = const { Cell::new(None) };
    /// The par from here's line, on a solitaire's page; and how many saves
    /// have asked for it (only the latest one's answer is shown).
    static PAR_HERE: Cell<Option<(RwSignal<String>, u32)>> = const { Cell::new(None) };
}

/// A solitaire's par from here, for the start of its deal line ("Par 212
/// · on par · "): empty on other pages and against computers.
pub fn par_here(has_par: bool) -> RwSignal<String> {
    let line = RwSignal::new(String::new());
    if has_par {
        PAR_HERE.set(Some((line, 0)));
    }
    line
}

/// A game saved (`saved`, its JSON, after the paint that showed the
/// change): the par from here is asked of the worker, and an answer about
/// an older save is dropped, so a tap never waits for it.
pub fn saved(saved: &str) {
    let Some((line, n)) = PAR_HERE.get() else {
        return;
    };
    PAR_HERE.set(Some((line, n + 1)));
    worker::ask("par here", saved.to_string(), move |answer| {
        if PAR_HERE.get().is_some_and(|(_, now)| now == n + 1) && !answer.starts_with("error: ") {
            let mut answer = answer;
            if !answer.is_empty() {
                answer.push_str(" · ");
            }
            line.set(answer);
        }
    });
}
