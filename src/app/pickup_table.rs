//! A Pick Up match at the table: what each tap selects, what is highlighted
//! and why, when the computer moves, the cover between two people, the
//! step-by-step reveal, and the saved form.
//!
//! Everything the screen shows comes from [`PickUpTable::view`], the
//! observation of the seat whose cards are on screen: the other hand, the
//! cards under the piles and the set-aside cards never reach it.

use super::link::{Deal, GameId};
use super::session::{options_key, ComputerSeats, Hint, Outcome, SavedGame, Session};
use super::spots::{Button, Face, Spot};
use super::words::{count, points, Who};
use crate::engine::bot::Level;
use crate::engine::cards::Card;
use crate::engine::pickup::{
    Choice, HandResult, MatchLength, Opponent, Phase, PickUp, PickUpMove, PickUpOptions,
    PickUpView, Place, PlayedSet,
};
use crate::engine::{Game, GameOptions, PlayedGame, Record, RecordError, Seat, Seed};

/// The person at the screen always sits in seat 0.
pub const PERSON: Seat = 0;

/// What a button on the Pick Up table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickUpAction {
    Take,
    Cancel,
    Pass,
    FaceDown(Option<Card>),
    /// Pass and play: the next player shows their hand.
    ShowHand,
    /// One more step of the reveal.
    Reveal,
    /// The match again from its first hand (the page deals it).
    Again,
}

/// How far the reveal of a finished hand has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RevealStep {
    /// The face-down choices are shown; the suits are still hidden.
    FaceDown,
    WinningSuit,
    /// Both suits: the whole score table and the new totals.
    LosingSuit,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PickUpTable {
    played: PlayedGame<PickUp>,
    /// Who made each move of the record (for the move log).
    movers: Vec<Seat>,
    /// The seat whose cards are on screen.
    viewer: Seat,
    /// Pass and play: the screen is covered until the next player is ready.
    covered: bool,
    selected_table: Option<Card>,
    selected_hand: Vec<Card>,
    /// Why the last tap did nothing, or what it means.
    pub message: Option<String>,
    rounds_seen: usize,
    reveal: RevealStep,
    /// The match as the hand under reveal ended, before the next deal: the
    /// screen shows that hand (its last cards, sets, totals) until the
    /// player moves on, so nothing of the next hand spoils the reveal.
    hand_end: Option<Box<PickUp>>,
    /// The set the viewer has chosen to turn face down, before confirming.
    selected_set: Option<Card>,
    rounds_counted: usize,
    counted: bool,
}

impl PickUpTable {
    pub fn new(options: PickUpOptions, seed: Seed) -> PickUpTable {
        PickUpTable::from_played(PlayedGame::new(options, seed), Vec::new(), 0, 0, false)
    }

    fn from_played(
        played: PlayedGame<PickUp>,
        movers: Vec<Seat>,
        seen: usize,
        counted_rounds: usize,
        counted: bool,
    ) -> PickUpTable {
        let mut table = PickUpTable {
            played,
            movers,
            viewer: PERSON,
            covered: false,
            selected_table: None,
            selected_hand: Vec::new(),
            message: None,
            rounds_seen: seen,
            reveal: RevealStep::FaceDown,
            hand_end: None,
            selected_set: None,
            rounds_counted: counted_rounds,
            counted,
        };
        table.hand_end = table.replay_hand_end();
        // Two people: whoever is to move first sees a cover, not a hand.
        if table.pass_and_play() {
            table.viewer = table.game().current_player().unwrap_or(PERSON);
            table.covered = !table.game().is_over();
        }
        table
    }

    pub fn game(&self) -> &PickUp {
        self.played.state()
    }

    pub fn options(&self) -> &PickUpOptions {
        &self.played.record().options
    }

    pub fn seed(&self) -> Seed {
        self.played.record().seed
    }

    pub fn pass_and_play(&self) -> bool {
        self.options().opponent == Opponent::Person
    }

    /// What the seat on screen may see; all the screen renders. During a
    /// reveal: the hand as it ended, both face-down choices made.
    pub fn view(&self) -> PickUpView {
        match (&self.hand_end, self.pending_reveal()) {
            (Some(end), Some((hand, _))) => {
                let mut view = end.observation(self.viewer);
                view.face_down = hand
                    .seats
                    .each_ref()
                    .map(|s| Choice::Made(s.face_down.map(|set| set.top)));
                view
            }
            _ => self.game().observation(self.viewer),
        }
    }

    /// The match just before the move that ended the hand under reveal.
    fn replay_hand_end(&self) -> Option<Box<PickUp>> {
        self.pending_reveal()?;
        let record = self.played.record();
        let mut game = PickUp::new(&record.options, record.seed);
        for mv in &record.moves {
            let before = game.clone();
            game.apply(mv).ok()?;
            if game.log().hands.len() > self.rounds_seen {
                return Some(Box::new(before));
            }
        }
        None
    }

    pub fn viewer(&self) -> Seat {
        self.viewer
    }

    pub fn is_covered(&self) -> bool {
        self.covered
    }

    /// Who sits in a seat: you and the computer, or Player 1 and Player 2.
    pub fn who(&self, seat: Seat) -> Who {
        match (self.pass_and_play(), seat) {
            (false, PERSON) => Who::You,
            (false, _) => Who::TheComputer,
            (true, _) => Who::Named(format!("Player {}", seat + 1)),
        }
    }

    /// "You", "The computer", "Player 2".
    pub fn seat_name(&self, seat: Seat) -> String {
        self.who(seat).subject()
    }

    fn is_computer(&self, seat: Seat) -> bool {
        seat != PERSON && !self.pass_and_play()
    }

    /// The viewer's turn to play or choose (and not behind the cover or a reveal).
    fn viewer_to_move(&self) -> bool {
        !self.covered
            && self.pending_reveal().is_none()
            && self.game().current_player() == Some(self.viewer)
    }

    // ---- the computer ----------------------------------------------------

    pub fn level(&self) -> Option<Level> {
        self.options().opponent.level()
    }

    // ---- playing -----------------------------------------------------------

    fn play(&mut self, mv: PickUpMove) -> bool {
        let Some(seat) = self.game().current_player() else {
            return false;
        };
        match self.played.play(mv) {
            Ok(()) => {
                self.movers.push(seat);
                self.selected_table = None;
                self.selected_hand.clear();
                self.selected_set = None;
                self.message = None;
                if self.hand_end.is_none() {
                    self.hand_end = self.replay_hand_end();
                }
                self.cover_if_needed();
                true
            }
            Err(e) => {
                self.message = Some(e.0);
                false
            }
        }
    }

    /// Two people: when the turn passes to the other, cover the screen.
    fn cover_if_needed(&mut self) {
        if !self.pass_and_play() || self.pending_reveal().is_some() {
            return;
        }
        if let Some(next) = self.game().current_player() {
            if next != self.viewer {
                self.covered = true;
                self.viewer = next;
            }
        }
    }

