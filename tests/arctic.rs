//! Arctic Solitaire and its Triple Topper deck: the deck's make-up, golden
//! deals for 1, 2 and 6 players, a hand-worked position for each rule
//! (building and the ? wrap, Triple Toppers from plays and pile shifts, the
//! dealer's set-up loop, the turn and its draw, each end of a round, the
//! match and the solo game), options and notation.
//!
//! Rules: `shared/seeds/arctic-solitaire.txt` read through
//! `shared/RULINGS.md` (section "Arctic Solitaire"); deck: `shared/DECKS.md`.

use cardtable::engine::arctic::*;
use cardtable::engine::bot::Opponent;
use cardtable::engine::triple_topper::{Colour, Number, Shape, TripleCard, TripleSet};
use cardtable::engine::{Game, GameOptions, Seed};
use std::collections::HashSet;

// ---------------------------------------------------------------- helpers

fn c(code: &str) -> TripleCard {
    code.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn set(codes: &str) -> TripleSet {
    codes.split_whitespace().map(c).collect()
}

fn cards(codes: &str) -> Vec<TripleCard> {
    codes.split_whitespace().map(c).collect()
}

fn codes(cards: &[TripleCard]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn hand_codes(g: &Arctic, seat: usize) -> String {
    codes(&g.hand(seat).iter().collect::<Vec<_>>())
}

fn piles(a: &str, b: &str, d: &str) -> [Vec<TripleCard>; 3] {
    [cards(a), cards(b), cards(d)]
}

fn pile_codes(g: &Arctic) -> [String; 3] {
    g.piles().clone().map(|p| codes(&p))
}

fn mv(g: &mut Arctic, text: &str) {
    let m: ArcticMove = text.parse().unwrap_or_else(|e| panic!("{e}"));
    let who = g.current_player();
    g.apply(&m)
        .unwrap_or_else(|e| panic!("{text} by {who:?}: {e}"));
}

fn refused(g: &Arctic, text: &str) -> String {
    let m: ArcticMove = text.parse().unwrap_or_else(|e| panic!("{e}"));
    let mut copy = g.clone();
    let e = copy
        .apply(&m)
        .expect_err(&format!("{text} should be refused"));
    assert_eq!(&copy, g, "a refused move changed the game");
    assert!(!g.legal_moves().contains(&m), "{text} listed as legal");
    e.0
}

fn seed() -> Seed {
    "K7M2QX4P".parse().unwrap()
}

// ------------------------------------------------------------------- deck

#[test]
fn the_deck_has_one_card_of_each_combination() {
    let all: Vec<TripleCard> = TripleCard::all().collect();
    assert_eq!(all.len(), 125);
    let codes: HashSet<String> = all.iter().map(|c| c.to_string()).collect();
    assert_eq!(codes.len(), 125, "codes are unique");
    let names: HashSet<String> = all.iter().map(|c| c.spoken()).collect();
    assert_eq!(names.len(), 125, "spoken names are unique");
    let combos: HashSet<(Number, Colour, Shape)> = all
        .iter()
        .map(|c| (c.number(), c.colour(), c.shape()))
        .collect();
    assert_eq!(combos.len(), 125);
    for n in Number::ALL {
        assert_eq!(all.iter().filter(|c| c.number() == n).count(), 25);
    }
    for col in Colour::ALL {
        assert_eq!(all.iter().filter(|c| c.colour() == col).count(), 25);
        for s in Shape::ALL {
            assert_eq!(
                all.iter()
                    .filter(|c| c.colour() == col && c.shape() == s)
                    .count(),
                5,
                "one of each number per colour and shape"
            );
        }
    }
    for s in Shape::ALL {
        assert_eq!(all.iter().filter(|c| c.shape() == s).count(), 25);
    }
    let game = Arctic::new(&ArcticOptions::default(), seed());
    assert_eq!(game.deck(), all);
}

#[test]
fn codes_and_spoken_names() {
    assert_eq!(c("3RH").spoken(), "3, red heart");
    assert_eq!(c("QKB").spoken(), "question mark, black blob");
    assert_eq!(c("?kb"), c("QKB"));
    assert_eq!(c("2BB").spoken(), "2, blue blob");
    assert_eq!(c("1YT").spoken(), "1, yellow triangle");
    assert_eq!(c("4GS").spoken(), "4, green square");
    assert_eq!(c("1KC").spoken(), "1, black circle");
    assert!("3RX".parse::<TripleCard>().is_err());
    assert!("".parse::<TripleCard>().is_err());
}

#[test]
fn penalty_points() {
    assert_eq!(c("3RH").points(), 3);
    assert_eq!(c("QRH").points(), 5);
    assert_eq!(c("4KC").points(), 9);
    assert_eq!(c("2YB").points(), 7);
    assert_eq!(c("QKB").points(), 15);
    assert_eq!(c("1KB").points(), 11);
    // 25 × (1+2+3+4+5) + 25 black × 5 + 25 blobs × 5.
    assert_eq!(TripleSet::all().points(), 375 + 125 + 125);
}

#[test]
fn the_cycle_goes_4_3_2_1_q_4() {
    use Number::*;
    assert_eq!(Four.lower(), Three);
    assert_eq!(Three.lower(), Two);
    assert_eq!(Two.lower(), One);
    assert_eq!(One.lower(), Question);
    assert_eq!(Question.lower(), Four);
}

// ----------------------------------------------------------- golden deals

#[test]
fn golden_deal_solo() {
    let g = Arctic::new(&ArcticOptions::solo(), seed());
    assert_eq!(g.dealer(), 0);
    assert_eq!(g.current_player(), Some(0));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(hand_codes(&g, 0), "1YT 4YH 4BS 4KH QBC");
    assert_eq!(pile_codes(&g), ["3KH", "3KC", "4BT"].map(String::from));
    assert!(g.setup_shifts().is_empty());
    assert_eq!(g.deck_count(), 117);
    assert_eq!(
        codes(&g.deck_top_first()[..8]),
        "3GC 2YB 1RC 1BH 2BB QYH QYT 4BC"
    );
    assert_eq!(g.scores(), vec![-(g.hand(0).points() as i64)]);
}

#[test]
fn golden_deal_two_players() {
    let g = Arctic::new(&ArcticOptions::with_players(2), seed());
    assert_eq!(g.dealer(), 0);
    // Dealt from the dealer's left: seat 1 gets the deck's first card.
    assert_eq!(hand_codes(&g, 1), "1YT 3GC 3KC 4BS QBC");
    assert_eq!(hand_codes(&g, 0), "2YB 3KH 4YH 4BT 4KH");
    // Turned up 1RC, 1BH, 2BB: 1BH (place 2) goes on 2BB (place 3, shared
    // blue); place 2 refilled with QYH, which goes on 1BH (heart); place 2
    // refilled with QYT, which builds on nothing.
    assert_eq!(g.setup_shifts(), &[(1, 2), (1, 2)]);
    assert_eq!(
        pile_codes(&g),
        ["1RC", "QYT", "2BB 1BH QYH"].map(String::from)
    );
    assert_eq!(g.owed(), 0);
    assert_eq!(g.deck_count(), 125 - 10 - 5);
    assert_eq!(
        codes(&g.deck_top_first()[..8]),
        "4BC 4YT 1RS QYS 1RH 3RC 4YB QGC"
    );
    // The player on the dealer's left starts.
    assert_eq!(g.current_player(), Some(1));
}

#[test]
fn golden_deal_six_players() {
    let g = Arctic::new(&ArcticOptions::with_players(6), seed());
    assert_eq!(g.dealer(), 0);
    let hands: Vec<String> = (0..6).map(|s| hand_codes(&g, s)).collect();
    assert_eq!(
        hands,
        [
            "1RS 1BH 1BB 3KH 4GT",
            "1YT 2YS 2BB 3KC QYS",
            "1RH 4YH 4BT 4KS QYH",
            "3RC 3GC 4BS QYT QBT",
            "2YB 3RB 4YB 4BC 4KH",
            "1RC 3BC 4YT QGC QBC",
        ]
    );
    assert_eq!(pile_codes(&g), ["1BS", "1YC", "3GB"].map(String::from));
    assert!(g.setup_shifts().is_empty());
    assert_eq!(g.deck_count(), 92);
    assert_eq!(
        codes(&g.deck_top_first()[..8]),
        "2BT 3RS 1BT 2BC 2YT 2KB 1KS QKS"
    );
    assert_eq!(g.current_player(), Some(1));
}

#[test]
fn deals_differ_by_seed_and_the_first_dealer_comes_from_the_seed() {
    let mut dealers = HashSet::new();
    for n in 0..40 {
        let g = Arctic::new(&ArcticOptions::with_players(4), Seed::from_number(n));
        dealers.insert(g.dealer());
        let again = Arctic::new(&ArcticOptions::with_players(4), Seed::from_number(n));
        assert_eq!(g, again, "a seed always deals the same");
    }
    assert_eq!(dealers.len(), 4, "every seat deals first for some seed");
}

// -------------------------------------------------------------- building

/// Two players, seat 0 to move; the deck holds a few spare cards.
fn two(h0: &str, h1: &str, p: [Vec<TripleCard>; 3], deck: &str) -> Arctic {
    Arctic::from_position(
        &ArcticOptions::with_players(2),
        0,
        vec![set(h0), set(h1)],
        p,
        &cards(deck),
    )
}

#[test]
fn the_question_mark_wraps_both_ways() {
    // ? goes on a 1, and a 4 goes on a ?.
    let mut g = two("QRC 4RS 2GH", "1GT", piles("1RH", "QKS", "3YT"), "2YT 2GT");
    mv(&mut g, "play QRC on 1");
    mv(&mut g, "play 4RS on 2");
    assert_eq!(
        pile_codes(&g),
        ["1RH QRC", "QKS 4RS", "3YT"].map(String::from)
    );
    // A 4 does not go on a 1, nor a 1 on a ?.
    let g = two("4RH 1KT", "1GT", piles("1RC", "QKS", "3YT"), "2YT");
    assert!(refused(&g, "play 4RH on 1").contains("does not build"));
    refused(&g, "play 1KT on 2");
}

#[test]
fn builds_need_one_lower_and_a_shared_colour_or_shape() {
    let g0 = two("3RC 3GH 3GC 4RH 2RH", "1GT", piles("4RH", "", ""), "2YT");
    // Wait: 4RH may not be in a hand and a pile at once; use other cards.
    drop(g0);
    let g = two("3RC 3GH 3GC 2RS", "1GT", piles("4RH", "", ""), "2YT");
    let mut colour = g.clone();
    mv(&mut colour, "play 3RC on 1"); // red, not heart
    let mut shape = g.clone();
    mv(&mut shape, "play 3GH on 1"); // heart, not red
    assert!(refused(&g, "play 3GC on 1").contains("does not build"));
    refused(&g, "play 2RS on 1"); // red but two lower
                                  // No Triple Topper for a colour-only or shape-only build.
    assert_eq!(colour.owed(), 0);
    assert_eq!(shape.owed(), 0);
    // Any hand card may start a pile in an empty place.
    let mut empty = g.clone();
    mv(&mut empty, "play 3GC on 2");
    mv(&mut empty, "play 2RS on 3");
    assert_eq!(pile_codes(&empty), ["4RH", "3GC", "2RS"].map(String::from));
}

// ---------------------------------------------------------- Triple Toppers

#[test]
fn a_run_of_four_split_between_two_players() {
    let mut g = two(
        "3RH 1RH 4GT QYC",
        "2RH 4BS 3YT",
        piles("4RH", "", ""),
        "2GS 2YS 1YS 1GS",
    );
    // Seat 0 makes a run of 2: one discard.
    mv(&mut g, "play 3RH on 1");
    assert_eq!(g.owed(), 1);
    assert_eq!(
        g.last_topper(),
        Some(Topper {
            seat: 0,
            run: 2,
            discards: 1
        })
    );
    refused(&g, "end");
    mv(&mut g, "draw");
    assert!(refused(&g, "end").contains("Discard"));
    mv(&mut g, "discard 4GT");
    mv(&mut g, "end");
    assert_eq!(g.discards().last(), Some(&c("4GT")));
    // Seat 1 lengthens it to 3: two more.
    assert_eq!(g.current_player(), Some(1));
    mv(&mut g, "play 2RH on 1");
    assert_eq!(g.owed(), 2);
    mv(&mut g, "discard 4BS");
    mv(&mut g, "draw");
    mv(&mut g, "discard 3YT");
    mv(&mut g, "end");
    // Seat 0 makes it 4: three more.
    mv(&mut g, "play 1RH on 1");
    assert_eq!(g.owed(), 3);
    assert_eq!(
        g.last_topper(),
        Some(Topper {
            seat: 0,
            run: 4,
            discards: 3
        })
    );
    assert_eq!(pile_codes(&g)[0], "4RH 3RH 2RH 1RH");
}

#[test]
fn a_pile_shift_makes_a_triple_topper_at_the_moved_bottom_card() {
    // 2RH goes on 3RH (run 4RH 3RH 2RH: 3 long, 2 discards); the 1GH above
    // it doesn't count.
    let mut g = two(
        "QGH 4YC 4YS 4YT",
        "1GT",
        piles("4RH 3RH", "2RH 1GH", "3YT"),
        "2YT 2GT",
    );
    mv(&mut g, "shift 2 onto 1");
    assert_eq!(
        pile_codes(&g),
        ["4RH 3RH 2RH 1GH", "", "3YT"].map(String::from)
    );
    assert_eq!(g.owed(), 2);
    // An exact card on top later counts the run below it: QGH on 1GH, 2 long.
    mv(&mut g, "play QGH on 1");
    assert_eq!(g.owed(), 3);
    // A shift onto an empty place, or of an empty place, is refused.
    assert!(refused(&g, "shift 3 onto 2").contains("two piles"));
    refused(&g, "shift 2 onto 3");
    refused(&g, "shift 1 onto 1");
}

#[test]
fn a_later_exact_card_counts_the_whole_run_below_it() {
    let mut g = two("1RH 4YC", "1GT", piles("3RH", "2RH", "3YT"), "2YT");
    mv(&mut g, "shift 2 onto 1");
    assert_eq!(g.owed(), 1);
    mv(&mut g, "play 1RH on 1");
    assert_eq!(g.owed(), 1 + 2);
}

#[test]
fn owing_the_whole_hand_lets_a_player_discard_it_all_and_go_out() {
    let mut g = two("2RH 4YC 4YS", "1GT", piles("4RH 3RH", "", ""), "2YT");
    mv(&mut g, "play 2RH on 1");
    assert_eq!(g.owed(), 2);
    mv(&mut g, "discard 4YC");
    mv(&mut g, "discard 4YS");
    let r = g.last_round().expect("the round is over");
    assert_eq!(r.end, RoundEnd::Out(0));
    assert_eq!(r.penalties, vec![0, 1]);
    assert_eq!(g.totals(), &[0, 1]);
    assert_eq!(g.round_no(), 2);
}

// -------------------------------------------------------------- the set-up

#[test]
fn the_dealer_setup_loop_shifts_refills_and_earns_discards() {
    // Hands: 10 cards for two players; up: 2RC 3RC 4GT; deck: 1RC, 4YB, ….
    let hands = "1YT 1YS 1YC 1YH 1YB 2YT 2YS 2YC 2YH 2YB";
    let deck = format!("{hands} 2RC 3RC 4GT 1RC 4YB 3BT 3BS");
    let mut g = Arctic::with_deal(&ArcticOptions::with_players(2), 0, &cards(&deck));
    // Place 1's 2RC goes on 3RC (exact: run 2, 1 discard); place 1 is
    // refilled with 1RC, which goes on 2RC (run 3, 2 more); place 1 is
    // refilled with 4YB, which builds on nothing, nor does 3RC on 4GT.
    assert_eq!(g.setup_shifts(), &[(0, 1), (0, 1)]);
    assert_eq!(
        pile_codes(&g),
        ["4YB", "3RC 2RC 1RC", "4GT"].map(String::from)
    );
    assert_eq!(g.owed(), 3);
    // The dealer discards first, before the first turn.
    assert_eq!(g.phase(), Phase::SetupDiscard);
    assert_eq!(g.current_player(), Some(0));
    assert_eq!(hand_codes(&g, 0), "1YH 1YS 2YC 2YT 2YB");
    assert!(refused(&g, "draw").contains("dealer"));
    refused(&g, "play 2YT on 1");
    mv(&mut g, "discard 1YS");
    mv(&mut g, "discard 1YH");
    assert_eq!(g.phase(), Phase::SetupDiscard);
    mv(&mut g, "discard 2YT");
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.current_player(), Some(1));
    assert_eq!(g.deck_top_first(), cards("3BT 3BS"));
}

#[test]
fn the_setup_moves_the_lowest_pile_first_onto_the_lowest_target() {
    // 3RC (place 3) could go on 4RH (place 1) or 4GC (place 2); 3RC is the
    // only pile that can move, and place 1 is the lowest target.
    let hands = "1YT 1YS 1YC 1YH 1YB 2YT 2YS 2YC 2YH 2YB";
    let deck = format!("{hands} 4RH 4GC 3RC QBT 1BS");
    let g = Arctic::with_deal(&ArcticOptions::with_players(2), 1, &cards(&deck));
    assert_eq!(g.setup_shifts(), &[(2, 0)]);
    assert_eq!(pile_codes(&g), ["4RH 3RC", "4GC", "QBT"].map(String::from));
    // Dealer seat 1: seat 0 starts.
    assert_eq!(g.current_player(), Some(0));
    assert_eq!(hand_codes(&g, 0), "1YC 1YT 1YB 2YH 2YS");
}

// ---------------------------------------------------------------- the turn

#[test]
fn drawing_is_compulsory_and_after_a_draw_only_the_drawn_card_plays() {
    let mut g = two("3RC 4YB", "1GT", piles("4RH", "2GT", "1GS"), "3RS 2YT");
    assert!(refused(&g, "end").contains("Draw"));
    mv(&mut g, "draw");
    assert_eq!(g.step(), Step::Drawn(Some(c("3RS"))));
    // The 3RC in hand could build on 4RH, but only the drawn card may play.
    assert!(refused(&g, "play 3RC on 1").contains("drew"));
    refused(&g, "draw");
    // 1GS could go on 2GT, but no pile shift until the drawn card is played.
    assert!(refused(&g, "shift 3 onto 2").contains("No pile shift"));
    mv(&mut g, "play 3RS on 1");
    // Everything is open again, including another draw.
    assert_eq!(g.step(), Step::Free);
    mv(&mut g, "shift 3 onto 2");
    mv(&mut g, "draw");
    assert_eq!(g.cards_drawn(0), 2);
    mv(&mut g, "end");
    assert_eq!(g.current_player(), Some(1));
}

#[test]
fn an_empty_deck_ends_the_turn_instead_of_a_draw() {
    let mut g = two("3RC 4YB", "1GT 2KS", piles("4RH", "2GT", "1GS"), "");
    refused(&g, "draw");
    mv(&mut g, "play 3RC on 1");
    mv(&mut g, "end");
    assert_eq!(g.current_player(), Some(1));
}

// ---------------------------------------------------------------- the ends

#[test]
fn going_out_scores_the_others_hands_and_deals_the_next_round() {
    let mut g = two("3RC", "QKB 4KC 3RH", piles("4RH", "", ""), "2YT");
    mv(&mut g, "play 3RC on 1");
    let r = g.last_round().unwrap().clone();
    assert_eq!(r.end, RoundEnd::Out(0));
    assert_eq!(r.penalties, vec![0, 15 + 9 + 3]);
    assert_eq!(g.totals(), &[0, 27]);
    assert_eq!(g.scores(), vec![0, -27]);
    // Round 2: the dealer moves one seat clockwise (from seat 1 to seat 0),
    // fresh hands of five.
    assert_eq!(g.round_no(), 2);
    assert_eq!(g.dealer(), 0);
    assert_eq!(g.hand(0).len(), 5);
    assert_eq!(g.hand(1).len(), 5);
    assert_eq!(g.current_player(), Some(1));
    assert!(g.discards().is_empty());
}

#[test]
fn the_blocked_end_after_a_full_round_of_empty_turns() {
    // Three players, the deck empty; a turn with a card played resets the
    // count; three turns in a row without one end the round.
    let mut g = Arctic::from_position(
        &ArcticOptions::with_players(3),
        0,
        vec![set("1KC 4GT"), set("3RT 2GT"), set("QKB 1YT")],
        piles("4RH", "2BB", "1BS"),
        &[],
    );
    mv(&mut g, "end");
    assert_eq!(g.blocked_turns(), 1);
    mv(&mut g, "play 3RT on 1"); // seat 1 plays
    mv(&mut g, "end");
    assert_eq!(g.blocked_turns(), 0);
    mv(&mut g, "end"); // seat 2
    mv(&mut g, "end"); // seat 0
    assert_eq!(g.round_no(), 1);
    mv(&mut g, "shift 3 onto 2"); // seat 1: a shift is not a card played
    mv(&mut g, "end");
    let r = g.last_round().unwrap().clone();
    assert_eq!(r.end, RoundEnd::Blocked);
    // Penalties: seat 0 1KC 4GT = 6+4 = 10; seat 1 2GT = 2; seat 2 QKB 1YT = 16.
    assert_eq!(r.penalties, vec![10, 2, 16]);
    assert_eq!(r.scored, vec![8, 0, 14]);
    assert_eq!(g.totals(), &[8, 0, 14]);
    assert_eq!(g.round_no(), 2);
}

#[test]
fn a_blocked_end_tie_for_fewest_scores_zero_for_all_tied() {
    let mut g = two("3RH", "3RC", piles("1BS", "", ""), "");
    // Both could start piles, but choose to end.
    mv(&mut g, "end");
    mv(&mut g, "end");
    let r = g.last_round().unwrap();
    assert_eq!(r.scored, vec![0, 0]);
}

#[test]
fn reaching_100_puts_a_player_out_and_the_last_one_in_wins() {
    let mut g = Arctic::from_position(
        &ArcticOptions::with_players(3),
        0,
        vec![set("3RC"), set("QKB"), set("1YT")],
        piles("4RH", "", ""),
        &cards("2YT"),
    )
    .with_totals(&[50, 90, 99]);
    mv(&mut g, "play 3RC on 1");
    assert_eq!(g.totals(), &[50, 105, 100]);
    assert_eq!(g.eliminated(), &[false, true, true]);
    assert_eq!(g.last_round().unwrap().eliminated, vec![1, 2]);
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.current_player(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.winner(), Some(0));
}

#[test]
fn players_out_of_the_match_get_no_cards_and_no_turns() {
    let mut g = Arctic::from_position(
        &ArcticOptions::with_players(3),
        1,
        vec![set("1YT"), set("3RC"), set("QKB")],
        piles("4RH", "", ""),
        &cards("2YT"),
    )
    .with_totals(&[0, 0, 90]);
    mv(&mut g, "play 3RC on 1");
    assert_eq!(g.eliminated(), &[false, false, true]);
    assert_eq!(g.phase(), Phase::Play);
    assert!(g.hand(2).is_empty());
    assert_eq!(g.hand(0).len() + g.hand(1).len(), 10);
    // Dealer seat 0 (the one after the first position's dealer), then seat 1
    // starts; after seat 1, seat 0 again.
    assert_eq!(g.dealer(), 1);
    assert_eq!(g.current_player(), Some(0));
}

// ------------------------------------------------------------------- solo

#[test]
fn solo_scores_cards_drawn_plus_points_left() {
    let solo = ArcticOptions::solo();
    let mut g = Arctic::from_position(
        &solo,
        0,
        vec![set("3RC 4KB")],
        piles("4RH", "1YT", ""),
        &cards("2RC QYS"),
    );
    mv(&mut g, "play 3RC on 1");
    mv(&mut g, "draw");
    mv(&mut g, "play 2RC on 1"); // exact: run 3RC 2RC, one discard
    assert_eq!(g.owed(), 1);
    mv(&mut g, "discard 4KB");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.scores(), vec![-1]);
    assert_eq!(g.winner(), None);

    // Without going out: the deck runs dry, a turn passes with nothing played.
    let mut g = Arctic::from_position(
        &solo,
        0,
        vec![set("4KB")],
        piles("4RH", "1YT", "2GS"),
        &cards("QYS"),
    );
    mv(&mut g, "draw");
    mv(&mut g, "end");
    assert_eq!(g.phase(), Phase::Play);
    mv(&mut g, "end");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.solo_score(), 1 + 14 + 5);
    assert_eq!(g.scores(), vec![-20]);
}

