//! What every game at the table shares: the saved form, what opening a deal
//! link does while another deal is in play, and results for the statistics.

use super::link::{deal_name, Date, Deal, GameId};
use super::storage::Stored;
use crate::engine::bot::{thinking_rng, Level, Search};
use crate::engine::{Game, RawRecord, RecordError, Seat};
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

/// The saved form of a table, with its Resume summary while unfinished.
pub fn saved_with_summary<S: Session>(table: &S) -> SavedGame {
    let mut saved = table.saved();
    saved.in_play = (!table.is_over() && table.moves_made() > 0).then(|| InPlay {
        link: table.deal().to_hash(),
        progress: table.progress(),
    });
    saved
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

/// Who is at the screen: against computers always the person in seat 0; in
/// pass and play the person to move, their hand covered until they are ready.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub viewer: Seat,
    pub covered: bool,
    pass_and_play: bool,
}

impl Screen {
    /// The screen as a game opens (or reloads): in pass and play the next
    /// person's seat, covered unless the game is over.
    pub fn new(pass_and_play: bool, person_to_move: Option<Seat>, over: bool) -> Screen {
        Screen {
            viewer: person_to_move.filter(|_| pass_and_play).unwrap_or(0),
            covered: pass_and_play && !over,
            pass_and_play,
        }
    }

    /// After a move: when another person is to move, their seat, covered.
    pub fn after_move(&mut self, person_to_move: Option<Seat>) {
        match person_to_move {
            Some(next) if self.pass_and_play && next != self.viewer => {
                self.viewer = next;
                self.covered = true;
            }
            _ => {}
        }
    }
}

/// How a card (or a Column, a pile) is shown while the player chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Nothing is being chosen.
    Plain,
    /// A legal choice now.
    Playable,
    /// Not a legal choice now.
    Dimmed,
    /// Chosen already (paired, selected).
    Paired,
}

/// A result for the statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Statistics are kept per game and options: "verslun hand=5 …".
    pub key: String,
    pub score: i64,
    /// For games against others: won or not.
    pub won: Option<bool>,
    /// Finished without Undo (the statistics count clean games apart).
    pub clean: bool,
}

/// A finished game as Share tells it, beside the deal's link. It names no
/// card, so it spoils the deal for nobody.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultWords {
    /// "Final score 189", "Match over: you win, 1040 to 620."
    pub result: String,
    /// Finished without Undo.
    pub clean: bool,
    /// The deal's par, where the game has one and it has been found.
    pub par: Option<i64>,
}

impl ResultWords {
    /// "Card Table · Verslun · Daily deal · 25 November · K7M2QX4P\n
    /// Final score 189 · clean · par 212".
    pub fn text(&self, deal: &Deal, today: Date) -> String {
        let how = if self.clean { "clean" } else { "with Undo" };
        let par = self.par.map(|p| format!(" · par {p}")).unwrap_or_default();
        format!(
            "Card Table · {} · {}\n{} · {how}{par}",
            deal.game().name(),
            deal_name(deal.seed(), today),
            self.result.trim_end_matches('.'),
        )
    }
}

/// A game at the table, whatever the game.
pub trait Session: Sized {
    const GAME: GameId;
    /// A fresh deal; `None` if the deal is another game's.
    fn start(deal: &Deal) -> Option<Self>;
    fn from_saved(saved: &SavedGame) -> Result<Self, RecordError>;
    fn saved(&self) -> SavedGame;
    fn deal(&self) -> Deal;
    fn is_over(&self) -> bool;
    fn moves_made(&self) -> usize;
    /// Where the game stands, for Resume and the replace prompt:
    /// "deal K7M2QX4P, turn 3, 13 points".
    fn progress(&self) -> String;
    /// Results not yet in the statistics; each is given once.
    fn take_outcomes(&mut self) -> Vec<Outcome>;
    /// No Undo taken (the tables without Undo are always clean).
    fn clean(&self) -> bool {
        true
    }
}

/// A table where computers sit: the app's Web Worker runs their searches
/// and hands back the move.
pub trait ComputerSeats: Session {
    type Game: Game;
    fn state(&self) -> &Self::Game;
    /// The level of the computer to move, if a computer is to move now (not
    /// while the person steps through a result).
    fn computer_level(&self) -> Option<Level>;
    /// Plays a move for whoever is to move; false (and a message) if refused.
    fn play_move(&mut self, mv: <Self::Game as Game>::Move) -> bool;

    /// The move number a computer is to think about now, if one is to move.
    fn computer_turn(&self) -> Option<usize> {
        self.computer_level().map(|_| self.moves_made())
    }

    /// A search from that computer's own view (never the game itself),
    /// seeded by the game's seed and the move number, so the same link
    /// replays the same computer moves.
    fn start_thinking(&self) -> Option<Search<Self::Game>> {
        let ply = self.computer_turn()?;
        let level = self.computer_level()?;
        let seat = self.state().current_player()?;
        Some(Search::new(
            self.state().observation(seat),
            level,
            thinking_rng(self.deal().seed(), seat, ply),
        ))
    }

    /// Plays the computer's move if the game is still at move `ply`.
    fn play_computer(&mut self, ply: usize, mv: <Self::Game as Game>::Move) -> bool {
        self.computer_turn() == Some(ply) && self.play_move(mv)
    }
}

/// What opening a deal link does, given the game in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// The link is the game in play: show it (a reload, a bookmark).
    Show,
    /// Another deal is unfinished: ask before replacing it.
    AskToReplace,
    /// Nothing worth keeping: deal the link's game.
    Start,
}

pub fn opening<S: Session>(in_play: Option<&S>, deal: &Deal) -> Opening {
    match in_play {
        Some(t) if t.deal() == *deal => Opening::Show,
        Some(t) if !t.is_over() && t.moves_made() > 0 => Opening::AskToReplace,
        _ => Opening::Start,
    }
}

/// "verslun hand=5 columns=4 …": the game and every option.
pub fn options_key(game: GameId, params: &[(&'static str, String)]) -> String {
    let mut key = game.id().to_string();
    for (k, v) in params {
        key.push_str(&format!(" {k}={v}"));
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::verslun::VerslunOptions;
    use crate::engine::Seed;

    #[test]
    fn a_shared_result_names_the_game_the_day_and_the_score_but_no_card() {
        let daily = Deal::Verslun {
            options: VerslunOptions::default(),
            seed: Seed::daily(2026, 11, 25),
        };
        let words = ResultWords {
            result: "Final score 189".into(),
            clean: true,
            par: Some(212),
        };
        let text = words.text(&daily, (2026, 11, 25));
        assert_eq!(
            text,
            format!(
                "Card Table · Verslun · Daily deal · 25 November · {}\nFinal score 189 · clean · par 212",
                Seed::daily(2026, 11, 25).code()
            )
        );
        let other = daily.with_seed("K7M2QX4P".parse().unwrap());
        let helped = ResultWords {
            result: "Match over: you win, 1040 to 620.".into(),
            clean: false,
            par: None,
        };
        assert_eq!(
            helped.text(&other, (2026, 11, 25)),
            "Card Table · Verslun · Deal K7M2QX4P\nMatch over: you win, 1040 to 620 · with Undo"
        );
    }
}
