//! Every stored and sent format (serde's derives, serde_json) against the
//! texts the app wrote before (tests/json_golden: settings, statistics,
//! saved games, options, a backup, worker jobs, byte for byte). The golden
//! texts are pinned to the five games that had them when they were made: a
//! later game brings golden texts of its own.

mod json_golden;

use cardtable::app::backup::Backup;
use cardtable::app::games::{GameId, Registered};
use cardtable::app::jobs::answer;
use cardtable::app::profile::{Pace, Settings, Stats, StatsEntry, Theme, SETTINGS_KEY, STATS_KEY};
use cardtable::app::saved::{game_key, SavedGame};
use cardtable::app::session::{saved_with_summary, Outcome, Session};
use cardtable::app::storage::{decode, save, MemoryStore};
use cardtable::engine::arctic::ArcticOptions;
use cardtable::engine::pickup::{PickUp, PickUpOptions};
use cardtable::engine::verslun::VerslunOptions;
use cardtable::engine::{DealRng, Game, PlayedGame, RawRecord, Record, Seed};
use json_golden as golden;

/// The games the golden texts were made of, in the order they were made.
const GOLDEN_GAMES: [GameId; 5] = [
    GameId::Verslun,
    GameId::PickUp,
    GameId::Thricewise,
    GameId::Asymmetry,
    GameId::Arctic,
];

/// Writes `value` as before (`golden`) and reads `golden` back to it.
fn same<T>(value: &T, golden: &str)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    assert_eq!(json(value), golden);
    assert_eq!(read::<T>(golden).as_ref(), Ok(value));
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

/// Options as a record keeps them (through a serde_json `Value`: names
/// sorted), written and read back.
fn same_kept<T>(options: &T, golden: &str)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    assert_eq!(json(&serde_json::to_value(options).unwrap()), golden);
    assert_eq!(read::<T>(golden).as_ref(), Ok(options));
}

/// A value from its text, or serde's message.
fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

// ---- The golden formats (built as the generating test built them) ----

fn saved<G: Registered>(options: G::Options, seed: u64, moves: usize) -> SavedGame
where
    G::Table: Session<Game = G>,
{
    let mut game = PlayedGame::<G>::new(options, Seed::from_number(seed));
    let mut rng = DealRng::from_number(seed ^ 0x5eed);
    for _ in 0..moves {
        // The moves the golden texts were made with: each game's playout
        // move as it was then. Asymmetry's has since followed its
        // rule-based player half the time; then it was any legal move.
        let state = game.state();
        let mv = if G::INFO.id == GameId::Asymmetry.id() {
            rng.pick(&state.legal_moves()).cloned()
        } else {
            state.random_move(&mut rng)
        };
        let Some(mv) = mv else {
            break;
        };
        game.play(mv).unwrap();
    }
    let table = G::Table::from_saved(&SavedGame::new(game.record().to_raw())).unwrap();
    saved_with_summary(&table)
}

fn settings() -> Settings {
    Settings {
        four_colour: true,
        pace: Pace::Step,
        motion: false,
        asked_to_keep: true,
        theme: Theme::Dark,
        ..Settings::default()
    }
}

fn stats() -> Stats {
    let mut st = Stats::default();
    st.record("verslun hand=5 columns=4 aceswild=no rankpairs=no", 120);
    st.record("verslun hand=5 columns=4 aceswild=no rankpairs=no", -7);
    for (i, won) in [true, false, true].into_iter().enumerate() {
        st.record_outcome(&Outcome {
            key: "pickup hands=5 opponent=hard".into(),
            score: 100 * i as i64 - 150,
            won: Some(won),
            clean: i != 1,
        });
    }
    st.record(
        "odd \"q\" \\ / \n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f} é😀\u{2028}",
        i64::MIN,
    );
    st.record("big", i64::MAX);
    st
}

/// Each game's saved game in play (with Undo and Hint counted), and the
/// store the golden backup was made from.
fn saved_games() -> (Vec<(GameId, SavedGame, SavedGame)>, MemoryStore) {
    let mut store = MemoryStore::default();
    let mut out = Vec::new();
    for g in GOLDEN_GAMES {
        cardtable::with_game!(g, G => {
            let options = <G as Game>::Options::default();
            let mut in_play = saved::<G>(options.clone(), 0x1234_5678 + g as u64, 9);
            in_play.undos = 2;
            in_play.hints = 1;
            let over = saved::<G>(options, 77 + g as u64, 4000);
            if g != GameId::Arctic {
                save(&mut store, &game_key(g), &in_play).unwrap();
            }
            out.push((g, in_play, over));
        });
    }
    save(&mut store, STATS_KEY, &stats()).unwrap();
    save(&mut store, SETTINGS_KEY, &settings()).unwrap();
    (out, store)
}

