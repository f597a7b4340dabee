//! Arctic Solitaire's computer players, beyond the generic search.
//!
//! - [`rule_based_move`]: the rule-based yardstick, a function of one seat's
//!   view ([`ArcticView`]) alone, deterministic. It plays one move at a
//!   time by these rules: discard everything when the owed discards cover
//!   the hand (going out); build on a pile, preferring a Triple Topper (12
//!   points a discard earned), then the card with the most penalty points,
//!   then one the rest of the hand can follow; make a pile shift that
//!   earns a Triple Topper; fill an empty place with the costliest card
//!   (making one by a pile shift when nothing else plays); draw; play the
//!   drawn card if it goes anywhere; pay owed discards last (so the drawn
//!   card can be among them), costliest cards first; end the turn.
//! - [`playout_move`]: the same rules with a little noise (one move in
//!   eight at random), as the playout policy of the search
//!   ([`Game::random_move`] for `Arctic`). Random playouts of this game
//!   draw all the time and say little about a position.
//! - [`estimated_scores`]: a playout cut short by
//!   [`Game::PLAYOUT_HORIZON`] is scored as if the round ended now, each
//!   seat paying its penalty points plus 2 a card held.
//!
//! Easy, Normal, Hard and Expert are `bot::Search<Arctic>` with these hooks: a
//! turn is many small moves, and the search chooses each of them from the
//! seat's observation, so the turn is planned one move at a time over the
//! same kind of tree as the other games.

use super::moves::ArcticMove;
use super::moves::{Card, PLACES};
use super::rules::{Arctic, Phase, Step};
use super::view::ArcticView;
use crate::engine::triple_topper::TripleSet;
use crate::engine::{DealRng, Game};

/// What the player to move knows of its own choices.
struct Turn<'a> {
    hand: TripleSet,
    piles: &'a [Vec<Card>; PLACES],
    step: Step,
    owed: u32,
    deck_count: usize,
    phase: Phase,
}

/// The exact run ending at the top of `pile` (0 for an empty pile).
fn run_at_top(pile: &[Card]) -> u32 {
    if pile.is_empty() {
        0
    } else {
        super::rules::run_at_top(pile)
    }
}

/// Discards earned by putting `card` on `pile` (it must build there).
fn discards_for(card: Card, pile: &[Card]) -> u32 {
    match pile.last() {
        Some(&top) if card.exact_match(top) => run_at_top(pile),
        _ => 0,
    }
}

/// The costliest card of a hand (the first in deck order among equals).
fn costliest(hand: TripleSet) -> Option<Card> {
    hand.iter().fold(None, |best: Option<Card>, c| match best {
        Some(b) if b.points() >= c.points() => Some(b),
        _ => Some(c),
    })
}

/// Worth of a discard, in the same tenths of a point as the plays.
const DISCARD_WORTH: i32 = 120;

/// A play of `card` on the non-empty pile at `place`, scored: discards
/// earned, the card's points, whether the rest of the hand follows it.
fn play_score(card: Card, pile: &[Card], hand: TripleSet) -> i32 {
    let mut rest = hand;
    rest.remove(card);
    let follows = rest.iter().any(|c| c.builds_on(card));
    DISCARD_WORTH * discards_for(card, pile) as i32 + 10 * card.points() as i32 + 5 * follows as i32
}

