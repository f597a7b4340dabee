//! Unit tests of Verslun's rules.

use super::*;
use crate::engine::harness::check_cards;
use crate::engine::{Game, Seed};

/// The invariant harness must be able to fail: a duplicated or lost card
/// is reported.
#[test]
fn card_check_catches_a_duplicate_and_a_loss() {
    let mut game = Verslun::new(&VerslunOptions::default(), Seed::from_number(3));
    assert!(check_cards(&game).is_ok());
    let card = game.deck[0];
    game.hand.push(card);
    assert!(check_cards(&game).is_err());
    game.hand.clear();
    game.deck.remove(0);
    assert!(check_cards(&game).is_err());
    // As many cards as the deck, one of them twice and one lost.
    let mut game = Verslun::new(&VerslunOptions::default(), Seed::from_number(3));
    game.deck[1] = game.deck[0];
    assert!(check_cards(&game).is_err());
}
