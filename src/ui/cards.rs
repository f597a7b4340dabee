//! How a playing card looks: big rank and suit in the corner, a large suit
//! in the middle, the spoken name as its accessible name.

use crate::app::session::Hint;
use crate::engine::cards::Card;
use crate::engine::decktet::DecktetCard;
use crate::engine::triple_topper::TripleCard;
use leptos::prelude::*;

/// The face as static markup: the corner's rank and suit (the big pip in
/// the middle is the card's `::before`, from its suit class). One DOM call
/// per card, and as few elements as the look needs: every element of every
/// card is styled and laid out before the first card shows. A Draw makes
/// five cards at once.
pub(crate) fn face(card: Card) -> String {
    format!(
        "<span class=\"corner\" aria-hidden=\"true\">{}<span class=\"suit\">{}</span></span>",
        card.rank.short(),
        card.suit.symbol()
    )
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
    hint: Signal<Hint>,
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
fn show_hint(el: leptos::tachys::renderer::types::Element, (base, hint): (String, Signal<Hint>)) {
    let effect = RenderEffect::new(move |shown: Option<Hint>| {
        let hint = hint.get();
        if shown != Some(hint) {
            el.set_class_name(&hinted(&base, hint));
            let _ = el.set_attribute("aria-disabled", flag_text(hint == Hint::Dimmed));
            let _ = el.set_attribute("aria-pressed", flag_text(hint == Hint::Paired));
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

/// The Decktet suit symbols (our own drawings), put in a page once and used
/// by reference from every card.
pub const DECKTET_SPRITE: &str = include_str!("../../assets/decktet.svg");

/// A Decktet card face as HTML: rank, suit symbols, name. Static markup, so
/// every card (and the rules page's pictures) shares one code path.
pub fn decktet_face(card: DecktetCard) -> String {
    // The corner's rank is drawn by CSS from data-r, like the suit
    // symbols: the card's name spells it out ("2 of", "Crown of"), and its
    // only text is the card's name, so what a button shows is in its name.
    let mut html = format!(
        "<span class=\"rank\" data-r=\"{}\"></span><span class=\"suits\">",
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

// ---- Triple Topper cards (Arctic Solitaire) ----

/// The five shapes as SVG paths on a 24×24 grid (our own drawings), in
/// `Shape` order: circle, heart, triangle, square, blob.
const TRIPLE_SHAPES: [&str; 5] = [
    "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z",
    "M12 21.5C4.5 16 1.5 12.4 1.5 8.2A5.2 5.2 0 0 1 12 5.8a5.2 5.2 0 0 1 10.5 2.4c0 4.2-3 7.8-10.5 13.3z",
    "M12 2L22.8 21.5H1.2z",
    "M3 3h18v18H3z",
    "M10.5 2.5c3-1 4.5 1.5 7 1.8 3.2.4 5 3.2 3.5 6-1 1.8.6 3.4.3 5.6-.5 3.4-4 5.4-7 4.2-1.8-.7-3 .6-5.4.7C5.5 21 3 18.3 3.8 15.2c.4-1.6-1.6-2.7-1.7-5C2 7 4.5 4.6 7.3 4.8c1.3.1 1.6-1.7 3.2-2.3z",
];

/// The classes of a Triple Topper card's element: `card tt-card tt-red`
/// (the colour picks the shape's fill in CSS).
pub fn triple_class(card: TripleCard) -> String {
    format!("card tt-card tt-{}", card.colour().name())
}

/// A Triple Topper card face as HTML: the number big in the corner with the
/// colour's initial under it (R Y G B, K for black, as in the card codes,
/// so no card depends on colour alone), and the shape drawn large, filled
/// with the colour and outlined. Static markup like [`decktet_face`], so
/// the table and the rules page share it; no sprite is needed. Goes inside
/// an element with [`triple_class`] and [`triple_name`] as its label.
///
/// The initial is drawn by CSS (`content: attr(data-l)`), like the fill: a
/// second code for the colour, whose name is in the label. So the only
/// text of a card button is its number, which its name starts with (axe's
/// label-content-name-mismatch; "?" counts as no text there).
pub fn triple_face(card: TripleCard) -> String {
    format!(
        "<span class=\"tt-corner\" aria-hidden=\"true\"><span class=\"tt-num\">{}</span><span class=\"tt-letter\" data-l=\"{}\"></span></span><svg class=\"tt-shape\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"{}\"/></svg>",
        card.number().face(),
        card.colour().letter(),
        TRIPLE_SHAPES[card.shape() as usize]
    )
}

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
    hint: Signal<Hint>,
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
