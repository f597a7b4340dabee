//! engine::json, our JSON reader and writer, against what serde wrote
//! before it (tests/json_golden: every stored and sent format, byte for
//! byte) and against serde_json itself on generated values and texts.

mod json_golden;

use cardtable::app::backup::Backup;
use cardtable::app::games::{GameId, Registered};
use cardtable::app::jobs::answer;
use cardtable::app::profile::{Pace, Settings, Stats, StatsEntry, Theme, SETTINGS_KEY, STATS_KEY};
use cardtable::app::saved::{game_key, SavedGame};
use cardtable::app::session::{saved_with_summary, Outcome, Session};
use cardtable::app::storage::{decode, save, MemoryStore};
use cardtable::engine::arctic::ArcticOptions;
use cardtable::engine::json::{parse, FromJson, Json, ToJson, MAX_DEPTH};
use cardtable::engine::pickup::{PickUp, PickUpOptions};
use cardtable::engine::verslun::VerslunOptions;
use cardtable::engine::{DealRng, Game, PlayedGame, RawRecord, Record, Seed};
use json_golden as golden;
use proptest::prelude::*;

/// Writes `value` as serde did (`golden`) and reads `golden` back to it.
fn same<T: ToJson + FromJson + PartialEq + std::fmt::Debug>(value: &T, golden: &str) {
    assert_eq!(value.to_json_text(), golden);
    assert_eq!(T::from_json_text(golden).as_ref(), Ok(value));
}

// ---- The golden formats (built as the generating test built them) ----

