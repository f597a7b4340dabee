//! Pick Up, for two players: take face-up table cards with cards of the same
//! rank from your hand, in sets of two or four; the hidden suits decide what
//! the sets are worth.
//!
//! Rules: `../shared/seeds/pick-up.txt`, read through `../shared/RULINGS.md`.
//! A match is many hands; each hand is dealt from the match seed and its
//! number, so the record (options, seed, moves) replays the whole match.
//!
//! | move          | notation                  | when                              |
//! |---------------|---------------------------|-----------------------------------|
//! | Pair          | `take 7H with 7C`         | your turn: a set of two            |
//! | Set of four   | `take 7H with 7C 7D 7S`   | your turn, holding the other three |
//! | Pass          | `pass`                    | only when no set can be made       |
//! | Face-down set | `facedown 7H` / `facedown none` | after the play, before the reveal |
//!
//! A set is named by its top card: the table card that made it.

pub use super::bot::Opponent;
use super::cards::{Card, CardSet, Rank, Suit};
use super::seed::{DealRng, Seed, Stream};
use super::{Game, GameOptions, IllegalMove, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

pub const PILES: usize = 6;
pub const PILE_DEPTH: usize = 4;
pub const HAND_DEAL: usize = 13;
pub const TARGETS: std::ops::RangeInclusive<u32> = 100..=5000;
pub const DEFAULT_TARGET: u32 = 1000;
/// A match of a fixed number of hands: 1 to 20 (RULINGS.md, "Match length").
pub const HANDS: std::ops::RangeInclusive<u32> = 1..=20;
pub const DEFAULT_HANDS: u32 = 5;
/// Points for a set of neither significant suit, whatever its size.
pub const NEITHER_SUIT_POINTS: i64 = 10;
/// A hand score of exactly 0 becomes this.
pub const ZERO_BONUS: i64 = 100;

/// How long a match lasts. Either way the higher total wins, and equal
/// totals when it would end play another hand, until they differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchLength {
    /// This many hands (1–20): the default, 5.
    Hands(u32),
    /// The seed's way: the end of a hand in which someone reaches this total.
    Target(u32),
}

impl MatchLength {
    /// Does the match end after this hand, with these totals? A tie never
    /// ends it.
    pub fn ends_after(self, hand_no: u32, [a, b]: [i64; 2]) -> bool {
        a != b
            && match self {
                MatchLength::Hands(n) => hand_no >= n,
                MatchLength::Target(t) => a.max(b) >= t as i64,
            }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SavedOptions", into = "SavedOptions")]
pub struct PickUpOptions {
    pub length: MatchLength,
    pub opponent: Opponent,
}

/// The options as saved: `{"hands":5,"opponent":"easy"}` or
/// `{"target":1000,"opponent":"easy"}`. Saves from before fixed-length
/// matches have no `hands`: they are first to their target, as they were.
#[derive(Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct SavedOptions {
    #[serde(skip_serializing_if = "Option::is_none")]
    hands: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    target: Option<u32>,
    opponent: Opponent,
}

impl Default for SavedOptions {
    fn default() -> Self {
        SavedOptions {
            hands: None,
            target: None,
            opponent: Opponent::Easy,
        }
    }
}

impl TryFrom<SavedOptions> for PickUpOptions {
    type Error = String;

