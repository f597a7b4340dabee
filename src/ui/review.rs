//! A finished game's review (each game's review page, review-<game>.html):
//! one screen for every game,
//! generic over its rules. The record comes in the link (`app::review`);
//! each step shows the position after that many moves on the game's own
//! table, read-only, the cards hidden there face up under it, every card
//! by place, the move's log line (said in a polite
//! live region), First, Previous,
//! Next and Last (and the arrow keys, Home and End); in a game against
//! computers, the person's chance before and after each of their moves,
//! worked out by the Web Worker while the review is open, and the moves
//! that cost the most.

use super::cards::{card_image, triple_picture};
use super::{worker, TableView};
use crate::app::faces::decktet_face;
use crate::app::games::Registered;
use crate::app::jobs::{chance_job, instead_job};
use crate::app::review::{check_review, costly, record_of, Chances, Review, ReviewLink};
use crate::app::session::Session;
use crate::engine::cards::Card;
use crate::engine::decktet::DecktetCard;
use crate::engine::triple_topper::TripleCard;
use crate::engine::Seat;
use leptos::prelude::*;
use std::collections::HashMap;

/// A card face up, whatever the deck.
pub trait Face: Copy + Send + Sync + PartialEq + 'static {
    fn picture(self) -> AnyView;
}

impl Face for Card {
    fn picture(self) -> AnyView {
        card_image(self).into_any()
    }
}

impl Face for DecktetCard {
    fn picture(self) -> AnyView {
        view! {
            <span class="card dcard" role="img" data-card=self.to_string()
                aria-label=self.spoken() inner_html=decktet_face(self)></span>
        }
        .into_any()
    }
}

impl Face for TripleCard {
    fn picture(self) -> AnyView {
        triple_picture(self).into_any()
    }
}

/// The review of a link's game, or why the link does not open one.
pub fn show(hash: String) -> AnyView {
    match check_review(&hash) {
        // (check_review refuses a game this page does not review.)
        Ok((game, link)) => crate::with_review!(game, G => reviewed::<G>(link), else ().into_any()),
        Err(e) => view! {
            <section class="page broken-link">
                <h1>"This review link doesn't open a game"</h1>
                <div role="alert" class="notice alert"><p>{e}</p></div>
                <p><a class="button primary" href="./">"Go to the home page"</a></p>
            </section>
        }
        .into_any(),
    }
}

fn reviewed<G: Registered + 'static>(link: ReviewLink) -> AnyView
where
    G::Table: TableView + Session<Game = G>,
    G::Card: Face,
{
    match record_of::<G>(&link) {
        Ok(record) => review_view(Review::new(record)),
        // (Never: the link was checked.)
        Err(e) => view! { <p role="alert">{e}</p> }.into_any(),
    }
}

fn percent(p: Option<u8>) -> String {
    p.map(|p| format!("{p}%")).unwrap_or_else(|| "…".into())
}

