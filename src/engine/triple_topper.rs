//! The Triple Topper deck (`../shared/DECKS.md`): 125 cards, one for every
//! combination of number (1, 2, 3, 4, ?), shape (circle, heart, triangle,
//! square, blob) and colour (red, yellow, green, blue, black). No jokers.
//!
//! Codes: number, colour, shape — `3RH` is the 3, red heart; `QKB` the
//! question mark, black blob.
//!
//! | part   | letters                                                        |
//! |--------|----------------------------------------------------------------|
//! | number | `1` `2` `3` `4`, `Q` for ? (`?` is read as well)              |
//! | colour | `R` red, `Y` yellow, `G` green, `B` blue, `K` black            |
//! | shape  | `C` circle, `H` heart, `T` triangle, `S` square, `B` blob      |
//!
//! The colour always comes second and the shape third, so `2BB` (2, blue
//! blob) is not ambiguous. Codes are read in either case.

use crate::engine::clip::quote;
use std::fmt;
use std::str::FromStr;

/// The number on a card: 1–4 or the question mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Number {
    One,
    Two,
    Three,
    Four,
    Question,
}

impl Number {
    pub const ALL: [Number; 5] = [
        Number::One,
        Number::Two,
        Number::Three,
        Number::Four,
        Number::Question,
    ];

    /// `1`…`4`, `Q`.
    pub fn letter(self) -> char {
        ['1', '2', '3', '4', 'Q'][self as usize]
    }

    /// "1"…"4", "question mark".
    pub fn name(self) -> &'static str {
        ["1", "2", "3", "4", "question mark"][self as usize]
    }

    /// The number shown on the card: "1"…"4", "?".
    pub fn face(self) -> &'static str {
        ["1", "2", "3", "4", "?"][self as usize]
    }

    /// One lower in the cycle 4 → 3 → 2 → 1 → ? → 4.
    pub fn lower(self) -> Number {
        [
            Number::Question,
            Number::One,
            Number::Two,
            Number::Three,
            Number::Four,
        ][self as usize]
    }

    /// Penalty points: the number, ? 5.
    pub fn points(self) -> u32 {
        [1, 2, 3, 4, 5][self as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Blue,
    Black,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Black,
    ];

    pub fn letter(self) -> char {
        ['R', 'Y', 'G', 'B', 'K'][self as usize]
    }

    pub fn name(self) -> &'static str {
        ["red", "yellow", "green", "blue", "black"][self as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    Circle,
    Heart,
    Triangle,
    Square,
    Blob,
}

impl Shape {
    pub const ALL: [Shape; 5] = [
        Shape::Circle,
        Shape::Heart,
        Shape::Triangle,
        Shape::Square,
        Shape::Blob,
    ];

    pub fn letter(self) -> char {
        ['C', 'H', 'T', 'S', 'B'][self as usize]
    }

    pub fn name(self) -> &'static str {
        ["circle", "heart", "triangle", "square", "blob"][self as usize]
    }
}

/// One of the 125 cards: number × 25 + colour × 5 + shape, so deck order
/// is by number (1, 2, 3, 4, ?), then colour, then shape.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TripleCard(u8);

impl TripleCard {
    pub const COUNT: usize = 125;

    pub const fn new(number: Number, colour: Colour, shape: Shape) -> TripleCard {
        TripleCard(number as u8 * 25 + colour as u8 * 5 + shape as u8)
    }

    pub fn all() -> impl Iterator<Item = TripleCard> {
        (0..Self::COUNT as u8).map(TripleCard)
    }

    pub fn from_index(i: usize) -> Option<TripleCard> {
        (i < Self::COUNT).then_some(TripleCard(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn number(self) -> Number {
        Number::ALL[self.index() / 25]
    }

    pub fn colour(self) -> Colour {
        Colour::ALL[self.index() / 5 % 5]
    }

    pub fn shape(self) -> Shape {
        Shape::ALL[self.index() % 5]
    }

    /// May this card go on `top`: one lower, sharing a colour or a shape.
    pub fn builds_on(self, top: TripleCard) -> bool {
        self.number() == top.number().lower()
            && (self.colour() == top.colour() || self.shape() == top.shape())
    }

    /// Same colour and same shape (a Triple Topper link when it builds).
    pub fn exact_match(self, other: TripleCard) -> bool {
        self.colour() == other.colour() && self.shape() == other.shape()
    }

    /// Penalty points in hand: the number (? 5), plus 5 if black, plus 5 if
    /// a blob (the black blob ? costs 15).
    pub fn points(self) -> u32 {
        self.number().points()
            + 5 * (self.colour() == Colour::Black) as u32
            + 5 * (self.shape() == Shape::Blob) as u32
    }

    /// The accessible name: "3, red heart", "question mark, black blob".
    pub fn spoken(self) -> String {
        format!(
            "{}, {} {}",
            self.number().name(),
            self.colour().name(),
            self.shape().name()
        )
    }
}

impl fmt::Display for TripleCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.number().letter(),
            self.colour().letter(),
            self.shape().letter()
        )
    }
}

