//! Verslun: golden deals, the seed text's worked example, refusals.

use cardtable::engine::cards::Card;
use cardtable::engine::verslun::{EndReason, Phase, Slot, Verslun, VerslunMove, VerslunOptions};
use cardtable::engine::{DealRng, Game, GameOptions, PlayedGame, Record, Seed, Stream};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

fn mv(text: &str) -> VerslunMove {
    text.parse().unwrap()
}

fn play(game: &mut Verslun, moves: &str) {
    for m in moves.split(',') {
        let m = mv(m.trim());
        game.apply(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// Golden: the seed → deck order contract. If this fails, every shared link
/// and save would open a different deal: do not "fix" the expected text.
#[test]
fn golden_deal_k7m2qx4p() {
    let seed: Seed = "K7M2QX4P".parse().unwrap();
    let game = Verslun::new(&VerslunOptions::default(), seed);
    let columns: Vec<String> = game
        .slots()
        .iter()
        .map(|s| match s {
            Slot::Column(c) => c
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Slot::Claimed(_) => unreachable!(),
        })
        .collect();
    assert_eq!(columns, GOLDEN_K7M2QX4P_COLUMNS);
    let mut g = game.clone();
    g.apply(&VerslunMove::Draw).unwrap();
    let hand: Vec<String> = g.hand().iter().map(|c| c.to_string()).collect();
    assert_eq!(hand.join(" "), GOLDEN_K7M2QX4P_HAND);
}

/// Golden: our Fisher–Yates over the fixed 52-card order, seed 00000000.
#[test]
fn golden_shuffle_seed_00000000_whole_deck() {
    let mut deck = Card::standard_deck();
    DealRng::new(Seed::from_number(0), Stream::Deal).shuffle(&mut deck);
    let order: Vec<String> = deck.iter().map(|c| c.to_string()).collect();
    assert_eq!(order.join(" "), GOLDEN_SEED0_DECK);
}

const GOLDEN_K7M2QX4P_COLUMNS: [&str; 4] =
    ["7C KC AD KH", "8D 4C 2C QC", "4D 6S 2H 3S", "6C 3C 6H QS"];
const GOLDEN_K7M2QX4P_HAND: &str = "AS KD QD 7S KS";
const GOLDEN_SEED0_DECK: &str = "6C JH 3C 2H 3H QC AC 8C AD 10C 5S 10D 2D 10S KS QD 5D 3D AH 4S JC 2C 8S QS 6D KH 3S KC AS 2S JD 7S QH 7D JS 5H KD 7C 10H 5C 4H 4C 9D 6H 9S 4D 8H 6S 8D 9H 7H 9C";

/// The seed text's worked example, dealt from a stacked deck: claims of 7,
/// then (after a Redeal that discards the 7) 65 and 27, for a total of 92.
#[test]
fn worked_example_scores_92() {
    // Columns top to bottom; the bottom card is dealt last.
    let deck = cards(
        "2H 4S 3C 10H  5H 9H QH KH  3D 7S QC 7C  8C 4H JH 6D \
         AD 2S 5S 9S 4D \
         6S 3S 10S KS  KC JC 8S QD 5D \
         8H 6C 2D 2C \
         9D 10D",
    );
    let mut rest: Vec<Card> = Card::standard_deck()
        .into_iter()
        .filter(|c| !deck.contains(c))
        .collect();
    rest.sort();
    let full: Vec<Card> = deck.iter().copied().chain(rest).collect();
    assert_eq!(full.len(), 52);
    let options = VerslunOptions::default();
    let mut game = Verslun::from_deck(&options, &full);

    // Turn 1: only the 6 of diamonds can be paired, by the Ace; the Jack of
    // hearts above it cannot, so the claim stops at one pair: 7 points.
    play(&mut game, "draw");
    assert_eq!(game.legal_moves(), vec![mv("claim 4"), mv("end")]);
    play(&mut game, "claim 4, pair AD");
    assert_eq!(game.legal_moves(), vec![mv("confirm")]);
    assert_eq!(game.pending_points(), 7);
    play(&mut game, "confirm");
    assert_eq!(game.score(), 7);

    // Turn 2: decline the draw, Redeal the 7-point Claimed Column.
    play(&mut game, "redeal 4");
    assert_eq!(game.score(), 0);
    assert_eq!(game.hand(), cards("KC JC 8S QD 5D").as_slice());
    // Column 3 (7C QC 7S 3D from the bottom) takes four pairs: 65 points.
    play(&mut game, "claim 3, pair KC, pair JC, pair 8S, pair QD");
    assert_eq!(game.pending_points(), 65);
    play(&mut game, "confirm");
    assert_eq!(game.score(), 65);

    // Turn 3: draw four; the left Column pairs 10H and 3C, then the 4S blocks.
    play(&mut game, "draw");
    assert_eq!(game.hand().len(), 5);
    play(&mut game, "claim 1, pair 8H, pair 6C");
    let refused = game.apply(&mv("pair 2D")).unwrap_err();
    assert!(refused.0.contains("4 of spades"), "{refused}");
    play(&mut game, "confirm");
    assert_eq!(game.score(), 92);

    // Turn 4: two new cards, no heart or spade: nothing can be claimed. A
    // Redeal would still be allowed; the player declines, so no claim is
    // made this turn and the game is over.
    play(&mut game, "draw");
    assert!(game
        .legal_moves()
        .iter()
        .all(|m| !matches!(m, VerslunMove::Claim(_))));
    play(&mut game, "end");
    assert_eq!(game.phase(), &Phase::Over(EndReason::PlayerEnded));
    assert_eq!(game.scores(), vec![92]);
}

#[test]
fn illegal_moves_are_refused_with_reasons() {
    let mut game = Verslun::new(&VerslunOptions::default(), Seed::from_number(42));
    let before = game.clone();
    for (m, why) in [
        ("claim 1", "Draw first"),
        ("pair 7C", "Pick a Column"),
        ("confirm", "Pick a Column"),
        ("redeal 1", "Only a Claimed Column"),
    ] {
        let e = game.apply(&mv(m)).unwrap_err();
        assert!(e.0.contains(why), "{m}: {e}");
        assert_eq!(game, before, "a refused move changed the game");
    }
    play(&mut game, "draw");
    let e = game.apply(&mv("draw")).unwrap_err();
    assert!(e.0.contains("already drawn"), "{e}");
    let e = game.apply(&mv("redeal 6")).unwrap_err();
    assert!(!e.0.is_empty());
}

#[test]
fn pairing_rules_follow_the_variants() {
    let (ad, ks, kh, two_c) = (
        "AD".parse::<Card>().unwrap(),
        "KS".parse::<Card>().unwrap(),
        "KH".parse::<Card>().unwrap(),
        "2C".parse::<Card>().unwrap(),
    );
    let game = |aces_wild, rank_pairs| {
        Verslun::new(
            &VerslunOptions {
                aces_wild,
                rank_pairs,
                ..Default::default()
            },
            Seed::from_number(1),
        )
    };
    assert!(!game(false, false).pairs(ks, ad));
    assert!(game(true, false).pairs(ks, ad));
    assert!(game(true, false).pairs(ad, two_c));
    assert!(!game(false, false).pairs(ks, kh));
    assert!(game(false, true).pairs(ks, kh));
    assert!(!game(false, true).pairs(ks, two_c));
}

#[test]
fn redeal_that_the_deck_cannot_supply_ends_the_game_without_that_column() {
    // Play a deal with the simple strategy until the Deck is short, then Redeal.
    let options = VerslunOptions::default();
    for n in 0..200 {
        let mut game = Verslun::new(&options, Seed::from_number(n));
        loop {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let redeal = moves.iter().find(|m| matches!(m, VerslunMove::Redeal(_)));
            if let (Some(r), true) = (redeal, game.deck_count() < 9) {
                let before = game.score();
                let VerslunMove::Redeal(c) = r else {
                    unreachable!()
                };
                let Slot::Claimed(lost) = &game.slots()[*c] else {
                    unreachable!()
                };
                let lost = lost.points();
                game.apply(r).unwrap();
                assert_eq!(game.phase(), &Phase::Over(EndReason::RedealShort));
                assert_eq!(game.score(), before - lost);
                return;
            }
            let next = moves
                .iter()
                .find(|m| **m != VerslunMove::EndGame)
                .unwrap_or(&moves[0])
                .clone();
            game.apply(&next).unwrap();
        }
    }
    panic!("no deal reached a short Redeal");
}

#[test]
fn undo_never_steps_back_over_a_draw() {
    let mut played = PlayedGame::<Verslun>::new(VerslunOptions::default(), Seed::from_number(9));
    assert!(!played.can_undo());
    played.play(mv("draw")).unwrap();
    assert!(
        !played.can_undo(),
        "undoing a draw would let the player peek"
    );
    let claim = played.state().legal_moves()[0].clone();
    played.play(claim).unwrap();
    assert!(played.can_undo());
    assert!(played.undo());
    assert_eq!(played.record().moves.len(), 1);
    assert!(!played.undo());
}

#[test]
fn records_round_trip_and_refuse_bad_input() {
    let mut played = PlayedGame::<Verslun>::new(
        VerslunOptions {
            aces_wild: true,
            hand_size: 6,
            ..Default::default()
        },
        Seed::from_number(77),
    );
    played.play(mv("draw")).unwrap();
    let json = played.record().to_json();
    assert!(
        json.contains("\"format\":1") && json.contains("\"moves\":[\"draw\"]"),
        "{json}"
    );
    let back = Record::<Verslun>::from_json(&json).unwrap();
    assert_eq!(&back, played.record());
    assert!(Record::<Verslun>::from_json("{").is_err());
    let bad_move = json.replace("\"draw\"", "\"fly\"");
    assert!(Record::<Verslun>::from_json(&bad_move)
        .unwrap_err()
        .to_string()
        .contains("fly"));
    let illegal = json.replace("\"draw\"", "\"confirm\"");
    let err = Record::<Verslun>::from_json(&illegal)
        .unwrap()
        .replay()
        .unwrap_err();
    assert!(err.to_string().contains("not legal"), "{err}");
    let newer = json.replace("\"format\":1", "\"format\":99");
    assert!(Record::<Verslun>::from_json(&newer)
        .unwrap_err()
        .to_string()
        .contains("newer"));
    let bad_options = json.replace("\"hand_size\":6", "\"hand_size\":3");
    assert!(Record::<Verslun>::from_json(&bad_options).is_err());
}

#[test]
fn options_travel_in_link_parameters() {
    let options = VerslunOptions {
        aces_wild: true,
        rank_pairs: false,
        hand_size: 7,
        columns: 3,
    };
    let params: Vec<(String, String)> = options
        .to_params()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    assert_eq!(VerslunOptions::from_params(&params), Ok(options));
    let bad = |k: &str, v: &str| VerslunOptions::from_params(&[(k.into(), v.into())]).unwrap_err();
    assert!(bad("hand", "3").contains("4 to 8"));
    assert!(bad("columns", "9").contains("2 to 6"));
    assert!(bad("aceswild", "maybe").contains("yes or no"));
    assert!(bad("jokers", "yes").contains("no option"));
}

/// The simple player of the browser test (tests/browser/verslun.test.mjs),
/// replayed on the engine: the screen and the engine must agree on 74.
#[test]
fn click_through_player_on_k7m2qx4p_scores_74() {
    let mut game = Verslun::new(&VerslunOptions::default(), "K7M2QX4P".parse().unwrap());
    let mut first_claim_done = false;
    while !game.is_over() {
        let moves = game.legal_moves();
        let mv = if moves.contains(&VerslunMove::Draw) {
            VerslunMove::Draw
        } else if !first_claim_done {
            // The test's scripted opening: Column 3 with the king of spades.
            first_claim_done = true;
            play(&mut game, "claim 3, pair KS, confirm");
            continue;
        } else if let Some(pair) = moves.iter().find(|m| matches!(m, VerslunMove::Pair(_))) {
            pair.clone()
        } else if moves.contains(&VerslunMove::Confirm) {
            VerslunMove::Confirm
        } else if let Some(claim) = moves.iter().find(|m| matches!(m, VerslunMove::Claim(_))) {
            claim.clone()
        } else {
            VerslunMove::EndGame
        };
        game.apply(&mv).unwrap();
    }
    assert_eq!(game.score(), 74);
}

#[test]
fn a_reloaded_game_keeps_its_undo_floor() {
    let mut played = PlayedGame::<Verslun>::new(VerslunOptions::default(), Seed::from_number(9));
    played.play(mv("draw")).unwrap();
    let claim = played.state().legal_moves()[0].clone();
    played.play(claim).unwrap();
    let mut loaded = PlayedGame::from_record(played.record().clone()).unwrap();
    assert_eq!(loaded, played);
    assert!(loaded.undo());
    assert!(!loaded.can_undo(), "the draw must stay done after a reload");
}
