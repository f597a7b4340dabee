//! What the Asymmetry table shows: the hand with its hints, every seat's
//! power, count and Lessen Card (swaps as they happen), the Play Pile and
//! the buttons offered.

use crate::app::log::SeatPlays;
use crate::app::session::Hint;
use crate::app::session::Session;
use crate::app::spots::{Button, Spot};
use crate::app::words::count;
use crate::engine::asymmetry::{power_name, refusal, shown, AsymmetryMove, Event, Step};
use crate::engine::cards::{Card, Suit};
use crate::engine::{Game, Seat};

use super::{power_words, AsymmetryAction, AsymmetryTable};

/// Another seat (or yours) as the table shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: Seat,
    pub name: String,
    /// The Ace the seat holds: its power.
    pub power: Suit,
    /// "Clubs: higher".
    pub power_words: String,
    /// "West holds the Ace of spades: Spades play lower".
    pub power_label: String,
    /// "West holds 7 cards", "You hold 1 card".
    pub count_label: String,
    /// "West's", "Your".
    pub owner: String,
    /// "West's Lessen Card", "Your Lessen Card".
    pub lessen_label: String,
    pub hand: usize,
    pub lessen: Option<Card>,
    pub to_move: bool,
    /// Its Ace changed hands in this turn or the one before: the screen
    /// shows the swap as it happens.
    pub swapped: bool,
    /// The game is over: the hand is shown face up.
    pub face_up: bool,
    /// The hand, face up, once the game is over (else empty).
    pub revealed: Vec<Card>,
    /// The cards it played since your turn, in order (none for you, and
    /// none at the end, where every hand is face up instead).
    pub played: SeatPlays,
}

/// Where a dragged card may be dropped now ([`AsymmetryTable::drop_places`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DropPlaces {
    /// The Play Pile.
    pub pile: bool,
    /// Your own Lessen Card's place.
    pub lessen: bool,
}

impl AsymmetryTable {
    /// The buttons offered now.
    pub fn buttons(&self) -> Vec<Button<AsymmetryAction>> {
        use AsymmetryAction::*;
        if self.game().is_over() {
            return Vec::new();
        }
        if self.core.screen.covered {
            return vec![Button::new("Show my hand", ShowHand).primary()];
        }
        if !self.core.viewer_to_move() {
            return Vec::new();
        }
        let view = self.view();
        let legal = view.legal_moves();
        let mut buttons = Vec::new();
        match view.step {
            Step::Play => buttons.push(Button::new("Skip playing", Pass)),
            Step::Lessen => {
                if let Some(card) = self.selected {
                    // The step text says where it goes and what follows.
                    buttons.push(
                        Button::new(format!("Place the {}", shown(card)), Place)
                            .primary()
                            .finishes_drag(),
                    );
                    buttons.push(Button::new("Cancel", Cancel));
                } else if legal.contains(&AsymmetryMove::PlayLessen) {
                    let l = view.lessen[self.core.screen.viewer]
                        .map(shown)
                        .unwrap_or_default();
                    buttons.push(
                        Button::new(format!("Play the Lessen Card {l}"), PlayLessen).primary(),
                    );
                }
                buttons.push(Button::new("End turn", Pass));
            }
            Step::Over => {}
        }
        if self.can_undo() {
            buttons.push(Button::new("Undo", Undo));
        }
        buttons
    }

    /// Where a hand card may be dragged now (assets/table.js): onto the
    /// Play Pile in the Play step (played, as a tap plays it), or onto your
    /// empty Lessen Card place in the Lessen step (placed there). Your
    /// Lessen Card dragged onto the pile is played, so the pile takes it
    /// too while it may go.
    pub fn drop_places(&self) -> DropPlaces {
        if !self.core.viewer_to_move() {
            return DropPlaces::default();
        }
        let view = self.view();
        let lessen = view.lessen[self.core.screen.viewer];
        let lessen_may_go = view.legal_moves().contains(&AsymmetryMove::PlayLessen);
        DropPlaces {
            pile: view.step == Step::Play || lessen_may_go,
            lessen: view.step == Step::Lessen && lessen.is_none(),
        }
    }

    // ---- what the screen shows ---------------------------------------------

