//! The rules engine: pure Rust, no UI or browser imports.
//!
//! Every game implements [`Game`]. A game in progress is its
//! [`Record`](record::Record) — game, options, seed and moves — and its state
//! is whatever replaying that record gives ([`PlayedGame`]).

pub mod arctic;
pub mod asymmetry;
pub mod bot;
pub mod cards;
pub mod clip;
pub mod decktet;
pub mod harness;
pub mod pickup;
pub mod record;
pub mod seed;
pub mod thricewise;
pub mod triple_topper;
pub mod verslun;

use std::fmt;
use std::str::FromStr;

pub use record::{PlayedGame, RawRecord, Record, RecordError, RECORD_FORMAT};
pub use seed::{DealRng, Seed, SeedError, Stream};

/// A seat at the table, 0-based. Solitaire games have only seat 0.
pub type Seat = usize;

/// Why a move was refused. Illegal moves are values, never panics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub String);

impl IllegalMove {
    pub fn new(reason: impl Into<String>) -> IllegalMove {
        IllegalMove(reason.into())
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IllegalMove {}

/// The deck a game is played with (`../shared/DECKS.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deck {
    /// The standard 52-card deck.
    Standard,
    /// The Decktet's 36 cards.
    Decktet,
    /// The 125-card Triple Topper deck.
    TripleTopper,
}

impl Deck {
    /// Its name in files (a deck's stylesheet: `style/decks/<id>.css`).
    pub fn id(self) -> &'static str {
        match self {
            Deck::Standard => "standard",
            Deck::Decktet => "decktet",
            Deck::TripleTopper => "triple-topper",
        }
    }
}

/// What the app needs to know of a game besides its rules: data, so the
/// list of games (`app::games`) can say it for every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The name in links, saves and page names: never changes once released.
    pub id: &'static str,
    pub name: &'static str,
    /// Fewest and most players, the person at the screen included.
    pub players: (usize, usize),
    pub deck: Deck,
    /// The person's score is better the lower it is (cards or points left):
    /// statistics keep it negated, so that higher is better there too.
    pub lower_is_better: bool,
    /// A solitaire whose deals have a par (the best play with the deck
    /// order known), found by [`Game::par`].
    pub has_par: bool,
    /// The table offers Undo (where it is fair): the statistics count games
    /// with Undo or hints apart; a game without it, with hints only.
    pub has_undo: bool,
    /// What a score counts, one and many, as the statistics say it:
    /// ("point", "points"), Asymmetry's ("card left", "cards left").
    pub unit: (&'static str, &'static str),
}

/// A solitaire's par: the best result of a deal with the deck order known,
/// and the line that reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Par<M> {
    /// In the game's own score (Arctic Solitaire solo: cards drawn, fewer
    /// is better).
    pub score: i64,
    /// The search finished: nothing does better.
    pub proven: bool,
    /// No line does better than this (Verslun: scores more; Arctic
    /// Solitaire: draws fewer): what the search proved, the score itself
    /// when proven. Where the par is only the best found, the true par lies
    /// between `bound` and `score`.
    pub bound: i64,
    pub line: Vec<M>,
    /// Positions searched.
    pub nodes: u64,
}

/// A number option of a link (`hand=6`), in its range, or the link's error.
pub fn number_option<N>(
    name: &str,
    value: &str,
    range: std::ops::RangeInclusive<N>,
) -> Result<N, String>
where
    N: FromStr + PartialOrd + fmt::Display,
{
    value
        .parse::<N>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            format!(
                "option {} must be a number from {} to {}, not {}",
                clip::clip(name),
                range.start(),
                range.end(),
                clip::quote(value)
            )
        })
}

impl GameInfo {
    /// A game's facts: a higher score is better, and it has no par unless
    /// said ([`GameInfo::lower_is_better`], [`GameInfo::with_par`]).
    pub const fn new(
        id: &'static str,
        name: &'static str,
        players: (usize, usize),
        deck: Deck,
    ) -> GameInfo {
        GameInfo {
            id,
            name,
            players,
            deck,
            lower_is_better: false,
            has_par: false,
            has_undo: false,
            unit: ("point", "points"),
        }
    }

    /// A score counted in something else than points.
    pub const fn counted_in(self, one: &'static str, many: &'static str) -> GameInfo {
        GameInfo {
            unit: (one, many),
            ..self
        }
    }

    pub const fn lower_is_better(self) -> GameInfo {
        GameInfo {
            lower_is_better: true,
            ..self
        }
    }

    pub const fn with_undo(self) -> GameInfo {
        GameInfo {
            has_undo: true,
            ..self
        }
    }

