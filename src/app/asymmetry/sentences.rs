//! The Asymmetry table in words: the powers, whose turn it is and why, the
//! step line, the result and the log of events.

use crate::app::faces::card_picture_html;
use crate::app::log::{LogLine, Played};
use crate::app::session::Session;
use crate::app::words::Who;
use crate::engine::asymmetry::{power_name, shown, AsymmetryMove, Event, NextBecause, Step};
use crate::engine::cards::Suit;
use crate::engine::{Game, Seat};

use super::AsymmetryTable;

/// "higher", "lower", "same colour", "other colour".
pub fn power_short(power: Suit) -> &'static str {
    match power {
        Suit::Hearts => "same colour",
        Suit::Diamonds => "other colour",
        Suit::Clubs => "higher",
        Suit::Spades => "lower",
    }
}

/// "Clubs: higher".
pub fn power_words(power: Suit) -> String {
    format!("{}: {}", power_name(power), power_short(power))
}

impl AsymmetryTable {
    /// Whose turn it is and why, then what the viewer may do.
    pub fn step_text(&self) -> String {
        let view = self.view();
        if self.game().is_over() {
            return self.result_text();
        }
        let Some(seat) = view.current_player() else {
            return String::new();
        };
        let who = self.who(seat);
        if self.core.screen.covered {
            return format!(
                "{} turn. Pass the device, then tap Show my hand.",
                who.owner()
            );
        }
        // Mid-turn (the Lessen step) the reason for the turn is old news.
        let why = if view.step == Step::Lessen {
            String::new()
        } else {
            self.why_turn()
        };
        if seat != self.core.screen.viewer {
            let doing = if self.core.is_computer(seat) {
                format!("{} is to play.", who.subject())
            } else {
                format!("{} turn.", who.owner())
            };
            return [why, doing].join(" ").trim().to_string();
        }
        let top = shown(view.top());
        let what = match view.step {
            Step::Play if view.legal_moves().is_empty() => {
                "Nothing you hold may go: skip playing.".to_string()
            }
            Step::Play => "Your turn: play a lit card, or skip playing.".to_string(),
            Step::Lessen => match (view.lessen[seat], self.selected) {
                (None, Some(c)) => format!(
                    "Place the {} beside your Ace? You then swap Aces with whoever holds the Ace of {}.",
                    shown(c),
                    c.suit.name()
                ),
                (None, None) => "Lessen: tap a hand card to place it as your Lessen Card, or end your turn.".into(),
                (Some(l), _) if view.legal_moves().contains(&AsymmetryMove::PlayLessen) => {
                    format!("Lessen: play your Lessen Card, the {}, onto the {top}, or end your turn.", shown(l))
                }
                (Some(_), _) => "Lessen: your Lessen Card can't go now. End your turn.".into(),
            },
            Step::Over => String::new(),
        };
        [why, what].join(" ").trim().to_string()
    }

    /// "The 7♥ went on the pile; Hearts is with West, so West plays." from
    /// the last turn change in the log.
    fn why_turn(&self) -> String {
        let log = self.game().log();
        let last_next = log.iter().rposition(|e| matches!(e, Event::Next { .. }));
        let Some(&Event::Next { from, seat, why }) = last_next.map(|i| &log[i]) else {
            // The first turn: the start card chose the opener.
            return match log.first() {
                Some(&Event::Dealt { start, opener, .. }) => {
                    let who = self.who(opener);
                    format!(
                        "The start card is the {}; the Ace of {} is with {}, so {} {} first.",
                        shown(start),
                        start.suit.name(),
                        who.inside(),
                        who.inside(),
                        who.verb("play", "plays")
                    )
                }
                _ => String::new(),
            };
        };
        let who = self.who(seat);
        let again = if seat == from { " again" } else { "" };
        match why {
            NextBecause::AceOf(suit) => {
                // The last card of the turn that chose this player (not
                // one played since, in this turn).
                let card = log[..last_next.unwrap_or(0)]
                    .iter()
                    .rev()
                    .find_map(|e| match *e {
                        Event::Played { card, .. } | Event::LessenPlayed { card, .. } => Some(card),
                        _ => None,
                    });
                let card = card.map(shown).unwrap_or_else(|| suit.name().to_string());
                format!(
                    "The {card} went on the pile; {} is with {}, so {} {}{again}.",
                    power_name(suit),
                    who.inside(),
                    who.inside(),
                    who.verb("play", "plays")
                )
            }
            NextBecause::Left => format!(
                "No card went on the pile, so play moves to the left: {} {}.",
                who.inside(),
                who.verb("play", "plays")
            ),
        }
    }

