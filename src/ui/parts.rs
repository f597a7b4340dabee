//! Small building blocks for reactive views that keep the app small.
//!
//! Leptos compiles its renderer once for each type of closure placed in a
//! view, and every closure has a type of its own: a screen with fifty
//! `move || …` parts carries fifty copies. A derived `Signal<T>` is one type
//! for every `T`, so all of its uses share one copy. The tables use these
//! helpers for everything that changes, and [`keyed`] for every list whose
//! elements must persist (cards keep their keyboard focus).

use super::cards::{card_back, card_button_named, card_picture};
use super::{browser, Ctx, Table};
use crate::app::games::GameId;
use crate::app::link::{deal_name, Deal, Route};
use crate::app::review::review_hash;
use crate::app::session::{Hint, ResultWords};
use crate::app::spots::{Button, Face, Spot};
use crate::engine::GameOptions;
use leptos::prelude::*;
use std::sync::Arc;

/// Text (or an attribute value) that follows the state.
pub fn text(f: impl Fn() -> String + Send + Sync + 'static) -> Signal<String> {
    derived(Arc::new(f))
}

/// A yes/no that follows the state (`disabled`, `class:hidden`, …).
pub fn flag(f: impl Fn() -> bool + Send + Sync + 'static) -> Signal<bool> {
    derived(Arc::new(f))
}

// The helpers below take their closure behind a pointer: reactive_graph's
// constructors are generic over the closure, so each call site with a
// closure of its own was a copy of their code (issue 29); through these,
// there is one copy per value type.

/// A value of any type that follows the state (`Signal::derive`, through
/// the one copy of its code for the type).
pub fn follow<T: Send + Sync + 'static>(f: impl Fn() -> T + Send + Sync + 'static) -> Signal<T> {
    derived(Arc::new(f))
}

/// Not generic over the closure: one `Signal::derive` per value type.
fn derived<T: Send + Sync + 'static>(f: Arc<dyn Fn() -> T + Send + Sync>) -> Signal<T> {
    Signal::derive(move || f())
}

/// A yes/no worked out from the state, passed on only when it changes: a
/// `Memo<bool>` (what `any_memo` is for every other type).
pub fn flag_memo(f: impl Fn() -> bool + Send + Sync + 'static) -> Memo<bool> {
    memo_of(Arc::new(f))
}

/// Not generic over the closure: one `Memo::new` per value type.
fn memo_of<T: PartialEq + Send + Sync + 'static>(f: Arc<dyn Fn() -> T + Send + Sync>) -> Memo<T> {
    Memo::new(move |_| f())
}

/// Work done again whenever what it reads changes (an `Effect`: storage,
/// focus, the address; never the state itself).
pub fn effect(f: impl Fn() + 'static) {
    effect_boxed(Box::new(f));
}

/// Not generic: every `effect` shares one `Effect::new`.
fn effect_boxed(f: Box<dyn Fn()>) {
    Effect::new(move |_| f());
}

/// A value worked out from the state, kept until what it read changes and
/// passed on only when it differs: a `Memo<T>` for any `T` but `bool`. Each
/// `Memo<T>` carries reactive_graph's memo code for its own `T` (about 1 KB
/// a type); every `AnyMemo` shares `Memo<Kept>`'s, the value behind a
/// pointer that compares it with its own type's `==`.
pub struct AnyMemo<T> {
    memo: Memo<Kept>,
    of: std::marker::PhantomData<fn() -> T>,
}

impl<T> Clone for AnyMemo<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for AnyMemo<T> {}

/// An `AnyMemo`'s value: a `T` whose type only its `AnyMemo<T>` knows.
#[derive(Clone)]
pub struct Kept(Arc<dyn Same>);

/// A value that can tell whether another is equal to it.
trait Same: std::any::Any + Send + Sync {
    fn same(&self, other: &dyn std::any::Any) -> bool;
}

impl<T: PartialEq + Send + Sync + 'static> Same for T {
    fn same(&self, other: &dyn std::any::Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}

impl PartialEq for Kept {
    fn eq(&self, other: &Self) -> bool {
        let other: &dyn std::any::Any = &*other.0;
        self.0.same(other)
    }
}

