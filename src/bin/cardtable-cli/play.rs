//! `play <game>`: many seeded games with one kind of player in every seat;
//! seat 0's scores.

use crate::args::{in_brackets, Args};
use crate::players::{play_out, shown_score, Budget, Caps, Player};
use crate::stats::{histogram, mean, percentile};
use cardtable::engine::bot::Level;
use cardtable::engine::{Game, GameOptions, Seed};

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(
        args,
        &["games", "first-seed", "player", "max-rounds", "max-moves"],
        &[],
    )?;
    let game = args.game()?;
    args.at_most_words(1)?;
    cardtable::with_game!(game, G => play::<G>(&args))
}

fn play<G: Game>(args: &Args) -> Result<(), String> {
    let options = args.options::<G>()?;
    let games = args.number("games", 1000)?;
    let first = args.number("first-seed", 0)?;
    let player = Player::from_flag::<G>(args.flag("player"), &options, Player::Bot(Level::Easy))?;
    let caps = Caps::from_args(args, 40)?;
    let mut scores = Vec::with_capacity(games as usize);
    let mut capped = 0;
    for n in first..first + games {
        let seed = Seed::from_number(n);
        let played = play_out::<G>(&options, seed, caps, |game, _, ply| {
            player.choose(game, seed, ply, Budget::of::<G>())
        })?;
        capped += played.capped as usize;
        scores.push(shown_score(&played.game, 0));
    }
    scores.sort_unstable();
    let values: Vec<f64> = scores.iter().map(|&s| s as f64).collect();
    let seats = G::new(&options, Seed::from_number(first)).seat_count();
    let what = match seats {
        1 => "deals",
        _ => "games",
    };
    println!(
        "{}{}, {} player{}, {games} {what} from seed {first}",
        G::INFO.name,
        in_brackets(&options.describe()),
        player.word(),
        match seats {
            1 => String::new(),
            _ => " in every seat".to_string(),
        }
    );
    let pct = |p: f64| percentile(&scores, p);
    println!(
        "{}: min {} · 10% {} · median {} · 90% {} · max {} · mean {:.1}",
        match seats {
            1 => "score",
            _ => "seat 0's score",
        },
        pct(0.0),
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0),
        mean(&values)
    );
    if capped > 0 {
        println!(
            "{capped} of {games} stopped at the cap ({} rounds or {} moves): scored as they stood",
            caps.rounds, caps.moves
        );
    }
    for line in histogram(&scores) {
        println!("{line}");
    }
    Ok(())
}
