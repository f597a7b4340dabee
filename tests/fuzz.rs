//! Hostile input, fuzzed (issue 27): every parser of what comes from
//! outside — a link, a record, a saved game, a backup file, the settings and
//! the statistics — given any text, and valid texts of every game of the
//! list broken in every way we could think of (cut short, characters
//! spliced in, a parameter given twice, a value 100,000 characters long,
//! a JSON field of another type). Whatever it is given, a parser gives a
//! value or a clear error, never a panic; an error quotes no more than a
//! few dozen characters of its input; and every valid value round-trips.
//!
//! `cargo test --test fuzz` runs a short run (part of scripts/check.sh);
//! a long run sets the cases per property:
//!
//!     FUZZ_CASES=100000 cargo test --test fuzz
//!
//! A failure prints its input, shrunk (nothing is written to disk).

use cardtable::app::backup::{import, plan, Backup};
use cardtable::app::games::{GameId, Registered};
use cardtable::app::link::{parse_hash, Deal, Route};
use cardtable::app::profile::{Pace, Settings, Stats, Theme, SETTINGS_KEY, STATS_KEY};
use cardtable::app::review::{check_review, review_hash, ReviewLink};
use cardtable::app::saved::{game_key, SavedGame};
use cardtable::app::session::{saved_with_summary, Outcome, Session};
use cardtable::app::stats_page::stats_html;
use cardtable::app::storage::{decode, load, save, KeyValue, Loaded, MemoryStore, Stored};
use cardtable::engine::harness::player_counts;
use cardtable::engine::{DealRng, Game, GameOptions, PlayedGame, Record, Seed};
use proptest::prelude::*;
use proptest::test_runner::Config;
use serde_json::Value;

/// Cases per property: a short run unless `FUZZ_CASES` says more. The
/// short run's counts (each property's by its cost) keep this file's run
/// near 7 s on two cores in check.sh's profile (the test profile).
fn config(short: u32) -> Config {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(short);
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// The longest error message, and the most of its input it may quote in
/// one piece (a quotation keeps 60: `engine::clip`).
const MESSAGE: usize = 400;
const ECHO: usize = 100;

/// An error is clear: words, not too many, quoting at most `ECHO`
/// characters of what it was given in one piece.
fn clear(message: &str, input: &str) -> Result<(), TestCaseError> {
    prop_assert!(!message.trim().is_empty(), "an empty message");
    let chars: Vec<char> = message.chars().collect();
    prop_assert!(
        chars.len() <= MESSAGE,
        "a message of {} characters: {message:.200}",
        chars.len()
    );
    if input.chars().nth(ECHO).is_some() {
        for window in chars.windows(ECHO + 1) {
            let piece: String = window.iter().collect();
            prop_assert!(!input.contains(&piece), "echoes its input: {message}");
        }
    }
    Ok(())
}

// ---- Making valid values: a game of the list, some moves in ----

/// A game of the list with options, a seed and a few random legal moves.
#[derive(Clone, Debug)]
struct Made {
    game: GameId,
    /// Which of the game's player counts, if `params` do not read.
    pick: usize,
    /// Link params tried first as the options.
    params: Vec<(String, String)>,
    seed: u64,
    moves: usize,
}

/// Option names and values of every game's links (and near misses).
const NAMES: [&str; 10] = [
    "hand",
    "columns",
    "aceswild",
    "rankpairs",
    "hands",
    "target",
    "opponent",
    "opponents",
    "players",
    "colour",
];
const VALUES: [&str; 30] = [
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "20",
    "21",
    "100",
    "250",
    "5000",
    "5001",
    "-1",
    "yes",
    "no",
    "on",
    "false",
    "easy",
    "hard",
    "person",
    "easy,hard",
    "normal,person,easy",
    "easy,easy,easy,easy",
    "easy,easy,easy,easy,easy,easy",
    "",
    "Easy",
    "18446744073709551617",
];

fn word(list: &'static [&'static str]) -> impl Strategy<Value = String> {
    proptest::sample::select(list).prop_map(str::to_string)
}

/// A link param: mostly names and values links use, sometimes anything.
fn param() -> impl Strategy<Value = (String, String)> {
    (
        prop_oneof![4 => word(&NAMES), 1 => any::<String>()],
        prop_oneof![4 => word(&VALUES), 1 => any::<String>()],
    )
}

fn game() -> impl Strategy<Value = GameId> {
    proptest::sample::select(GameId::ALL.to_vec())
}

