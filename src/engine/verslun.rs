//! Verslun, the solitaire of Columns and Claimed Columns.
//!
//! Rules: `../shared/seeds/verslun.txt`, read through `../shared/RULINGS.md`. A turn is split into small moves so that the
//! table can offer exactly the legal taps and undo can step back through a
//! claim one pair at a time:
//!
//! | move        | notation     | when                                              |
//! |-------------|--------------|---------------------------------------------------|
//! | Draw        | `draw`       | start of a turn: fill the Hand                     |
//! | Redeal      | `redeal 2`   | start of a turn (declining the draw) or after it   |
//! | Claim       | `claim 3`    | pick an open Column to claim                       |
//! | Pair        | `pair 7C`    | pair a Hand card with the next Column card up      |
//! | Confirm     | `confirm`    | finish the claim (at least one pair)               |
//! | End game    | `end`        | any time except in the middle of a claim           |
//!
//! Column numbers in the notation count from 1, left to right.

use super::cards::{Card, Rank};
use super::seed::{DealRng, Seed, Stream};
use super::{Game, GameOptions, IllegalMove, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Cards in a Column; fixed by the rules.
pub const COLUMN_LEN: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct VerslunOptions {
    /// An Ace pairs with any suit.
    pub aces_wild: bool,
    /// A pair may share a rank instead of a suit.
    pub rank_pairs: bool,
    /// 4 to 8.
    pub hand_size: u8,
    /// 2 to 6.
    pub columns: u8,
}

impl Default for VerslunOptions {
    fn default() -> Self {
        VerslunOptions {
            aces_wild: false,
            rank_pairs: false,
            hand_size: 5,
            columns: 4,
        }
    }
}

pub const HAND_SIZES: std::ops::RangeInclusive<u8> = 4..=8;
pub const COLUMN_COUNTS: std::ops::RangeInclusive<u8> = 2..=6;

fn parse_flag(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "1" | "yes" | "on" | "true" => Ok(true),
        "0" | "no" | "off" | "false" => Ok(false),
        _ => Err(format!("option {name} must be yes or no, not {value:?}")),
    }
}

fn parse_number(
    name: &str,
    value: &str,
    range: std::ops::RangeInclusive<u8>,
) -> Result<u8, String> {
    value
        .parse::<u8>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            format!(
                "option {name} must be a number from {} to {}, not {value:?}",
                range.start(),
                range.end()
            )
        })
}

impl GameOptions for VerslunOptions {
    fn to_params(&self) -> Vec<(&'static str, String)> {
        let flag = |b: bool| if b { "yes" } else { "no" }.to_string();
        vec![
            ("hand", self.hand_size.to_string()),
            ("columns", self.columns.to_string()),
            ("aceswild", flag(self.aces_wild)),
            ("rankpairs", flag(self.rank_pairs)),
        ]
    }

    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let mut options = VerslunOptions::default();
        for (name, value) in params {
            match name.as_str() {
                "hand" => options.hand_size = parse_number(name, value, HAND_SIZES)?,
                "columns" => options.columns = parse_number(name, value, COLUMN_COUNTS)?,
                "aceswild" => options.aces_wild = parse_flag(name, value)?,
                "rankpairs" => options.rank_pairs = parse_flag(name, value)?,
                _ => return Err(format!("Verslun has no option called {name:?}")),
            }
        }
        Ok(options)
    }

    fn validate(&self) -> Result<(), String> {
        if !HAND_SIZES.contains(&self.hand_size) {
            return Err(format!(
                "hand size {} is not between 4 and 8",
                self.hand_size
            ));
        }
        if !COLUMN_COUNTS.contains(&self.columns) {
            return Err(format!("{} Columns is not between 2 and 6", self.columns));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        let mut parts = vec![
            format!("{} Columns", self.columns),
            format!("Hand {}", self.hand_size),
        ];
        if self.aces_wild {
            parts.push("Aces wild".into());
        }
        if self.rank_pairs {
            parts.push("Rank pairs".into());
        }
        parts.join(" · ")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum VerslunMove {
    Draw,
    /// Discard the Hand and this Claimed Column; deal a new Column and Hand.
    Redeal(usize),
    /// Start claiming this open Column.
    Claim(usize),
    /// Pair this Hand card with the next Column card up.
    Pair(Card),
    Confirm,
    EndGame,
}

impl fmt::Display for VerslunMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerslunMove::Draw => write!(f, "draw"),
            VerslunMove::Redeal(c) => write!(f, "redeal {}", c + 1),
            VerslunMove::Claim(c) => write!(f, "claim {}", c + 1),
            VerslunMove::Pair(card) => write!(f, "pair {card}"),
            VerslunMove::Confirm => write!(f, "confirm"),
            VerslunMove::EndGame => write!(f, "end"),
        }
    }
}