// ------------------------------------------------------ views and options

#[test]
fn each_seat_sees_its_own_hand_only_and_the_drawn_card_is_hidden() {
    let mut g = two("3RC 4YB", "1GT", piles("4RH", "", ""), "2KS");
    mv(&mut g, "draw");
    let mine = g.observation(0);
    let theirs = g.observation(1);
    assert_eq!(mine.hand, set("3RC 4YB 2KS"));
    assert_eq!(mine.step, Step::Drawn(Some(c("2KS"))));
    assert_eq!(theirs.hand, set("1GT"));
    assert_eq!(theirs.step, Step::Drawn(None));
    assert_eq!(theirs.hand_counts, vec![3, 1]);
    assert_eq!(theirs.piles, mine.piles);
    assert_eq!(theirs.deck_count, 0);
    assert!(!g.reveals_cards(&"end".parse().unwrap()));
    assert!(
        !g.reveals_cards(&"draw".parse().unwrap()),
        "the deck is empty"
    );
}

#[test]
fn options_as_link_params() {
    let p = |s: &str| -> Vec<(String, String)> {
        s.split('&')
            .filter(|x| !x.is_empty())
            .map(|kv| {
                let (k, v) = kv.split_once('=').unwrap();
                (k.to_string(), v.to_string())
            })
            .collect()
    };
    let o = ArcticOptions::from_params(&p("players=3&opponents=easy,hard")).unwrap();
    assert_eq!(o.opponents, vec![Opponent::Easy, Opponent::Hard]);
    assert_eq!(o.players(), 3);
    let round: Vec<(String, String)> = o
        .to_params()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    assert_eq!(ArcticOptions::from_params(&round).unwrap(), o);
    let solo = ArcticOptions::from_params(&p("players=1")).unwrap();
    assert!(solo.is_solo());
    assert_eq!(solo.describe(), "Solo");
    let solo_round: Vec<(String, String)> = solo
        .to_params()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    assert_eq!(ArcticOptions::from_params(&solo_round).unwrap(), solo);
    let six = ArcticOptions::from_params(&p("players=6&opponents=hard")).unwrap();
    assert_eq!(six.players(), 6);
    assert_eq!(six.opponents[0], Opponent::Hard);
    assert!(ArcticOptions::from_params(&p("players=7")).is_err());
    assert!(ArcticOptions::from_params(&p("players=0")).is_err());
    assert!(ArcticOptions::from_params(&p("players=2&opponents=easy,easy")).is_err());
    assert!(ArcticOptions::from_params(&p("opponents=wizard")).is_err());
    assert!(ArcticOptions::from_params(&p("colour=red")).is_err());
    assert_eq!(
        ArcticOptions::from_params(&[]).unwrap(),
        ArcticOptions::default()
    );
    assert!(ArcticOptions::default().validate().is_ok());
    assert!(ArcticOptions {
        opponents: vec![Opponent::Easy; 6]
    }
    .validate()
    .is_err());
}

