//! Thricewise, for 2–5 players with the Decktet: every turn each player
//! secretly picks a card, the picks are revealed, and they are placed on a
//! growing grid in rising rank order; three in a row that are a flush, a set
//! or a straight score.
//!
//! Rules: `../shared/seeds/thricewise.txt`, read through `../shared/RULINGS.md`.
//!
//! The picks are simultaneous in the game but moves are made one at a time:
//! each seat's pick is hidden from every other seat's observation until the
//! last pick reveals them all, so nobody (person or bot) picks knowing
//! another's pick.
//!
//! | move  | notation            | when                                          |
//! |-------|---------------------|-----------------------------------------------|
//! | Pick  | `pick 5YK`          | the pick: every seat holding a card, in seat order |
//! | Place | `place 5YK at -1,2` | your placement: your pick or a deferred card, on a legal cell |
//!
//! Cells are (row, column) counted from the start layout's top-left card,
//! so they can be negative once the grid grows up or left.

use super::bot::Opponent;
use super::decktet::{DecktetCard, DecktetSet, Suit};
use super::seed::{DealRng, Seed, Stream};
use super::{Game, GameOptions, IllegalMove, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

pub type Card = DecktetCard;

pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;
pub const HAND: usize = 3;
/// The grid never grows beyond this many columns or rows.
pub const MAX_SPAN: i8 = 6;
/// Cells are kept in a fixed square wide enough for any growth from the
/// start layout: 2 start rows (or columns) + 4 either way.
const SIDE: i8 = 10;
/// Where the start layout's top-left card lies in that square.
const ORIGIN: i8 = 4;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ThricewiseOptions {
    /// Who sits in seats 1.. (seat 0 is the person): one entry per other
    /// player, so the player count is one more than its length.
    pub opponents: Vec<Opponent>,
}

impl Default for ThricewiseOptions {
    fn default() -> Self {
        ThricewiseOptions {
            opponents: vec![Opponent::Easy, Opponent::Easy],
        }
    }
}

impl ThricewiseOptions {
    pub fn players(&self) -> usize {
        self.opponents.len() + 1
    }

    /// Who sits in a seat: `None` for the person at seat 0.
    pub fn seat_kind(&self, seat: Seat) -> Option<Opponent> {
        super::bot::seat_kind(&self.opponents, seat)
    }

    /// A seat played by a person (seat 0, or pass and play).
    pub fn is_person(&self, seat: Seat) -> bool {
        super::bot::is_person(&self.opponents, seat)
    }
}

impl GameOptions for ThricewiseOptions {
    fn to_params(&self) -> Vec<(&'static str, String)> {
        vec![
            ("players", self.players().to_string()),
            ("opponents", Opponent::list_words(&self.opponents)),
        ]
    }

    fn from_params(params: &[(String, String)]) -> Result<Self, String> {
        let opponents = super::bot::seats_from_params(
            "Thricewise",
            params,
            PLAYERS,
            ThricewiseOptions::default().players(),
            "2, 3, 4 or 5",
        )?;
        Ok(ThricewiseOptions { opponents })
    }

    fn validate(&self) -> Result<(), String> {
        if PLAYERS.contains(&self.players()) {
            Ok(())
        } else {
            Err(format!(
                "Thricewise is for 2 to 5 players, not {}",
                self.players()
            ))
        }
    }

    fn describe(&self) -> String {
        let people = self
            .opponents
            .iter()
            .filter(|o| **o == Opponent::Person)
            .count();
        let computers: Vec<&str> = self
            .opponents
            .iter()
            .filter_map(|o| o.level().map(|l| l.name()))
            .collect();
        let mut text = format!("{} players", self.players());
        if !computers.is_empty() {
            text += &format!(" · computers: {}", computers.join(", "));
        }
        if people > 0 {
            text += " · pass and play";
        }
        text
    }
}

/// A grid cell: row and column from the start layout's top-left card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    pub row: i8,
    pub col: i8,
}

impl Cell {
    pub const fn new(row: i8, col: i8) -> Cell {
        Cell { row, col }
    }

    fn index(self) -> Option<usize> {
        let (r, c) = (self.row + ORIGIN, self.col + ORIGIN);
        ((0..SIDE).contains(&r) && (0..SIDE).contains(&c)).then(|| (r * SIDE + c) as usize)
    }

    fn from_index(i: usize) -> Cell {
        let i = i as i8;
        Cell::new(i / SIDE - ORIGIN, i % SIDE - ORIGIN)
    }