/// The rule-based choice (see the module doc). `None` when nothing is legal.
fn rules(t: &Turn) -> Option<ArcticMove> {
    let hand = t.hand;
    if t.phase == Phase::Over {
        return None;
    }
    if t.phase == Phase::SetupDiscard {
        return costliest(hand).map(ArcticMove::Discard);
    }
    // Discards that cover the hand go out at once.
    if t.owed > 0 && t.owed as usize >= hand.len() {
        if let Some(c) = costliest(hand) {
            return Some(ArcticMove::Discard(c));
        }
    }
    let empty = (0..PLACES).find(|&p| t.piles[p].is_empty());
    let pay_or_end = || match (t.owed > 0).then(|| costliest(hand)).flatten() {
        Some(c) => ArcticMove::Discard(c),
        None => ArcticMove::End,
    };
    match t.step {
        Step::Drawn(Some(card)) if hand.contains(card) => {
            let best = (0..PLACES)
                .filter(|&p| t.piles[p].last().is_some_and(|&top| card.builds_on(top)))
                .max_by_key(|&p| (play_score(card, &t.piles[p], hand), std::cmp::Reverse(p)));
            match best.or(empty) {
                Some(p) => Some(ArcticMove::Play {
                    card,
                    place: p as u8,
                }),
                None => Some(pay_or_end()),
            }
        }
        Step::Drawn(_) | Step::DrawnGone => Some(pay_or_end()),
        Step::Free => {
            // The best build on a pile, or a pile shift with a Triple Topper.
            let mut best: Option<(i32, ArcticMove)> = None;
            let mut consider = |score: i32, mv: ArcticMove| {
                if best.is_none_or(|(b, _)| score > b) {
                    best = Some((score, mv));
                }
            };
            for card in hand.iter() {
                for (p, pile) in t.piles.iter().enumerate() {
                    if pile.last().is_some_and(|&top| card.builds_on(top)) {
                        consider(
                            play_score(card, pile, hand),
                            ArcticMove::Play {
                                card,
                                place: p as u8,
                            },
                        );
                    }
                }
            }
            let mut plain_shift = None;
            for from in 0..PLACES {
                for to in 0..PLACES {
                    let (Some(&bottom), Some(_)) = (t.piles[from].first(), t.piles[to].last())
                    else {
                        continue;
                    };
                    if from == to || !bottom.builds_on(*t.piles[to].last().unwrap()) {
                        continue;
                    }
                    let mv = ArcticMove::Shift {
                        from: from as u8,
                        to: to as u8,
                    };
                    let earned = discards_for(bottom, &t.piles[to]);
                    if earned > 0 {
                        consider(DISCARD_WORTH * earned as i32, mv);
                    } else if plain_shift.is_none() {
                        plain_shift = Some(mv);
                    }
                }
            }
            if let Some((_, mv)) = best {
                return Some(mv);
            }
            if !hand.is_empty() {
                if let Some(p) = empty {
                    let card = costliest(hand)?;
                    return Some(ArcticMove::Play {
                        card,
                        place: p as u8,
                    });
                }
                if let Some(mv) = plain_shift {
                    return Some(mv);
                }
            }
            if t.deck_count > 0 {
                return Some(ArcticMove::Draw);
            }
            Some(pay_or_end())
        }
    }
}

/// The rule-based yardstick: one seat's move from its view alone, `None`
/// when it is not that seat's turn (or the match is over).
pub fn rule_based_move(view: &ArcticView) -> Option<ArcticMove> {
    if view.current_player() != Some(view.seat) {
        return None;
    }
    rules(&Turn {
        hand: view.hand,
        piles: &view.piles,
        step: view.step,
        owed: view.owed,
        deck_count: view.deck_count,
        phase: view.phase,
    })
}

/// The search's playout policy: the rules, with one move in eight chosen
/// at random among the legal ones.
pub fn playout_move(game: &Arctic, rng: &mut DealRng) -> Option<ArcticMove> {
    let seat = game.current_player()?;
    if rng.below(8) == 0 {
        let legal = game.legal_moves();
        return rng.pick(&legal).copied();
    }
    rules(&Turn {
        hand: game.hand(seat),
        piles: game.piles(),
        step: game.step(),
        owed: game.owed(),
        deck_count: game.deck_count(),
        phase: game.phase(),
    })
}

/// Scores as if the round ended now (higher is better): each seat still in
/// loses its penalty points in hand plus 2 a card. Solo: the solo score as
/// it stands.
pub fn estimated_scores(game: &Arctic) -> Vec<i64> {
    let scores = game.scores();
    if game.seat_count() == 1 {
        return scores;
    }
    scores
        .iter()
        .enumerate()
        .map(|(s, &total)| {
            if game.eliminated()[s] {
                total
            } else {
                let hand = game.hand(s);
                total - hand.points() as i64 - 2 * hand.len() as i64
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_and_discards() {
        let cards =
            |t: &str| -> Vec<Card> { t.split_whitespace().map(|c| c.parse().unwrap()).collect() };
        assert_eq!(run_at_top(&[]), 0);
        assert_eq!(run_at_top(&cards("4RH 3RH")), 2);
        assert_eq!(discards_for("2RH".parse().unwrap(), &cards("4RH 3RH")), 2);
        assert_eq!(discards_for("2RC".parse().unwrap(), &cards("4RH 3RH")), 0);
    }
}
