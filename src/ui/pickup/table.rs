//! The Pick Up table. Renders `PickUpTable::view()` (what the seat on screen
//! may see, nothing more) and forwards taps; the computer thinks in the
//! app's Web Worker, so the page never freezes.

use crate::app::games::GameId;
use crate::app::pickup::{PickUpAction, PickUpTable};
use crate::app::session::stats_key;
use crate::app::session::Session;
use crate::app::spots::Spot;
use crate::engine::pickup::PickUp;
use crate::ui::cards::card_back;
use crate::ui::computer::{computer_line, run_computers};
use crate::ui::parts::end_panel::{deal_again, end_panel};
use crate::ui::parts::move_log::{move_log, played_cards};
use crate::ui::parts::rows::{button_row, labels, pressed, shown, spot_row, tap_message, Drag};
use crate::ui::parts::topbar::{deal_line, deal_now, topbar};
use crate::ui::table;
use crate::ui::TableView;
use crate::ui::{browser, Ctx};
use leptos::prelude::*;
use std::time::Duration;

/// A short pause before the computer moves, so the person sees their own
/// move land first.
const PAUSE_BEFORE_COMPUTER: Duration = Duration::from_millis(450);

impl TableView for PickUpTable {
    fn show() -> AnyView {
        view! { <PickUpTableView /> }.into_any()
    }
}

/// A change to this page's table (a tap): counted, saved and said.
fn tap<R>(ctx: Ctx, f: impl FnOnce(&mut PickUpTable) -> R) {
    ctx.update(ctx.table(), f)
}

#[component]
pub fn PickUpTableView() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<PickUpTable>();
    let read =
        move |f: fn(&PickUpTable) -> String| t.with(|t| t.as_ref().map(f).unwrap_or_default());
    let is = move |f: fn(&PickUpTable) -> bool| t.with(|t| t.as_ref().is_some_and(f));
    let spots = move |f: fn(&PickUpTable) -> Vec<Spot>| {
        Memo::new(move |_| t.with(|t| t.as_ref().map(f).unwrap_or_default()))
    };
    // A hand's end (and the match's last hand, once it is over) in place
    // of the table.
    let reveal =
        Memo::new(move |_| t.with(|t| t.as_ref().is_some_and(|t| t.shown_hand().is_some())));
    // The face-down choice: your sets and the buttons come into view
    // together, and focus goes to your first set.
    let choosing = Memo::new(move |_| is(PickUpTable::choosing_face_down));
    Effect::new(move |_| {
        if !choosing.get() {
            return;
        }
        request_animation_frame(move || {
            let Some(row) = browser::element(".own-sets") else {
                return;
            };
            browser::scroll_into_view(&row, "end");
            if let Some(first) = row
                .query_selector("button")
                .ok()
                .flatten()
                .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
            {
                let _ = first.focus();
            }
        });
    });

    // The computer's turn: a pause, the worker's search, then the move.
    let computers = run_computers(t, |_| PAUSE_BEFORE_COMPUTER);

    let buttons =
        Memo::new(move |_| t.with(|t| t.as_ref().map(|t| labels(t.buttons())).unwrap_or_default()));
    let press =
        Callback::new(
            move |label: String| match pressed(t, PickUpTable::buttons, &label) {
                Some(PickUpAction::Again) => deal_again(ctx, deal_now(t), true),
                Some(action) => tap(ctx, |t| t.act(action)),
                None => {}
            },
        );
    // What the computer (or the other player) took since your turn.
    let plays = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref()
                .map(|t| t.plays_since_your_turn())
                .unwrap_or_default()
        })
    });
    let table = move || {
        view! {
            <div class="opponent">
                {spot_row("backs", Drag::No, Signal::derive(move || read(|t| format!("{} hand: {} cards", t.whose(false), t.view().hand_counts[1 - t.viewer()]))), spots(PickUpTable::other_hand_spots), Callback::new(|_| {}))}
                {spot_row("sets", Drag::No, Signal::derive(move || read(|t| format!("{} sets", t.whose(false)))), spots(|t| t.set_spots(false)), Callback::new(|_| {}))}
                {move || plays.with(|p| p.first().map(played_cards))}
            </div>
            {spot_row("piles", Drag::No, Signal::stored("Table".to_string()), spots(PickUpTable::pile_spots), Callback::new(move |p| tap(ctx, |t| t.tap_pile(p))))}
            <div class="aside-row">
                <div class="aside" role="group" aria-label="Set aside">
                    {card_back("First set-aside card, face down: its suit wins")}
                    {card_back("Second set-aside card, face down: its suit loses")}
                </div>
                // What the small numbers on the cards mean, said once.
                <p class="legend fine">"+3: cards face down under a pile · ×2, ×4: cards in a set"</p>
            </div>
        }
        .into_any()
    };
    view! {
        <section class="table pickup" aria-labelledby="table-title">
            {topbar(GameId::PickUp)}
            {deal_line(t)}
            <p class="scoreline">{Signal::derive(move || read(PickUpTable::score_line))}</p>
            <p class="draw fine">{Signal::derive(move || read(PickUpTable::draw_text))}</p>
            {shown(Signal::derive(move || !reveal.get()), table)}
            {shown(Signal::derive(move || reveal.get()), move || reveal_panel().into_any())}
            <p class="step" role="status">{Signal::derive(move || read(PickUpTable::step_text))}</p>
            {computer_line(computers, "The computer is thinking…")}
            {tap_message(t)}
            <p class="cover" class:hidden=Signal::derive(move || !is(PickUpTable::is_covered))>
                {Signal::derive(move || read(|t| format!("{}, it's your turn. Make sure nobody else can see the screen, then tap Show my hand.", t.seat_name(t.viewer()))))}
            </p>
            {spot_row("hand fit", Drag::Choose, Signal::derive(move || read(|t| format!("{} hand", t.whose(true)))), spots(PickUpTable::hand_spots), Callback::new(move |k| tap(ctx, |t| t.tap_hand_spot(k))))}
            {button_row(buttons, press)}
            <div>
                {spot_row("sets own-sets", Drag::No, Signal::derive(move || read(|t| format!("{} sets", t.whose(true)))), spots(|t| t.set_spots(true)), Callback::new(move |k| tap(ctx, |t| t.tap_set_spot(k))))}
            </div>
            {shown(Signal::derive(move || is(|t| t.is_over() && t.pending_reveal().is_none())), move || match_over().into_any())}
            // Every move of the match (style/main.css shows the last 4).
            {move_log(t)}
        </section>
    }
}

