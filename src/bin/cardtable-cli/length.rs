//! `length <game>`: how long games last, in moves and rounds, and how they
//! ended, with one kind of player in every seat.

use crate::args::{in_brackets, Args};
use crate::players::{parallel, play_out, Budget, Caps, Player};
use crate::stats::spread;
use cardtable::engine::{Game, GameOptions, Seed};
use std::time::Instant;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(
        args,
        &[
            "games",
            "first-seed",
            "player",
            "threads",
            "max-rounds",
            "max-moves",
        ],
        &[],
    )?;
    let game = args.game()?;
    args.at_most_words(1)?;
    cardtable::with_game!(game, G => length::<G>(&args))
}

fn length<G: Game>(args: &Args) -> Result<(), String>
where
    G::Options: Sync,
{
    let options = args.options::<G>()?;
    let games = args.number("games", 10_000)?;
    let first = args.number("first-seed", 0)?;
    let threads = args.count("threads", 2)?;
    let player = match args.flag("player") {
        Some(w) => Player::named(w)?.check::<G>(&options)?,
        None => Player::Random,
    };
    let caps = Caps::from_args(args, 40)?;
    let seeds: Vec<u64> = (first..first + games).collect();
    let start = Instant::now();
    // Per game: moves, rounds, stopped at a cap, winners.
    let played = parallel(&seeds, threads, |&n| {
        let seed = Seed::from_number(n);
        let played = play_out::<G>(&options, seed, caps, |game, _, ply| {
            player.choose(game, seed, ply, Budget::of::<G>())
        })?;
        let winners = played.game.winners().len();
        Ok((
            played.moves as u64,
            played.rounds as u64,
            played.capped,
            winners,
        ))
    })?;
    let n = played.len();
    println!(
        "{}{}, {n} games from seed {first}, {} play in every seat, {:.1} s",
        G::INFO.name,
        in_brackets(&options.describe()),
        player.word(),
        start.elapsed().as_secs_f64()
    );
    let moves: Vec<u64> = played.iter().map(|p| p.0).collect();
    let rounds: Vec<u64> = played.iter().map(|p| p.1).collect();
    println!("moves:  {}", spread(&moves));
    println!("rounds: {}", spread(&rounds));
    let capped = played.iter().filter(|p| p.2).count();
    let one = played.iter().filter(|p| !p.2 && p.3 == 1).count();
    let shared = played.iter().filter(|p| !p.2 && p.3 > 1).count();
    println!(
        "ended: {} over ({one} with one winner, {shared} with a shared win), {capped} stopped at the cap ({} rounds or {} moves; {:.1}%)",
        n - capped,
        caps.rounds,
        caps.moves,
        100.0 * capped as f64 / n.max(1) as f64
    );
    Ok(())
}
