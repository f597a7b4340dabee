//! The Thricewise table in words: the step line, the last placement, and
//! the log of picks, reveals and placements.

use crate::app::faces::decktet_picture_html;
use crate::app::log::{LogLine, Played};
use crate::app::session::Session;
use crate::app::words::count;
use crate::engine::thricewise::{Phase, Placement, Thricewise, ThricewiseMove};
use crate::engine::{Game, Seat};

use super::ThricewiseTable;

impl ThricewiseTable {
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
        if self.core.screen.covered {
            return format!(
                "{} turn. Pass the device, then tap Show my hand.",
                who.owner()
            );
        }
        let view = self.view();
        match view.phase {
            Phase::Pick if seat == self.core.screen.viewer => match self.selected {
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
                if seat == self.core.screen.viewer {
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

    /// The newest lines of the log, oldest first.
    pub fn log(&self, last: usize) -> Vec<String> {
        self.log[self.log.len().saturating_sub(last)..]
            .iter()
            .map(|l| l.text.clone())
            .collect()
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
pub(super) fn log_lines(
    names: &[String],
    after: &Thricewise,
    seat: Seat,
    mv: &ThricewiseMove,
    reveal: Option<u32>,
) -> Vec<LogLine> {
    let mut lines = Vec::new();
    match mv {
        ThricewiseMove::Place { .. } => {
            if let Some(p) = after.last_placement() {
                let played = Played {
                    text: p.card.name().to_string(),
                    html: decktet_picture_html(p.card, &p.card.spoken()),
                };
                let line = LogLine::new(seat, placement_text(&names[seat], &p));
                lines.push(line.with_played([played]));
            }
        }
        ThricewiseMove::Pick(_) => {
            // Which card stays secret until the reveal.
            lines.push(LogLine::new(
                seat,
                format!("{} picked a card.", names[seat]),
            ));
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
                lines.push(LogLine::table(format!(
                    "Turn {turn} reveal: {}.",
                    shown.join(", ")
                )));
            }
        }
    }
    lines
}
