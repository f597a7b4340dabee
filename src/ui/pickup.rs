//! The Pick Up table. Renders `PickUpTable::view()` (what the seat on screen
//! may see, nothing more) and forwards taps; runs the computer's search in
//! slices between frames so the page never freezes.

use super::cards::{card_back, card_button, card_image};
use super::{browser, Ctx};
use crate::app::link::{GameId, Route};
use crate::app::pickup_table::{self, score_rows, PickUpTable, RevealStep, PERSON};
use crate::app::session::{Hint, Session};
use crate::engine::bot::Search;
use crate::engine::cards::Card;
use crate::engine::pickup::{PickUp, PickUpView, PlayedSet, PILES};
use crate::engine::GameOptions;
use leptos::prelude::*;
use std::time::Duration;

/// A short pause before the computer moves, so the person sees their own
/// move land first.
const PAUSE_BEFORE_COMPUTER: Duration = Duration::from_millis(450);
/// Work per slice before yielding to the browser.
const SLICE_MS: f64 = 10.0;

#[component]
pub fn PickUpTableView(ctx: Ctx) -> impl IntoView {
    let t = ctx.pickup;
    let view = Memo::new(move |_| t.with(|t| t.as_ref().map(PickUpTable::view)));
    let read =
        move |f: fn(&PickUpTable) -> String| t.with(|t| t.as_ref().map(f).unwrap_or_default());
    let is = move |f: fn(&PickUpTable) -> bool| t.with(|t| t.as_ref().is_some_and(f));
    let covered = Memo::new(move |_| is(PickUpTable::is_covered));
    let reveal =
        Memo::new(move |_| t.with(|t| t.as_ref().is_some_and(|t| t.pending_reveal().is_some())));
    let over = Memo::new(move |_| is(PickUpTable::is_over));
    let thinking = RwSignal::new(false);

    // The address is this match's share link while it is on screen.
    let deal = Memo::new(move |_| t.with(|t| t.as_ref().map(|t| t.deal())));
    Effect::new(move |_| {
        if let Some(deal) = deal.get() {
            browser::replace_hash(&deal.to_hash());
        }
    });
    // The computer's turn: think in slices, then move.
    let computer = Memo::new(move |_| {
        t.with(|t| {
            t.as_ref()
                .and_then(|t| Some((t.seed(), t.computer_turn()?)))
        })
    });
    Effect::new(move |_| {
        if let Some((_, ply)) = computer.get() {
            set_timeout(
                move || start_computer(ctx, ply, thinking),
                PAUSE_BEFORE_COMPUTER,
            );
        }
    });

    let seat_line = move || {
        view.with(|v| {
            v.as_ref().map(|v| {
                t.with(|t| {
                    let t = t.as_ref()?;
                    let [a, b] = v.totals;
                    Some(format!(
                        "{} {a} · {} {b} · Hand {} · {} dealt",
                        t.seat_name(0),
                        t.seat_name(1),
                        v.hand_no,
                        t.seat_name(v.dealer)
                    ))
                })
            })
        })
        .flatten()
        .unwrap_or_default()
    };

    view! {
        <section class="table pickup" aria-labelledby="table-title">
            <header class="topbar">
                <a class="button" href="#/">"Home"</a>
                <h1 id="table-title">"Pick Up"</h1>
                <a class="button" href=Route::Rules(GameId::PickUp).to_hash()>"Rules"</a>
                <button type="button" on:click=move |_| share(ctx)>"Share"</button>
            </header>
            <p class="deal-line">{move || read(|t| format!("Match {} · {}", t.seed().code(), t.options().describe()))}</p>
            <p class="scoreline">{seat_line}</p>
            <Show when=move || !reveal.get() fallback=move || view! { <Reveal ctx=ctx /> }>
                <Opponent ctx=ctx view=view />
                <Piles ctx=ctx view=view />
                <p class="step" role="status">{move || read(PickUpTable::step_text)}</p>
                <p class="thinking" role="status" class:hidden=move || !thinking.get()>
                    <span class="dots" aria-hidden="true"></span>
                    {move || if thinking.get() { "The computer is thinking…" } else { "" }}
                </p>
                <p class="tap-message" role="status">{move || read(|t| t.message.clone().unwrap_or_default())}</p>
                <Show when=move || !covered.get() fallback=move || view! { <Cover ctx=ctx /> }>
                    <YourSide ctx=ctx view=view />
                </Show>
                <MoveLog ctx=ctx />
            </Show>
            <Show when=move || over.get() && !reveal.get()>
                <MatchOver ctx=ctx />
            </Show>
        </section>
    }
}

