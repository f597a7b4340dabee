//! The Verslun table. Renders `VerslunTable` and forwards taps to it.

use crate::app::games::GameId;
use crate::app::par_walk::WalksPar;
use crate::app::session::Session;
use crate::app::verslun::{Asking, Hint, Question, VerslunTable};
use crate::app::words::{self, points};
use crate::engine::cards::Card;
use crate::engine::verslun::{Phase, Slot, VerslunMove};
use crate::ui::cards::{card_button, card_image};
use crate::ui::parts::end_panel::end_panel;
use crate::ui::parts::par_walk::{par_walk_bar, par_walk_start, ParSearch};
use crate::ui::parts::rows::{shown, tap_message, Drag};
use crate::ui::parts::topbar::{deal_line, topbar};
use crate::ui::table;
use crate::ui::worker;
use crate::ui::TableView;
use crate::ui::{browser, Ctx};
use leptos::prelude::*;
use std::sync::Arc;

impl TableView for VerslunTable {
    fn show() -> AnyView {
        view! { <VerslunTableView /> }.into_any()
    }
}

/// A card's list key (its `<For>` key).
fn card_key(card: &Card) -> u64 {
    card.index() as u64
}

/// A change to this page's table (a tap): counted, saved and said.
fn tap<R>(ctx: Ctx, f: impl FnOnce(&mut VerslunTable) -> R) {
    ctx.update(ctx.table(), f)
}

