//! Arctic Solitaire, for 2–6 players (1 as a solo game) with the Triple
//! Topper deck: build down on three piles in the cycle 4 → 3 → 2 → 1 → ? → 4
//! sharing a colour or a shape, shift piles onto each other, and earn free
//! discards with Triple Toppers (runs of cards of the same colour and shape).
//! The first to empty their hand wins the round; the others score penalty
//! points, and 100 points put a player out of the match.
//!
//! Rules: `../shared/seeds/arctic-solitaire.txt`, read through
//! `../shared/RULINGS.md` (section "Arctic Solitaire"), which wins over the
//! seed text.
//!
//! Places are numbered 1, 2, 3 in notation (0, 1, 2 inside the engine).
//!
//! | move    | notation         | when                                                  |
//! |---------|------------------|-------------------------------------------------------|
//! | Play    | `play 3RH on 2`  | a hand card on place 2: built on its pile, or starting a pile in an empty place; after a draw only the drawn card |
//! | Shift   | `shift 1 onto 3` | pile 1 onto pile 3 (its bottom card builds on pile 3's top); never after a draw until the drawn card is played |
//! | Discard | `discard 3RH`    | a card owed for a Triple Topper, by its maker         |
//! | Draw    | `draw`           | the compulsory draw, while the deck has cards and no drawn card waits |
//! | End     | `end`            | end the turn: after a draw, or when the deck is empty; never while discards are owed |
//!
//! Deal: the dealer (drawn from the seed for the first round, then the next
//! player still in, clockwise) deals 5 cards to each player still in, one at a
//! time, starting on their left; then turns up 3 cards onto places 1, 2, 3.
//! The rest is the deck, drawn from the top. Round 1 is shuffled by the
//! seed's `Deal` stream (which first draws the dealer), round n ≥ 2 by its
//! `Hand(n)` stream.
//!
//! Readings where RULINGS is silent (what a player at a real table expects):
//! - The discard pile is face up: everyone sees what was discarded. Whether
//!   a player's drawn card is still in hand is public too (the card itself
//!   is not).
//! - A drawn card is a hand card: it may be discarded for a Triple Topper
//!   before it is played; then only discards and `end` remain that turn.
//! - Drawing while discards are owed is allowed (a draw does not end the
//!   turn); a pile shift too.
//! - Discards owed beyond the hand lapse when the hand empties: playing or
//!   discarding the last card goes out at once. The dealer may go out by
//!   the set-up discards alone.
//! - Players out of the match get no cards, have no turns, are skipped as
//!   dealer and as "the player on the dealer's left", score 0 for the
//!   round, and don't count for the blocked end (a full round is one turn
//!   per player still in).
//! - Solo: the blocked end with one player ends the round: a turn that
//!   began with the deck empty and ends with no card played (the player may
//!   stop so even if a play is left). One round; no 100-point limit.
//! - A refill the set-up cannot make (empty deck) leaves the place empty.
//! - `scores()` is higher-is-better, as the `Game` trait wants: minus the
//!   match's penalty points (solo: minus the solo score).
//!
//! Computer players (`arctic_bot`): Easy, Normal and Hard are the generic
//! search (`bot::Search<Arctic>`), choosing every small move of a turn from
//! the seat's observation; its playouts follow the rule-based player with a
//! little noise (`Game::random_move`) for `PLAYOUT_HORIZON` moves, then
//! score the hands as they stand (`Game::estimated_scores`). The rule-based
//! yardstick, `arctic_bot::rule_based_move`, is a function of the view.