/// A value worked out by `f`, kept as a memo keeps it ([`AnyMemo`]).
pub fn any_memo<T: PartialEq + Send + Sync + 'static>(
    f: impl Fn() -> T + Send + Sync + 'static,
) -> AnyMemo<T> {
    AnyMemo {
        memo: memo_of(Arc::new(move || Kept(Arc::new(f())))),
        of: std::marker::PhantomData,
    }
}

impl<T: 'static> AnyMemo<T> {
    /// Reads the value (and follows it, as `Memo::with` does).
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.memo.with(|kept| {
            let any: &dyn std::any::Any = &*kept.0;
            // Only `any_memo::<T>` makes this memo's values: always a `T`.
            match any.downcast_ref::<T>() {
                Some(value) => f(value),
                None => unreachable!("an AnyMemo<T> holds a T"),
            }
        })
    }

    /// A copy of the value (followed, as `Memo::get` is).
    pub fn get(&self) -> T
    where
        T: Clone,
    {
        self.with(T::clone)
    }

    /// Follows the value without reading it.
    pub fn track(&self) {
        self.memo.track()
    }
}

/// A part of the page rebuilt whenever what it reads changes.
pub fn dynamic(f: impl Fn() -> AnyView + Send + Sync + 'static) -> impl IntoView {
    erased(Arc::new(f))
}

/// Not generic, so every `dynamic` part has this one closure type.
fn erased(f: Arc<dyn Fn() -> AnyView + Send + Sync>) -> impl IntoView {
    move || f()
}

/// Row `k` of `rows` (Asymmetry's seats), built again only when that row
/// changes, not whenever another does: a row rebuilt for nothing puts new
/// card elements on the page, and card motion (assets/table.js) then
/// measures every card. (Arctic's places do the same by hand: their hints
/// change without a rebuild.)
pub fn nth_row<T: Clone + PartialEq + Send + Sync + 'static>(
    rows: AnyMemo<Vec<T>>,
    k: usize,
    f: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> impl IntoView {
    let row = any_memo(move || rows.with(|r| r.get(k).cloned()));
    dynamic(move || match row.get() {
        Some(r) => f(r),
        None => ().into_any(),
    })
}

/// A part shown only while `when` holds; it is built once each time it
/// appears, not again for every change inside it.
pub fn shown(when: Signal<bool>, f: impl Fn() -> AnyView + Send + Sync + 'static) -> impl IntoView {
    dynamic(move || {
        if when.get() {
            untrack(&f)
        } else {
            ().into_any()
        }
    })
}

/// A keyed list: one element per item, built when its key comes and kept
/// (with its keyboard focus, and its place in assets/table.js's motion)
/// while the key stays; only what reads the items inside it changes. Every
/// list of the app goes through here: leptos' `<For>` is generic over its
/// closures, so each call site was a copy of its keyed-list code of its own
/// (a page with seven lists carried about 8 KB gzip of them, issue 29);
/// [`keyed_keys`] is one `<For>` for all. `key` must tell the items apart.
pub fn keyed<T: Clone + Send + Sync + 'static>(
    items: impl Fn() -> Vec<T> + Send + Sync + 'static,
    key: fn(&T) -> u64,
    item: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> impl IntoView {
    // The items as last read (`<For>` reads the keys, then builds the new
    // ones' elements): a new element finds its item here.
    let last = Arc::new(std::sync::Mutex::new(Vec::new()));
    let read = last.clone();
    keyed_keys(
        derived(Arc::new(move || {
            let now = items();
            let keys = now.iter().map(key).collect();
            if let Ok(mut last) = read.lock() {
                *last = now;
            }
            keys
        })),
        Callback::new(move |k: u64| {
            let found = last
                .lock()
                .ok()
                .and_then(|v| v.iter().find(|x| key(x) == k).cloned());
            match found {
                Some(x) => item(x),
                None => ().into_any(),
            }
        }),
    )
}

/// Not generic: the page's one `<For>`.
fn keyed_keys(keys: Signal<Vec<u64>>, item: Callback<u64, AnyView>) -> impl IntoView {
    view! {
        <For each=move || keys.get() key=|k| *k let:k>
            {item.run(k)}
        </For>
    }
}

/// A list key for a text (a button's label): FNV-1a, 64 bits.
pub fn text_key(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// How a row's cards may be dragged: assets/table.js reads the row's
/// `data-drag` (and the targets' `data-drop`, the finishing button's
/// `data-finish`), so it needs to know no game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drag {
    /// They are not.
    No,
    /// A card dragged is chosen, as a tap chooses it (its targets light);
    /// what it is dropped on is tapped, then the table's button marked
    /// `data-finish`, if enabled, finishes the move.
    Choose,
    /// A card dropped on a place marked `data-drop` is the card's own tap.
    Play,
}

