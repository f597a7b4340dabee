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
//!
//! A hint ("hint") is the Hard computer's choice for the person to move,
//! from that seat's observation too (in a solitaire with a par, the first
//! move of the best line from here), with a sentence of why and what the
//! table marks (`Session::hint_marks`). The par from here ("par here") is
//! a solitaire's best result still reachable, beside the deal's par.

use super::games::{GameId, Registered};
use super::session::{Mark, Session};
use crate::engine::bot::{choose_move, estimate, thinking_rng, Level, Search};
use crate::engine::clip::quote;
use crate::engine::{Game, GameInfo, GameOptions, RawRecord, Record, Seat, Seed};

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
        ["hint"] => game_of(record_json)
            .and_then(|(raw, game)| crate::with_game!(game, G => hint_of::<G>(&raw))),
        ["par", "here"] => game_of(record_json)
            .and_then(|(raw, game)| crate::with_game!(game, G => par_here::<G>(&raw))),
        _ => Err(format!("not a job: {job}")),
    };
    done.unwrap_or_else(|e| format!("error: {e}"))
}

fn level_named(word: &str) -> Option<Level> {
    Level::ALL.into_iter().find(|l| l.id() == word)
}

/// A record's game, from the list.
/// A record (JSON), or a saved game's (`SavedGame`: what a table page
/// saves, sent as it is by the par from here), and its game.
fn game_of(record_json: &str) -> Result<(RawRecord, GameId), String> {
    let raw: RawRecord = serde_json::from_str(record_json).or_else(|e| {
        serde_json::from_str::<super::saved::SavedGame>(record_json)
            .map(|saved| saved.record)
            .map_err(|_| e.to_string())
    })?;
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

/// A hint for the person to move in this record: the move (notation), a
/// line with the sentence of why, then what to mark, a line each (see
/// [`Mark`](super::session::Mark)).
fn hint_of<G: Registered>(raw: &RawRecord) -> Result<String, String>
where
    G::Table: Session<Game = G>,
{
    let (record, game) = replayed::<G>(raw)?;
    let seat = game.current_player().ok_or("the game is over")?;
    if !record.options.is_person(seat) {
        return Err("a computer is to move".into());
    }
    let here = match G::INFO.has_par {
        true => best_from_here::<G>(raw, &record, &game),
        false => None,
    };
    let (mv, why) = match here {
        Some((score, _, Some(first))) => (first, best_line_words(G::INFO, score)),
        _ => hint_move(&game, record.seed, record.moves.len())?,
    };
    // The table the person sees, rebuilt from the record, names its taps;
    // the sentence says them too, so the hint is heard, not only seen.
    let table = G::Table::from_saved(&super::saved::SavedGame::new(raw.clone()))
        .map_err(|e| e.to_string())?;
    let marks = table.hint_marks(&mv);
    let taps = Mark::sentence(&marks);
    let why = why.strip_prefix("Hint: ").unwrap_or(&why);
    let mut text = format!(
        "{mv}\nHint: {taps} {}{}",
        why[..1].to_uppercase(),
        &why[1..]
    );
    for mark in marks {
        text.push_str(&format!("\n{mark}"));
    }
    Ok(text)
}

/// The hint's move and why, where no par line gives it: the Hard
/// computer's choice from the seat's own view (never from hidden cards),
/// with the generator a computer in that seat would use, so the same
/// position always gets the same hint. (A solitaire with a par hints the
/// first move of its best line from here, [`best_from_here`], with the
/// deck order known, as the par is.)
pub fn hint_move<G: Game>(game: &G, seed: Seed, ply: usize) -> Result<(G::Move, String), String> {
    let seat = game.current_player().ok_or("the game is over")?;
    let mut search = Search::<G>::new(
        game.observation(seat),
        Level::Hard,
        thinking_rng(seed, seat, ply),
    );
    search.run(u32::MAX);
    let mv = search.best_move().ok_or("no move")?;
    Ok((mv, search_words(search.best_rating())))
}

/// Why a solitaire's hint: "Hint: the first move of the best line from
/// here, which ends at 212 points." (Arctic solo: "… with 14 cards drawn").
pub fn best_line_words(info: GameInfo, score: i64) -> String {
    let ends = if info.lower_is_better {
        format!("with {score} cards drawn in all")
    } else {
        format!("which ends at {score} points")
    };
    format!("Hint: the first move of the best line from here, {ends}.")
}

/// Why a searched hint, from the Hard computer's rating of its choice (0
/// to 1; 0.5 is level with the best other seat) and how many moves it
/// weighed (`None`: the only move).
pub fn search_words(rating: Option<(f64, usize)>) -> String {
    match rating {
        None | Some((_, 0 | 1)) => "Hint: your only move.".into(),
        Some((r, n)) => {
            let outlook = if r >= 0.6 {
                "it expects you to gain on the others with it"
            } else if r <= 0.4 {
                "the least harm it found"
            } else {
                "it expects a close race with it"
            };
            format!("Hint: the Hard computer's choice of {n} moves; {outlook}.")
        }
    }
}

/// A deal (its game, options and seed) and its par, if any: score,
/// proven, and its line in notation.
type DealPar = Option<(String, Option<(i64, bool, Vec<String>)>)>;

thread_local! {
    /// The last deal's par: each move of a solitaire asks "par here", and
    /// the deal's own par is the same every time.
    static DEAL_PAR: std::cell::RefCell<DealPar> = const { std::cell::RefCell::new(None) };
}

/// How many positions a par search from the middle of a game may look at:
/// about a fifth of a second natively, well under a second in the worker
/// (the deal's own par, searched once a deal, has the game's full budget).
pub const HERE_BUDGET: u64 = 200_000;

/// The deal's par (searched once a deal, then kept).
fn deal_par<G: Game>(raw: &RawRecord, record: &Record<G>) -> Option<(i64, bool, Vec<String>)> {
    let key = format!("{} {} {}", raw.game, raw.options, raw.seed);
    let cached = DEAL_PAR.with(|c| {
        c.borrow()
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, p)| p.clone())
    });
    cached.unwrap_or_else(|| {
        let p = G::new(&record.options, record.seed).par(None).map(|p| {
            let line = p.line.iter().map(|m| m.to_string()).collect();
            (p.score, p.proven, line)
        });
        DEAL_PAR.with(|c| *c.borrow_mut() = Some((key, p.clone())));
        p
    })
}

