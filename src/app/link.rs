//! Routes and share links. Everything after `#` in the page address:
//!
//! - `#/` — home
//! - `#/play/verslun?seed=K7M2QX4P&hand=5&columns=4&aceswild=no&rankpairs=no`
//! - `#/play/pickup?seed=K7M2QX4P&hands=5&opponent=easy` (a match of 5 hands;
//!   `target=1000` instead: first to 1000, as every link without `hands`)
//! - `#/play/thricewise?seed=K7M2QX4P&players=3&opponents=easy,hard`
//! - `#/play/asymmetry?seed=K7M2QX4P&opponents=easy,normal,hard`
//! - `#/play/arctic?seed=K7M2QX4P&players=3&opponents=easy,hard` (solo:
//!   `players=1&opponents=`)
//! - `#/rules/verslun`, `#/rules/pickup`, `#/rules/thricewise`
//!
//! The hash keeps links working from any static host under any sub-path,
//! with no server rewrites. Parsing is strict: a broken link is an error
//! with a message, never a guess.

use crate::engine::arctic::ArcticOptions;
use crate::engine::asymmetry::AsymmetryOptions;
use crate::engine::pickup::PickUpOptions;
use crate::engine::thricewise::ThricewiseOptions;
use crate::engine::verslun::VerslunOptions;
use crate::engine::{GameOptions, RawRecord, Seed};
use std::fmt;

/// The link format; a later change must still read version 1 links.
pub const LINK_VERSION: u32 = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameId {
    Verslun,
    PickUp,
    Thricewise,
    Asymmetry,
    Arctic,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Verslun,
        GameId::PickUp,
        GameId::Thricewise,
        GameId::Asymmetry,
        GameId::Arctic,
    ];

    pub fn id(self) -> &'static str {
        match self {
            GameId::Verslun => "verslun",
            GameId::PickUp => "pickup",
            GameId::Thricewise => "thricewise",
            GameId::Asymmetry => "asymmetry",
            GameId::Arctic => "arctic",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GameId::Verslun => "Verslun",
            GameId::PickUp => "Pick Up",
            GameId::Thricewise => "Thricewise",
            GameId::Asymmetry => "Asymmetry",
            GameId::Arctic => "Arctic Solitaire",
        }
    }

    /// The page whose build carries this game's table.
    pub fn page(self) -> Page {
        match self {
            GameId::Verslun => Page::Verslun,
            GameId::PickUp => Page::PickUp,
            GameId::Thricewise => Page::Thricewise,
            GameId::Asymmetry => Page::Asymmetry,
            GameId::Arctic => Page::Arctic,
        }
    }

    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }
}

/// A deal: game, options and seed. This is what a share link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deal {
    Verslun {
        options: VerslunOptions,
        seed: Seed,
    },
    PickUp {
        options: PickUpOptions,
        seed: Seed,
    },
    Thricewise {
        options: ThricewiseOptions,
        seed: Seed,
    },
    Asymmetry {
        options: AsymmetryOptions,
        seed: Seed,
    },
    Arctic {
        options: ArcticOptions,
        seed: Seed,
    },
}

impl Deal {
    pub fn game(&self) -> GameId {
        match self {
            Deal::Verslun { .. } => GameId::Verslun,
            Deal::PickUp { .. } => GameId::PickUp,
            Deal::Thricewise { .. } => GameId::Thricewise,
            Deal::Asymmetry { .. } => GameId::Asymmetry,
            Deal::Arctic { .. } => GameId::Arctic,
        }
    }

    pub fn seed(&self) -> Seed {
        match self {
            Deal::Verslun { seed, .. }
            | Deal::PickUp { seed, .. }
            | Deal::Thricewise { seed, .. }
            | Deal::Asymmetry { seed, .. }
            | Deal::Arctic { seed, .. } => *seed,
        }
    }

    /// The deal a saved record was dealt from, if it reads as one: for saves
    /// from before each save carried its link (Verslun, Pick Up, Thricewise).
    pub fn from_record(raw: &RawRecord) -> Option<Deal> {
        let seed = raw.seed.parse().ok()?;
        let options = raw.options.clone();
        Some(match GameId::from_id(&raw.game)? {
            GameId::Verslun => Deal::Verslun {
                options: serde_json::from_value(options).ok()?,
                seed,
            },
            GameId::PickUp => Deal::PickUp {
                options: serde_json::from_value(options).ok()?,
                seed,
            },
            GameId::Thricewise => Deal::Thricewise {
                options: serde_json::from_value(options).ok()?,
                seed,
            },
            // Every Asymmetry and Arctic save carries its link (`in_play`),
            // so no save needs it rebuilt; not reading their options here
            // keeps their parsers out of every other page.
            GameId::Asymmetry | GameId::Arctic => return None,
        })
    }

