//! What the Pick Up table shows: the hints on cards, the piles, the hands,
//! the sets and the buttons offered.

use crate::app::session::{Hint, Session};
use crate::app::spots::{Button, Face, Spot};
use crate::engine::cards::Card;
use crate::engine::pickup::PickUpView;

use super::{PickUpAction, PickUpTable, RevealStep};

impl PickUpTable {
    // ---- hints ---------------------------------------------------------------

    pub fn table_hint(&self, card: Card) -> Hint {
        self.table_hint_in(&self.view(), card)
    }

    /// The hint with the view already at hand (one view for a whole row).
    fn table_hint_in(&self, view: &PickUpView, card: Card) -> Hint {
        if !self.playing() {
            return Hint::Plain;
        }
        if self.selected_table == Some(card) {
            return Hint::Paired;
        }
        let rank_ok = match (self.selected_hand.first(), self.selected_table) {
            (Some(h), _) => h.rank == card.rank,
            (None, Some(_)) => false,
            (None, None) => view.hand.of_rank(card.rank).next().is_some(),
        };
        if rank_ok {
            Hint::Playable
        } else {
            Hint::Dimmed
        }
    }

    pub fn hand_hint(&self, card: Card) -> Hint {
        self.hand_hint_in(&self.view(), card)
    }

    fn hand_hint_in(&self, view: &PickUpView, card: Card) -> Hint {
        if !self.playing() {
            return Hint::Plain;
        }
        if self.selected_hand.contains(&card) {
            return Hint::Paired;
        }
        let usable = match self.selected_table {
            Some(t) => t.rank == card.rank,
            None => !view.piles_taken_by(card).is_empty(),
        };
        if usable {
            Hint::Playable
        } else {
            Hint::Dimmed
        }
    }

    // ---- what the screen shows -------------------------------------------------

    /// The six piles: the face-up card (or an empty place) and how many lie under it.
    pub fn pile_spots(&self) -> Vec<Spot> {
        let view = self.view();
        view.piles
            .iter()
            .enumerate()
            .map(|(p, pile)| {
                let spot = match pile.top {
                    Some(card) => Spot::card(p as u16, card, self.table_hint_in(&view, card)),
                    None => Spot::picture(p as u16, Face::Empty, None),
                };
                let badge = if pile.under > 0 {
                    format!("+{}", pile.under)
                } else {
                    String::new()
                };
                spot.with_badge(badge).in_group(format!(
                    "Pile {}, {} face down under",
                    p + 1,
                    pile.under
                ))
            })
            .collect()
    }

    /// The viewer's hand, highest rank first.
    pub fn hand_spots(&self) -> Vec<Spot> {
        if self.core.screen.covered {
            return Vec::new();
        }
        let view = self.view();
        view.hand_by_rank()
            .into_iter()
            .map(|card| Spot::card(card.index() as u16, card, self.hand_hint_in(&view, card)))
            .collect()
    }

    /// One player's sets (`mine`: the seat on screen): top cards, sizes.
    /// The viewer's own sets can be tapped: to choose one to turn face
    /// down, or to hear when they score.
    pub fn set_spots(&self, mine: bool) -> Vec<Spot> {
        let view = self.view();
        let seat = if mine { view.seat } else { 1 - view.seat };
        let choosing = mine && self.choosing_face_down();
        view.sets[seat]
            .iter()
            .map(|set| {
                let key = set.top.index() as u16;
                let spot = if mine {
                    let hint = match (choosing, self.selected_set == Some(set.top)) {
                        (true, true) => Hint::Paired,
                        (true, false) => Hint::Playable,
                        _ => Hint::Plain,
                    };
                    Spot::card(key, set.top, hint)
                } else {
                    Spot::picture(key, Face::Card(set.top), None)
                };
                spot.named(set.spoken())
                    .with_badge(format!("×{}", set.size()))
            })
            .collect()
    }

    /// The other player's hand: a card back for each card, the last one
    /// with the count on it.
    pub fn other_hand_spots(&self) -> Vec<Spot> {
        let view = self.view();
        let n = view.hand_counts[1 - view.seat] as u16;
        (0..n)
            .map(|i| {
                // One name for the row ("…hand: 9 cards"), not one per back.
                let back = Spot::picture(i, Face::Back, Some(String::new()));
                if i + 1 == n {
                    back.with_badge(n.to_string())
                } else {
                    back
                }
            })
            .collect()
    }

    /// The buttons offered now.
    pub fn buttons(&self) -> Vec<Button<PickUpAction>> {
        use PickUpAction::*;
        if let Some((hand, step)) = self.pending_reveal() {
            let last = self.is_over() && hand.hand_no as usize == self.game().log().hands.len();
            let label = match step {
                RevealStep::FaceDown => "Reveal the winning suit",
                RevealStep::WinningSuit => "Reveal the losing suit",
                RevealStep::LosingSuit if last => "See the result",
                RevealStep::LosingSuit => "Next hand",
            };
            let mut buttons = vec![Button::new(label, Reveal).primary()];
            // After the match, the end panel offers it.
            if !self.is_over() {
                buttons.push(Button::new("Play this deal again", Again));
            }
            return buttons;
        }
        if self.is_over() {
            // The shared end panel offers what comes next.
            return Vec::new();
        }
        if self.core.screen.covered {
            return vec![Button::new("Show my hand", ShowHand).primary()];
        }
        if self.choosing_face_down() {
            // The sets themselves are tapped to choose one; these confirm.
            let keep = Button::new("Keep every set face up", FaceDown(None));
            if self.view().sets[self.core.screen.viewer].is_empty() {
                return vec![keep.primary()];
            }
            return match self.selected_set {
                Some(top) => vec![
                    Button::new("Turn the chosen set face down", FaceDown(Some(top))).primary(),
                    keep,
                ],
                None => vec![
                    Button::new("Turn the chosen set face down", Cancel).enabled(false),
                    keep.primary(),
                ],
            };
        }
        if self.can_pass() {
            return vec![Button::new("Pass", Pass).primary()];
        }
        if self.has_selection() {
            return vec![
                // A card dragged onto a table card is taken at once.
                Button::new("Take", Take)
                    .primary()
                    .finishes_drag()
                    .enabled(self.selected_move().is_some()),
                Button::new("Cancel", Cancel),
            ];
        }
        Vec::new()
    }
}