fn made() -> impl Strategy<Value = Made> {
    (
        game(),
        any::<usize>(),
        proptest::collection::vec(param(), 0..4),
        any::<u64>(),
        prop_oneof![0..12usize, 12..80usize],
    )
        .prop_map(|(game, pick, params, seed, moves)| Made {
            game,
            pick,
            params,
            seed,
            moves,
        })
}

impl Made {
    fn options<G: Game>(&self) -> G::Options {
        G::Options::from_params(&self.params).unwrap_or_else(|_| {
            let sets = player_counts::<G>();
            sets[self.pick % sets.len()].clone()
        })
    }

    fn deal<G: Registered>(&self) -> Deal {
        Deal::new::<G>(&self.options::<G>(), Seed::from_number(self.seed))
    }

    /// The game, `moves` random legal moves in (fewer if it ends).
    fn played<G: Game>(&self) -> PlayedGame<G> {
        let mut game = PlayedGame::<G>::new(self.options::<G>(), Seed::from_number(self.seed));
        let mut rng = DealRng::from_number(self.seed ^ 0x5eed);
        for _ in 0..self.moves {
            let Some(mv) = game.state().random_move(&mut rng) else {
                break;
            };
            game.play(mv).expect("a random legal move applies");
        }
        game
    }

    /// The game at its table, as it is saved.
    fn saved<G: Registered>(&self) -> SavedGame
    where
        G::Table: Session<Game = G>,
    {
        let record = self.played::<G>().record().to_raw();
        let table = G::Table::from_saved(&SavedGame::new(record)).expect("a legal game reads");
        saved_with_summary(&table)
    }
}

// ---- Breaking valid texts ----

/// A long run of one character, as a hostile link or file holds: mostly
/// a few hundred or thousand, sometimes 100,000.
fn long_run() -> impl Strategy<Value = String> {
    (
        proptest::sample::select(vec!['x', 'é', '7', 'A', '\u{1}', '😀', ' ']),
        prop_oneof![8 => 101..400usize, 2 => 400..5000usize, 1 => Just(100_000usize)],
    )
        .prop_map(|(c, n)| std::iter::repeat_n(c, n).collect())
}

/// A change to a text anywhere: `at` in thousandths of its length.
#[derive(Clone, Debug)]
enum Edit {
    Cut(u16),
    Splice(u16, String),
    Delete(u16, u8),
    Run(u16, String),
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0..=1000u16;
    prop_oneof![
        at.clone().prop_map(Edit::Cut),
        (
            at.clone(),
            prop_oneof![
                any::<String>(),
                word(&[
                    "\"",
                    "{",
                    "}",
                    "[",
                    "]",
                    ",",
                    ":",
                    "null",
                    "-1",
                    "1e999",
                    "\\",
                    "\\u0000",
                    "%",
                    "%2",
                    "%26",
                    "&",
                    "=",
                    "?",
                    "#",
                    "/",
                    "&seed=K7M2QX4P",
                    "\u{0}"
                ])
            ]
        )
            .prop_map(|(at, s)| Edit::Splice(at, s)),
        (at.clone(), any::<u8>()).prop_map(|(at, n)| Edit::Delete(at, n)),
        (at, long_run()).prop_map(|(at, run)| Edit::Run(at, run)),
    ]
}

/// The byte index at `at` thousandths of `text`'s characters.
fn index(text: &str, at: u16) -> usize {
    let n = text.chars().count() * at as usize / 1000;
    text.char_indices().nth(n).map_or(text.len(), |(i, _)| i)
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut text = text.to_string();
    for e in edits {
        match e {
            Edit::Cut(at) => text.truncate(index(&text, *at)),
            Edit::Splice(at, s) | Edit::Run(at, s) => text.insert_str(index(&text, *at), s),
            Edit::Delete(at, n) => {
                let from = index(&text, *at);
                let to = text[from..]
                    .char_indices()
                    .nth(*n as usize)
                    .map_or(text.len(), |(i, _)| from + i);
                text.replace_range(from..to, "");
            }
        }
    }
    text
}

