//! Arctic Solitaire's options (who sits in seats 1.., so how many play) and
//! their link params.

use crate::engine::bot::Opponent;
use crate::engine::GameOptions;
use serde::{Deserialize, Serialize};

pub const PLAYERS: std::ops::RangeInclusive<usize> = 1..=6;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ArcticOptions {
    /// Who sits in seats 1.. (seat 0 is the person): one entry per other
    /// player, so the player count is one more than its length (none: solo).
    pub opponents: Vec<Opponent>,
}

impl Default for ArcticOptions {
    fn default() -> Self {
        ArcticOptions {
            opponents: vec![Opponent::Easy, Opponent::Easy],
        }
    }
}

impl ArcticOptions {
    pub fn players(&self) -> usize {
        self.opponents.len() + 1
    }

    pub fn solo() -> ArcticOptions {
        ArcticOptions {
            opponents: Vec::new(),
        }
    }

    /// This many players, computers (Easy) in seats 1...
    pub fn with_players(players: usize) -> ArcticOptions {
        ArcticOptions {
            opponents: vec![Opponent::Easy; players.saturating_sub(1)],
        }
    }

    pub fn is_solo(&self) -> bool {
        self.opponents.is_empty()
    }
}

impl GameOptions for ArcticOptions {
    fn opponents(&self) -> &[Opponent] {
        &self.opponents
    }

    fn to_params(&self) -> Vec<(&'static str, String)> {
        crate::engine::bot::seats_params(&self.opponents)
    }

    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let opponents = crate::engine::bot::seats_from_params(
            "Arctic Solitaire",
            params,
            PLAYERS,
            ArcticOptions::default().players(),
            "1 to 6",
        )?;
        Ok(ArcticOptions { opponents })
    }

    fn validate(&self) -> Result<(), String> {
        crate::engine::bot::check_players("Arctic Solitaire", &self.opponents, PLAYERS)
    }

    fn describe(&self) -> String {
        if self.is_solo() {
            return "Solo".into();
        }
        crate::engine::bot::describe_seats(&self.opponents)
    }
}
