//! `par <game> <seed>` and `par <game> --deals N`: a solitaire's par (the
//! best result with the deck order known, [`Game::par`]), for the games
//! that have one ([`GameInfo::has_par`](cardtable::engine::GameInfo)).
//! `--deals N` also gives each deal's CPU time (Linux), and with
//! `--within-ms X` the deals proven within X ms of it.

use crate::args::{in_brackets, seed_word, Args};
use crate::players::{has_rules, parallel, play_out, shown_score, Budget, Caps, Player};
use crate::stats::{mean, percentile, sorted_f64};
use cardtable::app::games::GameId;
use cardtable::engine::{Game, GameOptions, Par, Seed};
use std::time::Instant;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(
        args,
        &["budget", "deals", "first-seed", "threads", "within-ms"],
        &[],
    )?;
    let game = args.game()?;
    if !game.info().has_par {
        let with: Vec<&str> = GameId::ALL
            .into_iter()
            .filter(|g| g.info().has_par)
            .map(|g| g.id())
            .collect();
        return Err(format!(
            "{} has no par (games with a par: {})",
            game.name(),
            with.join(", ")
        ));
    }
    cardtable::with_game!(game, G => par::<G>(&args))
}

/// The options: those given, and `players=1` where the game can be played
/// alone but its options default to more players (Arctic Solitaire's solo
/// game) and none is given.
fn solo_options<G: Game>(args: &Args) -> Result<G::Options, String> {
    let options = args.options::<G>()?;
    let seats = G::new(&options, Seed::from_number(0)).seat_count();
    let named = args.params.iter().any(|(k, _)| k == "players");
    if seats > 1 && G::INFO.players.0 == 1 && !named {
        let mut params = args.params.clone();
        params.push(("players".into(), "1".into()));
        return G::Options::from_params(&params);
    }
    Ok(options)
}

/// The par of the deal of `seed`, or an error where these options have none.
fn par_of<G: Game>(
    options: &G::Options,
    seed: Seed,
    budget: Option<u64>,
) -> Result<Par<G::Move>, String> {
    G::new(options, seed).par(budget).ok_or_else(|| {
        format!(
            "{}{}: no par for these options (a par is a solitaire's: one player)",
            G::INFO.name,
            in_brackets(&options.describe())
        )
    })
}

/// What the rule-based player scores on the deal, in the game's own count.
fn rules_score<G: Game>(options: &G::Options, seed: Seed) -> Result<i64, String> {
    let caps = Caps {
        rounds: u32::MAX,
        moves: 1_000_000,
    };
    let played = play_out::<G>(options, seed, caps, |game, _, ply| {
        Player::Rules.choose(game, seed, ply, Budget::of::<G>())
    })?;
    Ok(shown_score(&played.game, 0))
}

/// How much better the par is than `other`, in the game's own count.
fn gain<G: Game>(par: i64, other: i64) -> i64 {
    match G::INFO.lower_is_better {
        true => other - par,
        false => par - other,
    }
}

fn par<G: Game>(args: &Args) -> Result<(), String>
where
    G::Options: Sync,
{
    let options = solo_options::<G>(args)?;
    let budget = match args.flag("budget") {
        Some(_) => Some(args.number("budget", 0)?),
        None => None,
    };
    let budget_words = budget.map_or("the game's own".to_string(), |b| b.to_string());
    let rules = has_rules::<G>(&options);
    if args.has_flag("deals") {
        args.at_most_words(1)?;
        return deals::<G>(args, &options, budget, &budget_words, rules);
    }
    let seed = seed_word(args.word(1, "seed code (or --deals N)")?)?;
    args.at_most_words(2)?;
    let start = Instant::now();
    let found = par_of::<G>(&options, seed, budget)?;
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} par{}, seed {seed}",
        G::INFO.name,
        in_brackets(&options.describe())
    );
    let against = match rules {
        true => format!(
            "; the rule-based player scores {}",
            rules_score::<G>(&options, seed)?
        ),
        false => String::new(),
    };
    println!(
        "par {} ({}){against}",
        found.score,
        match found.proven {
            true => "proven optimal".to_string(),
            false => format!("best found: budget spent; no line beats {}", found.bound),
        }
    );
    println!(
        "time {:.1} ms · nodes {} · budget {budget_words}",
        secs * 1000.0,
        found.nodes
    );
    let line: Vec<String> = found.line.iter().map(|m| m.to_string()).collect();
    println!("line ({} moves): {}", line.len(), line.join(", "));
    Ok(())
}

