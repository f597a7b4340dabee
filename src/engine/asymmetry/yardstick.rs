//! A yardstick for the computer players: a simple rule-based player.

use super::moves::AsymmetryMove;
use super::powers::allows;
use super::view::AsymmetryView;

/// A simple rule-based player (a yardstick for the computer players): play
/// the card that keeps the turn or frees the Lessen Card, then play the
/// Lessen Card whenever it may go, else place one — preferably of the suit
/// just played, so the swap keeps the turn. `pass` only when nothing else
/// is legal.
pub fn rule_based_move(view: &AsymmetryView) -> Option<AsymmetryMove> {
    let seat = view.seat;
    let legal = view.legal_moves();
    let power = view.aces[seat];
    let lessen = view.lessen[seat];
    let mut best: Option<(i32, AsymmetryMove)> = None;
    for &mv in &legal {
        let score = match mv {
            AsymmetryMove::Pass => 0,
            AsymmetryMove::Play(c) => {
                let frees = lessen.is_some_and(|l| allows(power, c, l));
                // The suit that decides the next seat if this turn goes as planned.
                let last = match lessen {
                    Some(l) if frees => l.suit,
                    _ => c.suit,
                };
                let keeps = view.holder(last) == seat
                    || (lessen.is_none() && view.hand.iter().any(|h| h != c && h.suit == c.suit));
                // Middle ranks leave the most cards playable for later;
                // keep them, play the extremes first.
                let extreme = (c.rank.number() as i32 - 7).abs();
                100 + 40 * frees as i32 + 20 * keeps as i32 + extreme
            }
            AsymmetryMove::PlayLessen => 300,
            AsymmetryMove::Place(c) => {
                let last = view.hand.len() == 1;
                // Taking the Ace of the suit just played keeps the turn.
                let keeps = view.played.is_some_and(|p| p.suit == c.suit);
                // An easy card to play later: a middle rank.
                let middle = 6 - (c.rank.number() as i32 - 7).abs();
                200 + 100 * last as i32 + 30 * keeps as i32 + middle
            }
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}
