//! `games`: the list of games, a line each, `<id>\t<name>\t<deck>`
//! (scripts/build.sh reads it: each game's page, title and deck stylesheet).

use crate::args::Args;
use cardtable::app::games::GameId;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &[], &[])?;
    args.at_most_words(0)?;
    args.no_options()?;
    for game in GameId::ALL {
        println!("{}\t{}\t{}", game.id(), game.name(), game.info().deck.id());
    }
    Ok(())
}