    fn try_from(saved: SavedOptions) -> Result<Self, String> {
        let length = match (saved.hands, saved.target) {
            (Some(_), Some(_)) => return Err(BOTH_LENGTHS.into()),
            (Some(n), None) => MatchLength::Hands(n),
            (None, t) => MatchLength::Target(t.unwrap_or(DEFAULT_TARGET)),
        };
        Ok(PickUpOptions {
            length,
            opponent: saved.opponent,
        })
    }
}

impl From<PickUpOptions> for SavedOptions {
    fn from(options: PickUpOptions) -> Self {
        let (hands, target) = match options.length {
            MatchLength::Hands(n) => (Some(n), None),
            MatchLength::Target(t) => (None, Some(t)),
        };
        SavedOptions {
            hands,
            target,
            opponent: options.opponent,
        }
    }
}

const BOTH_LENGTHS: &str =
    "a match is either a number of hands or first to a target, not both (hands or target)";

impl PickUpOptions {
    /// What a link without `hands` means, as before fixed-length matches:
    /// first to 1000 against the Easy computer.
    pub fn first_to(target: u32) -> PickUpOptions {
        PickUpOptions {
            length: MatchLength::Target(target),
            opponent: Opponent::Easy,
        }
    }
}

/// A new match: 5 hands against the Easy computer. (A link without `hands`
/// or `target` is first to 1000: see `from_params`.)
impl Default for PickUpOptions {
    fn default() -> Self {
        PickUpOptions {
            length: MatchLength::Hands(DEFAULT_HANDS),
            opponent: Opponent::Easy,
        }
    }
}

/// A number in a range, or the link's error.
fn number_in(name: &str, value: &str, range: std::ops::RangeInclusive<u32>) -> Result<u32, String> {
    value
        .parse()
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

impl GameOptions for PickUpOptions {
    /// `hands=5` for a match of five hands, `target=1000` for first to 1000
    /// (as every link before fixed-length matches).
    fn to_params(&self) -> Vec<(&'static str, String)> {
        let length = match self.length {
            MatchLength::Hands(n) => ("hands", n.to_string()),
            MatchLength::Target(t) => ("target", t.to_string()),
        };
        vec![length, ("opponent", self.opponent.id().to_string())]
    }

    /// Without `hands`, a link keeps its old meaning: first to the target
    /// (1000 if it names none).
    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let mut options = PickUpOptions::first_to(DEFAULT_TARGET);
        let (mut hands, mut target) = (false, false);
        for (name, value) in params {
            match name.as_str() {
                "hands" => {
                    options.length = MatchLength::Hands(number_in(name, value, HANDS)?);
                    hands = true;
                }
                "target" => {
                    options.length = MatchLength::Target(number_in(name, value, TARGETS)?);
                    target = true;
                }
                "opponent" => {
                    options.opponent = Opponent::ALL
                        .into_iter()
                        .find(|o| o.id() == value)
                        .ok_or_else(|| {
                            format!(
                            "option opponent must be easy, normal, hard or person, not {value:?}"
                        )
                        })?
                }
                _ => return Err(format!("Pick Up has no option called {name:?}")),
            }
        }
        if hands && target {
            return Err(BOTH_LENGTHS.into());
        }
        Ok(options)
    }

    fn validate(&self) -> Result<(), String> {
        match self.length {
            MatchLength::Hands(n) if !HANDS.contains(&n) => Err(format!(
                "a match is {} to {} hands, not {n}",
                HANDS.start(),
                HANDS.end()
            )),
            MatchLength::Target(t) if !TARGETS.contains(&t) => Err(format!(
                "target {t} is not between {} and {}",
                TARGETS.start(),
                TARGETS.end()
            )),
            _ => Ok(()),
        }
    }

    fn describe(&self) -> String {
        let length = match self.length {
            MatchLength::Hands(1) => "1 hand".to_string(),
            MatchLength::Hands(n) => format!("{n} hands"),
            MatchLength::Target(t) => format!("To {t}"),
        };
        format!("{length} · {}", self.opponent.describe())
    }
}

/// Ace 20, Jack/Queen/King 10, 2 to 10 5.
pub fn card_value(card: Card) -> i64 {
    match card.rank.number() {
        1 => 20,
        11..=13 => 10,
        _ => 5,
    }
}

/// Rank for the draw for deal: Ace high.
fn draw_rank(card: Card) -> u8 {
    match card.rank.number() {
        1 => 14,
        n => n,
    }
}

fn rank_bit(rank: Rank) -> u16 {
    1 << rank.number()
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

    fn new(top: Card, hand: &[Card]) -> PlayedSet {
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

/// One of the six piles: up to four cards, the top one face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pile {
    /// Bottom first.
    cards: [Card; PILE_DEPTH],
    len: u8,
}

impl Pile {
    fn new(bottom_first: &[Card]) -> Pile {
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

    fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickUpMove {
    /// The table card with one hand card of its rank.
    Pair {
        table: Card,
        hand: Card,
    },
    /// The table card with the other three cards of its rank from the hand.
    Four {
        table: Card,
    },
    Pass,
    /// The set (named by its top card) to turn face down, or none.
    FaceDown(Option<Card>),
}

impl PickUpMove {
    /// The hand cards a take uses.
    pub fn hand_cards(&self) -> Vec<Card> {
        match *self {
            PickUpMove::Pair { hand, .. } => vec![hand],
            PickUpMove::Four { table } => others_of_rank(table).collect(),
            _ => Vec::new(),
        }
    }

    pub fn table_card(&self) -> Option<Card> {
        match *self {
            PickUpMove::Pair { table, .. } | PickUpMove::Four { table } => Some(table),
            _ => None,
        }
    }
}

/// The three other cards of a card's rank, in suit order.
fn others_of_rank(card: Card) -> impl Iterator<Item = Card> {
    Suit::ALL
        .into_iter()
        .filter(move |&s| s != card.suit)
        .map(move |s| Card::new(card.rank, s))
}

impl fmt::Display for PickUpMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PickUpMove::Pass => write!(f, "pass"),
            PickUpMove::FaceDown(None) => write!(f, "facedown none"),
            PickUpMove::FaceDown(Some(c)) => write!(f, "facedown {c}"),
            take => {
                let hand: Vec<String> = take.hand_cards().iter().map(|c| c.to_string()).collect();
                let table = take.table_card().map(|c| c.to_string()).unwrap_or_default();
                write!(f, "take {table} with {}", hand.join(" "))
            }
        }
    }
}

impl FromStr for PickUpMove {
    type Err = String;

