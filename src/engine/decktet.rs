//! The Decktet's basic 36 cards (`../shared/DECKS.md`): six suits, ranks Ace,
//! 2–9 and Crown. Aces and Crowns carry one suit, number cards two, and
//! every card has a name ("the Soldier") that is part of the deck.
//!
//! Notation: rank letter then suit letters, in the order of the deck table:
//! `AM` (Ace of Moons), `5YK` (the Soldier: Wyrms and Knots), `CK` (the
//! Windfall, Crown of Knots).

use crate::engine::clip::quote;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Moons,
    Suns,
    Waves,
    Leaves,
    Wyrms,
    Knots,
}

impl Suit {
    pub const ALL: [Suit; 6] = [
        Suit::Moons,
        Suit::Suns,
        Suit::Waves,
        Suit::Leaves,
        Suit::Wyrms,
        Suit::Knots,
    ];

    pub fn name(self) -> &'static str {
        ["Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots"][self as usize]
    }

    /// The id of its SVG symbol and its CSS class: "moons".
    pub fn id(self) -> &'static str {
        ["moons", "suns", "waves", "leaves", "wyrms", "knots"][self as usize]
    }

    /// The letter in card codes (Waves is V and Wyrms Y, as is usual for
    /// the Decktet, so no two suits share a letter).
    pub fn letter(self) -> char {
        ['M', 'S', 'V', 'L', 'Y', 'K'][self as usize]
    }
}

/// Ace 1, numbers 2–9, Crown 10.
pub type Rank = u8;
pub const ACE: Rank = 1;
pub const CROWN: Rank = 10;

/// (rank, suits, name) in deck order: index = position in this table.
const CARDS: [(Rank, &[Suit], &str); 36] = {
    use Suit::*;
    [
        (1, &[Moons], "Ace of Moons"),
        (1, &[Suns], "Ace of Suns"),
        (1, &[Waves], "Ace of Waves"),
        (1, &[Leaves], "Ace of Leaves"),
        (1, &[Wyrms], "Ace of Wyrms"),
        (1, &[Knots], "Ace of Knots"),
        (2, &[Moons, Knots], "the Author"),
        (2, &[Suns, Wyrms], "the Desert"),
        (2, &[Waves, Leaves], "the Origin"),
        (3, &[Moons, Waves], "the Journey"),
        (3, &[Suns, Knots], "the Painter"),
        (3, &[Leaves, Wyrms], "the Savage"),
        (4, &[Moons, Suns], "the Mountain"),
        (4, &[Waves, Leaves], "the Sailor"),
        (4, &[Wyrms, Knots], "the Battle"),
        (5, &[Moons, Leaves], "the Forest"),
        (5, &[Suns, Waves], "the Discovery"),
        (5, &[Wyrms, Knots], "the Soldier"),
        (6, &[Moons, Waves], "the Lunatic"),
        (6, &[Suns, Wyrms], "the Penitent"),
        (6, &[Leaves, Knots], "the Market"),
        (7, &[Moons, Leaves], "the Chance Meeting"),
        (7, &[Suns, Knots], "the Castle"),
        (7, &[Waves, Wyrms], "the Cave"),
        (8, &[Moons, Suns], "the Diplomat"),
        (8, &[Waves, Leaves], "the Mill"),
        (8, &[Wyrms, Knots], "the Betrayal"),
        (9, &[Moons, Suns], "the Pact"),
        (9, &[Waves, Wyrms], "the Darkness"),
        (9, &[Leaves, Knots], "the Merchant"),
        (10, &[Moons], "the Huntress"),
        (10, &[Suns], "the Bard"),
        (10, &[Waves], "the Sea"),
        (10, &[Leaves], "the End"),
        (10, &[Wyrms], "the Calamity"),
        (10, &[Knots], "the Windfall"),
    ]
};

/// Each card's suits as bits, worked out once (scoring reads them often).
const SUIT_BITS: [u8; 36] = {
    let mut bits = [0u8; 36];
    let mut i = 0;
    while i < 36 {
        let suits = CARDS[i].1;
        let mut k = 0;
        while k < suits.len() {
            bits[i] |= 1 << suits[k] as u8;
            k += 1;
        }
        i += 1;
    }
    bits
};