impl FromStr for VerslunMove {
    type Err = String;

    fn from_str(s: &str) -> Result<VerslunMove, String> {
        let mut words = s.split_whitespace();
        let verb = words.next().unwrap_or("");
        let arg = words.next();
        if words.next().is_some() {
            return Err(format!("too many words in {s:?}"));
        }
        let column = |arg: Option<&str>| -> Result<usize, String> {
            arg.and_then(|a| a.parse::<usize>().ok())
                .filter(|&n| (1..=COLUMN_COUNTS.end().to_owned() as usize).contains(&n))
                .map(|n| n - 1)
                .ok_or_else(|| format!("{verb:?} needs a Column number from 1 to 6"))
        };
        let no_arg = |mv: VerslunMove| match arg {
            None => Ok(mv),
            Some(_) => Err(format!("{verb:?} takes nothing after it")),
        };
        match verb {
            "draw" => no_arg(VerslunMove::Draw),
            "confirm" => no_arg(VerslunMove::Confirm),
            "end" => no_arg(VerslunMove::EndGame),
            "redeal" => Ok(VerslunMove::Redeal(column(arg)?)),
            "claim" => Ok(VerslunMove::Claim(column(arg)?)),
            "pair" => arg
                .ok_or_else(|| "\"pair\" needs a card, like pair 7C".to_string())?
                .parse()
                .map(VerslunMove::Pair)
                .map_err(|e: super::cards::CardParseError| e.to_string()),
            _ => Err(format!("{s:?} is not a Verslun move")),
        }
    }
}

/// A Claimed Column: pairs from the bottom up, (Column card, Hand card).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimedColumn {
    pub pairs: Vec<(Card, Card)>,
}

impl ClaimedColumn {
    pub fn points(&self) -> u32 {
        self.pairs
            .iter()
            .map(|&(a, b)| card_value(a) + card_value(b))
            .sum()
    }
}

/// One place on the board: an open Column or a Claimed Column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Top first, bottom last (the bottom card is nearest the player).
    Column(Vec<Card>),
    Claimed(ClaimedColumn),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Draw, or decline the draw and Redeal.
    TurnStart,
    /// Claim a Column, or Redeal first if still allowed this turn.
    ClaimStep {
        redeal_available: bool,
    },
    /// A claim being built: the Hand cards paired so far, bottom up.
    Claiming {
        column: usize,
        paired: Vec<Card>,
    },
    Over(EndReason),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// A turn began with an empty Deck.
    DeckEmpty,
    /// No claim was made this turn.
    NoClaim,
    /// The Deck could not supply a Redeal; the discarded Claimed Column is lost.
    RedealShort,
    PlayerEnded,
}

impl EndReason {
    pub fn explain(self) -> &'static str {
        match self {
            EndReason::DeckEmpty => "The Deck is empty.",
            EndReason::NoClaim => "Nothing could be claimed this turn.",
            EndReason::RedealShort => "The Deck ran out during the Redeal.",
            EndReason::PlayerEnded => "You ended the game.",
        }
    }
}