    /// The viewer's hand, lowest rank first, lit by what may be done with
    /// each card now.
    pub fn hand_spots(&self) -> Vec<Spot> {
        if self.core.screen.covered {
            return Vec::new();
        }
        let view = self.view();
        let mine = self.core.viewer_to_move();
        let mut cards: Vec<Card> = view.hand.iter().collect();
        cards.sort_by_key(|c| (c.rank, c.suit as u8));
        cards
            .into_iter()
            .map(|card| {
                let hint = match (mine, view.step) {
                    (false, _) => Hint::Plain,
                    (true, _) if self.selected == Some(card) => Hint::Paired,
                    (true, Step::Play) => {
                        if refusal(view.power(self.core.screen.viewer), view.top(), card).is_none()
                        {
                            Hint::Playable
                        } else {
                            Hint::Dimmed
                        }
                    }
                    (true, Step::Lessen) if view.lessen[self.core.screen.viewer].is_none() => {
                        Hint::Playable
                    }
                    (true, _) => Hint::Dimmed,
                };
                Spot::card(card.index() as u16, card, hint)
            })
            .collect()
    }

    /// Every seat, the viewer first, then to the left: power, count,
    /// Lessen Card, and (once the game is over) the hand face up.
    pub fn seats(&self) -> Vec<SeatRow> {
        let view = self.view();
        let over = self.game().is_over();
        let swapped = self.recent_swaps();
        let plays = if over {
            Vec::new()
        } else {
            self.plays_since_your_turn()
        };
        (0..4)
            .map(|k| {
                let seat = (self.core.screen.viewer + k) % 4;
                let mut revealed: Vec<Card> = if over {
                    self.game().hand(seat).iter().collect()
                } else {
                    Vec::new()
                };
                revealed.sort_by_key(|c| (c.rank, c.suit as u8));
                let who = self.who(seat);
                let power = view.power(seat);
                let played = plays
                    .iter()
                    .find(|p| p.seat == seat)
                    .cloned()
                    .unwrap_or_default();
                SeatRow {
                    seat,
                    name: who.subject(),
                    power,
                    power_words: power_words(power),
                    power_label: format!(
                        "{} {} the Ace of {}: {} {}",
                        who.subject(),
                        who.verb("hold", "holds"),
                        power.name(),
                        power_name(power),
                        crate::engine::asymmetry::power_rule(power)
                    ),
                    count_label: format!(
                        "{} {} {}",
                        who.subject(),
                        who.verb("hold", "holds"),
                        count(view.hand_counts[seat], "card", "cards")
                    ),
                    owner: who.owner(),
                    lessen_label: format!("{} Lessen Card", who.owner()),
                    hand: view.hand_counts[seat],
                    lessen: view.lessen[seat],
                    to_move: view.current_player() == Some(seat),
                    swapped: swapped.contains(&seat),
                    face_up: over,
                    revealed,
                    played,
                }
            })
            .collect()
    }

    /// The seats whose Aces swapped in this turn or the one before.
    fn recent_swaps(&self) -> Vec<Seat> {
        let log = self.game().log();
        let turns: Vec<usize> = log
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::Next { .. }))
            .map(|(i, _)| i)
            .collect();
        let from = match turns.as_slice() {
            [.., before, _] => *before,
            _ => 0,
        };
        log[from..]
            .iter()
            .filter_map(|e| match *e {
                Event::Swapped { seat, other, .. } => Some([seat, other]),
                _ => None,
            })
            .flatten()
            .collect()
    }

    /// The viewer's own Lessen Card, tappable in the Lessen step when it may
    /// be played.
    pub fn lessen_hint(&self) -> Hint {
        let view = self.view();
        if !self.core.viewer_to_move() || view.step != Step::Lessen {
            return Hint::Plain;
        }
        if view.legal_moves().contains(&AsymmetryMove::PlayLessen) {
            Hint::Playable
        } else {
            Hint::Dimmed
        }
    }

    /// "Play Pile: 5♦, 12 cards · Deck 23".
    pub fn pile_text(&self) -> String {
        let view = self.view();
        format!(
            "Play Pile: {} · Deck {}",
            count(view.pile.len(), "card", "cards"),
            view.deck_count
        )
    }

    pub fn top(&self) -> Card {
        self.view().top()
    }
}
