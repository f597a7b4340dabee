//! A backup the player keeps (Settings → Export / Import): statistics,
//! settings and the games in play, as one versioned JSON file, since there
//! is no server and a browser may clear its data.
//!
//! Import never changes anything until the player has seen what it will do
//! ([`ImportPlan`]): games added, statistics merged, a game in play that
//! would be replaced. A file that is not ours, is broken, or was made by a
//! newer version is refused with a reason and changes nothing.

use super::games::GameId;
use super::link::Deal;
use super::profile::{Settings, Stats, StatsEntry, SETTINGS_KEY, STATS_KEY};
use super::saved::{game_key, SavedGame};
use super::storage::{decode, save, KeyValue, StoreError, Stored};
use crate::engine::clip::{clip_quotes, quote};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// What a backup file says it is, so another app's JSON is told apart.
pub const KIND: &str = "cardtable backup";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    pub kind: String,
    pub version: u32,
    /// The day it was made ("2026-11-25"), for its file name and the plan.
    pub made: String,
    pub stats: Stats,
    pub settings: Settings,
    /// The saved game of each kind (its id: "verslun"), finished or not.
    pub games: BTreeMap<String, SavedGame>,
}

impl Stored for Backup {
    const VERSION: u32 = 1;
    const WHAT: &'static str = "The backup";
}

impl Backup {
    /// Everything this browser keeps for the app now. A stored value that
    /// does not read is left out (its own page reports it).
    pub fn of(store: &mut dyn KeyValue, made: &str) -> Backup {
        let games = GameId::ALL
            .into_iter()
            .filter_map(|g| {
                peek::<SavedGame>(store, &game_key(g)).map(|saved| (g.id().to_string(), saved))
            })
            .collect();
        Backup {
            kind: KIND.to_string(),
            version: Backup::VERSION,
            made: made.to_string(),
            stats: peek(store, STATS_KEY).unwrap_or_default(),
            settings: peek(store, SETTINGS_KEY).unwrap_or_default(),
            games,
        }
    }

    /// The file's text (compact: pretty printing would cost the home page
    /// a second copy of every value's serializer).
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// "cardtable-backup-2026-11-25.json"
    pub fn file_name(&self) -> String {
        file_name(&self.made)
    }

    /// Reads a backup file's text, checking it is ours, of a version we
    /// know, and that every game in it opens as a deal of its kind.
    pub fn parse(text: &str) -> Result<Backup, BackupError> {
        let value: serde_json::Value =
            serde_json::from_str(text.trim()).map_err(|_| BackupError::NotJson)?;
        if value.get("kind").and_then(|k| k.as_str()) != Some(KIND) {
            return Err(BackupError::NotOurs);
        }
        let backup: Backup = match value.get("version").and_then(|v| v.as_u64()) {
            None => return Err(BackupError::Broken("it has no version".into())),
            Some(v) if v > Backup::VERSION as u64 => return Err(BackupError::Newer(v)),
            Some(_) => serde_json::from_value(value)
                .map_err(|e| BackupError::Broken(clip_quotes(&e.to_string())))?,
        };
        if backup.stats.version > Stats::VERSION {
            return Err(BackupError::Newer(backup.stats.version as u64));
        }
        if backup.settings.version > Settings::VERSION {
            return Err(BackupError::Newer(backup.settings.version as u64));
        }
        for (id, saved) in &backup.games {
            let Some(game) = GameId::from_id(id) else {
                return Err(BackupError::Broken(format!(
                    "it holds an unknown game, {}",
                    quote(id)
                )));
            };
            if saved.version > SavedGame::VERSION {
                return Err(BackupError::Newer(saved.version as u64));
            }
            match Deal::from_record(&saved.record) {
                Some(deal) if deal.game() == game => {}
                _ => {
                    return Err(BackupError::Broken(format!(
                        "its {} game is not a deal of that game",
                        game.name()
                    )))
                }
            }
        }
        Ok(backup)
    }
}

