//! Unit tests of the par search.

use super::position::Pile;
use super::*;
use crate::engine::arctic::ArcticOptions;
use crate::engine::triple_topper::TripleCard;
use crate::engine::{Game, Seed};

#[test]
fn pile_summaries_follow_the_engine_runs() {
    let cards =
        |s: &str| -> Vec<TripleCard> { s.split_whitespace().map(|c| c.parse().unwrap()).collect() };
    let p = Pile::from_cards(&cards("4RH 3RH 2RH"));
    assert_eq!((p.run, p.whole), (3, true));
    let p = Pile::from_cards(&cards("4RC 3RH 2RH"));
    assert_eq!((p.run, p.whole), (2, false));
    assert!(Pile::from_cards(&[]).is_empty());
}

#[test]
fn a_deal_has_a_par_that_replays() {
    let game = Arctic::new(&ArcticOptions::solo(), Seed::from_number(3));
    let par = arctic_par(&game).unwrap();
    let mut g = game.clone();
    for mv in &par.line {
        g.apply(mv).unwrap();
    }
    assert!(g.is_over());
    assert_eq!(g.solo_score(), par.score);
}

/// The line replays legally on the engine and ends the round with the score.
fn assert_replays(game: &Arctic, par: &Par) {
    let mut g = game.clone();
    for mv in &par.line {
        g.apply(mv).unwrap();
    }
    assert!(g.is_over());
    assert_eq!(g.solo_score(), par.score);
}

fn deal(code: &str) -> Arctic {
    Arctic::new(&ArcticOptions::solo(), code.parse().unwrap())
}

#[test]
fn the_independent_solvers_deals_reach_its_pars() {
    // It found 24 draws where the search said 69, and proved 17 where the
    // search said 36 "best found".
    let game = deal("TRK45NFB");
    let par = arctic_par(&game).unwrap();
    assert_eq!((par.score, par.proven), (17, true));
    assert_replays(&game, &par);
    let game = deal("R798H99R");
    let mut search = ArcticParSearch::with_budget(&game, 6_000_000);
    search.run(u64::MAX);
    let par = search.best().unwrap();
    assert_eq!((par.score, par.proven), (24, true));
    assert_replays(&game, &par);
}

#[test]
fn the_shortcuts_agree_with_the_plain_search() {
    // Drawing at once and the matching only cut what cannot win: wherever
    // the plain search (every move tried) proves its par, so does the fast
    // one, with the same score.
    let mut compared = 0;
    for n in 0..30 {
        let game = Arctic::new(&ArcticOptions::solo(), Seed::from_number(n));
        let mut plain = ArcticParSearch::plain(&game, 300_000);
        plain.run(u64::MAX);
        let slow = plain.best().unwrap();
        let fast = arctic_par(&game).unwrap();
        assert_replays(&game, &fast);
        if slow.proven {
            assert!(fast.proven, "seed {n}");
            assert_eq!(fast.score, slow.score, "seed {n}");
            compared += 1;
        }
        if fast.proven {
            assert!(fast.score <= slow.score, "seed {n}");
        }
    }
    assert!(compared >= 10, "{compared}");
}

#[test]
fn the_par_from_any_point_of_the_par_line_is_the_deals_par() {
    // Every position of an optimal line (mid-turn, with discards owed, a
    // card drawn) still reaches the par; the plain search agrees where it
    // can prove it.
    for n in [3, 5, 8] {
        let game = Arctic::new(&ArcticOptions::solo(), Seed::from_number(n));
        let par = arctic_par(&game).unwrap();
        assert!(par.proven, "seed {n}");
        let mut g = game.clone();
        for (k, mv) in par.line.iter().enumerate() {
            g.apply(mv).unwrap();
            let here = arctic_par(&g).unwrap();
            assert_eq!(
                (here.score, here.proven),
                (par.score, true),
                "seed {n}, after {k}"
            );
            assert_replays(&g, &here);
            if par.line.len() - k < 12 {
                let mut plain = ArcticParSearch::plain(&g, 200_000);
                plain.run(u64::MAX);
                let slow = plain.best().unwrap();
                if slow.proven {
                    assert_eq!(slow.score, here.score, "seed {n}, after {k}");
                }
            }
        }
    }
}

#[test]
fn the_par_after_another_move_is_no_better() {
    for n in [3, 5, 8, 13] {
        let game = Arctic::new(&ArcticOptions::solo(), Seed::from_number(n));
        let par = arctic_par(&game).unwrap();
        for mv in game
            .legal_moves()
            .into_iter()
            .filter(|m| Some(m) != par.line.first())
        {
            let mut g = game.clone();
            g.apply(&mv).unwrap();
            let here = arctic_par(&g).unwrap();
            assert_replays(&g, &here);
            assert!(here.score >= par.score, "seed {n}, {mv}");
        }
    }
}
