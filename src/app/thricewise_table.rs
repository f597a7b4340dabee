//! A Thricewise game at the table: what a tap selects, which cells light up,
//! when computers move, the cover between people, and the saved form.
//!
//! Everything the screen shows comes from [`ThricewiseTable::view`], the
//! observation of the seat on screen: other hands and picks not yet revealed
//! never reach it.

use super::link::{Deal, GameId};
use super::session::{options_key, ComputerSeats, Hint, Outcome, SavedGame, Session};
use super::spots::Button;
use super::words::{count, seat_whos, Who};
use crate::engine::bot::{Level, Opponent};
use crate::engine::thricewise::{
    Card, Cell, Phase, Place, Placement, Thricewise, ThricewiseMove, ThricewiseOptions,
    ThricewiseView, MAX_SPAN,
};
use crate::engine::{Game, GameOptions, PlayedGame, Record, RecordError, Seat, Seed};

/// The person at the screen sits in seat 0.
pub const PERSON: Seat = 0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThricewiseAction {
    /// Commit the selected card as this turn's pick.
    Pick,
    Cancel,
    /// Pass and play: the next player shows their hand.
    ShowHand,
}

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
}

#[derive(Clone, Debug, PartialEq)]
pub struct ThricewiseTable {
    played: PlayedGame<Thricewise>,
    /// One line per placement (and per reveal), newest last.
    log: Vec<String>,
    viewer: Seat,
    covered: bool,
    selected: Option<Card>,
    /// Why the last tap did nothing, or what it means.
    pub message: Option<String>,
    counted: bool,
}

fn seats(options: &ThricewiseOptions) -> Vec<Who> {
    seat_whos(&options.opponents)
}

/// "You", "Computer 2", "Player 1", for every seat.
fn seat_names(options: &ThricewiseOptions) -> Vec<String> {
    seats(options).iter().map(Who::subject).collect()
}

impl ThricewiseTable {
    pub fn new(options: ThricewiseOptions, seed: Seed) -> ThricewiseTable {
        ThricewiseTable::from_played(PlayedGame::new(options, seed), Vec::new(), false)
    }

    fn from_played(
        played: PlayedGame<Thricewise>,
        log: Vec<String>,
        counted: bool,
    ) -> ThricewiseTable {
        let mut table = ThricewiseTable {
            played,
            log,
            viewer: PERSON,
            covered: false,
            selected: None,
            message: None,
            counted,
        };
        if table.pass_and_play() {
            if let Some(seat) = table.person_to_move() {
                table.viewer = seat;
                table.covered = true;
            }
        }
        table.auto_select();
        table
    }

    pub fn game(&self) -> &Thricewise {
        self.played.state()
    }

    pub fn options(&self) -> &ThricewiseOptions {
        &self.played.record().options
    }

    pub fn seed(&self) -> Seed {
        self.played.record().seed
    }

    pub fn pass_and_play(&self) -> bool {
        self.options().opponents.contains(&Opponent::Person)
    }

    /// What the seat on screen may see; all the screen renders.
    pub fn view(&self) -> ThricewiseView {
        self.game().observation(self.viewer)
    }

    pub fn viewer(&self) -> Seat {
        self.viewer
    }

    pub fn is_covered(&self) -> bool {
        self.covered
    }

    pub fn seat_name(&self, seat: Seat) -> String {
        self.who(seat).subject()
    }

    pub fn who(&self, seat: Seat) -> Who {
        seats(self.options()).swap_remove(seat)
    }

    fn is_computer(&self, seat: Seat) -> bool {
        !self.options().is_person(seat)
    }

    fn person_to_move(&self) -> Option<Seat> {
        self.game()
            .current_player()
            .filter(|&s| !self.is_computer(s))
    }

    fn viewer_to_move(&self) -> bool {
        !self.covered && self.game().current_player() == Some(self.viewer)
    }

    // ---- the computer ----------------------------------------------------

    /// Is the computer's next move a placement (shown one at a time, with a
    /// pause) rather than a secret pick?
    pub fn computer_places(&self) -> bool {
        self.game().phase() == Phase::Place
    }

