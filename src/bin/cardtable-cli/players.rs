//! Who plays a seat in the commands that play games (`play`, `arena`,
//! `length`, `think`, `think-bench`), and the loop that plays a game out.

use cardtable::app::jobs::clock;
use cardtable::engine::bot::{run_timed, thinking_rng, Level, Search};
use cardtable::engine::{Game, Seat, Seed};

/// A kind of player, the same in every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A computer of this level, searching from its seat's own view.
    Bot(Level),
    /// The game's rule-based yardstick ([`Game::rule_based_move`]).
    Rules,
    /// The game's random playout move ([`Game::random_move`]).
    Random,
}

/// The words for players, for messages.
pub const PLAYER_WORDS: &str = "easy, normal, hard, expert, rules or random";

impl Player {
    pub fn named(word: &str) -> Result<Player, String> {
        match word.to_ascii_lowercase().as_str() {
            "rules" => Ok(Player::Rules),
            "random" => Ok(Player::Random),
            w => Level::named(w)
                .map(Player::Bot)
                .map_err(|_| format!("unknown player {word:?} ({PLAYER_WORDS})")),
        }
    }

    /// The word that names it ("hard", "rules").
    pub fn word(self) -> &'static str {
        match self {
            Player::Bot(level) => level.id(),
            Player::Rules => "rules",
            Player::Random => "random",
        }
    }

    /// A name for a line of results ("Hard", "Rule-based").
    pub fn name(self) -> &'static str {
        match self {
            Player::Bot(level) => level.name(),
            Player::Rules => "Rule-based",
            Player::Random => "Random",
        }
    }

    /// An error where game `G` has no such player (no rule-based one).
    pub fn check<G: Game>(self, options: &G::Options) -> Result<Player, String> {
        if self == Player::Rules && !has_rules::<G>(options) {
            return Err(format!(
                "{} has no rule-based player (players: easy, normal, hard, expert, random)",
                G::INFO.name
            ));
        }
        Ok(self)
    }

    /// The player named by `--<flag>`, else `rules` where the game has a
    /// rule-based player and `fallback` where not.
    pub fn from_flag<G: Game>(
        word: Option<&str>,
        options: &G::Options,
        fallback: Player,
    ) -> Result<Player, String> {
        match word {
            Some(w) => Player::named(w)?.check::<G>(options),
            None if has_rules::<G>(options) => Ok(Player::Rules),
            None => Ok(fallback),
        }
    }

    /// The move this player makes for the seat to move, its `ply`-th move of
    /// the game dealt from `seed` (a bot's thinking generator comes from
    /// both, as in the app), within `budget`.
    pub fn choose<G: Game>(
        self,
        game: &G,
        seed: Seed,
        ply: usize,
        budget: Budget,
    ) -> Result<G::Move, String> {
        let seat = game.current_player().ok_or("the game is over")?;
        let mut rng = thinking_rng(seed, seat, ply);
        let mv = match self {
            Player::Bot(level) => {
                let mut search = Search::<G>::with_budget(
                    game.observation(seat),
                    level.iterations(),
                    level.work_limit(budget.work),
                    rng,
                );
                let ms = level.think_ms().map(|ms| budget.expert_ms.unwrap_or(ms));
                run_timed(&mut search, level, ms, clock());
                search.best_move()
            }
            Player::Rules => G::rule_based_move(&game.observation(seat), &mut rng),
            Player::Random => game.random_move(&mut rng),
        };
        mv.ok_or_else(|| {
            format!(
                "seed {seed}, move {}: {} found no move",
                ply + 1,
                self.name()
            )
        })
    }
}

/// What a bot's search may spend: `work` as Hard's
/// [`Game::SEARCH_WORK_LIMIT`] (Expert's grows with its iterations,
/// [`Level::work_limit`]), and Expert's time in ms if not its own
/// ([`Level::think_ms`]; `--expert-ms`).
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub work: Option<u64>,
    pub expert_ms: Option<f64>,
}

impl Budget {
    /// The app's budget for game `G`.
    pub fn of<G: Game>() -> Budget {
        Budget {
            work: G::SEARCH_WORK_LIMIT,
            expert_ms: None,
        }
    }
}

