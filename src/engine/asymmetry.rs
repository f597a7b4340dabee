//! Asymmetry, for four players with the standard deck: each player's Ace is
//! their power — which cards they may put on the Play Pile — and placing a
//! Lessen Card swaps Aces. The first player whose hand is empty at the draw
//! wins.
//!
//! Rules: `../shared/seeds/asymmetry.txt`, read through `../shared/RULINGS.md`
//! (section "Asymmetry", including the details settled after an independent
//! re-implementation).
//!
//! Powers: Hearts play a card of the same colour as the Play Pile's top
//! card, Diamonds the other colour, Clubs a strictly higher rank, Spades a
//! strictly lower rank (2 low, King high; Aces are never in play).
//!
//! A turn has two decision steps, then the draw and the next seat, which the
//! engine does by itself:
//!
//! | step   | move          | notation      | legal when                                                     |
//! |--------|---------------|---------------|----------------------------------------------------------------|
//! | Play   | Play a card   | `play 7H`     | the card is in your hand and your power allows it on the top card |
//! | Play   | Pass          | `pass`        | (play nothing) whenever some card could be played              |
//! | Lessen | Place         | `lessen 4C`   | you have no Lessen Card: any hand card; swaps Aces with the holder of the Ace of its suit |
//! | Lessen | Play it       | `lessen play` | you have a Lessen Card, played a card this turn, and your power (now) allows the Lessen Card on it |
//! | Lessen | Pass          | `pass`        | whenever one of the two above is legal                         |
//!
//! A step whose only legal move would be `pass` is skipped by the engine, and
//! so is a whole turn with nothing to decide (the player still draws when the
//! rules say so), so a record holds only real decisions. That loop always
//! ends: a turn skipped whole either draws (hands never pass 7) or is one of
//! the four idle turns in a row that end the game (stalemate).
//!
//! After the Lessen step: a player whose hand is empty wins; otherwise a
//! player who played or placed a card draws one, and one who did neither
//! draws one only when holding fewer than 7. Then the holder of the Ace of
//! the last card that went on the Play Pile this turn plays next (looked up
//! after any swap; it may be the same player), or, when no card went on it,
//! the next seat (seat + 1 mod 4). A draw from an empty deck first shuffles
//! the Play Pile under its top card into a new deck, with the seed's
//! `Reshuffle(n)` stream (n = 1 for the first reshuffle).

use super::bot::Opponent;
use super::cards::{Card, CardSet, Rank, Suit};
use super::seed::{DealRng, Seed, Stream};
use super::{Game, GameOptions, IllegalMove, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

pub const SEATS: usize = 4;
/// Cards dealt to each player; a player who did nothing draws only below it.
pub const HAND: usize = 7;
/// Idle turns in a row (no card played, placed or drawn) that end the game.
pub const STALEMATE_TURNS: u8 = 4;
/// What a win adds to a seat's score (see [`Asymmetry::scores`]).
pub const WIN_BONUS: i64 = 10;

// ---------------------------------------------------------------- options

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AsymmetryOptions {
    /// Who sits in seats 1, 2 and 3 (seat 0 is the person).
    pub opponents: [Opponent; SEATS - 1],
}

impl Default for AsymmetryOptions {
    fn default() -> Self {
        AsymmetryOptions {
            opponents: [Opponent::Easy; SEATS - 1],
        }
    }
}

impl AsymmetryOptions {
    /// Who sits in a seat: `None` for the person at seat 0.
    pub fn seat_kind(&self, seat: Seat) -> Option<Opponent> {
        super::bot::seat_kind(&self.opponents, seat)
    }

    /// A seat played by a person (seat 0, or pass and play).
    pub fn is_person(&self, seat: Seat) -> bool {
        super::bot::is_person(&self.opponents, seat)
    }
}

impl GameOptions for AsymmetryOptions {
    fn to_params(&self) -> Vec<(&'static str, String)> {
        vec![("opponents", Opponent::list_words(&self.opponents))]
    }

    /// `opponents=easy,hard,normal`: seats 1, 2, 3 in order; seats not
    /// given are Easy computers.
    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let mut options = AsymmetryOptions::default();
        for (name, value) in params {
            match name.as_str() {
                "opponents" => {
                    let list = value
                        .split(',')
                        .map(Opponent::named)
                        .collect::<Result<Vec<_>, _>>()?;
                    // Strict, like every link: West, North and East, all three.
                    if list.len() != SEATS - 1 {
                        return Err(format!(
                            "Asymmetry is for 4 players: name the 3 other seats (West, North, East), not {}",
                            list.len()
                        ));
                    }
                    options = AsymmetryOptions::default();
                    options.opponents[..list.len()].copy_from_slice(&list);
                }
                _ => return Err(format!("Asymmetry has no option called {name:?}")),
            }
        }
        Ok(options)
    }

    fn validate(&self) -> Result<(), String> {
        Ok(())
    }

    fn describe(&self) -> String {
        let computers: Vec<&str> = self
            .opponents
            .iter()
            .filter_map(|o| o.level().map(|l| l.name()))
            .collect();
        let mut parts = Vec::new();
        if !computers.is_empty() {
            parts.push(format!("computers: {}", computers.join(", ")));
        }
        if self.opponents.contains(&Opponent::Person) {
            parts.push("pass and play".to_string());
        }
        parts.join(" · ")
    }
}

