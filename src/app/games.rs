//! The list of games, and everything that differs by game goes through it.
//!
//! A game is registered once, in [`game_list!`]: its name in code, its
//! rules (an [`engine::Game`](crate::engine::Game)), its table (an
//! [`app::session::Session`](super::session::Session)) and the Cargo
//! feature of its page. From that one line come [`GameId`] (with the
//! game's facts, [`GameInfo`]), the dispatch from a game's id to its code
//! ([`with_game!`], [`with_options!`], [`with_table!`], [`with_review!`]), and through them
//! links, saves, backups, statistics, the worker's jobs, every command of
//! `cardtable-cli`, the pages, home cards and rules pages. The generic
//! tests (`tests/games.rs`) run on every game of the list.

pub use crate::engine::{Deck, GameInfo};

/// The list of games, in the app's order. Adding a game: its modules (see
/// ARCHITECTURE.md, "Adding a game"), one line here, and its page, review
/// page and guide page features in Cargo.toml (`page-<id>`, `review-<id>`,
/// `guide-<id>`; build.rs makes the cfgs `table = "<id>"` and the rest from
/// them). Each line: the [`GameId`] variant, the game's id (its
/// `GameInfo::id`), the rules, the table.
#[macro_export]
#[doc(hidden)]
macro_rules! game_list {
    ($($then:ident)::+ { $($pass:tt)* }) => {
        $($then)::+! { { $($pass)* }
            Verslun    "verslun"    $crate::engine::verslun::Verslun,       $crate::app::verslun::VerslunTable;
            PickUp     "pickup"     $crate::engine::pickup::PickUp,         $crate::app::pickup::PickUpTable;
            Thricewise "thricewise" $crate::engine::thricewise::Thricewise, $crate::app::thricewise::ThricewiseTable;
            Asymmetry  "asymmetry"  $crate::engine::asymmetry::Asymmetry,   $crate::app::asymmetry::AsymmetryTable;
            Arctic     "arctic"     $crate::engine::arctic::Arctic,         $crate::app::arctic::ArcticTable;
        }
    };
}

/// `GameId` and the facts of every game, from the list.
macro_rules! define_games {
    ({} $($V:ident $id:literal $game:ty, $table:ty;)*) => {
        /// A game of the list.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $($V,)*
        }

        impl GameId {
            /// Every game, in the app's order (the home page's, the
            /// statistics').
            pub const ALL: [GameId; [$(stringify!($V)),*].len()] = [$(GameId::$V,)*];

            /// The game's facts: id, name, players, deck, lower is better,
            /// has a par.
            pub const fn info(self) -> GameInfo {
                match self {
                    $(GameId::$V => <$game as $crate::engine::Game>::INFO,)*
                }
            }

            /// The Cargo feature whose build is this game's page.
            pub const fn feature(self) -> &'static str {
                match self {
                    $(GameId::$V => concat!("page-", $id),)*
                }
            }

            /// Does this build carry the game's table? Native builds and the
            /// development server's (`every-page`) carry every game; a web
            /// page only its own (the home page none).
            pub const fn has_table(self) -> bool {
                match self {
                    $(GameId::$V => cfg!(table = $id),)*
                }
            }

            /// Does this build carry the game's review (its review page,
            /// `review-<id>.html`)? Native builds and the development
            /// server's carry every game's; a web page at most its own.
            pub const fn has_review(self) -> bool {
                match self {
                    $(GameId::$V => cfg!(review = $id),)*
                }
            }

            /// Does this build carry the game's guided first game (its guide's
            /// page, `guide-<id>.html`, which has its table too)? Native
            /// builds and the development server's carry every game's.
            pub const fn carries_guide(self) -> bool {
                match self {
                    $(GameId::$V => cfg!(guide = $id),)*
                }
            }

            /// Does this build read the game's link options? Native builds,
            /// the worker, the home page (which deals and resumes every
            /// game) and more.html (the backup reads every game's deal)
            /// read every game's; a table's page and a review page only
            /// their own, and pass any other game's link on to its page as
            /// written.
            pub const fn reads_options(self) -> bool {
                match self {
                    $(GameId::$V => cfg!(options = $id),)*
                }
            }
        }

        // The list's id is the rules' own (a page's cfgs are named by it).
        $(
            const _: () = assert!(
                $crate::engine::clip::same_str($id, <$game as $crate::engine::Game>::INFO.id),
                concat!("game_list!: \"", $id, "\" is not its rules' GameInfo::id"),
            );
        )*

        $(
            impl Registered for $game {
                const GAME: GameId = GameId::$V;
                type Table = $table;
            }
        )*
    };
}

game_list!(define_games {});

/// A game of the list: its [`GameId`] and its table (an
/// [`app::session::Session`](super::session::Session) of this game).
pub trait Registered: crate::engine::Game {
    const GAME: GameId;
    type Table;
}

impl GameId {
    /// The name in links and saves ("verslun").
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The name on screen ("Pick Up").
    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }

    /// The page whose build carries this game's table.
    pub fn page(self) -> Page {
        Page::Table(self)
    }
}

