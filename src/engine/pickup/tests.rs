//! Unit tests of Pick Up's moves and options.

use super::*;
use crate::engine::GameOptions;

#[test]
fn notation_round_trips_and_rejects_threes() {
    for text in [
        "take 7H with 7C",
        "take 7H with 7S 7D 7C",
        "pass",
        "facedown none",
        "facedown QD",
    ] {
        let mv: PickUpMove = text.parse().unwrap();
        assert_eq!(mv.to_string().parse::<PickUpMove>(), Ok(mv));
    }
    assert_eq!(
        "take 7H with 7S 7D 7C"
            .parse::<PickUpMove>()
            .unwrap()
            .to_string(),
        "take 7H with 7S 7D 7C"
    );
    assert!("take 7H with 7C 7D"
        .parse::<PickUpMove>()
        .unwrap_err()
        .contains("never two"));
    assert!("take 7H with 7H".parse::<PickUpMove>().is_err());
    assert!("take 7H with 8C 7D 7S".parse::<PickUpMove>().is_err());
    assert!("grab 7H".parse::<PickUpMove>().is_err());
}

#[test]
fn options_from_links() {
    let p = |s: &[(&str, &str)]| {
        PickUpOptions::from_params(
            &s.iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect::<Vec<_>>(),
        )
    };
    // A link without `hands` is first to the target, as before.
    assert_eq!(p(&[]), Ok(PickUpOptions::first_to(1000)));
    assert_eq!(
        p(&[("target", "500"), ("opponent", "hard")]),
        Ok(PickUpOptions {
            length: MatchLength::Target(500),
            opponent: Opponent::Hard
        })
    );
    assert_eq!(
        p(&[("hands", "7"), ("opponent", "normal")]),
        Ok(PickUpOptions {
            length: MatchLength::Hands(7),
            opponent: Opponent::Normal
        })
    );
    assert!(p(&[("target", "5")]).is_err());
    for bad in ["0", "21", "five", "-1"] {
        assert_eq!(
            p(&[("hands", bad)]),
            Err(format!(
                "option hands must be a number from 1 to 20, not {bad:?}"
            ))
        );
    }
    assert!(p(&[("hands", "5"), ("target", "1000")])
        .unwrap_err()
        .contains("not both"));
    assert!(p(&[("opponent", "genius")]).is_err());
    assert!(p(&[("jokers", "yes")]).is_err());
}