/// A solitaire's best result from here, whether proven, and the first move
/// of its line: along the deal's par line, the par and the line's next
/// move (no search); off it, a search of at most [`HERE_BUDGET`] positions.
pub fn best_from_here<G: Game>(
    raw: &RawRecord,
    record: &Record<G>,
    game: &G,
) -> Option<(i64, bool, Option<G::Move>)> {
    if game.is_over() {
        return None;
    }
    if let Some((score, proven, line)) = deal_par(raw, record) {
        if line.starts_with(&raw.moves) {
            let next = line.get(raw.moves.len()).and_then(|m| m.parse().ok());
            return Some((score, proven, next));
        }
    }
    game.par(Some(HERE_BUDGET))
        .map(|p| (p.score, p.proven, p.line.first().cloned()))
}

/// A solitaire's par from here, as its table says it: "Par 212 · on par",
/// "Par 212 · 3 below par", "Par 14 · 2 over par", "Par 212 · par not
/// found from here"; empty when the game is over or has no par.
fn par_here<G: Game>(raw: &RawRecord) -> Result<String, String> {
    if !G::INFO.has_par {
        return Err(format!("no par for {}", G::INFO.id));
    }
    let (record, game) = replayed::<G>(raw)?;
    // (Nothing against computers, nor once the game is over.)
    if game.is_over() || !record.options.opponents().is_empty() {
        return Ok(String::new());
    }
    let Some((par, _, _)) = deal_par(raw, &record) else {
        return Ok(String::new());
    };
    // Before the first move there is nothing to be on or off par with.
    if record.moves.is_empty() {
        return Ok(format!("Par {par}"));
    }
    let here = best_from_here(raw, &record, &game).map(|(score, proven, _)| (score, proven));
    Ok(par_here_words(G::INFO.lower_is_better, par, here))
}

