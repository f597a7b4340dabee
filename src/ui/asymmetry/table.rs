//! The Asymmetry table: three seats around the Play Pile, yours at the
//! bottom. Renders `AsymmetryTable` (the observation of the seat on screen
//! while the game is live) and forwards taps; computers think in the app's Web Worker.

use crate::app::asymmetry::{AsymmetryTable, SeatRow};
use crate::app::games::GameId;
use crate::app::session::stats_key;
use crate::app::session::Session;
use crate::engine::asymmetry::Asymmetry;
use crate::ui::cards::{card_button, card_picture};
use crate::ui::computer::{computer_line, run_computers};
use crate::ui::parts::end_panel::end_panel;
use crate::ui::parts::move_log::{move_log, played_cards};
use crate::ui::parts::rows::{nth_row, shown, spot_row, table_buttons, tap_message, Drag};
use crate::ui::parts::topbar::{deal_line, topbar};
use crate::ui::table;
use crate::ui::Ctx;
use crate::ui::TableView;
use leptos::prelude::*;
use std::time::Duration;

/// Each computer decision waits this long, so a person can follow the
/// play card by card (and see an Ace swap land).
const PAUSE_BEFORE_COMPUTER: Duration = Duration::from_millis(750);

impl TableView for AsymmetryTable {
    fn show() -> AnyView {
        view! { <AsymmetryTableView /> }.into_any()
    }
}

/// A change to this page's table (a tap): counted, saved and said.
fn tap<R>(ctx: Ctx, f: impl FnOnce(&mut AsymmetryTable) -> R) {
    ctx.update(ctx.table(), f)
}

#[component]
pub fn AsymmetryTableView() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<AsymmetryTable>();
    let read =
        move |f: fn(&AsymmetryTable) -> String| t.with(|t| t.as_ref().map(f).unwrap_or_default());
    let is = move |f: fn(&AsymmetryTable) -> bool| t.with(|t| t.as_ref().is_some_and(f));

    let computers = run_computers(t, |_| PAUSE_BEFORE_COMPUTER);

    let seats = Memo::new(move |_| t.with(|t| t.as_ref().map(|t| t.seats()).unwrap_or_default()));
    let seat = move |k: usize| nth_row(seats, k, move |row| seat_view(row, k).into_any());
    let top = Memo::new(move |_| t.with(|t| t.as_ref().map(|t| t.top())));
    let covered = Memo::new(move |_| is(AsymmetryTable::is_covered));
    let over = Memo::new(move |_| is(|t| t.is_over()));
    // Where a dragged card may go now (assets/table.js reads data-drop).
    let drops =
        Memo::new(move |_| t.with(|t| t.as_ref().map(|t| t.drop_places()).unwrap_or_default()));
    let pile_drop = Signal::derive(move || drops.get().pile.then_some(""));
    let hand = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref()
                .map(AsymmetryTable::hand_spots)
                .unwrap_or_default()
        })
    });

    view! {
        <section class="table asymmetry" aria-labelledby="table-title">
            {topbar(GameId::Asymmetry)}
            {deal_line(t)}
            <div class="ring">
                <div class="north">{seat(2)}</div>
                <div class="west">{seat(1)}</div>
                <div class="centre" role="group" aria-label="Play Pile" data-drop=pile_drop>
                    {move || {
                        match top.get() {
                            Some(c) => card_picture(c, Some(format!("Play Pile top card: {}", c.spoken()))).into_any(),
                            None => ().into_any(),
                        }
                    }}
                    <span class="fine pile-count">{Signal::derive(move || read(AsymmetryTable::pile_text))}</span>
                </div>
                <div class="east">{seat(3)}</div>
            </div>
            <p class="step" role="status">{Signal::derive(move || read(AsymmetryTable::step_text))}</p>
            {tap_message(t)}
            <p class="cover" class:hidden=Signal::derive(move || !covered.get())>
                {Signal::derive(move || read(|t| format!("{}, it's your turn. Make sure nobody else can see the screen, then tap Show my hand.", t.seat_name(t.viewer()))))}
            </p>
            <div class="you">
                {seat(0)}
                {own_lessen(Signal::derive(move || drops.get().lessen.then_some("")))}
            </div>
            {shown(Signal::derive(move || !covered.get() && !over.get()), move || view! {
                {spot_row("hand", Drag::Play, Signal::derive(move || read(|t| format!("{} hand", t.who(t.viewer()).owner()))), hand, Callback::new(move |k: u16| {
                    if let Some(card) = crate::engine::cards::Card::from_index(k as usize) {
                        tap(ctx, |t| t.tap_hand(card))
                    }
                }))}
            }.into_any())}
            {table_buttons(t, AsymmetryTable::buttons, AsymmetryTable::act)}
            {computer_line(computers, "Thinking…")}
            {shown(over.into(), move || game_over().into_any())}
            {move_log(t)}
        </section>
    }
}

