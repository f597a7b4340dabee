//! Verslun's rules: the board (Columns and Claimed Columns), the state of
//! a game (`Verslun`), the deal, the pairing rule, which moves are legal,
//! the Redeal and the claim.

use super::moves::VerslunMove;
use super::options::VerslunOptions;
use crate::engine::cards::{Card, Rank};
use crate::engine::IllegalMove;

/// Cards in a Column; fixed by the rules.
pub const COLUMN_LEN: usize = 4;

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
#[derive(Debug, PartialEq, Eq)]
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

#[derive(Debug, PartialEq, Eq)]
pub struct Verslun {
    pub(super) options: VerslunOptions,
    /// The top card is the last element.
    pub(super) deck: Vec<Card>,
    pub(super) hand: Vec<Card>,
    pub(super) slots: Vec<Slot>,
    pub(super) discard: Vec<Card>,
    pub(super) phase: Phase,
    pub(super) turn: u32,
}

// `clone_from` reuses the lists' allocations: the par search copies a
// position for every move it tries, into copies it keeps.
impl Clone for Slot {
    fn clone(&self) -> Slot {
        match self {
            Slot::Column(cards) => Slot::Column(cards.clone()),
            Slot::Claimed(c) => Slot::Claimed(c.clone()),
        }
    }

    fn clone_from(&mut self, source: &Slot) {
        match (self, source) {
            (Slot::Column(a), Slot::Column(b)) => a.clone_from(b),
            (Slot::Claimed(a), Slot::Claimed(b)) => a.pairs.clone_from(&b.pairs),
            (me, _) => *me = source.clone(),
        }
    }
}

impl Clone for Verslun {
    fn clone(&self) -> Verslun {
        Verslun {
            options: self.options.clone(),
            deck: self.deck.clone(),
            hand: self.hand.clone(),
            slots: self.slots.clone(),
            discard: self.discard.clone(),
            phase: self.phase.clone(),
            turn: self.turn,
        }
    }

    fn clone_from(&mut self, source: &Verslun) {
        self.options.clone_from(&source.options);
        self.deck.clone_from(&source.deck);
        self.hand.clone_from(&source.hand);
        self.slots.clone_from(&source.slots);
        self.discard.clone_from(&source.discard);
        match (&mut self.phase, &source.phase) {
            (
                Phase::Claiming { column, paired },
                Phase::Claiming {
                    column: c,
                    paired: p,
                },
            ) => {
                *column = *c;
                paired.clone_from(p);
            }
            (phase, source) => *phase = source.clone(),
        }
        self.turn = source.turn;
    }
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

    pub(super) fn fill_hand(&mut self) {
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

    /// The cards still in the Deck, its top card first (shown face up once
    /// the game is over).
    pub fn deck_top_first(&self) -> Vec<Card> {
        self.deck.iter().rev().copied().collect()
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

    pub(super) fn has_claimed_column(&self) -> bool {
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
    pub(super) fn enter_claim_step(&mut self, redeal_available: bool) {
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

    pub(super) fn check(&self, mv: &VerslunMove) -> Result<(), IllegalMove> {
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

    pub(super) fn redeal(&mut self, column: usize) {
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

    pub(super) fn confirm(&mut self) {
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
