//! A Verslun game at the table: what each tap does, what is highlighted,
//! the current step in plain words, undo, and the saved form.
//!
//! The components only render this and forward taps; every decision is made
//! here or in the engine.

use super::link::{Deal, GameId};
pub use super::session::Hint;
use super::session::{options_key, Outcome, SavedGame, Session};
use crate::engine::cards::Card;
use crate::engine::verslun::{Phase, Slot, Verslun, VerslunMove, VerslunOptions};
use crate::engine::{Game, GameOptions, PlayedGame, Record, RecordError, Seed};

#[derive(Clone, Debug, PartialEq)]
pub struct VerslunTable {
    played: PlayedGame<Verslun>,
    choosing_redeal: bool,
    /// Why the last tap did nothing, or what to do next.
    pub message: Option<String>,
    counted: bool,
}

impl VerslunTable {
    pub fn new(options: VerslunOptions, seed: Seed) -> VerslunTable {
        VerslunTable {
            played: PlayedGame::new(options, seed),
            choosing_redeal: false,
            message: None,
            counted: false,
        }
    }

    pub fn game(&self) -> &Verslun {
        self.played.state()
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
                self.choosing_redeal = false;
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

    /// The Redeal button: with one Claimed Column it redeals that one; with
    /// several, the player taps the one to discard.
    pub fn redeal(&mut self) -> bool {
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
            [only] => self.try_move(only.clone()),
            _ => {
                self.choosing_redeal = !self.choosing_redeal;
                self.message = self
                    .choosing_redeal
                    .then(|| "Tap the Claimed Column to discard with your Hand.".to_string());
                true
            }
        }
    }

    pub fn tap_column(&mut self, column: usize) -> bool {
        if self.choosing_redeal {
            return self.try_move(VerslunMove::Redeal(column));
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
        if self.played.undo() {
            self.message = None;
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
        let game = self.game();
        let hand = self.options().hand_size;
        let has_claimed = game.slots().iter().any(|s| matches!(s, Slot::Claimed(_)));
        match game.phase() {
            Phase::TurnStart if self.moves_made() == 0 => "Draw your Hand to begin.".into(),
            Phase::TurnStart if has_claimed => {
                format!("Draw up to {hand} cards, or Redeal without drawing.")
            }
            Phase::TurnStart => format!("Draw up to {hand} cards."),
            Phase::ClaimStep { redeal_available } => {
                let any = (0..game.slots().len()).any(|c| game.can_claim(c));
                match (any, redeal_available) {
                    (true, true) => "Pick a Column to claim (its bottom card must pair with a Hand card), or Redeal first.".into(),
                    (true, false) => "Pick a Column to claim: its bottom card must pair with a Hand card.".into(),
                    (false, _) => "Nothing can be claimed. Redeal, or end the game.".into(),
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

    /// Once, when the game is over: the score to add to the statistics.
    pub fn take_result(&mut self) -> Option<i64> {
        if self.is_over() && !self.counted {
            self.counted = true;
            Some(self.game().score() as i64)
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
            message: None,
            counted: saved.counted,
        })
    }

    fn saved(&self) -> SavedGame {
        SavedGame {
            counted: self.counted,
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
        self.game().is_over()
    }

    fn moves_made(&self) -> usize {
        self.played.record().moves.len()
    }

    fn progress(&self) -> String {
        format!(
            "deal {}, {}, turn {}, {} points",
            self.seed().code(),
            self.options().describe(),
            self.game().turn(),
            self.game().score()
        )
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        self.take_result()
            .map(|score| Outcome {
                key: self.stats_key(),
                score,
                won: None,
            })
            .into_iter()
            .collect()
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

    fn table() -> VerslunTable {
        VerslunTable::new(VerslunOptions::default(), "K7M2QX4P".parse().unwrap())
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

    #[test]
    fn a_corrupt_save_is_an_error_value() {
        let mut saved = table().saved();
        saved.record.moves = vec!["confirm".into()];
        assert!(VerslunTable::from_saved(&saved).is_err());
        saved.record.seed = "nope".into();
        assert!(VerslunTable::from_saved(&saved).is_err());
    }
}
