//! What every game at the table shares: the [`Session`] every table is
//! (most of it the same at every table, through its [`TableCore`]), its
//! saved form, what opening a deal link does while another deal is in play,
//! and results for the statistics.

use super::games::{GameId, Registered};
use super::link::{deal_name, Date, Deal};
use super::log::{plays_since, since_your_turn, LogLine, SeatPlays, TurnLog};
use super::saved::{InPlay, SavedGame};
use super::table::TableCore;
use super::words::{seat_whos, Who};
use crate::engine::bot::{thinking_rng, Level, Search};
use crate::engine::{Game, GameOptions, RecordError, Seat, Seed};

/// The saved form of a table, with its Continue summary while unfinished.
pub fn saved_with_summary<S: Session>(table: &S) -> SavedGame {
    let mut saved = table.saved();
    saved.in_play = (!table.is_over() && table.moves_made() > 0).then(|| InPlay {
        link: table.deal().to_hash(),
        progress: table.progress(),
    });
    saved
}

/// The results to add to the statistics now, each once: none from a
/// guided first game (`app::guide`), which counts nothing.
pub fn outcomes_to_count<S: Session>(table: &mut S) -> Vec<Outcome> {
    let outcomes = table.take_outcomes();
    match table.core().guided() {
        true => Vec::new(),
        false => outcomes,
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

/// What a hint marks on the table, one tap: a card by its `data-card` text
/// (its `Display`), or a control (a button, a group) by its accessible name
/// or how it begins; each with its words, for the sentence a screen reader
/// hears ("Tap the 6 of hearts, then Take."). In the worker's answer, a
/// line: "c:QH", "n:Draw".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    Card(String, String),
    Named(String, String),
}

impl Mark {
    pub fn card<C: std::fmt::Display + crate::engine::Spoken>(card: C) -> Mark {
        Mark::Card(card.to_string(), card.spoken())
    }

    pub fn named(name: impl Into<String>) -> Mark {
        let name = name.into();
        Mark::Named(name.clone(), name)
    }

    /// A control named by how its name begins ("Place the"), said in full.
    pub fn named_as(begins: &str, words: String) -> Mark {
        Mark::Named(begins.into(), words)
    }

    pub fn words(&self) -> &str {
        match self {
            Mark::Card(_, w) | Mark::Named(_, w) => w,
        }
    }

    /// The taps in words, to follow "Hint:": "tap the 6 of hearts, the 6 of
    /// spades, then Take."
    pub fn sentence(marks: &[Mark]) -> String {
        let said: Vec<String> = marks
            .iter()
            .map(|m| match m {
                // (A Decktet card's name has its own: "the Painter".)
                Mark::Card(..) if m.words().starts_with("the ") => m.words().to_string(),
                Mark::Card(..) => format!("the {}", m.words()),
                Mark::Named(..) => m.words().to_string(),
            })
            .collect();
        match said.split_last() {
            None => String::new(),
            Some((last, [])) => format!("tap {last}."),
            Some((last, rest)) => format!("tap {}, then {last}.", rest.join(", ")),
        }
    }
}

impl std::fmt::Display for Mark {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mark::Card(c, _) => write!(f, "c:{c}"),
            Mark::Named(n, _) => write!(f, "n:{n}"),
        }
    }
}

/// A result for the statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Statistics are kept per game and options: "verslun hand=5 …".
    pub key: String,
    pub score: i64,
    /// For games against others: won or not.
    pub won: Option<bool>,
    /// Finished without Undo or hints (the statistics count clean games apart).
    pub clean: bool,
}

/// A finished game as Share tells it, beside the deal's link. It names no
/// card, so it spoils the deal for nobody.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultWords {
    /// "Final score 189", "Match over: you win, 1040 to 620."
    pub result: String,
    /// "clean", "with Undo", "with hints" ([`Session::how_played`]).
    pub how: &'static str,
    /// The deal's par, where the game has one and it has been found.
    pub par: Option<i64>,
}

impl ResultWords {
    /// "Card Table · Verslun · Daily deal · 25 November · K7M2QX4P\n
    /// Final score 189 · clean · par 212".
    pub fn text(&self, deal: &Deal, today: Date) -> String {
        let how = self.how;
        let par = self.par.map(|p| format!(" · par {p}")).unwrap_or_default();
        format!(
            "Card Table · {} · {}\n{} · {how}{par}",
            deal.game().name(),
            deal_name(deal.seed(), today),
            self.result.trim_end_matches('.'),
        )
    }
}

/// A game at the table, whatever the game. A table holds a [`TableCore`]
/// and says what is its own (its choices, screens and words); saving,
/// reading back, dealing and counting Undos are the same everywhere.
pub trait Session: Sized {
    type Game: Registered<Table = Self>;
    const GAME: GameId = <Self::Game as Registered>::GAME;

    fn core(&self) -> &TableCore<Self::Game>;
    fn core_mut(&mut self) -> &mut TableCore<Self::Game>;
    /// The table around its core: a new deal, or one read back from its save.
    fn from_core(core: TableCore<Self::Game>) -> Self;
    /// Where the game stands, for Continue and the replace prompt:
    /// "deal K7M2QX4P, turn 3, 13 points".
    fn progress(&self) -> String;
    /// Results not yet in the statistics; each is given once.
    fn take_outcomes(&mut self) -> Vec<Outcome>;

