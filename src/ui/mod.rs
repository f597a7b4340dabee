//! Leptos components (wasm only). They render `app` state and forward taps;
//! rules and decisions live in `engine` and `app`.

// A one-page build (see `carries`) leaves some shared helpers unused.
#![cfg_attr(not(feature = "every-page"), allow(dead_code))]

// Each game's screens: its table (on its page), its card and rules (on
// the home page), under the Cargo features of those pages.
mod arctic;
mod asymmetry;
mod pickup;
mod thricewise;
mod verslun;

#[cfg(more_page)]
mod backup;
mod browser;
mod cards;
mod computer;
mod ctx;
#[cfg(guide_screen)]
mod guide;
mod hint;
// The home page's screens, and each game's rules (on more.html, through
// the games' `HomeScreens`).
#[cfg(home_screens)]
mod home;
mod keeping;
mod loading;
mod notices;
mod pages;
mod parts;
#[cfg(review_screen)]
mod review;
#[cfg(more_page)]
mod rules;
#[cfg(more_page)]
mod stats;
mod worker;

use crate::app::games::GameId;
use crate::app::link::Route;
use crate::app::profile::{Settings, Stats, SETTINGS_KEY, STATS_KEY};
use browser::LocalStore;
use leptos::prelude::*;
use loading::{games_elsewhere, load_or_default};
use notices::{Notices, Toasts};
use pages::{current_route, page_view, BrokenLink};

pub use ctx::{table, Ctx, Table};
pub use notices::{Notice, NoticeAction};
pub use pages::TableView;

/// This build is a guide's page (`guide-<game>.html`).
pub(crate) const GUIDE_PAGE: bool = cfg!(guide_page);

/// This build is a review's page (`review-<game>.html`): its table shows a
/// position only, so the shared parts it never shows (the top bar, the
/// log, the end panel, the computers' line, `#[cfg(review_page)]` in each)
/// are left out of it, and no computer moves.
pub(crate) const REVIEW_PAGE: bool = cfg!(review_page);

/// This build is a guide's or a review's page: its tables are the guide's
/// or the review's, so it reads no saved game, counts and keeps nothing.
pub(crate) const KEEPS_NOTHING: bool = cfg!(keeps_nothing);

/// Finished games (statistics lines played) before the app asks the browser
/// to keep its data.
const ASK_TO_KEEP_AFTER: u32 = 3;

pub fn start() {
    leptos::mount::mount_to_body(App);
}

#[component]
pub fn App() -> impl IntoView {
    let mut store = LocalStore;
    let mut troubles = Vec::new();
    // Each page replays only the games it carries (so it needs only their
    // rules); of the others it reads what Continue needs.
    for game in GameId::ALL {
        // (A guide's or review's page reads no saved game.)
        crate::with_table!(game, T => provide_context(RwSignal::new(if KEEPS_NOTHING { None } else { loading::load_saved::<T>(&mut store, &mut troubles) })), else ());
    }
    let elsewhere = games_elsewhere(&mut store);
    // (A guide's or review's page reads no statistics: a guide counts
    // nothing, and its end says so.)
    let stats: Stats = match KEEPS_NOTHING {
        true => Stats::default(),
        false => load_or_default(&mut store, STATS_KEY, &mut troubles),
    };
    let settings: Settings = load_or_default(&mut store, SETTINGS_KEY, &mut troubles);

    let ctx = Ctx {
        route: RwSignal::new(current_route()),
        root: StoredValue::new(Owner::current().expect("App runs under its owner")),
        stats: RwSignal::new(stats),
        settings: RwSignal::new(settings),
        notices: RwSignal::new(Vec::new()),
        elsewhere: RwSignal::new(elsewhere),
    };
    provide_context(ctx);
    for (key, (message, moved)) in troubles {
        ctx.notify(message, true);
        if !moved {
            keeping::freeze(key);
        }
    }
    // (A guide's or review's page keeps nothing, so it has nothing to lose.)
    if !KEEPS_NOTHING && !LocalStore::works() {
        ctx.notify_with(
            "This browser does not let the app keep anything (its storage is off or blocked), so progress lasts only while this page is open. Play goes on: export a backup to keep it.",
            NoticeAction::ExportBackup,
        );
    }

    let _hash = window_event_listener(leptos::ev::hashchange, move |_| {
        ctx.route.set(current_route());
    });

    // Effects sync app state to the outside world: storage and the address.
    // A guide's or review's page keeps nothing: a guide or a review is
    // never saved, counts nothing, and leaves the player's games and
    // settings as they are.
    if !KEEPS_NOTHING {
        keeping::start();
        for game in GameId::ALL {
            crate::with_table!(game, T => keeping::keep_table(table::<T>()), else ());
        }
        Effect::new(move |_| ctx.stats.with(|s| keeping::write(ctx, STATS_KEY, s)));
        Effect::new(move |_| ctx.settings.with(|s| keeping::write(ctx, SETTINGS_KEY, s)));
    }
    // Once a player has finished a few games, ask the browser not to clear
    // the data to make space (it decides; Settings → Backup says which). On
    // the home page only, where Settings are: 1 KB less on every table page.
    #[cfg(main_page)]
    Effect::new(move |_| {
        let finished: u32 = ctx
            .stats
            .with(|s| s.entries.values().map(|e| e.played).sum());
        if finished >= ASK_TO_KEEP_AFTER && !ctx.settings.with_untracked(|s| s.asked_to_keep) {
            ctx.settings.update(|s| s.asked_to_keep = true);
            browser::ask_to_keep_storage();
        }
    });

    // Light or dark: on the page's root, where the colours are (boot.js set
    // it from the saved settings before the first paint).
    Effect::new(move |_| browser::set_theme(ctx.settings.with(|s| s.theme.id())));
    let four_colour = move || ctx.settings.with(|s| s.four_colour);
    view! {
        // .at-table: a table's page is as tall as the screen (style/main.css,
        // Fit); a class, so the stylesheet needs no :has() on the page's root.
        <div class="app" class:four-colour=four_colour class:no-motion=move || !ctx.settings.with(|s| s.motion)
            class:at-table=move || ctx.route.with(|r| matches!(r, Ok(Route::Play(_) | Route::Guide(_))))>
            <Notices />
            <main>
                {move || match ctx.route.get() {
                    Ok(route) => page_view(route),
                    Err(e) => view! { <BrokenLink error=e /> }.into_any(),
                }}
            </main>
            <Toasts />
        </div>
    }
}
