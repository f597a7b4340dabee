//! Routing: the screen for each address, here or on the page that
//! carries it, and a table's deal opened (or the prompt to replace the
//! game in progress).

use super::{browser, table, Ctx, Table};
use crate::app::link::{parse_hash, Deal, LinkError, Route};
use crate::app::session::{opening, Opening};
use leptos::prelude::*;

pub(super) fn current_route() -> Result<Route, LinkError> {
    parse_hash(&browser::hash())
}

#[component]
pub(super) fn BrokenLink(error: LinkError) -> impl IntoView {
    view! {
        <section class="page broken-link">
            <h1>"This link doesn't open a game"</h1>
            <div role="alert" class="notice alert">
                <p>{error.0}</p>
                <p>"Your saved games are safe and untouched."</p>
            </div>
            <p>
                <a class="button primary" href="#/">"Go to the home page"</a>
            </p>
        </section>
    }
}

/// The screen for a route: here, or on the page that carries it.
// (A build with no page, the worker's, uses no `ctx`.)
#[cfg_attr(not(home_screens), allow(unused_variables))]
pub(super) fn page_view(route: Route) -> AnyView {
    if !route.page().carried() {
        browser::open_page(&route.page().file(), &route.to_hash());
        return view! { <p class="loading">"Opening…"</p> }.into_any();
    }
    match route {
        #[cfg(main_page)]
        Route::Home => view! { <super::home::Home /> }.into_any(),
        #[cfg(more_page)]
        Route::Rules(game) => view! { <super::rules::Rules game=game /> }.into_any(),
        #[cfg(more_page)]
        Route::Stats => view! { <super::stats::Statistics /> }.into_any(),
        #[cfg(more_page)]
        Route::Backup => view! { <super::backup::BackupPage /> }.into_any(),
        #[cfg(guide_screen)]
        Route::Guide(game) => super::guide::view(game),
        Route::Play(deal) => {
            crate::with_table!(deal.game(), T => open_deal::<T>(deal), else view! { <p class="loading">"Opening…"</p> }.into_any())
        }
        #[cfg(review_screen)]
        Route::Elsewhere(crate::app::games::Page::Review(_), hash) => super::review::show(hash),
        #[allow(unreachable_patterns)]
        _ => view! { <p class="loading">"Opening…"</p> }.into_any(),
    }
}

/// A table the page shows, as a view (each game's own, in its module; it
/// finds its table with [`Ctx::table`]).
pub trait TableView: Table {
    fn show() -> AnyView;
}

fn open_deal<S: TableView>(deal: Deal) -> AnyView {
    let ctx = expect_context::<Ctx>();
    let table = table::<S>();
    // A new deal is dealt here and now, so the table is built once, in
    // this render, not after a "Dealing…" screen and an effect's turn (its
    // first card is on screen sooner). The effect below deals later ones.
    if table.with_untracked(|t| opening(t.as_ref(), &deal)) == Opening::Start {
        ctx.start(&deal);
    }
    let show = move || S::show();
    let for_memo = deal.clone();
    let choice = Memo::new(move |_| table.with(|t| opening(t.as_ref(), &for_memo)));
    // While a table is on screen the address is its deal's share link (the
    // memo keeps this to deal changes, not every move).
    let shown_deal = Memo::new(move |_| table.with(|t| t.as_ref().map(S::deal)));
    Effect::new(move |_| {
        if let (Some(deal), Opening::Show) = (shown_deal.get(), choice.get()) {
            browser::replace_hash(&deal.to_hash());
        }
    });
    let to_start = deal.clone();
    Effect::new(move |_| {
        if choice.get() == Opening::Start {
            ctx.start(&to_start);
        }
    });
    (move || match choice.get() {
        Opening::Show => show(),
        Opening::AskToReplace => {
            let current = table.with_untracked(|t| t.as_ref().map(|t| (t.deal(), t.progress())));
            match current {
                Some((current, progress)) => {
                    replace_prompt(current, progress, deal.clone()).into_any()
                }
                None => view! { <p class="loading">"Dealing…"</p> }.into_any(),
            }
        }
        Opening::Start => view! { <p class="loading">"Dealing…"</p> }.into_any(),
    })
    .into_any()
}

fn replace_prompt(current: Deal, progress: String, deal: Deal) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let game = deal.game().name();
    let new_code = deal.seed().code();
    let open = move |_| ctx.start(&deal);
    let keep = move |_| ctx.go(&Route::Play(current.clone()));
    view! {
        <section class="page prompt" aria-labelledby="replace-title">
            <h1 id="replace-title">"Replace your game in progress?"</h1>
            <p>
                {format!(
                    "You are playing {game}: {progress}. Opening deal {new_code} instead ends that game."
                )}
            </p>
            <div class="actions">
                <button type="button" class="primary" on:click=open>"Open the new deal"</button>
                <button type="button" on:click=keep>"Keep my game"</button>
            </div>
        </section>
    }
}