/// A JSON value of any shape: leaves of every type, strings long and odd.
fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e300..1e300f64).prop_map(Value::from),
        any::<String>().prop_map(Value::from),
        word(&VALUES).prop_map(Value::from),
        long_run().prop_map(Value::from),
    ];
    leaf.prop_recursive(2, 8, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..3).prop_map(Value::from),
            proptest::collection::btree_map(any::<String>(), inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A change to a JSON text's structure, at the `at`-th node of its tree
/// (counted from the root, modulo their number).
#[derive(Clone, Debug)]
enum JsonEdit {
    /// The node becomes another value (often of another type).
    Replace(usize, Value),
    /// The node is taken out of its object or array.
    Remove(usize),
    /// An object gains a field (its name maybe 100,000 characters).
    Add(usize, String, Value),
    /// An object's field is renamed.
    Rename(usize, String),
    /// The second node becomes a copy of the first (a move played twice,
    /// a record where its options were).
    Copy(usize, usize),
}

fn json_edit() -> impl Strategy<Value = JsonEdit> {
    let name = prop_oneof![any::<String>(), word(&NAMES), long_run()];
    prop_oneof![
        3 => (any::<usize>(), json()).prop_map(|(at, v)| JsonEdit::Replace(at, v)),
        1 => any::<usize>().prop_map(JsonEdit::Remove),
        1 => (any::<usize>(), name.clone(), json()).prop_map(|(at, n, v)| JsonEdit::Add(at, n, v)),
        1 => (any::<usize>(), name).prop_map(|(at, n)| JsonEdit::Rename(at, n)),
        2 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| JsonEdit::Copy(a, b)),
    ]
}

/// Every node's JSON pointer, root first.
fn pointers(value: &Value, here: String, out: &mut Vec<String>) {
    out.push(here.clone());
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                pointers(item, format!("{here}/{i}"), out);
            }
        }
        Value::Object(fields) => {
            for (name, field) in fields {
                let name = name.replace('~', "~0").replace('/', "~1");
                pointers(field, format!("{here}/{name}"), out);
            }
        }
        _ => {}
    }
}

fn edit_json(text: &str, edits: &[JsonEdit]) -> String {
    let Ok(mut value) = serde_json::from_str::<Value>(text) else {
        return text.to_string();
    };
    for e in edits {
        let mut all = Vec::new();
        pointers(&value, String::new(), &mut all);
        let objects: Vec<&String> = all
            .iter()
            .filter(|p| value.pointer(p).is_some_and(Value::is_object))
            .collect();
        match e {
            JsonEdit::Replace(at, new) => {
                if let Some(node) = value.pointer_mut(&all[at % all.len()]) {
                    *node = new.clone();
                }
            }
            JsonEdit::Remove(at) => {
                let path = &all[at % all.len()];
                let Some((parent, last)) = path.rsplit_once('/') else {
                    continue;
                };
                let last = last.replace("~1", "/").replace("~0", "~");
                match value.pointer_mut(parent) {
                    Some(Value::Object(fields)) => {
                        fields.remove(&last);
                    }
                    Some(Value::Array(items)) => {
                        if let Ok(i) = last.parse::<usize>() {
                            items.remove(i);
                        }
                    }
                    _ => {}
                }
            }
            JsonEdit::Add(at, name, new) if !objects.is_empty() => {
                let path = objects[at % objects.len()].clone();
                if let Some(Value::Object(fields)) = value.pointer_mut(&path) {
                    fields.insert(name.clone(), new.clone());
                }
            }
            JsonEdit::Copy(from, to) => {
                let from = value.pointer(&all[from % all.len()]).cloned();
                if let (Some(from), Some(to)) = (from, value.pointer_mut(&all[to % all.len()])) {
                    *to = from;
                }
            }
            JsonEdit::Rename(at, name) if !objects.is_empty() => {
                let path = objects[at % objects.len()].clone();
                if let Some(Value::Object(fields)) = value.pointer_mut(&path) {
                    if let Some(first) = fields.keys().nth(at % fields.len().max(1)).cloned() {
                        let v = fields.remove(&first).unwrap_or(Value::Null);
                        fields.insert(name.clone(), v);
                    }
                }
            }
            _ => {}
        }
    }
    value.to_string()
}

/// A valid text broken: by its structure, then as text, or both.
fn breakage() -> impl Strategy<Value = (Vec<JsonEdit>, Vec<Edit>)> {
    prop_oneof![
        (proptest::collection::vec(json_edit(), 1..3), Just(vec![])),
        (Just(vec![]), proptest::collection::vec(edit(), 1..3)),
        (
            proptest::collection::vec(json_edit(), 1..2),
            proptest::collection::vec(edit(), 1..2)
        ),
    ]
}

fn broken(text: &str, (structure, characters): &(Vec<JsonEdit>, Vec<Edit>)) -> String {
    apply(&edit_json(text, structure), characters)
}

// ---- Links and seeds ----

/// A link read is one that writes back as itself; a link refused says why
/// in a sentence about the link.
fn link_reads_or_is_refused(link: &str) -> Result<Option<Route>, TestCaseError> {
    match parse_hash(link) {
        Ok(route) => {
            prop_assert_eq!(parse_hash(&route.to_hash()), Ok(route.clone()));
            Ok(Some(route))
        }
        Err(e) => {
            let message = e.to_string();
            clear(&message, link)?;
            prop_assert!(
                message.starts_with("This link") || message.starts_with("There is no page"),
                "{message}"
            );
            // A sentence: "… is not valid. Seed codes never use the letter
            // I; did you mean 1?"
            prop_assert!(message.ends_with(['.', '?']), "{message}");
            Ok(None)
        }
    }
}