/// The app's pages (HTML files). Each is its own build carrying only its
/// screens, so that a page loads only its own game's code; a route of
/// another page is opened there, with the same `#` route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// `index.html`: the home page (the games, their options, settings).
    Main,
    /// `more.html`: every game's rules, the statistics and the backup,
    /// opened from the home page.
    More,
    /// `<id>.html`: one game's table.
    Table(GameId),
    /// `guide-<id>.html`: a game's guided first game, on its table (one
    /// page per game, so a guide loads only its own game's code).
    Guide(GameId),
    /// `review-<id>.html`: a finished game's review (`app::review`), one
    /// page per game, so a review loads only its own game's rules.
    Review(GameId),
}

impl Page {
    /// Does this build carry the page's screens? (A native build, and the
    /// development server's with every page, carry every page's.)
    pub fn carried(self) -> bool {
        match self {
            Page::Main => cfg!(main_page),
            Page::More => cfg!(more_page),
            Page::Table(game) => game.has_table(),
            Page::Guide(game) => game.carries_guide(),
            Page::Review(game) => game.has_review(),
        }
    }

    /// A link to `hash` on this page: the hash alone where this build
    /// carries the page (followed, the route changes here), else the
    /// page's file and the hash.
    pub fn href(self, hash: &str) -> String {
        match self.carried() {
            true => hash.to_string(),
            false => self.file() + hash,
        }
    }

    /// The page's address relative to the app's folder.
    pub fn file(self) -> String {
        match self {
            Page::Main => "./".into(),
            Page::More => "more.html".into(),
            Page::Table(game) => format!("{}.html", game.id()),
            Page::Guide(game) => format!("guide-{}.html", game.id()),
            Page::Review(game) => format!("review-{}.html", game.id()),
        }
    }
}

/// `with_game!(game, G => expr)`: `expr` for the game `game` (a
/// [`GameId`]), with `G` its rules' type. Every game's arm is compiled: for
/// code that runs on every game (the worker, the command-line tool, tests).
#[macro_export]
macro_rules! with_game {
    ($game:expr, $G:ident => $body:expr) => {
        $crate::game_list!($crate::with_game_arms { $game, $G, $body })
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! with_game_arms {
    ({ $game:expr, $G:ident, $body:expr } $($V:ident $id:literal $g:ty, $t:ty;)*) => {
        match $game {
            $($crate::app::games::GameId::$V => {
                #[allow(dead_code)]
                type $G = $g;
                $body
            })*
        }
    };
}

/// `with_options!(game, G => expr, else other)`: as [`with_game!`] where
/// this build reads the game's link options ([`GameId::reads_options`]),
/// else `other`; a page's wasm then holds no other game's option code.
#[macro_export]
macro_rules! with_options {
    ($game:expr, $G:ident => $body:expr, else $other:expr) => {
        $crate::game_list!($crate::gated_arms {
            options,
            $game,
            $G,
            $body,
            $other
        })
    };
}

/// `with_table!(game, T => expr, else other)`: `expr` with `T` the game's
/// table type, where this build carries its table
/// ([`GameId::has_table`]), else `other`.
#[macro_export]
macro_rules! with_table {
    ($game:expr, $T:ident => $body:expr, else $other:expr) => {
        $crate::game_list!($crate::gated_arms {
            table,
            $game,
            $T,
            $body,
            $other
        })
    };
}

/// `with_review!(game, G => expr, else other)`: as [`with_game!`] where
/// this build carries the game's review ([`GameId::has_review`]), else
/// `other`; a review page's wasm then holds no other game's rules.
#[macro_export]
macro_rules! with_review {
    ($game:expr, $G:ident => $body:expr, else $other:expr) => {
        $crate::game_list!($crate::gated_arms {
            review,
            $game,
            $G,
            $body,
            $other
        })
    };
}

/// The arms of [`with_options!`], [`with_table!`] and [`with_review!`]: one
/// arm per game of the list, compiled where the build carries what `kind`
/// names (build.rs's cfgs `options`, `table` and `review`, which
/// [`GameId::reads_options`], [`GameId::has_table`] and
/// [`GameId::has_review`] ask too), and `other` for the rest.
#[macro_export]
#[doc(hidden)]
macro_rules! gated_arms {
    ({ options, $($pass:tt)* } $($V:ident $id:literal $g:ty, $t:ty;)*) => {
        $crate::gated_arms!(@match { $($pass)* } $($V $g [options = $id])*)
    };
    ({ table, $($pass:tt)* } $($V:ident $id:literal $g:ty, $t:ty;)*) => {
        $crate::gated_arms!(@match { $($pass)* } $($V $t [table = $id])*)
    };
    ({ review, $($pass:tt)* } $($V:ident $id:literal $g:ty, $t:ty;)*) => {
        $crate::gated_arms!(@match { $($pass)* } $($V $g [review = $id])*)
    };
    (@match { $game:expr, $G:ident, $body:expr, $other:expr } $($V:ident $ty:ty [$($cfg:tt)*])*) => {
        match $game {
            $(
                #[cfg($($cfg)*)]
                $crate::app::games::GameId::$V => {
                    #[allow(dead_code)]
                    type $G = $ty;
                    $body
                }
            )*
            #[allow(unreachable_patterns)]
            _ => $other,
        }
    };
}
