//! The end of a Pick Up hand shown step by step: the face-down choices, the
//! winning suit, the losing suit and the score table, with every hidden card
//! face up.

use crate::app::faces::{card_back_html, card_picture_html, escape};
use crate::app::session::Session;
use crate::app::spots::{Face, Spot};
use crate::app::words::{count, points};
use crate::engine::cards::Card;
use crate::engine::pickup::{HandResult, MatchLength, PickUp, Place, PlayedSet};
use crate::engine::Game;

use super::{PickUpTable, RevealStep, PERSON};

impl PickUpTable {
    // ---- the reveal ------------------------------------------------------------

    /// The finished hand whose result the player has not stepped through yet.
    pub fn pending_reveal(&self) -> Option<(&HandResult, RevealStep)> {
        self.game()
            .log()
            .hands
            .get(self.core.rounds_seen as usize)
            .map(|h| (h, self.reveal))
    }

    /// One step further: the winning suit, the losing suit, then on.
    pub fn advance_reveal(&mut self) {
        if self.pending_reveal().is_none() {
            return;
        }
        self.reveal = match self.reveal {
            RevealStep::FaceDown => RevealStep::WinningSuit,
            RevealStep::WinningSuit => RevealStep::LosingSuit,
            RevealStep::LosingSuit => {
                self.core.rounds_seen += 1;
                self.cover_if_needed_after_reveal();
                RevealStep::FaceDown
            }
        };
        if self.reveal == RevealStep::FaceDown {
            self.hand_end = self.replay_hand_end();
        }
    }

    fn cover_if_needed_after_reveal(&mut self) {
        if self.pass_and_play() && self.pending_reveal().is_none() && !self.game().is_over() {
            self.core.screen.viewer = self.game().current_player().unwrap_or(PERSON);
            self.core.screen.covered = true;
        }
    }

    /// The hand whose result is on screen: the one under reveal, or once
    /// the match is over its last hand, wholly revealed.
    pub fn shown_hand(&self) -> Option<(&HandResult, RevealStep)> {
        self.pending_reveal().or_else(|| {
            let last = self.game().log().hands.last()?;
            self.is_over().then_some((last, RevealStep::LosingSuit))
        })
    }

    /// Every card hidden in the hand on screen, face up once it is over:
    /// both hands as they ended and the cards face down under each pile.
    /// (The set-aside cards are turned in the reveal, one step at a time;
    /// the face-down sets are in its score table.) Empty during play.
    pub fn hidden_rows(&self) -> Vec<(String, Vec<Spot>)> {
        let end = match (&self.hand_end, self.pending_reveal()) {
            (Some(end), Some(_)) => end.as_ref(),
            _ if self.is_over() => self.game(),
            _ => return Vec::new(),
        };
        let face = |c: Card| Spot::picture(c.index() as u16, Face::Card(c), None);
        let mut rows: Vec<(String, Vec<Spot>)> =
            [self.core.screen.viewer, 1 - self.core.screen.viewer]
                .map(|s| {
                    let cards: Vec<Spot> = end.hand(s).iter().map(face).collect();
                    let label = format!(
                        "{} hand at the end: {}",
                        self.who(s).owner(),
                        count(cards.len(), "card", "cards")
                    );
                    (label, cards)
                })
                .into();
        let under: Vec<Spot> = end
            .card_places()
            .into_iter()
            .filter_map(|(place, c)| match place {
                Place::Pile(p) if end.piles()[p].top() != Some(c) => Some(face(c)),
                _ => None,
            })
            .collect();
        let label = format!("Under the piles: {}", count(under.len(), "card", "cards"));
        rows.push((label, under));
        rows
    }

    /// The reveal panel's content, as static HTML (`ui::pickup` puts it in
    /// its section): the two suits' cards set aside, the score table and
    /// every hidden card. Nothing in it is tapped, and as markup it costs
    /// the page about a third of what it did as a view (issue 29). `None`
    /// while no hand is shown.
    pub fn reveal_html(&self) -> Option<String> {
        let (hand, step) = self.shown_hand()?;
        let aside = |card: Card, shown: bool, what: &str| {
            let (face, said) = match shown {
                true => (
                    card_picture_html(card, None),
                    format!("{what}: {}", card.suit.name()),
                ),
                false => (
                    card_back_html(&format!("{what}: still face down")),
                    format!("{what}: ?"),
                ),
            };
            format!("<span class=\"aside-card\">{face}<span>{said}</span></span>")
        };
        let mut html = format!(
            "<h2 id=\"reveal-title\" tabindex=\"-1\">Hand {} is over</h2><div class=\"aside-cards\">{}{}</div>",
            hand.hand_no,
            aside(hand.winning_card, step >= RevealStep::WinningSuit, "Winning suit"),
            aside(hand.losing_card, step >= RevealStep::LosingSuit, "Losing suit"),
        );
        let [first, second] = [0, 1].map(|s| escape(&self.seat_name(s)));
        html += &format!(
            "<table class=\"scores\"><thead><tr><th scope=\"col\">Score</th><th scope=\"col\">{first}</th><th scope=\"col\">{second}</th></tr></thead><tbody>"
        );
        // The hand's score and the match total first, then how the hand's
        // score is made up, line by line: no line hides under a total.
        let (totals, lines): (Vec<ScoreRow>, Vec<ScoreRow>) =
            score_rows(hand, step).into_iter().partition(|r| r.total);
        for (i, row) in totals.iter().chain(&lines).enumerate() {
            let [a, b] = row.cells.each_ref().map(|c| escape(c));
            let class = if row.total { " class=\"total\"" } else { "" };
            if i == totals.len() && i > 0 {
                html += "</tbody><tbody>";
            }
            html += &format!(
                "<tr{class}><th scope=\"row\">{}</th><td>{a}</td><td>{b}</td></tr>",
                escape(&row.label)
            );
        }
        html += "</tbody></table>";
        // Each row as the table's rows of cards are (`ui::parts::spot_row`),
        // its name its caption too (style/main.css).
        for (label, spots) in self.hidden_rows() {
            html += &format!(
                "<div class=\"revealed\" role=\"group\" aria-label=\"{}\">",
                escape(&label)
            );
            for spot in spots {
                if let Face::Card(card) = spot.face {
                    html += &format!(
                        "<span class=\"spot\">{}</span>",
                        card_picture_html(card, spot.name.as_deref())
                    );
                }
            }
            html += "</div>";
        }
        Some(html)
    }

