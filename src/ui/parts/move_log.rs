//! The moves in words: a strip of the latest, and the whole log.

// (A review's page builds only the stubs of the parts it leaves out.)
#![cfg_attr(review_page, allow(unused_imports))]

use crate::app::log::SeatPlays;
use crate::ui::{browser, Table};
use leptos::prelude::*;

/// The moves in words, newest last, in a polite live region: a screen
/// reader hears every move, the player's and the others'. On screen, a
/// strip of what happened since your turn (every move of the others, in
/// order; it scrolls within itself, newest in view), and History, which
/// opens the whole log over the table. Each change only adds lines (said
/// once, never the list again).
#[cfg(not(review_page))]
pub fn move_log<S: Table>(t: RwSignal<Option<S>>) -> impl IntoView {
    let log = Memo::new(move |_| t.with(|t| t.as_ref().map(S::turn_log).unwrap_or_default()));
    let open = RwSignal::new(false);
    let toggle = move |_| {
        open.update(|o| *o = !*o);
        if let Some(h) = browser::element("#log-title") {
            let _ = h.focus();
        }
    };
    view! {
        <section
            class="move-log"
            class:open=open
            aria-labelledby="log-title"
            on:keydown=move |e| if e.key() == "Escape" { open.set(false) }
        >
            <h2 id="log-title" class="fine" tabindex="-1">
                {move || match (open.get(), log.with(|l| l.alone)) {
                    (true, _) => "Every move",
                    (false, true) => "Last move",
                    (false, false) => "Since your turn",
                }}
            </h2>
            // Focusable: it scrolls, so a keyboard can scroll it too.
            <div class="strip" tabindex="0">
                <ol aria-live="polite">
                    {move || {
                        log.with(|l| {
                            l.lines
                                .iter()
                                .enumerate()
                                .map(|(i, line)| view! { <li class:earlier=i < l.since>{line.clone()}</li> })
                                .collect_view()
                                .into_any()
                        })
                    }}
                </ol>
            </div>
            <button type="button" class="history" aria-expanded=Signal::derive(move || open.get().to_string()) on:click=toggle>
                {move || if open.get() { "Close" } else { "History" }}
            </button>
        </section>
    }
}

/// (None on a review's page: its table shows a position only.)
#[cfg(review_page)]
pub fn move_log<S: Table>(_: RwSignal<Option<S>>) {}

/// What a seat played since your turn, small and face up beside it, in
/// order: a group named by who played what (the pictures are static).
pub fn played_cards(plays: &SeatPlays) -> impl IntoView {
    view! {
        <span class="played" role="group" aria-label=plays.label.clone() inner_html=plays.cards_html()></span>
    }
}
