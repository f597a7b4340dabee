//! Work a page hands to a Web Worker, so the page's own wasm stays small
//! and its main thread free: Arctic Solitaire's computer moves and its solo
//! par. Each job is a saved record (JSON) in and a short text out; the
//! worker (`src/bin/arctic-worker.rs`) only calls these.
//!
//! A computer move is found from the observation of the seat to move (never
//! the game itself), with the generator `thinking_rng(seed, seat, ply)`: the
//! same move the page would find itself, so a link replays the same game.

use crate::engine::arctic::Arctic;
use crate::engine::arctic_par::arctic_par;
use crate::engine::bot::{choose_move, thinking_rng};
use crate::engine::{Game, RawRecord, Record};

fn replayed(record_json: &str) -> Result<(Record<Arctic>, Arctic), String> {
    let raw: RawRecord = serde_json::from_str(record_json).map_err(|e| e.to_string())?;
    let record = Record::<Arctic>::from_raw(&raw).map_err(|e| e.to_string())?;
    let game = record.replay().map_err(|e| e.to_string())?;
    Ok((record, game))
}

/// The move (in notation) of the computer to move in this Arctic record.
pub fn arctic_move(record_json: &str) -> Result<String, String> {
    let (record, game) = replayed(record_json)?;
    let seat = game.current_player().ok_or("the game is over")?;
    let level = game
        .options()
        .seat_kind(seat)
        .and_then(|o| o.level())
        .ok_or("no computer is to move")?;
    let rng = thinking_rng(record.seed, seat, record.moves.len());
    choose_move::<Arctic>(game.observation(seat), level, rng)
        .map(|m| m.to_string())
        .ok_or_else(|| "no move".to_string())
}

/// The par of this record's solo deal: "31 proven", "31 found" or "none".
pub fn arctic_par_text(record_json: &str) -> Result<String, String> {
    let (record, _) = replayed(record_json)?;
    let fresh = Arctic::new(&record.options, record.seed);
    Ok(match arctic_par(&fresh) {
        Some(p) => format!("{} {}", p.score, if p.proven { "proven" } else { "found" }),
        None => "none".into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::arctic::{ArcticMove, ArcticOptions};
    use crate::engine::bot::{Level, Opponent};
    use crate::engine::{PlayedGame, Seed};

    fn json(played: &PlayedGame<Arctic>) -> String {
        serde_json::to_string(&played.record().to_raw()).unwrap()
    }

    #[test]
    fn a_worker_move_is_the_move_the_page_would_choose() {
        let options = ArcticOptions {
            opponents: vec![Opponent::Normal, Opponent::Easy],
        };
        let seed: Seed = "K7M2QX4P".parse().unwrap();
        let mut played = PlayedGame::<Arctic>::new(options, seed);
        let mut checked = 0;
        for _ in 0..400 {
            let game = played.state().clone();
            let Some(seat) = game.current_player() else {
                break;
            };
            let mv = if seat == 0 {
                game.legal_moves()[0]
            } else {
                let level = if seat == 1 {
                    Level::Normal
                } else {
                    Level::Easy
                };
                let ply = played.record().moves.len();
                let here = choose_move::<Arctic>(
                    game.observation(seat),
                    level,
                    thinking_rng(seed, seat, ply),
                )
                .unwrap();
                if checked < 6 {
                    let there: ArcticMove = arctic_move(&json(&played)).unwrap().parse().unwrap();
                    assert_eq!(there, here);
                    checked += 1;
                }
                here
            };
            played.play(mv).unwrap();
        }
        assert_eq!(checked, 6);
        // A broken record is an error, not a panic.
        assert!(arctic_move("{}").is_err());
    }

    #[test]
    fn the_par_job_reports_the_solvers_par() {
        let seed: Seed = "K7M2QX4P".parse().unwrap();
        let played = PlayedGame::<Arctic>::new(ArcticOptions::solo(), seed);
        let text = arctic_par_text(&json(&played)).unwrap();
        let par = arctic_par(&Arctic::new(&ArcticOptions::solo(), seed)).unwrap();
        assert_eq!(
            text,
            format!(
                "{} {}",
                par.score,
                if par.proven { "proven" } else { "found" }
            )
        );
    }
}