    /// The options in words: "4 Columns · Hand 5".
    pub fn describe_options(&self) -> String {
        match self {
            Deal::Verslun { options, .. } => options.describe(),
            Deal::PickUp { options, .. } => options.describe(),
            Deal::Thricewise { options, .. } => options.describe(),
            Deal::Asymmetry { options, .. } => options.describe(),
            Deal::Arctic { options, .. } => options.describe(),
        }
    }

    /// The same game and options with another seed.
    pub fn with_seed(&self, seed: Seed) -> Deal {
        match self {
            Deal::Verslun { options, .. } => Deal::Verslun {
                options: options.clone(),
                seed,
            },
            Deal::PickUp { options, .. } => Deal::PickUp {
                options: options.clone(),
                seed,
            },
            Deal::Thricewise { options, .. } => Deal::Thricewise {
                options: options.clone(),
                seed,
            },
            Deal::Asymmetry { options, .. } => Deal::Asymmetry {
                options: options.clone(),
                seed,
            },
            Deal::Arctic { options, .. } => Deal::Arctic {
                options: options.clone(),
                seed,
            },
        }
    }

    /// The hash part of the share link.
    pub fn to_hash(&self) -> String {
        let (game, seed, params) = match self {
            Deal::Verslun { options, seed } => (GameId::Verslun, seed, options.to_params()),
            Deal::PickUp { options, seed } => (GameId::PickUp, seed, options.to_params()),
            Deal::Thricewise { options, seed } => (GameId::Thricewise, seed, options.to_params()),
            Deal::Asymmetry { options, seed } => (GameId::Asymmetry, seed, options.to_params()),
            Deal::Arctic { options, seed } => (GameId::Arctic, seed, options.to_params()),
        };
        let mut hash = format!("#/play/{}?seed={}", game.id(), seed.code());
        for (k, v) in params {
            hash.push_str(&format!("&{k}={v}"));
        }
        hash
    }
}

/// A calendar date where the player is: (year, month 1–12, day 1–31).
pub type Date = (i32, u32, u32);

/// How far back a Daily deal is still named as one (a game of yesterday's
/// deal finished today is still the daily deal).
const DAILY_DAYS_BACK: u32 = 7;

/// The date whose Daily deal this seed is, looking back a week from `today`.
pub fn daily_date(seed: Seed, today: Date) -> Option<Date> {
    let mut date = today;
    for _ in 0..=DAILY_DAYS_BACK {
        if Seed::daily(date.0, date.1, date.2) == seed {
            return Some(date);
        }
        date = day_before(date);
    }
    None
}

fn day_before((y, m, d): Date) -> Date {
    if d > 1 {
        return (y, m, d - 1);
    }
    let (y, m) = if m == 1 { (y - 1, 12) } else { (y, m - 1) };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    (y, m, days)
}

/// "23 November".
pub fn day_and_month((_, m, d): Date) -> String {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    format!("{d} {}", MONTHS[(m.clamp(1, 12) - 1) as usize])
}

