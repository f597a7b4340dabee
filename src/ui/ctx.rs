//! The app's shared state ([`Ctx`], provided as a context by `App`) and
//! the tables it finds: each table the page carries is a context of its
//! own, an `RwSignal<Option<S>>` of its type ([`table`]).

use super::browser::LocalStore;
use super::loading::{games_elsewhere, Trouble};
use super::notices::Notice;
use super::{browser, keeping, KEEPS_NOTHING};
use crate::app::games::GameId;
use crate::app::link::{parse_hash, Deal, LinkError, Route};
use crate::app::profile::{Settings, Stats};
use crate::app::saved::InPlay;
use crate::app::session::Session;
use leptos::prelude::*;

/// A table the page shows (every game's table is one).
pub trait Table: Session + Send + Sync + 'static {}
impl<S: Session + Send + Sync + 'static> Table for S {}

/// This page's table of type `S`, while a view is being built: `App`
/// provides each table the page carries as a context of its own, an
/// `RwSignal<Option<S>>`. (A page asking for a table it does not carry is
/// a mistake: `expect_context` panics, naming the type.) From handlers and
/// timers, [`Ctx::table`].
pub fn table<S: Table>() -> RwSignal<Option<S>> {
    expect_context::<RwSignal<Option<S>>>()
}

/// The app's shared state: all signals, so it is `Copy` into every handler.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub route: RwSignal<Result<Route, LinkError>>,
    /// The app's owner, which holds the tables' contexts ([`table`]):
    /// [`Ctx::table`] looks there, so it finds a table from a handler, a
    /// timer or a listener too, where no view is being built.
    pub(super) root: StoredValue<Owner>,
    pub stats: RwSignal<Stats>,
    pub settings: RwSignal<Settings>,
    pub notices: RwSignal<Vec<Notice>>,
    /// Unfinished games of the other pages (whose tables this build does
    /// not carry): their links and progress, for Continue on the home page.
    pub elsewhere: RwSignal<Vec<(GameId, InPlay)>>,
}

impl Ctx {
    pub fn go(&self, route: &Route) {
        browser::set_hash(&route.to_hash());
    }

    /// Applies a change to a game at the table; counts each result once.
    pub fn update<S: Table, R>(&self, table: RwSignal<Option<S>>, f: impl FnOnce(&mut S) -> R) {
        let mut outcomes = Vec::new();
        browser::keep_focus();
        table.update(|t| {
            if let Some(t) = t {
                f(t);
                outcomes = crate::app::session::outcomes_to_count(t);
            }
        });
        keeping::ask_to_save();
        // (A guide's or review's page counts nothing.)
        if !KEEPS_NOTHING && !outcomes.is_empty() {
            keeping::latest_stats(*self);
            self.stats
                .update(|s| outcomes.iter().for_each(|o| s.record_outcome(o)));
        }
    }

    /// This page's table of type `S`, found from anywhere ([`table`], run
    /// under the app's owner).
    pub fn table<S: Table>(&self) -> RwSignal<Option<S>> {
        self.root.get_value().with(table::<S>)
    }

    /// Deals the link's game, replacing whatever of that game was in play.
    /// (Only this page's games: another page's deal is opened there.)
    pub fn start(&self, deal: &Deal) {
        crate::with_table!(deal.game(), T => self.table::<T>().set(T::start(deal)), else ())
    }

    /// What of this game is in play, for the home page: its link and where it stands.
    pub fn in_play(&self, game: GameId) -> Option<(Deal, String)> {
        fn unfinished<S: Session>(t: &Option<S>) -> Option<(Deal, String)> {
            t.as_ref()
                .filter(|t| !t.is_over() && t.moves_made() > 0)
                .map(|t| (t.deal(), t.progress()))
        }
        crate::with_table!(game, T => self.table::<T>().with(unfinished), else self.elsewhere.with(|games| {
            let (_, in_play) = games.iter().find(|(g, _)| *g == game)?;
            match parse_hash(&in_play.link) {
                Ok(Route::Play(deal)) if deal.game() == game => {
                    Some((deal, in_play.progress.clone()))
                }
                _ => None,
            }
        }))
    }
}

impl Ctx {
    /// Reads the other pages' games in play again (Continue's list).
    pub fn reload_elsewhere(&self) {
        self.elsewhere.set(games_elsewhere(&mut LocalStore));
    }

    /// Reads every saved game again (after an import wrote them).
    pub fn reload_saved_games(&self) {
        let troubles: &mut Vec<(String, Trouble)> = &mut Vec::new();
        for game in GameId::ALL {
            crate::with_table!(game, T => self.table::<T>().set(super::loading::load_saved::<T>(&mut LocalStore, troubles)), else ());
        }
        self.reload_elsewhere();
        for (_, (message, _)) in troubles.drain(..) {
            self.notify(message, true);
        }
    }
}
