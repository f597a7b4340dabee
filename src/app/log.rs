//! The move log every table with other players keeps: each line with the
//! seat whose move it tells, so a table can show what happened since your
//! turn (the computers' moves, or the other people's) apart from the rest.

use crate::engine::Seat;

/// One line of the move log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Whose move it tells; `None` for what is nobody's move (the deal, a
    /// reshuffle).
    pub seat: Option<Seat>,
    pub text: String,
    /// The cards the move put face up on the table (played, placed, taken
    /// with), in the order the line names them: shown beside the seat.
    pub played: Vec<Played>,
}

impl LogLine {
    pub fn new(seat: Seat, text: impl Into<String>) -> LogLine {
        LogLine {
            seat: Some(seat),
            text: text.into(),
            played: Vec::new(),
        }
    }

    /// What is nobody's move.
    pub fn table(text: impl Into<String>) -> LogLine {
        LogLine {
            seat: None,
            ..LogLine::new(0, text)
        }
    }

    /// The line with the cards its move played.
    pub fn with_played(mut self, cards: impl IntoIterator<Item = Played>) -> LogLine {
        self.played.extend(cards);
        self
    }
}

/// A card a move put face up on the table, of any deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The card as its line names it ("8♣", "the Painter").
    pub text: String,
    /// Its picture, an image named by the card ([`crate::app::faces`]).
    pub html: String,
}

/// What one seat played since your turn, in order: drawn small beside it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatPlays {
    pub seat: Seat,
    pub cards: Vec<Played>,
    /// "West played since your turn: 8♣, 6♦".
    pub label: String,
}

impl SeatPlays {
    /// The cards as static HTML: a group named by the label, each card an
    /// image; nothing when the seat played none.
    pub fn html(&self) -> String {
        if self.cards.is_empty() {
            return String::new();
        }
        format!(
            "<span class=\"played\" role=\"group\" aria-label=\"{}\">{}</span>",
            crate::app::faces::escape(&self.label),
            self.cards_html()
        )
    }

    /// The cards' pictures, in order.
    pub fn cards_html(&self) -> String {
        self.cards.iter().map(|c| c.html.as_str()).collect()
    }
}

/// Each other seat's cards played since your turn (`since`, from
/// [`since_your_turn`]), in order, with `name` giving a seat's name; only
/// the seats that played one.
pub fn plays_since(
    log: &[LogLine],
    since: usize,
    viewer: Seat,
    name: impl Fn(Seat) -> String,
) -> Vec<SeatPlays> {
    let mut plays: Vec<SeatPlays> = Vec::new();
    for line in &log[since.min(log.len())..] {
        let Some(seat) = line.seat.filter(|&s| s != viewer) else {
            continue;
        };
        if line.played.is_empty() {
            continue;
        }
        match plays.iter_mut().find(|p| p.seat == seat) {
            Some(p) => p.cards.extend(line.played.iter().cloned()),
            None => plays.push(SeatPlays {
                seat,
                cards: line.played.clone(),
                label: String::new(),
            }),
        }
    }
    for p in &mut plays {
        let cards: Vec<&str> = p.cards.iter().map(|c| c.text.as_str()).collect();
        p.label = format!(
            "{} played since your turn: {}",
            name(p.seat),
            cards.join(", ")
        );
    }
    plays
}

/// The lines a move added to the log, the mover's first (a move that ends
/// a hand says the choice before the next hand's deal); the last line where
/// the log began anew (a new round's).
pub fn lines_added(before: &[LogLine], after: &[LogLine], mover: Seat) -> Vec<String> {
    let added = match after.starts_with(before) {
        true => &after[before.len()..],
        false => after.last().map(std::slice::from_ref).unwrap_or_default(),
    };
    let (mine, rest): (Vec<&LogLine>, Vec<&LogLine>) =
        added.iter().partition(|l| l.seat == Some(mover));
    mine.into_iter()
        .chain(rest)
        .map(|l| l.text.clone())
        .collect()
}