impl Drag {
    /// The row's `data-drag` attribute, if any.
    pub fn attr(self) -> Option<&'static str> {
        match self {
            Drag::No => None,
            Drag::Choose => Some("choose"),
            Drag::Play => Some("play"),
        }
    }
}

/// A row of card spots (a hand, the piles, a player's sets). Spots are keyed,
/// so a card keeps its element (and its keyboard focus) while only its hint
/// or badge changes. `tap` gets the key of the spot tapped. `spots` is a
/// memo: worked out once a change, not once per spot (each spot reads the
/// row), and a row that did not change wakes none of its spots.
pub fn spot_row(
    class: &'static str,
    drag: Drag,
    label: Signal<String>,
    spots: AnyMemo<Vec<Spot>>,
    tap: Callback<u16>,
) -> impl IntoView {
    view! {
        <div class=class role="group" aria-label=label data-drag=drag.attr()>
            {keyed(move || spots.get(), |s| spot_key(s.key, s.face), move |spot| spot_view(spots, spot, tap))}
        </div>
    }
}

/// A list key for a place that shows one of several faces: the place's own
/// key, and a number for the face (below 65,536), so a card that turns or
/// goes gets a new element.
pub fn place_key(place: u16, face: u64) -> u64 {
    (u64::from(place) << 16) | face
}

/// A spot's list key: its key in the row and what shows there.
fn spot_key(key: u16, face: Face) -> u64 {
    place_key(
        key,
        match face {
            Face::Back => 0,
            Face::Empty => 1,
            Face::Card(card) => 2 + card.index() as u64,
        },
    )
}

fn spot_view(spots: AnyMemo<Vec<Spot>>, spot: Spot, tap: Callback<u16>) -> AnyView {
    let (key, face) = (spot.key, spot.face);
    let now = any_memo(move || {
        spots.with(|v| v.iter().find(|s| s.key == key && s.face == face).cloned())
    });
    let field = move |f: fn(&Spot) -> String| {
        text(move || now.with(|s| s.as_ref().map(f).unwrap_or_default()))
    };
    let card = match face {
        Face::Card(card) if spot.tap => {
            let hint = Arc::new(move || now.with(|s| s.as_ref().map_or(Hint::Plain, |s| s.hint)));
            card_button_named(
                card,
                spot.name.clone(),
                hint,
                Callback::new(move |_| tap.run(key)),
            )
            .into_any()
        }
        Face::Card(card) => card_picture(card, spot.name).into_any(),
        // An empty name: a back that only adds to its row's count.
        Face::Back if spot.name.as_deref() == Some("") => {
            view! { <span class="card back" aria-hidden="true"></span> }.into_any()
        }
        Face::Back => card_back(spot.name.as_deref().unwrap_or("Face-down card")).into_any(),
        Face::Empty => view! { <span class="slot" aria-hidden="true"></span> }.into_any(),
    };
    let inner = view! {
        <span class="spot">
            {card}
            <span class="badge" aria-hidden="true">{field(|s| s.badge.clone())}</span>
        </span>
    };
    match spot.group {
        Some(_) => view! {
            <div class="pile" role="group" aria-label=field(|s| s.group.clone().unwrap_or_default())>{inner}</div>
        }
        .into_any(),
        None => inner.into_any(),
    }
}

/// The buttons a table offers now; `press` gets the label of the one pressed
/// (labels are unique within a row).
pub fn button_row(buttons: AnyMemo<Vec<Button<()>>>, press: Callback<String>) -> impl IntoView {
    view! {
        <div class="actions" class:hidden=flag(move || buttons.with(Vec::is_empty))>
            {keyed(move || buttons.get(), |b| text_key(&b.label), move |b| button_view(buttons, b.label, press).into_any())}
        </div>
    }
}

