//! Asymmetry's seats and options (who sits in seats 1, 2 and 3) and their
//! link params.

use crate::engine::bot::Opponent;
use crate::engine::clip::quote;
use crate::engine::GameOptions;
use serde::{Deserialize, Serialize};

/// The four seats at an Asymmetry table.
pub const SEATS: usize = 4;
/// Cards dealt to each player; a player who did nothing draws only below it.
pub const HAND: usize = 7;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AsymmetryOptions {
    /// Who sits in seats 1, 2 and 3 (seat 0 is the person).
    pub opponents: [Opponent; SEATS - 1],
}

impl Default for AsymmetryOptions {
    fn default() -> Self {
        AsymmetryOptions {
            opponents: [Opponent::Easy; SEATS - 1],
        }
    }
}

impl GameOptions for AsymmetryOptions {
    fn opponents(&self) -> &[Opponent] {
        &self.opponents
    }

    fn to_params(&self) -> Vec<(&'static str, String)> {
        vec![("opponents", Opponent::list_words(&self.opponents))]
    }

    /// `opponents=easy,hard,normal`: seats 1, 2, 3 in order; seats not
    /// given are Easy computers.
    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let mut options = AsymmetryOptions::default();
        for (name, value) in params {
            match name.as_str() {
                "opponents" => {
                    let list = value
                        .split(',')
                        .map(Opponent::named)
                        .collect::<Result<Vec<_>, _>>()?;
                    // Strict, like every link: West, North and East, all three.
                    if list.len() != SEATS - 1 {
                        return Err(format!(
                            "Asymmetry is for 4 players: name the 3 other seats (West, North, East), not {}",
                            list.len()
                        ));
                    }
                    options = AsymmetryOptions::default();
                    options.opponents[..list.len()].copy_from_slice(&list);
                }
                _ => return Err(format!("Asymmetry has no option called {}", quote(name))),
            }
        }
        Ok(options)
    }

    fn validate(&self) -> Result<(), String> {
        Ok(())
    }

    fn describe(&self) -> String {
        let computers: Vec<&str> = self
            .opponents
            .iter()
            .filter_map(|o| o.level().map(|l| l.name()))
            .collect();
        let mut parts = Vec::new();
        if !computers.is_empty() {
            parts.push(format!("computers: {}", computers.join(", ")));
        }
        if self.opponents.contains(&Opponent::Person) {
            parts.push("pass and play".to_string());
        }
        parts.join(" · ")
    }
}
