//! The Verslun table. Renders `VerslunTable` and forwards taps to it.

use super::cards::{card_button, card_image};
use super::parts::{dynamic, flag, share, shown, text, topbar};
use super::{browser, Ctx};
use crate::app::link::{GameId, Route};
use crate::app::session::Session;
use crate::app::verslun_table::{Hint, VerslunTable};
use crate::engine::cards::Card;
use crate::engine::verslun::{Slot, VerslunMove};
use crate::engine::GameOptions;
use leptos::prelude::*;

#[component]
pub fn VerslunTableView(ctx: Ctx) -> impl IntoView {
    let t = ctx.verslun;
    // Reads the table; every view below derives from it.
    let read =
        move |f: fn(&VerslunTable) -> String| t.with(|t| t.as_ref().map(f).unwrap_or_default());
    let columns = Memo::new(move |_| t.with(|t| t.as_ref().map_or(0, |t| t.game().slots().len())));
    let over = Memo::new(move |_| t.with(|t| t.as_ref().is_some_and(|t| t.is_over())));
    let claiming = Memo::new(move |_| t.with(|t| t.as_ref().and_then(|t| t.claiming_column())));
    let legal = move |mv: VerslunMove| t.with(|t| t.as_ref().is_some_and(|t| t.is_legal(&mv)));
    let can_redeal = move || t.with(|t| t.as_ref().is_some_and(|t| t.can_redeal()));
    let confirm_end = RwSignal::new(false);

    view! {
        <section class="table verslun" aria-labelledby="table-title">
            {topbar(ctx, GameId::Verslun)}
            <p class="deal-line">
                {text(move || read(|t| format!("Deal {} · {}", t.seed().code(), t.options().describe())))}
            </p>
            <div class="scoreline">
                <span class="score">"Score " <strong>{text(move || read(|t| t.game().score().to_string()))}</strong></span>
                <span>{text(move || read(|t| format!("Turn {}", t.game().turn())))}</span>
                <span>{text(move || read(|t| format!("Deck {}", t.game().deck_count())))}</span>
                <span>{text(move || read(|t| format!("Discard {}", t.game().discard_count())))}</span>
            </div>
            <p class="step" role="status">{text(move || read(|t| t.step_text()))}</p>
            <p class="tap-message" role="status">{text(move || read(|t| t.message.clone().unwrap_or_default()))}</p>
            <div class="board" style=text(move || format!("--cols: {}", columns.get()))>
                <For each=move || 0..columns.get() key=|i| *i let:i>
                    <ColumnView ctx=ctx index=i />
                </For>
            </div>
            <div class="claim-bar" class:hidden=flag(move || claiming.get().is_none())>
                <span>
                    {text(move || {
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
                    disabled=flag(move || !legal(VerslunMove::Confirm))
                    on:click=move |_| ctx.with_verslun(|t| t.confirm())
                >
                    "Confirm claim"
                </button>
                <button type="button" disabled=flag(move || claiming.get().is_none()) on:click=move |_| ctx.with_verslun(|t| t.cancel_claim())>
                    "Cancel claim"
                </button>
            </div>
            <div
                class="hand"
                role="group"
                aria-label="Hand"
                style=text(move || read(|t| format!("--n: {}", t.options().hand_size)))
            >
                <For each=move || t.with(|t| t.as_ref().map(|t| t.game().hand().to_vec()).unwrap_or_default()) key=|c| *c let:card>
                    {card_button(
                        card,
                        Signal::derive(move || t.with(|t| t.as_ref().map_or(Hint::Plain, |t| t.hand_hint(card)))),
                        Callback::new(move |_| ctx.with_verslun(|t| t.tap_hand(card))),
                    )}
                </For>
            </div>
            <div class="actions" class:hidden=flag(move || over.get())>
                <button type="button" class="primary" disabled=flag(move || !legal(VerslunMove::Draw)) on:click=move |_| ctx.with_verslun(|t| t.draw())>
                    "Draw"
                </button>
                <button
                    type="button"
                    disabled=flag(move || !can_redeal())
                    aria-pressed=text(move || t.with(|t| t.as_ref().is_some_and(|t| t.choosing_redeal())).to_string())
                    on:click=move |_| ctx.with_verslun(|t| t.redeal())
                >
                    "Redeal"
                </button>
                <button type="button" disabled=flag(move || !legal(VerslunMove::EndGame)) on:click=move |_| confirm_end.set(true)>
                    "End game"
                </button>
                <button
                    type="button"
                    disabled=flag(move || !t.with(|t| t.as_ref().is_some_and(|t| t.can_undo())))
                    on:click=move |_| ctx.with_verslun(|t| t.undo())
                >
                    "Undo"
                </button>
            </div>
            {shown(flag(move || confirm_end.get() && !over.get()), move || view! {
                <div class="confirm" role="alertdialog" aria-labelledby="end-title">
                    <p id="end-title">{text(move || read(|t| format!("End the game with {} points?", t.game().score())))}</p>
                    <button
                        type="button"
                        class="primary"
                        on:click=move |_| {
                            confirm_end.set(false);
                            ctx.with_verslun(|t| t.end_game());
                        }
                    >
                        "End the game now"
                    </button>
                    <button type="button" on:click=move |_| confirm_end.set(false)>"Keep playing"</button>
                </div>
            }.into_any())}
            {shown(flag(move || over.get()), move || view! { <GameOver ctx=ctx /> }.into_any())}
        </section>
    }
}

#[component]
fn ColumnView(ctx: Ctx, index: usize) -> impl IntoView {
    let t = ctx.verslun;
    let claimed = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref()
                .is_some_and(|t| matches!(t.game().slots().get(index), Some(Slot::Claimed(_))))
        })
    });
    let column_hint = move || t.with(|t| t.as_ref().map_or(Hint::Plain, |t| t.column_hint(index)));
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
    view! {
        <div
            class="column"
            class:claimed=flag(move || claimed.get())
            class:playable=flag(move || column_hint() == Hint::Playable)
            class:dimmed=flag(move || column_hint() == Hint::Dimmed)
            role="group"
            aria-label=text(label)
        >
            {dynamic(move || {
                if claimed.get() {
                    view! { <ClaimedView ctx=ctx index=index /> }.into_any()
                } else {
                    view! {
                        <div class="stack">
                            <For each=open_cards key=|c| *c let:card>
                                {card_button(card, Signal::derive(move || card_hint(card)), Callback::new(move |_| ctx.with_verslun(|t| t.tap_column(index))))}
                            </For>
                        </div>
                    }
                        .into_any()
                }
            })}
        </div>
    }
}

