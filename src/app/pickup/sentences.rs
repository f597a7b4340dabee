//! The Pick Up table in words: the step line, the selection, the move log,
//! the draw for deal, the score line and the hands' names.

use crate::app::faces::card_picture_html;
use crate::app::log::{LogLine, Played};
use crate::app::session::Session;
use crate::app::words::{count, points, Who};
use crate::engine::cards::Card;
use crate::engine::pickup::{MatchLength, Phase, PickUpMove};
use crate::engine::Game;

use super::{PickUpTable, RevealStep};

impl PickUpTable {
    // ---- words ---------------------------------------------------------------

    /// The moves of the current hand so far, oldest first, in words, as the
    /// viewer may know them (the other player's face-down choice stays hidden).
    pub fn move_log(&self, last: usize) -> Vec<String> {
        let lines = self.log_with_seats();
        let from = lines.len().saturating_sub(last);
        lines[from..].iter().map(|l| l.text.clone()).collect()
    }

    /// Every move of the match, each with the seat that made it.
    pub(super) fn log_with_seats(&self) -> Vec<LogLine> {
        let record = &self.core.record().moves;
        let movers = self.core.movers();
        record
            .iter()
            .zip(movers)
            .map(|(mv, &seat)| {
                let line = describe(&self.who(seat), mv, seat == self.core.screen.viewer);
                LogLine::new(seat, line).with_played(taken(mv))
            })
            .collect()
    }

    /// The current step in plain words.
    pub fn step_text(&self) -> String {
        let game = self.game();
        if let Some((hand, step)) = self.pending_reveal() {
            return self.reveal_text(hand, step);
        }
        if let Some(winner) = game.winner() {
            let [a, b] = game.totals();
            let (w, l) = if winner == 0 { (a, b) } else { (b, a) };
            let who = self.who(winner);
            // A match of so many hands is won on totals.
            let (after, on_totals) = match self.options().length {
                MatchLength::Hands(_) => (
                    format!(" after {}", count(game.log().hands.len(), "hand", "hands")),
                    " on totals",
                ),
                MatchLength::Target(_) => (String::new(), ""),
            };
            return format!(
                "Match over{after}: {} {}{on_totals}, {} to {}.",
                who.inside(),
                who.verb("win", "wins"),
                points(w),
                points(l)
            );
        }
        let Some(seat) = game.current_player() else {
            return String::new();
        };
        if self.core.screen.covered {
            return format!(
                "{} turn. Pass the device, then tap Show my hand.",
                self.who(seat).owner()
            );
        }
        if seat != self.core.screen.viewer {
            return match (self.core.is_computer(seat), game.phase()) {
                (true, Phase::FaceDown) => {
                    "The computer is deciding whether to turn a set face down…".into()
                }
                (true, _) => "The computer is to play.".into(),
                _ => format!("{} turn.", self.who(seat).owner()),
            };
        }
        match game.phase() {
            Phase::FaceDown if self.view().sets[self.core.screen.viewer].is_empty() => {
                "The play is over. You have no set to turn face down: tap Keep every set face up.".into()
            }
            Phase::FaceDown => match self.selected_set {
                Some(top) => format!(
                    "Turn the set under the {} face down? It then scores nothing, good or bad.",
                    top.spoken()
                ),
                None => "The play is over. Before the suits are revealed you may turn one of your sets face down (it then scores nothing, good or bad): tap it, or keep every set face up.".into(),
            },
            _ if self.can_pass() => "You can't make a set with any face-up card: pass.".into(),
            _ => self.selection_text().unwrap_or_else(|| {
                "Your turn: tap a face-up card, then one or three cards of its rank from your hand (or a hand card first).".into()
            }),
        }
    }

    /// The selection in words: what Take would do, or what is missing.
    pub fn selection_text(&self) -> Option<String> {
        if !self.has_selection() {
            return None;
        }
        let table = self.selected_table;
        let n = self.selected_hand.len();
        Some(match (table, n) {
            (Some(t), 0) => format!(
                "Take the {} with one of your {} for a pair, or three for a set of four.",
                t.spoken(),
                plural(t)
            ),
            (None, _) => format!("Now tap the face-up {} to take with it.", rank_word(self.selected_hand[0])),
            (Some(t), 1) => format!(
                "A pair: the {} on your {}. Worth {} if its suit wins.",
                t.spoken(),
                self.selected_hand[0].spoken(),
                crate::engine::pickup::card_value(t)
            ),
            (Some(_), 2) => "Two cards from your hand would make a set of three, which is never allowed: choose one (a pair) or three (a set of four).".into(),
            (Some(t), _) => format!(
                "A set of four {}, the {} on top. Worth {} if its suit wins.",
                plural(t),
                t.spoken(),
                2 * crate::engine::pickup::card_value(t)
            ),
        })
    }

