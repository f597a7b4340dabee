//! The Web Worker's jobs, tested natively.

use super::*;
use crate::app::arctic::ArcticTable;
use crate::app::asymmetry::AsymmetryTable;
use crate::app::link::Deal;
use crate::app::pickup::PickUpTable;
use crate::app::session::ComputerSeats;
use crate::app::thricewise::ThricewiseTable;
use crate::engine::arctic::Arctic;
use crate::engine::arctic::ArcticOptions;
use crate::engine::asymmetry::Asymmetry;
use crate::engine::asymmetry::AsymmetryOptions;
use crate::engine::bot::Opponent;
use crate::engine::pickup::PickUp;
use crate::engine::pickup::PickUpOptions;
use crate::engine::thricewise::Thricewise;
use crate::engine::thricewise::ThricewiseOptions;
use crate::engine::verslun::par::{par as verslun_par, NODE_BUDGET as VERSLUN_PAR_BUDGET};
use crate::engine::verslun::Verslun;
use crate::engine::{PlayedGame, Seed};

fn seed() -> Seed {
    "K7M2QX4P".parse().unwrap()
}

/// Plays `deal` on (the person: the first legal move) and, at each of its
/// first `n` computer turns, asks the worker's job for the move and
/// checks it is the move the page's own search finds.
fn worker_agrees_with_the_page<S: ComputerSeats>(deal: Deal, n: usize) {
    let mut table = S::start(&deal).unwrap();
    let mut checked = 0;
    for _ in 0..3000 {
        if checked == n || table.is_over() {
            break;
        }
        match table.computer_turn() {
            Some(ply) => {
                let mut search = table.start_thinking().unwrap();
                while !search.run(1000) {}
                let here = search.best_move().unwrap();
                let job = think_job(table.computer_level().unwrap(), ply);
                let record = serde_json::to_string(&table.saved().record).unwrap();
                assert_eq!(answer(&job, &record), here.to_string(), "{job}");
                checked += 1;
                assert!(table.play_computer(ply, here));
            }
            None => {
                let Some(mv) = table.state().legal_moves().first().cloned() else {
                    break;
                };
                if !table.play_move(mv) {
                    break;
                }
            }
        }
    }
    assert_eq!(checked, n, "{}", S::GAME.name());
}

#[test]
fn a_worker_move_is_the_move_the_page_would_choose_in_every_game() {
    let (easy, normal) = (Opponent::Easy, Opponent::Normal);
    worker_agrees_with_the_page::<PickUpTable>(
        Deal::new::<PickUp>(
            &PickUpOptions {
                opponent: normal,
                ..PickUpOptions::default()
            },
            seed(),
        ),
        6,
    );
    worker_agrees_with_the_page::<ThricewiseTable>(
        Deal::new::<Thricewise>(
            &ThricewiseOptions {
                opponents: vec![normal, easy],
            },
            seed(),
        ),
        6,
    );
    worker_agrees_with_the_page::<AsymmetryTable>(
        Deal::new::<Asymmetry>(
            &AsymmetryOptions {
                opponents: [easy, normal, easy],
            },
            seed(),
        ),
        6,
    );
    worker_agrees_with_the_page::<ArcticTable>(
        Deal::new::<Arctic>(
            &ArcticOptions {
                opponents: vec![normal, easy],
            },
            seed(),
        ),
        6,
    );
}

/// An Expert's move comes from the worker too: a legal move, found in
/// about its time (here Hard's iterations first: a debug build is slow).
#[test]
fn an_expert_computer_answers_with_a_legal_move() {
    let deal = Deal::new::<PickUp>(
        &PickUpOptions {
            opponent: Opponent::Expert,
            ..PickUpOptions::default()
        },
        seed(),
    );
    let mut table = PickUpTable::start(&deal).unwrap();
    // The person's first legal moves until the computer has a choice.
    let ply = loop {
        if let Some(ply) = table.computer_turn() {
            if table.state().legal_moves().len() > 1 {
                break ply;
            }
        }
        let mv = table.state().legal_moves().remove(0);
        assert!(match table.computer_turn() {
            Some(ply) => table.play_computer(ply, mv),
            None => table.play_move(mv),
        });
    };
    assert_eq!(table.computer_level(), Some(Level::Expert));
    let record = serde_json::to_string(&table.saved().record).unwrap();
    let answer = answer(&think_job(Level::Expert, ply), &record);
    let mv = answer.parse().unwrap_or_else(|_| panic!("{answer}"));
    assert!(table.state().legal_moves().contains(&mv), "{answer}");
}

