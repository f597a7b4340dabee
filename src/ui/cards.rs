//! How a playing card looks: big rank and suit in the corner, a large suit
//! in the middle, the spoken name as its accessible name.

use crate::app::verslun_table::Hint;
use crate::engine::cards::Card;
use leptos::prelude::*;

fn face(card: Card) -> impl IntoView {
    let symbol = card.suit.symbol().to_string();
    view! {
        <span class="corner" aria-hidden="true">
            <span class="rank">{card.rank.short()}</span>
            <span class="suit">{symbol.clone()}</span>
        </span>
        <span class="pip" aria-hidden="true">{symbol}</span>
    }
}

fn classes(card: Card) -> String {
    format!("card suit-{}", card.suit.name())
}

/// A card that can be tapped. Dimmed cards stay focusable and, when tapped,
/// say why they cannot be used (`aria-disabled`, not `disabled`).
pub fn card_button(
    card: Card,
    hint: impl Fn() -> Hint + Copy + Send + Sync + 'static,
    on_tap: impl Fn() + 'static,
) -> impl IntoView {
    // One memo per card: the five attributes below re-run only when this
    // card's hint really changes, not on every move.
    let hint = Memo::new(move |_| hint());
    let hint = move || hint.get();
    view! {
        <button
            type="button"
            class=classes(card)
            class:playable=move || hint() == Hint::Playable
            class:dimmed=move || hint() == Hint::Dimmed
            class:paired=move || hint() == Hint::Paired
            aria-disabled=move || (hint() == Hint::Dimmed).to_string()
            aria-pressed=move || (hint() == Hint::Paired).to_string()
            data-card=card.to_string()
            aria-label=card.spoken()
            on:click=move |_| on_tap()
        >
            {face(card)}
        </button>
    }
}

/// A card that is only looked at.
pub fn card_image(card: Card) -> impl IntoView {
    view! {
        <span class=classes(card) role="img" data-card=card.to_string() aria-label=card.spoken()>
            {face(card)}
        </span>
    }
}
