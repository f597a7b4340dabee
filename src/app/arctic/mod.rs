//! An Arctic Solitaire game at the table: three places, your hand, the deck
//! and the discards, and the other players' counts; what each tap does (a
//! hand card then a place plays it; a pile then another shifts it; the deck
//! draws), Triple Topper discards, the dealer's set-up step by step, the end
//! of each round with every hand shown, the computers' turns, fair Undo and
//! the saved form.
//!
//! While a round is live the screen shows only [`ArcticTable::view`], the
//! observation of the seat on screen: other hands and the deck never reach
//! it. A finished round's hands are shown face up ([`ArcticTable::reveal`]).

mod reveal;
mod rules_page;
mod screen;
mod sentences;
mod taps;
#[cfg(test)]
mod tests;

use super::link::Deal;
use super::log::LogLine;
use super::par_walk::{ParStep, ParWalk, WalksPar};
use super::saved::SavedGame;
use super::session::{ComputerSeats, Mark, Outcome, Session};
use super::table::TableCore;
use super::words::{count, seat_whos};
use crate::engine::arctic::{Arctic, ArcticMove, ArcticOptions, Card};
use crate::engine::triple_topper::TripleSet;
use crate::engine::{Game, GameOptions, Record, RecordError, Seed};
use sentences::witness;

pub use super::table::PERSON;
pub use reveal::{reveal_html, RevealRow};
pub use screen::{HandCard, PlaceView, SeatRow};
pub use sentences::card_words;

/// What a button on the Arctic table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArcticAction {
    Draw,
    End,
    /// Discard the chosen hand card (owed for a Triple Topper).
    Discard,
    Cancel,
    Undo,
    /// Pass and play: the next player shows their hand.
    ShowHand,
    /// After a round's hands are shown: on to the next deal.
    NextRound,
    /// The dealer's set-up, one step at a time.
    SetupNext,
    SetupSkip,
    /// After a solo round, along its par line.
    Par(ParStep),
}

/// What the player has chosen, waiting for a second tap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// A hand card, to play on a place or discard.
    Card(Card),
    /// A pile (0-based place), to shift onto another.
    Pile(usize),
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArcticTable {
    /// The game, who made each move (for fair Undo), the screen, counts,
    /// and the finished rounds the player has moved on from.
    core: TableCore<Arctic>,
    /// Every move in words, public: what everyone at the table saw.
    log: Vec<LogLine>,
    /// Every hand at the end of each finished round (round n at n − 1).
    round_hands: Vec<Vec<TripleSet>>,
    chosen: Option<Chosen>,
    /// Showing the dealer's set-up: which step of [`Arctic::setup_piles`].
    setup_step: Option<usize>,
    /// Where each finished round's lines end in `log` (round n at n − 1):
    /// the move log shows only the round on screen.
    round_ends: Vec<usize>,
    /// After a solo round: its par line, stepped through on the table.
    walk: Option<ParWalk<Arctic>>,
}

impl ArcticTable {
    /// A new deal, its dealer's set-up shown step by step.
    pub fn new(options: ArcticOptions, seed: Seed) -> ArcticTable {
        let mut table = ArcticTable::from_core(TableCore::new(options, seed));
        table.begin_setup();
        table
    }

    pub fn is_solo(&self) -> bool {
        self.options().is_solo()
    }

    /// The person on screen may move now (not while a result or the set-up
    /// is being shown).
    fn viewer_to_move(&self) -> bool {
        !self.core.screen.covered
            && self.walk.is_none()
            && !self.is_pausing()
            && self.game().current_player() == Some(self.core.screen.viewer)
    }

    /// The solo score as it stands (the par line's, while it is shown).
    pub fn solo_score(&self) -> i64 {
        self.game().solo_score()
    }

    /// A finished round's lines end here: the log's next lines are the
    /// next round's.
    fn end_round_lines(&mut self, hands: Option<Vec<TripleSet>>) {
        if let Some(hands) = hands {
            self.round_hands.push(hands);
            self.round_ends.push(self.log.len());
        }
    }
}

impl WalksPar for ArcticTable {
    fn walk(&self) -> Option<&ParWalk<Arctic>> {
        self.walk.as_ref()
    }

    fn walk_mut(&mut self) -> &mut Option<ParWalk<Arctic>> {
        &mut self.walk
    }

    /// As the log says it: "You play the red heart 3 on pile 2."
    fn par_move_words(&self) -> String {
        let Some((w, mv)) = self.walk.as_ref().and_then(|w| Some((w, w.last_move()?))) else {
            return String::new();
        };
        let before = w.before_last(Arctic::new(self.options(), self.seed()));
        witness(&before, mv, w.state(), &super::words::Who::You).0
    }
}

impl Session for ArcticTable {
    type Game = Arctic;

