//! What the app keeps between visits besides games: statistics and settings.

use super::session::Outcome;
use super::storage::Stored;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const STATS_KEY: &str = "cardtable.stats";
pub const SETTINGS_KEY: &str = "cardtable.settings";

/// How many recent scores each entry keeps.
pub const RECENT: usize = 10;

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
        let scale = 10i64.pow(decimals);
        let n = self.played as i64;
        // Rounded half away from zero.
        let scaled = (2 * self.total * scale + n * self.total.signum()) / (2 * n);
        let sign = if scaled < 0 { "-" } else { "" };
        let (whole, frac) = (scaled.abs() / scale, scaled.abs() % scale);
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
    pub fn record(&mut self, key: &str, score: i64) {
        let e = self.entries.entry(key.to_string()).or_default();
        if e.played == 0 || score > e.best {
            e.best = score;
        }
        e.played += 1;
        e.total += score;
        e.recent.push(score);
        if e.recent.len() > RECENT {
            e.recent.remove(0);
        }
    }

    pub fn record_outcome(&mut self, outcome: &Outcome) {
        self.record(&outcome.key, outcome.score);
        if outcome.won == Some(true) {
            if let Some(e) = self.entries.get_mut(&outcome.key) {
                e.won += 1;
            }
        }
    }

    pub fn entry(&self, key: &str) -> StatsEntry {
        self.entries.get(key).cloned().unwrap_or_default()
    }
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
            Pace::Normal => "Normal (a pause before each move)",
            Pace::Step => "Step (each move waits for your tap)",
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
        for score in 0..20 {
            s.record("verslun x", score);
        }
        assert_eq!(s.entry("verslun x").recent.len(), RECENT);
        assert_eq!(s.entry("verslun x").recent.last(), Some(&19));
        assert_eq!(s.entry("other").average(), None);
        s.record("neg", -5);
        assert_eq!(s.entry("neg").best, -5);
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
            });
        }
        assert_eq!(s.entry("m").won_text(), "2 of 3 won (67%)");
    }
}
