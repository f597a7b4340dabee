//! `bench [--games N]`: random full Verslun games per second on one core
//! (scripts/bench.sh reads its `games_per_second: N` line).

use crate::args::Args;
use cardtable::engine::verslun::{Verslun, VerslunMove, VerslunOptions};
use cardtable::engine::{DealRng, Game, Seed};
use std::time::Instant;

/// Random full games: uniform over the legal moves, except that the game is
/// only ended by its rules (never by a random "End game"), so games run full
/// length.
pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &["games"], &[])?;
    args.at_most_words(0)?;
    args.no_options()?;
    let games = args.number("games", 200_000)?;
    let options = VerslunOptions::default();
    let mut rng = DealRng::from_number(12345);
    let mut moves_total = 0u64;
    let mut score_total = 0u64;
    let start = Instant::now();
    for n in 0..games {
        let mut game = Verslun::new(&options, Seed::from_number(n));
        loop {
            let mut moves = game.legal_moves();
            moves.retain(|m| *m != VerslunMove::EndGame);
            if moves.is_empty() {
                break;
            }
            let mv = &moves[rng.below(moves.len() as u32) as usize];
            game.apply(mv).map_err(|e| e.to_string())?;
            moves_total += 1;
        }
        score_total += game.score() as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("verslun random full games: {games} in {secs:.3} s");
    println!("moves_per_game: {:.1}", moves_total as f64 / games as f64);
    println!("mean_score: {:.1}", score_total as f64 / games as f64);
    println!("games_per_second: {:.0}", games as f64 / secs);
    Ok(())
}
