//! Arctic Solitaire's rules: the state of a match (`Arctic`) and where
//! cards lie, the deal and the dealer's set-up, which moves are legal, and
//! the end of a turn, a round and the match. Never the computer players
//! (`bot`), which build on these.

use super::moves::{ArcticMove, Card, PLACES};
use super::options::{ArcticOptions, PLAYERS};
use crate::engine::seed::{DealRng, Seed, Stream};
use crate::engine::triple_topper::{TripleCard, TripleSet};
use crate::engine::{Game, IllegalMove, Seat};
use std::sync::Arc;

pub const HAND: usize = 5;
/// A player reaching this many points is out of the match.
pub const OUT_AT: i64 = 100;

/// Where a card lies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Deck,
    Hand(Seat),
    /// Pile at a place (0-based), and the card's height in it (0 = bottom).
    Pile(usize, usize),
    Discards,
}

/// Where the current turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Anything goes: plays, shifts, new piles, discards, the draw.
    Free,
    /// A card was drawn and is still in hand: play it, or end the turn. In
    /// another seat's view the card is hidden (`None`).
    Drawn(Option<Card>),
    /// The drawn card was discarded (for a Triple Topper): only discards and
    /// the end of the turn remain.
    DrawnGone,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The dealer chooses the discards their set-up Triple Toppers earned.
    SetupDiscard,
    Play,
    /// The match (or the solo round) is over.
    Over,
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundEnd {
    /// This seat emptied their hand.
    Out(Seat),
    /// The deck was empty and a full round of turns passed with no card played.
    Blocked,
}

/// The result of a finished round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    pub round: u32,
    pub end: RoundEnd,
    /// Penalty points left in each hand (0 for a seat already out of the match).
    pub penalties: Vec<i64>,
    /// What each seat scored for the round (after the blocked-end difference).
    pub scored: Vec<i64>,
    /// Seats that reached 100 this round.
    pub eliminated: Vec<Seat>,
}

/// A Triple Topper: who made it, the run's length, and the discards earned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Topper {
    pub seat: Seat,
    pub run: u32,
    pub discards: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arctic {
    pub(super) options: ArcticOptions,
    pub(super) seed: Seed,
    pub(super) round: u32,
    pub(super) dealer: Seat,
    /// Match totals of penalty points (solo: unused).
    pub(super) totals: Vec<i64>,
    /// Out of the match (reached 100).
    pub(super) eliminated: Vec<bool>,
    pub(super) hands: Vec<TripleSet>,
    /// Bottom card first.
    pub(super) piles: [Vec<Card>; PLACES],
    /// Top card last.
    pub(super) deck: Vec<Card>,
    pub(super) discards: Vec<Card>,
    pub(super) phase: Phase,
    pub(super) turn: Seat,
    pub(super) step: Step,
    /// Discards owed by the seat to move.
    pub(super) owed: u32,
    /// A card went from the hand to the table this turn.
    pub(super) played: bool,
    /// This turn began with the deck empty.
    pub(super) began_empty: bool,
    /// Turns in a row that began with the deck empty and played no card.
    pub(super) blocked_turns: usize,
    /// Cards each seat drew from the deck this round (the solo score).
    pub(super) drawn: Vec<u32>,
    pub(super) last_topper: Option<Topper>,
    pub(super) last_round: Option<RoundResult>,
    /// Set-up shifts of this round: (from, to), 0-based.
    pub(super) setup_shifts: Vec<(u8, u8)>,
    /// The places as the dealer turned them up, then after each set-up
    /// shift and its refill: public, so a screen can show the set-up step
    /// by step. Shared between copies (it changes once a round; a search
    /// copies the game thousands of times a move).
    pub(super) setup_piles: Arc<Vec<[Vec<Card>; PLACES]>>,
}

