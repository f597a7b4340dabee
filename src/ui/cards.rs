//! Cards as views: a card's face (`app::faces`, drawn by its deck's
//! stylesheet), its spoken name as its accessible name, its hint.

use crate::app::faces::{face, triple_class, triple_face};
use crate::app::session::Hint;
use crate::engine::cards::Card;
use crate::engine::triple_topper::TripleCard;
use leptos::prelude::*;
use std::sync::Arc;

pub use crate::app::faces::card_name;
use crate::app::faces::{card_class as classes, with_letter};

/// A card's classes with its hint: lit (playable), dimmed or chosen.
fn hinted(base: &str, hint: Hint) -> String {
    match hint {
        Hint::Plain => base.to_string(),
        Hint::Playable => format!("{base} playable"),
        Hint::Dimmed => format!("{base} dimmed"),
        Hint::Paired => format!("{base} paired"),
    }
}

fn flag_text(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

/// What a tappable card's hint is now, worked out from the state where its
/// one render effect reads it (a closure, not a `Signal<Hint>`: no
/// reactive node of its own, and no signal code for `Hint` in the wasm).
pub type HintNow = Arc<dyn Fn() -> Hint + Send + Sync>;

/// A card that can be tapped. Dimmed cards stay focusable and, when tapped,
/// say why they cannot be used (`aria-disabled`, not `disabled`).
/// Not generic (a closure and a callback), so every table shares one copy.
pub fn card_button(card: Card, hint: HintNow, on_tap: Callback<()>) -> impl IntoView {
    card_button_named(card, None, hint, on_tap)
}

/// A card button with a name of its own when the card's is not enough (a
/// set: "pair of 7s, 7 of hearts on top").
pub fn card_button_named(
    card: Card,
    name: Option<String>,
    hint: HintNow,
    on_tap: Callback<()>,
) -> impl IntoView {
    let label = name
        .map(|n| with_letter(n, card))
        .unwrap_or_else(|| card_name(card));
    tappable_card(
        classes(card),
        card.to_string(),
        label,
        face(card),
        hint,
        on_tap,
    )
}

/// A card of any deck that can be tapped: its classes, code (`data-card`),
/// name and face markup; its hint adds to the classes and states. One
/// non-generic function, so every table and deck shares one copy.
pub fn tappable_card(
    base: String,
    code: String,
    name: String,
    face: String,
    hint: HintNow,
    on_tap: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            data-card=code
            aria-label=name
            on:click=move |_| on_tap.run(())
            inner_html=face
            use:show_hint=(base, hint)
        ></button>
    }
}

/// A card button's class and states follow its hint, from one effect per
/// card that writes only when the hint really changes: a Draw makes five
/// cards at once, and every tap asks each card of the table again, so the
/// reactive work per card is kept to that one node (not a memo and an
/// effect per attribute).
fn show_hint(el: leptos::tachys::renderer::types::Element, (base, hint): (String, HintNow)) {
    let effect = RenderEffect::new(move |shown: Option<Hint>| {
        let hint = hint();
        if shown != Some(hint) {
            el.set_class_name(&hinted(&base, hint));
            // Each state only when it flips (or is first written): a tap
            // relights most cards of a table, and most keep both states.
            let flips = |h: Hint| shown.is_none_or(|s| (s == h) != (hint == h));
            if flips(Hint::Dimmed) {
                let _ = el.set_attribute("aria-disabled", flag_text(hint == Hint::Dimmed));
            }
            if flips(Hint::Paired) {
                let _ = el.set_attribute("aria-pressed", flag_text(hint == Hint::Paired));
            }
        }
        hint
    });
    // Kept as long as the card is shown (its owner), then dropped with it.
    StoredValue::new_local(effect);
}

/// A card that is only looked at.
pub fn card_image(card: Card) -> impl IntoView {
    card_picture(card, None)
}

/// A card that is only looked at, with a name of its own if given (a set:
/// "pair, 7 of hearts on top").
pub fn card_picture(card: Card, name: Option<String>) -> impl IntoView {
    view! {
        <span class=classes(card) role="img" data-card=card.to_string()
            aria-label=name.unwrap_or_else(|| card_name(card)) inner_html=face(card)></span>
    }
}

/// A face-down card: only its back, and a name that says what it is, never
/// which card.
pub fn card_back(label: &str) -> impl IntoView {
    view! { <span class="card back" role="img" aria-label=label.to_string()></span> }
}

// ---- Triple Topper cards (Arctic Solitaire) ----

/// The accessible name: "3, red heart", "question mark, black blob". It
/// starts with the number shown ("?" is said "question mark").
pub fn triple_name(card: TripleCard) -> String {
    card.spoken()
}

/// A Triple Topper card that is only looked at (role img, named).
pub fn triple_picture(card: TripleCard) -> impl IntoView {
    view! {
        <span class=triple_class(card) role="img" data-card=card.to_string()
            aria-label=triple_name(card) inner_html=triple_face(card)></span>
    }
}

/// A Triple Topper card that can be tapped, like [`card_button`]: the hint
/// lights it (playable), dims it (`aria-disabled`, still focusable, a tap
/// says why) or marks it chosen (`aria-pressed`). `name` replaces the
/// card's own name when given ("Pile 2, 3, red heart on top").
pub fn triple_button(
    card: TripleCard,
    name: Option<String>,
    hint: HintNow,
    on_tap: Callback<()>,
) -> impl IntoView {
    let name = name.unwrap_or_else(|| triple_name(card));
    tappable_card(
        triple_class(card),
        card.to_string(),
        name,
        triple_face(card),
        hint,
        on_tap,
    )
}