fn link_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[#/?&=%,+ a-zA-Z0-9.~-]{0,80}",
        (
            word(&["#/play/", "/play/", "#/rules/", "#/", "#/stats", "#/play"]),
            prop_oneof![
                word(&[
                    "verslun",
                    "pickup",
                    "thricewise",
                    "asymmetry",
                    "arctic",
                    "poker"
                ]),
                any::<String>()
            ],
            proptest::collection::vec(param(), 0..5),
        )
            .prop_map(|(path, id, params)| {
                let query: Vec<String> = params.iter().map(|(k, v)| format!("{k}={v}")).collect();
                format!("{path}{id}?seed=K7M2QX4P&{}", query.join("&"))
            }),
    ]
}

/// A deal's link as its params (seed first), and edits to them.
#[derive(Clone, Debug)]
enum LinkEdit {
    /// The `n`-th param again, with its value or another.
    Twice(usize, Option<String>),
    /// The `n`-th param's value replaced by a long run.
    HugeValue(usize, String),
    /// The `n`-th param's name replaced by a long run.
    HugeName(usize, String),
    /// The `n`-th param left out.
    Drop(usize),
    /// The params in another order.
    Shuffle(Vec<usize>),
    /// The `n`-th param's value percent-encoded, every byte.
    Encode(usize),
}

fn link_edit() -> impl Strategy<Value = LinkEdit> {
    prop_oneof![
        (any::<usize>(), proptest::option::of(word(&VALUES)))
            .prop_map(|(n, v)| LinkEdit::Twice(n, v)),
        (any::<usize>(), long_run()).prop_map(|(n, r)| LinkEdit::HugeValue(n, r)),
        (any::<usize>(), long_run()).prop_map(|(n, r)| LinkEdit::HugeName(n, r)),
        any::<usize>().prop_map(LinkEdit::Drop),
        proptest::collection::vec(any::<usize>(), 6).prop_map(LinkEdit::Shuffle),
        any::<usize>().prop_map(LinkEdit::Encode),
    ]
}

fn link_of(game: GameId, params: &[(String, String)]) -> String {
    let query: Vec<String> = params.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("#/play/{}?{}", game.id(), query.join("&"))
}

fn deal_params<G: Registered>(made: &Made) -> Vec<(String, String)> {
    let deal = made.deal::<G>();
    let mut params = vec![("seed".to_string(), deal.seed().code())];
    params.extend(
        made.options::<G>()
            .to_params()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v)),
    );
    params
}

/// A deal's link with one edit: what each edit must give.
fn edited_link<G: Registered>(made: &Made, edit: &LinkEdit) -> Result<(), TestCaseError> {
    let deal = made.deal::<G>();
    let mut params = deal_params::<G>(made);
    let len = params.len();
    let n = |i: &usize| i % len;
    let same = Ok(Route::Play(deal.clone()));
    match edit {
        LinkEdit::Twice(i, value) => {
            let (name, old) = params[n(i)].clone();
            params.push((name.clone(), value.clone().unwrap_or(old)));
            let link = link_of(G::GAME, &params);
            let refused = parse_hash(&link).map_err(|e| e.0);
            prop_assert_eq!(refused, Err(format!("This link gives {name} twice.")));
        }
        LinkEdit::HugeValue(i, run) | LinkEdit::HugeName(i, run) => {
            let at = n(i);
            match edit {
                LinkEdit::HugeValue(..) => params[at].1 = run.clone(),
                _ => params[at].0 = run.clone(),
            }
            let link = link_of(G::GAME, &params);
            prop_assert!(link_reads_or_is_refused(&link)?.is_none(), "{link:.200}");
            // Quoted, clipped; unless the name was the seed's (no seed).
            let message = parse_hash(&link).unwrap_err().0;
            let no_seed = message == "This link has no seed code.";
            prop_assert!(message.contains('…') || no_seed && at == 0, "{message}");
        }
        LinkEdit::Drop(i) => {
            let (name, _) = params.remove(n(i));
            let link = link_of(G::GAME, &params);
            let route = link_reads_or_is_refused(&link)?;
            if name == "seed" {
                prop_assert_eq!(
                    parse_hash(&link).map_err(|e| e.0),
                    Err("This link has no seed code.".to_string())
                );
            } else {
                // A missing option takes its default: a deal of the game.
                prop_assert!(
                    matches!(&route, Some(Route::Play(d)) if d.game() == G::GAME && d.seed() == deal.seed()),
                    "{link}: {route:?}"
                );
            }
        }
        LinkEdit::Shuffle(keys) => {
            let mut order: Vec<usize> = (0..params.len()).collect();
            order.sort_by_key(|&i| keys[i % keys.len()] ^ i);
            let shuffled: Vec<_> = order.iter().map(|&i| params[i].clone()).collect();
            prop_assert_eq!(parse_hash(&link_of(G::GAME, &shuffled)), same);
        }
        LinkEdit::Encode(i) => {
            let at = n(i);
            params[at].1 = params[at].1.bytes().map(|b| format!("%{b:02X}")).collect();
            prop_assert_eq!(parse_hash(&link_of(G::GAME, &params)), same);
        }
    }
    Ok(())
}

