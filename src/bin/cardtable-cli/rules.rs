//! `rules <dir>`: every game's rules page (`app::rules_page`) written to
//! `<dir>/<id>.html` (scripts/build.sh: the rules screen fetches them).

use crate::args::Args;
use cardtable::app::games::GameId;
use cardtable::app::rules_page::rules_html;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &[], &[])?;
    args.at_most_words(1)?;
    args.no_options()?;
    let dir = args.word(0, "directory")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("rules: {dir}: {e}"))?;
    for game in GameId::ALL {
        let path = format!("{dir}/{}.html", game.id());
        std::fs::write(&path, rules_html(game)).map_err(|e| format!("rules: {path}: {e}"))?;
    }
    Ok(())
}
