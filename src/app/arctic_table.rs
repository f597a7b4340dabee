//! An Arctic Solitaire game at the table: three places, your hand, the deck
//! and the discards, and the other players' counts; what each tap does (a
//! hand card then a place plays it; a pile then another shifts it; the deck
//! draws), Triple Topper discards, the dealer's set-up step by step, the end
//! of each round with every hand shown, the computers' turns, fair Undo and
//! the saved form.
//!
//! While a round is live the screen shows only [`ArcticTable::view`], the
//! observation of the seat on screen: other hands and the deck never reach
//! it. A finished round's hands are shown face up ([`ArcticTable::reveal`]).

use super::link::{Deal, GameId};
use super::session::{options_key, ComputerSeats, Hint, Outcome, SavedGame, Screen, Session};
use super::spots::Button;
use super::words::{count, seat_whos, Who};
use crate::engine::arctic::{
    Arctic, ArcticMove, ArcticOptions, ArcticView, Card, Phase, RoundEnd, Step, PLACES,
};
use crate::engine::bot::{Level, Opponent};
use crate::engine::triple_topper::TripleSet;
use crate::engine::{Game, GameOptions, PlayedGame, Record, RecordError, Seat, Seed};

/// The person at the screen sits in seat 0.
pub const PERSON: Seat = 0;

/// What a button on the Arctic table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArcticAction {
    Draw,
    End,
    /// Discard the chosen hand card (owed for a Triple Topper).
    Discard,
    Cancel,
    Undo,
    /// Pass and play: the next player shows their hand.
    ShowHand,
    /// After a round's hands are shown: on to the next deal.
    NextRound,
    /// The dealer's set-up, one step at a time.
    SetupNext,
    SetupSkip,
}

/// What the player has chosen, waiting for a second tap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// A hand card, to play on a place or discard.
    Card(Card),
    /// A pile (0-based place), to shift onto another.
    Pile(usize),
}

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
}

/// A finished round's hands, face up, and what each scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevealRow {
    pub name: String,
    pub cards: Vec<Card>,
    pub penalty: i64,
    pub scored: i64,
    pub total: i64,
    pub out_now: bool,
    pub out_of_match: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArcticTable {
    played: PlayedGame<Arctic>,
    /// Who made each move of the record (for fair Undo).
    movers: Vec<Seat>,
    /// Every move in words, public: what everyone at the table saw.
    log: Vec<String>,
    /// Every hand at the end of each finished round (round n at n − 1).
    round_hands: Vec<Vec<TripleSet>>,
    /// Whose cards are on screen, and whether they are covered.
    screen: Screen,
    chosen: Option<Chosen>,
    /// Why the last tap did nothing, or what it means.
    pub message: Option<String>,
    counted: bool,
    /// Undos taken: a game with any is not clean.
    undos: u32,
    /// Finished rounds the player has moved on from.
    rounds_seen: u32,
    /// Showing the dealer's set-up: which step of [`Arctic::setup_piles`].
    setup_step: Option<usize>,
}

/// "red heart 3", "black blob question mark": a card inside a sentence.
pub fn card_words(card: Card) -> String {
    format!(
        "{} {} {}",
        card.colour().name(),
        card.shape().name(),
        card.number().name()
    )
}

/// What a move did, in words, and the hands if it ended a round.
fn witness(
    before: &Arctic,
    mv: &ArcticMove,
    after: &Arctic,
    who: &Who,
) -> (String, Option<Vec<TripleSet>>) {
    let name = who.subject();
    let mut line = match *mv {
        ArcticMove::Play { card, place } => {
            if before.piles()[place as usize].is_empty() {
                format!(
                    "{name} {} pile {} with the {}",
                    who.verb("start", "starts"),
                    place + 1,
                    card_words(card)
                )
            } else {
                format!(
                    "{name} {} the {} on pile {}",
                    who.verb("play", "plays"),
                    card_words(card),
                    place + 1
                )
            }
        }
        ArcticMove::Shift { from, to } => format!(
            "{name} {} pile {} onto pile {}",
            who.verb("shift", "shifts"),
            from + 1,
            to + 1
        ),
        ArcticMove::Discard(card) => format!(
            "{name} {} the {}",
            who.verb("discard", "discards"),
            card_words(card)
        ),
        ArcticMove::Draw => format!("{name} {} a card", who.verb("draw", "draws")),
        ArcticMove::End => format!("{name} {} the turn", who.verb("end", "ends")),
    };
    if let (ArcticMove::Play { .. } | ArcticMove::Shift { .. }, Some(t)) = (mv, after.last_topper())
    {
        if after.owed() > before.owed() || after.round_no() != before.round_no() {
            line += &format!(
                ": a Triple Topper, a run of {}, worth {}",
                t.run,
                count(t.discards as usize, "discard", "discards")
            );
        }
    }
    line.push('.');
    let ended = after.round_no() != before.round_no() || after.phase() == Phase::Over;
    let hands = ended.then(|| {
        let mut hands: Vec<TripleSet> = (0..before.seat_count()).map(|s| before.hand(s)).collect();
        if let Some(RoundEnd::Out(s)) = after.last_round().map(|r| r.end) {
            hands[s] = TripleSet::EMPTY;
        }
        hands
    });
    (line, hands)
}

