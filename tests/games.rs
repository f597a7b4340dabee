//! One test suite over the list of games (after OpenSpiel, where a game is
//! registered once and every generic test runs on it): each test here runs
//! on every game of `GameId::ALL`, so a game that misses a step fails here,
//! not in a player's hands. Game-specific rules are tested in each game's
//! own test file.

use cardtable::app::backup::{import, plan, Backup};
use cardtable::app::games::{GameId, Page, Registered};
use cardtable::app::link::{parse_hash, Deal, Route};
use cardtable::app::saved::{game_key, SavedGame};
use cardtable::app::session::{saved_with_summary, Session};
use cardtable::app::storage::{load, save, KeyValue, Loaded, MemoryStore};
use cardtable::engine::bot::{choose_move, thinking_rng, Level, Search};
use cardtable::engine::harness::{check_playouts_with, player_counts, uniform, Limits};
use cardtable::engine::{DealRng, Deck, Game, PlayedGame, Record, Seed};
use std::process::Command;

/// Seeds each generic test plays, per game.
const SEEDS: u64 = 12;

/// A game some random legal moves from its deal (at most `moves`).
fn played<G: Game>(options: &G::Options, seed: u64, moves: usize) -> PlayedGame<G> {
    let mut game = PlayedGame::<G>::new(options.clone(), Seed::from_number(seed));
    let mut rng = DealRng::from_number(seed ^ 0x5eed);
    for _ in 0..moves {
        let Some(mv) = game.state().random_move(&mut rng) else {
            break;
        };
        game.play(mv).expect("a random legal move applies");
    }
    game
}

/// Options for every player count the game allows, as its links write them
/// (`players=N`), where its options have a player count; else its default.
fn option_sets<G: Game>() -> Vec<G::Options> {
    cardtable::engine::harness::player_counts::<G>()
}

fn for_every_game(mut test: impl FnMut(GameId)) {
    assert!(GameId::ALL.len() >= 5);
    for game in GameId::ALL {
        test(game);
    }
}