/// Options from any link params: a valid set (that writes back as itself
/// and opens as a deal of the game), or the reason.
fn options_read_or_are_refused<G: Registered>(
    params: &[(String, String)],
) -> Result<(), TestCaseError> {
    let input: String = params.iter().map(|(k, v)| format!("{k}={v}&")).collect();
    match G::Options::from_params(params) {
        Ok(options) => {
            prop_assert_eq!(options.validate(), Ok(()));
            let written: Vec<(String, String)> = options
                .to_params()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
            prop_assert_eq!(G::Options::from_params(&written), Ok(options.clone()));
            let deal = Deal::from_params(G::GAME, params, Seed::from_number(7));
            prop_assert_eq!(
                deal.as_ref().ok().and_then(Deal::options::<G>),
                Some(options)
            );
        }
        Err(e) => {
            clear(&e, &input)?;
            prop_assert_eq!(
                Deal::from_params(G::GAME, params, Seed::from_number(7)),
                Err(e)
            );
        }
    }
    // The same params in a link (where the link can carry them as they
    // are): read alike, unless a name is given twice.
    let as_is = params.iter().all(|(k, v)| {
        !format!("{k}{v}").contains(['&', '%', '+'])
            && !k.contains('=')
            && !["seed", "v"].contains(&k.as_str())
    });
    if as_is {
        let mut names: Vec<&String> = params.iter().map(|(k, _)| k).collect();
        names.sort();
        names.dedup();
        let twice = names.len() < params.len();
        let mut link_params = vec![("seed".to_string(), "K7M2QX4P".to_string())];
        link_params.extend(params.iter().cloned());
        let link = link_of(G::GAME, &link_params);
        let read = link_reads_or_is_refused(&link)?;
        if twice {
            let message = parse_hash(&link).unwrap_err().0;
            prop_assert!(message.ends_with(" twice."), "{message}");
        } else {
            let options = G::Options::from_params(params).ok();
            let deal = read.and_then(|r| match r {
                Route::Play(d) => d.options::<G>(),
                _ => None,
            });
            prop_assert_eq!(deal, options, "{}", link);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(10_000))]

    #[test]
    fn any_text_is_a_route_or_a_clear_refusal(link in link_text()) {
        link_reads_or_is_refused(&link)?;
    }

    #[test]
    fn any_text_is_a_seed_or_a_clear_refusal(
        text in prop_oneof!["[0-9A-Za-z -]{0,12}", any::<String>()],
        number in any::<u64>(),
    ) {
        match text.parse::<Seed>() {
            Ok(seed) => prop_assert_eq!(seed.code().parse::<Seed>(), Ok(seed)),
            Err(e) => clear(&e.to_string(), &text)?,
        }
        let seed = Seed::from_number(number);
        prop_assert_eq!(seed.code().parse::<Seed>(), Ok(seed));
    }
}

proptest! {
    #![proptest_config(config(4000))]

    #[test]
    fn a_deal_link_round_trips_and_its_edits_are_read_or_refused(
        made in made(),
        edit in link_edit(),
        edits in proptest::collection::vec(edit(), 1..3),
    ) {
        cardtable::with_game!(made.game, G => {
            let link = made.deal::<G>().to_hash();
            prop_assert_eq!(parse_hash(&link), Ok(Route::Play(made.deal::<G>())));
            edited_link::<G>(&made, &edit)?;
            link_reads_or_is_refused(&apply(&link, &edits))?;
        });
    }

    #[test]
    fn any_link_options_are_read_or_refused(
        game in game(),
        params in proptest::collection::vec(param(), 0..5),
    ) {
        cardtable::with_game!(game, G => options_read_or_are_refused::<G>(&params)?);
    }
}

// ---- Review links ----

