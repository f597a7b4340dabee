//! A game as it is kept: its record, what the screen has counted and
//! shown, and (while unfinished) what Continue needs on a page without its
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
    /// Hints taken in this game: a game with any is not clean either.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// While unfinished: its link and where it stands, so the home page
    /// (another page, without this game's code) can offer Continue.
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
    /// What Continue shows of this game on a page without its code. Saves
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
            hints: 0,
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

/// What a table does when another tab or window saves its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Following {
    /// The same game as here (this page's own save, or both the same).
    Same,
    /// The same deal with more moves, or this table's game was over or not
    /// begun: take it.
    MovedOn,
    /// Another deal, or this table has moves the other lacks (an undo
    /// there, or play in both): take it, and keep this table's game to be
    /// brought back, so no move is lost unseen.
    Replaced,
}

/// How a table with `ours` follows `theirs`, just saved elsewhere.
pub fn following(ours: Option<&SavedGame>, theirs: &SavedGame) -> Following {
    // A game over, or not begun, has nothing to lose.
    let Some(ours) = ours.filter(|o| o.in_play.is_some()) else {
        return match ours.is_some_and(|o| o.record == theirs.record) {
            true => Following::Same,
            false => Following::MovedOn,
        };
    };
    let (a, b) = (&ours.record, &theirs.record);
    let same_deal = a.game == b.game && a.options == b.options && a.seed == b.seed;
    if a == b {
        Following::Same
    } else if same_deal && b.moves.starts_with(&a.moves) {
        Following::MovedOn
    } else {
        Following::Replaced
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game in play (or, with no moves, just dealt).
    fn saved(seed: &str, moves: &[&str]) -> SavedGame {
        let mut saved = SavedGame::new(RawRecord {
            format: 1,
            game: "verslun".into(),
            options: serde_json::json!({}),
            seed: seed.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
        });
        saved.in_play = (!moves.is_empty()).then(|| InPlay {
            link: format!("#/play/verslun?seed={seed}"),
            progress: String::new(),
        });
        saved
    }

    #[test]
    fn a_save_from_before_hints_were_counted_loads_with_none() {
        let old = r#"{"version":1,"record":{"format":1,"game":"verslun","options":{},"seed":"K7M2QX4P","moves":["draw"]},"undos":2}"#;
        let saved: SavedGame = serde_json::from_str(old).unwrap();
        assert_eq!((saved.undos, saved.hints), (2, 0));
        // And a count of hints is kept.
        let hinted = SavedGame { hints: 3, ..saved };
        let json = serde_json::to_string(&hinted).unwrap();
        assert!(json.contains(r#""hints":3"#), "{json}");
        assert_eq!(serde_json::from_str::<SavedGame>(&json).unwrap(), hinted);
    }

    #[test]
    fn a_table_follows_moves_made_elsewhere_and_keeps_its_own() {
        let ours = saved("K7M2QX4P", &["draw"]);
        let same = saved("K7M2QX4P", &["draw"]);
        assert_eq!(following(Some(&ours), &same), Following::Same);
        let more = saved("K7M2QX4P", &["draw", "1-2"]);
        assert_eq!(following(Some(&ours), &more), Following::MovedOn);
        assert_eq!(following(None, &more), Following::MovedOn);
        // A fresh deal here, and the same deal played on elsewhere.
        assert_eq!(
            following(Some(&saved("K7M2QX4P", &[])), &more),
            Following::MovedOn
        );
        // This table's Draw is not in theirs: theirs is taken, ours kept.
        let other_move = saved("K7M2QX4P", &["1-2"]);
        assert_eq!(following(Some(&ours), &other_move), Following::Replaced);
        // An undo elsewhere takes back a move made here.
        let undone = saved("K7M2QX4P", &[]);
        assert_eq!(following(Some(&ours), &undone), Following::Replaced);
        // Another deal started elsewhere.
        let other = saved("AAAAAAAA", &["draw"]);
        assert_eq!(following(Some(&ours), &other), Following::Replaced);
        // A finished game here has nothing to lose: a new deal elsewhere is taken.
        let mut over = saved("K7M2QX4P", &["draw", "end"]);
        over.in_play = None;
        over.counted = true;
        assert_eq!(following(Some(&over), &other), Following::MovedOn);
    }
}
