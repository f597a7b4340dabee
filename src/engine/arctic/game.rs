//! Arctic Solitaire as a [`Game`]: the rules (`rules`, `moves`, `view`)
//! with the computer players' hooks (`bot`) and the solo par (`par`). The
//! one module that uses both the rules and the bot.

use super::moves::ArcticMove;
use super::moves::{Card, PLACES};
use super::options::ArcticOptions;
use super::rules::{Arctic, Phase, Place, RoundEnd, Step};
use super::view::ArcticView;
use super::{bot, par};
use crate::engine::seed::{DealRng, Seed};
use crate::engine::triple_topper::{TripleCard, TripleSet};
use crate::engine::{Deck, Game, GameInfo, IllegalMove, Par, Seat};

/// Moves of a bot's playout before it scores the hands as they stand.
const ARCTIC_PLAYOUT_HORIZON: u32 = 40;

impl Game for Arctic {
    type Move = ArcticMove;
    type Options = ArcticOptions;
    type Card = Card;
    type Place = Place;
    type Observation = ArcticView;

    const INFO: GameInfo = GameInfo::new("arctic", "Arctic Solitaire", (1, 6), Deck::TripleTopper)
        .lower_is_better()
        .with_par()
        .with_undo();
    const SCORE_SCALE: f64 = 30.0;
    /// A turn is many small moves: a bot's playouts follow the rule-based
    /// player (`bot`, with a little noise) for this many moves, then
    /// count the points in hand ([`Game::estimated_scores`]).
    const PLAYOUT_HORIZON: Option<u32> = Some(ARCTIC_PLAYOUT_HORIZON);

    fn random_move(&self, rng: &mut DealRng) -> Option<ArcticMove> {
        bot::playout_move(self, rng)
    }

    fn estimated_scores(&self) -> Vec<i64> {
        bot::estimated_scores(self)
    }

    fn winners(&self) -> Vec<Seat> {
        self.winner().into_iter().collect()
    }

    /// The first round: the dealer, each hand, the three places after the
    /// dealer's set-up (bottom to top), and the deck.
    fn deal_text(&self) -> String {
        fn codes(cards: impl Iterator<Item = Card>) -> String {
            cards.map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
        }
        let mut lines = vec![format!("Dealer: seat {}", self.dealer())];
        for seat in 0..self.players() {
            lines.push(format!(
                "Seat {seat} hand: {}",
                codes(self.hand(seat).iter())
            ));
        }
        for (i, pile) in self.piles().iter().enumerate() {
            lines.push(format!(
                "Place {} (bottom to top): {}",
                i + 1,
                if pile.is_empty() {
                    "empty".to_string()
                } else {
                    codes(pile.iter().copied())
                }
            ));
        }
        if !self.setup_shifts().is_empty() {
            let shifts: Vec<String> = self
                .setup_shifts()
                .iter()
                .map(|(from, to)| format!("{} onto {}", from + 1, to + 1))
                .collect();
            lines.push(format!("Set-up shifts: {}", shifts.join(", ")));
        }
        lines.push(format!(
            "Deck (next first, {} cards): {}",
            self.deck_count(),
            codes(self.deck_top_first().into_iter())
        ));
        lines.join("\n")
    }

    /// Solo only: the fewest cards drawn to go out, the deck known.
    fn par(&self, budget: Option<u64>) -> Option<Par<ArcticMove>> {
        if !self.is_solo() {
            return None;
        }
        let mut search = match budget {
            Some(nodes) => par::ArcticParSearch::with_budget(self, nodes),
            None => par::ArcticParSearch::new(self),
        };
        search.run(u64::MAX);
        let nodes = search.nodes();
        let bound = search.proven_bound();
        search.best().map(|p| Par {
            score: p.score,
            proven: p.proven,
            bound: if p.proven { p.score } else { bound },
            line: p.line,
            nodes,
        })
    }

    fn rule_based_move(view: &ArcticView, _: &mut DealRng) -> Option<ArcticMove> {
        bot::rule_based_move(view)
    }

    fn new(options: &ArcticOptions, seed: Seed) -> Arctic {
        let mut game = Arctic::blank(options, seed);
        game.deal_round();
        game
    }

