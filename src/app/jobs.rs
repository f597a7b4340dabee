//! Work a page hands to its Web Worker, so the page's own wasm stays small
//! and its main thread free while a computer thinks: every game's computer
//! moves, and the solitaires' par (Verslun, Arctic Solitaire solo). A job is a short text ("think hard
//! 12", "par") and a saved record (JSON); the answer is a short text. The
//! worker (`src/bin/cardtable-worker.rs`) only calls [`answer`].
//!
//! A computer move is found from the observation of the seat to move (never
//! the game itself), with the generator `thinking_rng(seed, seat, ply)`: the
//! same move the page would find itself (`ComputerSeats::start_thinking`),
//! so a link replays the same game; except an Expert's, which stops at its
//! time (`Level::think_ms`) on the worker's clock.
//!
//! A hint ("hint") is the Hard computer's choice for the person to move,
//! from that seat's observation too (in a solitaire as well: never the
//! deck's order, which the par knows), with a sentence of why and what the
//! table marks (`Session::hint_marks`). The par from here ("par here") is
//! a solitaire's best result still reachable, beside the deal's par. A
//! review asks what the Hard computer would have played instead of a
//! costly move ("instead 12").

use super::games::{GameId, Registered};
use super::log::lines_added;
use super::session::{Mark, Session};
use crate::engine::bot::{choose_move_timed, estimate, thinking_rng, Level, Search};
use crate::engine::clip::quote;
use crate::engine::{DealRng, Game, GameOptions, RawRecord, Record, Seat};

/// The job for the move number `ply` of a computer of this level.
pub fn think_job(level: Level, ply: usize) -> String {
    // Not `name().to_lowercase()`: that brings Unicode's case tables into every page.
    format!("think {} {ply}", level.id())
}

/// The worker's answer to a job: a move in notation, a par ("31 proven",
/// "31 found 35", "none", then its line; see [`ParHead`]), or "error: …".
pub fn answer(job: &str, record_json: &str) -> String {
    let done = match job.split(' ').collect::<Vec<_>>()[..] {
        ["think", level, ply] => match (Level::named(level), ply.parse()) {
            (Ok(level), Ok(ply)) => computer_move(record_json, level, ply),
            _ => Err(format!("not a job: {job}")),
        },
        ["par"] => par_text(record_json),
        ["chance", seat, ply] => match (seat.parse(), ply.parse()) {
            (Ok(seat), Ok(ply)) => chance(record_json, seat, ply).map(|c| c.to_string()),
            _ => Err(format!("not a job: {job}")),
        },
        ["hint"] => game_of(record_json)
            .and_then(|(raw, game)| crate::with_game!(game, G => hint_of::<G>(&raw))),
        ["instead", ply] => match ply.parse() {
            Ok(ply) => game_of(record_json)
                .and_then(|(raw, game)| crate::with_game!(game, G => instead_of::<G>(&raw, ply))),
            Err(_) => Err(format!("not a job: {job}")),
        },
        ["par", "here"] => game_of(record_json)
            .and_then(|(raw, game)| crate::with_game!(game, G => par_here::<G>(&raw))),
        _ => Err(format!("not a job: {job}")),
    };
    done.unwrap_or_else(|e| format!("error: {e}"))
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
    choose_move_timed::<G>(game.observation(seat), level, rng, clock())
        .map(|m| m.to_string())
        .ok_or_else(|| "no move".to_string())
}

/// A clock in ms for a search with a time (Expert's): the worker's
/// `Date.now()` in a browser (std's clock panics there), std's elsewhere.
pub fn clock() -> impl Fn() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Date::now;
    #[cfg(not(target_arch = "wasm32"))]
    {
        let start = std::time::Instant::now();
        move || start.elapsed().as_secs_f64() * 1000.0
    }
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