    fn hint_marks(&self, mv: &ArcticMove) -> Vec<Mark> {
        // A place is named "Place 2: …" (what lies there): by how it begins.
        let place = |p: u8| Mark::named(format!("Place {}", p + 1));
        match *mv {
            ArcticMove::Play { card, place: p } => vec![Mark::card(card), place(p)],
            ArcticMove::Shift { from, to } => vec![place(from), place(to)],
            ArcticMove::Discard(card) => vec![Mark::card(card), Mark::named("Discard")],
            ArcticMove::Draw => vec![Mark::named("Draw")],
            ArcticMove::End => vec![Mark::named("End turn")],
        }
    }

    fn core(&self) -> &TableCore<Arctic> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut TableCore<Arctic> {
        &mut self.core
    }

    fn from_core(core: TableCore<Arctic>) -> ArcticTable {
        ArcticTable {
            core,
            log: Vec::new(),
            round_hands: Vec::new(),
            chosen: None,
            setup_step: None,
            round_ends: Vec::new(),
            walk: None,
        }
    }

    /// The position on the table: the game's, or while stepping through the
    /// par line, the line's.
    fn game(&self) -> &Arctic {
        match &self.walk {
            Some(w) => w.state(),
            None => self.core.game(),
        }
    }

    fn not_your_turn(&mut self) -> bool {
        let why = match self.game().current_player() {
            _ if self.is_over() => "The game is over.".to_string(),
            None => "The game is over.".to_string(),
            Some(_) if self.core.screen.covered => "Tap Show my hand first.".into(),
            Some(_) if self.reveal_pending() => "Tap Next round to go on.".into(),
            Some(_) if self.setup_step.is_some() => {
                "The dealer is setting up: tap Next step or Skip set-up.".into()
            }
            Some(seat) => format!("It is {} turn.", self.who(seat).owner_inside()),
        };
        self.core.refuse(why)
    }

    /// A new deal shows its dealer's set-up step by step.
    fn start(deal: &Deal) -> Option<ArcticTable> {
        Some(ArcticTable::new(deal.options::<Arctic>()?, deal.seed()))
    }

    /// The log and each round's hands are written again as the record
    /// replays.
    fn from_saved(saved: &SavedGame) -> Result<ArcticTable, RecordError> {
        let whos = seat_whos(&Record::<Arctic>::from_raw(&saved.record)?.options.opponents);
        let mut log = Vec::new();
        let mut round_hands = Vec::new();
        let mut round_ends = Vec::new();
        let core = TableCore::from_saved_watching(saved, |game: &Arctic, mv| {
            let seat = game.current_player().unwrap_or(PERSON);
            let mut after = game.clone();
            if after.apply(mv).is_ok() {
                let (line, hands) = witness(game, mv, &after, &whos[seat.min(whos.len() - 1)]);
                log.push(LogLine::new(seat, line).with_played(sentences::played(mv)));
                if let Some(hands) = hands {
                    round_hands.push(hands);
                    round_ends.push(log.len());
                }
            }
        })?;
        let mut table = ArcticTable::from_core(core);
        table.core.rounds_seen = table.core.rounds_seen.min(round_hands.len() as u32);
        table.log = log;
        table.round_hands = round_hands;
        table.round_ends = round_ends;
        Ok(table)
    }

    fn log_lines(&self) -> Vec<LogLine> {
        self.round_log().to_vec()
    }

    fn progress(&self) -> String {
        let game = self.core.game();
        let hand = count(game.hand(PERSON).len(), "card", "cards");
        if self.is_solo() {
            format!(
                "deal {}, solo, {} drawn, {hand} in your hand",
                self.seed().code(),
                game.cards_drawn(PERSON)
            )
        } else {
            format!(
                "deal {}, {}, round {}, {hand} in your hand",
                self.seed().code(),
                self.options().describe(),
                game.round_no()
            )
        }
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        if self.core.counted || !self.is_over() {
            return Vec::new();
        }
        self.core.counted = true;
        let Some(key) = self.stats_key() else {
            return Vec::new();
        };
        let game = self.core.game();
        // Statistics keep the highest score as best: points are negated so
        // the fewest is best.
        vec![if self.is_solo() {
            Outcome {
                key,
                score: -game.solo_score(),
                won: None,
                clean: self.clean(),
            }
        } else {
            Outcome {
                key,
                score: -game.totals()[PERSON],
                won: Some(game.winner() == Some(PERSON)),
                clean: self.clean(),
            }
        }]
    }
}

impl ComputerSeats for ArcticTable {
    fn computers_wait(&self) -> bool {
        self.is_pausing()
    }

    fn play_move(&mut self, mv: ArcticMove) -> bool {
        self.play(mv)
    }
}