#[component]
pub fn VerslunTableView() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<VerslunTable>();
    // Reads the table; every view below derives from it.
    let read =
        move |f: fn(&VerslunTable) -> String| t.with(|t| t.as_ref().map(f).unwrap_or_default());
    let columns = Memo::new(move |_| t.with(|t| t.as_ref().map_or(0, |t| t.game().slots().len())));
    let over = Memo::new(move |_| t.with(|t| t.as_ref().is_some_and(|t| t.is_over())));
    // After the game, the par line may be stepped through on the table: the
    // table shows its position, and only its own buttons work.
    let walking =
        Memo::new(move |_| t.with(|t| t.as_ref().is_some_and(|t| t.par_walk().is_some())));
    // The deal's par, from the worker once the game is over.
    let par = ParSearch::new();
    let claiming = Memo::new(move |_| t.with(|t| t.as_ref().and_then(|t| t.claiming_column())));
    let legal = move |mv: VerslunMove| t.with(|t| t.as_ref().is_some_and(|t| t.is_legal(&mv)));
    let can_redeal = move || t.with(|t| t.as_ref().is_some_and(|t| t.can_redeal()));
    let question = Memo::new(move |_| t.with(|t| t.as_ref().and_then(|t| t.question())));
    // Where focus goes back when a question is answered "Keep playing".
    let end_button = NodeRef::<leptos::html::Button>::new();
    let redeal_button = NodeRef::<leptos::html::Button>::new();

    view! {
        <section class="table verslun" aria-labelledby="table-title">
            {topbar(GameId::Verslun)}
            {deal_line(t)}
            <div class="scoreline">
                <span class="score">"Score " <strong>{Signal::derive(move || read(|t| t.game().score().to_string()))}</strong></span>
                <span>{Signal::derive(move || read(|t| format!("Turn {}", t.game().turn())))}</span>
                <span>{Signal::derive(move || read(|t| format!("Deck {}", t.game().deck_count())))}</span>
                <span>{Signal::derive(move || read(|t| format!("Discard {}", t.game().discard_count())))}</span>
            </div>
            <p class="step" role="status">{Signal::derive(move || read(|t| t.step_text()))}</p>
            {tap_message(t)}
            // Each move in words, for screen readers.
            <p class="sr-only" aria-live="polite">{Signal::derive(move || read(VerslunTable::said))}</p>
            // --cols and --n through the CSSOM (`style=(name, value)`): the
            // page's Content-Security-Policy refuses style attributes.
            <div class="board fit" inert=Signal::derive(move || walking.get()) style=("--cols", Signal::derive(move || columns.get().to_string()))>
                <For each={move || (0..columns.get()).collect::<Vec<usize>>()} key=|i| *i as u64 children=move |i| view! { <ColumnView index=i /> }.into_any() />
            </div>
            <div
                class="hand"
                role="group"
                aria-label="Hand"
                // A hand card dropped on a Column is its tap (after the
                // Column's own, to claim it).
                data-drag=Drag::Play.attr()
                inert=Signal::derive(move || walking.get())
                style=("--n", Signal::derive(move || read(|t| t.options().hand_size.to_string())))
            >
                <For each=move || t.with(|t| t.as_ref().map(|t| t.game().hand().to_vec()).unwrap_or_default()) key=card_key children=move |card| card_button(
                    card,
                    Arc::new(move || t.with(|t| t.as_ref().map_or(Hint::Plain, |t| t.hand_hint(card)))),
                    Callback::new(move |_| tap(ctx, |t| t.tap_hand(card))),
                ).into_any() />
            </div>
            // In the actions' place while the par line is shown.
            {par_walk_bar(t)}
            // The claim bar and the buttons share one row of the same height, so
            // starting or ending a claim never resizes the board (which would
            // re-style and re-lay out every card: ~40 ms a tap at 4x throttling).
            // While claiming, only Undo of the buttons shows beside the bar.
            <div class="controls" class:claiming=Signal::derive(move || claiming.get().is_some()) class:hidden=Signal::derive(move || over.get())>
                <div class="claim-bar">
                    <span>
                        {Signal::derive(move || {
                            read(|t| {
                                let pairs = t.paired_hand_cards().len();
                                format!(
                                    "Claim: {pairs} pair{} · {} points",
                                    if pairs == 1 { "" } else { "s" },
                                    t.game().pending_points()
                                )
                            })
                        })}
                    </span>
                    <button
                        type="button"
                        class="primary"
                        disabled=Signal::derive(move || !legal(VerslunMove::Confirm))
                        on:click=move |_| tap(ctx, |t| t.confirm())
                    >
                        "Confirm claim"
                    </button>
                    <button type="button" disabled=Signal::derive(move || claiming.get().is_none()) on:click=move |_| tap(ctx, |t| t.cancel_claim())>
                        "Cancel claim"
                    </button>
                </div>
                <div class="actions">
                    <button type="button" class="primary" disabled=Signal::derive(move || !legal(VerslunMove::Draw)) on:click=move |_| tap(ctx, |t| t.draw())>
                        "Draw"
                    </button>
                    <button
                        type="button"
                        node_ref=redeal_button
                        disabled=Signal::derive(move || !can_redeal())
                        aria-pressed=Signal::derive(move || t.with(|t| t.as_ref().is_some_and(|t| t.choosing_redeal())).to_string())
                        on:click=move |_| tap(ctx, |t| t.redeal())
                    >
                        "Redeal"
                    </button>
                    <button
                        type="button"
                        node_ref=end_button
                        disabled=Signal::derive(move || !legal(VerslunMove::EndGame))
                        on:click=move |_| tap(ctx, |t| t.ask_end_game())
                    >
                        "End game"
                    </button>
                    <button
                        type="button"
                        disabled=Signal::derive(move || !t.with(|t| t.as_ref().is_some_and(|t| t.can_undo())))
                        on:click=move |_| tap(ctx, |t| t.undo())
                    >
                        "Undo"
                    </button>
                </div>
            </div>
            {shown(
                Signal::derive(move || question.with(Option::is_some) && !over.get()),
                move || confirm_dialog(question, end_button, redeal_button),
            )}
            {shown(
                Signal::derive(move || over.get() && !walking.get()),
                move || view! { <GameOver par=par /> }.into_any(),
            )}
        </section>
    }
}