/// A deal of the game and its record, through every form it is kept in: the
/// table, the saved game, the store, Resume's summary, the share link, the
/// backup file (export, check, plan, import into another browser) and
/// `cardtable-cli check`, all giving back the same deal and the same game.
fn a_game_round_trips<G: Registered>(seed: u64, moves: usize)
where
    G::Table: Session<Game = G>,
{
    let name = G::INFO.name;
    for options in option_sets::<G>() {
        let deal = Deal::new::<G>(&options, Seed::from_number(seed));
        assert_eq!(deal.game(), G::GAME);
        assert_eq!(deal.options::<G>().as_ref(), Some(&options), "{name}");

        // A fresh deal at the table.
        let table = G::Table::start(&deal).unwrap_or_else(|| panic!("{name}: no table"));
        assert_eq!(table.deal(), deal, "{name}");
        assert_eq!(table.moves_made(), 0, "{name}");

        // The share link opens the same deal.
        assert_eq!(
            parse_hash(&deal.to_hash()),
            Ok(Route::Play(deal.clone())),
            "{name}"
        );

        // A game in play, read back into its table from its record.
        let game = played::<G>(&options, seed, moves);
        let record = game.record().to_raw();
        let table = G::Table::from_saved(&SavedGame::new(record.clone()))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(table.core().game(), game.state(), "{name}");
        assert_eq!(table.deal(), deal, "{name}");
        assert_eq!(Deal::from_record(&record), Some(deal.clone()), "{name}");

        // Saved (with its Resume summary) in a store, loaded, replayed.
        let saved = saved_with_summary(&table);
        let key = game_key(G::GAME);
        let mut store = MemoryStore::default();
        save(&mut store, &key, &saved).unwrap();
        let Loaded::Found(loaded) = load::<SavedGame>(&mut store, &key) else {
            panic!("{name}: the save does not load");
        };
        assert_eq!(loaded, saved, "{name}");
        let again = G::Table::from_saved(&loaded).unwrap();
        assert_eq!(again.core().game(), game.state(), "{name}");
        assert_eq!(again.saved(), table.saved(), "{name}");
        match &saved.in_play {
            Some(in_play) => {
                assert!(!table.is_over() && table.moves_made() > 0, "{name}");
                assert_eq!(
                    parse_hash(&in_play.link),
                    Ok(Route::Play(deal.clone())),
                    "{name}"
                );
                assert_eq!(saved.summary().as_ref(), Some(in_play), "{name}");
            }
            None => assert!(table.is_over() || table.moves_made() == 0, "{name}"),
        }

        // The backup: exported, read back, and imported into another browser.
        let backup = Backup::of(&mut store, "2026-11-26");
        assert!(backup.games.contains_key(G::INFO.id), "{name}");
        let file = Backup::parse(&backup.to_text()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut other = MemoryStore::default();
        let here = Backup::of(&mut other, "2026-11-26");
        assert_eq!(plan(&here, &file).added, vec![G::GAME], "{name}");
        import(&mut other, &here, &file, false).unwrap();
        let Loaded::Found(imported) = load::<SavedGame>(&mut other, &key) else {
            panic!("{name}: the import wrote no game");
        };
        assert_eq!(imported, saved, "{name}");
        let key_there = other.get(&key).unwrap();
        assert_eq!(key_there, store.get(&key).unwrap(), "{name}");

        // The command-line tool checks the record.
        let path = std::env::temp_dir().join(format!("cardtable-{}-{seed}.json", G::INFO.id));
        std::fs::write(&path, game.record().to_json()).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_cardtable-cli"))
            .arg("check")
            .arg(&path)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{name}: cardtable-cli check failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(said.starts_with(name), "{name}: {said}");
        let _ = std::fs::remove_file(&path);
    }
}

#[test]
fn every_game_round_trips_from_deal_to_record_save_link_backup_and_check() {
    for_every_game(|game| {
        for seed in 0..3 {
            // At the deal, a few moves in, and (for most seeds) to the end.
            for moves in [0, 7, 5000] {
                cardtable::with_game!(game, G => a_game_round_trips::<G>(seed, moves));
            }
        }
    });
}

/// The invariant harness, briefly, on every game and player count: every
/// legal move applies, other moves are refused without change, every card
/// is in one place, what a seat imagines shows it the same view, the
/// search's playout moves (its own and the others') are legal, undo
/// restores, and the record round-trips and replays. (Each game's own file
/// plays many more games, with policies that reach its rarer positions.)
fn keeps_every_invariant<G: Game>() {
    let limits = Limits {
        max_moves: Some(400),
        universe_sample: Some(16),
    };
    for (i, options) in option_sets::<G>().iter().enumerate() {
        let stats =
            check_playouts_with::<G>(options, 900 + 100 * i as u64, 10, uniform::<G>, limits)
                .unwrap_or_else(|e| panic!("{}: {options:?}: {e}", G::INFO.name));
        assert_eq!(stats.games, 10);
        assert!(stats.moves > 10, "{}: playouts too short", G::INFO.name);
    }
}

/// A computer's search tree holds only its own seat's choices exactly where
/// the game says the others follow the playout policy
/// ([`Game::OTHERS_FOLLOW_POLICY`]), and then still reaches a second
/// decision of its own; elsewhere it holds the others' choices too. At the
/// first choice of a game with the most players (a forced move is not
/// searched).
fn tree_holds_the_seats_its_game_says<G: Game>() {
    let options = player_counts::<G>().pop().unwrap();
    let mut game = G::new(&options, Seed::from_number(3));
    while game.legal_moves().len() == 1 {
        let only = game.legal_moves().remove(0);
        game.apply(&only).unwrap();
    }
    let seat = game.current_player().unwrap();
    let mut search =
        Search::<G>::with_budget(game.observation(seat), 2000, None, DealRng::from_number(7));
    search.run(u32::MAX);
    let (seats, deeper) = search.tree_seats();
    let name = G::INFO.name;
    if G::INFO.players.1 == 1 {
        assert_eq!(seats, vec![seat], "{name}");
    } else if G::OTHERS_FOLLOW_POLICY.is_some() {
        assert_eq!((seats, deeper), (vec![seat], true), "{name}");
    } else {
        assert!(seats.len() > 1, "{name}: the tree holds only {seats:?}");
    }
}

#[test]
fn every_search_tree_holds_the_seats_its_game_says() {
    for_every_game(
        |game| cardtable::with_game!(game, G => tree_holds_the_seats_its_game_says::<G>()),
    );
}

#[test]
fn every_game_keeps_every_invariant() {
    for_every_game(|game| cardtable::with_game!(game, G => keeps_every_invariant::<G>()));
}

/// A computer never peeks: at positions of random games, another deal of
/// every card the seat to move cannot see shows that seat the same view,
/// and its computer (given only that view) makes the same move, a legal
/// one.
fn never_peeks<G: Game>() -> usize {
    let mut compared = 0;
    for options in option_sets::<G>() {
        for n in 0..SEEDS {
            // Positions along a random game: every third one, to its end.
            let mut game = PlayedGame::<G>::new(options.clone(), Seed::from_number(n));
            let mut rng = DealRng::from_number(n ^ 0x5eed);
            for ply in 0..60 {
                let real = game.state();
                let Some(seat) = real.current_player() else {
                    break;
                };
                if ply % 3 == 0 && real.legal_moves().len() > 1 {
                    let view = real.observation(seat);
                    let other = G::determinize(&view, &mut DealRng::from_number(7000 + n));
                    assert_eq!(other.observation(seat), view, "{}", G::INFO.name);
                    let rng = || thinking_rng(Seed::from_number(n), seat, ply);
                    let mine = choose_move::<G>(view.clone(), Level::Easy, rng());
                    let theirs = choose_move::<G>(other.observation(seat), Level::Easy, rng());
                    assert_eq!(mine, theirs, "{} seed {n}", G::INFO.name);
                    assert!(
                        real.legal_moves().contains(&mine.unwrap()),
                        "{}",
                        G::INFO.name
                    );
                    compared += 1;
                }
                let mv = real
                    .random_move(&mut rng)
                    .expect("a game not over has a move");
                game.play(mv).unwrap();
            }
        }
    }
    compared
}

#[test]
fn no_computer_ever_peeks() {
    for_every_game(|game| {
        let compared = cardtable::with_game!(game, G => never_peeks::<G>());
        assert!(
            compared >= SEEDS as usize,
            "{}: only {compared} positions",
            game.name()
        );
    });
}

/// Every table with other seats shows beside each of them the cards it
/// played since your turn, in order (issue 46): at your turn, each card
/// beside a seat is named, in that order, by that seat's lines of the log
/// since your turn, and its picture is an image named in the seat's label;
/// over a few random games every such table shows some. Returns how many
/// it showed.
fn shows_what_each_seat_played<G: Registered>() -> usize
where
    G::Table: Session<Game = G>,
{
    let name = G::INFO.name;
    let mut shown = 0;
    for options in option_sets::<G>() {
        for seed in 0..3 {
            let record = played::<G>(&options, seed, 5000).record().to_raw();
            for k in 0..=record.moves.len().min(150) {
                let mut prefix = record.clone();
                prefix.moves.truncate(k);
                let table = G::Table::from_saved(&SavedGame::new(prefix))
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                let viewer = table.viewer();
                if table.game().current_player() != Some(viewer) {
                    continue;
                }
                let lines = table.log_lines();
                let since = table.turn_log().since;
                for plays in table.plays_since_your_turn() {
                    assert_ne!(plays.seat, viewer, "{name}: your own plays are not shown");
                    let said = lines[since..]
                        .iter()
                        .filter(|l| l.seat == Some(plays.seat))
                        .map(|l| l.text.as_str())
                        .collect::<Vec<_>>()
                        .join(" ");
                    let mut rest = said.as_str();
                    for card in &plays.cards {
                        let at = rest.find(&card.text).unwrap_or_else(|| {
                            panic!(
                                "{name} seed {seed} move {k}: seat {} shows {} beside it, \
                                 not said in that order since your turn: {said:?}",
                                plays.seat, card.text
                            )
                        });
                        rest = &rest[at + card.text.len()..];
                        assert!(card.html.contains("role=\"img\""), "{name}: {}", card.html);
                        assert!(plays.label.contains(&card.text), "{name}: {}", plays.label);
                    }
                    shown += plays.cards.len();
                }
            }
        }
    }
    shown
}

#[test]
fn every_table_shows_beside_each_seat_what_it_played_since_your_turn() {
    for_every_game(|game| {
        let shown = cardtable::with_game!(game, G => shows_what_each_seat_played::<G>());
        if game.info().players.1 > 1 {
            assert!(
                shown > 0,
                "{}: no seat ever shows a card it played",
                game.name()
            );
        }
    });
}

/// A game's facts agree with the list, and what the list cannot generate is
/// there: its page's Cargo feature, its review page's and its guide page's (and no feature of
/// a page that is not a game's, the home page's, the more page's, the
/// guide's or the review screen's), its module in each layer, its
/// stylesheet, its deck's if the deck has one.
#[test]
fn every_game_has_its_page_modules_and_style() {
    let cargo = std::fs::read_to_string("Cargo.toml").unwrap();
    // The names after `prefix` of the features declared as `= value`.
    fn declared<'a>(cargo: &'a str, prefix: &str, value: &str) -> Vec<&'a str> {
        let value = format!(" = {value}");
        cargo
            .lines()
            .filter_map(|l| l.strip_suffix(value.as_str())?.strip_prefix(prefix))
            .collect()
    }
    let features = declared(&cargo, "page-", "[]");
    let reviews = declared(&cargo, "review-", r#"["page-review"]"#);
    let guides = declared(&cargo, "guide-", r#"["page-guide"]"#);
    let mut ids = Vec::new();
    for_every_game(|game| {
        let id = game.id();
        assert_eq!(GameId::from_id(id), Some(game));
        assert_eq!(game.feature(), format!("page-{id}"));
        assert_eq!(game.page().file(), format!("{id}.html"));
        assert_eq!(Page::Review(game).file(), format!("review-{id}.html"));
        assert!(
            reviews.contains(&id),
            "Cargo.toml must declare the feature review-{id} = [\"page-review\"]"
        );
        assert_eq!(Page::Guide(game).file(), format!("guide-{id}.html"));
        assert!(
            guides.contains(&id),
            "Cargo.toml must declare the feature guide-{id} = [\"page-guide\"]"
        );
        let (fewest, most) = game.info().players;
        assert!(1 <= fewest && fewest <= most, "{id}");
        assert!(
            features.contains(&id),
            "Cargo.toml must declare the feature {}",
            game.feature()
        );
        // Each file ARCHITECTURE.md's "Adding a game" lists.
        for file in [
            format!("src/engine/{id}/mod.rs"),
            format!("src/app/{id}/mod.rs"),
            format!("src/ui/{id}/mod.rs"),
            format!("src/app/guide/{id}.rs"),
            format!("style/{id}.css"),
            format!("tests/{id}.rs"),
        ] {
            assert!(
                std::path::Path::new(&file).exists(),
                "{id}: no {file} (ARCHITECTURE.md, Adding a game)"
            );
        }
        // Its rules page (`impl RulesPage`) tells the keys, as every
        // game's does.
        let rules = cardtable::app::rules_page::rules_html(game);
        assert!(
            rules.contains("<h2>Keyboard</h2>"),
            "{id}: its rules page (impl RulesPage) has no <h2>Keyboard</h2> section"
        );
        // Where others may sit, the shared section on the computers follows,
        // naming every level; a solitaire's page has none.
        assert_eq!(
            rules.contains("<h2>The computers</h2>"),
            game.info().players.1 > 1,
            "{id}: the computers' section is on the rules page exactly where computers may play"
        );
        if game.info().players.1 > 1 {
            for level in cardtable::engine::bot::Level::ALL {
                assert!(
                    rules.contains(&format!("<strong>{}</strong>", level.name())),
                    "{id}: {level:?}"
                );
            }
        }
        // `has_undo` says what its table offers (the statistics name games
        // with help by it): an "Undo" control in its table's code, or none.
        let offers_undo = [format!("src/app/{id}"), format!("src/ui/{id}")]
            .iter()
            .filter_map(|dir| std::fs::read_dir(dir).ok())
            .flatten()
            .filter_map(|f| std::fs::read_to_string(f.ok()?.path()).ok())
            .any(|code| code.contains("\"Undo\""));
        assert_eq!(
            offers_undo,
            game.info().has_undo,
            "{id}: GameInfo::has_undo (with_undo()) must say whether its table offers Undo"
        );
        let deck = game.info().deck;
        if deck != Deck::Standard {
            let sheet = format!("style/decks/{}.css", deck.id());
            assert!(std::path::Path::new(&sheet).exists(), "{sheet}");
        }
        ids.push(id);
    });
    // Nothing in the list twice, and no page feature of a game not in it.
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len());
    // (The home page's, the more page's, the guide page's and the review
    // page's are no game's.)
    let mut pages: Vec<&str> = features
        .into_iter()
        .filter(|f| !["main", "more", "guide", "review"].contains(f))
        .collect();
    pages.sort();
    assert_eq!(pages, unique, "page-* features in Cargo.toml");
    let mut reviews = reviews;
    reviews.sort();
    assert_eq!(reviews, unique, "review-* features in Cargo.toml");
    let mut guides = guides;
    guides.sort();
    assert_eq!(guides, unique, "guide-* features in Cargo.toml");
}