    fn options(&self) -> &ArcticOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.hands.len()
    }

    fn current_player(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    fn legal_moves(&self) -> Vec<ArcticMove> {
        let Some(seat) = self.current_player() else {
            return Vec::new();
        };
        let hand = self.hands[seat];
        let mut moves = Vec::new();
        if self.phase == Phase::SetupDiscard {
            return hand.iter().map(ArcticMove::Discard).collect();
        }
        let playable: Vec<Card> = match self.step {
            Step::Free => hand.iter().collect(),
            Step::Drawn(Some(c)) => vec![c],
            Step::Drawn(None) | Step::DrawnGone => Vec::new(),
        };
        for &card in &playable {
            for place in 0..PLACES {
                if self.can_play(card, place) {
                    moves.push(ArcticMove::Play {
                        card,
                        place: place as u8,
                    });
                }
            }
        }
        if self.step == Step::Free {
            for from in 0..PLACES {
                for to in 0..PLACES {
                    if self.can_shift(from, to) {
                        moves.push(ArcticMove::Shift {
                            from: from as u8,
                            to: to as u8,
                        });
                    }
                }
            }
        }
        if self.owed > 0 {
            moves.extend(hand.iter().map(ArcticMove::Discard));
        }
        if self.step == Step::Free && !self.deck.is_empty() {
            moves.push(ArcticMove::Draw);
        }
        if self.owed == 0 && (self.step != Step::Free || self.deck.is_empty()) {
            moves.push(ArcticMove::End);
        }
        moves
    }

    fn apply(&mut self, mv: &ArcticMove) -> Result<(), IllegalMove> {
        let Some(seat) = self.current_player() else {
            return Err(IllegalMove::new("The game is over."));
        };
        self.check(seat, mv)?;
        match *mv {
            ArcticMove::Play { card, place } => {
                let place = place as usize;
                self.hands[seat].remove(card);
                self.piles[place].push(card);
                self.played = true;
                self.step = Step::Free;
                let at = self.piles[place].len() - 1;
                self.topper_at(seat, place, at);
                self.after_hand_change(seat);
            }
            ArcticMove::Shift { from, to } => self.shift(seat, from as usize, to as usize),
            ArcticMove::Discard(card) => {
                self.hands[seat].remove(card);
                self.discards.push(card);
                self.owed -= 1;
                if self.step == Step::Drawn(Some(card)) {
                    self.step = Step::DrawnGone;
                }
                if self.hands[seat].is_empty() {
                    self.end_round(RoundEnd::Out(seat));
                } else if self.phase == Phase::SetupDiscard && self.owed == 0 {
                    self.start_play();
                }
            }
            ArcticMove::Draw => {
                if let Some(c) = self.deck.pop() {
                    self.hands[seat].insert(c);
                    self.drawn[seat] += 1;
                    self.step = Step::Drawn(Some(c));
                }
            }
            ArcticMove::End => self.end_turn(),
        }
        Ok(())
    }

    /// Higher is better: minus the match's penalty points (solo: minus the
    /// solo score, cards drawn plus the points in hand).
    fn scores(&self) -> Vec<i64> {
        if self.is_solo() {
            vec![-self.solo_score()]
        } else {
            self.totals.iter().map(|t| -t).collect()
        }
    }

    fn observation(&self, seat: Seat) -> ArcticView {
        let step = match self.step {
            Step::Drawn(Some(_)) if seat != self.turn => Step::Drawn(None),
            s => s,
        };
        ArcticView {
            seat,
            options: self.options.clone(),
            round: self.round,
            dealer: self.dealer,
            totals: self.totals.clone(),
            eliminated: self.eliminated.clone(),
            hand: self.hands[seat],
            hand_counts: self.hands.iter().map(|h| h.len()).collect(),
            piles: self.piles.clone(),
            deck_count: self.deck.len(),
            discards: self.discards.clone(),
            phase: self.phase,
            turn: self.turn,
            step,
            owed: self.owed,
            played: self.played,
            began_empty: self.began_empty,
            blocked_turns: self.blocked_turns,
            drawn: self.drawn.clone(),
            last_topper: self.last_topper,
            last_round: self.last_round.clone(),
            setup_shifts: self.setup_shifts.clone(),
        }
    }

    fn determinize(view: &ArcticView, rng: &mut DealRng) -> Arctic {
        let mut unseen = unseen_in(view);
        rng.shuffle(&mut unseen);
        let players = view.hand_counts.len();
        let mut hands = vec![TripleSet::EMPTY; players];
        let mut step = view.step;
        for (s, hand) in hands.iter_mut().enumerate() {
            if s == view.seat {
                *hand = view.hand;
                continue;
            }
            for _ in 0..view.hand_counts[s] {
                if let Some(c) = unseen.pop() {
                    hand.insert(c);
                }
            }
            if s == view.turn && view.step == Step::Drawn(None) {
                // Another seat's drawn card: any card of its hand will do.
                step = Step::Drawn(hand.nth(0));
            }
        }
        let seed = Seed::from_number(rng.next_u32() as u64);
        Arctic {
            options: view.options.clone(),
            seed,
            round: view.round,
            dealer: view.dealer,
            totals: view.totals.clone(),
            eliminated: view.eliminated.clone(),
            hands,
            piles: view.piles.clone(),
            deck: unseen,
            discards: view.discards.clone(),
            phase: view.phase,
            turn: view.turn,
            step,
            owed: view.owed,
            played: view.played,
            began_empty: view.began_empty,
            blocked_turns: view.blocked_turns,
            drawn: view.drawn.clone(),
            last_topper: view.last_topper,
            last_round: view.last_round.clone(),
            setup_shifts: view.setup_shifts.clone(),
            // Only screens read it; a bot's sample does without.
            setup_piles: Default::default(),
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn hidden_from(&self, seat: Seat) -> Vec<Card> {
        unseen_in(&self.observation(seat))
    }

    /// A draw shows the drawer a new card; a move that ends the round deals
    /// the next one.
    fn reveals_cards(&self, mv: &ArcticMove) -> bool {
        if *mv == ArcticMove::Draw {
            return self.check_move(mv);
        }
        let mut copy = self.clone();
        copy.apply(mv).is_ok() && (copy.round != self.round || copy.phase == Phase::Over)
    }

    fn deck(&self) -> Vec<Card> {
        TripleCard::all().collect()
    }

    fn place_words(place: &Place) -> (Option<Seat>, String) {
        match place {
            Place::Deck => (None, "Deck".into()),
            Place::Hand(s) => (Some(*s), "hand".into()),
            // Every card of a pile together, whatever its height.
            Place::Pile(p, _) => (None, format!("Pile {}", p + 1)),
            Place::Discards => (None, "Discards".into()),
        }
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places: Vec<(Place, Card)> = self.deck.iter().map(|&c| (Place::Deck, c)).collect();
        for (s, h) in self.hands.iter().enumerate() {
            places.extend(h.iter().map(|c| (Place::Hand(s), c)));
        }
        for (p, pile) in self.piles.iter().enumerate() {
            places.extend(
                pile.iter()
                    .enumerate()
                    .map(|(i, &c)| (Place::Pile(p, i), c)),
            );
        }
        places.extend(self.discards.iter().map(|&c| (Place::Discards, c)));
        places
    }

    fn move_universe(&self) -> Vec<ArcticMove> {
        let mut moves = Vec::with_capacity(TripleCard::COUNT * 4 + 8);
        for card in TripleCard::all() {
            for place in 0..PLACES as u8 {
                moves.push(ArcticMove::Play { card, place });
            }
            moves.push(ArcticMove::Discard(card));
        }
        for from in 0..PLACES as u8 {
            for to in 0..PLACES as u8 {
                moves.push(ArcticMove::Shift { from, to });
            }
        }
        moves.push(ArcticMove::Draw);
        moves.push(ArcticMove::End);
        moves
    }
}

/// The cards a view does not show: the other hands and the deck.
fn unseen_in(view: &ArcticView) -> Vec<Card> {
    let mut seen = view.hand;
    for c in view.piles.iter().flatten().chain(&view.discards) {
        seen.insert(*c);
    }
    TripleCard::all().filter(|c| !seen.contains(*c)).collect()
}
