use super::*;
use crate::app::profile::Stats;
use crate::app::session::Hint;
use crate::app::session::Session;
use crate::app::spots::Face;
use crate::engine::asymmetry::AsymmetryView;
use crate::engine::asymmetry::{power_name, shown, Event, NextBecause, Step};
use crate::engine::bot::Opponent;
use crate::engine::bot::{choose_move, thinking_rng};
use crate::engine::cards::Suit;

/// The cards the live screen may show at all.
fn visible_cards(view: &AsymmetryView) -> Vec<Card> {
    let mut cards: Vec<Card> = view.hand.iter().collect();
    cards.extend(view.lessen.iter().flatten());
    cards.extend(view.pile.iter());
    cards
}

fn table(opponents: [Opponent; 3]) -> AsymmetryTable {
    AsymmetryTable::new(AsymmetryOptions { opponents }, "K7M2QX4P".parse().unwrap())
}

fn computers(t: &mut AsymmetryTable) {
    while let Some(ply) = t.computer_turn() {
        let seat = t.game().current_player().unwrap();
        let mv = choose_move::<Asymmetry>(
            t.game().observation(seat),
            t.core.level_of(seat).unwrap(),
            thinking_rng(t.seed(), seat, ply),
        )
        .unwrap();
        assert!(t.play_computer(ply, mv));
    }
}

/// The click-through player the browser test mirrors: in the Play step
/// the first lit card, else Skip playing; in the Lessen step play the
/// Lessen Card when offered, else End turn.
pub(crate) fn click_through(t: &mut AsymmetryTable) -> usize {
    let mut taps = 0;
    while !t.is_over() && taps < 2000 {
        computers(t);
        if t.is_over() {
            break;
        }
        let press = |t: &mut AsymmetryTable, label: &str| {
            let b = t.buttons().into_iter().find(|b| b.label.starts_with(label));
            b.is_some_and(|b| b.enabled && t.act(b.action))
        };
        let lit = t
            .hand_spots()
            .into_iter()
            .find(|s| s.hint == Hint::Playable)
            .and_then(|s| match s.face {
                Face::Card(c) => Some(c),
                _ => None,
            });
        match t.view().step {
            Step::Play => match lit {
                Some(c) => assert!(t.tap_hand(c), "{:?}", t.core.message),
                None => assert!(press(t, "Skip playing")),
            },
            _ => {
                if !press(t, "Play the Lessen Card") {
                    assert!(press(t, "End turn"), "{:?}", t.buttons());
                }
            }
        }
        taps += 1;
    }
    taps
}

#[test]
fn the_screen_shows_only_what_the_seat_may_see() {
    let t = table([Opponent::Easy; 3]);
    let view = t.view();
    assert_eq!(view.hand.len(), 7);
    let shown: Vec<Card> = t
        .hand_spots()
        .iter()
        .filter_map(|s| match s.face {
            Face::Card(c) => Some(c),
            _ => None,
        })
        .collect();
    assert_eq!(shown.len(), 7);
    for row in t.seats() {
        assert!(row.revealed.is_empty(), "no hand face up while live");
    }
    let allowed = visible_cards(&view);
    assert!(shown.iter().all(|c| allowed.contains(c)));
}

#[test]
fn taps_play_lit_cards_and_explain_the_others() {
    let mut t = table([Opponent::Easy; 3]);
    computers(&mut t);
    assert_eq!(t.game().current_player(), Some(PERSON));
    let spots = t.hand_spots();
    let view = t.view();
    if view.step == Step::Play {
        if let Some(dim) = spots.iter().find(|s| s.hint == Hint::Dimmed) {
            let Face::Card(c) = dim.face else { panic!() };
            assert!(!t.tap_hand(c));
            let why = t.core.message.clone().unwrap();
            assert!(why.contains(power_name(view.power(PERSON))), "{why}");
        }
    }
    assert!(t.step_text().len() > 10);
}