use super::bot::Opponent;
use super::seed::{DealRng, Seed, Stream};
use super::triple_topper::{TripleCard, TripleSet};
use super::{Game, GameOptions, IllegalMove, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

pub type Card = TripleCard;

pub const PLAYERS: std::ops::RangeInclusive<usize> = 1..=6;
pub const HAND: usize = 5;
pub const PLACES: usize = 3;
/// A player reaching this many points is out of the match.
pub const OUT_AT: i64 = 100;
/// Moves of a bot's playout before it scores the hands as they stand.
const ARCTIC_PLAYOUT_HORIZON: u32 = 40;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ArcticOptions {
    /// Who sits in seats 1.. (seat 0 is the person): one entry per other
    /// player, so the player count is one more than its length (none: solo).
    pub opponents: Vec<Opponent>,
}

impl Default for ArcticOptions {
    fn default() -> Self {
        ArcticOptions {
            opponents: vec![Opponent::Easy, Opponent::Easy],
        }
    }
}

impl ArcticOptions {
    pub fn players(&self) -> usize {
        self.opponents.len() + 1
    }

    pub fn solo() -> ArcticOptions {
        ArcticOptions {
            opponents: Vec::new(),
        }
    }

    /// This many players, computers (Easy) in seats 1...
    pub fn with_players(players: usize) -> ArcticOptions {
        ArcticOptions {
            opponents: vec![Opponent::Easy; players.saturating_sub(1)],
        }
    }

    pub fn is_solo(&self) -> bool {
        self.opponents.is_empty()
    }

    /// Who sits in a seat: `None` for the person at seat 0.
    pub fn seat_kind(&self, seat: Seat) -> Option<Opponent> {
        super::bot::seat_kind(&self.opponents, seat)
    }

    pub fn is_person(&self, seat: Seat) -> bool {
        super::bot::is_person(&self.opponents, seat)
    }
}

impl GameOptions for ArcticOptions {
    fn to_params(&self) -> Vec<(&'static str, String)> {
        vec![
            ("players", self.players().to_string()),
            ("opponents", Opponent::list_words(&self.opponents)),
        ]
    }

    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let opponents = super::bot::seats_from_params(
            "Arctic Solitaire",
            params,
            PLAYERS,
            ArcticOptions::default().players(),
            "1 to 6",
        )?;
        Ok(ArcticOptions { opponents })
    }

    fn validate(&self) -> Result<(), String> {
        if PLAYERS.contains(&self.players()) {
            Ok(())
        } else {
            Err(format!(
                "Arctic Solitaire is for 1 to 6 players, not {}",
                self.players()
            ))
        }
    }

    fn describe(&self) -> String {
        if self.is_solo() {
            return "Solo".into();
        }
        let people = self
            .opponents
            .iter()
            .filter(|o| **o == Opponent::Person)
            .count();
        let computers: Vec<&str> = self
            .opponents
            .iter()
            .filter_map(|o| o.level().map(|l| l.name()))
            .collect();
        let mut text = format!("{} players", self.players());
        if !computers.is_empty() {
            text += &format!(" · computers: {}", computers.join(", "));
        }
        if people > 0 {
            text += " · pass and play";
        }
        text
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArcticMove {
    /// A hand card onto a place (0-based): on its pile, or into it if empty.
    Play {
        card: Card,
        place: u8,
    },
    /// Pile `from` moved whole onto pile `to` (0-based).
    Shift {
        from: u8,
        to: u8,
    },
    Discard(Card),
    Draw,
    End,
}

impl fmt::Display for ArcticMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ArcticMove::Play { card, place } => write!(f, "play {card} on {}", place + 1),
            ArcticMove::Shift { from, to } => write!(f, "shift {} onto {}", from + 1, to + 1),
            ArcticMove::Discard(card) => write!(f, "discard {card}"),
            ArcticMove::Draw => f.write_str("draw"),
            ArcticMove::End => f.write_str("end"),
        }
    }
}

fn place_number(s: &str) -> Result<u8, String> {
    s.parse::<u8>()
        .ok()
        .filter(|p| (1..=PLACES as u8).contains(p))
        .map(|p| p - 1)
        .ok_or_else(|| format!("{s:?} is not a place (1, 2 or 3)"))
}

impl FromStr for ArcticMove {
    type Err = String;