/// Where a card lies, for the invariant tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Deck,
    Hand,
    Column(usize),
    ClaimedColumn(usize),
    DiscardPile,
}

/// Score value: Ace 1, 2–10 face value, J/Q/K 10.
pub fn card_value(card: Card) -> u32 {
    card.rank.number().min(10) as u32
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verslun {
    options: VerslunOptions,
    /// The top card is the last element.
    deck: Vec<Card>,
    hand: Vec<Card>,
    slots: Vec<Slot>,
    discard: Vec<Card>,
    phase: Phase,
    turn: u32,
}

/// What the player sees: everything but the Deck's order. (Every discarded
/// card was face up once, so the whole Discard Pile is known.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerslunView {
    pub options: VerslunOptions,
    pub slots: Vec<Slot>,
    pub hand: Vec<Card>,
    pub deck_count: usize,
    pub discard: Vec<Card>,
    pub phase: Phase,
    pub turn: u32,
    pub score: u32,
}

impl Verslun {
    /// A game from a known deck order, top card first (for worked examples).
    pub fn from_deck(options: &VerslunOptions, top_first: &[Card]) -> Verslun {
        let mut deck: Vec<Card> = top_first.to_vec();
        deck.reverse();
        let mut game = Verslun {
            options: options.clone(),
            deck,
            hand: Vec::new(),
            slots: Vec::new(),
            discard: Vec::new(),
            phase: Phase::TurnStart,
            turn: 1,
        };
        for _ in 0..options.columns {
            let column = game.deal_column();
            game.slots.push(Slot::Column(column));
        }
        game
    }

    /// Deals a Column top to bottom, as far as the Deck goes.
    fn deal_column(&mut self) -> Vec<Card> {
        let n = COLUMN_LEN.min(self.deck.len());
        let mut column: Vec<Card> = self.deck.split_off(self.deck.len() - n);
        column.reverse();
        column
    }

    fn fill_hand(&mut self) {
        while self.hand.len() < self.options.hand_size as usize {
            match self.deck.pop() {
                Some(card) => self.hand.push(card),
                None => break,
            }
        }
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    pub fn slots(&self) -> &[Slot] {
        &self.slots
    }

    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn discard_count(&self) -> usize {
        self.discard.len()
    }

    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }

    /// The points of the cards still in the Deck (the par search's bound).
    pub fn deck_value(&self) -> u32 {
        self.deck.iter().map(|&c| card_value(c)).sum()
    }

    pub fn score(&self) -> u32 {
        self.slots
            .iter()
            .map(|s| match s {
                Slot::Claimed(c) => c.points(),
                Slot::Column(_) => 0,
            })
            .sum()
    }

    /// Do these two cards make a pair under the options?
    pub fn pairs(&self, column_card: Card, hand_card: Card) -> bool {
        column_card.suit == hand_card.suit
            || (self.options.aces_wild
                && (column_card.rank == Rank::ACE || hand_card.rank == Rank::ACE))
            || (self.options.rank_pairs && column_card.rank == hand_card.rank)
    }

    fn has_claimed_column(&self) -> bool {
        self.slots.iter().any(|s| matches!(s, Slot::Claimed(_)))
    }

    /// An open Column can be claimed if some Hand card pairs with its bottom card.
    pub fn can_claim(&self, column: usize) -> bool {
        match self.slots.get(column) {
            Some(Slot::Column(cards)) => cards
                .last()
                .is_some_and(|&bottom| self.hand.iter().any(|&h| self.pairs(bottom, h))),
            _ => false,
        }
    }