fn button_view(
    buttons: AnyMemo<Vec<Button<()>>>,
    label: String,
    press: Callback<String>,
) -> impl IntoView {
    let find = label.clone();
    let now = any_memo(move || {
        buttons.with(|v| {
            v.iter()
                .find(|b| b.label == find)
                .map(|b| (b.primary, b.enabled))
        })
    });
    // (Whether it finishes a drag does not change while it is shown.)
    let finish =
        untrack(|| buttons.with(|v| v.iter().any(|b| b.label == label && b.finishes_drag)));
    let pressed = label.clone();
    view! {
        <button
            type="button"
            data-finish=finish.then_some("")
            class:primary=flag(move || now.get().is_some_and(|(p, _)| p))
            disabled=flag(move || !now.get().is_some_and(|(_, e)| e))
            on:click=move |_| press.run(pressed.clone())
        >
            {label}
        </button>
    }
}

/// A table's row of buttons: `buttons` says which it offers now, `act`
/// what each does (a change to the table, counted and saved as a tap).
pub fn table_buttons<S: Table, A: 'static>(
    t: RwSignal<Option<S>>,
    buttons: fn(&S) -> Vec<Button<A>>,
    act: fn(&mut S, A) -> bool,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let labelled =
        any_memo(move || t.with(|t| t.as_ref().map(|t| labels(buttons(t))).unwrap_or_default()));
    let press = Callback::new(move |label: String| {
        if let Some(action) = pressed(t, buttons, &label) {
            ctx.update(t, |t| act(t, action))
        }
    });
    button_row(labelled, press)
}

/// Why the table's last tap did nothing, or what it means (a polite live
/// region: said when it changes).
pub fn tap_message<S: Table>(t: RwSignal<Option<S>>) -> impl IntoView {
    view! {
        <p class="tap-message" role="status">
            {text(move || t.with(|t| t.as_ref().map(|t| t.message().to_string()).unwrap_or_default()))}
        </p>
    }
}

/// A table's buttons without their actions, for [`button_row`].
pub fn labels<A>(buttons: Vec<Button<A>>) -> Vec<Button<()>> {
    buttons
        .into_iter()
        .map(|b| Button {
            label: b.label,
            primary: b.primary,
            enabled: b.enabled,
            finishes_drag: b.finishes_drag,
            action: (),
        })
        .collect()
}

/// A table's top bar: Home, the game's name, its rules, Share, Hint.
pub fn topbar(game: GameId) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <header class="topbar">
            <a class="button" href="#/">"Home"</a>
            <h1 id="table-title">{game.name()}</h1>
            <a class="button" href=Route::Rules(game).to_hash()>"Rules"</a>
            <button type="button" on:click=move |_| share(ctx, game, "")>"Share"</button>
            {super::hint::hint_button(game)}
        </header>
    }
}

/// Shares the page's address, which is the deal's link, after `text` (a
/// result) if there is one.
pub fn share(ctx: Ctx, game: GameId, text: &str) {
    let title = format!("Card Table: {} deal", game.name());
    browser::share(&title, text, &browser::href(), move |said| {
        ctx.notify(said, false)
    });
}

/// The action of a table's button with this label, now.
pub fn pressed<S: Send + Sync + 'static, A>(
    table: RwSignal<Option<S>>,
    buttons: fn(&S) -> Vec<Button<A>>,
    label: &str,
) -> Option<A> {
    table.with_untracked(|t| {
        buttons(t.as_ref()?)
            .into_iter()
            .find(|b| b.label == label)
            .map(|b| b.action)
    })
}

/// After a game: a new deal with the same options (its own link), or this
/// deal again from the start.
pub fn deal_again(ctx: Ctx, deal: Option<Deal>, same: bool) {
    match deal {
        Some(deal) if same => ctx.start(&deal),
        Some(deal) => ctx.go(&Route::Play(deal.with_seed(browser::random_seed()))),
        None => {}
    }
}

