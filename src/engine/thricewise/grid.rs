//! The grid: its cells (`Cell`), the cards on it (`Grid`), where a card
//! may go, and what a card placed there scores.

use crate::engine::clip::quote;
use crate::engine::decktet::DecktetCard;
use crate::engine::seed::DealRng;
use std::fmt;
use std::str::FromStr;

pub type Card = DecktetCard;

/// The grid never grows beyond this many columns or rows.
pub const MAX_SPAN: i8 = 6;
/// Cells are kept in a fixed square wide enough for any growth from the
/// start layout: 2 start rows (or columns) + 4 either way.
pub(super) const SIDE: i8 = 10;
/// Where the start layout's top-left card lies in that square.
pub(super) const ORIGIN: i8 = 4;

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

    pub(super) fn step(self, (dr, dc): (i8, i8), k: i8) -> Cell {
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
        let bad = || format!("{} is not a cell (row,column like -1,2)", quote(s));
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
    pub(super) fn random_open_cell(&self, rng: &mut DealRng) -> Option<Cell> {
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
}