/// The question the table asks before a step that cannot be taken back
/// (End game; a Redeal that can only lose points). It takes focus and comes
/// into view when it opens; "Keep playing" or Escape closes it and gives
/// focus back to the button that asked.
fn confirm_dialog(
    question: Memo<Option<Question>>,
    end_button: NodeRef<leptos::html::Button>,
    redeal_button: NodeRef<leptos::html::Button>,
) -> AnyView {
    let ctx = expect_context::<Ctx>();
    let field = move |f: fn(&Question) -> String| {
        Signal::derive(move || question.with(|q| q.as_ref().map(f).unwrap_or_default()))
    };
    // Whether the button that keeps playing (`keep`) or the other is the main one.
    let main = move |keep: bool| {
        Signal::derive(move || {
            question.with(|q| q.as_ref().is_some_and(|q| q.keep_is_main == keep))
        })
    };
    let dialog = NodeRef::<leptos::html::Div>::new();
    let title = NodeRef::<leptos::html::P>::new();
    // On opening, and again should another question take its place.
    let asking = Memo::new(move |_| question.with(|q| q.as_ref().map(|q| q.asking)));
    Effect::new(move |_| {
        asking.track();
        if let (Some(dialog), Some(title)) = (dialog.get(), title.get()) {
            let _ = title.focus();
            browser::scroll_into_view(&dialog, "nearest");
        }
    });
    let keep = move || {
        let mut asked = None;
        tap(ctx, |t| asked = t.keep_playing());
        let back = match asked {
            Some(Asking::EndGame) => end_button,
            Some(Asking::Redeal(_)) => redeal_button,
            None => return,
        };
        if let Some(b) = back.get_untracked() {
            let _ = b.focus();
        }
    };
    view! {
        <div
            class="confirm"
            role="alertdialog"
            aria-labelledby="confirm-title"
            node_ref=dialog
            on:keydown=move |ev| {
                if ev.key() == "Escape" {
                    ev.prevent_default();
                    keep();
                }
            }
        >
            <p id="confirm-title" tabindex="-1" node_ref=title>{field(|q| q.text.clone())}</p>
            <button type="button" class:primary=main(false) on:click=move |_| tap(ctx, |t| t.answer_yes())>
                {field(|q| q.yes.to_string())}
            </button>
            <button type="button" class:primary=main(true) on:click=move |_| keep()>{field(|q| q.no.to_string())}</button>
        </div>
    }
    .into_any()
}