impl ArcticTable {
    pub fn new(options: ArcticOptions, seed: Seed) -> ArcticTable {
        let mut table = ArcticTable::from_played(
            PlayedGame::new(options, seed),
            Vec::new(),
            Vec::new(),
            Vec::new(),
            false,
            0,
        );
        table.begin_setup();
        table
    }

    fn from_played(
        played: PlayedGame<Arctic>,
        movers: Vec<Seat>,
        log: Vec<String>,
        round_hands: Vec<Vec<TripleSet>>,
        counted: bool,
        rounds_seen: u32,
    ) -> Self {
        let mut table = ArcticTable {
            played,
            movers,
            log,
            round_hands,
            screen: Screen::new(false, None, true),
            chosen: None,
            message: None,
            counted,
            undos: 0,
            rounds_seen,
            setup_step: None,
        };
        table.screen = Screen::new(
            table.pass_and_play(),
            table.person_to_move(),
            table.game().is_over(),
        );
        table
    }

    pub fn game(&self) -> &Arctic {
        self.played.state()
    }

    pub fn options(&self) -> &ArcticOptions {
        &self.played.record().options
    }

    pub fn seed(&self) -> Seed {
        self.played.record().seed
    }

    pub fn is_solo(&self) -> bool {
        self.options().is_solo()
    }

    pub fn pass_and_play(&self) -> bool {
        self.options().opponents.contains(&Opponent::Person)
    }

    /// What the seat on screen may see; all the live screen renders.
    pub fn view(&self) -> ArcticView {
        self.game().observation(self.screen.viewer)
    }

    pub fn viewer(&self) -> Seat {
        self.screen.viewer
    }

    pub fn is_covered(&self) -> bool {
        self.screen.covered
    }

    pub fn who(&self, seat: Seat) -> Who {
        seat_whos(&self.options().opponents).swap_remove(seat)
    }

    pub fn seat_name(&self, seat: Seat) -> String {
        self.who(seat).subject()
    }

    fn person_to_move(&self) -> Option<Seat> {
        self.game()
            .current_player()
            .filter(|&s| self.options().is_person(s))
    }

    /// The person on screen may move now (not while a result or the set-up
    /// is being shown).
    fn viewer_to_move(&self) -> bool {
        !self.screen.covered
            && !self.is_pausing()
            && self.game().current_player() == Some(self.screen.viewer)
    }

    /// A finished round's hands or the dealer's set-up are on screen: the
    /// game waits for the person.
    pub fn is_pausing(&self) -> bool {
        self.reveal_pending() || self.setup_step.is_some()
    }

    /// A round has ended (the match goes on) and its hands wait to be seen.
    pub fn reveal_pending(&self) -> bool {
        !self.game().is_over() && (self.rounds_seen as usize) < self.round_hands.len()
    }

    fn begin_setup(&mut self) {
        self.setup_step = (self.game().setup_piles().len() > 1).then_some(0);
    }

    // ---- playing -----------------------------------------------------------

    fn play(&mut self, mv: ArcticMove) -> bool {
        let Some(seat) = self.game().current_player() else {
            return false;
        };
        let before = self.game().clone();
        match self.played.play(mv) {
            Ok(()) => {
                let (line, hands) = witness(&before, &mv, self.game(), &self.who(seat));
                self.log.push(line);
                self.round_hands.extend(hands);
                self.movers.push(seat);
                self.chosen = None;
                self.message = None;
                // After a draw the drawn card is chosen: the next tap on a
                // lit pile plays it.
                if let Step::Drawn(Some(card)) = self.game().step() {
                    if self.options().is_person(seat) {
                        self.chosen = Some(Chosen::Card(card));
                    }
                }
                self.cover_if_needed();
                true
            }
            Err(e) => self.refuse(e.0),
        }
    }

    /// Pass and play: when another person is to move, cover the screen.
    fn cover_if_needed(&mut self) {
        self.screen.after_move(self.person_to_move());
    }

