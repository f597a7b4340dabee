//! The end of a Thricewise game: who won, and every card shown face up.

use crate::app::session::Session;
use crate::app::words::Who;
use crate::engine::thricewise::Place;
use crate::engine::Game;

use super::ThricewiseTable;

impl ThricewiseTable {
    pub(super) fn result_text(&self) -> String {
        format!("Game over: {}", self.win_sentence(Who::inside))
    }

    /// Who won, as a sentence: "You win with 23 points.", "North and you
    /// share the win with 20 points." (the end panel's first line).
    pub fn winner_text(&self) -> String {
        self.win_sentence(Who::subject)
    }

    /// Who won and with what; `first` says the first name (at the start of
    /// a sentence or inside one).
    fn win_sentence(&self, first: fn(&Who) -> String) -> String {
        let game = self.game();
        let winners = game.winners();
        let scores = game.scores();
        let best = winners.first().map(|&s| scores[s]).unwrap_or(0);
        let who: Vec<Who> = winners.iter().map(|&s| self.who(s)).collect();
        let best = crate::app::words::points(best);
        match who.as_slice() {
            [one] => format!(
                "{} {} with {best} points.",
                first(one),
                one.verb("win", "wins")
            ),
            [one, rest @ ..] => format!(
                "{} share the win with {best} points.",
                std::iter::once(first(one))
                    .chain(rest.iter().map(Who::inside))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            [] => String::new(),
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
        // The deferred cards by name, owner by owner: they lie in the
        // players' chips, too small there to carry their names.
        let mut n = 0;
        let owners: Vec<String> = (0..self.options().players())
            .filter_map(|s| {
                let names: Vec<&str> = game.deferred(s).iter().map(|c| c.name()).collect();
                n += names.len();
                let (last, rest) = names.split_last()?;
                let names = match rest {
                    [] => last.to_string(),
                    _ => format!("{} and {last}", rest.join(", ")),
                };
                Some(format!("{names} ({})", self.who(s).inside()))
            })
            .collect();
        let deferred = match n {
            0 => String::new(),
            n => format!("; {n} deferred: {}", owners.join(", ")),
        };
        format!(
            "Every card is face up: {} on the grid{deferred}.",
            game.grid().len()
        )
    }
}
