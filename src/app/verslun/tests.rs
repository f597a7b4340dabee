use super::sentences::{deck_words, points};
use super::*;
use crate::app::games::GameId;
use crate::app::link::Deal;
use crate::app::profile::Stats;
use crate::app::saved::{game_key, SavedGame};
use crate::app::session::{opening, Opening};
use crate::app::storage::{load, save, KeyValue, Loaded, MemoryStore};
use crate::engine::cards::Card;
use crate::engine::verslun::{EndReason, Phase};

fn table() -> VerslunTable {
    VerslunTable::new(VerslunOptions::default(), "K7M2QX4P".parse().unwrap())
}

/// Every move is said in words for the live region, and so is what
/// Undo and Cancel claim take back.
#[test]
fn every_move_is_said() {
    let mut t = table();
    let c = |s: &str| s.parse::<Card>().unwrap();
    assert_eq!(t.said(), "");
    assert!(t.draw());
    assert_eq!(
        t.said(),
        "You drew. Your Hand: ace of spades, king of diamonds, queen of diamonds, 7 of spades, king of spades."
    );
    assert!(t.tap_column(2));
    assert_eq!(t.said(), "You chose Column 3 to claim.");
    assert!(t.tap_hand(c("KS")));
    assert_eq!(
        t.said(),
        "You paired the 3 of spades with the king of spades."
    );
    assert!(t.undo());
    assert_eq!(t.said(), "You took back your last choice.");
    assert!(t.tap_hand(c("KS")));
    assert!(t.confirm());
    assert_eq!(t.said(), "You claimed the Column. Score 13.");
}

#[test]
fn taps_follow_the_turn_and_explain_refusals() {
    let mut t = table();
    assert_eq!(t.step_text(), "Draw your Hand to begin.");
    assert!(!t.tap_column(0));
    assert!(t.core.message.as_deref().unwrap().contains("Draw first"));
    assert!(t.draw());
    assert!(t.core.message.is_none());
    // Golden deal K7M2QX4P: Hand AS KD QD 7S KS; bottoms KH QC 3S QS.
    assert_eq!(t.column_hint(0), Hint::Dimmed);
    assert_eq!(t.column_hint(2), Hint::Playable);
    assert!(!t.tap_column(0));
    assert!(t
        .core
        .message
        .as_deref()
        .unwrap()
        .contains("king of hearts"));
    assert!(t.tap_column(2));
    let ks: Card = "KS".parse().unwrap();
    let kd: Card = "KD".parse().unwrap();
    assert_eq!(t.hand_hint(ks), Hint::Playable);
    assert_eq!(t.hand_hint(kd), Hint::Dimmed);
    assert!(!t.tap_hand(kd));
    assert!(t.core.message.as_deref().unwrap().contains("does not pair"));
    assert!(t.tap_hand(ks));
    assert_eq!(t.hand_hint(ks), Hint::Paired);
    assert_eq!(t.column_card_hint(2, "3S".parse().unwrap()), Hint::Paired);
    assert_eq!(t.column_card_hint(2, "2H".parse().unwrap()), Hint::Playable);
    assert_eq!(t.column_card_hint(2, "6S".parse().unwrap()), Hint::Dimmed);
    assert_eq!(t.column_card_hint(0, "KH".parse().unwrap()), Hint::Dimmed);
    assert_eq!(t.game().pending_points(), 13);
    assert!(t.cancel_claim());
    assert_eq!(t.claiming_column(), None);
    assert!(!t.can_undo(), "undo must stop at the draw");
}

