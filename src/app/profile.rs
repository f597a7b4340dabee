//! What the app keeps between visits besides games: statistics and settings.

use super::games::{GameId, Registered};
use super::link::{parse_hash, Route};
use super::session::Outcome;
use super::storage::Stored;
use crate::engine::bot::{Level, Opponent};
use crate::engine::GameOptions;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const STATS_KEY: &str = "cardtable.stats";
pub const SETTINGS_KEY: &str = "cardtable.settings";

/// How many recent results each entry keeps (the statistics screen draws
/// them). Entries from before kept 10.
pub const RECENT: usize = 50;

/// A recent result's marks ([`StatsEntry::marks`]).
pub const MARK_WON: u8 = 1;
pub const MARK_ASSISTED: u8 = 2;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatsEntry {
    pub played: u32,
    pub best: i64,
    pub total: i64,
    /// Newest last.
    pub recent: Vec<i64>,
    /// Games won, in games against others.
    #[serde(default)]
    pub won: u32,
    /// Streaks, clean games and games with Undo apart, and the recent
    /// results' marks. Added later: older entries start from nothing.
    #[serde(default, skip_serializing_if = "More::is_empty")]
    pub more: More,
}

/// What an entry keeps besides its totals. Stored as one string: ten
/// numbers, "streak best_streak" then clean and with Undo, each "played won
/// total best", then the marks: as named fields (or lists) its reading code
/// cost every page about 1 KB.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub struct More {
    /// Wins in a row now, and the most ever (games won or lost).
    pub streak: u32,
    pub best_streak: u32,
    /// Games finished without Undo, and with it, since they were told
    /// apart (older games are in `played` only).
    pub clean: Tally,
    pub assisted: Tally,
    /// Each recent result's marks (`MARK_WON` + `MARK_ASSISTED`) as a digit,
    /// "0" to "3", matching the end of `recent`: older results have none.
    pub marks: String,
}

impl More {
    fn is_empty(&self) -> bool {
        *self == More::default()
    }
}

impl From<String> for More {
    fn from(text: String) -> More {
        let mut words = text.split(' ');
        let mut n = [0i64; 10];
        for (slot, word) in n.iter_mut().zip(&mut words) {
            *slot = word.parse().unwrap_or(0);
        }
        let tally = |t: &[i64]| Tally {
            played: t[0] as u32,
            won: t[1] as u32,
            total: t[2],
            best: t[3],
        };
        More {
            streak: n[0] as u32,
            best_streak: n[1] as u32,
            clean: tally(&n[2..6]),
            assisted: tally(&n[6..10]),
            marks: words.next().unwrap_or_default().to_string(),
        }
    }
}

impl From<More> for String {
    fn from(m: More) -> String {
        let (c, a) = (m.clean, m.assisted);
        format!(
            "{} {} {} {} {} {} {} {} {} {} {}",
            m.streak,
            m.best_streak,
            c.played,
            c.won,
            c.total,
            c.best,
            a.played,
            a.won,
            a.total,
            a.best,
            m.marks
        )
    }
}

/// Played, won, total and best of one kind of game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub total: i64,
    pub best: i64,
}

impl Tally {
    fn add(&mut self, score: i64, won: bool) {
        if self.played == 0 || score > self.best {
            self.best = score;
        }
        // Saturating: the figures may come from a file edited by hand.
        self.played = self.played.saturating_add(1);
        self.total = self.total.saturating_add(score);
        self.won = self.won.saturating_add(won as u32);
    }

    /// As an entry without recent results, for its averages and win rate.
    pub fn entry(&self) -> StatsEntry {
        StatsEntry {
            played: self.played,
            best: self.best,
            total: self.total,
            won: self.won,
            ..StatsEntry::default()
        }
    }
}

impl StatsEntry {
    pub fn average(&self) -> Option<f64> {
        (self.played > 0).then(|| self.total as f64 / self.played as f64)
    }

