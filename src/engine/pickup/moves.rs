//! Pick Up's moves (`PickUpMove`) and their notation: `take 7H with 7C`,
//! `take 7H with 7C 7D 7S`, `pass`, `facedown 7H` / `facedown none`.

use crate::engine::cards::{Card, Suit};
use crate::engine::clip::quote;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickUpMove {
    /// The table card with one hand card of its rank.
    Pair {
        table: Card,
        hand: Card,
    },
    /// The table card with the other three cards of its rank from the hand.
    Four {
        table: Card,
    },
    Pass,
    /// The set (named by its top card) to turn face down, or none.
    FaceDown(Option<Card>),
}

impl PickUpMove {
    /// The hand cards a take uses.
    pub fn hand_cards(&self) -> Vec<Card> {
        match *self {
            PickUpMove::Pair { hand, .. } => vec![hand],
            PickUpMove::Four { table } => others_of_rank(table).collect(),
            _ => Vec::new(),
        }
    }

    pub fn table_card(&self) -> Option<Card> {
        match *self {
            PickUpMove::Pair { table, .. } | PickUpMove::Four { table } => Some(table),
            _ => None,
        }
    }
}

/// The three other cards of a card's rank, in suit order.
pub(super) fn others_of_rank(card: Card) -> impl Iterator<Item = Card> {
    Suit::ALL
        .into_iter()
        .filter(move |&s| s != card.suit)
        .map(move |s| Card::new(card.rank, s))
}

impl fmt::Display for PickUpMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PickUpMove::Pass => write!(f, "pass"),
            PickUpMove::FaceDown(None) => write!(f, "facedown none"),
            PickUpMove::FaceDown(Some(c)) => write!(f, "facedown {c}"),
            take => {
                let hand: Vec<String> = take.hand_cards().iter().map(|c| c.to_string()).collect();
                let table = take.table_card().map(|c| c.to_string()).unwrap_or_default();
                write!(f, "take {table} with {}", hand.join(" "))
            }
        }
    }
}

impl FromStr for PickUpMove {
    type Err = String;

    fn from_str(s: &str) -> Result<PickUpMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let card = |w: &str| -> Result<Card, String> {
            w.parse()
                .map_err(|e: crate::engine::cards::CardParseError| e.to_string())
        };
        match words.as_slice() {
            ["pass"] => Ok(PickUpMove::Pass),
            ["facedown", "none"] => Ok(PickUpMove::FaceDown(None)),
            ["facedown", c] => Ok(PickUpMove::FaceDown(Some(card(c)?))),
            ["take", table, "with", hand @ ..] => {
                let table = card(table)?;
                let mut hand = hand
                    .iter()
                    .map(|w| card(w))
                    .collect::<Result<Vec<_>, _>>()?;
                hand.sort();
                if hand.contains(&table) {
                    return Err(format!(
                        "the {table} can't be both the table card and a hand card"
                    ));
                }
                match hand.as_slice() {
                    [one] => Ok(PickUpMove::Pair { table, hand: *one }),
                    three if three.len() == 3 => {
                        if others_of_rank(table).all(|c| three.contains(&c)) {
                            Ok(PickUpMove::Four { table })
                        } else {
                            Err(format!(
                                "a set of four is the {table} with the other three cards of its rank"
                            ))
                        }
                    }
                    _ => Err(
                        "a set takes one hand card (a pair) or three (a set of four), never two"
                            .into(),
                    ),
                }
            }
            _ => Err(format!("{} is not a Pick Up move", quote(s))),
        }
    }
}