/// The par line steps through on the table after the game; the game,
/// its save and its result stay as they were.
#[test]
fn the_par_line_is_stepped_through_after_the_game() {
    let mut t = table();
    let moves = crate::engine::verslun::par::par(t.game(), 2_000_000).line;
    let line: String = moves.iter().map(|m| format!("{m}\n")).collect();
    assert!(t.draw());
    assert!(!t.start_par_walk(&line), "not while the game is on");
    assert!(t.end_game());
    let saved = t.saved();
    assert!(!t.start_par_walk("pair 2C"), "an illegal line is refused");
    assert!(t.start_par_walk(&line));
    assert_eq!(t.par_walk(), Some((0, moves.len())));
    assert!(t.par_walk_text().starts_with("The par line"));
    assert_eq!(t.game().hand().len(), 0, "the deal, before any draw");
    assert!(!t.par_step(false));
    assert!(t.par_step(true));
    assert!(t
        .par_walk_text()
        .starts_with(&format!("Par line, step 1 of {}. You drew.", moves.len())));
    while t.par_step(true) {}
    assert_eq!(t.game().score(), 189, "K7M2QX4P's par");
    assert!(t.par_step(false));
    assert!(t.par_step(true));
    assert_eq!(t.saved(), saved, "the game is untouched");
    assert!(t.is_over());
    assert_eq!(t.take_result(), Some(0), "your score, not the par's");
    t.end_par_walk();
    assert_eq!(t.game().score(), 0);
}

/// A game with an Undo is assisted, after a reload too; Cancel claim
/// settles nothing, so a game with only that stays clean.
#[test]
fn undo_makes_a_game_assisted() {
    let ks: Card = "KS".parse().unwrap();
    let finish = |mut t: VerslunTable| {
        t.cancel_claim();
        assert!(t.end_game());
        t.take_outcomes()
    };
    let mut clean = table();
    clean.draw();
    clean.tap_column(2);
    clean.tap_hand(ks);
    assert!(clean.cancel_claim());
    let [o] = finish(clean).try_into().unwrap();
    assert!(o.clean);
    let mut helped = table();
    helped.draw();
    helped.tap_column(2);
    helped.tap_hand(ks);
    assert!(helped.undo());
    let back = VerslunTable::from_saved(&helped.saved()).unwrap();
    let [o] = finish(back).try_into().unwrap();
    assert!(!o.clean, "the Undo is kept in the save");
}

#[test]
fn saves_round_trip_through_a_store_and_results_count_once() {
    let mut t = table();
    t.draw();
    t.tap_column(2);
    let mut store = MemoryStore::default();
    save(&mut store, &game_key(GameId::Verslun), &t.saved()).unwrap();
    let Loaded::Found(saved) = load::<SavedGame>(&mut store, &game_key(GameId::Verslun)) else {
        panic!()
    };
    let back = VerslunTable::from_saved(&saved).unwrap();
    assert_eq!(back.game(), t.game());
    assert!(!back.can_undo() || back.moves_made() > 1);
    t.end_game();
    assert!(
        t.core.message.is_some(),
        "cannot end in the middle of a claim"
    );
    t.cancel_claim();
    assert!(t.end_game());
    let mut stats = Stats::default();
    let score = t.take_result().unwrap();
    stats.record(&t.stats_key().unwrap(), score);
    assert_eq!(
        t.stats_key().unwrap(),
        "verslun hand=5 columns=4 aceswild=no rankpairs=no"
    );
    assert_eq!(t.take_result(), None);
    let again = VerslunTable::from_saved(&t.saved()).unwrap();
    let mut again = again;
    assert_eq!(
        again.take_result(),
        None,
        "a reload must not count the game twice"
    );
    assert_eq!(stats.entry(&t.stats_key().unwrap()).played, 1);
    let _ = store.get("x");
}

#[test]
fn opening_a_link_keeps_unfinished_games() {
    let mut t = table();
    let same = t.deal();
    let other = Deal::new::<Verslun>(&VerslunOptions::default(), Seed::from_number(5));
    assert_eq!(opening::<VerslunTable>(None, &same), Opening::Start);
    assert_eq!(opening(Some(&t), &same), Opening::Show);
    assert_eq!(
        opening(Some(&t), &other),
        Opening::Start,
        "no move made yet: nothing to lose"
    );
    t.draw();
    assert_eq!(opening(Some(&t), &other), Opening::AskToReplace);
    t.end_game();
    assert_eq!(
        opening(Some(&t), &other),
        Opening::Start,
        "a finished game is not lost"
    );
    assert_eq!(
        opening(Some(&t), &same),
        Opening::Show,
        "a finished game shows its result"
    );
}

/// Plays moves in notation: "draw, claim 3, pair JS, confirm".
fn play(t: &mut VerslunTable, moves: &str) {
    for m in moves.split(',') {
        let mv: VerslunMove = m.trim().parse().unwrap();
        t.core
            .play(mv.clone())
            .unwrap_or_else(|e| panic!("{mv}: {}", e.0));
    }
}

