//! What every table keeps, whatever the game: the game played (its record
//! and state), who made each move, whose cards are on screen, the last
//! message, and what the statistics and the player have already been
//! given. Each game's table holds one [`TableCore`] and adds its own
//! choices and screens; [`Session`](super::session::Session) reads and
//! saves a table through it.

use super::games::Registered;
use super::link::Deal;
use super::saved::SavedGame;
use crate::engine::bot::Level;
use crate::engine::{Game, GameOptions, IllegalMove, PlayedGame, Record, RecordError, Seat, Seed};

/// The person at the screen sits in seat 0 (in pass and play, the first
/// person).
pub const PERSON: Seat = 0;

/// Who is at the screen: against computers always the person in seat 0; in
/// pass and play the person to move, their hand covered until they are ready.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub viewer: Seat,
    pub covered: bool,
    pass_and_play: bool,
}

impl Screen {
    /// The screen as a game opens (or reloads): in pass and play the next
    /// person's seat, covered unless the game is over.
    pub fn new(pass_and_play: bool, person_to_move: Option<Seat>, over: bool) -> Screen {
        Screen {
            viewer: person_to_move.filter(|_| pass_and_play).unwrap_or(PERSON),
            covered: pass_and_play && !over,
            pass_and_play,
        }
    }