/// The deal's name on the table and the end screen: "Daily deal · 23
/// November" for a Daily deal, else "Deal K7M2QX4P".
pub fn deal_name(seed: Seed, today: Date) -> String {
    match daily_date(seed, today) {
        Some(date) => format!("Daily deal · {} · {}", day_and_month(date), seed.code()),
        None => format!("Deal {}", seed.code()),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Play(Deal),
    Rules(GameId),
    /// The statistics screen (`#/stats`).
    Stats,
    /// A play link of a game whose options this build does not read (see
    /// `reads_options`), kept as written (`#/play/...`) for its own page.
    Elsewhere(Page, String),
}

/// Does this build read the options of this game's links? A one-page web
/// build reads only those of the games it carries, so it needs no other
/// game's option parsers; the home page reads every game's (it deals and
/// resumes them all), and so do native builds. Another game's link goes on
/// to its page as written (`Route::Elsewhere`), and that page reads it.
fn reads_options(game: GameId) -> bool {
    if cfg!(not(target_arch = "wasm32")) || cfg!(feature = "page-main") {
        return true;
    }
    match game {
        GameId::Verslun => cfg!(feature = "page-verslun"),
        GameId::PickUp => cfg!(feature = "page-pickup"),
        GameId::Thricewise => cfg!(feature = "page-thricewise"),
        GameId::Asymmetry => cfg!(feature = "page-asymmetry"),
        GameId::Arctic => cfg!(feature = "page-arctic"),
    }
}

/// The app's pages (HTML files). Each is its own build carrying only its
/// screens, so that a page loads only its own game's code; a route of
/// another page is opened there, with the same `#` route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// `index.html`: home and rules.
    Main,
    /// `verslun.html`: the Verslun table.
    Verslun,
    /// `pickup.html`: the Pick Up table.
    PickUp,
    /// `thricewise.html`: the Thricewise table.
    Thricewise,
    /// `asymmetry.html`: the Asymmetry table.
    Asymmetry,
    /// `arctic.html`: the Arctic Solitaire table.
    Arctic,
}

impl Page {
    /// The page's address relative to the app's folder.
    pub fn file(self) -> &'static str {
        match self {
            Page::Main => "./",
            Page::Verslun => "verslun.html",
            Page::PickUp => "pickup.html",
            Page::Thricewise => "thricewise.html",
            Page::Asymmetry => "asymmetry.html",
            Page::Arctic => "arctic.html",
        }
    }
}