fn review_view<G: Registered + 'static>(review: Review<G>) -> AnyView
where
    G::Table: TableView + Session<Game = G>,
    G::Card: Face,
{
    let n = review.len();
    let rated = review.rated_moves();
    let json = review.record.to_json();
    // The position is drawn by the game's own table view, which finds its
    // table as a context: the review's own, never the page's game in play.
    let table = RwSignal::new(review.step(0).map(|s| s.table));
    provide_context(table);
    let review = StoredValue::new_local(review);
    // The deal first: the review steps through the game as it was played.
    let at = RwSignal::new(0);
    let go = move |k: usize| {
        let k = k.min(n);
        at.set(k);
        table.set(review.with_value(|r| r.step(k)).map(|s| s.table));
    };
    let _keys = window_event_listener(leptos::ev::keydown, move |e| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        let k = at.get_untracked();
        let to = match e.key().as_str() {
            "ArrowLeft" => k.saturating_sub(1),
            "ArrowRight" => k + 1,
            "Home" => 0,
            "End" => n,
            _ => return,
        };
        e.prevent_default();
        go(to);
    });

    // Chances, (seat, ply) → percent, filled in as the worker answers.
    let known = RwSignal::new(HashMap::<(Seat, usize), u8>::new());
    let mut wanted: Vec<(Seat, usize)> = Vec::new();
    for &(ply, seat) in &rated {
        for p in [ply, ply + 1] {
            if !wanted.contains(&(seat, p)) {
                wanted.push((seat, p));
            }
        }
    }
    let finished = RwSignal::new(false);
    ask_chances(json.clone(), wanted, 0, known, finished);
    let rated_for_chances = rated.clone();
    let chances = Memo::new(move |_| {
        known.with(|k| {
            rated_for_chances
                .iter()
                .map(|&(ply, seat)| {
                    let c = Chances {
                        before: k.get(&(seat, ply)).copied(),
                        after: k.get(&(seat, ply + 1)).copied(),
                    };
                    (ply, c)
                })
                .collect::<Vec<_>>()
        })
    });
    let worst = Memo::new(move |_| chances.with(|c| costly(c)));
    // What the Hard computer would have played instead of each costly move,
    // asked of the worker once every chance is in.
    let better = RwSignal::new(HashMap::<usize, String>::new());
    Effect::new(move |_| {
        if finished.get() {
            ask_instead(json.clone(), worst.get_untracked(), better);
        }
    });

    let step = Memo::new(move |_| {
        let k = at.get();
        review.with_value(|r| r.step(k).map(|s| (s.lines, s.places, s.hidden)))
    });
    let lines = move || step.with(|s| s.as_ref().map(|s| s.0.join(" ")).unwrap_or_default());
    let said = move || format!("Move {} of {n}. {}", at.get(), lines());
    let position = move || step.with(|s| s.as_ref().map(|s| places_view(&s.1)));
    let hidden = move || {
        step.with(|s| match s.as_ref().map(|s| &s.2) {
            Some(places) if !places.is_empty() => places_view(places),
            _ => view! { <p class="fine">"None: every card was face up."</p> }.into_any(),
        })
    };
    let this_move = move || {
        let k = at.get();
        let c = chances.with(|c| c.iter().find(|(ply, _)| ply + 1 == k).map(|x| x.1))?;
        let costly = worst.with(|w| w.contains(&(k - 1)));
        Some(view! {
            <p class="review-chance" class:costly=costly>
                {format!(
                    "Your chance to win: {} before this move, {} after.{}",
                    percent(c.before),
                    percent(c.after),
                    if costly { " One of the moves that cost you most." } else { "" }
                )}
                " "
                {move || better.with(|b| b.get(&(k - 1)).cloned())}
            </p>
        })
    };
    let has_chances = !rated.is_empty();
    let move_list = move || {
        let worst = worst.get();
        chances.with(|c| {
            c.iter()
                .map(|&(ply, ch)| {
                    let costly = worst.contains(&ply);
                    let label = format!(
                        "Move {}: {} to {}{}",
                        ply + 1,
                        percent(ch.before),
                        percent(ch.after),
                        if costly { ", cost you most" } else { "" }
                    );
                    view! {
                        <li><button type="button" class="small" class:costly=costly
                            aria-current=move || (at.get() == ply + 1).then_some("step")
                            on:click=move |_| go(ply + 1)>{label}</button></li>
                    }
                })
                .collect_view()
        })
    };
    let costly_list = move || {
        let worst = worst.get();
        let busy = !finished.get();
        let intro = match (worst.is_empty(), busy) {
            (_, true) => "Working out your chances…".to_string(),
            (true, false) => "No move cost you 10 points or more of your chance.".to_string(),
            (false, false) => "The moves that cost you most:".to_string(),
        };
        view! {
            <p class="fine">{intro}</p>
            <ul class="review-costly">
                {worst.into_iter().map(|ply| view! {
                    <li><button type="button" class="small costly" on:click=move |_| go(ply + 1)>
                        {format!("Move {}", ply + 1)}
                    </button>
                    " "<span class="fine">{move || better.with(|b| b.get(&ply).cloned())}</span></li>
                }).collect_view()}
            </ul>
        }
    };
    let title = format!("Review · {}", G::INFO.name);
    // Share: the review's own link (the page's address), or it is copied.
    let shared = RwSignal::new(String::new());
    let share_title = format!("Card Table: a game of {} to review", G::INFO.name);
    let share_review = move |title: &str| {
        super::browser::share(title, "", &super::browser::href(), move |said| {
            shared.set(said)
        })
    };
    view! {
        <section class="page review" aria-labelledby="review-title">
            // The first screen: the move said, the position on the table,
            // the buttons to step (the rest is under it).
            <div class="review-screen">
                <header class="review-head">
                    <h1 id="review-title">{title}</h1>
                    <button type="button" class="small" on:click=move |_| share_review(&share_title)>"Share this review"</button>
                    <a class="button small" href="./">"Home"</a>
                </header>
                <p class="fine review-shared" role="status">{shared}</p>
                <p class="review-at">{move || format!("Move {} of {n}", at.get())}</p>
                <p class="review-line">{lines}</p>
                {this_move}
                // The game's own table, read-only: a tap or a drag on it
                // does nothing (stopped before the table's handlers see it).
                <div class="review-table" on:click:capture=stop on:pointerdown:capture=stop>
                    {G::Table::show()}
                </div>
                <div class="review-controls actions" role="group" aria-label="Step through the game">
                    // (Each is off where it would do nothing.)
                    <button type="button" disabled=move || { at.get() == 0 } on:click=move |_| go(0)>"First"</button>
                    <button type="button" disabled=move || { at.get() == 0 } on:click=move |_| go(at.get_untracked().saturating_sub(1))>"Previous"</button>
                    <button type="button" class="primary" disabled=move || { at.get() >= n } on:click=move |_| go(at.get_untracked() + 1)>"Next"</button>
                    <button type="button" disabled=move || { at.get() >= n } on:click=move |_| go(n)>"Last"</button>
                </div>
            </div>
            <p class="sr-only" role="status" aria-live="polite">{said}</p>
            // What the table kept face down here, face up: a review hides
            // nothing (the computers' hands, the deck's order).
            <section class="review-hidden" aria-labelledby="review-hidden-title">
                <h2 id="review-hidden-title">"Cards you could not see here"</h2>
                {hidden}
            </section>
            {has_chances.then(|| view! {
                <div class="review-chances">
                    {costly_list}
                    <details>
                        <summary>"Your moves and chances"</summary>
                        <ol class="review-moves">{move_list}</ol>
                    </details>
                </div>
            })}
            <details class="review-places">
                <summary>"Every card, by place"</summary>
                <div class="review-position" role="region" aria-label="Every card, by place">{position}</div>
            </details>
        </section>
    }
    .into_any()
}