    /// The draw for deal, in words, while the first hand is played:
    /// "Draw for deal: you drew the 7 of clubs, the computer the king of
    /// clubs; the computer deals."
    pub fn draw_text(&self) -> String {
        let log = self.game().log();
        let (Some([a, b]), 1) = (log.draws.last(), self.game().hand_no()) else {
            return String::new();
        };
        let ties = match log.draws.len() {
            1 => String::new(),
            n => format!(
                " ({} tied draw{} first)",
                n - 1,
                if n == 2 { "" } else { "s" }
            ),
        };
        let dealer = self.who(self.game().dealer());
        format!(
            "Draw for deal{ties}: {} drew the {}, {} the {}; {} {}.",
            self.who(0).inside(),
            a.spoken(),
            self.who(1).inside(),
            b.spoken(),
            dealer.inside(),
            dealer.verb("deal", "deals")
        )
    }

    /// "You 120 · The computer 85 · Hand 3 of 5 · The computer dealt". During a
    /// reveal: the hand that ended, and its totals only once both suits
    /// are shown.
    pub fn score_line(&self) -> String {
        let (totals, hand_no, dealer) = match self.pending_reveal() {
            Some((hand, step)) => {
                let mut totals = hand.totals;
                if step < RevealStep::LosingSuit {
                    for (t, s) in totals.iter_mut().zip(&hand.seats) {
                        *t -= s.total();
                    }
                }
                (totals, hand.hand_no, hand.dealer)
            }
            None => (
                self.game().totals(),
                self.game().hand_no(),
                self.game().dealer(),
            ),
        };
        format!(
            "{} {} · {} {} · {} · {} dealt",
            self.seat_name(0),
            points(totals[0]),
            self.seat_name(1),
            points(totals[1]),
            self.hand_name(hand_no),
            self.seat_name(dealer)
        )
    }

    /// "Hand 2 of 5" in a match of five hands; "Hand 6, a tie-break" after
    /// its last hand ended level; "Hand 2" in a match to a target.
    pub fn hand_name(&self, hand_no: u32) -> String {
        match self.options().length {
            MatchLength::Hands(n) if hand_no <= n => format!("Hand {hand_no} of {n}"),
            MatchLength::Hands(_) => format!("Hand {hand_no}, a tie-break"),
            MatchLength::Target(_) => format!("Hand {hand_no}"),
        }
    }

    /// Whose hand and sets are on screen: "Your", "Player 2's".
    pub fn whose(&self, mine: bool) -> String {
        let seat = if mine {
            self.core.screen.viewer
        } else {
            1 - self.core.screen.viewer
        };
        self.who(seat).owner()
    }
}

/// "7", "jack", for "You hold no 7" / "No jack is face up".
pub(super) fn rank_word(card: Card) -> &'static str {
    card.rank.name()
}

/// "7s", "jacks".
fn plural(card: Card) -> String {
    format!("{}s", card.rank.name())
}

/// A move in words from the viewer's side.
/// The cards a take shows, as its line names them: the table card, then
/// the hand card that paired it (a set of four names the table card only).
fn taken(mv: &PickUpMove) -> Vec<Played> {
    let cards = match *mv {
        PickUpMove::Pair { table, hand } => vec![table, hand],
        PickUpMove::Four { table } => vec![table],
        PickUpMove::Pass | PickUpMove::FaceDown(_) => Vec::new(),
    };
    cards
        .into_iter()
        .map(|card| Played {
            text: card.spoken(),
            html: card_picture_html(card, None),
        })
        .collect()
}

fn describe(who: &Who, mv: &PickUpMove, own: bool) -> String {
    let who = who.subject();
    match mv {
        PickUpMove::Pair { table, hand } => {
            format!(
                "{who} took the {} with the {}: a pair.",
                table.spoken(),
                hand.spoken()
            )
        }
        PickUpMove::Four { table } => {
            format!(
                "{who} took the {} with three {}: a set of four.",
                table.spoken(),
                plural(*table)
            )
        }
        PickUpMove::Pass => format!("{who} passed."),
        PickUpMove::FaceDown(_) if !own => format!("{who} made the face-down choice."),
        PickUpMove::FaceDown(None) => format!("{who} kept every set face up."),
        PickUpMove::FaceDown(Some(top)) => {
            format!("{who} turned the set under the {} face down.", top.spoken())
        }
    }
}