// ---------------------------------------------------------------- powers

/// A card as the table shows it: "5♦", "10♣".
pub fn shown(card: Card) -> String {
    format!("{}{}", card.rank.short(), card.suit.symbol())
}

/// The power's name: "Hearts".
pub fn power_name(power: Suit) -> &'static str {
    match power {
        Suit::Spades => "Spades",
        Suit::Hearts => "Hearts",
        Suit::Diamonds => "Diamonds",
        Suit::Clubs => "Clubs",
    }
}

/// What the power allows, in a few words: "play lower".
pub fn power_rule(power: Suit) -> &'static str {
    match power {
        Suit::Hearts => "play the same colour",
        Suit::Diamonds => "play the other colour",
        Suit::Clubs => "play higher",
        Suit::Spades => "play lower",
    }
}

fn colour(suit: Suit) -> &'static str {
    if suit.is_red() {
        "red"
    } else {
        "black"
    }
}

/// May a player with this power put `card` on `top`? Aces are never in play.
pub fn allows(power: Suit, top: Card, card: Card) -> bool {
    card.rank != Rank::ACE
        && match power {
            Suit::Hearts => card.suit.is_red() == top.suit.is_red(),
            Suit::Diamonds => card.suit.is_red() != top.suit.is_red(),
            Suit::Clubs => card.rank > top.rank,
            Suit::Spades => card.rank < top.rank,
        }
}

/// Why the power does not allow `card` on `top` ("Spades play lower than
/// the 5♦: the 9♣ is higher"), or `None` when it does.
pub fn refusal(power: Suit, top: Card, card: Card) -> Option<String> {
    if allows(power, top, card) {
        return None;
    }
    let (t, c) = (shown(top), shown(card));
    if card.rank == Rank::ACE {
        return Some(format!(
            "Aces are never played: the {c} only shows a player's power."
        ));
    }
    let name = power_name(power);
    Some(match power {
        Suit::Hearts => format!(
            "{name} play the same colour as the {t}: the {c} is {}.",
            colour(card.suit)
        ),
        Suit::Diamonds => format!(
            "{name} play the other colour than the {t}: the {c} is {} too.",
            colour(card.suit)
        ),
        Suit::Clubs if card.rank == top.rank => {
            format!("{name} play higher than the {t}: the {c} is the same rank.")
        }
        Suit::Clubs => format!("{name} play higher than the {t}: the {c} is lower."),
        Suit::Spades if card.rank == top.rank => {
            format!("{name} play lower than the {t}: the {c} is the same rank.")
        }
        Suit::Spades => format!("{name} play lower than the {t}: the {c} is higher."),
    })
}

// ---------------------------------------------------------------- moves

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AsymmetryMove {
    /// Step 1: this hand card onto the Play Pile.
    Play(Card),
    /// Skip the step: play nothing (Play), or neither place nor play a
    /// Lessen Card (Lessen).
    Pass,
    /// Step 2: put this hand card face up beside your Ace as your Lessen
    /// Card, and swap Aces with the holder of the Ace of its suit.
    Place(Card),
    /// Step 2: your Lessen Card onto the card you played this turn.
    PlayLessen,
}

impl fmt::Display for AsymmetryMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AsymmetryMove::Play(c) => write!(f, "play {c}"),
            AsymmetryMove::Pass => write!(f, "pass"),
            AsymmetryMove::Place(c) => write!(f, "lessen {c}"),
            AsymmetryMove::PlayLessen => write!(f, "lessen play"),
        }
    }
}

impl FromStr for AsymmetryMove {
    type Err = String;

    fn from_str(s: &str) -> Result<AsymmetryMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let card = |w: &str| -> Result<Card, String> {
            w.parse()
                .map_err(|e: super::cards::CardParseError| e.to_string())
        };
        match words.as_slice() {
            ["pass"] => Ok(AsymmetryMove::Pass),
            ["play", c] => Ok(AsymmetryMove::Play(card(c)?)),
            ["lessen", "play"] => Ok(AsymmetryMove::PlayLessen),
            ["lessen", c] => Ok(AsymmetryMove::Place(card(c)?)),
            _ => Err(format!(
                "{s:?} is not an Asymmetry move (play 7H, pass, lessen 4C, lessen play)"
            )),
        }
    }
}

// ---------------------------------------------------------------- the log

/// Why a seat plays next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextBecause {
    /// The last card that went on the Play Pile was of this suit, and the
    /// seat holds its Ace.
    AceOf(Suit),
    /// No card went on the Play Pile this turn: play moves to the left.
    Left,
}

