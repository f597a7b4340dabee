//! `cardtable-cli` on every game of the list: each command the game has
//! runs, and says so clearly where the game has none. A new game of the
//! list is covered without a line here.

use cardtable::app::games::GameId;
use cardtable::engine::{DealRng, Game, Record, Seed};
use std::process::{Command, Output};

const SEED: &str = "K7M2QX4P";

/// Runs the command-line tool with these words.
fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardtable-cli"))
        .args(args)
        .output()
        .expect("the command-line tool runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs and expects success; the standard output.
fn ok(args: &[&str]) -> String {
    let out = cli(args);
    assert!(
        out.status.success(),
        "cardtable-cli {} failed:\n{}",
        args.join(" "),
        stderr(&out)
    );
    stdout(&out)
}

/// Runs and expects failure (exit code 1); the error output.
fn fails(args: &[&str]) -> String {
    let out = cli(args);
    assert_eq!(
        out.status.code(),
        Some(1),
        "cardtable-cli {} should fail; it printed:\n{}",
        args.join(" "),
        stdout(&out)
    );
    stderr(&out)
}

/// What a game's short record should bring: the record, one with an illegal
/// last move, and the two lines `check` should print.
struct Short {
    json: String,
    bad_json: String,
    lines: [String; 2],
}

/// 30 seeded random legal moves (fewer if the game ends) from the deal of
/// `SEED` with the game's default options, as a record.
fn short_record<G: Game>() -> Short {
    let options = G::Options::default();
    let seed: Seed = SEED.parse().unwrap();
    let mut record = Record::<G>::new(options.clone(), seed);
    let mut game = G::new(&options, seed);
    let mut rng = DealRng::from_number(7);
    for _ in 0..30 {
        let legal = game.legal_moves();
        let Some(mv) = rng.pick(&legal).cloned() else {
            break;
        };
        game.apply(&mv).unwrap();
        record.moves.push(mv);
    }
    let json = record.to_json();
    // An illegal move after them: one the game can write but not play now.
    let legal = game.legal_moves();
    let illegal = game
        .move_universe()
        .into_iter()
        .find(|m| !legal.contains(m) && game.clone().apply(m).is_err())
        .expect("some move is illegal");
    let mut bad = record.to_raw();
    bad.moves.push(illegal.to_string());
    let bad_json = serde_json::to_string(&bad).unwrap();
    // The documented form of `check` (docs/records.md).
    let describe = cardtable::engine::GameOptions::describe(&options);
    let first = format!(
        "{}, seed {SEED}{}: {} moves, round {}",
        G::INFO.name,
        if describe.is_empty() {
            String::new()
        } else {
            format!(", {describe}")
        },
        record.moves.len(),
        game.round()
    );
    let scores = if game.seat_count() == 1 {
        let s = game.scores()[0];
        format!("score {}", if G::INFO.lower_is_better { -s } else { s })
    } else {
        format!("scores {:?}", game.scores())
    };
    let second = match game.current_player() {
        None if game.seat_count() == 1 => format!("game over: {scores}"),
        None => format!("game over: {scores}; won by seat(s) {:?}", game.winners()),
        Some(seat) => format!("in play: seat {seat} to move; {scores}"),
    };
    Short {
        json,
        bad_json,
        lines: [first, second],
    }
}

/// Seats at the table with the game's default options.
fn seats(game: GameId) -> usize {
    cardtable::with_game!(game, G => G::new(&Default::default(), Seed::from_number(0)).seat_count())
}

#[test]
fn games_lists_every_game() {
    let out = ok(&["games"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), GameId::ALL.len());
    for (line, game) in lines.iter().zip(GameId::ALL) {
        assert_eq!(
            *line,
            format!("{}\t{}\t{}", game.id(), game.name(), game.info().deck.id())
        );
    }
}

/// Every game's rules page (the release build fetches rules/<id>.html):
/// written for each game of the list, its text and its Keyboard section.
#[test]
fn rules_writes_every_games_page() {
    let dir = std::env::temp_dir().join(format!("cardtable-rules-{}", std::process::id()));
    ok(&["rules", dir.to_str().unwrap()]);
    for game in GameId::ALL {
        let html = std::fs::read_to_string(dir.join(format!("{}.html", game.id())))
            .unwrap_or_else(|e| panic!("{}: {e}", game.id()));
        assert_eq!(html, cardtable::app::rules_page::rules_html(game));
        assert!(
            html.starts_with("<div class=\"rules-text\">"),
            "{}",
            game.id()
        );
        assert!(
            html.contains("<h2>Keyboard</h2>"),
            "{}: no Keyboard section",
            game.id()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(fails(&["rules"]).contains("which directory?"));
}

#[test]
fn an_unknown_game_is_an_error_listing_the_games() {
    let err = fails(&["deal", "nosuchgame", SEED]);
    for game in GameId::ALL {
        assert!(err.contains(game.id()), "{err}");
    }
}

#[test]
fn deal_names_the_game() {
    for game in GameId::ALL {
        let out = ok(&["deal", game.id(), SEED]);
        let first = out.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(&format!("{}, seed {SEED}", game.name())),
            "{first}"
        );
        assert!(out.lines().count() > 1, "{out}");
    }
}

#[test]
fn check_replays_records_in_the_documented_form() {
    let dir = std::env::temp_dir().join(format!("cardtable-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for game in GameId::ALL {
        let short = cardtable::with_game!(game, G => short_record::<G>());
        let good = dir.join(format!("{}.json", game.id()));
        std::fs::write(&good, &short.json).unwrap();
        let out = ok(&["check", good.to_str().unwrap()]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines, short.lines, "{}", game.id());
        let logged = ok(&["check", good.to_str().unwrap(), "--log"]);
        assert!(logged.starts_with(&out), "{logged}");
        assert!(logged.lines().count() > 2, "{logged}");

        let bad = dir.join(format!("{}-bad.json", game.id()));
        std::fs::write(&bad, &short.bad_json).unwrap();
        let err = fails(&["check", bad.to_str().unwrap()]);
        assert!(err.contains("is not legal"), "{}: {err}", game.id());
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn play_and_length_run() {
    for game in GameId::ALL {
        let out = ok(&["play", game.id(), "--games", "2"]);
        assert!(out.starts_with(game.name()), "{out}");
        let out = ok(&["length", game.id(), "--games", "2"]);
        assert!(out.contains("moves:"), "{out}");
    }
}

#[test]
fn arena_runs_for_games_of_more_than_one_player() {
    for game in GameId::ALL {
        let players = seats(game).to_string();
        let words = [
            "arena",
            game.id(),
            "easy",
            "easy",
            "--games",
            &players,
            "--max-rounds",
            "1",
        ];
        if seats(game) > 1 {
            let out = ok(&words);
            assert!(out.contains("wins:"), "{out}");
        } else {
            let err = fails(&words);
            assert!(err.contains("one seat"), "{err}");
        }
    }
}

#[test]
fn par_runs_for_games_with_a_par() {
    for game in GameId::ALL {
        let words = ["par", game.id(), SEED, "--budget", "2000"];
        if game.info().has_par {
            let out = ok(&words);
            assert!(out.contains("line ("), "{out}");
        } else {
            let err = fails(&words);
            assert!(err.contains("has no par"), "{err}");
        }
    }
}

#[test]
fn a_closed_output_pipe_ends_the_tool_quietly() {
    // `cardtable-cli games | head -0`: the reader is gone before the first line.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable-cli"))
        .arg("games")
        .stdout(writer)
        .output()
        .unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(stderr(&out), "");
}