/// "Daily deal · 23 November · 14H48STX · 5 cards…" or "Deal K7M2QX4P · …":
/// the line under every table's title; a solitaire's par from here first
/// ("Par 212 · on par · …", `hint::par_here`), said when it changes.
pub fn deal_line<S: Table>(t: RwSignal<Option<S>>) -> impl IntoView {
    let par = super::hint::par_here(S::GAME.info().has_par);
    let line = text(move || {
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

/// The table's deal as it stands (its share link), read when a button asks.
pub fn deal_now<S: Table>(t: RwSignal<Option<S>>) -> Option<Deal> {
    t.with_untracked(|t| t.as_ref().map(S::deal))
}

/// Focus to the heading `#id` once its panel is on the page (a panel that
/// appears takes the focus, so a keyboard or screen reader starts there).
/// By id, not a `NodeRef`: each element type of a `NodeRef` brings its own
/// signal code to the page.
pub fn focus_on(id: &'static str) {
    effect(move || {
        if let Some(h) = browser::element(id) {
            let _ = h.focus();
        }
    });
}

/// The one end panel of every table: the result in a few lines, the deal's
/// name (the Daily deal says so), statistics, then the same actions in the
/// same order everywhere: New deal, Play this deal again, Share (the
/// result, the first of `lines`, which names no card; clean or with Undo,
/// as the table says; the par; and the deal's link), Home.
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
    let name = text(move || {
        t.with(|t| {
            t.as_ref()
                .map(|t| deal_name(t.seed(), browser::today()))
                .unwrap_or_default()
        })
    });
    let how = t.with_untracked(|t| t.as_ref().map_or("clean", S::how_played));
    // (A guide reads no statistics: App on its page keeps none.)
    let stats = match super::GUIDE_PAGE {
        true => text(|| "A guided game counts nothing in your statistics.".into()),
        false => stats,
    };
    view! {
        <section class="game-over" aria-labelledby="over-title">
            <h2 id="over-title" tabindex="-1">{title}</h2>
            <p class="fine deal-name">{name}</p>
            {dynamic(move || {
                lines()
                    .into_iter()
                    .map(|l| view! { <p class="final">{l}</p> })
                    .collect_view()
                    .into_any()
            })}
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
                <a class="button" href="#/">"Home"</a>
            </div>
        </section>
    }
}

/// The link to this game's review: on its own page, so no review code
/// comes with a table (`app::review`).
fn review_href<S: Table>(t: RwSignal<Option<S>>) -> String {
    let hash = t.with_untracked(|t| {
        t.as_ref()
            .map(|t| review_hash(&t.deal(), &t.core().record().to_raw().moves))
            .unwrap_or_default()
    });
    super::href(crate::app::games::Page::Review(S::GAME), &hash)
}

fn share_result(ctx: Ctx, deal: Option<Deal>, result: ResultWords) {
    if let Some(deal) = deal {
        share(ctx, deal.game(), &result.text(&deal, browser::today()));
    }
}

/// The moves in words, newest last, in a polite live region: a screen
/// reader hears every move, the player's and the others'. On screen, a
/// strip of what happened since your turn (every move of the others, in
/// order; it scrolls within itself, newest in view), and History, which
/// opens the whole log over the table. Each change only adds lines (said
/// once, never the list again).
pub fn move_log<S: Table>(t: RwSignal<Option<S>>) -> impl IntoView {
    let log = any_memo(move || t.with(|t| t.as_ref().map(S::turn_log).unwrap_or_default()));
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
                {text(move || match (open.get(), log.with(|l| l.alone)) {
                    (true, _) => "Every move".into(),
                    (false, true) => "Last move".into(),
                    (false, false) => "Since your turn".into(),
                })}
            </h2>
            // Focusable: it scrolls, so a keyboard can scroll it too.
            <div class="strip" tabindex="0">
                <ol aria-live="polite">
                    {dynamic(move || {
                        log.with(|l| {
                            l.lines
                                .iter()
                                .enumerate()
                                .map(|(i, line)| view! { <li class:earlier=i < l.since>{line.clone()}</li> })
                                .collect_view()
                                .into_any()
                        })
                    })}
                </ol>
            </div>
            <button type="button" class="history" aria-expanded=text(move || open.get().to_string()) on:click=toggle>
                {text(move || if open.get() { "Close".into() } else { "History".into() })}
            </button>
        </section>
    }
}

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
    let none = flag(move || {
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
    let walking = flag(move || t.with(|t| t.as_ref().is_some_and(|t| t.par_walk().is_some())));
    shown(walking, move || {
        // The same three buttons while the line is shown: built once, each
        // enabled as the table says.
        let buttons =
            t.with_untracked(|t| t.as_ref().map(|t| t.par_walk_buttons()).unwrap_or_default());
        let row = buttons
            .into_iter()
            .enumerate()
            .map(|(i, b)| {
                let enabled = flag(move || {
                    t.with(|t| t.as_ref().is_some_and(|t| t.par_walk_buttons()[i].enabled))
                });
                let step = b.action;
                view! {
                    <button type="button" class:primary=b.primary disabled=flag(move || !enabled.get())
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
