use super::*;
use crate::app::par_walk::ParStep;
use crate::app::profile::Stats;
use crate::app::session::Hint;
use crate::app::session::Session;
use crate::engine::arctic::{Phase, Step, PLACES};
use crate::engine::bot::Opponent;
use crate::engine::bot::{choose_move, thinking_rng, Level};

fn seed() -> Seed {
    "K7M2QX4P".parse().unwrap()
}

fn table(opponents: Vec<Opponent>) -> ArcticTable {
    let mut t = ArcticTable::new(ArcticOptions { opponents }, seed());
    t.act(ArcticAction::SetupSkip);
    t
}

/// Computers move until the person is to move, a result waits, or the game ends.
fn computers(t: &mut ArcticTable) {
    while let Some(ply) = t.computer_turn() {
        let seat = t.game().current_player().unwrap();
        let mv = choose_move::<Arctic>(
            t.game().observation(seat),
            Level::Easy,
            thinking_rng(t.seed(), seat, ply),
        )
        .unwrap();
        assert!(t.play_computer(ply, mv));
    }
}

/// The person's move by taps alone: the first card that goes on a pile,
/// else a discard owed, else draw, else end the turn.
fn person_taps(t: &mut ArcticTable) {
    let legal = t.game().legal_moves();
    let pick = legal
        .iter()
        .find(|m| matches!(m, ArcticMove::Play { .. }))
        .or_else(|| legal.iter().find(|m| matches!(m, ArcticMove::Discard(_))))
        .or_else(|| legal.iter().find(|m| **m == ArcticMove::Draw))
        .or_else(|| legal.iter().find(|m| **m == ArcticMove::End))
        .copied()
        .unwrap();
    let before = t.moves_made();
    match pick {
        ArcticMove::Play { card, place } => {
            if t.chosen() != Some(Chosen::Card(card)) {
                assert!(t.tap_hand(card));
            }
            assert!(t.tap_place(place as usize), "{:?}", t.core.message);
        }
        ArcticMove::Discard(card) => {
            if t.chosen() != Some(Chosen::Card(card)) {
                assert!(t.tap_hand(card));
            }
            assert!(t.act(ArcticAction::Discard), "{:?}", t.core.message);
        }
        ArcticMove::Draw => assert!(t.tap_deck()),
        _ => assert!(t.act(ArcticAction::End), "{:?}", t.core.message),
    }
    assert_eq!(t.moves_made(), before + 1);
}

#[test]
fn a_match_against_easy_computers_shows_each_round_and_counts_once() {
    let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
    let mut stats = Stats::default();
    let mut reveals = 0;
    for _ in 0..20_000 {
        computers(&mut t);
        for o in t.take_outcomes() {
            stats.record_outcome(&o);
        }
        if t.is_over() {
            break;
        }
        if t.reveal_pending() {
            reveals += 1;
            // Every hand face up, and the computers wait.
            let rows = t.reveal();
            assert_eq!(rows.len(), 3);
            // The table's markup: a row per player, each hand's cards named.
            let html = crate::app::arctic::reveal_html(&rows);
            assert_eq!(html.matches("<tr>").count(), 1 + rows.len());
            for r in &rows {
                assert!(html.contains(&format!("aria-label=\"{} hand\"", r.name)));
                for c in &r.cards {
                    let named = format!("data-card=\"{c}\" aria-label=\"{}\"", c.spoken());
                    assert!(html.contains(&named), "{named} in {html}");
                }
            }
            // The players' chips, each named by its label.
            for seat in t.seats() {
                assert!(seat
                    .html()
                    .contains(&format!("aria-label=\"{}\"", seat.label)));
            }
            assert_eq!(t.computer_turn(), None);
            assert!(
                t.step_text().contains("Tap Next round"),
                "{}",
                t.step_text()
            );
            assert!(!t.tap_deck());
            assert!(t.act(ArcticAction::NextRound));
            t.act(ArcticAction::SetupSkip);
            continue;
        }
        // The screen holds only what seat 0 may see.
        let view = t.view();
        for h in t.hand() {
            assert!(view.hand.contains(h.card));
        }
        person_taps(&mut t);
    }
    assert!(t.is_over(), "the match ended");
    assert!(reveals >= 1);
    assert!(t.take_outcomes().is_empty());
    let key = crate::app::session::stats_key::<Arctic>(t.options()).unwrap();
    assert_eq!(stats.entry(&key).played, 1);
    assert!(t.step_text().contains("the match"), "{}", t.step_text());
    // The last round is shown too: hands and totals.
    assert_eq!(t.reveal().len(), 3);
    // Share's result: in lines, each seat's total among them (issue 26).
    let lines = t.result_lines();
    for (s, total) in t.game().totals().iter().enumerate() {
        let seat = format!("{}: {total} points", t.seat_name(s));
        assert!(lines.lines().any(|l| l.starts_with(&seat)), "{lines}");
    }
    assert!(
        lines.lines().last().unwrap().ends_with("the match."),
        "{lines}"
    );
    // Saved and loaded at the end: the same table, counted.
    let back = ArcticTable::from_saved(&t.saved()).unwrap();
    assert_eq!(back.log(1000), t.log(1000));
    assert_eq!(back.reveal(), t.reveal());
    assert!(back.core.counted);
}

