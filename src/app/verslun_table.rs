//! A Verslun game at the table: what each tap does, what is highlighted,
//! the current step in plain words, what is asked before a step that cannot
//! be taken back (End game; a Redeal that can only lose), undo, and the
//! saved form.
//!
//! The components only render this and forward taps; every decision is made
//! here or in the engine.

use super::link::{Deal, GameId};
pub use super::session::Hint;
use super::session::{options_key, Outcome, SavedGame, Session};
use crate::engine::cards::Card;
use crate::engine::verslun::{Phase, Slot, Verslun, VerslunMove, VerslunOptions, COLUMN_LEN};
use crate::engine::{Game, GameOptions, PlayedGame, Record, RecordError, Seed};

/// A step that cannot be taken back, waiting for the player to say yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asking {
    /// End game was pressed.
    EndGame,
    /// A Redeal of this Claimed Column that can only lose points.
    Redeal(usize),
}

/// What a Redeal of one Claimed Column would cost when it cannot gain
/// anything: the Deck cannot supply the new Column and Hand, so the game
/// ends at once and the discarded Claimed Column does not score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RedealCost {
    /// The Claimed Column discarded (from 0).
    pub column: usize,
    /// Its points, lost.
    pub points: u32,
    /// The score now, and once the Redeal has ended the game.
    pub score_now: u32,
    pub score_after: u32,
    /// Cards in the Deck, and how many a Redeal deals (a Column and a Hand).
    pub deck: usize,
    pub needed: usize,
}

/// The confirmation on screen: its question and its two answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub asking: Asking,
    pub text: String,
    /// The button that goes ahead; the other keeps playing.
    pub yes: &'static str,
    pub no: &'static str,
}

#[derive(Clone, Debug, PartialEq)]
pub struct VerslunTable {
    played: PlayedGame<Verslun>,
    choosing_redeal: bool,
    asking: Option<Asking>,
    /// Why the last tap did nothing, or what to do next.
    pub message: Option<String>,
    counted: bool,
    /// Undos taken (Cancel claim is not one: nothing was settled).
    undos: u32,
    /// What the last Undo or Cancel claim took back, for [`Self::said`].
    undone: Option<&'static str>,
    /// After the game: the par line, stepped through on the table.
    walk: Option<ParWalk>,
}

/// The par line (the best play the solver found, the deck order known)
/// shown on the table a step at a time, once the game is over. The table
/// shows its position; the game itself, its save and its statistics are
/// untouched.
#[derive(Clone, Debug, PartialEq)]
struct ParWalk {
    line: Vec<VerslunMove>,
    /// Moves of the line made so far.
    at: usize,
    state: Verslun,
}

impl VerslunTable {
    pub fn new(options: VerslunOptions, seed: Seed) -> VerslunTable {
        VerslunTable {
            played: PlayedGame::new(options, seed),
            choosing_redeal: false,
            asking: None,
            message: None,
            counted: false,
            undos: 0,
            undone: None,
            walk: None,
        }
    }

    /// The position on the table: the game's, or while stepping through the
    /// par line, the line's.
    pub fn game(&self) -> &Verslun {
        match &self.walk {
            Some(w) => &w.state,
            None => self.played.state(),
        }
    }

    // ---- the par line, after the game ------------------------------------------

    /// Starts stepping through a par line (moves in notation from the deal,
    /// a move a line) once the game is over; false, and nothing changes, if
    /// a move cannot be read or is not legal from the deal.
    pub fn start_par_walk(&mut self, line: &str) -> bool {
        if !self.played.state().is_over() {
            return false;
        }
        let Ok(line) = line
            .lines()
            .map(str::parse)
            .collect::<Result<Vec<VerslunMove>, _>>()
        else {
            return false;
        };
        let fresh = Verslun::new(self.options(), self.seed());
        let mut check = fresh.clone();
        if line.iter().any(|mv| check.apply(mv).is_err()) {
            return false;
        }
        self.walk = Some(ParWalk {
            line,
            at: 0,
            state: fresh,
        });
        true
    }

    /// One step on (`forward`) or back along the par line.
    pub fn par_step(&mut self, forward: bool) -> bool {
        let (options, seed) = (self.options().clone(), self.seed());
        let Some(w) = self.walk.as_mut() else {
            return false;
        };
        let to = match forward {
            true if w.at < w.line.len() => w.at + 1,
            false if w.at > 0 => w.at - 1,
            _ => return false,
        };
        // Back is a replay from the deal (the line is short and checked).
        let mut state = Verslun::new(&options, seed);
        for mv in &w.line[..to] {
            let _ = state.apply(mv);
        }
        w.state = state;
        w.at = to;
        true
    }

    pub fn end_par_walk(&mut self) {
        self.walk = None;
    }

    /// (moves made, moves in all) while stepping through the par line.
    pub fn par_walk(&self) -> Option<(usize, usize)> {
        self.walk.as_ref().map(|w| (w.at, w.line.len()))
    }

    /// "Par line, step 3 of 41. You chose Column 2 to claim." or, at its
    /// start, what it is.
    pub fn par_walk_text(&self) -> String {
        match self.par_walk() {
            None => String::new(),
            Some((0, n)) => format!(
                "The par line: the best play found with the deck order known, {n} steps. Tap Next."
            ),
            Some((at, n)) => format!("Par line, step {at} of {n}. {}", self.move_words()),
        }
    }