/// Begins the computer's move `ply` (if it is still due): a search run in
/// slices of about 10 ms, yielding to the browser between them.
fn start_computer(ctx: Ctx, ply: usize, thinking: RwSignal<bool>) {
    let Some(search) = ctx.pickup.with_untracked(|t| {
        t.as_ref().and_then(|t| {
            t.start_thinking()
                .filter(|_| t.computer_turn() == Some(ply))
        })
    }) else {
        return;
    };
    thinking.set(true);
    browser::mark("computer-move");
    think_slice(ctx, ply, search, thinking);
}

fn think_slice(ctx: Ctx, ply: usize, mut search: Search<PickUp>, thinking: RwSignal<bool>) {
    // A new deal or another screen's move: this search is stale.
    if ctx
        .pickup
        .with_untracked(|t| t.as_ref().and_then(|t| t.computer_turn()))
        != Some(ply)
    {
        thinking.set(false);
        return;
    }
    let started = browser::now();
    while !search.run(32) {
        if browser::now() - started > SLICE_MS {
            set_timeout(
                move || think_slice(ctx, ply, search, thinking),
                Duration::ZERO,
            );
            return;
        }
    }
    browser::measure("computer move", "computer-move");
    thinking.set(false);
    if let Some(mv) = search.best_move() {
        ctx.with_pickup(|t| t.play_computer(ply, mv));
    }
}

fn share(ctx: Ctx) {
    browser::share("Card Table: Pick Up match", &browser::href(), move |said| {
        ctx.notify(said, false)
    });
}

type ViewMemo = Memo<Option<PickUpView>>;

/// A set in front of a player: its top card, and how many cards it holds.
fn set_view(set: PlayedSet) -> impl IntoView {
    view! {
        <span class="set" role="img" aria-label=set.spoken() data-set=set.top.to_string()>
            {card_image(set.top)}
            <span class="badge" aria-hidden="true">{format!("×{}", set.size())}</span>
        </span>
    }
}

fn sets_of(view: ViewMemo, seat: usize) -> impl IntoView {
    view! {
        <div class="sets">
            <For each=move || view.with(|v| v.as_ref().map(|v| v.sets[seat].clone()).unwrap_or_default()) key=|s| s.top let:set>
                {set_view(set)}
            </For>
        </div>
    }
}

#[component]
fn Opponent(ctx: Ctx, view: ViewMemo) -> impl IntoView {
    let t = ctx.pickup;
    let other = move || view.with(|v| v.as_ref().map_or(1, |v| 1 - v.seat));
    let name = move || t.with(|t| t.as_ref().map(|t| t.seat_name(other())).unwrap_or_default());
    let count = move || view.with(|v| v.as_ref().map_or(0, |v| v.hand_counts[1 - v.seat]));
    let label = move || format!("{}'s hand: {} cards", name(), count());
    view! {
        <div class="opponent" role="group" aria-label=move || format!("{}'s side", name())>
            <span class="backs" role="img" aria-label=label>
                {move || (0..count()).map(|_| view! { <span class="back" aria-hidden="true"></span> }).collect_view()}
                <span class="count" aria-hidden="true">{count}</span>
            </span>
            {sets_of(view, 1)}
        </div>
    }
}

#[component]
fn Piles(ctx: Ctx, view: ViewMemo) -> impl IntoView {
    let t = ctx.pickup;
    let pile = move |p: usize| view.with(|v| v.as_ref().map(|v| v.piles[p]));
    view! {
        <div class="piles" role="group" aria-label="Table">
            <For each=move || 0..PILES key=|p| *p let:p>
                <div
                    class="pile"
                    role="group"
                    aria-label=move || {
                        let under = pile(p).map_or(0, |x| x.under);
                        format!("Pile {}, {under} face down under", p + 1)
                    }
                >
                    {move || match pile(p).and_then(|x| x.top) {
                        Some(card) => card_button(
                                card,
                                move || t.with(|t| t.as_ref().map_or(Hint::Plain, |t| t.table_hint(card))),
                                move || ctx.with_pickup(|t| t.tap_table(card)),
                            )
                            .into_any(),
                        None => view! { <span class="slot" aria-hidden="true"></span> }.into_any(),
                    }}
                    <span class="under" aria-hidden="true">{move || match pile(p).map_or(0, |x| x.under) {
                        0 => String::new(),
                        n => format!("+{n}"),
                    }}</span>
                </div>
            </For>
            <div class="aside" role="group" aria-label="Set aside">
                {card_back("First set-aside card, face down: its suit wins")}
                {card_back("Second set-aside card, face down: its suit loses")}
            </div>
        </div>
    }
}

