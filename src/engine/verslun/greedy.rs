//! Simple strategies for the command-line tool's simulations. Real opponents
//! (search bots) depend only on the [`Game`](super::Game) trait; these are
//! plain rules of thumb.

use super::moves::VerslunMove;
use super::rules::{card_value, Phase, Slot, Verslun};
use crate::engine::Game;

/// Verslun, greedily: always draw; claim the Column whose claim scores most
/// now; pair each Column card with the most valuable Hand card that fits;
/// when nothing can be claimed, Redeal a cheap Claimed Column (≤ 10 points).
pub fn verslun_greedy(game: &Verslun) -> Option<VerslunMove> {
    let moves = game.legal_moves();
    match game.phase() {
        Phase::Over(_) => None,
        Phase::TurnStart => Some(VerslunMove::Draw),
        Phase::ClaimStep { .. } => {
            let best_claim = moves
                .iter()
                .filter(|m| matches!(m, VerslunMove::Claim(_)))
                .max_by_key(|m| claim_points(game, m));
            if let Some(claim) = best_claim {
                return Some(claim.clone());
            }
            let cheap_redeal = moves
                .iter()
                .filter_map(|m| match m {
                    VerslunMove::Redeal(c) => match &game.slots()[*c] {
                        Slot::Claimed(claimed) if claimed.points() <= 10 => {
                            Some((claimed.points(), m))
                        }
                        _ => None,
                    },
                    _ => None,
                })
                .min_by_key(|(points, _)| *points);
            Some(
                cheap_redeal
                    .map(|(_, m)| m.clone())
                    .unwrap_or(VerslunMove::EndGame),
            )
        }
        Phase::Claiming { .. } => moves
            .iter()
            .filter_map(|m| match m {
                VerslunMove::Pair(card) => Some((card_value(*card), m)),
                _ => None,
            })
            .max_by_key(|(value, _)| *value)
            .map(|(_, m)| m.clone())
            .or(Some(VerslunMove::Confirm)),
    }
}

/// Points a claim would make if played greedily to the end.
fn claim_points(game: &Verslun, claim: &VerslunMove) -> u32 {
    let mut g = game.clone();
    if g.apply(claim).is_err() {
        return 0;
    }
    while let Some(mv) = verslun_greedy(&g) {
        if mv == VerslunMove::Confirm {
            return g.pending_points();
        }
        if g.apply(&mv).is_err() {
            break;
        }
    }
    g.pending_points()
}
