//! The generic invariant harness over many games of every game and variant,
//! with policies that reach each game's rarer positions (the long runs:
//! `scripts/check.sh` leaves this file out, `scripts/test.sh` runs it).
//! `tests/games.rs` runs the harness briefly on every game of the list.

use cardtable::engine::harness::{check_playouts, uniform, Policy};
use cardtable::engine::verslun::{Verslun, VerslunMove, VerslunOptions};
use cardtable::engine::DealRng;

/// Uniform, but rarely ends a Verslun game on purpose, so playouts go deep.
fn mostly_playing(game: &Verslun, moves: &[VerslunMove], rng: &mut DealRng) -> VerslunMove {
    let playing: Vec<VerslunMove> = moves
        .iter()
        .filter(|m| **m != VerslunMove::EndGame)
        .cloned()
        .collect();
    if playing.is_empty() || rng.below(50) == 0 {
        uniform(game, moves, rng)
    } else {
        uniform(game, &playing, rng)
    }
}

fn verslun_variants() -> Vec<VerslunOptions> {
    let mut all = Vec::new();
    for aces_wild in [false, true] {
        for rank_pairs in [false, true] {
            all.push(VerslunOptions {
                aces_wild,
                rank_pairs,
                ..Default::default()
            });
        }
    }
    for hand_size in [4, 8] {
        all.push(VerslunOptions {
            hand_size,
            ..Default::default()
        });
    }
    for columns in [2, 6] {
        all.push(VerslunOptions {
            columns,
            ..Default::default()
        });
    }
    all.push(VerslunOptions {
        aces_wild: true,
        rank_pairs: true,
        hand_size: 8,
        columns: 6,
    });
    all
}

#[test]
fn verslun_random_playouts_keep_every_invariant() {
    for (i, options) in verslun_variants().iter().enumerate() {
        for policy in [mostly_playing as Policy<Verslun>, uniform::<Verslun>] {
            let stats = check_playouts::<Verslun>(options, 10_000 * i as u64, 1500, policy)
                .unwrap_or_else(|e| panic!("{options:?}: {e}"));
            assert_eq!(stats.games, 1500);
            assert!(
                stats.moves > stats.games * 3,
                "{options:?}: playouts too short: {stats:?}"
            );
        }
    }
}

/// Pick Up: thousands of random matches, to their end or for eight hands
/// at most (random play loses points, so a match may never reach its
/// target), against each opponent setting (the rules ignore it; the record
/// keeps it), to 100 or of 3 hands or 1 hand. Each position tries every
/// legal move and 12 others at random.
#[test]
fn pickup_random_matches_keep_every_invariant() {
    use cardtable::engine::harness::{check_playouts_with, Limits};
    use cardtable::engine::pickup::{MatchLength, Opponent, PickUp, PickUpOptions};
    let limits = Limits {
        max_moves: Some(8 * 50),
        universe_sample: Some(12),
    };
    let (mut games, mut ended, mut moves) = (0, 0, 0);
    for (i, opponent) in Opponent::ALL.into_iter().enumerate() {
        // Both kinds of match: first to 100, and a few hands (ties included).
        let length = match i {
            1 => MatchLength::Hands(3),
            3 => MatchLength::Hands(1),
            _ => MatchLength::Target(100),
        };
        let options = PickUpOptions { length, opponent };
        let stats = check_playouts_with::<PickUp>(
            &options,
            50_000 * i as u64,
            500,
            uniform::<PickUp>,
            limits,
        )
        .unwrap_or_else(|e| panic!("{options:?}: {e}"));
        games += stats.games;
        ended += stats.ended;
        moves += stats.moves;
    }
    assert_eq!(games, 500 * Opponent::ALL.len() as u64);
    assert!(moves > games * 40, "matches too short: {moves} moves");
    // Some matches must reach their end, so the match end is checked too.
    assert!(ended > 100, "only {ended} of {games} matches ended");
    eprintln!("pickup: {games} matches, {ended} ended, {moves} moves");
}

/// Thricewise: random games for every player count, to their end. Each
/// position tries every legal move and 40 others of the move universe.
#[test]
fn thricewise_random_games_keep_every_invariant() {
    use cardtable::engine::bot::Opponent;
    use cardtable::engine::harness::{check_playouts_with, Limits};
    use cardtable::engine::thricewise::{Thricewise, ThricewiseOptions};
    let limits = Limits {
        max_moves: None,
        universe_sample: Some(40),
    };
    for players in 2..=5 {
        let options = ThricewiseOptions {
            opponents: vec![Opponent::Easy; players - 1],
        };
        let stats = check_playouts_with::<Thricewise>(
            &options,
            70_000 * players as u64,
            150,
            uniform::<Thricewise>,
            limits,
        )
        .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert_eq!(stats.ended, 150, "{players} players: every game must end");
        // Every card is picked and most are placed: at least 30 picks and
        // placements a game whatever the count.
        assert!(
            stats.moves > stats.games * 40,
            "{players} players: games too short: {stats:?}"
        );
        eprintln!("thricewise {players} players: {stats:?}");
    }
}

/// Mostly the rule-based Asymmetry player, with one move in five at
/// random: games that end by an empty hand, with Lessen Cards placed and
/// played (uniform play ends every game by the stalemate rule).
fn mostly_rules(
    game: &cardtable::engine::asymmetry::Asymmetry,
    moves: &[cardtable::engine::asymmetry::AsymmetryMove],
    rng: &mut DealRng,
) -> cardtable::engine::asymmetry::AsymmetryMove {
    use cardtable::engine::asymmetry::rule_based_move;
    use cardtable::engine::Game;
    let view = game.current_player().map(|s| game.observation(s));
    match view.and_then(|v| rule_based_move(&v)) {
        Some(mv) if rng.below(5) != 0 => mv,
        _ => uniform(game, moves, rng),
    }
}