    fn result_text(&self) -> String {
        let winners = self.game().winners();
        let who: Vec<Who> = winners.iter().map(|&s| self.who(s)).collect();
        let stalemate = self
            .game()
            .log()
            .iter()
            .any(|e| matches!(e, Event::Stalemate { .. }));
        let how = if stalemate {
            "Stalemate: nobody could play, place or draw for a whole round. Fewest cards in hand"
        } else {
            "Game over"
        };
        match who.as_slice() {
            [one] if stalemate => format!("{how}: {} {}.", one.inside(), one.verb("win", "wins")),
            [one] => format!(
                "{how}: {} emptied {} hand and {}.",
                one.inside(),
                one.their(),
                one.verb("win", "wins")
            ),
            many => format!(
                "{how}: {} share the win.",
                many.iter()
                    .map(Who::inside)
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        }
    }

    /// An event of the log in words, seats named for this table.
    pub fn describe(&self, event: &Event) -> String {
        let w = |s: Seat| self.who(s);
        match *event {
            Event::Dealt { start, opener, .. } => format!(
                "The deal: the start card is the {}, so {} {} first.",
                shown(start),
                w(opener).inside(),
                w(opener).verb("play", "plays")
            ),
            Event::Played { seat, card } => {
                format!("{} played the {}.", w(seat).subject(), shown(card))
            }
            Event::Placed { seat, card } => format!(
                "{} placed the {} as {} Lessen Card.",
                w(seat).subject(),
                shown(card),
                w(seat).their()
            ),
            Event::Swapped {
                seat,
                other,
                got,
                gave,
            } => format!(
                "{} swapped Aces with {}: {} {} {} now, {} {}.",
                w(seat).subject(),
                w(other).inside(),
                w(seat).inside(),
                w(seat).verb("play", "plays"),
                power_name(got),
                w(other).inside(),
                power_name(gave)
            ),
            Event::LessenPlayed { seat, card } => format!(
                "{} played {} Lessen Card, the {}, onto it.",
                w(seat).subject(),
                w(seat).their(),
                shown(card)
            ),
            Event::Passed { seat } => format!(
                "{} played no card and placed none.",
                w(seat).subject()
            ),
            Event::Drew { seat } => format!("{} drew a card.", w(seat).subject()),
            Event::NoDraw { seat } => format!(
                "{} {} 7 cards, so no draw.",
                w(seat).subject(),
                w(seat).verb("hold", "holds")
            ),
            Event::Reshuffled { cards, .. } => format!(
                "The deck ran out: the Play Pile under its top card became a new deck of {cards} cards."
            ),
            Event::Next { .. } => String::new(),
            Event::Won { seat } => format!(
                "{} hand is empty: {} {}!",
                w(seat).owner(),
                w(seat).inside(),
                w(seat).verb("win", "wins")
            ),
            Event::Stalemate { .. } => {
                "A whole round without a card played, placed or drawn: stalemate.".into()
            }
        }
    }

    /// The newest lines of the log, oldest first.
    pub fn log(&self, last: usize) -> Vec<String> {
        let lines = self.log_with_seats();
        let from = lines.len().saturating_sub(last);
        lines.into_iter().skip(from).map(|l| l.text).collect()
    }

    /// The log, each line with the seat whose move it tells.
    pub(super) fn log_with_seats(&self) -> Vec<LogLine> {
        self.game()
            .log()
            .iter()
            .filter_map(|e| {
                let text = self.describe(e);
                let line = match event_seat(e) {
                    Some(seat) => LogLine::new(seat, text),
                    None => LogLine::table(text),
                };
                // (The card as its line names it: "played the 8♣".)
                let played = match *e {
                    Event::Played { card, .. } | Event::LessenPlayed { card, .. } => Some(Played {
                        text: shown(card),
                        html: card_picture_html(card, None),
                    }),
                    _ => None,
                };
                (!line.text.is_empty()).then(|| line.with_played(played))
            })
            .collect()
    }
}

/// Whose move an event tells; none for the deal, a reshuffle or a stalemate.
pub(super) fn event_seat(event: &Event) -> Option<Seat> {
    match *event {
        Event::Played { seat, .. }
        | Event::Placed { seat, .. }
        | Event::Swapped { seat, .. }
        | Event::LessenPlayed { seat, .. }
        | Event::Passed { seat }
        | Event::Drew { seat }
        | Event::NoDraw { seat }
        | Event::Won { seat } => Some(seat),
        Event::Next { from, .. } => Some(from),
        Event::Dealt { .. } | Event::Reshuffled { .. } | Event::Stalemate { .. } => None,
    }
}