/// One of the 36 cards, by its place in the deck table.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DecktetCard(u8);

impl DecktetCard {
    pub const COUNT: usize = 36;

    pub fn all() -> impl Iterator<Item = DecktetCard> {
        (0..Self::COUNT as u8).map(DecktetCard)
    }

    pub fn from_index(i: usize) -> Option<DecktetCard> {
        (i < Self::COUNT).then_some(DecktetCard(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn rank(self) -> Rank {
        CARDS[self.index()].0
    }

    pub fn suits(self) -> &'static [Suit] {
        CARDS[self.index()].1
    }

    /// The suits as bits (`1 << Suit as u8`), for quick "shared suit" tests.
    pub fn suit_bits(self) -> u8 {
        SUIT_BITS[self.index()]
    }

    pub fn is_number(self) -> bool {
        (2..=9).contains(&self.rank())
    }

    /// "the Soldier", "Ace of Moons".
    pub fn name(self) -> &'static str {
        CARDS[self.index()].2
    }

    /// "A", "2"…"9", "C".
    pub fn rank_text(self) -> &'static str {
        ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "C"][self.rank() as usize]
    }

    /// The rank in words: "Ace", "5", "Crown".
    pub fn rank_name(self) -> &'static str {
        match self.rank() {
            ACE => "Ace",
            CROWN => "Crown",
            _ => self.rank_text(),
        }
    }

    /// The accessible name: "the Soldier, 5 of Wyrms and Knots",
    /// "Ace of Moons", "the Huntress, Crown of Moons".
    pub fn spoken(self) -> String {
        let suits: Vec<&str> = self.suits().iter().map(|s| s.name()).collect();
        match self.rank() {
            ACE => self.name().to_string(),
            _ => format!(
                "{}, {} of {}",
                self.name(),
                self.rank_name(),
                suits.join(" and ")
            ),
        }
    }
}

impl fmt::Display for DecktetCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rank_text())?;
        for s in self.suits() {
            write!(f, "{}", s.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for DecktetCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for DecktetCard {
    type Err = String;

    fn from_str(s: &str) -> Result<DecktetCard, String> {
        DecktetCard::all()
            .find(|c| c.to_string().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("{} is not a Decktet card (like AM, 5YK or CK)", quote(s)))
    }
}

/// A set of Decktet cards as bits.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub struct DecktetSet(u64);

impl DecktetSet {
    pub const EMPTY: DecktetSet = DecktetSet(0);

    pub fn all() -> DecktetSet {
        DecktetSet((1 << DecktetCard::COUNT) - 1)
    }

    pub fn contains(self, c: DecktetCard) -> bool {
        self.0 >> c.0 & 1 == 1
    }

    pub fn insert(&mut self, c: DecktetCard) {
        self.0 |= 1 << c.0;
    }

    /// Adds the card, if there is one (a deal from a deck that may run out).
    pub fn extend_one(&mut self, card: Option<DecktetCard>) {
        if let Some(c) = card {
            self.insert(c);
        }
    }

    /// Whether it was there.
    pub fn remove(&mut self, c: DecktetCard) -> bool {
        let had = self.contains(c);
        self.0 &= !(1 << c.0);
        had
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The `n`-th card in deck order, if there are that many.
    pub fn nth(self, n: usize) -> Option<DecktetCard> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.wrapping_sub(1);
        }
        (bits != 0).then(|| DecktetCard(bits.trailing_zeros() as u8))
    }

    /// In deck order (so by rank).
    pub fn iter(self) -> impl Iterator<Item = DecktetCard> {
        DecktetCard::all().filter(move |&c| self.contains(c))
    }
}

impl FromIterator<DecktetCard> for DecktetSet {
    fn from_iter<I: IntoIterator<Item = DecktetCard>>(iter: I) -> DecktetSet {
        let mut set = DecktetSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

/// Looks a card up by its name without "the": `card("Soldier")`. For tests
/// and examples.
pub fn card_named(name: &str) -> Option<DecktetCard> {
    DecktetCard::all().find(|c| {
        let n = c.name();
        n.eq_ignore_ascii_case(name) || n.strip_prefix("the ") == Some(name)
    })
}

impl crate::engine::Spoken for DecktetCard {
    fn spoken(self) -> String {
        DecktetCard::spoken(self)
    }
}
