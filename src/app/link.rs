//! Routes and share links. Everything after `#` in the page address:
//!
//! - `#/` — home; `#/stats` — the statistics
//! - `#/play/<game>?seed=<code>&<options>` — a deal of a game of the list
//!   (`app::games`), its options as the game writes them
//!   (`GameOptions::to_params`), e.g.
//!   `#/play/verslun?seed=K7M2QX4P&hand=5&columns=4&aceswild=no&rankpairs=no`,
//!   `#/play/arctic?seed=K7M2QX4P&players=1&opponents=` (README, "Links")
//! - `#/rules/<game>` — a game's rules
//! - `#/review/<game>?<the deal's params>&v=1&m=<moves>` — a finished game's
//!   review, on its own page (`app::review`)
//!
//! The hash keeps links working from any static host under any sub-path,
//! with no server rewrites. Parsing is strict: a broken link is an error
//! with a message, never a guess.

use super::games::{GameId, Page, Registered};
use crate::engine::clip::quote;
use crate::engine::{GameOptions, RawRecord, Seed};
use std::fmt;

/// The link format; a later change must still read version 1 links.
pub const LINK_VERSION: u32 = 1;

/// A deal: game, options and seed. This is what a share link carries. The
/// options are kept as the game writes them in links
/// ([`GameOptions::to_params`], every option written out), so a deal of any
/// game is one type that needs no game's code to compare, keep or link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    game: GameId,
    seed: Seed,
    params: Vec<(String, String)>,
}

impl Deal {
    pub fn new<G: Registered>(options: &G::Options, seed: Seed) -> Deal {
        Deal {
            game: G::GAME,
            seed,
            params: options
                .to_params()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        }
    }