/// What happened, turn by turn: public, in every observation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The deal: each seat's Ace, the start card, and who opens (the holder
    /// of the Ace of its suit).
    Dealt {
        aces: [Suit; SEATS],
        start: Card,
        opener: Seat,
    },
    Played {
        seat: Seat,
        card: Card,
    },
    /// Placed a Lessen Card.
    Placed {
        seat: Seat,
        card: Card,
    },
    /// The placement swapped Aces: `seat` now holds the Ace of `got`,
    /// `other` the Ace of `gave`. (No event when the card's suit was the
    /// placer's own.)
    Swapped {
        seat: Seat,
        other: Seat,
        got: Suit,
        gave: Suit,
    },
    /// Played the Lessen Card onto the card just played.
    LessenPlayed {
        seat: Seat,
        card: Card,
    },
    /// The turn went by with no card played or placed.
    Passed {
        seat: Seat,
    },
    /// Drew one card (which, only that seat sees).
    Drew {
        seat: Seat,
    },
    /// Did nothing while holding 7 cards: no draw.
    NoDraw {
        seat: Seat,
    },
    /// The deck was empty when a draw was due: the Play Pile under its top
    /// card, `cards` of them, was shuffled into a new deck (the `number`th
    /// time this game).
    Reshuffled {
        number: u32,
        cards: usize,
    },
    Next {
        from: Seat,
        seat: Seat,
        why: NextBecause,
    },
    /// This seat's hand was empty at the draw.
    Won {
        seat: Seat,
    },
    /// Four idle turns in a row: the seats with the fewest cards in hand win.
    Stalemate {
        winners: [bool; SEATS],
    },
}

impl Event {
    /// The event in plain words, seats named by `name` ("Seat 2", "You").
    pub fn describe(&self, name: &dyn Fn(Seat) -> String) -> String {
        match *self {
            Event::Dealt {
                aces,
                start,
                opener,
            } => {
                let aces: Vec<String> = (0..SEATS)
                    .map(|s| format!("{} {}", name(s), power_name(aces[s])))
                    .collect();
                format!(
                    "Aces: {}. The start card is the {}: {} holds the Ace of {} and opens.",
                    aces.join(", "),
                    shown(start),
                    name(opener),
                    start.suit.name()
                )
            }
            Event::Played { seat, card } => format!("{} played the {}.", name(seat), shown(card)),
            Event::Placed { seat, card } => {
                format!("{} placed the {} as a Lessen Card.", name(seat), shown(card))
            }
            Event::Swapped {
                seat,
                other,
                got,
                gave,
            } => format!(
                "{} swapped Aces with {}, taking the Ace of {} ({} {}) and giving the Ace of {}.",
                name(seat),
                name(other),
                got.name(),
                power_name(got),
                power_rule(got),
                gave.name()
            ),
            Event::LessenPlayed { seat, card } => format!(
                "{} played the Lessen Card, the {}, onto it.",
                name(seat),
                shown(card)
            ),
            Event::Passed { seat } => format!("{} passed.", name(seat)),
            Event::Drew { seat } => format!("{} drew a card.", name(seat)),
            Event::NoDraw { seat } => {
                format!("{} holds {HAND} cards and drew none.", name(seat))
            }
            Event::Reshuffled { number, cards } => format!(
                "The deck ran out: the Play Pile under its top card was shuffled into a new deck of {cards} cards (reshuffle {number})."
            ),
            Event::Next { from, seat, why } => {
                let who = if seat == from {
                    format!("{} plays again", name(seat))
                } else {
                    format!("{} plays next", name(seat))
                };
                match why {
                    NextBecause::AceOf(suit) => format!(
                        "The last card was a {}: {} holds the Ace of {}, so {who}.",
                        suit.name().trim_end_matches('s'),
                        name(seat),
                        suit.name()
                    ),
                    NextBecause::Left => {
                        format!("No card went on the Play Pile: {who}, on the left.")
                    }
                }
            }
            Event::Won { seat } => format!("{}'s hand is empty: {} won.", name(seat), name(seat)),
            Event::Stalemate { winners } => {
                let who: Vec<String> = (0..SEATS).filter(|&s| winners[s]).map(name).collect();
                format!(
                    "Four turns in a row without a card played, placed or drawn: the game ends. Fewest cards in hand: {} {}.",
                    who.join(", "),
                    if who.len() == 1 { "wins" } else { "share the win" }
                )
            }
        }
    }
}

// ---------------------------------------------------------------- the game

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Step 1: play a card or pass.
    Play,
    /// Step 2: place a Lessen Card, play it, or pass.
    Lessen,
    Over,
}

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Face up in front of a seat: its power.
    Ace(Seat),
    Hand(Seat),
    Lessen(Seat),
    PlayPile,
    Deck,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asymmetry {
    options: AsymmetryOptions,
    /// Deals the reshuffles; the state never shows it to a player.
    seed: Seed,
    /// The suit of the Ace each seat holds: its power.
    aces: [Suit; SEATS],
    hands: [CardSet; SEATS],
    lessen: [Option<Card>; SEATS],
    /// Bottom first, top card last; never empty.
    pile: Vec<Card>,
    /// Top card last.
    deck: Vec<Card>,
    reshuffles: u32,
    /// Whose turn it is.
    turn: Seat,
    step: Step,
    /// The card played from hand in this turn's Play step.
    played: Option<Card>,
    /// Turns in a row with no card played, placed or drawn.
    idle: u8,
    /// Turns begun, from 1 (turns skipped whole count too).
    turn_no: u32,
    winners: [bool; SEATS],
    log: Arc<Vec<Event>>,
    /// A bot's imagined game: it adds nothing to the log it was given
    /// (nothing in a search reads it, and copying a long shared log at every
    /// imagined move would cost more than the search).
    imagined: bool,
}