    /// The average to `decimals` places (0 or 1), "–" before any game. In
    /// whole numbers: formatting floats would cost the app 10 KB.
    pub fn average_text(&self, decimals: u32) -> String {
        if self.played == 0 {
            return "–".into();
        }
        // In u64, from the quotient and remainder: a total edited by hand
        // may be any i64, and 128-bit division and formatting cost every
        // table page 1 KB gzip.
        let scale = 10u64.pow(decimals);
        let (total, n) = (self.total.unsigned_abs(), self.played as u64);
        let (mut whole, rest) = (total / n, total % n);
        // rest < n < 2^32: rest * scale fits.
        let mut frac = rest * scale / n;
        // Rounded half away from zero.
        if 2 * (rest * scale % n) >= n {
            frac += 1;
            if frac == scale {
                (whole, frac) = (whole + 1, 0);
            }
        }
        let sign = if self.total < 0 && (whole, frac) != (0, 0) {
            "-"
        } else {
            ""
        };
        match decimals {
            0 => format!("{sign}{whole}"),
            _ => format!("{sign}{whole}.{frac:0width$}", width = decimals as usize),
        }
    }

    /// "3 of 5 won (60%)".
    pub fn won_text(&self) -> String {
        let percent =
            (self.won as u64 * 100 + self.played as u64 / 2) / (self.played.max(1) as u64);
        format!("{} of {} won ({percent}%)", self.won, self.played)
    }

    /// Recent results, oldest first, each with its marks (0 where the entry
    /// is older than marks).
    pub fn recent_marked(&self) -> Vec<(i64, u8)> {
        let marks = self.more.marks.as_bytes();
        let unmarked = self.recent.len().saturating_sub(marks.len());
        let marks = &marks[marks.len().saturating_sub(self.recent.len())..];
        self.recent
            .iter()
            .enumerate()
            .map(|(i, &score)| {
                (
                    score,
                    i.checked_sub(unmarked)
                        .map_or(0, |j| marks[j].wrapping_sub(b'0') & 3),
                )
            })
            .collect()
    }

    /// Games from before clean and assisted games were told apart.
    pub fn untold(&self) -> u32 {
        self.played.saturating_sub(
            self.more
                .clean
                .played
                .saturating_add(self.more.assisted.played),
        )
    }
}

/// Statistics per game and options ("verslun hand=5 columns=4 …").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub version: u32,
    pub entries: BTreeMap<String, StatsEntry>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: Self::VERSION,
            entries: BTreeMap::new(),
        }
    }
}

impl Stored for Stats {
    const VERSION: u32 = 1;
    const WHAT: &'static str = "Your statistics";
}

impl Stats {
    /// A clean score without a win or loss (a solitaire's).
    pub fn record(&mut self, key: &str, score: i64) {
        self.record_outcome(&Outcome {
            key: key.into(),
            score,
            won: None,
            clean: true,
        });
    }

    pub fn record_outcome(&mut self, outcome: &Outcome) {
        let e = self.entries.entry(outcome.key.clone()).or_default();
        let score = outcome.score;
        if e.played == 0 || score > e.best {
            e.best = score;
        }
        let won = outcome.won == Some(true);
        // Saturating: the figures may come from a file edited by hand.
        e.played = e.played.saturating_add(1);
        e.total = e.total.saturating_add(score);
        e.won = e.won.saturating_add(won as u32);
        if outcome.won.is_some() {
            let m = &mut e.more;
            m.streak = if won { m.streak.saturating_add(1) } else { 0 };
            m.best_streak = m.best_streak.max(m.streak);
        }
        let (tally, mark) = match outcome.clean {
            true => (&mut e.more.clean, 0),
            false => (&mut e.more.assisted, MARK_ASSISTED),
        };
        tally.add(score, won);
        // Marks line up with the end of `recent`.
        e.recent.push(score);
        let marks = &mut e.more.marks;
        marks.push((b'0' + (mark | if won { MARK_WON } else { 0 })) as char);
        if e.recent.len() > RECENT {
            e.recent.remove(0);
        }
        if marks.len() > RECENT {
            // (Digits only: one byte each.)
            *marks = marks.split_off(1);
        }
    }

    pub fn entry(&self, key: &str) -> StatsEntry {
        self.entries.get(key).cloned().unwrap_or_default()
    }
}

/// One line of the statistics screen: a game and option set.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsLine {
    pub game: GameId,
    /// The options in words: "5 hands · Hard computer".
    pub options: String,
    /// Pick Up's single hands, beside its matches.
    pub hands: bool,
    /// The strongest computer at the table, in games against computers.
    pub level: Option<Level>,
    pub entry: StatsEntry,
}