#[test]
fn a_game_against_easy_computers_ends_and_counts_once() {
    let mut t = table([Opponent::Easy; 3]);
    let taps = click_through(&mut t);
    assert!(t.is_over(), "{taps} taps");
    let mut stats = Stats::default();
    for o in t.take_outcomes() {
        stats.record_outcome(&o);
    }
    assert!(t.take_outcomes().is_empty(), "counted once");
    assert_eq!(stats.entry(&t.stats_key().unwrap()).played, 1);
    assert!(
        t.buttons().is_empty(),
        "the end panel offers what comes next"
    );
    let revealed: usize = t.seats().iter().map(|r| r.revealed.len()).sum();
    let held: usize = (0..4).map(|s| t.game().hand(s).len()).sum();
    assert_eq!(revealed, held, "every hand face up at the end");
    let again = AsymmetryTable::from_saved(&t.saved()).unwrap();
    assert_eq!(again.game(), t.game());
    assert!(!t.step_text().is_empty());
}

#[test]
fn undo_stays_within_your_own_turn() {
    for n in 0..40 {
        let mut t = AsymmetryTable::new(
            AsymmetryOptions {
                opponents: [Opponent::Easy; 3],
            },
            Seed::from_number(n),
        );
        computers(&mut t);
        if t.view().step != Step::Play {
            continue;
        }
        assert!(
            !t.can_undo(),
            "nothing of yours to undo at the start of the turn"
        );
        let Some(c) = t
            .hand_spots()
            .into_iter()
            .find(|s| s.hint == Hint::Playable)
            .and_then(|s| match s.face {
                Face::Card(c) => Some(c),
                _ => None,
            })
        else {
            continue;
        };
        let before = t.game().clone();
        assert!(t.tap_hand(c));
        if t.game().current_player() != Some(PERSON) {
            continue; // the turn ended by itself (nothing to lessen)
        }
        assert!(t.can_undo());
        assert!(t.act(AsymmetryAction::Undo));
        assert_eq!(t.game(), &before);
        // Ending the turn draws: no Undo past it.
        assert!(t.tap_hand(c));
        assert!(t.act(AsymmetryAction::Pass));
        assert!(!t.can_undo(), "no Undo past the draw");
        return;
    }
    panic!("no seed tried undo");
}

/// An Ace swap is shown on both seats while its turn (and the next) is
/// on screen, and said in words.
#[test]
fn an_ace_swap_is_shown_as_it_happens() {
    let mut t = table([Opponent::Easy; 3]);
    while !t.is_over() {
        let before = t.game().log().len();
        if let Some(ply) = t.computer_turn() {
            let seat = t.game().current_player().unwrap();
            let mv = choose_move::<Asymmetry>(
                t.game().observation(seat),
                t.core.level_of(seat).unwrap(),
                thinking_rng(t.seed(), seat, ply),
            )
            .unwrap();
            assert!(t.play_computer(ply, mv));
        } else {
            click_through_one(&mut t);
        }
        let swap = t.game().log()[before..].iter().find_map(|e| match *e {
            Event::Swapped { seat, other, .. } => Some((seat, other)),
            _ => None,
        });
        if let Some((a, b)) = swap {
            let rows = t.seats();
            let flagged: Vec<Seat> = rows.iter().filter(|r| r.swapped).map(|r| r.seat).collect();
            assert!(
                flagged.contains(&a) && flagged.contains(&b),
                "{flagged:?} vs {a} {b}"
            );
            assert!(
                t.log(6).iter().any(|l| l.contains("swapped Aces with")),
                "{:?}",
                t.log(6)
            );
            return;
        }
    }
    panic!("no Ace swap in a whole game");
}

fn click_through_one(t: &mut AsymmetryTable) {
    let lit = t
        .hand_spots()
        .into_iter()
        .find(|s| s.hint == Hint::Playable)
        .and_then(|s| match s.face {
            Face::Card(c) => Some(c),
            _ => None,
        });
    match (t.view().step, lit) {
        (Step::Play, Some(c)) => assert!(t.tap_hand(c)),
        (Step::Lessen, Some(c)) if t.view().lessen[PERSON].is_none() => {
            // Place a Lessen Card whenever possible: swaps happen.
            assert!(t.tap_hand(c));
            assert!(t.act(AsymmetryAction::Place), "{:?}", t.core.message);
        }
        _ => assert!(t.act(AsymmetryAction::Pass), "{:?}", t.core.message),
    }
}