/// Reads a stored value without touching the store (an unreadable value is
/// its page's business, not the backup's).
/// A backup file's text from the values as written out (each stored
/// value's JSON): what [`Backup::of`] and [`Backup::to_text`] give for the
/// same values, built without reading them into their types, so a table
/// page can offer a backup when saves fail without carrying that code
/// (about 10 KB gzip). `games`: each game's id and saved game.
pub fn backup_text(made: &str, stats: &str, settings: &str, games: &[(GameId, String)]) -> String {
    // (Ids, the date and KIND are plain ASCII: Rust's quoting is JSON's.)
    let games: Vec<String> = games
        .iter()
        .map(|(g, saved)| format!("{:?}:{saved}", g.id()))
        .collect();
    format!(
        "{{\"kind\":{KIND:?},\"version\":{},\"made\":{made:?},\"stats\":{stats},\"settings\":{settings},\"games\":{{{}}}}}",
        Backup::VERSION,
        games.join(",")
    )
}

/// "cardtable-backup-2026-11-25.json": a backup made that day.
pub fn file_name(made: &str) -> String {
    format!("cardtable-backup-{made}.json")
}

fn peek<T: Stored>(store: &mut dyn KeyValue, key: &str) -> Option<T> {
    decode(&store.get(key)?).ok()
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    NotJson,
    NotOurs,
    Newer(u64),
    Broken(String),
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::NotJson => write!(f, "This is not a backup: it is not JSON text. Nothing was changed."),
            BackupError::NotOurs => write!(f, "This is not a Card Table backup. Nothing was changed."),
            BackupError::Newer(v) => write!(
                f,
                "This backup was made by a newer version of the app (version {v}). Reload to update the app, then import it again. Nothing was changed."
            ),
            BackupError::Broken(why) => {
                write!(f, "This backup is damaged ({why}). Nothing was changed.")
            }
        }
    }
}

/// What importing a backup would change, shown before anything changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportPlan {
    /// Games the file brings where none is in play here.
    pub added: Vec<GameId>,
    /// Games in play here that the file's game would replace: (game, what
    /// is here, what the file has).
    pub replaced: Vec<(GameId, String, String)>,
    /// Games the same as here.
    pub same: Vec<GameId>,
    /// Statistics lines the file has more games of (taken from the file).
    pub stats_taken: usize,
    /// Statistics lines kept as they are here.
    pub stats_kept: usize,
    pub settings_changed: bool,
}

impl ImportPlan {
    pub fn changes_anything(&self) -> bool {
        !self.added.is_empty()
            || !self.replaced.is_empty()
            || self.stats_taken > 0
            || self.settings_changed
    }

    /// The plan in sentences, one per change.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        for g in &self.added {
            out.push(format!("Adds your {} game.", g.name()));
        }
        for (g, here, there) in &self.replaced {
            out.push(format!(
                "Replaces the {} game in play here ({here}) with the file's ({there}).",
                g.name()
            ));
        }
        if self.stats_taken > 0 {
            out.push(format!(
                "Statistics: {} taken from the file (it has more games there), {} kept as they are.",
                count(self.stats_taken, "line"),
                self.stats_kept
            ));
        } else if self.stats_kept > 0 {
            out.push("Statistics: all kept as they are (the file has no more games).".into());
        }
        if self.settings_changed {
            out.push("Settings: the file's.".into());
        }
        if !self.changes_anything() {
            out.push("Nothing: this browser already has everything in the file.".into());
        }
        out
    }
}

