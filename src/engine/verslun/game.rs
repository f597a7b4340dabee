//! Verslun as a [`Game`]: the rules (`rules`, `moves`, `view`) with the
//! par (`par`) and the greedy player (`greedy`).

use super::moves::VerslunMove;
use super::options::{VerslunOptions, COLUMN_COUNTS};
use super::rules::{EndReason, Phase, Place, Slot, Verslun};
use super::view::VerslunView;
use super::{greedy, par};
use crate::engine::cards::Card;
use crate::engine::seed::{DealRng, Seed, Stream};
use crate::engine::{Deck, Game, GameInfo, IllegalMove, Par, Seat};

impl Game for Verslun {
    type Move = VerslunMove;
    type Options = VerslunOptions;
    type Card = Card;
    type Place = Place;
    type Observation = VerslunView;

    const INFO: GameInfo = GameInfo::new("verslun", "Verslun", (1, 1), Deck::Standard)
        .with_par()
        .with_undo();

    /// Each Column top to bottom, then the Deck top first.
    fn deal_text(&self) -> String {
        let mut lines = Vec::new();
        let places = self.card_places();
        let list = |want: Place, top_first: bool| {
            let mut cards: Vec<String> = places
                .iter()
                .filter(|(p, _)| *p == want)
                .map(|(_, c)| c.to_string())
                .collect();
            if top_first {
                cards.reverse();
            }
            cards.join(" ")
        };
        for c in 0..self.options.columns as usize {
            lines.push(format!(
                "Column {} (top to bottom): {}",
                c + 1,
                list(Place::Column(c), false)
            ));
        }
        lines.push(format!("Deck (top first): {}", list(Place::Deck, true)));
        lines.join("\n")
    }

    fn par(&self, budget: Option<u64>) -> Option<Par<VerslunMove>> {
        let p = par::par(self, budget.unwrap_or(par::NODE_BUDGET));
        Some(Par {
            score: p.score as i64,
            proven: p.proven,
            bound: p.bound as i64,
            line: p.line,
            nodes: p.nodes,
        })
    }

    /// The greedy player (`greedy::verslun_greedy`) on a game dealt from
    /// the view: it reads only what the player sees.
    fn rule_based_move(view: &VerslunView, rng: &mut DealRng) -> Option<VerslunMove> {
        greedy::verslun_greedy(&Verslun::determinize(view, rng))
    }

    fn new(options: &VerslunOptions, seed: Seed) -> Verslun {
        let mut deck = Card::standard_deck();
        DealRng::new(seed, Stream::Deal).shuffle(&mut deck);
        Verslun::from_deck(options, &deck)
    }

