//! Pick Up's rules: the state of a match (`PickUp`) and its piles, the
//! draw for deal and the deal, which moves are legal, the play, and the
//! scoring of a hand into the match.

use super::moves::PickUpMove;
use super::options::PickUpOptions;
use super::scoring::{HandResult, MatchLog, PlayedSet, SeatScore};
use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::seed::{DealRng, Seed, Stream};
use crate::engine::{Game, IllegalMove, Seat};
use std::sync::Arc;

pub const PILES: usize = 6;
pub const PILE_DEPTH: usize = 4;
pub const HAND_DEAL: usize = 13;

/// Rank for the draw for deal: Ace high.
fn draw_rank(card: Card) -> u8 {
    match card.rank.number() {
        1 => 14,
        n => n,
    }
}

pub(super) fn rank_bit(rank: Rank) -> u16 {
    1 << rank.number()
}

/// One of the six piles: up to four cards, the top one face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pile {
    /// Bottom first.
    pub(super) cards: [Card; PILE_DEPTH],
    pub(super) len: u8,
}

impl Pile {
    pub(super) fn new(bottom_first: &[Card]) -> Pile {
        let mut cards = [bottom_first[0]; PILE_DEPTH];
        cards[..bottom_first.len()].copy_from_slice(bottom_first);
        Pile {
            cards,
            len: bottom_first.len() as u8,
        }
    }

    pub fn top(&self) -> Option<Card> {
        self.len.checked_sub(1).map(|i| self.cards[i as usize])
    }

    /// Face-down cards under the top card.
    pub fn under_count(&self) -> usize {
        (self.len as usize).saturating_sub(1)
    }

    pub(super) fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Play,
    /// The play is over; players choose a set to turn face down.
    FaceDown,
    /// The match is over: this seat won.
    Over(Seat),
}

/// Where a card lies, for the invariant tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Hand(Seat),
    Pile(usize),
    Sets(Seat),
    SetAside,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickUp {
    pub(super) options: PickUpOptions,
    /// Deals the later hands; the state never shows it to a player.
    pub(super) seed: Seed,
    pub(super) log: Arc<MatchLog>,
    pub(super) hand_no: u32,
    pub(super) dealer: Seat,
    pub(super) hands: [CardSet; 2],
    pub(super) piles: [Pile; PILES],
    pub(super) sets: [Vec<PlayedSet>; 2],
    /// Winning, losing.
    pub(super) set_aside: [Card; 2],
    pub(super) turn: Seat,
    /// Passes one after the other; two end the play.
    pub(super) passes: u8,
    /// Ranks each player has shown they don't hold: they passed while a card
    /// of that rank was face up (hands only shrink, so it stays true).
    pub(super) passed_ranks: [u16; 2],
    pub(super) face_down: [Option<Option<Card>>; 2],
    pub(super) phase: Phase,
    pub(super) totals: [i64; 2],
}

impl PickUp {
    /// The draw for deal from the seed: cards in turn to seat 0 and seat 1,
    /// Ace high, redrawn on a tie. Returns the draws and the dealer.
    pub(super) fn draw_for_deal(seed: Seed) -> (Vec<[Card; 2]>, Seat) {
        let mut draws = Vec::new();
        for shuffle in 0.. {
            let mut deck = Card::standard_deck();
            let stream = if shuffle == 0 {
                Stream::Deal
            } else {
                Stream::Reshuffle(shuffle)
            };
            DealRng::new(seed, stream).shuffle(&mut deck);
            for two in deck.chunks_exact(2) {
                draws.push([two[0], two[1]]);
                if draw_rank(two[0]) != draw_rank(two[1]) {
                    let dealer = if draw_rank(two[0]) > draw_rank(two[1]) {
                        0
                    } else {
                        1
                    };
                    return (draws, dealer);
                }
            }
        }
        unreachable!("the draw for deal ends")
    }

    /// A match at these totals whose hand is dealt from a known deck order,
    /// top card first (for worked examples and scenario tests). Later hands
    /// come from seed 0.
    pub fn with_deal(
        options: &PickUpOptions,
        dealer: Seat,
        totals: [i64; 2],
        top_first: &[Card],
    ) -> PickUp {
        let filler = Card::new(Rank::ACE, Suit::Spades);
        let mut game = PickUp {
            options: options.clone(),
            seed: Seed::from_number(0),
            log: Arc::new(MatchLog::default()),
            hand_no: 1,
            dealer,
            hands: [CardSet::EMPTY; 2],
            piles: [Pile::new(&[filler]); PILES],
            sets: [Vec::new(), Vec::new()],
            set_aside: [filler; 2],
            turn: 1 - dealer,
            passes: 0,
            passed_ranks: [0; 2],
            face_down: [None; 2],
            phase: Phase::Play,
            totals,
        };
        game.deal_from(top_first);
        game
    }

