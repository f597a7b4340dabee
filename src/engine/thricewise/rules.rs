//! Thricewise's rules: the state of a game (`Thricewise`) and where cards
//! lie, the deal, which moves are legal, the reveal of the picks, the
//! placement and the end of a turn.

use super::grid::{Card, Cell, Grid};
use super::moves::ThricewiseMove;
use super::options::ThricewiseOptions;
use super::runs::{LastPlaced, Placement};
use crate::engine::decktet::{DecktetCard, DecktetSet};
use crate::engine::{Game, IllegalMove, Seat};

pub const HAND: usize = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Seats holding cards pick one each, secretly.
    Pick,
    /// The picks not deferred are placed, lowest rank first.
    Place,
    Over,
}

/// Where a card can lie.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Deck,
    Hand(Seat),
    /// Picked this turn, not yet placed.
    Pick(Seat),
    Deferred(Seat),
    Grid(Cell),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thricewise {
    pub(super) options: ThricewiseOptions,
    pub(super) grid: Grid,
    /// Top card last.
    pub(super) deck: Vec<Card>,
    pub(super) hands: Vec<DecktetSet>,
    /// This turn's picks still to be placed (hidden until the reveal).
    pub(super) picks: Vec<Option<Card>>,
    /// Cards deferred in earlier turns or this one, face up by their owner.
    pub(super) deferred: Vec<DecktetSet>,
    /// This turn's revealed picks, as they were revealed (for the table).
    pub(super) revealed: Vec<Option<Card>>,
    pub(super) phase: Phase,
    /// Seats still to place this turn, lowest pick first.
    pub(super) order: Vec<Seat>,
    pub(super) scores: Vec<i64>,
    pub(super) turn: u32,
    pub(super) last: Option<LastPlaced>,
}

impl Thricewise {
    /// A game from a deck in deal order (first card dealt first): three
    /// cards to each player in turn, then the start layout row by row.
    pub fn with_deck(options: &ThricewiseOptions, deal_order: &[Card]) -> Thricewise {
        let players = options.players();
        let mut cards = deal_order.iter().copied();
        let mut hands = vec![DecktetSet::EMPTY; players];
        for _ in 0..HAND {
            for hand in hands.iter_mut() {
                hand.extend_one(cards.next());
            }
        }
        let mut grid = Grid::empty();
        let columns = if players.is_multiple_of(2) { 2 } else { 3 };
        for row in 0..2 {
            for col in 0..columns {
                if let Some(c) = cards.next() {
                    grid.put(Cell::new(row, col), c);
                }
            }
        }
        let mut deck: Vec<Card> = cards.collect();
        deck.reverse();
        Thricewise {
            options: options.clone(),
            grid,
            deck,
            hands,
            picks: vec![None; players],
            deferred: vec![DecktetSet::EMPTY; players],
            revealed: vec![None; players],
            phase: Phase::Pick,
            order: Vec::new(),
            scores: vec![0; players],
            turn: 1,
            last: None,
        }
    }

    /// A position built by hand (tests, worked examples): this grid, these
    /// hands, an empty deck, the pick about to start.
    pub fn from_position(
        options: &ThricewiseOptions,
        grid: Grid,
        hands: Vec<DecktetSet>,
    ) -> Thricewise {
        let mut game = Thricewise::with_deck(options, &[]);
        game.grid = grid;
        game.hands = hands;
        game.hands.resize(options.players(), DecktetSet::EMPTY);
        game
    }

    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn hand(&self, seat: Seat) -> DecktetSet {
        self.hands[seat]
    }