    fn step(self, (dr, dc): (i8, i8), k: i8) -> Cell {
        Cell::new(self.row + dr * k, self.col + dc * k)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row, self.col)
    }
}

impl FromStr for Cell {
    type Err = String;

    fn from_str(s: &str) -> Result<Cell, String> {
        let bad = || format!("{s:?} is not a cell (row,column like -1,2)");
        let (r, c) = s.split_once(',').ok_or_else(bad)?;
        Ok(Cell::new(
            r.trim().parse().map_err(|_| bad())?,
            c.trim().parse().map_err(|_| bad())?,
        ))
    }
}

/// The four line directions: across, down, and the two diagonals.
pub const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

/// Occupied cells of the grid.
#[derive(Clone, PartialEq, Eq)]
pub struct Grid {
    cells: [Option<Card>; (SIDE * SIDE) as usize],
    /// The same cells as bits, a row each (bit = column), for finding open
    /// cells fast: the bot's look-ahead asks for them at every move.
    rows: [u16; SIDE as usize],
    /// Bounding box of the occupied cells: top, left, bottom, right.
    bounds: (i8, i8, i8, i8),
    count: u8,
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.cards()).finish()
    }
}

impl Grid {
    pub fn empty() -> Grid {
        Grid {
            cells: [None; (SIDE * SIDE) as usize],
            rows: [0; SIDE as usize],
            bounds: (0, 0, -1, -1),
            count: 0,
        }
    }

    pub fn get(&self, cell: Cell) -> Option<Card> {
        cell.index().and_then(|i| self.cells[i])
    }

    pub fn len(&self) -> usize {
        self.count as usize
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The occupied cells, row by row.
    pub fn cards(&self) -> impl Iterator<Item = (Cell, Card)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (Cell::from_index(i), c)))
    }

    /// Top-left and bottom-right occupied corners.
    pub fn bounds(&self) -> (Cell, Cell) {
        let (t, l, b, r) = self.bounds;
        (Cell::new(t, l), Cell::new(b, r))
    }

    /// Puts a card down (no rule checks: building positions, dealing).
    pub fn put(&mut self, cell: Cell, card: Card) {
        let Some(i) = cell.index() else { return };
        if self.cells[i].is_none() {
            self.count += 1;
        }
        self.cells[i] = Some(card);
        self.rows[i / SIDE as usize] |= 1 << (i % SIDE as usize);
        let (t, l, b, r) = self.bounds;
        self.bounds = if self.count == 1 {
            (cell.row, cell.col, cell.row, cell.col)
        } else {
            (
                t.min(cell.row),
                l.min(cell.col),
                b.max(cell.row),
                r.max(cell.col),
            )
        };
    }

    /// Why a card may not go here, if it may not.
    pub fn refusal(&self, cell: Cell) -> Option<&'static str> {
        if cell.index().is_none() {
            return Some("That cell is beyond any grid this game can make.");
        }
        if self.get(cell).is_some() {
            return Some("That cell already holds a card.");
        }
        let touches = (-1..=1).any(|dr| {
            (-1..=1).any(|dc| (dr, dc) != (0, 0) && self.get(cell.step((dr, dc), 1)).is_some())
        });
        if !touches {
            return Some("A card must go next to a card of the grid (side or corner).");
        }
        let (t, l, b, r) = self.bounds;
        if b.max(cell.row) - t.min(cell.row) >= MAX_SPAN {
            return Some("The grid is already six rows tall.");
        }
        if r.max(cell.col) - l.min(cell.col) >= MAX_SPAN {
            return Some("The grid is already six columns wide.");
        }
        None
    }

    /// The cells a card may go on now, as bits a row: the empty neighbours
    /// of occupied cells inside the rectangle the six-card limits allow.
    fn open_rows(&self) -> [u16; SIDE as usize] {
        const FULL: u16 = (1 << SIDE) - 1;
        let across = self.rows.map(|o| (o | o << 1 | o >> 1) & FULL);
        let (t, l, b, r) = self.bounds;
        let span = MAX_SPAN - 1;
        let first_row = ((b - span).max(-ORIGIN) + ORIGIN) as usize;
        let last_row = ((t + span).min(SIDE - 1 - ORIGIN) + ORIGIN) as usize;
        let first_col = (r - span).max(-ORIGIN) + ORIGIN;
        let last_col = (l + span).min(SIDE - 1 - ORIGIN) + ORIGIN;
        let cols = (((1u32 << (last_col - first_col + 1)) - 1) << first_col) as u16;
        let mut open = [0u16; SIDE as usize];
        for row in first_row..=last_row {
            let mut near = across[row];
            if row > 0 {
                near |= across[row - 1];
            }
            if row + 1 < SIDE as usize {
                near |= across[row + 1];
            }
            open[row] = near & !self.rows[row] & cols;
        }
        open
    }

    /// Every cell a card may go on now, row by row.
    pub fn open_cells(&self) -> Vec<Cell> {
        let open = self.open_rows();
        let mut cells = Vec::with_capacity(open.iter().map(|r| r.count_ones() as usize).sum());
        for (row, mut bits) in open.into_iter().enumerate() {
            while bits != 0 {
                let col = bits.trailing_zeros() as usize;
                cells.push(Cell::from_index(row * SIDE as usize + col));
                bits &= bits - 1;
            }
        }
        cells
    }

    /// One open cell chosen at random (for quick random play).
    fn random_open_cell(&self, rng: &mut DealRng) -> Option<Cell> {
        let open = self.open_rows();
        let count: u32 = open.iter().map(|r| r.count_ones()).sum();
        let mut n = rng.below(count.max(1));
        for (row, mut bits) in open.into_iter().enumerate() {
            if n < bits.count_ones() {
                for _ in 0..n {
                    bits &= bits - 1;
                }
                return Some(Cell::from_index(
                    row * SIDE as usize + bits.trailing_zeros() as usize,
                ));
            }
            n -= bits.count_ones();
        }
        None
    }

    /// What placing at `cell` scored: the sum over [`Grid::runs_through`],
    /// without building the runs.
    pub fn points_through(&self, cell: Cell) -> i64 {
        let mut points = 0;
        for dir in DIRECTIONS {
            for start in -2..=0 {
                let cards = [0, 1, 2].map(|k| self.get(cell.step(dir, start + k)));
                if let [Some(a), Some(b), Some(c)] = cards {
                    let (kinds, value) = score_of([a, b, c]);
                    points += kinds as i64 * value as i64;
                }
            }
        }
        points
    }

    /// Every run of three through `cell` in the four directions, with what
    /// it scores (runs that score nothing are left out).
    pub fn runs_through(&self, cell: Cell) -> Vec<Run> {
        let mut runs = Vec::new();
        for dir in DIRECTIONS {
            for start in -2..=0 {
                let cells = [0, 1, 2].map(|k| cell.step(dir, start + k));
                let cards = cells.map(|c| self.get(c));
                if let [Some(a), Some(b), Some(c)] = cards {
                    let run = Run::of(cells, [a, b, c]);
                    if run.kinds() > 0 {
                        runs.push(run);
                    }
                }
            }
        }
        runs
    }
}