    fn from_str(s: &str) -> Result<PickUpMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let card = |w: &str| -> Result<Card, String> {
            w.parse()
                .map_err(|e: super::cards::CardParseError| e.to_string())
        };
        match words.as_slice() {
            ["pass"] => Ok(PickUpMove::Pass),
            ["facedown", "none"] => Ok(PickUpMove::FaceDown(None)),
            ["facedown", c] => Ok(PickUpMove::FaceDown(Some(card(c)?))),
            ["take", table, "with", hand @ ..] => {
                let table = card(table)?;
                let mut hand = hand
                    .iter()
                    .map(|w| card(w))
                    .collect::<Result<Vec<_>, _>>()?;
                hand.sort();
                if hand.contains(&table) {
                    return Err(format!(
                        "the {table} can't be both the table card and a hand card"
                    ));
                }
                match hand.as_slice() {
                    [one] => Ok(PickUpMove::Pair { table, hand: *one }),
                    three if three.len() == 3 => {
                        if others_of_rank(table).all(|c| three.contains(&c)) {
                            Ok(PickUpMove::Four { table })
                        } else {
                            Err(format!(
                                "a set of four is the {table} with the other three cards of its rank"
                            ))
                        }
                    }
                    _ => Err(
                        "a set takes one hand card (a pair) or three (a set of four), never two"
                            .into(),
                    ),
                }
            }
            _ => Err(format!("{s:?} is not a Pick Up move")),
        }
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Play,
    /// The play is over; players choose a set to turn face down.
    FaceDown,
    /// The match is over: this seat won.
    Over(Seat),
}

/// A face-down choice as one seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Waiting,
    Made(Option<Card>),
    /// The other player has chosen; what, stays hidden until the reveal.
    Hidden,
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
    options: PickUpOptions,
    /// Deals the later hands; the state never shows it to a player.
    seed: Seed,
    log: Arc<MatchLog>,
    hand_no: u32,
    dealer: Seat,
    hands: [CardSet; 2],
    piles: [Pile; PILES],
    sets: [Vec<PlayedSet>; 2],
    /// Winning, losing.
    set_aside: [Card; 2],
    turn: Seat,
    /// Passes one after the other; two end the play.
    passes: u8,
    /// Ranks each player has shown they don't hold: they passed while a card
    /// of that rank was face up (hands only shrink, so it stays true).
    passed_ranks: [u16; 2],
    face_down: [Option<Option<Card>>; 2],
    phase: Phase,
    totals: [i64; 2],
}

/// A pile as both players see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PileView {
    pub top: Option<Card>,
    pub under: usize,
}