/// The end of a hand, step by step: face-down sets, the winning suit, the
/// losing suit with the whole score table; every card that was hidden, face
/// up. (The deal line above names the deal; the buttons below: Next hand,
/// Play this deal again.)
fn reveal_panel() -> impl IntoView {
    let t = table::<PickUpTable>();
    // The panel is static markup (`PickUpTable::reveal_html`), new with
    // each step; its heading takes the focus, as a new panel's does.
    let html = Memo::new(move |_| t.with(|t| t.as_ref().and_then(PickUpTable::reveal_html)));
    Effect::new(move |_| {
        if html.with(Option::is_some) {
            if let Some(heading) = browser::element("#reveal-title") {
                let _ = heading.focus();
            }
        }
    });
    view! {
        <section class="reveal" aria-labelledby="reveal-title"
            inner_html=move || html.get().unwrap_or_default()></section>
    }
}

fn match_over() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let options = table::<PickUpTable>()
        .with_untracked(|t| t.as_ref().map(|t| t.options().clone()))
        .unwrap_or_default();
    let stats = Signal::derive(move || {
        let (Some(m), Some(h)) = (
            stats_key::<PickUp>(&options),
            crate::app::pickup::hands_key(&options),
        ) else {
            return "Matches with two people at the screen are not counted.".into();
        };
        let (m, h) = ctx.stats.with(|s| (s.entry(&m), s.entry(&h)));
        format!(
            "Against this computer: matches {} · hands {}",
            m.won_text(),
            h.won_text()
        )
    });
    let lines = move || {
        table::<PickUpTable>().with(|t| t.as_ref().map(|t| vec![t.step_text()]).unwrap_or_default())
    };
    end_panel(table::<PickUpTable>(), "Match over", lines, stats, None)
}