/// Three cards in a row and what they make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// In line order.
    pub cells: [Cell; 3],
    /// The suits all three share (bits `1 << Suit`): one flush each.
    flush_bits: u8,
    pub set: bool,
    pub straight: bool,
    /// The lowest number-card rank among the three (0 with none): what each
    /// kind is worth.
    pub value: u8,
}

/// What three cards in line order make: (shared suit bits, set, straight,
/// value), the value being the lowest number-card rank (0 with none).
fn kinds_of(cards: [Card; 3]) -> (u8, bool, bool, u8) {
    let shared = cards[0].suit_bits() & cards[1].suit_bits() & cards[2].suit_bits();
    let ranks = cards.map(|c| c.rank() as i8);
    let step = ranks[1] - ranks[0];
    let value = cards
        .iter()
        .filter(|c| c.is_number())
        .map(|c| c.rank())
        .min()
        .unwrap_or(0);
    (
        shared,
        step == 0 && ranks[2] == ranks[1],
        step.abs() == 1 && ranks[2] - ranks[1] == step,
        value,
    )
}

/// (how many scores, what each is worth).
fn score_of(cards: [Card; 3]) -> (u32, u8) {
    let (shared, set, straight, value) = kinds_of(cards);
    (shared.count_ones() + set as u32 + straight as u32, value)
}

impl Run {
    pub fn of(cells: [Cell; 3], cards: [Card; 3]) -> Run {
        let (flush_bits, set, straight, value) = kinds_of(cards);
        Run {
            cells,
            flush_bits,
            set,
            straight,
            value,
        }
    }

    /// One flush per suit all three share.
    pub fn flushes(&self) -> Vec<Suit> {
        Suit::ALL
            .into_iter()
            .filter(|s| self.flush_bits >> *s as u8 & 1 == 1)
            .collect()
    }