#[test]
fn a_solo_deal_played_by_taps_scores_draws_plus_points_left() {
    let mut t = table(Vec::new());
    let mut n = 0;
    while !t.is_over() {
        person_taps(&mut t);
        n += 1;
        assert!(n < 5_000);
        if n == 40 {
            // A reload in the middle changes nothing.
            let back = ArcticTable::from_saved(&t.saved()).unwrap();
            assert_eq!(back.game(), t.game());
            assert_eq!(back.log(1000), t.log(1000));
        }
    }
    let score = t.game().cards_drawn(PERSON) as i64 + t.game().hand(PERSON).points() as i64;
    assert_eq!(t.solo_score(), score);
    assert!(
        t.step_text().contains(&format!("your score is {score}")),
        "{}",
        t.step_text()
    );
    let o = t.take_outcomes();
    assert_eq!(o.len(), 1);
    assert_eq!(o[0].score, -score);
    assert!(t.is_solo() && t.is_over());
}

#[test]
fn taps_play_explain_and_undo_within_the_turn() {
    // A deal where one hand card builds on a pile and another can't go
    // on some pile.
    let found = (1..500).find_map(|n| {
        let t = table_on(Seed::from_number(n));
        let legal = t.game().legal_moves();
        let good = legal.iter().find_map(|m| match *m {
            ArcticMove::Play { card, place } if !t.game().piles()[place as usize].is_empty() => {
                Some((card, place as usize))
            }
            _ => None,
        })?;
        // (A card that goes somewhere: a dimmed one is not chosen at all.)
        let goes = |c| {
            legal
                .iter()
                .any(|m| matches!(m, ArcticMove::Play { card, .. } if *card == c))
        };
        let bad = t
            .game()
            .hand(PERSON)
            .iter()
            .filter(|&c| goes(c))
            .find_map(|c| {
                (0..PLACES).find_map(|p| {
                    (!t.game().piles()[p].is_empty()
                        && !legal.contains(&ArcticMove::Play {
                            card: c,
                            place: p as u8,
                        }))
                    .then_some((c, p))
                })
            })?;
        Some((t, good, bad))
    });
    let (mut t, (good, p), (bad, q)) = found.expect("such a deal");
    assert!(t.tap_hand(bad));
    assert_eq!(t.places()[q].hint, Hint::Dimmed);
    assert!(!t.tap_place(q));
    assert!(
        t.core
            .message
            .as_deref()
            .unwrap()
            .contains("does not build on"),
        "{:?}",
        t.core.message
    );
    if t.chosen() != Some(Chosen::Card(good)) {
        assert!(t.tap_hand(good));
    }
    assert_eq!(t.places()[p].hint, Hint::Playable);
    let len = t.game().piles()[p].len();
    assert!(t.tap_place(p), "{:?}", t.core.message);
    assert_eq!(t.game().piles()[p].len(), len + 1);
    assert!(
        t.log(1)[0].starts_with(&format!(
            "You play the {} on pile {}",
            card_words(good),
            p + 1
        )),
        "{:?}",
        t.log(1)
    );
    // Undo within the turn, before the draw.
    assert!(t.can_undo());
    assert!(t.act(ArcticAction::Undo));
    assert_eq!(t.game().piles()[p].len(), len);
    // The draw can't be undone, and the drawn card is chosen.
    assert!(t.tap_deck());
    assert!(!t.can_undo());
    let Step::Drawn(Some(d)) = t.game().step() else {
        panic!("drawn")
    };
    assert_eq!(t.chosen(), Some(Chosen::Card(d)));
    let other = t.game().hand(PERSON).iter().find(|&c| c != d).unwrap();
    assert!(!t.tap_hand(other), "after a draw only the drawn card");
    assert!(
        t.step_text()
            .contains(&format!("You drew the {}", card_words(d))),
        "{}",
        t.step_text()
    );
}

