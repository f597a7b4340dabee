//! Unit tests of Asymmetry's moves.

use super::*;

#[test]
fn notation_round_trips() {
    for text in ["play 7H", "pass", "lessen 4C", "lessen play", "play 10D"] {
        let mv: AsymmetryMove = text.parse().unwrap();
        assert_eq!(mv.to_string(), text);
    }
    assert!("lessen".parse::<AsymmetryMove>().is_err());
    assert!("play".parse::<AsymmetryMove>().is_err());
    assert!("play 1H".parse::<AsymmetryMove>().is_err());
    assert!("draw".parse::<AsymmetryMove>().is_err());
}

/// A bot's playout move is the rule-based player's about half the time:
/// more often than a move at random matches it, less than always.
#[test]
fn playouts_follow_the_rule_based_player_half_the_time() {
    use crate::engine::{DealRng, Game, Seed};
    let mut rng = DealRng::from_number(7);
    let (mut same, mut chance, mut positions) = (0, 0.0, 0);
    'games: for n in 0..40 {
        let mut game = Asymmetry::new(&AsymmetryOptions::default(), Seed::from_number(n));
        while let Some(seat) = game.current_player() {
            if positions == 4000 {
                break 'games;
            }
            let legal = game.legal_moves();
            if legal.len() > 1 {
                let rule = rule_based_move(&game.observation(seat));
                same += (game.random_move(&mut rng) == rule) as u32;
                chance += 1.0 / legal.len() as f64;
                positions += 1;
            }
            let Some(mv) = rng.pick(&legal).cloned() else {
                break;
            };
            game.apply(&mv).unwrap();
            if game.turn_no() > 200 {
                break;
            }
        }
    }
    let share = same as f64 / positions as f64;
    // Half the rule's, half at random (which also picks the rule's move
    // now and then).
    let expected = 0.5 + 0.5 * chance / positions as f64;
    assert!(positions > 1000, "{positions} positions");
    assert!(
        (share - expected).abs() < 0.05,
        "{share:.3} of moves the rule's, expected {expected:.3}"
    );
}
