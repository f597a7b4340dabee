//! `soak <game> --games N`: the invariant harness on many random games
//! (`engine::harness::soak_playout`), spread over the game's player counts,
//! on every core. The test runs play a few thousand games; this is the long
//! run, for a release or a change to the rules.

use crate::args::Args;
use crate::players::parallel;
use cardtable::engine::harness::{player_counts, soak_playout};
use cardtable::engine::{DealRng, Game, GameOptions, Seed};
use std::time::Instant;

/// Games a thread plays between reports.
const CHUNK: u64 = 250;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(
        args,
        &[
            "games",
            "first-seed",
            "threads",
            "legal",
            "illegal",
            "max-moves",
        ],
        &[],
    )?;
    let game = args.game()?;
    args.at_most_words(1)?;
    cardtable::with_game!(game, G => soak::<G>(&args))
}

fn soak<G: Game>(args: &Args) -> Result<(), String>
where
    G::Options: Sync,
{
    let games = args.number("games", 10_000)?;
    let first = args.number("first-seed", 0)?;
    let threads = args.count("threads", 2)?;
    let illegal = args.count("illegal", 4)?;
    // Every legal move at every position, unless a number is given.
    let tried = match args.flag("legal") {
        None | Some("all") => None,
        Some(_) => Some(args.count("legal", 0)?),
    };
    // Random play may never end a match (Pick Up's points can fall for
    // ever): stop and check there.
    let max_moves = args.count("max-moves", 2_000)?;
    // Given options, or else every player count in turn.
    let sets = match args.params.is_empty() {
        true => player_counts::<G>(),
        false => vec![args.options::<G>()?],
    };
    let chunks: Vec<u64> = (first..first + games).step_by(CHUNK as usize).collect();
    let end = first + games;
    let start = Instant::now();
    let done = parallel(&chunks, threads, |&from| {
        let (mut moves, mut ended) = (0u64, 0u64);
        let mut rng = DealRng::from_number(from ^ 0x50a6);
        for n in from..(from + CHUNK).min(end) {
            let options = &sets[(n % sets.len() as u64) as usize];
            let seed = Seed::from_number(n);
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                soak_playout::<G>(options, seed, tried, illegal, Some(max_moves), &mut rng)
            }))
            .map_err(|_| format!("seed {seed} ({}): panicked", options.describe()))?;
            let (m, over) = result.map_err(|e| format!("{}: {e}", options.describe()))?;
            moves += m as u64;
            ended += over as u64;
        }
        Ok((moves, ended))
    })?;
    let seconds = start.elapsed().as_secs_f64();
    let moves: u64 = done.iter().map(|d| d.0).sum();
    let ended: u64 = done.iter().map(|d| d.1).sum();
    let counts: Vec<String> = sets.iter().map(|o| o.describe()).collect();
    println!(
        "{}: {games} games from seed {first} ({}), every invariant kept",
        G::INFO.name,
        counts.join(" | ")
    );
    println!(
        "{moves} moves ({:.0} a game), {ended} games ended by themselves, the rest checked at {max_moves} moves",
        moves as f64 / games.max(1) as f64
    );
    println!(
        "{seconds:.1} s on {threads} threads: {:.0} games a second",
        games as f64 / seconds
    );
    Ok(())
}
