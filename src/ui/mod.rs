//! Leptos components (wasm only). They render `app` state and forward taps;
//! rules and decisions live in `engine` and `app`.

mod browser;
mod cards;
mod home;
mod rules;
mod verslun;

use crate::app::link::{parse_hash, Deal, LinkError, Route};
use crate::app::profile::{Settings, Stats, SETTINGS_KEY, STATS_KEY};
use crate::app::storage::{load, save, Loaded, Stored};
use crate::app::verslun_table::{game_key, opening, Opening, SavedGame, VerslunTable};
use browser::LocalStore;
use leptos::prelude::*;

pub fn start() {
    leptos::mount::mount_to_body(App);
}

#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub id: u32,
    pub text: String,
    /// Problems are alerts; everything else is a polite status.
    pub alert: bool,
}

/// The app's shared state: all signals, so it is `Copy` into every handler.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub route: RwSignal<Result<Route, LinkError>>,
    pub verslun: RwSignal<Option<VerslunTable>>,
    pub stats: RwSignal<Stats>,
    pub settings: RwSignal<Settings>,
    pub notices: RwSignal<Vec<Notice>>,
}

impl Ctx {
    pub fn notify(&self, text: impl Into<String>, alert: bool) {
        let text = text.into();
        self.notices.update(|list| {
            if list.iter().any(|n| n.text == text) {
                return;
            }
            let id = list.iter().map(|n| n.id).max().unwrap_or(0) + 1;
            list.push(Notice { id, text, alert });
        });
    }

    pub fn go(&self, route: &Route) {
        browser::set_hash(&route.to_hash());
    }

    /// Applies a change to the Verslun table; counts a finished game once.
    pub fn with_verslun<R>(&self, f: impl FnOnce(&mut VerslunTable) -> R) {
        let mut result = None;
        self.verslun.update(|t| {
            if let Some(t) = t {
                f(t);
                result = t.take_result().map(|score| (t.stats_key(), score));
            }
        });
        if let Some((key, score)) = result {
            self.stats.update(|s| s.record(&key, score));
        }
    }

    pub fn start_verslun(&self, deal: &Deal) {
        let Deal::Verslun { options, seed } = deal;
        self.verslun
            .set(Some(VerslunTable::new(options.clone(), *seed)));
    }
}

fn current_route() -> Result<Route, LinkError> {
    parse_hash(&browser::hash())
}

/// What loading found wrong: (message, moved aside).
type Trouble = (String, bool);

fn load_saved_verslun(store: &mut LocalStore) -> (Option<VerslunTable>, Option<Trouble>) {
    let key = game_key("verslun");
    match load::<SavedGame>(store, &key) {
        Loaded::Missing => (None, None),
        Loaded::Unreadable { message, moved } => (None, Some((message, moved))),
        Loaded::Found(saved) => match VerslunTable::from_saved(&saved) {
            Ok(t) => (Some(t), None),
            Err(e) => {
                let why = e.to_string();
                (
                    None,
                    Some(crate::app::storage::set_aside(
                        store,
                        &key,
                        "Your saved Verslun game",
                        &why,
                    )),
                )
            }
        },
    }
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
    let (table, trouble) = load_saved_verslun(&mut store);
    troubles.extend(trouble.map(|t| (game_key("verslun"), t)));
    let stats: Stats = load_or_default(&mut store, STATS_KEY, &mut troubles);
    let settings: Settings = load_or_default(&mut store, SETTINGS_KEY, &mut troubles);

    let ctx = Ctx {
        route: RwSignal::new(current_route()),
        verslun: RwSignal::new(table),
        stats: RwSignal::new(stats),
        settings: RwSignal::new(settings),
        notices: RwSignal::new(Vec::new()),
    };
    let mut frozen = Vec::new();
    for (key, (message, moved)) in troubles {
        ctx.notify(message, true);
        if !moved {
            frozen.push(key);
        }
    }
    let frozen = StoredValue::new(frozen);

    let _hash = window_event_listener(leptos::ev::hashchange, move |_| {
        ctx.route.set(current_route());
    });

    // Effects sync app state to the outside world: storage and the address.
    fn write<T: Stored>(ctx: Ctx, frozen: StoredValue<Vec<String>>, key: &str, value: &T) {
        if frozen.with_value(|f| f.iter().any(|k| k == key)) {
            return;
        }
        if let Err(e) = save(&mut LocalStore, key, value) {
            ctx.notify(e.to_string(), true);
        }
    }
    Effect::new(move |_| {
        if let Some(saved) = ctx.verslun.with(|t| t.as_ref().map(VerslunTable::saved)) {
            // Saved just after the next paint, so a tap shows at once.
            request_animation_frame(move || {
                set_timeout(
                    move || write(ctx, frozen, &game_key("verslun"), &saved),
                    std::time::Duration::ZERO,
                )
            });
        }
    });
    Effect::new(move |_| ctx.stats.with(|s| write(ctx, frozen, STATS_KEY, s)));
    Effect::new(move |_| ctx.settings.with(|s| write(ctx, frozen, SETTINGS_KEY, s)));

    let four_colour = move || ctx.settings.with(|s| s.four_colour);
    view! {
        <div class="app" class:four-colour=four_colour>
            <Notices ctx=ctx />
            <main>
                {move || match ctx.route.get() {
                    Ok(Route::Home) => view! { <home::Home ctx=ctx /> }.into_any(),
                    Ok(Route::Rules(game)) => view! { <rules::Rules game=game /> }.into_any(),
                    Ok(Route::Play(deal)) => view! { <Play ctx=ctx deal=deal /> }.into_any(),
                    Err(e) => view! { <BrokenLink error=e /> }.into_any(),
                }}
            </main>
        </div>
    }
}

