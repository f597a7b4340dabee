//! The one end panel of every table, and its actions.

// (A review's page builds only the stubs of the parts it leaves out.)
#![cfg_attr(review_page, allow(unused_imports))]

use super::par_walk::ParSearch;
use super::topbar::{deal_now, share};
use crate::app::link::{deal_name, Deal, Route};
use crate::app::review::review_hash;
use crate::app::session::ResultWords;
use crate::ui::{browser, Ctx, Table};
use leptos::prelude::*;
use std::sync::Arc;

/// After a game: a new deal with the same options (its own link), or this
/// deal again from the start.
pub fn deal_again(ctx: Ctx, deal: Option<Deal>, same: bool) {
    match deal {
        Some(deal) if same => ctx.start(&deal),
        Some(deal) => ctx.go(&Route::Play(deal.with_seed(browser::random_seed()))),
        None => {}
    }
}

/// Focus to the heading `#id` once its panel is on the page (a panel that
/// appears takes the focus, so a keyboard or screen reader starts there).
/// By id, not a `NodeRef`: each element type of a `NodeRef` brings its own
/// signal code to the page.
pub fn focus_on(id: &'static str) {
    Effect::new(move |_| {
        if let Some(h) = browser::element(id) {
            let _ = h.focus();
        }
    });
}

/// The one end panel of every table: the result in a few lines, the deal's
/// name (the Daily deal says so), statistics, then the same actions in the
/// same order everywhere: New deal, Play this deal again, Share (the
/// result, the first of `lines`, which names no card; clean or with Undo,
/// as the table says; the par; and the deal's link), Review this game.
/// (Home is the top bar's: four buttons fit a row at 320 px.)
#[cfg(not(review_page))]
pub fn end_panel<S: Table>(
    t: RwSignal<Option<S>>,
    title: &'static str,
    lines: impl Fn() -> Vec<String> + Send + Sync + 'static,
    stats: Signal<String>,
    par: Option<ParSearch>,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lines = Arc::new(lines);
    let first = lines.clone();
    focus_on("#over-title");
    // The deal's name; an end the computers made while your turn did not
    // come says so after it (issue 46).
    let name = Signal::derive(move || {
        t.with(|t| {
            t.as_ref()
                .map(|t| {
                    let mut name = deal_name(t.seed(), browser::today());
                    if let Some(ended) = t.ended_by_computers() {
                        name.push_str(" · ");
                        name.push_str(&ended);
                    }
                    name
                })
                .unwrap_or_default()
        })
    });
    let how = t.with_untracked(|t| t.as_ref().map_or("clean", S::how_played));
    // (A guide reads no statistics: App on its page keeps none.)
    let stats = match crate::ui::GUIDE_PAGE {
        true => Signal::derive(|| "A guided game counts nothing in your statistics.".into()),
        false => stats,
    };
    view! {
        <section class="game-over" aria-labelledby="over-title">
            <h2 id="over-title" tabindex="-1">{title}</h2>
            <p class="fine deal-name">{name}</p>
            {move || {
                lines()
                    .into_iter()
                    .map(|l| view! { <p class="final">{l}</p> })
                    .collect_view()
                    .into_any()
            }}
            <p class="fine">{stats}</p>
            <div class="actions">
                <button type="button" class="primary" on:click=move |_| deal_again(ctx, deal_now(t), false)>
                    "New deal"
                </button>
                <button type="button" on:click=move |_| deal_again(ctx, deal_now(t), true)>
                    "Play this deal again"
                </button>
                <button type="button" on:click=move |_| {
                    // The first line is the result, in words that name no card.
                    let result = untrack(|| first().into_iter().next()).unwrap_or_default();
                    let par = par.and_then(ParSearch::par);
                    share_result(ctx, deal_now(t), ResultWords { result, how, par })
                }>
                    "Share"
                </button>
                // (Written once: a finished game's moves do not change.)
                <a class="button" href=review_href(t)>"Review this game"</a>
            </div>
        </section>
    }
}

/// (None on a review's page: its table shows a position only.)
#[cfg(review_page)]
pub fn end_panel<S: Table>(
    _: RwSignal<Option<S>>,
    _: &'static str,
    _: impl Fn() -> Vec<String> + Send + Sync + 'static,
    _: Signal<String>,
    _: Option<ParSearch>,
) {
}

/// The link to this game's review: on its own page, so no review code
/// comes with a table (`app::review`).
fn review_href<S: Table>(t: RwSignal<Option<S>>) -> String {
    let hash = t.with_untracked(|t| {
        t.as_ref()
            .map(|t| review_hash(&t.deal(), &t.core().record().to_raw().moves))
            .unwrap_or_default()
    });
    crate::app::games::Page::Review(S::GAME).href(&hash)
}

fn share_result(ctx: Ctx, deal: Option<Deal>, result: ResultWords) {
    if let Some(deal) = deal {
        share(ctx, deal.game(), &result.text(&deal, browser::today()));
    }
}
