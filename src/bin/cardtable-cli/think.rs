//! `think <game>`: time per computer move by level; `think-bench <game>`:
//! the worst decision times over whole games.

use crate::args::Args;
use crate::players::{Budget, Player};
use crate::stats::{percentile, thread_cpu_ns, times_ms};
use cardtable::app::jobs::clock;
use cardtable::engine::bot::{run_timed, thinking_rng, Level, Search};
use cardtable::engine::{Game, Seed};
use std::time::Instant;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &["positions", "player"], &[])?;
    let game = args.game()?;
    args.at_most_words(1)?;
    cardtable::with_game!(game, G => think::<G>(&args))
}

pub fn run_bench(args: &[String]) -> Result<(), String> {
    let args = Args::parse(
        args,
        &[
            "games",
            "first-seed",
            "level",
            "every",
            "max-plies",
            "repeat",
            "work-limit",
            "player",
            "csv",
        ],
        &[],
    )?;
    let game = args.game()?;
    args.at_most_words(1)?;
    cardtable::with_game!(game, G => think_bench::<G>(&args))
}

/// Every position of the deal of `seed` where the seat to move has a
/// choice, as `player` plays it in every seat (at most `max_plies` moves):
/// (ply, game), and the plies played.
fn positions<G: Game>(
    options: &G::Options,
    seed: Seed,
    player: Player,
    max_plies: usize,
) -> Result<(Vec<(usize, G)>, usize), String> {
    let mut game = G::new(options, seed);
    let mut out = Vec::new();
    let mut ply = 0;
    while ply < max_plies && game.current_player().is_some() {
        if game.legal_moves().len() > 1 {
            out.push((ply, game.clone()));
        }
        let mv = player.choose(&game, seed, ply, Budget::of::<G>())?;
        game.apply(&mv)
            .map_err(|e| format!("seed {seed}: {mv}: {e}"))?;
        ply += 1;
    }
    Ok((out, ply))
}

/// Time per computer move by level, over one position of each seeded game
/// (played by the cheap player), taken at a different point of each.
fn think<G: Game>(args: &Args) -> Result<(), String> {
    let options = args.options::<G>()?;
    let wanted = args.count("positions", 40)?;
    let player = Player::from_flag::<G>(args.flag("player"), &options, Player::Random)?;
    let mut chosen: Vec<(Seed, usize, G)> = Vec::new();
    let mut n = 0;
    while chosen.len() < wanted {
        n += 1;
        if n > 100 * wanted as u64 + 100 {
            return Err("no position with a choice found".into());
        }
        let seed = Seed::from_number(n);
        let (mut all, _) = positions::<G>(&options, seed, player, 2000)?;
        if all.is_empty() {
            continue;
        }
        let at = ((n * 37) % 100) as usize * all.len() / 100;
        let (ply, game) = all.swap_remove(at);
        chosen.push((seed, ply, game));
    }
    println!(
        "{}: {} positions, one from each of seeds 1…{n} ({} play up to them)",
        G::INFO.name,
        chosen.len(),
        player.word()
    );
    for level in Level::ALL {
        let mut times = Vec::new();
        let mut slowest = (0.0, String::new());
        let mut made = Vec::new();
        for (seed, ply, game) in &chosen {
            let seat = game.current_player().unwrap_or(0);
            let start = Instant::now();
            let mut search = Search::<G>::new(
                game.observation(seat),
                level,
                thinking_rng(*seed, seat, *ply),
            );
            run_timed(&mut search, level, level.think_ms(), clock());
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            made.push(search.iterations_done() as f64);
            if ms > slowest.0 {
                let moves = game.legal_moves().len();
                slowest = (
                    ms,
                    format!("seed {seed}, move {}, {moves} legal moves", ply + 1),
                );
            }
            times.push(ms);
        }
        made.sort_by(f64::total_cmp);
        let budget = match level.think_ms() {
            Some(ms) => format!("{} iterations or {ms} ms", level.iterations()),
            None => format!("{} iterations", level.iterations()),
        };
        println!(
            "{:<6} {budget}: {} a move, median {:.0} iterations made (slowest: {})",
            level.name(),
            times_ms(&times),
            percentile(&made, 0.5),
            slowest.1
        );
    }
    Ok(())
}

/// One timed decision of `think-bench`.
struct Timed {
    ms: f64,
    seed: Seed,
    ply: usize,
    /// How far into its game (0..10: tenths of the plies it lasted).
    stage: usize,
    moves: usize,
    iterations: u32,
    steps: u64,
    compared: u64,
    work: u64,
}

