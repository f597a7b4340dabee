//! Work a page hands to its Web Worker, so the page's own wasm stays small
//! and its main thread free while a computer thinks: every game's computer
//! moves, and the solitaires' par (Verslun, Arctic Solitaire solo). A job is a short text ("think hard
//! 12", "par") and a saved record (JSON); the answer is a short text. The
//! worker (`src/bin/cardtable-worker.rs`) only calls [`answer`].
//!
//! A computer move is found from the observation of the seat to move (never
//! the game itself), with the generator `thinking_rng(seed, seat, ply)`: the
//! same move the page would find itself (`ComputerSeats::start_thinking`),
//! so a link replays the same game.

use super::games::GameId;
use crate::engine::bot::{choose_move, estimate, thinking_rng, Level};
use crate::engine::clip::quote;
use crate::engine::{Game, GameOptions, RawRecord, Record, Seat};

/// The job for the move number `ply` of a computer of this level.
pub fn think_job(level: Level, ply: usize) -> String {
    // Not `name().to_lowercase()`: that brings Unicode's case tables into every page.
    format!("think {} {ply}", level.id())
}

/// The worker's answer to a job: a move in notation, a par ("31 proven",
/// "31 found", "none", then its line), or "error: …".
pub fn answer(job: &str, record_json: &str) -> String {
    let done = match job.split(' ').collect::<Vec<_>>()[..] {
        ["think", level, ply] => match (level_named(level), ply.parse()) {
            (Some(level), Ok(ply)) => computer_move(record_json, level, ply),
            _ => Err(format!("not a job: {job}")),
        },
        ["par"] => par_text(record_json),
        ["chance", seat, ply] => match (seat.parse(), ply.parse()) {
            (Ok(seat), Ok(ply)) => chance(record_json, seat, ply).map(|c| c.to_string()),
            _ => Err(format!("not a job: {job}")),
        },
        _ => Err(format!("not a job: {job}")),
    };
    done.unwrap_or_else(|e| format!("error: {e}"))
}

fn level_named(word: &str) -> Option<Level> {
    Level::ALL.into_iter().find(|l| l.id() == word)
}

/// A record's game, from the list.
fn game_of(record_json: &str) -> Result<(RawRecord, GameId), String> {
    let raw: RawRecord = serde_json::from_str(record_json).map_err(|e| e.to_string())?;
    let game = GameId::from_id(&raw.game).ok_or_else(|| format!("no game {}", quote(&raw.game)))?;
    Ok((raw, game))
}

fn replayed<G: Game>(raw: &RawRecord) -> Result<(Record<G>, G), String> {
    let record = Record::<G>::from_raw(raw).map_err(|e| e.to_string())?;
    let game = record.replay().map_err(|e| e.to_string())?;
    Ok((record, game))
}

/// The move (in notation) a computer of `level` makes as move `ply` of this
/// record, whichever game it is.
pub fn computer_move(record_json: &str, level: Level, ply: usize) -> Result<String, String> {
    let (raw, game) = game_of(record_json)?;
    crate::with_game!(game, G => move_of::<G>(&raw, level, ply))
}

fn move_of<G: Game>(raw: &RawRecord, level: Level, ply: usize) -> Result<String, String> {
    let (record, game) = replayed::<G>(raw)?;
    let seat = game.current_player().ok_or("the game is over")?;
    if record
        .options
        .seat_kind(seat)
        .and_then(|o| o.level())
        .is_none()
    {
        return Err(format!("no computer plays seat {seat} of {}", G::INFO.id));
    }
    let rng = thinking_rng(record.seed, seat, ply);
    choose_move::<G>(game.observation(seat), level, rng)
        .map(|m| m.to_string())
        .ok_or_else(|| "no move".to_string())
}

/// The job for a review's chance of `seat` after the first `ply` moves.
pub fn chance_job(seat: Seat, ply: usize) -> String {
    format!("chance {seat} {ply}")
}

/// A review's chance (in percent) that `seat` wins, after the first `ply`
/// moves of this record, as the Hard computer estimates it from that
/// seat's view only ([`estimate`]); once the game is over, 100 for a
/// winner and 0 for the rest.
pub fn chance(record_json: &str, seat: Seat, ply: usize) -> Result<u8, String> {
    let (raw, game) = game_of(record_json)?;
    crate::with_game!(game, G => chance_of::<G>(&raw, seat, ply))
}

fn chance_of<G: Game>(raw: &RawRecord, seat: Seat, ply: usize) -> Result<u8, String> {
    let mut cut = raw.clone();
    if ply > cut.moves.len() {
        return Err(format!("the record has no move {ply}"));
    }
    cut.moves.truncate(ply);
    let (record, game) = replayed::<G>(&cut)?;
    if seat >= game.seat_count() {
        return Err(format!("no seat {seat} in {}", G::INFO.id));
    }
    if game.is_over() {
        return Ok(if game.winners().contains(&seat) {
            100
        } else {
            0
        });
    }
    // A generator of its own for each position (not a computer's move's).
    let rng = thinking_rng(record.seed, seat + 100, ply);
    let result = estimate::<G>(game.observation(seat), seat, Level::Hard, rng).unwrap_or(0.5);
    Ok((result * 100.0).round().clamp(0.0, 100.0) as u8)
}

