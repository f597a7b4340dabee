//! The computer opponent for every game: information-set Monte Carlo tree
//! search (single-observer ISMCTS, after Cowling, Powley & Whitehouse 2012).
//!
//! It depends only on the [`Game`] trait and is handed only what its seat may
//! see (an observation), never the game itself. Each iteration deals the
//! unseen cards at random consistently with that observation
//! ([`Game::determinize`]), walks one shared tree using only moves legal in
//! that deal, plays the rest of the round at random (or as far as the game's
//! [`Game::PLAYOUT_HORIZON`]), and scores the round from the seat's point of
//! view (a playout cut at the horizon by [`Game::estimated_scores`], which
//! is [`Game::scores`] unless the game says better). So it never cheats.
//! "At random" is [`Game::random_move`]: Arctic Solitaire's follows its
//! rule-based player with a little noise, as its turns are many small moves
//! and random ones say little (see `arctic::bot`). The other seats move by
//! [`Game::others_policy_move`], the same unless the game expects them to
//! play otherwise: Asymmetry's others play as its rule-based player.
//!
//! The budget is a number of iterations and, for games whose iterations can
//! run long, an amount of work counted in moves ([`Game::SEARCH_WORK_LIMIT`],
//! [`Search::work_done`]), never a time, so a move depends only on the
//! observation and the generator: the same link replays the same opponent.
//! The work limit scales the look-ahead with the stage of the game: where
//! playouts are long (the start of a Thricewise game, played out to its end)
//! a Hard search makes fewer iterations, where they are short it makes them
//! all (and Easy and Normal, a tenth of Hard or less, always do).
//! [`Search::run`] does a slice of the work at a time so a browser can paint
//! between slices.
//!
//! Expert is the one level with a time ([`Level::think_ms`]): Hard's search
//! run for about a second on the caller's clock ([`run_timed`]), never fewer
//! iterations than Hard. Its moves depend on the device, not only on the
//! observation and the generator. (So far the extra search has paid only
//! where Hard's is cut short: Thricewise, by its work limit; see README.)

use super::{DealRng, Game, Seat, Seed, Stream};
use crate::engine::clip::quote;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// Saved (statistics) as its link word, [`Level::id`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Level {
    Easy,
    Normal,
    Hard,
    /// Hard's search given about a second ([`Level::think_ms`]).
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Normal, Level::Hard, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        }
    }

    /// The level in links and worker jobs: "easy", "normal", "hard", "expert".
    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// A level by its word ("hard"), or why the word is none.
    pub fn named(word: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.id() == word)
            .ok_or_else(|| {
                format!(
                    "a level must be easy, normal, hard or expert, not {}",
                    quote(word)
                )
            })
    }

    /// Search iterations per move (at most: a game may also limit the work,
    /// [`Game::SEARCH_WORK_LIMIT`], scaled as [`Level::work_limit`] says,
    /// and Expert its time). Hard is sized to stay under 300 ms a move in a
    /// phone-class browser (see `scripts/bench.sh`); Expert's count is only
    /// a ceiling, as its time ends it first on most machines.
    pub fn iterations(self) -> u32 {
        match self {
            Level::Easy => 40,
            Level::Normal => 600,
            Level::Hard => 6000,
            Level::Expert => 20 * 6000,
        }
    }

    /// The time a search of this level may take, in ms: Expert's ends at
    /// its time or its iterations, whichever comes first, so a slow phone
    /// answers as soon as a fast one. Time makes its moves depend on the
    /// machine, so only Expert has one: at the other levels the same link
    /// replays the same computer moves everywhere.
    pub fn think_ms(self) -> Option<f64> {
        match self {
            Level::Expert => Some(1000.0),
            _ => None,
        }
    }

    /// The iterations a search of this level makes however long they take:
    /// Expert never thinks less than Hard, even on a phone too slow to
    /// make Hard's in its time.
    pub fn least_iterations(self) -> u32 {
        match self {
            Level::Expert => Level::Hard.iterations(),
            level => level.iterations(),
        }
    }

    /// A game's [`Game::SEARCH_WORK_LIMIT`] for this level: the Hard limit,
    /// grown with Expert's greater number of iterations (Easy and Normal
    /// never reach Hard's).
    pub fn work_limit(self, hard: Option<u64>) -> Option<u64> {
        let times = (self.iterations() / Level::Hard.iterations()).max(1);
        hard.map(|w| w.saturating_mul(times as u64))
    }
}

