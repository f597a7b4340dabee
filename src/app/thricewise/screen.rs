//! What the Thricewise table shows: the grid's cells, the hand and the cards
//! to place with their hints, the scoreboard, the deck line and the
//! buttons.

use crate::app::faces::{decktet_picture_html, escape};
use crate::app::log::SeatPlays;
use crate::app::session::Hint;
use crate::app::session::Session;
use crate::app::spots::Button;
use crate::engine::thricewise::{Card, Cell, Phase, MAX_SPAN};
use crate::engine::{Game, Seat};

use super::{seats, ThricewiseAction, ThricewiseTable};

/// What a grid cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellFace {
    Card(Card),
    /// A legal place for the selected card: a button.
    Open,
    /// A place the grid could grow to, not open now.
    Empty,
}

/// One cell of the grid as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridSpot {
    pub cell: Cell,
    pub face: CellFace,
    /// The card placed last.
    pub last: bool,
    /// Part of a run the last card scored with.
    pub in_run: bool,
    /// "+16" on the card placed last, when it scored.
    pub badge: String,
    pub name: String,
}

impl GridSpot {
    /// A key for taps and keyed rendering: stable for the cell.
    pub fn key(&self) -> u16 {
        cell_key(self.cell)
    }
}

pub fn cell_key(cell: Cell) -> u16 {
    ((cell.row as i16 + 16) * 32 + (cell.col as i16 + 16)) as u16
}

/// One player in the scoreboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub seat: Seat,
    pub name: String,
    /// "Your", "Computer 2's": for "Your pick", "Computer 2's deferred cards".
    pub owner: String,
    pub score: i64,
    pub hand: usize,
    /// "picked", "picking…", the revealed card's words, or "".
    pub status: String,
    pub revealed: Option<Card>,
    /// This turn's pick was deferred (its rank matched another).
    pub deferred_now: bool,
    /// Place in this turn's placement order (1 = first), while to place.
    pub order: Option<usize>,
    pub deferred: Vec<Card>,
    pub to_move: bool,
    /// The cards it placed since your turn, in order (but this turn's
    /// pick, shown already).
    pub played: SeatPlays,
}

impl PlayerRow {
    /// The row as static HTML (a list item of the scoreboard): nothing in
    /// it is tapped, and as markup it costs the page far less than as a
    /// view (issue 29).
    pub fn html(&self) -> String {
        let note = match (self.revealed, self.order, self.deferred_now) {
            (Some(_), _, true) => "deferred".to_string(),
            (Some(_), Some(n), _) => format!("places {}", ordinal(n)),
            (Some(_), None, _) => "placed".into(),
            _ => self.status.clone(),
        };
        let owner = escape(&self.owner);
        let mut html = format!(
            "<li class=\"player{}\"><span class=\"who\"><strong>{}</strong><span class=\"score\" aria-label=\"{score} points\">{score}</span><span class=\"fine\">{} in hand · {}</span></span>",
            if self.to_move { " to-move" } else { "" },
            escape(&self.name),
            self.hand,
            escape(&note),
            score = self.score,
        );
        if let Some(c) = self.revealed {
            let name = format!("{owner} pick: {}", c.spoken());
            html += &format!(
                "<span class=\"pick\">{}</span>",
                decktet_picture_html(c, &name)
            );
        }
        if !self.deferred.is_empty() {
            html += &format!(
                "<span class=\"deferred\" role=\"group\" aria-label=\"{owner} deferred cards\">"
            );
            for &c in &self.deferred {
                html += &decktet_picture_html(c, &format!("deferred: {}", c.spoken()));
            }
            html += "</span>";
        }
        html + &self.played.html() + "</li>"
    }
}

fn ordinal(n: usize) -> String {
    match n {
        1 => "1st".into(),
        2 => "2nd".into(),
        3 => "3rd".into(),
        _ => format!("{n}th"),
    }
}

impl ThricewiseTable {
    pub fn buttons(&self) -> Vec<Button<ThricewiseAction>> {
        if self.game().is_over() {
            // The shared end panel offers what comes next.
            return Vec::new();
        }
        if self.core.screen.covered {
            return vec![Button::new("Show my hand", ThricewiseAction::ShowHand).primary()];
        }
        if self.core.viewer_to_move() && self.game().phase() == Phase::Pick {
            let label = match self.selected {
                Some(c) => format!("Pick {}", c.name()),
                None => "Pick".into(),
            };
            return vec![Button::new(label, ThricewiseAction::Pick)
                .primary()
                .enabled(self.selected.is_some())];
        }
        Vec::new()
    }

    // ---- what the screen shows ---------------------------------------------

    /// How a card in the hand or among the cards to place is shown.
    pub fn card_hint(&self, card: Card) -> Hint {
        if !self.core.viewer_to_move() {
            return Hint::Plain;
        }
        let game = self.game();
        let usable = match game.phase() {
            Phase::Pick => game.hand(self.core.screen.viewer).contains(card),
            _ => game.to_place(self.core.screen.viewer).contains(card),
        };
        match (self.selected == Some(card), usable) {
            (true, _) => Hint::Paired,
            (false, true) => Hint::Playable,
            (false, false) => Hint::Dimmed,
        }
    }

    /// The viewer's hand, by rank.
    pub fn hand(&self) -> Vec<Card> {
        self.view().hand.iter().collect()
    }

    /// The viewer's cards to place now (their pick and deferred cards), or
    /// their pick waiting for the reveal.
    pub fn to_place(&self) -> Vec<Card> {
        let view = self.view();
        let mut cards: Vec<Card> = view.to_place(self.core.screen.viewer).iter().collect();
        if cards.is_empty() {
            cards.extend(view.picks[self.core.screen.viewer]);
        }
        cards
    }