/// The length of the exact run ending at the top of `pile` (1 for a card
/// that matches the one under it in colour or shape only).
pub(super) fn run_at_top(pile: &[Card]) -> u32 {
    let mut run = 1;
    for w in pile.windows(2).rev() {
        if w[0].exact_match(w[1]) {
            run += 1;
        } else {
            break;
        }
    }
    run
}

impl Arctic {
    /// A match whose first round is dealt from a known order (top card
    /// first) by this dealer. Later rounds come from seed 0.
    pub fn with_deal(options: &ArcticOptions, dealer: Seat, top_first: &[Card]) -> Arctic {
        let players = options.players();
        let mut game = Arctic::blank(options, Seed::from_number(0));
        game.dealer = dealer.min(players - 1);
        game.deal_from(top_first);
        game
    }

    pub(super) fn blank(options: &ArcticOptions, seed: Seed) -> Arctic {
        let players = options.players().clamp(1, *PLAYERS.end());
        Arctic {
            options: options.clone(),
            seed,
            round: 1,
            dealer: 0,
            totals: vec![0; players],
            eliminated: vec![false; players],
            hands: vec![TripleSet::EMPTY; players],
            piles: Default::default(),
            deck: Vec::new(),
            discards: Vec::new(),
            phase: Phase::Play,
            turn: 0,
            step: Step::Free,
            owed: 0,
            played: false,
            began_empty: false,
            blocked_turns: 0,
            drawn: vec![0; players],
            last_topper: None,
            last_round: None,
            setup_shifts: Vec::new(),
            setup_piles: Arc::default(),
        }
    }

    /// A position for worked examples: these hands, piles (bottom first) and
    /// deck (top first), `seat` to move at the start of a turn, nothing owed;
    /// every card not named lies in the discard pile (so every card has a
    /// place). The seat before `seat` is the dealer; later rounds come from
    /// seed 0.
    pub fn from_position(
        options: &ArcticOptions,
        seat: Seat,
        hands: Vec<TripleSet>,
        piles: [Vec<Card>; PLACES],
        deck_top_first: &[Card],
    ) -> Arctic {
        let mut game = Arctic::blank(options, Seed::from_number(0));
        let players = game.hands.len();
        game.hands = hands;
        game.hands.resize(players, TripleSet::EMPTY);
        game.piles = piles;
        game.deck = deck_top_first.iter().rev().copied().collect();
        let mut seen = TripleSet::EMPTY;
        for h in &game.hands {
            for c in h.iter() {
                seen.insert(c);
            }
        }
        for c in game.piles.iter().flatten().chain(&game.deck) {
            seen.insert(*c);
        }
        game.discards = TripleCard::all().filter(|c| !seen.contains(*c)).collect();
        game.turn = seat.min(players - 1);
        game.dealer = game.previous_in(game.turn);
        game.begin_turn(game.turn);
        game
    }

    /// Sets the match totals (for worked examples of the match end).
    pub fn with_totals(mut self, totals: &[i64]) -> Arctic {
        for (s, t) in totals.iter().enumerate().take(self.totals.len()) {
            self.totals[s] = *t;
        }
        self
    }

    pub(super) fn players(&self) -> usize {
        self.hands.len()
    }

    pub(super) fn is_solo(&self) -> bool {
        self.players() == 1
    }