#[test]
fn notation_reads_like_the_game_and_round_trips() {
    for text in [
        "play 3RH on 2",
        "play QKB on 1",
        "shift 1 onto 3",
        "discard 4GT",
        "draw",
        "end",
    ] {
        let m: ArcticMove = text.parse().unwrap();
        assert_eq!(m.to_string(), text);
    }
    assert_eq!(
        "play 3RH on 2".parse::<ArcticMove>(),
        Ok(ArcticMove::Play {
            card: c("3RH"),
            place: 1
        })
    );
    assert_eq!(
        "play ?KB on 1".parse::<ArcticMove>().unwrap().to_string(),
        "play QKB on 1"
    );
    for bad in [
        "play 3RH on 4",
        "play 3RH on 0",
        "shift 1 to 3",
        "pass",
        "discard",
    ] {
        assert!(bad.parse::<ArcticMove>().is_err(), "{bad}");
    }
    let g = Arctic::new(&ArcticOptions::default(), seed());
    for m in g.move_universe() {
        assert_eq!(m.to_string().parse::<ArcticMove>(), Ok(m));
    }
}

/// Measures random matches (not run by default:
/// `cargo test --test arctic measure -- --ignored --nocapture`). Measured:
/// 2,000–2,500 moves a match on average (at most ~5,600 in 1,200), about 8
/// rounds; a solo round about 330 moves.
#[test]
#[ignore]
fn measure_lengths() {
    use cardtable::engine::DealRng;
    for p in 1..=6 {
        let t = std::time::Instant::now();
        let mut max = 0;
        let mut total = 0;
        let mut rounds = 0;
        let mut rng = DealRng::from_number(7);
        for n in 0..200 {
            let mut g = Arctic::new(&ArcticOptions::with_players(p), Seed::from_number(n));
            let mut moves = 0;
            while let Some(m) = rng.pick(&g.legal_moves()).copied() {
                g.apply(&m).unwrap();
                moves += 1;
                assert!(moves < 20_000, "seed {n}: the match does not end");
            }
            rounds += g.round_no();
            max = max.max(moves);
            total += moves;
        }
        eprintln!(
            "{p} players: mean {} max {max} rounds/match {} in {:?}",
            total / 200,
            rounds as f64 / 200.0,
            t.elapsed()
        );
    }
}