/// A position laid out by hand (tests, worked examples). Every card not
/// listed (Aces aside) lies under the listed Play Pile cards.
#[derive(Clone, Debug, Default)]
pub struct Position {
    pub aces: [Option<Suit>; SEATS],
    pub hands: [Vec<Card>; SEATS],
    pub lessen: [Option<Card>; SEATS],
    /// Bottom first; the last is the top card. At least one card.
    pub pile: Vec<Card>,
    /// Top card (next drawn) first.
    pub deck: Vec<Card>,
    /// Whose turn begins.
    pub turn: Seat,
    /// The seed number the reshuffles come from.
    pub seed: u64,
}

/// What one seat sees: its hand; every seat's Ace, Lessen Card and hand
/// size; the whole Play Pile; the deck's size; the turn; the log. Other
/// hands and the deck order stay hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsymmetryView {
    pub seat: Seat,
    pub options: AsymmetryOptions,
    pub hand: CardSet,
    pub hand_counts: [usize; SEATS],
    pub aces: [Suit; SEATS],
    pub lessen: [Option<Card>; SEATS],
    /// Bottom first; the top card last.
    pub pile: Vec<Card>,
    pub deck_count: usize,
    pub reshuffles: u32,
    pub turn: Seat,
    pub step: Step,
    /// The card played this turn (in the Lessen step).
    pub played: Option<Card>,
    pub idle_turns: u8,
    pub turn_no: u32,
    /// Who won (one seat, or those sharing a stalemate), once it is over.
    pub winners: Vec<Seat>,
    pub log: Arc<Vec<Event>>,
}

/// The moves of one step, from what the mover sees.
fn moves_in(
    step: Step,
    hand: CardSet,
    power: Suit,
    lessen: Option<Card>,
    top: Card,
    played: Option<Card>,
) -> Vec<AsymmetryMove> {
    let mut moves = Vec::new();
    match step {
        Step::Play => {
            moves.extend(
                hand.iter()
                    .filter(|&c| allows(power, top, c))
                    .map(AsymmetryMove::Play),
            );
        }
        Step::Lessen => match lessen {
            None => moves.extend(hand.iter().map(AsymmetryMove::Place)),
            Some(l) => {
                if played.is_some_and(|p| allows(power, p, l)) {
                    moves.push(AsymmetryMove::PlayLessen);
                }
            }
        },
        Step::Over => {}
    }
    if !moves.is_empty() {
        moves.push(AsymmetryMove::Pass);
    }
    moves
}

/// Has the mover anything to decide in this step (a move besides `pass`)?
fn has_choice(
    step: Step,
    hand: CardSet,
    power: Suit,
    lessen: Option<Card>,
    top: Card,
    played: Option<Card>,
) -> bool {
    match step {
        Step::Play => hand.iter().any(|c| allows(power, top, c)),
        Step::Lessen => match lessen {
            None => !hand.is_empty(),
            Some(l) => played.is_some_and(|p| allows(power, p, l)),
        },
        Step::Over => false,
    }
}

fn ace(suit: Suit) -> Card {
    Card::new(Rank::ACE, suit)
}

fn winners_list(winners: &[bool; SEATS]) -> Vec<Seat> {
    (0..SEATS).filter(|&s| winners[s]).collect()
}

impl AsymmetryView {
    /// Who moves now (`None` once the game is over).
    pub fn current_player(&self) -> Option<Seat> {
        (self.step != Step::Over).then_some(self.turn)
    }

    pub fn top(&self) -> Card {
        self.pile.last().copied().unwrap_or(ace(Suit::Spades))
    }

    pub fn power(&self, seat: Seat) -> Suit {
        self.aces[seat]
    }

    /// The seat holding the Ace of this suit.
    pub fn holder(&self, suit: Suit) -> Seat {
        holder(&self.aces, suit)
    }

    /// This seat's legal moves when it is its turn (none otherwise).
    pub fn legal_moves(&self) -> Vec<AsymmetryMove> {
        if self.current_player() != Some(self.seat) {
            return Vec::new();
        }
        moves_in(
            self.step,
            self.hand,
            self.aces[self.seat],
            self.lessen[self.seat],
            self.top(),
            self.played,
        )
    }
}

fn holder(aces: &[Suit; SEATS], suit: Suit) -> Seat {
    aces.iter().position(|&s| s == suit).unwrap_or(0)
}

impl Asymmetry {
    /// A game from the four Aces in seat order and the other 48 cards in deal
    /// order (first dealt first): seven rounds of one card to each seat,
    /// seat 0 first; then the start card; the rest is the deck, drawn in
    /// that order.
    pub fn with_deal(
        options: &AsymmetryOptions,
        seed: Seed,
        aces: [Suit; SEATS],
        deal_order: &[Card],
    ) -> Asymmetry {
        let mut cards = deal_order.iter().copied();
        let mut hands = [CardSet::EMPTY; SEATS];
        for _ in 0..HAND {
            for hand in hands.iter_mut() {
                if let Some(c) = cards.next() {
                    hand.insert(c);
                }
            }
        }
        let start = cards.next().unwrap_or(Card::new(Rank::KING, Suit::Clubs));
        let mut deck: Vec<Card> = cards.collect();
        deck.reverse();
        let opener = holder(&aces, start.suit);
        let mut game = Asymmetry {
            options: options.clone(),
            seed,
            aces,
            hands,
            lessen: [None; SEATS],
            pile: vec![start],
            deck,
            reshuffles: 0,
            turn: opener,
            step: Step::Play,
            played: None,
            idle: 0,
            turn_no: 1,
            winners: [false; SEATS],
            log: Arc::new(vec![Event::Dealt {
                aces,
                start,
                opener,
            }]),
            imagined: false,
        };
        game.settle();
        game
    }

