//! The game record: (game, options, seed, moves, format version).
//!
//! It is the save format, the undo stack, the replay and (without the moves)
//! the share link. Moves are stored in each game's text notation so a save is
//! readable and stays valid as long as the notation does.

use super::clip::{clip_quotes, quote};
use super::{Game, GameOptions, IllegalMove, Seed, SeedError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Bump when the record's shape changes; older formats must still load.
pub const RECORD_FORMAT: u32 = 1;

/// The record as stored: game-independent, so the loader can read the game
/// name first and dispatch.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RawRecord {
    pub format: u32,
    pub game: String,
    pub options: serde_json::Value,
    pub seed: String,
    pub moves: Vec<String>,
}

impl RawRecord {
    /// Its options as game `G` reads them, checked. An object only: serde
    /// would read a struct from a list too, which no record ever held.
    pub fn options<G: Game>(&self) -> Result<G::Options, String> {
        if !self.options.is_object() {
            return Err("the options must be an object".to_string());
        }
        let options: G::Options = serde::Deserialize::deserialize(&self.options)
            .map_err(|e| clip_quotes(&e.to_string()))?;
        options.validate()?;
        Ok(options)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum RecordError {
    NotJson(String),
    FormatTooNew(u32),
    WrongGame {
        expected: String,
        found: String,
    },
    BadOptions(String),
    BadSeed(SeedError),
    BadMove {
        index: usize,
        text: String,
        reason: String,
    },
    IllegalMove {
        index: usize,
        text: String,
        reason: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotJson(e) => write!(f, "the saved game is not readable ({e})"),
            RecordError::FormatTooNew(v) => write!(
                f,
                "the saved game was made by a newer version of the app (format {v})"
            ),
            RecordError::WrongGame { expected, found } => {
                write!(f, "the saved game is {}, not {expected:?}", quote(found))
            }
            RecordError::BadOptions(e) => write!(f, "the saved options are not valid: {e}"),
            RecordError::BadSeed(e) => write!(f, "the saved seed is not valid: {e}"),
            RecordError::BadMove {
                index,
                text,
                reason,
            } => {
                write!(
                    f,
                    "move {} ({}) cannot be read: {reason}",
                    index + 1,
                    quote(text)
                )
            }
            RecordError::IllegalMove {
                index,
                text,
                reason,
            } => {
                write!(
                    f,
                    "move {} ({}) is not legal: {reason}",
                    index + 1,
                    quote(text)
                )
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// A typed record for one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Record<G: Game> {
    pub options: G::Options,
    pub seed: Seed,
    pub moves: Vec<G::Move>,
}

impl<G: Game> Record<G> {
    pub fn new(options: G::Options, seed: Seed) -> Record<G> {
        Record {
            options,
            seed,
            moves: Vec::new(),
        }
    }

    pub fn to_raw(&self) -> RawRecord {
        RawRecord {
            format: RECORD_FORMAT,
            game: G::INFO.id.to_string(),
            options: serde_json::to_value(&self.options).unwrap_or(serde_json::Value::Null),
            seed: self.seed.code(),
            moves: self.moves.iter().map(|m| m.to_string()).collect(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_raw()).unwrap_or_default()
    }

    pub fn from_raw(raw: &RawRecord) -> Result<Record<G>, RecordError> {
        if raw.format > RECORD_FORMAT {
            return Err(RecordError::FormatTooNew(raw.format));
        }
        if raw.game != G::INFO.id {
            return Err(RecordError::WrongGame {
                expected: G::INFO.id.to_string(),
                found: raw.game.clone(),
            });
        }
        let options = raw.options::<G>().map_err(RecordError::BadOptions)?;
        let seed: Seed = raw.seed.parse().map_err(RecordError::BadSeed)?;
        let moves = raw
            .moves
            .iter()
            .enumerate()
            .map(|(index, text)| {
                text.parse().map_err(|reason| RecordError::BadMove {
                    index,
                    text: text.clone(),
                    reason,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record {
            options,
            seed,
            moves,
        })
    }

    pub fn from_json(json: &str) -> Result<Record<G>, RecordError> {
        let raw: RawRecord = serde_json::from_str(json)
            .map_err(|e| RecordError::NotJson(clip_quotes(&e.to_string())))?;
        Record::from_raw(&raw)
    }

    /// Replays every move from the deal; any illegal move is an error.
    pub fn replay(&self) -> Result<G, RecordError> {
        self.replay_watching(|_, _, _| {})
    }

    /// Replays, showing `watch` each position and the move about to be made.
    fn replay_watching(
        &self,
        mut watch: impl FnMut(&G, usize, &G::Move),
    ) -> Result<G, RecordError> {
        let mut game = G::new(&self.options, self.seed);
        for (index, mv) in self.moves.iter().enumerate() {
            watch(&game, index, mv);
            game.apply(mv)
                .map_err(|IllegalMove(reason)| RecordError::IllegalMove {
                    index,
                    text: mv.to_string(),
                    reason,
                })?;
        }
        Ok(game)
    }
}

/// A game being played: its record and the state the record replays to.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame<G: Game> {
    record: Record<G>,
    state: G,
    /// Moves before this index cannot be undone (they showed new cards).
    undo_floor: usize,
}

impl<G: Game> PlayedGame<G> {
    pub fn new(options: G::Options, seed: Seed) -> PlayedGame<G> {
        let state = G::new(&options, seed);
        PlayedGame {
            record: Record::new(options, seed),
            state,
            undo_floor: 0,
        }
    }

    pub fn from_record(record: Record<G>) -> Result<PlayedGame<G>, RecordError> {
        PlayedGame::from_record_watching(record, |_, _, _| {})
    }

    /// Replays the record, showing `watch` each position and the move about
    /// to be made there (who made which move, say).
    pub fn from_record_watching(
        record: Record<G>,
        mut watch: impl FnMut(&G, usize, &G::Move),
    ) -> Result<PlayedGame<G>, RecordError> {
        let mut undo_floor = 0;
        let state = record.replay_watching(|game, index, mv| {
            if game.reveals_cards(mv) {
                undo_floor = index + 1;
            }
            watch(game, index, mv);
        })?;
        Ok(PlayedGame {
            record,
            state,
            undo_floor,
        })
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        let reveals = self.state.reveals_cards(&mv);
        self.state.apply(&mv)?;
        self.record.moves.push(mv);
        if reveals {
            self.undo_floor = self.record.moves.len();
        }
        Ok(())
    }

    pub fn can_undo(&self) -> bool {
        self.record.moves.len() > self.undo_floor
    }

    /// Steps back one move by replaying the record without it.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let mut shorter = self.record.clone();
        shorter.moves.pop();
        // Those moves were legal when played and the deal is the same.
        let Ok(state) = shorter.replay() else {
            return false;
        };
        self.record = shorter;
        self.state = state;
        true
    }
}