    fn level_of(&self, seat: Seat) -> Option<Level> {
        self.options().seat_kind(seat)?.level()
    }

    // ---- playing -----------------------------------------------------------

    fn play(&mut self, mv: ThricewiseMove) -> bool {
        let Some(seat) = self.game().current_player() else {
            return false;
        };
        // A last pick reveals the turn's picks: the log says so.
        let reveal = self.game().is_last_pick().then(|| self.game().turn());
        match self.played.play(mv) {
            Ok(()) => {
                let names = seat_names(self.options());
                self.log
                    .extend(log_lines(&names, self.game(), seat, &mv, reveal));
                self.selected = None;
                self.message = None;
                self.cover_if_needed();
                self.auto_select();
                true
            }
            Err(e) => self.refuse(e.0),
        }
    }

    /// When the one card to place is obvious, it is chosen already.
    fn auto_select(&mut self) {
        if !self.viewer_to_move() || self.game().phase() != Phase::Place {
            return;
        }
        let view = self.view();
        let cards = view.to_place(self.viewer);
        // The new pick first; the owner may switch to a deferred card.
        self.selected = view.picks[self.viewer].or_else(|| cards.iter().next());
    }

    /// Pass and play: when another person is to move, cover the screen.
    fn cover_if_needed(&mut self) {
        if !self.pass_and_play() {
            return;
        }
        if let Some(next) = self.person_to_move() {
            if next != self.viewer {
                self.covered = true;
                self.viewer = next;
            }
        }
    }

    pub fn uncover(&mut self) {
        self.covered = false;
        self.message = None;
        self.auto_select();
    }

    fn refuse(&mut self, why: impl Into<String>) -> bool {
        self.message = Some(why.into());
        false
    }

    fn not_your_turn(&mut self) -> bool {
        let why = match self.game().current_player() {
            None => "The game is over.".to_string(),
            Some(_) if self.covered => "Tap Show my hand first.".into(),
            Some(seat) => format!("It is {} turn.", self.who(seat).owner_inside()),
        };
        self.refuse(why)
    }

    /// A tap on a card of the hand (the pick) or of the cards to place.
    pub fn tap_card(&mut self, card: Card) -> bool {
        if !self.viewer_to_move() {
            return self.not_your_turn();
        }
        let view = self.view();
        match view.phase {
            Phase::Pick if view.hand.contains(card) => {
                if self.selected == Some(card) {
                    // A second tap on the chosen card picks it.
                    return self.play(ThricewiseMove::Pick(card));
                }
                self.selected = Some(card);
                self.message = None;
                true
            }
            Phase::Place if view.to_place(self.viewer).contains(card) => {
                self.selected = Some(card);
                self.message = None;
                true
            }
            Phase::Place => self.refuse(
                "Your hand waits for the next pick: now place your card(s) from “To place”.",
            ),
            _ => self.refuse("That card is not yours to play now."),
        }
    }

    /// A tap on a grid cell: places the selected card there.
    pub fn tap_cell(&mut self, key: u16) -> bool {
        let Some(spot) = self.grid_spots().into_iter().find(|s| s.key() == key) else {
            return false;
        };
        if let CellFace::Card(card) = spot.face {
            return self.refuse(format!("{} is there already.", card.name()));
        }
        if !self.viewer_to_move() {
            return self.not_your_turn();
        }
        if self.game().phase() != Phase::Place {
            return self.refuse("First everyone picks a card; cards are placed after the reveal.");
        }
        let Some(card) = self.selected else {
            return self.refuse("Choose a card to place first.");
        };
        self.play(ThricewiseMove::Place {
            card,
            cell: spot.cell,
        })
    }

    pub fn selected(&self) -> Option<Card> {
        self.selected
    }

    pub fn act(&mut self, action: ThricewiseAction) -> bool {
        match action {
            ThricewiseAction::Pick => match self.selected {
                Some(card) if self.viewer_to_move() => self.play(ThricewiseMove::Pick(card)),
                _ => self.refuse("Choose a card from your hand first."),
            },
            ThricewiseAction::Cancel => {
                self.selected = None;
                self.message = None;
                true
            }
            ThricewiseAction::ShowHand => {
                self.uncover();
                true
            }
        }
    }