/// Plays the person's first legal moves (by the engine, not the taps)
/// until `want` holds, over many deals; the table then.
fn reach(want: impl Fn(&ArcticTable) -> bool) -> ArcticTable {
    for n in 1..300 {
        let mut t = table_on(Seed::from_number(n));
        let mut rng = crate::engine::seed::DealRng::new(
            Seed::from_number(n),
            crate::engine::seed::Stream::Deal,
        );
        for _ in 0..400 {
            if want(&t) {
                return t;
            }
            let legal = t.game().legal_moves();
            let Some(mv) = rng.pick(&legal).copied() else {
                break;
            };
            assert!(t.play(mv));
        }
    }
    panic!("no deal reached the position");
}

#[test]
fn a_pile_is_shifted_by_two_taps() {
    let mut t = reach(|t| {
        t.game().current_player() == Some(PERSON)
            && t.game()
                .legal_moves()
                .iter()
                .any(|m| matches!(m, ArcticMove::Shift { .. }))
    });
    let Some(ArcticMove::Shift { from, to }) = t
        .game()
        .legal_moves()
        .into_iter()
        .find(|m| matches!(m, ArcticMove::Shift { .. }))
    else {
        unreachable!()
    };
    let (from, to) = (from as usize, to as usize);
    let moved = t.game().piles()[from].len();
    let onto = t.game().piles()[to].len();
    assert!(t.tap_place(from));
    assert_eq!(t.places()[from].hint, Hint::Paired);
    assert_eq!(t.places()[to].hint, Hint::Playable);
    assert!(
        t.step_text().contains(&format!("shift pile {}", from + 1)),
        "{}",
        t.step_text()
    );
    assert!(t.tap_place(to), "{:?}", t.core.message);
    assert_eq!(t.game().piles()[to].len(), moved + onto);
    assert!(t.game().piles()[from].is_empty());
    assert!(
        t.log(1)[0].starts_with(&format!("You shift pile {} onto pile {}", from + 1, to + 1)),
        "{:?}",
        t.log(1)
    );
}

#[test]
fn a_triple_topper_is_announced_and_its_discards_picked_by_taps() {
    let mut t = reach(|t| {
        t.game().current_player() == Some(PERSON)
            && t.game().owed() > 0
            && t.game().phase() == Phase::Play
    });
    let owed = t.game().owed();
    assert!(
        t.step_text().starts_with("Triple Topper! A run of"),
        "{}",
        t.step_text()
    );
    let card = t.game().hand(PERSON).iter().next().unwrap();
    assert!(t.tap_hand(card));
    assert!(t
        .buttons()
        .iter()
        .any(|b| b.label == "Discard" && b.primary));
    assert!(t.act(ArcticAction::Discard), "{:?}", t.core.message);
    assert!(t.game().owed() < owed || t.game().round_no() > 1 || t.is_over());
    assert!(!t.game().hand(PERSON).contains(card));
    assert!(
        t.log(1)[0].starts_with(&format!("You discard the {}", card_words(card))),
        "{:?}",
        t.log(1)
    );
}

fn table_on(seed: Seed) -> ArcticTable {
    let mut t = ArcticTable::new(ArcticOptions::solo(), seed);
    t.act(ArcticAction::SetupSkip);
    t
}