/// Deal ANH4MZWB to the Deck's end in 20 taps, with one Claimed Column
/// (Column 3, 27 points) and nothing to claim. The browser test
/// (tests/browser/issue13-verslun-home.test.mjs) taps the same line.
const ANH4MZWB_TO_DECK_0: &str = "draw, claim 3, pair JS, confirm, redeal 3, claim 3, pair 9S, confirm, \
    redeal 3, claim 1, pair 2H, pair 3S, confirm, draw, redeal 1, claim 3, pair 6D, pair AD, confirm, draw";

fn anh4mzwb() -> VerslunTable {
    VerslunTable::new(VerslunOptions::default(), "ANH4MZWB".parse().unwrap())
}

#[test]
fn a_redeal_that_can_only_lose_is_not_offered_and_asks_first_with_its_cost() {
    let mut t = anh4mzwb();
    play(&mut t, ANH4MZWB_TO_DECK_0);
    assert_eq!(t.game().deck_count(), 0);
    assert_eq!(t.game().score(), 27);
    assert!(t.can_redeal(), "the engine still allows it");
    assert!(t.redeal_only_loses());
    assert_eq!(
        t.step_text(),
        "Nothing can be claimed, and the Deck is empty, so a Redeal would end the game and lose a Claimed Column. End the game to keep your 27 points."
    );
    assert_eq!(
        t.redeal_cost(2),
        Some(RedealCost {
            column: 2,
            points: 27,
            score_now: 27,
            score_after: 0,
            deck: 0,
            needed: 9
        })
    );
    assert_eq!(t.redeal_cost(0), None, "an open Column is not redealt");

    // Redeal asks first; nothing is played until the answer.
    let before = t.clone();
    assert!(t.redeal());
    assert_eq!(t.asking(), Some(Asking::Redeal(2)));
    assert_eq!(t.game(), before.game());
    assert_eq!(t.moves_made(), before.moves_made());
    let q = t.question().unwrap();
    assert_eq!(
        q.text,
        "Redeal discards Column 3 (27 points) and your Hand, and with the Deck empty it ends the game: your score would be 0 instead of 27. Redeal anyway?"
    );
    assert_eq!((q.yes, q.no), ("Redeal and end the game", "Keep playing"));
    assert!(q.keep_is_main, "the safe choice is the main button");

    // Keep playing: the game as it was, and the screen learns what was asked.
    assert_eq!(t.keep_playing(), Some(Asking::Redeal(2)));
    assert_eq!(t.asking(), None);
    assert_eq!(t.question(), None);
    assert_eq!(t.game(), before.game());

    // Yes: the Redeal is played and ends the game without the Column.
    assert!(t.redeal());
    assert!(t.answer_yes());
    assert_eq!(t.asking(), None);
    assert_eq!(t.game().phase(), &Phase::Over(EndReason::RedealShort));
    assert_eq!(t.game().score(), 0);
}

#[test]
fn a_redeal_with_a_short_deck_before_the_draw_is_asked_too() {
    let mut t = anh4mzwb();
    let moves: Vec<&str> = ANH4MZWB_TO_DECK_0.split(',').collect();
    play(&mut t, &moves[..moves.len() - 1].join(","));
    assert_eq!(t.game().phase(), &Phase::TurnStart);
    let deck = t.game().deck_count();
    assert!((1..9).contains(&deck), "deck {deck}");
    assert_eq!(t.step_text(), "Draw up to 5 cards.", "no Redeal offered");
    assert!(t.redeal());
    assert_eq!(
        t.question().unwrap().text,
        format!("Redeal discards Column 3 (27 points) and your Hand, and with only {deck} cards in the Deck, not the 9 it deals, it ends the game: your score would be 0 instead of 27. Redeal anyway?")
    );
    assert!(t.draw(), "another tap closes the question");
    assert_eq!(t.asking(), None);
}

#[test]
fn a_redeal_that_may_gain_is_played_at_once() {
    let mut t = table();
    play(&mut t, "draw, claim 3, pair KS, confirm");
    assert_eq!(t.game().deck_count(), 31);
    assert!(!t.redeal_only_loses());
    assert_eq!(t.redeal_cost(2), None);
    assert_eq!(
        t.step_text(),
        "Draw up to 5 cards, or Redeal without drawing."
    );
    assert!(t.redeal());
    assert_eq!(t.asking(), None);
    assert_eq!(t.moves_made(), 5);
}

