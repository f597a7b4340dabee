//! The Arctic Solitaire table: the other players along the top, the three
//! places, the deck and the discards, your hand at the bottom. Renders
//! `ArcticTable` (the observation of the seat on screen while a round is
//! live) and forwards taps; the computers think in the app's Web Worker, and
//! after a solo round the par search runs there too.

use crate::app::arctic::{reveal_html, ArcticAction, ArcticTable, PlaceView, RevealRow, SeatRow};
use crate::app::games::GameId;
use crate::app::par_walk::WalksPar;
use crate::app::session::stats_key;
use crate::app::session::{Hint, Session};
use crate::app::words::count;
use crate::engine::arctic::Arctic;
use crate::ui::browser;
use crate::ui::cards::{triple_button, triple_picture, HintNow};
use crate::ui::computer::{computer_line, run_computers};
use crate::ui::parts::end_panel::end_panel;
use crate::ui::parts::move_log::move_log;
use crate::ui::parts::par_walk::{par_walk_start, ParSearch};
use crate::ui::parts::rows::{shown, table_buttons, tap_message, Drag};
use crate::ui::parts::topbar::{deal_line, topbar};
use crate::ui::table;
use crate::ui::worker;
use crate::ui::Ctx;
use crate::ui::TableView;
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// Each computer move waits this long, so a person can follow a turn of
/// several plays card by card.
const PAUSE_BEFORE_COMPUTER: Duration = Duration::from_millis(550);

impl TableView for ArcticTable {
    fn show() -> AnyView {
        view! { <ArcticTableView /> }.into_any()
    }
}

/// A change to this page's table (a tap): counted, saved and said.
fn tap<R>(ctx: Ctx, f: impl FnOnce(&mut ArcticTable) -> R) {
    ctx.update(ctx.table(), f)
}