#[component]
fn YourSide(ctx: Ctx, view: ViewMemo) -> impl IntoView {
    let t = ctx.pickup;
    let is = move |f: fn(&PickUpTable) -> bool| t.with(|t| t.as_ref().is_some_and(f));
    let hand_label = move || {
        t.with(|t| match t.as_ref() {
            Some(t) if t.pass_and_play() => format!("{}'s hand", t.seat_name(t.viewer())),
            _ => "Your hand".to_string(),
        })
    };
    let sets_label = move || hand_label().replace("hand", "sets");
    let selecting = Memo::new(move |_| is(PickUpTable::has_selection));
    let hand = move || view.with(|v| v.as_ref().map(|v| v.hand_by_rank()).unwrap_or_default());
    let own_sets = move || {
        view.with(|v| {
            v.as_ref()
                .map(|v| v.sets[v.seat].clone())
                .unwrap_or_default()
        })
    };
    view! {
        <div class="select-bar" class:hidden=move || !selecting.get()>
            <button type="button" class="primary" disabled=move || !is(|t| t.selected_move().is_some()) on:click=move |_| ctx.with_pickup(|t| t.take())>
                "Take"
            </button>
            <button type="button" on:click=move |_| ctx.with_pickup(|t| t.clear_selection())>"Cancel"</button>
        </div>
        <Show when=move || is(PickUpTable::choosing_face_down)>
            <div class="face-down" role="group" aria-label="Turn a set face down?">
                <button type="button" class="primary" on:click=move |_| ctx.with_pickup(|t| t.choose_face_down(None))>
                    "Keep every set face up"
                </button>
                <For each=own_sets key=|s| s.top let:set>
                    <button type="button" on:click=move |_| ctx.with_pickup(|t| t.choose_face_down(Some(set.top)))>
                        {format!("Turn down the {}", set.spoken())}
                    </button>
                </For>
            </div>
        </Show>
        <div class="hand" role="group" aria-label=hand_label>
            <For each=hand key=|c| *c let:card>
                {card_button(
                    card,
                    move || t.with(|t| t.as_ref().map_or(Hint::Plain, |t| t.hand_hint(card))),
                    move || ctx.with_pickup(|t| t.tap_hand(card)),
                )}
            </For>
        </div>
        <div class="actions" class:hidden=move || !is(PickUpTable::can_pass)>
            <button type="button" class="primary" on:click=move |_| ctx.with_pickup(|t| t.pass())>"Pass"</button>
        </div>
        <div class="own-sets" role="group" aria-label=sets_label>
            {move || {
                let sets = view.with(|v| v.as_ref().map(|v| v.seat)).unwrap_or(PERSON);
                sets_of(view, sets)
            }}
        </div>
    }
}

#[component]
fn Cover(ctx: Ctx) -> impl IntoView {
    let name = move || {
        ctx.pickup.with(|t| {
            t.as_ref()
                .map(|t| t.seat_name(t.viewer()))
                .unwrap_or_default()
        })
    };
    view! {
        <div class="cover" role="group" aria-label="Pass the device">
            <p>{move || format!("{}, it's your turn. Make sure nobody else can see the screen.", name())}</p>
            <button type="button" class="primary" on:click=move |_| ctx.with_pickup(|t| t.uncover())>
                "Show my hand"
            </button>
        </div>
    }
}