    fn options(&self) -> &VerslunOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        1
    }

    fn current_player(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over(_) => None,
            _ => Some(0),
        }
    }

    fn legal_moves(&self) -> Vec<VerslunMove> {
        let mut moves = Vec::new();
        let redeals = |moves: &mut Vec<VerslunMove>| {
            for (c, slot) in self.slots.iter().enumerate() {
                if matches!(slot, Slot::Claimed(_)) {
                    moves.push(VerslunMove::Redeal(c));
                }
            }
        };
        match &self.phase {
            Phase::Over(_) => {}
            Phase::TurnStart => {
                moves.push(VerslunMove::Draw);
                redeals(&mut moves);
                moves.push(VerslunMove::EndGame);
            }
            Phase::ClaimStep { redeal_available } => {
                for c in 0..self.slots.len() {
                    if self.can_claim(c) {
                        moves.push(VerslunMove::Claim(c));
                    }
                }
                if *redeal_available {
                    redeals(&mut moves);
                }
                moves.push(VerslunMove::EndGame);
            }
            Phase::Claiming { paired, .. } => {
                if let Some(target) = self.next_to_pair() {
                    for &h in &self.hand {
                        if !paired.contains(&h) && self.pairs(target, h) {
                            moves.push(VerslunMove::Pair(h));
                        }
                    }
                }
                if !paired.is_empty() {
                    moves.push(VerslunMove::Confirm);
                }
            }
        }
        moves
    }

    fn apply(&mut self, mv: &VerslunMove) -> Result<(), IllegalMove> {
        self.check(mv)?;
        match *mv {
            VerslunMove::Draw => {
                self.fill_hand();
                self.enter_claim_step(self.has_claimed_column());
            }
            VerslunMove::Redeal(c) => self.redeal(c),
            VerslunMove::Claim(column) => {
                self.phase = Phase::Claiming {
                    column,
                    paired: Vec::new(),
                };
            }
            VerslunMove::Pair(card) => {
                if let Phase::Claiming { paired, .. } = &mut self.phase {
                    paired.push(card);
                }
            }
            VerslunMove::Confirm => self.confirm(),
            VerslunMove::EndGame => self.phase = Phase::Over(EndReason::PlayerEnded),
        }
        Ok(())
    }

    fn scores(&self) -> Vec<i64> {
        vec![self.score() as i64]
    }

    fn observation(&self, _seat: Seat) -> VerslunView {
        VerslunView {
            options: self.options.clone(),
            slots: self.slots.clone(),
            hand: self.hand.clone(),
            deck_count: self.deck.len(),
            discard: self.discard.clone(),
            phase: self.phase.clone(),
            turn: self.turn,
            score: self.score(),
        }
    }

    /// The Deck is the only hidden thing: deal the unseen cards into it.
    fn determinize(view: &VerslunView, rng: &mut DealRng) -> Verslun {
        let mut game = Verslun {
            options: view.options.clone(),
            deck: Vec::new(),
            hand: view.hand.clone(),
            slots: view.slots.clone(),
            discard: view.discard.clone(),
            phase: view.phase.clone(),
            turn: view.turn,
        };
        let seen: Vec<Card> = game.card_places().into_iter().map(|(_, c)| c).collect();
        game.deck = Card::standard_deck()
            .into_iter()
            .filter(|c| !seen.contains(c))
            .collect();
        rng.shuffle(&mut game.deck);
        game
    }

    /// Only the Deck is face down (the same for every seat: there is one).
    fn hidden_from(&self, _seat: Seat) -> Vec<Card> {
        Card::standard_deck()
            .into_iter()
            .filter(|c| self.deck.contains(c))
            .collect()
    }

    fn reveals_cards(&self, mv: &VerslunMove) -> bool {
        matches!(mv, VerslunMove::Draw | VerslunMove::Redeal(_))
    }

    fn deck(&self) -> Vec<Card> {
        Card::standard_deck()
    }

    fn place_words(place: &Place) -> (Option<Seat>, String) {
        let words = match place {
            Place::Deck => "Deck".into(),
            Place::Hand => "Hand".into(),
            Place::Column(c) => format!("Column {}", c + 1),
            Place::ClaimedColumn(c) => format!("Column {} (claimed)", c + 1),
            Place::DiscardPile => "Discard pile".into(),
        };
        (None, words)
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places: Vec<(Place, Card)> = Vec::with_capacity(52);
        places.extend(self.deck.iter().map(|&c| (Place::Deck, c)));
        places.extend(self.hand.iter().map(|&c| (Place::Hand, c)));
        places.extend(self.discard.iter().map(|&c| (Place::DiscardPile, c)));
        for (i, slot) in self.slots.iter().enumerate() {
            match slot {
                Slot::Column(cards) => places.extend(cards.iter().map(|&c| (Place::Column(i), c))),
                Slot::Claimed(claimed) => {
                    for &(a, b) in &claimed.pairs {
                        places.push((Place::ClaimedColumn(i), a));
                        places.push((Place::ClaimedColumn(i), b));
                    }
                }
            }
        }
        places
    }

    fn move_universe(&self) -> Vec<VerslunMove> {
        let mut moves = vec![
            VerslunMove::Draw,
            VerslunMove::Confirm,
            VerslunMove::EndGame,
        ];
        for c in 0..*COLUMN_COUNTS.end() as usize {
            moves.push(VerslunMove::Redeal(c));
            moves.push(VerslunMove::Claim(c));
        }
        moves.extend(Card::standard_deck().into_iter().map(VerslunMove::Pair));
        moves
    }
}
