//! Pick Up as a [`Game`].

use super::moves::{others_of_rank, PickUpMove};
use super::options::PickUpOptions;
use super::rules::{rank_bit, Phase, PickUp, Pile, Place, PILE_DEPTH};
use super::scoring::MatchLog;
use super::view::{Choice, PickUpView, PileView};
use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::seed::{DealRng, Seed};
use crate::engine::{Deck, Game, GameInfo, IllegalMove, Seat};
use std::sync::Arc;

fn current_player(
    phase: Phase,
    turn: Seat,
    dealer: Seat,
    waiting: impl Fn(Seat) -> bool,
) -> Option<Seat> {
    match phase {
        Phase::Play => Some(turn),
        // The non-dealer chooses first; neither sees the other's choice.
        Phase::FaceDown => [1 - dealer, dealer].into_iter().find(|&s| waiting(s)),
        Phase::Over(_) => None,
    }
}

impl Game for PickUp {
    type Move = PickUpMove;
    type Options = PickUpOptions;
    type Card = Card;
    type Place = Place;
    type Observation = PickUpView;

    const INFO: GameInfo = GameInfo::new("pickup", "Pick Up", (2, 2), Deck::Standard);
    const SCORE_SCALE: f64 = 40.0;

    fn winners(&self) -> Vec<Seat> {
        self.winner().into_iter().collect()
    }

    /// The draw for deal, both hands, the six piles and the set-aside cards.
    fn deal_text(&self) -> String {
        let show = |cards: &mut dyn Iterator<Item = Card>| {
            cards.map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
        };
        let places = self.card_places();
        let at = |want: Place| {
            places
                .iter()
                .filter(move |(p, _)| *p == want)
                .map(|(_, c)| *c)
        };
        let mut lines = Vec::new();
        for [a, b] in &self.log().draws {
            lines.push(format!("draw for deal: seat 0 {a}, seat 1 {b}"));
        }
        lines.push(format!("dealer: seat {}", self.dealer()));
        for seat in 0..2 {
            lines.push(format!(
                "seat {seat} hand: {}",
                show(&mut self.hand(seat).iter())
            ));
        }
        for p in 0..self.piles().len() {
            lines.push(format!(
                "pile {} (bottom to top, top face up): {}",
                p + 1,
                show(&mut at(Place::Pile(p)))
            ));
        }
        lines.push(format!(
            "set aside (winning, losing): {}",
            show(&mut at(Place::SetAside))
        ));
        lines.join("\n")
    }

    fn new(options: &PickUpOptions, seed: Seed) -> PickUp {
        let (draws, dealer) = PickUp::draw_for_deal(seed);
        let mut game = PickUp::with_deal(options, dealer, [0, 0], &Card::standard_deck());
        game.seed = seed;
        game.log = Arc::new(MatchLog {
            draws,
            hands: Vec::new(),
        });
        game.deal_hand();
        game
    }

    fn options(&self) -> &PickUpOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn current_player(&self) -> Option<Seat> {
        current_player(self.phase, self.turn, self.dealer, |s| {
            self.face_down[s].is_none()
        })
    }

    fn legal_moves(&self) -> Vec<PickUpMove> {
        let mut moves = Vec::new();
        let Some(seat) = self.current_player() else {
            return moves;
        };
        match self.phase {
            Phase::Play => {
                self.takes(seat, &mut moves);
                if moves.is_empty() {
                    moves.push(PickUpMove::Pass);
                }
            }
            Phase::FaceDown => {
                moves.push(PickUpMove::FaceDown(None));
                moves.extend(
                    self.sets[seat]
                        .iter()
                        .map(|s| PickUpMove::FaceDown(Some(s.top))),
                );
            }
            Phase::Over(_) => {}
        }
        moves
    }

    fn apply(&mut self, mv: &PickUpMove) -> Result<(), IllegalMove> {
        self.check(mv)?;
        let Some(seat) = self.current_player() else {
            return Err(IllegalMove::new("The match is over."));
        };
        match *mv {
            PickUpMove::Pair { table, hand } => self.take(seat, table, &[hand]),
            PickUpMove::Four { table } => {
                let hand: Vec<Card> = others_of_rank(table).collect();
                self.take(seat, table, &hand)
            }
            PickUpMove::Pass => self.pass(seat),
            PickUpMove::FaceDown(choice) => {
                self.face_down[seat] = Some(choice);
                self.score_if_chosen();
            }
        }
        Ok(())
    }

    fn scores(&self) -> Vec<i64> {
        self.totals.to_vec()
    }

    fn observation(&self, seat: Seat) -> PickUpView {
        let choice = |s: Seat| match self.face_down[s] {
            None => Choice::Waiting,
            Some(c) if s == seat => Choice::Made(c),
            Some(_) => Choice::Hidden,
        };
        PickUpView {
            seat,
            options: self.options.clone(),
            log: self.log.clone(),
            hand_no: self.hand_no,
            dealer: self.dealer,
            hand: self.hands[seat],
            hand_counts: [self.hands[0].len(), self.hands[1].len()],
            piles: self.piles.map(|p| PileView {
                top: p.top(),
                under: p.under_count(),
            }),
            sets: self.sets.clone(),
            turn: self.turn,
            passes: self.passes,
            passed_ranks: self.passed_ranks,
            face_down: [choice(0), choice(1)],
            phase: self.phase,
            totals: self.totals,
        }
    }

