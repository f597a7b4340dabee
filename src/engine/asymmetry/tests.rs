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