impl StatsLine {
    /// Asymmetry (cards left) and Arctic Solitaire (points taken) keep
    /// their scores negated, so that higher is better in the statistics;
    /// shown, they are the cards and points themselves.
    pub fn fewer_is_better(&self) -> bool {
        self.game.info().lower_is_better
    }

    pub fn shown(&self, score: i64) -> i64 {
        if self.fewer_is_better() {
            score.saturating_neg()
        } else {
            score
        }
    }

    /// Whether games on this line are won or lost (not a solitaire's score).
    pub fn has_wins(&self) -> bool {
        self.level.is_some()
    }
}

impl Stats {
    /// Every line with a game played, game by game in the app's order. A
    /// line whose key this version cannot read (a newer app's) is left out.
    pub fn lines(&self) -> Vec<StatsLine> {
        let mut lines: Vec<StatsLine> = self
            .entries
            .iter()
            .filter(|(_, e)| e.played > 0)
            .filter_map(|(key, e)| stats_line(key, e))
            .collect();
        lines.sort_by_key(|l| (GameId::ALL.iter().position(|g| *g == l.game), l.hands));
        lines
    }
}

/// Reads a statistics key ("pickup hands=5 opponent=hard hands") back into
/// its game and options, through the link parser that made it.
fn stats_line(key: &str, entry: &StatsEntry) -> Option<StatsLine> {
    let (key, hands) = match key.strip_suffix(" hands") {
        Some(k) => (k, true),
        None => (key, false),
    };
    let mut words = key.split(' ');
    let id = words.next()?;
    let params: Vec<&str> = words.collect();
    let hash = format!("#/play/{id}?seed=AAAAAAAA&{}", params.join("&"));
    let Ok(Route::Play(deal)) = parse_hash(&hash) else {
        return None;
    };
    let level = params
        .iter()
        .filter_map(|p| p.strip_prefix("opponent=").or(p.strip_prefix("opponents=")))
        .flat_map(|list| list.split(','))
        .filter_map(|o| Opponent::named(o).ok()?.level())
        .max();
    Some(StatsLine {
        game: deal.game(),
        options: deal.describe_options(),
        hands,
        level,
        entry: entry.clone(),
    })
}

/// Win rate by the strongest computer at the table, over one game's lines
/// (Pick Up's matches, not its single hands): played and won per level.
pub fn win_rates(lines: &[StatsLine], game: GameId) -> Vec<(Level, StatsEntry)> {
    Level::ALL
        .into_iter()
        .filter_map(|level| {
            let mut sum = StatsEntry::default();
            for l in lines {
                if l.game == game && !l.hands && l.level == Some(level) {
                    sum.played = sum.played.saturating_add(l.entry.played);
                    sum.won = sum.won.saturating_add(l.entry.won);
                }
            }
            (sum.played > 0).then_some((level, sum))
        })
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub version: u32,
    /// Four-colour suits: clubs green, diamonds blue.
    pub four_colour: bool,
    /// How fast computers move. (Added later: older settings read as Normal.)
    pub pace: Pace,
    /// Cards travel to where they go (assets/table.js). Added later: older
    /// settings read as on.
    pub motion: bool,
    /// The browser has been asked to keep the app's data (once, after a
    /// few finished games).
    pub asked_to_keep: bool,
    /// Light or dark. (Added later: older settings follow the system.)
    pub theme: Theme,
    /// The options last chosen for each game on the home page, by game id,
    /// as its link writes them: they stay until the player changes them
    /// (a link or a guide opened with others does not change them). Added
    /// later: older settings have none, and none is written as nothing.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, BTreeMap<String, String>>,
}

impl Settings {
    /// The options last chosen for `G`, if the player chose some (and they
    /// still read: an option this version no longer has drops them).
    pub fn chosen_options<G: Registered>(&self) -> Option<G::Options> {
        if !self.options.contains_key(G::GAME.id()) {
            return None;
        }
        G::Options::from_params(&self.chosen_params(G::GAME)).ok()
    }

    /// The options last chosen for `game` as a link's parameters (none if
    /// the player chose none).
    pub fn chosen_params(&self, game: GameId) -> Vec<(String, String)> {
        self.options
            .get(game.id())
            .into_iter()
            .flatten()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()
    }

