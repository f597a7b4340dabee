//! The solo par of Arctic Solitaire (`engine::arctic::par`): its line replays
//! legally to the reported score, it never loses to a simple greedy player,
//! hand-built positions with a known optimum are proven, and slicing the
//! search changes nothing.
//!
//! Run in release: `cargo test --release --test arctic_par`.

use cardtable::engine::arctic::par::{arctic_par, ArcticParSearch, Par};
use cardtable::engine::arctic::*;
use cardtable::engine::triple_topper::{TripleCard, TripleSet};
use cardtable::engine::{Game, Seed};

const BUDGET: u64 = 150_000;

fn c(code: &str) -> TripleCard {
    code.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn cards(codes: &str) -> Vec<TripleCard> {
    codes.split_whitespace().map(c).collect()
}

fn set(codes: &str) -> TripleSet {
    codes.split_whitespace().map(c).collect()
}

fn solo(seed: u64) -> Arctic {
    Arctic::new(&ArcticOptions::solo(), Seed::from_number(seed))
}

fn par_of(game: &Arctic, budget: u64) -> (Par, ArcticParSearch) {
    let mut search = ArcticParSearch::with_budget(game, budget);
    assert!(search.run(u64::MAX), "a run without a slice limit finishes");
    (search.best().expect("a solo game has a par"), search)
}

/// Replays the line on the engine: every move legal, the round over, the
/// score the one reported.
fn replay(game: &Arctic, par: &Par) -> Arctic {
    let mut g = game.clone();
    for (i, mv) in par.line.iter().enumerate() {
        g.apply(mv)
            .unwrap_or_else(|e| panic!("move {i} ({mv}) of the par line refused: {e}"));
    }
    assert!(g.is_over(), "the par line ends the round");
    assert_eq!(g.solo_score(), par.score, "the par line scores the par");
    g
}

/// A simple greedy player over the engine's legal moves: Triple Toppers,
/// then any play on a pile, then a shift, then a new pile; discards owed at
/// once (costliest first); else draw; after a draw, play the drawn card if
/// it goes anywhere, else end the turn.
fn greedy_score(game: &Arctic) -> i64 {
    let mut g = game.clone();
    while !g.is_over() {
        let moves = g.legal_moves();
        let piles = g.piles().clone();
        let rank = |mv: &ArcticMove| match *mv {
            ArcticMove::Discard(card) => (0, 100 - card.points() as i64),
            ArcticMove::Play { card, place } => match piles[place as usize].last() {
                Some(top) if top.exact_match(card) => (1, 0),
                Some(_) => (2, 0),
                None => (4, card.index() as i64),
            },
            ArcticMove::Shift { .. } => (3, 0),
            ArcticMove::Draw => (5, 0),
            ArcticMove::End => (6, 0),
        };
        let mv = *moves.iter().min_by_key(|m| rank(m)).expect("a move");
        g.apply(&mv).unwrap();
    }
    g.solo_score()
}

#[test]
fn par_lines_replay_to_their_score() {
    for seed in 0..8 {
        let game = solo(seed);
        let (par, search) = par_of(&game, BUDGET);
        let end = replay(&game, &par);
        assert!(par.score >= search.lower_bound().min(par.score));
        if par.proven {
            assert!(search.lower_bound() >= par.score);
            // A proven par goes out (going out always beats a blocked end).
            assert!(end.hand(0).is_empty(), "seed {seed}: proven par goes out");
            assert_eq!(par.score, end.cards_drawn(0) as i64);
        }
    }
}

#[test]
fn par_is_never_worse_than_a_greedy_player() {
    for seed in 0..8 {
        let game = solo(seed);
        let (par, _) = par_of(&game, BUDGET);
        let greedy = greedy_score(&game);
        assert!(
            par.score <= greedy,
            "seed {seed}: par {} above greedy {greedy}",
            par.score
        );
    }
}

#[test]
fn some_deals_are_proven() {
    let proven = (0..8)
        .filter(|&seed| par_of(&solo(seed), BUDGET).0.proven)
        .count();
    assert!(proven >= 2, "only {proven} of 8 proven");
}

#[test]
fn a_hand_worked_position_needs_two_draws() {
    // Three 4s on the table, no empty place, no shift (4 never goes on 4).
    // Hand: 2GC, which goes on no 4. The deck: 1GB, then 3RC.
    // - No draw: 2GC cannot move.
    // - One draw (1GB): 1GB needs a 2 on the table; still stuck.
    // - Two draws: 3RC on 4RH (red), 2GC on 3RC (circle), 1GB on 2GC
    //   (green): out with 2 cards drawn.
    let game = Arctic::from_position(
        &ArcticOptions::solo(),
        0,
        vec![set("2GC")],
        [cards("4RH"), cards("4YT"), cards("4BS")],
        &cards("1GB 3RC 4KC 4KS"),
    );
    let (par, search) = par_of(&game, 100_000);
    assert_eq!(par.score, 2);
    assert!(par.proven);
    assert_eq!(search.lower_bound(), 2);
    replay(&game, &par);
    let text: Vec<String> = par.line.iter().map(|m| m.to_string()).collect();
    assert_eq!(
        text.join(", "),
        "draw, end, draw, play 3RC on 1, play 2GC on 1, play 1GB on 1"
    );
}

#[test]
fn a_triple_topper_can_empty_the_hand_without_a_draw() {
    // 3RH then 2RH on 4RH: a run of three, 1 + 2 discards owed, so QKB goes
    // without a pile for it: par 0.
    let game = Arctic::from_position(
        &ArcticOptions::solo(),
        0,
        vec![set("3RH 2RH QKB")],
        [cards("4RH"), cards("4BS"), cards("4GT")],
        &cards("1YC 2YC"),
    );
    let (par, _) = par_of(&game, 10_000);
    assert_eq!(par.score, 0);
    assert!(par.proven);
    let end = replay(&game, &par);
    assert!(end.hand(0).is_empty());
}

#[test]
fn a_stuck_hand_with_nothing_to_draw_scores_its_points() {
    // Nothing to draw and nothing to play: the round ends blocked, and the
    // score is the points in hand (4 + 5 for the blob).
    let game = Arctic::from_position(
        &ArcticOptions::solo(),
        0,
        vec![set("4GB")],
        [cards("4RH"), cards("4YT"), cards("4BS")],
        &[],
    );
    let (par, _) = par_of(&game, 10_000);
    assert_eq!(par.score, 9);
    replay(&game, &par);
}

#[test]
fn slices_give_the_same_par_as_one_run() {
    for seed in [1, 3, 5] {
        let game = solo(seed);
        let budget = 60_000;
        let (whole, one) = par_of(&game, budget);
        for slice in [1, 97, 10_000] {
            let mut search = ArcticParSearch::with_budget(&game, budget);
            let mut calls = 0;
            while !search.run(slice) {
                calls += 1;
                assert!(calls < 10_000_000, "the search ends");
            }
            assert_eq!(search.best().unwrap(), whole, "seed {seed}, slice {slice}");
            assert_eq!(search.nodes(), one.nodes());
            assert_eq!(search.lower_bound(), one.lower_bound());
        }
        // And the same again from scratch: deterministic.
        assert_eq!(par_of(&game, budget).0, whole);
    }
}

#[test]
fn games_that_are_not_solo_or_over_are_handled() {
    let two = Arctic::new(&ArcticOptions::with_players(2), Seed::from_number(1));
    let mut search = ArcticParSearch::new(&two);
    assert!(search.run(1));
    assert_eq!(search.best(), None);

    let game = solo(3);
    let par = arctic_par(&game).unwrap();
    let end = replay(&game, &par);
    let over = arctic_par(&end).unwrap();
    assert_eq!(over.score, par.score);
    assert!(over.proven && over.line.is_empty());
}