#[test]
fn the_set_up_is_shown_step_by_step() {
    // A seed whose set-up shifts a pile.
    let (seed, game) = (1..500)
        .map(Seed::from_number)
        .map(|s| (s, Arctic::new(&ArcticOptions::solo(), s)))
        .find(|(_, g)| !g.setup_shifts().is_empty())
        .expect("some deal's set-up shifts a pile");
    let mut t = ArcticTable::new(ArcticOptions::solo(), seed);
    assert_eq!(t.setup_step, Some(0));
    assert_eq!(t.computer_turn(), None);
    assert!(
        t.step_text().contains("turns up three cards")
            || t.step_text().contains("turn up three cards"),
        "{}",
        t.step_text()
    );
    let first: Vec<Option<Card>> = t.places().iter().map(|p| p.top).collect();
    let dealt: Vec<Option<Card>> = game.setup_piles()[0]
        .iter()
        .map(|p| p.last().copied())
        .collect();
    assert_eq!(first, dealt);
    assert!(!t.tap_deck(), "nothing moves during the set-up");
    let mut steps = 0;
    while t.setup_step.is_some() {
        assert!(t.act(ArcticAction::SetupNext));
        steps += 1;
    }
    // The turned-up cards, then each shift in turn.
    assert_eq!(steps, game.setup_shifts().len() + 1);
    let now: Vec<usize> = t.places().iter().map(|p| p.len).collect();
    let real: Vec<usize> = game.piles().iter().map(|p| p.len()).collect();
    assert_eq!(now, real);
}

#[test]
fn pass_and_play_covers_the_hand_between_people() {
    let mut t = table(vec![Opponent::Person]);
    assert!(t.is_covered());
    assert!(t.hand().is_empty());
    assert_eq!(t.buttons()[0].label, "Show my hand");
    assert!(t.act(ArcticAction::ShowHand));
    assert!(!t.hand().is_empty());
    assert!(crate::app::session::stats_key::<Arctic>(t.options()).is_none());
}

