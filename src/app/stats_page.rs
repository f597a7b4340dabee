//! The statistics screen's body as HTML (`#/stats`), from the statistics:
//! per game, the win rate by the strongest computer at the table, then each
//! option set with its figures, clean games and games with Undo apart, and
//! the last results as an SVG chart. Text, not view code: built here it is
//! testable natively and costs the home page no renderer code (as the
//! rules pages).

use super::faces::escape;
use super::games::GameId;
use super::profile::{win_rates, Stats, StatsEntry, StatsLine, Tally, MARK_ASSISTED, MARK_WON};
use super::words::points;
use std::fmt::Write;

/// The whole body: a section per game played.
pub fn stats_html(stats: &Stats) -> String {
    let lines = stats.lines();
    if lines.is_empty() {
        return "<p>No games finished yet. Finish one and its result shows here.</p>".into();
    }
    let mut out = String::new();
    for game in GameId::ALL {
        if lines.iter().any(|l| l.game == game) {
            game_section(&mut out, game, &lines);
        }
    }
    out
}

fn game_section(out: &mut String, game: GameId, lines: &[StatsLine]) {
    let id = game.id();
    let _ = write!(
        out,
        r#"<section class="game-card" aria-labelledby="stats-{id}"><h2 id="stats-{id}">{}</h2>"#,
        game.name()
    );
    let rates = win_rates(lines, game);
    if !rates.is_empty() {
        out.push_str(r#"<table class="win-rates"><caption>Win rate by the strongest computer at the table</caption><tbody>"#);
        for (level, e) in rates {
            let _ = write!(
                out,
                r#"<tr><th scope="row">{}</th><td>{}</td></tr>"#,
                level.name(),
                e.won_text()
            );
        }
        out.push_str("</tbody></table>");
    }
    for line in lines.iter().filter(|l| l.game == game) {
        line_html(out, line);
    }
    out.push_str("</section>");
}

fn line_html(out: &mut String, line: &StatsLine) {
    let e = &line.entry;
    let mut title = line.options.clone();
    if line.hands {
        title.push_str(" · single hands");
    }
    let title = escape(&title);
    let better = if line.fewer_is_better() {
        " (fewest)"
    } else {
        ""
    };
    let mut figures = vec![("Played", e.played.to_string())];
    if line.has_wins() {
        figures.push(("Won", e.won_text()));
    }
    // In the game's own terms: "140 points", "0 cards left (fewest)".
    let best = line.shown(e.best);
    figures.push(("Best", format!("{}{better}", amount(line, best))));
    figures.push((
        "Average",
        format!("{} {}", shown_average(line, e), unit(line).1),
    ));
    if line.has_wins() {
        figures.push(("Streak now", e.more.streak.to_string()));
        figures.push(("Best streak", e.more.best_streak.to_string()));
    }
    let _ = write!(
        out,
        r#"<section class="stats-line" aria-label="{title}"><h3>{title}</h3><dl class="figures">"#
    );
    for (name, value) in figures {
        let _ = write!(out, "<div><dt>{name}</dt><dd>{value}</dd></div>");
    }
    out.push_str("</dl>");
    // Helped: with Undo or a hint (with hints only, where there is no Undo).
    let helped = if line.game.info().has_undo {
        "With Undo or hints"
    } else {
        "With hints"
    };
    let apart: Vec<String> = [("Clean", &e.more.clean), (helped, &e.more.assisted)]
        .into_iter()
        .filter(|(_, t)| t.played > 0)
        .map(|(name, t)| format!("{name}: {}", tally_text(line, t)))
        .chain((e.untold() > 0).then(|| {
            format!(
                "{} from before clean games were counted apart",
                games(e.untold())
            )
        }))
        .collect();
    let _ = write!(out, r#"<p class="fine">{}</p>"#, apart.join(" · "));
    chart(out, line);
    out.push_str("</section>");
}

/// What the game's scores count: ("point", "points"), ("card left", "cards left").
fn unit(line: &StatsLine) -> (&'static str, &'static str) {
    line.game.info().unit
}

/// A whole score with its unit: "1 point", "−5 points", "6 cards left".
fn amount(line: &StatsLine, n: i64) -> String {
    let (one, many) = unit(line);
    format!(
        "{} {}",
        points(n),
        if n.unsigned_abs() == 1 { one } else { many }
    )
}

fn games(n: u32) -> String {
    format!("{n} game{}", if n == 1 { "" } else { "s" })
}

/// The average as shown: cards and points themselves where fewer is
/// better (kept negated, they are never above 0).
fn shown_average(line: &StatsLine, e: &StatsEntry) -> String {
    let text = e.average_text(1);
    match line.fewer_is_better() {
        true => text.trim_start_matches('-').to_string(),
        false => text,
    }
}

/// "3 games, 2 won, best 210, average 180.5".
fn tally_text(line: &StatsLine, t: &Tally) -> String {
    let e = t.entry();
    let mut parts = vec![games(t.played)];
    if line.has_wins() {
        parts.push(format!("{} won", t.won));
    }
    parts.push(format!("best {}", line.shown(t.best)));
    parts.push(format!("average {}", shown_average(line, &e)));
    parts.join(", ")
}

/// The last results as bars, oldest first: a won game in the accent colour,
/// a game with Undo hatched. Its name says what it shows.
fn chart(out: &mut String, line: &StatsLine) {
    const W: i64 = 300;
    const H: i64 = 80;
    let results: Vec<(i64, u8)> = line
        .entry
        .recent_marked()
        .into_iter()
        .map(|(s, m)| (line.shown(s), m))
        .collect();
    if results.is_empty() {
        return;
    }
    let (lo, hi) = results
        .iter()
        .fold((0i64, 0i64), |(lo, hi), &(s, _)| (lo.min(s), hi.max(s)));
    // In i128: a statistics file edited by hand may hold any i64, and the
    // span of two of them does not fit one. (y is within 0..=H.)
    let span = (hi as i128 - lo as i128).max(1);
    // y of a value: the top is `hi`, the bottom `lo`.
    let y = |v: i64| ((hi as i128 - v as i128) * H as i128 / span) as i64;
    let n = results.len() as i64;
    let slot = W / n.max(10);
    let won = results.iter().filter(|(_, m)| m & MARK_WON != 0).count();
    let mut label = format!(
        "Last {}, oldest first: lowest {}, highest {}, newest {}",
        games(n as u32),
        amount(line, results.iter().map(|r| r.0).min().unwrap_or(0)),
        amount(line, results.iter().map(|r| r.0).max().unwrap_or(0)),
        amount(line, results.last().map_or(0, |r| r.0)),
    );
    if line.has_wins() {
        let _ = write!(label, "; {won} won");
    }
    let zero = y(0);
    // Its labels, seen: what it counts, its top and bottom values, and
    // which way time runs (the picture's own name says them all).
    let _ = write!(
        out,
        r#"<figure class="chart-box"><figcaption>{}, oldest first, in {}</figcaption><div class="chart-plot"><span class="chart-y" aria-hidden="true"><span>{}</span><span>{}</span></span>"#,
        last_games(n as u32),
        unit(line).1,
        points(hi),
        points(lo),
    );
    let _ = write!(
        out,
        r#"<svg class="chart" viewBox="0 0 {W} {H}" role="img" aria-label="{label}" preserveAspectRatio="none"><line class="zero" x1="0" x2="{W}" y1="{zero}" y2="{zero}"/>"#
    );
    for (i, &(score, marks)) in results.iter().enumerate() {
        let (top, bottom) = (y(score.max(0)), y(score.min(0)));
        // At least a stub, from the zero line: a score of 0 (Asymmetry's
        // best) is a result too.
        let height = (bottom - top).max(3);
        let top = if score >= 0 { bottom - height } else { top };
        let class = match (marks & MARK_WON != 0, marks & MARK_ASSISTED != 0) {
            (true, true) => "bar won assisted",
            (true, false) => "bar won",
            (false, true) => "bar assisted",
            (false, false) => "bar",
        };
        let _ = write!(
            out,
            r#"<rect class="{class}" x="{}" y="{top}" width="{}" height="{}"/>"#,
            i as i64 * slot + 1,
            (slot - 2).max(1),
            height
        );
    }
    out.push_str(
        r#"</svg><p class="chart-x" aria-hidden="true">oldest → newest</p></div></figure>"#,
    );
}

/// "Last game", "Last 10 games".
fn last_games(n: u32) -> String {
    match n {
        1 => "Last game".into(),
        n => format!("Last {n} games"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::session::Outcome;

    #[test]
    fn the_screen_says_each_line_in_words_and_draws_its_results() {
        let mut s = Stats::default();
        assert!(stats_html(&s).contains("No games finished yet"));
        for (score, won, clean) in [(10, true, true), (-5, false, false), (30, true, true)] {
            s.record_outcome(&Outcome {
                key: "pickup hands=5 opponent=hard".into(),
                score,
                won: Some(won),
                clean,
            });
        }
        s.record("verslun hand=5 columns=4 aceswild=no rankpairs=no", 120);
        let html = stats_html(&s);
        // Verslun first (the app's order), then Pick Up with its win rates.
        let (verslun, pickup) = (
            html.find(">Verslun</h2>").unwrap(),
            html.find(">Pick Up</h2>").unwrap(),
        );
        assert!(verslun < pickup);
        assert!(html.contains(r#"<tr><th scope="row">Hard</th><td>2 of 3 won (67%)</td></tr>"#));
        assert!(html.contains("<dt>Streak now</dt><dd>1</dd>"));
        assert!(html.contains("<dt>Best streak</dt><dd>1</dd>"));
        // Pick Up has no Undo: a game not clean had hints.
        assert!(html.contains("Clean: 2 games, 2 won, best 30, average 20.0 · With hints: 1 game, 0 won, best -5, average -5.0"));
        let mut v = Stats::default();
        v.record_outcome(&Outcome {
            key: "verslun hand=5 columns=4 aceswild=no rankpairs=no".into(),
            score: 40,
            won: None,
            clean: false,
        });
        assert!(stats_html(&v).contains("With Undo or hints: 1 game"));
        assert!(html.contains(
            r#"aria-label="Last 3 games, oldest first: lowest −5 points, highest 30 points, newest 30 points; 2 won""#
        ));
        // Its best and average in points; the chart labelled, seen.
        assert!(html.contains("<dt>Best</dt><dd>30 points</dd>"));
        assert!(html.contains("<dt>Average</dt><dd>11.7 points</dd>"));
        assert!(html.contains("<figcaption>Last 3 games, oldest first, in points</figcaption>"));
        assert!(html.contains(
            r#"<span class="chart-y" aria-hidden="true"><span>30</span><span>−5</span></span>"#
        ));
        assert_eq!(html.matches(r#"<rect class="bar won""#).count(), 2);
        assert_eq!(html.matches(r#"<rect class="bar assisted""#).count(), 1);
        assert!(
            !html.contains(r#"height="0""#) && !html.contains(r#"height="1""#),
            "every result shows"
        );
        // A solitaire's line: no wins, no streaks, no win rate.
        let verslun = &html[verslun..pickup];
        assert!(!verslun.contains("Streak") && !verslun.contains("win-rates"));
        assert_eq!(
            escape(r#"<a href="x">&"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;"
        );
    }

    /// Found by tests/fuzz.rs: a statistics file edited by hand may hold
    /// any numbers, and the screen shows them without overflowing.
    #[test]
    fn any_numbers_a_file_holds_are_shown() {
        let mut s = Stats::default();
        let key = "asymmetry opponents=easy,easy,easy";
        for score in [0, -3] {
            s.record_outcome(&Outcome {
                key: key.into(),
                score,
                won: Some(true),
                clean: false,
            });
        }
        let e = s.entries.get_mut(key).unwrap();
        (e.total, e.best, e.recent) = (i64::MAX, i64::MIN, vec![i64::MIN, i64::MAX]);
        (e.won, e.more.streak) = (u32::MAX, u32::MAX);
        e.more.clean.played = u32::MAX;
        e.more.assisted.played = u32::MAX;
        let html = stats_html(&s);
        assert!(html.contains(">Asymmetry</h2>"), "{html}");
        // And a result after them is counted without overflowing either.
        s.record_outcome(&Outcome {
            key: key.into(),
            score: 5,
            won: Some(true),
            clean: true,
        });
        assert_eq!(s.entry(key).total, i64::MAX);
    }
}
