//! Asymmetry's rules: the state of a game (`Asymmetry`) and where cards
//! lie, the deal or a position laid out by hand, the moves of a step, the
//! steps skipped, the draw and the next seat, and which moves are legal.

use super::log::{Event, NextBecause};
use super::moves::AsymmetryMove;
use super::options::{AsymmetryOptions, HAND, SEATS};
use super::powers::{allows, refusal, shown};
use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::seed::{DealRng, Seed, Stream};
use crate::engine::{Game, IllegalMove, Seat};
use std::sync::Arc;

/// Idle turns in a row (no card played, placed or drawn) that end the game.
pub const STALEMATE_TURNS: u8 = 4;
/// What a win adds to a seat's score (see [`Asymmetry::scores`]).
pub const WIN_BONUS: i64 = 10;

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
    pub(super) options: AsymmetryOptions,
    /// Deals the reshuffles; the state never shows it to a player.
    pub(super) seed: Seed,
    /// The suit of the Ace each seat holds: its power.
    pub(super) aces: [Suit; SEATS],
    pub(super) hands: [CardSet; SEATS],
    pub(super) lessen: [Option<Card>; SEATS],
    /// Bottom first, top card last; never empty.
    pub(super) pile: Vec<Card>,
    /// Top card last.
    pub(super) deck: Vec<Card>,
    pub(super) reshuffles: u32,
    /// Whose turn it is.
    pub(super) turn: Seat,
    pub(super) step: Step,
    /// The card played from hand in this turn's Play step.
    pub(super) played: Option<Card>,
    /// Turns in a row with no card played, placed or drawn.
    pub(super) idle: u8,
    /// Turns begun, from 1 (turns skipped whole count too).
    pub(super) turn_no: u32,
    pub(super) winners: [bool; SEATS],
    pub(super) log: Arc<Vec<Event>>,
    /// A bot's imagined game: it adds nothing to the log it was given
    /// (nothing in a search reads it, and copying a long shared log at every
    /// imagined move would cost more than the search).
    pub(super) imagined: bool,
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

/// The moves of one step, from what the mover sees.
pub(super) fn moves_in(
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

pub(super) fn ace(suit: Suit) -> Card {
    Card::new(Rank::ACE, suit)
}

fn winners_list(winners: &[bool; SEATS]) -> Vec<Seat> {
    (0..SEATS).filter(|&s| winners[s]).collect()
}

pub(super) fn holder(aces: &[Suit; SEATS], suit: Suit) -> Seat {
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

    pub(super) fn note(&mut self, event: Event) {
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
    pub(super) fn settle(&mut self) {
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
    pub(super) fn end_turn(&mut self, placed: bool, last: Option<Card>) {
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

    pub(super) fn check(&self, seat: Seat, mv: &AsymmetryMove) -> Result<(), IllegalMove> {
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
    pub(super) fn ends_turn_with_draw(&self, mv: &AsymmetryMove) -> bool {
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