    /// Deals the unseen cards at random: the other hand gets none of the
    /// ranks it has passed on; the rest go under the piles and aside.
    fn determinize(view: &PickUpView, rng: &mut DealRng) -> PickUp {
        let other = 1 - view.seat;
        let mut unseen = unseen_in(view);
        rng.shuffle(&mut unseen);
        // Cards the other player may hold first, so their hand comes from them.
        let (mut unseen, barred): (Vec<Card>, Vec<Card>) = unseen
            .into_iter()
            .partition(|c| view.passed_ranks[other] & rank_bit(c.rank) == 0);
        unseen.extend(barred);
        let n = view.hand_counts[other];
        let mut hands = [CardSet::EMPTY; 2];
        hands[view.seat] = view.hand;
        hands[other] = unseen[..n.min(unseen.len())].iter().copied().collect();
        let mut rest = unseen.split_off(n.min(unseen.len()));
        rng.shuffle(&mut rest);
        let mut rest = rest.into_iter();
        let filler = Card::new(Rank::ACE, Suit::Spades);
        let piles = view.piles.map(|p| {
            let mut cards: Vec<Card> = rest.by_ref().take(p.under).collect();
            cards.extend(p.top);
            if cards.is_empty() {
                Pile {
                    cards: [filler; PILE_DEPTH],
                    len: 0,
                }
            } else {
                Pile::new(&cards)
            }
        });
        let set_aside = [rest.next().unwrap_or(filler), rest.next().unwrap_or(filler)];
        let face_down = [0, 1].map(|s| match view.face_down[s] {
            Choice::Waiting => None,
            Choice::Made(c) => Some(c),
            Choice::Hidden => {
                let options = view.sets[s].len() as u32 + 1;
                Some(match rng.below(options) {
                    0 => None,
                    i => Some(view.sets[s][i as usize - 1].top),
                })
            }
        });
        PickUp {
            options: view.options.clone(),
            seed: Seed::from_number(rng.next_u32() as u64),
            log: view.log.clone(),
            hand_no: view.hand_no,
            dealer: view.dealer,
            hands,
            piles,
            sets: view.sets.clone(),
            set_aside,
            turn: view.turn,
            passes: view.passes,
            passed_ranks: view.passed_ranks,
            face_down,
            phase: view.phase,
            totals: view.totals,
        }
    }

    fn round(&self) -> u32 {
        self.hand_no
    }

    fn hidden_from(&self, seat: Seat) -> Vec<Card> {
        unseen_in(&self.observation(seat))
    }

    fn reveals_cards(&self, mv: &PickUpMove) -> bool {
        match *mv {
            // Turns up the next card of the pile.
            PickUpMove::Pair { table, .. } | PickUpMove::Four { table } => self
                .piles
                .iter()
                .any(|p| p.top() == Some(table) && p.under_count() > 0),
            PickUpMove::Pass => false,
            // The last choice reveals the set-aside cards and deals anew.
            PickUpMove::FaceDown(_) => self.face_down.iter().filter(|c| c.is_none()).count() == 1,
        }
    }

    fn deck(&self) -> Vec<Card> {
        Card::standard_deck()
    }

    fn place_words(place: &Place) -> (Option<Seat>, String) {
        match place {
            Place::Hand(s) => (Some(*s), "hand".into()),
            Place::Sets(s) => (Some(*s), "sets".into()),
            Place::Pile(p) => (None, format!("Table pile {}", p + 1)),
            Place::SetAside => (None, "Set aside".into()),
        }
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places = Vec::with_capacity(52);
        for seat in 0..2 {
            places.extend(self.hands[seat].iter().map(|c| (Place::Hand(seat), c)));
            for set in &self.sets[seat] {
                places.extend(set.cards().map(|c| (Place::Sets(seat), c)));
            }
        }
        for (p, pile) in self.piles.iter().enumerate() {
            places.extend(pile.cards().iter().map(|&c| (Place::Pile(p), c)));
        }
        places.extend(self.set_aside.iter().map(|&c| (Place::SetAside, c)));
        places
    }

    fn move_universe(&self) -> Vec<PickUpMove> {
        let mut moves = vec![PickUpMove::Pass, PickUpMove::FaceDown(None)];
        for table in Card::standard_deck() {
            moves.extend(others_of_rank(table).map(|hand| PickUpMove::Pair { table, hand }));
            moves.push(PickUpMove::Four { table });
            moves.push(PickUpMove::FaceDown(Some(table)));
        }
        moves
    }
}

/// The cards a view does not show: the other hand, the cards under each
/// pile's top, the two set aside.
fn unseen_in(view: &PickUpView) -> Vec<Card> {
    let mut seen = view.hand;
    for pile in &view.piles {
        if let Some(t) = pile.top {
            seen.insert(t);
        }
    }
    for set in view.sets.iter().flatten() {
        for c in set.cards() {
            seen.insert(c);
        }
    }
    Card::standard_deck()
        .into_iter()
        .filter(|&c| !seen.contains(c))
        .collect()
}