/// The example of `docs/records.md`: deal K7M2QX4P, two players.
#[test]
fn the_documented_example_record_replays() {
    use cardtable::engine::Record;
    let json = r#"{"format":1,"game":"arctic","options":{"opponents":["easy"]},"seed":"K7M2QX4P","moves":["play QBC on 1","play 4BS on 1","draw","end"]}"#;
    let record = Record::<Arctic>::from_json(json).unwrap();
    let g = record.replay().unwrap();
    assert_eq!(
        pile_codes(&g),
        ["1RC QBC 4BS", "QYT", "2BB 1BH QYH"].map(String::from)
    );
    assert_eq!(hand_codes(&g, 1), "1YT 3GC 3KC 4BC");
    assert_eq!(g.current_player(), Some(0));
    assert_eq!(record.to_json(), json);
}

// ------------------------------------------------------- more of the turn

#[test]
fn the_drawn_card_may_start_a_pile_and_make_a_triple_topper() {
    // Drawn into an empty place.
    let mut g = two("4YB", "1GT", piles("4RH", "", "1GS"), "3KT 2YT");
    mv(&mut g, "draw");
    mv(&mut g, "play 3KT on 2");
    assert_eq!(pile_codes(&g)[1], "3KT");
    // Drawn onto an exact match: a Triple Topper, then anything is open.
    let mut g = two("4YB", "1GT", piles("4RH", "", "1GS"), "3RH 2YT");
    mv(&mut g, "draw");
    mv(&mut g, "play 3RH on 1");
    assert_eq!(g.owed(), 1);
    assert_eq!(g.step(), Step::Free);
    mv(&mut g, "discard 4YB");
    // Seat 0's hand is empty: out at once, with nothing more to draw.
    assert_eq!(g.last_round().unwrap().end, RoundEnd::Out(0));
}