/// Cards by place, each place named, face up.
fn places_view<C: Face>(places: &[(String, Vec<C>)]) -> AnyView {
    places
        .iter()
        .map(|(name, cards)| {
            view! {
                <section class="review-place" aria-label=name.clone()>
                    <h3>{name.clone()}</h3>
                    <div class="review-cards">
                        {cards.iter().copied().map(Face::picture).collect_view()}
                    </div>
                </section>
            }
        })
        .collect_view()
        .into_any()
}

/// Stops a tap or a drag on the review's table before its handlers.
fn stop(e: impl AsRef<web_sys::Event>) {
    let e = e.as_ref();
    e.stop_propagation();
    e.prevent_default();
}

/// Asks the worker, one move after another, what the Hard computer would
/// have played instead of each of these moves (`plies`, from 0), into
/// `better` in words.
fn ask_instead(json: String, mut plies: Vec<usize>, better: RwSignal<HashMap<usize, String>>) {
    let Some(ply) = plies.pop() else { return };
    worker::ask(&instead_job(ply), json.clone(), move |answer| {
        let said = match answer.split_once('\n') {
            None if answer == "same" => {
                Some("The Hard computer would have made this move too.".to_string())
            }
            Some((chance, words)) => Some(format!(
                "The Hard computer would have played: {words} Your chance after it: {chance}%."
            )),
            // (Not found: the costly move stays without it.)
            None => None,
        };
        if let Some(said) = said {
            better.update(|b| {
                b.insert(ply, said);
            });
        }
        ask_instead(json, plies, better);
    });
}

/// Asks the worker for each chance in turn (one at a time, so the first
/// come back first), into `known`.
fn ask_chances(
    json: String,
    wanted: Vec<(Seat, usize)>,
    next: usize,
    known: RwSignal<HashMap<(Seat, usize), u8>>,
    finished: RwSignal<bool>,
) {
    let Some(&(seat, ply)) = wanted.get(next) else {
        finished.set(true);
        return;
    };
    let record = json.clone();
    worker::ask(&chance_job(seat, ply), record, move |answer| {
        match answer.parse::<u8>() {
            Ok(p) => known.update(|k| {
                k.insert((seat, ply), p);
            }),
            // A chance the worker could not find is left out ("…"); the
            // others still come.
            Err(_) => leptos::logging::warn!("review: {answer}"),
        }
        ask_chances(json, wanted, next + 1, known, finished);
    });
}