/// A review link read, or refused clearly: never a panic.
fn review_reads_or_is_refused(link: &str) -> Result<(), TestCaseError> {
    if let Err(e) = check_review(link) {
        clear(&e, link)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(400))]

    /// A random game of every game of the list: its review link reads back
    /// as the same deal and moves (and replays); broken, it is read or
    /// refused clearly.
    #[test]
    fn a_review_link_round_trips_and_its_edits_are_read_or_refused(
        made in made(),
        edits in proptest::collection::vec(edit(), 1..3),
    ) {
        cardtable::with_game!(made.game, G => {
            let moves: Vec<String> =
                made.played::<G>().record().moves.iter().map(|m| m.to_string()).collect();
            let deal = made.deal::<G>();
            let link = review_hash(&deal, &moves);
            prop_assert_eq!(
                check_review(&link),
                Ok((made.game, ReviewLink { deal, moves }))
            );
            review_reads_or_is_refused(&apply(&link, &edits))?;
        });
    }

    #[test]
    fn any_text_is_a_review_or_a_clear_refusal(
        text in link_text(),
        game in game(),
        tail in prop_oneof![any::<String>(), "[a-z0-9_~%,.-]{0,40}"],
    ) {
        review_reads_or_is_refused(&text)?;
        let link = format!("#/review/{}?seed=K7M2QX4P&m={tail}", game.id());
        review_reads_or_is_refused(&link)?;
    }
}

// ---- Records and saved games ----

fn record_reads_or_is_refused<G: Registered>(json: &str) -> Result<(), TestCaseError> {
    match Record::<G>::from_json(json) {
        Ok(record) => {
            prop_assert_eq!(
                Record::<G>::from_json(&record.to_json()),
                Ok(record.clone())
            );
            match record.replay() {
                Ok(game) => {
                    let played = PlayedGame::from_record(record.clone());
                    prop_assert_eq!(played.map(|p| p.state().clone()), Ok(game));
                }
                Err(e) => clear(&e.to_string(), json)?,
            }
        }
        Err(e) => clear(&e.to_string(), json)?,
    }
    Ok(())
}

/// A saved game read back: its table, or the reason; a table read saves
/// as itself. Through the store, an unreadable save is kept aside whole.
fn saved_reads_or_is_refused<G: Registered>(text: &str) -> Result<(), TestCaseError>
where
    G::Table: Session<Game = G>,
{
    match decode::<SavedGame>(text) {
        Ok(saved) => {
            let _ = saved.summary();
            match G::Table::from_saved(&saved) {
                Ok(table) => {
                    let again = table.saved();
                    let json = serde_json::to_string(&again).unwrap();
                    prop_assert_eq!(decode::<SavedGame>(&json), Ok(again.clone()));
                    let reread = G::Table::from_saved(&again).map(|t| t.saved());
                    prop_assert_eq!(reread, Ok(again.clone()));
                    let _ = (table.progress(), saved_with_summary(&table));
                }
                Err(e) => clear(&e.to_string(), text)?,
            }
        }
        Err(e) => clear(&e, text)?,
    }
    loads_or_is_kept_aside::<SavedGame>(&game_key(G::GAME), text)
}

/// The store's way: a value found, or a notice and the text kept aside.
fn loads_or_is_kept_aside<T: Stored + PartialEq + std::fmt::Debug>(
    key: &str,
    text: &str,
) -> Result<(), TestCaseError> {
    let mut store = MemoryStore::default();
    store.set(key, text).unwrap();
    match load::<T>(&mut store, key) {
        Loaded::Found(value) => prop_assert_eq!(Ok(value), decode::<T>(text)),
        Loaded::Unreadable { message, moved } => {
            prop_assert!(moved);
            prop_assert!(message.contains("could not be read"), "{message}");
            clear(&message, text)?;
            let aside = key.replace("cardtable.", "cardtable.unreadable.") + ".1";
            prop_assert_eq!(store.get(&aside), Some(text.to_string()));
        }
        Loaded::Missing => prop_assert!(false, "a value set is missing"),
    }
    Ok(())
}

/// A saved game with any counters: what the table was told it counted
/// and showed, which a hand-edited save may make anything.
fn with_counters(mut saved: SavedGame, counters: (bool, u32, u32, u32), link: String) -> SavedGame {
    let (counted, rounds_counted, rounds_seen, undos) = counters;
    saved.counted = counted;
    saved.rounds_counted = rounds_counted;
    saved.rounds_seen = rounds_seen;
    saved.undos = undos;
    if let Some(in_play) = &mut saved.in_play {
        in_play.link = link;
    }
    saved
}