    pub fn options(&self) -> &VerslunOptions {
        &self.played.record().options
    }

    pub fn seed(&self) -> Seed {
        self.played.record().seed
    }

    /// Statistics are kept per game and options.
    pub fn stats_key(&self) -> String {
        stats_key(self.options())
    }

    pub fn choosing_redeal(&self) -> bool {
        self.choosing_redeal
    }

    fn try_move(&mut self, mv: VerslunMove) -> bool {
        match self.played.play(mv) {
            Ok(()) => {
                self.message = None;
                self.undone = None;
                self.choosing_redeal = false;
                self.asking = None;
                true
            }
            Err(e) => {
                self.message = Some(e.0);
                false
            }
        }
    }

    pub fn is_legal(&self, mv: &VerslunMove) -> bool {
        self.game().legal_moves().contains(mv)
    }

    pub fn draw(&mut self) -> bool {
        self.try_move(VerslunMove::Draw)
    }

    pub fn confirm(&mut self) -> bool {
        self.try_move(VerslunMove::Confirm)
    }

    pub fn end_game(&mut self) -> bool {
        self.try_move(VerslunMove::EndGame)
    }

    /// The End game button: asks first (`question`), or says why not now.
    pub fn ask_end_game(&mut self) -> bool {
        if self.is_legal(&VerslunMove::EndGame) {
            self.asking = Some(Asking::EndGame);
            self.message = None;
            true
        } else {
            self.asking = None;
            self.message = Some(match self.game().phase() {
                Phase::Claiming { .. } => "Finish the claim (Confirm) or cancel it first.".into(),
                _ => "The game is over.".into(),
            });
            false
        }
    }

    /// What the table is waiting for the player to confirm, if anything.
    pub fn asking(&self) -> Option<Asking> {
        self.asking
    }

    /// The confirmation to show, in words, while one is asked.
    pub fn question(&self) -> Option<Question> {
        let asking = self.asking?;
        Some(match asking {
            Asking::EndGame => Question {
                asking,
                text: format!("End the game with {}?", points(self.game().score())),
                yes: "End the game now",
                no: "Keep playing",
            },
            Asking::Redeal(column) => Question {
                asking,
                text: self.redeal_cost(column)?.question(),
                yes: "Redeal and end the game",
                no: "Keep playing",
            },
        })
    }

    /// Yes to the question asked: the step is taken.
    pub fn answer_yes(&mut self) -> bool {
        match self.asking.take() {
            Some(Asking::EndGame) => self.end_game(),
            Some(Asking::Redeal(column)) => self.try_move(VerslunMove::Redeal(column)),
            None => false,
        }
    }

    /// No ("Keep playing", Escape): nothing changes. Gives back what was
    /// asked, so the screen can return focus to the button that asked it.
    pub fn keep_playing(&mut self) -> Option<Asking> {
        self.choosing_redeal = false;
        self.message = None;
        self.asking.take()
    }

    /// Cards a Redeal deals: a new Column, then a new Hand.
    fn redeal_needs(&self) -> usize {
        COLUMN_LEN + self.options().hand_size as usize
    }

    /// What a Redeal of this Claimed Column would cost, if it is legal now
    /// and can only lose: the Deck holds fewer cards than the new Column and
    /// Hand need, so (rulings, Redeal) the game ends at once and the
    /// discarded Claimed Column does not score. With enough cards a Redeal
    /// may gain, and this is `None`.
    pub fn redeal_cost(&self, column: usize) -> Option<RedealCost> {
        let game = self.game();
        let Some(Slot::Claimed(claimed)) = game.slots().get(column) else {
            return None;
        };
        let needed = self.redeal_needs();
        if !self.is_legal(&VerslunMove::Redeal(column)) || game.deck_count() >= needed {
            return None;
        }
        Some(RedealCost {
            column,
            points: claimed.points(),
            score_now: game.score(),
            score_after: game.score() - claimed.points(),
            deck: game.deck_count(),
            needed,
        })
    }

    /// Is a Redeal offered now, and would every Redeal only end the game?
    pub fn redeal_only_loses(&self) -> bool {
        let game = self.game();
        let mut redeals = (0..game.slots().len())
            .filter(|&c| self.is_legal(&VerslunMove::Redeal(c)))
            .peekable();
        redeals.peek().is_some() && redeals.all(|c| self.redeal_cost(c).is_some())
    }