    fn from_str(s: &str) -> Result<ArcticMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            ["play", card, "on", place] => Ok(ArcticMove::Play {
                card: card.parse()?,
                place: place_number(place)?,
            }),
            ["shift", from, "onto", to] => Ok(ArcticMove::Shift {
                from: place_number(from)?,
                to: place_number(to)?,
            }),
            ["discard", card] => Ok(ArcticMove::Discard(card.parse()?)),
            ["draw"] => Ok(ArcticMove::Draw),
            ["end"] => Ok(ArcticMove::End),
            _ => Err(format!(
                "{s:?} is not an Arctic Solitaire move (play 3RH on 2, shift 1 onto 3, discard 3RH, draw, end)"
            )),
        }
    }
}

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
    options: ArcticOptions,
    seed: Seed,
    round: u32,
    dealer: Seat,
    /// Match totals of penalty points (solo: unused).
    totals: Vec<i64>,
    /// Out of the match (reached 100).
    eliminated: Vec<bool>,
    hands: Vec<TripleSet>,
    /// Bottom card first.
    piles: [Vec<Card>; PLACES],
    /// Top card last.
    deck: Vec<Card>,
    discards: Vec<Card>,
    phase: Phase,
    turn: Seat,
    step: Step,
    /// Discards owed by the seat to move.
    owed: u32,
    /// A card went from the hand to the table this turn.
    played: bool,
    /// This turn began with the deck empty.
    began_empty: bool,
    /// Turns in a row that began with the deck empty and played no card.
    blocked_turns: usize,
    /// Cards each seat drew from the deck this round (the solo score).
    drawn: Vec<u32>,
    last_topper: Option<Topper>,
    last_round: Option<RoundResult>,
    /// Set-up shifts of this round: (from, to), 0-based.
    setup_shifts: Vec<(u8, u8)>,
    /// The places as the dealer turned them up, then after each set-up
    /// shift and its refill: public, so a screen can show the set-up step
    /// by step.
    setup_piles: Vec<[Vec<Card>; PLACES]>,
}

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArcticView {
    pub seat: Seat,
    pub options: ArcticOptions,
    pub round: u32,
    pub dealer: Seat,
    pub totals: Vec<i64>,
    pub eliminated: Vec<bool>,
    pub hand: TripleSet,
    pub hand_counts: Vec<usize>,
    pub piles: [Vec<Card>; PLACES],
    pub deck_count: usize,
    pub discards: Vec<Card>,
    pub phase: Phase,
    pub turn: Seat,
    pub step: Step,
    pub owed: u32,
    pub played: bool,
    pub began_empty: bool,
    pub blocked_turns: usize,
    pub drawn: Vec<u32>,
    pub last_topper: Option<Topper>,
    pub last_round: Option<RoundResult>,
    pub setup_shifts: Vec<(u8, u8)>,
}

impl ArcticView {
    pub fn current_player(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }
}