    /// The match just before the move that ended the hand under reveal.
    pub(super) fn replay_hand_end(&self) -> Option<Box<PickUp>> {
        self.pending_reveal()?;
        let record = self.core.record();
        let mut game = PickUp::new(&record.options, record.seed);
        for mv in &record.moves {
            let before = game.clone();
            game.apply(mv).ok()?;
            if game.log().hands.len() > self.core.rounds_seen as usize {
                return Some(Box::new(before));
            }
        }
        None
    }

    /// Where the reveal stands, and what the next tap does.
    pub(super) fn reveal_text(&self, hand: &HandResult, step: RevealStep) -> String {
        let n = hand.hand_no;
        match step {
            RevealStep::FaceDown => {
                format!("Hand {n} is over. Next: reveal the winning suit.")
            }
            RevealStep::WinningSuit => format!(
                "The winning suit is {}. Next: reveal the losing suit.",
                hand.winning_card.suit.name()
            ),
            RevealStep::LosingSuit => {
                let scores: Vec<String> = [0, 1]
                    .map(|s| {
                        let who = self.who(s);
                        format!(
                            "{} {} {}",
                            who.inside(),
                            who.verb("score", "scores"),
                            crate::app::words::points_change(hand.seats[s].total())
                        )
                    })
                    .into();
                let then = if self.game().hand_no() > n {
                    let level = match self.options().length {
                        MatchLength::Hands(last) if n >= last => "The totals are level: ",
                        _ => "",
                    };
                    let tap = if level.is_empty() { "Tap" } else { "tap" };
                    format!(
                        "{level}{tap} Next hand to deal {}.",
                        // ASCII: `to_lowercase` would bring Unicode's case tables into the page.
                        self.hand_name(n + 1).to_ascii_lowercase()
                    )
                } else {
                    "Tap See the result.".into()
                };
                format!("Hand {n}: {}. {then}", scores.join(", "))
            }
        }
    }
}

/// One line of a hand's score table: what it is and each player's part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    pub label: String,
    pub cells: [String; 2],
    /// The last line (the hand score) is stressed.
    pub total: bool,
}

/// "+20 (7♥ four, J♥ pair)", "−10", "0".
fn points_cell(sign: i64, points: i64, parts: &[String]) -> String {
    let number = crate::app::words::points_change(sign * points);
    if parts.is_empty() {
        number
    } else {
        format!("{number} ({})", parts.join(", "))
    }
}

fn set_short(set: &PlayedSet) -> String {
    let kind = if set.size() == 4 { "four" } else { "pair" };
    format!("{}{} {kind}", set.top.rank.short(), set.top.suit.symbol())
}

/// The score table of a finished hand, as far as the reveal has gone: the
/// face-down sets, then the winning suit's sets, then everything.
pub fn score_rows(hand: &HandResult, step: RevealStep) -> Vec<ScoreRow> {
    let row = |label: String, f: &dyn Fn(&crate::engine::pickup::SeatScore) -> String| ScoreRow {
        label,
        cells: [f(&hand.seats[0]), f(&hand.seats[1])],
        total: false,
    };
    let sets = |v: &[PlayedSet]| v.iter().map(set_short).collect::<Vec<_>>();
    let mut rows = vec![row("Face down (not scored)".into(), &|s| {
        s.face_down
            .as_ref()
            .map(set_short)
            .unwrap_or_else(|| "none".into())
    })];
    if step >= RevealStep::WinningSuit {
        let suit = hand.winning_card.suit.name();
        rows.push(row(format!("Winning suit, {suit}: sets added"), &|s| {
            points_cell(1, s.winning_points(), &sets(&s.winning))
        }));
    }
    if step >= RevealStep::LosingSuit {
        let suit = hand.losing_card.suit.name();
        rows.push(row("Sets of neither suit: 10 each".into(), &|s| {
            points_cell(1, s.neither_points(), &sets(&s.neither))
        }));
        rows.push(row(format!("Losing suit, {suit}: sets taken off"), &|s| {
            points_cell(-1, s.losing_points(), &sets(&s.losing))
        }));
        rows.push(row("Cards left in hand, taken off".into(), &|s| {
            let cards: Vec<String> = s
                .left_in_hand
                .iter()
                .map(|c| format!("{}{}", c.rank.short(), c.suit.symbol()))
                .collect();
            points_cell(-1, s.hand_points(), &cards)
        }));
        rows.push(row("Sum".into(), &|s| points_cell(1, s.sum(), &[])));
        rows.push(row("Exactly 0 becomes 100".into(), &|s| {
            if s.bonus() {
                "+100".into()
            } else {
                "–".into()
            }
        }));
        let mut score = row("Hand score".into(), &|s| points(s.total()));
        score.total = true;
        rows.push(score);
        rows.push(ScoreRow {
            label: "Match total".into(),
            cells: hand.totals.map(points),
            total: true,
        });
    }
    rows
}