    /// Thirteen cards each, one at a time, the non-dealer first; then six
    /// piles of four, each from the bottom up; then the winning-suit and the
    /// losing-suit cards, set aside face down.
    fn deal_from(&mut self, top_first: &[Card]) {
        let non_dealer = 1 - self.dealer;
        self.hands = [CardSet::EMPTY; 2];
        for (i, &card) in top_first[..2 * HAND_DEAL].iter().enumerate() {
            let seat = if i % 2 == 0 { non_dealer } else { self.dealer };
            self.hands[seat].insert(card);
        }
        let rest = &top_first[2 * HAND_DEAL..];
        for (p, pile) in self.piles.iter_mut().enumerate() {
            *pile = Pile::new(&rest[p * PILE_DEPTH..(p + 1) * PILE_DEPTH]);
        }
        let aside = &rest[PILES * PILE_DEPTH..];
        self.set_aside = [aside[0], aside[1]];
        self.sets = [Vec::new(), Vec::new()];
        self.turn = non_dealer;
        self.passes = 0;
        self.passed_ranks = [0; 2];
        self.face_down = [None; 2];
        self.phase = Phase::Play;
    }

    pub(super) fn deal_hand(&mut self) {
        let mut deck = Card::standard_deck();
        DealRng::new(self.seed, Stream::Hand(self.hand_no)).shuffle(&mut deck);
        self.deal_from(&deck);
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn hand_no(&self) -> u32 {
        self.hand_no
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    pub fn piles(&self) -> &[Pile; PILES] {
        &self.piles
    }

    pub fn sets(&self, seat: Seat) -> &[PlayedSet] {
        &self.sets[seat]
    }

    pub fn totals(&self) -> [i64; 2] {
        self.totals
    }

    pub fn log(&self) -> &MatchLog {
        &self.log
    }

    /// The player who won the match, once it is over.
    pub fn winner(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over(seat) => Some(seat),
            _ => None,
        }
    }

    fn exposed(&self) -> impl Iterator<Item = (usize, Card)> + '_ {
        self.piles
            .iter()
            .enumerate()
            .filter_map(|(p, pile)| pile.top().map(|t| (p, t)))
    }

    pub(super) fn takes(&self, seat: Seat, moves: &mut Vec<PickUpMove>) {
        for (_, table) in self.exposed() {
            let mut held = 0;
            for hand in self.hands[seat].of_rank(table.rank) {
                moves.push(PickUpMove::Pair { table, hand });
                held += 1;
            }
            if held == 3 {
                moves.push(PickUpMove::Four { table });
            }
        }
    }

    pub(super) fn check(&self, mv: &PickUpMove) -> Result<(), IllegalMove> {
        let refuse = |why: String| Err(IllegalMove(why));
        let Some(seat) = self.current_player() else {
            return refuse("The match is over.".into());
        };
        match (self.phase, mv) {
            (Phase::Over(_), _) => refuse("The match is over.".into()),
            (Phase::Play, PickUpMove::FaceDown(_)) => refuse(
                "The hand is still being played: sets are turned face down after the play.".into(),
            ),
            (Phase::FaceDown, PickUpMove::FaceDown(None)) => Ok(()),
            (Phase::FaceDown, PickUpMove::FaceDown(Some(top))) => {
                if self.sets[seat].iter().any(|s| s.top == *top) {
                    Ok(())
                } else {
                    refuse(format!(
                        "The {} is not the top card of one of your sets.",
                        top.spoken()
                    ))
                }
            }
            (Phase::FaceDown, _) => refuse(
                "The play is over: choose whether to turn one of your sets face down.".into(),
            ),
            (Phase::Play, PickUpMove::Pass) => {
                let mut takes = Vec::new();
                self.takes(seat, &mut takes);
                match takes.first() {
                    None => Ok(()),
                    Some(take) => refuse(format!(
                        "You can make a set (the {} with your {}), and a player who can play must play.",
                        take.table_card().map(Card::spoken).unwrap_or_default(),
                        take.hand_cards().first().map(|c| c.spoken()).unwrap_or_default()
                    )),
                }
            }
            (Phase::Play, take) => {
                let table = take
                    .table_card()
                    .unwrap_or(Card::new(Rank::ACE, Suit::Spades));
                if !self.exposed().any(|(_, t)| t == table) {
                    return refuse(format!(
                        "The {} is not face up on top of a pile.",
                        table.spoken()
                    ));
                }
                if let PickUpMove::Pair { hand, .. } = take {
                    if hand.rank != table.rank {
                        return refuse(format!(
                            "A set is made of one rank: the {} does not match the {}.",
                            hand.spoken(),
                            table.spoken()
                        ));
                    }
                }
                let hand = take.hand_cards();
                let held = hand
                    .iter()
                    .filter(|&&c| self.hands[seat].contains(c))
                    .count();
                if held < hand.len() {
                    return refuse(match hand.as_slice() {
                        [one] => format!("The {} is not in your hand.", one.spoken()),
                        _ => format!(
                            "A set of four needs the other three cards of its rank in your hand; you hold {held}."
                        ),
                    });
                }
                Ok(())
            }
        }
    }