#[component]
pub fn ArcticTableView() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<ArcticTable>();
    let read =
        move |f: fn(&ArcticTable) -> String| t.with(|t| t.as_ref().map(f).unwrap_or_default());
    let is = move |f: fn(&ArcticTable) -> bool| t.with(|t| t.as_ref().is_some_and(f));

    let computers = run_computers(t, |_| PAUSE_BEFORE_COMPUTER);

    let seats = Memo::new(move |_| t.with(|t| t.as_ref().map(|t| t.seats()).unwrap_or_default()));
    let places = Memo::new(move |_| t.with(|t| t.as_ref().map(|t| t.places()).unwrap_or_default()));
    let hand = Memo::new(move |_| t.with(|t| t.as_ref().map(|t| t.hand()).unwrap_or_default()));
    let covered = Memo::new(move |_| is(ArcticTable::is_covered));
    let over = Memo::new(move |_| is(|t| t.is_over()));
    let reveal = Memo::new(move |_| is(ArcticTable::reveal_pending));
    let solo = is(ArcticTable::is_solo);
    // A solo round's end keeps its table and hand on screen (its par line
    // is stepped through there); a match's gives way to the score table.
    let table_shown = move || !reveal.get() && (!over.get() || solo);
    // The deal's par, from the worker once a solo round is over.
    let par = ParSearch::new();

    // A place is drawn anew when its cards change; its hint (lit, dimmed)
    // follows on the same elements, so choosing a hand card puts no new
    // card on the page (card motion then measures nothing).
    let place = move |k: usize| {
        let place_now = Memo::new(move |_| {
            places.with(|p| {
                p.get(k).map(|p| PlaceView {
                    hint: Hint::Plain,
                    ..p.clone()
                })
            })
        });
        let hint = Memo::new(move |_| places.with(|p| p.get(k).map_or(Hint::Plain, |p| p.hint)));
        move || match place_now.get() {
            Some(p) => place_view(p, Arc::new(move || hint.get())).into_any(),
            None => ().into_any(),
        }
    };
    let discard_top = Memo::new(move |_| t.with(|t| t.as_ref().and_then(|t| t.discard_top())));

    view! {
        <section class="table arctic" aria-labelledby="table-title"
            on:keydown=move |ev| if ev.key() == "Escape" { tap(ctx, |t| t.act(ArcticAction::Cancel)) }>
            {topbar(GameId::Arctic)}
            {deal_line(t)}
            // The players' chips, yours too, give way to the score table at a
            // round's end.
            {shown(Signal::derive(move || !solo && !reveal.get() && !over.get()), move || view! {
                <ul class="arctic-seats" aria-label="Players"
                    inner_html=move || seats.with(|v| v.iter().map(SeatRow::html).collect::<String>())></ul>
            }.into_any())}
            {shown(Signal::derive(table_shown), move || view! {
                <div class="arctic-places fit" role="group" aria-label="Places">
                    {place(0)}{place(1)}{place(2)}
                </div>
                <div class="arctic-stock">
                    <button type="button" class="deck-button"
                        aria-label=Signal::derive(move || read(|t| format!("Deck, {}: draw", count(t.deck_count(), "card", "cards"))))
                        on:click=move |_| tap(ctx, |t| t.tap_deck())>
                        <span class="card back" aria-hidden="true"></span>
                        <span class="badge" aria-hidden="true">{Signal::derive(move || read(|t| t.deck_count().to_string()))}</span>
                    </button>
                    {move || match discard_top.get() {
                        Some(c) => view! {
                            <span class="discards" role="group" aria-label=Signal::derive(move || read(|t| format!("Discards, {}, top card", count(t.discard_count(), "card", "cards"))))>
                                {triple_picture(c)}
                            </span>
                        }.into_any(),
                        None => view! { <span class="slot discards-empty" role="img" aria-label="Discards: none yet"></span> }.into_any(),
                    }}
                    <span class="fine counts">{Signal::derive(move || read(ArcticTable::counts_text))}</span>
                </div>
            }.into_any())}
            {shown(reveal.into(), move || round_over().into_any())}
            <p class="step" role="status">{Signal::derive(move || read(ArcticTable::step_text))}</p>
            {tap_message(t)}
            <p class="cover" class:hidden=Signal::derive(move || !covered.get())>
                {Signal::derive(move || read(|t| format!("{}, it's your turn. Make sure nobody else can see the screen, then tap Show my hand.", t.seat_name(t.viewer()))))}
            </p>
            {shown(Signal::derive(move || !covered.get() && table_shown()), move || view! {
                <div class="arctic-hand" role="group" data-drag=Drag::Choose.attr() aria-label=Signal::derive(move || read(|t| {
                    let n = t.game().hand(t.viewer()).len();
                    format!("{} hand, {}", t.who(t.viewer()).owner(), count(n, "card", "cards"))
                }))>
                    <For each=move || hand.get() key=|h| h.card.index() as u64 children=move |h| {
                        let card = h.card;
                        let hint: HintNow = Arc::new(move || hand.with(|v| v.iter().find(|x| x.card == card).map_or(Hint::Plain, |x| x.hint)));
                        let drawn = Signal::derive(move || hand.with(|v| v.iter().any(|x| x.card == card && x.drawn)));
                        view! {
                            <span class="hand-card" class:drawn=drawn>
                                {triple_button(card, None, hint, Callback::new(move |_| tap(ctx, |t| t.tap_hand(card))))}
                            </span>
                        }.into_any()
                    } />
                </div>
            }.into_any())}
            // (After a solo round, the par line's Back, Next and Leave.)
            {table_buttons(t, ArcticTable::buttons, ArcticTable::act)}
            {computer_line(computers, "Thinking…")}
            {shown(Signal::derive(move || over.get() && !is(|t| t.par_walk().is_some())), move || game_over(par).into_any())}
            {move_log(t)}
        </section>
    }
}