/// Who sits in another seat than the person at the screen (seat 0). Saved
/// (in a game's options) as its link word, [`Opponent::id`]: one vocabulary
/// for links and saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Opponent {
    Easy,
    Normal,
    Hard,
    Expert,
    /// A second person at the same screen (pass and play).
    Person,
}

impl Opponent {
    pub const ALL: [Opponent; 5] = [
        Opponent::Easy,
        Opponent::Normal,
        Opponent::Hard,
        Opponent::Expert,
        Opponent::Person,
    ];

    pub fn level(self) -> Option<Level> {
        match self {
            Opponent::Easy => Some(Level::Easy),
            Opponent::Normal => Some(Level::Normal),
            Opponent::Hard => Some(Level::Hard),
            Opponent::Expert => Some(Level::Expert),
            Opponent::Person => None,
        }
    }

    /// The word in links.
    pub fn id(self) -> &'static str {
        match self {
            Opponent::Easy => "easy",
            Opponent::Normal => "normal",
            Opponent::Hard => "hard",
            Opponent::Expert => "expert",
            Opponent::Person => "person",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Opponent::Easy => "Easy computer",
            Opponent::Normal => "Normal computer",
            Opponent::Hard => "Hard computer",
            Opponent::Expert => "Expert computer",
            Opponent::Person => "Pass and play",
        }
    }

    /// An opponent by its link word, or why the word is none.
    pub fn named(word: &str) -> Result<Opponent, String> {
        Opponent::ALL
            .into_iter()
            .find(|o| o.id() == word)
            .ok_or_else(|| {
                format!(
                    "an opponent must be easy, normal, hard, expert or person, not {}",
                    quote(word)
                )
            })
    }

    /// The other seats in a link: "easy,hard,person".
    pub fn list_words(list: &[Opponent]) -> String {
        list.iter().map(|o| o.id()).collect::<Vec<_>>().join(",")
    }

    /// A link's list of the other seats ("" is none).
    pub fn parse_list(value: &str) -> Result<Vec<Opponent>, String> {
        if value.is_empty() {
            return Ok(Vec::new());
        }
        value.split(',').map(Opponent::named).collect()
    }
}

impl From<Level> for &'static str {
    fn from(level: Level) -> &'static str {
        level.id()
    }
}

impl TryFrom<String> for Level {
    type Error = String;
    fn try_from(word: String) -> Result<Level, String> {
        Level::named(&word)
    }
}

impl From<Opponent> for &'static str {
    fn from(opponent: Opponent) -> &'static str {
        opponent.id()
    }
}

impl TryFrom<String> for Opponent {
    type Error = String;
    fn try_from(word: String) -> Result<Opponent, String> {
        Opponent::named(&word)
    }
}

/// The `players` and `opponents` link options of a game where the person
/// sits in seat 0 and `opponents` in seats 1.. (Thricewise, Arctic
/// Solitaire): a missing player count follows the opponents given (else
/// `default_players`), and missing opponents are Easy computers.
/// `players_words` says the allowed counts in the error ("1 to 6").
pub fn seats_from_params(
    game: &str,
    params: &[(String, String)],
    allowed: std::ops::RangeInclusive<usize>,
    default_players: usize,
    players_words: &str,
) -> Result<Vec<Opponent>, String> {
    let mut players = None;
    let mut opponents = None;
    for (name, value) in params {
        match name.as_str() {
            "players" => {
                players = Some(
                    value
                        .parse::<usize>()
                        .ok()
                        .filter(|p| allowed.contains(p))
                        .ok_or_else(|| {
                            format!(
                                "option players must be {players_words}, not {}",
                                quote(value)
                            )
                        })?,
                )
            }
            "opponents" => {
                let list = Opponent::parse_list(value)?;
                // An empty list says "solo": only where one player may play.
                if list.is_empty() && *allowed.start() > 1 {
                    return Err("option opponents must name at least one other seat".into());
                }
                opponents = Some(list)
            }
            _ => return Err(format!("{game} has no option called {}", quote(name))),
        }
    }
    let mut opponents = opponents.unwrap_or_default();
    let players = players.unwrap_or(if opponents.is_empty() {
        default_players
    } else {
        opponents.len() + 1
    });
    if !allowed.contains(&players) {
        return Err(format!(
            "{game} is for {players_words} players, not {players}"
        ));
    }
    if opponents.len() >= players {
        return Err(format!(
            "{} opponents do not fit a game of {players} players",
            opponents.len()
        ));
    }
    opponents.resize(players - 1, Opponent::Easy);
    Ok(opponents)
}

