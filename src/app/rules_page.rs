//! Every game's rules page, as HTML (its text and pictures). The release
//! build writes each one into `rules/<game>.html` (`cardtable-cli rules`,
//! scripts/build.sh) and the rules screen fetches it when opened, so no
//! page's code carries a rules text (more.html, the page of the rules, is
//! about 12 KB gzip lighter). One module per game, `app::<game>::rules_page`.

use crate::app::games::{GameId, Registered};
use crate::engine::bot::Level;

/// A game's rules page: the part under its heading and buttons.
pub trait RulesPage: Registered {
    fn rules_html() -> String;
}

/// The rules page of `game`, as HTML: the game's own, then, where others
/// may sit at the table, how its computers play.
pub fn rules_html(game: GameId) -> String {
    let own = crate::with_game!(game, G => <G as RulesPage>::rules_html());
    match game.info().players.1 > 1 {
        true => own + &computers_html(),
        false => own,
    }
}

/// The computers, the same for every game with them: what they see, what
/// each level does (its numbers from [`Level`]), and which of them replay
/// the same moves from a link.
fn computers_html() -> String {
    let tries = |level: Level| {
        let n = level.iterations();
        match n >= 1000 {
            true => format!("{},{:03}", n / 1000, n % 1000),
            false => n.to_string(),
        }
    };
    let expert_s = Level::Expert.think_ms().unwrap_or_default() / 1000.0;
    format!(
        "<div class=\"rules-text\"><h2>The computers</h2>\n<ul>\n\
<li>A computer plays only from what its seat may see. Before each move it imagines ways the cards it cannot see could lie, and tries its moves in each.</li>\n\
<li><strong>Easy</strong> tries {easy} such deals a move, <strong>Normal</strong> {normal}, <strong>Hard</strong> up to {hard}. <strong>Expert</strong> thinks as Hard does for about {expert_s} second a move, and never less than Hard: on a fast device it looks much further.</li>\n\
<li>With an Easy, Normal or Hard computer the same link always gives the same cards and the same computer moves. An Expert's moves depend on how fast your device is, so a link replays its cards but maybe not its moves.</li>\n\
<li>Settings → Computer pace (on the home page) sets how long the table pauses before each computer move; the computer thinks during that pause.</li>\n\
</ul></div>",
        easy = tries(Level::Easy),
        normal = tries(Level::Normal),
        hard = tries(Level::Hard),
    )
}