    /// The options, if this is a deal of `G`.
    pub fn options<G: Registered>(&self) -> Option<G::Options> {
        if self.game != G::GAME {
            return None;
        }
        G::Options::from_params(&self.params).ok()
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    pub fn seed(&self) -> Seed {
        self.seed
    }

    /// A link's deal of `G`: its options read strictly (unknown names and
    /// bad values are errors; missing names take their defaults).
    fn read<G: Registered>(params: &[(String, String)], seed: Seed) -> Result<Deal, String> {
        Ok(Deal::new::<G>(&G::Options::from_params(params)?, seed))
    }

    /// A link's deal of `game`, where this build reads its options.
    pub fn from_params(
        game: GameId,
        params: &[(String, String)],
        seed: Seed,
    ) -> Result<Deal, String> {
        crate::with_options!(game, G => Deal::read::<G>(params, seed), else Err(format!("this page does not open {} deals", game.name())))
    }

    fn of_record<G: Registered>(raw: &RawRecord, seed: Seed) -> Option<Deal> {
        let options = raw.options::<G>().ok()?;
        Some(Deal::new::<G>(&options, seed))
    }

    /// The deal a saved record was dealt from, if it reads as one (and this
    /// build reads that game's options: the home page reads every game's).
    pub fn from_record(raw: &RawRecord) -> Option<Deal> {
        let seed: Seed = raw.seed.parse().ok()?;
        let game = GameId::from_id(&raw.game)?;
        crate::with_options!(game, G => Deal::of_record::<G>(raw, seed), else None)
    }

    fn described<G: Registered>(&self) -> String {
        self.options::<G>()
            .map(|o| o.describe())
            .unwrap_or_default()
    }

    /// The options in words: "4 Columns · Hand 5".
    pub fn describe_options(&self) -> String {
        crate::with_options!(self.game, G => self.described::<G>(), else String::new())
    }

    /// The same game and options with another seed.
    pub fn with_seed(&self, seed: Seed) -> Deal {
        Deal {
            seed,
            ..self.clone()
        }
    }

    /// The hash part of the share link.
    pub fn to_hash(&self) -> String {
        let mut hash = format!("#/play/{}?seed={}", self.game.id(), self.seed.code());
        for (k, v) in &self.params {
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
    /// The statistics screen (`#/stats`, on `more.html`).
    Stats,
    /// The backup screen (`#/backup`, on `more.html`): export and import.
    Backup,
    /// A game's guided first game (`#/guide/<game>`, on `guide-<game>.html`).
    Guide(GameId),
    /// A play link of a game whose options this build does not read (see
    /// `reads_options`), kept as written (`#/play/...`) for its own page.
    Elsewhere(Page, String),
}

impl Route {
    /// The page that shows this route.
    pub fn page(&self) -> Page {
        match self {
            Route::Play(deal) => deal.game().page(),
            Route::Elsewhere(page, _) => *page,
            Route::Guide(game) => Page::Guide(*game),
            Route::Rules(_) | Route::Stats | Route::Backup => Page::More,
            Route::Home => Page::Main,
        }
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Play(deal) => deal.to_hash(),
            Route::Rules(game) => format!("#/rules/{}", game.id()),
            Route::Stats => "#/stats".into(),
            Route::Backup => "#/backup".into(),
            Route::Guide(game) => format!("#/guide/{}", game.id()),
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

/// A link's parameter name in a message: a plain word as it is ("seed"),
/// anything else quoted (and clipped).
fn param_name(name: &str) -> String {
    let plain =
        !name.is_empty() && name.len() <= 20 && name.bytes().all(|b| b.is_ascii_alphanumeric());
    match plain {
        true => name.to_string(),
        false => quote(name),
    }
}

/// Reads the hash part of the address (with or without the leading `#`).
/// Every piece of the link quoted in an error is clipped
/// ([`quote`]): a link may be 100,000 characters long.
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
        GameId::from_id(id).ok_or_else(|| {
            LinkError(format!(
                "This link names a game we don't have: {}.",
                quote(id)
            ))
        })
    };
    match parts.as_slice() {
        [] => Ok(Route::Home),
        ["rules", id] => Ok(Route::Rules(game(id)?)),
        ["stats"] => Ok(Route::Stats),
        ["backup"] => Ok(Route::Backup),
        ["guide", id] => Ok(Route::Guide(game(id)?)),
        // A finished game's review: its game's review page reads it (`app::review`).
        ["review", id] => Ok(Route::Elsewhere(
            Page::Review(game(id)?),
            format!("#{hash}"),
        )),
        ["play", id] => {
            let game = game(id)?;
            if !game.reads_options() {
                return Ok(Route::Elsewhere(game.page(), format!("#{hash}")));
            }
            // A name given twice is refused, not read as the last one:
            // which did the sender mean?
            let mut named = std::collections::BTreeSet::new();
            if let Some((name, _)) = params.iter().find(|(name, _)| !named.insert(name)) {
                return Err(LinkError(format!(
                    "This link gives {} twice.",
                    param_name(name)
                )));
            }
            let mut seed = None;
            // Links without a version are version 1 links.
            let mut version = 1;
            let mut options = Vec::new();
            for (k, v) in params {
                match k.as_str() {
                    "seed" => {
                        seed = Some(v.parse::<Seed>().map_err(|e| {
                            LinkError(format!(
                                "This link's seed code {} is not valid. {e}",
                                quote(&v)
                            ))
                        })?)
                    }
                    "v" => {
                        version = v.parse().map_err(|_| {
                            LinkError(format!("This link's version {} is not valid.", quote(&v)))
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
            Ok(Route::Play(
                Deal::from_params(game, &options, seed).map_err(bad)?,
            ))
        }
        _ => Err(LinkError(format!("There is no page at {}.", quote(path)))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::arctic::{Arctic, ArcticOptions};
    use crate::engine::asymmetry::{Asymmetry, AsymmetryOptions};
    use crate::engine::pickup::{PickUp, PickUpOptions};
    use crate::engine::thricewise::{Thricewise, ThricewiseOptions};
    use crate::engine::verslun::{Verslun, VerslunOptions};

    #[test]
    fn links_round_trip() {
        let deal = Deal::new::<Verslun>(
            &VerslunOptions {
                aces_wild: true,
                hand_size: 6,
                ..Default::default()
            },
            "K7M2QX4P".parse().unwrap(),
        );
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
        let deal = Deal::new::<PickUp>(
            &PickUpOptions {
                length: MatchLength::Target(500),
                opponent: Opponent::Hard,
            },
            "K7M2QX4P".parse().unwrap(),
        );
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
        let five = Deal::new::<PickUp>(&PickUpOptions::default(), seed);
        assert_eq!(
            five.to_hash(),
            "#/play/pickup?seed=K7M2QX4P&hands=5&opponent=easy"
        );
        assert_eq!(parse_hash(&five.to_hash()), Ok(Route::Play(five)));
        let one = Deal::new::<PickUp>(
            &PickUpOptions {
                length: MatchLength::Hands(1),
                opponent: Opponent::Person,
            },
            seed,
        );
        assert_eq!(
            one.to_hash(),
            "#/play/pickup?seed=K7M2QX4P&hands=1&opponent=person"
        );
        assert_eq!(parse_hash(&one.to_hash()), Ok(Route::Play(one)));
        // Old links open exactly the match they always did.
        let old = |hash: &str, options: PickUpOptions| {
            assert_eq!(
                parse_hash(hash),
                Ok(Route::Play(Deal::new::<PickUp>(&options, seed))),
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
        let deal = Deal::new::<Thricewise>(
            &ThricewiseOptions {
                opponents: vec![Opponent::Easy, Opponent::Hard, Opponent::Person],
            },
            "K7M2QX4P".parse().unwrap(),
        );
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
        use crate::app::saved::SavedGame;
        use crate::engine::thricewise::{Thricewise, ThricewiseOptions};
        use crate::engine::Record;
        let mut record =
            Record::<Thricewise>::new(ThricewiseOptions::default(), "K7M2QX4P".parse().unwrap());
        let deal = Deal::new::<Thricewise>(&record.options.clone(), record.seed);
        assert_eq!(Deal::from_record(&record.to_raw()), Some(deal.clone()));
        // A save from before Continue summaries: no moves, nothing to resume;
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
        // Rules, statistics and backup are on more.html.
        for route in [Route::Rules(GameId::PickUp), Route::Stats, Route::Backup] {
            assert_eq!(route.page(), Page::More, "{route:?}");
            assert_eq!(parse_hash(&route.to_hash()), Ok(route));
        }
        assert_eq!(Page::More.file(), "more.html");
        let pickup = parse_hash("#/play/pickup?seed=K7M2QX4P").unwrap();
        assert_eq!(
            (pickup.page(), pickup.page().file()),
            (Page::Table(GameId::PickUp), "pickup.html".to_string())
        );
        // Every game has a page of its own.
        let verslun = parse_hash("#/play/verslun?seed=K7M2QX4P").unwrap();
        assert_eq!(
            (verslun.page(), verslun.page().file()),
            (Page::Table(GameId::Verslun), "verslun.html".to_string())
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
            Ok(Route::Play(Deal::new::<Verslun>(
                &VerslunOptions::default(),
                "K7M2QX4P".parse().unwrap()
            )))
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

    /// Which seed did the sender mean? A name given twice is refused.
    #[test]
    fn a_name_given_twice_is_refused() {
        let err = |h: &str| parse_hash(h).unwrap_err().0;
        assert_eq!(
            err("#/play/verslun?seed=K7M2QX4P&seed=14H48STX"),
            "This link gives seed twice."
        );
        assert_eq!(
            err("#/play/verslun?seed=K7M2QX4P&hand=5&columns=4&hand=5"),
            "This link gives hand twice."
        );
        assert_eq!(
            err("#/play/pickup?v=1&seed=K7M2QX4P&v=1"),
            "This link gives v twice."
        );
        assert_eq!(
            err("#/play/arctic?seed=K7M2QX4P&=1&=2"),
            "This link gives \"\" twice."
        );
    }

    /// A link may be 100,000 characters long; its error quotes a few dozen.
    #[test]
    fn errors_quote_a_huge_link_clipped() {
        let huge = "x".repeat(100_000);
        for link in [
            format!("#/play/verslun?seed={huge}"),
            format!("#/play/verslun?seed=K7M2QX4P&hand={huge}"),
            format!("#/play/verslun?seed=K7M2QX4P&aceswild={huge}"),
            format!("#/play/pickup?seed=K7M2QX4P&opponent={huge}"),
            format!("#/play/thricewise?seed=K7M2QX4P&opponents=easy,{huge}"),
            format!("#/play/arctic?seed=K7M2QX4P&players={huge}"),
            format!("#/play/asymmetry?seed=K7M2QX4P&{huge}=1"),
            format!("#/play/verslun?seed=K7M2QX4P&{huge}=1&{huge}=2"),
            format!("#/play/verslun?seed=K7M2QX4P&v={huge}"),
            format!("#/play/{huge}?seed=K7M2QX4P"),
            format!("#/{huge}"),
        ] {
            let e = err_of(&link);
            assert!(e.chars().count() < 200, "{e}");
            assert!(e.contains("xxx…"), "{e}");
        }
    }

    fn err_of(link: &str) -> String {
        parse_hash(link).unwrap_err().0
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
        let deal = Deal::new::<Asymmetry>(
            &AsymmetryOptions {
                opponents: [Opponent::Expert, Opponent::Hard, Opponent::Person],
            },
            "K7M2QX4P".parse().unwrap(),
        );
        let hash = deal.to_hash();
        assert_eq!(
            hash,
            "#/play/asymmetry?seed=K7M2QX4P&opponents=expert,hard,person"
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
        let solo = Deal::new::<Arctic>(&ArcticOptions::solo(), seed);
        assert_eq!(
            solo.to_hash(),
            "#/play/arctic?seed=K7M2QX4P&players=1&opponents="
        );
        assert_eq!(parse_hash(&solo.to_hash()), Ok(Route::Play(solo.clone())));
        let three = Deal::new::<Arctic>(
            &ArcticOptions {
                opponents: vec![Opponent::Easy, Opponent::Hard],
            },
            seed,
        );
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
}