#[test]
fn settings_are_written_and_read_as_serde_did() {
    same(&Settings::default(), golden::SETTINGS_DEFAULT);
    same(&settings(), golden::SETTINGS);
    // Every field may be left out; an unknown one is passed over.
    assert_eq!(
        read::<Settings>(r#"{"version":1,"later":[1,{"x":null}]}"#),
        Ok(Settings::default())
    );
    assert_eq!(
        read::<Settings>(r#"{"version":1,"pace":"fast"}"#),
        Err("unknown variant `fast`, expected one of `instant`, `normal`, `step` at line 1 column 26".into())
    );
    assert!(read::<Settings>(r#"{"version":1,"motion":null}"#).is_err());
    assert!(read::<Settings>(r#"{"version":1,"motion":1}"#).is_err());
}

#[test]
fn statistics_are_written_and_read_as_serde_did() {
    same(&stats(), golden::STATS);
    let mut old = Stats::default();
    old.entries.insert(
        "k".into(),
        StatsEntry {
            played: 3,
            best: 9,
            total: 12,
            recent: vec![1, 2, 9],
            ..StatsEntry::default()
        },
    );
    same(&old, golden::STATS_OLD);
    // `won` and `more` came later: left out, they are 0 and nothing.
    let older =
        r#"{"version":1,"entries":{"k":{"played":3,"best":9,"total":12,"recent":[1,2,9]}}}"#;
    assert_eq!(read::<Stats>(older), Ok(old));
    for (bad, says) in [
        (
            r#"{"version":1}"#,
            "missing field `entries` at line 1 column 13",
        ),
        (
            r#"{"version":1,"entries":{"k":{"played":-1,"best":9,"total":12,"recent":[]}}}"#,
            "invalid value: integer `-1`, expected u32 at line 1 column 40",
        ),
        (
            r#"{"version":1,"entries":{"k":{"played":1,"best":9,"total":12,"recent":[1.5]}}}"#,
            "invalid type: floating point `1.5`, expected i64 at line 1 column 73",
        ),
        (
            r#"{"version":1,"entries":{"k":{"played":1,"best":9,"total":12,"recent":[],"more":5}}}"#,
            "invalid type: integer `5`, expected a string at line 1 column 80",
        ),
        (
            r#"{"version":1,"entries":[]}"#,
            "invalid type: sequence, expected a map at line 1 column 23",
        ),
    ] {
        assert_eq!(read::<Stats>(bad), Err(says.to_string()), "{bad}");
    }
}

#[test]
fn options_are_written_as_records_kept_them_and_read_strictly() {
    let golden_options = [
        (golden::OPTIONS_VERSLUN, golden::OPTIONS_VERSLUN_DIRECT),
        (golden::OPTIONS_PICKUP, golden::OPTIONS_PICKUP_DIRECT),
        (
            golden::OPTIONS_THRICEWISE,
            golden::OPTIONS_THRICEWISE_DIRECT,
        ),
        (golden::OPTIONS_ASYMMETRY, golden::OPTIONS_ASYMMETRY_DIRECT),
        (golden::OPTIONS_ARCTIC, golden::OPTIONS_ARCTIC_DIRECT),
    ];
    for (g, (kept, direct)) in GOLDEN_GAMES.into_iter().zip(golden_options) {
        cardtable::with_game!(g, G => {
            same_kept(&<G as Game>::Options::default(), kept);
            // Written on their own, serde keeps the declaration order; any
            // order reads.
            assert_eq!(json(&<G as Game>::Options::default()), direct);
            assert_eq!(
                read::<<G as Game>::Options>(direct),
                Ok(<G as Game>::Options::default())
            );
            // Every field left out: the defaults (Pick Up's: first to 1000).
            assert!(read::<<G as Game>::Options>("{}").is_ok());
            let unknown = read::<<G as Game>::Options>(r#"{"jokers":true}"#);
            assert!(unknown.unwrap_err().starts_with("unknown field `jokers`, expected "));
            assert!(read::<<G as Game>::Options>("null").is_err());
            // A record's options are an object (serde alone reads a list).
            let mut raw = Record::<G>::new(Default::default(), "00000033".parse().unwrap()).to_raw();
            assert!(Record::<G>::from_raw(&raw).is_ok());
            raw.options = serde_json::json!([]);
            assert!(Record::<G>::from_raw(&raw).is_err());
        });
    }
    same_kept(
        &PickUpOptions::first_to(1500),
        golden::OPTIONS_PICKUP_TARGET,
    );
    assert_eq!(
        read::<PickUpOptions>(golden::OPTIONS_PICKUP_TARGET_DIRECT),
        Ok(PickUpOptions::first_to(1500))
    );
    assert_eq!(
        read::<PickUpOptions>("{}"),
        Ok(PickUpOptions::first_to(1000))
    );
    assert_eq!(
        read::<PickUpOptions>(r#"{"hands":null,"target":null,"opponent":"easy"}"#),
        Ok(PickUpOptions::first_to(1000))
    );
    assert!(read::<PickUpOptions>(r#"{"hands":5,"target":500}"#)
        .unwrap_err()
        .contains("not both"));
    assert_eq!(
        read::<PickUpOptions>(r#"{"opponent":"robot"}"#),
        Err("an opponent must be easy, normal, hard, expert or person, not \"robot\" at line 1 column 20".into())
    );
    let verslun = VerslunOptions {
        aces_wild: true,
        rank_pairs: false,
        hand_size: 7,
        columns: 3,
    };
    same_kept(&verslun, golden::OPTIONS_VERSLUN_ODD);
    assert_eq!(
        read::<VerslunOptions>(golden::OPTIONS_VERSLUN_ODD_DIRECT),
        Ok(verslun)
    );
    assert!(read::<VerslunOptions>(r#"{"columns":256}"#).is_err());
    assert!(read::<VerslunOptions>(r#"{"columns":4.0}"#).is_err());
    same_kept(&ArcticOptions::solo(), golden::OPTIONS_ARCTIC_SOLO);
    assert_eq!(
        json(&ArcticOptions::solo()),
        golden::OPTIONS_ARCTIC_SOLO_DIRECT
    );
}

#[test]
fn saved_games_of_every_game_are_written_and_read_as_serde_did() {
    let (games, _) = saved_games();
    let golden_saved = [
        (
            GameId::Verslun,
            golden::SAVED_VERSLUN,
            golden::SAVED_OVER_VERSLUN,
        ),
        (
            GameId::PickUp,
            golden::SAVED_PICKUP,
            golden::SAVED_OVER_PICKUP,
        ),
        (
            GameId::Thricewise,
            golden::SAVED_THRICEWISE,
            golden::SAVED_OVER_THRICEWISE,
        ),
        (
            GameId::Asymmetry,
            golden::SAVED_ASYMMETRY,
            golden::SAVED_OVER_ASYMMETRY,
        ),
        (
            GameId::Arctic,
            golden::SAVED_ARCTIC,
            golden::SAVED_OVER_ARCTIC,
        ),
    ];
    assert_eq!(games.len(), golden_saved.len());
    for ((g, in_play, over), (gg, text, text_over)) in games.iter().zip(golden_saved) {
        assert_eq!(*g, gg);
        same(in_play, text);
        same(over, text_over);
        assert_eq!(decode::<SavedGame>(text).as_ref(), Ok(in_play));
        // Its record, as the worker and `cardtable-cli check` read it.
        let record = json(&in_play.record);
        assert!(text.contains(&record));
        cardtable::with_game!(*g, G => {
            let typed = Record::<G>::from_json(&record).unwrap();
            assert_eq!(typed.to_json(), record);
        });
    }
}

#[test]
fn a_backup_is_written_and_read_as_serde_did() {
    let (_, mut store) = saved_games();
    let backup = Backup::of(&mut store, "2026-11-27");
    assert_eq!(backup.to_text(), golden::BACKUP);
    assert_eq!(Backup::parse(golden::BACKUP), Ok(backup.clone()));
    same(&backup, golden::BACKUP);
    // As a table page writes it, from each value's text: the same backup
    // (its games in the list's order, not by name: that was so before).
    let text = |k: &str| store.map[k].clone();
    let games: Vec<(GameId, String)> = GOLDEN_GAMES
        .into_iter()
        .filter_map(|g| store.map.get(&game_key(g)).map(|s| (g, s.clone())))
        .collect();
    let page = cardtable::app::backup::backup_text(
        "2026-11-27",
        &text(STATS_KEY),
        &text(SETTINGS_KEY),
        &games,
    );
    assert_eq!(Backup::parse(&page), Ok(backup));
}

#[test]
fn the_worker_reads_and_answers_as_before() {
    let record = saved::<PickUp>(PickUpOptions::first_to(1500), 99, 3).record;
    same(&record, golden::WORKER_REQ);
    assert_eq!(
        answer("think easy 3", golden::WORKER_REQ),
        golden::WORKER_ANS
    );
    assert_eq!(answer("hint", golden::WORKER_REQ), golden::WORKER_ANS_HINT);
    // A saved game is read as its record.
    let saved = json(&SavedGame::new(record));
    assert_eq!(answer("hint", &saved), golden::WORKER_ANS_HINT);
    // Broken JSON: serde's words, as before.
    assert_eq!(answer("think easy 3", "{\"format\":1"), golden::WORKER_ERR);
    assert_eq!(
        answer(
            "hint",
            r#"{"format":1,"game":"pickup","seed":"00000033","moves":[]}"#
        ),
        "error: missing field `options` at line 1 column 57"
    );
}

#[test]
fn a_record_reads_its_options_as_serde_json_value_kept_them() {
    // Names out of order, given twice: sorted, the last kept (as `Value`).
    let text = r#"{"moves":[],"seed":"00000033","options":{"target":500,"opponent":"hard","target":700},"game":"pickup","format":1,"extra":true}"#;
    let raw = read::<RawRecord>(text).unwrap();
    assert_eq!(
        json(&raw),
        r#"{"format":1,"game":"pickup","options":{"opponent":"hard","target":700},"seed":"00000033","moves":[]}"#
    );
    assert!(Record::<PickUp>::from_raw(&raw).is_ok());
    for (bad, says) in [
        (
            r#"{"format":1}"#,
            "missing field `game` at line 1 column 12",
        ),
        (
            r#"{"format":"1","game":"pickup","options":{},"seed":"x","moves":[]}"#,
            "invalid type: string \"1\", expected u32 at line 1 column 13",
        ),
        (
            r#"{"format":1,"game":"pickup","options":{},"seed":"x","moves":[1]}"#,
            "invalid type: integer `1`, expected a string at line 1 column 62",
        ),
    ] {
        assert_eq!(read::<RawRecord>(bad), Err(says.to_string()), "{bad}");
    }
}

#[test]
fn broken_texts_are_refused_without_a_panic() {
    let deep = |open: &str, n: usize| open.repeat(n);
    for bad in [
        String::new(),
        "{".into(),
        "{\"version\":1,".into(),
        "[1,2".into(),
        "\"abc".into(),
        "\"\\".into(),
        "\"\\u12".into(),
        "\"\\ud800\"".into(),
        "\"\\udfff\"".into(),
        "\"\\ud800\\ud800\"".into(),
        "\"\\q\"".into(),
        "nul".into(),
        "01".into(),
        "1.".into(),
        "-".into(),
        "{\"a\":1}}".into(),
        "{'a':1}".into(),
        "[1,]".into(),
        "\u{feff}{}".into(),
        deep("[", 128) + &deep("]", 128),
        deep("{\"a\":", 200_000),
        deep("[", 1_000_000),
    ] {
        assert!(
            serde_json::from_str::<serde_json::Value>(&bad).is_err(),
            "{:.40}",
            bad
        );
        assert!(decode::<Settings>(&bad).is_err());
        assert!(Backup::parse(&bad).is_err());
    }
    // Numbers beyond what a field holds.
    for (text, says) in [
        (
            r#"{"version":1,"record":{"format":1,"game":"verslun","options":{},"seed":"x","moves":[]},"undos":4294967296}"#,
            "invalid value: integer `4294967296`, expected u32 at line 1 column 105",
        ),
        (
            r#"{"version":1,"record":{"format":1,"game":"verslun","options":{},"seed":"x","moves":[]},"undos":1e3}"#,
            "invalid type: floating point `1000.0`, expected u32 at line 1 column 98",
        ),
        (
            r#"{"version":1,"record":{"format":99999999999999999999999,"game":"verslun","options":{},"seed":"x","moves":[]}}"#,
            "invalid type: floating point `1e+23`, expected u32 at line 1 column 55",
        ),
    ] {
        assert_eq!(read::<SavedGame>(text), Err(says.to_string()));
    }
    // A version beyond every number: newer, or none.
    assert!(decode::<Settings>(r#"{"version":18446744073709551615}"#)
        .unwrap_err()
        .contains("newer version of the app (version 18446744073709551615)"));
    assert!(decode::<Settings>(r#"{"version":99999999999999999999}"#)
        .unwrap_err()
        .contains("no version"));
    assert!(decode::<Settings>(r#"{"version":-1}"#)
        .unwrap_err()
        .contains("no version"));
}

#[test]
fn a_hostile_record_is_refused_with_a_short_message() {
    // 200,000 option names in descending order (the hand-written reader
    // sorted them in quadratic time: 12 s in `cardtable-cli check`). The
    // options go through a sorted map; the message names one field.
    let names: Vec<String> = (1..=200_000)
        .rev()
        .map(|i| format!("\"n{i:06}\":0"))
        .collect();
    let text = format!(
        r#"{{"format":1,"game":"verslun","options":{{{}}},"seed":"K7M2QX4P","moves":[]}}"#,
        names.join(",")
    );
    let e = Record::<cardtable::engine::verslun::Verslun>::from_json(&text)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown field `n000001`"), "{e}");
    assert!(e.chars().count() < 200, "{e}");
}