    /// What the cards of [`Self::to_place`] are: a pick still face down, or
    /// cards to place now.
    pub fn to_place_label(&self) -> String {
        match self.game().phase() {
            Phase::Pick => "Your pick, face down".into(),
            _ => "To place".into(),
        }
    }

    /// An open space in words, by a card beside it: "the space below the
    /// Painter" (the names of the grid's spaces number rows and columns,
    /// which the grid does not show).
    pub fn space_words(&self, cell: Cell) -> String {
        let grid = &self.view().grid;
        // (A space touches a card by a side or a corner.)
        let beside = [
            (0, -1, "right of"),
            (0, 1, "left of"),
            (-1, 0, "below"),
            (1, 0, "above"),
            (-1, -1, "below and right of"),
            (-1, 1, "below and left of"),
            (1, -1, "above and right of"),
            (1, 1, "above and left of"),
        ];
        beside
            .iter()
            .find_map(|&(dr, dc, words)| {
                let card = grid.get(Cell::new(cell.row + dr, cell.col + dc))?;
                let name = card.name();
                let the = if name.starts_with("the ") { "" } else { "the " };
                Some(format!("the space {words} {the}{name}"))
            })
            .unwrap_or_else(|| "the marked space".into())
    }

    /// The grid as shown: the occupied rectangle plus a border row or column
    /// on each side the grid may still grow to. Open cells (for the selected
    /// card, on the viewer's placement) are buttons.
    pub fn grid_spots(&self) -> Vec<GridSpot> {
        let view = self.view();
        let grid = &view.grid;
        let (top_left, bottom_right) = grid.bounds();
        let grow_rows = i8::from(bottom_right.row - top_left.row + 1 < MAX_SPAN);
        let grow_cols = i8::from(bottom_right.col - top_left.col + 1 < MAX_SPAN);
        let placing =
            self.core.viewer_to_move() && view.phase == Phase::Place && self.selected.is_some();
        let last = view.last_placement();
        let last = last.as_ref();
        let mut spots = Vec::new();
        for row in top_left.row - grow_rows..=bottom_right.row + grow_rows {
            for col in top_left.col - grow_cols..=bottom_right.col + grow_cols {
                let cell = Cell::new(row, col);
                let face = match grid.get(cell) {
                    Some(card) => CellFace::Card(card),
                    None if placing && grid.refusal(cell).is_none() => CellFace::Open,
                    None => CellFace::Empty,
                };
                let is_last = last.is_some_and(|p| p.cell == cell);
                let in_run = last.is_some_and(|p| {
                    p.runs
                        .iter()
                        .any(|r| r.points() > 0 && r.cells.contains(&cell))
                });
                let badge = match last {
                    Some(p) if is_last && p.points() > 0 => format!("+{}", p.points()),
                    _ => String::new(),
                };
                let place = format!(
                    "row {}, column {}",
                    row - top_left.row + 1 + grow_rows,
                    col - top_left.col + 1 + grow_cols
                );
                let name = match face {
                    CellFace::Card(card) if is_last => {
                        format!("{}, {place}, placed last", card.spoken())
                    }
                    CellFace::Card(card) => format!("{}, {place}", card.spoken()),
                    CellFace::Open => format!("Place here: {place}"),
                    CellFace::Empty => String::new(),
                };
                spots.push(GridSpot {
                    cell,
                    face,
                    last: is_last,
                    in_run,
                    badge,
                    name,
                });
            }
        }
        spots
    }

    /// How many columns a shown grid has (for the layout).
    pub fn grid_columns(spots: &[GridSpot]) -> usize {
        let first = spots.first().map(|s| s.cell.row);
        spots.iter().filter(|s| Some(s.cell.row) == first).count()
    }

    /// The scoreboard: every player with their score, cards, this turn's
    /// revealed pick, placement order and deferred cards.
    pub fn players(&self) -> Vec<PlayerRow> {
        let view = self.view();
        let names = seats(self.options());
        let now = view.current_player();
        // (At the end the grid and the panel show every card instead.)
        let plays = match self.is_over() {
            true => Vec::new(),
            false => self.plays_since_your_turn(),
        };
        (0..names.len())
            .map(|seat| {
                let revealed = (view.phase != Phase::Pick)
                    .then(|| view.revealed[seat])
                    .flatten();
                let status = match view.phase {
                    Phase::Pick if view.picked[seat] => "has picked".to_string(),
                    Phase::Pick if view.hand_counts[seat] > 0 => "picking…".into(),
                    _ => String::new(),
                };
                PlayerRow {
                    seat,
                    name: names[seat].subject(),
                    owner: names[seat].owner(),
                    score: view.scores[seat],
                    hand: view.hand_counts[seat],
                    status,
                    revealed,
                    deferred_now: view.phase != Phase::Pick && view.was_deferred(seat),
                    order: view.order.iter().position(|&s| s == seat).map(|i| i + 1),
                    deferred: view.deferred[seat].iter().collect(),
                    to_move: now == Some(seat),
                    played: plays
                        .iter()
                        .find(|p| p.seat == seat)
                        .filter(|p| {
                            revealed.is_none_or(|c| p.cards.iter().all(|x| x.text != c.name()))
                        })
                        .cloned()
                        .unwrap_or_default(),
                }
            })
            .collect()
    }

    pub fn deck_text(&self) -> String {
        let view = self.view();
        format!(
            "Turn {} · {} in the deck · {} on the grid",
            view.turn,
            view.deck_count,
            view.grid.len()
        )
    }
}
