//! What the Arctic table shows: the three places lit for the chosen card or
//! pile, the hand, every seat, the deck and discards, and the buttons
//! offered.

use crate::app::faces::escape;
use crate::app::log::SeatPlays;
use crate::app::par_walk::WalksPar;
use crate::app::session::Hint;
use crate::app::session::Session;
use crate::app::spots::Button;
use crate::app::words::count;
use crate::engine::arctic::{ArcticMove, Card, Phase, Step, PLACES};
use crate::engine::{Game, Seat};

use super::{card_words, ArcticAction, ArcticTable, Chosen, PERSON};

/// One of the three places as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceView {
    /// 0-based.
    pub place: usize,
    pub top: Option<Card>,
    pub bottom: Option<Card>,
    pub len: usize,
    pub hint: Hint,
    /// "Place 2: pile of 3 cards, top 3 red heart, bottom 1 red heart".
    pub label: String,
}

/// A hand card and what it may do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandCard {
    pub card: Card,
    pub hint: Hint,
    /// The card just drawn.
    pub drawn: bool,
}

/// Another player (or you) as the table shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: Seat,
    pub name: String,
    pub cards: usize,
    /// Match penalty points so far.
    pub total: i64,
    pub dealer: bool,
    pub to_move: bool,
    pub out: bool,
    /// "Computer 1: 6 cards, 23 points, dealer".
    pub label: String,
    /// The cards it played since your turn, in order.
    pub played: SeatPlays,
}

impl SeatRow {
    /// The chip as static HTML (a list item of the players): named by its
    /// label, the rest only drawn.
    pub fn html(&self) -> String {
        let class = match (self.to_move, self.out) {
            (_, true) => "seat out",
            (true, false) => "seat to-move",
            (false, false) => "seat",
        };
        format!(
            "<li class=\"{class}\" aria-label=\"{}\"><strong aria-hidden=\"true\">{}</strong><span class=\"details\" aria-hidden=\"true\"><span class=\"count\"><span class=\"card back mini\"></span><span class=\"badge\">{}</span></span><span class=\"fine\">{} pts{}</span></span>{}</li>",
            escape(&self.label),
            escape(&self.name),
            self.cards,
            crate::app::words::points(self.total),
            if self.dealer { " · D" } else { "" },
            self.played.html()
        )
    }
}

impl ArcticTable {
    /// The buttons offered now.
    pub fn buttons(&self) -> Vec<Button<ArcticAction>> {
        use ArcticAction::*;
        if self.walk.is_some() {
            // The par line's own buttons (app::par_walk), in this row.
            let steps = self.par_walk_buttons().into_iter();
            return steps
                .map(|b| Button {
                    label: b.label,
                    primary: b.primary,
                    enabled: b.enabled,
                    finishes_drag: b.finishes_drag,
                    action: Par(b.action),
                })
                .collect();
        }
        if self.is_over() {
            return Vec::new();
        }
        if self.core.screen.covered {
            return vec![Button::new("Show my hand", ShowHand).primary()];
        }
        if self.reveal_pending() {
            return vec![Button::new("Next round", NextRound).primary()];
        }
        if self.setup_step.is_some() {
            return vec![
                Button::new("Next step", SetupNext).primary(),
                Button::new("Skip set-up", SetupSkip),
            ];
        }
        if !self.viewer_to_move() {
            return Vec::new();
        }
        let legal = self.game().legal_moves();
        let mut buttons = Vec::new();
        if let Some(Chosen::Card(card)) = self.chosen {
            if legal.contains(&ArcticMove::Discard(card)) {
                buttons.push(Button::new("Discard", Discard).primary());
            }
        }
        if legal.contains(&ArcticMove::Draw) {
            buttons.push(Button::new("Draw", Draw).primary());
        }
        if self.game().phase() == Phase::Play && !legal.contains(&ArcticMove::Draw) {
            buttons.push(
                Button::new("End turn", End)
                    .primary()
                    .enabled(legal.contains(&ArcticMove::End)),
            );
        }
        if self.chosen.is_some() {
            buttons.push(Button::new("Cancel", Cancel));
        }
        if self.can_undo() {
            buttons.push(Button::new("Undo", Undo));
        }
        // One main action: the first that is there.
        let mut seen = false;
        for b in buttons.iter_mut() {
            if b.primary && seen {
                b.primary = false;
            }
            seen |= b.primary;
        }
        buttons
    }

    // ---- what the screen shows ---------------------------------------------

    pub fn chosen(&self) -> Option<Chosen> {
        self.chosen
    }

    /// The piles on screen: during the set-up, as that step left them.
    fn shown_piles(&self) -> [Vec<Card>; PLACES] {
        match self.setup_step {
            Some(i) => self
                .game()
                .setup_piles()
                .get(i)
                .cloned()
                .unwrap_or_else(|| self.game().piles().clone()),
            None => self.game().piles().clone(),
        }
    }

