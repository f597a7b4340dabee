use super::*;
use crate::app::profile::Stats;
use crate::app::session::Session;
use crate::app::session::{Hint, Mark};
use crate::engine::bot::Opponent;
use crate::engine::bot::{choose_move, thinking_rng};
use crate::engine::thricewise::{Cell, Place};

fn table(opponents: Vec<Opponent>) -> ThricewiseTable {
    ThricewiseTable::new(ThricewiseOptions { opponents }, "K7M2QX4P".parse().unwrap())
}

/// Plays computer moves until a person is to move or the game ends.
fn computers(t: &mut ThricewiseTable) {
    while let Some(ply) = t.computer_turn() {
        assert!(t.start_thinking().is_some());
        let seat = t.game().current_player().unwrap();
        let mv = choose_move::<Thricewise>(
            t.game().observation(seat),
            t.core.level_of(seat).unwrap(),
            thinking_rng(t.seed(), seat, ply),
        )
        .unwrap();
        assert!(t.play_computer(ply, mv));
    }
}

/// Every step line about a seat reads right: "Your placement: …your…",
/// "Computer 2 places next: …their…", never "You's" or a "their" for you,
/// over games with deferrals.
#[test]
fn step_sentences_agree_with_the_seat() {
    let (mut mine, mut theirs) = (0, 0);
    for n in 0..12 {
        let opponents = vec![Opponent::Easy; 2 + n % 3];
        let mut t =
            ThricewiseTable::new(ThricewiseOptions { opponents }, Seed::from_number(n as u64));
        while !t.is_over() {
            let text = t.step_text();
            assert!(!text.contains("You's") && !text.contains("you's"), "{text}");
            assert!(!text.contains("go with it, with"), "{text}");
            if text.starts_with("Your placement") {
                assert!(!text.contains("their"), "{text}");
                mine += text.contains("deferred") as usize;
            }
            if text.contains(" places next: ") {
                assert!(!text.contains("your"), "{text}");
                theirs += text.contains("their") as usize;
            }
            if let Some(ply) = t.computer_turn() {
                let seat = t.game().current_player().unwrap();
                let mv = choose_move::<Thricewise>(
                    t.game().observation(seat),
                    t.core.level_of(seat).unwrap(),
                    thinking_rng(t.seed(), seat, ply),
                )
                .unwrap();
                assert!(t.play_computer(ply, mv));
                continue;
            }
            click_through_one(&mut t);
        }
        assert!(!t.result_text().contains("You wins"));
        // The end panel names the winner, a sentence of its own.
        let winner = t.winner_text();
        assert!(winner.ends_with(" points."), "{winner}");
        assert!(winner.starts_with(char::is_uppercase), "{winner}");
    }
    assert!(
        mine > 0 && theirs > 0,
        "deferrals seen: yours {mine}, theirs {theirs}"
    );
    for row in table(vec![Opponent::Easy]).players() {
        assert!(
            row.owner == "Your" || row.owner == "Computer 1's",
            "{}",
            row.owner
        );
    }
}

/// The click-through player the browser test mirrors: tap the first
/// hand card twice (pick), then place each card on the first lit cell.
fn click_through(t: &mut ThricewiseTable) -> usize {
    let mut taps = 0;
    while !t.is_over() {
        computers(t);
        if t.is_over() {
            break;
        }
        click_through_one(t);
        taps += 1;
    }
    taps
}

/// The end shows everything: for every number of players, once the
/// game is over no card is left in a hand, a pick or the deck (all face
/// up, on the grid or deferred), and the end panel says so; during
/// play it says nothing.
#[test]
fn the_end_shows_every_card() {
    for n in 1..=4 {
        let mut t = table(vec![Opponent::Easy; n]);
        while !t.is_over() {
            assert_eq!(t.end_text(), "");
            computers(&mut t);
            if t.is_over() {
                break;
            }
            match t.game().phase() {
                Phase::Pick => {
                    let card = t.hand()[0];
                    assert!(t.tap_card(card) && t.tap_card(card));
                }
                _ => {
                    let open = t
                        .grid_spots()
                        .into_iter()
                        .find(|s| s.face == CellFace::Open);
                    assert!(t.tap_cell(open.expect("a lit cell").key()));
                }
            }
        }
        let places = t.game().card_places();
        assert_eq!(places.len(), 36);
        assert!(places
            .iter()
            .all(|(p, _)| matches!(p, Place::Grid(_) | Place::Deferred(_))));
        let on_grid = places
            .iter()
            .filter(|(p, _)| matches!(p, Place::Grid(_)))
            .count();
        assert!(
            t.end_text()
                .starts_with(&format!("Every card is face up: {on_grid} on the grid")),
            "{}",
            t.end_text()
        );
        // Each deferred card is named (issue 26).
        for (p, c) in &places {
            if let Place::Deferred(_) = p {
                assert!(t.end_text().contains(c.name()), "{}", t.end_text());
            }
        }
    }
}