    /// The Redeal button: with one Claimed Column it redeals that one; with
    /// several, the player taps the one to discard. A Redeal that can only
    /// lose points is asked first (`question`).
    pub fn redeal(&mut self) -> bool {
        self.asking = None;
        let redeals: Vec<VerslunMove> = self
            .game()
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, VerslunMove::Redeal(_)))
            .collect();
        match redeals.as_slice() {
            [] => {
                self.message = Some(match self.game().phase() {
                    Phase::ClaimStep {
                        redeal_available: false,
                    } => "Only one Redeal per turn, before the claim.".into(),
                    Phase::Claiming { .. } => "Finish the claim (Confirm) or undo it first.".into(),
                    _ => "A Redeal needs a Claimed Column to discard.".into(),
                });
                false
            }
            [VerslunMove::Redeal(only)] => self.redeal_column(*only),
            _ => {
                self.choosing_redeal = !self.choosing_redeal;
                self.message = self
                    .choosing_redeal
                    .then(|| "Tap the Claimed Column to discard with your Hand.".to_string());
                true
            }
        }
    }

    /// Redeals this Claimed Column, or asks first when that can only lose.
    fn redeal_column(&mut self, column: usize) -> bool {
        if self.redeal_cost(column).is_some() {
            self.choosing_redeal = false;
            self.asking = Some(Asking::Redeal(column));
            self.message = None;
            true
        } else {
            self.try_move(VerslunMove::Redeal(column))
        }
    }

    pub fn tap_column(&mut self, column: usize) -> bool {
        if self.choosing_redeal {
            return self.redeal_column(column);
        }
        if let Phase::Claiming {
            column: current, ..
        } = self.game().phase()
        {
            if *current == column {
                self.message = Some(self.step_text());
                return false;
            }
        }
        self.try_move(VerslunMove::Claim(column))
    }

    pub fn tap_hand(&mut self, card: Card) -> bool {
        self.try_move(VerslunMove::Pair(card))
    }

    /// Undo steps back one choice; it never goes back over a draw or redeal.
    pub fn undo(&mut self) -> bool {
        self.choosing_redeal = false;
        self.asking = None;
        if self.played.undo() {
            self.undos += 1;
            self.message = None;
            self.undone = Some("You took back your last choice.");
            true
        } else {
            self.message = Some("Nothing to undo since the cards were last drawn.".into());
            false
        }
    }

    pub fn can_redeal(&self) -> bool {
        self.game()
            .legal_moves()
            .iter()
            .any(|m| matches!(m, VerslunMove::Redeal(_)))
    }

    pub fn can_undo(&self) -> bool {
        self.played.can_undo()
    }

    /// Cancels a claim being built (steps back over all of it).
    pub fn cancel_claim(&mut self) -> bool {
        let mut changed = false;
        while matches!(self.game().phase(), Phase::Claiming { .. }) && self.played.undo() {
            changed = true;
        }
        self.message = None;
        self.asking = None;
        if changed {
            self.undone = Some("You cancelled the claim.");
        }
        changed
    }

    pub fn claiming_column(&self) -> Option<usize> {
        match self.game().phase() {
            Phase::Claiming { column, .. } => Some(*column),
            _ => None,
        }
    }

    pub fn paired_hand_cards(&self) -> &[Card] {
        match self.game().phase() {
            Phase::Claiming { paired, .. } => paired,
            _ => &[],
        }
    }

    pub fn column_hint(&self, column: usize) -> Hint {
        let game = self.game();
        let claimed = matches!(game.slots().get(column), Some(Slot::Claimed(_)));
        if self.choosing_redeal {
            return if claimed {
                Hint::Playable
            } else {
                Hint::Dimmed
            };
        }
        match game.phase() {
            Phase::ClaimStep { .. } if game.can_claim(column) => Hint::Playable,
            Phase::ClaimStep { .. } => Hint::Dimmed,
            Phase::Claiming { column: c, .. } if *c == column => Hint::Playable,
            Phase::Claiming { .. } => Hint::Dimmed,
            _ => Hint::Plain,
        }
    }

    /// How a card of an open Column is shown: during a claim of that
    /// Column, paired, next to pair or not reached; otherwise as its Column.
    pub fn column_card_hint(&self, column: usize, card: Card) -> Hint {
        let Some(Slot::Column(cards)) = self.game().slots().get(column) else {
            return Hint::Plain;
        };
        let (Phase::Claiming { column: c, paired }, Some(index_from_top)) =
            (self.game().phase(), cards.iter().position(|&x| x == card))
        else {
            return self.column_hint(column);
        };
        if *c != column {
            return self.column_hint(column);
        }
        let from_bottom = cards.len() - 1 - index_from_top;
        if from_bottom < paired.len() {
            Hint::Paired
        } else if from_bottom == paired.len() {
            Hint::Playable
        } else {
            Hint::Dimmed
        }
    }

    pub fn hand_hint(&self, card: Card) -> Hint {
        match self.game().phase() {
            Phase::Claiming { paired, .. } if paired.contains(&card) => Hint::Paired,
            Phase::Claiming { .. } if self.is_legal(&VerslunMove::Pair(card)) => Hint::Playable,
            Phase::Claiming { .. } => Hint::Dimmed,
            _ => Hint::Plain,
        }
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<&'static str> {
        match self.game().phase() {
            Phase::Over(reason) => Some(reason.explain()),
            _ => None,
        }
    }

    /// The current step of the turn, in plain words.
    pub fn step_text(&self) -> String {
        if self.walk.is_some() {
            return self.par_walk_text();
        }
        let game = self.game();
        let hand = self.options().hand_size;
        let has_claimed = game.slots().iter().any(|s| matches!(s, Slot::Claimed(_)));
        // A Redeal that can only lose is not offered as a way on.
        let redeal_helps = !self.redeal_only_loses();
        match game.phase() {
            Phase::TurnStart if self.moves_made() == 0 => "Draw your Hand to begin.".into(),
            Phase::TurnStart if has_claimed && redeal_helps => {
                format!("Draw up to {hand} cards, or Redeal without drawing.")
            }
            Phase::TurnStart => format!("Draw up to {hand} cards."),
            Phase::ClaimStep { redeal_available } => {
                let any = (0..game.slots().len()).any(|c| game.can_claim(c));
                match (any, *redeal_available, redeal_helps) {
                    (true, true, true) => "Pick a Column to claim (its bottom card must pair with a Hand card), or Redeal first.".into(),
                    (true, _, _) => "Pick a Column to claim: its bottom card must pair with a Hand card.".into(),
                    (false, true, true) => "Nothing can be claimed. Redeal, or end the game.".into(),
                    // (The engine ends a turn with nothing to claim and no Redeal left.)
                    (false, false, _) => "Nothing can be claimed. End the game.".into(),
                    (false, true, false) => format!(
                        "Nothing can be claimed, and {}, so a Redeal would end the game and lose a Claimed Column. End the game to keep your {}.",
                        deck_words(game.deck_count(), self.redeal_needs()),
                        points(game.score())
                    ),
                }
            }
            Phase::Claiming { paired, .. } => {
                let points = game.pending_points();
                match game.next_to_pair() {
                    Some(target)
                        if game
                            .legal_moves()
                            .iter()
                            .any(|m| matches!(m, VerslunMove::Pair(_))) =>
                    {
                        if paired.is_empty() {
                            format!("Pick a Hand card to pair with the {}.", target.spoken())
                        } else {
                            format!(
                                "Pair the {} with a Hand card, or confirm the claim for {points} points.",
                                target.spoken()
                            )
                        }
                    }
                    Some(target) => format!(
                        "No Hand card pairs with the {}. Confirm the claim for {points} points.",
                        target.spoken()
                    ),
                    None => format!("Every card is paired. Confirm the claim for {points} points."),
                }
            }
            Phase::Over(reason) => {
                format!(
                    "Game over. {} Final score: {}.",
                    reason.explain(),
                    game.score()
                )
            }
        }
    }

    /// The last move in words, for a screen reader's live region: "You
    /// paired the 3 of spades with the king of spades."
    pub fn said(&self) -> String {
        match self.walk {
            // The step line says the par line's moves.
            Some(_) => String::new(),
            None => self.move_words(),
        }
    }

    /// The last move in words (the par line's, while it is shown).
    fn move_words(&self) -> String {
        if let Some(words) = self.undone {
            return words.into();
        }
        let game = self.game();
        let last = match &self.walk {
            Some(w) => w.at.checked_sub(1).map(|i| &w.line[i]),
            None => self.played.record().moves.last(),
        };
        let hand = || {
            let cards: Vec<String> = game.hand().iter().map(|c| c.spoken()).collect();
            format!("Your Hand: {}.", cards.join(", "))
        };
        match last {
            None => String::new(),
            Some(VerslunMove::Draw) => format!("You drew. {}", hand()),
            Some(VerslunMove::Redeal(c)) => format!(
                "You discarded Claimed Column {} and your Hand and redealt. {}",
                c + 1,
                hand()
            ),
            Some(VerslunMove::Claim(c)) => format!("You chose Column {} to claim.", c + 1),
            Some(VerslunMove::Pair(card)) => {
                let column = match (game.phase(), self.claiming_column()) {
                    (Phase::Claiming { paired, .. }, Some(c)) => match &game.slots()[c] {
                        Slot::Column(cards) => cards.get(cards.len() - paired.len()).copied(),
                        _ => None,
                    },
                    _ => None,
                };
                match column {
                    Some(col) => format!(
                        "You paired the {} with the {}.",
                        col.spoken(),
                        card.spoken()
                    ),
                    None => format!("You paired the {}.", card.spoken()),
                }
            }
            Some(VerslunMove::Confirm) => {
                format!("You claimed the Column. Score {}.", game.score())
            }
            Some(VerslunMove::EndGame) => "You ended the game.".into(),
        }
    }

    /// Once, when the game is over: the score to add to the statistics.
    pub fn take_result(&mut self) -> Option<i64> {
        if self.is_over() && !self.counted {
            self.counted = true;
            Some(self.played.state().score() as i64)
        } else {
            None
        }
    }
}

