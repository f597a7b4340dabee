//! `arena <game> <A> <B>`: player A in one seat against player B in all
//! the others, over seeded games, each seed played with A in every seat.

use crate::args::{in_brackets, Args};
use crate::players::{parallel, play_out, win_shares, Budget, Caps, Player};
use crate::stats::{mean_interval, percentile, times_ms, wilson};
use cardtable::engine::{Game, GameOptions, Seed};
use std::time::Instant;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(
        args,
        &[
            "games",
            "first-seed",
            "threads",
            "max-rounds",
            "max-moves",
            "a-work-limit",
            "b-work-limit",
            "expert-ms",
        ],
        &[],
    )?;
    let game = args.game()?;
    args.at_most_words(3)?;
    cardtable::with_game!(game, G => arena::<G>(&args))
}

/// One game of the arena.
struct Outcome {
    /// A's share of the win.
    share: f64,
    /// A's score minus the others' mean.
    lead: f64,
    moves: usize,
    rounds: u32,
    capped: bool,
    /// A's time per decision with a choice (bots only), ms.
    times: Vec<f64>,
}

fn arena<G: Game>(args: &Args) -> Result<(), String>
where
    G::Options: Sync,
{
    let options = args.options::<G>()?;
    let a = Player::named(args.word(1, "player A (easy, normal, hard, expert, rules)")?)?;
    let b = Player::named(args.word(2, "player B (easy, normal, hard, expert, rules)")?)?;
    let (a, b) = (a.check::<G>(&options)?, b.check::<G>(&options)?);
    let seats = G::new(&options, Seed::from_number(0)).seat_count();
    if seats < 2 {
        return Err(format!(
            "the arena sets players against each other: {}{} has one seat (compare players \
             with `play {} --player P`)",
            G::INFO.name,
            in_brackets(&options.describe()),
            G::INFO.id
        ));
    }
    let games = args.number("games", 200)?;
    let first = args.number("first-seed", 1)?;
    let threads = args.count("threads", 2)?;
    let caps = Caps::from_args(args, 40)?;
    let expert_ms = match args.flag("expert-ms") {
        Some(_) => Some(args.number("expert-ms", 1000)? as f64),
        None => None,
    };
    let budgets = [
        Budget {
            work: args.work_limit::<G>("a-work-limit")?,
            expert_ms,
        },
        Budget {
            work: args.work_limit::<G>("b-work-limit")?,
            expert_ms,
        },
    ];
    let seeds = games.div_ceil(seats as u64).max(1);
    // Every (seed, A's seat), dealt out to the threads in turn.
    let jobs: Vec<(u64, usize)> = (first..first + seeds)
        .flat_map(|n| (0..seats).map(move |s| (n, s)))
        .collect();
    let start = Instant::now();
    let played = parallel(&jobs, threads, |&(n, a_seat)| {
        let seed = Seed::from_number(n);
        let mut times = Vec::new();
        let played = play_out::<G>(&options, seed, caps, |game, seat, ply| {
            let (player, budget) = match seat == a_seat {
                true => (a, budgets[0]),
                false => (b, budgets[1]),
            };
            let timed = seat == a_seat && matches!(a, Player::Bot(_));
            let start = Instant::now();
            let mv = player.choose(game, seed, ply, budget)?;
            if timed && game.legal_moves().len() > 1 {
                times.push(start.elapsed().as_secs_f64() * 1000.0);
            }
            Ok(mv)
        })?;
        let scores = played.game.scores();
        let others = (scores.iter().sum::<i64>() - scores[a_seat]) as f64 / (seats - 1) as f64;
        Ok(Outcome {
            share: win_shares(&played.game)[a_seat],
            lead: scores[a_seat] as f64 - others,
            moves: played.moves,
            rounds: played.rounds,
            capped: played.capped,
            times,
        })
    })?;
    let setup = Setup {
        players: [a, b],
        seats,
        first,
        seeds,
        threads,
        caps,
        secs: start.elapsed().as_secs_f64(),
    };
    report::<G>(&options, &setup, &played);
    Ok(())
}

/// How the arena was played, for its report.
struct Setup {
    players: [Player; 2],
    seats: usize,
    first: u64,
    seeds: u64,
    threads: usize,
    caps: Caps,
    secs: f64,
}

fn report<G: Game>(options: &G::Options, setup: &Setup, played: &[Outcome]) {
    let Setup {
        players: [a, b],
        seats,
        first,
        seeds,
        threads,
        caps,
        secs,
    } = *setup;
    let n = played.len();
    let wins: f64 = played.iter().map(|p| p.share).sum();
    let (pw, lo, hi) = wilson(wins, n as f64);
    let leads: Vec<f64> = played.iter().map(|p| p.lead).collect();
    let (mean, half) = mean_interval(&leads);
    println!(
        "{} arena{}: {} against {} {}, {seats} players, {n} games ({seeds} seeds from {first}, {} in every seat), {:.1} s",
        G::INFO.name,
        in_brackets(&options.describe()),
        a.name(),
        seats - 1,
        b.name(),
        a.name(),
        secs
    );
    println!(
        "wins:   {} won {wins:.2} of {n} = {pw:.1}% (95% interval {lo:.1}–{hi:.1}%; an even player wins {:.1}%; a shared win counts a share)",
        a.name(),
        100.0 / seats as f64
    );
    println!(
        "points: {} scored {mean:+.2} more than the others' mean (95% interval {:+.2} to {:+.2})",
        a.name(),
        mean - half,
        mean + half
    );
    let mut moves: Vec<usize> = played.iter().map(|p| p.moves).collect();
    let mut rounds: Vec<u32> = played.iter().map(|p| p.rounds).collect();
    moves.sort_unstable();
    rounds.sort_unstable();
    let capped = played.iter().filter(|p| p.capped).count();
    println!(
        "length: median {} moves, longest {}; median {} rounds, most {}; {capped} stopped at the cap ({} rounds or {} moves) and went to the best score",
        percentile(&moves, 0.5),
        percentile(&moves, 1.0),
        percentile(&rounds, 0.5),
        percentile(&rounds, 1.0),
        caps.rounds,
        caps.moves
    );
    let times: Vec<f64> = played
        .iter()
        .flat_map(|p| p.times.iter().copied())
        .collect();
    if !times.is_empty() {
        println!(
            "time:   {} thought {} a decision ({} decisions with a choice; threads: {threads})",
            a.name(),
            times_ms(&times),
            times.len()
        );
    }
}