/// A deal that ends with a deferred card each (the browser test plays it,
/// tests/browser/thricewise.test.mjs): the end names them and their owners.
#[test]
fn the_end_names_the_deferred_cards() {
    let mut t = ThricewiseTable::new(
        ThricewiseOptions {
            opponents: vec![Opponent::Easy],
        },
        "0000000E".parse().unwrap(),
    );
    click_through(&mut t);
    assert_eq!(
        t.end_text(),
        "Every card is face up: 34 on the grid; 2 deferred: the Calamity (you), the Bard (Computer 1)."
    );
    // One owner's together.
    let mut t = ThricewiseTable::new(
        ThricewiseOptions {
            opponents: vec![Opponent::Easy; 2],
        },
        "00000001".parse().unwrap(),
    );
    click_through(&mut t);
    assert_eq!(
        t.end_text(),
        "Every card is face up: 30 on the grid; 6 deferred: the Market, the Sea and the Calamity (you), the Lunatic, the End and the Windfall (Computer 1)."
    );
}

#[test]
fn a_game_against_easy_computers_plays_to_the_end_and_counts_once() {
    let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
    let taps = click_through(&mut t);
    // Golden: the browser test plays the same taps from the same link
    // (tests/browser/thricewise.test.mjs) and must end the same way.
    assert_eq!((taps, t.game().scores()), (20, vec![6, 21, 27]));
    assert!(t.step_text().starts_with("Game over"), "{}", t.step_text());
    let mut stats = Stats::default();
    for o in t.take_outcomes() {
        stats.record_outcome(&o);
    }
    assert!(t.take_outcomes().is_empty(), "counted once");
    let key = t.stats_key().unwrap();
    assert_eq!(stats.entry(&key).played, 1);
    assert_eq!(
        t.buttons()
            .iter()
            .map(|b| b.label.as_str())
            .collect::<Vec<_>>(),
        Vec::<&str>::new()
    );
    // The save replays to the same table, log included.
    let again = ThricewiseTable::from_saved(&t.saved()).unwrap();
    assert_eq!(again.game(), t.game());
    assert_eq!(again.log(100), t.log(100));
    assert!(again.take_outcomes_is_empty_after_counted());
}

impl ThricewiseTable {
    fn take_outcomes_is_empty_after_counted(mut self) -> bool {
        self.take_outcomes().is_empty()
    }
}

#[test]
fn picks_stay_secret_until_the_reveal_and_placement_follows_rank() {
    let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
    let hand = t.hand();
    assert_eq!(hand.len(), 3);
    assert!(!t.buttons()[0].enabled, "nothing chosen yet");
    assert!(t.tap_card(hand[1]));
    assert_eq!(t.card_hint(hand[1]), Hint::Paired);
    assert_eq!(t.card_hint(hand[0]), Hint::Playable);
    assert!(t.act(ThricewiseAction::Pick));
    // Computer 1 is to pick; the scoreboard says seat 0 has picked and
    // shows nobody's card.
    assert_eq!(t.game().current_player(), Some(1));
    let rows = t.players();
    assert_eq!(rows[0].status, "has picked");
    assert!(rows.iter().all(|r| r.revealed.is_none()));
    assert!(!t.tap_cell(cell_key(Cell::new(-1, 0))));
    computers(&mut t);
    let rows = t.players();
    let revealed: Vec<_> = rows.iter().filter_map(|r| r.revealed).collect();
    assert_eq!(revealed.len(), 3, "all picks shown together");
    // The scoreboard's markup names each pick as the row's owner's.
    for r in &rows {
        let pick = r.revealed.unwrap();
        let named = format!(
            "data-card=\"{pick}\" aria-label=\"{} pick: {}\"",
            r.owner,
            pick.spoken()
        );
        assert!(r.html().contains(&named), "{named} in {}", r.html());
        assert!(r
            .html()
            .contains(&format!("aria-label=\"{} points\"", r.score)));
    }
    // Those still to place go in rising rank order; computers with lower
    // ranks have placed already, so the person is first now.
    let mut waiting: Vec<_> = rows.iter().filter(|r| r.order.is_some()).collect();
    waiting.sort_by_key(|r| r.order);
    let ranks: Vec<_> = waiting.iter().map(|r| r.revealed.unwrap().rank()).collect();
    assert!(ranks.windows(2).all(|w| w[0] < w[1]), "{ranks:?}");
    if let Some(first) = waiting.first() {
        assert_eq!(first.seat, PERSON);
        assert!(
            t.step_text().starts_with("Your placement"),
            "{}",
            t.step_text()
        );
    }
    assert!(
        t.log(10).iter().any(|l| l.starts_with("Turn 1 reveal:")),
        "{:?}",
        t.log(10)
    );
}

