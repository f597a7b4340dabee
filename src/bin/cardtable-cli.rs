//! The native command-line tool: deals, record checks, simulations, speed.
//!
//! ```text
//! cardtable-cli deal verslun K7M2QX4P [hand=6 columns=4 aceswild=yes rankpairs=no]
//! cardtable-cli check game.json            (or - for standard input)
//! cardtable-cli play verslun --games 1000 [--first-seed N] [options…]
//! cardtable-cli bench [--games N]
//! cardtable-cli deal pickup K7M2QX4P [hands=5 | target=1000] [opponent=easy]
//! cardtable-cli arena pickup hard easy [--matches N] [--hands H | target=N [--max-hands M]] [--threads T]
//! cardtable-cli think pickup [--positions N]
//! cardtable-cli arena thricewise hard easy [--players 3] [--games N] [--threads T]
//! cardtable-cli think thricewise [--positions N] [players=3]
//! cardtable-cli deal asymmetry K7M2QX4P
//! cardtable-cli arena asymmetry hard easy|rules [--games N] [--threads T]
//! cardtable-cli think asymmetry [--positions N]
//! cardtable-cli length asymmetry [--games N] [--policy random|rules]
//! cardtable-cli arena arctic hard easy|rules [--players 3] [--games N] [--rounds R] [--threads T]
//! cardtable-cli think arctic [--positions N] [players=3]
//! cardtable-cli think-bench thricewise [--games N] [--level hard|all] [--every K] [players=3]
//! cardtable-cli par verslun K7M2QX4P [--budget N] [options…]
//! cardtable-cli par verslun --deals 1000 [--first-seed N] [--budget N] [--threads T] [options…]
//! cardtable-cli par arctic K7M2QX4P [--budget N]
//! cardtable-cli par arctic --deals 500 [--first-seed N] [--budget N]
//! ```

use cardtable::engine::arctic::{Arctic, ArcticOptions};
use cardtable::engine::asymmetry::{rule_based_move, Asymmetry, AsymmetryOptions};
use cardtable::engine::bot::{choose_move, thinking_rng, Level, Search};
use cardtable::engine::harness::check_cards;
use cardtable::engine::pickup::{MatchLength, PickUp, PickUpOptions, DEFAULT_HANDS};
use cardtable::engine::strategy::verslun_greedy;
use cardtable::engine::thricewise::{Thricewise, ThricewiseOptions};
use cardtable::engine::verslun::{Verslun, VerslunMove, VerslunOptions};
use cardtable::engine::{DealRng, Game, GameOptions, RawRecord, Record, Seed};
use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
usage:
  cardtable-cli deal <game> <seed code> [name=value …]   print the deal
  cardtable-cli check <record.json | ->                   replay a game record, print its outcome
  cardtable-cli play <game> [--games N] [--first-seed N] [name=value …]
                                                          play N deals with a simple strategy
  cardtable-cli bench [--games N]                         random full games per second (one core)
  cardtable-cli arena pickup <level> <level> [--matches N] [--first-seed N] [--hands H] [--threads T]
                             [target=N [--max-hands M]]
                                                          computer against computer, seats swapped;
                                                          win rates with 95% intervals; matches of H
                                                          hands (default 5), or first to N (a match
                                                          not decided after M hands, default 10,
                                                          goes to the leader)
  cardtable-cli arena thricewise <level> <level> [--players P] [--games N] [--first-seed N] [--threads T]
                                 [--a-work-limit W|none] [--b-work-limit W|none]
                                                          the first level in one seat (each in turn),
                                                          the second in the others; a search's work limit
                                                          other than the game's (none: iterations only)
  cardtable-cli arena asymmetry <player> <player> [--games N] [--first-seed N] [--threads T]
                                                          the first player in one seat (each in turn),
                                                          the second in the other three; a player is a
                                                          level or `rules` (the rule-based yardstick)
  cardtable-cli arena arctic <player> <player> [--players P] [--games N] [--first-seed N] [--rounds R] [--threads T]
                                                          the first player in one seat (each in turn), the
                                                          second in the others, matches to the end (100
                                                          points) or R rounds (default 40: then the lowest
                                                          total wins); a player is a level or `rules`
  cardtable-cli think <pickup|thricewise|asymmetry|arctic> [--positions N] [players=P]
                                                          time per computer move, by level
  cardtable-cli think-bench <pickup|thricewise|asymmetry|arctic> [--games N] [--first-seed S]
                            [--level easy|normal|hard|all] [--every K] [--max-plies M] [--repeat R]
                            [--work-limit W|none] [--csv yes]
                                                          every K-th decision of N seeded games (played
                                                          by Easy computers, or the rule-based player in
                                                          Asymmetry and Arctic) searched at the level:
                                                          median, 90% and max ms (CPU time where known,
                                                          the fastest of R runs each), the slowest
                                                          position, and the worst by stage (tenths of
                                                          the game); W: another work limit than the
                                                          game's (none: iterations only)
  cardtable-cli length asymmetry [--games N] [--first-seed N] [--policy random|rules] [--threads T]
                                                          game length over many games (turns, moves)
  cardtable-cli check <record.json | -> --log             … and tell an Asymmetry game turn by turn
  cardtable-cli par verslun <seed code | number> [--budget N] [name=value …]
                                                          the deal's par (best score with the deck known):
                                                          proven or not, time, nodes, the line
  cardtable-cli par verslun --deals N [--first-seed S] [--budget N] [--threads T] [name=value …]
                                                          par over N deals: time per deal (median, 95%,
                                                          max), how often proven, par against greedy
  cardtable-cli par arctic <seed code | number> [--budget N]
                                                          the solo deal's par (fewest draws to go out,
                                                          deck known): proven or not, time, nodes, line
  cardtable-cli par arctic --deals N [--first-seed S] [--budget N]
                                                          par over N solo deals (seeds S…): time per deal
                                                          (median, 95%, max), how often proven, par spread
games:  verslun  (options: hand=4..8 columns=2..6 aceswild=yes|no rankpairs=yes|no)
        pickup   (options: hands=1..20 or target=100..5000 (without hands: first to 1000)
                  opponent=easy|normal|hard|person)
        thricewise (options: players=2..5 opponents=easy,hard,…)
        asymmetry (options: opponents=easy,hard,… for seats 1–3)
        arctic   (options: players=1..6 opponents=easy,hard,…)
