//! What a hand scores: the cards' values, the sets laid in front of each
//! player (`PlayedSet`), each player's score step by step (`SeatScore`),
//! and the finished hands of the match (`HandResult`, `MatchLog`).

use crate::engine::cards::{Card, Rank, Suit};
use crate::engine::Seat;

/// Points for a set of neither significant suit, whatever its size.
pub const NEITHER_SUIT_POINTS: i64 = 10;
/// A hand score of exactly 0 becomes this.
pub const ZERO_BONUS: i64 = 100;

/// Ace 20, Jack/Queen/King 10, 2 to 10 5.
pub fn card_value(card: Card) -> i64 {
    match card.rank.number() {
        1 => 20,
        11..=13 => 10,
        _ => 5,
    }
}

/// A set laid in front of a player: the table card on top of one or three
/// hand cards of its rank. Sets never merge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedSet {
    /// The table card; its suit is the set's suit.
    pub top: Card,
    under: [Card; 3],
    size: u8,
}

impl PlayedSet {
    /// A set of the table card and one or three hand cards of its rank.
    pub fn of(top: Card, hand: &[Card]) -> Option<PlayedSet> {
        let fits =
            matches!(hand.len(), 1 | 3) && hand.iter().all(|c| c.rank == top.rank && *c != top);
        fits.then(|| PlayedSet::new(top, hand))
    }

    pub(super) fn new(top: Card, hand: &[Card]) -> PlayedSet {
        let mut under = [top; 3];
        under[..hand.len()].copy_from_slice(hand);
        PlayedSet {
            top,
            under,
            size: hand.len() as u8 + 1,
        }
    }

    /// 2 or 4.
    pub fn size(&self) -> usize {
        self.size as usize
    }

    pub fn suit(&self) -> Suit {
        self.top.suit
    }

    pub fn rank(&self) -> Rank {
        self.top.rank
    }

    /// The hand cards under the top card.
    pub fn under(&self) -> &[Card] {
        &self.under[..self.size() - 1]
    }

    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        std::iter::once(self.top).chain(self.under().iter().copied())
    }

    /// A pair counts as one card of its rank, a set of four as two.
    pub fn value(&self) -> i64 {
        card_value(self.top) * (self.size() as i64 / 2)
    }

    /// "pair of 7s, 7 of hearts on top"
    pub fn spoken(&self) -> String {
        let kind = if self.size() == 4 {
            "set of four"
        } else {
            "pair"
        };
        format!("{kind}, {} on top", self.top.spoken())
    }
}

/// How one player's sets and hand scored at the end of a hand, line by line,
/// in the order of the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatScore {
    /// Step 1: the set turned face down; it scores nothing.
    pub face_down: Option<PlayedSet>,
    /// Step 2: sets of the winning suit, added.
    pub winning: Vec<PlayedSet>,
    /// Step 3: sets of neither suit, 10 each.
    pub neither: Vec<PlayedSet>,
    /// Step 4: sets of the losing suit, subtracted...
    pub losing: Vec<PlayedSet>,
    /// ... and every card left in the hand.
    pub left_in_hand: Vec<Card>,
}

impl SeatScore {
    pub fn winning_points(&self) -> i64 {
        self.winning.iter().map(PlayedSet::value).sum()
    }

    pub fn neither_points(&self) -> i64 {
        self.neither.len() as i64 * NEITHER_SUIT_POINTS
    }

    pub fn losing_points(&self) -> i64 {
        self.losing.iter().map(PlayedSet::value).sum()
    }

    pub fn hand_points(&self) -> i64 {
        self.left_in_hand.iter().map(|&c| card_value(c)).sum()
    }

    /// The sum of the four steps, before the bonus.
    pub fn sum(&self) -> i64 {
        self.winning_points() + self.neither_points() - self.losing_points() - self.hand_points()
    }

    /// A hand score of exactly 0 becomes 100.
    pub fn bonus(&self) -> bool {
        self.sum() == 0
    }

    pub fn total(&self) -> i64 {
        if self.bonus() {
            ZERO_BONUS
        } else {
            self.sum()
        }
    }
}

/// A finished hand: the two set-aside cards and each player's score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandResult {
    pub hand_no: u32,
    pub dealer: Seat,
    /// The first set-aside card: its suit is the winning suit.
    pub winning_card: Card,
    /// The second: the losing suit.
    pub losing_card: Card,
    pub seats: [SeatScore; 2],
    /// Match totals after this hand.
    pub totals: [i64; 2],
}

/// What the whole match has shown so far: public, and shared (not copied)
/// between the many imagined games of a bot's search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchLog {
    /// The draw for deal: one pair of cards (seat 0's, seat 1's) per draw;
    /// every draw but the last was a tie.
    pub draws: Vec<[Card; 2]>,
    pub hands: Vec<HandResult>,
}