    /// How many scores it makes: flushes + set + straight.
    pub fn kinds(&self) -> u32 {
        self.flush_bits.count_ones() + self.set as u32 + self.straight as u32
    }

    pub fn points(&self) -> i64 {
        self.kinds() as i64 * self.value as i64
    }

    /// "flush of Wyrms, flush of Knots, set: 4 + 4 + 5"-style words.
    pub fn describe(&self) -> String {
        let mut kinds: Vec<String> = self
            .flushes()
            .iter()
            .map(|s| format!("flush of {}", s.name()))
            .collect();
        if self.set {
            kinds.push("set".into());
        }
        if self.straight {
            kinds.push("straight".into());
        }
        match self.value {
            0 => format!("{} (no number card: 0)", kinds.join(", ")),
            v => format!("{} ({v} each)", kinds.join(", ")),
        }
    }
}

/// The last card put on the grid, kept small (the bot copies it with every
/// imagined deal); its runs are found again from the grid, which has not
/// changed since.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastPlaced {
    pub seat: Seat,
    pub card: Card,
    pub cell: Cell,
    pub points: i64,
}

impl LastPlaced {
    pub fn with_runs(self, grid: &Grid) -> Placement {
        Placement {
            seat: self.seat,
            card: self.card,
            cell: self.cell,
            runs: grid.runs_through(self.cell),
        }
    }
}

/// One card put on the grid, and what it scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub seat: Seat,
    pub card: Card,
    pub cell: Cell,
    pub runs: Vec<Run>,
}

impl Placement {
    pub fn points(&self) -> i64 {
        self.runs.iter().map(Run::points).sum()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Seats holding cards pick one each, secretly.
    Pick,
    /// The picks not deferred are placed, lowest rank first.
    Place,
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThricewiseMove {
    Pick(Card),
    Place { card: Card, cell: Cell },
}

impl fmt::Display for ThricewiseMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThricewiseMove::Pick(c) => write!(f, "pick {c}"),
            ThricewiseMove::Place { card, cell } => write!(f, "place {card} at {cell}"),
        }
    }
}

impl FromStr for ThricewiseMove {
    type Err = String;

    fn from_str(s: &str) -> Result<ThricewiseMove, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            ["pick", card] => Ok(ThricewiseMove::Pick(card.parse()?)),
            ["place", card, "at", cell] => Ok(ThricewiseMove::Place {
                card: card.parse()?,
                cell: cell.parse()?,
            }),
            _ => Err(format!(
                "{s:?} is not a Thricewise move (pick 5YK, place 5YK at -1,2)"
            )),
        }
    }
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
    options: ThricewiseOptions,
    grid: Grid,
    /// Top card last.
    deck: Vec<Card>,
    hands: Vec<DecktetSet>,
    /// This turn's picks still to be placed (hidden until the reveal).
    picks: Vec<Option<Card>>,
    /// Cards deferred in earlier turns or this one, face up by their owner.
    deferred: Vec<DecktetSet>,
    /// This turn's revealed picks, as they were revealed (for the table).
    revealed: Vec<Option<Card>>,
    phase: Phase,
    /// Seats still to place this turn, lowest pick first.
    order: Vec<Seat>,
    scores: Vec<i64>,
    turn: u32,
    last: Option<LastPlaced>,
}

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThricewiseView {
    pub seat: Seat,
    pub options: ThricewiseOptions,
    pub grid: Grid,
    pub deck_count: usize,
    pub hand: DecktetSet,
    pub hand_counts: Vec<usize>,
    /// During the pick: who has picked. This seat's own pick is in `picks`.
    pub picked: Vec<bool>,
    /// Picks this seat may see: its own, and every pick after the reveal.
    pub picks: Vec<Option<Card>>,
    pub deferred: Vec<DecktetSet>,
    /// This turn's revealed picks (after the last pick), deferred ones too.
    pub revealed: Vec<Option<Card>>,
    pub phase: Phase,
    pub order: Vec<Seat>,
    pub scores: Vec<i64>,
    pub turn: u32,
    pub last: Option<LastPlaced>,
}

impl ThricewiseView {
    /// Who moves now, as in the game.
    pub fn current_player(&self) -> Option<Seat> {
        current_player(self.phase, &self.order, self.hand_counts.len(), |s| {
            self.hand_counts[s] > 0 && !self.picked[s]
        })
    }

