//! Taps and choices at the Arctic table: a hand card, a place or pile, the
//! deck, the buttons' actions (Draw, End turn, Discard, Next round, the
//! set-up's steps), fair Undo; what each refuses and why.

use crate::app::par_walk::WalksPar;
use crate::app::session::Session;
use crate::engine::arctic::{ArcticMove, Card, Phase, Step, PLACES};
use crate::engine::{Game, GameOptions};

use super::sentences::witness;
use super::{card_words, ArcticAction, ArcticTable, Chosen};

impl ArcticTable {
    // ---- playing -----------------------------------------------------------

    pub(super) fn play(&mut self, mv: ArcticMove) -> bool {
        let before = self.game().clone();
        match self.core.play(mv) {
            Ok(seat) => {
                let (line, hands) = witness(&before, &mv, self.game(), &self.who(seat));
                let line = crate::app::log::LogLine::new(seat, line);
                self.log
                    .push(line.with_played(super::sentences::played(&mv)));
                self.end_round_lines(hands);
                self.chosen = None;
                // After a draw the drawn card is chosen: the next tap on a
                // lit pile plays it.
                if let Step::Drawn(Some(card)) = self.game().step() {
                    if self.options().is_person(seat) {
                        self.chosen = Some(Chosen::Card(card));
                    }
                }
                self.core.cover_if_needed();
                true
            }
            Err(e) => self.core.refuse(e.0),
        }
    }

    fn discards_owed(&self) -> u32 {
        self.game().owed()
    }

    /// A tap on a hand card: chooses it (or lets it go). The next tap on a
    /// place plays it there; with discards owed, Discard throws it away.
    pub fn tap_hand(&mut self, card: Card) -> bool {
        if !self.viewer_to_move() {
            return self.not_your_turn();
        }
        if !self.game().hand(self.core.screen.viewer).contains(card) {
            return self
                .core
                .refuse(format!("The {} is not in your hand.", card_words(card)));
        }
        if self.chosen == Some(Chosen::Card(card)) {
            self.chosen = None;
            self.core.message = None;
            return true;
        }
        let owed = self.discards_owed() > 0;
        match self.game().step() {
            Step::Drawn(Some(d)) if d != card && !owed => {
                return self.core.refuse(format!(
                    "After a draw you may only play the card you drew, the {}, or end your turn.",
                    card_words(d)
                ))
            }
            Step::DrawnGone if !owed => {
                return self
                    .core
                    .refuse("The card you drew is gone: end your turn.")
            }
            _ => {}
        }
        // A dimmed card (nothing to do with it now) is not chosen: the tap
        // says why.
        if !owed && self.game().phase() != Phase::SetupDiscard && self.places_for(card).is_empty() {
            return self.core.refuse(format!(
                "The {} builds on no pile now: a card goes on one a number higher (4, 3, 2, 1, ?, 4…) sharing its colour or shape.",
                card_words(card)
            ));
        }
        self.chosen = Some(Chosen::Card(card));
        self.core.message = None;
        true
    }

    /// Places (0-based) where the viewer may play `card` now.
    pub(super) fn places_for(&self, card: Card) -> Vec<usize> {
        self.game()
            .legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                ArcticMove::Play { card: c, place } if c == card => Some(place as usize),
                _ => None,
            })
            .collect()
    }

    pub(super) fn shifts_from(&self, from: usize) -> Vec<usize> {
        self.game()
            .legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                ArcticMove::Shift { from: f, to } if f as usize == from => Some(to as usize),
                _ => None,
            })
            .collect()
    }

    /// A tap on a place: plays the chosen card there, shifts the chosen pile
    /// onto it, or chooses this pile to shift.
    pub fn tap_place(&mut self, place: usize) -> bool {
        if !self.viewer_to_move() {
            return self.not_your_turn();
        }
        if place >= PLACES {
            return self.core.refuse("There are only three places.");
        }
        match self.chosen {
            // Said in the table's words (the engine's refusal uses the
            // cards' spoken names).
            Some(Chosen::Card(card))
                if !self.places_for(card).contains(&place)
                    && self.game().piles()[place]
                        .last()
                        .is_some_and(|&top| !card.builds_on(top)) =>
            {
                let top = self.game().piles()[place].last().copied();
                self.core.refuse(format!(
                    "The {} does not build on the {}: a card goes on one a number higher (4, 3, 2, 1, ?, 4…) sharing its colour or shape.",
                    card_words(card),
                    top.map(card_words).unwrap_or_default()
                ))
            }
            Some(Chosen::Card(card)) => self.play(ArcticMove::Play {
                card,
                place: place as u8,
            }),
            Some(Chosen::Pile(from)) if from == place => {
                self.chosen = None;
                self.core.message = None;
                true
            }
            Some(Chosen::Pile(from)) => self.play(ArcticMove::Shift {
                from: from as u8,
                to: place as u8,
            }),
            None => {
                if self.game().phase() == Phase::SetupDiscard {
                    return self.core.refuse(
                        "First discard what the set-up's Triple Toppers earned: tap a hand card, then Discard.",
                    );
                }
                let Some(bottom) = self.game().piles()[place].first().copied() else {
                    return self.core.refuse(
                        "An empty place: tap a hand card first, then this place, to start a new pile.",
                    );
                };
                if self.game().step() != Step::Free {
                    return self
                        .core
                        .refuse("No pile shift after a draw until the drawn card is played.");
                }
                if self.shifts_from(place).is_empty() {
                    return self.core.refuse(format!(
                        "Pile {} can't shift now: its bottom card, the {}, builds on no other pile's top. To play on it, tap a hand card first.",
                        place + 1,
                        card_words(bottom)
                    ));
                }
                self.chosen = Some(Chosen::Pile(place));
                self.core.message = None;
                true
            }
        }
    }

    /// A tap on the deck draws.
    pub fn tap_deck(&mut self) -> bool {
        self.act(ArcticAction::Draw)
    }

    pub fn act(&mut self, action: ArcticAction) -> bool {
        use ArcticAction::*;
        match action {
            Draw | End | Discard if !self.viewer_to_move() => self.not_your_turn(),
            Draw => self.play(ArcticMove::Draw),
            End => self.play(ArcticMove::End),
            Discard => match self.chosen {
                Some(Chosen::Card(card)) => self.play(ArcticMove::Discard(card)),
                _ => self.core.refuse("Tap a hand card first, then Discard."),
            },
            Cancel => {
                self.chosen = None;
                self.core.message = None;
                true
            }
            Undo => self.undo(),
            Par(step) => self.par_walk_act(step),
            ShowHand => {
                self.core.screen.covered = false;
                self.core.message = None;
                true
            }
            NextRound => {
                if !self.reveal_pending() {
                    return false;
                }
                self.core.rounds_seen = self.round_hands.len() as u32;
                self.core.message = None;
                self.begin_setup();
                true
            }
            SetupNext => {
                let last = self.game().setup_piles().len().saturating_sub(1);
                self.setup_step = match self.setup_step {
                    // The last step shows the final shift with its words.
                    Some(i) if i < last => Some(i + 1),
                    _ => None,
                };
                true
            }
            SetupSkip => {
                self.setup_step = None;
                true
            }
        }
    }

    /// Undo is fair only within your own turn: never past a draw (which
    /// shows a new card) or another player's move.
    pub fn can_undo(&self) -> bool {
        self.viewer_to_move() && self.core.can_undo_own_move()
    }

    pub fn undo(&mut self) -> bool {
        if !self.can_undo() || !self.core.undo() {
            return self.core.refuse("Nothing to undo in this turn.");
        }
        self.log.pop();
        self.chosen = None;
        true
    }
}