    /// A position built by hand. Refused when a card is listed twice, an
    /// Ace is listed anywhere but as a power, or the Aces are not one of
    /// each suit.
    pub fn from_position(
        options: &AsymmetryOptions,
        position: &Position,
    ) -> Result<Asymmetry, String> {
        let mut aces = [Suit::Spades; SEATS];
        for (s, a) in position.aces.iter().enumerate() {
            aces[s] = a.ok_or_else(|| format!("seat {s} has no Ace"))?;
        }
        if Suit::ALL.iter().any(|s| !aces.contains(s)) {
            return Err("the four Aces must be one of each suit".into());
        }
        let mut used = CardSet::EMPTY;
        let mut take = |c: Card| -> Result<Card, String> {
            if c.rank == Rank::ACE {
                return Err(format!("the {c} is a power, not a card in play"));
            }
            if used.contains(c) {
                return Err(format!("the {c} is listed twice"));
            }
            used.insert(c);
            Ok(c)
        };
        let mut hands = [CardSet::EMPTY; SEATS];
        for (hand, listed) in hands.iter_mut().zip(&position.hands) {
            for &c in listed {
                hand.insert(take(c)?);
            }
        }
        let mut lessen = [None; SEATS];
        for (card, listed) in lessen.iter_mut().zip(position.lessen) {
            if let Some(c) = listed {
                *card = Some(take(c)?);
            }
        }
        let mut listed_pile = Vec::new();
        for &c in &position.pile {
            listed_pile.push(take(c)?);
        }
        if listed_pile.is_empty() {
            return Err("the Play Pile needs a top card".into());
        }
        let mut deck = Vec::new();
        for &c in &position.deck {
            deck.push(take(c)?);
        }
        deck.reverse();
        let mut pile: Vec<Card> = Card::standard_deck()
            .into_iter()
            .filter(|&c| c.rank != Rank::ACE && !used.contains(c))
            .collect();
        pile.extend(listed_pile);
        let mut game = Asymmetry {
            options: options.clone(),
            seed: Seed::from_number(position.seed),
            aces,
            hands,
            lessen,
            pile,
            deck,
            reshuffles: 0,
            turn: position.turn % SEATS,
            step: Step::Play,
            played: None,
            idle: 0,
            turn_no: 1,
            winners: [false; SEATS],
            log: Arc::new(Vec::new()),
            imagined: false,
        };
        game.settle();
        Ok(game)
    }

    pub fn step(&self) -> Step {
        self.step
    }

    /// Whose turn it is (also while a turn's steps are under way).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Turns begun so far, from 1 (turns skipped whole count too).
    pub fn turn_no(&self) -> u32 {
        self.turn_no
    }

    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// The suit of the Ace this seat holds.
    pub fn power(&self, seat: Seat) -> Suit {
        self.aces[seat]
    }

    pub fn aces(&self) -> [Suit; SEATS] {
        self.aces
    }

    /// The seat holding the Ace of this suit.
    pub fn holder(&self, suit: Suit) -> Seat {
        holder(&self.aces, suit)
    }

    pub fn lessen_card(&self, seat: Seat) -> Option<Card> {
        self.lessen[seat]
    }

    /// Bottom first; the top card last.
    pub fn pile(&self) -> &[Card] {
        &self.pile
    }

    pub fn top(&self) -> Card {
        self.pile.last().copied().unwrap_or(ace(Suit::Spades))
    }

