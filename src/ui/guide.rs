//! The guided first game on its page (`guide-<game>.html`, `#/guide/<game>`): the
//! game's real table dealt the guide's deal and holding its script
//! (`app::guide`), with a panel above it saying the step (a polite live
//! region), the step's cards and controls marked (`data-guide="1"`, "2", …
//! in the order to use them; style/guide.css draws them), Leave the guide,
//! and at the end Play a real game and Back to the rules. The table is
//! never saved and counts nothing (`App` on this page keeps nothing).

use super::{browser, Ctx, TableView};
use crate::app::games::{GameId, Page};
use crate::app::guide::{guide, Guide, Mark};
use crate::app::link::{Deal, Route};
use crate::app::session::start_guided;
use crate::ui::table;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The guide of `game` on its table, or why not.
pub fn view(game: GameId) -> AnyView {
    let Some(guide) = guide(game) else {
        return view! { <p class="loading">{format!("{} has no guide yet.", game.name())}</p> }
            .into_any();
    };
    crate::with_table!(game, T => guided::<T>(guide), else ().into_any())
}

fn guided<S: TableView>(guide: &'static Guide) -> AnyView {
    let table = table::<S>();
    match start_guided::<S>(guide) {
        Ok(t) => table.set(Some(t)),
        Err(e) => return view! { <p class="loading">{e}</p> }.into_any(),
    }
    // The step now: the game's move number (none once the script is played).
    let at = Memo::new(move |_| table.with(|t| t.as_ref().map_or(0, |t| t.moves_made())));
    Effect::new(move |_| {
        // Every change of the table, not only the step's: a control that shows
        // only after the first taps (Pick Up's Take) is marked when it shows,
        // and a card drawn anew keeps its mark.
        table.track();
        let marks = guide.steps.get(at.get()).map_or(&[][..], |s| s.marks);
        // Marked after the table has drawn the step.
        request_animation_frame(move || mark(marks));
    });
    let ended = Memo::new(move |_| table.with(|t| t.as_ref().is_some_and(|t| t.is_over())));
    let says = move || guide.says_at(at.get(), ended.get());
    let over = move || at.get() >= guide.steps.len();
    let game = guide.game;
    // The rules are on more.html (in the development build, this page).
    let rules = Page::More.href(&Route::Rules(game).to_hash());
    // A real game with the options the player chose on the home page (else
    // the game's own), never the guide's.
    let seed = browser::random_seed();
    let chosen = expect_context::<Ctx>()
        .settings
        .with_untracked(|s| s.chosen_params(game));
    let real = Deal::from_params(game, &chosen, seed)
        .or_else(|_| Deal::from_params(game, &[], seed))
        .map(|d| format!("{}{}", Page::Table(game).file(), d.to_hash()))
        .unwrap_or_default();
    view! {
        <div class="guided">
            // (The buttons first: the step's words flow around them and
            // under them, so the whole step shows in the panel.)
            <section class="guide-panel" aria-label=format!("Guide to {}", game.name())>
                <div class="guide-actions">
                    <a class="button small primary" class:hidden=move || !over() href=real>"Play a real game"</a>
                    <a class="button small" class:hidden=move || !over() href=rules.clone()>"Back to the rules"</a>
                    <a class="button small" class:hidden=over href=rules>"Leave the guide"</a>
                </div>
                <p class="guide-says" role="status" aria-live="polite">{says}</p>
            </section>
            {S::show()}
        </div>
    }
    .into_any()
}

/// Marks the step's cards and controls, in order, clearing the last step's.
fn mark(marks: &[Mark]) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(old) = doc.query_selector_all("[data-guide]") {
        for i in 0..old.length() {
            if let Some(e) = old
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = e.remove_attribute("data-guide");
            }
        }
    }
    for (i, m) in marks.iter().enumerate() {
        if let Some(e) = find(&doc, *m) {
            let _ = e.set_attribute("data-guide", &(i + 1).to_string());
        }
    }
}

/// A card by its `data-card` (its button, if it has one), a control by its accessible name (its
/// `aria-label`, else its text).
fn find(doc: &web_sys::Document, m: Mark) -> Option<web_sys::Element> {
    match m {
        // The card to tap: its button before any picture of it (a seat
        // shows the cards it played since your turn as pictures).
        Mark::Card(card) => ["button", ""].into_iter().find_map(|tag| {
            doc.query_selector(&format!("main {tag}[data-card=\"{card}\"]"))
                .ok()
                .flatten()
        }),
        Mark::Control(name) => {
            let all = doc.query_selector_all("main button, main a").ok()?;
            (0..all.length())
                .filter_map(|i| all.item(i)?.dyn_into::<web_sys::Element>().ok())
                .find(|e| {
                    let label = e.get_attribute("aria-label");
                    let text = e.text_content().unwrap_or_default();
                    label.as_deref().unwrap_or(text.trim()) == name
                })
        }
    }
}