fn count(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// A game's "where it stands" for the plan.
fn standing(saved: &SavedGame) -> String {
    saved
        .summary()
        .map(|s| s.progress)
        .unwrap_or_else(|| format!("{} moves made", saved.record.moves.len()))
}

/// A saved game still being played (not over, moves made).
fn in_play(saved: &SavedGame) -> bool {
    saved.summary().is_some()
}

/// What importing `file` over `here` (this browser's backup) would do.
pub fn plan(here: &Backup, file: &Backup) -> ImportPlan {
    let mut plan = ImportPlan {
        added: Vec::new(),
        replaced: Vec::new(),
        same: Vec::new(),
        stats_taken: 0,
        stats_kept: 0,
        settings_changed: here.settings != file.settings,
    };
    for g in GameId::ALL {
        let Some(theirs) = file.games.get(g.id()) else {
            continue;
        };
        match here.games.get(g.id()) {
            Some(ours) if ours.record == theirs.record => plan.same.push(g),
            Some(ours) if in_play(ours) => {
                plan.replaced.push((g, standing(ours), standing(theirs)))
            }
            _ => plan.added.push(g),
        }
    }
    for (key, theirs) in &file.stats.entries {
        match here.stats.entries.get(key) {
            Some(ours) if !takes(ours, theirs) => plan.stats_kept += 1,
            _ => plan.stats_taken += 1,
        }
    }
    plan.stats_kept += here
        .stats
        .entries
        .keys()
        .filter(|k| !file.stats.entries.contains_key(*k))
        .count();
    plan
}

/// A statistics line is taken from the file when the file has more games
/// on it: a backup is a snapshot of the same history, so adding the two
/// would count games twice.
fn takes(ours: &StatsEntry, theirs: &StatsEntry) -> bool {
    theirs.played > ours.played
}

/// Merged statistics: each line from whichever side has more games on it.
pub fn merge_stats(here: &Stats, file: &Stats) -> Stats {
    let mut out = here.clone();
    for (key, theirs) in &file.entries {
        let take = out.entries.get(key).is_none_or(|ours| takes(ours, theirs));
        if take {
            out.entries.insert(key.clone(), theirs.clone());
        }
    }
    out
}

/// Imports `file` into the store: statistics merged, the file's settings,
/// its games added; a game in play here is replaced only if `replace`.
/// Returns what was written.
pub fn import(
    store: &mut dyn KeyValue,
    here: &Backup,
    file: &Backup,
    replace: bool,
) -> Result<Imported, StoreError> {
    let stats = merge_stats(&here.stats, &file.stats);
    let p = plan(here, file);
    let games: Vec<GameId> = p
        .added
        .iter()
        .chain(p.replaced.iter().filter(|_| replace).map(|(g, _, _)| g))
        .copied()
        .collect();
    // All or nothing: a write the store refuses (full) puts back what was.
    let keys: Vec<String> = games
        .iter()
        .map(|g| game_key(*g))
        .chain([STATS_KEY.to_string(), SETTINGS_KEY.to_string()])
        .collect();
    let was: Vec<Option<String>> = keys.iter().map(|k| store.get(k)).collect();
    let written = games
        .iter()
        .try_for_each(|g| save(store, &game_key(*g), &file.games[g.id()]))
        .and_then(|()| save(store, STATS_KEY, &stats))
        .and_then(|()| save(store, SETTINGS_KEY, &file.settings));
    if let Err(e) = written {
        put_back(store, keys.into_iter().zip(was).collect());
        return Err(e);
    }
    Ok(Imported {
        stats,
        settings: file.settings.clone(),
        games,
    })
}

/// Gives each key its old value (`None`: no value) after a refused import.
/// The values that give back room (shorter, or none) go first, then those
/// that take it: the old values fitted together, so no step needs more
/// room than there is. (In any other order an old value could meet a store
/// still holding another key's new, longer value, be refused, and leave
/// the file's in its place.) Keys the import did not change are left
/// alone.
fn put_back(store: &mut dyn KeyValue, old: Vec<(String, Option<String>)>) {
    let len = |v: &Option<String>| v.as_ref().map_or(0, |v| v.len() as i64);
    let mut changed: Vec<(String, Option<String>, i64)> = old
        .into_iter()
        .filter_map(|(key, was)| {
            let now = store.get(&key);
            (now != was).then(|| {
                let grows = len(&was) - len(&now);
                (key, was, grows)
            })
        })
        .collect();
    changed.sort_by_key(|(_, _, grows)| *grows);
    for (key, was, _) in changed {
        match was {
            Some(v) => {
                let _ = store.set(&key, &v);
            }
            None => store.remove(&key),
        }
    }
}

/// What an import wrote.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub stats: Stats,
    pub settings: Settings,
    pub games: Vec<GameId>,
}