    /// The Column card the next Pair will take, in a claim being built.
    pub fn next_to_pair(&self) -> Option<Card> {
        match &self.phase {
            Phase::Claiming { column, paired } => match &self.slots[*column] {
                Slot::Column(cards) if paired.len() < cards.len() => {
                    Some(cards[cards.len() - 1 - paired.len()])
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Points the claim being built would score if confirmed now.
    pub fn pending_points(&self) -> u32 {
        match &self.phase {
            Phase::Claiming { column, paired } => match &self.slots[*column] {
                Slot::Column(cards) => cards
                    .iter()
                    .rev()
                    .zip(paired)
                    .map(|(&a, &b)| card_value(a) + card_value(b))
                    .sum(),
                Slot::Claimed(_) => 0,
            },
            _ => 0,
        }
    }

    /// After the Hand changes at the start of a claim step: with nothing to
    /// claim and no Redeal left, the turn can make no claim, so the game ends.
    fn enter_claim_step(&mut self, redeal_available: bool) {
        let any_claim = (0..self.slots.len()).any(|c| self.can_claim(c));
        self.phase = if any_claim || redeal_available {
            Phase::ClaimStep { redeal_available }
        } else {
            Phase::Over(EndReason::NoClaim)
        };
    }

    fn start_turn(&mut self) {
        self.turn += 1;
        self.phase = if self.deck.is_empty() {
            Phase::Over(EndReason::DeckEmpty)
        } else {
            Phase::TurnStart
        };
    }

    fn check(&self, mv: &VerslunMove) -> Result<(), IllegalMove> {
        let refuse = |why: &str| Err(IllegalMove::new(why));
        match (&self.phase, mv) {
            (Phase::Over(_), _) => refuse("The game is over."),
            (Phase::Claiming { .. }, VerslunMove::Pair(card)) => {
                let Phase::Claiming { paired, .. } = &self.phase else {
                    unreachable!()
                };
                if !self.hand.contains(card) {
                    return refuse(&format!("The {} is not in your Hand.", card.spoken()));
                }
                if paired.contains(card) {
                    return refuse(&format!("The {} is already in a pair.", card.spoken()));
                }
                let Some(target) = self.next_to_pair() else {
                    return refuse("Every card of this Column is paired.");
                };
                if !self.pairs(target, *card) {
                    return refuse(&format!(
                        "The {} does not pair with the {}: {}.",
                        card.spoken(),
                        target.spoken(),
                        self.pair_rule()
                    ));
                }
                Ok(())
            }
            (Phase::Claiming { paired, .. }, VerslunMove::Confirm) => {
                if paired.is_empty() {
                    refuse("Make at least one pair first.")
                } else {
                    Ok(())
                }
            }
            (Phase::Claiming { .. }, _) => refuse("Finish the claim (Confirm) or undo it first."),
            (_, VerslunMove::Pair(_)) | (_, VerslunMove::Confirm) => {
                refuse("Pick a Column to claim first.")
            }
            (_, VerslunMove::EndGame) => Ok(()),
            (Phase::TurnStart, VerslunMove::Draw) => Ok(()),
            (_, VerslunMove::Draw) => refuse("You have already drawn this turn."),
            (Phase::TurnStart, VerslunMove::Redeal(c))
            | (
                Phase::ClaimStep {
                    redeal_available: true,
                },
                VerslunMove::Redeal(c),
            ) => match self.slots.get(*c) {
                Some(Slot::Claimed(_)) => Ok(()),
                Some(Slot::Column(_)) => {
                    refuse("Only a Claimed Column can be discarded for a Redeal.")
                }
                None => refuse("There is no such Column."),
            },
            (_, VerslunMove::Redeal(_)) => refuse("Only one Redeal per turn, before the claim."),
            (Phase::TurnStart, VerslunMove::Claim(_)) => {
                refuse("Draw first (or Redeal) before claiming.")
            }
            (Phase::ClaimStep { .. }, VerslunMove::Claim(c)) => match self.slots.get(*c) {
                None => refuse("There is no such Column."),
                Some(Slot::Claimed(_)) => refuse("That Column is already claimed."),
                Some(Slot::Column(cards)) if !self.can_claim(*c) => refuse(&format!(
                    "No card in your Hand pairs with the bottom card, the {}.",
                    cards.last().map(|c| c.spoken()).unwrap_or_default()
                )),
                Some(Slot::Column(_)) => Ok(()),
            },
        }
    }

    /// The pairing rule in words, for refusals.
    pub fn pair_rule(&self) -> &'static str {
        match (self.options.aces_wild, self.options.rank_pairs) {
            (false, false) => "a pair needs the same suit",
            (true, false) => "a pair needs the same suit, or an Ace",
            (false, true) => "a pair needs the same suit or the same rank",
            (true, true) => "a pair needs the same suit, the same rank, or an Ace",
        }
    }

    fn redeal(&mut self, column: usize) {
        self.discard.append(&mut self.hand);
        if let Slot::Claimed(claimed) = &self.slots[column] {
            for &(a, b) in &claimed.pairs {
                self.discard.push(a);
                self.discard.push(b);
            }
        }
        let enough = self.deck.len() >= COLUMN_LEN + self.options.hand_size as usize;
        self.slots[column] = Slot::Column(self.deal_column());
        self.fill_hand();
        if enough {
            self.enter_claim_step(false);
        } else {
            self.phase = Phase::Over(EndReason::RedealShort);
        }
    }

    fn confirm(&mut self) {
        let Phase::Claiming { column, paired } =
            std::mem::replace(&mut self.phase, Phase::TurnStart)
        else {
            return;
        };
        let Slot::Column(mut cards) =
            std::mem::replace(&mut self.slots[column], Slot::Column(vec![]))
        else {
            return;
        };
        // Pairs from the bottom up; cards above the last pair are discarded.
        let mut pairs = Vec::with_capacity(paired.len());
        for &hand_card in &paired {
            if let Some(column_card) = cards.pop() {
                pairs.push((column_card, hand_card));
            }
        }
        self.discard.append(&mut cards);
        self.hand.retain(|c| !paired.contains(c));
        self.slots[column] = Slot::Claimed(ClaimedColumn { pairs });
        self.start_turn();
    }
}

impl Game for Verslun {
    type Move = VerslunMove;
    type Options = VerslunOptions;
    type Card = Card;
    type Place = Place;
    type Observation = VerslunView;

    const ID: &'static str = "verslun";
    const NAME: &'static str = "Verslun";

    fn new(options: &VerslunOptions, seed: Seed) -> Verslun {
        let mut deck = Card::standard_deck();
        DealRng::new(seed, Stream::Deal).shuffle(&mut deck);
        Verslun::from_deck(options, &deck)
    }

    fn options(&self) -> &VerslunOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        1
    }

    fn current_player(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over(_) => None,
            _ => Some(0),
        }
    }

    fn legal_moves(&self) -> Vec<VerslunMove> {
        let mut moves = Vec::new();
        let redeals = |moves: &mut Vec<VerslunMove>| {
            for (c, slot) in self.slots.iter().enumerate() {
                if matches!(slot, Slot::Claimed(_)) {
                    moves.push(VerslunMove::Redeal(c));
                }
            }
        };
        match &self.phase {
            Phase::Over(_) => {}
            Phase::TurnStart => {
                moves.push(VerslunMove::Draw);
                redeals(&mut moves);
                moves.push(VerslunMove::EndGame);
            }
            Phase::ClaimStep { redeal_available } => {
                for c in 0..self.slots.len() {
                    if self.can_claim(c) {
                        moves.push(VerslunMove::Claim(c));
                    }
                }
                if *redeal_available {
                    redeals(&mut moves);
                }
                moves.push(VerslunMove::EndGame);
            }
            Phase::Claiming { paired, .. } => {
                if let Some(target) = self.next_to_pair() {
                    for &h in &self.hand {
                        if !paired.contains(&h) && self.pairs(target, h) {
                            moves.push(VerslunMove::Pair(h));
                        }
                    }
                }
                if !paired.is_empty() {
                    moves.push(VerslunMove::Confirm);
                }
            }
        }
        moves
    }

    fn apply(&mut self, mv: &VerslunMove) -> Result<(), IllegalMove> {
        self.check(mv)?;
        match *mv {
            VerslunMove::Draw => {
                self.fill_hand();
                self.enter_claim_step(self.has_claimed_column());
            }
            VerslunMove::Redeal(c) => self.redeal(c),
            VerslunMove::Claim(column) => {
                self.phase = Phase::Claiming {
                    column,
                    paired: Vec::new(),
                };
            }
            VerslunMove::Pair(card) => {
                if let Phase::Claiming { paired, .. } = &mut self.phase {
                    paired.push(card);
                }
            }
            VerslunMove::Confirm => self.confirm(),
            VerslunMove::EndGame => self.phase = Phase::Over(EndReason::PlayerEnded),
        }
        Ok(())
    }

    fn scores(&self) -> Vec<i64> {
        vec![self.score() as i64]
    }

    fn observation(&self, _seat: Seat) -> VerslunView {
        VerslunView {
            options: self.options.clone(),
            slots: self.slots.clone(),
            hand: self.hand.clone(),
            deck_count: self.deck.len(),
            discard: self.discard.clone(),
            phase: self.phase.clone(),
            turn: self.turn,
            score: self.score(),
        }
    }

    /// The Deck is the only hidden thing: deal the unseen cards into it.
    fn determinize(view: &VerslunView, rng: &mut DealRng) -> Verslun {
        let mut game = Verslun {
            options: view.options.clone(),
            deck: Vec::new(),
            hand: view.hand.clone(),
            slots: view.slots.clone(),
            discard: view.discard.clone(),
            phase: view.phase.clone(),
            turn: view.turn,
        };
        let seen: Vec<Card> = game.card_places().into_iter().map(|(_, c)| c).collect();
        game.deck = Card::standard_deck()
            .into_iter()
            .filter(|c| !seen.contains(c))
            .collect();
        rng.shuffle(&mut game.deck);
        game
    }

    fn reveals_cards(&self, mv: &VerslunMove) -> bool {
        matches!(mv, VerslunMove::Draw | VerslunMove::Redeal(_))
    }

    fn deck(&self) -> Vec<Card> {
        Card::standard_deck()
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places: Vec<(Place, Card)> = Vec::with_capacity(52);
        places.extend(self.deck.iter().map(|&c| (Place::Deck, c)));
        places.extend(self.hand.iter().map(|&c| (Place::Hand, c)));
        places.extend(self.discard.iter().map(|&c| (Place::DiscardPile, c)));
        for (i, slot) in self.slots.iter().enumerate() {
            match slot {
                Slot::Column(cards) => places.extend(cards.iter().map(|&c| (Place::Column(i), c))),
                Slot::Claimed(claimed) => {
                    for &(a, b) in &claimed.pairs {
                        places.push((Place::ClaimedColumn(i), a));
                        places.push((Place::ClaimedColumn(i), b));
                    }
                }
            }
        }
        places
    }

    fn move_universe(&self) -> Vec<VerslunMove> {
        let mut moves = vec![
            VerslunMove::Draw,
            VerslunMove::Confirm,
            VerslunMove::EndGame,
        ];
        for c in 0..*COLUMN_COUNTS.end() as usize {
            moves.push(VerslunMove::Redeal(c));
            moves.push(VerslunMove::Claim(c));
        }
        moves.extend(Card::standard_deck().into_iter().map(VerslunMove::Pair));
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::harness::check_cards;

    /// The invariant harness must be able to fail: a duplicated or lost card
    /// is reported.
    #[test]
    fn card_check_catches_a_duplicate_and_a_loss() {
        let mut game = Verslun::new(&VerslunOptions::default(), Seed::from_number(3));
        assert!(check_cards(&game).is_ok());
        let card = game.deck[0];
        game.hand.push(card);
        assert!(check_cards(&game).is_err());
        game.hand.clear();
        game.deck.remove(0);
        assert!(check_cards(&game).is_err());
    }
}
