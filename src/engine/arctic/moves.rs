//! Arctic Solitaire's moves (`ArcticMove`) and their notation: `play 3RH
//! on 2`, `shift 1 onto 3`, `discard 3RH`, `draw`, `end`.

use crate::engine::clip::quote;
use crate::engine::triple_topper::TripleCard;
use std::fmt;
use std::str::FromStr;

pub type Card = TripleCard;

/// The places in the middle of the table, where the piles are built.
pub const PLACES: usize = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArcticMove {
    /// A hand card onto a place (0-based): on its pile, or into it if empty.
    Play {
        card: Card,
        place: u8,
    },
    /// Pile `from` moved whole onto pile `to` (0-based).
    Shift {
        from: u8,
        to: u8,
    },
    Discard(Card),
    Draw,
    End,
}

impl fmt::Display for ArcticMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ArcticMove::Play { card, place } => write!(f, "play {card} on {}", place + 1),
            ArcticMove::Shift { from, to } => write!(f, "shift {} onto {}", from + 1, to + 1),
            ArcticMove::Discard(card) => write!(f, "discard {card}"),
            ArcticMove::Draw => f.write_str("draw"),
            ArcticMove::End => f.write_str("end"),
        }
    }
}

fn place_number(s: &str) -> Result<u8, String> {
    s.parse::<u8>()
        .ok()
        .filter(|p| (1..=PLACES as u8).contains(p))
        .map(|p| p - 1)
        .ok_or_else(|| format!("{} is not a place (1, 2 or 3)", quote(s)))
}

impl FromStr for ArcticMove {
    type Err = String;

    fn from_str(s: &str) -> Result<ArcticMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            ["play", card, "on", place] => Ok(ArcticMove::Play {
                card: card.parse()?,
                place: place_number(place)?,
            }),
            ["shift", from, "onto", to] => Ok(ArcticMove::Shift {
                from: place_number(from)?,
                to: place_number(to)?,
            }),
            ["discard", card] => Ok(ArcticMove::Discard(card.parse()?)),
            ["draw"] => Ok(ArcticMove::Draw),
            ["end"] => Ok(ArcticMove::End),
            _ => Err(format!(
                "{} is not an Arctic Solitaire move (play 3RH on 2, shift 1 onto 3, discard 3RH, draw, end)",
                quote(s)
            )),
        }
    }
}
