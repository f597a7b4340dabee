//! Runs of three in a row (`Run`): what three cards make (flushes, a set,
//! a straight) and score, the runs through a cell of the grid and their
//! points; a card placed and what it scored (`LastPlaced`, `Placement`).

use super::grid::{Card, Cell, Grid, DIRECTIONS};
use crate::engine::decktet::Suit;
use crate::engine::Seat;

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
pub(super) fn score_of(cards: [Card; 3]) -> (u32, u8) {
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

/// What a card placed on the grid makes.
impl Grid {
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
