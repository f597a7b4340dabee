//! A table's top bar (Home, the title, Rules, Share, Hint), Share, and
//! the deal line under the title.

// (A review's page builds only the stubs of the parts it leaves out.)
#![cfg_attr(review_page, allow(unused_imports))]

use crate::app::games::GameId;
use crate::app::link::{deal_name, Deal, Route};
use crate::engine::GameOptions;
use crate::ui::{browser, Ctx, Table};
use leptos::prelude::*;

/// A table's top bar: Home, the game's name, its rules, Share, Hint.
#[cfg(not(review_page))]
pub fn topbar(game: GameId) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <header class="topbar">
            <a class="button" href="#/">"Home"</a>
            // (The name in a span: it is sized by the title's own width.)
            <h1 id="table-title"><span>{game.name()}</span></h1>
            <a class="button" href=Route::Rules(game).to_hash()>"Rules"</a>
            <button type="button" on:click=move |_| share(ctx, game, "")>"Share"</button>
            {crate::ui::hint::hint_button(game)}
        </header>
    }
}

/// (None on a review's page: its table shows a position only.)
#[cfg(review_page)]
pub fn topbar(_: GameId) {}

/// Shares the page's address, which is the deal's link, after `text` (a
/// result) if there is one.
pub fn share(ctx: Ctx, game: GameId, text: &str) {
    let title = format!("Card Table: {} deal", game.name());
    browser::share(&title, text, &browser::href(), move |said| {
        ctx.notify(said, false)
    });
}

/// "Daily deal · 23 November · 14H48STX · 5 cards…" or "Deal K7M2QX4P · …":
/// the line under every table's title; a solitaire's par from here first
/// ("Par 212 · on par · …", `hint::par_here`), said when it changes.
#[cfg(not(review_page))]
pub fn deal_line<S: Table>(t: RwSignal<Option<S>>) -> impl IntoView {
    let par = crate::ui::hint::par_here(S::GAME.info().has_par);
    let line = Signal::derive(move || {
        t.with(|t| {
            t.as_ref()
                .map(|t| {
                    format!(
                        "{}{} · {}",
                        par.get(),
                        deal_name(t.seed(), browser::today()),
                        t.options().describe()
                    )
                })
                .unwrap_or_default()
        })
    });
    view! { <p class="deal-line" role="status">{line}</p> }
}

/// (None on a review's page: its table shows a position only.)
#[cfg(review_page)]
pub fn deal_line<S: Table>(_: RwSignal<Option<S>>) {}

/// The table's deal as it stands (its share link), read when a button asks.
pub fn deal_now<S: Table>(t: RwSignal<Option<S>>) -> Option<Deal> {
    t.with_untracked(|t| t.as_ref().map(S::deal))
}
