//! The powers: what each Ace allows on the Play Pile, and the words for
//! it (names, rules, refusals).

use crate::engine::cards::{Card, Rank, Suit};

/// A card as the table shows it: "5♦", "10♣".
pub fn shown(card: Card) -> String {
    format!("{}{}", card.rank.short(), card.suit.symbol())
}

/// The power's name: "Hearts".
pub fn power_name(power: Suit) -> &'static str {
    match power {
        Suit::Spades => "Spades",
        Suit::Hearts => "Hearts",
        Suit::Diamonds => "Diamonds",
        Suit::Clubs => "Clubs",
    }
}

/// What the power allows, in a few words: "play lower".
pub fn power_rule(power: Suit) -> &'static str {
    match power {
        Suit::Hearts => "play the same colour",
        Suit::Diamonds => "play the other colour",
        Suit::Clubs => "play higher",
        Suit::Spades => "play lower",
    }
}

fn colour(suit: Suit) -> &'static str {
    if suit.is_red() {
        "red"
    } else {
        "black"
    }
}

/// May a player with this power put `card` on `top`? Aces are never in play.
pub fn allows(power: Suit, top: Card, card: Card) -> bool {
    card.rank != Rank::ACE
        && match power {
            Suit::Hearts => card.suit.is_red() == top.suit.is_red(),
            Suit::Diamonds => card.suit.is_red() != top.suit.is_red(),
            Suit::Clubs => card.rank > top.rank,
            Suit::Spades => card.rank < top.rank,
        }
}

/// Why the power does not allow `card` on `top` ("Spades play lower than
/// the 5♦: the 9♣ is higher"), or `None` when it does.
pub fn refusal(power: Suit, top: Card, card: Card) -> Option<String> {
    if allows(power, top, card) {
        return None;
    }
    let (t, c) = (shown(top), shown(card));
    if card.rank == Rank::ACE {
        return Some(format!(
            "Aces are never played: the {c} only shows a player's power."
        ));
    }
    let name = power_name(power);
    Some(match power {
        Suit::Hearts => format!(
            "{name} play the same colour as the {t}: the {c} is {}.",
            colour(card.suit)
        ),
        Suit::Diamonds => format!(
            "{name} play the other colour than the {t}: the {c} is {} too.",
            colour(card.suit)
        ),
        Suit::Clubs if card.rank == top.rank => {
            format!("{name} play higher than the {t}: the {c} is the same rank.")
        }
        Suit::Clubs => format!("{name} play higher than the {t}: the {c} is lower."),
        Suit::Spades if card.rank == top.rank => {
            format!("{name} play lower than the {t}: the {c} is the same rank.")
        }
        Suit::Spades => format!("{name} play lower than the {t}: the {c} is higher."),
    })
}
