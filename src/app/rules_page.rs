//! Every game's rules page, as HTML (its text and pictures). The release
//! build writes each one into `rules/<game>.html` (`cardtable-cli rules`,
//! scripts/build.sh) and the rules screen fetches it when opened, so no
//! page's code carries a rules text (more.html, the page of the rules, is
//! about 12 KB gzip lighter). One module per game, `app::<game>::rules_page`.

use crate::app::games::{GameId, Registered};

/// A game's rules page: the part under its heading and buttons.
pub trait RulesPage: Registered {
    fn rules_html() -> String;
}

/// The rules page of `game`, as HTML.
pub fn rules_html(game: GameId) -> String {
    crate::with_game!(game, G => <G as RulesPage>::rules_html())
}