/// The length of the exact run ending at the top of `pile` (1 for a card
/// that matches the one under it in colour or shape only).
fn run_at_top(pile: &[Card]) -> u32 {
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

    fn blank(options: &ArcticOptions, seed: Seed) -> Arctic {
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
            setup_piles: Vec::new(),
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

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn is_solo(&self) -> bool {
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

    fn deal_round(&mut self) {
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
        self.setup_piles = vec![self.piles.clone()];
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
            self.setup_piles.push(self.piles.clone());
        }
    }

    fn start_play(&mut self) {
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

    fn can_shift(&self, from: usize, to: usize) -> bool {
        from != to
            && from < PLACES
            && to < PLACES
            && match (self.piles[from].first(), self.piles[to].last()) {
                (Some(bottom), Some(top)) => bottom.builds_on(*top),
                _ => false,
            }
    }

    fn can_play(&self, card: Card, place: usize) -> bool {
        match self.piles[place].last() {
            None => true,
            Some(top) => card.builds_on(*top),
        }
    }

    /// Moves pile `from` onto pile `to`; a Triple Topper counts the run
    /// ending at the moved pile's bottom card.
    fn shift(&mut self, seat: Seat, from: usize, to: usize) {
        let moved = std::mem::take(&mut self.piles[from]);
        let below = self.piles[to].len();
        self.piles[to].extend(moved);
        self.topper_at(seat, to, below);
    }

    /// A card just went to height `at` of pile `place`: a Triple Topper if
    /// it matches the card under it exactly.
    fn topper_at(&mut self, seat: Seat, place: usize, at: usize) {
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

    fn check(&self, seat: Seat, mv: &ArcticMove) -> Result<(), IllegalMove> {
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

    fn after_hand_change(&mut self, seat: Seat) {
        if self.hands[seat].is_empty() {
            self.end_round(RoundEnd::Out(seat));
        }
    }

    fn end_turn(&mut self) {
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

    fn end_round(&mut self, end: RoundEnd) {
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

impl Game for Arctic {
    type Move = ArcticMove;
    type Options = ArcticOptions;
    type Card = Card;
    type Place = Place;
    type Observation = ArcticView;

    const ID: &'static str = "arctic";
    const NAME: &'static str = "Arctic Solitaire";
    const SCORE_SCALE: f64 = 30.0;
    /// A turn is many small moves: a bot's playouts follow the rule-based
    /// player (`arctic_bot`, with a little noise) for this many moves, then
    /// count the points in hand ([`Game::estimated_scores`]).
    const PLAYOUT_HORIZON: Option<u32> = Some(ARCTIC_PLAYOUT_HORIZON);

    fn random_move(&self, rng: &mut DealRng) -> Option<ArcticMove> {
        super::arctic_bot::playout_move(self, rng)
    }

    fn estimated_scores(&self) -> Vec<i64> {
        super::arctic_bot::estimated_scores(self)
    }

    fn new(options: &ArcticOptions, seed: Seed) -> Arctic {
        let mut game = Arctic::blank(options, seed);
        game.deal_round();
        game
    }

    fn options(&self) -> &ArcticOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.hands.len()
    }

    fn current_player(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    fn legal_moves(&self) -> Vec<ArcticMove> {
        let Some(seat) = self.current_player() else {
            return Vec::new();
        };
        let hand = self.hands[seat];
        let mut moves = Vec::new();
        if self.phase == Phase::SetupDiscard {
            return hand.iter().map(ArcticMove::Discard).collect();
        }
        let playable: Vec<Card> = match self.step {
            Step::Free => hand.iter().collect(),
            Step::Drawn(Some(c)) => vec![c],
            Step::Drawn(None) | Step::DrawnGone => Vec::new(),
        };
        for &card in &playable {
            for place in 0..PLACES {
                if self.can_play(card, place) {
                    moves.push(ArcticMove::Play {
                        card,
                        place: place as u8,
                    });
                }
            }
        }
        if self.step == Step::Free {
            for from in 0..PLACES {
                for to in 0..PLACES {
                    if self.can_shift(from, to) {
                        moves.push(ArcticMove::Shift {
                            from: from as u8,
                            to: to as u8,
                        });
                    }
                }
            }
        }
        if self.owed > 0 {
            moves.extend(hand.iter().map(ArcticMove::Discard));
        }
        if self.step == Step::Free && !self.deck.is_empty() {
            moves.push(ArcticMove::Draw);
        }
        if self.owed == 0 && (self.step != Step::Free || self.deck.is_empty()) {
            moves.push(ArcticMove::End);
        }
        moves
    }

    fn apply(&mut self, mv: &ArcticMove) -> Result<(), IllegalMove> {
        let Some(seat) = self.current_player() else {
            return Err(IllegalMove::new("The game is over."));
        };
        self.check(seat, mv)?;
        match *mv {
            ArcticMove::Play { card, place } => {
                let place = place as usize;
                self.hands[seat].remove(card);
                self.piles[place].push(card);
                self.played = true;
                self.step = Step::Free;
                let at = self.piles[place].len() - 1;
                self.topper_at(seat, place, at);
                self.after_hand_change(seat);
            }
            ArcticMove::Shift { from, to } => self.shift(seat, from as usize, to as usize),
            ArcticMove::Discard(card) => {
                self.hands[seat].remove(card);
                self.discards.push(card);
                self.owed -= 1;
                if self.step == Step::Drawn(Some(card)) {
                    self.step = Step::DrawnGone;
                }
                if self.hands[seat].is_empty() {
                    self.end_round(RoundEnd::Out(seat));
                } else if self.phase == Phase::SetupDiscard && self.owed == 0 {
                    self.start_play();
                }
            }
            ArcticMove::Draw => {
                if let Some(c) = self.deck.pop() {
                    self.hands[seat].insert(c);
                    self.drawn[seat] += 1;
                    self.step = Step::Drawn(Some(c));
                }
            }
            ArcticMove::End => self.end_turn(),
        }
        Ok(())
    }

    /// Higher is better: minus the match's penalty points (solo: minus the
    /// solo score, cards drawn plus the points in hand).
    fn scores(&self) -> Vec<i64> {
        if self.is_solo() {
            vec![-self.solo_score()]
        } else {
            self.totals.iter().map(|t| -t).collect()
        }
    }

    fn observation(&self, seat: Seat) -> ArcticView {
        let step = match self.step {
            Step::Drawn(Some(_)) if seat != self.turn => Step::Drawn(None),
            s => s,
        };
        ArcticView {
            seat,
            options: self.options.clone(),
            round: self.round,
            dealer: self.dealer,
            totals: self.totals.clone(),
            eliminated: self.eliminated.clone(),
            hand: self.hands[seat],
            hand_counts: self.hands.iter().map(|h| h.len()).collect(),
            piles: self.piles.clone(),
            deck_count: self.deck.len(),
            discards: self.discards.clone(),
            phase: self.phase,
            turn: self.turn,
            step,
            owed: self.owed,
            played: self.played,
            began_empty: self.began_empty,
            blocked_turns: self.blocked_turns,
            drawn: self.drawn.clone(),
            last_topper: self.last_topper,
            last_round: self.last_round.clone(),
            setup_shifts: self.setup_shifts.clone(),
        }
    }

    fn determinize(view: &ArcticView, rng: &mut DealRng) -> Arctic {
        let mut seen = view.hand;
        for c in view.piles.iter().flatten().chain(&view.discards) {
            seen.insert(*c);
        }
        let mut unseen: Vec<Card> = TripleCard::all().filter(|c| !seen.contains(*c)).collect();
        rng.shuffle(&mut unseen);
        let players = view.hand_counts.len();
        let mut hands = vec![TripleSet::EMPTY; players];
        let mut step = view.step;
        for (s, hand) in hands.iter_mut().enumerate() {
            if s == view.seat {
                *hand = view.hand;
                continue;
            }
            for _ in 0..view.hand_counts[s] {
                if let Some(c) = unseen.pop() {
                    hand.insert(c);
                }
            }
            if s == view.turn && view.step == Step::Drawn(None) {
                // Another seat's drawn card: any card of its hand will do.
                step = Step::Drawn(hand.nth(0));
            }
        }
        let seed = Seed::from_number(rng.next_u32() as u64);
        Arctic {
            options: view.options.clone(),
            seed,
            round: view.round,
            dealer: view.dealer,
            totals: view.totals.clone(),
            eliminated: view.eliminated.clone(),
            hands,
            piles: view.piles.clone(),
            deck: unseen,
            discards: view.discards.clone(),
            phase: view.phase,
            turn: view.turn,
            step,
            owed: view.owed,
            played: view.played,
            began_empty: view.began_empty,
            blocked_turns: view.blocked_turns,
            drawn: view.drawn.clone(),
            last_topper: view.last_topper,
            last_round: view.last_round.clone(),
            setup_shifts: view.setup_shifts.clone(),
            // Only screens read it; a bot's sample does without.
            setup_piles: Vec::new(),
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    /// A draw shows the drawer a new card; a move that ends the round deals
    /// the next one.
    fn reveals_cards(&self, mv: &ArcticMove) -> bool {
        if *mv == ArcticMove::Draw {
            return self.check_move(mv);
        }
        let mut copy = self.clone();
        copy.apply(mv).is_ok() && (copy.round != self.round || copy.phase == Phase::Over)
    }

    fn deck(&self) -> Vec<Card> {
        TripleCard::all().collect()
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places: Vec<(Place, Card)> = self.deck.iter().map(|&c| (Place::Deck, c)).collect();
        for (s, h) in self.hands.iter().enumerate() {
            places.extend(h.iter().map(|c| (Place::Hand(s), c)));
        }
        for (p, pile) in self.piles.iter().enumerate() {
            places.extend(
                pile.iter()
                    .enumerate()
                    .map(|(i, &c)| (Place::Pile(p, i), c)),
            );
        }
        places.extend(self.discards.iter().map(|&c| (Place::Discards, c)));
        places
    }

    fn move_universe(&self) -> Vec<ArcticMove> {
        let mut moves = Vec::with_capacity(TripleCard::COUNT * 4 + 8);
        for card in TripleCard::all() {
            for place in 0..PLACES as u8 {
                moves.push(ArcticMove::Play { card, place });
            }
            moves.push(ArcticMove::Discard(card));
        }
        for from in 0..PLACES as u8 {
            for to in 0..PLACES as u8 {
                moves.push(ArcticMove::Shift { from, to });
            }
        }
        moves.push(ArcticMove::Draw);
        moves.push(ArcticMove::End);
        moves
    }
}

impl Arctic {
    fn check_move(&self, mv: &ArcticMove) -> bool {
        self.current_player()
            .is_some_and(|s| self.check(s, mv).is_ok())
    }

    /// Penalty points in each hand now.
    pub fn penalties(&self) -> Vec<i64> {
        (0..self.players()).map(|s| self.penalty(s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(codes: &str) -> Vec<Card> {
        codes
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    #[test]
    fn exact_runs_are_counted_from_the_top_down() {
        assert_eq!(run_at_top(&cards("4RH")), 1);
        assert_eq!(run_at_top(&cards("4RH 3RH")), 2);
        assert_eq!(run_at_top(&cards("4RH 3RH 2RH 1RH")), 4);
        // A colour-only link breaks the run.
        assert_eq!(run_at_top(&cards("4RH 3RH 2RC 1RC")), 2);
        assert_eq!(run_at_top(&cards("4RH 3RH 2RH 1GH")), 1);
    }

    #[test]
    fn every_move_of_the_universe_round_trips_its_notation() {
        let game = Arctic::new(&ArcticOptions::default(), Seed::from_number(1));
        let universe = game.move_universe();
        assert_eq!(universe.len(), 125 * 4 + 9 + 2);
        for mv in universe {
            assert_eq!(mv.to_string().parse::<ArcticMove>(), Ok(mv));
        }
    }

    #[test]
    fn nothing_is_legal_for_a_drawn_card_nobody_knows() {
        // A determinized game always names the drawn card; a view's hidden
        // one allows no play.
        let mut game = Arctic::from_position(
            &ArcticOptions::with_players(2),
            0,
            vec![cards("3RC").into_iter().collect(), TripleSet::EMPTY],
            [cards("4RH"), Vec::new(), Vec::new()],
            &cards("2YT"),
        );
        game.step = Step::Drawn(None);
        let play = ArcticMove::Play {
            card: cards("3RC")[0],
            place: 0,
        };
        assert!(game.clone().apply(&play).is_err());
    }
}