#[test]
fn the_words_of_a_redeal_cost() {
    let cost = RedealCost {
        column: 1,
        points: 14,
        score_now: 44,
        score_after: 30,
        deck: 0,
        needed: 9,
    };
    assert_eq!(
        cost.question(),
        "Redeal discards Column 2 (14 points) and your Hand, and with the Deck empty it ends the game: your score would be 30 instead of 44. Redeal anyway?"
    );
    let short = RedealCost {
        deck: 1,
        needed: 12,
        ..cost
    };
    assert_eq!(
        short.question(),
        "Redeal discards Column 2 (14 points) and your Hand, and with only 1 card in the Deck, not the 12 it deals, it ends the game: your score would be 30 instead of 44. Redeal anyway?"
    );
    assert_eq!(
        deck_words(1, 9),
        "the Deck has only 1 card, not the 9 a Redeal deals"
    );
    assert_eq!(
        deck_words(5, 9),
        "the Deck has only 5 cards, not the 9 a Redeal deals"
    );
    assert_eq!(points(1), "1 point");
}

#[test]
fn end_game_asks_first_and_keep_playing_changes_nothing() {
    let mut t = anh4mzwb();
    play(&mut t, "draw, claim 3, pair JS, confirm");
    let before = t.clone();
    assert!(t.ask_end_game());
    assert_eq!(t.asking(), Some(Asking::EndGame));
    let q = t.question().unwrap();
    assert_eq!(q.text, "End the game with 20 points?");
    assert_eq!((q.yes, q.no), ("End the game now", "Keep playing"));
    assert_eq!(t.keep_playing(), Some(Asking::EndGame));
    assert_eq!(t.game(), before.game());
    assert!(!t.is_over());
    assert!(t.ask_end_game());
    assert!(t.answer_yes());
    assert_eq!(t.game().phase(), &Phase::Over(EndReason::PlayerEnded));
    assert_eq!(t.game().score(), 20);
    assert!(!t.answer_yes(), "nothing asked any more");

    let mut mid_claim = anh4mzwb();
    play(&mut mid_claim, "draw, claim 3");
    assert!(!mid_claim.ask_end_game());
    assert_eq!(mid_claim.asking(), None);
    assert!(mid_claim
        .core
        .message
        .as_deref()
        .unwrap()
        .contains("Finish the claim"));
}

/// A deterministic wander through a deal: any legal move but End game
/// (Redeals often), calling `visit` at every position.
fn wander(options: &VerslunOptions, seed: u64, mut visit: impl FnMut(&VerslunTable)) {
    let mut t = VerslunTable::new(options.clone(), Seed::from_number(seed));
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    while !t.is_over() {
        visit(&t);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let moves: Vec<VerslunMove> = t
            .game()
            .legal_moves()
            .into_iter()
            .filter(|m| *m != VerslunMove::EndGame)
            .collect();
        if moves.is_empty() {
            break;
        }
        let redeals: Vec<&VerslunMove> = moves
            .iter()
            .filter(|m| matches!(m, VerslunMove::Redeal(_)))
            .collect();
        let mv = if !redeals.is_empty() && x.is_multiple_of(3) {
            redeals[(x / 3) as usize % redeals.len()].clone()
        } else {
            moves[(x / 7) as usize % moves.len()].clone()
        };
        t.core.play(mv).unwrap();
    }
}