#[test]
fn discarding_the_drawn_card_leaves_only_discards_and_the_end() {
    let mut g = two("3RH 4YB 4YC", "1GT", piles("4RH", "", ""), "QKS 2YT");
    mv(&mut g, "play 3RH on 1");
    mv(&mut g, "draw");
    mv(&mut g, "discard QKS");
    assert_eq!(g.step(), Step::DrawnGone);
    assert!(refused(&g, "play 4YB on 2").contains("gone"));
    refused(&g, "draw");
    mv(&mut g, "end");
    assert_eq!(g.current_player(), Some(1));
}

#[test]
fn owed_discards_are_void_when_the_last_card_is_played() {
    let mut g = two("3RH", "1GT 2GT", piles("4RH", "", ""), "2YT");
    mv(&mut g, "play 3RH on 1");
    let r = g.last_round().unwrap();
    assert_eq!(r.end, RoundEnd::Out(0));
    assert_eq!(r.penalties, vec![0, 3]);
    assert_eq!(g.owed(), 0);
}

#[test]
fn moves_that_show_new_cards() {
    let g = two("3RC 4YB", "1GT", piles("4RH", "", ""), "2KS");
    assert!(g.reveals_cards(&"draw".parse().unwrap()));
    assert!(!g.reveals_cards(&"play 3RC on 1".parse().unwrap()));
    // The last card: the round ends and the next one is dealt.
    let g = two("3RC", "1GT", piles("4RH", "", ""), "2KS");
    assert!(g.reveals_cards(&"play 3RC on 1".parse().unwrap()));
    assert!(!g.reveals_cards(&"end".parse().unwrap()));
}