levels: easy normal hard";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("deal") => deal(&args[1..]),
        Some("check") => check(&args[1..]),
        Some("play") => play(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("arena") => arena(&args[1..]),
        Some("think") => think(&args[1..]),
        Some("think-bench") => think_bench(&args[1..]),
        Some("length") => length(&args[1..]),
        Some("par") => par(&args[1..]),
        Some("help") | Some("--help") | Some("-h") | None => {
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

/// Splits `name=value` options from `--flag value` pairs and plain words.
struct Args {
    words: Vec<String>,
    params: Vec<(String, String)>,
    flags: Vec<(String, String)>,
}

fn split_args(args: &[String]) -> Result<Args, String> {
    let mut parsed = Args {
        words: vec![],
        params: vec![],
        flags: vec![],
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(flag) = a.strip_prefix("--") {
            let value = it.next().ok_or_else(|| format!("--{flag} needs a value"))?;
            parsed.flags.push((flag.to_string(), value.clone()));
        } else if let Some((k, v)) = a.split_once('=') {
            parsed.params.push((k.to_string(), v.to_string()));
        } else {
            parsed.words.push(a.clone());
        }
    }
    Ok(parsed)
}

fn flag_number(args: &Args, name: &str, default: u64) -> Result<u64, String> {
    match args.flags.iter().find(|(k, _)| k == name) {
        Some((_, v)) => v
            .parse()
            .map_err(|_| format!("--{name} needs a whole number, not {v:?}")),
        None => Ok(default),
    }
}

fn game_name(args: &Args) -> Result<&str, String> {
    match args.words.first().map(String::as_str) {
        Some("verslun") => Ok("verslun"),
        Some("pickup") => Ok("pickup"),
        Some("thricewise") => Ok("thricewise"),
        Some("asymmetry") => Ok("asymmetry"),
        Some("arctic") => Ok("arctic"),
        Some(other) => Err(format!(
            "unknown game {other:?} (games: verslun, pickup, thricewise, asymmetry, arctic)"
        )),
        None => Err(format!("which game?\n{USAGE}")),
    }
}

fn deal(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    let game = game_name(&args)?;
    let seed: Seed = args
        .words
        .get(1)
        .ok_or("which seed code?")?
        .parse()
        .map_err(|e: cardtable::engine::SeedError| e.to_string())?;
    if game == "pickup" {
        return deal_pickup(&PickUpOptions::from_params(&args.params)?, seed);
    }
    if game == "thricewise" {
        return deal_thricewise(&ThricewiseOptions::from_params(&args.params)?, seed);
    }
    if game == "asymmetry" {
        return deal_asymmetry(&AsymmetryOptions::from_params(&args.params)?, seed);
    }
    if game == "arctic" {
        return deal_arctic(&ArcticOptions::from_params(&args.params)?, seed);
    }
    let options = VerslunOptions::from_params(&args.params)?;
    let game = Verslun::new(&options, seed);
    println!("Verslun, seed {seed}, {}", options.describe());
    let places = game.card_places();
    for c in 0..options.columns as usize {
        let column: Vec<String> = places
            .iter()
            .filter(|(p, _)| *p == cardtable::engine::verslun::Place::Column(c))
            .map(|(_, card)| card.to_string())
            .collect();
        println!("Column {} (top to bottom): {}", c + 1, column.join(" "));
    }
    let mut deck: Vec<String> = places
        .iter()
        .filter(|(p, _)| *p == cardtable::engine::verslun::Place::Deck)
        .map(|(_, card)| card.to_string())
        .collect();
    deck.reverse();
    println!("Deck (top first): {}", deck.join(" "));
    Ok(())
}

fn check(args: &[String]) -> Result<(), String> {
    let path = args
        .first()
        .ok_or("which record file? (- for standard input)")?;
    let mut json = String::new();
    if path == "-" {
        std::io::stdin()
            .read_to_string(&mut json)
            .map_err(|e| e.to_string())?;
    } else {
        json = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    }
    let raw: RawRecord =
        serde_json::from_str(&json).map_err(|e| format!("not a game record: {e}"))?;
    match raw.game.as_str() {
        "verslun" => {
            let (record, game) = replay_checked::<Verslun>(&raw)?;
            println!(
                "Verslun, seed {}, {}: {} moves",
                record.seed,
                record.options.describe(),
                record.moves.len()
            );
            match game.phase() {
                cardtable::engine::verslun::Phase::Over(reason) => {
                    println!(
                        "game over: {} Final score {}.",
                        reason.explain(),
                        game.score()
                    )
                }
                _ => println!("in play: score so far {}", game.score()),
            }
            Ok(())
        }
        "pickup" => {
            let (record, game) = replay_checked::<PickUp>(&raw)?;
            println!(
                "Pick Up, seed {}, {}: {} moves, hand {}",
                record.seed,
                record.options.describe(),
                record.moves.len(),
                game.hand_no()
            );
            let [a, b] = game.totals();
            match game.winner() {
                Some(w) => println!("match over: seat {w} won, {a} to {b}"),
                None => println!("in play: totals {a} and {b}"),
            }
            Ok(())
        }
        "asymmetry" => {
            let (record, game) = replay_checked::<Asymmetry>(&raw)?;
            println!(
                "Asymmetry, seed {}, {}: {} moves, turn {}",
                record.seed,
                record.options.describe(),
                record.moves.len(),
                game.turn_no()
            );
            if args.get(1).map(String::as_str) == Some("--log") {
                let name = |s: usize| format!("Seat {s}");
                for event in game.log() {
                    println!("  {}", event.describe(&name));
                }
            }
            let counts: Vec<usize> = (0..4).map(|s| game.hand(s).len()).collect();
            match game.is_over() {
                true => println!(
                    "game over: won by seat(s) {:?}; cards in hand {counts:?}",
                    game.winners()
                ),
                false => println!(
                    "in play: seat {} to move; cards in hand {counts:?}",
                    game.turn()
                ),
            }
            Ok(())
        }
        "thricewise" => {
            let (record, game) = replay_checked::<Thricewise>(&raw)?;
            println!(
                "Thricewise, seed {}, {}: {} moves, turn {}",
                record.seed,
                record.options.describe(),
                record.moves.len(),
                game.turn()
            );
            let scores = game.scores();
            match game.is_over() {
                true => println!(
                    "game over: scores {scores:?}, won by seat(s) {:?}",
                    game.winners()
                ),
                false => println!("in play: scores {scores:?}"),
            }
            Ok(())
        }
        other => Err(format!("unknown game {other:?}")),
    }
}

/// A stored record of game `G`, replayed with every card checked in one place.
fn replay_checked<G: Game>(raw: &RawRecord) -> Result<(Record<G>, G), String> {
    let record = Record::<G>::from_raw(raw).map_err(|e| e.to_string())?;
    let game = record.replay().map_err(|e| e.to_string())?;
    check_cards(&game)?;
    Ok((record, game))
}

fn deal_thricewise(options: &ThricewiseOptions, seed: Seed) -> Result<(), String> {
    use cardtable::engine::thricewise::Place;
    let game = Thricewise::new(options, seed);
    println!("Thricewise, seed {seed}, {}", options.describe());
    let places = game.card_places();
    let list = |want: &dyn Fn(&Place) -> bool| {
        let cards: Vec<String> = places
            .iter()
            .filter(|(p, _)| want(p))
            .map(|(_, c)| c.to_string())
            .collect();
        cards.join(" ")
    };
    for seat in 0..options.players() {
        println!("Seat {seat} hand: {}", list(&|p| *p == Place::Hand(seat)));
    }
    println!("Grid: {}", list(&|p| matches!(p, Place::Grid(_))));
    // Deck order: the next card drawn first.
    let mut deck: Vec<String> = places
        .iter()
        .filter(|(p, _)| *p == Place::Deck)
        .map(|(_, c)| c.to_string())
        .collect();
    deck.reverse();
    println!("Deck (next first): {}", deck.join(" "));
    Ok(())
}

/// Arctic Solitaire's first round: the dealer, each hand, the three places
/// after the dealer's set-up (bottom to top), and the deck.
fn deal_arctic(options: &ArcticOptions, seed: Seed) -> Result<(), String> {
    let game = Arctic::new(options, seed);
    let describe = options.describe();
    println!("Arctic Solitaire, seed {seed}, {describe}");
    println!("Dealer: seat {}", game.dealer());
    let codes = |cards: &mut dyn Iterator<Item = String>| cards.collect::<Vec<_>>().join(" ");
    for seat in 0..options.players() {
        println!(
            "Seat {seat} hand: {}",
            codes(&mut game.hand(seat).iter().map(|c| c.to_string()))
        );
    }
    for (i, pile) in game.piles().iter().enumerate() {
        println!(
            "Place {} (bottom to top): {}",
            i + 1,
            if pile.is_empty() {
                "empty".to_string()
            } else {
                codes(&mut pile.iter().map(|c| c.to_string()))
            }
        );
    }
    if !game.setup_shifts().is_empty() {
        let shifts: Vec<String> = game
            .setup_shifts()
            .iter()
            .map(|(from, to)| format!("{} onto {}", from + 1, to + 1))
            .collect();
        println!("Set-up shifts: {}", shifts.join(", "));
    }
    println!(
        "Deck (next first, {} cards): {}",
        game.deck_count(),
        codes(&mut game.deck_top_first().iter().map(|c| c.to_string()))
    );
    Ok(())
}

fn deal_asymmetry(options: &AsymmetryOptions, seed: Seed) -> Result<(), String> {
    use cardtable::engine::asymmetry::power_rule;
    let game = Asymmetry::new(options, seed);
    let describe = options.describe();
    println!(
        "Asymmetry, seed {seed}{}",
        if describe.is_empty() {
            String::new()
        } else {
            format!(", {describe}")
        }
    );
    for seat in 0..4 {
        let hand: Vec<String> = game.hand(seat).iter().map(|c| c.to_string()).collect();
        let power = game.power(seat);
        println!(
            "Seat {seat}: Ace of {} ({}), hand {}",
            power.name(),
            power_rule(power),
            hand.join(" ")
        );
    }
    let start = game.pile()[0];
    println!(
        "Start card: {start}; seat {} holds the Ace of {} and opens",
        game.holder(start.suit),
        start.suit.name()
    );
    let deck: Vec<String> = game
        .deck_top_first()
        .iter()
        .map(|c| c.to_string())
        .collect();
    println!("Deck (next first): {}", deck.join(" "));
    Ok(())
}

fn deal_pickup(options: &PickUpOptions, seed: Seed) -> Result<(), String> {
    let game = PickUp::new(options, seed);
    let show = |cards: &mut dyn Iterator<Item = cardtable::engine::cards::Card>| {
        cards.map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
    };
    println!("Pick Up, seed {seed}, {}", options.describe());
    for [a, b] in &game.log().draws {
        println!("draw for deal: seat 0 {a}, seat 1 {b}");
    }
    println!("dealer: seat {}", game.dealer());
    for seat in 0..2 {
        println!("seat {seat} hand: {}", show(&mut game.hand(seat).iter()));
    }
    for (p, pile) in game.piles().iter().enumerate() {
        let cards: Vec<_> = game
            .card_places()
            .into_iter()
            .filter(|(place, _)| *place == cardtable::engine::pickup::Place::Pile(p))
            .map(|(_, c)| c)
            .collect();
        println!(
            "pile {} (bottom to top, top face up): {}",
            p + 1,
            show(&mut cards.into_iter())
        );
        let _ = pile;
    }
    let aside: Vec<_> = game
        .card_places()
        .into_iter()
        .filter(|(place, _)| *place == cardtable::engine::pickup::Place::SetAside)
        .map(|(_, c)| c)
        .collect();
    println!(
        "set aside (winning, losing): {}",
        show(&mut aside.into_iter())
    );
    Ok(())
}

fn level(word: Option<&String>) -> Result<Level, String> {
    let word = word.ok_or("which levels? (easy, normal, hard)")?;
    Level::ALL
        .into_iter()
        .find(|l| l.name().eq_ignore_ascii_case(word))
        .ok_or_else(|| format!("unknown level {word:?} (easy, normal, hard)"))
}

/// One arena match: `levels[seat]` plays each seat, until the match ends or
/// `max_hands` hands are done. Returns (final totals, hand scores per hand).
fn arena_match(
    options: &PickUpOptions,
    seed: Seed,
    levels: [Level; 2],
    max_hands: u32,
) -> Result<([i64; 2], Vec<[i64; 2]>), String> {
    let mut game = PickUp::new(options, seed);
    let mut ply = 0;
    while let Some(seat) = game.current_player() {
        if game.log().hands.len() as u32 >= max_hands {
            break;
        }
        let mut search = Search::<PickUp>::new(
            game.observation(seat),
            levels[seat],
            thinking_rng(seed, seat, ply),
        );
        search.run(u32::MAX);
        let mv = search.best_move().ok_or("the bot found no move")?;
        game.apply(&mv)
            .map_err(|e| format!("seed {seed}: bot chose {mv}: {e}"))?;
        ply += 1;
    }
    let hands = game
        .log()
        .hands
        .iter()
        .map(|h| [h.seats[0].total(), h.seats[1].total()])
        .collect();
    Ok((game.totals(), hands))
}

/// A proportion's 95% interval (Wilson score), as percentages.
fn wilson(successes: f64, n: f64) -> (f64, f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let z = 1.96f64;
    let p = successes / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (100.0 * p, 100.0 * (centre - half), 100.0 * (centre + half))
}

/// Level A against level B over seeded matches, each seed played twice with
/// the seats swapped, split over threads.
fn arena(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    if game_name(&args)? == "asymmetry" {
        return arena_asymmetry(&args);
    }
    if game_name(&args)? == "arctic" {
        return arena_arctic(&args);
    }
    let (a, b) = (level(args.words.get(1))?, level(args.words.get(2))?);
    if game_name(&args)? == "thricewise" {
        return arena_thricewise(&args, a, b);
    }
    if game_name(&args)? != "pickup" {
        return Err("the arena plays pickup or thricewise".into());
    }
    let matches = flag_number(&args, "matches", 200)?.max(2) / 2 * 2;
    let first = flag_number(&args, "first-seed", 1)?;
    let threads = flag_number(&args, "threads", 2)?.max(1);
    // Matches of `--hands` hands (default 5, as on the table), or first to
    // `target=N` (capped at `--max-hands`, default 10).
    let mut params = args.params.clone();
    let to_target = params.iter().any(|(k, _)| k == "target");
    if to_target && args.flags.iter().any(|(k, _)| k == "hands") {
        return Err(
            "--hands makes a match of so many hands: leave out target=N (or use --max-hands)"
                .into(),
        );
    }
    if !to_target && !params.iter().any(|(k, _)| k == "hands") {
        params.push((
            "hands".into(),
            flag_number(&args, "hands", DEFAULT_HANDS as u64)?.to_string(),
        ));
    }
    let options = PickUpOptions::from_params(&params)?;
    let max_hands = match options.length {
        MatchLength::Target(_) => flag_number(&args, "max-hands", 10)?,
        // Level totals play on; a cap only if asked for.
        MatchLength::Hands(_) => flag_number(&args, "max-hands", u32::MAX as u64)?,
    }
    .min(u32::MAX as u64) as u32;
    let seeds: Vec<u64> = (first..first + matches / 2).collect();
    let start = Instant::now();
    // Per match: A's seat, final totals, hand scores.
    type Played = Vec<(usize, [i64; 2], Vec<[i64; 2]>)>;
    let results: Result<Vec<Played>, String> = std::thread::scope(|scope| {
        let handles: Vec<_> = seeds
            .chunks(seeds.len().div_ceil(threads as usize).max(1))
            .map(|chunk| {
                let options = options.clone();
                scope.spawn(move || -> Result<Played, String> {
                    let mut out = Vec::new();
                    for &n in chunk {
                        for a_seat in [0, 1] {
                            let levels = if a_seat == 0 { [a, b] } else { [b, a] };
                            let (totals, hands) =
                                arena_match(&options, Seed::from_number(n), levels, max_hands)?;
                            out.push((a_seat, totals, hands));
                        }
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().map_err(|_| "a thread failed".to_string())?)
            .collect()
    });
    let played: Played = results?.into_iter().flatten().collect();
    let (mut a_points, mut by_target, mut a_hands, mut hand_ties, mut hands) = (0.0, 0, 0.0, 0, 0);
    let mut diffs = Vec::new();
    for (a_seat, totals, hand_scores) in &played {
        let (mine, theirs) = (totals[*a_seat], totals[1 - a_seat]);
        a_points += if mine > theirs {
            1.0
        } else if mine == theirs {
            0.5
        } else {
            0.0
        };
        by_target += match options.length {
            MatchLength::Target(t) => totals.iter().any(|&x| x >= t as i64) && mine != theirs,
            MatchLength::Hands(_) => mine != theirs,
        } as u32;
        for h in hand_scores {
            let (x, y) = (h[*a_seat], h[1 - a_seat]);
            hands += 1;
            a_hands += if x > y {
                1.0
            } else if x == y {
                0.5
            } else {
                0.0
            };
            hand_ties += (x == y) as u32;
            diffs.push((x - y) as f64);
        }
    }
    let n = played.len() as f64;
    let (pm, lo, hi) = wilson(a_points, n);
    let (ph, hlo, hhi) = wilson(a_hands, hands as f64);
    let mean = diffs.iter().sum::<f64>() / diffs.len().max(1) as f64;
    let var =
        diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (diffs.len().max(2) - 1) as f64;
    let half = 1.96 * (var / diffs.len().max(1) as f64).sqrt();
    let (length, decided) = match options.length {
        MatchLength::Target(t) => (
            format!("to {t} or {max_hands} hands"),
            format!("{by_target} reached the target, the rest went to the leader after {max_hands} hands"),
        ),
        MatchLength::Hands(n) => (
            format!("{n} hands (level totals: another hand)"),
            format!("{by_target} decided on totals"),
        ),
    };
    println!(
        "Pick Up arena: {} vs {}, {} matches ({} seeds from {first}, seats swapped), {length}, {:.0} s",
        a.name(),
        b.name(),
        played.len(),
        seeds.len(),
        start.elapsed().as_secs_f64()
    );
    println!(
        "matches: {} won {a_points} of {} = {pm:.1}% (95% interval {lo:.1}–{hi:.1}%); {decided} (a level total is half a win)",
        a.name(),
        played.len()
    );
    println!(
        "hands:   {} won {a_hands} of {hands} = {ph:.1}% (95% interval {hlo:.1}–{hhi:.1}%), {hand_ties} tied",
        a.name()
    );
    println!(
        "points:  {} scored {mean:+.1} a hand more than {} (95% interval {:+.1} to {:+.1})",
        a.name(),
        b.name(),
        mean - half,
        mean + half
    );
    Ok(())
}

/// Level A in one seat against level B in all the others, over seeded
/// games of `--players` (default 3), each seed played once with A in every
/// seat. A win shared by k players counts 1/k.
fn arena_thricewise(args: &Args, a: Level, b: Level) -> Result<(), String> {
    let players = flag_number(args, "players", 3)? as usize;
    if !(2..=5).contains(&players) {
        return Err("--players must be 2 to 5".into());
    }
    let seeds = flag_number(args, "games", 300)? / players as u64;
    let first = flag_number(args, "first-seed", 1)?;
    let threads = flag_number(args, "threads", 2)?.max(1);
    let limits = [
        work_limit_flag::<Thricewise>(args, "a-work-limit")?,
        work_limit_flag::<Thricewise>(args, "b-work-limit")?,
    ];
    let seeds: Vec<u64> = (first..first + seeds.max(1)).collect();
    let options = ThricewiseOptions {
        opponents: vec![cardtable::engine::bot::Opponent::Easy; players - 1],
    };
    let start = Instant::now();
    // Per game: A's share of the win, A's score minus the others' mean.
    let results: Result<Vec<Vec<(f64, f64)>>, String> = std::thread::scope(|scope| {
        let handles: Vec<_> = seeds
            .chunks(seeds.len().div_ceil(threads as usize).max(1))
            .map(|chunk| {
                let options = options.clone();
                scope.spawn(move || -> Result<Vec<(f64, f64)>, String> {
                    let mut out = Vec::new();
                    for &n in chunk {
                        for a_seat in 0..players {
                            let seed = Seed::from_number(n);
                            let mut game = Thricewise::new(&options, seed);
                            let mut ply = 0;
                            while let Some(seat) = game.current_player() {
                                let (lvl, limit) = if seat == a_seat {
                                    (a, limits[0])
                                } else {
                                    (b, limits[1])
                                };
                                let mut search = Search::<Thricewise>::with_budget(
                                    game.observation(seat),
                                    lvl.iterations(),
                                    limit,
                                    thinking_rng(seed, seat, ply),
                                );
                                search.run(u32::MAX);
                                let mv = search.best_move().ok_or("the bot found no move")?;
                                game.apply(&mv)
                                    .map_err(|e| format!("seed {n}: {mv}: {e}"))?;
                                ply += 1;
                            }
                            let scores = game.scores();
                            let winners = game.winners();
                            let share = if winners.contains(&a_seat) {
                                1.0 / winners.len() as f64
                            } else {
                                0.0
                            };
                            let others = (scores.iter().sum::<i64>() - scores[a_seat]) as f64
                                / (players - 1) as f64;
                            out.push((share, scores[a_seat] as f64 - others));
                        }
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().map_err(|_| "a thread failed".to_string())?)
            .collect()
    });
    let played: Vec<(f64, f64)> = results?.into_iter().flatten().collect();
    let n = played.len() as f64;
    let wins: f64 = played.iter().map(|p| p.0).sum();
    let (pw, lo, hi) = wilson(wins, n);
    let diffs: Vec<f64> = played.iter().map(|p| p.1).collect();
    let mean = diffs.iter().sum::<f64>() / n;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    println!(
        "Thricewise arena: {} against {} {}, {players} players, {} games ({} seeds from {first}, {} in every seat), {:.0} s",
        a.name(),
        players - 1,
        b.name(),
        played.len(),
        seeds.len(),
        a.name(),
        start.elapsed().as_secs_f64()
    );
    println!(
        "wins:   {} won {wins} of {} = {pw:.1}% (95% interval {lo:.1}–{hi:.1}%; an even player wins {:.1}%; a shared win counts a share)",
        a.name(),
        played.len(),
        100.0 / players as f64
    );
    println!(
        "points: {} scored {mean:+.1} more than the others' mean (95% interval {:+.1} to {:+.1})",
        a.name(),
        mean - half,
        mean + half
    );
    Ok(())
}

/// Time per computer move, by level, over the opening positions of seeded
/// matches and a few moves in (forced moves, which need no search, skipped).
fn think(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    let positions = flag_number(&args, "positions", 40)?;
    match game_name(&args)? {
        "pickup" => think_about::<PickUp>(&PickUpOptions::default(), positions),
        "thricewise" => {
            think_about::<Thricewise>(&ThricewiseOptions::from_params(&args.params)?, positions)
        }
        "asymmetry" => think_about::<Asymmetry>(&AsymmetryOptions::default(), positions),
        "arctic" => think_arctic(&ArcticOptions::from_params(&args.params)?, positions),
        other => Err(format!(
            "think times pickup, thricewise, asymmetry or arctic, not {other}"
        )),
    }
}

fn think_about<G: Game>(options: &G::Options, positions: u64) -> Result<(), String> {
    for level in Level::ALL {
        let mut times = Vec::new();
        let mut n = 0;
        while (times.len() as u64) < positions {
            n += 1;
            let seed = Seed::from_number(n);
            let mut game = G::new(options, seed);
            let mut rng = DealRng::from_number(n);
            for _ in 0..(n % 9) * 3 {
                let moves = game.legal_moves();
                if let Some(mv) = rng.pick(&moves).cloned() {
                    game.apply(&mv).map_err(|e| e.to_string())?;
                }
            }
            let Some(seat) = game.current_player() else {
                continue;
            };
            if game.legal_moves().len() < 2 {
                continue;
            }
            let start = Instant::now();
            let mut search =
                Search::<G>::new(game.observation(seat), level, thinking_rng(seed, seat, 0));
            search.run(u32::MAX);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{:<6} {:>5} iterations: median {:.1} ms, 90% {:.1} ms, max {:.1} ms a move ({} positions)",
            level.name(),
            level.iterations(),
            times[times.len() / 2],
            times[times.len() * 9 / 10],
            times[times.len() - 1],
            times.len()
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
fn think_bench(args: &[String]) -> Result<(), String> {
    use cardtable::engine::arctic_bot;
    let args = split_args(args)?;
    match game_name(&args)? {
        "pickup" => think_bench_game::<PickUp>(&args, &PickUpOptions::default(), |g, seed, ply| {
            let seat = g.current_player()?;
            choose_move::<PickUp>(
                g.observation(seat),
                Level::Easy,
                thinking_rng(seed, seat, ply),
            )
        }),
        "thricewise" => think_bench_game::<Thricewise>(
            &args,
            &ThricewiseOptions::from_params(&args.params)?,
            |g, seed, ply| {
                let seat = g.current_player()?;
                choose_move::<Thricewise>(
                    g.observation(seat),
                    Level::Easy,
                    thinking_rng(seed, seat, ply),
                )
            },
        ),
        "asymmetry" => {
            think_bench_game::<Asymmetry>(&args, &AsymmetryOptions::default(), |g, _, _| {
                rule_based_move(&g.observation(g.current_player()?))
            })
        }
        "arctic" => think_bench_game::<Arctic>(
            &args,
            &ArcticOptions::from_params(&args.params)?,
            |g, _, _| arctic_bot::rule_based_move(&g.observation(g.current_player()?)),
        ),
        other => Err(format!(
            "think-bench times pickup, thricewise, asymmetry or arctic, not {other}"
        )),
    }
}

fn think_bench_game<G: Game>(
    args: &Args,
    options: &G::Options,
    advance: impl Fn(&G, Seed, usize) -> Option<G::Move>,
) -> Result<(), String> {
    let games = flag_number(args, "games", 10)?.max(1);
    let first = flag_number(args, "first-seed", 1)?;
    let every = flag_number(args, "every", 1)?.max(1) as usize;
    let max_plies = flag_number(args, "max-plies", 5000)? as usize;
    let csv = args.flags.iter().any(|(k, v)| k == "csv" && v == "yes");
    let repeat = flag_number(args, "repeat", 1)?.max(1);
    let work_limit = work_limit_flag::<G>(args, "work-limit")?;
    let levels: Vec<Level> = match args.flags.iter().find(|(k, _)| k == "level") {
        None => vec![Level::Hard],
        Some((_, w)) if w == "all" => Level::ALL.to_vec(),
        Some((_, w)) => vec![level(Some(w))?],
    };
    // The positions first: (seed, ply, game), and each game's length.
    let mut positions = Vec::new();
    for n in first..first + games {
        let seed = Seed::from_number(n);
        let mut game = G::new(options, seed);
        let mut eligible = 0;
        let start = positions.len();
        let mut ply = 0;
        while ply < max_plies {
            if game.current_player().is_none() {
                break;
            }
            if game.legal_moves().len() > 1 {
                if eligible % every == 0 {
                    positions.push((seed, ply, 0, game.clone()));
                }
                eligible += 1;
            }
            let mv = advance(&game, seed, ply).ok_or("no move")?;
            game.apply(&mv)
                .map_err(|e| format!("seed {seed}: {mv}: {e}"))?;
            ply += 1;
        }
        for p in &mut positions[start..] {
            p.2 = (p.1 * 10 / ply.max(1)).min(9);
        }
    }
    if csv {
        println!("level,seed,ply,stage,moves,ms,iterations,steps,compared,work");
    }
    for level in levels {
        let mut timed = Vec::new();
        for (seed, ply, stage, game) in &positions {
            let seat = game.current_player().unwrap_or(0);
            let view = game.observation(seat);
            // The fastest of `--repeat` runs: other work on the machine only
            // ever adds time. On Linux the time is the thread's own CPU time
            // (so other processes on a busy machine don't count), else the
            // wall time.
            let mut ms = f64::INFINITY;
            let new_search = || {
                Search::<G>::with_budget(
                    view.clone(),
                    level.iterations(),
                    work_limit,
                    thinking_rng(*seed, seat, *ply),
                )
            };
            let mut search = new_search();
            for _ in 0..repeat {
                let start = Instant::now();
                let cpu = thread_cpu_ns();
                search = new_search();
                search.run(u32::MAX);
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
        if timed.is_empty() {
            return Err("no decision with a choice".into());
        }
        timed.sort_by(|a, b| a.ms.total_cmp(&b.ms));
        let worst = &timed[timed.len() - 1];
        println!(
            "{} {:<6}: median {:.1} ms, 90% {:.1} ms, max {:.1} ms a decision ({} decisions of {games} games from seed {first}); slowest: seed {} ply {} ({} moves, {} iterations, {} steps)",
            G::NAME,
            level.name(),
            timed[timed.len() / 2].ms,
            timed[timed.len() * 9 / 10].ms,
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
                let max = here
                    .iter()
                    .map(|t| t.ms)
                    .fold(None, |m: Option<f64>, x| Some(m.map_or(x, |m| m.max(x))))?;
                let iters = here.iter().map(|t| t.iterations).min()?;
                Some(format!("{max:.0} ms/{iters}"))
            })
            .collect();
        println!(
            "  max ms / fewest iterations by tenth of the game: {}",
            by_stage.join(", ")
        );
    }
    Ok(())
}

/// `--<flag> N` (or `none`): another limit of a search's work than the
/// game's [`Game::SEARCH_WORK_LIMIT`], to size it or compare.
fn work_limit_flag<G: Game>(args: &Args, flag: &str) -> Result<Option<u64>, String> {
    match args.flags.iter().find(|(k, _)| k == flag) {
        None => Ok(G::SEARCH_WORK_LIMIT),
        Some((_, v)) if v == "none" => Ok(None),
        Some(_) => flag_number(args, flag, 0).map(Some),
    }
}

/// The calling thread's CPU time so far in nanoseconds (Linux), if known.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Time per computer move in Arctic Solitaire, by level, over positions
/// reached by the rule-based player in every seat (0 to ~600 moves into
/// seeded matches, so late rounds with big hands count too); forced moves
/// skipped.
fn think_arctic(options: &ArcticOptions, positions: u64) -> Result<(), String> {
    use cardtable::engine::arctic_bot::rule_based_move;
    let mut games = Vec::new();
    let mut n = 0;
    while (games.len() as u64) < positions {
        n += 1;
        let seed = Seed::from_number(n);
        let mut game = Arctic::new(options, seed);
        for _ in 0..(n * 37) % 600 {
            let Some(seat) = game.current_player() else {
                break;
            };
            let mv = rule_based_move(&game.observation(seat)).ok_or("no move")?;
            game.apply(&mv).map_err(|e| e.to_string())?;
        }
        if game.current_player().is_some() && game.legal_moves().len() > 1 {
            games.push((seed, game));
        }
    }
    for level in Level::ALL {
        let mut times = Vec::new();
        let mut worst = String::new();
        for (seed, game) in &games {
            let seat = game.current_player().unwrap_or(0);
            let start = Instant::now();
            let mut search =
                Search::<Arctic>::new(game.observation(seat), level, thinking_rng(*seed, seat, 0));
            search.run(u32::MAX);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            if times.iter().all(|&t| ms > t) {
                worst = format!(
                    "seed {seed}, hand {}, {} legal moves",
                    game.hand(seat).len(),
                    game.legal_moves().len()
                );
            }
            times.push(ms);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{:<6} {:>5} iterations: median {:.1} ms, 90% {:.1} ms, max {:.1} ms a move ({} positions; slowest: {worst})",
            level.name(),
            level.iterations(),
            times[times.len() / 2],
            times[times.len() * 9 / 10],
            times[times.len() - 1],
            times.len()
        );
    }
    Ok(())
}

/// A player in the Asymmetry arena: a search level or the rule-based yardstick.
#[derive(Clone, Copy, Debug, PartialEq)]
enum AsymmetryPlayer {
    Bot(Level),
    Rules,
}

impl AsymmetryPlayer {
    fn named(word: Option<&String>) -> Result<AsymmetryPlayer, String> {
        match word.map(String::as_str) {
            Some("rules") => Ok(AsymmetryPlayer::Rules),
            _ => level(word)
                .map(AsymmetryPlayer::Bot)
                .map_err(|e| e + " or rules"),
        }
    }

    fn name(self) -> &'static str {
        match self {
            AsymmetryPlayer::Bot(l) => l.name(),
            AsymmetryPlayer::Rules => "Rule-based",
        }
    }

    fn choose(self, game: &Asymmetry, seed: Seed, ply: usize) -> Option<<Asymmetry as Game>::Move> {
        let seat = game.current_player()?;
        match self {
            AsymmetryPlayer::Bot(level) => choose_move::<Asymmetry>(
                game.observation(seat),
                level,
                thinking_rng(seed, seat, ply),
            ),
            AsymmetryPlayer::Rules => rule_based_move(&game.observation(seat)),
        }
    }
}

/// Games stopped after this many moves count as no win for anyone (none
/// has come near it; see `length`).
const ASYMMETRY_ARENA_MOVE_CAP: usize = 20_000;

/// Player A in one seat against player B in the other three, each seed
/// played four times with A in every seat. A win shared by k players (a
/// stalemate) counts 1/k.
fn arena_asymmetry(args: &Args) -> Result<(), String> {
    let a = AsymmetryPlayer::named(args.words.get(1))?;
    let b = AsymmetryPlayer::named(args.words.get(2))?;
    let seeds = flag_number(args, "games", 200)?.div_ceil(4);
    let first = flag_number(args, "first-seed", 1)?;
    let threads = flag_number(args, "threads", 2)?.max(1);
    let seeds: Vec<u64> = (first..first + seeds.max(1)).collect();
    let options = AsymmetryOptions::default();
    let start = Instant::now();
    // Per game: A's share of the win, A's cards in hand minus the others'
    // mean at the end, the number of turns, stalemate or not.
    type Played = Vec<(f64, f64, u32, bool)>;
    let results: Result<Vec<Played>, String> = std::thread::scope(|scope| {
        let handles: Vec<_> = seeds
            .chunks(seeds.len().div_ceil(threads as usize).max(1))
            .map(|chunk| {
                let options = options.clone();
                scope.spawn(move || -> Result<Played, String> {
                    let mut out = Vec::new();
                    for &n in chunk {
                        for a_seat in 0..4 {
                            let seed = Seed::from_number(n);
                            let mut game = Asymmetry::new(&options, seed);
                            let mut ply = 0;
                            while let Some(seat) = game.current_player() {
                                if ply >= ASYMMETRY_ARENA_MOVE_CAP {
                                    break;
                                }
                                let player = if seat == a_seat { a } else { b };
                                let mv = player
                                    .choose(&game, seed, ply)
                                    .ok_or("the player found no move")?;
                                game.apply(&mv)
                                    .map_err(|e| format!("seed {n}: {mv}: {e}"))?;
                                ply += 1;
                            }
                            let winners = game.winners();
                            let share = if winners.contains(&a_seat) {
                                1.0 / winners.len() as f64
                            } else {
                                0.0
                            };
                            let counts: Vec<f64> =
                                (0..4).map(|s| game.hand(s).len() as f64).collect();
                            let others = (counts.iter().sum::<f64>() - counts[a_seat]) / 3.0;
                            let stalemate = winners.len() != 1;
                            out.push((share, counts[a_seat] - others, game.turn_no(), stalemate));
                        }
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().map_err(|_| "a thread failed".to_string())?)
            .collect()
    });
    let played: Played = results?.into_iter().flatten().collect();
    let n = played.len() as f64;
    let wins: f64 = played.iter().map(|p| p.0).sum();
    let (pw, lo, hi) = wilson(wins, n);
    let diffs: Vec<f64> = played.iter().map(|p| p.1).collect();
    let mean = diffs.iter().sum::<f64>() / n;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let mut turns: Vec<u32> = played.iter().map(|p| p.2).collect();
    turns.sort_unstable();
    let stalemates = played.iter().filter(|p| p.3).count();
    println!(
        "Asymmetry arena: {} against 3 {}, {} games ({} seeds from {first}, {} in every seat), {:.0} s",
        a.name(),
        b.name(),
        played.len(),
        seeds.len(),
        a.name(),
        start.elapsed().as_secs_f64()
    );
    println!(
        "wins:   {} won {wins} of {} = {pw:.1}% (95% interval {lo:.1}–{hi:.1}%; an even player wins 25.0%; a shared win counts a share)",
        a.name(),
        played.len()
    );
    println!(
        "cards:  {} ended with {mean:+.2} cards in hand against the others' mean (95% interval {:+.2} to {:+.2})",
        a.name(),
        mean - half,
        mean + half
    );
    println!(
        "length: median {} turns, longest {}; {stalemates} stalemates",
        turns[turns.len() / 2],
        turns[turns.len() - 1]
    );
    Ok(())
}

/// Arctic Solitaire matches stopped after this many rounds by default go
/// to the lowest total (a tie shares the win); the arena reports how many.
const ARCTIC_ARENA_ROUND_CAP: u64 = 40;

/// One Arctic Solitaire arena match, with A in `a_seat`.
struct ArcticPlayed {
    a_seat: usize,
    /// A's share of the win.
    share: f64,
    /// Per seat: penalty points scored and rounds played (while still in).
    points: Vec<(i64, u32)>,
    rounds: u32,
    capped: bool,
    /// A's thinking time per decision with more than one legal move, ms.
    times: Vec<f64>,
}

fn arctic_match(
    options: &ArcticOptions,
    n: u64,
    a_seat: usize,
    players: [AsymmetryPlayer; 2],
    cap: u32,
) -> Result<ArcticPlayed, String> {
    use cardtable::engine::arctic_bot::rule_based_move;
    let seats = options.players();
    let seed = Seed::from_number(n);
    let mut game = Arctic::new(options, seed);
    let mut ply = 0;
    let mut points = vec![(0i64, 0u32); seats];
    let mut out_before = game.eliminated().to_vec();
    let mut round = game.round_no();
    let mut times = Vec::new();
    let mut capped = false;
    while let Some(seat) = game.current_player() {
        if game.round_no() > cap {
            capped = true;
            break;
        }
        let player = if seat == a_seat {
            players[0]
        } else {
            players[1]
        };
        let view = game.observation(seat);
        let start = Instant::now();
        let mv = match player {
            AsymmetryPlayer::Bot(level) => {
                choose_move::<Arctic>(view, level, thinking_rng(seed, seat, ply))
            }
            AsymmetryPlayer::Rules => rule_based_move(&view),
        }
        .ok_or("the player found no move")?;
        if seat == a_seat && game.legal_moves().len() > 1 {
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        game.apply(&mv)
            .map_err(|e| format!("seed {n}: {mv}: {e}"))?;
        ply += 1;
        if game.round_no() != round || game.is_over() {
            let last = game.last_round().ok_or("a round ended without a result")?;
            for s in 0..seats {
                if !out_before[s] {
                    points[s].0 += last.scored[s];
                    points[s].1 += 1;
                }
            }
            out_before = game.eliminated().to_vec();
            round = game.round_no();
        }
    }
    let share = match game.winner() {
        Some(w) => (w == a_seat) as u8 as f64,
        None => {
            // Capped: the lowest total among those still in.
            let totals = game.totals();
            let best = (0..seats)
                .filter(|&s| !game.eliminated()[s])
                .map(|s| totals[s])
                .min()
                .unwrap_or(0);
            let leaders: Vec<usize> = (0..seats)
                .filter(|&s| !game.eliminated()[s] && totals[s] == best)
                .collect();
            if leaders.contains(&a_seat) {
                1.0 / leaders.len() as f64
            } else {
                0.0
            }
        }
    };
    Ok(ArcticPlayed {
        a_seat,
        share,
        points,
        rounds: round.min(cap),
        capped,
        times,
    })
}

/// Player A in one seat against player B in all the others, matches of
/// `--players` (default 3) played to the end, each seed once with A in
/// every seat.
fn arena_arctic(args: &Args) -> Result<(), String> {
    let a = AsymmetryPlayer::named(args.words.get(1))?;
    let b = AsymmetryPlayer::named(args.words.get(2))?;
    let players = flag_number(args, "players", 3)? as usize;
    if !(2..=6).contains(&players) {
        return Err("--players must be 2 to 6".into());
    }
    let seeds = flag_number(args, "games", 60)?.div_ceil(players as u64);
    let first = flag_number(args, "first-seed", 1)?;
    let threads = flag_number(args, "threads", 2)?.max(1);
    let cap = flag_number(args, "rounds", ARCTIC_ARENA_ROUND_CAP)? as u32;
    let options = ArcticOptions::with_players(players);
    // Every (seed, A's seat), dealt out to the threads in turn.
    let jobs: Vec<(u64, usize)> = (first..first + seeds.max(1))
        .flat_map(|n| (0..players).map(move |s| (n, s)))
        .collect();
    let start = Instant::now();
    let results: Result<Vec<Vec<ArcticPlayed>>, String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as usize)
            .map(|t| {
                let options = options.clone();
                let jobs = &jobs;
                scope.spawn(move || -> Result<Vec<ArcticPlayed>, String> {
                    jobs.iter()
                        .skip(t)
                        .step_by(threads as usize)
                        .map(|&(n, s)| arctic_match(&options, n, s, [a, b], cap))
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().map_err(|_| "a thread failed".to_string())?)
            .collect()
    });
    let played: Vec<ArcticPlayed> = results?.into_iter().flatten().collect();
    let n = played.len() as f64;
    let wins: f64 = played.iter().map(|p| p.share).sum();
    let (pw, lo, hi) = wilson(wins, n);
    // Points a round: A's mean over its matches, and the others'.
    let per_round = |p: &ArcticPlayed, mine: bool| {
        let (pts, rounds) = p
            .points
            .iter()
            .enumerate()
            .filter(|(s, _)| (*s == p.a_seat) == mine)
            .fold((0i64, 0u32), |acc, (_, x)| (acc.0 + x.0, acc.1 + x.1));
        pts as f64 / rounds.max(1) as f64
    };
    let diffs: Vec<f64> = played
        .iter()
        .map(|p| per_round(p, true) - per_round(p, false))
        .collect();
    let a_mean = played.iter().map(|p| per_round(p, true)).sum::<f64>() / n;
    let b_mean = played.iter().map(|p| per_round(p, false)).sum::<f64>() / n;
    let mean = diffs.iter().sum::<f64>() / n;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let mut rounds: Vec<u32> = played.iter().map(|p| p.rounds).collect();
    rounds.sort_unstable();
    let capped = played.iter().filter(|p| p.capped).count();
    println!(
        "Arctic Solitaire arena: {} against {} {}, {players} players, {} matches ({} seeds from {first}, {} in every seat), {:.0} s",
        a.name(),
        players - 1,
        b.name(),
        played.len(),
        seeds.max(1),
        a.name(),
        start.elapsed().as_secs_f64()
    );
    println!(
        "wins:   {} won {wins} of {} = {pw:.1}% (95% interval {lo:.1}–{hi:.1}%; an even player wins {:.1}%; a shared win counts a share)",
        a.name(),
        played.len(),
        100.0 / players as f64
    );
    println!(
        "points: {} scored {a_mean:.1} penalty points a round, the others {b_mean:.1}; difference {mean:+.1} (95% interval {:+.1} to {:+.1})",
        a.name(),
        mean - half,
        mean + half
    );
    println!(
        "length: median {} rounds, longest {}; {capped} stopped at the {cap}-round cap",
        rounds[rounds.len() / 2],
        rounds[rounds.len() - 1]
    );
    let mut times: Vec<f64> = played
        .iter()
        .flat_map(|p| p.times.iter().copied())
        .collect();
    if !times.is_empty() && matches!(a, AsymmetryPlayer::Bot(_)) {
        times.sort_by(f64::total_cmp);
        println!(
            "time:   {} thought {:.1} ms a decision (median), 90% {:.1} ms, max {:.1} ms ({} decisions with a choice; {} threads)",
            a.name(),
            times[times.len() / 2],
            times[times.len() * 9 / 10],
            times[times.len() - 1],
            times.len(),
            threads
        );
    }
    Ok(())
}

/// Game length over many Asymmetry games played at random (uniform over the
/// legal moves) or by the rule-based player in every seat.
fn length(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    if game_name(&args)? != "asymmetry" {
        return Err("length measures asymmetry".into());
    }
    let games = flag_number(&args, "games", 100_000)?;
    let first = flag_number(&args, "first-seed", 0)?;
    let threads = flag_number(&args, "threads", 2)?.max(1);
    let rules = match args.flags.iter().find(|(k, _)| k == "policy") {
        None => false,
        Some((_, v)) if v == "random" => false,
        Some((_, v)) if v == "rules" => true,
        Some((_, v)) => return Err(format!("--policy is random or rules, not {v:?}")),
    };
    let seeds: Vec<u64> = (first..first + games).collect();
    let start = Instant::now();
    // Per game: turns, moves (decisions), reshuffles, stalemate.
    type Length = (u32, u32, u32, bool);
    let results: Result<Vec<Vec<Length>>, String> = std::thread::scope(|scope| {
        let handles: Vec<_> = seeds
            .chunks(seeds.len().div_ceil(threads as usize).max(1))
            .map(|chunk| {
                scope.spawn(move || -> Result<Vec<Length>, String> {
                    let options = AsymmetryOptions::default();
                    let mut out = Vec::with_capacity(chunk.len());
                    for &n in chunk {
                        let mut game = Asymmetry::new(&options, Seed::from_number(n));
                        let mut rng = DealRng::from_number(n ^ 0x1e47);
                        let mut moves = 0u32;
                        while let Some(seat) = game.current_player() {
                            let mv = if rules {
                                rule_based_move(&game.observation(seat))
                            } else {
                                game.random_move(&mut rng)
                            }
                            .ok_or("no move")?;
                            game.apply(&mv)
                                .map_err(|e| format!("seed {n}: {mv}: {e}"))?;
                            moves += 1;
                            if moves > 1_000_000 {
                                return Err(format!("seed {n}: over a million moves"));
                            }
                        }
                        out.push((
                            game.turn_no(),
                            moves,
                            game.reshuffles(),
                            game.winners().len() != 1,
                        ));
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().map_err(|_| "a thread failed".to_string())?)
            .collect()
    });
    let played: Vec<Length> = results?.into_iter().flatten().collect();
    let n = played.len();
    let stat = |pick: &dyn Fn(&Length) -> u32| {
        let mut v: Vec<u32> = played.iter().map(pick).collect();
        v.sort_unstable();
        let at = |p: f64| v[((n - 1) as f64 * p).round() as usize];
        let mean = v.iter().map(|&x| x as f64).sum::<f64>() / n as f64;
        format!(
            "median {} · mean {mean:.1} · 90% {} · 99% {} · max {}",
            at(0.5),
            at(0.9),
            at(0.99),
            at(1.0)
        )
    };
    let stalemates = played.iter().filter(|p| p.3).count();
    println!(
        "Asymmetry, {n} games from seed {first}, {} play in every seat, {:.1} s",
        if rules { "rule-based" } else { "random" },
        start.elapsed().as_secs_f64()
    );
    println!("turns:      {}", stat(&|p| p.0));
    println!("moves:      {}", stat(&|p| p.1));
    println!("reshuffles: {}", stat(&|p| p.2));
    println!(
        "ended by an empty hand: {}, by stalemate: {stalemates} ({:.1}%)",
        n - stalemates,
        100.0 * stalemates as f64 / n as f64
    );
    Ok(())
}

fn play(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    game_name(&args)?;
    let games = flag_number(&args, "games", 1000)?;
    let first = flag_number(&args, "first-seed", 0)?;
    let options = VerslunOptions::from_params(&args.params)?;
    let mut scores: Vec<u32> = Vec::with_capacity(games as usize);
    for n in first..first + games {
        let mut game = Verslun::new(&options, Seed::from_number(n));
        while let Some(mv) = verslun_greedy(&game) {
            game.apply(&mv)
                .map_err(|e| format!("seed {n}: strategy chose {mv}: {e}"))?;
        }
        scores.push(game.score());
    }
    scores.sort_unstable();
    let n = scores.len().max(1);
    let mean = scores.iter().map(|&s| s as f64).sum::<f64>() / n as f64;
    let pct = |p: f64| {
        scores
            .get(((n - 1) as f64 * p).round() as usize)
            .copied()
            .unwrap_or(0)
    };
    println!(
        "Verslun, {}, greedy strategy, {games} deals from seed {first}",
        options.describe()
    );
    println!(
        "score: min {} · 10% {} · median {} · 90% {} · max {} · mean {mean:.1}",
        pct(0.0),
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0)
    );
    let width = 20;
    let top = scores.last().copied().unwrap_or(0);
    for lo in (0..=top).step_by(width) {
        let count = scores
            .iter()
            .filter(|&&s| s >= lo && s < lo + width as u32)
            .count();
        let bar = "#".repeat((count * 60).div_ceil(n));
        println!("{lo:>4}–{:<4} {count:>7} {bar}", lo + width as u32 - 1);
    }
    Ok(())
}

/// Random full games: uniform over the legal moves, except that the game is
/// only ended by its rules (never by a random "End game"), so games run full
/// length.
fn bench(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    let games = flag_number(&args, "games", 200_000)?;
    let options = VerslunOptions::default();
    let mut rng = DealRng::from_number(12345);
    let mut moves_total = 0u64;
    let mut score_total = 0u64;
    let start = Instant::now();
    for n in 0..games {
        let mut game = Verslun::new(&options, Seed::from_number(n));
        loop {
            let mut moves = game.legal_moves();
            moves.retain(|m| *m != VerslunMove::EndGame);
            if moves.is_empty() {
                break;
            }
            let mv = &moves[rng.below(moves.len() as u32) as usize];
            game.apply(mv).map_err(|e| e.to_string())?;
            moves_total += 1;
        }
        score_total += game.score() as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("verslun random full games: {games} in {secs:.3} s");
    println!("moves_per_game: {:.1}", moves_total as f64 / games as f64);
    println!("mean_score: {:.1}", score_total as f64 / games as f64);
    println!("games_per_second: {:.0}", games as f64 / secs);
    Ok(())
}

// ------------------------------------------------------------------ par

/// `par <game> …`: the par of solo deals (only Arctic Solitaire so far).
fn par(args: &[String]) -> Result<(), String> {
    let args = split_args(args)?;
    match game_name(&args)? {
        "arctic" => par_arctic(&args),
        "verslun" => par_verslun(&args),
        other => Err(format!(
            "no par search for {other} (games: verslun, arctic)"
        )),
    }
}

/// A seed code, or a number (`7` is the seed numbered 7).
fn seed_word(word: &str) -> Result<Seed, String> {
    match word.parse::<u64>() {
        Ok(n) if word.len() != 8 => Ok(Seed::from_number(n)),
        _ => word
            .parse()
            .map_err(|e: cardtable::engine::SeedError| e.to_string()),
    }
}

fn par_verslun(args: &Args) -> Result<(), String> {
    use cardtable::engine::verslun_par::{par, NODE_BUDGET};
    let budget = flag_number(args, "budget", NODE_BUDGET)?;
    let options = VerslunOptions::from_params(&args.params)?;
    if args.flags.iter().any(|(k, _)| k == "deals") {
        let deals = flag_number(args, "deals", 1000)?;
        let first = flag_number(args, "first-seed", 0)?;
        let threads = flag_number(args, "threads", 1)?.max(1);
        let all = Instant::now();
        // Each deal: (seed, seconds, nodes, proven, par, par minus greedy);
        // thread t searches the seeds first + t, first + t + threads, …
        let results: Vec<(u64, f64, u64, bool, u32, u32)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let options = &options;
                    scope.spawn(move || {
                        (first + t..first + deals)
                            .step_by(threads as usize)
                            .map(|n| {
                                let game = Verslun::new(options, Seed::from_number(n));
                                let start = Instant::now();
                                let found = par(&game, budget);
                                let secs = start.elapsed().as_secs_f64();
                                let gain = found.score - greedy_score(&game);
                                (n, secs, found.nodes, found.proven, found.score, gain)
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().unwrap_or_default())
                .collect()
        });
        let total = all.elapsed().as_secs_f64();
        let proven = results.iter().filter(|r| r.3).count();
        let slowest_seed = results
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map_or(first, |r| r.0);
        let mut times: Vec<f64> = results.iter().map(|r| r.1).collect();
        let mut nodes: Vec<u64> = results.iter().map(|r| r.2).collect();
        let mut pars: Vec<u32> = results.iter().map(|r| r.4).collect();
        let mut gains: Vec<u32> = results.iter().map(|r| r.5).collect();
        nodes.sort_unstable();
        pars.sort_unstable();
        gains.sort_unstable();
        println!(
            "Verslun par ({}), {deals} deals from seed {first}, budget {budget} nodes",
            options.describe()
        );
        println!("{}", deal_times(&mut times, slowest_seed, total));
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
        println!(
            "par: min {} · median {} · max {} · mean {:.1}; par minus the greedy player: median {} · max {}",
            percentile(&pars, 0.0),
            percentile(&pars, 0.5),
            percentile(&pars, 1.0),
            pars.iter().sum::<u32>() as f64 / pars.len().max(1) as f64,
            percentile(&gains, 0.5),
            percentile(&gains, 1.0)
        );
        return Ok(());
    }
    let seed = seed_word(args.words.get(1).ok_or("which seed code?")?)?;
    let game = Verslun::new(&options, seed);
    let start = Instant::now();
    let found = par(&game, budget);
    let secs = start.elapsed().as_secs_f64();
    println!("Verslun ({}), seed {seed}", options.describe());
    println!(
        "par {} ({}); the greedy player scores {}",
        found.score,
        if found.proven {
            "proven optimal"
        } else {
            "best found: budget spent"
        },
        greedy_score(&game)
    );
    println!(
        "time {:.1} ms · nodes {} · budget {budget}",
        secs * 1000.0,
        found.nodes
    );
    let line: Vec<String> = found.line.iter().map(|m| m.to_string()).collect();
    println!("line ({} moves): {}", line.len(), line.join(", "));
    Ok(())
}

/// The value at fraction `p` (0 the least, 1 the most) of sorted values.
fn percentile<T: Copy + Default>(sorted: &[T], p: f64) -> T {
    match sorted.len() {
        0 => T::default(),
        n => sorted[((n - 1) as f64 * p).round() as usize],
    }
}

/// "time per deal: median … · 95% … · max … (seed …) · total … s", from
/// each deal's seconds.
fn deal_times(times: &mut [f64], slowest_seed: u64, total: f64) -> String {
    times.sort_by(|a, b| a.total_cmp(b));
    let ms = |p: f64| percentile(times, p) * 1000.0;
    format!(
        "time per deal: median {:.1} ms · 95% {:.1} ms · max {:.1} ms (seed {}) · total {total:.1} s",
        ms(0.5),
        ms(0.95),
        ms(1.0),
        Seed::from_number(slowest_seed)
    )
}

fn greedy_score(game: &Verslun) -> u32 {
    let mut g = game.clone();
    while let Some(mv) = verslun_greedy(&g) {
        if g.apply(&mv).is_err() {
            break;
        }
    }
    g.score()
}

fn par_arctic(args: &Args) -> Result<(), String> {
    use cardtable::engine::arctic_par::{ArcticParSearch, DEFAULT_NODE_BUDGET};
    let budget = flag_number(args, "budget", DEFAULT_NODE_BUDGET)?;
    let options = ArcticOptions::solo();
    if args.flags.iter().any(|(k, _)| k == "deals") {
        let deals = flag_number(args, "deals", 100)?;
        let first = flag_number(args, "first-seed", 0)?;
        let mut times = Vec::with_capacity(deals as usize);
        let mut nodes = Vec::with_capacity(deals as usize);
        let mut pars = Vec::with_capacity(deals as usize);
        let mut gaps = Vec::new();
        let mut proven = 0u64;
        let mut table_max = 0usize;
        let (mut slowest, mut slowest_seed) = (0.0f64, first);
        let all = Instant::now();
        for n in first..first + deals {
            let game = Arctic::new(&options, Seed::from_number(n));
            let start = Instant::now();
            let mut search = ArcticParSearch::with_budget(&game, budget);
            search.run(u64::MAX);
            let secs = start.elapsed().as_secs_f64();
            let best = search.best().ok_or_else(|| format!("seed {n}: no par"))?;
            if best.proven {
                proven += 1;
            } else {
                gaps.push(best.score - search.lower_bound());
            }
            if secs > slowest {
                (slowest, slowest_seed) = (secs, n);
            }
            table_max = table_max.max(search.table_len());
            times.push(secs);
            nodes.push(search.nodes());
            pars.push(best.score);
        }
        let total = all.elapsed().as_secs_f64();
        nodes.sort_unstable();
        pars.sort_unstable();
        let node = |p: f64| percentile(&nodes, p);
        let par = |p: f64| percentile(&pars, p);
        println!(
            "Arctic Solitaire solo par, {deals} deals from seed {first}, budget {budget} nodes"
        );
        println!("{}", deal_times(&mut times, slowest_seed, total));
        println!(
            "nodes per deal: median {} · 95% {} · max {} · largest table {table_max}",
            node(0.5),
            node(0.95),
            node(1.0)
        );
        println!(
            "proven: {proven} of {deals} ({:.1}%)",
            100.0 * proven as f64 / deals.max(1) as f64
        );
        if !gaps.is_empty() {
            gaps.sort_unstable();
            println!(
                "unproven: best line minus lower bound: median {} · max {}",
                gaps[gaps.len() / 2],
                gaps[gaps.len() - 1]
            );
        }
        println!(
            "par: min {} · median {} · 90% {} · max {} · mean {:.2}",
            par(0.0),
            par(0.5),
            par(0.9),
            par(1.0),
            pars.iter().sum::<i64>() as f64 / pars.len().max(1) as f64
        );
        return Ok(());
    }
    let seed = seed_word(args.words.get(1).ok_or("which seed code?")?)?;
    let game = Arctic::new(&options, seed);
    let start = Instant::now();
    let mut search = ArcticParSearch::with_budget(&game, budget);
    search.run(u64::MAX);
    let secs = start.elapsed().as_secs_f64();
    let best = search.best().ok_or("no par")?;
    println!("Arctic Solitaire solo, seed {seed}");
    println!(
        "par {} ({}); lower bound {}",
        best.score,
        if best.proven {
            "proven"
        } else {
            "not proven: budget spent"
        },
        search.lower_bound().min(best.score)
    );
    println!(
        "time {:.1} ms · nodes {} · table {} · budget {budget}",
        secs * 1000.0,
        search.nodes(),
        search.table_len()
    );
    let line: Vec<String> = best.line.iter().map(|m| m.to_string()).collect();
    println!("line ({} moves): {}", line.len(), line.join(", "));
    Ok(())
}
