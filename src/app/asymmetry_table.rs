//! An Asymmetry game at the table: four seats around the Play Pile, each
//! with its Ace (its power) and Lessen Card; what each tap does in the Play
//! and Lessen steps and why a card can't go; whose turn it is and why; the
//! computers' turns; fair Undo; the saved form.
//!
//! Everything the screen shows while the game is live comes from
//! [`AsymmetryTable::view`], the observation of the seat on screen: other
//! hands and the deck never reach it. Once the game is over every hand is
//! shown face up ([`AsymmetryTable::final_hands`]).

use super::link::{Deal, GameId};
use super::session::{options_key, ComputerSeats, Hint, Outcome, SavedGame, Screen, Session};
use super::spots::{Button, Spot};
use super::words::{count, Who};
use crate::engine::asymmetry::{
    power_name, refusal, shown, Asymmetry, AsymmetryMove, AsymmetryOptions, AsymmetryView, Event,
    NextBecause, Step,
};
use crate::engine::bot::{Level, Opponent};
use crate::engine::cards::{Card, Suit};
use crate::engine::{Game, GameOptions, PlayedGame, Record, RecordError, Seat, Seed};

/// The person at the screen sits in seat 0, at the bottom.
pub const PERSON: Seat = 0;

/// Seats by where they sit: play moves to the left, seat s → s + 1.
pub const COMPASS: [&str; 4] = ["South", "West", "North", "East"];

/// What a button on the Asymmetry table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsymmetryAction {
    /// Skip the step: play nothing, or end the turn without a Lessen Card.
    Pass,
    /// Place the chosen hand card as the Lessen Card.
    Place,
    /// Play the Lessen Card onto the card just played.
    PlayLessen,
    /// Take back the card played this turn (before the Lessen step is done).
    Undo,
    Cancel,
    /// Pass and play: the next player shows their hand.
    ShowHand,
}

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
}

#[derive(Clone, Debug, PartialEq)]
pub struct AsymmetryTable {
    played: PlayedGame<Asymmetry>,
    /// Who made each move of the record (for fair Undo).
    movers: Vec<Seat>,
    /// Whose cards are on screen, and whether they are covered.
    screen: Screen,
    /// A hand card chosen to place as the Lessen Card.
    selected: Option<Card>,
    /// Why the last tap did nothing, or what it means.
    pub message: Option<String>,
    counted: bool,
    /// Undos taken: a game with any is not clean.
    undos: u32,
}

/// "higher", "lower", "same colour", "other colour".
pub fn power_short(power: Suit) -> &'static str {
    match power {
        Suit::Hearts => "same colour",
        Suit::Diamonds => "other colour",
        Suit::Clubs => "higher",
        Suit::Spades => "lower",
    }
}

/// "Clubs: higher".
pub fn power_words(power: Suit) -> String {
    format!("{}: {}", power_name(power), power_short(power))
}

impl AsymmetryTable {
    pub fn new(options: AsymmetryOptions, seed: Seed) -> AsymmetryTable {
        AsymmetryTable::from_played(PlayedGame::new(options, seed), Vec::new(), false)
    }

    fn from_played(played: PlayedGame<Asymmetry>, movers: Vec<Seat>, counted: bool) -> Self {
        let mut table = AsymmetryTable {
            played,
            movers,
            screen: Screen::new(false, None, true),
            selected: None,
            message: None,
            counted,
            undos: 0,
        };
        table.screen = Screen::new(
            table.pass_and_play(),
            table.person_to_move(),
            table.game().is_over(),
        );
        table
    }

    pub fn game(&self) -> &Asymmetry {
        self.played.state()
    }

    pub fn options(&self) -> &AsymmetryOptions {
        &self.played.record().options
    }

    pub fn seed(&self) -> Seed {
        self.played.record().seed
    }

    pub fn pass_and_play(&self) -> bool {
        self.options().opponents.contains(&Opponent::Person)
    }