/// The par of this record's deal, whichever solitaire it is: "31 proven",
/// "31 found" or "none", then its line from the deal, a move a line (the
/// table steps through it). Verslun's par is the best score; Arctic
/// Solitaire's (solo) the fewest cards drawn.
pub fn par_text(record_json: &str) -> Result<String, String> {
    let (raw, game) = game_of(record_json)?;
    crate::with_game!(game, G => par_of::<G>(&raw))
}

fn par_of<G: Game>(raw: &RawRecord) -> Result<String, String> {
    if !G::INFO.has_par {
        return Err(format!("no par for {}", G::INFO.id));
    }
    let (record, _) = replayed::<G>(raw)?;
    let Some(p) = G::new(&record.options, record.seed).par(None) else {
        return Ok("none".into());
    };
    let mut text = format!("{} {}", p.score, if p.proven { "proven" } else { "found" });
    for mv in &p.line {
        text.push('\n');
        text.push_str(&mv.to_string());
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::arctic::ArcticTable;
    use crate::app::asymmetry::AsymmetryTable;
    use crate::app::link::Deal;
    use crate::app::pickup::PickUpTable;
    use crate::app::session::ComputerSeats;
    use crate::app::thricewise::ThricewiseTable;
    use crate::engine::arctic::ArcticOptions;
    use crate::engine::arctic::{par::arctic_par, Arctic};
    use crate::engine::asymmetry::Asymmetry;
    use crate::engine::asymmetry::AsymmetryOptions;
    use crate::engine::bot::Opponent;
    use crate::engine::pickup::PickUp;
    use crate::engine::pickup::PickUpOptions;
    use crate::engine::thricewise::Thricewise;
    use crate::engine::thricewise::ThricewiseOptions;
    use crate::engine::verslun::par::{par as verslun_par, NODE_BUDGET as VERSLUN_PAR_BUDGET};
    use crate::engine::verslun::Verslun;
    use crate::engine::{PlayedGame, Seed};

    fn seed() -> Seed {
        "K7M2QX4P".parse().unwrap()
    }

    /// Plays `deal` on (the person: the first legal move) and, at each of its
    /// first `n` computer turns, asks the worker's job for the move and
    /// checks it is the move the page's own search finds.
    fn worker_agrees_with_the_page<S: ComputerSeats>(deal: Deal, n: usize) {
        let mut table = S::start(&deal).unwrap();
        let mut checked = 0;
        for _ in 0..3000 {
            if checked == n || table.is_over() {
                break;
            }
            match table.computer_turn() {
                Some(ply) => {
                    let mut search = table.start_thinking().unwrap();
                    while !search.run(1000) {}
                    let here = search.best_move().unwrap();
                    let job = think_job(table.computer_level().unwrap(), ply);
                    let record = serde_json::to_string(&table.saved().record).unwrap();
                    assert_eq!(answer(&job, &record), here.to_string(), "{job}");
                    checked += 1;
                    assert!(table.play_computer(ply, here));
                }
                None => {
                    let Some(mv) = table.state().legal_moves().first().cloned() else {
                        break;
                    };
                    if !table.play_move(mv) {
                        break;
                    }
                }
            }
        }
        assert_eq!(checked, n, "{}", S::GAME.name());
    }

    #[test]
    fn a_worker_move_is_the_move_the_page_would_choose_in_every_game() {
        let (easy, normal) = (Opponent::Easy, Opponent::Normal);
        worker_agrees_with_the_page::<PickUpTable>(
            Deal::new::<PickUp>(
                &PickUpOptions {
                    opponent: normal,
                    ..PickUpOptions::default()
                },
                seed(),
            ),
            6,
        );
        worker_agrees_with_the_page::<ThricewiseTable>(
            Deal::new::<Thricewise>(
                &ThricewiseOptions {
                    opponents: vec![normal, easy],
                },
                seed(),
            ),
            6,
        );
        worker_agrees_with_the_page::<AsymmetryTable>(
            Deal::new::<Asymmetry>(
                &AsymmetryOptions {
                    opponents: [easy, normal, easy],
                },
                seed(),
            ),
            6,
        );
        worker_agrees_with_the_page::<ArcticTable>(
            Deal::new::<Arctic>(
                &ArcticOptions {
                    opponents: vec![normal, easy],
                },
                seed(),
            ),
            6,
        );
    }

    /// Every game of the list with computers: the chance job answers a
    /// percent for the person's seat at any move of a record, the same
    /// each time (a review link shows the same figures on any device), and
    /// 100 or 0 once the game is over; in about half a second at most.
    #[test]
    fn the_chance_job_rates_the_persons_position_in_every_game_with_computers() {
        use crate::engine::bot::Opponent;
        let mut rated = 0;
        for game in GameId::ALL {
            crate::with_game!(game, G => {
                let options = <G as Game>::Options::default();
                if !options.opponents().iter().any(|o: &Opponent| o.level().is_some()) {
                    continue;
                }
                let mut played = PlayedGame::<G>::new(options, seed());
                for _ in 0..4 {
                    let mv = played.state().legal_moves().remove(0);
                    played.play(mv).unwrap();
                }
                let json = played.record().to_json();
                for ply in [0, 2, 4] {
                    let started = std::time::Instant::now();
                    let said = answer(&chance_job(0, ply), &json);
                    let took = started.elapsed();
                    let percent: u8 = said.parse().unwrap_or_else(|_| panic!("{said}"));
                    assert!(percent <= 100);
                    assert_eq!(answer(&chance_job(0, ply), &json), said);
                    // (Debug builds are slower than the worker's; generous.)
                    assert!(took.as_secs_f64() < 5.0, "{} {took:?}", G::INFO.id);
                }
                assert!(answer(&chance_job(0, 5), &json).starts_with("error: "));
                assert!(answer(&chance_job(9, 1), &json).starts_with("error: "));
                // Played to the end: a winner's chance is 100, the rest's 0.
                let mut rng = crate::engine::DealRng::new(seed(), crate::engine::Stream::Deal);
                while let Some(mv) = played.state().random_move(&mut rng) {
                    played.play(mv).unwrap();
                }
                let json = played.record().to_json();
                let end = played.record().moves.len();
                let winners = played.state().winners();
                for seat in 0..played.state().seat_count() {
                    let want = if winners.contains(&seat) { "100" } else { "0" };
                    assert_eq!(answer(&chance_job(seat, end), &json), want);
                }
                rated += 1;
            });
        }
        assert!(rated >= 3, "{rated}");
    }

    #[test]
    fn a_broken_job_or_record_is_an_error_not_a_panic() {
        for (job, record) in [
            ("think hard 3", "{}"),
            ("think hard 3", "not json"),
            ("think brilliant 3", "{}"),
            ("think hard", "{}"),
            ("dance", "{}"),
            ("par", "{}"),
            ("chance 0 0", "{}"),
            ("chance x 0", "{}"),
        ] {
            assert!(answer(job, record).starts_with("error: "), "{job} {record}");
        }
        // A record of a game without computers.
        let verslun = r#"{"format":1,"game":"verslun","options":{},"seed":"K7M2QX4P","moves":[]}"#;
        assert!(answer("think easy 0", verslun).starts_with("error: "));
    }

    #[test]
    fn the_par_job_gives_verslun_its_par_from_the_deal_whatever_was_played() {
        use crate::engine::verslun::{VerslunMove, VerslunOptions};
        let mut played = PlayedGame::<Verslun>::new(VerslunOptions::default(), seed());
        played.play(VerslunMove::Draw).unwrap();
        let json = serde_json::to_string(&played.record().to_raw()).unwrap();
        let par = verslun_par(
            &Verslun::new(&VerslunOptions::default(), seed()),
            VERSLUN_PAR_BUDGET,
        );
        assert!(par.proven);
        let said = answer("par", &json);
        let mut lines = said.lines();
        assert_eq!(lines.next(), Some(format!("{} proven", par.score).as_str()));
        // The line from the deal, which the table steps through: it replays
        // to the par.
        let mut walk = PlayedGame::<Verslun>::new(VerslunOptions::default(), seed());
        for mv in lines {
            walk.play(mv.parse().unwrap()).unwrap();
        }
        assert!(walk.state().is_over());
        assert_eq!(walk.state().score(), par.score);
    }

    #[test]
    fn the_par_job_reports_the_solvers_par_and_its_line() {
        let played = PlayedGame::<Arctic>::new(ArcticOptions::solo(), seed());
        let json = serde_json::to_string(&played.record().to_raw()).unwrap();
        let par = arctic_par(&Arctic::new(&ArcticOptions::solo(), seed())).unwrap();
        let said = answer("par", &json);
        let mut lines = said.lines();
        assert_eq!(
            lines.next(),
            Some(
                format!(
                    "{} {}",
                    par.score,
                    if par.proven { "proven" } else { "found" }
                )
                .as_str()
            )
        );
        let line: Vec<String> = par.line.iter().map(|m| m.to_string()).collect();
        assert_eq!(lines.collect::<Vec<_>>(), line);
        // A game without a par, and a match (no solo): none.
        let asymmetry = r#"{"format":1,"game":"asymmetry","options":{"opponents":["easy","easy","easy"]},"seed":"K7M2QX4P","moves":[]}"#;
        assert!(answer("par", asymmetry).starts_with("error: "));
        let match_of_two = PlayedGame::<Arctic>::new(ArcticOptions::with_players(2), seed());
        let json = serde_json::to_string(&match_of_two.record().to_raw()).unwrap();
        assert_eq!(answer("par", &json), "none");
    }
}