    /// The three places, lit by what the chosen card or pile may do.
    pub fn places(&self) -> Vec<PlaceView> {
        let piles = self.shown_piles();
        let mine = self.viewer_to_move();
        let targets: Option<Vec<usize>> = match (mine, self.chosen) {
            (true, Some(Chosen::Card(c))) => Some(self.places_for(c)),
            (true, Some(Chosen::Pile(p))) => Some(self.shifts_from(p)),
            _ => None,
        };
        (0..PLACES)
            .map(|place| {
                let pile = &piles[place];
                let hint = match (&targets, self.chosen) {
                    (_, Some(Chosen::Pile(p))) if mine && p == place => Hint::Paired,
                    (Some(t), _) if t.contains(&place) => Hint::Playable,
                    (Some(_), _) => Hint::Dimmed,
                    (None, _) => Hint::Plain,
                };
                let label = match (pile.first(), pile.last()) {
                    (Some(_), Some(&t)) if pile.len() == 1 => {
                        format!("Place {}: {}", place + 1, card_words(t))
                    }
                    (Some(&b), Some(&t)) => format!(
                        "Place {}: pile of {} cards, top {}, bottom {}",
                        place + 1,
                        pile.len(),
                        card_words(t),
                        card_words(b)
                    ),
                    _ => format!("Place {}: empty", place + 1),
                };
                PlaceView {
                    place,
                    top: pile.last().copied(),
                    bottom: (pile.len() > 1).then(|| pile[0]),
                    len: pile.len(),
                    hint,
                    label,
                }
            })
            .collect()
    }

    /// The viewer's hand, grouped by colour and shape (so runs stand out),
    /// lit by what may be done with each card now.
    pub fn hand(&self) -> Vec<HandCard> {
        if self.core.screen.covered {
            return Vec::new();
        }
        let view = self.view();
        let mine = self.viewer_to_move();
        let legal = if mine {
            self.game().legal_moves()
        } else {
            Vec::new()
        };
        let drawn = match view.step {
            Step::Drawn(Some(d)) if view.turn == self.core.screen.viewer => Some(d),
            _ => None,
        };
        let mut cards: Vec<Card> = view.hand.iter().collect();
        cards.sort_by_key(|c| (c.colour(), c.shape(), std::cmp::Reverse(c.number())));
        cards
            .into_iter()
            .map(|card| {
                let usable = legal.iter().any(|m| match m {
                    ArcticMove::Play { card: c, .. } | ArcticMove::Discard(c) => *c == card,
                    _ => false,
                });
                let hint = match () {
                    _ if !mine => Hint::Plain,
                    _ if self.chosen == Some(Chosen::Card(card)) => Hint::Paired,
                    _ if usable => Hint::Playable,
                    _ => Hint::Dimmed,
                };
                HandCard {
                    card,
                    hint,
                    drawn: drawn == Some(card),
                }
            })
            .collect()
    }

    /// Every seat, the viewer first, then clockwise.
    pub fn seats(&self) -> Vec<SeatRow> {
        let view = self.view();
        let n = view.hand_counts.len();
        let plays = self.plays_since_your_turn();
        (0..n)
            .map(|k| {
                let seat = (self.core.screen.viewer + k) % n;
                let name = self.seat_name(seat);
                let cards = view.hand_counts[seat];
                let out = view.eliminated[seat];
                let to_move = view.current_player() == Some(seat) && !self.is_pausing();
                let dealer = view.dealer == seat;
                let mut label = if out {
                    format!("{name}: out of the match")
                } else {
                    format!("{name}: {}", count(cards, "card", "cards"))
                };
                if !self.is_solo() {
                    label += &format!(", {}", count(view.totals[seat] as usize, "point", "points"));
                }
                if dealer {
                    label += ", dealer";
                }
                if to_move {
                    label += ", to move";
                }
                SeatRow {
                    seat,
                    name,
                    cards,
                    total: view.totals[seat],
                    dealer,
                    to_move,
                    out,
                    label,
                    played: plays
                        .iter()
                        .find(|p| p.seat == seat)
                        .cloned()
                        .unwrap_or_default(),
                }
            })
            .collect()
    }

    /// The deck as the screen shows it (during the set-up, before its
    /// refills).
    pub fn deck_count(&self) -> usize {
        let refills = match self.setup_step {
            Some(i) => self.game().setup_piles().len().saturating_sub(1 + i),
            None => 0,
        };
        self.game().deck_count() + refills
    }

    pub fn discard_top(&self) -> Option<Card> {
        self.game().discards().last().copied()
    }

    pub fn discard_count(&self) -> usize {
        self.game().discards().len()
    }

    /// "Round 2 · Deck 93 · Discards 4"; solo, the score and what it
    /// counts (before any move it is the hand's points alone, which a new
    /// player could not tell).
    pub fn counts_text(&self) -> String {
        let game = self.game();
        if self.is_solo() {
            return format!(
                "Deck {} · Discards {} · Score {} = {} drawn + {} in hand (lower is better)",
                self.deck_count(),
                self.discard_count(),
                game.solo_score(),
                game.cards_drawn(PERSON),
                count(game.hand(PERSON).points() as usize, "point", "points")
            );
        }
        format!(
            "Round {} · Deck {} · Discards {}",
            game.round_no(),
            self.deck_count(),
            self.discard_count()
        )
    }
}