    /// A fresh deal; `None` if the deal is another game's.
    fn start(deal: &Deal) -> Option<Self> {
        let options = deal.options::<Self::Game>()?;
        Some(Self::from_core(TableCore::new(options, deal.seed())))
    }

    /// The table as it was saved, replayed move by move.
    fn from_saved(saved: &SavedGame) -> Result<Self, RecordError> {
        TableCore::from_saved(saved).map(Self::from_core)
    }

    fn saved(&self) -> SavedGame {
        self.core().saved()
    }

    fn deal(&self) -> Deal {
        self.core().deal()
    }

    fn is_over(&self) -> bool {
        self.core().game().is_over()
    }

    fn moves_made(&self) -> usize {
        self.core().moves_made()
    }

    /// No Undo nor hint taken.
    fn clean(&self) -> bool {
        self.how_played() == "clean"
    }

    /// "clean", or what helped: "with Undo", "with hints", "with Undo and
    /// hints" (Share says it).
    fn how_played(&self) -> &'static str {
        let core = self.core();
        match (core.undos > 0, core.hints > 0) {
            (false, false) => "clean",
            (true, false) => "with Undo",
            (false, true) => "with hints",
            (true, true) => "with Undo and hints",
        }
    }

    /// The game as it stands.
    fn game(&self) -> &Self::Game {
        self.core().game()
    }

    fn options(&self) -> &<Self::Game as Game>::Options {
        self.core().options()
    }

    fn seed(&self) -> Seed {
        self.core().seed()
    }

    /// Two or more people share the screen.
    fn pass_and_play(&self) -> bool {
        self.core().pass_and_play()
    }

    /// The seat whose cards are on screen, and whether they are covered.
    fn viewer(&self) -> Seat {
        self.core().viewer()
    }

    fn is_covered(&self) -> bool {
        self.core().is_covered()
    }

    /// What the seat on screen may see: all the live screen renders.
    fn view(&self) -> <Self::Game as Game>::Observation {
        self.game().observation(self.viewer())
    }

    /// Who sits in a seat, in sentences: "You" and "Computer 1", or in
    /// pass and play "Player 2" ([`seat_whos`]; a game may name its seats
    /// otherwise).
    fn who(&self, seat: Seat) -> Who {
        seat_whos(self.options().opponents())
            .into_iter()
            .nth(seat)
            .unwrap_or(Who::You)
    }

    /// "You", "Computer 2", "Player 1".
    fn seat_name(&self, seat: Seat) -> String {
        self.who(seat).subject()
    }

    /// Says why the seat on screen may not move now (the game is over, the
    /// screen is covered, whose turn it is); false, for `return …`.
    fn not_your_turn(&mut self) -> bool {
        let why = match self.game().current_player() {
            None => "The game is over.".to_string(),
            Some(_) if self.is_covered() => "Tap Show my hand first.".into(),
            Some(seat) => format!("It is {} turn.", self.who(seat).owner_inside()),
        };
        self.core_mut().refuse(why)
    }

    /// Why the last tap did nothing, or what it means.
    fn message(&self) -> &str {
        self.core().message.as_deref().unwrap_or_default()
    }

    /// The moves in words, oldest first, each with whose move it tells
    /// (empty at a table that keeps no log).
    fn log_lines(&self) -> Vec<LogLine> {
        Vec::new()
    }

    /// The log as the table shows it: all of it, and what happened since
    /// the turn of the seat on screen.
    fn turn_log(&self) -> TurnLog {
        let viewer = self.viewer();
        let your_move = self.game().current_player() == Some(viewer);
        TurnLog::new(self.log_lines(), viewer, your_move)
    }

    /// What each other seat played since your turn, in order, from the
    /// log's lines (only the seats that played a card): every table with
    /// others draws it beside their seats, so their moves are in view when
    /// your turn comes.
    fn plays_since_your_turn(&self) -> Vec<SeatPlays> {
        let lines = self.log_lines();
        let seats: Vec<Option<Seat>> = lines.iter().map(|l| l.seat).collect();
        let viewer = self.viewer();
        let since = since_your_turn(&seats, viewer, self.game().current_player() == Some(viewer));
        plays_since(&lines, since, viewer, |seat| self.who(seat).subject())
    }

    /// The last move in words, at a table that keeps no log (Verslun): a
    /// review captions each move with it, not with its notation.
    fn last_move_words(&self) -> Option<String> {
        None
    }

    /// At the end of a game against computers that they ended while your
    /// turn did not come: how many of their moves came since your last
    /// turn, or that your first never came ("Ended 98 moves before your
    /// first turn."), so an end that came at once is plain (every end panel
    /// says it). None for a solitaire, with people at the screen, when your
    /// move ended it, or when the others only finished the round your move
    /// left them (no seat of theirs moved again after another).
    fn ended_by_computers(&self) -> Option<String> {
        if !self.is_over() || self.pass_and_play() {
            return None;
        }
        let viewer = self.viewer();
        // Who made each move: the moves since your last one are theirs.
        let movers = self.core().movers();
        let since = movers.iter().rposition(|&s| s == viewer).map(|i| i + 1);
        let theirs = &movers[since.unwrap_or(0)..];
        if theirs.is_empty() {
            return None;
        }
        // Each seat's turns in that run: a seat with two went round
        // without you.
        let mut turns: Vec<Seat> = theirs.to_vec();
        turns.dedup();
        let went_round = turns
            .iter()
            .enumerate()
            .any(|(i, s)| turns[..i].contains(s));
        // (Short: one line of the end panel, even beside a landscape table.)
        let when = match since {
            Some(_) if went_round => "after your last turn",
            Some(_) => return None,
            None => "before your first turn",
        };
        let moves = super::words::count(theirs.len(), "move", "moves");
        Some(format!("Ended {moves} {when}."))
    }

    /// What a hint marks on this table for `mv` (the seat to move's): the
    /// taps that make the move, in order ([`Mark`]). Only what that seat can
    /// see: a card it holds or that lies face up, or a control; a control's
    /// name may be only how it begins, up to a ':' or a space ("Place 2").
    fn hint_marks(&self, mv: &<Self::Game as Game>::Move) -> Vec<Mark> {
        let _ = mv;
        Vec::new()
    }

    /// This game's line of the statistics ([`stats_key`]).
    fn stats_key(&self) -> Option<String> {
        stats_key::<Self::Game>(self.options())
    }
}

