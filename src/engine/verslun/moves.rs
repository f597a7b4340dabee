//! Verslun's moves (`VerslunMove`) and their notation: `draw`, `redeal 2`,
//! `claim 3`, `pair 7C`, `confirm`, `end`.

use super::options::COLUMN_COUNTS;
use crate::engine::cards::Card;
use crate::engine::clip::quote;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum VerslunMove {
    Draw,
    /// Discard the Hand and this Claimed Column; deal a new Column and Hand.
    Redeal(usize),
    /// Start claiming this open Column.
    Claim(usize),
    /// Pair this Hand card with the next Column card up.
    Pair(Card),
    Confirm,
    EndGame,
}

impl fmt::Display for VerslunMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerslunMove::Draw => write!(f, "draw"),
            VerslunMove::Redeal(c) => write!(f, "redeal {}", c + 1),
            VerslunMove::Claim(c) => write!(f, "claim {}", c + 1),
            VerslunMove::Pair(card) => write!(f, "pair {card}"),
            VerslunMove::Confirm => write!(f, "confirm"),
            VerslunMove::EndGame => write!(f, "end"),
        }
    }
}

impl FromStr for VerslunMove {
    type Err = String;

    fn from_str(s: &str) -> Result<VerslunMove, String> {
        let mut words = s.split_whitespace();
        let verb = words.next().unwrap_or("");
        let arg = words.next();
        if words.next().is_some() {
            return Err(format!("too many words in {}", quote(s)));
        }
        let column = |arg: Option<&str>| -> Result<usize, String> {
            arg.and_then(|a| a.parse::<usize>().ok())
                .filter(|&n| (1..=COLUMN_COUNTS.end().to_owned() as usize).contains(&n))
                .map(|n| n - 1)
                .ok_or_else(|| format!("{} needs a Column number from 1 to 6", quote(verb)))
        };
        let no_arg = |mv: VerslunMove| match arg {
            None => Ok(mv),
            Some(_) => Err(format!("{} takes nothing after it", quote(verb))),
        };
        match verb {
            "draw" => no_arg(VerslunMove::Draw),
            "confirm" => no_arg(VerslunMove::Confirm),
            "end" => no_arg(VerslunMove::EndGame),
            "redeal" => Ok(VerslunMove::Redeal(column(arg)?)),
            "claim" => Ok(VerslunMove::Claim(column(arg)?)),
            "pair" => arg
                .ok_or_else(|| "\"pair\" needs a card, like pair 7C".to_string())?
                .parse()
                .map(VerslunMove::Pair)
                .map_err(|e: crate::engine::cards::CardParseError| e.to_string()),
            _ => Err(format!("{} is not a Verslun move", quote(s))),
        }
    }
}