/// The decision is exactly the engine's: a Redeal is asked about if and
/// only if playing it ends the game with that Column lost.
#[test]
fn redeal_cost_agrees_with_the_engine() {
    let (mut losing, mut going_on) = (0, 0);
    for hand_size in [4, 5, 8] {
        let options = VerslunOptions {
            hand_size,
            ..VerslunOptions::default()
        };
        for seed in 0..150 {
            wander(&options, seed, |t| {
                for c in 0..t.game().slots().len() {
                    let mv = VerslunMove::Redeal(c);
                    if !t.is_legal(&mv) {
                        assert_eq!(t.redeal_cost(c), None);
                        continue;
                    }
                    let mut after = t.game().clone();
                    after.apply(&mv).unwrap();
                    let lost = after.phase() == &Phase::Over(EndReason::RedealShort);
                    match t.redeal_cost(c) {
                        Some(cost) => {
                            assert!(lost, "seed {seed}: asked, but the game goes on");
                            assert_eq!(cost.score_after, after.score());
                            assert_eq!(cost.score_now, t.game().score());
                            losing += 1;
                        }
                        None => {
                            assert!(!lost, "seed {seed}: a losing Redeal not asked");
                            going_on += 1;
                        }
                    }
                }
            });
        }
    }
    assert!(losing > 20 && going_on > 100, "{losing} {going_on}");
}

#[test]
fn with_several_claimed_columns_the_one_tapped_is_asked_about() {
    let options = VerslunOptions::default();
    let mut found = None;
    for seed in 0..500 {
        wander(&options, seed, |t| {
            let redeals = (0..t.game().slots().len())
                .filter(|&c| t.is_legal(&VerslunMove::Redeal(c)))
                .count();
            if found.is_none() && redeals >= 2 && t.redeal_only_loses() {
                found = Some(t.clone());
            }
        });
        if found.is_some() {
            break;
        }
    }
    let mut t = found.expect("a position with two Claimed Columns and a short Deck");
    let c = (0..t.game().slots().len())
        .rev()
        .find(|&c| t.is_legal(&VerslunMove::Redeal(c)))
        .unwrap();
    assert!(t.redeal());
    assert!(t.choosing_redeal());
    assert_eq!(t.asking(), None, "the Column is chosen first");
    assert!(t.tap_column(c));
    assert!(!t.choosing_redeal());
    assert_eq!(t.asking(), Some(Asking::Redeal(c)));
    let text = t.question().unwrap().text;
    assert!(
        text.starts_with(&format!("Redeal discards Column {} (", c + 1)),
        "{text}"
    );
    assert_eq!(t.keep_playing(), Some(Asking::Redeal(c)));
    assert!(!t.choosing_redeal());
}

#[test]
fn a_corrupt_save_is_an_error_value() {
    let mut saved = table().saved();
    saved.record.moves = vec!["confirm".into()];
    assert!(VerslunTable::from_saved(&saved).is_err());
    saved.record.seed = "nope".into();
    assert!(VerslunTable::from_saved(&saved).is_err());
}

/// A Redeal's hint marks only taps the table then offers: with one Claimed
/// Column, Redeal alone (it discards that one); with several, Redeal and
/// then the Column's own button (issue 46: "then Discard Column 2 and
/// Redeal", a step that never came). Following the marks plays the move.
#[test]
fn a_redeal_hint_marks_only_the_taps_that_come() {
    use crate::app::session::Mark;
    let (mut one, mut several) = (0, 0);
    for seed in 0..150 {
        wander(&VerslunOptions::default(), seed, |t| {
            for c in 0..t.game().slots().len() {
                let mv = VerslunMove::Redeal(c);
                if !t.is_legal(&mv) || t.redeal_cost(c).is_some() {
                    continue;
                }
                let mut expected = t.game().clone();
                expected.apply(&mv).unwrap();
                let mut after = t.clone();
                let names: Vec<String> = t
                    .hint_marks(&mv)
                    .into_iter()
                    .map(|m| match m {
                        Mark::Named(name, _) => name,
                        Mark::Card(..) => panic!("a card marked for a Redeal"),
                    })
                    .collect();
                assert!(after.redeal());
                match names.as_slice() {
                    [redeal] => {
                        assert_eq!(redeal, "Redeal");
                        one += 1;
                    }
                    [redeal, column] => {
                        assert_eq!(redeal, "Redeal");
                        assert!(after.choosing_redeal(), "seed {seed}: no Column to tap");
                        assert_eq!(column, &format!("Discard Column {} and Redeal", c + 1));
                        assert!(after.tap_column(c));
                        several += 1;
                    }
                    _ => panic!("seed {seed}: {names:?}"),
                }
                assert_eq!(after.game(), &expected, "seed {seed}");
            }
        });
    }
    assert!(one > 10 && several > 0, "{one} {several}");
}
