//! The guides' scripts replayed on their deals, and the guide on a table:
//! a move other than the step's refused with the nudge, the step's played,
//! nothing counted.

use super::*;
use crate::app::session::{start_guided as start, Session};
use crate::engine::verslun::{Verslun, VerslunMove, VerslunOptions};
use crate::engine::{Game, GameOptions};

/// The longest claim (in pairs) of any open Column now, with its moves.
fn longest_claim(game: &Verslun) -> (usize, Vec<VerslunMove>) {
    let mut best = (0, Vec::new());
    for mv in game.legal_moves() {
        if let VerslunMove::Claim(_) = mv {
            let mut g = game.clone();
            g.apply(&mv).unwrap();
            let (n, mut line) = pairs_from(&g);
            line.insert(0, mv);
            if n > best.0 {
                best = (n, line);
            }
        }
    }
    best
}

fn pairs_from(game: &Verslun) -> (usize, Vec<VerslunMove>) {
    let mut best = (0, Vec::new());
    for mv in game.legal_moves() {
        if let VerslunMove::Pair(_) = mv {
            let mut g = game.clone();
            g.apply(&mv).unwrap();
            let (n, mut line) = pairs_from(&g);
            line.insert(0, mv);
            if n + 1 > best.0 {
                best = (n + 1, line);
            }
        }
    }
    best
}

/// Finds deals for the Verslun guide: a long first claim, then another.
#[test]
#[ignore]
fn find_verslun_deals() {
    for n in 0..3000u64 {
        let seed = Seed::from_number(n);
        let mut g = Verslun::new(&VerslunOptions::default(), seed);
        g.apply(&VerslunMove::Draw).unwrap();
        let (a, line) = longest_claim(&g);
        if a < 3 {
            continue;
        }
        for mv in &line {
            g.apply(mv).unwrap();
        }
        g.apply(&VerslunMove::Confirm).unwrap();
        if g.apply(&VerslunMove::Draw).is_err() {
            continue;
        }
        let (b, line2) = longest_claim(&g);
        if b >= 2 {
            println!("{} {a} {b} {:?} {:?}", seed.code(), line, line2);
        }
    }
}

/// A simple player for the finder: a set of four when it can, else the
/// take of the highest table card, else pass; face down: none.
fn simple_pickup(game: &crate::engine::pickup::PickUp) -> crate::engine::pickup::PickUpMove {
    use crate::engine::pickup::PickUpMove;
    let moves = game.legal_moves();
    let rank = |m: &PickUpMove| m.table_card().map(|c| c.rank.number()).unwrap_or(0);
    if let Some(m) = moves.iter().find(|m| matches!(m, PickUpMove::Four { .. })) {
        return *m;
    }
    if let Some(m) = moves
        .iter()
        .filter(|m| matches!(m, PickUpMove::Pair { .. }))
        .max_by_key(|m| rank(m))
    {
        return *m;
    }
    if moves.contains(&PickUpMove::FaceDown(None)) {
        return PickUpMove::FaceDown(None);
    }
    moves[0]
}

/// Finds deals for the Pick Up guide: a short hand, the person first,
/// a set of four, a pass.
#[test]
#[ignore]
fn find_pickup_deals() {
    use crate::engine::pickup::{Phase, PickUp, PickUpMove, PickUpOptions};
    let options = PickUpOptions::from_params(&[("hands".into(), "1".into())]).unwrap();
    for n in 0..3000u64 {
        let seed = Seed::from_number(n);
        let mut g = PickUp::new(&options, seed);
        if g.current_player() != Some(0) {
            continue;
        }
        let mut line = Vec::new();
        while g.phase() == Phase::Play {
            let seat = g.current_player().unwrap();
            let mv = simple_pickup(&g);
            g.apply(&mv).unwrap();
            line.push((seat, mv));
        }
        let mine = line.iter().filter(|(s, _)| *s == 0).count();
        let four = line
            .iter()
            .any(|(s, m)| *s == 0 && matches!(m, PickUpMove::Four { .. }));
        let pass = line.iter().any(|(s, m)| *s == 0 && *m == PickUpMove::Pass);
        if (6..=11).contains(&mine) && four && pass {
            println!("{} {mine} {}", seed.code(), line.len());
        }
    }
}

#[test]
#[ignore]
fn print_pickup_line() {
    use crate::engine::pickup::{Phase, PickUp, PickUpOptions};
    let options = PickUpOptions::from_params(&[("hands".into(), "1".into())]).unwrap();
    let seed: Seed = std::env::var("SEED").unwrap().parse().unwrap();
    let mut g = PickUp::new(&options, seed);
    println!("{}", g.deal_text());
    while g.phase() == Phase::Play {
        let seat = g.current_player().unwrap();
        let mv = simple_pickup(&g);
        g.apply(&mv).unwrap();
        println!("{seat}: {mv}");
    }
}