/// `players=N&opponents=…`: the link options of a game that takes them
/// (with [`seats_from_params`]).
pub fn seats_params(opponents: &[Opponent]) -> Vec<(&'static str, String)> {
    vec![
        ("players", (opponents.len() + 1).to_string()),
        ("opponents", Opponent::list_words(opponents)),
    ]
}

/// The player count (the person and `opponents`) is one the game allows.
pub fn check_players(
    game: &str,
    opponents: &[Opponent],
    allowed: std::ops::RangeInclusive<usize>,
) -> Result<(), String> {
    let players = opponents.len() + 1;
    if allowed.contains(&players) {
        Ok(())
    } else {
        Err(format!(
            "{game} is for {} to {} players, not {players}",
            allowed.start(),
            allowed.end()
        ))
    }
}

/// "3 players · computers: Easy, Hard · pass and play".
pub fn describe_seats(opponents: &[Opponent]) -> String {
    let people = opponents.iter().filter(|o| **o == Opponent::Person).count();
    let computers: Vec<&str> = opponents
        .iter()
        .filter_map(|o| o.level().map(|l| l.name()))
        .collect();
    let mut text = format!("{} players", opponents.len() + 1);
    if !computers.is_empty() {
        text += &format!(" · computers: {}", computers.join(", "));
    }
    if people > 0 {
        text += " · pass and play";
    }
    text
}

/// Who sits in a seat, given who sits in seats 1..: `None` for the person
/// at seat 0. Every game with computers seats them this way.
pub fn seat_kind(opponents: &[Opponent], seat: Seat) -> Option<Opponent> {
    seat.checked_sub(1).and_then(|i| opponents.get(i).copied())
}

/// A seat played by a person (seat 0, or pass and play).
pub fn is_person(opponents: &[Opponent], seat: Seat) -> bool {
    matches!(seat_kind(opponents, seat), None | Some(Opponent::Person))
}

/// A set of moves hashed with a small multiplicative hash (the standard
/// SipHash is made for untrusted keys and costs more than the search gains).
type MoveSet<'a, M> = HashSet<&'a M, BuildHasherDefault<MoveHasher>>;

#[derive(Default)]
struct MoveHasher(u64);

impl Hasher for MoveHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64)
    }

    fn write_u16(&mut self, n: u16) {
        self.write_u64(n as u64)
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64)
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64)
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[derive(Clone, Debug)]
struct Node<M> {
    /// The move that led here (none at the root).
    mv: Option<M>,
    /// Who made that move: results are counted from their point of view.
    player: Seat,
    children: Vec<usize>,
    visits: u32,
    /// How often this node's move was legal when its parent was visited.
    available: u32,
    reward: f64,
}

/// One move's search, resumable in slices.
pub struct Search<G: Game> {
    observation: G::Observation,
    round: u32,
    /// Scores when the search began: results are the gains from here.
    base: Vec<i64>,
    root_moves: Vec<G::Move>,
    budget: u32,
    done: u32,
    /// The most work (see [`Search::work_done`]) the whole search may do.
    work_budget: u64,
    /// Moves applied by the iterations so far (tree and playout).
    steps: u64,
    /// Moves compared at tree nodes so far (legal moves and children).
    compared: u64,
    rng: DealRng,
    nodes: Vec<Node<G::Move>>,
    /// Each seat's results summed over the iterations ([`estimate`]).
    totals: Vec<f64>,
}

impl<G: Game> Search<G> {
    /// A search for the seat the observation belongs to, which must be the
    /// player to move.
    pub fn new(observation: G::Observation, level: Level, rng: DealRng) -> Search<G> {
        Search::with_budget(
            observation,
            level.iterations(),
            level.work_limit(G::SEARCH_WORK_LIMIT),
            rng,
        )
    }