    pub fn buttons(&self) -> Vec<Button<ThricewiseAction>> {
        if self.game().is_over() {
            // The shared end panel offers what comes next.
            return Vec::new();
        }
        if self.covered {
            return vec![Button::new("Show my hand", ThricewiseAction::ShowHand).primary()];
        }
        if self.viewer_to_move() && self.game().phase() == Phase::Pick {
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
        if !self.viewer_to_move() {
            return Hint::Plain;
        }
        let game = self.game();
        let usable = match game.phase() {
            Phase::Pick => game.hand(self.viewer).contains(card),
            _ => game.to_place(self.viewer).contains(card),
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
        let mut cards: Vec<Card> = view.to_place(self.viewer).iter().collect();
        if cards.is_empty() {
            cards.extend(view.picks[self.viewer]);
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
            self.viewer_to_move() && view.phase == Phase::Place && self.selected.is_some();
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
                }
            })
            .collect()
    }

    /// The last card placed, in words with its score: for the status line.
    pub fn last_text(&self) -> String {
        let Some(p) = self.game().last_placement() else {
            return String::new();
        };
        placement_text(&self.seat_name(p.seat), &p)
    }

    /// The current step in plain words, including whose placement it is and
    /// why (rank order).
    pub fn step_text(&self) -> String {
        let game = self.game();
        if game.is_over() {
            return self.result_text();
        }
        let Some(seat) = game.current_player() else {
            return String::new();
        };
        let who = self.who(seat);
        let name = who.subject();
        if self.covered {
            return format!(
                "{} turn. Pass the device, then tap Show my hand.",
                who.owner()
            );
        }
        let view = self.view();
        match view.phase {
            Phase::Pick if seat == self.viewer => match self.selected {
                Some(c) => format!(
                    "Pick {}? Tap Pick (or the card again). Nobody sees it until all have picked.",
                    c.name()
                ),
                None => "Choose a card to play this turn. Everyone picks at once, face down; equal ranks are deferred.".into(),
            },
            Phase::Pick => format!("{name} is picking a card…"),
            Phase::Place => {
                let extra = count(view.deferred[seat].len(), "deferred card", "deferred cards");
                let their = who.their();
                let why = match (view.picks[seat], view.deferred[seat].is_empty()) {
                    (Some(c), true) => format!(
                        "{} ({}) is the lowest rank still to place",
                        c.name(),
                        c.rank_name()
                    ),
                    (Some(c), false) => format!(
                        "{} ({}) is the lowest rank still to place, and {their} {extra} {} with it",
                        c.name(),
                        c.rank_name(),
                        if view.deferred[seat].len() == 1 { "goes" } else { "go" }
                    ),
                    (None, _) => format!(
                        "{their} {extra} {} down with {their} card placed this turn",
                        if view.deferred[seat].len() == 1 { "goes" } else { "go" }
                    ),
                };
                if seat == self.viewer {
                    let chosen = self
                        .selected
                        .map(|c| format!(" Placing {}: tap a lit cell.", c.name()))
                        .unwrap_or_default();
                    format!("Your placement: {why}.{chosen}")
                } else {
                    format!("{name} places next: {why}.")
                }
            }
            Phase::Over => String::new(),
        }
    }