/// What one seat sees: its own hand, the table, every set, the scores; of the
/// other hand only its size; of the set-aside cards nothing until the reveal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickUpView {
    pub seat: Seat,
    pub options: PickUpOptions,
    pub log: Arc<MatchLog>,
    pub hand_no: u32,
    pub dealer: Seat,
    pub hand: CardSet,
    pub hand_counts: [usize; 2],
    pub piles: [PileView; PILES],
    pub sets: [Vec<PlayedSet>; 2],
    pub turn: Seat,
    pub passes: u8,
    pub passed_ranks: [u16; 2],
    pub face_down: [Choice; 2],
    pub phase: Phase,
    pub totals: [i64; 2],
}

impl PickUpView {
    /// The seat's hand, highest rank first (Ace high), then by suit.
    pub fn hand_by_rank(&self) -> Vec<Card> {
        let ranks = std::iter::once(1).chain((2..=13).rev());
        ranks
            .filter_map(Rank::new)
            .flat_map(|rank| self.hand.of_rank(rank))
            .collect()
    }

    /// The piles whose face-up card a hand card could take.
    pub fn piles_taken_by(&self, card: Card) -> Vec<usize> {
        (0..PILES)
            .filter(|&p| self.piles[p].top.is_some_and(|t| t.rank == card.rank))
            .collect()
    }
}

fn current_player(
    phase: Phase,
    turn: Seat,
    dealer: Seat,
    waiting: impl Fn(Seat) -> bool,
) -> Option<Seat> {
    match phase {
        Phase::Play => Some(turn),
        // The non-dealer chooses first; neither sees the other's choice.
        Phase::FaceDown => [1 - dealer, dealer].into_iter().find(|&s| waiting(s)),
        Phase::Over(_) => None,
    }
}