/// A record whose move is not legal is refused with its reason by the
/// table, the backup and the command-line tool alike, in every game.
fn a_bad_record_is_refused<G: Registered>()
where
    G::Table: Session<Game = G>,
{
    let game = played::<G>(&G::Options::default(), 5, 4);
    let mut record: Record<G> = game.record().clone();
    // A move of the game's own notation that the deal does not allow: the
    // first move of the universe that is illegal at the start.
    let start = G::new(&record.options, record.seed);
    let Some(bad) = start
        .move_universe()
        .into_iter()
        .find(|m| !start.legal_moves().contains(m))
    else {
        return;
    };
    record.moves = vec![bad];
    let raw = record.to_raw();
    let err = G::Table::from_saved(&SavedGame::new(raw))
        .map(|_| ())
        .unwrap_err();
    assert!(
        err.to_string().contains("not legal"),
        "{}: {err}",
        G::INFO.name
    );
    let path = std::env::temp_dir().join(format!("cardtable-bad-{}.json", G::INFO.id));
    std::fs::write(&path, record.to_json()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable-cli"))
        .arg("check")
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        !out.status.success(),
        "{}: a bad record passed check",
        G::INFO.name
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn every_game_refuses_a_record_with_an_illegal_move() {
    for_every_game(|game| cardtable::with_game!(game, G => a_bad_record_is_refused::<G>()));
}

/// The source files import one way: no file reaches itself through the
/// files it imports (`use crate::…`, `use super::…` and paths written out),
/// test modules aside. A circle makes two files one unit to read and to
/// change; the app's core reads games → link → saved → table → session.
#[test]
fn no_import_cycle_between_source_files() {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::{Path, PathBuf};
    fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    /// The module path of a file: src/app/games.rs -> ["app", "games"].
    fn module_of(file: &Path) -> Vec<String> {
        let rel = file.strip_prefix("src").unwrap().with_extension("");
        let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into()).collect();
        if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
            parts.pop();
        }
        parts
    }
    let mut files = Vec::new();
    sources(Path::new("src"), &mut files);
    // Only the library's modules (the binaries import it as `cardtable`).
    files.retain(|f| !f.starts_with("src/bin") && !f.ends_with("main.rs"));
    files.retain(|f| !f.ends_with("tests.rs"));
    let by_module: BTreeMap<Vec<String>, PathBuf> =
        files.iter().map(|f| (module_of(f), f.clone())).collect();
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for file in &files {
        let here = module_of(file);
        let text = std::fs::read_to_string(file).unwrap();
        // Test modules aside: a file's `#[cfg(test)] mod tests` is its end.
        let code = text.split("#[cfg(test)]\nmod tests {").next().unwrap();
        for line in code.lines() {
            let line = line.trim_start();
            if line.starts_with("//") {
                continue;
            }
            // Every path that starts at the crate or the parent module
            // (`$crate::` in a macro is where the macro is used: passed over).
            let mut rest = line;
            while let Some(at) = rest.find(['c', 's']) {
                let tail = &rest[at..];
                let before = rest[..at].chars().last();
                rest = &rest[at + 1..];
                if before.is_some_and(|c| word(c) || c == '$') {
                    continue;
                }
                let head: String = tail.chars().take_while(|&c| word(c)).collect();
                // `use crate::app::{games, link::Deal}`: each item of the
                // braces (one level) is a path of its own.
                let items: Vec<String> = match tail[head.len()..].strip_prefix('{') {
                    Some(inner) => inner
                        .split('}')
                        .next()
                        .unwrap_or("")
                        .split(',')
                        .map(|i| format!("{head}{}", i.trim()))
                        .collect(),
                    None => vec![head],
                };
                for path in items {
                    let mut parts: Vec<&str> = path.split("::").collect();
                    let mut target: Vec<String> = match parts.first() {
                        Some(&"crate") => Vec::new(),
                        Some(&"super") => {
                            // `super` of a file's module: its parent (a mod.rs is
                            // its folder's module already).
                            let mut m = here.clone();
                            while parts.first() == Some(&"super") {
                                m.pop();
                                parts.remove(0);
                            }
                            parts.insert(0, "super");
                            m
                        }
                        _ => continue,
                    };
                    for part in &parts[1..] {
                        if part.is_empty() || part.starts_with(char::is_uppercase) {
                            break;
                        }
                        target.push(part.to_string());
                    }
                    // The longest prefix that is a file.
                    while !target.is_empty() && !by_module.contains_key(&target) {
                        target.pop();
                    }
                    if let Some(to) = by_module.get(&target) {
                        // A module's own children and its parent's mod.rs are
                        // its folder: `super::` up to a mod.rs is no circle.
                        if to != file && !here.starts_with(&target) {
                            edges.entry(file.clone()).or_default().insert(to.clone());
                        }
                    }
                }
            }
        }
    }
    // A circle: a file reached again from itself.
    let mut circles = Vec::new();
    for start in edges.keys() {
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, trail)) = stack.pop() {
            for next in edges.get(&at).into_iter().flatten() {
                if next == start {
                    let names: Vec<String> =
                        trail.iter().map(|p| p.display().to_string()).collect();
                    circles.push(names.join(" -> "));
                } else if seen.insert(next.clone()) {
                    let mut t = trail.clone();
                    t.push(next.clone());
                    stack.push((next.clone(), t));
                }
            }
        }
    }
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}