    /// The deck, next card drawn first.
    pub fn deck_top_first(&self) -> Vec<Card> {
        self.deck.iter().rev().copied().collect()
    }

    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }

    pub fn reshuffles(&self) -> u32 {
        self.reshuffles
    }

    /// The card played this turn (during the Lessen step).
    pub fn played(&self) -> Option<Card> {
        self.played
    }

    pub fn idle_turns(&self) -> u8 {
        self.idle
    }

    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// Who won, once the game is over: one seat, or the seats sharing a
    /// stalemate.
    pub fn winners(&self) -> Vec<Seat> {
        winners_list(&self.winners)
    }

    fn note(&mut self, event: Event) {
        if !self.imagined {
            Arc::make_mut(&mut self.log).push(event);
        }
    }

    fn has_choice(&self) -> bool {
        let s = self.turn;
        has_choice(
            self.step,
            self.hands[s],
            self.aces[s],
            self.lessen[s],
            self.top(),
            self.played,
        )
    }

    /// Skips every step with nothing to decide, and whole turns with nothing
    /// to decide, until a seat has a choice or the game is over. Bounded: a
    /// turn skipped whole either draws (hands never grow past 7) or is idle,
    /// and four idle turns in a row end the game.
    fn settle(&mut self) {
        while self.step != Step::Over && !self.has_choice() {
            match self.step {
                Step::Play => self.step = Step::Lessen,
                _ => self.end_turn(false, self.played),
            }
        }
    }

    /// Draws one card for `seat`, reshuffling the Play Pile under its top
    /// card into a new deck if the deck is empty. False if there was none.
    fn draw(&mut self, seat: Seat) -> bool {
        if self.deck.is_empty() && self.pile.len() > 1 {
            let top = self.pile.pop().unwrap_or(ace(Suit::Spades));
            let mut cards = std::mem::replace(&mut self.pile, vec![top]);
            self.reshuffles += 1;
            DealRng::new(self.seed, Stream::Reshuffle(self.reshuffles)).shuffle(&mut cards);
            // The shuffled cards are read top card first.
            cards.reverse();
            let number = self.reshuffles;
            self.note(Event::Reshuffled {
                number,
                cards: cards.len(),
            });
            self.deck = cards;
        }
        match self.deck.pop() {
            Some(card) => {
                self.hands[seat].insert(card);
                self.note(Event::Drew { seat });
                true
            }
            None => false,
        }
    }

    /// The draw and the next seat. `placed`: a Lessen Card was placed this
    /// turn; `last`: the last card that went on the Play Pile this turn.
    fn end_turn(&mut self, placed: bool, last: Option<Card>) {
        let seat = self.turn;
        let acted = self.played.is_some() || placed;
        if !acted {
            self.note(Event::Passed { seat });
        }
        if self.hands[seat].is_empty() {
            self.winners = [false; SEATS];
            self.winners[seat] = true;
            self.step = Step::Over;
            self.played = None;
            self.note(Event::Won { seat });
            return;
        }
        let drew = if acted || self.hands[seat].len() < HAND {
            self.draw(seat)
        } else {
            self.note(Event::NoDraw { seat });
            false
        };
        self.played = None;
        if acted || drew {
            self.idle = 0;
        } else {
            self.idle += 1;
            if self.idle >= STALEMATE_TURNS {
                let fewest = self.hands.iter().map(|h| h.len()).min().unwrap_or(0);
                self.winners = [0, 1, 2, 3].map(|s| self.hands[s].len() == fewest);
                self.step = Step::Over;
                let winners = self.winners;
                self.note(Event::Stalemate { winners });
                return;
            }
        }
        let (next, why) = match last {
            Some(card) => (self.holder(card.suit), NextBecause::AceOf(card.suit)),
            None => ((seat + 1) % SEATS, NextBecause::Left),
        };
        self.note(Event::Next {
            from: seat,
            seat: next,
            why,
        });
        self.turn = next;
        self.turn_no += 1;
        self.step = Step::Play;
    }

    fn check(&self, seat: Seat, mv: &AsymmetryMove) -> Result<(), IllegalMove> {
        let refuse = |why: String| Err(IllegalMove(why));
        let hand = self.hands[seat];
        let power = self.aces[seat];
        let not_held = |c: Card| {
            if c.rank == Rank::ACE {
                format!(
                    "Aces are never played: the {} only shows a player's power.",
                    shown(c)
                )
            } else {
                format!("The {} is not in your hand.", shown(c))
            }
        };
        match (self.step, *mv) {
            (Step::Over, _) => refuse("The game is over.".into()),
            (Step::Play, AsymmetryMove::Play(c)) => {
                if !hand.contains(c) {
                    return refuse(not_held(c));
                }
                match refusal(power, self.top(), c) {
                    Some(why) => refuse(why),
                    None => Ok(()),
                }
            }
            (Step::Play, AsymmetryMove::Place(_) | AsymmetryMove::PlayLessen) => refuse(
                "First play a card or pass: the Lessen Card comes after the play.".into(),
            ),
            (Step::Lessen, AsymmetryMove::Play(_)) => refuse(match self.played {
                Some(p) => format!(
                    "One card a turn: you have played the {}. Place a Lessen Card, play it, or pass.",
                    shown(p)
                ),
                None => "You passed the play this turn: place a Lessen Card or pass.".into(),
            }),
            (Step::Lessen, AsymmetryMove::Place(c)) => {
                if let Some(l) = self.lessen[seat] {
                    return refuse(format!(
                        "One Lessen Card at a time: yours is the {}; play it onto a card you have just played.",
                        shown(l)
                    ));
                }
                if !hand.contains(c) {
                    return refuse(not_held(c));
                }
                Ok(())
            }
            (Step::Lessen, AsymmetryMove::PlayLessen) => {
                let Some(l) = self.lessen[seat] else {
                    return refuse("You have no Lessen Card to play.".into());
                };
                let Some(p) = self.played else {
                    return refuse(
                        "A Lessen Card goes onto the card you played this turn, and you played none."
                            .into(),
                    );
                };
                match refusal(power, p, l) {
                    Some(why) => refuse(format!("Your Lessen Card can't go on: {why}")),
                    None => Ok(()),
                }
            }
            (_, AsymmetryMove::Pass) => Ok(()),
        }
    }

    /// Does this move end the mover's turn with the mover drawing a card?
    fn ends_turn_with_draw(&self, mv: &AsymmetryMove) -> bool {
        let Some(seat) = self.current_player() else {
            return false;
        };
        if self.check(seat, mv).is_err() {
            return false;
        }
        let hand = self.hands[seat].len();
        let lessen = self.lessen[seat];
        let power = self.aces[seat];
        match (self.step, *mv) {
            (Step::Play, AsymmetryMove::Play(c)) => {
                // The Lessen step follows unless it has nothing to decide.
                let more = match lessen {
                    None => hand > 1,
                    Some(l) => allows(power, c, l),
                };
                !more && hand > 1
            }
            (Step::Play, _) => {
                // Passing the play: with no Lessen Card there is one to place.
                lessen.is_some() && hand < HAND
            }
            (Step::Lessen, AsymmetryMove::Place(_)) => hand > 1,
            (Step::Lessen, _) => hand > 0 && (self.played.is_some() || hand < HAND),
            (Step::Over, _) => false,
        }
    }
}

