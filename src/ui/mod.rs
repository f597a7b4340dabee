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

#[cfg(feature = "page-more")]
mod backup;
mod browser;
mod cards;
mod computer;
#[cfg(any(feature = "page-guide", feature = "every-page"))]
mod guide;
mod hint;
// The home page's screens, and each game's rules (on more.html, through
// the games' `HomeScreens`).
#[cfg(any(feature = "page-main", feature = "page-more"))]
mod home;
mod keeping;
mod parts;
#[cfg(feature = "page-review")]
mod review;
#[cfg(feature = "page-more")]
mod rules;
#[cfg(feature = "page-more")]
mod stats;
mod worker;

use crate::app::games::{GameId, Page};
use crate::app::link::{parse_hash, Deal, LinkError, Route};
use crate::app::profile::{Settings, Stats, SETTINGS_KEY, STATS_KEY};
use crate::app::saved::{game_key, InPlay, SavedGame};
use crate::app::session::{opening, Opening, Session};
use crate::app::storage::{load, set_aside, Loaded, Stored};
use browser::LocalStore;
use leptos::prelude::*;

/// This build is a guide's page (`guide-<game>.html`).
pub(crate) const GUIDE_PAGE: bool = cfg!(feature = "page-guide");

/// Finished games (statistics lines played) before the app asks the browser
/// to keep its data.
const ASK_TO_KEEP_AFTER: u32 = 3;

/// How long passing news stays on screen.
const PASSING_NOTICE: std::time::Duration = std::time::Duration::from_millis(4500);

pub fn start() {
    leptos::mount::mount_to_body(App);
}

#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub id: u32,
    pub text: String,
    /// Problems are alerts; everything else is a polite status.
    pub alert: bool,
    /// What the player can do about it, there and then (a problem's).
    pub action: Option<NoticeAction>,
}

/// A notice's button ([`keeping::act`]).
#[derive(Clone, Debug, PartialEq)]
pub enum NoticeAction {
    /// Saves are failing: export everything on screen as a backup file.
    ExportBackup,
    /// Another tab replaced this game: this tab's game, as saved, to
    /// bring back.
    BringBack { game: GameId, saved: String },
}

impl NoticeAction {
    fn label(&self) -> &'static str {
        match self {
            NoticeAction::ExportBackup => "Export a backup",
            NoticeAction::BringBack { .. } => "Bring back this tab's game",
        }
    }
}

/// A table the page shows (every game's table is one).
pub trait Table: Session + Send + Sync + 'static {}
impl<S: Session + Send + Sync + 'static> Table for S {}

/// This page's table of type `S`, while a view is being built: `App`
/// provides each table the page carries as a context of its own, an
/// `RwSignal<Option<S>>`. (A page asking for a table it does not carry is
/// a mistake: `expect_context` panics, naming the type.) From handlers and
/// timers, [`Ctx::table`].
pub fn table<S: Table>() -> RwSignal<Option<S>> {
    expect_context::<RwSignal<Option<S>>>()
}

/// The app's shared state: all signals, so it is `Copy` into every handler.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub route: RwSignal<Result<Route, LinkError>>,
    /// The app's owner, which holds the tables' contexts ([`table`]):
    /// [`Ctx::table`] looks there, so it finds a table from a handler, a
    /// timer or a listener too, where no view is being built.
    root: StoredValue<Owner>,
    pub stats: RwSignal<Stats>,
    pub settings: RwSignal<Settings>,
    pub notices: RwSignal<Vec<Notice>>,
    /// Unfinished games of the other pages (whose tables this build does
    /// not carry): their links and progress, for Resume on the home page.
    pub elsewhere: RwSignal<Vec<(GameId, InPlay)>>,
}

impl Ctx {
    /// Shows a notice. Problems (`alert`) stay until dismissed; passing
    /// news ("Copied") fades on its own.
    pub fn notify(&self, text: impl Into<String>, alert: bool) {
        self.add_notice(text.into(), alert, None);
    }

    /// Shows a problem with what the player can do about it.
    pub fn notify_with(&self, text: impl Into<String>, action: NoticeAction) {
        self.add_notice(text.into(), true, Some(action));
    }

    pub fn dismiss(&self, id: u32) {
        self.notices.update(|l| l.retain(|n| n.id != id));
    }

    fn add_notice(&self, text: String, alert: bool, action: Option<NoticeAction>) {
        let mut added = None;
        self.notices.update(|list| {
            if list.iter().any(|n| n.text == text) {
                return;
            }
            let id = list.iter().map(|n| n.id).max().unwrap_or(0) + 1;
            list.push(Notice {
                id,
                text,
                alert,
                action,
            });
            added = Some(id);
        });
        if let (Some(id), false) = (added, alert) {
            let notices = self.notices;
            set_timeout(
                move || notices.update(|l| l.retain(|n| n.id != id)),
                PASSING_NOTICE,
            );
        }
    }

    pub fn go(&self, route: &Route) {
        browser::set_hash(&route.to_hash());
    }