#[test]
fn refusals_say_why() {
    let g = two("3RC 4YB", "1GT", piles("4RH", "2GT", "1GS"), "2KS");
    assert!(refused(&g, "play 1GT on 2").contains("not in your hand"));
    assert!(refused(&g, "discard 3RC").contains("no discards owed"));
    assert!(refused(&g, "play 4YB on 1").contains("does not build"));
    assert!(refused(&g, "shift 1 onto 2").contains("bottom card"));
    let mut over = two("3RC", "1GT", piles("4RH", "", ""), "2KS").with_totals(&[0, 99]);
    mv(&mut over, "play 3RC on 1");
    assert_eq!(over.phase(), Phase::Over);
    assert!(refused(&over, "draw").contains("over"));
}

#[test]
fn the_next_dealer_skips_players_out_of_the_match() {
    // Four players; seat 2 moves (dealer seat 1) and goes out; seat 3 reaches
    // 100, so the next dealer is seat 2 and seat 0 (skipping 3) starts.
    let mut g = Arctic::from_position(
        &ArcticOptions::with_players(4),
        2,
        vec![set("1YT"), set("1GT"), set("3RC"), set("QKB")],
        piles("4RH", "", ""),
        &cards("2YT"),
    )
    .with_totals(&[0, 0, 0, 90]);
    assert_eq!(g.dealer(), 1);
    mv(&mut g, "play 3RC on 1");
    assert_eq!(g.eliminated(), &[false, false, false, true]);
    assert_eq!(g.dealer(), 2);
    assert_eq!(g.current_player(), Some(0));
    assert!(g.hand(3).is_empty());
    // Turns go 0, 1, 2, 0…
    let mut seen = Vec::new();
    for _ in 0..4 {
        seen.push(g.current_player().unwrap());
        if g.owed() > 0 || g.phase() != Phase::Play {
            break;
        }
        mv(&mut g, "draw");
        while g.owed() > 0 {
            let card = g.hand(g.current_player().unwrap()).nth(0).unwrap();
            mv(&mut g, &format!("discard {card}"));
        }
        mv(&mut g, "end");
    }
    assert_eq!(&seen[..3], &[0, 1, 2]);
}

