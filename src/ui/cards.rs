//! How a playing card looks: big rank and suit in the corner, a large suit
//! in the middle, the spoken name as its accessible name.

use crate::app::session::Hint;
use crate::engine::cards::Card;
use crate::engine::decktet::DecktetCard;
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

/// The accessible name: "queen of diamonds, Q". It holds the letter shown
/// in the corner (A, J, Q, K), so a voice-control user can say what they
/// see; number cards already say theirs ("7 of hearts").
pub fn card_name(card: Card) -> String {
    with_letter(card.spoken(), card)
}

/// A name of its own ("pair, king of diamonds on top") with the corner's
/// letter too, for the same reason as [`card_name`].
fn with_letter(name: String, card: Card) -> String {
    let short = card.rank.short();
    if short.chars().all(|c| c.is_ascii_digit()) {
        name
    } else {
        format!("{name}, {short}")
    }
}

fn classes(card: Card) -> String {
    format!("card suit-{}", card.suit.name())
}

/// A card that can be tapped. Dimmed cards stay focusable and, when tapped,
/// say why they cannot be used (`aria-disabled`, not `disabled`).
/// Not generic (a signal and a callback), so every table shares one copy.
pub fn card_button(card: Card, hint: Signal<Hint>, on_tap: Callback<()>) -> impl IntoView {
    card_button_named(card, None, hint, on_tap)
}

/// A card button with a name of its own when the card's is not enough (a
/// set: "pair of 7s, 7 of hearts on top").
pub fn card_button_named(
    card: Card,
    name: Option<String>,
    hint: Signal<Hint>,
    on_tap: Callback<()>,
) -> impl IntoView {
    // One memo per card: its attributes re-run only when this card's hint
    // really changes. One class string (not three class toggles) keeps the
    // reactive work per card small, which matters when a Draw makes five.
    let hint = Memo::new(move |_| hint.get());
    let base = classes(card);
    view! {
        <button
            type="button"
            class=move || match hint.get() {
                Hint::Plain => base.clone(),
                Hint::Playable => format!("{base} playable"),
                Hint::Dimmed => format!("{base} dimmed"),
                Hint::Paired => format!("{base} paired"),
            }
            aria-disabled=move || if hint.get() == Hint::Dimmed { "true" } else { "false" }
            aria-pressed=move || if hint.get() == Hint::Paired { "true" } else { "false" }
            data-card=card.to_string()
            aria-label=name.map(|n| with_letter(n, card)).unwrap_or_else(|| card_name(card))
            on:click=move |_| on_tap.run(())
        >
            {face(card)}
        </button>
    }
}

/// A card that is only looked at.
pub fn card_image(card: Card) -> impl IntoView {
    card_picture(card, None)
}

/// A card that is only looked at, with a name of its own if given (a set:
/// "pair, 7 of hearts on top").
pub fn card_picture(card: Card, name: Option<String>) -> impl IntoView {
    view! {
        <span class=classes(card) role="img" data-card=card.to_string() aria-label=name.unwrap_or_else(|| card_name(card))>
            {face(card)}
        </span>
    }
}

/// A face-down card: only its back, and a name that says what it is, never
/// which card.
pub fn card_back(label: &str) -> impl IntoView {
    view! { <span class="card back" role="img" aria-label=label.to_string()></span> }
}

/// The Decktet suit symbols (our own drawings), put in a page once and used
/// by reference from every card.
pub const DECKTET_SPRITE: &str = include_str!("../../assets/decktet.svg");

/// A Decktet card face as HTML: rank, suit symbols, name. Static markup, so
/// every card (and the rules page's pictures) shares one code path.
pub fn decktet_face(card: DecktetCard) -> String {
    let mut html = format!(
        "<span class=\"rank\">{}</span><span class=\"suits\">",
        card.rank_text()
    );
    for s in card.suits() {
        html += &format!(
            "<svg class=\"suit-icon suit-{0}\" aria-hidden=\"true\"><use href=\"#{0}\"/></svg>",
            s.id()
        );
    }
    let name = match card.rank() {
        1 => "Ace",
        _ => card.name().strip_prefix("the ").unwrap_or(card.name()),
    };
    html + &format!("</span><span class=\"name\">{name}</span>")
}