impl Session for VerslunTable {
    const GAME: GameId = GameId::Verslun;

    fn start(deal: &Deal) -> Option<VerslunTable> {
        match deal {
            Deal::Verslun { options, seed } => Some(VerslunTable::new(options.clone(), *seed)),
            _ => None,
        }
    }

    fn from_saved(saved: &SavedGame) -> Result<VerslunTable, RecordError> {
        let record = Record::<Verslun>::from_raw(&saved.record)?;
        Ok(VerslunTable {
            played: PlayedGame::from_record(record)?,
            choosing_redeal: false,
            asking: None,
            message: None,
            counted: saved.counted,
            undos: saved.undos,
            undone: None,
            walk: None,
        })
    }

    fn saved(&self) -> SavedGame {
        SavedGame {
            counted: self.counted,
            undos: self.undos,
            ..SavedGame::new(self.played.record().to_raw())
        }
    }

    fn deal(&self) -> Deal {
        let r = self.played.record();
        Deal::Verslun {
            options: r.options.clone(),
            seed: r.seed,
        }
    }

    fn is_over(&self) -> bool {
        self.played.state().is_over()
    }

    fn moves_made(&self) -> usize {
        self.played.record().moves.len()
    }

    fn progress(&self) -> String {
        format!(
            "deal {}, {}, turn {}, {} points",
            self.seed().code(),
            self.options().describe(),
            self.played.state().turn(),
            self.played.state().score()
        )
    }

