//! Thricewise as a [`Game`].

use super::grid::Card;
use super::grid::{Cell, ORIGIN, SIDE};
use super::moves::ThricewiseMove;
use super::options::ThricewiseOptions;
use super::rules::{current_player, to_place, Phase, Place, Thricewise};
use super::view::ThricewiseView;
use crate::engine::decktet::{DecktetCard, DecktetSet};
use crate::engine::seed::{DealRng, Seed, Stream};
use crate::engine::{Deck, Game, GameInfo, IllegalMove, Seat};

impl Game for Thricewise {
    type Move = ThricewiseMove;
    type Options = ThricewiseOptions;
    type Card = Card;
    type Place = Place;
    type Observation = ThricewiseView;

    const INFO: GameInfo = GameInfo::new("thricewise", "Thricewise", (2, 5), Deck::Decktet);
    const SCORE_SCALE: f64 = 15.0;
    /// Playouts run to the end of the game, so early on an iteration is
    /// long (about 100 work against 10–50 late): a Hard search there stops
    /// at about 3,000 iterations instead of 6,000, and no decision takes
    /// more than about 100 ms natively (`cardtable-cli think-bench
    /// thricewise`; 190 ms without the limit). Against two unlimited Hard
    /// computers it did as well as they (`arena thricewise hard hard
    /// --b-work-limit none`).
    const SEARCH_WORK_LIMIT: Option<u64> = Some(300_000);

    fn winners(&self) -> Vec<Seat> {
        Thricewise::winners(self)
    }

    /// Each hand, the start layout, and the deck (next card first).
    fn deal_text(&self) -> String {
        let places = self.card_places();
        let list = |want: &dyn Fn(&Place) -> bool| {
            let cards: Vec<String> = places
                .iter()
                .filter(|(p, _)| want(p))
                .map(|(_, c)| c.to_string())
                .collect();
            cards.join(" ")
        };
        let mut lines = Vec::new();
        for seat in 0..self.options.players() {
            lines.push(format!(
                "Seat {seat} hand: {}",
                list(&|p| *p == Place::Hand(seat))
            ));
        }
        lines.push(format!("Grid: {}", list(&|p| matches!(p, Place::Grid(_)))));
        let mut deck: Vec<String> = places
            .iter()
            .filter(|(p, _)| *p == Place::Deck)
            .map(|(_, c)| c.to_string())
            .collect();
        deck.reverse();
        lines.push(format!("Deck (next first): {}", deck.join(" ")));
        lines.join("\n")
    }

    fn new(options: &ThricewiseOptions, seed: Seed) -> Thricewise {
        let mut deck: Vec<Card> = DecktetCard::all().collect();
        DealRng::new(seed, Stream::Deal).shuffle(&mut deck);
        Thricewise::with_deck(options, &deck)
    }