/// The par of this record's deal, whichever solitaire it is: its
/// [`ParHead`] ("31 proven", "31 found 35") or "none", then its line from
/// the deal, a move a line (the table steps through it). Verslun's par is
/// the best score; Arctic Solitaire's (solo) the fewest cards drawn.
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
    let head = ParHead {
        par: p.score,
        proven: p.proven,
        bound: (!p.proven).then_some(p.bound),
    };
    let mut text = head.to_string();
    for mv in &p.line {
        text.push('\n');
        text.push_str(&mv.to_string());
    }
    Ok(text)
}

/// The first line of the par job's answer: "189 proven" (nothing does
/// better); "31 found 35": the best line found scores 31 and no line does
/// better than 35 (Verslun: scores more; Arctic: draws fewer), so the par
/// lies between them; "31 found" (an answer from before the bound was
/// said): the best found, with no bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParHead {
    pub par: i64,
    pub proven: bool,
    /// Where not proven: no line does better than this.
    pub bound: Option<i64>,
}

impl std::fmt::Display for ParHead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.proven, self.bound) {
            (true, _) => write!(f, "{} proven", self.par),
            (false, Some(bound)) => write!(f, "{} found {bound}", self.par),
            (false, None) => write!(f, "{} found", self.par),
        }
    }
}

impl ParHead {
    /// A par job's first line, read back (the page reads the worker's
    /// answer); `None` if it is not one ("none", or anything else).
    pub fn read(head: &str) -> Option<ParHead> {
        let mut words = head.split(' ');
        let par = words.next()?.parse().ok()?;
        let proven = match words.next()? {
            "proven" => true,
            "found" => false,
            _ => return None,
        };
        let bound = match words.next() {
            Some(w) if !proven => Some(w.parse().ok()?),
            Some(_) => return None,
            None => None,
        };
        match words.next() {
            Some(_) => None,
            None => Some(ParHead { par, proven, bound }),
        }
    }

