//! Asymmetry's moves (`AsymmetryMove`) and their notation: `play 7H`,
//! `pass`, `lessen 4C`, `lessen play`.

use crate::engine::cards::Card;
use crate::engine::clip::quote;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AsymmetryMove {
    /// Step 1: this hand card onto the Play Pile.
    Play(Card),
    /// Skip the step: play nothing (Play), or neither place nor play a
    /// Lessen Card (Lessen).
    Pass,
    /// Step 2: put this hand card face up beside your Ace as your Lessen
    /// Card, and swap Aces with the holder of the Ace of its suit.
    Place(Card),
    /// Step 2: your Lessen Card onto the card you played this turn.
    PlayLessen,
}

impl fmt::Display for AsymmetryMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AsymmetryMove::Play(c) => write!(f, "play {c}"),
            AsymmetryMove::Pass => write!(f, "pass"),
            AsymmetryMove::Place(c) => write!(f, "lessen {c}"),
            AsymmetryMove::PlayLessen => write!(f, "lessen play"),
        }
    }
}

impl FromStr for AsymmetryMove {
    type Err = String;

    fn from_str(s: &str) -> Result<AsymmetryMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let card = |w: &str| -> Result<Card, String> {
            w.parse()
                .map_err(|e: crate::engine::cards::CardParseError| e.to_string())
        };
        match words.as_slice() {
            ["pass"] => Ok(AsymmetryMove::Pass),
            ["play", c] => Ok(AsymmetryMove::Play(card(c)?)),
            ["lessen", "play"] => Ok(AsymmetryMove::PlayLessen),
            ["lessen", c] => Ok(AsymmetryMove::Place(card(c)?)),
            _ => Err(format!(
                "{} is not an Asymmetry move (play 7H, pass, lessen 4C, lessen play)",
                quote(s)
            )),
        }
    }
}