    /// A search of at most `iterations` iterations and `work` work (none:
    /// iterations only). [`Search::new`] takes both from the level; the
    /// command-line tool compares budgets with this.
    pub fn with_budget(
        observation: G::Observation,
        iterations: u32,
        work: Option<u64>,
        mut rng: DealRng,
    ) -> Search<G> {
        let sample = G::determinize(&observation, &mut rng);
        let seat = sample.current_player().unwrap_or(0);
        let root_moves = sample.legal_moves();
        // A forced move needs no thought.
        let budget = if root_moves.len() > 1 { iterations } else { 0 };
        Search {
            observation,
            round: sample.round(),
            base: sample.scores(),
            root_moves,
            budget,
            done: 0,
            work_budget: work.unwrap_or(u64::MAX),
            steps: 0,
            compared: 0,
            rng,
            nodes: vec![Node {
                mv: None,
                player: seat,
                children: Vec::new(),
                visits: 0,
                available: 0,
                reward: 0.0,
            }],
            totals: Vec::new(),
        }
    }

    pub fn is_done(&self) -> bool {
        self.done >= self.budget || self.work_done() >= self.work_budget
    }

    pub fn iterations_done(&self) -> u32 {
        self.done
    }

    /// Moves applied so far, in trees and playouts together.
    pub fn steps_done(&self) -> u64 {
        self.steps
    }

    /// Moves compared at tree nodes so far: at each node an iteration
    /// walks, its legal moves in that deal and its children.
    pub fn moves_compared(&self) -> u64 {
        self.compared
    }

    /// The search's work so far, which [`Game::SEARCH_WORK_LIMIT`] caps:
    /// the moves applied in trees and playouts, and an eighth of the moves
    /// compared at tree nodes (about what one applied move costs in time).
    /// It depends only on the observation and the generator, so a capped
    /// search stops at the same iteration however it is sliced.
    pub fn work_done(&self) -> u64 {
        self.steps + self.compared / 8
    }

    /// Runs up to `iterations` more; true when the search is finished.
    pub fn run(&mut self, iterations: u32) -> bool {
        let end = self.budget.min(self.done.saturating_add(iterations));
        while self.done < end && self.work_done() < self.work_budget {
            self.iterate();
            self.done += 1;
        }
        self.is_done()
    }