fn deals<G: Game>(
    args: &Args,
    options: &G::Options,
    budget: Option<u64>,
    budget_words: &str,
    rules: bool,
) -> Result<(), String>
where
    G::Options: Sync,
{
    let deals = args.number("deals", 100)?;
    let first = args.number("first-seed", 0)?;
    let threads = args.count("threads", 1)?;
    let seeds: Vec<u64> = (first..first + deals).collect();
    let all = Instant::now();
    let within_ms = match args.flag("within-ms") {
        Some(_) => Some(args.number("within-ms", 0)?),
        None => None,
    };
    let results = parallel(&seeds, threads, |&n| {
        let seed = Seed::from_number(n);
        let start = Instant::now();
        let cpu = thread_cpu();
        let found = par_of::<G>(options, seed, budget)?;
        let secs = start.elapsed().as_secs_f64();
        let cpu = thread_cpu().zip(cpu).map(|(after, before)| after - before);
        let gain = match rules {
            true => Some(gain::<G>(found.score, rules_score::<G>(options, seed)?)),
            false => None,
        };
        Ok(DealPar {
            secs,
            nodes: found.nodes,
            proven: found.proven,
            par: found.score,
            gain,
            cpu,
            bound: found.bound,
        })
    })?;
    let total = all.elapsed().as_secs_f64();
    let slowest = (0..results.len())
        .max_by(|&a, &b| results[a].secs.total_cmp(&results[b].secs))
        .map_or(first, |i| seeds[i]);
    let times = sorted_f64(results.iter().map(|r| r.secs).collect());
    let mut nodes: Vec<u64> = results.iter().map(|r| r.nodes).collect();
    let mut pars: Vec<i64> = results.iter().map(|r| r.par).collect();
    let mut gains: Vec<i64> = results.iter().filter_map(|r| r.gain).collect();
    nodes.sort_unstable();
    pars.sort_unstable();
    gains.sort_unstable();
    let proven = results.iter().filter(|r| r.proven).count();
    println!(
        "{} par{}, {deals} deals from seed {first}, budget {budget_words}",
        G::INFO.name,
        in_brackets(&options.describe())
    );
    let ms = |p: f64| percentile(&times, p) * 1000.0;
    println!(
        "time per deal: median {:.1} ms · 95% {:.1} ms · max {:.1} ms (seed {}) · total {total:.1} s, threads: {threads}",
        ms(0.5),
        ms(0.95),
        ms(1.0),
        Seed::from_number(slowest)
    );
    let cpus: Vec<f64> = results.iter().filter_map(|r| r.cpu).collect();
    if cpus.len() == results.len() {
        let sorted = sorted_f64(cpus.clone());
        let ms = |p: f64| percentile(&sorted, p) * 1000.0;
        println!(
            "CPU per deal (the search's thread): median {:.1} ms · 95% {:.1} ms · max {:.1} ms · total {:.1} s",
            ms(0.5),
            ms(0.95),
            ms(1.0),
            cpus.iter().sum::<f64>()
        );
        if let Some(limit) = within_ms {
            let within = results
                .iter()
                .filter(|r| r.proven && r.cpu.is_some_and(|c| c * 1000.0 <= limit as f64))
                .count();
            println!(
                "proven within {limit} ms of CPU: {within} of {deals} ({:.1}%)",
                100.0 * within as f64 / deals.max(1) as f64
            );
            // The deals a faster machine might bring within the limit.
            let over: Vec<String> = seeds
                .iter()
                .zip(&results)
                .filter_map(|(&n, r)| {
                    let ms = r.cpu? * 1000.0;
                    (r.proven && ms > limit as f64)
                        .then(|| format!("{} {ms:.0} ms ({} nodes)", Seed::from_number(n), r.nodes))
                })
                .collect();
            if !over.is_empty() {
                println!("proven, over {limit} ms: {}", over.join(", "));
            }
        }
    }
    println!(
        "nodes per deal: median {} · 95% {} · max {}",
        percentile(&nodes, 0.5),
        percentile(&nodes, 0.95),
        percentile(&nodes, 1.0)
    );
    println!(
        "proven optimal: {proven} of {deals} ({:.1}%)",
        100.0 * proven as f64 / deals.max(1) as f64
    );
    let unproven: Vec<(u64, i64, i64)> = seeds
        .iter()
        .zip(&results)
        .filter(|(_, r)| !r.proven)
        .map(|(&n, r)| (n, r.par, r.bound))
        .collect();
    if let Some(&(worst, score, _)) = unproven.iter().max_by_key(|(_, score, _)| *score) {
        let listed: Vec<String> = unproven
            .iter()
            .take(UNPROVEN_LISTED)
            .map(|&(n, p, b)| format!("{} {p} ({b})", Seed::from_number(n)))
            .collect();
        println!(
            "not proven (seed, par found (no line beats)): {}{} · worst {score} (seed {})",
            listed.join(", "),
            if unproven.len() > UNPROVEN_LISTED {
                ", …"
            } else {
                ""
            },
            Seed::from_number(worst)
        );
    }
    let pars_f: Vec<f64> = pars.iter().map(|&p| p as f64).collect();
    let against = match gains.is_empty() {
        true => String::new(),
        false => format!(
            "; better than the rule-based player by: median {} · max {}",
            percentile(&gains, 0.5),
            percentile(&gains, 1.0)
        ),
    };
    println!(
        "par: min {} · median {} · 90% {} · max {} · mean {:.2}{against}",
        percentile(&pars, 0.0),
        percentile(&pars, 0.5),
        percentile(&pars, 0.9),
        percentile(&pars, 1.0),
        mean(&pars_f)
    );
    Ok(())
}

/// One deal's par search, for `par <game> --deals N`.
struct DealPar {
    secs: f64,
    nodes: u64,
    proven: bool,
    par: i64,
    /// Over the rule-based player, where the game has one.
    gain: Option<i64>,
    /// CPU seconds of the search, where known.
    cpu: Option<f64>,
    /// No line does better.
    bound: i64,
}

/// Deals not proven listed at most (enough to study them all when the
/// rest are proven).
const UNPROVEN_LISTED: usize = 40;

/// The CPU time this thread has run, in seconds (Linux: the first field of
/// `/proc/thread-self/schedstat`, in nanoseconds, brought up to date at the
/// scheduler's ticks: a deal of a millisecond may read 0); `None` elsewhere.
fn thread_cpu() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}
