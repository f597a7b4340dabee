//! `check <record.json | -> [--log]`: replays a game record, checking
//! every card at every move, and prints its outcome in one form for every
//! game (docs/records.md):
//!
//! ```text
//! <Name>, seed <CODE>[, <options>]: <n> moves, round <r>
//! game over: scores [a, b, …]; won by seat(s) [s, …]     (a solitaire: game over: score N)
//! in play: seat S to move; scores [a, b, …]              (a solitaire: in play: seat 0 to move; score N)
//! ```
//!
//! `--log` then prints the game's log (two spaces in), or where it keeps
//! none each move as `seat S: <move>`.

use crate::args::{game_id, headline, Args};
use crate::players::shown_score;
use cardtable::engine::harness::check_cards;
use cardtable::engine::{Game, RawRecord, Record, RecordError, Seat};
use std::io::Read;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &[], &["log"])?;
    args.no_options()?;
    let path = args.word(0, "record file (- for standard input)")?;
    args.at_most_words(1)?;
    let json = if path == "-" {
        let mut json = String::new();
        std::io::stdin()
            .read_to_string(&mut json)
            .map_err(|e| e.to_string())?;
        json
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    let raw: RawRecord =
        serde_json::from_str(&json).map_err(|e| RecordError::NotJson(e.to_string()).to_string())?;
    let game = game_id(&raw.game)?;
    cardtable::with_game!(game, G => check::<G>(&raw, args.switch("log")))
}

fn check<G: Game>(raw: &RawRecord, log: bool) -> Result<(), String> {
    let record = Record::<G>::from_raw(raw).map_err(|e| e.to_string())?;
    let mut game = G::new(&record.options, record.seed);
    check_cards(&game).map_err(|e| format!("the deal: {e}"))?;
    // (seat, move) of each move, for the log of a game that keeps none.
    let mut moved: Vec<(Seat, String)> = Vec::new();
    for (index, mv) in record.moves.iter().enumerate() {
        let seat = game.current_player();
        game.apply(mv).map_err(|e| {
            RecordError::IllegalMove {
                index,
                text: mv.to_string(),
                reason: e.to_string(),
            }
            .to_string()
        })?;
        check_cards(&game).map_err(|e| format!("after move {} ({mv}): {e}", index + 1))?;
        moved.push((seat.unwrap_or(0), mv.to_string()));
    }
    println!(
        "{}: {} moves, round {}",
        headline::<G>(&record.options, record.seed),
        record.moves.len(),
        game.round()
    );
    let solitaire = game.seat_count() == 1;
    let scores = match solitaire {
        true => format!("score {}", shown_score(&game, 0)),
        false => format!("scores {:?}", game.scores()),
    };
    match game.current_player() {
        None if solitaire => println!("game over: {scores}"),
        None => println!("game over: {scores}; won by seat(s) {:?}", game.winners()),
        Some(seat) => println!("in play: seat {seat} to move; {scores}"),
    }
    if log {
        let lines = game.log_lines();
        if lines.is_empty() {
            for (seat, mv) in moved {
                println!("  seat {seat}: {mv}");
            }
        } else {
            for line in lines {
                println!("  {line}");
            }
        }
    }
    Ok(())
}
