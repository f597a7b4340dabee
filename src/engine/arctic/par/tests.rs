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

#[test]
#[ignore]
fn probe() {
    for code in ["R798H99R", "TRK45NFB"] {
        let game = Arctic::new(&ArcticOptions::solo(), code.parse().unwrap());
        let mut s = ArcticParSearch::with_budget(&game, 20_000_000);
        let t = std::time::Instant::now();
        while !s.run(1_000_000) {
            eprintln!(
                "{code} nodes {} lb {} best {:?} table {} t {:?}",
                s.nodes(),
                s.lower_bound(),
                s.best().map(|b| b.score),
                s.table_len(),
                t.elapsed()
            );
        }
        eprintln!(
            "{code} final lb {} best {:?}",
            s.lower_bound(),
            s.best().map(|b| (b.score, b.proven))
        );
    }
}