    fn next_in(&self, seat: Seat) -> Seat {
        let n = self.players();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| !self.eliminated[s])
            .unwrap_or(seat)
    }

    fn previous_in(&self, seat: Seat) -> Seat {
        let n = self.players();
        (1..=n)
            .map(|k| (seat + n * 2 - k) % n)
            .find(|&s| !self.eliminated[s])
            .unwrap_or(seat)
    }

    fn players_in(&self) -> usize {
        self.eliminated.iter().filter(|e| !**e).count()
    }

    pub(super) fn deal_round(&mut self) {
        let mut deck: Vec<Card> = TripleCard::all().collect();
        if self.round == 1 {
            let mut rng = DealRng::new(self.seed, Stream::Deal);
            self.dealer = rng.below(self.players() as u32) as usize;
            rng.shuffle(&mut deck);
        } else {
            DealRng::new(self.seed, Stream::Hand(self.round)).shuffle(&mut deck);
        }
        self.deal_from(&deck);
    }

    /// Five cards to each player still in, one at a time from the dealer's
    /// left; three turned up; the dealer's set-up; then the first turn (or
    /// the dealer's set-up discards).
    fn deal_from(&mut self, top_first: &[Card]) {
        let mut cards = top_first.iter().copied();
        let players = self.players();
        self.hands = vec![TripleSet::EMPTY; players];
        self.drawn = vec![0; players];
        let first = if self.is_solo() {
            self.dealer
        } else {
            self.next_in(self.dealer)
        };
        let order: Vec<Seat> = {
            let mut seats = vec![first];
            let mut s = first;
            for _ in 1..self.players_in() {
                s = self.next_in(s);
                seats.push(s);
            }
            seats
        };
        for _ in 0..HAND {
            for &s in &order {
                if let Some(c) = cards.next() {
                    self.hands[s].insert(c);
                }
            }
        }
        self.piles = Default::default();
        for pile in self.piles.iter_mut() {
            pile.extend(cards.next());
        }
        self.deck = cards.collect();
        self.deck.reverse();
        self.discards.clear();
        self.last_topper = None;
        self.blocked_turns = 0;
        self.owed = 0;
        self.setup_shifts.clear();
        self.setup_piles = Arc::new(vec![self.piles.clone()]);
        self.turn = self.dealer;
        self.setup();
        if self.owed > 0 && !self.hands[self.dealer].is_empty() {
            self.phase = Phase::SetupDiscard;
            self.turn = self.dealer;
            self.step = Step::Free;
        } else {
            self.owed = 0;
            self.start_play();
        }
    }

    /// The dealer's set-up loop (RULINGS): the lowest-numbered movable pile
    /// first, then the lowest target; the emptied place refilled from the
    /// deck.
    fn setup(&mut self) {
        loop {
            let shift = (0..PLACES).find_map(|from| {
                (0..PLACES)
                    .find(|&to| self.can_shift(from, to))
                    .map(|to| (from, to))
            });
            let Some((from, to)) = shift else { break };
            self.setup_shifts.push((from as u8, to as u8));
            self.shift(self.dealer, from, to);
            self.piles[from].extend(self.deck.pop());
            Arc::make_mut(&mut self.setup_piles).push(self.piles.clone());
        }
    }

    pub(super) fn start_play(&mut self) {
        self.phase = Phase::Play;
        let first = if self.is_solo() {
            self.dealer
        } else {
            self.next_in(self.dealer)
        };
        self.begin_turn(first);
    }

    fn begin_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.step = Step::Free;
        self.owed = 0;
        self.played = false;
        self.began_empty = self.deck.is_empty();
    }

    pub(super) fn can_shift(&self, from: usize, to: usize) -> bool {
        from != to
            && from < PLACES
            && to < PLACES
            && match (self.piles[from].first(), self.piles[to].last()) {
                (Some(bottom), Some(top)) => bottom.builds_on(*top),
                _ => false,
            }
    }

    pub(super) fn can_play(&self, card: Card, place: usize) -> bool {
        match self.piles[place].last() {
            None => true,
            Some(top) => card.builds_on(*top),
        }
    }

    /// Moves pile `from` onto pile `to`; a Triple Topper counts the run
    /// ending at the moved pile's bottom card.
    pub(super) fn shift(&mut self, seat: Seat, from: usize, to: usize) {
        let moved = std::mem::take(&mut self.piles[from]);
        let below = self.piles[to].len();
        self.piles[to].extend(moved);
        self.topper_at(seat, to, below);
    }

    /// A card just went to height `at` of pile `place`: a Triple Topper if
    /// it matches the card under it exactly.
    pub(super) fn topper_at(&mut self, seat: Seat, place: usize, at: usize) {
        let run = run_at_top(&self.piles[place][..=at]);
        if run >= 2 {
            self.owed += run - 1;
            self.last_topper = Some(Topper {
                seat,
                run,
                discards: run - 1,
            });
        }
    }

    pub fn hand(&self, seat: Seat) -> TripleSet {
        self.hands[seat]
    }

    pub fn piles(&self) -> &[Vec<Card>; PLACES] {
        &self.piles
    }

    /// The deck, top card first.
    pub fn deck_top_first(&self) -> Vec<Card> {
        self.deck.iter().rev().copied().collect()
    }

    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }

    pub fn discards(&self) -> &[Card] {
        &self.discards
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn step(&self) -> Step {
        self.step
    }

    pub fn owed(&self) -> u32 {
        self.owed
    }

    pub fn round_no(&self) -> u32 {
        self.round
    }

    /// Match totals of penalty points (lower is better).
    pub fn totals(&self) -> &[i64] {
        &self.totals
    }

    pub fn eliminated(&self) -> &[bool] {
        &self.eliminated
    }

    pub fn cards_drawn(&self, seat: Seat) -> u32 {
        self.drawn[seat]
    }

    pub fn blocked_turns(&self) -> usize {
        self.blocked_turns
    }

    pub fn last_topper(&self) -> Option<Topper> {
        self.last_topper
    }

    pub fn last_round(&self) -> Option<&RoundResult> {
        self.last_round.as_ref()
    }

    pub fn setup_shifts(&self) -> &[(u8, u8)] {
        &self.setup_shifts
    }

    /// The places as turned up, then after each set-up shift and refill.
    pub fn setup_piles(&self) -> &[[Vec<Card>; PLACES]] {
        &self.setup_piles
    }

    /// The solo score: cards drawn plus the penalty points left in hand.
    pub fn solo_score(&self) -> i64 {
        self.drawn[0] as i64 + self.hands[0].points() as i64
    }

    /// The winner of the match: the last player in (solo: nobody).
    pub fn winner(&self) -> Option<Seat> {
        (self.phase == Phase::Over && !self.is_solo())
            .then(|| (0..self.players()).find(|&s| !self.eliminated[s]))
            .flatten()
    }

    pub(super) fn check(&self, seat: Seat, mv: &ArcticMove) -> Result<(), IllegalMove> {
        let hand = self.hands[seat];
        let refuse = |why: &str| Err(IllegalMove::new(why));
        if self.phase == Phase::SetupDiscard && !matches!(mv, ArcticMove::Discard(_)) {
            return refuse(
                "The dealer first discards the cards the set-up's Triple Toppers earned.",
            );
        }
        match *mv {
            ArcticMove::Play { card, place } => {
                let place = place as usize;
                if place >= PLACES {
                    return refuse("There are only three places.");
                }
                if !hand.contains(card) {
                    return Err(IllegalMove::new(format!(
                        "{} is not in your hand.",
                        card.spoken()
                    )));
                }
                match self.step {
                    Step::Drawn(d) if d != Some(card) => {
                        return refuse(
                            "After a draw you may only play the card you drew, or end your turn.",
                        )
                    }
                    Step::DrawnGone => {
                        return refuse(
                            "The card you drew is gone: discard what you owe, or end your turn.",
                        )
                    }
                    _ => {}
                }
                if !self.can_play(card, place) {
                    return Err(IllegalMove::new(format!(
                        "{} does not build on {}: a card goes on one a number higher (4, 3, 2, 1, ?, 4…) sharing its colour or shape.",
                        card.spoken(),
                        self.piles[place].last().map_or(String::new(), |t| t.spoken())
                    )));
                }
                Ok(())
            }
            ArcticMove::Shift { from, to } => {
                let (from, to) = (from as usize, to as usize);
                if from >= PLACES || to >= PLACES {
                    return refuse("There are only three places.");
                }
                if self.step != Step::Free {
                    return refuse("No pile shift after a draw until the drawn card is played.");
                }
                if from == to {
                    return refuse("A pile cannot move onto itself.");
                }
                if self.piles[from].is_empty() || self.piles[to].is_empty() {
                    return refuse("A pile shift needs two piles (never onto an empty place).");
                }
                if !self.can_shift(from, to) {
                    return refuse(
                        "The moved pile's bottom card must build on the other pile's top card.",
                    );
                }
                Ok(())
            }
            ArcticMove::Discard(card) => {
                if self.owed == 0 {
                    return refuse("You have no discards owed: only a Triple Topper earns them.");
                }
                if !hand.contains(card) {
                    return Err(IllegalMove::new(format!(
                        "{} is not in your hand.",
                        card.spoken()
                    )));
                }
                Ok(())
            }
            ArcticMove::Draw => {
                if self.step != Step::Free {
                    return refuse("You have drawn: play the drawn card or end your turn.");
                }
                if self.deck.is_empty() {
                    return refuse("The deck is empty: end your turn.");
                }
                Ok(())
            }
            ArcticMove::End => {
                if self.owed > 0 {
                    return Err(IllegalMove::new(format!(
                        "Discard the {} card{} your Triple Topper earned first.",
                        self.owed,
                        if self.owed == 1 { "" } else { "s" }
                    )));
                }
                if self.step == Step::Free && !self.deck.is_empty() {
                    return refuse("Draw a card before ending your turn.");
                }
                Ok(())
            }
        }
    }

    pub(super) fn after_hand_change(&mut self, seat: Seat) {
        if self.hands[seat].is_empty() {
            self.end_round(RoundEnd::Out(seat));
        }
    }

    pub(super) fn end_turn(&mut self) {
        if self.began_empty && !self.played {
            self.blocked_turns += 1;
        } else {
            self.blocked_turns = 0;
        }
        if self.blocked_turns >= self.players_in() {
            self.end_round(RoundEnd::Blocked);
            return;
        }
        let next = if self.is_solo() {
            self.turn
        } else {
            self.next_in(self.turn)
        };
        self.begin_turn(next);
    }

    pub(super) fn end_round(&mut self, end: RoundEnd) {
        let n = self.players();
        let penalties: Vec<i64> = (0..n)
            .map(|s| {
                if self.eliminated[s] {
                    0
                } else {
                    self.hands[s].points() as i64
                }
            })
            .collect();
        let mut scored = penalties.clone();
        if end == RoundEnd::Blocked && !self.is_solo() {
            let best = (0..n)
                .filter(|&s| !self.eliminated[s])
                .map(|s| penalties[s])
                .min()
                .unwrap_or(0);
            for s in 0..n {
                if !self.eliminated[s] {
                    scored[s] = penalties[s] - best;
                }
            }
        }
        let mut eliminated = Vec::new();
        if !self.is_solo() {
            for (s, &score) in scored.iter().enumerate() {
                if self.eliminated[s] {
                    continue;
                }
                self.totals[s] += score;
                if self.totals[s] >= OUT_AT {
                    self.eliminated[s] = true;
                    eliminated.push(s);
                }
            }
        }
        self.last_round = Some(RoundResult {
            round: self.round,
            end,
            penalties,
            scored,
            eliminated,
        });
        self.owed = 0;
        self.step = Step::Free;
        if self.is_solo() || self.players_in() <= 1 {
            self.phase = Phase::Over;
            return;
        }
        self.dealer = self.next_in(self.dealer);
        self.round += 1;
        self.deal_round();
    }

    fn penalty(&self, seat: Seat) -> i64 {
        self.hands[seat].points() as i64
    }
}

impl Arctic {
    pub(super) fn check_move(&self, mv: &ArcticMove) -> bool {
        self.current_player()
            .is_some_and(|s| self.check(s, mv).is_ok())
    }

    /// Penalty points in each hand now.
    pub fn penalties(&self) -> Vec<i64> {
        (0..self.players()).map(|s| self.penalty(s)).collect()
    }
}