impl fmt::Debug for TripleCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for TripleCard {
    type Err = String;

    fn from_str(s: &str) -> Result<TripleCard, String> {
        let bad = || {
            format!(
                "{} is not a Triple Topper card (number, colour, shape: 3RH, QKB)",
                quote(s)
            )
        };
        let chars: Vec<char> = s.trim().chars().map(|c| c.to_ascii_uppercase()).collect();
        let [n, c, sh] = chars.as_slice() else {
            return Err(bad());
        };
        let n = if *n == '?' { 'Q' } else { *n };
        let number = Number::ALL.into_iter().find(|x| x.letter() == n);
        let colour = Colour::ALL.into_iter().find(|x| x.letter() == *c);
        let shape = Shape::ALL.into_iter().find(|x| x.letter() == *sh);
        match (number, colour, shape) {
            (Some(n), Some(c), Some(s)) => Ok(TripleCard::new(n, c, s)),
            _ => Err(bad()),
        }
    }
}

/// A set of Triple Topper cards as bits.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct TripleSet(u128);

impl fmt::Debug for TripleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl TripleSet {
    pub const EMPTY: TripleSet = TripleSet(0);

    pub fn all() -> TripleSet {
        TripleSet((1u128 << TripleCard::COUNT) - 1)
    }

    pub fn contains(self, c: TripleCard) -> bool {
        self.0 >> c.0 & 1 == 1
    }

    pub fn insert(&mut self, c: TripleCard) {
        self.0 |= 1 << c.0;
    }

    /// Whether it was there.
    pub fn remove(&mut self, c: TripleCard) -> bool {
        let had = self.contains(c);
        self.0 &= !(1u128 << c.0);
        had
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The `n`-th card in deck order, if there are that many.
    pub fn nth(self, n: usize) -> Option<TripleCard> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.wrapping_sub(1);
        }
        (bits != 0).then(|| TripleCard(bits.trailing_zeros() as u8))
    }

    /// In deck order.
    pub fn iter(self) -> impl Iterator<Item = TripleCard> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let c = TripleCard(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                c
            })
        })
    }

    /// Penalty points of all these cards.
    pub fn points(self) -> u32 {
        self.iter().map(TripleCard::points).sum()
    }
}

impl FromIterator<TripleCard> for TripleSet {
    fn from_iter<I: IntoIterator<Item = TripleCard>>(iter: I) -> TripleSet {
        let mut set = TripleSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl crate::engine::Spoken for TripleCard {
    fn spoken(self) -> String {
        TripleCard::spoken(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_read_well() {
        for c in TripleCard::all() {
            assert_eq!(c.to_string().parse::<TripleCard>(), Ok(c));
            assert_eq!(c.to_string().to_lowercase().parse::<TripleCard>(), Ok(c));
        }
        let c: TripleCard = "3RH".parse().unwrap();
        assert_eq!(c.spoken(), "3, red heart");
        let q: TripleCard = "?KB".parse().unwrap();
        assert_eq!(q.to_string(), "QKB");
        assert_eq!(q.spoken(), "question mark, black blob");
        assert_eq!(q.points(), 15);
        assert!("3RX".parse::<TripleCard>().is_err());
        assert!("5RH".parse::<TripleCard>().is_err());
        assert!("3R".parse::<TripleCard>().is_err());
    }

    #[test]
    fn sets_hold_all_125() {
        let all = TripleSet::all();
        assert_eq!(all.len(), 125);
        assert_eq!(
            all.iter().collect::<Vec<_>>(),
            TripleCard::all().collect::<Vec<_>>()
        );
        assert_eq!(all.nth(124), TripleCard::from_index(124));
        assert_eq!(all.nth(125), None);
    }
}