    fn refuse(&mut self, why: impl Into<String>) -> bool {
        self.message = Some(why.into());
        false
    }

    fn not_your_turn(&mut self) -> bool {
        let why = match self.game().current_player() {
            None => "The game is over.".to_string(),
            Some(_) if self.screen.covered => "Tap Show my hand first.".into(),
            Some(_) if self.reveal_pending() => "Tap Next round to go on.".into(),
            Some(_) if self.setup_step.is_some() => {
                "The dealer is setting up: tap Next step or Skip set-up.".into()
            }
            Some(seat) => format!("It is {} turn.", self.who(seat).owner_inside()),
        };
        self.refuse(why)
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
        if !self.game().hand(self.screen.viewer).contains(card) {
            return self.refuse(format!("The {} is not in your hand.", card_words(card)));
        }
        if self.chosen == Some(Chosen::Card(card)) {
            self.chosen = None;
            self.message = None;
            return true;
        }
        let owed = self.discards_owed() > 0;
        match self.game().step() {
            Step::Drawn(Some(d)) if d != card && !owed => {
                return self.refuse(format!(
                    "After a draw you may only play the card you drew, the {}, or end your turn.",
                    card_words(d)
                ))
            }
            Step::DrawnGone if !owed => {
                return self.refuse("The card you drew is gone: end your turn.")
            }
            _ => {}
        }
        self.chosen = Some(Chosen::Card(card));
        self.message = if owed || self.game().phase() == Phase::SetupDiscard {
            None
        } else if self.places_for(card).is_empty() {
            Some(format!(
                "The {} builds on no pile now: a card goes on one a number higher (4, 3, 2, 1, ?, 4…) sharing its colour or shape.",
                card_words(card)
            ))
        } else {
            None
        };
        true
    }