#[component]
fn ClaimedView(ctx: Ctx, index: usize) -> impl IntoView {
    let t = ctx.verslun;
    let claim = move || {
        t.with(
            |t| match t.as_ref().and_then(|t| t.game().slots().get(index)) {
                Some(Slot::Claimed(c)) => c.clone(),
                _ => crate::engine::verslun::ClaimedColumn { pairs: vec![] },
            },
        )
    };
    let choosing = move || t.with(|t| t.as_ref().is_some_and(|t| t.choosing_redeal()));
    view! {
        <div class="claimed-pairs">
            {dynamic(move || {
                claim()
                    .pairs
                    .iter()
                    .rev()
                    .map(|&(a, b)| view! { <div class="pair">{card_image(a)} {card_image(b)}</div> })
                    .collect_view()
                    .into_any()
            })}
        </div>
        <p class="points">{text(move || format!("{} pts", claim().points()))}</p>
        {shown(flag(choosing), move || view! {
            <button type="button" class="primary small" on:click=move |_| ctx.with_verslun(|t| t.tap_column(index))>
                {format!("Discard Column {} and Redeal", index + 1)}
            </button>
        }.into_any())}
    }
}

#[component]
fn GameOver(ctx: Ctx) -> impl IntoView {
    let t = ctx.verslun;
    let summary = move || {
        t.with(|t| {
            t.as_ref()
                .map(|t| {
                    (
                        t.game().score(),
                        t.end_reason().unwrap_or_default(),
                        t.stats_key(),
                    )
                })
                .unwrap_or_default()
        })
    };
    let stats_text = move || {
        let (_, _, key) = summary();
        let e = ctx.stats.with(|s| s.entry(&key));
        let avg = e.average_text(1);
        let recent: Vec<String> = e.recent.iter().rev().map(|s| s.to_string()).collect();
        format!(
            "Your best with these options: {} · average {avg} · games played {} · recent: {}",
            e.best,
            e.played,
            recent.join(", ")
        )
    };
    let same_again = move |_| {
        if let Some(deal) = t.with_untracked(|t| t.as_ref().map(|t| t.deal())) {
            ctx.start(&deal);
        }
    };
    let new_deal = move |_| {
        if let Some(options) = t.with_untracked(|t| t.as_ref().map(|t| t.options().clone())) {
            ctx.go(&Route::Play(crate::app::link::Deal::Verslun {
                options,
                seed: browser::random_seed(),
            }));
        }
    };
    // Bring the result into view and to the screen reader's attention.
    let heading = NodeRef::<leptos::html::H2>::new();
    Effect::new(move |_| {
        if let Some(h) = heading.get() {
            let _ = h.focus();
        }
    });
    view! {
        <section class="game-over" aria-labelledby="over-title">
            <h2 id="over-title" tabindex="-1" node_ref=heading>"Game over"</h2>
            <p class="final">"Final score " <strong>{text(move || summary().0.to_string())}</strong></p>
            <p>{text(move || summary().1.to_string())}</p>
            <p class="fine">{text(stats_text)}</p>
            <div class="actions">
                <button type="button" class="primary" on:click=same_again>"Same deal again"</button>
                <button type="button" on:click=new_deal>"New deal"</button>
                <button type="button" on:click=move |_| share(ctx, GameId::Verslun)>"Share"</button>
                <a class="button" href="#/">"Home"</a>
            </div>
        </section>
    }
}
