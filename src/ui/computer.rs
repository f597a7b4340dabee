//! The computers' turns on screen: each move is searched by the app's Web
//! Worker (`worker`, `app::jobs`) from the computer seat's own view, so the
//! page never freezes and its wasm carries no search; the move is played
//! only if the game is still where it began.

// (A review's page builds only the stubs of the parts it leaves out.)
#![cfg_attr(review_page, allow(unused_imports))]

use super::{browser, worker, Ctx};
use crate::app::jobs::think_job;
use crate::app::profile::Pace;
use crate::app::session::ComputerSeats;
use crate::engine::Game;
use leptos::prelude::*;
use std::time::Duration;

/// What a table shows of its computers: one thinking now, or (Settings →
/// pace: Step) one waiting for the person's tap to make its move.
#[derive(Clone, Copy)]
pub struct Computers {
    pub thinking: RwSignal<bool>,
    /// A computer waits for the person's tap to make its move (Step
    /// pace): the move due now.
    pub waiting: RwSignal<bool>,
    /// Lets the waiting computer move.
    pub go: Callback<()>,
    /// A computer is to move (nothing waits for the person).
    pub due: Signal<bool>,
    /// The person asked to skip to their turn: the computers move without
    /// a pause (each move is still played, logged and shown) until a
    /// person is to move.
    pub skipping: RwSignal<bool>,
}

/// Runs a table's computer turns: whenever a computer is to move, after the
/// pause the table asks for (`pause`, scaled by Settings → pace; at Step
/// pace, after the person's tap), the worker finds its move and it is
/// played. Every table with computers calls this once and shows
/// [`computer_line`].
pub fn run_computers<S: ComputerSeats + Send + Sync + 'static>(
    table: RwSignal<Option<S>>,
    pause: fn(&S) -> Duration,
) -> Computers {
    let thinking = RwSignal::new(false);
    let waiting = RwSignal::new(false);
    let skipping = RwSignal::new(false);
    // (A review's table: no computer moves on from its position.)
    if crate::ui::REVIEW_PAGE {
        return Computers {
            thinking,
            waiting,
            go: Callback::new(|_| {}),
            due: Signal::derive(|| false),
            skipping,
        };
    }
    let ctx = expect_context::<Ctx>();
    // The seed too: a new deal at the same move number is a new turn.
    let due = Memo::new(move |_| {
        table.with(|t| {
            t.as_ref()
                .and_then(|t| Some((t.seed(), t.computer_turn()?, pause(t))))
        })
    });
    Effect::new(move |_| match due.get() {
        Some(_)
            if ctx.settings.with_untracked(|s| s.pace == Pace::Step)
                && !skipping.get_untracked() =>
        {
            waiting.set(true)
        }
        Some((_, ply, wait)) => {
            waiting.set(false);
            let pause = match skipping.get_untracked() {
                true => Duration::ZERO,
                false => ctx.settings.with_untracked(|s| s.pace.pause(wait)),
            };
            think::<S>(ctx, table, ply, thinking, pause);
        }
        None => {
            waiting.set(false);
            skipping.set(false);
        }
    });
    let go = Callback::new(move |_| {
        // (It waits for the move due: the effect above keeps the two in step.)
        let ply = untrack(|| due.with(|d| d.as_ref().map(|&(_, ply, _)| ply)));
        if let (true, Some(ply)) = (waiting.get_untracked(), ply) {
            waiting.set(false);
            think::<S>(ctx, table, ply, thinking, Duration::ZERO);
        }
    });
    Computers {
        thinking,
        waiting,
        go,
        due: Signal::derive(move || due.with(Option::is_some)),
        skipping,
    }
}

impl Computers {
    /// Skip to my turn: the computer waiting (Step pace) moves now, and
    /// the rest follow without a pause.
    fn skip(self) {
        self.skipping.set(true);
        self.go.run(());
    }
}