    /// Applies a change to a game at the table; counts each result once.
    pub fn update<S: Table, R>(&self, table: RwSignal<Option<S>>, f: impl FnOnce(&mut S) -> R) {
        let mut outcomes = Vec::new();
        browser::keep_focus();
        table.update(|t| {
            if let Some(t) = t {
                f(t);
                outcomes = crate::app::session::outcomes_to_count(t);
            }
        });
        keeping::ask_to_save();
        // (The guide's page counts nothing: guided games have no outcomes.)
        if !GUIDE_PAGE && !outcomes.is_empty() {
            keeping::latest_stats(*self);
            self.stats
                .update(|s| outcomes.iter().for_each(|o| s.record_outcome(o)));
        }
    }

    /// This page's table of type `S`, found from anywhere ([`table`], run
    /// under the app's owner).
    pub fn table<S: Table>(&self) -> RwSignal<Option<S>> {
        self.root.get_value().with(table::<S>)
    }

    /// Deals the link's game, replacing whatever of that game was in play.
    /// (Only this page's games: another page's deal is opened there.)
    pub fn start(&self, deal: &Deal) {
        crate::with_table!(deal.game(), T => self.table::<T>().set(T::start(deal)), else ())
    }

    /// What of this game is in play, for the home page: its link and where it stands.
    pub fn in_play(&self, game: GameId) -> Option<(Deal, String)> {
        fn unfinished<S: Session>(t: &Option<S>) -> Option<(Deal, String)> {
            t.as_ref()
                .filter(|t| !t.is_over() && t.moves_made() > 0)
                .map(|t| (t.deal(), t.progress()))
        }
        crate::with_table!(game, T => self.table::<T>().with(unfinished), else self.elsewhere.with(|games| {
            let (_, in_play) = games.iter().find(|(g, _)| *g == game)?;
            match parse_hash(&in_play.link) {
                Ok(Route::Play(deal)) if deal.game() == game => {
                    Some((deal, in_play.progress.clone()))
                }
                _ => None,
            }
        }))
    }
}

/// The unfinished games of the pages this build does not carry, for Resume
/// (on the home page: no table page shows them, so none carries the code to
/// read the other games' saves).
fn games_elsewhere(store: &mut LocalStore) -> Vec<(GameId, InPlay)> {
    if !cfg!(feature = "page-main") {
        return Vec::new();
    }
    GameId::ALL
        .into_iter()
        .filter(|g| !g.has_table())
        .filter_map(|g| match load::<SavedGame>(store, &game_key(g)) {
            Loaded::Found(saved) => Some((g, saved.summary()?)),
            // A save that does not load is reported by its own page.
            _ => None,
        })
        .collect()
}

impl Ctx {
    /// Reads the other pages' games in play again (Resume's list).
    pub fn reload_elsewhere(&self) {
        self.elsewhere.set(games_elsewhere(&mut LocalStore));
    }

    /// Reads every saved game again (after an import wrote them).
    pub fn reload_saved_games(&self) {
        let troubles: &mut Vec<(String, Trouble)> = &mut Vec::new();
        for game in GameId::ALL {
            crate::with_table!(game, T => self.table::<T>().set(load_saved::<T>(&mut LocalStore, troubles)), else ());
        }
        self.reload_elsewhere();
        for (_, (message, _)) in troubles.drain(..) {
            self.notify(message, true);
        }
    }
}

fn current_route() -> Result<Route, LinkError> {
    parse_hash(&browser::hash())
}

/// What loading found wrong: (message, moved aside).
type Trouble = (String, bool);

/// The saved game of one kind: a value that does not load or replay is
/// moved aside (never deleted) with a message.
fn load_saved<S: Session>(
    store: &mut LocalStore,
    troubles: &mut Vec<(String, Trouble)>,
) -> Option<S> {
    let key = game_key(S::GAME);
    let trouble = match load::<SavedGame>(store, &key) {
        Loaded::Missing => return None,
        Loaded::Unreadable { message, moved } => (message, moved),
        Loaded::Found(saved) => match S::from_saved(&saved) {
            Ok(t) => return Some(t),
            Err(e) => {
                let what = format!("Your saved {} game", S::GAME.name());
                set_aside(store, &key, &what, &e.to_string())
            }
        },
    };
    troubles.push((key, trouble));
    None
}

/// Loads one stored value; a value that could not be moved aside is frozen,
/// so nothing is written over it this session.
fn load_or_default<T: Stored + Default>(
    store: &mut LocalStore,
    key: &str,
    troubles: &mut Vec<(String, Trouble)>,
) -> T {
    match load::<T>(store, key) {
        Loaded::Found(t) => t,
        Loaded::Missing => T::default(),
        Loaded::Unreadable { message, moved } => {
            troubles.push((key.to_string(), (message, moved)));
            T::default()
        }
    }
}