fn counters() -> impl Strategy<Value = (bool, u32, u32, u32)> {
    let n = prop_oneof![0..4u32, any::<u32>()];
    (any::<bool>(), n.clone(), n.clone(), n)
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn a_record_round_trips_and_its_breakages_are_read_or_refused(
        made in made(),
        breakage in breakage(),
        text in any::<String>(),
    ) {
        cardtable::with_game!(made.game, G => {
            let record = made.played::<G>().record().clone();
            let json = record.to_json();
            prop_assert_eq!(Record::<G>::from_json(&json), Ok(record.clone()));
            record_reads_or_is_refused::<G>(&broken(&json, &breakage))?;
            record_reads_or_is_refused::<G>(&text)?;
        });
    }

    #[test]
    fn a_saved_game_round_trips_and_its_breakages_are_read_or_refused(
        made in made(),
        breakage in breakage(),
        counters in counters(),
        link in link_text(),
    ) {
        cardtable::with_game!(made.game, G => {
            let saved = made.saved::<G>();
            let text = serde_json::to_string(&saved).unwrap();
            prop_assert_eq!(decode::<SavedGame>(&text), Ok(saved.clone()));
            let table = <G as Registered>::Table::from_saved(&saved).map(|t| t.saved());
            prop_assert_eq!(table, Ok(SavedGame { in_play: None, ..saved.clone() }));
            saved_reads_or_is_refused::<G>(&broken(&text, &breakage))?;
            let odd = with_counters(saved, counters, link);
            saved_reads_or_is_refused::<G>(&serde_json::to_string(&odd).unwrap())?;
        });
    }
}

// ---- Settings and statistics ----

fn settings() -> impl Strategy<Value = Settings> {
    (
        prop_oneof![Just(Settings::VERSION), 0..=Settings::VERSION],
        any::<bool>(),
        proptest::sample::select(Pace::ALL.to_vec()),
        any::<bool>(),
        any::<bool>(),
        proptest::sample::select(Theme::ALL.to_vec()),
        // The options chosen per game: real ids and names, and odd ones.
        proptest::collection::btree_map(
            "verslun|asymmetry|pickup|[a-z]{1,10}",
            proptest::collection::btree_map("opponents|hands|[a-z]{1,8}", "[a-z0-9,]{0,12}", 0..3),
            0..3,
        ),
    )
        .prop_map(
            |(version, four_colour, pace, motion, asked_to_keep, theme, options)| Settings {
                version,
                four_colour,
                pace,
                motion,
                asked_to_keep,
                theme,
                options,
            },
        )
}

/// Statistics as play makes them: results on keys like the app's (and
/// odd ones), scores of any size.
fn stats() -> impl Strategy<Value = Stats> {
    let key = prop_oneof![
        word(&[
            "verslun hand=5 columns=4 aceswild=no rankpairs=no",
            "pickup hands=5 opponent=hard",
            "pickup hands=5 opponent=hard hands",
            "thricewise players=3 opponents=easy,hard",
            "asymmetry opponents=easy,easy,person",
            "arctic players=1 opponents=",
            "poker",
        ]),
        any::<String>(),
    ];
    // Scores of play (a hostile file's come from breaking its JSON).
    let score = prop_oneof![-500..500i64, -100_000..100_000i64];
    let outcome = (
        key,
        score,
        proptest::option::of(any::<bool>()),
        any::<bool>(),
    )
        .prop_map(|(key, score, won, clean)| Outcome {
            key,
            score,
            won,
            clean,
        });
    proptest::collection::vec(outcome, 0..80).prop_map(|outcomes| {
        let mut stats = Stats::default();
        for o in &outcomes {
            stats.record_outcome(o);
        }
        stats
    })
}

/// Statistics read are shown: every line, its figures and charts.
fn stats_show(stats: &Stats) {
    let _ = stats_html(stats);
    for e in stats.entries.values() {
        let _ = (e.average_text(0), e.average_text(1), e.won_text());
        let _ = (e.recent_marked(), e.untold());
    }
}