/// "Whose turn and why" names the card that passed the turn, not one
/// played since.
#[test]
fn why_it_is_your_turn_names_the_card_that_chose_you() {
    for n in 0..30 {
        let mut t = AsymmetryTable::new(
            AsymmetryOptions {
                opponents: [Opponent::Easy; 3],
            },
            Seed::from_number(n),
        );
        for _ in 0..40 {
            computers(&mut t);
            if t.is_over() {
                break;
            }
            let text = t.step_text();
            if let (Step::Play, Some(i)) = (
                t.view().step,
                t.game()
                    .log()
                    .iter()
                    .rposition(|e| matches!(e, Event::Next { .. })),
            ) {
                let Event::Next {
                    why: NextBecause::AceOf(suit),
                    ..
                } = t.game().log()[i]
                else {
                    assert!(text.starts_with("No card went on the pile"), "{text}");
                    click_through_one(&mut t);
                    continue;
                };
                assert!(
                    text.contains(&format!("; {} is with", power_name(suit))),
                    "{text}"
                );
                let card = t.game().log()[..i].iter().rev().find_map(|e| match *e {
                    Event::Played { card, .. } | Event::LessenPlayed { card, .. } => Some(card),
                    _ => None,
                });
                let card = card.unwrap();
                assert_eq!(card.suit, suit, "the card's suit chose the player");
                assert!(
                    text.starts_with(&format!("The {} went on the pile", shown(card))),
                    "{text}"
                );
            }
            click_through_one(&mut t);
        }
    }
}

#[test]
fn sentences_name_seats_right() {
    let t = table([Opponent::Easy; 3]);
    let text = t.step_text();
    assert!(
        !text.contains("You plays") && !text.contains("You's"),
        "{text}"
    );
    assert_eq!(t.seat_name(1), "West");
    let p = table([Opponent::Person, Opponent::Easy, Opponent::Easy]);
    assert_eq!(p.seat_name(0), "South");
    assert!(p.is_covered() || p.game().current_player() != Some(0));
    assert_eq!(power_words(Suit::Clubs), "Clubs: higher");
}

/// At your turn each seat shows the cards it played since your last one,
/// in the order the log tells them; at an end the computers made, the end
/// says it came before your turn (issue 46).
#[test]
fn each_seat_shows_what_it_played_since_your_turn_and_an_end_says_who_ended_it() {
    let mut ended_by_computers = 0;
    for seed in [
        "K7M2QX4P", "F0110W01", "00000001", "0000C2NE", "12345678", "ABCDEFGH",
    ] {
        let mut t = AsymmetryTable::new(
            AsymmetryOptions {
                opponents: [Opponent::Easy; 3],
            },
            seed.parse().unwrap(),
        );
        let mut turns = 0;
        while !t.is_over() && turns < 300 {
            computers(&mut t);
            if t.is_over() {
                break;
            }
            if t.view().step == Step::Play {
                // What the strip says was played since your turn, by seat.
                let recent = t.turn_log().recent().to_vec();
                for row in t.seats().into_iter().skip(1) {
                    let said: Vec<String> = recent
                        .iter()
                        .filter(|l| {
                            l.starts_with(&format!("{} played the", row.name))
                                || l.starts_with(&format!("{} played their Lessen Card", row.name))
                        })
                        .cloned()
                        .collect();
                    let played = &row.played.cards;
                    assert_eq!(played.len(), said.len(), "{seed} {}: {said:?}", row.name);
                    for (card, line) in played.iter().zip(&said) {
                        assert!(line.contains(&card.text), "{seed}: {line} {}", card.text);
                        assert!(card.html.contains("role=\"img\""), "{}", card.html);
                    }
                }
                assert!(
                    t.seats()[0].played.cards.is_empty(),
                    "your own seat shows none"
                );
            }
            click_through_one(&mut t);
            turns += 1;
        }
        assert!(t.is_over(), "{seed}");
        let last = t.log_lines().iter().rev().find_map(|l| l.seat).unwrap();
        // (An end after your last move that only finished the computers'
        // round says nothing: a seat of theirs must have moved twice.)
        match t.ended_by_computers() {
            Some(words) => {
                assert_ne!(last, PERSON, "{seed}: {words}");
                assert!(words.starts_with("Ended "), "{words}");
                ended_by_computers += 1;
            }
            None if last == PERSON => {}
            None => {
                let lines = t.log_lines();
                let after = lines.iter().rposition(|l| l.seat == Some(PERSON)).unwrap();
                let mut turns: Vec<_> = lines[after..].iter().filter_map(|l| l.seat).collect();
                turns.dedup();
                assert!(turns.len() <= 4, "{seed}: the turn went round: {turns:?}");
            }
        }
    }
    assert!(ended_by_computers > 0, "some game the computers ended");
}
