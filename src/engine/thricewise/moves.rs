//! Thricewise's moves (`ThricewiseMove`) and their notation: `pick 5YK`,
//! `place 5YK at -1,2`.

use super::grid::{Card, Cell};
use crate::engine::clip::quote;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThricewiseMove {
    Pick(Card),
    Place { card: Card, cell: Cell },
}

impl fmt::Display for ThricewiseMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThricewiseMove::Pick(c) => write!(f, "pick {c}"),
            ThricewiseMove::Place { card, cell } => write!(f, "place {card} at {cell}"),
        }
    }
}

impl FromStr for ThricewiseMove {
    type Err = String;

    fn from_str(s: &str) -> Result<ThricewiseMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            ["pick", card] => Ok(ThricewiseMove::Pick(card.parse()?)),
            ["place", card, "at", cell] => Ok(ThricewiseMove::Place {
                card: card.parse()?,
                cell: cell.parse()?,
            }),
            _ => Err(format!(
                "{} is not a Thricewise move (pick 5YK, place 5YK at -1,2)",
                quote(s)
            )),
        }
    }
}