    pub const fn with_par(self) -> GameInfo {
        GameInfo {
            has_par: true,
            ..self
        }
    }
}

/// A game's options: part of the save and of every share link.
pub trait GameOptions:
    Clone + PartialEq + Default + fmt::Debug + serde::Serialize + serde::de::DeserializeOwned
{
    /// Who sits in seats 1, 2, …: the person at the screen is seat 0. None
    /// for a solitaire.
    fn opponents(&self) -> &[bot::Opponent] {
        &[]
    }
    /// Who sits in a seat: `None` for the person at seat 0.
    fn seat_kind(&self, seat: Seat) -> Option<bot::Opponent> {
        bot::seat_kind(self.opponents(), seat)
    }
    /// A seat played by a person (seat 0, or pass and play).
    fn is_person(&self, seat: Seat) -> bool {
        bot::is_person(self.opponents(), seat)
    }
    /// Two or more people share the screen.
    fn pass_and_play(&self) -> bool {
        self.opponents().contains(&bot::Opponent::Person)
    }
    /// Link parameters, all of them, so a link means the same deal even if a
    /// default changes in a later release.
    fn to_params(&self) -> Vec<(&'static str, String)>;
    /// Strict: unknown names and bad values are errors with a message.
    /// Missing names take their defaults.
    fn from_params(params: &[(String, String)]) -> Result<Self, String>;
    /// Checks the ranges (a hand-made save may hold anything).
    fn validate(&self) -> Result<(), String>;
    /// Plain words for the screen: "Aces wild · Hand 6".
    fn describe(&self) -> String;
}

/// The one trait every game implements (after OpenSpiel's game API).
/// A card's accessible name ("7 of clubs", "the Soldier, 5 of Wyrms and
/// Knots", "3, red heart"): what a sentence about a move says.
pub trait Spoken {
    fn spoken(self) -> String;
}

pub trait Game: Clone + PartialEq + fmt::Debug {
    type Move: Clone + Eq + std::hash::Hash + fmt::Debug + fmt::Display + FromStr<Err = String>;
    type Options: GameOptions;
    type Card: Copy + Ord + fmt::Debug;
    /// Where a card can lie (Deck, Hand, Column 2, …).
    type Place: Clone + PartialEq + fmt::Debug;
    /// What one seat may see: all a bot gets, and all a screen renders.
    type Observation: Clone + PartialEq + fmt::Debug;

    /// The game's facts: its id (in links and saves, never changed once
    /// released), name, players, deck.
    const INFO: GameInfo;

    fn new(options: &Self::Options, seed: Seed) -> Self;
    fn options(&self) -> &Self::Options;
    fn seat_count(&self) -> usize;
    /// `None` once the game is over.
    fn current_player(&self) -> Option<Seat>;
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// Applies a legal move; an illegal one is refused with the reason and
    /// leaves the game unchanged.
    fn apply(&mut self, mv: &Self::Move) -> Result<(), IllegalMove>;
    /// A legal move for a bot's playouts: by default any at random. Games
    /// with many moves may find one without listing them all; a game may
    /// also lean on its rule-based player (Arctic Solitaire, Asymmetry).
    fn random_move(&self, rng: &mut DealRng) -> Option<Self::Move> {
        let legal = self.legal_moves();
        rng.pick(&legal).cloned()
    }
    /// The move a bot's search expects of a seat other than its own, in its
    /// playouts and (where [`Game::OTHERS_FOLLOW_POLICY`]) its tree: by
    /// default the same as its own, [`Game::random_move`]. A game may
    /// expect the others to play as its rule-based player does (Asymmetry).
    fn others_policy_move(&self, rng: &mut DealRng) -> Option<Self::Move> {
        self.random_move(rng)
    }
    /// Scores so far, one per seat; final once the game is over.
    fn scores(&self) -> Vec<i64>;
    fn observation(&self, seat: Seat) -> Self::Observation;
    /// A full game consistent with what one seat sees: every card that seat
    /// can't see is dealt at random among the places it could be, so that
    /// `determinize(&g.observation(s), rng).observation(s) == g.observation(s)`.
    /// Bots search such samples; the true hidden cards never reach them.
    fn determinize(observation: &Self::Observation, rng: &mut DealRng) -> Self;
    /// The cards one seat cannot see now: every card its observation does
    /// not show, in [`Game::deck`]'s order. A determinization for that seat
    /// moves these and no other; a review shows them face up.
    fn hidden_from(&self, seat: Seat) -> Vec<Self::Card>;
    /// Which round (hand) of a match this is. A bot's look-ahead stops at
    /// the end of the round: what follows is a new deal it knows nothing of.
    fn round(&self) -> u32 {
        0
    }
    /// Roughly how many points make a clear difference in one round; bots
    /// scale their results by it.
    const SCORE_SCALE: f64 = 50.0;
    /// A bot search's exploration constant (UCB1 over results in 0..=1):
    /// higher tries other moves more, lower deepens the best so far.
    const EXPLORATION: f64 = 0.7;
    /// The most moves a bot's random playout makes (after its tree) before
    /// it stops and scores the position with [`Game::scores`]; `None`: play
    /// to the end of the round. For games whose rounds run long.
    const PLAYOUT_HORIZON: Option<u32> = None;
    /// Whether a bot's search tree holds only the searching seat's own
    /// decisions, the other seats moving as in the playouts
    /// ([`Game::others_policy_move`]) for at most this many of their moves an
    /// iteration, after which it goes on as a playout; `None`: every
    /// seat's decisions are in the tree, each choosing what is best for
    /// itself in the sampled deal.
    const OTHERS_FOLLOW_POLICY: Option<u32> = None;
    /// The scores a bot gives a playout that [`Game::PLAYOUT_HORIZON`] cut
    /// short in the middle of a round: [`Game::scores`] as they stand,
    /// unless the game estimates better (Arctic Solitaire, whose scores
    /// only change when a round ends, counts the points in hand).
    fn estimated_scores(&self) -> Vec<i64> {
        self.scores()
    }
    /// The most work a bot's search may do for one decision, whatever its
    /// level's iterations ([`bot::Search::work_done`]: moves applied in its
    /// trees and playouts, plus an eighth of the moves compared at tree
    /// nodes; about 0.3 µs each natively). Where iterations are long (early
    /// in a game whose playouts run to its end) a Hard search then makes
    /// fewer of them, so no decision takes much longer than the rest; the
    /// work depends only on the observation and the generator, so a link
    /// still replays the same moves. `None`: iterations only.
    const SEARCH_WORK_LIMIT: Option<u64> = None;
    /// The seats that won, once the game is over: by default those with the
    /// highest score (none in a solitaire).
    fn winners(&self) -> Vec<Seat> {
        let scores = self.scores();
        match (self.is_over(), scores.iter().max()) {
            (true, Some(&best)) if scores.len() > 1 => {
                (0..scores.len()).filter(|&s| scores[s] == best).collect()
            }
            _ => Vec::new(),
        }
    }
    /// The deal in words, every hidden card named, a line a place: the
    /// command-line tool's `deal` (and never a screen's), under its line
    /// naming the game, seed and options.
    fn deal_text(&self) -> String;
    /// What happened so far, a line an event, where the game keeps a public
    /// log (`cardtable-cli check --log`); empty where it keeps none.
    fn log_lines(&self) -> Vec<String> {
        Vec::new()
    }
    /// A solitaire's par from this deal (the best play with the deck order
    /// known), searching at most `budget` positions (the game's own budget
    /// if `None`); `None` where the game has no par. See [`GameInfo::has_par`].
    fn par(&self, budget: Option<u64>) -> Option<Par<Self::Move>> {
        let _ = budget;
        None
    }
    /// A rule-based yardstick's move from one seat's view, where the game has
    /// one (the command-line arena's `rules` player).
    fn rule_based_move(view: &Self::Observation, rng: &mut DealRng) -> Option<Self::Move> {
        let _ = (view, rng);
        None
    }
    /// Does this move show cards nobody had seen? Undo never steps back over
    /// such a move, so nobody can peek and take it back.
    fn reveals_cards(&self, mv: &Self::Move) -> bool;

    /// Every card of the deck this game uses, once each.
    fn deck(&self) -> Vec<Self::Card>;
    /// Where every card lies now; the invariant tests check each card of
    /// [`Game::deck`] appears exactly once.
    fn card_places(&self) -> Vec<(Self::Place, Self::Card)>;
    /// A place in words, for a finished game's review (every card face
    /// up): the seat whose place it is, which the app names ("Your",
    /// "Computer 2's"), and the place ("hand", "Column 3"). Cards whose
    /// places read the same lie together, in [`Game::card_places`]' order.
    fn place_words(place: &Self::Place) -> (Option<Seat>, String) {
        (None, format!("{place:?}"))
    }
    /// Every move that can be written in this game, legal now or not: the
    /// invariant tests use it to check that illegal moves are refused.
    fn move_universe(&self) -> Vec<Self::Move>;

    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }
}
