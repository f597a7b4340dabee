//! The Thricewise table. Renders `ThricewiseTable` (what the seat on screen
//! may see) and forwards taps; computers think in the app's Web Worker.

use crate::app::faces::{decktet_face as face_html, DECKTET_SPRITE as SPRITE};
use crate::app::games::GameId;
use crate::app::session::stats_key;
use crate::app::session::{Hint, Session};
use crate::app::thricewise::{CellFace, GridSpot, PlayerRow, ThricewiseTable};
use crate::engine::decktet::DecktetCard;
use crate::engine::thricewise::Thricewise;
use crate::ui::cards::{tappable_card, HintNow};
use crate::ui::computer::{computer_line, run_computers};
use crate::ui::parts::end_panel::end_panel;
use crate::ui::parts::move_log::move_log;
use crate::ui::parts::rows::{place_key, shown, table_buttons, tap_message, Drag};
use crate::ui::parts::topbar::{deal_line, topbar};
use crate::ui::table;
use crate::ui::Ctx;
use crate::ui::TableView;
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// Pauses before a computer's move: picks are quick, placements are shown
/// one at a time so each can be followed on the grid.
const PAUSE_BEFORE_PICK: Duration = Duration::from_millis(200);
const PAUSE_BEFORE_PLACEMENT: Duration = Duration::from_millis(900);

/// A card that can be tapped (hand, cards to place).
fn card_button(card: DecktetCard, hint: HintNow, on_tap: Callback<()>) -> impl IntoView {
    tappable_card(
        "card dcard".into(),
        card.to_string(),
        card.spoken(),
        face_html(card),
        hint,
        on_tap,
    )
}

/// A row of tappable cards (the hand, the cards to place).
fn card_row(
    class: &'static str,
    label: Signal<String>,
    cards: Arc<dyn Fn() -> Vec<DecktetCard> + Send + Sync>,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<ThricewiseTable>();
    view! {
        <div class=class role="group" aria-label=label data-drag=Drag::Choose.attr()>
            <For each=move || cards() key=|c| c.index() as u64 children=move |card| card_button(
                card,
                Arc::new(move || t.with(|t| t.as_ref().map_or(Hint::Plain, |t| t.card_hint(card)))),
                Callback::new(move |_| tap(ctx, |t| t.tap_card(card))),
            ).into_any() />
        </div>
    }
}

impl TableView for ThricewiseTable {
    fn show() -> AnyView {
        view! { <ThricewiseTableView /> }.into_any()
    }
}

/// A change to this page's table (a tap): counted, saved and said.
fn tap<R>(ctx: Ctx, f: impl FnOnce(&mut ThricewiseTable) -> R) {
    ctx.update(ctx.table(), f)
}

#[component]
pub fn ThricewiseTableView() -> impl IntoView {
    let t = table::<ThricewiseTable>();
    let read =
        move |f: fn(&ThricewiseTable) -> String| t.with(|t| t.as_ref().map(f).unwrap_or_default());
    let is = move |f: fn(&ThricewiseTable) -> bool| t.with(|t| t.as_ref().is_some_and(f));

    // A computer's turn: wait a moment, the worker's search, then the move.
    let computers = run_computers(t, |t| {
        if t.computer_places() {
            PAUSE_BEFORE_PLACEMENT
        } else {
            PAUSE_BEFORE_PICK
        }
    });

    // (A closure, not a `Signal<Vec<DecktetCard>>`: the row's one keyed
    // list reads it, and no signal code for the type comes with the page.)
    let cards = move |f: fn(&ThricewiseTable) -> Vec<DecktetCard>| -> Arc<dyn Fn() -> Vec<DecktetCard> + Send + Sync> {
        Arc::new(move || t.with(|t| t.as_ref().map(f).unwrap_or_default()))
    };
    let covered = Memo::new(move |_| is(ThricewiseTable::is_covered));
    view! {
        <section class="table thricewise" aria-labelledby="table-title">
            <div class="sprite" aria-hidden="true" inner_html=SPRITE></div>
            {topbar(GameId::Thricewise)}
            {deal_line(t)}
            <p class="deal-line">{Signal::derive(move || read(ThricewiseTable::deck_text))}</p>
            {scoreboard()}
            {grid()}
            // (Said by the move log's live region.)
            <p class="last-placed">{Signal::derive(move || read(ThricewiseTable::last_text))}</p>
            <p class="step" role="status">{Signal::derive(move || read(ThricewiseTable::step_text))}</p>
            {computer_line(computers, "A computer is thinking…")}
            {tap_message(t)}
            <p class="cover" class:hidden=Signal::derive(move || !covered.get())>
                {Signal::derive(move || read(|t| format!("{}, it's your turn. Make sure nobody else can see the screen, then tap Show my hand.", t.seat_name(t.viewer()))))}
            </p>
            {shown(Signal::derive(move || !covered.get()), move || view! {
                {card_row("hand to-place", Signal::derive(move || read(ThricewiseTable::to_place_label)), cards(ThricewiseTable::to_place))}
                {card_row("hand", Signal::derive(move || read(|t| format!("{} hand", t.who(t.viewer()).owner()))), cards(ThricewiseTable::hand))}
            }.into_any())}
            {table_buttons(t, ThricewiseTable::buttons, ThricewiseTable::act)}
            {shown(Signal::derive(move || is(|t| t.is_over())), move || game_over().into_any())}
            // Every move (style/main.css shows the last 5).
            {move_log(t)}
        </section>
    }
}

