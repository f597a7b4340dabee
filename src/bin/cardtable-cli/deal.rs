//! `deal <game> <seed> [options]`: the deal in words.

use crate::args::{headline, seed_word, Args};
use cardtable::engine::{Game, Seed};

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &[], &[])?;
    let game = args.game()?;
    let seed = seed_word(args.word(1, "seed code")?)?;
    args.at_most_words(2)?;
    cardtable::with_game!(game, G => deal::<G>(&args, seed))
}

/// A line naming the game, seed and options, then [`Game::deal_text`].
fn deal<G: Game>(args: &Args, seed: Seed) -> Result<(), String> {
    let options = args.options::<G>()?;
    let game = G::new(&options, seed);
    println!("{}", headline::<G>(&options, seed));
    println!("{}", game.deal_text());
    Ok(())
}