fn stored_reads_or_is_refused<T>(key: &str, text: &str) -> Result<Option<T>, TestCaseError>
where
    T: Stored + PartialEq + Clone + std::fmt::Debug,
{
    let read = match decode::<T>(text) {
        Ok(value) => {
            let json = serde_json::to_string(&value).unwrap();
            prop_assert_eq!(decode::<T>(&json), Ok(value.clone()));
            Some(value)
        }
        Err(e) => {
            clear(&e, text)?;
            None
        }
    };
    loads_or_is_kept_aside::<T>(key, text)?;
    Ok(read)
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn settings_round_trip_and_their_breakages_are_read_or_refused(
        settings in settings(),
        breakage in breakage(),
        text in any::<String>(),
    ) {
        let json = serde_json::to_string(&settings).unwrap();
        prop_assert_eq!(decode::<Settings>(&json), Ok(settings));
        stored_reads_or_is_refused::<Settings>(SETTINGS_KEY, &broken(&json, &breakage))?;
        stored_reads_or_is_refused::<Settings>(SETTINGS_KEY, &text)?;
    }

    #[test]
    fn statistics_round_trip_and_their_breakages_are_read_or_refused(
        stats in stats(),
        breakage in breakage(),
        text in any::<String>(),
    ) {
        let json = serde_json::to_string(&stats).unwrap();
        prop_assert_eq!(decode::<Stats>(&json), Ok(stats.clone()));
        stats_show(&stats);
        for text in [broken(&json, &breakage), text] {
            if let Some(read) = stored_reads_or_is_refused::<Stats>(STATS_KEY, &text)? {
                stats_show(&read);
            }
        }
    }
}

// ---- Backups ----

/// A browser's store: a game of some kinds of the list, statistics and
/// settings.
#[derive(Clone, Debug)]
struct Browser {
    games: Vec<Made>,
    stats: Stats,
    settings: Settings,
}

fn browser() -> impl Strategy<Value = Browser> {
    (proptest::collection::vec(made(), 0..4), stats(), settings()).prop_map(
        |(games, stats, settings)| Browser {
            games,
            stats,
            settings,
        },
    )
}

impl Browser {
    /// Its store, and the games in it (the last made of each kind).
    fn store(&self) -> (MemoryStore, Vec<GameId>) {
        let mut store = MemoryStore::default();
        let mut games = Vec::new();
        for made in &self.games {
            let saved = cardtable::with_game!(made.game, G => made.saved::<G>());
            save(&mut store, &game_key(made.game), &saved).unwrap();
            games.push(made.game);
        }
        save(&mut store, STATS_KEY, &self.stats).unwrap();
        save(&mut store, SETTINGS_KEY, &self.settings).unwrap();
        games.sort();
        games.dedup();
        (store, games)
    }
}

/// A backup file read, planned and imported into a store with `room`
/// characters left (`None`: no limit); or refused, changing nothing.
fn backup_reads_or_is_refused(
    text: &str,
    here: &mut MemoryStore,
    room: Option<usize>,
) -> Result<(), TestCaseError> {
    let file = match Backup::parse(text) {
        Ok(file) => file,
        Err(e) => {
            let message = e.to_string();
            clear(&message, text)?;
            prop_assert!(message.ends_with("Nothing was changed."), "{message}");
            return Ok(());
        }
    };
    prop_assert_eq!(Backup::parse(&file.to_text()), Ok(file.clone()));
    let now = Backup::of(here, "today");
    let p = plan(&now, &file);
    prop_assert!(!p.lines().is_empty());
    let used: usize = here.map.iter().map(|(k, v)| k.len() + v.len()).sum();
    here.capacity = room.map(|room| used + room);
    let before = here.map.clone();
    match import(here, &now, &file, true) {
        Err(_) => prop_assert_eq!(&here.map, &before, "a refused import changes nothing"),
        Ok(done) => {
            here.capacity = None;
            let _ = done.summary();
            for game in done.games {
                // Each game imported opens, or is refused with a reason.
                let text = here.get(&game_key(game)).unwrap();
                cardtable::with_game!(game, G => saved_reads_or_is_refused::<G>(&text)?);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn a_backup_round_trips_and_its_breakages_are_read_or_refused(
        browser in browser(),
        other in browser(),
        breakage in breakage(),
        room in proptest::option::of(0..20_000usize),
        text in prop_oneof![
            any::<String>(),
            Just(r#"{"kind":"cardtable backup","version":1}"#.to_string())
        ],
    ) {
        // Exported, read back, imported into an empty browser: the same store.
        let (mut store, games) = browser.store();
        let backup = Backup::of(&mut store, "2026-11-26");
        let file = Backup::parse(&backup.to_text());
        prop_assert_eq!(file.clone(), Ok(backup.clone()));
        let file = file.unwrap();
        let mut empty = MemoryStore::default();
        let here = Backup::of(&mut empty, "2026-11-26");
        prop_assert_eq!(plan(&here, &file).added, games);
        import(&mut empty, &here, &file, false).unwrap();
        prop_assert_eq!(&empty.map, &store.map);
        // Broken, into a browser with games of its own.
        let (mut there, _) = other.store();
        backup_reads_or_is_refused(&broken(&backup.to_text(), &breakage), &mut there, room)?;
        backup_reads_or_is_refused(&text, &mut there, None)?;
    }
}