/// One place: its pile's top card (the bottom card peeking under it, as a
/// pile shift moves the pile by its bottom card), or an empty place.
fn place_view(p: PlaceView, hint: HintNow) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let place = p.place;
    // A play or shift redraws the place: focus stays on it for the keyboard.
    const PLACE_BUTTONS: [&str; 3] = [
        ".arctic-places .place:nth-child(1) button",
        ".arctic-places .place:nth-child(2) button",
        ".arctic-places .place:nth-child(3) button",
    ];
    let tap = Callback::new(move |_| {
        tap(ctx, |t| t.tap_place(place));
        browser::focus_after_paint(PLACE_BUTTONS[place]);
    });
    let height = (p.len > 1).then(|| {
        view! { <span class="badge" aria-hidden="true">{p.len}</span> }
    });
    let bottom = p.bottom.map(|b| {
        view! { <span class="pile-bottom" aria-hidden="true">{triple_picture(b)}</span> }
    });
    match p.top {
        Some(top) => view! {
            <div class="place">
                {bottom}
                {triple_button(top, Some(p.label.clone()), hint, tap)}
                {height}
            </div>
        }
        .into_any(),
        None => {
            let dimmed = hint.clone();
            let class = move || match hint() {
                Hint::Playable => "slot place-empty playable",
                Hint::Dimmed => "slot place-empty dimmed",
                _ => "slot place-empty",
            };
            view! {
                <div class="place">
                    <button type="button" class=class aria-label=p.label.clone()
                        aria-disabled=move || if dimmed() == Hint::Dimmed { "true" } else { "false" }
                        on:click=move |_| tap.run(())>
                        <span aria-hidden="true">{format!("{}", place + 1)}</span>
                    </button>
                </div>
            }
            .into_any()
        }
    }
}

/// A finished round's hands face up and the match table
/// (`app::arctic::reveal_html`: static markup).
fn reveal_table(rows: Vec<RevealRow>) -> impl IntoView {
    view! { <table class="arctic-scores" inner_html=reveal_html(&rows)></table> }
}

fn round_over() -> impl IntoView {
    let rows = table::<ArcticTable>()
        .with_untracked(|t| t.as_ref().map(|t| t.reveal()))
        .unwrap_or_default();
    view! {
        <section class="round-over" aria-label="Round over">
            {reveal_table(rows)}
        </section>
    }
}

fn game_over(par: ParSearch) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<ArcticTable>();
    let (options, solo, rows) = t
        .with_untracked(|t| {
            t.as_ref()
                .map(|t| (t.options().clone(), t.is_solo(), t.reveal()))
        })
        .unwrap_or_default();
    let stats = Signal::derive(move || match stats_key::<Arctic>(&options) {
        Some(key) => {
            let e = ctx.stats.with(|s| s.entry(&key));
            if solo {
                // Stored negated (higher is better there): shown as points.
                format!(
                    "Solo rounds: {} played · best {} · average {}",
                    e.played,
                    -e.best,
                    e.average_text(1).trim_start_matches('-')
                )
            } else {
                format!("Against these computers: {}", e.won_text())
            }
        }
        None => "Games with people at the screen are not counted.".into(),
    });
    // The par of a solo deal (fewest cards drawn to go out with the deck
    // order known), searched by the worker after the round.
    if let Some((record, score)) = t.with_untracked(|t| {
        t.as_ref()
            .filter(|t| t.is_solo() && t.is_over())
            .map(|t| (worker::record_json(t), t.solo_score()))
    }) {
        par.ask(record, score);
    }
    // The first line is what Share sends: a match's, in lines, each
    // player's total among them.
    let lines = move || {
        let mut lines = vec![t.with(|t| t.as_ref().map(|t| t.result_lines()).unwrap_or_default())];
        let p = par.said.get();
        if !p.is_empty() {
            lines.push(p);
        }
        lines
    };
    view! {
        {end_panel(t, if solo { "Round over" } else { "Match over" }, lines, stats, Some(par))}
        {par_walk_start(t, par)}
        {(!solo).then(|| reveal_table(rows))}
    }
}