/// Does game `G` have a rule-based player? (It has one if it makes a move
/// at the start of a deal.)
pub fn has_rules<G: Game>(options: &G::Options) -> bool {
    let seed = Seed::from_number(0);
    let game = G::new(options, seed);
    game.current_player().is_some_and(|seat| {
        G::rule_based_move(&game.observation(seat), &mut thinking_rng(seed, seat, 0)).is_some()
    })
}

/// Where a game is stopped if it has not ended: after so many rounds
/// ([`Game::round`]) or moves.
#[derive(Clone, Copy, Debug)]
pub struct Caps {
    pub rounds: u32,
    pub moves: usize,
}

impl Caps {
    /// `--max-rounds R` (default `rounds`) and `--max-moves M` (default
    /// 100,000).
    pub fn from_args(args: &crate::args::Args, rounds: u64) -> Result<Caps, String> {
        Ok(Caps {
            rounds: args.number("max-rounds", rounds)?.clamp(1, u32::MAX as u64) as u32,
            moves: args.count("max-moves", 100_000)?,
        })
    }
}

/// A game played out, or stopped at a cap.
pub struct Played<G> {
    pub game: G,
    pub moves: usize,
    /// Rounds begun (1 in a game without rounds), at most the cap.
    pub rounds: u32,
    /// Stopped at a cap, not over.
    pub capped: bool,
}

/// Plays the deal of `seed` until it is over or reaches a cap; `choose`
/// gives the move of the seat to move at each ply.
pub fn play_out<G: Game>(
    options: &G::Options,
    seed: Seed,
    caps: Caps,
    mut choose: impl FnMut(&G, Seat, usize) -> Result<G::Move, String>,
) -> Result<Played<G>, String> {
    let mut game = G::new(options, seed);
    let first = game.round();
    let mut moves = 0;
    let mut capped = false;
    while let Some(seat) = game.current_player() {
        if game.round().saturating_sub(first) >= caps.rounds || moves >= caps.moves {
            capped = true;
            break;
        }
        let mv = choose(&game, seat, moves)?;
        game.apply(&mv)
            .map_err(|e| format!("seed {seed}, move {}: {mv}: {e}", moves + 1))?;
        moves += 1;
    }
    let rounds = (game.round().saturating_sub(first) + 1).min(caps.rounds);
    Ok(Played {
        game,
        moves,
        rounds,
        capped,
    })
}

/// Each seat's share of the win: `1/k` for each of the `k` winners
/// ([`Game::winners`]); a game stopped at a cap, or over with no winner
/// named, goes to the highest [`Game::scores`].
pub fn win_shares<G: Game>(game: &G) -> Vec<f64> {
    let scores = game.scores();
    let mut winners = if game.is_over() {
        game.winners()
    } else {
        Vec::new()
    };
    if winners.is_empty() {
        if let Some(&best) = scores.iter().max() {
            winners = (0..scores.len()).filter(|&s| scores[s] == best).collect();
        }
    }
    (0..scores.len())
        .map(|s| match winners.contains(&s) {
            true => 1.0 / winners.len() as f64,
            false => 0.0,
        })
        .collect()
}

/// A seat's score as the command shows it: a solitaire's in its own count
/// (Arctic Solitaire solo: cards drawn and points in hand, fewer is
/// better), otherwise [`Game::scores`] as they are (higher is better).
pub fn shown_score<G: Game>(game: &G, seat: Seat) -> i64 {
    let score = game.scores().get(seat).copied().unwrap_or(0);
    match game.seat_count() == 1 && G::INFO.lower_is_better {
        true => -score,
        false => score,
    }
}

/// Runs `job` on every item of `jobs` over `threads` threads (item `i` on
/// thread `i % threads`); the results in the order of `jobs`, or the first
/// error.
pub fn parallel<T: Sync, R: Send>(
    jobs: &[T],
    threads: usize,
    job: impl Fn(&T) -> Result<R, String> + Sync,
) -> Result<Vec<R>, String> {
    let threads = threads.clamp(1, jobs.len().max(1));
    let job = &job;
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || -> Result<Vec<(usize, R)>, String> {
                    (t..jobs.len())
                        .step_by(threads)
                        .map(|i| job(&jobs[i]).map(|r| (i, r)))
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().map_err(|_| "a thread failed".to_string())?)
            .collect::<Result<Vec<_>, String>>()
    })?
    .into_iter()
    .flatten()
    .collect();
    done.sort_by_key(|(i, _)| *i);
    Ok(done.into_iter().map(|(_, r)| r).collect())
}
