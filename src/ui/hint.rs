//! Hint on every table (in its top bar, during the person's turn): the
//! worker's hint (`app::jobs`, "hint") marked on the table and said in its
//! message line; and a solitaire's par from here ("par here") in its deal
//! line. Written once for every table: the marks are found by `data-card`
//! and accessible name, so no table names them.

use super::{worker, Ctx, Table};
use crate::app::games::GameId;
use crate::app::session::Session;
use crate::engine::{GameOptions, Seed};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The Hint button of this page's table (none on a page without one).
pub fn hint_button(ctx: Ctx, game: GameId) -> AnyView {
    crate::with_table!(game, T => button::<T>(ctx).into_any(), else {
        let _ = ctx;
        ().into_any()
    })
}

/// Where a game stands: any move, Undo or new deal changes it.
type At = Option<(Seed, usize, u32)>;

fn at<S: Session>(t: &Option<S>) -> At {
    t.as_ref()
        .map(|t| (t.seed(), t.moves_made(), t.core().undos))
}

fn button<S: Table>(ctx: Ctx) -> impl IntoView {
    let t = ctx.table::<S>();
    let now = Memo::new(move |_| t.with(at));
    let yours: Signal<bool> = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref().is_some_and(|t| {
                let core = t.core();
                core.viewer_to_move() && core.person_to_move().is_some()
            })
        })
    })
    .into();
    // The position a hint is being found for, and what it marks.
    let asked = RwSignal::new(None::<At>);
    let marks = RwSignal::new(Vec::<String>::new());
    // A move, Undo or new deal cancels a hint and clears its marks.
    Effect::new(move |_| {
        now.track();
        asked.set(None);
        marks.set(Vec::new());
    });
    // Marked again after every change to the table (a tap re-renders cards).
    Effect::new(move |_| {
        t.track();
        marks.track();
        request_animation_frame(move || marks.with_untracked(|m| mark(m)));
    });
    let press = move |_| {
        let here = now.get_untracked();
        let record = t.with_untracked(|t| t.as_ref().map(worker::record_json));
        let Some(record) = record else { return };
        asked.set(Some(here));
        worker::ask("hint", record, move |answer| {
            // Stale: the game moved on (or another hint was asked).
            if asked.get_untracked() != Some(here) || now.get_untracked() != here {
                return;
            }
            asked.set(None);
            let mut lines = answer.lines();
            let first = lines.next().unwrap_or_default();
            let why = lines.next().unwrap_or_default().to_string();
            if first.starts_with("error: ") {
                ctx.notify(format!("No hint ({first})."), true);
                return;
            }
            marks.set(lines.map(String::from).collect());
            ctx.update(t, |t| t.core_mut().take_hint(why));
        });
    };
    let thinking = move || asked.with(Option::is_some);
    view! {
        <button type="button" class="hint" class:hidden=move || !yours.get() disabled=thinking on:click=press>
            {move || if thinking() { "Thinking…" } else { "Hint" }}
        </button>
    }
}

fn all(selector: &str) -> Vec<web_sys::Element> {
    let list = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all(selector).ok());
    let Some(list) = list else { return Vec::new() };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok())
        .collect()
}

/// Puts `data-hinted="1"`, "2", … (the order of the taps) on what the hint
/// marks: cards by `data-card`, controls by accessible name (or how it
/// begins, up to a ':' or a space); takes it off everything else.
fn mark(marks: &[String]) {
    for e in all("[data-hinted]") {
        let _ = e.remove_attribute("data-hinted");
    }
    if marks.is_empty() {
        return;
    }
    let cards = all(".table [data-card]");
    let controls = all(".table button");
    for (i, m) in marks.iter().enumerate() {
        let n = (i + 1).to_string();
        let hit: Vec<&web_sys::Element> = match (m.strip_prefix("c:"), m.strip_prefix("n:")) {
            (Some(card), _) => cards
                .iter()
                .filter(|e| e.get_attribute("data-card").as_deref() == Some(card))
                .collect(),
            (_, Some(name)) => controls
                .iter()
                .filter(|e| {
                    let said = e
                        .get_attribute("aria-label")
                        .or_else(|| e.text_content())
                        .unwrap_or_default();
                    let said = said.trim();
                    said.strip_prefix(name)
                        .is_some_and(|rest| rest.is_empty() || rest.starts_with([':', ' ']))
                })
                .collect(),
            _ => Vec::new(),
        };
        for e in hit {
            let _ = e.set_attribute("data-hinted", &n);
        }
    }
}

/// A solitaire's par from here, asked of the worker after each move (a
/// newer move's answer replaces an older one's; the tap never waits): a
/// polite status, said when it changes.
pub fn par_here<S: Table>(t: RwSignal<Option<S>>) -> AnyView {
    if !S::GAME.info().has_par {
        return ().into_any();
    }
    let now = Memo::new(move |_| t.with(at));
    let line = RwSignal::new(String::new());
    Effect::new(move |_| {
        let here = now.get();
        let record = t.with_untracked(|t| {
            t.as_ref()
                .filter(|t| !t.is_over() && t.options().opponents().is_empty())
                .map(worker::record_json)
        });
        let Some(record) = record else {
            line.set(String::new());
            return;
        };
        worker::ask("par here", record, move |answer| {
            if now.get_untracked() == here && !answer.starts_with("error: ") {
                line.set(answer);
            }
        });
    });
    view! { <span class="par-here" role="status">{line}</span> }.into_any()
}