/// Random matches reach every part of the rules, so the invariant harness
/// (`tests/invariants.rs`) exercises them all: set-up discards, Triple
/// Toppers from plays and from shifts, discarding a drawn card, both ends
/// of a round, players put out of the match.
#[test]
fn random_matches_reach_every_rule() {
    use cardtable::engine::DealRng;
    let mut rng = DealRng::from_number(11);
    let (mut setup_discards, mut shift_toppers, mut play_toppers, mut drawn_gone) = (0, 0, 0, 0);
    let (mut outs, mut blocked, mut eliminated, mut matches_over) = (0, 0, 0, 0);
    for p in 1..=6 {
        for n in 0..60 {
            let mut g = Arctic::new(&ArcticOptions::with_players(p), Seed::from_number(n));
            let mut moves = 0;
            let mut last_round = None;
            while let Some(m) = rng.pick(&g.legal_moves()).copied() {
                let owed = g.owed();
                if g.phase() == Phase::SetupDiscard {
                    setup_discards += 1;
                }
                g.apply(&m).unwrap();
                if g.owed() > owed && g.round_no() == 1 {
                    match m {
                        ArcticMove::Shift { .. } => shift_toppers += 1,
                        ArcticMove::Play { .. } => play_toppers += 1,
                        _ => {}
                    }
                }
                if g.step() == Step::DrawnGone {
                    drawn_gone += 1;
                }
                if g.last_round() != last_round.as_ref() {
                    let r = g.last_round().unwrap().clone();
                    match r.end {
                        RoundEnd::Out(_) => outs += 1,
                        RoundEnd::Blocked => blocked += 1,
                    }
                    eliminated += r.eliminated.len();
                    last_round = Some(r);
                }
                moves += 1;
                assert!(
                    moves < 20_000,
                    "{p} players, seed {n}: the match does not end"
                );
            }
            matches_over += 1;
        }
    }
    let counts = [
        setup_discards,
        shift_toppers,
        play_toppers,
        drawn_gone,
        outs,
        blocked,
        eliminated,
    ];
    eprintln!(
        "setup discards, shift/play toppers, drawn gone, outs, blocked, eliminated: {counts:?}"
    );
    assert!(counts.iter().all(|&c| c > 0), "{counts:?}");
    assert_eq!(matches_over, 360);
}

