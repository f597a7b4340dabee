//! The computers' turns on screen: a search over the computer seat's own
//! view, run in slices of about 10 ms between frames so the page never
//! freezes; its move is played only if the game is still where it began.

use super::{browser, Ctx};
use crate::app::profile::Pace;
use crate::app::session::ComputerSeats;
use crate::engine::bot::Search;
use leptos::prelude::*;
use std::time::Duration;

/// Work per slice before yielding to the browser.
const SLICE_MS: f64 = 10.0;

/// What a table shows of its computers: one thinking now, or (Settings →
/// pace: Step) one waiting for the person's tap to make its move.
#[derive(Clone, Copy)]
pub struct Computers {
    pub thinking: RwSignal<bool>,
    /// The move number a computer waits to make (Step pace).
    pub waiting: RwSignal<Option<usize>>,
    /// Lets the waiting computer move.
    pub go: Callback<()>,
}

/// Runs a table's computer turns: whenever a computer is to move, after the
/// pause the table asks for (`pause`, scaled by Settings → pace; at Step
/// pace, after the person's tap), its search runs in slices and its move is
/// played. Every table with computers calls this once and shows
/// [`computer_line`].
pub fn run_computers<S: ComputerSeats + Send + Sync + 'static>(
    ctx: Ctx,
    table: RwSignal<Option<S>>,
    pause: fn(&S) -> Duration,
) -> Computers {
    run_computers_with(ctx, table, pause, start_computer::<S>)
}

/// How a computer's move `ply` is found and played: in the page, in slices
/// ([`start_computer`]), or by a Web Worker (Arctic Solitaire).
pub type Thinker<S> = fn(Ctx, RwSignal<Option<S>>, usize, RwSignal<bool>);

/// [`run_computers`], with the moves found by `think`.
pub fn run_computers_with<S: ComputerSeats + Send + Sync + 'static>(
    ctx: Ctx,
    table: RwSignal<Option<S>>,
    pause: fn(&S) -> Duration,
    think: Thinker<S>,
) -> Computers {
    let thinking = RwSignal::new(false);
    let waiting = RwSignal::new(None);
    // The seed too: a new deal at the same move number is a new turn.
    let due = Memo::new(move |_| {
        table.with(|t| {
            t.as_ref()
                .and_then(|t| Some((t.deal().seed(), t.computer_turn()?, pause(t))))
        })
    });
    Effect::new(move |_| match due.get() {
        Some((_, ply, _)) if ctx.settings.with_untracked(|s| s.pace == Pace::Step) => {
            waiting.set(Some(ply))
        }
        Some((_, ply, wait)) => {
            waiting.set(None);
            set_timeout(
                move || think(ctx, table, ply, thinking),
                ctx.settings.with_untracked(|s| s.pace.pause(wait)),
            );
        }
        None => waiting.set(None),
    });
    let go = Callback::new(move |_| {
        if let Some(ply) = waiting.get_untracked() {
            waiting.set(None);
            think(ctx, table, ply, thinking);
        }
    });
    Computers {
        thinking,
        waiting,
        go,
    }
}

/// The computers' line under a table: "Thinking…" while one thinks; at
/// Step pace, the button that lets the next computer move.
pub fn computer_line(c: Computers, words: &'static str) -> impl IntoView {
    view! {
        <p class="thinking fine" role="status" class:hidden=move || !c.thinking.get() && c.waiting.get().is_none()>
            <span class="dots" aria-hidden="true" class:hidden=move || !c.thinking.get()></span>
            {move || if c.thinking.get() { words } else { "" }}
            {move || c.waiting.get().map(|_| view! {
                <button type="button" class="primary" on:click=move |_| c.go.run(())>"Computer's move"</button>
            })}
        </p>
    }
}

/// Begins the computer's move `ply` (if it is still due).
fn start_computer<S: ComputerSeats + Send + Sync + 'static>(
    ctx: Ctx,
    table: RwSignal<Option<S>>,
    ply: usize,
    thinking: RwSignal<bool>,
) {
    let Some(search) = table.with_untracked(|t| {
        t.as_ref()
            .filter(|t| t.computer_turn() == Some(ply))
            .and_then(|t| t.start_thinking())
    }) else {
        return;
    };
    thinking.set(true);
    browser::mark("computer-move");
    think_slice(ctx, table, ply, search, thinking);
}

fn think_slice<S: ComputerSeats + Send + Sync + 'static>(
    ctx: Ctx,
    table: RwSignal<Option<S>>,
    ply: usize,
    mut search: Search<S::Game>,
    thinking: RwSignal<bool>,
) {
    // A new deal or another screen's move: this search is stale.
    if table.with_untracked(|t| t.as_ref().and_then(|t| t.computer_turn())) != Some(ply) {
        thinking.set(false);
        return;
    }
    let started = browser::now();
    // Small steps, so a slice ends close to its time even when one
    // iteration is long (an early Thricewise playout).
    while !search.run(4) {
        if browser::now() - started > SLICE_MS {
            set_timeout(
                move || think_slice(ctx, table, ply, search, thinking),
                Duration::ZERO,
            );
            return;
        }
    }
    // Forced moves (no search) are not measured: the benchmark reports thought.
    if search.iterations_done() > 0 {
        browser::measure("computer move", "computer-move");
    }
    thinking.set(false);
    if let Some(mv) = search.best_move() {
        ctx.update(table, |t| t.play_computer(ply, mv));
    }
}