/// The par from here in words. `par` is the deal's par; `here` the best
/// result the search reached from this position, and whether it proved
/// nothing does better. On par: a line from here reaches the deal's par
/// (or beats a par that was only found). A proven best short of it: par
/// can no longer be reached, and by how much it is missed ("3 below par"
/// where more points are better, "2 over par" where fewer draws are).
/// Otherwise the search found no line reaching par from here, nor proved
/// there is none: "par not found from here".
pub fn par_here_words(lower_is_better: bool, par: i64, here: Option<(i64, bool)>) -> String {
    let said = match here {
        Some((best, proven)) => {
            let short = if lower_is_better {
                best - par
            } else {
                par - best
            };
            match (short, proven) {
                (..=0, _) => "on par".to_string(),
                (n, true) if lower_is_better => format!("{n} over par"),
                (n, true) => format!("{n} below par"),
                (_, false) => "par not found from here".into(),
            }
        }
        None => "par not found from here".into(),
    };
    format!("Par {par} · {said}")
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

    /// A game of `options` played on (a legal move chosen by the move
    /// number, at every seat) until a person is to move after at least
    /// `skip` moves.
    fn at_persons_turn<G: Game>(options: G::Options, skip: usize) -> Option<PlayedGame<G>> {
        let mut played = PlayedGame::<G>::new(options, seed());
        for _ in 0..2000 {
            let seat = played.state().current_player()?;
            let made = played.record().moves.len();
            if made >= skip && played.record().options.is_person(seat) {
                return Some(played);
            }
            let moves = played.state().legal_moves();
            played.play(moves[made * 7 % moves.len()].clone()).unwrap();
        }
        None
    }

    /// The hint job on this game: a legal move for the person to move, a
    /// sentence, something marked; in a solitaire with a par the first
    /// move of the best line from here, in any other game the same hint
    /// from any deal of the hidden cards consistent with the seat's view.
    fn check_hint<G: Registered>(options: G::Options, skip: usize)
    where
        G::Table: Session<Game = G>,
    {
        // (A game that ends within `skip` moves: from the deal.)
        let played = at_persons_turn::<G>(options.clone(), skip)
            .or_else(|| at_persons_turn::<G>(options, 0))
            .expect(G::INFO.id);
        let json = serde_json::to_string(&played.record().to_raw()).unwrap();
        let said = answer("hint", &json);
        let mut lines = said.lines();
        let mv: G::Move = lines
            .next()
            .unwrap()
            .parse()
            .unwrap_or_else(|e| panic!("{said}: {e}"));
        let game = played.state();
        assert!(game.legal_moves().contains(&mv), "{}: {said}", G::INFO.id);
        assert!(lines.next().unwrap().starts_with("Hint: "), "{said}");
        let marks: Vec<&str> = lines.collect();
        assert!(!marks.is_empty(), "{}: nothing marked for {mv}", G::INFO.id);
        assert!(marks
            .iter()
            .all(|m| m.starts_with("c:") || m.starts_with("n:")));
        let seat = game.current_player().unwrap();
        if let Some(p) = G::new(&played.record().options, seed()).par(None) {
            // Along the deal's par line, its next move; off it, the first
            // of the best line a capped search finds from here.
            let made: Vec<String> = played
                .record()
                .moves
                .iter()
                .map(|m| m.to_string())
                .collect();
            let line: Vec<String> = p.line.iter().map(|m| m.to_string()).collect();
            let best = match line.starts_with(&made) {
                true => p.line.get(made.len()).cloned(),
                false => game
                    .par(Some(HERE_BUDGET))
                    .and_then(|p| p.line.first().cloned()),
            };
            assert_eq!(Some(mv), best, "{}", G::INFO.id);
            return;
        }
        let ply = played.record().moves.len();
        let hint = hint_move(game, played.record().seed, ply).unwrap();
        assert_eq!(hint.0, mv);
        for n in 0..2 {
            let mut rng = thinking_rng("AAAAAAAA".parse().unwrap(), 9, n);
            let other = G::determinize(&game.observation(seat), &mut rng);
            assert_ne!(&other, game, "{}: nothing hidden?", G::INFO.id);
            let again = hint_move(&other, played.record().seed, ply).unwrap();
            assert_eq!(again, hint, "{}", G::INFO.id);
        }
    }

    #[test]
    fn a_hint_is_a_legal_move_for_the_person_from_their_own_view_in_every_game() {
        for game in GameId::ALL {
            crate::with_game!(game, G => {
                for skip in [0, 9] {
                    check_hint::<G>(Default::default(), skip);
                }
            });
        }
        // Arctic Solitaire solo: its par line's first move.
        check_hint::<Arctic>(ArcticOptions::solo(), 0);
        check_hint::<Arctic>(ArcticOptions::solo(), 5);
        // Not while a computer is to move, nor when the game is over.
        let computer = at_persons_turn::<PickUp>(PickUpOptions::default(), 0).unwrap();
        let mut played = computer;
        let mv = played.state().legal_moves()[0];
        played.play(mv).unwrap();
        if played.state().current_player() == Some(1) {
            let json = serde_json::to_string(&played.record().to_raw()).unwrap();
            assert!(answer("hint", &json).starts_with("error: "));
        }
    }

    #[test]
    fn the_par_from_here_is_said_as_on_par_over_or_below_or_not_found() {
        assert_eq!(
            par_here_words(false, 212, Some((212, true))),
            "Par 212 · on par"
        );
        assert_eq!(
            par_here_words(false, 212, Some((215, false))),
            "Par 212 · on par"
        );
        assert_eq!(
            par_here_words(false, 212, Some((209, true))),
            "Par 212 · 3 below par"
        );
        assert_eq!(
            par_here_words(true, 14, Some((16, true))),
            "Par 14 · 2 over par"
        );
        assert_eq!(
            par_here_words(true, 14, Some((13, true))),
            "Par 14 · on par"
        );
        assert_eq!(
            par_here_words(false, 212, Some((209, false))),
            "Par 212 · par not found from here"
        );
        assert_eq!(
            par_here_words(true, 14, None),
            "Par 14 · par not found from here"
        );
    }

    #[test]
    fn the_par_here_job_is_on_par_along_the_par_line_and_not_after_a_bad_move() {
        let options = ArcticOptions::solo();
        let deal = Arctic::new(&options, seed());
        let par = deal.par(None).unwrap();
        let mut played = PlayedGame::<Arctic>::new(options.clone(), seed());
        let json = |p: &PlayedGame<Arctic>| serde_json::to_string(&p.record().to_raw()).unwrap();
        // Before the first move, the par alone.
        assert_eq!(
            answer("par here", &json(&played)),
            format!("Par {}", par.score)
        );
        played.play(par.line[0]).unwrap();
        if par.proven {
            assert_eq!(
                answer("par here", &json(&played)),
                format!("Par {} · on par", par.score)
            );
        }
        let options = crate::engine::verslun::VerslunOptions::default();
        let deal = Verslun::new(&options, seed());
        let par = deal.par(None).unwrap();
        assert!(par.proven);
        let mut played = PlayedGame::<Verslun>::new(options, seed());
        let json = |p: &PlayedGame<Verslun>| serde_json::to_string(&p.record().to_raw()).unwrap();
        let on_par = format!("Par {} · on par", par.score);
        assert_eq!(
            answer("par here", &json(&played)),
            format!("Par {}", par.score)
        );
        let mut along = played.clone();
        along.play(par.line[0].clone()).unwrap();
        assert_eq!(answer("par here", &json(&along)), on_par);
        // Ending the game at once (if allowed), or drawing when the par
        // line does not: not on par any more.
        use crate::engine::verslun::VerslunMove;
        let bad = [VerslunMove::EndGame, VerslunMove::Draw]
            .into_iter()
            .find(|m| played.state().legal_moves().contains(m) && Some(m) != par.line.first())
            .unwrap();
        played.play(bad).unwrap();
        let said = answer("par here", &json(&played));
        if !played.state().is_over() {
            assert_ne!(said, on_par);
            assert!(said.starts_with(&format!("Par {} · ", par.score)), "{said}");
        }
        assert!(answer(
            "par here",
            r#"{"format":1,"game":"pickup","options":{},"seed":"K7M2QX4P","moves":[]}"#
        )
        .starts_with("error: "));
        // A table page sends its saved game as it is: the same answer.
        let saved = crate::app::saved::SavedGame::new(along.record().to_raw());
        let saved = serde_json::to_string(&saved).unwrap();
        assert_eq!(answer("par here", &saved), on_par);
        // Against computers, nothing.
        let options = ArcticOptions::default();
        assert!(!options.opponents().is_empty());
        let vs = PlayedGame::<Arctic>::new(options, seed());
        assert_eq!(
            answer(
                "par here",
                &serde_json::to_string(&vs.record().to_raw()).unwrap()
            ),
            ""
        );
    }

    #[test]
    fn a_hints_sentence_says_why() {
        assert_eq!(search_words(None), "Hint: your only move.");
        assert!(search_words(Some((0.7, 5))).contains("gain on the others"));
        assert!(search_words(Some((0.2, 5))).contains("least harm"));
        assert_eq!(
            best_line_words(Verslun::INFO, 212),
            "Hint: the first move of the best line from here, which ends at 212 points."
        );
        assert!(best_line_words(Arctic::INFO, 14).contains("14 cards drawn"));
    }
}