/// The computers' line under a table, while one is to move: "Thinking…"
/// while one thinks; at Step pace, the button that lets the next computer
/// move; and Skip to my turn, so a person watching computers chain their
/// turns always has something to do.
#[cfg(not(review_page))]
pub fn computer_line(c: Computers, words: &'static str) -> impl IntoView {
    // A button pressed here goes away (the computers move on, your turn
    // comes): focus moves on to what can be tapped now, never to the page.
    let was_due = std::cell::Cell::new(false);
    Effect::new(move |_| {
        let due = c.due.get();
        if was_due.replace(due) && !due {
            browser::keep_focus();
        }
    });
    let then_keep_focus = move |f: fn(Computers)| {
        browser::keep_focus();
        f(c)
    };
    view! {
        <p class="thinking fine" role="status" class:hidden=move || !c.due.get()>
            <span class="dots" aria-hidden="true" class:hidden=move || !c.thinking.get()></span>
            <span class="words">{move || if c.thinking.get() { words } else { "" }}</span>
            {move || c.waiting.get().then(|| view! {
                <button type="button" class="primary" on:click=move |_| then_keep_focus(|c| c.go.run(()))>"Computer's move"</button>
            })}
            <button type="button" class:hidden=move || c.skipping.get() on:click=move |_| then_keep_focus(Computers::skip)>
                "Skip to my turn"
            </button>
        </p>
    }
}

/// (None on a review's page: its table shows a position only.)
#[cfg(review_page)]
pub fn computer_line(_: Computers, _: &'static str) {}

/// Begins the computer's move `ply` (if it is still due) and plays it once
/// `pause` has passed: a forced move without a search, any other as the
/// worker answers. The worker thinks during the pause, so a computer that
/// thinks long (Expert) keeps the pace the person chose.
fn think<S: ComputerSeats + Send + Sync + 'static>(
    ctx: Ctx,
    table: RwSignal<Option<S>>,
    ply: usize,
    thinking: RwSignal<bool>,
    pause: Duration,
) {
    type Move<S> = <<S as crate::app::session::Session>::Game as Game>::Move;
    let Some((seed, job, record, forced)) = table.with_untracked(|t| {
        let t = t.as_ref().filter(|t| t.computer_turn() == Some(ply))?;
        let moves = t.state().legal_moves();
        let forced: Option<Move<S>> = match &moves[..] {
            [only] => Some(only.clone()),
            _ => None,
        };
        // A guide's computer plays its script's move, without a search.
        #[cfg(guide_screen)]
        let forced = t.core().scripted_computer_move().or(forced);
        let record = super::worker::record_json(t);
        Some((
            t.seed(),
            think_job(t.computer_level()?, ply),
            record,
            forced,
        ))
    }) else {
        return;
    };
    // A new deal (even at the same move number) or another screen's move
    // makes this move stale.
    let still_due = move || {
        let due = |t: &S| t.seed() == seed && t.computer_turn() == Some(ply);
        table.with_untracked(|t| t.as_ref().is_some_and(due))
    };
    let play_at = js_sys::Date::now() + pause.as_secs_f64() * 1000.0;
    // Played when the pause is over, if it is still due.
    let play = move |mv: Move<S>| {
        let left = (play_at - js_sys::Date::now()).max(0.0);
        set_timeout(
            move || {
                thinking.set(false);
                if still_due() {
                    ctx.update(table, |t| t.play_computer(ply, mv));
                }
            },
            Duration::from_millis(left as u64),
        );
    };
    // The search would play it too, without a look.
    if let Some(mv) = forced {
        play(mv);
        return;
    }
    thinking.set(true);
    browser::mark("computer-move");
    worker::ask(&job, record, move |answer| {
        browser::measure("computer move", "computer-move");
        match answer.parse::<Move<S>>() {
            Ok(mv) => play(mv),
            Err(_) => {
                thinking.set(false);
                if still_due() {
                    ctx.notify(
                        format!("The computer could not move ({answer}). Reload to try again; your game is saved."),
                        true,
                    )
                }
            }
        }
    });
}
