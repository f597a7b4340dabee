//! The computers' turns on screen: a search over the computer seat's own
//! view, run in slices of about 10 ms between frames so the page never
//! freezes; its move is played only if the game is still where it began.

use super::{browser, Ctx};
use crate::app::session::ComputerSeats;
use crate::engine::bot::Search;
use leptos::prelude::*;
use std::time::Duration;

/// Work per slice before yielding to the browser.
const SLICE_MS: f64 = 10.0;

/// Runs a table's computer turns: whenever a computer is to move, after the
/// pause the table asks for (`pause`, scaled by Settings → pace), its search
/// runs in slices and its move is played. Every table with computers calls
/// this once.
pub fn run_computers<S: ComputerSeats + Send + Sync + 'static>(
    ctx: Ctx,
    table: RwSignal<Option<S>>,
    thinking: RwSignal<bool>,
    pause: fn(&S) -> Duration,
) {
    // The seed too: a new deal at the same move number is a new turn.
    let due = Memo::new(move |_| {
        table.with(|t| {
            t.as_ref()
                .and_then(|t| Some((t.deal().seed(), t.computer_turn()?, pause(t))))
        })
    });
    Effect::new(move |_| {
        if let Some((_, ply, wait)) = due.get() {
            set_timeout(
                move || start_computer(ctx, table, ply, thinking),
                ctx.settings.with_untracked(|s| s.pace.pause(wait)),
            );
        }
    });
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
    while !search.run(16) {
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