/// Asymmetry, every check: 2,000 games to their end, half at random, half
/// mostly rule-based. Each position tries every legal move and 12 others of
/// the move universe. A game must end within the harness's 20,000 moves, or
/// the test fails. No rule caps a game whose players keep playing and
/// drawing; what the rules bound is the turns with nothing to decide (the
/// engine plays them by itself): each draws a card, up to 7 in hand, or is
/// idle, and four idle turns in a row end the game. Measured: 100,000
/// random games take at most 3,487 moves (2,866 turns; median 251 moves),
/// all but 34 ending in a stalemate (`cardtable-cli length asymmetry`).
#[test]
fn asymmetry_random_games_keep_every_invariant() {
    use cardtable::engine::asymmetry::Asymmetry;
    use cardtable::engine::harness::{check_playouts_with, Limits};
    let limits = Limits {
        max_moves: None,
        universe_sample: Some(12),
    };
    for (i, policy) in [uniform::<Asymmetry> as Policy<Asymmetry>, mostly_rules]
        .into_iter()
        .enumerate()
    {
        let stats = check_playouts_with::<Asymmetry>(
            &Default::default(),
            100_000 * (i as u64 + 1),
            1000,
            policy,
            limits,
        )
        .unwrap_or_else(|e| panic!("policy {i}: {e}"));
        assert_eq!(stats.ended, 1000, "every game must end");
        assert!(stats.moves > stats.games * 40, "games too short: {stats:?}");
        eprintln!("asymmetry, policy {i}: {stats:?}");
    }
}

/// Asymmetry, 18,000 more games with the lighter check (cards, legal moves,
/// determinizations, the record's replay; no move universe or undo, whose
/// cost grows with the square of a game's length): 20,000 in all.
#[test]
fn asymmetry_many_more_games_keep_the_main_invariants() {
    use cardtable::engine::asymmetry::Asymmetry;
    use cardtable::engine::harness::check_playouts_light;
    for (i, policy) in [uniform::<Asymmetry> as Policy<Asymmetry>, mostly_rules]
        .into_iter()
        .enumerate()
    {
        let stats = check_playouts_light::<Asymmetry>(
            &Default::default(),
            1_000_000 * (i as u64 + 1),
            9000,
            policy,
        )
        .unwrap_or_else(|e| panic!("policy {i}: {e}"));
        assert_eq!(stats.ended, 9000, "every game must end");
        eprintln!("asymmetry light, policy {i}: {stats:?}");
    }
}

/// Arctic Solitaire, every player count (1–6). Full checks (move universe
/// sample, determinizations, undo, records) on the first 300 moves of
/// random matches; then whole random matches with the lighter check, which
/// fails any match that does not end within the harness's 20,000 moves.
/// Measured: random matches take 2,000–2,500 moves on average (at most
/// ~5,600 in 1,200), about eight rounds; a solo round about 330 moves.
#[test]
fn arctic_random_matches_keep_every_invariant() {
    use cardtable::engine::arctic::{Arctic, ArcticOptions};
    use cardtable::engine::harness::{check_playouts_light, check_playouts_with, Limits};
    for players in 1..=6 {
        let limits = Limits {
            // A solo round is short: check it whole.
            max_moves: (players > 1).then_some(ARCTIC_FULL_MOVES),
            universe_sample: Some(12),
        };
        let options = ArcticOptions::with_players(players);
        let stats = check_playouts_with::<Arctic>(
            &options,
            200_000 * players as u64,
            ARCTIC_FULL,
            uniform::<Arctic>,
            limits,
        )
        .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert_eq!(stats.games, ARCTIC_FULL);
        let light = check_playouts_light::<Arctic>(
            &options,
            300_000 * players as u64,
            ARCTIC_LIGHT,
            uniform::<Arctic>,
        )
        .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert_eq!(
            light.ended, ARCTIC_LIGHT,
            "{players} players: every match must end"
        );
        eprintln!("arctic {players} players: full {stats:?}; light {light:?}");
    }
}

/// Matches per player count with every check, and their length cap (long
/// enough to cross into the second round: undo replays the record, so the
/// cost grows with the square of the length).
const ARCTIC_FULL: u64 = 30;
const ARCTIC_FULL_MOVES: usize = 1200;
/// Whole matches per player count with the lighter check.
const ARCTIC_LIGHT: u64 = 300;

/// Arctic Solitaire at the scale: 10,000 whole random matches per
/// player count (1–6) with the lighter check. Too slow for every run (about
/// 15 minutes): `cargo test --test invariants arctic_ten -- --ignored`.
#[test]
#[ignore]
fn arctic_ten_thousand_matches_per_player_count() {
    use cardtable::engine::arctic::{Arctic, ArcticOptions};
    use cardtable::engine::harness::check_playouts_light;
    for players in 1..=6 {
        let light = check_playouts_light::<Arctic>(
            &ArcticOptions::with_players(players),
            1_000_000 * players as u64,
            10_000,
            uniform::<Arctic>,
        )
        .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert_eq!(
            light.ended, 10_000,
            "{players} players: every match must end"
        );
        eprintln!("arctic {players} players: {light:?}");
    }
}