    pub(super) fn take(&mut self, seat: Seat, table: Card, hand: &[Card]) {
        if let Some(pile) = self.piles.iter_mut().find(|p| p.top() == Some(table)) {
            pile.len -= 1;
        }
        for &c in hand {
            self.hands[seat].remove(c);
        }
        self.sets[seat].push(PlayedSet::new(table, hand));
        self.passes = 0;
        let table_empty = self.piles.iter().all(|p| p.len == 0);
        if self.hands[seat].is_empty() || table_empty {
            self.end_play();
        } else {
            self.turn = 1 - seat;
        }
    }

    pub(super) fn pass(&mut self, seat: Seat) {
        for (_, t) in self.exposed().collect::<Vec<_>>() {
            self.passed_ranks[seat] |= rank_bit(t.rank);
        }
        self.passes += 1;
        if self.passes >= 2 {
            self.end_play();
        } else {
            self.turn = 1 - seat;
        }
    }

    /// The play is over. A player without sets has nothing to turn down.
    fn end_play(&mut self) {
        self.phase = Phase::FaceDown;
        for seat in 0..2 {
            self.face_down[seat] = self.sets[seat].is_empty().then_some(None);
        }
        self.score_if_chosen();
    }

    pub(super) fn score_if_chosen(&mut self) {
        if self.face_down.iter().all(Option::is_some) {
            self.score_hand();
        }
    }

    /// One player's score, by the four steps in order.
    pub fn score_seat(
        sets: &[PlayedSet],
        face_down: Option<Card>,
        hand: CardSet,
        winning: Suit,
        losing: Suit,
    ) -> SeatScore {
        let mut score = SeatScore {
            face_down: None,
            winning: Vec::new(),
            neither: Vec::new(),
            losing: Vec::new(),
            left_in_hand: hand.iter().collect(),
        };
        for &set in sets {
            if face_down == Some(set.top) {
                score.face_down = Some(set);
                continue;
            }
            // Both cards of one suit: that suit's sets are added and subtracted.
            if set.suit() == winning {
                score.winning.push(set);
            }
            if set.suit() == losing {
                score.losing.push(set);
            }
            if set.suit() != winning && set.suit() != losing {
                score.neither.push(set);
            }
        }
        score
    }

    fn score_hand(&mut self) {
        let [winning_card, losing_card] = self.set_aside;
        let seats = [0, 1].map(|s| {
            PickUp::score_seat(
                &self.sets[s],
                self.face_down[s].flatten(),
                self.hands[s],
                winning_card.suit,
                losing_card.suit,
            )
        });
        for (total, seat) in self.totals.iter_mut().zip(&seats) {
            *total += seat.total();
        }
        Arc::make_mut(&mut self.log).hands.push(HandResult {
            hand_no: self.hand_no,
            dealer: self.dealer,
            winning_card,
            losing_card,
            seats,
            totals: self.totals,
        });
        let [a, b] = self.totals;
        if self.options.length.ends_after(self.hand_no, self.totals) {
            self.phase = Phase::Over(if a > b { 0 } else { 1 });
        } else {
            // Hands to go (below the target), or level totals: another hand.
            self.hand_no += 1;
            self.dealer = 1 - self.dealer;
            self.deal_hand();
        }
    }
}