/// Replays a guide on its deal: each move legal, made by the seat the step
/// names (the person in seat 0, a computer elsewhere), each mark a card
/// the person can name. (The generic checker, `check.rs`, replaces this.)
fn replays<G: crate::app::games::Registered>(guide: &'static Guide) {
    let deal = guide.deal().unwrap();
    let mut game = G::new(&deal.options::<G>().unwrap(), deal.seed());
    assert_eq!(guide.game, G::GAME);
    assert!((8..=15).contains(&guide.steps.iter().filter(|s| s.by == By::Person).count()));
    for (n, step) in guide.steps.iter().enumerate() {
        let mv: G::Move = step.mv.parse().unwrap();
        let seat = game.current_player().expect("the game goes on");
        assert_eq!(seat == 0, step.by == By::Person, "step {n}: {}", step.mv);
        assert!(
            step.by == By::Computer || !step.marks.is_empty(),
            "step {n} marks"
        );
        game.apply(&mv)
            .unwrap_or_else(|e| panic!("step {n} {}: {e}", step.mv));
    }
}

#[test]
fn the_scripts_replay_on_their_deals() {
    replays::<Verslun>(&verslun::GUIDE);
    replays::<crate::engine::pickup::PickUp>(&pickup::GUIDE);
    for game in GameId::ALL {
        assert!(guide(game).is_some_and(|g| g.game == game));
    }
}

#[test]
fn a_guided_table_refuses_other_moves_with_the_nudge_and_plays_the_step() {
    use crate::app::verslun::VerslunTable;
    let mut t: VerslunTable = start(&verslun::GUIDE).unwrap();
    assert!(t.draw());
    // Claiming Column 2 is legal, but the step is Column 1.
    assert!(!t.tap_column(1));
    assert_eq!(t.moves_made(), 1);
    assert_eq!(t.message(), nudge(&verslun::GUIDE.steps[1]));
    assert!(t.tap_column(0));
    assert_eq!(t.moves_made(), 2);
    assert_eq!(t.message(), "");
    // Without the guide the same tap is played.
    let mut free = VerslunTable::start(&verslun::GUIDE.deal().unwrap()).unwrap();
    assert!(free.draw() && free.tap_column(1));
}

#[test]
fn a_guided_game_counts_nothing_and_plays_on_after_its_script() {
    use crate::app::session::outcomes_to_count;
    use crate::app::verslun::VerslunTable;
    let play = |t: &mut VerslunTable| {
        for step in verslun::GUIDE.steps {
            t.core_mut().play(step.mv.parse().unwrap()).unwrap();
        }
        // After the script any legal move: end the game.
        assert!(t.end_game());
        assert!(t.is_over());
        outcomes_to_count(t)
    };
    let mut guided: VerslunTable = start(&verslun::GUIDE).unwrap();
    assert_eq!(play(&mut guided), vec![]);
    let mut free = VerslunTable::start(&verslun::GUIDE.deal().unwrap()).unwrap();
    assert_eq!(play(&mut free).len(), 1, "a real game is counted");
}

#[test]
fn a_guides_computer_moves_are_the_scripts() {
    use crate::app::pickup::PickUpTable;
    let mut t: PickUpTable = start(&pickup::GUIDE).unwrap();
    t.core_mut()
        .play("take 6H with 6S 6D 6C".parse().unwrap())
        .unwrap();
    assert_eq!(
        t.core().scripted_computer_move(),
        Some("take 2H with 2C".parse().unwrap())
    );
    // Whatever the computer would have chosen, the script's move is played.
    let other = t
        .game()
        .legal_moves()
        .into_iter()
        .find(|m| m.to_string() != "take 2H with 2C")
        .unwrap();
    t.core_mut().play(other).unwrap();
    assert_eq!(t.core().record().moves[1].to_string(), "take 2H with 2C");
}

/// The panel says what the table shows: a person's step after a computer's
/// says first what the computer did; a computer's run is told move by move
/// once made; the end of the game after the script is said.
#[test]
fn the_panel_says_what_the_table_shows() {
    for game in GameId::ALL {
        let g = guide(game).unwrap();
        let len = g.steps.len();
        for at in 0..=len {
            let says = g.says_at(at, false);
            assert!(!says.is_empty(), "{game:?} {at}");
            // (A guide that ends on a computer's move ends with what it did.)
            let made = at.checked_sub(1).map(|n| g.steps[n]);
            if let Some(made) = made.filter(|m| m.by == By::Computer) {
                assert!(says.starts_with(made.says), "{game:?} {at}: {says}");
            } else if at < len {
                assert!(says.ends_with(g.steps[at].says), "{game:?} {at}: {says}");
            }
        }
        assert_eq!(g.says_at(len, true), g.says_at(len, false), "{game:?}");
        assert_eq!(g.says_at(len + 3, true), GAME_OVER);
        assert_eq!(g.says_at(len + 3, false), g.outro);
    }
    // Asymmetry: West's Lessen step waits while the panel says West's play.
    let g = &asymmetry::GUIDE;
    assert!(g.says_at(7, false).starts_with("West holds Diamonds"));
}
