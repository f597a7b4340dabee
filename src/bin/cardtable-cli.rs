//! The native command-line tool: deals, record checks, simulations, speed.
//!
//! ```text
//! cardtable-cli deal verslun K7M2QX4P [hand=6 columns=4 aceswild=yes rankpairs=no]
//! cardtable-cli check game.json            (or - for standard input)
//! cardtable-cli play verslun --games 1000 [--first-seed N] [options…]
//! cardtable-cli bench [--games N]
//! ```

use cardtable::engine::harness::check_cards;
use cardtable::engine::strategy::verslun_greedy;
use cardtable::engine::verslun::{Verslun, VerslunMove, VerslunOptions};
use cardtable::engine::{DealRng, Game, GameOptions, RawRecord, Record, Seed};
use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
usage:
  cardtable-cli deal <game> <seed code> [name=value …]   print the deal
  cardtable-cli check <record.json | ->                   replay a game record, print its outcome
  cardtable-cli play <game> [--games N] [--first-seed N] [name=value …]
                                                          play N deals with a simple strategy
  cardtable-cli bench [--games N]                         random full games per second (one core)
games: verslun   (options: hand=4..8 columns=2..6 aceswild=yes|no rankpairs=yes|no)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("deal") => deal(&args[1..]),
        Some("check") => check(&args[1..]),
        Some("play") => play(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("help") | Some("--help") | Some("-h") | None => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command {other:?}\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Splits `name=value` options from `--flag value` pairs and plain words.
struct Args {
    words: Vec<String>,
    params: Vec<(String, String)>,
    flags: Vec<(String, String)>,
}

fn split_args(args: &[String]) -> Result<Args, String> {
    let mut parsed = Args {
        words: vec![],
        params: vec![],
        flags: vec![],
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(flag) = a.strip_prefix("--") {
            let value = it.next().ok_or_else(|| format!("--{flag} needs a value"))?;
            parsed.flags.push((flag.to_string(), value.clone()));
        } else if let Some((k, v)) = a.split_once('=') {
            parsed.params.push((k.to_string(), v.to_string()));
        } else {
            parsed.words.push(a.clone());
        }
    }
    Ok(parsed)
}

fn flag_number(args: &Args, name: &str, default: u64) -> Result<u64, String> {
    match args.flags.iter().find(|(k, _)| k == name) {
        Some((_, v)) => v
            .parse()
            .map_err(|_| format!("--{name} needs a whole number, not {v:?}")),
        None => Ok(default),
    }
}

fn game_name(args: &Args) -> Result<&str, String> {
    match args.words.first().map(String::as_str) {
        Some("verslun") => Ok("verslun"),
        Some(other) => Err(format!("unknown game {other:?} (games: verslun)")),
        None => Err(format!("which game?\n{USAGE}")),
    }
}

fn deal(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    game_name(&args)?;
    let seed: Seed = args
        .words
        .get(1)
        .ok_or("which seed code?")?
        .parse()
        .map_err(|e: cardtable::engine::SeedError| e.to_string())?;
    let options = VerslunOptions::from_params(&args.params)?;
    let game = Verslun::new(&options, seed);
    println!("Verslun, seed {seed}, {}", options.describe());
    let places = game.card_places();
    for c in 0..options.columns as usize {
        let column: Vec<String> = places
            .iter()
            .filter(|(p, _)| *p == cardtable::engine::verslun::Place::Column(c))
            .map(|(_, card)| card.to_string())
            .collect();
        println!("Column {} (top to bottom): {}", c + 1, column.join(" "));
    }
    let mut deck: Vec<String> = places
        .iter()
        .filter(|(p, _)| *p == cardtable::engine::verslun::Place::Deck)
        .map(|(_, card)| card.to_string())
        .collect();
    deck.reverse();
    println!("Deck (top first): {}", deck.join(" "));
    Ok(())
}

fn check(args: &[String]) -> Result<(), String> {
    let path = args
        .first()
        .ok_or("which record file? (- for standard input)")?;
    let mut json = String::new();
    if path == "-" {
        std::io::stdin()
            .read_to_string(&mut json)
            .map_err(|e| e.to_string())?;
    } else {
        json = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    }
    let raw: RawRecord =
        serde_json::from_str(&json).map_err(|e| format!("not a game record: {e}"))?;
    match raw.game.as_str() {
        "verslun" => {
            let record = Record::<Verslun>::from_raw(&raw).map_err(|e| e.to_string())?;
            let game = record.replay().map_err(|e| e.to_string())?;
            check_cards(&game)?;
            println!(
                "Verslun, seed {}, {}: {} moves",
                record.seed,
                record.options.describe(),
                record.moves.len()
            );
            match game.phase() {
                cardtable::engine::verslun::Phase::Over(reason) => {
                    println!(
                        "game over: {} Final score {}.",
                        reason.explain(),
                        game.score()
                    )
                }
                _ => println!("in play: score so far {}", game.score()),
            }
            Ok(())
        }
        other => Err(format!("unknown game {other:?}")),
    }
}

fn play(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    game_name(&args)?;
    let games = flag_number(&args, "games", 1000)?;
    let first = flag_number(&args, "first-seed", 0)?;
    let options = VerslunOptions::from_params(&args.params)?;
    let mut scores: Vec<u32> = Vec::with_capacity(games as usize);
    for n in first..first + games {
        let mut game = Verslun::new(&options, Seed::from_number(n));
        while let Some(mv) = verslun_greedy(&game) {
            game.apply(&mv)
                .map_err(|e| format!("seed {n}: strategy chose {mv}: {e}"))?;
        }
        scores.push(game.score());
    }
    scores.sort_unstable();
    let n = scores.len().max(1);
    let mean = scores.iter().map(|&s| s as f64).sum::<f64>() / n as f64;
    let pct = |p: f64| {
        scores
            .get(((n - 1) as f64 * p).round() as usize)
            .copied()
            .unwrap_or(0)
    };
    println!(
        "Verslun, {}, greedy strategy, {games} deals from seed {first}",
        options.describe()
    );
    println!(
        "score: min {} · 10% {} · median {} · 90% {} · max {} · mean {mean:.1}",
        pct(0.0),
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0)
    );
    let width = 20;
    let top = scores.last().copied().unwrap_or(0);
    for lo in (0..=top).step_by(width) {
        let count = scores
            .iter()
            .filter(|&&s| s >= lo && s < lo + width as u32)
            .count();
        let bar = "#".repeat((count * 60).div_ceil(n));
        println!("{lo:>4}–{:<4} {count:>7} {bar}", lo + width as u32 - 1);
    }
    Ok(())
}

/// Random full games: uniform over the legal moves, except that the game is
/// only ended by its rules (never by a random "End game"), so games run full
/// length.
fn bench(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    let games = flag_number(&args, "games", 200_000)?;
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