impl Imported {
    pub fn summary(&self) -> String {
        match self.games.len() {
            0 => "Imported: statistics and settings.".into(),
            _ => format!(
                "Imported: statistics, settings and {}.",
                self.games
                    .iter()
                    .map(|g| g.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

/// Whether reading a stored value found it: used by tests.
#[cfg(test)]
fn found<T: Stored>(store: &mut dyn KeyValue, key: &str) -> Option<T> {
    super::storage::load::<T>(store, key).found()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::link::parse_hash;
    use crate::app::link::Route;
    use crate::app::session::Session;
    use crate::app::storage::MemoryStore;
    use crate::app::verslun::VerslunTable;

    fn deal(hash: &str) -> Deal {
        match parse_hash(hash) {
            Ok(Route::Play(d)) => d,
            other => panic!("{hash}: {other:?}"),
        }
    }

    /// A browser's store with a Verslun game two moves in, stats, settings.
    fn browser_with_progress() -> MemoryStore {
        let mut store = MemoryStore::default();
        let mut t = VerslunTable::start(&deal("#/play/verslun?seed=K7M2QX4P")).unwrap();
        assert!(t.draw());
        save(
            &mut store,
            &game_key(GameId::Verslun),
            &crate::app::session::saved_with_summary(&t),
        )
        .unwrap();
        let mut stats = Stats::default();
        stats.record("verslun hand=5", 120);
        stats.record("pickup to=21", 9);
        save(&mut store, STATS_KEY, &stats).unwrap();
        let settings = Settings {
            four_colour: true,
            ..Settings::default()
        };
        save(&mut store, SETTINGS_KEY, &settings).unwrap();
        store
    }

    #[test]
    fn a_backup_from_stored_text_is_the_backup_of_the_store() {
        let mut store = browser_with_progress();
        let file = Backup::of(&mut store, "2026-11-25");
        let games: Vec<(GameId, String)> = GameId::ALL
            .into_iter()
            .filter_map(|g| Some((g, store.get(&game_key(g))?)))
            .collect();
        assert_eq!(games.len(), 1);
        let text = backup_text(
            "2026-11-25",
            &store.get(STATS_KEY).unwrap(),
            &store.get(SETTINGS_KEY).unwrap(),
            &games,
        );
        assert_eq!(Backup::parse(&text), Ok(file.clone()));
        assert_eq!(text, file.to_text());
    }

    #[test]
    fn export_clear_import_gives_the_same_store() {
        let mut store = browser_with_progress();
        let before = store.map.clone();
        let text = Backup::of(&mut store, "2026-11-25").to_text();
        let mut cleared = MemoryStore::default();
        let file = Backup::parse(&text).unwrap();
        let here = Backup::of(&mut cleared, "2026-11-25");
        let p = plan(&here, &file);
        assert_eq!(p.added, vec![GameId::Verslun]);
        assert!(p.replaced.is_empty());
        assert_eq!((p.stats_taken, p.stats_kept), (2, 0));
        assert!(p.settings_changed);
        let done = import(&mut cleared, &here, &file, false).unwrap();
        assert_eq!(done.games, vec![GameId::Verslun]);
        assert_eq!(cleared.map, before);
        // And the game opens where it was.
        let saved: SavedGame = found(&mut cleared, &game_key(GameId::Verslun)).unwrap();
        let t = VerslunTable::from_saved(&saved).unwrap();
        assert_eq!(t.moves_made(), 1);
        // Importing the same file again changes nothing.
        let again = Backup::of(&mut cleared, "2026-11-25");
        assert!(!plan(&again, &file).changes_anything());
    }

    #[test]
    fn a_game_in_play_is_replaced_only_when_asked() {
        let mut store = browser_with_progress();
        let file = Backup::parse(&Backup::of(&mut store, "d").to_text()).unwrap();
        // Here: another Verslun deal in play.
        let mut other = MemoryStore::default();
        let mut t = VerslunTable::start(&deal("#/play/verslun?seed=14H48STX")).unwrap();
        assert!(t.draw());
        let saved = crate::app::session::saved_with_summary(&t);
        save(&mut other, &game_key(GameId::Verslun), &saved).unwrap();
        let here = Backup::of(&mut other, "d");
        let p = plan(&here, &file);
        assert_eq!(p.replaced.len(), 1, "{p:?}");
        assert!(
            p.lines()
                .iter()
                .any(|l| l.starts_with("Replaces the Verslun game")),
            "{:?}",
            p.lines()
        );
        import(&mut other, &here, &file, false).unwrap();
        let kept: SavedGame = found(&mut other, &game_key(GameId::Verslun)).unwrap();
        assert_eq!(kept.record, saved.record, "not replaced unless asked");
        import(&mut other, &here, &file, true).unwrap();
        let now: SavedGame = found(&mut other, &game_key(GameId::Verslun)).unwrap();
        assert_eq!(now.record, file.games["verslun"].record);
    }

    #[test]
    fn statistics_merge_line_by_line_without_counting_twice() {
        let mut here = Stats::default();
        here.record("a", 5);
        here.record("a", 6);
        here.record("b", 1);
        let mut file = here.clone();
        file.record("b", 2); // the file has one more game of b
        file.record("c", 3);
        let merged = merge_stats(&here, &file);
        assert_eq!(merged.entry("a").played, 2, "not added twice");
        assert_eq!(merged.entry("b").played, 2);
        assert_eq!(merged.entry("c").played, 1);
        let p = plan(
            &Backup {
                stats: here,
                ..Backup::of(&mut MemoryStore::default(), "d")
            },
            &Backup {
                stats: file,
                ..Backup::of(&mut MemoryStore::default(), "d")
            },
        );
        assert_eq!((p.stats_taken, p.stats_kept), (2, 1));
    }

    #[test]
    fn foreign_broken_and_newer_files_are_refused() {
        let mut store = browser_with_progress();
        let good = Backup::of(&mut store, "d").to_text();
        let newer = good.replacen("\"version\":1", "\"version\":7", 1);
        type Is = fn(&BackupError) -> bool;
        let cases: [(&str, Is); 6] = [
            ("{oops", |e| *e == BackupError::NotJson),
            ("[1,2]", |e| *e == BackupError::NotOurs),
            (r#"{"kind":"something else","version":1}"#, |e| {
                *e == BackupError::NotOurs
            }),
            (&newer, |e| *e == BackupError::Newer(7)),
            (r#"{"kind":"cardtable backup","version":1}"#, |e| {
                matches!(e, BackupError::Broken(_))
            }),
            (
                &good.replace("\"game\":\"verslun\"", "\"game\":\"pickup\""),
                |e| matches!(e, BackupError::Broken(_)),
            ),
        ];
        for (text, is) in cases {
            let e = Backup::parse(text).unwrap_err();
            assert!(is(&e), "{text:.60}: {e:?}");
            assert!(e.to_string().ends_with("Nothing was changed."), "{e}");
        }
        assert!(Backup::parse(&good).is_ok());
    }

    #[test]
    fn a_full_store_fails_the_import_with_a_value_not_a_panic() {
        let mut store = browser_with_progress();
        let file = Backup::parse(&Backup::of(&mut store, "d").to_text()).unwrap();
        let mut full = MemoryStore {
            capacity: Some(40),
            ..MemoryStore::default()
        };
        full.set("cardtable.x", "1").unwrap();
        let before = full.map.clone();
        let here = Backup::of(&mut full, "d");
        assert_eq!(import(&mut full, &here, &file, true), Err(StoreError::Full));
        assert_eq!(full.map, before, "a refused import changes nothing");
    }

    /// Found by tests/fuzz.rs: in a store this full, the old Verslun game
    /// fits back only once the file's longer Pick Up game is gone again.
    #[test]
    fn a_refused_import_puts_back_every_value_in_a_full_store() {
        use crate::engine::pickup::PickUp;
        use crate::engine::verslun::Verslun;
        use crate::engine::{Game, Record};
        fn saved<G: Game>(moves: usize) -> SavedGame {
            let mut raw =
                Record::<G>::new(G::Options::default(), "K7M2QX4P".parse().unwrap()).to_raw();
            raw.moves = vec!["draw".into(); moves];
            SavedGame::new(raw)
        }
        let mut here = MemoryStore::default();
        save(&mut here, &game_key(GameId::Verslun), &saved::<Verslun>(40)).unwrap();
        save(&mut here, &game_key(GameId::PickUp), &saved::<PickUp>(1)).unwrap();
        let mut file = Backup::of(&mut MemoryStore::default(), "d");
        file.games.insert("verslun".into(), saved::<Verslun>(1));
        file.games.insert("pickup".into(), saved::<PickUp>(40));
        for n in 0..50 {
            file.stats.record(&format!("verslun {n}"), n);
        }
        let before = here.map.clone();
        here.capacity = Some(before.iter().map(|(k, v)| k.len() + v.len()).sum::<usize>() + 10);
        let now = Backup::of(&mut here, "d");
        assert_eq!(plan(&now, &file).replaced.len(), 2);
        assert_eq!(import(&mut here, &now, &file, true), Err(StoreError::Full));
        assert_eq!(here.map, before, "a refused import changes nothing");
        // A store already over its limit: nothing written, nothing lost.
        let mut over = browser_with_progress();
        let before = over.map.clone();
        over.capacity = Some(0);
        let now = Backup::of(&mut over, "d");
        assert_eq!(import(&mut over, &now, &file, true), Err(StoreError::Full));
        assert_eq!(over.map, before);
    }
}