/// Every game of the list with computers: the chance job answers a
/// percent for the person's seat at any move of a record, the same
/// each time (a review link shows the same figures on any device), and
/// 100 or 0 once the game is over; in about half a second at most.
#[test]
fn the_chance_job_rates_the_persons_position_in_every_game_with_computers() {
    use crate::engine::bot::Opponent;
    let mut rated = 0;
    for game in GameId::ALL {
        crate::with_game!(game, G => {
            let options = <G as Game>::Options::default();
            if !options.opponents().iter().any(|o: &Opponent| o.level().is_some()) {
                continue;
            }
            let mut played = PlayedGame::<G>::new(options, seed());
            for _ in 0..4 {
                let mv = played.state().legal_moves().remove(0);
                played.play(mv).unwrap();
            }
            let json = played.record().to_json();
            for ply in [0, 2, 4] {
                let started = std::time::Instant::now();
                let said = answer(&chance_job(0, ply), &json);
                let took = started.elapsed();
                let percent: u8 = said.parse().unwrap_or_else(|_| panic!("{said}"));
                assert!(percent <= 100);
                assert_eq!(answer(&chance_job(0, ply), &json), said);
                // (Debug builds are slower than the worker's; generous.)
                assert!(took.as_secs_f64() < 5.0, "{} {took:?}", G::INFO.id);
            }
            assert!(answer(&chance_job(0, 5), &json).starts_with("error: "));
            assert!(answer(&chance_job(9, 1), &json).starts_with("error: "));
            // Played to the end: a winner's chance is 100, the rest's 0.
            let mut rng = crate::engine::DealRng::new(seed(), crate::engine::Stream::Deal);
            while let Some(mv) = played.state().random_move(&mut rng) {
                played.play(mv).unwrap();
            }
            let json = played.record().to_json();
            let end = played.record().moves.len();
            let winners = played.state().winners();
            for seat in 0..played.state().seat_count() {
                let want = if winners.contains(&seat) { "100" } else { "0" };
                assert_eq!(answer(&chance_job(seat, end), &json), want);
            }
            rated += 1;
        });
    }
    assert!(rated >= 3, "{rated}");
}

#[test]
fn a_broken_job_or_record_is_an_error_not_a_panic() {
    for (job, record) in [
        ("think hard 3", "{}"),
        ("think hard 3", "not json"),
        ("think brilliant 3", "{}"),
        ("think hard", "{}"),
        ("dance", "{}"),
        ("par", "{}"),
        ("chance 0 0", "{}"),
        ("chance x 0", "{}"),
    ] {
        assert!(answer(job, record).starts_with("error: "), "{job} {record}");
    }
    // A record of a game without computers.
    let verslun = r#"{"format":1,"game":"verslun","options":{},"seed":"K7M2QX4P","moves":[]}"#;
    assert!(answer("think easy 0", verslun).starts_with("error: "));
}

#[test]
fn the_par_job_gives_verslun_its_par_from_the_deal_whatever_was_played() {
    use crate::engine::verslun::{VerslunMove, VerslunOptions};
    let mut played = PlayedGame::<Verslun>::new(VerslunOptions::default(), seed());
    played.play(VerslunMove::Draw).unwrap();
    let json = serde_json::to_string(&played.record().to_raw()).unwrap();
    let par = verslun_par(
        &Verslun::new(&VerslunOptions::default(), seed()),
        VERSLUN_PAR_BUDGET,
    );
    assert!(par.proven);
    let said = answer("par", &json);
    let mut lines = said.lines();
    assert_eq!(lines.next(), Some(format!("{} proven", par.score).as_str()));
    // The line from the deal, which the table steps through: it replays
    // to the par.
    let mut walk = PlayedGame::<Verslun>::new(VerslunOptions::default(), seed());
    for mv in lines {
        walk.play(mv.parse().unwrap()).unwrap();
    }
    assert!(walk.state().is_over());
    assert_eq!(walk.state().score(), par.score);
}