    /// Pass and play: the next player is ready to see their hand.
    pub fn uncover(&mut self) {
        self.covered = false;
        self.message = None;
    }

    fn refuse(&mut self, why: impl Into<String>) -> bool {
        self.message = Some(why.into());
        false
    }

    fn not_your_turn(&mut self) -> bool {
        let why = match self.game().current_player() {
            None => "The match is over.".to_string(),
            Some(_) if self.pending_reveal().is_some() => "Finish the reveal first.".into(),
            Some(seat) if self.is_computer(seat) => "It is the computer's turn.".into(),
            Some(seat) if seat != self.viewer => {
                format!("It is {} turn.", self.who(seat).owner_inside())
            }
            Some(_) => "The play is over: choose a set to turn face down, or none.".into(),
        };
        self.refuse(why)
    }

    fn playing(&self) -> bool {
        self.viewer_to_move() && self.game().phase() == Phase::Play
    }

    /// A face-up table card was tapped.
    pub fn tap_table(&mut self, card: Card) -> bool {
        if !self.playing() {
            return self.not_your_turn();
        }
        let view = self.view();
        if !view.piles.iter().any(|p| p.top == Some(card)) {
            return self.refuse(format!(
                "The {} is not face up on the table.",
                card.spoken()
            ));
        }
        if self.selected_table == Some(card) {
            self.selected_table = None;
            self.message = None;
            return true;
        }
        if view.hand.of_rank(card.rank).next().is_none() {
            return self.refuse(format!(
                "You hold no {}, so you can't take the {}.",
                rank_word(card),
                card.spoken()
            ));
        }
        self.selected_table = Some(card);
        self.selected_hand.retain(|h| h.rank == card.rank);
        self.message = None;
        true
    }

    /// A card of the viewer's hand was tapped.
    pub fn tap_hand(&mut self, card: Card) -> bool {
        if !self.playing() {
            return self.not_your_turn();
        }
        let view = self.view();
        if !view.hand.contains(card) {
            return self.refuse(format!("The {} is not in your hand.", card.spoken()));
        }
        if let Some(i) = self.selected_hand.iter().position(|&c| c == card) {
            self.selected_hand.remove(i);
            self.message = None;
            return true;
        }
        match self.selected_table {
            Some(table) if table.rank != card.rank => {
                return self.refuse(format!(
                    "The {} does not match the {}: a set is all one rank.",
                    card.spoken(),
                    table.spoken()
                ))
            }
            Some(_) => {}
            None => {
                let piles = view.piles_taken_by(card);
                match piles.as_slice() {
                    [] => {
                        return self.refuse(format!(
                            "No {} is face up on the table, so the {} can't be played now.",
                            rank_word(card),
                            card.spoken()
                        ))
                    }
                    // Only one card it can take: choose it too.
                    [only] => self.selected_table = view.piles[*only].top,
                    _ => {}
                }
                self.selected_hand.retain(|h| h.rank == card.rank);
            }
        }
        self.selected_hand.push(card);
        self.message = None;
        true
    }

    /// The take the selection makes, if it is a whole set.
    pub fn selected_move(&self) -> Option<PickUpMove> {
        let table = self.selected_table?;
        match self.selected_hand.as_slice() {
            [hand] => Some(PickUpMove::Pair { table, hand: *hand }),
            [_, _, _] => Some(PickUpMove::Four { table }),
            _ => None,
        }
    }

