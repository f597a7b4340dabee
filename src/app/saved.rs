//! A game as it is kept: its record, what the screen has counted and
//! shown, and (while unfinished) what Resume needs on a page without its
//! code. Under `cardtable.game.<id>` in the browser's store.

use super::games::GameId;
use super::link::Deal;
use super::storage::Stored;
use crate::engine::RawRecord;
use serde::{Deserialize, Serialize};

/// A game in play as stored: the record, plus what the screen has already
/// counted and shown, so a reload neither counts a result twice nor skips a
/// reveal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    pub record: RawRecord,
    /// The game's (or match's) result is in the statistics.
    #[serde(default)]
    pub counted: bool,
    /// Finished rounds (Pick Up hands) already in the statistics.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rounds_counted: u32,
    /// Finished rounds whose result the player has stepped through.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rounds_seen: u32,
    /// Undos taken in this game: a game with any is not clean.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub undos: u32,
    /// While unfinished: its link and where it stands, so the home page
    /// (another page, without this game's code) can offer Resume.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_play: Option<InPlay>,
}

/// An unfinished game as the home page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InPlay {
    /// The deal's share link (`#/play/…`).
    pub link: String,
    /// "deal K7M2QX4P, turn 3, …"
    pub progress: String,
}

impl SavedGame {
    /// What Resume shows of this game on a page without its code. Saves
    /// from before summaries were kept: their link is rebuilt from the
    /// record, and a game counted in the statistics is over.
    pub fn summary(&self) -> Option<InPlay> {
        if let Some(in_play) = &self.in_play {
            return Some(in_play.clone());
        }
        if self.counted || self.record.moves.is_empty() {
            return None;
        }
        let deal = Deal::from_record(&self.record)?;
        Some(InPlay {
            link: deal.to_hash(),
            progress: format!(
                "deal {}, {} moves made",
                deal.seed().code(),
                self.record.moves.len()
            ),
        })
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl SavedGame {
    pub fn new(record: RawRecord) -> SavedGame {
        SavedGame {
            version: SavedGame::VERSION,
            record,
            counted: false,
            rounds_counted: 0,
            rounds_seen: 0,
            undos: 0,
            in_play: None,
        }
    }
}

impl Stored for SavedGame {
    const VERSION: u32 = 1;
    const WHAT: &'static str = "Your saved game";
}

pub fn game_key(game: GameId) -> String {
    format!("cardtable.game.{}", game.id())
}
