//! Pick Up's options: how long a match lasts (a number of hands, or first
//! to a target), the opponent; how they are saved, and their link params.

use crate::engine::bot::Opponent;
use crate::engine::clip::quote;
use crate::engine::GameOptions;
use serde::{Deserialize, Serialize};

pub const TARGETS: std::ops::RangeInclusive<u32> = 100..=5000;
pub const DEFAULT_TARGET: u32 = 1000;
/// A match of a fixed number of hands: 1 to 20 (RULINGS.md, "Match length").
pub const HANDS: std::ops::RangeInclusive<u32> = 1..=20;
pub const DEFAULT_HANDS: u32 = 5;

/// How long a match lasts. Either way the higher total wins, and equal
/// totals when it would end play another hand, until they differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchLength {
    /// This many hands (1–20): the default, 5.
    Hands(u32),
    /// The seed's way: the end of a hand in which someone reaches this total.
    Target(u32),
}

impl MatchLength {
    /// Does the match end after this hand, with these totals? A tie never
    /// ends it.
    pub fn ends_after(self, hand_no: u32, [a, b]: [i64; 2]) -> bool {
        a != b
            && match self {
                MatchLength::Hands(n) => hand_no >= n,
                MatchLength::Target(t) => a.max(b) >= t as i64,
            }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SavedOptions", into = "SavedOptions")]
pub struct PickUpOptions {
    pub length: MatchLength,
    pub opponent: Opponent,
}

/// The options as saved: `{"hands":5,"opponent":"easy"}` or
/// `{"target":1000,"opponent":"easy"}`. Saves from before fixed-length
/// matches have no `hands`: they are first to their target, as they were.
#[derive(Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct SavedOptions {
    #[serde(skip_serializing_if = "Option::is_none")]
    hands: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    target: Option<u32>,
    opponent: Opponent,
}

impl Default for SavedOptions {
    fn default() -> Self {
        SavedOptions {
            hands: None,
            target: None,
            opponent: Opponent::Easy,
        }
    }
}

impl TryFrom<SavedOptions> for PickUpOptions {
    type Error = String;

    fn try_from(saved: SavedOptions) -> Result<Self, String> {
        let length = match (saved.hands, saved.target) {
            (Some(_), Some(_)) => return Err(BOTH_LENGTHS.into()),
            (Some(n), None) => MatchLength::Hands(n),
            (None, t) => MatchLength::Target(t.unwrap_or(DEFAULT_TARGET)),
        };
        Ok(PickUpOptions {
            length,
            opponent: saved.opponent,
        })
    }
}

impl From<PickUpOptions> for SavedOptions {
    fn from(options: PickUpOptions) -> Self {
        let (hands, target) = match options.length {
            MatchLength::Hands(n) => (Some(n), None),
            MatchLength::Target(t) => (None, Some(t)),
        };
        SavedOptions {
            hands,
            target,
            opponent: options.opponent,
        }
    }
}

const BOTH_LENGTHS: &str =
    "a match is either a number of hands or first to a target, not both (hands or target)";

impl PickUpOptions {
    /// What a link without `hands` means, as before fixed-length matches:
    /// first to 1000 against the Easy computer.
    pub fn first_to(target: u32) -> PickUpOptions {
        PickUpOptions {
            length: MatchLength::Target(target),
            opponent: Opponent::Easy,
        }
    }
}

/// A new match: 5 hands against the Easy computer. (A link without `hands`
/// or `target` is first to 1000: see `from_params`.)
impl Default for PickUpOptions {
    fn default() -> Self {
        PickUpOptions {
            length: MatchLength::Hands(DEFAULT_HANDS),
            opponent: Opponent::Easy,
        }
    }
}

impl GameOptions for PickUpOptions {
    fn opponents(&self) -> &[Opponent] {
        std::slice::from_ref(&self.opponent)
    }

    /// `hands=5` for a match of five hands, `target=1000` for first to 1000
    /// (as every link before fixed-length matches).
    fn to_params(&self) -> Vec<(&'static str, String)> {
        let length = match self.length {
            MatchLength::Hands(n) => ("hands", n.to_string()),
            MatchLength::Target(t) => ("target", t.to_string()),
        };
        vec![length, ("opponent", self.opponent.id().to_string())]
    }

    /// Without `hands`, a link keeps its old meaning: first to the target
    /// (1000 if it names none).
    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let mut options = PickUpOptions::first_to(DEFAULT_TARGET);
        let (mut hands, mut target) = (false, false);
        for (name, value) in params {
            match name.as_str() {
                "hands" => {
                    options.length =
                        MatchLength::Hands(crate::engine::number_option(name, value, HANDS)?);
                    hands = true;
                }
                "target" => {
                    options.length =
                        MatchLength::Target(crate::engine::number_option(name, value, TARGETS)?);
                    target = true;
                }
                "opponent" => {
                    options.opponent =
                        Opponent::named(value).map_err(|e| format!("option opponent: {e}"))?
                }
                _ => return Err(format!("Pick Up has no option called {}", quote(name))),
            }
        }
        if hands && target {
            return Err(BOTH_LENGTHS.into());
        }
        Ok(options)
    }

    fn validate(&self) -> Result<(), String> {
        match self.length {
            MatchLength::Hands(n) if !HANDS.contains(&n) => Err(format!(
                "a match is {} to {} hands, not {n}",
                HANDS.start(),
                HANDS.end()
            )),
            MatchLength::Target(t) if !TARGETS.contains(&t) => Err(format!(
                "target {t} is not between {} and {}",
                TARGETS.start(),
                TARGETS.end()
            )),
            _ => Ok(()),
        }
    }

    fn describe(&self) -> String {
        let length = match self.length {
            MatchLength::Hands(1) => "1 hand".to_string(),
            MatchLength::Hands(n) => format!("{n} hands"),
            MatchLength::Target(t) => format!("To {t}"),
        };
        format!("{length} · {}", self.opponent.describe())
    }
}