    fn result_text(&self) -> String {
        let game = self.game();
        let winners = game.winners();
        let scores = game.scores();
        let best = winners.first().map(|&s| scores[s]).unwrap_or(0);
        let who: Vec<Who> = winners.iter().map(|&s| self.who(s)).collect();
        let best = super::words::points(best);
        match who.as_slice() {
            [one] => format!(
                "Game over: {} {} with {best} points.",
                one.inside(),
                one.verb("win", "wins")
            ),
            many => format!(
                "Game over: {} share the win with {best} points.",
                many.iter()
                    .map(Who::inside)
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        }
    }

    /// At the end, everything is shown: every card lies face up on the grid
    /// or deferred in front of its owner, none in a hand, a pick or the
    /// deck (those, should any be left, are named). Empty during play.
    pub fn end_text(&self) -> String {
        let game = self.game();
        if !game.is_over() {
            return String::new();
        }
        let unseen: Vec<&str> = game
            .card_places()
            .into_iter()
            .filter(|(p, _)| matches!(p, Place::Deck | Place::Hand(_) | Place::Pick(_)))
            .map(|(_, c)| c.name())
            .collect();
        if !unseen.is_empty() {
            return format!("Never played, face up now: {}.", unseen.join(", "));
        }
        let deferred: usize = (0..self.options().players())
            .map(|s| game.deferred(s).len())
            .sum();
        let deferred = match deferred {
            0 => String::new(),
            n => format!(", {n} deferred"),
        };
        format!(
            "Every card is face up: {} on the grid{deferred}.",
            game.grid().len()
        )
    }

    /// The newest lines of the log, oldest first.
    pub fn log(&self, last: usize) -> Vec<String> {
        self.log[self.log.len().saturating_sub(last)..].to_vec()
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

    pub fn stats_key(&self) -> Option<String> {
        stats_key(self.options())
    }
}

fn placement_text(name: &str, p: &Placement) -> String {
    let runs: Vec<String> = p
        .runs
        .iter()
        .filter(|r| r.kinds() > 0)
        .map(|r| r.describe())
        .collect();
    let scored = if runs.is_empty() {
        "no run".to_string()
    } else {
        format!("{} points: {}", p.points(), runs.join("; "))
    };
    format!("{name} placed {}: {scored}.", p.card.name())
}

/// What a move adds to the log: a placement with its score; a pick (not
/// which card), and after the turn's last pick the reveal (`reveal`: that
/// turn's number).
fn log_lines(
    names: &[String],
    after: &Thricewise,
    seat: Seat,
    mv: &ThricewiseMove,
    reveal: Option<u32>,
) -> Vec<String> {
    let mut lines = Vec::new();
    match mv {
        ThricewiseMove::Place { .. } => {
            if let Some(p) = after.last_placement() {
                lines.push(placement_text(&names[seat], &p));
            }
        }
        ThricewiseMove::Pick(_) => {
            // Which card stays secret until the reveal.
            lines.push(format!("{} picked a card.", names[seat]));
            if let Some(turn) = reveal {
                let view = after.observation(seat);
                let shown: Vec<String> = (0..names.len())
                    .filter_map(|s| {
                        let c = view.revealed[s]?;
                        let deferred = if view.was_deferred(s) {
                            " (deferred)"
                        } else {
                            ""
                        };
                        Some(format!("{} {}{deferred}", names[s], c.name()))
                    })
                    .collect();
                lines.push(format!("Turn {turn} reveal: {}.", shown.join(", ")));
            }
        }
    }
    lines
}

/// Statistics key: against computers only (pass and play is not counted).
pub fn stats_key(options: &ThricewiseOptions) -> Option<String> {
    if options.opponents.contains(&Opponent::Person) {
        return None;
    }
    Some(options_key(GameId::Thricewise, &options.to_params()))
}

impl Session for ThricewiseTable {
    const GAME: GameId = GameId::Thricewise;

    fn start(deal: &Deal) -> Option<ThricewiseTable> {
        match deal {
            Deal::Thricewise { options, seed } => {
                Some(ThricewiseTable::new(options.clone(), *seed))
            }
            _ => None,
        }
    }

    fn from_saved(saved: &SavedGame) -> Result<ThricewiseTable, RecordError> {
        let record = Record::<Thricewise>::from_raw(&saved.record)?;
        let names = seat_names(&record.options);
        let mut log = Vec::new();
        let played = PlayedGame::from_record_watching(record, |game, _, mv| {
            // Each position before its move: apply it to a copy to log it.
            let (seat, mut after) = (game.current_player().unwrap_or(PERSON), game.clone());
            let reveal = game.is_last_pick().then(|| game.turn());
            if after.apply(mv).is_ok() {
                log.extend(log_lines(&names, &after, seat, mv, reveal));
            }
        })?;
        Ok(ThricewiseTable::from_played(played, log, saved.counted))
    }

    fn saved(&self) -> SavedGame {
        SavedGame {
            counted: self.counted,
            ..SavedGame::new(self.played.record().to_raw())
        }
    }

    fn deal(&self) -> Deal {
        Deal::Thricewise {
            options: self.options().clone(),
            seed: self.seed(),
        }
    }

    fn is_over(&self) -> bool {
        self.game().is_over()
    }

    fn moves_made(&self) -> usize {
        self.played.record().moves.len()
    }

    fn progress(&self) -> String {
        let view = self.view();
        let scores: Vec<String> = view.scores.iter().map(|s| s.to_string()).collect();
        format!(
            "deal {}, {}, turn {}, scores {}",
            self.seed().code(),
            self.options().describe(),
            view.turn,
            scores.join("–")
        )
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        let mut out = Vec::new();
        if self.counted || !self.game().is_over() {
            return out;
        }
        self.counted = true;
        if let Some(key) = stats_key(self.options()) {
            out.push(Outcome {
                key,
                score: self.game().scores()[PERSON],
                won: Some(self.game().winners().contains(&PERSON)),
                // No Undo at this table: a pick is secret and final.
                clean: true,
            });
        }
        out
    }
}

impl ComputerSeats for ThricewiseTable {
    type Game = Thricewise;

    fn state(&self) -> &Thricewise {
        self.game()
    }

    fn computer_level(&self) -> Option<Level> {
        self.level_of(self.game().current_player()?)
    }

    fn play_move(&mut self, mv: ThricewiseMove) -> bool {
        self.play(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::profile::Stats;
    use crate::engine::bot::{choose_move, thinking_rng};

    fn table(opponents: Vec<Opponent>) -> ThricewiseTable {
        ThricewiseTable::new(ThricewiseOptions { opponents }, "K7M2QX4P".parse().unwrap())
    }

    /// Plays computer moves until a person is to move or the game ends.
    fn computers(t: &mut ThricewiseTable) {
        while let Some(ply) = t.computer_turn() {
            assert!(t.start_thinking().is_some());
            let seat = t.game().current_player().unwrap();
            let mv = choose_move::<Thricewise>(
                t.game().observation(seat),
                t.level_of(seat).unwrap(),
                thinking_rng(t.seed(), seat, ply),
            )
            .unwrap();
            assert!(t.play_computer(ply, mv));
        }
    }

    /// Every step line about a seat reads right: "Your placement: …your…",
    /// "Computer 2 places next: …their…", never "You's" or a "their" for you,
    /// over games with deferrals.
    #[test]
    fn step_sentences_agree_with_the_seat() {
        let (mut mine, mut theirs) = (0, 0);
        for n in 0..12 {
            let opponents = vec![Opponent::Easy; 2 + n % 3];
            let mut t =
                ThricewiseTable::new(ThricewiseOptions { opponents }, Seed::from_number(n as u64));
            while !t.is_over() {
                let text = t.step_text();
                assert!(!text.contains("You's") && !text.contains("you's"), "{text}");
                assert!(!text.contains("go with it, with"), "{text}");
                if text.starts_with("Your placement") {
                    assert!(!text.contains("their"), "{text}");
                    mine += text.contains("deferred") as usize;
                }
                if text.contains(" places next: ") {
                    assert!(!text.contains("your"), "{text}");
                    theirs += text.contains("their") as usize;
                }
                if let Some(ply) = t.computer_turn() {
                    let seat = t.game().current_player().unwrap();
                    let mv = choose_move::<Thricewise>(
                        t.game().observation(seat),
                        t.level_of(seat).unwrap(),
                        thinking_rng(t.seed(), seat, ply),
                    )
                    .unwrap();
                    assert!(t.play_computer(ply, mv));
                    continue;
                }
                match t.game().phase() {
                    Phase::Pick => {
                        let card = t.hand()[0];
                        assert!(t.tap_card(card) && t.tap_card(card));
                    }
                    _ => {
                        let open = t
                            .grid_spots()
                            .into_iter()
                            .find(|s| s.face == CellFace::Open)
                            .expect("a lit cell");
                        assert!(t.tap_cell(open.key()));
                    }
                }
            }
            assert!(!t.result_text().contains("You wins"));
        }
        assert!(
            mine > 0 && theirs > 0,
            "deferrals seen: yours {mine}, theirs {theirs}"
        );
        for row in table(vec![Opponent::Easy]).players() {
            assert!(
                row.owner == "Your" || row.owner == "Computer 1's",
                "{}",
                row.owner
            );
        }
    }

    /// The click-through player the browser test mirrors: tap the first
    /// hand card twice (pick), then place each card on the first lit cell.
    fn click_through(t: &mut ThricewiseTable) -> usize {
        let mut taps = 0;
        while !t.is_over() {
            computers(t);
            if t.is_over() {
                break;
            }
            match t.game().phase() {
                Phase::Pick => {
                    let card = t.hand()[0];
                    assert!(t.tap_card(card));
                    assert!(t.tap_card(card), "a second tap picks");
                }
                _ => {
                    let open = t
                        .grid_spots()
                        .into_iter()
                        .find(|s| s.face == CellFace::Open)
                        .expect("a lit cell");
                    assert!(t.tap_cell(open.key()), "{:?}", t.message);
                }
            }
            taps += 1;
        }
        taps
    }

    /// The end shows everything: for every number of players, once the
    /// game is over no card is left in a hand, a pick or the deck (all face
    /// up, on the grid or deferred), and the end panel says so; during
    /// play it says nothing.
    #[test]
    fn the_end_shows_every_card() {
        for n in 1..=4 {
            let mut t = table(vec![Opponent::Easy; n]);
            while !t.is_over() {
                assert_eq!(t.end_text(), "");
                computers(&mut t);
                if t.is_over() {
                    break;
                }
                match t.game().phase() {
                    Phase::Pick => {
                        let card = t.hand()[0];
                        assert!(t.tap_card(card) && t.tap_card(card));
                    }
                    _ => {
                        let open = t
                            .grid_spots()
                            .into_iter()
                            .find(|s| s.face == CellFace::Open);
                        assert!(t.tap_cell(open.expect("a lit cell").key()));
                    }
                }
            }
            let places = t.game().card_places();
            assert_eq!(places.len(), 36);
            assert!(places
                .iter()
                .all(|(p, _)| matches!(p, Place::Grid(_) | Place::Deferred(_))));
            let on_grid = places
                .iter()
                .filter(|(p, _)| matches!(p, Place::Grid(_)))
                .count();
            assert!(
                t.end_text()
                    .starts_with(&format!("Every card is face up: {on_grid} on the grid")),
                "{}",
                t.end_text()
            );
        }
    }

    #[test]
    fn a_game_against_easy_computers_plays_to_the_end_and_counts_once() {
        let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
        let taps = click_through(&mut t);
        // Golden: the browser test plays the same taps from the same link
        // (tests/browser/thricewise.test.mjs) and must end the same way.
        assert_eq!((taps, t.game().scores()), (20, vec![6, 21, 27]));
        assert!(t.step_text().starts_with("Game over"), "{}", t.step_text());
        let mut stats = Stats::default();
        for o in t.take_outcomes() {
            stats.record_outcome(&o);
        }
        assert!(t.take_outcomes().is_empty(), "counted once");
        let key = t.stats_key().unwrap();
        assert_eq!(stats.entry(&key).played, 1);
        assert_eq!(
            t.buttons()
                .iter()
                .map(|b| b.label.as_str())
                .collect::<Vec<_>>(),
            Vec::<&str>::new()
        );
        // The save replays to the same table, log included.
        let again = ThricewiseTable::from_saved(&t.saved()).unwrap();
        assert_eq!(again.game(), t.game());
        assert_eq!(again.log(100), t.log(100));
        assert!(again.take_outcomes_is_empty_after_counted());
    }

    impl ThricewiseTable {
        fn take_outcomes_is_empty_after_counted(mut self) -> bool {
            self.take_outcomes().is_empty()
        }
    }

    #[test]
    fn picks_stay_secret_until_the_reveal_and_placement_follows_rank() {
        let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
        let hand = t.hand();
        assert_eq!(hand.len(), 3);
        assert!(!t.buttons()[0].enabled, "nothing chosen yet");
        assert!(t.tap_card(hand[1]));
        assert_eq!(t.card_hint(hand[1]), Hint::Paired);
        assert_eq!(t.card_hint(hand[0]), Hint::Playable);
        assert!(t.act(ThricewiseAction::Pick));
        // Computer 1 is to pick; the scoreboard says seat 0 has picked and
        // shows nobody's card.
        assert_eq!(t.game().current_player(), Some(1));
        let rows = t.players();
        assert_eq!(rows[0].status, "has picked");
        assert!(rows.iter().all(|r| r.revealed.is_none()));
        assert!(!t.tap_cell(cell_key(Cell::new(-1, 0))));
        computers(&mut t);
        let rows = t.players();
        let revealed: Vec<_> = rows.iter().filter_map(|r| r.revealed).collect();
        assert_eq!(revealed.len(), 3, "all picks shown together");
        // Those still to place go in rising rank order; computers with lower
        // ranks have placed already, so the person is first now.
        let mut waiting: Vec<_> = rows.iter().filter(|r| r.order.is_some()).collect();
        waiting.sort_by_key(|r| r.order);
        let ranks: Vec<_> = waiting.iter().map(|r| r.revealed.unwrap().rank()).collect();
        assert!(ranks.windows(2).all(|w| w[0] < w[1]), "{ranks:?}");
        if let Some(first) = waiting.first() {
            assert_eq!(first.seat, PERSON);
            assert!(
                t.step_text().starts_with("Your placement"),
                "{}",
                t.step_text()
            );
        }
        assert!(
            t.log(10).iter().any(|l| l.starts_with("Turn 1 reveal:")),
            "{:?}",
            t.log(10)
        );
    }

    #[test]
    fn placing_lights_only_legal_cells_and_explains_refusals() {
        let mut t = table(vec![Opponent::Easy]);
        // Play until it is the person's placement.
        for _ in 0..20 {
            computers(&mut t);
            if t.game().phase() == Phase::Place {
                break;
            }
            let c = t.hand()[0];
            t.tap_card(c);
            t.act(ThricewiseAction::Pick);
        }
        assert_eq!(t.game().current_player(), Some(PERSON));
        assert!(t.selected().is_some(), "the pick is chosen already");
        let spots = t.grid_spots();
        let open: Vec<_> = spots.iter().filter(|s| s.face == CellFace::Open).collect();
        let legal: Vec<Cell> = t
            .game()
            .legal_moves()
            .iter()
            .filter_map(|m| match m {
                ThricewiseMove::Place { card, cell } if Some(*card) == t.selected() => Some(*cell),
                _ => None,
            })
            .collect();
        assert_eq!(open.len(), legal.len());
        assert!(open.iter().all(|s| legal.contains(&s.cell)));
        let taken = spots
            .iter()
            .find(|s| matches!(s.face, CellFace::Card(_)))
            .unwrap();
        assert!(!t.tap_cell(taken.key()));
        assert!(t.message.as_deref().unwrap().contains("there already"));
        assert!(t.tap_cell(open[0].key()));
        assert_eq!(t.game().last_placement().unwrap().cell, open[0].cell);
        // The grid grows: the placed card's row or column is inside the shown grid.
        assert!(ThricewiseTable::grid_columns(&t.grid_spots()) >= 3);
    }

    #[test]
    fn pass_and_play_covers_each_pick() {
        let mut t = table(vec![Opponent::Person, Opponent::Easy]);
        assert!(t.is_covered());
        assert_eq!(t.seat_name(0), "Player 1");
        assert_eq!(t.seat_name(2), "Computer 2");
        assert!(!t.tap_card(t.hand()[0]));
        t.act(ThricewiseAction::ShowHand);
        let c = t.hand()[0];
        t.tap_card(c);
        t.tap_card(c);
        // Player 2 picks next, behind the cover; they never see Player 1's pick.
        assert!(t.is_covered());
        assert_eq!(t.viewer(), 1);
        assert!(t.view().picks[0].is_none());
        assert!(t.stats_key().is_none(), "pass and play is not counted");
    }
}