    /// Places (0-based) where the viewer may play `card` now.
    fn places_for(&self, card: Card) -> Vec<usize> {
        self.game()
            .legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                ArcticMove::Play { card: c, place } if c == card => Some(place as usize),
                _ => None,
            })
            .collect()
    }

    fn shifts_from(&self, from: usize) -> Vec<usize> {
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
            return self.refuse("There are only three places.");
        }
        match self.chosen {
            Some(Chosen::Card(card)) => self.play(ArcticMove::Play {
                card,
                place: place as u8,
            }),
            Some(Chosen::Pile(from)) if from == place => {
                self.chosen = None;
                self.message = None;
                true
            }
            Some(Chosen::Pile(from)) => self.play(ArcticMove::Shift {
                from: from as u8,
                to: place as u8,
            }),
            None => {
                if self.game().phase() == Phase::SetupDiscard {
                    return self.refuse(
                        "First discard what the set-up's Triple Toppers earned: tap a hand card, then Discard.",
                    );
                }
                let Some(bottom) = self.game().piles()[place].first().copied() else {
                    return self.refuse(
                        "An empty place: tap a hand card first, then this place, to start a new pile.",
                    );
                };
                if self.game().step() != Step::Free {
                    return self
                        .refuse("No pile shift after a draw until the drawn card is played.");
                }
                if self.shifts_from(place).is_empty() {
                    return self.refuse(format!(
                        "Pile {} can't shift now: its bottom card, the {}, builds on no other pile's top. To play on it, tap a hand card first.",
                        place + 1,
                        card_words(bottom)
                    ));
                }
                self.chosen = Some(Chosen::Pile(place));
                self.message = None;
                true
            }
        }
    }

    /// A tap on the deck draws.
    pub fn tap_deck(&mut self) -> bool {
        self.act(ArcticAction::Draw)
    }

    /// The buttons offered now.
    pub fn buttons(&self) -> Vec<Button<ArcticAction>> {
        use ArcticAction::*;
        if self.game().is_over() {
            return Vec::new();
        }
        if self.screen.covered {
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

    pub fn act(&mut self, action: ArcticAction) -> bool {
        use ArcticAction::*;
        match action {
            Draw | End | Discard if !self.viewer_to_move() => self.not_your_turn(),
            Draw => self.play(ArcticMove::Draw),
            End => self.play(ArcticMove::End),
            Discard => match self.chosen {
                Some(Chosen::Card(card)) => self.play(ArcticMove::Discard(card)),
                _ => self.refuse("Tap a hand card first, then Discard."),
            },
            Cancel => {
                self.chosen = None;
                self.message = None;
                true
            }
            Undo => self.undo(),
            ShowHand => {
                self.screen.covered = false;
                self.message = None;
                true
            }
            NextRound => {
                if !self.reveal_pending() {
                    return false;
                }
                self.rounds_seen = self.round_hands.len() as u32;
                self.message = None;
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
        self.viewer_to_move()
            && self.movers.last() == Some(&self.screen.viewer)
            && self.played.can_undo()
    }

    pub fn undo(&mut self) -> bool {
        if !self.can_undo() || !self.played.undo() {
            return self.refuse("Nothing to undo in this turn.");
        }
        self.movers.pop();
        self.log.pop();
        self.undos += 1;
        self.chosen = None;
        self.message = None;
        true
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
        if self.screen.covered {
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
            Step::Drawn(Some(d)) if view.turn == self.screen.viewer => Some(d),
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
        (0..n)
            .map(|k| {
                let seat = (self.screen.viewer + k) % n;
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

    /// "Deck 93 · Discards 4 · Drawn 7": the solo score's parts too.
    pub fn counts_text(&self) -> String {
        let mut text = format!(
            "Round {} · Deck {} · Discards {}",
            self.game().round_no(),
            self.deck_count(),
            self.discard_count()
        );
        if self.is_solo() {
            text = format!(
                "Deck {} · Discards {} · Drawn {}",
                self.deck_count(),
                self.discard_count(),
                self.game().cards_drawn(PERSON)
            );
        }
        text
    }

    /// What to do now, or what is happening.
    pub fn step_text(&self) -> String {
        let game = self.game();
        if game.is_over() {
            return self.result_text();
        }
        if self.reveal_pending() {
            return format!("{} Tap Next round.", self.round_text());
        }
        if let Some(i) = self.setup_step {
            return self.setup_text(i);
        }
        let Some(seat) = game.current_player() else {
            return String::new();
        };
        if self.screen.covered {
            return format!("{} to play.", self.seat_name(seat));
        }
        let who = self.who(seat);
        if seat != self.screen.viewer {
            return format!("{} is playing.", who.subject());
        }
        let owed = game.owed();
        if game.phase() == Phase::SetupDiscard {
            return format!(
                "Your set-up made a Triple Topper: discard {} of your choice. Tap a card, then Discard.",
                count(owed as usize, "card", "cards")
            );
        }
        if owed > 0 {
            let run = game.last_topper().map_or(2, |t| t.run);
            return format!(
                "Triple Topper! A run of {run}: discard {} of your choice (tap a card, then Discard), or keep playing first.",
                count(owed as usize, "card", "cards")
            );
        }
        match (game.step(), self.chosen) {
            (Step::Free, Some(Chosen::Card(c))) => {
                format!("Tap a lit place for the {}.", card_words(c))
            }
            (Step::Free, Some(Chosen::Pile(p))) => {
                format!("Tap a lit pile to shift pile {} onto it.", p + 1)
            }
            (Step::Free, None) if game.deck_count() > 0 => {
                "Play cards onto the piles or shift a pile; then draw (tap the deck or Draw)."
                    .into()
            }
            (Step::Free, None) => "The deck is empty: play what you can, then End turn.".into(),
            (Step::Drawn(Some(d)), _) => {
                if self.places_for(d).is_empty() {
                    format!(
                        "You drew the {}. It builds on no pile: End turn.",
                        card_words(d)
                    )
                } else {
                    format!(
                        "You drew the {}: tap a lit place to play it, or End turn.",
                        card_words(d)
                    )
                }
            }
            _ => "End your turn.".into(),
        }
    }

    fn setup_text(&self, i: usize) -> String {
        let game = self.game();
        let dealer = self.who(game.dealer());
        if i == 0 {
            let shifts = game.setup_shifts().len();
            return format!(
                "Round {}: {} {} and {} three cards; the set-up makes {}.",
                game.round_no(),
                dealer.subject(),
                dealer.verb("deal", "deals"),
                dealer.verb("turn up", "turns up"),
                count(shifts, "pile shift", "pile shifts")
            );
        }
        let (from, to) = game.setup_shifts()[i - 1];
        format!(
            "Set-up step {i}: pile {} shifts onto pile {}, and place {} gets the next card of the deck.",
            from + 1,
            to + 1,
            from + 1
        )
    }

    /// "Round 2 is over: Computer 1 went out."
    fn round_text(&self) -> String {
        let Some(r) = self.game().last_round() else {
            return String::new();
        };
        let how = match r.end {
            RoundEnd::Out(s) => {
                let who = self.who(s);
                format!("{} {} out", who.subject(), who.verb("went", "went"))
            }
            RoundEnd::Blocked => {
                "the play was blocked (the deck empty, a full round with no card played)".into()
            }
        };
        let mut text = format!("Round {} is over: {how}.", r.round);
        for &s in &r.eliminated {
            let who = self.who(s);
            text += &format!(
                " {} {} 100 points and {} out of the match.",
                who.subject(),
                who.verb("reach", "reaches"),
                who.verb("are", "is")
            );
        }
        text
    }

    fn result_text(&self) -> String {
        let game = self.game();
        if self.is_solo() {
            let drawn = game.cards_drawn(PERSON) as i64;
            let left = game.hand(PERSON).points() as i64;
            return if game.hand(PERSON).is_empty() {
                format!(
                    "You went out, drawing {}: your score is {} (lower is better).",
                    count(drawn as usize, "card", "cards"),
                    drawn
                )
            } else {
                format!(
                    "Blocked: {} drawn plus {} penalty points left in your hand: your score is {} (lower is better).",
                    drawn,
                    left,
                    drawn + left
                )
            };
        }
        let round = self.round_text();
        match game.winner() {
            Some(w) => {
                let who = self.who(w);
                format!(
                    "{round} {} {} the match.",
                    who.subject(),
                    who.verb("win", "wins")
                )
            }
            None => format!("{round} The match is over."),
        }
    }

    /// The last finished round: every hand face up with its penalty points,
    /// what each scored and the match totals.
    pub fn reveal(&self) -> Vec<RevealRow> {
        let game = self.game();
        let (Some(r), Some(hands)) = (game.last_round(), self.round_hands.last()) else {
            return Vec::new();
        };
        (0..hands.len())
            .map(|s| {
                let mut cards: Vec<Card> = hands[s].iter().collect();
                cards.sort_by_key(|c| (c.colour(), c.shape(), std::cmp::Reverse(c.number())));
                RevealRow {
                    name: self.seat_name(s),
                    cards,
                    penalty: r.penalties[s],
                    scored: r.scored[s],
                    total: game.totals()[s],
                    out_now: r.eliminated.contains(&s),
                    out_of_match: game.eliminated()[s] && !r.eliminated.contains(&s),
                }
            })
            .collect()
    }

    /// The last moves in words, newest last.
    pub fn log(&self, last: usize) -> Vec<String> {
        self.log[self.log.len().saturating_sub(last)..].to_vec()
    }

    /// The solo score as it stands ("Score so far 12").
    pub fn solo_score(&self) -> i64 {
        self.game().solo_score()
    }

    pub fn stats_key(&self) -> Option<String> {
        stats_key(self.options())
    }
}

/// Statistics: per option set, against computers only (solo counts too).
pub fn stats_key(options: &ArcticOptions) -> Option<String> {
    if options.opponents.contains(&Opponent::Person) {
        return None;
    }
    Some(options_key(GameId::Arctic, &options.to_params()))
}

impl Session for ArcticTable {
    const GAME: GameId = GameId::Arctic;

    fn start(deal: &Deal) -> Option<ArcticTable> {
        match deal {
            Deal::Arctic { options, seed } => Some(ArcticTable::new(options.clone(), *seed)),
            _ => None,
        }
    }

    fn from_saved(saved: &SavedGame) -> Result<ArcticTable, RecordError> {
        let record = Record::<Arctic>::from_raw(&saved.record)?;
        let whos = seat_whos(&record.options.opponents);
        let mut movers = Vec::with_capacity(record.moves.len());
        let mut log = Vec::with_capacity(record.moves.len());
        let mut round_hands = Vec::new();
        let played = PlayedGame::from_record_watching(record, |game, _, mv| {
            let seat = game.current_player().unwrap_or(PERSON);
            movers.push(seat);
            let mut after = game.clone();
            if after.apply(mv).is_ok() {
                let (line, hands) = witness(game, mv, &after, &whos[seat.min(whos.len() - 1)]);
                log.push(line);
                round_hands.extend(hands);
            }
        })?;
        let seen = saved.rounds_seen.min(round_hands.len() as u32);
        let mut table =
            ArcticTable::from_played(played, movers, log, round_hands, saved.counted, seen);
        table.undos = saved.undos;
        Ok(table)
    }

    fn saved(&self) -> SavedGame {
        SavedGame {
            counted: self.counted,
            undos: self.undos,
            rounds_seen: self.rounds_seen,
            ..SavedGame::new(self.played.record().to_raw())
        }
    }

    fn deal(&self) -> Deal {
        Deal::Arctic {
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
        let hand = count(self.game().hand(PERSON).len(), "card", "cards");
        if self.is_solo() {
            format!(
                "deal {}, solo, {} drawn, {hand} in your hand",
                self.seed().code(),
                self.game().cards_drawn(PERSON)
            )
        } else {
            format!(
                "deal {}, {}, round {}, {hand} in your hand",
                self.seed().code(),
                self.options().describe(),
                self.game().round_no()
            )
        }
    }

    fn clean(&self) -> bool {
        self.undos == 0
    }

    fn take_outcomes(&mut self) -> Vec<Outcome> {
        if self.counted || !self.game().is_over() {
            return Vec::new();
        }
        self.counted = true;
        let Some(key) = self.stats_key() else {
            return Vec::new();
        };
        let game = self.game();
        // Statistics keep the highest score as best: points are negated so
        // the fewest is best.
        vec![if self.is_solo() {
            Outcome {
                key,
                score: -game.solo_score(),
                won: None,
                clean: self.clean(),
            }
        } else {
            Outcome {
                key,
                score: -game.totals()[PERSON],
                won: Some(game.winner() == Some(PERSON)),
                clean: self.clean(),
            }
        }]
    }
}

impl ComputerSeats for ArcticTable {
    type Game = Arctic;

    fn state(&self) -> &Arctic {
        self.game()
    }

    fn computer_level(&self) -> Option<Level> {
        if self.is_pausing() {
            return None;
        }
        let seat = self.game().current_player()?;
        self.options().seat_kind(seat)?.level()
    }

    fn play_move(&mut self, mv: ArcticMove) -> bool {
        self.play(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::profile::Stats;
    use crate::engine::bot::{choose_move, thinking_rng};

    fn seed() -> Seed {
        "K7M2QX4P".parse().unwrap()
    }

    fn table(opponents: Vec<Opponent>) -> ArcticTable {
        let mut t = ArcticTable::new(ArcticOptions { opponents }, seed());
        t.act(ArcticAction::SetupSkip);
        t
    }

    /// Computers move until the person is to move, a result waits, or the game ends.
    fn computers(t: &mut ArcticTable) {
        while let Some(ply) = t.computer_turn() {
            let seat = t.game().current_player().unwrap();
            let mv = choose_move::<Arctic>(
                t.game().observation(seat),
                Level::Easy,
                thinking_rng(t.seed(), seat, ply),
            )
            .unwrap();
            assert!(t.play_computer(ply, mv));
        }
    }

    /// The person's move by taps alone: the first card that goes on a pile,
    /// else a discard owed, else draw, else end the turn.
    fn person_taps(t: &mut ArcticTable) {
        let legal = t.game().legal_moves();
        let pick = legal
            .iter()
            .find(|m| matches!(m, ArcticMove::Play { .. }))
            .or_else(|| legal.iter().find(|m| matches!(m, ArcticMove::Discard(_))))
            .or_else(|| legal.iter().find(|m| **m == ArcticMove::Draw))
            .or_else(|| legal.iter().find(|m| **m == ArcticMove::End))
            .copied()
            .unwrap();
        let before = t.moves_made();
        match pick {
            ArcticMove::Play { card, place } => {
                if t.chosen() != Some(Chosen::Card(card)) {
                    assert!(t.tap_hand(card));
                }
                assert!(t.tap_place(place as usize), "{:?}", t.message);
            }
            ArcticMove::Discard(card) => {
                if t.chosen() != Some(Chosen::Card(card)) {
                    assert!(t.tap_hand(card));
                }
                assert!(t.act(ArcticAction::Discard), "{:?}", t.message);
            }
            ArcticMove::Draw => assert!(t.tap_deck()),
            _ => assert!(t.act(ArcticAction::End), "{:?}", t.message),
        }
        assert_eq!(t.moves_made(), before + 1);
    }

    #[test]
    fn a_match_against_easy_computers_shows_each_round_and_counts_once() {
        let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
        let mut stats = Stats::default();
        let mut reveals = 0;
        for _ in 0..20_000 {
            computers(&mut t);
            for o in t.take_outcomes() {
                stats.record_outcome(&o);
            }
            if t.is_over() {
                break;
            }
            if t.reveal_pending() {
                reveals += 1;
                // Every hand face up, and the computers wait.
                let rows = t.reveal();
                assert_eq!(rows.len(), 3);
                assert_eq!(t.computer_turn(), None);
                assert!(
                    t.step_text().contains("Tap Next round"),
                    "{}",
                    t.step_text()
                );
                assert!(!t.tap_deck());
                assert!(t.act(ArcticAction::NextRound));
                t.act(ArcticAction::SetupSkip);
                continue;
            }
            // The screen holds only what seat 0 may see.
            let view = t.view();
            for h in t.hand() {
                assert!(view.hand.contains(h.card));
            }
            person_taps(&mut t);
        }
        assert!(t.is_over(), "the match ended");
        assert!(reveals >= 1);
        assert!(t.take_outcomes().is_empty());
        let key = stats_key(t.options()).unwrap();
        assert_eq!(stats.entry(&key).played, 1);
        assert!(t.step_text().contains("the match"), "{}", t.step_text());
        // The last round is shown too: hands and totals.
        assert_eq!(t.reveal().len(), 3);
        // Saved and loaded at the end: the same table, counted.
        let back = ArcticTable::from_saved(&t.saved()).unwrap();
        assert_eq!(back.log(1000), t.log(1000));
        assert_eq!(back.reveal(), t.reveal());
        assert!(back.counted);
    }

    #[test]
    fn a_solo_deal_played_by_taps_scores_draws_plus_points_left() {
        let mut t = table(Vec::new());
        let mut n = 0;
        while !t.is_over() {
            person_taps(&mut t);
            n += 1;
            assert!(n < 5_000);
            if n == 40 {
                // A reload in the middle changes nothing.
                let back = ArcticTable::from_saved(&t.saved()).unwrap();
                assert_eq!(back.game(), t.game());
                assert_eq!(back.log(1000), t.log(1000));
            }
        }
        let score = t.game().cards_drawn(PERSON) as i64 + t.game().hand(PERSON).points() as i64;
        assert_eq!(t.solo_score(), score);
        assert!(
            t.step_text().contains(&format!("your score is {score}")),
            "{}",
            t.step_text()
        );
        let o = t.take_outcomes();
        assert_eq!(o.len(), 1);
        assert_eq!(o[0].score, -score);
        assert!(t.is_solo() && t.is_over());
    }

    #[test]
    fn taps_play_explain_and_undo_within_the_turn() {
        // A deal where one hand card builds on a pile and another can't go
        // on some pile.
        let found = (1..500).find_map(|n| {
            let t = table_on(Seed::from_number(n));
            let legal = t.game().legal_moves();
            let good = legal.iter().find_map(|m| match *m {
                ArcticMove::Play { card, place }
                    if !t.game().piles()[place as usize].is_empty() =>
                {
                    Some((card, place as usize))
                }
                _ => None,
            })?;
            let bad = t.game().hand(PERSON).iter().find_map(|c| {
                (0..PLACES).find_map(|p| {
                    (!t.game().piles()[p].is_empty()
                        && !legal.contains(&ArcticMove::Play {
                            card: c,
                            place: p as u8,
                        }))
                    .then_some((c, p))
                })
            })?;
            Some((t, good, bad))
        });
        let (mut t, (good, p), (bad, q)) = found.expect("such a deal");
        assert!(t.tap_hand(bad));
        assert_eq!(t.places()[q].hint, Hint::Dimmed);
        assert!(!t.tap_place(q));
        assert!(
            t.message.as_deref().unwrap().contains("does not build on"),
            "{:?}",
            t.message
        );
        assert!(t.tap_hand(good));
        assert_eq!(t.places()[p].hint, Hint::Playable);
        let len = t.game().piles()[p].len();
        assert!(t.tap_place(p), "{:?}", t.message);
        assert_eq!(t.game().piles()[p].len(), len + 1);
        assert!(
            t.log(1)[0].starts_with(&format!(
                "You play the {} on pile {}",
                card_words(good),
                p + 1
            )),
            "{:?}",
            t.log(1)
        );
        // Undo within the turn, before the draw.
        assert!(t.can_undo());
        assert!(t.act(ArcticAction::Undo));
        assert_eq!(t.game().piles()[p].len(), len);
        // The draw can't be undone, and the drawn card is chosen.
        assert!(t.tap_deck());
        assert!(!t.can_undo());
        let Step::Drawn(Some(d)) = t.game().step() else {
            panic!("drawn")
        };
        assert_eq!(t.chosen(), Some(Chosen::Card(d)));
        let other = t.game().hand(PERSON).iter().find(|&c| c != d).unwrap();
        assert!(!t.tap_hand(other), "after a draw only the drawn card");
        assert!(
            t.step_text()
                .contains(&format!("You drew the {}", card_words(d))),
            "{}",
            t.step_text()
        );
    }

    /// Plays the person's first legal moves (by the engine, not the taps)
    /// until `want` holds, over many deals; the table then.
    fn reach(want: impl Fn(&ArcticTable) -> bool) -> ArcticTable {
        for n in 1..300 {
            let mut t = table_on(Seed::from_number(n));
            let mut rng = crate::engine::seed::DealRng::new(
                Seed::from_number(n),
                crate::engine::seed::Stream::Deal,
            );
            for _ in 0..400 {
                if want(&t) {
                    return t;
                }
                let legal = t.game().legal_moves();
                let Some(mv) = rng.pick(&legal).copied() else {
                    break;
                };
                assert!(t.play(mv));
            }
        }
        panic!("no deal reached the position");
    }

    #[test]
    fn a_pile_is_shifted_by_two_taps() {
        let mut t = reach(|t| {
            t.game().current_player() == Some(PERSON)
                && t.game()
                    .legal_moves()
                    .iter()
                    .any(|m| matches!(m, ArcticMove::Shift { .. }))
        });
        let Some(ArcticMove::Shift { from, to }) = t
            .game()
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m, ArcticMove::Shift { .. }))
        else {
            unreachable!()
        };
        let (from, to) = (from as usize, to as usize);
        let moved = t.game().piles()[from].len();
        let onto = t.game().piles()[to].len();
        assert!(t.tap_place(from));
        assert_eq!(t.places()[from].hint, Hint::Paired);
        assert_eq!(t.places()[to].hint, Hint::Playable);
        assert!(
            t.step_text().contains(&format!("shift pile {}", from + 1)),
            "{}",
            t.step_text()
        );
        assert!(t.tap_place(to), "{:?}", t.message);
        assert_eq!(t.game().piles()[to].len(), moved + onto);
        assert!(t.game().piles()[from].is_empty());
        assert!(
            t.log(1)[0].starts_with(&format!("You shift pile {} onto pile {}", from + 1, to + 1)),
            "{:?}",
            t.log(1)
        );
    }

    #[test]
    fn a_triple_topper_is_announced_and_its_discards_picked_by_taps() {
        let mut t = reach(|t| {
            t.game().current_player() == Some(PERSON)
                && t.game().owed() > 0
                && t.game().phase() == Phase::Play
        });
        let owed = t.game().owed();
        assert!(
            t.step_text().starts_with("Triple Topper! A run of"),
            "{}",
            t.step_text()
        );
        let card = t.game().hand(PERSON).iter().next().unwrap();
        assert!(t.tap_hand(card));
        assert!(t
            .buttons()
            .iter()
            .any(|b| b.label == "Discard" && b.primary));
        assert!(t.act(ArcticAction::Discard), "{:?}", t.message);
        assert!(t.game().owed() < owed || t.game().round_no() > 1 || t.is_over());
        assert!(!t.game().hand(PERSON).contains(card));
        assert!(
            t.log(1)[0].starts_with(&format!("You discard the {}", card_words(card))),
            "{:?}",
            t.log(1)
        );
    }

    fn table_on(seed: Seed) -> ArcticTable {
        let mut t = ArcticTable::new(ArcticOptions::solo(), seed);
        t.act(ArcticAction::SetupSkip);
        t
    }

    #[test]
    fn the_set_up_is_shown_step_by_step() {
        // A seed whose set-up shifts a pile.
        let (seed, game) = (1..500)
            .map(Seed::from_number)
            .map(|s| (s, Arctic::new(&ArcticOptions::solo(), s)))
            .find(|(_, g)| !g.setup_shifts().is_empty())
            .expect("some deal's set-up shifts a pile");
        let mut t = ArcticTable::new(ArcticOptions::solo(), seed);
        assert_eq!(t.setup_step, Some(0));
        assert_eq!(t.computer_turn(), None);
        assert!(
            t.step_text().contains("turns up three cards")
                || t.step_text().contains("turn up three cards"),
            "{}",
            t.step_text()
        );
        let first: Vec<Option<Card>> = t.places().iter().map(|p| p.top).collect();
        let dealt: Vec<Option<Card>> = game.setup_piles()[0]
            .iter()
            .map(|p| p.last().copied())
            .collect();
        assert_eq!(first, dealt);
        assert!(!t.tap_deck(), "nothing moves during the set-up");
        let mut steps = 0;
        while t.setup_step.is_some() {
            assert!(t.act(ArcticAction::SetupNext));
            steps += 1;
        }
        // The turned-up cards, then each shift in turn.
        assert_eq!(steps, game.setup_shifts().len() + 1);
        let now: Vec<usize> = t.places().iter().map(|p| p.len).collect();
        let real: Vec<usize> = game.piles().iter().map(|p| p.len()).collect();
        assert_eq!(now, real);
    }

    #[test]
    fn pass_and_play_covers_the_hand_between_people() {
        let mut t = table(vec![Opponent::Person]);
        assert!(t.is_covered());
        assert!(t.hand().is_empty());
        assert_eq!(t.buttons()[0].label, "Show my hand");
        assert!(t.act(ArcticAction::ShowHand));
        assert!(!t.hand().is_empty());
        assert!(stats_key(t.options()).is_none());
    }
}