    pub fn deferred(&self, seat: Seat) -> DecktetSet {
        self.deferred[seat]
    }

    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }

    /// The last card placed, with the runs it scored.
    pub fn last_placement(&self) -> Option<Placement> {
        self.last.map(|l| l.with_runs(&self.grid))
    }

    /// The turn number, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Is the pick to be made now the turn's last (so it reveals them all)?
    pub fn is_last_pick(&self) -> bool {
        let Some(seat) = self.current_player() else {
            return false;
        };
        self.phase == Phase::Pick
            && (0..self.hands.len())
                .all(|s| s == seat || self.hands[s].is_empty() || self.picks[s].is_some())
    }

    /// The cards a seat has to place now (its pick and deferred cards, once
    /// its placement has come).
    pub fn to_place(&self, seat: Seat) -> DecktetSet {
        to_place(self.phase, &self.order, &self.picks, &self.deferred, seat)
    }

    /// Seats with the highest score (more than one when they share the win).
    pub fn winners(&self) -> Vec<Seat> {
        let best = self.scores.iter().copied().max().unwrap_or(0);
        (0..self.scores.len())
            .filter(|&s| self.scores[s] == best)
            .collect()
    }

    pub(super) fn picked(&self) -> Vec<bool> {
        self.picks.iter().map(Option::is_some).collect()
    }

    pub(super) fn hand_counts(&self) -> Vec<usize> {
        self.hands.iter().map(|h| h.len()).collect()
    }

    pub(super) fn check(&self, seat: Seat, mv: &ThricewiseMove) -> Result<(), IllegalMove> {
        match (*mv, self.phase) {
            (ThricewiseMove::Pick(card), Phase::Pick) => {
                if self.hands[seat].contains(card) {
                    Ok(())
                } else {
                    Err(IllegalMove::new(format!(
                        "{} is not in your hand.",
                        card.name()
                    )))
                }
            }
            (ThricewiseMove::Place { card, cell }, Phase::Place) => {
                let mine = to_place(self.phase, &self.order, &self.picks, &self.deferred, seat);
                if !mine.contains(card) {
                    return Err(IllegalMove::new(format!(
                        "{} is not a card you are placing now.",
                        card.name()
                    )));
                }
                match self.grid.refusal(cell) {
                    Some(why) => Err(IllegalMove::new(why)),
                    None => Ok(()),
                }
            }
            (ThricewiseMove::Pick(_), _) => Err(IllegalMove::new(
                "Cards are placed now; the next pick comes after.",
            )),
            (ThricewiseMove::Place { .. }, _) => Err(IllegalMove::new(
                "Everyone picks a card first; placing comes after the reveal.",
            )),
        }
    }

    /// All picks are in: defer equal ranks, order the rest by rank.
    pub(super) fn reveal(&mut self) {
        self.revealed = self.picks.clone();
        let rank = |c: &Option<Card>| c.map(|c| c.rank());
        let ranks: Vec<Option<u8>> = self.picks.iter().map(rank).collect();
        for seat in 0..self.picks.len() {
            let clash = ranks[seat].is_some()
                && (0..ranks.len()).any(|s| s != seat && ranks[s] == ranks[seat]);
            if clash {
                if let Some(c) = self.picks[seat].take() {
                    self.deferred[seat].insert(c);
                }
            }
        }
        self.order = (0..self.picks.len())
            .filter(|&s| self.picks[s].is_some())
            .collect();
        // Ranks here are all different, so the order is fully determined.
        self.order
            .sort_unstable_by_key(|&s| self.picks[s].map(|c| c.rank()));
        self.phase = Phase::Place;
        if self.order.is_empty() {
            self.end_turn();
        }
    }

    pub(super) fn place(&mut self, seat: Seat, card: Card, cell: Cell) {
        if self.picks[seat] == Some(card) {
            self.picks[seat] = None;
        } else {
            self.deferred[seat].remove(card);
        }
        self.grid.put(cell, card);
        let points = self.grid.points_through(cell);
        self.scores[seat] += points;
        self.last = Some(LastPlaced {
            seat,
            card,
            cell,
            points,
        });
        if self.grid.len() == DecktetCard::COUNT {
            self.phase = Phase::Over;
            self.order.clear();
            return;
        }
        if self.picks[seat].is_none() && self.deferred[seat].is_empty() {
            self.order.remove(0);
            if self.order.is_empty() {
                self.end_turn();
            }
        }
    }

    fn end_turn(&mut self) {
        let players = self.hands.len();
        if self.deck.len() >= players {
            for hand in self.hands.iter_mut() {
                hand.extend_one(self.deck.pop());
            }
        }
        if self.hands.iter().all(|h| h.is_empty()) {
            self.phase = Phase::Over;
        } else {
            self.phase = Phase::Pick;
            self.turn += 1;
        }
    }
}

// Who moves and what they place, worked out alike from the game or from a
// seat's view (`ThricewiseView`).

/// `to_pick(seat)`: holds a card and has not picked yet.
pub(super) fn current_player(
    phase: Phase,
    order: &[Seat],
    seats: usize,
    to_pick: impl Fn(Seat) -> bool,
) -> Option<Seat> {
    match phase {
        Phase::Pick => (0..seats).find(|&s| to_pick(s)),
        Phase::Place => order.first().copied(),
        Phase::Over => None,
    }
}

pub(super) fn to_place(
    phase: Phase,
    order: &[Seat],
    picks: &[Option<Card>],
    deferred: &[DecktetSet],
    seat: Seat,
) -> DecktetSet {
    let mut cards = DecktetSet::EMPTY;
    if phase == Phase::Place && order.first() == Some(&seat) {
        cards = deferred[seat];
        if let Some(c) = picks[seat] {
            cards.insert(c);
        }
    }
    cards
}