impl Game for Asymmetry {
    type Move = AsymmetryMove;
    type Options = AsymmetryOptions;
    type Card = Card;
    type Place = Place;
    type Observation = AsymmetryView;

    const ID: &'static str = "asymmetry";
    const NAME: &'static str = "Asymmetry";
    /// Scores are minus the cards in hand (a win adds 10): a card or two
    /// is a clear difference.
    const SCORE_SCALE: f64 = 3.0;
    /// A random playout of a whole game runs to hundreds of moves and
    /// mostly ends in a stalemate nobody would play for; the look-ahead
    /// stops a few moves past its tree and scores the hands. Hard against
    /// three rule-based players (`cardtable-cli arena asymmetry hard rules`,
    /// 160–240 games each, ±6%): horizon 0 won 45%, 4 won 47%, 8 won 41%,
    /// 12 won 43%, 24 won 33%, 48 won 27%, 100 won 8%. (The score scale
    /// made no difference from 1.5 to 6.)
    const PLAYOUT_HORIZON: Option<u32> = Some(4);

    /// The 52 cards shuffled with the `Deal` stream and read top card
    /// first: the Aces go to seats 0–3 in the order they come; the other
    /// cards, in their order, make the deal ([`Asymmetry::with_deal`]).
    fn new(options: &AsymmetryOptions, seed: Seed) -> Asymmetry {
        let mut deck = Card::standard_deck();
        DealRng::new(seed, Stream::Deal).shuffle(&mut deck);
        let mut aces = [Suit::Spades; SEATS];
        let mut a = 0;
        for c in &deck {
            if c.rank == Rank::ACE && a < SEATS {
                aces[a] = c.suit;
                a += 1;
            }
        }
        let rest: Vec<Card> = deck.into_iter().filter(|c| c.rank != Rank::ACE).collect();
        Asymmetry::with_deal(options, seed, aces, &rest)
    }

    fn options(&self) -> &AsymmetryOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn current_player(&self) -> Option<Seat> {
        (self.step != Step::Over).then_some(self.turn)
    }

    fn legal_moves(&self) -> Vec<AsymmetryMove> {
        let s = self.turn;
        moves_in(
            self.step,
            self.hands[s],
            self.aces[s],
            self.lessen[s],
            self.top(),
            self.played,
        )
    }

    fn apply(&mut self, mv: &AsymmetryMove) -> Result<(), IllegalMove> {
        let Some(seat) = self.current_player() else {
            return Err(IllegalMove::new("The game is over."));
        };
        self.check(seat, mv)?;
        match (self.step, *mv) {
            (Step::Play, AsymmetryMove::Play(card)) => {
                self.hands[seat].remove(card);
                self.pile.push(card);
                self.played = Some(card);
                self.note(Event::Played { seat, card });
                self.step = Step::Lessen;
            }
            (Step::Play, _) => self.step = Step::Lessen,
            (_, AsymmetryMove::Place(card)) => {
                self.hands[seat].remove(card);
                self.lessen[seat] = Some(card);
                self.note(Event::Placed { seat, card });
                let other = self.holder(card.suit);
                if other != seat {
                    let gave = self.aces[seat];
                    self.aces.swap(seat, other);
                    self.note(Event::Swapped {
                        seat,
                        other,
                        got: card.suit,
                        gave,
                    });
                }
                self.end_turn(true, self.played);
            }
            (_, AsymmetryMove::PlayLessen) => {
                if let Some(card) = self.lessen[seat].take() {
                    self.pile.push(card);
                    self.note(Event::LessenPlayed { seat, card });
                    self.end_turn(false, Some(card));
                }
            }
            _ => self.end_turn(false, self.played),
        }
        self.settle();
        Ok(())
    }

    /// While in play, minus the cards in each hand: what the rules measure
    /// (an empty hand wins, a stalemate goes to the fewest). A Lessen Card
    /// is not counted: it has left the hand, and placing one is how a hand
    /// shrinks. Once over, each winner gets [`WIN_BONUS`] more.
    fn scores(&self) -> Vec<i64> {
        (0..SEATS)
            .map(|s| -(self.hands[s].len() as i64) + WIN_BONUS * self.winners[s] as i64)
            .collect()
    }

    fn observation(&self, seat: Seat) -> AsymmetryView {
        AsymmetryView {
            seat,
            options: self.options.clone(),
            hand: self.hands[seat],
            hand_counts: self.hands.map(|h| h.len()),
            aces: self.aces,
            lessen: self.lessen,
            pile: self.pile.clone(),
            deck_count: self.deck.len(),
            reshuffles: self.reshuffles,
            turn: self.turn,
            step: self.step,
            played: self.played,
            idle_turns: self.idle,
            turn_no: self.turn_no,
            winners: self.winners(),
            log: self.log.clone(),
        }
    }