    /// The most visited move at the root (the first legal move if no search
    /// was needed). `None` only when the seat has no move.
    pub fn best_move(&self) -> Option<G::Move> {
        let best = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c])
            .max_by(|a, b| a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward)));
        match best {
            Some(node) => node.mv.clone(),
            None => self.root_moves.first().cloned(),
        }
    }

    /// The best move's mean result, 0 to 1 (0.5: level with the best other
    /// seat over the round), and how many moves the root weighed: why a
    /// hint is given. `None` if no search was needed.
    pub fn best_rating(&self) -> Option<(f64, usize)> {
        let root = &self.nodes[0];
        let best = root
            .children
            .iter()
            .map(|&c| &self.nodes[c])
            .max_by(|a, b| a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward)))?;
        Some((best.reward / best.visits.max(1) as f64, root.children.len()))
    }

    /// The root moves with their visit counts, most visited first (for the
    /// command-line tool and tests).
    pub fn root_visits(&self) -> Vec<(G::Move, u32)> {
        let mut all: Vec<(G::Move, u32)> = self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| Some((self.nodes[c].mv.clone()?, self.nodes[c].visits)))
            .collect();
        all.sort_by_key(|m| std::cmp::Reverse(m.1));
        all
    }

    /// The seats whose choices the tree holds (below its root), each once,
    /// and whether it reached a second decision of the searching seat: for
    /// the tests of [`Game::OTHERS_FOLLOW_POLICY`].
    pub fn tree_seats(&self) -> (Vec<Seat>, bool) {
        let seat = self.nodes[0].player;
        let mut seats: Vec<Seat> = self.nodes[1..].iter().map(|n| n.player).collect();
        seats.sort();
        seats.dedup();
        let deeper = self.nodes[1..]
            .iter()
            .any(|n| n.player == seat && !n.children.is_empty());
        (seats, deeper)
    }

    fn in_round(&self, game: &G) -> bool {
        !game.is_over() && game.round() == self.round
    }

    /// A result in 0..=1 for `seat`: how far its gain this round is ahead of
    /// the best other seat's, squashed so a rout doesn't drown many wins.
    fn result(&self, scores: &[i64], seat: Seat) -> f64 {
        let gain = |s: usize| {
            (scores.get(s).copied().unwrap_or(0) - self.base.get(s).copied().unwrap_or(0)) as f64
        };
        let others = (0..scores.len())
            .filter(|&s| s != seat)
            .map(gain)
            .fold(None, |m: Option<f64>, g| Some(m.map_or(g, |m| m.max(g))));
        let lead = (gain(seat) - others.unwrap_or(0.0)) / G::SCORE_SCALE;
        // x / (1 + |x|): shaped like tanh, without pulling float maths into the app.
        0.5 + 0.5 * lead / (1.0 + lead.abs())
    }

    fn iterate(&mut self) {
        let mut game = G::determinize(&self.observation, &mut self.rng);
        let mut node = 0;
        let mut path = vec![0];
        let seat = self.nodes[0].player;
        let mut others_moves = 0;
        // Selection and expansion, over moves legal in this deal only.
        while self.in_round(&game) {
            let Some(player) = game.current_player() else {
                break;
            };
            if let Some(most) = G::OTHERS_FOLLOW_POLICY.filter(|_| player != seat) {
                if others_moves == most || !self.policy_move(&mut game) {
                    break;
                }
                others_moves += 1;
                continue;
            }
            let legal = game.legal_moves();
            let children = &self.nodes[node].children;
            self.compared += (legal.len() + children.len()) as u64;
            // Which children's moves are legal in this deal, and which legal
            // moves have no child yet. With many moves on both sides (a
            // Thricewise placement: cards × cells) hash sets beat pairwise
            // comparison; the result and its order are the same either way.
            let child_moves = children.iter().filter_map(|&c| self.nodes[c].mv.as_ref());
            let (legal_children, untried): (Vec<bool>, Vec<&G::Move>) =
                if legal.len() * children.len() > 64 {
                    let legal_set: MoveSet<G::Move> = legal.iter().collect();
                    let child_set: MoveSet<G::Move> = child_moves.collect();
                    (
                        children
                            .iter()
                            .map(|&c| {
                                self.nodes[c]
                                    .mv
                                    .as_ref()
                                    .is_some_and(|m| legal_set.contains(m))
                            })
                            .collect(),
                        legal.iter().filter(|m| !child_set.contains(m)).collect(),
                    )
                } else {
                    (
                        children
                            .iter()
                            .map(|&c| self.nodes[c].mv.as_ref().is_some_and(|m| legal.contains(m)))
                            .collect(),
                        legal
                            .iter()
                            .filter(|m| !child_moves.clone().any(|c| c == *m))
                            .collect(),
                    )
                };
            // Children whose move is legal in this deal were available again.
            for (k, &is_legal) in legal_children.iter().enumerate() {
                if is_legal {
                    let c = self.nodes[node].children[k];
                    self.nodes[c].available += 1;
                }
            }
            if !untried.is_empty() {
                let mv = untried[self.rng.below(untried.len() as u32) as usize].clone();
                if game.apply(&mv).is_err() {
                    return;
                }
                self.steps += 1;
                let child = self.nodes.len();
                self.nodes.push(Node {
                    mv: Some(mv),
                    player,
                    children: Vec::new(),
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                });
                self.nodes[node].children.push(child);
                path.push(child);
                break;
            }
            let best = self.nodes[node]
                .children
                .iter()
                .copied()
                .zip(legal_children.iter())
                .filter(|(_, &is_legal)| is_legal)
                .map(|(c, _)| c)
                .max_by(|&a, &b| self.ucb(a).total_cmp(&self.ucb(b)));
            let Some(best) = best else { break };
            let Some(mv) = self.nodes[best].mv.clone() else {
                break;
            };
            if game.apply(&mv).is_err() {
                return;
            }
            self.steps += 1;
            node = best;
            path.push(best);
        }
        // Play the rest of the round at random, or up to the game's
        // horizon, after which the position is scored as it stands.
        let mut horizon = G::PLAYOUT_HORIZON.unwrap_or(u32::MAX);
        while horizon > 0 && self.in_round(&game) && self.policy_move(&mut game) {
            horizon -= 1;
        }
        let scores = if horizon == 0 && self.in_round(&game) {
            game.estimated_scores()
        } else {
            game.scores()
        };
        self.totals.resize(scores.len(), 0.0);
        for seat in 0..scores.len() {
            self.totals[seat] += self.result(&scores, seat);
        }
        for &n in &path {
            let r = self.result(&scores, self.nodes[n].player);
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.reward += r;
        }
    }

    /// One move of the playout policy: the searching seat's by
    /// [`Game::random_move`], the others' by [`Game::others_policy_move`];
    /// false when there was none to make.
    fn policy_move(&mut self, game: &mut G) -> bool {
        let own = game.current_player() == Some(self.nodes[0].player);
        let mv = if own {
            game.random_move(&mut self.rng)
        } else {
            game.others_policy_move(&mut self.rng)
        };
        let Some(mv) = mv else {
            return false;
        };
        if game.apply(&mv).is_err() {
            return false;
        }
        self.steps += 1;
        true
    }

    fn ucb(&self, n: usize) -> f64 {
        let node = &self.nodes[n];
        let visits = node.visits.max(1) as f64;
        node.reward / visits
            + G::EXPLORATION * ((node.available.max(1) as f64).ln() / visits).sqrt()
    }
}