/// Every player: score, cards in hand, this turn's pick once revealed (with
/// its placement order or "deferred"), and deferred cards waiting.
fn scoreboard() -> impl IntoView {
    // Static markup (`PlayerRow::html`), written again when a row changes.
    let rows = Memo::new(move |_| {
        table::<ThricewiseTable>()
            .with(|t| t.as_ref().map(ThricewiseTable::players).unwrap_or_default())
    });
    view! {
        <ul class="players" aria-label="Players"
            inner_html=move || rows.with(|r| r.iter().map(PlayerRow::html).collect::<String>())></ul>
    }
}

/// The grid: the occupied rectangle and the border it may grow into. Lit
/// cells are buttons while you place; the last card and the runs it scored
/// with are marked, with its points.
fn grid() -> impl IntoView {
    let t = table::<ThricewiseTable>();
    let spots = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref()
                .map(ThricewiseTable::grid_spots)
                .unwrap_or_default()
        })
    });
    let cols = Memo::new(move |_| spots.with(|s| ThricewiseTable::grid_columns(s).max(1)));
    // `style=(name, value)` sets the one property through the CSSOM, which
    // the page's Content-Security-Policy allows (a style attribute it
    // refuses); data-cols says it again for the selectors that count the
    // rows (style/decks/decktet.css).
    view! {
        <div class={move || if cols.get() > 5 { "tw-grid dense fit" } else { "tw-grid fit" }} role="group" aria-label="Grid" style=("--cols", move || cols.get().to_string()) data-cols=Signal::derive(move || cols.get().to_string())>
            <For each=move || spots.get() key=grid_spot_key children=move |spot| grid_spot(spots, spot) />
        </div>
    }
}

/// A grid cell's list key: its place and what shows there.
fn grid_spot_key(spot: &GridSpot) -> u64 {
    place_key(
        spot.key(),
        match spot.face {
            CellFace::Open => 0,
            CellFace::Empty => 1,
            CellFace::Card(card) => 2 + card.index() as u64,
        },
    )
}

fn grid_spot(spots: Memo<Vec<GridSpot>>, spot: GridSpot) -> AnyView {
    let ctx = expect_context::<Ctx>();
    let key = spot.key();
    let now = Memo::new(move |_| {
        spots.with(|v| {
            v.iter()
                .find(|s| s.key() == key)
                .map(|s| (s.last, s.in_run, s.badge.clone(), s.name.clone()))
        })
    });
    let class = move || {
        let (last, run) = now.with(|n| n.as_ref().map_or((false, false), |n| (n.0, n.1)));
        format!(
            "cell{}{}",
            if last { " last" } else { "" },
            if run { " run" } else { "" }
        )
    };
    let badge =
        Signal::derive(move || now.with(|n| n.as_ref().map(|n| n.2.clone()).unwrap_or_default()));
    match spot.face {
        CellFace::Card(card) => view! {
            <span class=class>
                <span class="card dcard" role="img" data-card=card.to_string()
                    aria-label=Signal::derive(move || now.with(|n| n.as_ref().map(|n| n.3.clone()).unwrap_or_default()))
                    inner_html=face_html(card)></span>
                <span class="badge" aria-hidden="true">{badge}</span>
            </span>
        }
        .into_any(),
        CellFace::Open => view! {
            <button type="button" class="cell open" aria-label=spot.name
                on:click=move |_| tap(ctx, |t| t.tap_cell(key))></button>
        }
        .into_any(),
        CellFace::Empty => view! { <span class="cell empty" aria-hidden="true"></span> }.into_any(),
    }
}

fn game_over() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let options = table::<ThricewiseTable>()
        .with_untracked(|t| t.as_ref().map(|t| t.options().clone()))
        .unwrap_or_default();
    let stats = Signal::derive(move || match stats_key::<Thricewise>(&options) {
        Some(key) => {
            let e = ctx.stats.with(|s| s.entry(&key));
            format!(
                "Against these computers: {} · best {} · average {}",
                e.won_text(),
                e.best,
                e.average_text(0)
            )
        }
        None => "Games with people at the screen are not counted.".into(),
    });
    let lines = move || {
        table::<ThricewiseTable>().with(|t| {
            let Some(t) = t.as_ref() else {
                return Vec::new();
            };
            let scores: Vec<String> = t
                .players()
                .into_iter()
                .map(|r| format!("{} {}", r.name, r.score))
                .collect();
            // Who won first (Share says this line), then where it stands.
            vec![
                format!("{} Final scores: {}", t.winner_text(), scores.join(" · ")),
                t.end_text(),
            ]
        })
    };
    // Who won, not the end text: that names the cards never played.
    end_panel(table::<ThricewiseTable>(), "Game over", lines, stats, None)
}
