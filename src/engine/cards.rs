//! Cards of the standard 52-card deck.
//!
//! The Decktet and Triple Topper decks get modules of their own beside this
//! one when their games arrive; the [`crate::engine::Game`] trait is generic
//! over the card type, so nothing here has to know about them.

use crate::engine::clip::quote;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// One letter, used in the move notation ("7C").
    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// Rank 1 (Ace) to 13 (King). Whether the Ace is high is each game's business.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);

    pub fn new(n: u8) -> Option<Rank> {
        (1..=13).contains(&n).then_some(Rank(n))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }

    /// Short form as printed on a card corner: "A", "2".."10", "J", "Q", "K".
    pub fn short(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self.0 as usize - 1]
    }

    pub fn name(self) -> &'static str {
        [
            "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king",
        ][self.0 as usize - 1]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// The 52 cards in a fixed, documented order (spades A–K, hearts, diamonds,
    /// clubs). Every deal shuffles this order, so it is part of the seed
    /// contract and pinned by the golden tests.
    pub fn standard_deck() -> Vec<Card> {
        Suit::ALL
            .iter()
            .flat_map(|&suit| Rank::all().map(move |rank| Card { rank, suit }))
            .collect()
    }

    /// The accessible name: "7 of clubs", "queen of hearts".
    pub fn spoken(self) -> String {
        format!("{} of {}", self.rank.name(), self.suit.name())
    }

    /// A small index 0..52, for bit sets: the order of [`Card::standard_deck`].
    pub fn index(self) -> usize {
        self.suit as usize * 13 + self.rank.0 as usize - 1
    }

    /// The card with this [`Card::index`]; `None` past 51.
    pub fn from_index(index: usize) -> Option<Card> {
        let suit = *Suit::ALL.get(index / 13)?;
        Some(Card::new(Rank(index as u8 % 13 + 1), suit))
    }
}

/// A set of standard cards as 52 bits: copied for free, which matters when a
/// bot deals thousands of imagined games per move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.index();
    }

    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.index());
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in [`Card::standard_deck`] order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        (0..52).filter_map(move |i| {
            (self.0 & (1 << i) != 0)
                .then(|| Card::from_index(i))
                .flatten()
        })
    }

    pub fn of_rank(self, rank: Rank) -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .map(move |suit| Card::new(rank, suit))
            .filter(move |&c| self.contains(c))
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

/// The notation form: rank then suit letter, "7C", "10H", "QD", "AS".
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.short(), self.suit.letter())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardParseError(pub String);

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a card: {} (write it like 7C, 10H, QD, AS)",
            quote(&self.0)
        )
    }
}

impl std::error::Error for CardParseError {}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let err = || CardParseError(s.to_string());
        let upper = s.trim().to_ascii_uppercase();
        let mut chars = upper.chars();
        let suit = match chars.next_back().ok_or_else(err)? {
            'S' => Suit::Spades,
            'H' => Suit::Hearts,
            'D' => Suit::Diamonds,
            'C' => Suit::Clubs,
            _ => return Err(err()),
        };
        let rank = match chars.as_str() {
            "A" => 1,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            "T" => 10,
            n => n
                .parse::<u8>()
                .ok()
                .filter(|n| (2..=10).contains(n))
                .ok_or_else(err)?,
        };
        Ok(Card::new(Rank(rank), suit))
    }
}

impl crate::engine::Spoken for Card {
    fn spoken(self) -> String {
        Card::spoken(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for card in Card::standard_deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!("tc".parse::<Card>().unwrap().to_string(), "10C");
        assert!("1C".parse::<Card>().is_err());
        assert!("11C".parse::<Card>().is_err());
        assert!("7X".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
    }

    #[test]
    fn standard_deck_has_52_distinct_indexed_cards() {
        let deck = Card::standard_deck();
        let mut seen = [false; 52];
        for c in &deck {
            assert!(!seen[c.index()]);
            seen[c.index()] = true;
        }
        assert_eq!(deck.len(), 52);
        for (i, &c) in deck.iter().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(Card::from_index(i), Some(c));
        }
        assert_eq!(Card::from_index(52), None);
        let set: CardSet = deck.iter().copied().step_by(5).collect();
        assert_eq!(set.len(), 11);
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            deck.iter().copied().step_by(5).collect::<Vec<_>>()
        );
        assert_eq!(
            Card::new(Rank::new(7).unwrap(), Suit::Clubs).spoken(),
            "7 of clubs"
        );
    }
}