#[test]
fn the_par_job_reports_the_solvers_par_and_its_line() {
    let played = PlayedGame::<Arctic>::new(ArcticOptions::solo(), seed());
    let json = serde_json::to_string(&played.record().to_raw()).unwrap();
    let par = Arctic::new(&ArcticOptions::solo(), seed())
        .par(None)
        .unwrap();
    let said = answer("par", &json);
    let mut lines = said.lines();
    let head = match par.proven {
        true => format!("{} proven", par.score),
        false => format!("{} found {}", par.score, par.bound),
    };
    assert_eq!(lines.next(), Some(head.as_str()));
    let line: Vec<String> = par.line.iter().map(|m| m.to_string()).collect();
    assert_eq!(lines.collect::<Vec<_>>(), line);
    // A game without a par, and a match (no solo): none.
    let asymmetry = r#"{"format":1,"game":"asymmetry","options":{"opponents":["easy","easy","easy"]},"seed":"K7M2QX4P","moves":[]}"#;
    assert!(answer("par", asymmetry).starts_with("error: "));
    let match_of_two = PlayedGame::<Arctic>::new(ArcticOptions::with_players(2), seed());
    let json = serde_json::to_string(&match_of_two.record().to_raw()).unwrap();
    assert_eq!(answer("par", &json), "none");
}

/// A game of `options` played on (a legal move chosen by the move
/// number, at every seat) until a person is to move after at least
/// `skip` moves.
fn at_persons_turn<G: Game>(options: G::Options, skip: usize) -> Option<PlayedGame<G>> {
    let mut played = PlayedGame::<G>::new(options, seed());
    for _ in 0..2000 {
        let seat = played.state().current_player()?;
        let made = played.record().moves.len();
        if made >= skip && played.record().options.is_person(seat) {
            return Some(played);
        }
        let moves = played.state().legal_moves();
        played.play(moves[made * 7 % moves.len()].clone()).unwrap();
    }
    None
}

/// The hint job on this game: a legal move for the person to move, a
/// sentence, something marked; in a solitaire with a par the first
/// move of the best line from here, in any other game the same hint
/// from any deal of the hidden cards consistent with the seat's view.
fn check_hint<G: Registered>(options: G::Options, skip: usize)
where
    G::Table: Session<Game = G>,
{
    // (A game that ends within `skip` moves: from the deal.)
    let played = at_persons_turn::<G>(options.clone(), skip)
        .or_else(|| at_persons_turn::<G>(options, 0))
        .expect(G::INFO.id);
    let json = serde_json::to_string(&played.record().to_raw()).unwrap();
    let said = answer("hint", &json);
    let mut lines = said.lines();
    let mv: G::Move = lines
        .next()
        .unwrap()
        .parse()
        .unwrap_or_else(|e| panic!("{said}: {e}"));
    let game = played.state();
    assert!(game.legal_moves().contains(&mv), "{}: {said}", G::INFO.id);
    assert!(lines.next().unwrap().starts_with("Hint: "), "{said}");
    let marks: Vec<&str> = lines.collect();
    assert!(!marks.is_empty(), "{}: nothing marked for {mv}", G::INFO.id);
    assert!(marks
        .iter()
        .all(|m| m.starts_with("c:") || m.starts_with("n:")));
    let seat = game.current_player().unwrap();
    let ply = played.record().moves.len();
    let hint = hint_move(game, ply).unwrap();
    assert_eq!(hint.0, mv);
    // Other deals that look the same to the person (the hidden cards
    // dealt anew: a solitaire's deck order too) give the same hint.
    for n in 0..3 {
        let mut rng = thinking_rng("AAAAAAAA".parse().unwrap(), 9, n);
        let other = G::determinize(&game.observation(seat), &mut rng);
        assert_ne!(&other, game, "{}: nothing hidden?", G::INFO.id);
        assert_eq!(other.observation(seat), game.observation(seat));
        let again = hint_move(&other, ply).unwrap();
        assert_eq!(again, hint, "{}", G::INFO.id);
    }
}