    fn clean(&self) -> bool {
        self.undos == 0
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        self.take_result()
            .map(|score| Outcome {
                key: self.stats_key(),
                score,
                won: None,
                clean: self.clean(),
            })
            .into_iter()
            .collect()
    }
}

impl RedealCost {
    /// "Redeal discards Column 2 (14 points) and your Hand, and with the
    /// Deck empty it ends the game: your score would be 30 instead of 44.
    /// Redeal anyway?"
    pub fn question(&self) -> String {
        let why = if self.deck == 0 {
            "with the Deck empty it ends the game".to_string()
        } else {
            format!(
                "with only {} in the Deck, not the {} it deals, it ends the game",
                cards(self.deck),
                self.needed
            )
        };
        format!(
            "Redeal discards Column {} ({}) and your Hand, and {why}: your score would be {} instead of {}. Redeal anyway?",
            self.column + 1,
            points(self.points),
            self.score_after,
            self.score_now
        )
    }
}

/// "1 point", "14 points".
fn points(n: u32) -> String {
    format!("{n} point{}", if n == 1 { "" } else { "s" })
}

/// "1 card", "5 cards".
fn cards(n: usize) -> String {
    format!("{n} card{}", if n == 1 { "" } else { "s" })
}

/// Why the Deck cannot supply a Redeal: "the Deck is empty", "the Deck
/// has only 3 cards, not the 9 a Redeal deals".
fn deck_words(deck: usize, needed: usize) -> String {
    match deck {
        0 => "the Deck is empty".into(),
        n => format!(
            "the Deck has only {}, not the {needed} a Redeal deals",
            cards(n)
        ),
    }
}

