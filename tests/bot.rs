//! The opponent engine: it decides from what its seat may see, and the same
//! game seed gives the same decisions.

use cardtable::engine::bot::{choose_move, thinking_rng, Level, Search};
use cardtable::engine::pickup::{Opponent, Phase, PickUp, PickUpMove, PickUpOptions};
use cardtable::engine::{DealRng, Game, Seed};

/// A Pick Up match some random moves in, with the seat to move.
fn mid_hand(seed: u64, moves: usize) -> PickUp {
    let mut game = PickUp::new(&PickUpOptions::default(), Seed::from_number(seed));
    let mut rng = DealRng::from_number(seed);
    for _ in 0..moves {
        let legal = game.legal_moves();
        if game.phase() != Phase::Play || legal.len() == 1 {
            break;
        }
        game.apply(&legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    game
}

/// Two games that differ only in cards the bot can't see (the other hand,
/// the cards under the piles, the set-aside cards) give the same decision
/// for the same generator seed: the bot is given the seat's view and nothing
/// else, and the view is the same.
#[test]
fn hidden_cards_do_not_change_the_decision() {
    let mut compared = 0;
    for n in 0..40 {
        let real = mid_hand(n, 1 + (n as usize % 7));
        let Some(seat) = real.current_player() else {
            continue;
        };
        if real.legal_moves().len() < 2 {
            continue;
        }
        // Another deal of the same unseen cards.
        let other =
            PickUp::determinize(&real.observation(seat), &mut DealRng::from_number(1000 + n));
        assert_ne!(
            real.hand(1 - seat),
            other.hand(1 - seat),
            "the hidden hands must differ"
        );
        assert_eq!(real.observation(seat), other.observation(seat));
        // ... while the other seat does see the difference.
        assert_ne!(real.observation(1 - seat), other.observation(1 - seat));
        for level in [Level::Easy, Level::Normal] {
            let rng = || thinking_rng(Seed::from_number(n), seat, 5);
            let a = choose_move::<PickUp>(real.observation(seat), level, rng());
            let b = choose_move::<PickUp>(other.observation(seat), level, rng());
            assert_eq!(a, b, "seed {n}, {level:?}");
            assert!(real.legal_moves().contains(&a.unwrap()));
        }
        compared += 1;
    }
    assert!(compared >= 20, "only {compared} positions compared");
}

/// The same seed, seat and move number give the same search, however it is
/// sliced (the browser runs it in slices between frames).
#[test]
fn decisions_are_deterministic_and_slicing_does_not_matter() {
    let game = mid_hand(3, 2);
    let seat = game.current_player().unwrap();
    let view = game.observation(seat);
    let whole = choose_move::<PickUp>(
        view.clone(),
        Level::Normal,
        thinking_rng(Seed::from_number(3), seat, 2),
    );
    let mut sliced = Search::<PickUp>::new(
        view.clone(),
        Level::Normal,
        thinking_rng(Seed::from_number(3), seat, 2),
    );
    let mut slices = 0;
    while !sliced.run(7) {
        slices += 1;
    }
    assert!(slices > 10);
    assert_eq!(sliced.iterations_done(), Level::Normal.iterations());
    assert_eq!(sliced.best_move(), whole);
    // A different move number thinks different thoughts (the visits differ).
    let mut other = Search::<PickUp>::new(
        view,
        Level::Normal,
        thinking_rng(Seed::from_number(3), seat, 3),
    );
    other.run(u32::MAX);
    assert_ne!(other.root_visits(), sliced.root_visits());
}

#[test]
fn a_forced_move_takes_no_thought() {
    let mut game = mid_hand(11, 0);
    // Find a position where the player to move can only pass.
    let mut rng = DealRng::from_number(5);
    while game.legal_moves() != vec![PickUpMove::Pass] {
        let legal = game.legal_moves();
        game.apply(&legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    let seat = game.current_player().unwrap();
    let mut search = Search::<PickUp>::new(
        game.observation(seat),
        Level::Hard,
        thinking_rng(Seed::from_number(0), seat, 0),
    );
    assert!(search.run(0));
    assert_eq!(search.best_move(), Some(PickUpMove::Pass));
}

/// Holding three of a rank with the fourth face up, a set of four is worth
/// two cards and a pair would leave two cards stuck in the hand: Normal and
/// Hard take the four. Easy, which barely looks, need not.
#[test]
fn the_searching_levels_take_a_set_of_four_over_a_pair() {
    let options = PickUpOptions {
        opponent: Opponent::Hard,
        ..PickUpOptions::first_to(1000)
    };
    let mut fours = 0;
    let mut positions = 0;
    for n in 0..400 {
        let game = PickUp::new(&options, Seed::from_number(n));
        let seat = game.current_player().unwrap();
        let legal = game.legal_moves();
        if !legal.iter().any(|m| matches!(m, PickUpMove::Four { .. })) {
            continue;
        }
        positions += 1;
        let chosen = choose_move::<PickUp>(
            game.observation(seat),
            Level::Normal,
            thinking_rng(Seed::from_number(n), seat, 0),
        )
        .unwrap();
        fours += matches!(chosen, PickUpMove::Four { .. }) as usize;
        if positions == 10 {
            break;
        }
    }
    assert_eq!(positions, 10, "not enough opening positions with a four");
    assert!(
        fours >= 8,
        "Normal took a four in {fours} of {positions} positions"
    );
}

/// Thricewise picks are simultaneous: a computer player's pick must not
/// depend on the picks already made that turn. Seats 0 and 1 pick every
/// combination of their cards; seat 2's view and its chosen pick are the
/// same each time (while seat 0's own view does show its pick).
#[test]
fn thricewise_pick_ignores_the_other_picks_of_the_turn() {
    use cardtable::engine::thricewise::{Thricewise, ThricewiseMove, ThricewiseOptions};
    let options = ThricewiseOptions {
        opponents: vec![Opponent::Easy, Opponent::Normal],
    };
    for n in 0..6 {
        let seed = Seed::from_number(n);
        let fresh = Thricewise::new(&options, seed);
        let mut decisions = Vec::new();
        let mut views = Vec::new();
        let mut own_views = Vec::new();
        for a in fresh.hand(0).iter() {
            for b in fresh.hand(1).iter() {
                let mut game = fresh.clone();
                game.apply(&ThricewiseMove::Pick(a)).unwrap();
                game.apply(&ThricewiseMove::Pick(b)).unwrap();
                assert_eq!(game.current_player(), Some(2));
                let view = game.observation(2);
                for level in [Level::Easy, Level::Normal] {
                    let mv =
                        choose_move::<Thricewise>(view.clone(), level, thinking_rng(seed, 2, 2));
                    assert!(game.legal_moves().contains(mv.as_ref().unwrap()));
                    decisions.push((level, mv));
                }
                views.push(view);
                own_views.push(game.observation(0));
            }
        }
        assert_eq!(views.len(), 9);
        assert!(
            views.iter().all(|v| *v == views[0]),
            "seed {n}: seat 2 sees the others' picks"
        );
        own_views.dedup();
        assert_eq!(own_views.len(), 3, "seat 0 sees its own pick");
        for level in [Level::Easy, Level::Normal] {
            let picks: Vec<_> = decisions
                .iter()
                .filter(|d| d.0 == level)
                .map(|d| d.1)
                .collect();
            assert!(
                picks.iter().all(|p| *p == picks[0]),
                "seed {n} {level:?}: {picks:?}"
            );
        }
    }
}

/// Asymmetry: two games that differ only in cards the computer's seat can't
/// see (the other hands, the deck order) give the same decision, a few
/// random moves into seeded games.
#[test]
fn asymmetry_hidden_cards_do_not_change_the_decision() {
    use cardtable::engine::asymmetry::{Asymmetry, AsymmetryOptions};
    let mut compared = 0;
    for n in 0..40 {
        let mut game = Asymmetry::new(&AsymmetryOptions::default(), Seed::from_number(n));
        let mut rng = DealRng::from_number(n);
        for _ in 0..n % 13 {
            if let Some(mv) = game.random_move(&mut rng) {
                game.apply(&mv).unwrap();
            }
        }
        let Some(seat) = game.current_player() else {
            continue;
        };
        let other =
            Asymmetry::determinize(&game.observation(seat), &mut DealRng::from_number(1000 + n));
        let others: Vec<usize> = (0..4).filter(|&s| s != seat).collect();
        assert!(
            others.iter().any(|&s| other.hand(s) != game.hand(s)),
            "the hidden hands must differ"
        );
        assert_ne!(other.deck_top_first(), game.deck_top_first());
        assert_eq!(game.observation(seat), other.observation(seat));
        // ... while a seat holding cards does see the difference.
        assert!(others
            .iter()
            .any(|&s| game.observation(s) != other.observation(s)));
        for level in [Level::Easy, Level::Normal] {
            let rng = || thinking_rng(Seed::from_number(n), seat, 7);
            let a = choose_move::<Asymmetry>(game.observation(seat), level, rng());
            let b = choose_move::<Asymmetry>(other.observation(seat), level, rng());
            assert_eq!(a, b, "seed {n}, {level:?}");
            assert!(game.legal_moves().contains(&a.unwrap()));
        }
        compared += 1;
    }
    assert!(compared >= 30, "only {compared} positions compared");
}

/// Asymmetry: with one card left after its play, placing it as a Lessen
/// Card wins at once; the searching levels take the win.
#[test]
fn asymmetry_search_takes_a_win_in_hand() {
    use cardtable::engine::asymmetry::{Asymmetry, AsymmetryMove, AsymmetryOptions, Position};
    use cardtable::engine::cards::{Card, Suit};
    let cards =
        |t: &str| -> Vec<Card> { t.split_whitespace().map(|c| c.parse().unwrap()).collect() };
    let position = Position {
        aces: [Suit::Clubs, Suit::Hearts, Suit::Spades, Suit::Diamonds].map(Some),
        hands: [
            cards("9C 3S"),
            cards("2H 3H 4H 5H 6H 7H 8H"),
            cards("2D 3D 4D 6D 7D 8D 9D"),
            cards("2C 3C 4C 5C 6C 7C 8C"),
        ],
        lessen: [None; 4],
        pile: cards("5D"),
        deck: cards("QD KD QH KH"),
        turn: 0,
        seed: 0,
    };
    let mut game = Asymmetry::from_position(&AsymmetryOptions::default(), &position).unwrap();
    for level in [Level::Normal, Level::Hard] {
        let first = choose_move::<Asymmetry>(
            game.observation(0),
            level,
            thinking_rng(Seed::from_number(1), 0, 0),
        );
        assert_eq!(first, Some("play 9C".parse().unwrap()), "{level:?}");
    }
    game.apply(&"play 9C".parse().unwrap()).unwrap();
    let second = choose_move::<Asymmetry>(
        game.observation(0),
        Level::Normal,
        thinking_rng(Seed::from_number(1), 0, 1),
    );
    assert_eq!(second, Some(AsymmetryMove::Place("3S".parse().unwrap())));
    game.apply(&second.unwrap()).unwrap();
    assert_eq!(game.winners(), [0]);
}

/// An Arctic Solitaire match some moves in (mostly the rule-based player's,
/// some at random), for 2 to 6 players.
fn arctic_position(n: u64) -> cardtable::engine::arctic::Arctic {
    use cardtable::engine::arctic::bot::rule_based_move;
    use cardtable::engine::arctic::{Arctic, ArcticOptions};
    let players = 2 + (n % 5) as usize;
    let mut game = Arctic::new(&ArcticOptions::with_players(players), Seed::from_number(n));
    let mut rng = DealRng::from_number(n);
    for _ in 0..(n % 17) * 3 {
        let Some(seat) = game.current_player() else {
            break;
        };
        let mv = if rng.below(3) == 0 {
            rng.pick(&game.legal_moves()).copied()
        } else {
            rule_based_move(&game.observation(seat))
        };
        game.apply(&mv.unwrap()).unwrap();
    }
    game
}

/// Arctic Solitaire: two games that differ only in cards the computer's
/// seat can't see (the other hands, the deck order) give the same decision,
/// at every level and for the rule-based player.
#[test]
fn arctic_hidden_cards_do_not_change_the_decision() {
    use cardtable::engine::arctic::bot::rule_based_move;
    use cardtable::engine::arctic::Arctic;
    let mut compared = 0;
    for n in 0..60 {
        let game = arctic_position(n);
        let Some(seat) = game.current_player() else {
            continue;
        };
        if game.legal_moves().len() < 2 {
            continue;
        }
        let other =
            Arctic::determinize(&game.observation(seat), &mut DealRng::from_number(1000 + n));
        let others: Vec<usize> = (0..game.seat_count()).filter(|&s| s != seat).collect();
        assert!(
            others.iter().any(|&s| other.hand(s) != game.hand(s)),
            "the hidden hands must differ"
        );
        if game.deck_count() > 1 {
            assert_ne!(other.deck_top_first(), game.deck_top_first());
        }
        assert_eq!(game.observation(seat), other.observation(seat));
        // ... while a seat holding cards does see the difference.
        assert!(others
            .iter()
            .any(|&s| game.observation(s) != other.observation(s)));
        let rules = rule_based_move(&game.observation(seat));
        assert_eq!(rules, rule_based_move(&other.observation(seat)));
        assert!(game.legal_moves().contains(&rules.unwrap()));
        for level in [Level::Easy, Level::Normal] {
            let rng = || thinking_rng(Seed::from_number(n), seat, 9);
            let a = choose_move::<Arctic>(game.observation(seat), level, rng());
            let b = choose_move::<Arctic>(other.observation(seat), level, rng());
            assert_eq!(a, b, "seed {n}, {level:?}");
            assert!(game.legal_moves().contains(&a.unwrap()));
        }
        compared += 1;
    }
    assert!(compared >= 30, "only {compared} positions compared");
}

/// Arctic Solitaire: the search gives the same move however it is sliced,
/// and a forced move (only the draw is legal) takes no thought.
#[test]
fn arctic_slicing_does_not_matter_and_a_forced_draw_is_free() {
    use cardtable::engine::arctic::{Arctic, ArcticMove, ArcticOptions};
    use cardtable::engine::triple_topper::TripleSet;
    let game = (0..40)
        .map(arctic_position)
        .find(|g| g.legal_moves().len() > 2)
        .unwrap();
    let seat = game.current_player().unwrap();
    let rng = || thinking_rng(Seed::from_number(4), seat, 3);
    let whole = choose_move::<Arctic>(game.observation(seat), Level::Normal, rng());
    let mut sliced = Search::<Arctic>::new(game.observation(seat), Level::Normal, rng());
    while !sliced.run(13) {}
    assert_eq!(sliced.iterations_done(), Level::Normal.iterations());
    assert_eq!(sliced.best_move(), whole);

    let card = |t: &str| t.parse().unwrap();
    let forced = Arctic::from_position(
        &ArcticOptions::with_players(3),
        0,
        ["2BS", "2BC", "2BT"]
            .map(|c| [card(c)].into_iter().collect::<TripleSet>())
            .to_vec(),
        [vec![card("4RH")], vec![card("4YC")], vec![card("4GT")]],
        &[card("1KB"), card("3KB")],
    );
    assert_eq!(forced.legal_moves(), vec![ArcticMove::Draw]);
    let mut search = Search::<Arctic>::new(
        forced.observation(0),
        Level::Hard,
        thinking_rng(Seed::from_number(0), 0, 0),
    );
    assert!(search.run(0));
    assert_eq!(search.best_move(), Some(ArcticMove::Draw));
}

/// Arctic Solitaire: building 3YH then 2YH on the yellow 4 makes a Triple
/// Topper whose discard takes the black blob ? and empties the hand. The
/// rule-based player and the searching levels find the way out this turn.
#[test]
fn arctic_players_go_out_through_a_triple_topper() {
    use cardtable::engine::arctic::bot::rule_based_move;
    use cardtable::engine::arctic::{Arctic, ArcticOptions};
    use cardtable::engine::triple_topper::TripleSet;
    let set = |t: &str| -> TripleSet { t.split_whitespace().map(|c| c.parse().unwrap()).collect() };
    let card = |t: &str| t.parse().unwrap();
    let start = Arctic::from_position(
        &ArcticOptions::with_players(3),
        0,
        vec![set("QKB 3YH 2YH"), set("1RC 2GS 3BT"), set("1YS 4KT QGC")],
        [vec![card("4YC")], vec![card("4GT")], vec![card("2KS")]],
        &[card("1KB"), card("3KB"), card("4BB"), card("2RT")],
    );
    for player in ["rules", "normal", "hard"] {
        let mut game = start.clone();
        let mut ply = 0;
        while game.current_player() == Some(0) && game.round_no() == 1 {
            let view = game.observation(0);
            let mv = match player {
                "rules" => rule_based_move(&view),
                "normal" => choose_move::<Arctic>(
                    view,
                    Level::Normal,
                    thinking_rng(Seed::from_number(2), 0, ply),
                ),
                _ => choose_move::<Arctic>(
                    view,
                    Level::Hard,
                    thinking_rng(Seed::from_number(2), 0, ply),
                ),
            }
            .unwrap();
            game.apply(&mv).unwrap();
            ply += 1;
        }
        let last = game.last_round().expect("the round is over");
        assert_eq!(last.scored[0], 0, "{player}");
        assert_eq!(ply, 3, "{player}: play, play, discard");
    }
}

/// Thricewise's look-ahead scales with the stage of the game: its random
/// playouts run to the end of the game, so early on an iteration is long
/// and a Hard search stops at the game's work limit, with fewer iterations;
/// near the end it makes all of them. The limit counts moves, not time, so
/// the same position and generator stop at the same iteration and choose
/// the same move however the search is sliced; Easy and Normal never
/// reach it.
#[test]
fn thricewise_hard_search_is_limited_by_work_early_and_not_late() {
    use cardtable::engine::thricewise::{Thricewise, ThricewiseOptions};
    let limit = Thricewise::SEARCH_WORK_LIMIT.expect("Thricewise limits a search's work");
    let hard = Level::Hard.iterations();
    let seed = Seed::from_number(7);
    let mut game = Thricewise::new(&ThricewiseOptions::default(), seed);
    // Every position with a choice of a game played by Easy computers.
    let mut positions = Vec::new();
    let mut ply = 0;
    while let Some(seat) = game.current_player() {
        if game.legal_moves().len() > 1 {
            positions.push((ply, game.clone()));
        }
        let mv = choose_move::<Thricewise>(
            game.observation(seat),
            Level::Easy,
            thinking_rng(seed, seat, ply),
        )
        .unwrap();
        game.apply(&mv).unwrap();
        ply += 1;
    }
    let search = |game: &Thricewise, ply: usize, level: Level, slice: u32| {
        let seat = game.current_player().unwrap();
        let mut s =
            Search::<Thricewise>::new(game.observation(seat), level, thinking_rng(seed, seat, ply));
        while !s.run(slice) {}
        s
    };
    let (ply, first) = &positions[0];
    let early = search(first, *ply, Level::Hard, u32::MAX);
    assert!(
        early.iterations_done() < hard * 3 / 4,
        "the first pick made {} iterations",
        early.iterations_done()
    );
    // It stops at the first iteration that reaches the limit.
    assert!(early.work_done() >= limit && early.work_done() < limit + 2_000);
    let sliced = search(first, *ply, Level::Hard, 37);
    assert_eq!(sliced.iterations_done(), early.iterations_done());
    assert_eq!(sliced.work_done(), early.work_done());
    assert_eq!(sliced.root_visits(), early.root_visits());
    assert_eq!(sliced.best_move(), early.best_move());
    for level in [Level::Easy, Level::Normal] {
        assert_eq!(
            search(first, *ply, level, u32::MAX).iterations_done(),
            level.iterations()
        );
    }
    // The last decisions: short playouts, every iteration.
    let (ply, last) = &positions[positions.len() - 2];
    let late = search(last, *ply, Level::Hard, u32::MAX);
    assert_eq!(late.iterations_done(), hard);
    assert!(late.work_done() < limit);
}

/// Expert thinks until its time is up (on the caller's clock: here a fake
/// one, a millisecond a look), but never fewer iterations than Hard, however
/// slow the machine; and its search grows Thricewise's work limit with its
/// iterations, so the limit does not stop it at Hard's.
#[test]
fn expert_thinks_for_its_time_and_never_less_than_hard() {
    use cardtable::engine::bot::run_timed;
    use std::cell::Cell;
    let game = mid_hand(3, 2);
    let seat = game.current_player().unwrap();
    let expert = || {
        Search::<PickUp>::new(
            game.observation(seat),
            Level::Expert,
            thinking_rng(Seed::from_number(3), seat, 2),
        )
    };
    let ms = Level::Expert.think_ms().expect("Expert has a time");
    assert_eq!(Level::Hard.think_ms(), None);
    // A fast machine: the clock moves a millisecond a look (64 iterations),
    // and is only looked at once Hard's iterations are made, so the time
    // ends it after about Hard's and ms * 64 more.
    let now = Cell::new(0.0);
    let tick = || {
        now.set(now.get() + 1.0);
        now.get()
    };
    let mut fast = expert();
    run_timed(&mut fast, Level::Expert, Some(ms), tick);
    let made = fast.iterations_done();
    assert!(made > Level::Hard.iterations() && made < Level::Expert.iterations());
    let expected = Level::Hard.iterations() as f64 + ms * 64.0;
    assert!(
        (made as f64 - expected).abs() <= 2.0 * 64.0,
        "{made} iterations"
    );
    // A slow machine: a whole second a look. It still makes Hard's
    // iterations (rounded up to a slice), then stops.
    let slow_now = Cell::new(0.0);
    let mut slow = expert();
    run_timed(&mut slow, Level::Expert, Some(ms), || {
        slow_now.set(slow_now.get() + 1000.0);
        slow_now.get()
    });
    assert!(slow.iterations_done() >= Level::Hard.iterations());
    assert!(slow.iterations_done() < Level::Hard.iterations() + 64);
    // Hard without a time: its iterations, whatever the clock says.
    let mut hard = Search::<PickUp>::new(
        game.observation(seat),
        Level::Hard,
        thinking_rng(Seed::from_number(3), seat, 2),
    );
    run_timed(&mut hard, Level::Hard, Level::Hard.think_ms(), || {
        unreachable!("no clock for a level without a time")
    });
    assert_eq!(hard.iterations_done(), Level::Hard.iterations());
    // Thricewise's work limit: Hard's for Easy to Hard, more for Expert.
    use cardtable::engine::thricewise::Thricewise;
    let limit = Thricewise::SEARCH_WORK_LIMIT;
    assert_eq!(Level::Hard.work_limit(limit), limit);
    assert_eq!(Level::Easy.work_limit(limit), limit);
    assert!(Level::Expert.work_limit(limit) > limit);
    assert_eq!(Level::Expert.work_limit(None), None);
}