#[test]
fn a_hint_is_a_legal_move_for_the_person_from_their_own_view_in_every_game() {
    for game in GameId::ALL {
        crate::with_game!(game, G => {
            for skip in [0, 9] {
                check_hint::<G>(Default::default(), skip);
            }
        });
    }
    // Arctic Solitaire solo: from its own view too.
    check_hint::<Arctic>(ArcticOptions::solo(), 0);
    check_hint::<Arctic>(ArcticOptions::solo(), 5);
    // Not while a computer is to move, nor when the game is over.
    let computer = at_persons_turn::<PickUp>(PickUpOptions::default(), 0).unwrap();
    let mut played = computer;
    let mv = played.state().legal_moves()[0];
    played.play(mv).unwrap();
    if played.state().current_player() == Some(1) {
        let json = serde_json::to_string(&played.record().to_raw()).unwrap();
        assert!(answer("hint", &json).starts_with("error: "));
    }
}

#[test]
fn a_par_not_proven_is_said_as_the_best_found() {
    assert_eq!(par_words(212, true), "Par 212 (deck known)");
    assert_eq!(par_words(31, false), "Par: best found 31 (deck known)");
}

#[test]
fn the_par_from_here_is_said_as_on_par_over_or_below_or_not_found() {
    assert_eq!(par_here_words(false, 212, Some((212, true))), "on par");
    assert_eq!(par_here_words(false, 212, Some((215, false))), "on par");
    assert_eq!(par_here_words(false, 212, Some((209, true))), "3 below par");
    assert_eq!(par_here_words(true, 14, Some((16, true))), "2 over par");
    assert_eq!(par_here_words(true, 14, Some((13, true))), "on par");
    assert_eq!(
        par_here_words(false, 212, Some((209, false))),
        "par not found from here"
    );
    assert_eq!(par_here_words(true, 14, None), "par not found from here");
}

#[test]
fn the_par_here_job_is_on_par_along_the_par_line_and_not_after_a_bad_move() {
    let options = ArcticOptions::solo();
    let deal = Arctic::new(&options, seed());
    let par = deal.par(None).unwrap();
    let mut played = PlayedGame::<Arctic>::new(options.clone(), seed());
    let json = |p: &PlayedGame<Arctic>| serde_json::to_string(&p.record().to_raw()).unwrap();
    // Before the first move, the par alone.
    assert_eq!(
        answer("par here", &json(&played)),
        format!("Par {} (deck known)", par.score)
    );
    played.play(par.line[0]).unwrap();
    if par.proven {
        assert_eq!(
            answer("par here", &json(&played)),
            format!("Par {} (deck known) · on par", par.score)
        );
    }
    let options = crate::engine::verslun::VerslunOptions::default();
    let deal = Verslun::new(&options, seed());
    let par = deal.par(None).unwrap();
    assert!(par.proven);
    let mut played = PlayedGame::<Verslun>::new(options, seed());
    let json = |p: &PlayedGame<Verslun>| serde_json::to_string(&p.record().to_raw()).unwrap();
    let on_par = format!("Par {} (deck known) · on par", par.score);
    assert_eq!(
        answer("par here", &json(&played)),
        format!("Par {} (deck known)", par.score)
    );
    let mut along = played.clone();
    along.play(par.line[0].clone()).unwrap();
    assert_eq!(answer("par here", &json(&along)), on_par);
    // Ending the game at once (if allowed), or drawing when the par
    // line does not: not on par any more.
    use crate::engine::verslun::VerslunMove;
    let bad = [VerslunMove::EndGame, VerslunMove::Draw]
        .into_iter()
        .find(|m| played.state().legal_moves().contains(m) && Some(m) != par.line.first())
        .unwrap();
    played.play(bad).unwrap();
    let said = answer("par here", &json(&played));
    if !played.state().is_over() {
        assert_ne!(said, on_par);
        assert!(said.starts_with(&format!("Par {} · ", par.score)), "{said}");
    }
    assert!(answer(
        "par here",
        r#"{"format":1,"game":"pickup","options":{},"seed":"K7M2QX4P","moves":[]}"#
    )
    .starts_with("error: "));
    // A table page sends its saved game as it is: the same answer.
    let saved = crate::app::saved::SavedGame::new(along.record().to_raw());
    let saved = serde_json::to_string(&saved).unwrap();
    assert_eq!(answer("par here", &saved), on_par);
    // Against computers, nothing.
    let options = ArcticOptions::default();
    assert!(!options.opponents().is_empty());
    let vs = PlayedGame::<Arctic>::new(options, seed());
    assert_eq!(
        answer(
            "par here",
            &serde_json::to_string(&vs.record().to_raw()).unwrap()
        ),
        ""
    );
}

