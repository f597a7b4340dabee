//! A Pick Up match at the table: what each tap selects, what is highlighted
//! and why, when the computer moves, the cover between two people, the
//! step-by-step reveal, and the saved form.
//!
//! Everything the screen shows comes from [`PickUpTable::view`], the
//! observation of the seat whose cards are on screen: the other hand, the
//! cards under the piles and the set-aside cards never reach it.

mod reveal;
mod rules_page;
mod screen;
mod sentences;
mod taps;
#[cfg(test)]
mod tests;

use super::session::{ComputerSeats, Mark, Outcome, Session};
use super::table::TableCore;
use super::words::Who;
use crate::engine::bot::Level;
use crate::engine::cards::Card;
use crate::engine::pickup::{Choice, PickUp, PickUpMove, PickUpOptions, PickUpView};
use crate::engine::{Game, GameOptions, Seat, Seed};

pub use super::table::PERSON;
pub use reveal::{score_rows, ScoreRow};

/// What a button on the Pick Up table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickUpAction {
    Take,
    Cancel,
    Pass,
    FaceDown(Option<Card>),
    /// Pass and play: the next player shows their hand.
    ShowHand,
    /// One more step of the reveal.
    Reveal,
    /// The match again from its first hand (the page deals it).
    Again,
}

/// How far the reveal of a finished hand has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RevealStep {
    /// The face-down choices are shown; the suits are still hidden.
    FaceDown,
    WinningSuit,
    /// Both suits: the whole score table and the new totals.
    LosingSuit,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PickUpTable {
    /// The match, who made each move, the screen and cover, the hands
    /// already counted and shown.
    core: TableCore<PickUp>,
    selected_table: Option<Card>,
    selected_hand: Vec<Card>,
    reveal: RevealStep,
    /// The match as the hand under reveal ended, before the next deal: the
    /// screen shows that hand (its last cards, sets, totals) until the
    /// player moves on, so nothing of the next hand spoils the reveal.
    hand_end: Option<Box<PickUp>>,
    /// The set the viewer has chosen to turn face down, before confirming.
    selected_set: Option<Card>,
}

impl PickUpTable {
    pub fn new(options: PickUpOptions, seed: Seed) -> PickUpTable {
        PickUpTable::from_core(TableCore::new(options, seed))
    }

    /// The viewer's turn to play or choose (and not behind the cover or a reveal).
    fn viewer_to_move(&self) -> bool {
        !self.core.screen.covered
            && self.pending_reveal().is_none()
            && self.game().current_player() == Some(self.core.screen.viewer)
    }

    // ---- the computer ----------------------------------------------------

    pub fn level(&self) -> Option<Level> {
        self.options().opponent.level()
    }
}

pub fn hands_key(options: &PickUpOptions) -> Option<String> {
    super::session::stats_key::<PickUp>(options).map(|k| format!("{k} hands"))
}

impl Session for PickUpTable {
    type Game = PickUp;

    fn hint_marks(&self, mv: &PickUpMove) -> Vec<Mark> {
        let take = || Mark::named("Take");
        match *mv {
            PickUpMove::Pair { table, hand } => vec![Mark::card(table), Mark::card(hand), take()],
            PickUpMove::Four { .. } => {
                let mut marks: Vec<Mark> = mv.table_card().map(Mark::card).into_iter().collect();
                marks.extend(mv.hand_cards().into_iter().map(Mark::card));
                marks.push(take());
                marks
            }
            PickUpMove::Pass => vec![Mark::named("Pass")],
            PickUpMove::FaceDown(Some(top)) => vec![
                Mark::card(top),
                Mark::named("Turn the chosen set face down"),
            ],
            PickUpMove::FaceDown(None) => vec![Mark::named("Keep every set face up")],
        }
    }

    fn core(&self) -> &TableCore<PickUp> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut TableCore<PickUp> {
        &mut self.core
    }

    fn from_core(mut core: TableCore<PickUp>) -> PickUpTable {
        let hands = core.game().log().hands.len() as u32;
        core.rounds_seen = core.rounds_seen.min(hands);
        core.rounds_counted = core.rounds_counted.min(hands);
        let mut table = PickUpTable {
            core,
            selected_table: None,
            selected_hand: Vec::new(),
            reveal: RevealStep::FaceDown,
            hand_end: None,
            selected_set: None,
        };
        table.hand_end = table.replay_hand_end();
        table
    }

    fn not_your_turn(&mut self) -> bool {
        let why = match self.game().current_player() {
            None => "The match is over.".to_string(),
            Some(_) if self.pending_reveal().is_some() => "Finish the reveal first.".into(),
            Some(seat) if self.core.is_computer(seat) => "It is the computer's turn.".into(),
            Some(seat) if seat != self.core.screen.viewer => {
                format!("It is {} turn.", self.who(seat).owner_inside())
            }
            Some(_) => "The play is over: choose a set to turn face down, or none.".into(),
        };
        self.core.refuse(why)
    }

    /// What the seat on screen may see; all the screen renders. During a
    /// reveal: the hand as it ended, both face-down choices made.
    fn view(&self) -> PickUpView {
        match (&self.hand_end, self.pending_reveal()) {
            (Some(end), Some((hand, _))) => {
                let mut view = end.observation(self.core.screen.viewer);
                view.face_down = hand
                    .seats
                    .each_ref()
                    .map(|s| Choice::Made(s.face_down.map(|set| set.top)));
                view
            }
            _ => self.game().observation(self.core.screen.viewer),
        }
    }

    /// Who sits in a seat: you and the computer, or Player 1 and Player 2.
    fn who(&self, seat: Seat) -> Who {
        match (self.pass_and_play(), seat) {
            (false, PERSON) => Who::You,
            (false, _) => Who::TheComputer,
            (true, _) => Who::Named(format!("Player {}", seat + 1)),
        }
    }

    fn log_lines(&self) -> Vec<crate::app::log::LogLine> {
        self.log_with_seats()
    }

    fn progress(&self) -> String {
        let [a, b] = self.game().totals();
        format!(
            "match {}, {}, hand {}, {a} to {b}",
            self.seed().code(),
            self.options().describe(),
            self.game().hand_no()
        )
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        let mut out = Vec::new();
        let (Some(match_key), Some(hand_key)) = (self.stats_key(), hands_key(self.options()))
        else {
            return out;
        };
        let hands = &self.game().log().hands;
        for hand in &hands[(self.core.rounds_counted as usize).min(hands.len())..] {
            let [mine, theirs] = [hand.seats[PERSON].total(), hand.seats[1 - PERSON].total()];
            out.push(Outcome {
                key: hand_key.clone(),
                score: mine,
                won: Some(mine > theirs),
                // No Undo at this table (every move shows or takes a card):
                // clean unless a hint was taken (so far in the match).
                clean: self.clean(),
            });
        }
        self.core.rounds_counted = hands.len() as u32;
        if let (Some(winner), false) = (self.game().winner(), self.core.counted) {
            self.core.counted = true;
            out.push(Outcome {
                key: match_key,
                score: self.game().totals()[PERSON],
                won: Some(winner == PERSON),
                clean: self.clean(),
            });
        }
        out
    }
}

impl ComputerSeats for PickUpTable {
    /// The computer moves once the person has seen the last hand's result.
    fn computers_wait(&self) -> bool {
        self.pending_reveal().is_some()
    }

    fn play_move(&mut self, mv: PickUpMove) -> bool {
        self.play(mv)
    }
}