#[component]
fn MoveLog(ctx: Ctx) -> impl IntoView {
    let lines = move || {
        ctx.pickup
            .with(|t| t.as_ref().map(|t| t.move_log(4)).unwrap_or_default())
    };
    view! {
        <section class="move-log" aria-labelledby="log-title">
            <h2 id="log-title" class="fine">"Last moves"</h2>
            <ol aria-live="polite">
                {move || lines().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            </ol>
        </section>
    }
}

/// The end of a hand, step by step: face-down sets, the winning suit, the
/// losing suit with the whole score table.
#[component]
fn Reveal(ctx: Ctx) -> impl IntoView {
    let t = ctx.pickup;
    let state = Memo::new(move |_| {
        t.with(|t| {
            let t = t.as_ref()?;
            let (hand, step) = t.pending_reveal()?;
            Some((
                hand.clone(),
                step,
                [t.seat_name(0), t.seat_name(1)],
                t.is_over(),
                t.game().log().hands.len(),
            ))
        })
    });
    let heading = NodeRef::<leptos::html::H2>::new();
    Effect::new(move |_| {
        state.track();
        if let Some(h) = heading.get() {
            let _ = h.focus();
        }
    });
    move || {
        let Some((hand, step, names, over, hands)) = state.get() else {
            return ().into_any();
        };
        let last = over && hand.hand_no as usize == hands;
        let button = match step {
            RevealStep::FaceDown => "Reveal the winning suit",
            RevealStep::WinningSuit => "Reveal the losing suit",
            RevealStep::LosingSuit if last => "See the result",
            RevealStep::LosingSuit => "Next hand",
        };
        let aside = |card: Card, shown: bool, what: &str| {
            if shown {
                view! { <span class="aside-card">{card_image(card)}<span>{format!("{what}: {}", card.suit.name())}</span></span> }.into_any()
            } else {
                view! { <span class="aside-card">{card_back(&format!("{what}: still face down"))}<span>{format!("{what}: ?")}</span></span> }.into_any()
            }
        };
        let rows = score_rows(&hand, step);
        view! {
            <section class="reveal" aria-labelledby="reveal-title">
                <h2 id="reveal-title" tabindex="-1" node_ref=heading>{format!("Hand {} is over", hand.hand_no)}</h2>
                <div class="aside-cards">
                    {aside(hand.winning_card, step >= RevealStep::WinningSuit, "Winning suit")}
                    {aside(hand.losing_card, step >= RevealStep::LosingSuit, "Losing suit")}
                </div>
                <table class="scores">
                    <thead>
                        <tr><th scope="col">"Score"</th><th scope="col">{names[0]}</th><th scope="col">{names[1]}</th></tr>
                    </thead>
                    <tbody>
                        {rows
                            .into_iter()
                            .map(|r| {
                                let [a, b] = r.cells;
                                view! { <tr class:total=r.total><th scope="row">{r.label}</th><td>{a}</td><td>{b}</td></tr> }
                            })
                            .collect_view()}
                    </tbody>
                </table>
                <div class="actions">
                    <button type="button" class="primary" on:click=move |_| ctx.with_pickup(|t| t.advance_reveal())>{button}</button>
                </div>
            </section>
        }
        .into_any()
    }
}

#[component]
fn MatchOver(ctx: Ctx) -> impl IntoView {
    let t = ctx.pickup;
    let summary = move || t.with(|t| t.as_ref().map(|t| (t.step_text(), t.options().clone())));
    let stats_text = move || {
        let (_, options) = summary()?;
        let (m, h) = (
            pickup_table::stats_key(&options)?,
            pickup_table::hands_key(&options)?,
        );
        let (m, h) = ctx.stats.with(|s| (s.entry(&m), s.entry(&h)));
        Some(format!(
            "Against the {} computer: matches {} · hands {}",
            options
                .opponent
                .describe()
                .split(' ')
                .next()
                .unwrap_or_default()
                .to_lowercase(),
            m.won_text(),
            h.won_text()
        ))
    };
    let same_again = move |_| {
        if let Some(deal) = t.with_untracked(|t| t.as_ref().map(|t| t.deal())) {
            ctx.start(&deal);
        }
    };
    let new_match = move |_| {
        if let Some(deal) = t.with_untracked(|t| t.as_ref().map(|t| t.deal())) {
            ctx.go(&Route::Play(deal.with_seed(browser::random_seed())));
        }
    };
    let heading = NodeRef::<leptos::html::H2>::new();
    Effect::new(move |_| {
        if let Some(h) = heading.get() {
            let _ = h.focus();
        }
    });
    view! {
        <section class="game-over" aria-labelledby="over-title">
            <h2 id="over-title" tabindex="-1" node_ref=heading>"Match over"</h2>
            <p class="final">{move || summary().map(|s| s.0).unwrap_or_default()}</p>
            <p class="fine">{stats_text}</p>
            <div class="actions">
                <button type="button" class="primary" on:click=new_match>"New match"</button>
                <button type="button" on:click=same_again>"Same match again"</button>
                <button type="button" on:click=move |_| share(ctx)>"Share"</button>
                <a class="button" href="#/">"Home"</a>
            </div>
        </section>
    }
}