/// A game's line of the statistics: its options ("verslun hand=5
/// columns=4 …"); none for a game with two people at the screen.
pub fn stats_key<G: Registered>(options: &G::Options) -> Option<String> {
    (!options.pass_and_play()).then(|| options_key(G::GAME, &options.to_params()))
}

/// A table where computers sit: the app's Web Worker runs their searches
/// and hands back the move.
pub trait ComputerSeats: Session {
    /// Plays a move for whoever is to move; false (and a message) if refused.
    fn play_move(&mut self, mv: <Self::Game as Game>::Move) -> bool;

    /// The computers wait while the person steps through something (a
    /// round's result, the dealer's set-up).
    fn computers_wait(&self) -> bool {
        false
    }

    fn state(&self) -> &Self::Game {
        self.core().game()
    }

    /// The level of the computer to move, if a computer is to move now.
    fn computer_level(&self) -> Option<Level> {
        if self.computers_wait() || self.core().reviewing {
            return None;
        }
        let core = self.core();
        core.level_of(core.game().current_player()?)
    }

    /// The move number a computer is to think about now, if one is to move.
    fn computer_turn(&self) -> Option<usize> {
        self.computer_level().map(|_| self.moves_made())
    }

    /// A search from that computer's own view (never the game itself),
    /// seeded by the game's seed and the move number, so the same link
    /// replays the same computer moves (an Expert's also depend on its
    /// time: the worker runs it with `bot::run_timed`).
    fn start_thinking(&self) -> Option<Search<Self::Game>> {
        let ply = self.computer_turn()?;
        let level = self.computer_level()?;
        let seat = self.state().current_player()?;
        Some(Search::new(
            self.state().observation(seat),
            level,
            thinking_rng(self.seed(), seat, ply),
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

/// A table dealt a guide's deal, holding its script: the guide's start.
#[cfg(guide_screen)]
pub fn start_guided<S: Session>(guide: &'static super::guide::Guide) -> Result<S, String> {
    let deal = guide.deal()?;
    let mut table = S::start(&deal).ok_or("the guide's deal is another game's")?;
    table.core_mut().guide = Some(super::guide::Guided::new(guide)?);
    Ok(table)
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

    #[test]
    fn a_hints_taps_are_said_in_words() {
        use crate::engine::cards::Card;
        let six: Card = "6H".parse().unwrap();
        let marks = [Mark::card(six), Mark::named("Take")];
        assert_eq!(marks[0].to_string(), "c:6H");
        assert_eq!(Mark::sentence(&marks), "tap the 6 of hearts, then Take.");
        assert_eq!(Mark::sentence(&marks[1..]), "tap Take.");
        let place = Mark::named_as("Place the", "Place the 10 of diamonds".into());
        assert_eq!(place.to_string(), "n:Place the");
        assert_eq!(Mark::sentence(&[place]), "tap Place the 10 of diamonds.");
    }
    use crate::engine::verslun::{Verslun, VerslunOptions};
    use crate::engine::Seed;

    #[test]
    fn a_shared_result_names_the_game_the_day_and_the_score_but_no_card() {
        let daily = Deal::new::<Verslun>(&VerslunOptions::default(), Seed::daily(2026, 11, 25));
        let words = ResultWords {
            result: "Final score 189".into(),
            how: "clean",
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
            how: "with hints",
            par: None,
        };
        assert_eq!(
            helped.text(&other, (2026, 11, 25)),
            "Card Table · Verslun · Deal K7M2QX4P\nMatch over: you win, 1040 to 620 · with hints"
        );
    }
}