impl PickUp {
    /// The draw for deal from the seed: cards in turn to seat 0 and seat 1,
    /// Ace high, redrawn on a tie. Returns the draws and the dealer.
    fn draw_for_deal(seed: Seed) -> (Vec<[Card; 2]>, Seat) {
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

    fn deal_hand(&mut self) {
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

    fn takes(&self, seat: Seat, moves: &mut Vec<PickUpMove>) {
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

    fn check(&self, mv: &PickUpMove) -> Result<(), IllegalMove> {
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

    fn take(&mut self, seat: Seat, table: Card, hand: &[Card]) {
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

    fn pass(&mut self, seat: Seat) {
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

    fn score_if_chosen(&mut self) {
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
        for s in 0..2 {
            self.totals[s] += seats[s].total();
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

impl Game for PickUp {
    type Move = PickUpMove;
    type Options = PickUpOptions;
    type Card = Card;
    type Place = Place;
    type Observation = PickUpView;

    const ID: &'static str = "pickup";
    const NAME: &'static str = "Pick Up";
    const SCORE_SCALE: f64 = 40.0;

    fn new(options: &PickUpOptions, seed: Seed) -> PickUp {
        let (draws, dealer) = PickUp::draw_for_deal(seed);
        let mut game = PickUp::with_deal(options, dealer, [0, 0], &Card::standard_deck());
        game.seed = seed;
        game.log = Arc::new(MatchLog {
            draws,
            hands: Vec::new(),
        });
        game.deal_hand();
        game
    }

    fn options(&self) -> &PickUpOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn current_player(&self) -> Option<Seat> {
        current_player(self.phase, self.turn, self.dealer, |s| {
            self.face_down[s].is_none()
        })
    }

    fn legal_moves(&self) -> Vec<PickUpMove> {
        let mut moves = Vec::new();
        let Some(seat) = self.current_player() else {
            return moves;
        };
        match self.phase {
            Phase::Play => {
                self.takes(seat, &mut moves);
                if moves.is_empty() {
                    moves.push(PickUpMove::Pass);
                }
            }
            Phase::FaceDown => {
                moves.push(PickUpMove::FaceDown(None));
                moves.extend(
                    self.sets[seat]
                        .iter()
                        .map(|s| PickUpMove::FaceDown(Some(s.top))),
                );
            }
            Phase::Over(_) => {}
        }
        moves
    }

    fn apply(&mut self, mv: &PickUpMove) -> Result<(), IllegalMove> {
        self.check(mv)?;
        let Some(seat) = self.current_player() else {
            return Err(IllegalMove::new("The match is over."));
        };
        match *mv {
            PickUpMove::Pair { table, hand } => self.take(seat, table, &[hand]),
            PickUpMove::Four { table } => {
                let hand: Vec<Card> = others_of_rank(table).collect();
                self.take(seat, table, &hand)
            }
            PickUpMove::Pass => self.pass(seat),
            PickUpMove::FaceDown(choice) => {
                self.face_down[seat] = Some(choice);
                self.score_if_chosen();
            }
        }
        Ok(())
    }

    fn scores(&self) -> Vec<i64> {
        self.totals.to_vec()
    }

    fn observation(&self, seat: Seat) -> PickUpView {
        let choice = |s: Seat| match self.face_down[s] {
            None => Choice::Waiting,
            Some(c) if s == seat => Choice::Made(c),
            Some(_) => Choice::Hidden,
        };
        PickUpView {
            seat,
            options: self.options.clone(),
            log: self.log.clone(),
            hand_no: self.hand_no,
            dealer: self.dealer,
            hand: self.hands[seat],
            hand_counts: [self.hands[0].len(), self.hands[1].len()],
            piles: self.piles.map(|p| PileView {
                top: p.top(),
                under: p.under_count(),
            }),
            sets: self.sets.clone(),
            turn: self.turn,
            passes: self.passes,
            passed_ranks: self.passed_ranks,
            face_down: [choice(0), choice(1)],
            phase: self.phase,
            totals: self.totals,
        }
    }

    /// Deals the unseen cards at random: the other hand gets none of the
    /// ranks it has passed on; the rest go under the piles and aside.
    fn determinize(view: &PickUpView, rng: &mut DealRng) -> PickUp {
        let other = 1 - view.seat;
        let mut seen = view.hand;
        for pile in &view.piles {
            if let Some(t) = pile.top {
                seen.insert(t);
            }
        }
        for set in view.sets.iter().flatten() {
            for c in set.cards() {
                seen.insert(c);
            }
        }
        let mut unseen: Vec<Card> = Card::standard_deck()
            .into_iter()
            .filter(|&c| !seen.contains(c))
            .collect();
        rng.shuffle(&mut unseen);
        // Cards the other player may hold first, so their hand comes from them.
        let (mut unseen, barred): (Vec<Card>, Vec<Card>) = unseen
            .into_iter()
            .partition(|c| view.passed_ranks[other] & rank_bit(c.rank) == 0);
        unseen.extend(barred);
        let n = view.hand_counts[other];
        let mut hands = [CardSet::EMPTY; 2];
        hands[view.seat] = view.hand;
        hands[other] = unseen[..n.min(unseen.len())].iter().copied().collect();
        let mut rest = unseen.split_off(n.min(unseen.len()));
        rng.shuffle(&mut rest);
        let mut rest = rest.into_iter();
        let filler = Card::new(Rank::ACE, Suit::Spades);
        let piles = view.piles.map(|p| {
            let mut cards: Vec<Card> = rest.by_ref().take(p.under).collect();
            cards.extend(p.top);
            if cards.is_empty() {
                Pile {
                    cards: [filler; PILE_DEPTH],
                    len: 0,
                }
            } else {
                Pile::new(&cards)
            }
        });
        let set_aside = [rest.next().unwrap_or(filler), rest.next().unwrap_or(filler)];
        let face_down = [0, 1].map(|s| match view.face_down[s] {
            Choice::Waiting => None,
            Choice::Made(c) => Some(c),
            Choice::Hidden => {
                let options = view.sets[s].len() as u32 + 1;
                Some(match rng.below(options) {
                    0 => None,
                    i => Some(view.sets[s][i as usize - 1].top),
                })
            }
        });
        PickUp {
            options: view.options.clone(),
            seed: Seed::from_number(rng.next_u32() as u64),
            log: view.log.clone(),
            hand_no: view.hand_no,
            dealer: view.dealer,
            hands,
            piles,
            sets: view.sets.clone(),
            set_aside,
            turn: view.turn,
            passes: view.passes,
            passed_ranks: view.passed_ranks,
            face_down,
            phase: view.phase,
            totals: view.totals,
        }
    }

    fn round(&self) -> u32 {
        self.hand_no
    }

    fn reveals_cards(&self, mv: &PickUpMove) -> bool {
        match *mv {
            // Turns up the next card of the pile.
            PickUpMove::Pair { table, .. } | PickUpMove::Four { table } => self
                .piles
                .iter()
                .any(|p| p.top() == Some(table) && p.under_count() > 0),
            PickUpMove::Pass => false,
            // The last choice reveals the set-aside cards and deals anew.
            PickUpMove::FaceDown(_) => self.face_down.iter().filter(|c| c.is_none()).count() == 1,
        }
    }

    fn deck(&self) -> Vec<Card> {
        Card::standard_deck()
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places = Vec::with_capacity(52);
        for seat in 0..2 {
            places.extend(self.hands[seat].iter().map(|c| (Place::Hand(seat), c)));
            for set in &self.sets[seat] {
                places.extend(set.cards().map(|c| (Place::Sets(seat), c)));
            }
        }
        for (p, pile) in self.piles.iter().enumerate() {
            places.extend(pile.cards().iter().map(|&c| (Place::Pile(p), c)));
        }
        places.extend(self.set_aside.iter().map(|&c| (Place::SetAside, c)));
        places
    }

    fn move_universe(&self) -> Vec<PickUpMove> {
        let mut moves = vec![PickUpMove::Pass, PickUpMove::FaceDown(None)];
        for table in Card::standard_deck() {
            moves.extend(others_of_rank(table).map(|hand| PickUpMove::Pair { table, hand }));
            moves.push(PickUpMove::Four { table });
            moves.push(PickUpMove::FaceDown(Some(table)));
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_rejects_threes() {
        for text in [
            "take 7H with 7C",
            "take 7H with 7S 7D 7C",
            "pass",
            "facedown none",
            "facedown QD",
        ] {
            let mv: PickUpMove = text.parse().unwrap();
            assert_eq!(mv.to_string().parse::<PickUpMove>(), Ok(mv));
        }
        assert_eq!(
            "take 7H with 7S 7D 7C"
                .parse::<PickUpMove>()
                .unwrap()
                .to_string(),
            "take 7H with 7S 7D 7C"
        );
        assert!("take 7H with 7C 7D"
            .parse::<PickUpMove>()
            .unwrap_err()
            .contains("never two"));
        assert!("take 7H with 7H".parse::<PickUpMove>().is_err());
        assert!("take 7H with 8C 7D 7S".parse::<PickUpMove>().is_err());
        assert!("grab 7H".parse::<PickUpMove>().is_err());
    }

    #[test]
    fn options_from_links() {
        let p = |s: &[(&str, &str)]| {
            PickUpOptions::from_params(
                &s.iter()
                    .map(|(a, b)| (a.to_string(), b.to_string()))
                    .collect::<Vec<_>>(),
            )
        };
        // A link without `hands` is first to the target, as before.
        assert_eq!(p(&[]), Ok(PickUpOptions::first_to(1000)));
        assert_eq!(
            p(&[("target", "500"), ("opponent", "hard")]),
            Ok(PickUpOptions {
                length: MatchLength::Target(500),
                opponent: Opponent::Hard
            })
        );
        assert_eq!(
            p(&[("hands", "7"), ("opponent", "normal")]),
            Ok(PickUpOptions {
                length: MatchLength::Hands(7),
                opponent: Opponent::Normal
            })
        );
        assert!(p(&[("target", "5")]).is_err());
        for bad in ["0", "21", "five", "-1"] {
            assert_eq!(
                p(&[("hands", bad)]),
                Err(format!(
                    "option hands must be a number from 1 to 20, not {bad:?}"
                ))
            );
        }
        assert!(p(&[("hands", "5"), ("target", "1000")])
            .unwrap_err()
            .contains("not both"));
        assert!(p(&[("opponent", "genius")]).is_err());
        assert!(p(&[("jokers", "yes")]).is_err());
    }
}