    /// Keeps `options` as the player's choice for `G`.
    pub fn choose_options<G: Registered>(&mut self, options: &G::Options) {
        let params = options
            .to_params()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        self.options.insert(G::GAME.id().to_string(), params);
    }
}

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// As the phone or computer is set.
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// Also the page's `data-theme` (style/main.css; assets/boot.js sets it
    /// before the first paint).
    pub fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Theme::System => "As your system",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }
}

/// How fast the computers' moves come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    /// At once, with no pause.
    Instant,
    /// A pause before each move, so a person can follow it.
    #[default]
    Normal,
    /// Each computer move waits for the person's tap.
    Step,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Normal, Pace::Instant, Pace::Step];

    pub fn id(self) -> &'static str {
        match self {
            Pace::Instant => "instant",
            Pace::Normal => "normal",
            Pace::Step => "step",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Pace::Instant => "Instant",
            // (Short: the whole choice shows in the select at 320 px.)
            Pace::Normal => "Normal (a short pause)",
            Pace::Step => "Step (tap for each move)",
        }
    }

    /// The pause before a computer's move, given the game's normal pause.
    pub fn pause(self, normal: std::time::Duration) -> std::time::Duration {
        match self {
            Pace::Instant | Pace::Step => std::time::Duration::ZERO,
            Pace::Normal => normal,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: Self::VERSION,
            four_colour: false,
            pace: Pace::Normal,
            motion: true,
            asked_to_keep: false,
            theme: Theme::System,
            options: BTreeMap::new(),
        }
    }
}