fn saved<G: Registered>(options: G::Options, seed: u64, moves: usize) -> SavedGame
where
    G::Table: Session<Game = G>,
{
    let mut game = PlayedGame::<G>::new(options, Seed::from_number(seed));
    let mut rng = DealRng::from_number(seed ^ 0x5eed);
    for _ in 0..moves {
        let Some(mv) = game.state().random_move(&mut rng) else {
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
    for g in GameId::ALL {
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
        Settings::from_json_text(r#"{"version":1,"later":[1,{"x":null}]}"#),
        Ok(Settings::default())
    );
    assert_eq!(
        Settings::from_json_text(r#"{"version":1,"pace":"fast"}"#),
        Err(r#"expected one of normal, instant, step for "pace", found "fast""#.into())
    );
    assert!(Settings::from_json_text(r#"{"version":1,"motion":null}"#).is_err());
    assert!(Settings::from_json_text(r#"{"version":1,"motion":1}"#).is_err());
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
    assert_eq!(Stats::from_json_text(older), Ok(old));
    for (bad, says) in [
        (r#"{"version":1}"#, r#"missing field "entries""#),
        (
            r#"{"version":1,"entries":{"k":{"played":-1,"best":9,"total":12,"recent":[]}}}"#,
            r#"expected a whole number from 0 to 4294967295 for "played""#,
        ),
        (
            r#"{"version":1,"entries":{"k":{"played":1,"best":9,"total":12,"recent":[1.5]}}}"#,
            r#"expected a whole number from -9223372036854775808 to 9223372036854775807 for "recent""#,
        ),
        (
            r#"{"version":1,"entries":{"k":{"played":1,"best":9,"total":12,"recent":[],"more":5}}}"#,
            r#"expected a string for "more", found a number"#,
        ),
        (
            r#"{"version":1,"entries":[]}"#,
            r#"expected an object for "entries", found a list"#,
        ),
    ] {
        assert_eq!(Stats::from_json_text(bad), Err(says.to_string()), "{bad}");
    }
}

#[test]
fn options_are_written_as_records_kept_them_and_read_strictly() {
    let golden_options = [
        (GameId::Verslun, golden::OPTIONS_VERSLUN),
        (GameId::PickUp, golden::OPTIONS_PICKUP),
        (GameId::Thricewise, golden::OPTIONS_THRICEWISE),
        (GameId::Asymmetry, golden::OPTIONS_ASYMMETRY),
        (GameId::Arctic, golden::OPTIONS_ARCTIC),
    ];
    assert_eq!(golden_options.len(), GameId::ALL.len());
    for (g, text) in golden_options {
        cardtable::with_game!(g, G => {
            same(&<G as Game>::Options::default(), text);
            // Written on their own, serde kept the declaration order; any
            // order reads.
            let direct = match g {
                GameId::Verslun => golden::OPTIONS_VERSLUN_DIRECT,
                GameId::PickUp => golden::OPTIONS_PICKUP_DIRECT,
                GameId::Thricewise => golden::OPTIONS_THRICEWISE_DIRECT,
                GameId::Asymmetry => golden::OPTIONS_ASYMMETRY_DIRECT,
                GameId::Arctic => golden::OPTIONS_ARCTIC_DIRECT,
            };
            assert_eq!(
                <G as Game>::Options::from_json_text(direct),
                Ok(<G as Game>::Options::default())
            );
            // Every field left out: the defaults (Pick Up's: first to 1000).
            assert!(<G as Game>::Options::from_json_text("{}").is_ok());
            let unknown = <G as Game>::Options::from_json_text(r#"{"jokers":true}"#);
            assert!(unknown.unwrap_err().starts_with(r#"unknown field "jokers", expected one of: "#));
            assert!(<G as Game>::Options::from_json_text("[]").is_err());
            assert!(<G as Game>::Options::from_json_text("null").is_err());
        });
    }
    same(
        &PickUpOptions::first_to(1500),
        golden::OPTIONS_PICKUP_TARGET,
    );
    assert_eq!(
        PickUpOptions::from_json_text(golden::OPTIONS_PICKUP_TARGET_DIRECT),
        Ok(PickUpOptions::first_to(1500))
    );
    assert_eq!(
        PickUpOptions::from_json_text("{}"),
        Ok(PickUpOptions::first_to(1000))
    );
    assert_eq!(
        PickUpOptions::from_json_text(r#"{"hands":null,"target":null,"opponent":"easy"}"#),
        Ok(PickUpOptions::first_to(1000))
    );
    assert!(PickUpOptions::from_json_text(r#"{"hands":5,"target":500}"#)
        .unwrap_err()
        .contains("not both"));
    assert_eq!(
        PickUpOptions::from_json_text(r#"{"opponent":"robot"}"#),
        Err(r#"an opponent must be easy, normal, hard or person, not "robot""#.into())
    );
    let verslun = VerslunOptions {
        aces_wild: true,
        rank_pairs: false,
        hand_size: 7,
        columns: 3,
    };
    same(&verslun, golden::OPTIONS_VERSLUN_ODD);
    assert_eq!(
        VerslunOptions::from_json_text(golden::OPTIONS_VERSLUN_ODD_DIRECT),
        Ok(verslun)
    );
    assert!(VerslunOptions::from_json_text(r#"{"columns":256}"#).is_err());
    assert!(VerslunOptions::from_json_text(r#"{"columns":4.0}"#).is_err());
    same(&ArcticOptions::solo(), golden::OPTIONS_ARCTIC_SOLO);
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
        let record = in_play.record.to_json_text();
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
    let games: Vec<(GameId, String)> = GameId::ALL
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
    let saved = SavedGame::new(record).to_json_text();
    assert_eq!(answer("hint", &saved), golden::WORKER_ANS_HINT);
    // Broken JSON: an error in our words (serde's were `WORKER_ERR`).
    assert_ne!(answer("think easy 3", "{\"format\":1"), golden::WORKER_ERR);
    assert_eq!(
        answer("think easy 3", "{\"format\":1"),
        "error: expected ',' or '}': the text ends at line 1 column 12"
    );
    assert_eq!(
        answer(
            "hint",
            r#"{"format":1,"game":"pickup","seed":"00000033","moves":[]}"#
        ),
        r#"error: missing field "options""#
    );
}

#[test]
fn a_record_reads_its_options_as_serde_json_value_kept_them() {
    // Names out of order, given twice: sorted, the last kept (as `Value`).
    let text = r#"{"moves":[],"seed":"00000033","options":{"target":500,"opponent":"hard","target":700},"game":"pickup","format":1,"extra":true}"#;
    let raw = RawRecord::from_json_text(text).unwrap();
    assert_eq!(
        raw.to_json_text(),
        r#"{"format":1,"game":"pickup","options":{"opponent":"hard","target":700},"seed":"00000033","moves":[]}"#
    );
    assert!(Record::<PickUp>::from_raw(&raw).is_ok());
    for (bad, says) in [
        (r#"{"format":1}"#, r#"missing field "game""#),
        (
            r#"{"format":"1","game":"pickup","options":{},"seed":"x","moves":[]}"#,
            r#"expected a whole number for "format", found a string"#,
        ),
        (
            r#"{"format":1,"game":"pickup","options":{},"seed":"x","moves":[1]}"#,
            r#"expected a string for "moves", found a number"#,
        ),
    ] {
        assert_eq!(
            RawRecord::from_json_text(bad),
            Err(says.to_string()),
            "{bad}"
        );
    }
}

// ---- Against serde_json ----

fn to_value(json: &Json) -> serde_json::Value {
    use serde_json::Value;
    match json {
        Json::Null => Value::Null,
        Json::Bool(b) => Value::Bool(*b),
        Json::Int(n) => Value::from(*n),
        Json::Num(text) => serde_json::from_str(text).unwrap(),
        Json::Str(s) => Value::String(s.clone()),
        Json::Arr(items) => Value::Array(items.iter().map(to_value).collect()),
        Json::Obj(fields) => Value::Object(
            fields
                .iter()
                .map(|(k, v)| (k.clone(), to_value(v)))
                .collect(),
        ),
    }
}

fn json_tree() -> impl Strategy<Value = Json> {
    let leaf = prop_oneof![
        Just(Json::Null),
        any::<bool>().prop_map(Json::Bool),
        any::<i64>().prop_map(Json::Int),
        (-1000..1000i64).prop_map(Json::Int),
        any::<String>().prop_map(Json::Str),
        "[\\u{0}-\\u{7f}]{0,12}".prop_map(Json::Str),
    ];
    leaf.prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Json::Arr),
            proptest::collection::btree_map("[a-z\"\\\\\\n]{0,6}", inner, 0..6)
                .prop_map(|m| Json::Obj(m.into_iter().collect())),
        ]
    })
}

/// Texts near JSON: pieces of it put together any way.
fn jsonish() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        proptest::sample::select(vec![
            "{",
            "}",
            "[",
            "]",
            ",",
            ":",
            "\"",
            "\\",
            "\\u",
            "\\ud83d",
            "\\ude00",
            "\\n",
            " ",
            "\n",
            "null",
            "true",
            "fals",
            "0",
            "-",
            "1",
            "12",
            "1.5",
            "e9",
            "E-2",
            "00",
            "9223372036854775808",
            "-9223372036854775809",
            "1e400",
            "\"a\"",
            "\"k\":",
            "\u{1}",
            "é",
            "😀",
            "\t",
            "u00e9",
            "\\/",
        ])
        .prop_map(str::to_string),
        any::<char>().prop_map(String::from),
    ];
    proptest::collection::vec(piece, 0..24).prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Our text is serde_json's, byte for byte (objects with sorted
    /// names, as a serde_json Value writes them), and reads back.
    #[test]
    fn the_writer_writes_as_serde_json(tree in json_tree()) {
        let text = tree.text();
        prop_assert_eq!(&text, &serde_json::to_string(&to_value(&tree)).unwrap());
        prop_assert_eq!(parse(&text), Ok(tree));
    }

    /// Strings are escaped as serde_json escapes them.
    #[test]
    fn strings_are_escaped_as_serde_json(s in any::<String>()) {
        let text = Json::Str(s.clone()).text();
        prop_assert_eq!(&text, &serde_json::to_string(&s).unwrap());
    }

    /// What serde_json reads, we read to the same value; what it refuses,
    /// we refuse (but numbers beyond f64, which we keep as written).
    #[test]
    fn the_reader_reads_what_serde_json_reads(text in jsonish()) {
        let ours = parse(&text);
        match serde_json::from_str::<serde_json::Value>(&text) {
            Ok(value) => prop_assert_eq!(ours.map(|j| to_value(&j)), Ok(value)),
            Err(e) => prop_assert!(
                ours.is_err() || e.to_string().contains("number out of range"),
                "we read {:?}, serde_json refused it: {}", text, e
            ),
        }
    }

    /// Any text at all: an error or a value, never a panic.
    #[test]
    fn any_text_reads_or_is_refused(text in any::<String>()) {
        let _ = parse(&text);
        let _ = Settings::from_json_text(&text);
        let _ = SavedGame::from_json_text(&text);
    }
}

#[test]
fn nesting_is_capped_where_serde_json_capped_it() {
    for levels in [MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, MAX_DEPTH + 2] {
        let text = "[".repeat(levels) + &"]".repeat(levels);
        let serde = serde_json::from_str::<serde_json::Value>(&text).is_ok();
        assert_eq!(parse(&text).is_ok(), serde, "{levels} levels");
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
        deep("[", MAX_DEPTH + 1) + &deep("]", MAX_DEPTH + 1),
        deep("{\"a\":", 200_000),
        deep("[", 1_000_000),
    ] {
        assert!(parse(&bad).is_err(), "{:.40}", bad);
        assert!(decode::<Settings>(&bad).is_err());
        assert!(Backup::parse(&bad).is_err());
    }
    // Numbers beyond what a field holds.
    for (text, field) in [
        (
            r#"{"version":1,"record":{"format":1,"game":"verslun","options":{},"seed":"x","moves":[]},"undos":4294967296}"#,
            "undos",
        ),
        (
            r#"{"version":1,"record":{"format":1,"game":"verslun","options":{},"seed":"x","moves":[]},"undos":1e3}"#,
            "undos",
        ),
        (
            r#"{"version":1,"record":{"format":99999999999999999999999,"game":"verslun","options":{},"seed":"x","moves":[]}}"#,
            "format",
        ),
    ] {
        let e = SavedGame::from_json_text(text).unwrap_err();
        assert!(e.contains(&format!("{field:?}")), "{e}");
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
