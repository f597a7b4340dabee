//! Between rounds at the Arctic table: a finished round's hands shown face
//! up with what each scored, the round's and the match's end in words, and
//! the dealer's set-up shown step by step.

use crate::app::faces::{escape, triple_picture_html};
use crate::app::session::Session;
use crate::app::words::count;
use crate::app::words::points;
use crate::engine::arctic::{Card, RoundEnd};

use super::{ArcticTable, PERSON};

/// A finished round's hands, face up, and what each scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevealRow {
    pub name: String,
    pub cards: Vec<Card>,
    pub penalty: i64,
    pub scored: i64,
    pub total: i64,
    pub out_now: bool,
    pub out_of_match: bool,
}

/// A finished round's hands face up, each with its penalty points, and the
/// match's totals: the score table's rows as static HTML (nothing in them
/// is tapped; as markup they cost the page far less than as a view, issue
/// 29).
pub fn reveal_html(rows: &[RevealRow]) -> String {
    let mut html = String::from("<thead><tr><th scope=\"col\">Player · points</th><th scope=\"col\">Hand left</th></tr></thead><tbody>");
    for r in rows {
        let status = if r.out_now {
            " · out of the match"
        } else if r.out_of_match {
            " · out"
        } else {
            ""
        };
        let scored = if r.scored != r.penalty {
            format!("{} → {}", r.penalty, r.scored)
        } else {
            format!("+{}", r.penalty)
        };
        let name = escape(&r.name);
        html += &format!(
            "<tr><th scope=\"row\">{name}<span class=\"fine\">{scored} · total {}{status}</span></th><td><span class=\"revealed\" role=\"group\" aria-label=\"{name} hand\">",
            points(r.total)
        );
        if r.cards.is_empty() {
            html += "<span class=\"fine\">none</span>";
        }
        for &c in &r.cards {
            html += &triple_picture_html(c);
        }
        html += "</span></td></tr>";
    }
    html + "</tbody>"
}

impl ArcticTable {
    /// A finished round's hands or the dealer's set-up are on screen: the
    /// game waits for the person.
    pub fn is_pausing(&self) -> bool {
        self.reveal_pending() || self.setup_step.is_some()
    }

    /// A round has ended (the match goes on) and its hands wait to be seen.
    pub fn reveal_pending(&self) -> bool {
        !self.is_over() && (self.core.rounds_seen as usize) < self.round_hands.len()
    }

    pub(super) fn begin_setup(&mut self) {
        self.setup_step = (self.game().setup_piles().len() > 1).then_some(0);
    }

    pub(super) fn setup_text(&self, i: usize) -> String {
        let game = self.game();
        let dealer = self.who(game.dealer());
        if i == 0 {
            let shifts = game.setup_shifts().len();
            return format!(
                "Round {}: {} {} and {} three cards; the set-up makes {}.",
                game.round_no(),
                dealer.subject(),
                dealer.verb("deal", "deals"),
                dealer.verb("turn up", "turns up"),
                count(shifts, "pile shift", "pile shifts")
            );
        }
        let (from, to) = game.setup_shifts()[i - 1];
        format!(
            "Set-up step {i}: pile {} shifts onto pile {}, and place {} gets the next card of the deck.",
            from + 1,
            to + 1,
            from + 1
        )
    }

    /// "Round 2 is over: Computer 1 went out."
    pub(super) fn round_text(&self) -> String {
        let Some(r) = self.core.game().last_round() else {
            return String::new();
        };
        let how = match r.end {
            RoundEnd::Out(s) => {
                let who = self.who(s);
                format!("{} {} out", who.subject(), who.verb("went", "went"))
            }
            RoundEnd::Blocked => {
                "the play was blocked (the deck empty, a full round with no card played)".into()
            }
        };
        let mut text = format!("Round {} is over: {how}.", r.round);
        for &s in &r.eliminated {
            let who = self.who(s);
            text += &format!(
                " {} {} 100 points and {} out of the match.",
                who.subject(),
                who.verb("reach", "reaches"),
                who.verb("are", "is")
            );
        }
        text
    }

    /// "You win the match."
    fn winner_text(&self) -> String {
        match self.core.game().winner() {
            Some(w) => {
                let who = self.who(w);
                format!("{} {} the match.", who.subject(), who.verb("win", "wins"))
            }
            None => "The match is over.".into(),
        }
    }

    /// The result as Share sends it, in lines: how the match's last round
    /// ended, each seat's total, who won (a solo round's, its one line).
    pub fn result_lines(&self) -> String {
        if !self.is_solo() {
            let mut text = self.round_text();
            for (s, total) in self.core.game().totals().iter().enumerate() {
                text += &format!("\n{}: {total} points", self.seat_name(s));
            }
            return text + "\n" + &self.winner_text();
        }
        self.result_text()
    }

    pub(super) fn result_text(&self) -> String {
        let game = self.core.game();
        if self.is_solo() {
            let drawn = game.cards_drawn(PERSON) as i64;
            let left = game.hand(PERSON).points() as i64;
            return if game.hand(PERSON).is_empty() {
                format!(
                    "You went out, drawing {}: your score is {} (lower is better).",
                    count(drawn as usize, "card", "cards"),
                    drawn
                )
            } else {
                format!(
                    "Blocked: {} drawn plus {} penalty points left in your hand: your score is {} (lower is better).",
                    drawn,
                    left,
                    drawn + left
                )
            };
        }
        format!("{} {}", self.round_text(), self.winner_text())
    }

    /// The last finished round: every hand face up with its penalty points,
    /// what each scored and the match totals.
    pub fn reveal(&self) -> Vec<RevealRow> {
        let game = self.core.game();
        let (Some(r), Some(hands)) = (game.last_round(), self.round_hands.last()) else {
            return Vec::new();
        };
        (0..hands.len())
            .map(|s| {
                let mut cards: Vec<Card> = hands[s].iter().collect();
                cards.sort_by_key(|c| (c.colour(), c.shape(), std::cmp::Reverse(c.number())));
                RevealRow {
                    name: self.seat_name(s),
                    cards,
                    penalty: r.penalties[s],
                    scored: r.scored[s],
                    total: game.totals()[s],
                    out_now: r.eliminated.contains(&s),
                    out_of_match: game.eliminated()[s] && !r.eliminated.contains(&s),
                }
            })
            .collect()
    }
}