impl Stored for Settings {
    const VERSION: u32 = 1;
    const WHAT: &'static str = "Your settings";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_from_before_the_theme_follow_the_system() {
        let old: Settings = serde_json::from_str(r#"{"version":1,"pace":"step"}"#).unwrap();
        assert_eq!(old.theme, Theme::System);
        let dark: Settings = serde_json::from_str(r#"{"version":1,"theme":"dark"}"#).unwrap();
        assert_eq!(dark.theme, Theme::Dark);
        let text = serde_json::to_string(&Settings {
            theme: Theme::Light,
            ..Settings::default()
        });
        assert!(text.unwrap().contains(r#""theme":"light""#));
    }

    #[test]
    fn chosen_options_stay_and_older_settings_have_none() {
        use crate::engine::asymmetry::{Asymmetry, AsymmetryOptions};
        let old: Settings = serde_json::from_str(r#"{"version":1,"pace":"step"}"#).unwrap();
        assert_eq!(old.chosen_options::<Asymmetry>(), None);
        assert!(!serde_json::to_string(&old).unwrap().contains("options"));
        let mut s = Settings::default();
        let hard = AsymmetryOptions {
            opponents: [Opponent::Hard; 3],
        };
        s.choose_options::<Asymmetry>(&hard);
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.contains(r#""options":{"asymmetry":{"#), "{text}");
        let back: Settings = serde_json::from_str(&text).unwrap();
        assert_eq!(back.chosen_options::<Asymmetry>(), Some(hard));
        // An option this version cannot read drops the choice, not the settings.
        let odd: Settings =
            serde_json::from_str(r#"{"version":1,"options":{"asymmetry":{"x":"1"}}}"#).unwrap();
        assert_eq!(odd.chosen_options::<Asymmetry>(), None);
    }

    #[test]
    fn settings_from_before_the_pace_read_as_normal() {
        let old: Settings = serde_json::from_str(r#"{"version":1,"four_colour":true}"#).unwrap();
        assert_eq!(old.pace, Pace::Normal);
        assert!(old.motion, "motion is on unless turned off");
        assert!(!old.asked_to_keep, "the browser is asked once, later");
        let still: Settings =
            serde_json::from_str(r#"{"version":1,"four_colour":false,"motion":false}"#).unwrap();
        assert!(!still.motion);
        let step: Settings =
            serde_json::from_str(r#"{"version":1,"four_colour":false,"pace":"step"}"#).unwrap();
        assert_eq!(step.pace, Pace::Step);
        assert!(old.four_colour);
        let instant: Settings =
            serde_json::from_str(r#"{"version":1,"four_colour":false,"pace":"instant"}"#).unwrap();
        assert_eq!(
            instant.pace.pause(std::time::Duration::from_millis(750)),
            std::time::Duration::ZERO
        );
    }

    #[test]
    fn stats_keep_best_average_and_recent() {
        let mut s = Stats::default();
        for score in [10, 50, 30] {
            s.record("verslun x", score);
        }
        let e = s.entry("verslun x");
        assert_eq!((e.played, e.best, e.total), (3, 50, 90));
        assert_eq!(e.average(), Some(30.0));
        for score in 0..60 {
            s.record("verslun x", score);
        }
        assert_eq!(s.entry("verslun x").recent.len(), RECENT);
        assert_eq!(s.entry("verslun x").recent.last(), Some(&59));
        assert_eq!(s.entry("other").average(), None);
        s.record("neg", -5);
        assert_eq!(s.entry("neg").best, -5);
    }

    /// The average as exact 128-bit arithmetic gives it, rounded half away
    /// from zero: `average_text` must agree with it on every total.
    fn exact_average(total: i64, played: u32, decimals: u32) -> String {
        let scale = 10i128.pow(decimals);
        let (t, n) = (total as i128, played as i128);
        let scaled = (2 * t * scale + n * t.signum()) / (2 * n);
        let sign = if scaled < 0 { "-" } else { "" };
        let (whole, frac) = (scaled.abs() / scale, scaled.abs() % scale);
        match decimals {
            0 => format!("{sign}{whole}"),
            _ => format!("{sign}{whole}.{frac:0width$}", width = decimals as usize),
        }
    }

    #[test]
    fn averages_agree_with_exact_arithmetic_at_every_extreme() {
        let totals = [
            i64::MIN,
            i64::MIN + 1,
            -1_000_001,
            -15,
            -5,
            -1,
            0,
            1,
            4,
            5,
            15,
            999_999,
            i64::MAX - 1,
            i64::MAX,
        ];
        let played = [1, 2, 3, 4, 6, 7, 10, 20, 1_000_000, u32::MAX - 1, u32::MAX];
        for &total in &totals {
            for &n in &played {
                for decimals in [0, 1] {
                    let e = StatsEntry {
                        played: n,
                        total,
                        ..StatsEntry::default()
                    };
                    assert_eq!(
                        e.average_text(decimals),
                        exact_average(total, n, decimals),
                        "{total}/{n}, {decimals} places"
                    );
                }
            }
        }
    }

    #[test]
    fn averages_in_words_without_floats() {
        let mut s = Stats::default();
        assert_eq!(s.entry("x").average_text(1), "–");
        for score in [10, 15, 15] {
            s.record("x", score);
        }
        assert_eq!(s.entry("x").average_text(1), "13.3");
        assert_eq!(s.entry("x").average_text(0), "13");
        s.record("x", 12);
        assert_eq!(s.entry("x").average_text(1), "13.0");
        for score in [-7, -8] {
            s.record("y", score);
        }
        assert_eq!(s.entry("y").average_text(1), "-7.5");
        assert_eq!(s.entry("y").average_text(0), "-8");
        for won in [true, false, true] {
            s.record_outcome(&Outcome {
                key: "m".into(),
                score: 1,
                won: Some(won),
                clean: true,
            });
        }
        assert_eq!(s.entry("m").won_text(), "2 of 3 won (67%)");
    }

    fn outcome(won: Option<bool>, clean: bool, score: i64) -> Outcome {
        Outcome {
            key: "k".into(),
            score,
            won,
            clean,
        }
    }

    #[test]
    fn streaks_count_wins_in_a_row() {
        let mut s = Stats::default();
        for won in [true, true, false, true, true, true, false, true] {
            s.record_outcome(&outcome(Some(won), true, 1));
        }
        let e = s.entry("k");
        assert_eq!(
            (e.more.streak, e.more.best_streak, e.won, e.played),
            (1, 3, 6, 8)
        );
        // A solitaire's score is no win and no loss: no streak.
        s.record("solo", 5);
        assert_eq!(s.entry("solo").more.best_streak, 0);
    }

    #[test]
    fn clean_and_assisted_games_are_counted_apart() {
        let mut s = Stats::default();
        s.record_outcome(&outcome(Some(true), true, 10));
        s.record_outcome(&outcome(Some(false), false, 30));
        s.record_outcome(&outcome(Some(true), false, 20));
        let e = s.entry("k");
        assert_eq!(
            e.more.clean,
            Tally {
                played: 1,
                won: 1,
                total: 10,
                best: 10
            }
        );
        assert_eq!(
            e.more.assisted,
            Tally {
                played: 2,
                won: 1,
                total: 50,
                best: 30
            }
        );
        assert_eq!(e.more.assisted.entry().average_text(0), "25");
        // Stored as one string of numbers.
        let json = serde_json::to_value(&e).unwrap();
        assert_eq!(json["more"], "1 1 1 1 10 10 2 1 50 30 123");
        assert_eq!(
            e.recent_marked(),
            vec![
                (10, MARK_WON),
                (30, MARK_ASSISTED),
                (20, MARK_WON | MARK_ASSISTED)
            ]
        );
        assert_eq!(e.untold(), 0);
    }

    #[test]
    fn statistics_from_before_load_and_go_on() {
        // As stored before streaks, marks and clean games (10 recent).
        let old = r#"{"version":1,"entries":{"k":{"played":12,"best":9,"total":60,"recent":[1,2,3,4,5,6,7,8,9,0],"won":4}}}"#;
        let mut s: Stats = serde_json::from_str(old).unwrap();
        let e = s.entry("k");
        assert_eq!((e.played, e.won, e.more.streak, e.untold()), (12, 4, 0, 12));
        assert_eq!(e.recent_marked()[0], (1, 0), "old results have no marks");
        for i in 0..45 {
            s.record_outcome(&outcome(Some(true), i % 2 == 0, 100 + i));
        }
        let e = s.entry("k");
        assert_eq!(
            (e.played, e.recent.len(), e.more.marks.len()),
            (57, RECENT, 45)
        );
        let marked = e.recent_marked();
        assert_eq!(marked[0], (6, 0), "the oldest kept, unmarked");
        assert_eq!(marked[5], (100, MARK_WON));
        assert_eq!(marked[6], (101, MARK_WON | MARK_ASSISTED));
        assert_eq!(e.untold(), 12);
        assert_eq!((e.more.streak, e.more.best_streak), (45, 45));
        let again: Stats = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(again, s);
    }

    #[test]
    fn the_screen_reads_every_line_back_into_its_game_and_options() {
        let mut s = Stats::default();
        let o = |key: &str, won: bool| Outcome {
            key: key.into(),
            score: if won { 1 } else { -3 },
            won: Some(won),
            clean: true,
        };
        s.record("verslun hand=5 columns=4 aceswild=no rankpairs=no", 120);
        s.record_outcome(&o("pickup hands=5 opponent=hard", true));
        s.record_outcome(&o("pickup hands=5 opponent=hard hands", false));
        s.record_outcome(&o("asymmetry opponents=easy,hard,normal", false));
        s.record_outcome(&o("asymmetry opponents=hard,hard,hard", true));
        s.record_outcome(&o("thricewise players=3 opponents=easy,easy", true));
        s.record_outcome(&o("arctic players=1 opponents=", false));
        s.record("a game from a newer app", 1);
        let lines = s.lines();
        let games: Vec<(GameId, bool, Option<Level>)> =
            lines.iter().map(|l| (l.game, l.hands, l.level)).collect();
        assert_eq!(
            games,
            vec![
                (GameId::Verslun, false, None),
                (GameId::PickUp, false, Some(Level::Hard)),
                (GameId::PickUp, true, Some(Level::Hard)),
                (GameId::Thricewise, false, Some(Level::Easy)),
                (GameId::Asymmetry, false, Some(Level::Hard)),
                (GameId::Asymmetry, false, Some(Level::Hard)),
                (GameId::Arctic, false, None),
            ]
        );
        assert_eq!(lines[0].options, "4 Columns · Hand 5");
        assert!(lines[1].options.contains("5 hands"), "{}", lines[1].options);
        assert!(lines[5].fewer_is_better() && !lines[0].fewer_is_better());
        assert_eq!(lines[5].shown(-3), 3);
        let rates = win_rates(&lines, GameId::Asymmetry);
        assert_eq!(rates.len(), 1);
        assert_eq!(rates[0].1.won_text(), "1 of 2 won (50%)");
        let rates = win_rates(&lines, GameId::PickUp);
        assert_eq!(
            rates[0].1.won_text(),
            "1 of 1 won (100%)",
            "matches, not hands"
        );
    }
}