pub fn stats_key(options: &VerslunOptions) -> String {
    options_key(GameId::Verslun, &options.to_params())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::profile::Stats;
    use crate::app::session::{game_key, opening, Opening};
    use crate::app::storage::{load, save, KeyValue, Loaded, MemoryStore};
    use crate::engine::verslun::EndReason;

    fn table() -> VerslunTable {
        VerslunTable::new(VerslunOptions::default(), "K7M2QX4P".parse().unwrap())
    }

    /// Every move is said in words for the live region, and so is what
    /// Undo and Cancel claim take back.
    #[test]
    fn every_move_is_said() {
        let mut t = table();
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(t.said(), "");
        assert!(t.draw());
        assert_eq!(
            t.said(),
            "You drew. Your Hand: ace of spades, king of diamonds, queen of diamonds, 7 of spades, king of spades."
        );
        assert!(t.tap_column(2));
        assert_eq!(t.said(), "You chose Column 3 to claim.");
        assert!(t.tap_hand(c("KS")));
        assert_eq!(
            t.said(),
            "You paired the 3 of spades with the king of spades."
        );
        assert!(t.undo());
        assert_eq!(t.said(), "You took back your last choice.");
        assert!(t.tap_hand(c("KS")));
        assert!(t.confirm());
        assert_eq!(t.said(), "You claimed the Column. Score 13.");
    }

    #[test]
    fn taps_follow_the_turn_and_explain_refusals() {
        let mut t = table();
        assert_eq!(t.step_text(), "Draw your Hand to begin.");
        assert!(!t.tap_column(0));
        assert!(t.message.as_deref().unwrap().contains("Draw first"));
        assert!(t.draw());
        assert!(t.message.is_none());
        // Golden deal K7M2QX4P: Hand AS KD QD 7S KS; bottoms KH QC 3S QS.
        assert_eq!(t.column_hint(0), Hint::Dimmed);
        assert_eq!(t.column_hint(2), Hint::Playable);
        assert!(!t.tap_column(0));
        assert!(t.message.as_deref().unwrap().contains("king of hearts"));
        assert!(t.tap_column(2));
        let ks: Card = "KS".parse().unwrap();
        let kd: Card = "KD".parse().unwrap();
        assert_eq!(t.hand_hint(ks), Hint::Playable);
        assert_eq!(t.hand_hint(kd), Hint::Dimmed);
        assert!(!t.tap_hand(kd));
        assert!(t.message.as_deref().unwrap().contains("does not pair"));
        assert!(t.tap_hand(ks));
        assert_eq!(t.hand_hint(ks), Hint::Paired);
        assert_eq!(t.column_card_hint(2, "3S".parse().unwrap()), Hint::Paired);
        assert_eq!(t.column_card_hint(2, "2H".parse().unwrap()), Hint::Playable);
        assert_eq!(t.column_card_hint(2, "6S".parse().unwrap()), Hint::Dimmed);
        assert_eq!(t.column_card_hint(0, "KH".parse().unwrap()), Hint::Dimmed);
        assert_eq!(t.game().pending_points(), 13);
        assert!(t.cancel_claim());
        assert_eq!(t.claiming_column(), None);
        assert!(!t.can_undo(), "undo must stop at the draw");
    }

    /// The par line steps through on the table after the game; the game,
    /// its save and its result stay as they were.
    #[test]
    fn the_par_line_is_stepped_through_after_the_game() {
        let mut t = table();
        let moves = crate::engine::verslun_par::par(t.game(), 2_000_000).line;
        let line: String = moves.iter().map(|m| format!("{m}\n")).collect();
        assert!(t.draw());
        assert!(!t.start_par_walk(&line), "not while the game is on");
        assert!(t.end_game());
        let saved = t.saved();
        assert!(!t.start_par_walk("pair 2C"), "an illegal line is refused");
        assert!(t.start_par_walk(&line));
        assert_eq!(t.par_walk(), Some((0, moves.len())));
        assert!(t.par_walk_text().starts_with("The par line"));
        assert_eq!(t.game().hand().len(), 0, "the deal, before any draw");
        assert!(!t.par_step(false));
        assert!(t.par_step(true));
        assert!(t
            .par_walk_text()
            .starts_with(&format!("Par line, step 1 of {}. You drew.", moves.len())));
        while t.par_step(true) {}
        assert_eq!(t.game().score(), 189, "K7M2QX4P's par");
        assert!(t.par_step(false));
        assert!(t.par_step(true));
        assert_eq!(t.saved(), saved, "the game is untouched");
        assert!(t.is_over());
        assert_eq!(t.take_result(), Some(0), "your score, not the par's");
        t.end_par_walk();
        assert_eq!(t.game().score(), 0);
    }

    /// A game with an Undo is assisted, after a reload too; Cancel claim
    /// settles nothing, so a game with only that stays clean.
    #[test]
    fn undo_makes_a_game_assisted() {
        let ks: Card = "KS".parse().unwrap();
        let finish = |mut t: VerslunTable| {
            t.cancel_claim();
            assert!(t.end_game());
            t.take_outcomes()
        };
        let mut clean = table();
        clean.draw();
        clean.tap_column(2);
        clean.tap_hand(ks);
        assert!(clean.cancel_claim());
        let [o] = finish(clean).try_into().unwrap();
        assert!(o.clean);
        let mut helped = table();
        helped.draw();
        helped.tap_column(2);
        helped.tap_hand(ks);
        assert!(helped.undo());
        let back = VerslunTable::from_saved(&helped.saved()).unwrap();
        let [o] = finish(back).try_into().unwrap();
        assert!(!o.clean, "the Undo is kept in the save");
    }

    #[test]
    fn saves_round_trip_through_a_store_and_results_count_once() {
        let mut t = table();
        t.draw();
        t.tap_column(2);
        let mut store = MemoryStore::default();
        save(&mut store, &game_key(GameId::Verslun), &t.saved()).unwrap();
        let Loaded::Found(saved) = load::<SavedGame>(&mut store, &game_key(GameId::Verslun)) else {
            panic!()
        };
        let back = VerslunTable::from_saved(&saved).unwrap();
        assert_eq!(back.game(), t.game());
        assert!(!back.can_undo() || back.moves_made() > 1);
        t.end_game();
        assert!(t.message.is_some(), "cannot end in the middle of a claim");
        t.cancel_claim();
        assert!(t.end_game());
        let mut stats = Stats::default();
        let score = t.take_result().unwrap();
        stats.record(&t.stats_key(), score);
        assert_eq!(
            t.stats_key(),
            "verslun hand=5 columns=4 aceswild=no rankpairs=no"
        );
        assert_eq!(t.take_result(), None);
        let again = VerslunTable::from_saved(&t.saved()).unwrap();
        let mut again = again;
        assert_eq!(
            again.take_result(),
            None,
            "a reload must not count the game twice"
        );
        assert_eq!(stats.entry(&t.stats_key()).played, 1);
        let _ = store.get("x");
    }

    #[test]
    fn opening_a_link_keeps_unfinished_games() {
        let mut t = table();
        let same = t.deal();
        let other = Deal::Verslun {
            options: VerslunOptions::default(),
            seed: Seed::from_number(5),
        };
        assert_eq!(opening::<VerslunTable>(None, &same), Opening::Start);
        assert_eq!(opening(Some(&t), &same), Opening::Show);
        assert_eq!(
            opening(Some(&t), &other),
            Opening::Start,
            "no move made yet: nothing to lose"
        );
        t.draw();
        assert_eq!(opening(Some(&t), &other), Opening::AskToReplace);
        t.end_game();
        assert_eq!(
            opening(Some(&t), &other),
            Opening::Start,
            "a finished game is not lost"
        );
        assert_eq!(
            opening(Some(&t), &same),
            Opening::Show,
            "a finished game shows its result"
        );
    }

    /// Plays moves in notation: "draw, claim 3, pair JS, confirm".
    fn play(t: &mut VerslunTable, moves: &str) {
        for m in moves.split(',') {
            let mv: VerslunMove = m.trim().parse().unwrap();
            t.played
                .play(mv.clone())
                .unwrap_or_else(|e| panic!("{mv}: {}", e.0));
        }
    }

    /// Deal ANH4MZWB to the Deck's end in 20 taps, with one Claimed Column
    /// (Column 3, 27 points) and nothing to claim. The browser test
    /// (tests/browser/issue13-verslun-home.test.mjs) taps the same line.
    const ANH4MZWB_TO_DECK_0: &str = "draw, claim 3, pair JS, confirm, redeal 3, claim 3, pair 9S, confirm, \
        redeal 3, claim 1, pair 2H, pair 3S, confirm, draw, redeal 1, claim 3, pair 6D, pair AD, confirm, draw";

    fn anh4mzwb() -> VerslunTable {
        VerslunTable::new(VerslunOptions::default(), "ANH4MZWB".parse().unwrap())
    }

    #[test]
    fn a_redeal_that_can_only_lose_is_not_offered_and_asks_first_with_its_cost() {
        let mut t = anh4mzwb();
        play(&mut t, ANH4MZWB_TO_DECK_0);
        assert_eq!(t.game().deck_count(), 0);
        assert_eq!(t.game().score(), 27);
        assert!(t.can_redeal(), "the engine still allows it");
        assert!(t.redeal_only_loses());
        assert_eq!(
            t.step_text(),
            "Nothing can be claimed, and the Deck is empty, so a Redeal would end the game and lose a Claimed Column. End the game to keep your 27 points."
        );
        assert_eq!(
            t.redeal_cost(2),
            Some(RedealCost {
                column: 2,
                points: 27,
                score_now: 27,
                score_after: 0,
                deck: 0,
                needed: 9
            })
        );
        assert_eq!(t.redeal_cost(0), None, "an open Column is not redealt");

        // Redeal asks first; nothing is played until the answer.
        let before = t.clone();
        assert!(t.redeal());
        assert_eq!(t.asking(), Some(Asking::Redeal(2)));
        assert_eq!(t.game(), before.game());
        assert_eq!(t.moves_made(), before.moves_made());
        let q = t.question().unwrap();
        assert_eq!(
            q.text,
            "Redeal discards Column 3 (27 points) and your Hand, and with the Deck empty it ends the game: your score would be 0 instead of 27. Redeal anyway?"
        );
        assert_eq!((q.yes, q.no), ("Redeal and end the game", "Keep playing"));

        // Keep playing: the game as it was, and the screen learns what was asked.
        assert_eq!(t.keep_playing(), Some(Asking::Redeal(2)));
        assert_eq!(t.asking(), None);
        assert_eq!(t.question(), None);
        assert_eq!(t.game(), before.game());

        // Yes: the Redeal is played and ends the game without the Column.
        assert!(t.redeal());
        assert!(t.answer_yes());
        assert_eq!(t.asking(), None);
        assert_eq!(t.game().phase(), &Phase::Over(EndReason::RedealShort));
        assert_eq!(t.game().score(), 0);
    }

    #[test]
    fn a_redeal_with_a_short_deck_before_the_draw_is_asked_too() {
        let mut t = anh4mzwb();
        let moves: Vec<&str> = ANH4MZWB_TO_DECK_0.split(',').collect();
        play(&mut t, &moves[..moves.len() - 1].join(","));
        assert_eq!(t.game().phase(), &Phase::TurnStart);
        let deck = t.game().deck_count();
        assert!((1..9).contains(&deck), "deck {deck}");
        assert_eq!(t.step_text(), "Draw up to 5 cards.", "no Redeal offered");
        assert!(t.redeal());
        assert_eq!(
            t.question().unwrap().text,
            format!("Redeal discards Column 3 (27 points) and your Hand, and with only {deck} cards in the Deck, not the 9 it deals, it ends the game: your score would be 0 instead of 27. Redeal anyway?")
        );
        assert!(t.draw(), "another tap closes the question");
        assert_eq!(t.asking(), None);
    }

    #[test]
    fn a_redeal_that_may_gain_is_played_at_once() {
        let mut t = table();
        play(&mut t, "draw, claim 3, pair KS, confirm");
        assert_eq!(t.game().deck_count(), 31);
        assert!(!t.redeal_only_loses());
        assert_eq!(t.redeal_cost(2), None);
        assert_eq!(
            t.step_text(),
            "Draw up to 5 cards, or Redeal without drawing."
        );
        assert!(t.redeal());
        assert_eq!(t.asking(), None);
        assert_eq!(t.moves_made(), 5);
    }

    #[test]
    fn the_words_of_a_redeal_cost() {
        let cost = RedealCost {
            column: 1,
            points: 14,
            score_now: 44,
            score_after: 30,
            deck: 0,
            needed: 9,
        };
        assert_eq!(
            cost.question(),
            "Redeal discards Column 2 (14 points) and your Hand, and with the Deck empty it ends the game: your score would be 30 instead of 44. Redeal anyway?"
        );
        let short = RedealCost {
            deck: 1,
            needed: 12,
            ..cost
        };
        assert_eq!(
            short.question(),
            "Redeal discards Column 2 (14 points) and your Hand, and with only 1 card in the Deck, not the 12 it deals, it ends the game: your score would be 30 instead of 44. Redeal anyway?"
        );
        assert_eq!(
            deck_words(1, 9),
            "the Deck has only 1 card, not the 9 a Redeal deals"
        );
        assert_eq!(
            deck_words(5, 9),
            "the Deck has only 5 cards, not the 9 a Redeal deals"
        );
        assert_eq!(points(1), "1 point");
    }

    #[test]
    fn end_game_asks_first_and_keep_playing_changes_nothing() {
        let mut t = anh4mzwb();
        play(&mut t, "draw, claim 3, pair JS, confirm");
        let before = t.clone();
        assert!(t.ask_end_game());
        assert_eq!(t.asking(), Some(Asking::EndGame));
        let q = t.question().unwrap();
        assert_eq!(q.text, "End the game with 20 points?");
        assert_eq!((q.yes, q.no), ("End the game now", "Keep playing"));
        assert_eq!(t.keep_playing(), Some(Asking::EndGame));
        assert_eq!(t.game(), before.game());
        assert!(!t.is_over());
        assert!(t.ask_end_game());
        assert!(t.answer_yes());
        assert_eq!(t.game().phase(), &Phase::Over(EndReason::PlayerEnded));
        assert_eq!(t.game().score(), 20);
        assert!(!t.answer_yes(), "nothing asked any more");

        let mut mid_claim = anh4mzwb();
        play(&mut mid_claim, "draw, claim 3");
        assert!(!mid_claim.ask_end_game());
        assert_eq!(mid_claim.asking(), None);
        assert!(mid_claim
            .message
            .as_deref()
            .unwrap()
            .contains("Finish the claim"));
    }

    /// A deterministic wander through a deal: any legal move but End game
    /// (Redeals often), calling `visit` at every position.
    fn wander(options: &VerslunOptions, seed: u64, mut visit: impl FnMut(&VerslunTable)) {
        let mut t = VerslunTable::new(options.clone(), Seed::from_number(seed));
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        while !t.is_over() {
            visit(&t);
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let moves: Vec<VerslunMove> = t
                .game()
                .legal_moves()
                .into_iter()
                .filter(|m| *m != VerslunMove::EndGame)
                .collect();
            if moves.is_empty() {
                break;
            }
            let redeals: Vec<&VerslunMove> = moves
                .iter()
                .filter(|m| matches!(m, VerslunMove::Redeal(_)))
                .collect();
            let mv = if !redeals.is_empty() && x.is_multiple_of(3) {
                redeals[(x / 3) as usize % redeals.len()].clone()
            } else {
                moves[(x / 7) as usize % moves.len()].clone()
            };
            t.played.play(mv).unwrap();
        }
    }

    /// The decision is exactly the engine's: a Redeal is asked about if and
    /// only if playing it ends the game with that Column lost.
    #[test]
    fn redeal_cost_agrees_with_the_engine() {
        let (mut losing, mut going_on) = (0, 0);
        for hand_size in [4, 5, 8] {
            let options = VerslunOptions {
                hand_size,
                ..VerslunOptions::default()
            };
            for seed in 0..150 {
                wander(&options, seed, |t| {
                    for c in 0..t.game().slots().len() {
                        let mv = VerslunMove::Redeal(c);
                        if !t.is_legal(&mv) {
                            assert_eq!(t.redeal_cost(c), None);
                            continue;
                        }
                        let mut after = t.game().clone();
                        after.apply(&mv).unwrap();
                        let lost = after.phase() == &Phase::Over(EndReason::RedealShort);
                        match t.redeal_cost(c) {
                            Some(cost) => {
                                assert!(lost, "seed {seed}: asked, but the game goes on");
                                assert_eq!(cost.score_after, after.score());
                                assert_eq!(cost.score_now, t.game().score());
                                losing += 1;
                            }
                            None => {
                                assert!(!lost, "seed {seed}: a losing Redeal not asked");
                                going_on += 1;
                            }
                        }
                    }
                });
            }
        }
        assert!(losing > 20 && going_on > 100, "{losing} {going_on}");
    }

    #[test]
    fn with_several_claimed_columns_the_one_tapped_is_asked_about() {
        let options = VerslunOptions::default();
        let mut found = None;
        for seed in 0..500 {
            wander(&options, seed, |t| {
                let redeals = (0..t.game().slots().len())
                    .filter(|&c| t.is_legal(&VerslunMove::Redeal(c)))
                    .count();
                if found.is_none() && redeals >= 2 && t.redeal_only_loses() {
                    found = Some(t.clone());
                }
            });
            if found.is_some() {
                break;
            }
        }
        let mut t = found.expect("a position with two Claimed Columns and a short Deck");
        let c = (0..t.game().slots().len())
            .rev()
            .find(|&c| t.is_legal(&VerslunMove::Redeal(c)))
            .unwrap();
        assert!(t.redeal());
        assert!(t.choosing_redeal());
        assert_eq!(t.asking(), None, "the Column is chosen first");
        assert!(t.tap_column(c));
        assert!(!t.choosing_redeal());
        assert_eq!(t.asking(), Some(Asking::Redeal(c)));
        let text = t.question().unwrap().text;
        assert!(
            text.starts_with(&format!("Redeal discards Column {} (", c + 1)),
            "{text}"
        );
        assert_eq!(t.keep_playing(), Some(Asking::Redeal(c)));
        assert!(!t.choosing_redeal());
    }

    #[test]
    fn a_corrupt_save_is_an_error_value() {
        let mut saved = table().saved();
        saved.record.moves = vec!["confirm".into()];
        assert!(VerslunTable::from_saved(&saved).is_err());
        saved.record.seed = "nope".into();
        assert!(VerslunTable::from_saved(&saved).is_err());
    }
}