    /// Deals the cards the seat can't see — the other hands and the deck —
    /// at random; later reshuffles come from a random seed.
    fn determinize(view: &AsymmetryView, rng: &mut DealRng) -> Asymmetry {
        let mut seen = view.hand;
        for &s in &view.aces {
            seen.insert(ace(s));
        }
        for c in view.lessen.iter().flatten() {
            seen.insert(*c);
        }
        for &c in &view.pile {
            seen.insert(c);
        }
        let mut unseen: Vec<Card> = Card::standard_deck()
            .into_iter()
            .filter(|&c| !seen.contains(c))
            .collect();
        rng.shuffle(&mut unseen);
        let mut hands = [CardSet::EMPTY; SEATS];
        for (s, hand) in hands.iter_mut().enumerate() {
            if s == view.seat {
                *hand = view.hand;
                continue;
            }
            for c in unseen.drain(unseen.len().saturating_sub(view.hand_counts[s])..) {
                hand.insert(c);
            }
        }
        let mut winners = [false; SEATS];
        for &w in &view.winners {
            winners[w] = true;
        }
        let seed = Seed::from_number(((rng.next_u32() as u64) << 32) | rng.next_u32() as u64);
        Asymmetry {
            options: view.options.clone(),
            seed,
            aces: view.aces,
            hands,
            lessen: view.lessen,
            pile: view.pile.clone(),
            deck: unseen,
            reshuffles: view.reshuffles,
            turn: view.turn,
            step: view.step,
            played: view.played,
            idle: view.idle_turns,
            turn_no: view.turn_no,
            winners,
            log: view.log.clone(),
            imagined: true,
        }
    }

    /// A move that ends the mover's turn with a draw shows them a new card.
    fn reveals_cards(&self, mv: &AsymmetryMove) -> bool {
        self.ends_turn_with_draw(mv)
    }

    fn deck(&self) -> Vec<Card> {
        Card::standard_deck()
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places = Vec::with_capacity(52);
        for s in 0..SEATS {
            places.push((Place::Ace(s), ace(self.aces[s])));
            places.extend(self.hands[s].iter().map(|c| (Place::Hand(s), c)));
            places.extend(self.lessen[s].map(|c| (Place::Lessen(s), c)));
        }
        places.extend(self.pile.iter().map(|&c| (Place::PlayPile, c)));
        places.extend(self.deck.iter().map(|&c| (Place::Deck, c)));
        places
    }

    fn move_universe(&self) -> Vec<AsymmetryMove> {
        let mut moves = vec![AsymmetryMove::Pass, AsymmetryMove::PlayLessen];
        for c in Card::standard_deck() {
            moves.push(AsymmetryMove::Play(c));
            moves.push(AsymmetryMove::Place(c));
        }
        moves
    }
}

// ---------------------------------------------------------------- a yardstick

/// A simple rule-based player (a yardstick for the computer players): play
/// the card that keeps the turn or frees the Lessen Card, then play the
/// Lessen Card whenever it may go, else place one — preferably of the suit
/// just played, so the swap keeps the turn. `pass` only when nothing else
/// is legal.
pub fn rule_based_move(view: &AsymmetryView) -> Option<AsymmetryMove> {
    let seat = view.seat;
    let legal = view.legal_moves();
    let power = view.aces[seat];
    let lessen = view.lessen[seat];
    let mut best: Option<(i32, AsymmetryMove)> = None;
    for &mv in &legal {
        let score = match mv {
            AsymmetryMove::Pass => 0,
            AsymmetryMove::Play(c) => {
                let frees = lessen.is_some_and(|l| allows(power, c, l));
                // The suit that decides the next seat if this turn goes as planned.
                let last = match lessen {
                    Some(l) if frees => l.suit,
                    _ => c.suit,
                };
                let keeps = view.holder(last) == seat
                    || (lessen.is_none() && view.hand.iter().any(|h| h != c && h.suit == c.suit));
                // Middle ranks leave the most cards playable for later;
                // keep them, play the extremes first.
                let extreme = (c.rank.number() as i32 - 7).abs();
                100 + 40 * frees as i32 + 20 * keeps as i32 + extreme
            }
            AsymmetryMove::PlayLessen => 300,
            AsymmetryMove::Place(c) => {
                let last = view.hand.len() == 1;
                // Taking the Ace of the suit just played keeps the turn.
                let keeps = view.played.is_some_and(|p| p.suit == c.suit);
                // An easy card to play later: a middle rank.
                let middle = 6 - (c.rank.number() as i32 - 7).abs();
                200 + 100 * last as i32 + 30 * keeps as i32 + middle
            }
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in ["play 7H", "pass", "lessen 4C", "lessen play", "play 10D"] {
            let mv: AsymmetryMove = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        assert!("lessen".parse::<AsymmetryMove>().is_err());
        assert!("play".parse::<AsymmetryMove>().is_err());
        assert!("play 1H".parse::<AsymmetryMove>().is_err());
        assert!("draw".parse::<AsymmetryMove>().is_err());
    }
}
