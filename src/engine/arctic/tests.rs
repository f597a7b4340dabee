//! Unit tests of Arctic Solitaire's rules.

use super::rules::run_at_top;
use super::*;
use crate::engine::triple_topper::TripleSet;
use crate::engine::{Game, Seed};

fn cards(codes: &str) -> Vec<Card> {
    codes
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

#[test]
fn exact_runs_are_counted_from_the_top_down() {
    assert_eq!(run_at_top(&cards("4RH")), 1);
    assert_eq!(run_at_top(&cards("4RH 3RH")), 2);
    assert_eq!(run_at_top(&cards("4RH 3RH 2RH 1RH")), 4);
    // A colour-only link breaks the run.
    assert_eq!(run_at_top(&cards("4RH 3RH 2RC 1RC")), 2);
    assert_eq!(run_at_top(&cards("4RH 3RH 2RH 1GH")), 1);
}

#[test]
fn every_move_of_the_universe_round_trips_its_notation() {
    let game = Arctic::new(&ArcticOptions::default(), Seed::from_number(1));
    let universe = game.move_universe();
    assert_eq!(universe.len(), 125 * 4 + 9 + 2);
    for mv in universe {
        assert_eq!(mv.to_string().parse::<ArcticMove>(), Ok(mv));
    }
}

#[test]
fn nothing_is_legal_for_a_drawn_card_nobody_knows() {
    // A determinized game always names the drawn card; a view's hidden
    // one allows no play.
    let mut game = Arctic::from_position(
        &ArcticOptions::with_players(2),
        0,
        vec![cards("3RC").into_iter().collect(), TripleSet::EMPTY],
        [cards("4RH"), Vec::new(), Vec::new()],
        &cards("2YT"),
    );
    game.step = Step::Drawn(None);
    let play = ArcticMove::Play {
        card: cards("3RC")[0],
        place: 0,
    };
    assert!(game.clone().apply(&play).is_err());
}