#[component]
fn Notices(ctx: Ctx) -> impl IntoView {
    let dismiss = move |id: u32| ctx.notices.update(|l| l.retain(|n| n.id != id));
    view! {
        <div class="notices">
            <For each=move || ctx.notices.get() key=|n| n.id let:n>
                <div class="notice" class:alert=n.alert role=if n.alert { "alert" } else { "status" }>
                    <p>{n.text.clone()}</p>
                    <button type="button" class="small" on:click=move |_| dismiss(n.id)>
                        "Dismiss"
                    </button>
                </div>
            </For>
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

/// A deal link: resume it, start it, or ask before replacing a game in play.
#[component]
fn Play(ctx: Ctx, deal: Deal) -> impl IntoView {
    let deal_for_memo = deal.clone();
    let choice = Memo::new(move |_| ctx.verslun.with(|t| opening(t.as_ref(), &deal_for_memo)));
    let deal_to_start = deal.clone();
    Effect::new(move |_| {
        if choice.get() == Opening::Start {
            ctx.start_verslun(&deal_to_start);
        }
    });
    let deal_for_prompt = deal.clone();
    move || match choice.get() {
        Opening::Show => view! { <verslun::VerslunTableView ctx=ctx /> }.into_any(),
        Opening::AskToReplace => {
            let deal = deal_for_prompt.clone();
            view! { <ReplacePrompt ctx=ctx deal=deal /> }.into_any()
        }
        Opening::Start => view! { <p class="loading">"Dealing…"</p> }.into_any(),
    }
}

#[component]
fn ReplacePrompt(ctx: Ctx, deal: Deal) -> impl IntoView {
    let current = ctx.verslun.with_untracked(|t| {
        t.as_ref()
            .map(|t| (t.deal(), t.seed().code(), t.game().score(), t.game().turn()))
    });
    let (current_deal, code, score, turn) = match current {
        Some(c) => c,
        None => return view! { <p>"Dealing…"</p> }.into_any(),
    };
    let new_code = deal.seed().code();
    let open = move |_| ctx.start_verslun(&deal);
    let keep = move |_| ctx.go(&Route::Play(current_deal.clone()));
    view! {
        <section class="page prompt" aria-labelledby="replace-title">
            <h1 id="replace-title">"Replace your game in progress?"</h1>
            <p>
                {format!(
                    "You are playing Verslun deal {code} (turn {turn}, {score} points). This link opens deal {new_code}. Opening it ends the game in progress."
                )}
            </p>
            <div class="actions">
                <button type="button" class="primary" on:click=open>"Open the new deal"</button>
                <button type="button" on:click=keep>"Keep my game"</button>
            </div>
        </section>
    }
    .into_any()
}
