//! Card faces as static HTML (the markup inside a card's element), shared
//! by the tables (`ui::cards`) and the rules pages, which are written at
//! build time from this module (`app::rules_page`), so no page's code
//! carries a rules text.

use crate::engine::cards::Card;
use crate::engine::decktet::DecktetCard;
use crate::engine::triple_topper::TripleCard;

/// The face as static markup: the corner's rank and suit, and on an Ace
/// and the courts, whose middle leaves room, the same index upside down in
/// the opposite corner (drawn by CSS from `data-i`, so the button's only
/// text is the index its name holds once). The pips and the courts'
/// emblems are the card's `::before`, from its suit and rank classes
/// (style/decks/standard.css). One DOM call per card, and as few elements
/// as the look needs: a Draw makes five cards at once.
pub fn face(card: Card) -> String {
    let (rank, suit) = (card.rank.short(), card.suit.symbol());
    let end = match card.rank.number() {
        2..=10 => String::new(),
        _ => format!(
            "<span class=\"corner end\" data-i=\"{rank}{suit}\" aria-hidden=\"true\"></span>"
        ),
    };
    format!("<span class=\"corner\" aria-hidden=\"true\">{rank}<span class=\"suit\">{suit}</span></span>{end}")
}

/// The accessible name: "queen of diamonds, Q". It holds the letter shown
/// in the corner (A, J, Q, K), so a voice-control user can say what they
/// see; number cards already say theirs ("7 of hearts").
pub fn card_name(card: Card) -> String {
    with_letter(card.spoken(), card)
}

/// A name of its own ("pair, king of diamonds on top") with the corner's
/// letter too, for the same reason as [`card_name`].
pub fn with_letter(name: String, card: Card) -> String {
    let short = card.rank.short();
    if short.chars().all(|c| c.is_ascii_digit()) {
        name
    } else {
        format!("{name}, {short}")
    }
}

/// A card's classes: `card suit-hearts r7` (the suit's colour and pip,
/// the rank's layout of pips or court emblem).
pub fn card_class(card: Card) -> String {
    format!("card suit-{} r{}", card.suit.name(), card.rank.number())
}

/// Text made safe inside HTML and its attribute values.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A card that is only looked at, as the table shows it (`ui::cards`'
/// `card_picture`), in a panel written as static HTML: a panel of text and
/// pictures costs the page far less as markup than as a view.
pub fn card_picture_html(card: Card, name: Option<&str>) -> String {
    let name = name.map_or_else(|| card_name(card), escape);
    format!(
        "<span class=\"{}\" role=\"img\" data-card=\"{card}\" aria-label=\"{name}\">{}</span>",
        card_class(card),
        face(card)
    )
}

/// A face-down card as static HTML (`ui::cards`' `card_back`).
pub fn card_back_html(label: &str) -> String {
    format!(
        "<span class=\"card back\" role=\"img\" aria-label=\"{}\"></span>",
        escape(label)
    )
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

/// A Decktet card that is only looked at, as static HTML (as
/// [`card_picture_html`] is for the 52-card deck), named `name`.
pub fn decktet_picture_html(card: DecktetCard, name: &str) -> String {
    format!(
        "<span class=\"card dcard\" role=\"img\" data-card=\"{card}\" aria-label=\"{}\">{}</span>",
        escape(name),
        decktet_face(card)
    )
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

/// A Triple Topper card that is only looked at, as static HTML (what
/// `ui::cards`' `triple_picture` makes), named as the card is.
pub fn triple_picture_html(card: TripleCard) -> String {
    format!(
        "<span class=\"{}\" role=\"img\" data-card=\"{card}\" aria-label=\"{}\">{}</span>",
        triple_class(card),
        escape(&card.spoken()),
        triple_face(card)
    )
}