    /// The cards a seat still has to place this turn: its pick and its
    /// deferred cards, once its placement has come.
    pub fn to_place(&self, seat: Seat) -> DecktetSet {
        to_place(self.phase, &self.order, &self.picks, &self.deferred, seat)
    }

    /// The last card placed, with the runs it scored.
    pub fn last_placement(&self) -> Option<Placement> {
        self.last.map(|l| l.with_runs(&self.grid))
    }

    /// Was this revealed pick deferred (another pick had its rank)?
    pub fn was_deferred(&self, seat: Seat) -> bool {
        let rank = |s: usize| self.revealed.get(s).copied().flatten().map(|c| c.rank());
        rank(seat)
            .is_some_and(|r| (0..self.revealed.len()).any(|s| s != seat && rank(s) == Some(r)))
    }
}

/// `to_pick(seat)`: holds a card and has not picked yet.
fn current_player(
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

fn to_place(
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

    fn picked(&self) -> Vec<bool> {
        self.picks.iter().map(Option::is_some).collect()
    }

    fn hand_counts(&self) -> Vec<usize> {
        self.hands.iter().map(|h| h.len()).collect()
    }

    fn check(&self, seat: Seat, mv: &ThricewiseMove) -> Result<(), IllegalMove> {
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
    fn reveal(&mut self) {
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

    fn place(&mut self, seat: Seat, card: Card, cell: Cell) {
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

impl Game for Thricewise {
    type Move = ThricewiseMove;
    type Options = ThricewiseOptions;
    type Card = Card;
    type Place = Place;
    type Observation = ThricewiseView;

    const ID: &'static str = "thricewise";
    const NAME: &'static str = "Thricewise";
    const SCORE_SCALE: f64 = 15.0;
    /// Playouts run to the end of the game, so early on an iteration is
    /// long (about 100 work against 10–50 late): a Hard search there stops
    /// at about 3,000 iterations instead of 6,000, and no decision takes
    /// more than about 100 ms natively (`cardtable-cli think-bench
    /// thricewise`; 190 ms without the limit). Against two unlimited Hard
    /// computers it did as well as they (`arena thricewise hard hard
    /// --b-work-limit none`).
    const SEARCH_WORK_LIMIT: Option<u64> = Some(300_000);

    fn new(options: &ThricewiseOptions, seed: Seed) -> Thricewise {
        let mut deck: Vec<Card> = DecktetCard::all().collect();
        DealRng::new(seed, Stream::Deal).shuffle(&mut deck);
        Thricewise::with_deck(options, &deck)
    }

    fn options(&self) -> &ThricewiseOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.hands.len()
    }

    fn current_player(&self) -> Option<Seat> {
        current_player(self.phase, &self.order, self.hands.len(), |s| {
            !self.hands[s].is_empty() && self.picks[s].is_none()
        })
    }

    fn legal_moves(&self) -> Vec<ThricewiseMove> {
        let Some(seat) = self.current_player() else {
            return Vec::new();
        };
        match self.phase {
            Phase::Pick => self.hands[seat].iter().map(ThricewiseMove::Pick).collect(),
            Phase::Place => {
                let cells = self.grid.open_cells();
                to_place(self.phase, &self.order, &self.picks, &self.deferred, seat)
                    .iter()
                    .flat_map(|card| {
                        cells
                            .iter()
                            .map(move |&cell| ThricewiseMove::Place { card, cell })
                    })
                    .collect()
            }
            Phase::Over => Vec::new(),
        }
    }

    /// A random legal move without listing them all (the bot's playouts).
    fn random_move(&self, rng: &mut DealRng) -> Option<ThricewiseMove> {
        let seat = self.current_player()?;
        let nth = |set: DecktetSet, rng: &mut DealRng| {
            set.nth(rng.below(set.len().max(1) as u32) as usize)
        };
        match self.phase {
            Phase::Pick => nth(self.hands[seat], rng).map(ThricewiseMove::Pick),
            Phase::Place => {
                let mine = to_place(self.phase, &self.order, &self.picks, &self.deferred, seat);
                let card = nth(mine, rng)?;
                let cell = self.grid.random_open_cell(rng)?;
                Some(ThricewiseMove::Place { card, cell })
            }
            Phase::Over => None,
        }
    }

    fn apply(&mut self, mv: &ThricewiseMove) -> Result<(), IllegalMove> {
        let Some(seat) = self.current_player() else {
            return Err(IllegalMove::new("The game is over."));
        };
        self.check(seat, mv)?;
        match *mv {
            ThricewiseMove::Pick(card) => {
                self.hands[seat].remove(card);
                self.picks[seat] = Some(card);
                if self.current_player().is_none() {
                    self.reveal();
                }
            }
            ThricewiseMove::Place { card, cell } => self.place(seat, card, cell),
        }
        Ok(())
    }

    fn scores(&self) -> Vec<i64> {
        self.scores.clone()
    }

    fn observation(&self, seat: Seat) -> ThricewiseView {
        let picks = if self.phase == Phase::Pick {
            (0..self.picks.len())
                .map(|s| if s == seat { self.picks[s] } else { None })
                .collect()
        } else {
            self.picks.clone()
        };
        ThricewiseView {
            seat,
            options: self.options.clone(),
            grid: self.grid.clone(),
            deck_count: self.deck.len(),
            hand: self.hands[seat],
            hand_counts: self.hand_counts(),
            picked: self.picked(),
            picks,
            deferred: self.deferred.clone(),
            revealed: self.revealed.clone(),
            phase: self.phase,
            order: self.order.clone(),
            scores: self.scores.clone(),
            turn: self.turn,
            last: self.last,
        }
    }

    /// Deals every card the seat can't see at random: the other hands
    /// (with their hidden picks) and the deck.
    fn determinize(view: &ThricewiseView, rng: &mut DealRng) -> Thricewise {
        let mut seen = view.hand;
        for (_, c) in view.grid.cards() {
            seen.insert(c);
        }
        for c in view.picks.iter().flatten() {
            seen.insert(*c);
        }
        for d in &view.deferred {
            for c in d.iter() {
                seen.insert(c);
            }
        }
        let mut unseen: Vec<Card> = DecktetCard::all().filter(|&c| !seen.contains(c)).collect();
        rng.shuffle(&mut unseen);
        let players = view.hand_counts.len();
        let mut hands = vec![DecktetSet::EMPTY; players];
        let mut picks = view.picks.clone();
        for s in 0..players {
            if s == view.seat {
                hands[s] = view.hand;
                continue;
            }
            for _ in 0..view.hand_counts[s] {
                hands[s].extend_one(unseen.pop());
            }
            if view.phase == Phase::Pick && view.picked[s] {
                picks[s] = unseen.pop();
            }
        }
        Thricewise {
            options: view.options.clone(),
            grid: view.grid.clone(),
            deck: unseen,
            hands,
            picks,
            deferred: view.deferred.clone(),
            revealed: view.revealed.clone(),
            phase: view.phase,
            order: view.order.clone(),
            scores: view.scores.clone(),
            turn: view.turn,
            last: view.last,
        }
    }

    /// The last pick reveals them all; the placement that ends a turn deals
    /// new cards (when the deck has one for everyone).
    fn reveals_cards(&self, mv: &ThricewiseMove) -> bool {
        let Some(seat) = self.current_player() else {
            return false;
        };
        match mv {
            ThricewiseMove::Pick(_) => self.is_last_pick(),
            ThricewiseMove::Place { .. } => {
                self.order.len() == 1
                    && to_place(self.phase, &self.order, &self.picks, &self.deferred, seat).len()
                        == 1
                    && self.deck.len() >= self.hands.len()
            }
        }
    }

    fn deck(&self) -> Vec<Card> {
        DecktetCard::all().collect()
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places: Vec<(Place, Card)> = self.deck.iter().map(|&c| (Place::Deck, c)).collect();
        for s in 0..self.hands.len() {
            places.extend(self.hands[s].iter().map(|c| (Place::Hand(s), c)));
            places.extend(self.picks[s].map(|c| (Place::Pick(s), c)));
            places.extend(self.deferred[s].iter().map(|c| (Place::Deferred(s), c)));
        }
        places.extend(self.grid.cards().map(|(cell, c)| (Place::Grid(cell), c)));
        places
    }

    fn move_universe(&self) -> Vec<ThricewiseMove> {
        let mut moves: Vec<ThricewiseMove> = DecktetCard::all().map(ThricewiseMove::Pick).collect();
        for card in DecktetCard::all() {
            for row in -ORIGIN - 1..=SIDE - ORIGIN {
                for col in -ORIGIN - 1..=SIDE - ORIGIN {
                    moves.push(ThricewiseMove::Place {
                        card,
                        cell: Cell::new(row, col),
                    });
                }
            }
        }
        moves
    }
}