#[component]
fn ColumnView(index: usize) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<VerslunTable>();
    let claimed = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref()
                .is_some_and(|t| matches!(t.game().slots().get(index), Some(Slot::Claimed(_))))
        })
    });
    let column_hint = move || t.with(|t| t.as_ref().map_or(Hint::Plain, |t| t.column_hint(index)));
    let claiming = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref().is_some_and(
                |t| matches!(t.game().phase(), Phase::Claiming { column, .. } if *column == index),
            )
        })
    });
    let open_cards = move || {
        t.with(
            |t| match t.as_ref().and_then(|t| t.game().slots().get(index)) {
                Some(Slot::Column(cards)) => cards.clone(),
                _ => Vec::new(),
            },
        )
    };
    let card_hint = move |card: Card| {
        t.with(|t| {
            t.as_ref()
                .map_or(Hint::Plain, |t| t.column_card_hint(index, card))
        })
    };
    let label = move || {
        t.with(
            |t| match t.as_ref().and_then(|t| t.game().slots().get(index)) {
                Some(Slot::Claimed(c)) => {
                    format!("Claimed Column {}, {} points", index + 1, c.points())
                }
                _ => format!("Column {}", index + 1),
            },
        )
    };
    // One class string (not a toggle per class): one effect per Column
    // for every tap.
    let class = move || {
        let mut class = String::from("column");
        if claimed.get() {
            class += " claimed";
        }
        if claiming.get() {
            class += " claiming";
        }
        match column_hint() {
            Hint::Playable => class += " playable",
            Hint::Dimmed => class += " dimmed",
            _ => {}
        }
        class
    };
    view! {
        <div
            class=Signal::derive(class)
            // Where a dragged hand card goes (assets/table.js).
            data-drop=Signal::derive(move || t.with(|t| t.as_ref().and_then(|t| t.drop_on(index))))
            role="group"
            aria-label=Signal::derive(label)
        >
            {move || {
                if claimed.get() {
                    view! { <ClaimedView index=index /> }.into_any()
                } else {
                    view! {
                        <div class="stack">
                            <For each=open_cards key=card_key children=move |card| card_button(card, Arc::new(move || card_hint(card)), Callback::new(move |_| tap(ctx, |t| t.tap_column(index)))).into_any() />
                        </div>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}

#[component]
fn ClaimedView(index: usize) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<VerslunTable>();
    // A memo, so its pairs are built again only when this column changes.
    let claim = Memo::new(move |_| {
        t.with(
            |t| match t.as_ref().and_then(|t| t.game().slots().get(index)) {
                Some(Slot::Claimed(c)) => c.clone(),
                _ => crate::engine::verslun::ClaimedColumn { pairs: vec![] },
            },
        )
    });
    let choosing = move || t.with(|t| t.as_ref().is_some_and(|t| t.choosing_redeal()));
    view! {
        <div class="claimed-pairs">
            {move || {
                claim.get()
                    .pairs
                    .iter()
                    .rev()
                    .map(|&(a, b)| view! { <div class="pair">{card_image(a)} {card_image(b)}</div> })
                    .collect_view()
                    .into_any()
            }}
        </div>
        <p class="points">{Signal::derive(move || format!("{} pts", claim.with(|c| c.points())))}</p>
        {shown(Signal::derive(choosing), move || view! {
            <button type="button" class="primary small" on:click=move |_| tap(ctx, |t| t.tap_column(index))>
                {format!("Discard Column {} and Redeal", index + 1)}
            </button>
        }.into_any())}
    }
}

#[component]
fn GameOver(par: ParSearch) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = table::<VerslunTable>();
    // The deal's par (the best score with the deck order known), from the
    // worker, beside the player's score: asked once per finished game.
    if let Some((record, score)) = t.with_untracked(|t| {
        t.as_ref()
            .filter(|t| t.is_over())
            .map(|t| (worker::record_json(t), t.game().score() as i64))
    }) {
        par.ask(record, score);
    }
    let lines = move || {
        let mut lines = t.with(|t| {
            t.as_ref()
                .map(|t| {
                    vec![
                        format!("Final score {}", t.game().score()),
                        t.end_reason().unwrap_or_default().to_string(),
                    ]
                })
                .unwrap_or_default()
        });
        let p = par.said.get();
        if !p.is_empty() {
            lines.push(p);
        }
        lines
    };
    let stats = Signal::derive(move || {
        let key = t.with(|t| t.as_ref().and_then(|t| t.stats_key()).unwrap_or_default());
        let e = ctx.stats.with(|s| s.entry(&key));
        let recent: Vec<String> = e.recent.iter().rev().map(|s| points(*s)).collect();
        format!(
            "Your best with these options: {} · average {} · games played {} · recent: {}",
            points(e.best),
            e.average_text(1),
            e.played,
            recent.join(", ")
        )
    });
    // Nothing stays hidden at the end: the Deck's cards left, face up.
    let left = t.with_untracked(|t| {
        t.as_ref()
            .map(|t| t.game().deck_top_first())
            .unwrap_or_default()
    });
    let left_row = (!left.is_empty()).then(|| {
        let label = format!(
            "Left in the Deck, top first: {}",
            words::count(left.len(), "card", "cards")
        );
        let n = left.len().to_string();
        view! {
            <div class="deck-left" role="group" aria-label=label>
                <p aria-hidden="true">"Deck"</p>
                <div class="deck-left-cards" style=("--n", n)>
                    {left.into_iter().map(card_image).collect_view()}
                </div>
            </div>
        }
    });
    view! {
        {end_panel(t, "Game over", lines, stats, Some(par))}
        {left_row}
        {par_walk_start(t, par)}
    }
}