// ---------------------------------------------------------------- the rule-based player

fn rules_move(g: &Arctic) -> String {
    let seat = g.current_player().unwrap();
    cardtable::engine::arctic::bot::rule_based_move(&g.observation(seat))
        .unwrap()
        .to_string()
}

/// The yardstick takes the Triple Topper first, then the costliest card
/// that builds, draws when nothing plays (while it owes a discard, so the
/// drawn card can be among the discards), pays with the costliest card,
/// and ends the turn.
#[test]
fn the_rule_based_player_prefers_toppers_and_discards_the_costliest() {
    let mut g = Arctic::from_position(
        &ArcticOptions::with_players(2),
        0,
        vec![set("3RH 3KC 1GS QKB"), set("2BB")],
        piles("4RH", "4YC", "3GT"),
        &cards("4BT 1YC"),
    );
    let mut seen = Vec::new();
    while g.current_player() == Some(0) {
        let m = rules_move(&g);
        mv(&mut g, &m);
        seen.push(m);
    }
    assert_eq!(
        seen.join(", "),
        "play 3RH on 1, play 3KC on 2, draw, discard QKB, end"
    );
    assert_eq!(hand_codes(&g, 0), "1GS 4BT");
    // With an empty place it dumps the costliest card there.
    let g = Arctic::from_position(
        &ArcticOptions::with_players(2),
        0,
        vec![set("1GS QKB"), set("2BB")],
        piles("4RH", "", "3GT"),
        &cards("4BT"),
    );
    assert_eq!(rules_move(&g), "play QKB on 2");
    // Else a pile shift makes one.
    let g = Arctic::from_position(
        &ArcticOptions::with_players(2),
        0,
        vec![set("1GS QKB"), set("2BB")],
        piles("4RH", "QRC", "3GT"),
        &cards("4BT"),
    );
    assert_eq!(rules_move(&g), "shift 1 onto 2");
}

/// The yardstick plays whole matches for 2 to 6 players with legal moves
/// only, and each match ends.
#[test]
fn the_rule_based_player_plays_legal_moves_to_the_end() {
    for p in 2..=6 {
        for n in 0..10 {
            let mut g = Arctic::new(&ArcticOptions::with_players(p), Seed::from_number(n));
            let mut moves = 0;
            while g.current_player().is_some() {
                let m: ArcticMove = rules_move(&g).parse().unwrap();
                assert!(g.legal_moves().contains(&m), "{p} players, seed {n}: {m}");
                g.apply(&m).unwrap();
                moves += 1;
                assert!(moves < 50_000, "{p} players, seed {n}: no end");
            }
            assert!(g.winner().is_some());
        }
    }
}