#[component]
pub fn App() -> impl IntoView {
    let mut store = LocalStore;
    let mut troubles = Vec::new();
    // Each page replays only the games it carries (so it needs only their
    // rules); of the others it reads what Resume needs.
    for game in GameId::ALL {
        // (The guide's page reads no saved game: its tables are the guides'.)
        crate::with_table!(game, T => provide_context(RwSignal::new(if GUIDE_PAGE { None } else { load_saved::<T>(&mut store, &mut troubles) })), else ());
    }
    let elsewhere = games_elsewhere(&mut store);
    // (The guide's page reads no statistics: a guide counts nothing, and
    // its end says so.)
    let stats: Stats = match GUIDE_PAGE {
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
    // (The guide's page keeps nothing, so it has nothing to lose.)
    if !GUIDE_PAGE && !LocalStore::works() {
        ctx.notify_with(
            "This browser does not let the app keep anything (its storage is off or blocked), so progress lasts only while this page is open. Play goes on: export a backup to keep it.",
            NoticeAction::ExportBackup,
        );
    }

    let _hash = window_event_listener(leptos::ev::hashchange, move |_| {
        ctx.route.set(current_route());
    });

    // Effects sync app state to the outside world: storage and the address.
    // The guide's page keeps nothing: a guide is never saved, counts
    // nothing, and leaves the player's games and settings as they are.
    if !GUIDE_PAGE {
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
    #[cfg(feature = "page-main")]
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

/// Problems stay in the page until dismissed; passing news floats over the
/// table (never pushing it down) in a live region that is always there, so
/// screen readers announce it, and fades on its own.
#[component]
fn Notices() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let dismiss = move |id: u32| ctx.dismiss(id);
    let problems = move || {
        ctx.notices
            .with(|l| l.iter().filter(|n| n.alert).cloned().collect::<Vec<_>>())
    };
    view! {
        <div class="notices">
            <For each=problems key=|n| u64::from(n.id) children=move |n| view! {
                <div class="notice alert" role="alert">
                    <p>{n.text.clone()}</p>
                    {n.action.clone().map(|action| {
                        let notice = n.clone();
                        view! {
                            <button type="button" class="small primary" on:click=move |_| keeping::act(ctx, &notice)>
                                {action.label()}
                            </button>
                        }
                    })}
                    <button type="button" class="small" on:click=move |_| dismiss(n.id)>
                        "Dismiss"
                    </button>
                </div>
            }.into_any() />
        </div>
    }
}

/// Passing news, after the page's content in reading order.
#[component]
fn Toasts() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let passing = move || {
        ctx.notices
            .with(|l| l.iter().filter(|n| !n.alert).cloned().collect::<Vec<_>>())
    };
    view! {
        <div class="toasts" role="status" aria-live="polite">
            <For each=passing key=|n| u64::from(n.id) children=|n| view! { <p class="notice toast">{n.text}</p> }.into_any() />
        </div>
    }
}

#[component]
fn BrokenLink(error: LinkError) -> impl IntoView {
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

/// Does this build carry the page's screens? (Cargo features; a build with
/// every page, the development server's, needs no other page.)
fn carries(page: Page) -> bool {
    match page {
        Page::Main => cfg!(feature = "page-main"),
        Page::More => cfg!(feature = "page-more"),
        Page::Table(game) => game.has_table(),
        Page::Guide(game) => game.carries_guide(),
        Page::Review(game) => game.has_review(),
    }
}

/// A link to `hash` on `page`: the hash alone where this page carries it
/// (followed, the route changes here), else that page's file and the hash.
fn href(page: Page, hash: &str) -> String {
    match carries(page) {
        true => hash.to_string(),
        false => page.file() + hash,
    }
}

/// The screen for a route: here, or on the page that carries it.
// (A build with no page, the worker's, uses no `ctx`.)
#[cfg_attr(
    not(any(feature = "page-main", feature = "page-more")),
    allow(unused_variables)
)]
fn page_view(route: Route) -> AnyView {
    if !carries(route.page()) {
        browser::open_page(&route.page().file(), &route.to_hash());
        return view! { <p class="loading">"Opening…"</p> }.into_any();
    }
    match route {
        #[cfg(feature = "page-main")]
        Route::Home => view! { <home::Home /> }.into_any(),
        #[cfg(feature = "page-more")]
        Route::Rules(game) => view! { <rules::Rules game=game /> }.into_any(),
        #[cfg(feature = "page-more")]
        Route::Stats => view! { <stats::Statistics /> }.into_any(),
        #[cfg(feature = "page-more")]
        Route::Backup => view! { <backup::BackupPage /> }.into_any(),
        #[cfg(any(feature = "page-guide", feature = "every-page"))]
        Route::Guide(game) => guide::view(game),
        Route::Play(deal) => {
            crate::with_table!(deal.game(), T => open_deal::<T>(deal), else view! { <p class="loading">"Opening…"</p> }.into_any())
        }
        #[cfg(feature = "page-review")]
        Route::Elsewhere(crate::app::games::Page::Review(_), hash) => review::show(hash),
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
                    "You are playing {game}: {progress}. This link opens deal {new_code}. Opening it ends the game in progress."
                )}
            </p>
            <div class="actions">
                <button type="button" class="primary" on:click=open>"Open the new deal"</button>
                <button type="button" on:click=keep>"Keep my game"</button>
            </div>
        </section>
    }
}