/// Where "since your turn" begins in a log whose entries are by `seats`
/// (`None`: nobody's, as the deal): while you are to move (`your_move`),
/// the others' run before the moves of your turn so far; while the others
/// play, the run after your turn, and until one of them moves, your turn
/// itself. Each table's strip and each seat's cards played since your turn
/// begin here.
pub fn since_your_turn(seats: &[Option<Seat>], viewer: Seat, your_move: bool) -> usize {
    let mine = |i: usize| seats[i] == Some(viewer);
    let mut from = seats.len();
    if your_move {
        while from > 0 && mine(from - 1) {
            from -= 1;
        }
    }
    let end = from;
    while from > 0 && !mine(from - 1) {
        from -= 1;
    }
    if from == end {
        // Nobody else has moved since: your own last turn.
        from = seats.len();
        while from > 0 && mine(from - 1) {
            from -= 1;
        }
    }
    from
}

/// The log as a table shows it: every line (the full history), and the
/// first of those since your turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnLog {
    pub lines: Vec<String>,
    pub since: usize,
    /// No other seat has a line (a solitaire): the last line is shown.
    pub alone: bool,
}

impl TurnLog {
    /// `viewer` is the seat on screen; `your_move` whether it is to move.
    /// What happened since your turn is the others' last run of lines: while
    /// you are to move, the run before the moves of your turn so far (shown
    /// with them); while the others play, the run after your turn, and until
    /// one of them moves, your turn itself. A log with no other seat's line
    /// (a solitaire) shows its last line.
    pub fn new(log: Vec<LogLine>, viewer: Seat, your_move: bool) -> TurnLog {
        let seats: Vec<Option<Seat>> = log.iter().map(|l| l.seat).collect();
        let mut from = since_your_turn(&seats, viewer, your_move);
        let alone = !log.iter().any(|l| l.seat != Some(viewer));
        if alone {
            from = log.len().saturating_sub(1);
        }
        TurnLog {
            lines: log.into_iter().map(|l| l.text).collect(),
            since: from,
            alone,
        }
    }

    /// The lines since your turn.
    pub fn recent(&self) -> &[String] {
        &self.lines[self.since..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn log(seats: &[Option<Seat>]) -> Vec<LogLine> {
        seats
            .iter()
            .enumerate()
            .map(|(i, &seat)| LogLine {
                seat,
                ..LogLine::new(0, format!("line {i}"))
            })
            .collect()
    }

    #[test]
    fn since_your_turn_is_the_others_last_run() {
        // The deal, you, then three computer lines: your turn again.
        let l = log(&[None, Some(0), Some(1), Some(2), Some(1)]);
        assert_eq!(TurnLog::new(l.clone(), 0, true).since, 2);
        // You have begun your turn: the others' run stays, with your moves.
        let l = log(&[None, Some(0), Some(1), Some(2), Some(0), Some(0)]);
        assert_eq!(TurnLog::new(l.clone(), 0, true).since, 2);
        // You have ended it, nobody has moved yet: your turn.
        assert_eq!(TurnLog::new(l.clone(), 0, false).since, 4);
        // Then a computer moves: only what followed your turn.
        let l = log(&[None, Some(0), Some(1), Some(0), Some(2)]);
        assert_eq!(TurnLog::new(l.clone(), 0, false).since, 4);
        assert_eq!(TurnLog::new(l.clone(), 0, false).recent(), ["line 4"]);
        // The deal, then the computers open: all of it.
        let l = log(&[None, Some(1), Some(2)]);
        assert_eq!(TurnLog::new(l.clone(), 0, true).since, 0);
    }

    #[test]
    fn a_moves_lines_are_the_movers_first() {
        let before = log(&[None, Some(0)]);
        let mut after = before.clone();
        after.push(LogLine::table("Hand 2 is dealt."));
        after.push(LogLine::new(1, "Computer passes."));
        assert_eq!(
            lines_added(&before, &after, 1),
            ["Computer passes.", "Hand 2 is dealt."]
        );
        // A log begun anew: its last line.
        assert_eq!(lines_added(&before, &after[2..], 1), ["Computer passes."]);
    }

    #[test]
    fn a_solitaire_shows_its_last_line() {
        let l = log(&[Some(0), Some(0), Some(0)]);
        assert_eq!(TurnLog::new(l.clone(), 0, true).since, 2);
        assert_eq!(TurnLog::new(Vec::new(), 0, true).since, 0);
    }

    #[test]
    fn in_pass_and_play_it_is_since_the_seat_on_screen_moved() {
        let l = log(&[Some(0), Some(1), Some(2), Some(1)]);
        assert_eq!(TurnLog::new(l.clone(), 1, true).since, 2);
        assert_eq!(TurnLog::new(l.clone(), 2, true).since, 3);
    }
}
