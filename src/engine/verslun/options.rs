//! Verslun's options (Aces wild, rank pairs, the Hand size, the number of
//! Columns) and their link params.

use crate::engine::clip::quote;
use crate::engine::GameOptions;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct VerslunOptions {
    /// An Ace pairs with any suit.
    pub aces_wild: bool,
    /// A pair may share a rank instead of a suit.
    pub rank_pairs: bool,
    /// 4 to 8.
    pub hand_size: u8,
    /// 2 to 6.
    pub columns: u8,
}

impl Default for VerslunOptions {
    fn default() -> Self {
        VerslunOptions {
            aces_wild: false,
            rank_pairs: false,
            hand_size: 5,
            columns: 4,
        }
    }
}

pub const HAND_SIZES: std::ops::RangeInclusive<u8> = 4..=8;
pub const COLUMN_COUNTS: std::ops::RangeInclusive<u8> = 2..=6;

fn parse_flag(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "1" | "yes" | "on" | "true" => Ok(true),
        "0" | "no" | "off" | "false" => Ok(false),
        _ => Err(format!(
            "option {name} must be yes or no, not {}",
            quote(value)
        )),
    }
}

impl GameOptions for VerslunOptions {
    fn to_params(&self) -> Vec<(&'static str, String)> {
        let flag = |b: bool| if b { "yes" } else { "no" }.to_string();
        vec![
            ("hand", self.hand_size.to_string()),
            ("columns", self.columns.to_string()),
            ("aceswild", flag(self.aces_wild)),
            ("rankpairs", flag(self.rank_pairs)),
        ]
    }

    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let mut options = VerslunOptions::default();
        for (name, value) in params {
            match name.as_str() {
                "hand" => {
                    options.hand_size = crate::engine::number_option(name, value, HAND_SIZES)?
                }
                "columns" => {
                    options.columns = crate::engine::number_option(name, value, COLUMN_COUNTS)?
                }
                "aceswild" => options.aces_wild = parse_flag(name, value)?,
                "rankpairs" => options.rank_pairs = parse_flag(name, value)?,
                _ => return Err(format!("Verslun has no option called {}", quote(name))),
            }
        }
        Ok(options)
    }

    fn validate(&self) -> Result<(), String> {
        if !HAND_SIZES.contains(&self.hand_size) {
            return Err(format!(
                "hand size {} is not between 4 and 8",
                self.hand_size
            ));
        }
        if !COLUMN_COUNTS.contains(&self.columns) {
            return Err(format!("{} Columns is not between 2 and 6", self.columns));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        let mut parts = vec![
            format!("{} Columns", self.columns),
            format!("Hand {}", self.hand_size),
        ];
        if self.aces_wild {
            parts.push("Aces wild".into());
        }
        if self.rank_pairs {
            parts.push("Rank pairs".into());
        }
        parts.join(" · ")
    }
}