/// The generator for a computer player's move number `ply` of a game: from
/// the game's seed, so a replay of the link thinks the same thoughts.
pub fn thinking_rng(seed: Seed, seat: Seat, ply: usize) -> DealRng {
    DealRng::new(
        seed,
        Stream::Thinking {
            seat: seat as u16,
            ply: ply as u32,
        },
    )
}

/// Chooses a move in one go (the command-line tool, tests).
pub fn choose_move<G: Game>(
    observation: G::Observation,
    level: Level,
    rng: DealRng,
) -> Option<G::Move> {
    let mut search = Search::<G>::new(observation, level, rng);
    search.run(u32::MAX);
    search.best_move()
}

/// Chooses a move in one go within the level's time ([`Level::think_ms`];
/// none: as [`choose_move`]). `now_ms` is the caller's clock (the worker's,
/// the command line's): the engine keeps none.
pub fn choose_move_timed<G: Game>(
    observation: G::Observation,
    level: Level,
    rng: DealRng,
    now_ms: impl Fn() -> f64,
) -> Option<G::Move> {
    let mut search = Search::<G>::new(observation, level, rng);
    run_timed(&mut search, level, level.think_ms(), now_ms);
    search.best_move()
}

/// Runs a search of `level` to its end, or, where `ms` is given (the
/// level's [`Level::think_ms`], or another time to compare), until that
/// time has passed on `now_ms`'s clock once it has made the level's
/// [`Level::least_iterations`]. The clock is read every few iterations:
/// reading it costs more than one.
pub fn run_timed<G: Game>(
    search: &mut Search<G>,
    level: Level,
    ms: Option<f64>,
    now_ms: impl Fn() -> f64,
) {
    let Some(ms) = ms else {
        search.run(u32::MAX);
        return;
    };
    let end = now_ms() + ms;
    let least = level.least_iterations();
    while !search.run(64) && (search.iterations_done() < least || now_ms() < end) {}
}

/// How a computer of `level` expects `seat` to fare from here, from that
/// seat's observation only (never the hidden cards): its results (0..=1,
/// the lead the search scores, see `Search::result`) averaged over every
/// iteration of the search. A review's "chance" before and after a move;
/// even a forced move is weighed. `None` if the search made no iteration.
pub fn estimate<G: Game>(
    observation: G::Observation,
    seat: Seat,
    level: Level,
    rng: DealRng,
) -> Option<f64> {
    let mut search = Search::<G>::new(observation, level, rng);
    search.budget = level.iterations();
    search.run(u32::MAX);
    let total = search.totals.get(seat)?;
    (search.done > 0).then(|| total / search.done as f64)
}
