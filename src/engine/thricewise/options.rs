//! Thricewise's options (who sits in seats 1.., so how many play) and
//! their link params.

use crate::engine::bot::Opponent;
use crate::engine::GameOptions;
use serde::{Deserialize, Serialize};

pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ThricewiseOptions {
    /// Who sits in seats 1.. (seat 0 is the person): one entry per other
    /// player, so the player count is one more than its length.
    pub opponents: Vec<Opponent>,
}

impl Default for ThricewiseOptions {
    fn default() -> Self {
        ThricewiseOptions {
            opponents: vec![Opponent::Easy, Opponent::Easy],
        }
    }
}

impl ThricewiseOptions {
    pub fn players(&self) -> usize {
        self.opponents.len() + 1
    }
}

impl GameOptions for ThricewiseOptions {
    fn opponents(&self) -> &[Opponent] {
        &self.opponents
    }

    fn to_params(&self) -> Vec<(&'static str, String)> {
        crate::engine::bot::seats_params(&self.opponents)
    }

    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let opponents = crate::engine::bot::seats_from_params(
            "Thricewise",
            params,
            PLAYERS,
            ThricewiseOptions::default().players(),
            "2, 3, 4 or 5",
        )?;
        Ok(ThricewiseOptions { opponents })
    }

    fn validate(&self) -> Result<(), String> {
        crate::engine::bot::check_players("Thricewise", &self.opponents, PLAYERS)
    }

    fn describe(&self) -> String {
        crate::engine::bot::describe_seats(&self.opponents)
    }
}