#[test]
fn a_hints_sentence_says_why() {
    assert_eq!(search_words(None), "Hint: your only move.");
    assert!(search_words(Some((0.7, 5))).contains("gain on the others"));
    assert!(search_words(Some((0.2, 5))).contains("least harm"));
    assert_eq!(solo_words(Some((0.3, 1))), "Hint: your only move.");
    assert!(solo_words(Some((0.3, 4))).contains("cards you have not seen"));
}

mod instead {
    use super::super::instead_of;
    use crate::engine::pickup::{PickUp, PickUpOptions};
    use crate::engine::{Game, PlayedGame, Seed};

    #[test]
    fn the_hard_computers_choice_in_words_with_its_chance_or_the_same_move() {
        let seed: Seed = "K7M2QX4P".parse().unwrap();
        let mut played = PlayedGame::<PickUp>::new(PickUpOptions::default(), seed);
        // Every move of the person the first legal one, the computer's too.
        let mut answers = Vec::new();
        while played.record().moves.len() < 12 {
            let Some(seat) = played.state().current_player() else {
                break;
            };
            let ply = played.record().moves.len();
            let mv = played.state().legal_moves()[0];
            played.play(mv).unwrap();
            if seat == 0 {
                answers.push(instead_of::<PickUp>(&played.record().to_raw(), ply).unwrap());
            }
        }
        assert!(!answers.is_empty());
        for a in &answers {
            match a.split_once('\n') {
                None => assert_eq!(a, "same"),
                Some((chance, words)) => {
                    assert!(chance.parse::<u8>().is_ok_and(|c| c <= 100), "{a}");
                    assert!(words.starts_with("You "), "{a}");
                }
            }
        }
        assert!(answers.iter().any(|a| a != "same"), "{answers:?}");
        assert!(instead_of::<PickUp>(&played.record().to_raw(), 99).is_err());
    }
}

#[test]
fn a_par_head_reads_back_as_written_and_old_answers_still_read() {
    let proven = ParHead {
        par: 189,
        proven: true,
        bound: None,
    };
    let found = ParHead {
        par: 31,
        proven: false,
        bound: Some(35),
    };
    assert_eq!(proven.to_string(), "189 proven");
    assert_eq!(found.to_string(), "31 found 35");
    for head in [proven, found] {
        assert_eq!(ParHead::read(&head.to_string()), Some(head));
    }
    // An answer from before the bound was said: the best found, no bound.
    assert_eq!(
        ParHead::read("31 found"),
        Some(ParHead {
            par: 31,
            proven: false,
            bound: None
        })
    );
    for bad in [
        "",
        "none",
        "31",
        "x proven",
        "31 found x",
        "31 proven 35",
        "31 kept",
        "31 found 35 36",
    ] {
        assert_eq!(ParHead::read(bad), None, "{bad}");
    }
}

#[test]
fn the_end_panel_says_best_found_and_the_bound_where_the_par_is_not_proven() {
    let words = |head: &str, you| ParHead::read(head).unwrap().words(you);
    assert_eq!(words("189 proven", 109), "Par 189 (proven best) · you 109");
    assert_eq!(
        words("31 found 35", 28),
        "Par: best found 31 (no line beats 35) · you 28"
    );
    assert_eq!(words("31 found", 28), "Par 31 (best found) · you 28");
}

#[test]
fn an_unproven_par_job_answers_its_bound() {
    // A budget too small to prove: the par found and the bound, which no
    // line beats, on either side of it (Verslun: higher is better).
    let deal = Verslun::new(&crate::engine::verslun::VerslunOptions::default(), seed());
    let short = verslun_par(&deal, 1_000);
    let full = verslun_par(&deal, VERSLUN_PAR_BUDGET);
    assert!(!short.proven && full.proven);
    assert!(short.score <= full.score && full.score <= short.bound);
    assert_eq!(full.bound, full.score);
    let deal = Arctic::new(&ArcticOptions::solo(), seed());
    let found = deal.par(Some(5)).unwrap();
    let proven = deal.par(None).unwrap();
    assert!(!found.proven && proven.proven);
    assert!(found.bound <= proven.score && proven.score <= found.score);
    assert_eq!(proven.bound, proven.score);
}