/// One seat: its name, its power (symbol and words), how many cards it
/// holds, its Lessen Card; at the end its hand face up. `k` = 0 is the
/// seat on screen.
fn seat_view(row: SeatRow, k: usize) -> impl IntoView {
    let class = match (row.to_move, row.swapped) {
        (true, true) => "seat to-move swapped",
        (true, false) => "seat to-move",
        (false, true) => "seat swapped",
        (false, false) => "seat",
    };
    let symbol = row.power.symbol().to_string();
    let power_label = row.power_label.clone();
    let backs = (k != 0 && !row.face_up).then(|| {
        view! {
            <span class="count" role="img" aria-label=row.count_label.clone()>
                <span class="card back" aria-hidden="true"></span>
                <span class="badge" aria-hidden="true">{row.hand}</span>
            </span>
        }
    });
    let lessen = (k != 0).then(|| match row.lessen {
        Some(c) => card_picture(c, Some(format!("{}: {}", row.lessen_label, c.spoken()))).into_any(),
        None => view! { <span class="slot lessen-slot" role="img" aria-label=format!("{}: none yet", row.lessen_label)></span> }.into_any(),
    });
    let revealed = row.face_up.then(|| {
        let name = format!("{} hand, face up", row.owner);
        view! {
            <span class="revealed" role="group" aria-label=name>
                {row.revealed.iter().map(|&c| card_picture(c, None)).collect_view()}
            </span>
        }
    });
    // What it played since your turn, in order, small and face up.
    let played = (!row.played.cards.is_empty()).then(|| played_cards(&row.played));
    view! {
        <div class=class>
            <span class="who">
                <strong>{row.name.clone()}</strong>
                <span class=format!("power suit-{}", row.power.name()) role="img" aria-label=power_label>
                    <span class="symbol" aria-hidden="true">{symbol}</span>
                    <span class="words" aria-hidden="true">{row.power_words.clone()}</span>
                </span>
            </span>
            <span class="things">{backs}{lessen}</span>
            {played}
            {revealed}
        </div>
    }
}

/// The viewer's own Lessen Card: tap it (or drag it onto the Play Pile) to
/// play it onto the card you played; while it is empty in the Lessen step,
/// a hand card dragged onto its place (`drop`) is placed there.
fn own_lessen(drop: Signal<Option<&'static str>>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<AsymmetryTable>();
    let card = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref()
                .and_then(|t| t.view().lessen[t.viewer()].map(|c| (c, t.seat_name(t.viewer()))))
        })
    });
    move || {
        match card.get() {
        Some((c, _)) => view! {
            <span class="own-lessen" role="group" aria-label="Your Lessen Card" data-drag=Drag::Play.attr()>
                {card_button(
                    c,
                    std::sync::Arc::new(move || t.with(|t| t.as_ref().map_or(crate::app::session::Hint::Plain, |t| t.lessen_hint()))),
                    Callback::new(move |_| tap(ctx, |t| t.tap_lessen())),
                )}
            </span>
        }
        .into_any(),
        None => view! {
            <span class="own-lessen" data-drop=drop><span class="slot lessen-slot" role="img" aria-label="You have no Lessen Card"></span></span>
        }
        .into_any(),
    }
    }
}

fn game_over() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let options = table::<AsymmetryTable>()
        .with_untracked(|t| t.as_ref().map(|t| t.options().clone()))
        .unwrap_or_default();
    let stats = Signal::derive(move || match stats_key::<Asymmetry>(&options) {
        Some(key) => {
            let e = ctx.stats.with(|s| s.entry(&key));
            format!("Against these computers: {}", e.won_text())
        }
        None => "Games with people at the screen are not counted.".into(),
    });
    let lines = move || {
        table::<AsymmetryTable>().with(|t| {
            let Some(t) = t.as_ref() else {
                return Vec::new();
            };
            let counts: Vec<String> = t
                .seats()
                .into_iter()
                .map(|r| format!("{} {}", r.name, r.revealed.len()))
                .collect();
            vec![t.step_text(), format!("Cards left: {}", counts.join(" · "))]
        })
    };
    end_panel(table::<AsymmetryTable>(), "Game over", lines, stats, None)
}