/// Worst-case decision times: `--games` seeded games played to their end
/// (or `--max-plies`) by a cheap player, and at every `--every`-th decision
/// with a choice, the level's search from that seat's view is timed.
fn think_bench<G: Game>(args: &Args) -> Result<(), String> {
    let options = args.options::<G>()?;
    let games = args.number("games", 10)?.max(1);
    let first = args.number("first-seed", 1)?;
    let every = args.count("every", 1)?;
    let max_plies = args.number("max-plies", 5000)? as usize;
    let csv = args.flag("csv") == Some("yes");
    let repeat = args.number("repeat", 1)?.max(1);
    let work_limit = args.work_limit::<G>("work-limit")?;
    let player = Player::from_flag::<G>(args.flag("player"), &options, Player::Bot(Level::Easy))?;
    let levels: Vec<Level> = match args.flag("level") {
        None => vec![Level::Hard],
        Some("all") => Level::ALL.to_vec(),
        Some(w) => match Player::named(w)? {
            Player::Bot(level) => vec![level],
            _ => {
                return Err(format!(
                    "--level is easy, normal, hard, expert or all, not {w:?}"
                ))
            }
        },
    };
    // The positions first: (seed, ply, stage, game).
    let mut chosen = Vec::new();
    for n in first..first + games {
        let seed = Seed::from_number(n);
        let (all, plies) = positions::<G>(&options, seed, player, max_plies)?;
        for (ply, game) in all.into_iter().step_by(every) {
            chosen.push((seed, ply, (ply * 10 / plies.max(1)).min(9), game));
        }
    }
    if csv {
        println!("level,seed,ply,stage,moves,ms,iterations,steps,compared,work");
    }
    for level in levels {
        let mut timed = Vec::new();
        for (seed, ply, stage, game) in &chosen {
            let seat = game.current_player().unwrap_or(0);
            let view = game.observation(seat);
            let new_search = || {
                Search::<G>::with_budget(
                    view.clone(),
                    level.iterations(),
                    level.work_limit(work_limit),
                    thinking_rng(*seed, seat, *ply),
                )
            };
            // The fastest of `--repeat` runs: other work on the machine only
            // ever adds time. On Linux the thread's own CPU time (other
            // processes on a busy machine don't count), else the wall time.
            let mut ms = f64::INFINITY;
            let mut search = new_search();
            for _ in 0..repeat {
                let start = Instant::now();
                let cpu = thread_cpu_ns();
                search = new_search();
                run_timed(&mut search, level, level.think_ms(), clock());
                let took = match (cpu, thread_cpu_ns()) {
                    (Some(a), Some(b)) => (b - a) as f64 / 1e6,
                    _ => start.elapsed().as_secs_f64() * 1000.0,
                };
                ms = ms.min(took);
            }
            let t = Timed {
                ms,
                seed: *seed,
                ply: *ply,
                stage: *stage,
                moves: game.legal_moves().len(),
                iterations: search.iterations_done(),
                steps: search.steps_done(),
                compared: search.moves_compared(),
                work: search.work_done(),
            };
            if csv {
                println!(
                    "{},{},{},{},{},{:.2},{},{},{},{}",
                    level.name(),
                    t.seed,
                    t.ply,
                    t.stage,
                    t.moves,
                    t.ms,
                    t.iterations,
                    t.steps,
                    t.compared,
                    t.work
                );
            }
            timed.push(t);
        }
        report::<G>(level, timed, games, first)?;
    }
    Ok(())
}

fn report<G: Game>(
    level: Level,
    mut timed: Vec<Timed>,
    games: u64,
    first: u64,
) -> Result<(), String> {
    if timed.is_empty() {
        return Err("no decision with a choice".into());
    }
    timed.sort_by(|a, b| a.ms.total_cmp(&b.ms));
    let worst = &timed[timed.len() - 1];
    let ms: Vec<f64> = timed.iter().map(|t| t.ms).collect();
    println!(
        "{} {:<6}: median {:.1} ms, 90% {:.1} ms, max {:.1} ms a decision ({} decisions of {games} games from seed {first}); slowest: seed {} ply {} ({} moves, {} iterations, {} steps)",
        G::INFO.name,
        level.name(),
        percentile(&ms, 0.5),
        percentile(&ms, 0.9),
        worst.ms,
        timed.len(),
        worst.seed,
        worst.ply,
        worst.moves,
        worst.iterations,
        worst.steps
    );
    let by_stage: Vec<String> = (0..10)
        .filter_map(|s| {
            let here: Vec<&Timed> = timed.iter().filter(|t| t.stage == s).collect();
            let max = here.iter().map(|t| t.ms).reduce(f64::max)?;
            let iters = here.iter().map(|t| t.iterations).min()?;
            Some(format!("{max:.0} ms/{iters}"))
        })
        .collect();
    println!(
        "  max ms / fewest iterations by tenth of the game: {}",
        by_stage.join(", ")
    );
    Ok(())
}