    /// After a move: when another person is to move, their seat, covered.
    pub fn after_move(&mut self, person_to_move: Option<Seat>) {
        match person_to_move {
            Some(next) if self.pass_and_play && next != self.viewer => {
                self.viewer = next;
                self.covered = true;
            }
            _ => {}
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TableCore<G: Game> {
    played: PlayedGame<G>,
    /// Who made each move of the record (the move log, fair Undo).
    movers: Vec<Seat>,
    /// Whose cards are on screen, and whether they are covered.
    pub screen: Screen,
    /// Why the last tap did nothing, or what it means.
    pub message: Option<String>,
    /// The game's (or match's) result is in the statistics.
    pub counted: bool,
    /// Finished rounds (Pick Up's hands) already in the statistics.
    pub rounds_counted: u32,
    /// Finished rounds whose result the player has moved on from.
    pub rounds_seen: u32,
    /// Undos taken: a game with any is not clean.
    pub undos: u32,
    /// Hints taken: a game with any is not clean either.
    pub hints: u32,
    /// A position of a review (the review page): nothing covered, and no
    /// computer moves on from it (its hidden cards are shown beside it).
    pub reviewing: bool,
    /// A guided first game's script (a guide's page only, `guide-<game>.html`: a table page
    /// carries none of it): it picks the computers' moves, refuses the
    /// person's other than the step's, and keeps the game out of the
    /// statistics and saves.
    #[cfg(guide_screen)]
    pub guide: Option<super::guide::Guided<G>>,
}

impl<G: Registered> TableCore<G> {
    pub fn new(options: G::Options, seed: Seed) -> TableCore<G> {
        TableCore::around(PlayedGame::new(options, seed), Vec::new())
    }

    fn around(played: PlayedGame<G>, movers: Vec<Seat>) -> TableCore<G> {
        let (game, options) = (played.state(), &played.record().options);
        let person_to_move = game.current_player().filter(|&s| options.is_person(s));
        TableCore {
            screen: Screen::new(options.pass_and_play(), person_to_move, game.is_over()),
            played,
            movers,
            message: None,
            counted: false,
            rounds_counted: 0,
            rounds_seen: 0,
            undos: 0,
            hints: 0,
            reviewing: false,
            #[cfg(guide_screen)]
            guide: None,
        }
    }

    /// A saved table, replayed move by move; `watch` sees each position and
    /// the move made there (a table that keeps its own log of moves).
    pub fn from_saved_watching(
        saved: &SavedGame,
        mut watch: impl FnMut(&G, &G::Move),
    ) -> Result<TableCore<G>, RecordError> {
        let record = Record::<G>::from_raw(&saved.record)?;
        let mut movers = Vec::with_capacity(record.moves.len());
        let played = PlayedGame::from_record_watching(record, |game, _, mv| {
            movers.push(game.current_player().unwrap_or(PERSON));
            watch(game, mv);
        })?;
        let mut core = TableCore::around(played, movers);
        core.counted = saved.counted;
        core.rounds_counted = saved.rounds_counted;
        core.rounds_seen = saved.rounds_seen;
        core.undos = saved.undos;
        core.hints = saved.hints;
        Ok(core)
    }

    pub fn from_saved(saved: &SavedGame) -> Result<TableCore<G>, RecordError> {
        TableCore::from_saved_watching(saved, |_, _| {})
    }

    pub fn saved(&self) -> SavedGame {
        SavedGame {
            counted: self.counted,
            rounds_counted: self.rounds_counted,
            rounds_seen: self.rounds_seen,
            undos: self.undos,
            hints: self.hints,
            ..SavedGame::new(self.played.record().to_raw())
        }
    }

    pub fn deal(&self) -> Deal {
        Deal::new::<G>(self.options(), self.seed())
    }
}

impl<G: Game> TableCore<G> {
    /// The game as it stands.
    pub fn game(&self) -> &G {
        self.played.state()
    }

    pub fn record(&self) -> &Record<G> {
        self.played.record()
    }

    pub fn options(&self) -> &G::Options {
        &self.played.record().options
    }

    pub fn seed(&self) -> Seed {
        self.played.record().seed
    }

    pub fn moves_made(&self) -> usize {
        self.played.record().moves.len()
    }

    /// Who made each move of the record.
    pub fn movers(&self) -> &[Seat] {
        &self.movers
    }

    pub fn pass_and_play(&self) -> bool {
        self.options().pass_and_play()
    }

    /// A seat played by a computer.
    pub fn is_computer(&self, seat: Seat) -> bool {
        !self.options().is_person(seat)
    }

    /// The level of the computer in a seat.
    pub fn level_of(&self, seat: Seat) -> Option<Level> {
        self.options().seat_kind(seat)?.level()
    }

    /// The seat to move, if a person plays it.
    pub fn person_to_move(&self) -> Option<Seat> {
        self.game()
            .current_player()
            .filter(|&s| !self.is_computer(s))
    }

    /// The seat whose cards are on screen.
    pub fn viewer(&self) -> Seat {
        self.screen.viewer
    }

    pub fn is_covered(&self) -> bool {
        self.screen.covered
    }

    /// The seat on screen is to move, and can see its cards.
    pub fn viewer_to_move(&self) -> bool {
        !self.screen.covered && self.game().current_player() == Some(self.screen.viewer)
    }

    /// Plays a move for whoever is to move and notes who made it; the
    /// message is cleared. The caller covers the screen if it should.
    pub fn play(&mut self, mv: G::Move) -> Result<Seat, IllegalMove> {
        let seat = self
            .game()
            .current_player()
            .ok_or_else(|| IllegalMove::new("The game is over."))?;
        #[cfg(guide_screen)]
        let mv = match &self.guide {
            Some(guided) => guided
                .check(self.moves_made(), mv)
                .map_err(IllegalMove::new)?,
            None => mv,
        };
        self.played.play(mv)?;
        self.movers.push(seat);
        self.message = None;
        Ok(seat)
    }

    /// A guided first game: kept out of the statistics and never saved.
    pub fn guided(&self) -> bool {
        #[cfg(guide_screen)]
        return self.guide.is_some();
        #[cfg(not(guide_screen))]
        false
    }

    /// The computer's move a guide's script has now, if any.
    #[cfg(guide_screen)]
    pub fn scripted_computer_move(&self) -> Option<G::Move> {
        self.guide.as_ref()?.computer_move(self.moves_made())
    }

    /// Pass and play: when another person is to move, cover the screen.
    pub fn cover_if_needed(&mut self) {
        let next = self.person_to_move();
        self.screen.after_move(next);
    }

    /// Pass and play: the next person is ready to see their hand.
    pub fn uncover(&mut self) {
        self.screen.covered = false;
        self.message = None;
    }

    /// Says why a tap did nothing; always false, for `return self.refuse(…)`.
    pub fn refuse(&mut self, why: impl Into<String>) -> bool {
        self.message = Some(why.into());
        false
    }

    /// Whether the record's last move can be taken back (it showed no card).
    pub fn can_take_back(&self) -> bool {
        self.played.can_undo()
    }

    /// Undo is fair only within the viewer's own turn: never past a move
    /// that showed cards, nor another player's move.
    pub fn can_undo_own_move(&self) -> bool {
        self.viewer_to_move()
            && self.movers.last() == Some(&self.screen.viewer)
            && self.can_take_back()
    }

    /// Steps back one move (not counted as an Undo: a claim cancelled).
    pub fn take_back(&mut self) -> bool {
        if !self.played.undo() {
            return false;
        }
        self.movers.pop();
        true
    }

    /// A hint shown (counted: a game with any is not clean); its sentence
    /// is the table's message.
    pub fn take_hint(&mut self, why: String) {
        self.hints += 1;
        self.message = Some(why);
    }

    /// An Undo: one move back, counted (a game with any is not clean).
    pub fn undo(&mut self) -> bool {
        let done = self.take_back();
        if done {
            self.undos += 1;
            self.message = None;
        }
        done
    }
}