impl Route {
    /// The page that shows this route.
    pub fn page(&self) -> Page {
        match self {
            Route::Play(deal) => deal.game().page(),
            Route::Elsewhere(page, _) => *page,
            _ => Page::Main,
        }
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Play(deal) => deal.to_hash(),
            Route::Rules(game) => format!("#/rules/{}", game.id()),
            Route::Stats => "#/stats".into(),
            Route::Elsewhere(_, hash) => hash.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError(pub String);

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Percent-decoding for the few characters a typed link may carry.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(hi), Some(lo)) => {
                        out.push((hi * 16 + lo) as u8);
                        i += 3;
                        continue;
                    }
                    _ => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads the hash part of the address (with or without the leading `#`).
pub fn parse_hash(hash: &str) -> Result<Route, LinkError> {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    let params: Vec<(String, String)> = query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (decode(k), decode(v))
        })
        .collect();
    let game = |id: &str| {
        GameId::from_id(id)
            .ok_or_else(|| LinkError(format!("This link names a game we don't have: {id:?}.")))
    };
    match parts.as_slice() {
        [] => Ok(Route::Home),
        ["rules", id] => Ok(Route::Rules(game(id)?)),
        ["stats"] => Ok(Route::Stats),
        ["play", id] => {
            let game = game(id)?;
            if !reads_options(game) {
                return Ok(Route::Elsewhere(game.page(), format!("#{hash}")));
            }
            let mut seed = None;
            // Links without a version are version 1 links.
            let mut version = 1;
            let mut options = Vec::new();
            for (k, v) in params {
                match k.as_str() {
                    "seed" => {
                        seed = Some(v.parse::<Seed>().map_err(|e| {
                            LinkError(format!("This link's seed code {v:?} is not valid. {e}"))
                        })?)
                    }
                    "v" => {
                        version = v.parse().map_err(|_| {
                            LinkError(format!("This link's version {v:?} is not valid."))
                        })?
                    }
                    _ => options.push((k, v)),
                }
            }
            if version > LINK_VERSION {
                return Err(LinkError(
                    "This link was made by a newer version of the app; reload to update.".into(),
                ));
            }
            let seed = seed.ok_or_else(|| LinkError("This link has no seed code.".into()))?;
            let bad = |e: String| LinkError(format!("This link's options are not valid: {e}."));
            Ok(Route::Play(match game {
                GameId::Verslun => Deal::Verslun {
                    options: VerslunOptions::from_params(&options).map_err(bad)?,
                    seed,
                },
                GameId::PickUp => Deal::PickUp {
                    options: PickUpOptions::from_params(&options).map_err(bad)?,
                    seed,
                },
                GameId::Thricewise => Deal::Thricewise {
                    options: ThricewiseOptions::from_params(&options).map_err(bad)?,
                    seed,
                },
                GameId::Asymmetry => Deal::Asymmetry {
                    options: AsymmetryOptions::from_params(&options).map_err(bad)?,
                    seed,
                },
                GameId::Arctic => Deal::Arctic {
                    options: ArcticOptions::from_params(&options).map_err(bad)?,
                    seed,
                },
            }))
        }
        _ => Err(LinkError(format!("There is no page at {:?}.", path))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_round_trip() {
        let deal = Deal::Verslun {
            options: VerslunOptions {
                aces_wild: true,
                hand_size: 6,
                ..Default::default()
            },
            seed: "K7M2QX4P".parse().unwrap(),
        };
        let hash = deal.to_hash();
        assert_eq!(
            hash,
            "#/play/verslun?seed=K7M2QX4P&hand=6&columns=4&aceswild=yes&rankpairs=no"
        );
        assert_eq!(parse_hash(&hash), Ok(Route::Play(deal)));
        assert_eq!(parse_hash(""), Ok(Route::Home));
        assert_eq!(parse_hash("#/"), Ok(Route::Home));
        assert_eq!(
            parse_hash("#/rules/verslun"),
            Ok(Route::Rules(GameId::Verslun))
        );
    }

    #[test]
    fn pickup_links_carry_the_target_and_the_opponent() {
        use crate::engine::pickup::{MatchLength, Opponent};
        let deal = Deal::PickUp {
            options: PickUpOptions {
                length: MatchLength::Target(500),
                opponent: Opponent::Hard,
            },
            seed: "K7M2QX4P".parse().unwrap(),
        };
        assert_eq!(
            deal.to_hash(),
            "#/play/pickup?seed=K7M2QX4P&target=500&opponent=hard"
        );
        assert_eq!(parse_hash(&deal.to_hash()), Ok(Route::Play(deal)));
        assert!(parse_hash("#/play/pickup?seed=K7M2QX4P&opponent=genius")
            .unwrap_err()
            .0
            .contains("opponent"));
        assert_eq!(
            parse_hash("#/rules/pickup"),
            Ok(Route::Rules(GameId::PickUp))
        );
    }

    /// A match of so many hands is named `hands=N`; a link without it (every
    /// link from before fixed-length matches) is first to its target.
    #[test]
    fn pickup_links_name_the_kind_of_match() {
        use crate::engine::pickup::{MatchLength, Opponent};
        let seed: Seed = "K7M2QX4P".parse().unwrap();
        let five = Deal::PickUp {
            options: PickUpOptions::default(),
            seed,
        };
        assert_eq!(
            five.to_hash(),
            "#/play/pickup?seed=K7M2QX4P&hands=5&opponent=easy"
        );
        assert_eq!(parse_hash(&five.to_hash()), Ok(Route::Play(five)));
        let one = Deal::PickUp {
            options: PickUpOptions {
                length: MatchLength::Hands(1),
                opponent: Opponent::Person,
            },
            seed,
        };
        assert_eq!(
            one.to_hash(),
            "#/play/pickup?seed=K7M2QX4P&hands=1&opponent=person"
        );
        assert_eq!(parse_hash(&one.to_hash()), Ok(Route::Play(one)));
        // Old links open exactly the match they always did.
        let old = |hash: &str, options: PickUpOptions| {
            assert_eq!(
                parse_hash(hash),
                Ok(Route::Play(Deal::PickUp { options, seed })),
                "{hash}"
            );
        };
        old(
            "#/play/pickup?seed=K7M2QX4P&target=1000&opponent=easy",
            PickUpOptions::first_to(1000),
        );
        old(
            "#/play/pickup?seed=K7M2QX4P&target=250&opponent=hard",
            PickUpOptions {
                length: MatchLength::Target(250),
                opponent: Opponent::Hard,
            },
        );
        old("#/play/pickup?seed=K7M2QX4P", PickUpOptions::first_to(1000));
        // And say so again when shared on.
        assert_eq!(
            parse_hash("#/play/pickup?seed=K7M2QX4P").unwrap().to_hash(),
            "#/play/pickup?seed=K7M2QX4P&target=1000&opponent=easy"
        );
        let err = |h: &str| parse_hash(h).unwrap_err().0;
        for bad in ["0", "21", "x"] {
            let e = err(&format!("#/play/pickup?seed=K7M2QX4P&hands={bad}"));
            assert!(e.contains("hands must be a number from 1 to 20"), "{e}");
        }
        assert!(err("#/play/pickup?seed=K7M2QX4P&hands=5&target=1000").contains("not both"));
    }

    #[test]
    fn thricewise_links_carry_players_and_opponents() {
        use crate::engine::bot::Opponent;
        let deal = Deal::Thricewise {
            options: ThricewiseOptions {
                opponents: vec![Opponent::Easy, Opponent::Hard, Opponent::Person],
            },
            seed: "K7M2QX4P".parse().unwrap(),
        };
        assert_eq!(
            deal.to_hash(),
            "#/play/thricewise?seed=K7M2QX4P&players=4&opponents=easy,hard,person"
        );
        assert_eq!(parse_hash(&deal.to_hash()), Ok(Route::Play(deal.clone())));
        assert_eq!(Route::Play(deal).page().file(), "thricewise.html");
        let err = |h: &str| parse_hash(h).unwrap_err().0;
        assert!(err("#/play/thricewise?seed=K7M2QX4P&players=6").contains("players"));
        assert!(
            err("#/play/thricewise?seed=K7M2QX4P&players=2&opponents=easy,easy")
                .contains("do not fit")
        );
        assert!(err("#/play/thricewise?seed=K7M2QX4P&opponents=easy,clever").contains("clever"));
    }

    #[test]
    fn a_saved_record_gives_back_its_deal() {
        use crate::app::session::SavedGame;
        use crate::engine::thricewise::{Thricewise, ThricewiseOptions};
        use crate::engine::Record;
        let mut record =
            Record::<Thricewise>::new(ThricewiseOptions::default(), "K7M2QX4P".parse().unwrap());
        let deal = Deal::Thricewise {
            options: record.options.clone(),
            seed: record.seed,
        };
        assert_eq!(Deal::from_record(&record.to_raw()), Some(deal.clone()));
        // A save from before Resume summaries: no moves, nothing to resume;
        // with moves, its link; once counted (over), nothing.
        assert_eq!(SavedGame::new(record.to_raw()).summary(), None);
        record.moves.push("pick 2MK".parse().unwrap());
        let mut saved = SavedGame::new(record.to_raw());
        let summary = saved.summary().unwrap();
        assert_eq!(summary.link, deal.to_hash());
        assert!(summary.progress.starts_with("deal K7M2QX4P"));
        saved.counted = true;
        assert_eq!(saved.summary(), None);
    }

    #[test]
    fn each_route_has_its_page() {
        assert_eq!(Route::Home.page(), Page::Main);
        assert_eq!(Route::Rules(GameId::PickUp).page(), Page::Main);
        let pickup = parse_hash("#/play/pickup?seed=K7M2QX4P").unwrap();
        assert_eq!(
            (pickup.page(), pickup.page().file()),
            (Page::PickUp, "pickup.html")
        );
        // Every game has a page of its own; home and rules are the main page.
        let verslun = parse_hash("#/play/verslun?seed=K7M2QX4P").unwrap();
        assert_eq!(
            (verslun.page(), verslun.page().file()),
            (Page::Verslun, "verslun.html")
        );
        for game in GameId::ALL {
            assert_ne!(game.page(), Page::Main, "{game:?}");
            assert_eq!(game.page().file(), format!("{}.html", game.id()));
        }
    }

    #[test]
    fn short_links_take_default_options() {
        assert_eq!(
            parse_hash("#/play/verslun?seed=k7m2qx4p"),
            Ok(Route::Play(Deal::Verslun {
                options: VerslunOptions::default(),
                seed: "K7M2QX4P".parse().unwrap()
            }))
        );
    }

    #[test]
    fn broken_links_say_what_is_wrong() {
        let err = |h: &str| parse_hash(h).unwrap_err().0;
        assert!(err("#/play/poker?seed=K7M2QX4P").contains("game we don't have"));
        assert!(err("#/play/verslun?seed=K7M2").contains("not valid"));
        assert!(err("#/play/verslun").contains("no seed"));
        assert!(err("#/play/verslun?seed=K7M2QX4P&hand=12").contains("options"));
        assert!(err("#/play/verslun?seed=K7M2QX4P&v=9").contains("newer"));
        assert!(err("#/nowhere").contains("no page"));
        assert!(err("#/play/verslun?seed=K7M2QX4%").contains("not valid"));
    }
    #[test]
    fn daily_deals_are_named_with_their_date() {
        let today = (2026, 11, 23);
        let daily = Seed::daily(2026, 11, 23);
        assert_eq!(
            deal_name(daily, today),
            format!("Daily deal · 23 November · {}", daily.code())
        );
        // Yesterday's daily deal, finished today, is still named for its day.
        let yesterday = Seed::daily(2026, 11, 22);
        assert_eq!(daily_date(yesterday, today), Some((2026, 11, 22)));
        // Across a month and a year, and leap years.
        assert_eq!(
            daily_date(Seed::daily(2026, 12, 31), (2027, 1, 2)),
            Some((2026, 12, 31))
        );
        assert_eq!(
            daily_date(Seed::daily(2028, 2, 29), (2028, 3, 1)),
            Some((2028, 2, 29))
        );
        assert_eq!(day_before((2100, 3, 1)), (2100, 2, 28));
        assert_eq!(day_before((2000, 3, 1)), (2000, 2, 29));
        // A week is the limit, and any other seed is a plain deal.
        assert_eq!(daily_date(Seed::daily(2026, 11, 1), today), None);
        let other = Seed::from_number(42);
        assert_eq!(deal_name(other, today), format!("Deal {}", other.code()));
        assert_eq!(day_and_month((2026, 1, 5)), "5 January");
    }
    #[test]
    fn asymmetry_links_carry_the_three_other_seats() {
        use crate::engine::bot::Opponent;
        let deal = Deal::Asymmetry {
            options: AsymmetryOptions {
                opponents: [Opponent::Easy, Opponent::Hard, Opponent::Person],
            },
            seed: "K7M2QX4P".parse().unwrap(),
        };
        let hash = deal.to_hash();
        assert_eq!(
            hash,
            "#/play/asymmetry?seed=K7M2QX4P&opponents=easy,hard,person"
        );
        assert_eq!(parse_hash(&hash), Ok(Route::Play(deal.clone())));
        assert_eq!(deal.game().page().file(), "asymmetry.html");
        assert!(
            parse_hash("#/play/asymmetry?seed=K7M2QX4P&opponents=easy,easy")
                .unwrap_err()
                .0
                .contains("options")
        );
        assert_eq!(
            parse_hash("#/rules/asymmetry"),
            Ok(Route::Rules(GameId::Asymmetry))
        );
    }
    #[test]
    fn arctic_links_carry_players_and_computers() {
        use crate::engine::bot::Opponent;
        let seed: Seed = "K7M2QX4P".parse().unwrap();
        let solo = Deal::Arctic {
            options: ArcticOptions::solo(),
            seed,
        };
        assert_eq!(
            solo.to_hash(),
            "#/play/arctic?seed=K7M2QX4P&players=1&opponents="
        );
        assert_eq!(parse_hash(&solo.to_hash()), Ok(Route::Play(solo.clone())));
        let three = Deal::Arctic {
            options: ArcticOptions {
                opponents: vec![Opponent::Easy, Opponent::Hard],
            },
            seed,
        };
        assert_eq!(
            three.to_hash(),
            "#/play/arctic?seed=K7M2QX4P&players=3&opponents=easy,hard"
        );
        assert_eq!(parse_hash(&three.to_hash()), Ok(Route::Play(three.clone())));
        assert_eq!(three.game().page().file(), "arctic.html");
        for bad in [
            "#/play/arctic?seed=K7M2QX4P&players=7",
            "#/play/arctic?seed=K7M2QX4P&players=2&opponents=easy,easy",
            "#/play/arctic?seed=K7M2QX4P&opponents=wizard",
            "#/play/arctic?seed=K7M2QX4P&colour=red",
        ] {
            assert!(parse_hash(bad).unwrap_err().0.contains("options"), "{bad}");
        }
        assert_eq!(
            parse_hash("#/rules/arctic"),
            Ok(Route::Rules(GameId::Arctic))
        );
    }
    /// boot.js sends a game's link to its page before any app code loads:
    /// its list of games must be this one.
    #[test]
    fn boot_js_knows_every_game_page() {
        let boot = include_str!("../../assets/boot.js");
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
        assert!(
            boot.contains(&format!("/^({})$/", ids.join("|"))),
            "assets/boot.js must list exactly the games {ids:?}"
        );
    }
}