    pub fn has_selection(&self) -> bool {
        self.selected_table.is_some() || !self.selected_hand.is_empty()
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

    /// Plays the selected set.
    pub fn take(&mut self) -> bool {
        match self.selected_move() {
            Some(mv) => self.play(mv),
            None => {
                self.refuse("Choose a face-up card and one or three of your cards of its rank.")
            }
        }
    }

    pub fn clear_selection(&mut self) {
        self.selected_table = None;
        self.selected_hand.clear();
        self.message = None;
    }

    /// Pass is offered only when no set can be made.
    pub fn can_pass(&self) -> bool {
        self.playing() && self.game().legal_moves() == [PickUpMove::Pass]
    }

    pub fn pass(&mut self) -> bool {
        if !self.playing() {
            return self.not_your_turn();
        }
        self.play(PickUpMove::Pass)
    }

    /// The viewer's face-down choice: a set by its top card, or none.
    pub fn choose_face_down(&mut self, top: Option<Card>) -> bool {
        if !self.viewer_to_move() || self.game().phase() != Phase::FaceDown {
            return self.not_your_turn();
        }
        self.play(PickUpMove::FaceDown(top))
    }

    pub fn choosing_face_down(&self) -> bool {
        self.viewer_to_move() && self.game().phase() == Phase::FaceDown
    }

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

    // ---- the reveal ------------------------------------------------------------

    /// The finished hand whose result the player has not stepped through yet.
    pub fn pending_reveal(&self) -> Option<(&HandResult, RevealStep)> {
        self.game()
            .log()
            .hands
            .get(self.rounds_seen)
            .map(|h| (h, self.reveal))
    }

    /// One step further: the winning suit, the losing suit, then on.
    pub fn advance_reveal(&mut self) {
        if self.pending_reveal().is_none() {
            return;
        }
        self.reveal = match self.reveal {
            RevealStep::FaceDown => RevealStep::WinningSuit,
            RevealStep::WinningSuit => RevealStep::LosingSuit,
            RevealStep::LosingSuit => {
                self.rounds_seen += 1;
                self.cover_if_needed_after_reveal();
                RevealStep::FaceDown
            }
        };
        if self.reveal == RevealStep::FaceDown {
            self.hand_end = self.replay_hand_end();
        }
    }

    fn cover_if_needed_after_reveal(&mut self) {
        if self.pass_and_play() && self.pending_reveal().is_none() && !self.game().is_over() {
            self.viewer = self.game().current_player().unwrap_or(PERSON);
            self.covered = true;
        }
    }

    /// The hand whose result is on screen: the one under reveal, or once
    /// the match is over its last hand, wholly revealed.
    pub fn shown_hand(&self) -> Option<(&HandResult, RevealStep)> {
        self.pending_reveal().or_else(|| {
            let last = self.game().log().hands.last()?;
            self.is_over().then_some((last, RevealStep::LosingSuit))
        })
    }

    /// Every card hidden in the hand on screen, face up once it is over:
    /// both hands as they ended and the cards face down under each pile.
    /// (The set-aside cards are turned in the reveal, one step at a time;
    /// the face-down sets are in its score table.) Empty during play.
    pub fn hidden_rows(&self) -> Vec<(String, Vec<Spot>)> {
        let end = match (&self.hand_end, self.pending_reveal()) {
            (Some(end), Some(_)) => end.as_ref(),
            _ if self.is_over() => self.game(),
            _ => return Vec::new(),
        };
        let face = |c: Card| Spot::picture(c.index() as u16, Face::Card(c), None);
        let mut rows: Vec<(String, Vec<Spot>)> = [self.viewer, 1 - self.viewer]
            .map(|s| {
                let cards: Vec<Spot> = end.hand(s).iter().map(face).collect();
                let label = format!(
                    "{} hand at the end: {}",
                    self.who(s).owner(),
                    count(cards.len(), "card", "cards")
                );
                (label, cards)
            })
            .into();
        let under: Vec<Spot> = end
            .card_places()
            .into_iter()
            .filter_map(|(place, c)| match place {
                Place::Pile(p) if end.piles()[p].top() != Some(c) => Some(face(c)),
                _ => None,
            })
            .collect();
        let label = format!("Under the piles: {}", count(under.len(), "card", "cards"));
        rows.push((label, under));
        rows
    }

    // ---- words ---------------------------------------------------------------

    /// The moves of the current hand so far, oldest first, in words, as the
    /// viewer may know them (the other player's face-down choice stays hidden).
    pub fn move_log(&self, last: usize) -> Vec<String> {
        let record = &self.played.record().moves;
        let n = record.len();
        let from = n.saturating_sub(last);
        (from..n)
            .map(|i| {
                describe(
                    &self.who(self.movers[i]),
                    &record[i],
                    self.movers[i] == self.viewer,
                )
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
                    format!(" after {} hands", game.log().hands.len()),
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
        if self.covered {
            return format!(
                "{} turn. Pass the device, then tap Show my hand.",
                self.who(seat).owner()
            );
        }
        if seat != self.viewer {
            return match (self.is_computer(seat), game.phase()) {
                (true, Phase::FaceDown) => {
                    "The computer is deciding whether to turn a set face down…".into()
                }
                (true, _) => "The computer is thinking…".into(),
                _ => format!("{} turn.", self.who(seat).owner()),
            };
        }
        match game.phase() {
            Phase::FaceDown if self.view().sets[self.viewer].is_empty() => {
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

    /// Where the reveal stands, and what the next tap does.
    fn reveal_text(&self, hand: &HandResult, step: RevealStep) -> String {
        let n = hand.hand_no;
        match step {
            RevealStep::FaceDown => {
                format!("Hand {n} is over. Next: reveal the winning suit.")
            }
            RevealStep::WinningSuit => format!(
                "The winning suit is {}. Next: reveal the losing suit.",
                hand.winning_card.suit.name()
            ),
            RevealStep::LosingSuit => {
                let scores: Vec<String> = [0, 1]
                    .map(|s| {
                        let who = self.who(s);
                        format!(
                            "{} {} {}",
                            who.inside(),
                            who.verb("score", "scores"),
                            super::words::points_change(hand.seats[s].total())
                        )
                    })
                    .into();
                let then = if self.game().hand_no() > n {
                    let level = match self.options().length {
                        MatchLength::Hands(last) if n >= last => "The totals are level: ",
                        _ => "",
                    };
                    let tap = if level.is_empty() { "Tap" } else { "tap" };
                    format!(
                        "{level}{tap} Next hand to deal {}.",
                        // ASCII: `to_lowercase` would bring Unicode's case tables into the page.
                        self.hand_name(n + 1).to_ascii_lowercase()
                    )
                } else {
                    "Tap See the result.".into()
                };
                format!("Hand {n}: {}. {then}", scores.join(", "))
            }
        }
    }

    pub fn stats_key(&self) -> Option<String> {
        stats_key(self.options())
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
        if self.covered {
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

    /// A tap on one of the viewer's own sets (by its top card's index).
    pub fn tap_set_spot(&mut self, key: u16) -> bool {
        let Some(top) = Card::from_index(key as usize) else {
            return false;
        };
        if !self.choosing_face_down() {
            return self.refuse(
                "Your sets score when the hand ends. Before the suits are revealed you may turn one of them face down.",
            );
        }
        if !self.view().sets[self.viewer].iter().any(|s| s.top == top) {
            return self.refuse("That is not one of your sets.");
        }
        self.selected_set = (self.selected_set != Some(top)).then_some(top);
        self.message = None;
        true
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

    /// Taps on spots, by the row and the spot's key.
    pub fn tap_pile(&mut self, pile: u16) -> bool {
        match self.view().piles.get(pile as usize).and_then(|p| p.top) {
            Some(card) => self.tap_table(card),
            None => self.refuse("That pile is empty."),
        }
    }

    pub fn tap_hand_spot(&mut self, key: u16) -> bool {
        match Card::from_index(key as usize) {
            Some(card) => self.tap_hand(card),
            None => false,
        }
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
        if self.covered {
            return vec![Button::new("Show my hand", ShowHand).primary()];
        }
        if self.choosing_face_down() {
            // The sets themselves are tapped to choose one; these confirm.
            let keep = Button::new("Keep every set face up", FaceDown(None));
            if self.view().sets[self.viewer].is_empty() {
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
                Button::new("Take", Take)
                    .primary()
                    .enabled(self.selected_move().is_some()),
                Button::new("Cancel", Cancel),
            ];
        }
        Vec::new()
    }

    /// A button's action.
    pub fn act(&mut self, action: PickUpAction) -> bool {
        match action {
            PickUpAction::Take => self.take(),
            PickUpAction::Cancel => {
                self.clear_selection();
                true
            }
            PickUpAction::Pass => self.pass(),
            PickUpAction::FaceDown(top) => self.choose_face_down(top),
            PickUpAction::ShowHand => {
                self.uncover();
                true
            }
            PickUpAction::Reveal => {
                self.advance_reveal();
                true
            }
            PickUpAction::Again => false,
        }
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
        let seat = if mine { self.viewer } else { 1 - self.viewer };
        self.who(seat).owner()
    }
}

/// One line of a hand's score table: what it is and each player's part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    pub label: String,
    pub cells: [String; 2],
    /// The last line (the hand score) is stressed.
    pub total: bool,
}

/// "+20 (7♥ four, J♥ pair)", "−10", "0".
fn points_cell(sign: i64, points: i64, parts: &[String]) -> String {
    let number = super::words::points_change(sign * points);
    if parts.is_empty() {
        number
    } else {
        format!("{number} ({})", parts.join(", "))
    }
}

fn set_short(set: &PlayedSet) -> String {
    let kind = if set.size() == 4 { "four" } else { "pair" };
    format!("{}{} {kind}", set.top.rank.short(), set.top.suit.symbol())
}

/// The score table of a finished hand, as far as the reveal has gone: the
/// face-down sets, then the winning suit's sets, then everything.
pub fn score_rows(hand: &HandResult, step: RevealStep) -> Vec<ScoreRow> {
    let row = |label: String, f: &dyn Fn(&crate::engine::pickup::SeatScore) -> String| ScoreRow {
        label,
        cells: [f(&hand.seats[0]), f(&hand.seats[1])],
        total: false,
    };
    let sets = |v: &[PlayedSet]| v.iter().map(set_short).collect::<Vec<_>>();
    let mut rows = vec![row("Face down (not scored)".into(), &|s| {
        s.face_down
            .as_ref()
            .map(set_short)
            .unwrap_or_else(|| "none".into())
    })];
    if step >= RevealStep::WinningSuit {
        let suit = hand.winning_card.suit.name();
        rows.push(row(format!("Winning suit, {suit}: sets added"), &|s| {
            points_cell(1, s.winning_points(), &sets(&s.winning))
        }));
    }
    if step >= RevealStep::LosingSuit {
        let suit = hand.losing_card.suit.name();
        rows.push(row("Sets of neither suit: 10 each".into(), &|s| {
            points_cell(1, s.neither_points(), &sets(&s.neither))
        }));
        rows.push(row(format!("Losing suit, {suit}: sets taken off"), &|s| {
            points_cell(-1, s.losing_points(), &sets(&s.losing))
        }));
        rows.push(row("Cards left in hand, taken off".into(), &|s| {
            let cards: Vec<String> = s
                .left_in_hand
                .iter()
                .map(|c| format!("{}{}", c.rank.short(), c.suit.symbol()))
                .collect();
            points_cell(-1, s.hand_points(), &cards)
        }));
        rows.push(row("Sum".into(), &|s| points_cell(1, s.sum(), &[])));
        rows.push(row("Exactly 0 becomes 100".into(), &|s| {
            if s.bonus() {
                "+100".into()
            } else {
                "–".into()
            }
        }));
        let mut score = row("Hand score".into(), &|s| points(s.total()));
        score.total = true;
        rows.push(score);
        rows.push(ScoreRow {
            label: "Match total".into(),
            cells: hand.totals.map(points),
            total: true,
        });
    }
    rows
}

/// "7", "jack", for "You hold no 7" / "No jack is face up".
fn rank_word(card: Card) -> &'static str {
    card.rank.name()
}

/// "7s", "jacks".
fn plural(card: Card) -> String {
    format!("{}s", card.rank.name())
}

/// A move in words from the viewer's side.
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

/// Statistics count matches against the computer, per level: matches (won,
/// final totals) and hands (won, hand scores). Two people at one screen are
/// not counted.
pub fn stats_key(options: &PickUpOptions) -> Option<String> {
    options.opponent.level()?;
    Some(options_key(GameId::PickUp, &options.to_params()))
}

pub fn hands_key(options: &PickUpOptions) -> Option<String> {
    stats_key(options).map(|k| format!("{k} hands"))
}

impl Session for PickUpTable {
    const GAME: GameId = GameId::PickUp;

    fn start(deal: &Deal) -> Option<PickUpTable> {
        match deal {
            Deal::PickUp { options, seed } => Some(PickUpTable::new(options.clone(), *seed)),
            _ => None,
        }
    }

    fn from_saved(saved: &SavedGame) -> Result<PickUpTable, RecordError> {
        let record = Record::<PickUp>::from_raw(&saved.record)?;
        let mut movers = Vec::with_capacity(record.moves.len());
        let played = PlayedGame::from_record_watching(record, |game, _, _| {
            movers.push(game.current_player().unwrap_or(PERSON))
        })?;
        let hands = played.state().log().hands.len();
        let seen = (saved.rounds_seen as usize).min(hands);
        let counted_rounds = (saved.rounds_counted as usize).min(hands);
        Ok(PickUpTable::from_played(
            played,
            movers,
            seen,
            counted_rounds,
            saved.counted,
        ))
    }

    fn saved(&self) -> SavedGame {
        SavedGame {
            counted: self.counted,
            rounds_counted: self.rounds_counted as u32,
            rounds_seen: self.rounds_seen as u32,
            ..SavedGame::new(self.played.record().to_raw())
        }
    }

    fn deal(&self) -> Deal {
        Deal::PickUp {
            options: self.options().clone(),
            seed: self.seed(),
        }
    }

    fn is_over(&self) -> bool {
        self.game().is_over()
    }

    fn moves_made(&self) -> usize {
        self.played.record().moves.len()
    }

    fn progress(&self) -> String {
        let [a, b] = self.game().totals();
        format!(
            "match {}, {}, hand {}, {a} to {b}",
            self.seed().code(),
            self.options().describe(),
            self.game().hand_no()
        )
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        let mut out = Vec::new();
        let (Some(match_key), Some(hand_key)) =
            (stats_key(self.options()), hands_key(self.options()))
        else {
            return out;
        };
        let hands = &self.game().log().hands;
        for hand in &hands[self.rounds_counted.min(hands.len())..] {
            let [mine, theirs] = [hand.seats[PERSON].total(), hand.seats[1 - PERSON].total()];
            out.push(Outcome {
                key: hand_key.clone(),
                score: mine,
                won: Some(mine > theirs),
                // No Undo at this table: every move shows or takes a card.
                clean: true,
            });
        }
        self.rounds_counted = hands.len();
        if let (Some(winner), false) = (self.game().winner(), self.counted) {
            self.counted = true;
            out.push(Outcome {
                key: match_key,
                score: self.game().totals()[PERSON],
                won: Some(winner == PERSON),
                clean: true,
            });
        }
        out
    }
}

impl ComputerSeats for PickUpTable {
    type Game = PickUp;

    fn state(&self) -> &PickUp {
        self.game()
    }

    /// The computer moves once the person has seen the last hand's result.
    fn computer_level(&self) -> Option<Level> {
        let seat = self.game().current_player()?;
        let due = self.is_computer(seat) && self.pending_reveal().is_none();
        due.then(|| self.level()).flatten()
    }

    fn play_move(&mut self, mv: PickUpMove) -> bool {
        self.play(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::profile::Stats;

    fn table(opponent: Opponent) -> PickUpTable {
        PickUpTable::new(
            PickUpOptions {
                length: MatchLength::Target(1000),
                opponent,
            },
            "K7M2QX4P".parse().unwrap(),
        )
    }

    /// Plays the computer's turns (and steps through reveals) until the
    /// person is to move; returns how many computer moves were made.
    fn computer_moves(t: &mut PickUpTable) -> usize {
        let mut n = 0;
        loop {
            if t.pending_reveal().is_some() {
                t.advance_reveal();
                continue;
            }
            let Some(ply) = t.computer_turn() else {
                return n;
            };
            let mut search = t.start_thinking().unwrap();
            search.run(u32::MAX);
            assert!(t.play_computer(ply, search.best_move().unwrap()));
            n += 1;
        }
    }

    /// The screen renders only `view()`. Another deal of the cards the
    /// person can't see gives the very same view, so nothing hidden can show.
    #[test]
    fn the_screen_shows_only_what_the_person_may_see() {
        let t = table(Opponent::Easy);
        let mut rng = crate::engine::DealRng::from_number(5);
        let other = PickUp::determinize(&t.view(), &mut rng);
        assert_ne!(other.hand(1), t.game().hand(1));
        assert_eq!(other.observation(PERSON), t.view());
        assert_eq!(t.view().hand, t.game().hand(PERSON));
    }

    #[test]
    fn taps_select_a_set_and_explain_refusals() {
        let mut t = table(Opponent::Easy);
        // Golden deal K7M2QX4P: seat 1 deals, so seat 0 (the person) starts.
        // Tops KD 9D 5D 2C 8C JH; the person holds 3S 4S 6S 9S JS KS QH 6D 7D 8D 10D 7C 10C.
        assert_eq!(t.game().current_player(), Some(PERSON));
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert!(!t.tap_table(c("5D")));
        assert!(t.message.as_deref().unwrap().contains("You hold no 5"));
        assert_eq!(t.table_hint(c("5D")), Hint::Dimmed);
        assert_eq!(t.table_hint(c("KD")), Hint::Playable);
        assert_eq!(t.hand_hint(c("QH")), Hint::Dimmed);
        assert!(!t.tap_hand(c("QH")));
        assert!(t
            .message
            .as_deref()
            .unwrap()
            .contains("No queen is face up"));
        // A hand card with one matching table card selects both.
        assert!(t.tap_hand(c("KS")));
        assert_eq!(
            t.selected_move(),
            Some(PickUpMove::Pair {
                table: c("KD"),
                hand: c("KS")
            })
        );
        assert!(t.selection_text().unwrap().contains("A pair"));
        assert!(!t.tap_hand(c("9S")), "a 9 does not join a king's set");
        assert!(t.message.as_deref().unwrap().contains("all one rank"));
        t.clear_selection();
        // Table first, then a hand card.
        assert!(t.tap_table(c("8C")));
        assert_eq!(t.hand_hint(c("8D")), Hint::Playable);
        assert_eq!(t.hand_hint(c("KS")), Hint::Dimmed);
        assert!(t.tap_hand(c("8D")));
        assert!(!t.can_pass(), "Pass only when no set can be made");
        assert!(t.take());
        assert_eq!(
            t.move_log(1),
            vec!["You took the 8 of clubs with the 8 of diamonds: a pair."]
        );
        // Now the computer's turn: the person's taps are refused with a reason.
        assert!(!t.tap_hand(c("KS")));
        assert!(t.message.as_deref().unwrap().contains("computer"));
        assert_eq!(t.computer_turn(), Some(1));
        computer_moves(&mut t);
        assert_eq!(
            t.move_log(2)[0],
            "You took the 8 of clubs with the 8 of diamonds: a pair."
        );
        assert!(t.move_log(2)[1].starts_with("The computer "));
    }

    /// The person plays the first legal move through the same paths as taps.
    fn person_moves(t: &mut PickUpTable) {
        let mv = t.game().legal_moves()[0];
        match mv {
            PickUpMove::Pass => assert!(t.pass()),
            PickUpMove::FaceDown(c) => assert!(t.choose_face_down(c)),
            take => {
                assert!(t.tap_table(take.table_card().unwrap()));
                for h in take.hand_cards() {
                    assert!(t.tap_hand(h));
                }
                assert!(t.take(), "{take}: {:?}", t.message);
            }
        }
    }

    /// Matches to 100 rarely end (hands average below zero); the first seed
    /// whose match ends within six hands is played through.
    #[test]
    fn a_match_against_the_computer_counts_hands_and_the_match_once() {
        let options = PickUpOptions::first_to(100);
        for n in 0..100 {
            let mut t = PickUpTable::new(options.clone(), Seed::from_number(n));
            let mut stats = Stats::default();
            while !t.is_over() && t.game().hand_no() <= 6 {
                computer_moves(&mut t);
                if !t.is_over() {
                    person_moves(&mut t);
                }
                for o in t.take_outcomes() {
                    stats.record_outcome(&o);
                }
                // A reload keeps what was counted and seen.
                let back = PickUpTable::from_saved(&t.saved()).unwrap();
                assert_eq!((back.game(), back.saved()), (t.game(), t.saved()));
            }
            if !t.is_over() {
                continue;
            }
            let key = stats_key(t.options()).unwrap();
            let hands = t.game().log().hands.len() as u32;
            assert_eq!(stats.entry(&key).played, 1);
            assert_eq!(
                stats.entry(&key).won,
                (t.game().winner() == Some(PERSON)) as u32
            );
            assert_eq!(stats.entry(&format!("{key} hands")).played, hands);
            let mut again = PickUpTable::from_saved(&t.saved()).unwrap();
            assert!(
                again.take_outcomes().is_empty(),
                "a reload counts nothing twice"
            );
            assert!(t.step_text().starts_with("Match over"));
            return;
        }
        panic!("no match to 100 ended within six hands");
    }

    #[test]
    fn the_score_table_grows_with_the_reveal() {
        use crate::engine::pickup::{HandResult, SeatScore};
        let c = |s: &str| s.parse::<Card>().unwrap();
        let set = |top: &str, hand: &[&str]| {
            PlayedSet::of(c(top), &hand.iter().map(|h| c(h)).collect::<Vec<_>>()).unwrap()
        };
        let mine = SeatScore {
            face_down: Some(set("9D", &["9C"])),
            winning: vec![set("7H", &["7C", "7D", "7S"])],
            neither: vec![set("2C", &["2S"])],
            losing: vec![set("AS", &["AC"])],
            left_in_hand: vec![c("5C")],
        };
        let theirs = SeatScore {
            face_down: None,
            winning: vec![],
            neither: vec![],
            losing: vec![],
            left_in_hand: vec![],
        };
        let hand = HandResult {
            hand_no: 1,
            dealer: 1,
            winning_card: c("3H"),
            losing_card: c("3S"),
            seats: [mine, theirs],
            totals: [-15, 100],
        };
        assert_eq!(score_rows(&hand, RevealStep::FaceDown).len(), 1);
        assert_eq!(
            score_rows(&hand, RevealStep::FaceDown)[0].cells,
            ["9♦ pair".to_string(), "none".into()]
        );
        let rows = score_rows(&hand, RevealStep::WinningSuit);
        assert_eq!(rows[1].label, "Winning suit, hearts: sets added");
        assert_eq!(rows[1].cells[0], "+10 (7♥ four)");
        let rows = score_rows(&hand, RevealStep::LosingSuit);
        let cells: Vec<&str> = rows.iter().map(|r| r.cells[0].as_str()).collect();
        assert_eq!(
            cells,
            [
                "9♦ pair",
                "+10 (7♥ four)",
                "+10 (2♣ pair)",
                "−20 (A♠ pair)",
                "−5 (5♣)",
                "−5",
                "–",
                "−5",
                "−15"
            ]
        );
        assert_eq!(rows[6].cells[1], "+100", "the other player's 0 became 100");
    }

    #[test]
    fn spots_and_buttons_follow_the_state() {
        let mut t = table(Opponent::Easy);
        let c = |s: &str| s.parse::<Card>().unwrap();
        let piles = t.pile_spots();
        assert_eq!(piles.len(), 6);
        assert_eq!(piles[0].face, Face::Card(c("KD")));
        assert_eq!(
            (piles[0].badge.as_str(), piles[0].group.as_deref()),
            ("+3", Some("Pile 1, 3 face down under"))
        );
        assert_eq!(piles[2].hint, Hint::Dimmed, "nobody holds a 5 here");
        let hand = t.hand_spots();
        assert_eq!(hand.len(), 13);
        assert_eq!(hand[0].face, Face::Card(c("KS")), "highest first");
        assert_eq!(t.other_hand_spots().len(), 13);
        assert!(t.buttons().is_empty(), "nothing to press before a tap");
        assert!(t.tap_pile(0));
        let labels: Vec<String> = t.buttons().iter().map(|b| b.label.clone()).collect();
        assert_eq!(labels, ["Take", "Cancel"]);
        assert!(!t.buttons()[0].enabled, "a table card alone is not a set");
        assert!(t.tap_hand_spot(c("KS").index() as u16));
        assert!(t.buttons()[0].enabled);
        assert_eq!(
            t.draw_text(),
            "Draw for deal: you drew the 7 of clubs, the computer the king of clubs; the computer deals."
        );
        assert!(t.act(PickUpAction::Take));
        assert_eq!(
            t.set_spots(true)[0].name.as_deref(),
            Some("pair, king of diamonds on top")
        );
        assert_eq!(t.set_spots(true)[0].badge, "×2");
        assert_eq!(
            t.pile_spots()[0].face,
            Face::Card(c("9C")),
            "the next card of pile 1 (QD 4C 9C KD) is turned up"
        );
    }

    /// The browser test's click-through player (tests/browser/pickup.test.mjs),
    /// through the same spots and buttons the screen shows: Pass when offered;
    /// keep every set face up; else the first usable hand card, then (if Take
    /// is not ready) the first usable pile, then Take.
    fn click_through(t: &mut PickUpTable) {
        let press = |t: &mut PickUpTable, label: &str| {
            let b = t.buttons().into_iter().find(|b| b.label == label);
            b.is_some_and(|b| b.enabled && t.act(b.action))
        };
        if press(t, "Pass") || press(t, "Keep every set face up") {
            return;
        }
        let first = |spots: Vec<Spot>| {
            spots
                .into_iter()
                .find(|s| s.hint == Hint::Playable)
                .map(|s| s.key)
        };
        let card = first(t.hand_spots()).expect("a usable hand card");
        assert!(t.tap_hand_spot(card));
        if !press(t, "Take") {
            let pile = first(t.pile_spots()).expect("a usable pile");
            assert!(t.tap_pile(pile));
            assert!(press(t, "Take"));
        }
    }

    /// Golden: the seed link K7M2QX4P against Easy, played by the
    /// click-through player to the end of hand 1. The browser test must see
    /// the same score table.
    #[test]
    fn click_through_player_golden_hand() {
        let mut t = table(Opponent::Easy);
        while t.pending_reveal().is_none() {
            if let Some(ply) = t.computer_turn() {
                let mut search = t.start_thinking().unwrap();
                search.run(u32::MAX);
                assert!(t.play_computer(ply, search.best_move().unwrap()));
            } else {
                click_through(&mut t);
            }
        }
        let (hand, _) = t.pending_reveal().unwrap();
        let rows = score_rows(hand, RevealStep::LosingSuit);
        let score = rows.iter().find(|r| r.label == "Hand score").unwrap();
        let total = rows.iter().find(|r| r.label == "Match total").unwrap();
        let got = format!(
            "{} {} | {} {} | {}",
            score.cells[0],
            score.cells[1],
            total.cells[0],
            total.cells[1],
            t.moves_made()
        );
        assert_eq!(got, GOLDEN_CLICK_THROUGH_HAND_1);
    }

    const GOLDEN_CLICK_THROUGH_HAND_1: &str = "5 35 | 5 35 | 20";

    /// The cards of a row of spots, by their faces.
    fn faces(spots: &[Spot]) -> Vec<Card> {
        let mut cards: Vec<Card> = spots
            .iter()
            .map(|s| match s.face {
                Face::Card(c) => c,
                _ => panic!("a card face down"),
            })
            .collect();
        cards.sort_by_key(|c| c.index());
        cards
    }

    /// The end shows everything: once a hand is over, its reveal lists
    /// exactly the cards the person could not see (the other hand, the
    /// cards under the piles; the set-aside cards are the reveal's own) and
    /// their own last cards; during play it lists nothing. At the end of
    /// the match the last hand stays shown.
    #[test]
    fn the_end_of_a_hand_shows_every_hidden_card() {
        let options = PickUpOptions {
            length: MatchLength::Hands(1),
            opponent: Opponent::Easy,
        };
        let mut t = PickUpTable::new(options, "K7M2QX4P".parse().unwrap());
        let mut hidden = Vec::new();
        while t.pending_reveal().is_none() {
            assert!(
                t.hidden_rows().is_empty(),
                "nothing is turned up during play"
            );
            assert!(t.shown_hand().is_none());
            let view = t.view();
            let mut seen: Vec<Card> = view.hand.iter().collect();
            seen.extend(view.piles.iter().filter_map(|p| p.top));
            seen.extend(view.sets.iter().flatten().flat_map(|s| s.cards()));
            hidden = Card::standard_deck()
                .into_iter()
                .filter(|c| !seen.contains(c))
                .collect();
            if let Some(ply) = t.computer_turn() {
                let mut search = t.start_thinking().unwrap();
                search.run(u32::MAX);
                assert!(t.play_computer(ply, search.best_move().unwrap()));
            } else {
                click_through(&mut t);
            }
        }
        let hand = t.pending_reveal().unwrap().0.clone();
        let rows = t.hidden_rows();
        let labels: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
        assert!(
            labels[0].starts_with("Your hand at the end: "),
            "{labels:?}"
        );
        assert!(labels[1].starts_with("The computer's hand at the end: "));
        assert!(labels[2].starts_with("Under the piles: "));
        assert_eq!(
            t.buttons().len(),
            1,
            "the match's end panel offers the deal again"
        );
        assert_eq!(faces(&rows[0].1), faces(&t.hand_spots()), "your last cards");
        let mut theirs = hand.seats[1].left_in_hand.clone();
        theirs.sort_by_key(|c| c.index());
        assert_eq!(faces(&rows[1].1), theirs);
        // Shown now: exactly what was hidden, with the person's own last cards.
        let mut shown: Vec<Card> = rows.iter().flat_map(|r| faces(&r.1)).collect();
        shown.extend([hand.winning_card, hand.losing_card]);
        shown.sort_by_key(|c| c.index());
        let mut want = hidden.clone();
        want.extend(faces(&rows[0].1));
        want.sort_by_key(|c| c.index());
        assert_eq!(shown, want);
        // Through the reveal the same cards stay shown; a match of one hand
        // then ends with them still on screen.
        t.advance_reveal();
        t.advance_reveal();
        assert_eq!(t.hidden_rows(), rows);
        t.advance_reveal();
        if t.is_over() {
            assert_eq!(t.hidden_rows(), rows, "the match's last hand stays shown");
            assert_eq!(t.shown_hand().unwrap().0, &hand);
        } else {
            assert!(t.hidden_rows().is_empty(), "a tie-break hand is in play");
        }
    }

    /// The reveal shows the hand as it ended: the person's last cards and
    /// sets, the totals before it until both suits are out, and only then
    /// the next deal; the status says what the next tap does.
    #[test]
    fn the_reveal_shows_the_hand_that_ended_not_the_next_deal() {
        let mut t = table(Opponent::Easy);
        while t.pending_reveal().is_none() {
            if let Some(ply) = t.computer_turn() {
                let mut search = t.start_thinking().unwrap();
                search.run(u32::MAX);
                assert!(t.play_computer(ply, search.best_move().unwrap()));
            } else {
                click_through(&mut t);
            }
        }
        let hand = t.pending_reveal().unwrap().0.clone();
        assert_eq!(t.game().hand_no(), 2, "the engine has dealt hand 2 already");
        let left: Vec<Card> = hand.seats[PERSON].left_in_hand.clone();
        let mut shown: Vec<Card> = t
            .hand_spots()
            .iter()
            .map(|s| match s.face {
                Face::Card(c) => c,
                _ => panic!("a hand card face down"),
            })
            .collect();
        shown.sort_by_key(|c| c.index());
        let mut want = left.clone();
        want.sort_by_key(|c| c.index());
        assert_eq!(
            shown, want,
            "the cards left at the end of hand 1, not hand 2's 13"
        );
        assert!(t.hand_spots().iter().all(|s| s.hint == Hint::Plain));
        let sets: usize = hand.seats[PERSON].winning.len()
            + hand.seats[PERSON].neither.len()
            + hand.seats[PERSON].losing.len()
            + hand.seats[PERSON].face_down.is_some() as usize
            - (hand.seats[PERSON]
                .winning
                .iter()
                .filter(|s| s.suit() == hand.losing_card.suit)
                .count());
        assert_eq!(t.set_spots(true).len(), sets, "hand 1's sets");
        // Before the suits: no totals of this hand yet, and hand 1 named.
        let [a, b] = hand.totals;
        let before = [a - hand.seats[0].total(), b - hand.seats[1].total()];
        let line = format!("You {} · The computer {} · Hand 1", before[0], before[1]);
        assert!(t.score_line().starts_with(&line), "{}", t.score_line());
        assert_eq!(
            t.step_text(),
            "Hand 1 is over. Next: reveal the winning suit."
        );
        t.advance_reveal();
        assert!(
            t.score_line().starts_with(&line),
            "still hidden: {}",
            t.score_line()
        );
        assert!(t.step_text().starts_with("The winning suit is "));
        assert!(t.step_text().ends_with("Next: reveal the losing suit."));
        t.advance_reveal();
        // The last reveal: the new totals, and what the next tap does.
        assert!(
            t.score_line().starts_with(&format!(
                "You {} · The computer {} · Hand 1",
                points(a),
                points(b)
            )),
            "{}",
            t.score_line()
        );
        assert_eq!(
            t.step_text(),
            format!(
                "Hand 1: you score {}, the computer scores {}. Tap Next hand to deal hand 2.",
                super::super::words::points_change(hand.seats[0].total()),
                super::super::words::points_change(hand.seats[1].total())
            )
        );
        assert_eq!(t.buttons()[0].label, "Next hand");
        assert_eq!(
            t.buttons()[1].action,
            PickUpAction::Again,
            "mid-match, the deal again"
        );
        // A reload in the middle of the reveal shows the same hand, its
        // reveal from the start.
        let back = PickUpTable::from_saved(&t.saved()).unwrap();
        assert_eq!(back.hand_spots(), t.hand_spots());
        assert!(
            back.score_line().starts_with(&line),
            "{}",
            back.score_line()
        );
        t.advance_reveal();
        assert!(t.pending_reveal().is_none());
        assert!(t.score_line().contains("Hand 2"));
        assert_eq!(
            t.hand_spots().len(),
            13,
            "hand 2 is dealt once the player moves on"
        );
    }

    /// The face-down choice: tap one of your own sets (shown with the
    /// buttons), then confirm; or keep every set face up.
    #[test]
    fn a_set_is_turned_face_down_by_tapping_it() {
        let mut t = table(Opponent::Easy);
        while !t.choosing_face_down() {
            assert!(
                t.pending_reveal().is_none(),
                "no face-down choice with sets"
            );
            if let Some(ply) = t.computer_turn() {
                let mut search = t.start_thinking().unwrap();
                search.run(u32::MAX);
                assert!(t.play_computer(ply, search.best_move().unwrap()));
            } else {
                click_through(&mut t);
            }
        }
        let sets = t.set_spots(true);
        assert!(!sets.is_empty());
        assert!(sets.iter().all(|s| s.tap && s.hint == Hint::Playable));
        let labels = |t: &PickUpTable| {
            t.buttons()
                .iter()
                .map(|b| (b.label.clone(), b.enabled))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            labels(&t),
            [
                ("Turn the chosen set face down".to_string(), false),
                ("Keep every set face up".to_string(), true)
            ]
        );
        let key = sets[0].key;
        assert!(t.tap_set_spot(key));
        assert_eq!(t.set_spots(true)[0].hint, Hint::Paired);
        assert!(t.step_text().starts_with("Turn the set under the "));
        assert!(t.buttons()[0].enabled && t.buttons()[0].primary);
        // Tapping it again takes the choice back.
        assert!(t.tap_set_spot(key));
        assert_eq!(t.set_spots(true)[0].hint, Hint::Playable);
        assert!(t.tap_set_spot(key));
        let action = t.buttons()[0].action;
        assert!(t.act(action));
        let top = Card::from_index(key as usize).unwrap();
        assert!(t
            .move_log(3)
            .iter()
            .any(|l| l == &format!("You turned the set under the {} face down.", top.spoken())));
        // Outside the choice a tap on a set explains when sets score.
        let mut fresh = table(Opponent::Easy);
        assert!(!fresh.tap_set_spot(0));
    }

    /// A match of two hands: its hands are named "of 2", and it ends after
    /// the second on totals.
    #[test]
    fn a_match_of_hands_names_them_and_ends_on_totals() {
        let options = PickUpOptions {
            length: MatchLength::Hands(2),
            opponent: Opponent::Easy,
        };
        let mut t = PickUpTable::new(options, "K7M2QX4P".parse().unwrap());
        assert_eq!(
            t.deal().to_hash(),
            "#/play/pickup?seed=K7M2QX4P&hands=2&opponent=easy"
        );
        assert_eq!(
            t.score_line(),
            "You 0 · The computer 0 · Hand 1 of 2 · The computer dealt"
        );
        assert!(t.progress().contains("2 hands · Easy computer, hand 1"));
        let mut texts = Vec::new();
        while !t.is_over() || t.pending_reveal().is_some() {
            if let Some((_, step)) = t.pending_reveal() {
                if step == RevealStep::LosingSuit {
                    texts.push(t.step_text());
                }
                t.advance_reveal();
            } else if let Some(ply) = t.computer_turn() {
                let mut search = t.start_thinking().unwrap();
                search.run(u32::MAX);
                assert!(t.play_computer(ply, search.best_move().unwrap()));
            } else {
                let hand = t.game().hand_no();
                assert!(t.score_line().contains(&format!(" · Hand {hand} of 2 · ")));
                person_moves(&mut t);
            }
        }
        texts.push(t.step_text());
        assert_eq!(texts.join(" | "), GOLDEN_TWO_HANDS);
        assert_eq!(t.game().log().hands.len(), 2);
    }

    const GOLDEN_TWO_HANDS: &str = "Hand 1: you score +5, the computer scores +35. Tap Next hand to deal hand 2 of 2. | Hand 2: you score −20, the computer scores −75. Tap See the result. | Match over after 2 hands: you win on totals, −15 to −40.";

    /// Level totals after the last hand: the reveal says a tie-break comes,
    /// and the score line names it.
    #[test]
    fn a_tie_after_the_last_hand_is_named_a_tie_break() {
        let options = PickUpOptions {
            length: MatchLength::Hands(3),
            opponent: Opponent::Person,
        };
        // Seed 3, the first legal move each time (tests/pickup.rs): hands 1
        // to 3 end level, -115 to -115.
        let seed = Seed::from_number(3);
        let mut played = PlayedGame::<PickUp>::new(options, seed);
        while played.state().log().hands.len() < 3 {
            let mv = played.state().legal_moves()[0];
            played.play(mv).unwrap();
        }
        let mut saved = SavedGame::new(played.record().to_raw());
        saved.rounds_seen = 2;
        let mut t = PickUpTable::from_saved(&saved).unwrap();
        t.advance_reveal();
        t.advance_reveal();
        assert_eq!(
            t.step_text(),
            "Hand 3: Player 1 scores −85, Player 2 scores −45. The totals are level: tap Next hand to deal hand 4, a tie-break."
        );
        assert!(t.score_line().contains(" · Hand 3 of 3 · "));
        t.advance_reveal();
        assert!(
            t.score_line()
                .starts_with("Player 1 −115 · Player 2 −115 · Hand 4, a tie-break · "),
            "{}",
            t.score_line()
        );
    }

    /// A save from before fixed-length matches (no `hands`) opens the same
    /// match: first to its target, its link as it was.
    #[test]
    fn an_old_save_is_first_to_its_target() {
        use crate::app::session::game_key;
        use crate::app::storage::{load, KeyValue, MemoryStore};
        let old = r#"{"version":1,"record":{"format":1,"game":"pickup","options":{"opponent":"hard","target":500},"seed":"K7M2QX4P","moves":["take KD with KS"]},"counted":false}"#;
        let mut store = MemoryStore::default();
        let key = game_key(GameId::PickUp);
        store.set(&key, old).unwrap();
        let saved: SavedGame = load(&mut store, &key).found().unwrap();
        // The home page's Resume, from the record alone.
        assert_eq!(
            saved.summary().unwrap().link,
            "#/play/pickup?seed=K7M2QX4P&target=500&opponent=hard"
        );
        let t = PickUpTable::from_saved(&saved).unwrap();
        assert_eq!(
            t.options(),
            &PickUpOptions {
                length: MatchLength::Target(500),
                opponent: Opponent::Hard
            }
        );
        assert_eq!(
            stats_key(t.options()).unwrap(),
            "pickup target=500 opponent=hard"
        );
        assert!(
            t.score_line().contains(" · Hand 1 · "),
            "{}",
            t.score_line()
        );
        assert_eq!(serde_json::to_string(&t.saved()).unwrap(), old);
        // A new match of hands is saved with them and read back the same.
        let new = PickUpTable::new(PickUpOptions::default(), "K7M2QX4P".parse().unwrap());
        let json = serde_json::to_string(&new.saved()).unwrap();
        assert!(
            json.contains(r#""options":{"hands":5,"opponent":"easy"}"#),
            "{json}"
        );
        let back: SavedGame = serde_json::from_str(&json).unwrap();
        assert_eq!(
            PickUpTable::from_saved(&back).unwrap().options(),
            new.options()
        );
    }

    #[test]
    fn sentences_about_a_seat_agree() {
        // The draw for deal where the person deals: "you deal", never "you deals".
        let t = (0..200)
            .map(|n| PickUpTable::new(PickUpOptions::first_to(1000), Seed::from_number(n)))
            .find(|t| t.game().dealer() == PERSON)
            .unwrap();
        assert!(t.draw_text().ends_with("; you deal."), "{}", t.draw_text());
        let p = table(Opponent::Person);
        assert_eq!(p.whose(true), "Player 1's");
        assert!(
            p.draw_text().ends_with("; Player 2 deals.")
                || p.draw_text().ends_with("; Player 1 deals.")
        );
    }

    #[test]
    fn two_people_see_a_cover_between_turns() {
        let mut t = table(Opponent::Person);
        assert!(t.is_covered());
        assert!(t.step_text().contains("Player 1's turn"));
        assert!(
            !t.tap_hand("KS".parse().unwrap()),
            "no play behind the cover"
        );
        t.uncover();
        assert_eq!(t.viewer(), 0);
        assert!(t.tap_hand("KS".parse().unwrap()));
        assert!(t.take());
        assert!(t.is_covered());
        assert!(t.hand_spots().is_empty(), "no hand behind the cover");
        assert_eq!(t.buttons()[0].label, "Show my hand");
        assert_eq!(t.viewer(), 1);
        assert_eq!(t.computer_turn(), None);
        assert!(
            stats_key(t.options()).is_none(),
            "two people are not counted"
        );
    }
}