    fn options(&self) -> &ThricewiseOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.hands.len()
    }

    fn current_player(&self) -> Option<Seat> {
        current_player(self.phase, &self.order, self.hands.len(), |s| {
            !self.hands[s].is_empty() && self.picks[s].is_none()
        })
    }

    fn legal_moves(&self) -> Vec<ThricewiseMove> {
        let Some(seat) = self.current_player() else {
            return Vec::new();
        };
        match self.phase {
            Phase::Pick => self.hands[seat].iter().map(ThricewiseMove::Pick).collect(),
            Phase::Place => {
                let cells = self.grid.open_cells();
                to_place(self.phase, &self.order, &self.picks, &self.deferred, seat)
                    .iter()
                    .flat_map(|card| {
                        cells
                            .iter()
                            .map(move |&cell| ThricewiseMove::Place { card, cell })
                    })
                    .collect()
            }
            Phase::Over => Vec::new(),
        }
    }

    /// A random legal move without listing them all (the bot's playouts).
    fn random_move(&self, rng: &mut DealRng) -> Option<ThricewiseMove> {
        let seat = self.current_player()?;
        let nth = |set: DecktetSet, rng: &mut DealRng| {
            set.nth(rng.below(set.len().max(1) as u32) as usize)
        };
        match self.phase {
            Phase::Pick => nth(self.hands[seat], rng).map(ThricewiseMove::Pick),
            Phase::Place => {
                let mine = to_place(self.phase, &self.order, &self.picks, &self.deferred, seat);
                let card = nth(mine, rng)?;
                let cell = self.grid.random_open_cell(rng)?;
                Some(ThricewiseMove::Place { card, cell })
            }
            Phase::Over => None,
        }
    }

    fn apply(&mut self, mv: &ThricewiseMove) -> Result<(), IllegalMove> {
        let Some(seat) = self.current_player() else {
            return Err(IllegalMove::new("The game is over."));
        };
        self.check(seat, mv)?;
        match *mv {
            ThricewiseMove::Pick(card) => {
                self.hands[seat].remove(card);
                self.picks[seat] = Some(card);
                if self.current_player().is_none() {
                    self.reveal();
                }
            }
            ThricewiseMove::Place { card, cell } => self.place(seat, card, cell),
        }
        Ok(())
    }

    fn scores(&self) -> Vec<i64> {
        self.scores.clone()
    }

    fn observation(&self, seat: Seat) -> ThricewiseView {
        let picks = if self.phase == Phase::Pick {
            (0..self.picks.len())
                .map(|s| if s == seat { self.picks[s] } else { None })
                .collect()
        } else {
            self.picks.clone()
        };
        ThricewiseView {
            seat,
            options: self.options.clone(),
            grid: self.grid.clone(),
            deck_count: self.deck.len(),
            hand: self.hands[seat],
            hand_counts: self.hand_counts(),
            picked: self.picked(),
            picks,
            deferred: self.deferred.clone(),
            revealed: self.revealed.clone(),
            phase: self.phase,
            order: self.order.clone(),
            scores: self.scores.clone(),
            turn: self.turn,
            last: self.last,
        }
    }

    /// Deals every card the seat can't see at random: the other hands
    /// (with their hidden picks) and the deck.
    fn determinize(view: &ThricewiseView, rng: &mut DealRng) -> Thricewise {
        let mut unseen = unseen_in(view);
        rng.shuffle(&mut unseen);
        let players = view.hand_counts.len();
        let mut hands = vec![DecktetSet::EMPTY; players];
        let mut picks = view.picks.clone();
        for s in 0..players {
            if s == view.seat {
                hands[s] = view.hand;
                continue;
            }
            for _ in 0..view.hand_counts[s] {
                hands[s].extend_one(unseen.pop());
            }
            if view.phase == Phase::Pick && view.picked[s] {
                picks[s] = unseen.pop();
            }
        }
        Thricewise {
            options: view.options.clone(),
            grid: view.grid.clone(),
            deck: unseen,
            hands,
            picks,
            deferred: view.deferred.clone(),
            revealed: view.revealed.clone(),
            phase: view.phase,
            order: view.order.clone(),
            scores: view.scores.clone(),
            turn: view.turn,
            last: view.last,
        }
    }

    fn hidden_from(&self, seat: Seat) -> Vec<Card> {
        unseen_in(&self.observation(seat))
    }

    /// The last pick reveals them all; the placement that ends a turn deals
    /// new cards (when the deck has one for everyone).
    fn reveals_cards(&self, mv: &ThricewiseMove) -> bool {
        let Some(seat) = self.current_player() else {
            return false;
        };
        match mv {
            ThricewiseMove::Pick(_) => self.is_last_pick(),
            ThricewiseMove::Place { .. } => {
                self.order.len() == 1
                    && to_place(self.phase, &self.order, &self.picks, &self.deferred, seat).len()
                        == 1
                    && self.deck.len() >= self.hands.len()
            }
        }
    }

    fn deck(&self) -> Vec<Card> {
        DecktetCard::all().collect()
    }

    fn place_words(place: &Place) -> (Option<Seat>, String) {
        match place {
            Place::Deck => (None, "Deck".into()),
            Place::Hand(s) => (Some(*s), "hand".into()),
            Place::Pick(s) => (Some(*s), "pick".into()),
            Place::Deferred(s) => (Some(*s), "deferred card".into()),
            Place::Grid(cell) => (None, format!("Grid {cell}")),
        }
    }

    fn card_places(&self) -> Vec<(Place, Card)> {
        let mut places: Vec<(Place, Card)> = self.deck.iter().map(|&c| (Place::Deck, c)).collect();
        for s in 0..self.hands.len() {
            places.extend(self.hands[s].iter().map(|c| (Place::Hand(s), c)));
            places.extend(self.picks[s].map(|c| (Place::Pick(s), c)));
            places.extend(self.deferred[s].iter().map(|c| (Place::Deferred(s), c)));
        }
        places.extend(self.grid.cards().map(|(cell, c)| (Place::Grid(cell), c)));
        places
    }

    fn move_universe(&self) -> Vec<ThricewiseMove> {
        let mut moves: Vec<ThricewiseMove> = DecktetCard::all().map(ThricewiseMove::Pick).collect();
        for card in DecktetCard::all() {
            for row in -ORIGIN - 1..=SIDE - ORIGIN {
                for col in -ORIGIN - 1..=SIDE - ORIGIN {
                    moves.push(ThricewiseMove::Place {
                        card,
                        cell: Cell::new(row, col),
                    });
                }
            }
        }
        moves
    }
}

/// The cards a view does not show: the deck, the other hands, and the
/// others' picks until they are revealed.
fn unseen_in(view: &ThricewiseView) -> Vec<Card> {
    let mut seen = view.hand;
    for (_, c) in view.grid.cards() {
        seen.insert(c);
    }
    for c in view.picks.iter().flatten() {
        seen.insert(*c);
    }
    for d in &view.deferred {
        for c in d.iter() {
            seen.insert(c);
        }
    }
    DecktetCard::all().filter(|&c| !seen.contains(c)).collect()
}