fn cards(codes: &str) -> Vec<Card> {
    codes
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// Issue 26: "You start pile 1 with the blue circle 3: a Triple Topper, a
/// run of 2" was said of a round's last move, from a Topper the game had
/// seen before it. Only a card on an exact match makes one.
#[test]
fn only_a_card_on_its_exact_match_makes_a_triple_topper() {
    use super::sentences::{topper_run, witness};
    use crate::app::words::Who;
    let options = ArcticOptions::with_players(2);
    let hands = vec![
        cards("3RH 3BC").into_iter().collect(),
        cards("1GT").into_iter().collect(),
    ];
    let g = Arctic::from_position(
        &options,
        0,
        hands,
        [cards("4RH"), vec![], cards("2RH")],
        &cards("2YT 2GT"),
    );
    let on = |card: &str, place: u8| ArcticMove::Play {
        card: card.parse().unwrap(),
        place,
    };
    assert_eq!(topper_run(&g, &on("3RH", 0)), Some(2));
    assert_eq!(topper_run(&g, &on("3BC", 1)), None, "an empty place");
    // A shift counts from the moved pile's bottom card.
    let mut after = g.clone();
    after.apply(&on("3RH", 0)).unwrap();
    assert_eq!(
        topper_run(&after, &ArcticMove::Shift { from: 2, to: 0 }),
        Some(3)
    );
    // The Topper, then the last card on the empty place: out, no Topper said.
    let (line, _) = witness(&g, &on("3RH", 0), &after, &Who::You);
    assert!(
        line.ends_with(": a Triple Topper, a run of 2, worth 1 discard."),
        "{line}"
    );
    let mut out = after.clone();
    out.apply(&on("3BC", 1)).unwrap();
    assert_ne!(out.round_no(), after.round_no(), "the round ended");
    let (line, hands) = witness(&after, &on("3BC", 1), &out, &Who::You);
    assert_eq!(line, "You start pile 2 with the blue circle 3.");
    assert!(hands.is_some());
}

/// The move log shows the round on screen: a finished round's lines until
/// Next round, then only the new round's (issue 26: the last line stayed).
#[test]
fn the_log_shows_only_the_round_on_screen() {
    let mut t = table(vec![Opponent::Easy, Opponent::Easy]);
    for _ in 0..20_000 {
        computers(&mut t);
        if t.is_over() {
            panic!("no second round");
        }
        if t.reveal_pending() {
            let last = t.log.last().map(|l| l.text.clone()).unwrap();
            assert_eq!(
                t.log(1),
                vec![last.clone()],
                "the round's end is still shown"
            );
            assert!(t.act(ArcticAction::NextRound));
            assert!(
                !t.log(usize::MAX).contains(&last),
                "{:?}",
                t.log(usize::MAX)
            );
            let back = ArcticTable::from_saved(&t.saved()).unwrap();
            assert_eq!(back.log(usize::MAX), t.log(usize::MAX));
            return;
        }
        person_taps(&mut t);
    }
}

/// Issue 26: a dimmed card is not chosen (the tap says why), and a play
/// that does not build is refused in the table's words, not the cards'
/// spoken names.
#[test]
fn a_dimmed_card_is_not_chosen_and_refusals_use_the_tables_words() {
    let mut t = reach(|t| {
        t.game().current_player() == Some(PERSON)
            && t.game().step() == Step::Free
            && t.game().owed() == 0
            && t.hand().iter().any(|h| h.hint == Hint::Dimmed)
    });
    let dimmed = t
        .hand()
        .into_iter()
        .find(|h| h.hint == Hint::Dimmed)
        .unwrap()
        .card;
    assert!(!t.tap_hand(dimmed));
    assert_eq!(t.chosen(), None);
    let said = t.message().to_string();
    assert!(
        said.starts_with(&format!("The {} builds on no pile now", card_words(dimmed))),
        "{said}"
    );
    // A card that goes somewhere, tapped onto a pile it does not build on.
    let Some((card, place)) = t.hand().into_iter().find_map(|h| {
        let card = h.card;
        (h.hint == Hint::Playable)
            .then(|| {
                (0..PLACES).find(|&p| {
                    t.game().piles()[p]
                        .last()
                        .is_some_and(|&top| !card.builds_on(top))
                })
            })
            .flatten()
            .map(|p| (card, p))
    }) else {
        return;
    };
    assert!(t.tap_hand(card));
    assert!(!t.tap_place(place));
    let top = *t.game().piles()[place].last().unwrap();
    assert!(
        t.message().starts_with(&format!(
            "The {} does not build on the {}",
            card_words(card),
            card_words(top)
        )),
        "{}",
        t.message()
    );
}

/// Arctic solo's par line is stepped through on the table, as Verslun's:
/// the game, its save and its score untouched.
#[test]
fn the_solo_par_line_is_stepped_through_after_the_round() {
    let mut t = table(Vec::new());
    let par = crate::engine::arctic::par::arctic_par(&Arctic::new(&ArcticOptions::solo(), seed()))
        .unwrap();
    let line: String = par.line.iter().map(|m| format!("{m}\n")).collect();
    assert!(!t.start_par_walk(&line), "not while the round is on");
    while !t.is_over() {
        person_taps(&mut t);
    }
    let saved = t.saved();
    let score = t.solo_score();
    assert!(t.start_par_walk(&line));
    assert!(
        t.par_walk_text().starts_with("The par line"),
        "{}",
        t.par_walk_text()
    );
    assert_eq!(t.step_text(), t.par_walk_text());
    let labels: Vec<String> = t.buttons().into_iter().map(|b| b.label).collect();
    assert_eq!(labels, ["Back", "Next", "Leave the par line"]);
    assert!(!t.tap_deck(), "the table's own cards do nothing meanwhile");
    assert!(t.par_step(true));
    assert!(
        t.step_text().starts_with("Par line, step 1 of"),
        "{}",
        t.step_text()
    );
    while t.par_step(true) {}
    assert_eq!(t.solo_score(), par.score, "the par line scores the par");
    assert!(t.step_text().contains("You "), "{}", t.step_text());
    assert_eq!(t.saved(), saved, "the game is untouched");
    assert!(t.act(ArcticAction::Par(ParStep::Leave)));
    assert_eq!(t.solo_score(), score);
}
