//! Reading what the app keeps, at the start: each saved game this page
//! carries, the other pages' games in play (for Continue), statistics and
//! settings; what does not read is moved aside with a message.

use super::browser::LocalStore;
use crate::app::games::GameId;
use crate::app::saved::{game_key, InPlay, SavedGame};
use crate::app::session::Session;
use crate::app::storage::{load, set_aside, Loaded, Stored};

/// The unfinished games of the pages this build does not carry, for Continue
/// (on the home page: no table page shows them, so none carries the code to
/// read the other games' saves).
pub(super) fn games_elsewhere(store: &mut LocalStore) -> Vec<(GameId, InPlay)> {
    if !cfg!(main_page) {
        return Vec::new();
    }
    GameId::ALL
        .into_iter()
        .filter(|g| !g.has_table())
        .filter_map(|g| match load::<SavedGame>(store, &game_key(g)) {
            Loaded::Found(saved) => Some((g, saved.summary()?)),
            // A save that does not load is reported by its own page.
            _ => None,
        })
        .collect()
}

/// What loading found wrong: (message, moved aside).
pub(super) type Trouble = (String, bool);

/// The saved game of one kind: a value that does not load or replay is
/// moved aside (never deleted) with a message.
pub(super) fn load_saved<S: Session>(
    store: &mut LocalStore,
    troubles: &mut Vec<(String, Trouble)>,
) -> Option<S> {
    let key = game_key(S::GAME);
    let trouble = match load::<SavedGame>(store, &key) {
        Loaded::Missing => return None,
        Loaded::Unreadable { message, moved } => (message, moved),
        Loaded::Found(saved) => match S::from_saved(&saved) {
            Ok(t) => return Some(t),
            Err(e) => {
                let what = format!("Your saved {} game", S::GAME.name());
                set_aside(store, &key, &what, &e.to_string())
            }
        },
    };
    troubles.push((key, trouble));
    None
}

/// Loads one stored value; a value that could not be moved aside is frozen,
/// so nothing is written over it this session.
pub(super) fn load_or_default<T: Stored + Default>(
    store: &mut LocalStore,
    key: &str,
    troubles: &mut Vec<(String, Trouble)>,
) -> T {
    match load::<T>(store, key) {
        Loaded::Found(t) => t,
        Loaded::Missing => T::default(),
        Loaded::Unreadable { message, moved } => {
            troubles.push((key.to_string(), (message, moved)));
            T::default()
        }
    }
}