    /// The end panel's line, beside your result `you`: "Par 189 (proven
    /// best) · you 109"; not proven, "Par: best found 31 (no line beats
    /// 35) · you 28" (or, with no bound, "Par 31 (best found) · you 28").
    pub fn words(&self, you: i64) -> String {
        match (self.proven, self.bound) {
            (true, _) => format!("Par {} (proven best) · you {you}", self.par),
            (false, Some(bound)) => format!(
                "Par: best found {} (no line beats {bound}) · you {you}",
                self.par
            ),
            (false, None) => format!("Par {} (best found) · you {you}", self.par),
        }
    }
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
    let (mv, why) = hint_move(&game, record.moves.len())?;
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

/// The hint's move and why: the Hard computer's choice from the seat's own
/// view, never from hidden cards (not even a solitaire's deck order, which
/// its par knows), with a generator drawn from that view and the move
/// number alone: two deals that look the same to you get the same hint.
pub fn hint_move<G: Game>(game: &G, ply: usize) -> Result<(G::Move, String), String> {
    let seat = game.current_player().ok_or("the game is over")?;
    let view = game.observation(seat);
    let rng = hint_rng(&view, ply);
    let mut search = Search::<G>::new(view, Level::Hard, rng);
    search.run(u32::MAX);
    let mv = search.best_move().ok_or("no move")?;
    let why = match game.seat_count() {
        1 => solo_words(search.best_rating()),
        _ => search_words(search.best_rating()),
    };
    Ok((mv, why))
}

/// A hint's generator, from what the seat sees and the move number only
/// (FNV-1a over the view's text: the same view, the same number).
fn hint_rng<V: std::fmt::Debug>(view: &V, ply: usize) -> DealRng {
    let text = format!("{view:?} {ply}");
    let n = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    DealRng::from_number(n)
}

/// Why a solitaire's hint: the Hard computer's choice, tried against many
/// orders of the cards still unseen.
pub fn solo_words(rating: Option<(f64, usize)>) -> String {
    match rating {
        None | Some((_, 0 | 1)) => "Hint: your only move.".into(),
        Some((_, n)) => format!(
            "Hint: the Hard computer's choice of {n} moves, tried against many orders of the cards you have not seen."
        ),
    }
}

/// Why a searched hint, from the Hard computer's rating of its choice (0
/// to 1; 0.5 is level with the best other seat) and how many moves it
/// weighed (`None`: the only move).
pub fn search_words(rating: Option<(f64, usize)>) -> String {
    match rating {
        None | Some((_, 0 | 1)) => "Hint: your only move.".into(),
        Some((r, n)) => {
            let outlook = if r >= 0.6 {
                "it expects you to gain on the others"
            } else if r <= 0.4 {
                "the least harm it found"
            } else {
                "it expects the race to stay close"
            };
            format!("Hint: the Hard computer's choice of {n} moves: {outlook}.")
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

/// A solitaire's par from here, as its table says it: "Par 212 (deck known) · on par",
/// "Par 212 (deck known) · 3 below par", "Par 14 (deck known) · 2 over par", "Par 212 (deck known) · par not
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
    let Some((par, par_proven, _)) = deal_par(raw, &record) else {
        return Ok(String::new());
    };
    // Before the first move there is nothing to be on or off par with.
    if record.moves.is_empty() {
        return Ok(par_words(par, par_proven));
    }
    let here = best_from_here(raw, &record, &game).map(|(score, proven, _)| (score, proven));
    Ok(format!(
        "{} · {}",
        par_words(par, par_proven),
        par_here_words(G::INFO.lower_is_better, par, here)
    ))
}

/// The deal's par at the start of the deal line: "Par 212 (deck known)";
/// a par the search did not prove is only the best it found: "Par: best
/// found 31 (deck known)".
pub fn par_words(par: i64, proven: bool) -> String {
    if proven {
        format!("Par {par} (deck known)")
    } else {
        format!("Par: best found {par} (deck known)")
    }
}

/// The par from here in words, after the deal's par on the deal line.
/// `par` is the deal's par; `here` the best result the search reached from
/// this position, and whether it proved nothing does better. On par: a
/// line from here reaches the deal's par (or beats a par that was only
/// found). A proven best short of it: par can no longer be reached, and by
/// how much it is missed ("3 below par" where more points are better, "2
/// over par" where fewer draws are).
/// Otherwise the search found no line reaching par from here, nor proved
/// there is none: "par not found from here".
pub fn par_here_words(lower_is_better: bool, par: i64, here: Option<(i64, bool)>) -> String {
    match here {
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
    }
}

// What the Hard computer would have played instead of one of your moves
// (a review's costly moves, issue 46): its choice from your view at that
// moment (the hint's search), in the log's words, and your chance after it,
// to set beside the chance after the move you made.

/// The job for move `ply` (counted from 0) of a review's record.
pub fn instead_job(ply: usize) -> String {
    format!("instead {ply}")
}

/// The answer to [`instead_job`]: "same" when the Hard computer would have
/// made that very move; else its chance after its choice (percent), a
/// line, and the choice in the log's words.
pub fn instead_of<G: Registered>(raw: &RawRecord, ply: usize) -> Result<String, String>
where
    G::Table: Session<Game = G>,
{
    let made = raw
        .moves
        .get(ply)
        .ok_or(format!("the record has no move {}", ply + 1))?;
    let mut cut = raw.clone();
    cut.moves.truncate(ply);
    let (_, game) = replayed::<G>(&cut)?;
    let seat = game.current_player().ok_or("the game is over")?;
    let (choice, _) = hint_move(&game, ply)?;
    let choice = choice.to_string();
    if choice == *made {
        return Ok("same".into());
    }
    let table = |raw: &RawRecord| {
        G::Table::from_saved(&super::saved::SavedGame::new(raw.clone())).map_err(|e| e.to_string())
    };
    let before = table(&cut)?;
    cut.moves.push(choice.clone());
    let after = table(&cut)?;
    let mut words = lines_added(&before.log_lines(), &after.log_lines(), seat);
    if words.is_empty() {
        words.extend(after.last_move_words());
    }
    let words = match words.first() {
        Some(first) => first.clone(),
        None => choice,
    };
    let chance = chance_of::<G>(&cut, seat, ply + 1)?;
    Ok(format!("{chance}\n{words}"))
}

#[cfg(test)]
mod tests;