    /// What the seat on screen may see; all the live screen renders.
    pub fn view(&self) -> AsymmetryView {
        self.game().observation(self.screen.viewer)
    }

    pub fn viewer(&self) -> Seat {
        self.screen.viewer
    }

    pub fn is_covered(&self) -> bool {
        self.screen.covered
    }

    /// You and West, North, East; in pass and play every seat by compass.
    pub fn who(&self, seat: Seat) -> Who {
        if seat == PERSON && !self.pass_and_play() {
            Who::You
        } else {
            Who::Named(COMPASS[seat % 4].to_string())
        }
    }

    pub fn seat_name(&self, seat: Seat) -> String {
        self.who(seat).subject()
    }

    fn is_computer(&self, seat: Seat) -> bool {
        !self.options().is_person(seat)
    }

    fn person_to_move(&self) -> Option<Seat> {
        self.game()
            .current_player()
            .filter(|&s| !self.is_computer(s))
    }

    fn viewer_to_move(&self) -> bool {
        !self.screen.covered && self.game().current_player() == Some(self.screen.viewer)
    }

    fn level_of(&self, seat: Seat) -> Option<Level> {
        self.options().seat_kind(seat)?.level()
    }

    // ---- playing -----------------------------------------------------------

    fn play(&mut self, mv: AsymmetryMove) -> bool {
        let Some(seat) = self.game().current_player() else {
            return false;
        };
        match self.played.play(mv) {
            Ok(()) => {
                self.movers.push(seat);
                self.selected = None;
                self.message = None;
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

    pub fn uncover(&mut self) {
        self.screen.covered = false;
        self.message = None;
    }

    fn refuse(&mut self, why: impl Into<String>) -> bool {
        self.message = Some(why.into());
        false
    }

    fn not_your_turn(&mut self) -> bool {
        let why = match self.game().current_player() {
            None => "The game is over.".to_string(),
            Some(_) if self.screen.covered => "Tap Show my hand first.".into(),
            Some(seat) => format!("It is {} turn.", self.who(seat).owner_inside()),
        };
        self.refuse(why)
    }

    /// A tap on a card of the viewer's hand: in the Play step it goes on the
    /// pile (or the reason it can't); in the Lessen step it is chosen to
    /// become the Lessen Card.
    pub fn tap_hand(&mut self, card: Card) -> bool {
        if !self.viewer_to_move() {
            return self.not_your_turn();
        }
        let view = self.view();
        if !view.hand.contains(card) {
            return self.refuse(format!("The {} is not in your hand.", card.spoken()));
        }
        match view.step {
            Step::Play => {
                let power = view.power(self.screen.viewer);
                match refusal(power, view.top(), card) {
                    None => self.play(AsymmetryMove::Play(card)),
                    Some(why) => self.refuse(why),
                }
            }
            Step::Lessen => match view.lessen[self.screen.viewer] {
                Some(l) => self.refuse(format!(
                    "You have a Lessen Card already, the {}: one at a time. Play it onto the card you played, or end your turn.",
                    shown(l)
                )),
                None => {
                    self.selected = (self.selected != Some(card)).then_some(card);
                    self.message = None;
                    true
                }
            },
            Step::Over => self.not_your_turn(),
        }
    }

    /// A tap on the viewer's own Lessen Card: play it if it may go.
    pub fn tap_lessen(&mut self) -> bool {
        if !self.viewer_to_move() {
            return self.not_your_turn();
        }
        let view = self.view();
        let Some(lessen) = view.lessen[self.screen.viewer] else {
            return self.refuse("You have no Lessen Card.");
        };
        if view.step == Step::Play {
            return self.refuse(
                "Your Lessen Card may go only onto a card you played this turn, in the Lessen step.",
            );
        }
        if view.legal_moves().contains(&AsymmetryMove::PlayLessen) {
            return self.play(AsymmetryMove::PlayLessen);
        }
        match view.played {
            None => self.refuse(format!(
                "You played no card this turn, so the {} can't go on the pile: place or play, not both.",
                shown(lessen)
            )),
            Some(p) => self.refuse(
                refusal(view.power(self.screen.viewer), p, lessen).unwrap_or_else(|| {
                    "Place or play a Lessen Card, not both in one turn.".into()
                }),
            ),
        }
    }

    /// The buttons offered now.
    pub fn buttons(&self) -> Vec<Button<AsymmetryAction>> {
        use AsymmetryAction::*;
        if self.game().is_over() {
            return Vec::new();
        }
        if self.screen.covered {
            return vec![Button::new("Show my hand", ShowHand).primary()];
        }
        if !self.viewer_to_move() {
            return Vec::new();
        }
        let view = self.view();
        let legal = view.legal_moves();
        let mut buttons = Vec::new();
        match view.step {
            Step::Play => buttons.push(Button::new("Skip playing", Pass)),
            Step::Lessen => {
                if let Some(card) = self.selected {
                    buttons.push(
                        Button::new(format!("Place the {} as Lessen Card", shown(card)), Place)
                            .primary(),
                    );
                    buttons.push(Button::new("Cancel", Cancel));
                } else if legal.contains(&AsymmetryMove::PlayLessen) {
                    let l = view.lessen[self.screen.viewer]
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

    pub fn act(&mut self, action: AsymmetryAction) -> bool {
        match action {
            AsymmetryAction::Pass => {
                if !self.viewer_to_move() {
                    return self.not_your_turn();
                }
                self.play(AsymmetryMove::Pass)
            }
            AsymmetryAction::Place => match self.selected {
                Some(card) if self.viewer_to_move() => self.play(AsymmetryMove::Place(card)),
                _ => self.refuse("Choose a hand card to place as your Lessen Card."),
            },
            AsymmetryAction::PlayLessen => self.tap_lessen(),
            AsymmetryAction::Undo => self.undo(),
            AsymmetryAction::Cancel => {
                self.selected = None;
                self.message = None;
                true
            }
            AsymmetryAction::ShowHand => {
                self.uncover();
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
        self.undos += 1;
        self.selected = None;
        self.message = None;
        true
    }

    // ---- what the screen shows ---------------------------------------------

    /// The viewer's hand, lowest rank first, lit by what may be done with
    /// each card now.
    pub fn hand_spots(&self) -> Vec<Spot> {
        if self.screen.covered {
            return Vec::new();
        }
        let view = self.view();
        let mine = self.viewer_to_move();
        let mut cards: Vec<Card> = view.hand.iter().collect();
        cards.sort_by_key(|c| (c.rank, c.suit as u8));
        cards
            .into_iter()
            .map(|card| {
                let hint = match (mine, view.step) {
                    (false, _) => Hint::Plain,
                    (true, _) if self.selected == Some(card) => Hint::Paired,
                    (true, Step::Play) => {
                        if refusal(view.power(self.screen.viewer), view.top(), card).is_none() {
                            Hint::Playable
                        } else {
                            Hint::Dimmed
                        }
                    }
                    (true, Step::Lessen) if view.lessen[self.screen.viewer].is_none() => {
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
        (0..4)
            .map(|k| {
                let seat = (self.screen.viewer + k) % 4;
                let mut revealed: Vec<Card> = if over {
                    self.game().hand(seat).iter().collect()
                } else {
                    Vec::new()
                };
                revealed.sort_by_key(|c| (c.rank, c.suit as u8));
                let who = self.who(seat);
                let power = view.power(seat);
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
        if !self.viewer_to_move() || view.step != Step::Lessen {
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

    /// Whose turn it is and why, then what the viewer may do.
    pub fn step_text(&self) -> String {
        let view = self.view();
        if self.game().is_over() {
            return self.result_text();
        }
        let Some(seat) = view.current_player() else {
            return String::new();
        };
        let who = self.who(seat);
        if self.screen.covered {
            return format!(
                "{} turn. Pass the device, then tap Show my hand.",
                who.owner()
            );
        }
        // Mid-turn (the Lessen step) the reason for the turn is old news.
        let why = if view.step == Step::Lessen {
            String::new()
        } else {
            self.why_turn()
        };
        if seat != self.screen.viewer {
            let doing = if self.is_computer(seat) {
                format!("{} is thinking…", who.subject())
            } else {
                format!("{} turn.", who.owner())
            };
            return [why, doing].join(" ").trim().to_string();
        }
        let top = shown(view.top());
        let what = match view.step {
            Step::Play if view.legal_moves().is_empty() => {
                "Nothing you hold may go: skip playing.".to_string()
            }
            Step::Play => "Your turn: play a lit card, or skip playing.".to_string(),
            Step::Lessen => match (view.lessen[seat], self.selected) {
                (None, Some(c)) => format!(
                    "Place the {} beside your Ace? You then swap Aces with whoever holds the Ace of {}.",
                    shown(c),
                    c.suit.name()
                ),
                (None, None) => "Lessen: tap a hand card to place it as your Lessen Card, or end your turn.".into(),
                (Some(l), _) if view.legal_moves().contains(&AsymmetryMove::PlayLessen) => {
                    format!("Lessen: play your Lessen Card, the {}, onto the {top}, or end your turn.", shown(l))
                }
                (Some(_), _) => "Lessen: your Lessen Card can't go now. End your turn.".into(),
            },
            Step::Over => String::new(),
        };
        [why, what].join(" ").trim().to_string()
    }

    /// "The 7♥ went on the pile; Hearts is with West, so West plays." from
    /// the last turn change in the log.
    fn why_turn(&self) -> String {
        let log = self.game().log();
        let last_next = log.iter().rposition(|e| matches!(e, Event::Next { .. }));
        let Some(&Event::Next { from, seat, why }) = last_next.map(|i| &log[i]) else {
            // The first turn: the start card chose the opener.
            return match log.first() {
                Some(&Event::Dealt { start, opener, .. }) => {
                    let who = self.who(opener);
                    format!(
                        "The start card is the {}; the Ace of {} is with {}, so {} {} first.",
                        shown(start),
                        start.suit.name(),
                        who.inside(),
                        who.inside(),
                        who.verb("play", "plays")
                    )
                }
                _ => String::new(),
            };
        };
        let who = self.who(seat);
        let again = if seat == from { " again" } else { "" };
        match why {
            NextBecause::AceOf(suit) => {
                // The last card of the turn that chose this player (not
                // one played since, in this turn).
                let card = log[..last_next.unwrap_or(0)]
                    .iter()
                    .rev()
                    .find_map(|e| match *e {
                        Event::Played { card, .. } | Event::LessenPlayed { card, .. } => Some(card),
                        _ => None,
                    });
                let card = card.map(shown).unwrap_or_else(|| suit.name().to_string());
                format!(
                    "The {card} went on the pile; {} is with {}, so {} {}{again}.",
                    power_name(suit),
                    who.inside(),
                    who.inside(),
                    who.verb("play", "plays")
                )
            }
            NextBecause::Left => format!(
                "No card went on the pile, so play moves to the left: {} {}.",
                who.inside(),
                who.verb("play", "plays")
            ),
        }
    }

    fn result_text(&self) -> String {
        let winners = self.game().winners();
        let who: Vec<Who> = winners.iter().map(|&s| self.who(s)).collect();
        let stalemate = self
            .game()
            .log()
            .iter()
            .any(|e| matches!(e, Event::Stalemate { .. }));
        let how = if stalemate {
            "Stalemate: nobody could play, place or draw for a whole round. Fewest cards in hand"
        } else {
            "Game over"
        };
        match who.as_slice() {
            [one] if stalemate => format!("{how}: {} {}.", one.inside(), one.verb("win", "wins")),
            [one] => format!(
                "{how}: {} emptied {} hand and {}.",
                one.inside(),
                one.their(),
                one.verb("win", "wins")
            ),
            many => format!(
                "{how}: {} share the win.",
                many.iter()
                    .map(Who::inside)
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        }
    }

    /// An event of the log in words, seats named for this table.
    pub fn describe(&self, event: &Event) -> String {
        let w = |s: Seat| self.who(s);
        match *event {
            Event::Dealt { start, opener, .. } => format!(
                "The deal: the start card is the {}, so {} {} first.",
                shown(start),
                w(opener).inside(),
                w(opener).verb("play", "plays")
            ),
            Event::Played { seat, card } => {
                format!("{} played the {}.", w(seat).subject(), shown(card))
            }
            Event::Placed { seat, card } => format!(
                "{} placed the {} as {} Lessen Card.",
                w(seat).subject(),
                shown(card),
                w(seat).their()
            ),
            Event::Swapped {
                seat,
                other,
                got,
                gave,
            } => format!(
                "{} swapped Aces with {}: {} {} {} now, {} {}.",
                w(seat).subject(),
                w(other).inside(),
                w(seat).inside(),
                w(seat).verb("play", "plays"),
                power_name(got),
                w(other).inside(),
                power_name(gave)
            ),
            Event::LessenPlayed { seat, card } => format!(
                "{} played {} Lessen Card, the {}, onto it.",
                w(seat).subject(),
                w(seat).their(),
                shown(card)
            ),
            Event::Passed { seat } => format!(
                "{} played no card and placed none.",
                w(seat).subject()
            ),
            Event::Drew { seat } => format!("{} drew a card.", w(seat).subject()),
            Event::NoDraw { seat } => format!(
                "{} {} 7 cards, so no draw.",
                w(seat).subject(),
                w(seat).verb("hold", "holds")
            ),
            Event::Reshuffled { cards, .. } => format!(
                "The deck ran out: the Play Pile under its top card became a new deck of {cards} cards."
            ),
            Event::Next { .. } => String::new(),
            Event::Won { seat } => format!(
                "{} hand is empty: {} {}!",
                w(seat).owner(),
                w(seat).inside(),
                w(seat).verb("win", "wins")
            ),
            Event::Stalemate { .. } => {
                "A whole round without a card played, placed or drawn: stalemate.".into()
            }
        }
    }

    /// The newest lines of the log, oldest first.
    pub fn log(&self, last: usize) -> Vec<String> {
        // From the end: a long game's log is not told again at every move.
        let mut lines: Vec<String> = self
            .game()
            .log()
            .iter()
            .rev()
            .map(|e| self.describe(e))
            .filter(|l| !l.is_empty())
            .take(last)
            .collect();
        lines.reverse();
        lines
    }

    /// How many log events there are: the screen announces new ones.
    pub fn log_len(&self) -> usize {
        self.game().log().len()
    }

    pub fn stats_key(&self) -> Option<String> {
        stats_key(self.options())
    }
}

/// Statistics: against computers only, per opponent set.
pub fn stats_key(options: &AsymmetryOptions) -> Option<String> {
    if options.opponents.contains(&Opponent::Person) {
        return None;
    }
    Some(options_key(GameId::Asymmetry, &options.to_params()))
}

impl Session for AsymmetryTable {
    const GAME: GameId = GameId::Asymmetry;

    fn start(deal: &Deal) -> Option<AsymmetryTable> {
        match deal {
            Deal::Asymmetry { options, seed } => Some(AsymmetryTable::new(options.clone(), *seed)),
            _ => None,
        }
    }

    fn from_saved(saved: &SavedGame) -> Result<AsymmetryTable, RecordError> {
        let record = Record::<Asymmetry>::from_raw(&saved.record)?;
        let mut movers = Vec::with_capacity(record.moves.len());
        let played = PlayedGame::from_record_watching(record, |game, _, _| {
            movers.push(game.current_player().unwrap_or(PERSON))
        })?;
        let mut table = AsymmetryTable::from_played(played, movers, saved.counted);
        table.undos = saved.undos;
        Ok(table)
    }

    fn saved(&self) -> SavedGame {
        SavedGame {
            counted: self.counted,
            undos: self.undos,
            ..SavedGame::new(self.played.record().to_raw())
        }
    }

    fn deal(&self) -> Deal {
        Deal::Asymmetry {
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
        format!(
            "deal {}, {}, turn {}, {} in your hand",
            self.seed().code(),
            self.options().describe(),
            self.game().turn_no(),
            count(self.game().hand(PERSON).len(), "card", "cards")
        )
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
        vec![Outcome {
            key,
            // Fewer cards left is better: the score is minus your cards.
            score: -(self.game().hand(PERSON).len() as i64),
            won: Some(self.game().winners().contains(&PERSON)),
            clean: self.clean(),
        }]
    }
}

impl ComputerSeats for AsymmetryTable {
    type Game = Asymmetry;

    fn state(&self) -> &Asymmetry {
        self.game()
    }

    fn computer_level(&self) -> Option<Level> {
        let seat = self.game().current_player()?;
        self.level_of(seat)
    }

    fn play_move(&mut self, mv: AsymmetryMove) -> bool {
        self.play(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::profile::Stats;
    use crate::app::spots::Face;
    use crate::engine::bot::{choose_move, thinking_rng};

    /// The cards the live screen may show at all.
    fn visible_cards(view: &AsymmetryView) -> Vec<Card> {
        let mut cards: Vec<Card> = view.hand.iter().collect();
        cards.extend(view.lessen.iter().flatten());
        cards.extend(view.pile.iter());
        cards
    }

    fn table(opponents: [Opponent; 3]) -> AsymmetryTable {
        AsymmetryTable::new(AsymmetryOptions { opponents }, "K7M2QX4P".parse().unwrap())
    }

    fn computers(t: &mut AsymmetryTable) {
        while let Some(ply) = t.computer_turn() {
            let seat = t.game().current_player().unwrap();
            let mv = choose_move::<Asymmetry>(
                t.game().observation(seat),
                t.level_of(seat).unwrap(),
                thinking_rng(t.seed(), seat, ply),
            )
            .unwrap();
            assert!(t.play_computer(ply, mv));
        }
    }

    /// The click-through player the browser test mirrors: in the Play step
    /// the first lit card, else Skip playing; in the Lessen step play the
    /// Lessen Card when offered, else End turn.
    pub(crate) fn click_through(t: &mut AsymmetryTable) -> usize {
        let mut taps = 0;
        while !t.is_over() && taps < 2000 {
            computers(t);
            if t.is_over() {
                break;
            }
            let press = |t: &mut AsymmetryTable, label: &str| {
                let b = t.buttons().into_iter().find(|b| b.label.starts_with(label));
                b.is_some_and(|b| b.enabled && t.act(b.action))
            };
            let lit = t
                .hand_spots()
                .into_iter()
                .find(|s| s.hint == Hint::Playable)
                .and_then(|s| match s.face {
                    Face::Card(c) => Some(c),
                    _ => None,
                });
            match t.view().step {
                Step::Play => match lit {
                    Some(c) => assert!(t.tap_hand(c), "{:?}", t.message),
                    None => assert!(press(t, "Skip playing")),
                },
                _ => {
                    if !press(t, "Play the Lessen Card") {
                        assert!(press(t, "End turn"), "{:?}", t.buttons());
                    }
                }
            }
            taps += 1;
        }
        taps
    }

    #[test]
    fn the_screen_shows_only_what_the_seat_may_see() {
        let t = table([Opponent::Easy; 3]);
        let view = t.view();
        assert_eq!(view.hand.len(), 7);
        let shown: Vec<Card> = t
            .hand_spots()
            .iter()
            .filter_map(|s| match s.face {
                Face::Card(c) => Some(c),
                _ => None,
            })
            .collect();
        assert_eq!(shown.len(), 7);
        for row in t.seats() {
            assert!(row.revealed.is_empty(), "no hand face up while live");
        }
        let allowed = visible_cards(&view);
        assert!(shown.iter().all(|c| allowed.contains(c)));
    }

    #[test]
    fn taps_play_lit_cards_and_explain_the_others() {
        let mut t = table([Opponent::Easy; 3]);
        computers(&mut t);
        assert_eq!(t.game().current_player(), Some(PERSON));
        let spots = t.hand_spots();
        let view = t.view();
        if view.step == Step::Play {
            if let Some(dim) = spots.iter().find(|s| s.hint == Hint::Dimmed) {
                let Face::Card(c) = dim.face else { panic!() };
                assert!(!t.tap_hand(c));
                let why = t.message.clone().unwrap();
                assert!(why.contains(power_name(view.power(PERSON))), "{why}");
            }
        }
        assert!(t.step_text().len() > 10);
    }

    #[test]
    fn a_game_against_easy_computers_ends_and_counts_once() {
        let mut t = table([Opponent::Easy; 3]);
        let taps = click_through(&mut t);
        assert!(t.is_over(), "{taps} taps");
        let mut stats = Stats::default();
        for o in t.take_outcomes() {
            stats.record_outcome(&o);
        }
        assert!(t.take_outcomes().is_empty(), "counted once");
        assert_eq!(stats.entry(&t.stats_key().unwrap()).played, 1);
        assert!(
            t.buttons().is_empty(),
            "the end panel offers what comes next"
        );
        let revealed: usize = t.seats().iter().map(|r| r.revealed.len()).sum();
        let held: usize = (0..4).map(|s| t.game().hand(s).len()).sum();
        assert_eq!(revealed, held, "every hand face up at the end");
        let again = AsymmetryTable::from_saved(&t.saved()).unwrap();
        assert_eq!(again.game(), t.game());
        assert!(!t.step_text().is_empty());
    }

    #[test]
    fn undo_stays_within_your_own_turn() {
        for n in 0..40 {
            let mut t = AsymmetryTable::new(
                AsymmetryOptions {
                    opponents: [Opponent::Easy; 3],
                },
                Seed::from_number(n),
            );
            computers(&mut t);
            if t.view().step != Step::Play {
                continue;
            }
            assert!(
                !t.can_undo(),
                "nothing of yours to undo at the start of the turn"
            );
            let Some(c) = t
                .hand_spots()
                .into_iter()
                .find(|s| s.hint == Hint::Playable)
                .and_then(|s| match s.face {
                    Face::Card(c) => Some(c),
                    _ => None,
                })
            else {
                continue;
            };
            let before = t.game().clone();
            assert!(t.tap_hand(c));
            if t.game().current_player() != Some(PERSON) {
                continue; // the turn ended by itself (nothing to lessen)
            }
            assert!(t.can_undo());
            assert!(t.act(AsymmetryAction::Undo));
            assert_eq!(t.game(), &before);
            // Ending the turn draws: no Undo past it.
            assert!(t.tap_hand(c));
            assert!(t.act(AsymmetryAction::Pass));
            assert!(!t.can_undo(), "no Undo past the draw");
            return;
        }
        panic!("no seed tried undo");
    }

    /// An Ace swap is shown on both seats while its turn (and the next) is
    /// on screen, and said in words.
    #[test]
    fn an_ace_swap_is_shown_as_it_happens() {
        let mut t = table([Opponent::Easy; 3]);
        while !t.is_over() {
            let before = t.game().log().len();
            if let Some(ply) = t.computer_turn() {
                let seat = t.game().current_player().unwrap();
                let mv = choose_move::<Asymmetry>(
                    t.game().observation(seat),
                    t.level_of(seat).unwrap(),
                    thinking_rng(t.seed(), seat, ply),
                )
                .unwrap();
                assert!(t.play_computer(ply, mv));
            } else {
                click_through_one(&mut t);
            }
            let swap = t.game().log()[before..].iter().find_map(|e| match *e {
                Event::Swapped { seat, other, .. } => Some((seat, other)),
                _ => None,
            });
            if let Some((a, b)) = swap {
                let rows = t.seats();
                let flagged: Vec<Seat> =
                    rows.iter().filter(|r| r.swapped).map(|r| r.seat).collect();
                assert!(
                    flagged.contains(&a) && flagged.contains(&b),
                    "{flagged:?} vs {a} {b}"
                );
                assert!(
                    t.log(6).iter().any(|l| l.contains("swapped Aces with")),
                    "{:?}",
                    t.log(6)
                );
                return;
            }
        }
        panic!("no Ace swap in a whole game");
    }

    fn click_through_one(t: &mut AsymmetryTable) {
        let lit = t
            .hand_spots()
            .into_iter()
            .find(|s| s.hint == Hint::Playable)
            .and_then(|s| match s.face {
                Face::Card(c) => Some(c),
                _ => None,
            });
        match (t.view().step, lit) {
            (Step::Play, Some(c)) => assert!(t.tap_hand(c)),
            (Step::Lessen, Some(c)) if t.view().lessen[PERSON].is_none() => {
                // Place a Lessen Card whenever possible: swaps happen.
                assert!(t.tap_hand(c));
                assert!(t.act(AsymmetryAction::Place), "{:?}", t.message);
            }
            _ => assert!(t.act(AsymmetryAction::Pass), "{:?}", t.message),
        }
    }

    /// "Whose turn and why" names the card that passed the turn, not one
    /// played since.
    #[test]
    fn why_it_is_your_turn_names_the_card_that_chose_you() {
        for n in 0..30 {
            let mut t = AsymmetryTable::new(
                AsymmetryOptions {
                    opponents: [Opponent::Easy; 3],
                },
                Seed::from_number(n),
            );
            for _ in 0..40 {
                computers(&mut t);
                if t.is_over() {
                    break;
                }
                let text = t.step_text();
                if let (Step::Play, Some(i)) = (
                    t.view().step,
                    t.game()
                        .log()
                        .iter()
                        .rposition(|e| matches!(e, Event::Next { .. })),
                ) {
                    let Event::Next {
                        why: NextBecause::AceOf(suit),
                        ..
                    } = t.game().log()[i]
                    else {
                        assert!(text.starts_with("No card went on the pile"), "{text}");
                        click_through_one(&mut t);
                        continue;
                    };
                    assert!(
                        text.contains(&format!("; {} is with", power_name(suit))),
                        "{text}"
                    );
                    let card = t.game().log()[..i].iter().rev().find_map(|e| match *e {
                        Event::Played { card, .. } | Event::LessenPlayed { card, .. } => Some(card),
                        _ => None,
                    });
                    let card = card.unwrap();
                    assert_eq!(card.suit, suit, "the card's suit chose the player");
                    assert!(
                        text.starts_with(&format!("The {} went on the pile", shown(card))),
                        "{text}"
                    );
                }
                click_through_one(&mut t);
            }
        }
    }

    #[test]
    fn sentences_name_seats_right() {
        let t = table([Opponent::Easy; 3]);
        let text = t.step_text();
        assert!(
            !text.contains("You plays") && !text.contains("You's"),
            "{text}"
        );
        assert_eq!(t.seat_name(1), "West");
        let p = table([Opponent::Person, Opponent::Easy, Opponent::Easy]);
        assert_eq!(p.seat_name(0), "South");
        assert!(p.is_covered() || p.game().current_player() != Some(0));
        assert_eq!(power_words(Suit::Clubs), "Clubs: higher");
    }
}
