//! The tables' shared parts: rows of card spots and buttons (keyed lists,
//! so a card keeps its element and keyboard focus while its key stays),
//! the top bar and Share, the deal line, the end panel, the move log and
//! the par line's controls.

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

/// Row `k` of `rows` (Asymmetry's seats), built again only when that row
/// changes, not whenever another does: a row rebuilt for nothing puts new
/// card elements on the page, and card motion (assets/table.js) then
/// measures every card. (Arctic's places do the same by hand: their hints
/// change without a rebuild.)
pub fn nth_row<T: Clone + PartialEq + Send + Sync + 'static>(
    rows: Memo<Vec<T>>,
    k: usize,
    f: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> impl IntoView {
    let row = Memo::new(move |_| rows.with(|r| r.get(k).cloned()));
    move || row.get().map(&f)
}

/// A part shown only while `when` holds; it is built once each time it
/// appears, not again for every change inside it.
pub fn shown(when: Signal<bool>, f: impl Fn() -> AnyView + Send + Sync + 'static) -> impl IntoView {
    move || when.get().then(|| untrack(&f))
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
    spots: Memo<Vec<Spot>>,
    tap: Callback<u16>,
) -> impl IntoView {
    view! {
        <div class=class role="group" aria-label=label data-drag=drag.attr()>
            <For each=move || spots.get() key=|s| spot_key(s.key, s.face) children=move |spot| spot_view(spots, spot, tap) />
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

fn spot_view(spots: Memo<Vec<Spot>>, spot: Spot, tap: Callback<u16>) -> AnyView {
    let (key, face) = (spot.key, spot.face);
    let now = Memo::new(move |_| {
        spots.with(|v| v.iter().find(|s| s.key == key && s.face == face).cloned())
    });
    let field = move |f: fn(&Spot) -> String| {
        Signal::derive(move || now.with(|s| s.as_ref().map(f).unwrap_or_default()))
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
pub fn button_row(buttons: Memo<Vec<Button<()>>>, press: Callback<String>) -> impl IntoView {
    view! {
        <div class="actions" class:hidden=Signal::derive(move || buttons.with(Vec::is_empty))>
            <For each=move || buttons.get() key=|b| text_key(&b.label) children=move |b| button_view(buttons, b.label, press).into_any() />
        </div>
    }
}

fn button_view(
    buttons: Memo<Vec<Button<()>>>,
    label: String,
    press: Callback<String>,
) -> impl IntoView {
    let find = label.clone();
    let now = Memo::new(move |_| {
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
            class:primary=Signal::derive(move || now.get().is_some_and(|(p, _)| p))
            disabled=Signal::derive(move || !now.get().is_some_and(|(_, e)| e))
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
        Memo::new(move |_| t.with(|t| t.as_ref().map(|t| labels(buttons(t))).unwrap_or_default()));
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
            {Signal::derive(move || t.with(|t| t.as_ref().map(|t| t.message().to_string()).unwrap_or_default()))}
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

/// The table's deal as it stands (its share link), read when a button asks.
pub fn deal_now<S: Table>(t: RwSignal<Option<S>>) -> Option<Deal> {
    t.with_untracked(|t| t.as_ref().map(S::deal))
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
    let name = Signal::derive(move || {
        t.with(|t| {
            t.as_ref()
                .map(|t| deal_name(t.seed(), browser::today()))
                .unwrap_or_default()
        })
    });
    let how = t.with_untracked(|t| t.as_ref().map_or("clean", S::how_played));
    // (A guide reads no statistics: App on its page keeps none.)
    let stats = match super::GUIDE_PAGE {
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
    super::pages::href(crate::app::games::Page::Review(S::GAME), &hash)
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
    let none = Signal::derive(move || {
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
    let walking =
        Signal::derive(move || t.with(|t| t.as_ref().is_some_and(|t| t.par_walk().is_some())));
    shown(walking, move || {
        // The same three buttons while the line is shown: built once, each
        // enabled as the table says.
        let buttons =
            t.with_untracked(|t| t.as_ref().map(|t| t.par_walk_buttons()).unwrap_or_default());
        let row = buttons
            .into_iter()
            .enumerate()
            .map(|(i, b)| {
                let enabled = Signal::derive(move || {
                    t.with(|t| t.as_ref().is_some_and(|t| t.par_walk_buttons()[i].enabled))
                });
                let step = b.action;
                view! {
                    <button type="button" class:primary=b.primary disabled=Signal::derive(move || !enabled.get())
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