#[test]
fn placing_lights_only_legal_cells_and_explains_refusals() {
    let mut t = table(vec![Opponent::Easy]);
    // Play until it is the person's placement.
    for _ in 0..20 {
        computers(&mut t);
        if t.game().phase() == Phase::Place {
            break;
        }
        let c = t.hand()[0];
        t.tap_card(c);
        t.act(ThricewiseAction::Pick);
    }
    assert_eq!(t.game().current_player(), Some(PERSON));
    assert!(t.selected().is_some(), "the pick is chosen already");
    let spots = t.grid_spots();
    let open: Vec<_> = spots.iter().filter(|s| s.face == CellFace::Open).collect();
    let legal: Vec<Cell> = t
        .game()
        .legal_moves()
        .iter()
        .filter_map(|m| match m {
            ThricewiseMove::Place { card, cell } if Some(*card) == t.selected() => Some(*cell),
            _ => None,
        })
        .collect();
    assert_eq!(open.len(), legal.len());
    assert!(open.iter().all(|s| legal.contains(&s.cell)));
    let taken = spots
        .iter()
        .find(|s| matches!(s.face, CellFace::Card(_)))
        .unwrap();
    assert!(!t.tap_cell(taken.key()));
    assert!(t.core.message.as_deref().unwrap().contains("there already"));
    assert!(t.tap_cell(open[0].key()));
    assert_eq!(t.game().last_placement().unwrap().cell, open[0].cell);
    // The grid grows: the placed card's row or column is inside the shown grid.
    assert!(ThricewiseTable::grid_columns(&t.grid_spots()) >= 3);
}

#[test]
fn pass_and_play_covers_each_pick() {
    let mut t = table(vec![Opponent::Person, Opponent::Easy]);
    assert!(t.is_covered());
    assert_eq!(t.seat_name(0), "Player 1");
    assert_eq!(t.seat_name(2), "Computer 2");
    assert!(!t.tap_card(t.hand()[0]));
    t.act(ThricewiseAction::ShowHand);
    let c = t.hand()[0];
    t.tap_card(c);
    t.tap_card(c);
    // Player 2 picks next, behind the cover; they never see Player 1's pick.
    assert!(t.is_covered());
    assert_eq!(t.viewer(), 1);
    assert!(t.view().picks[0].is_none());
    assert!(t.stats_key().is_none(), "pass and play is not counted");
}

/// A hint to place says where by a card beside the space ("the space below
/// the Soldier"), never by the row and column numbers the grid does not
/// show, and marks the lit space the table names (issue 46).
#[test]
fn a_placement_hint_names_the_space_by_its_neighbour() {
    let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
    let mut said = 0;
    while !t.is_over() {
        computers(&mut t);
        if t.is_over() {
            break;
        }
        if t.game().phase() == Phase::Place {
            for mv in t.game().legal_moves() {
                let marks = t.hint_marks(&mv);
                let sentence = Mark::sentence(&marks);
                assert!(sentence.contains("then the space "), "{sentence}");
                assert!(
                    !sentence.contains("Place here") && !sentence.contains(", column "),
                    "{sentence}"
                );
                let Some(Mark::Named(begins, _)) = marks.last() else {
                    panic!("no space marked: {marks:?}");
                };
                assert!(begins.starts_with("Place here"), "{begins}");
                said += 1;
            }
        }
        click_through_one(&mut t);
    }
    assert!(said > 10, "{said}");
}

/// One tap of `click_through`.
fn click_through_one(t: &mut ThricewiseTable) {
    match t.game().phase() {
        Phase::Pick => {
            let card = t.hand()[0];
            assert!(t.tap_card(card));
            assert!(t.tap_card(card), "a second tap picks");
        }
        _ => {
            let open = t
                .grid_spots()
                .into_iter()
                .find(|s| s.face == CellFace::Open)
                .expect("a lit cell");
            assert!(t.tap_cell(open.key()), "{:?}", t.core.message);
        }
    }
}
