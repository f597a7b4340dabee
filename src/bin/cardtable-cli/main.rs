//! The native command-line tool: deals, record checks, simulations, speed.
//! Every command runs on every game of the list (`app::games`): it reads
//! the game's id with `GameId::from_id` and runs a function generic over
//! the game's rules through `cardtable::with_game!`.

mod arena;
mod args;
mod bench;
mod check;
mod deal;
mod games;
mod length;
mod par;
mod play;
mod players;
mod rules;
mod soak;
mod stats;
mod think;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cardtable-cli <command> …   (<game> is an id of `cardtable-cli games`)

  games                                   each game of the list: <id> TAB <name>
  rules <dir>                             every game's rules page as HTML: <dir>/<id>.html
  deal <game> <seed> [name=value …]       the deal in words: a line naming the game, seed and
                                          options, then a line a place
  check <record.json | -> [--log]         replays a game record (- reads standard input),
                                          checking every card at every move; prints
                                            <Name>, seed <CODE>[, <options>]: <n> moves, round <r>
                                            game over: scores [..]; won by seat(s) [..]
                                              (a solitaire: game over: score N)
                                            or in play: seat S to move; scores [..]
                                              (a solitaire: in play: seat 0 to move; score N)
                                          --log: then the game's log, or each move as `seat S: <move>`
  play <game> [--games N] [--first-seed N] [--player P] [--max-rounds R] [--max-moves M] [name=value …]
                                          N seeded games (default 1000, seeds 0…) with player P in
                                          every seat (default rules where the game has a rule-based
                                          player, else easy): seat 0's score percentiles, histogram
  arena <game> <player A> <player B> [--games N] [--first-seed N] [--threads T]
        [--max-rounds R] [--max-moves M] [--a-work-limit W|none] [--b-work-limit W|none]
        [--expert-ms X] [name=value …]
                                          A in one seat, B in all the others, each seed played with A
                                          in every seat in turn (N games in all, default 200; seeds 1…):
                                          A's win share (a shared win counts 1/k) with a 95% Wilson
                                          interval, A's score minus the others' mean with a 95%
                                          interval, games stopped at a cap (a game still going after R
                                          rounds, default 40, or M moves, default 100000, is decided by
                                          its scores); W: another search work limit than the game's
                                          (Hard's; Expert's grows with its iterations); X: another
                                          time for an Expert than its own (1000 ms a move)
  think <game> [--positions N] [--player P] [name=value …]
                                          time per computer move by level (median, 90%, max) over N
                                          positions (default 40) spread over games played by P (default
                                          rules where the game has a rule-based player, else random)
  think-bench <game> [--games N] [--first-seed S] [--level easy|normal|hard|expert|all] [--every K]
              [--max-plies M] [--repeat R] [--work-limit W|none] [--player P] [--csv yes] [name=value …]
                                          every K-th decision of N seeded games (played by P: default
                                          rules where the game has a rule-based player, else easy)
                                          searched at the level: median, 90% and max ms (CPU time
                                          where known, the fastest of R runs each), the slowest
                                          position, and the worst by tenth of the game
  length <game> [--games N] [--first-seed N] [--player P] [--threads T] [--max-rounds R]
         [--max-moves M] [name=value …]   game length in moves and rounds (median, 99%, max) over N
                                          games (default 10000, seeds 0…) with P in every seat
                                          (default random), and how they ended (over or at a cap,
                                          default 40 rounds or 100000 moves)
  par <game> <seed> [--budget N] [name=value …]
                                          a solitaire's par (best result with the deck order known,
                                          for games with a par): proven or not, time, nodes, the line,
                                          and what the rule-based player scores on the deal
  par <game> --deals N [--first-seed S] [--budget N] [--threads T] [--within-ms X] [name=value …]
                                          par over N deals (seeds S…, default 0): time per deal
                                          (median, 95%, max), how often proven, the par's spread and
                                          its gain over the rule-based player
                                          (par plays the solo game: a game that can be played alone but
                                          defaults to more players, as arctic, gets players=1 unless
                                          players=… is given)
  soak <game> [--games N] [--first-seed N] [--threads T] [--legal L|all] [--illegal K] [--max-moves M] [name=value …]
                                          the invariant harness on N random games (default 10000, seeds
                                          0…, each player count in turn unless options are given): every
                                          card in one place, every legal move applies (or L of them at
                                          random a position), K illegal moves a position refused
                                          unchanged (default 4), the record round-trips
                                          and replays; a game still going at M moves (default 2000) is
                                          checked there; exits non-zero at the first failure
  bench [--games N]                       random full Verslun games per second on one core (default
                                          200000); prints `games_per_second: N`

seeds:   a seed code (K7M2QX4P) or a number (7)
players: easy, normal, hard, expert (computers searching from their seat's view; expert for
         about a second a move, --expert-ms), rules (the game's
         rule-based yardstick, where it has one), random (the game's random playout move)
scores:  the game's own scores, higher is better (Asymmetry: minus the cards in hand, 10 more
         for a win; Arctic Solitaire: minus the penalty points); a solitaire's score in its own
         count (Arctic Solitaire solo: cards drawn and points in hand, fewer is better)
options: name=value as in the game's links (README, docs/records.md), e.g.
         verslun hand=6 columns=4 aceswild=yes   pickup hands=5 | target=1000
         thricewise players=4   arctic players=1 (solo)";

fn main() -> ExitCode {
    end_quietly_on_a_closed_pipe();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or_default();
    let result = match args.first().map(String::as_str) {
        Some("games") => games::run(rest),
        Some("deal") => deal::run(rest),
        Some("check") => check::run(rest),
        Some("play") => play::run(rest),
        Some("arena") => arena::run(rest),
        Some("think") => think::run(rest),
        Some("think-bench") => think::run_bench(rest),
        Some("length") => length::run(rest),
        Some("par") => par::run(rest),
        Some("rules") => rules::run(rest),
        Some("soak") => soak::run(rest),
        Some("bench") => bench::run(rest),
        Some("help" | "--help" | "-h") | None => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command {other:?}\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `cardtable-cli … | head -1`: once the reader has gone, `println!`
/// panics (Rust ignores SIGPIPE, so a write fails with a broken pipe).
/// That is no error of ours: end at once, quietly, as `cat` would.
fn end_quietly_on_a_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to std") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}
