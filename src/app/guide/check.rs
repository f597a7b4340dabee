//! The checks every guide passes (run natively on every registered guide):
//! its deal opens, and its steps, replayed on the game's real table, are
//! the story it tells. Each step's move is one legal move in the game's
//! notation, made by the seat the step says (a person's or a computer's);
//! each mark is on the table at that moment (a card the person can see, a
//! control by its accessible name), and tapping the marks in order, as the
//! page's taps do, makes exactly the step's move; what it says fits the live
//! region; and it ends with the game over or a person to move.
//!
//! What a table shows and what a tap does differ by game: each table says
//! it through [`GuideView`] (written next to its script, with the marks' map).

use super::{By, Guide, Mark, Step};
use crate::app::games::Registered;
use crate::app::link::Deal;
use crate::app::session::Session;
use crate::engine::{Game, GameOptions, Seed};

/// The longest a step's words may be: a sentence or two, read aloud.
pub const MAX_SAYS: usize = 240;
/// The intro and the outro may say a little more.
pub const MAX_INTRO: usize = 400;

/// A table as a guide sees it: what the person can see and tap.
///
/// A table that does not describe its marks (`None`) has its moves checked
/// but not its marks.
pub trait GuideView: Session {
    /// The cards the person can see now, by their `data-card` text.
    fn cards_seen(&self) -> Option<Vec<String>> {
        None
    }

    /// The controls the table offers now, by accessible name.
    fn controls(&self) -> Option<Vec<String>> {
        None
    }

    /// What a tap on this mark does on the page (false if it was refused).
    fn tap(&mut self, _mark: Mark) -> bool {
        false
    }

    /// A computer's move, played as the page plays it.
    fn play_computer(&mut self, mv: <Self::Game as Game>::Move) -> bool {
        self.core_mut().play(mv).is_ok()
    }
}

/// Checks a guide on its game's real table: `Err` says which step is wrong
/// and why.
pub fn check(guide: &Guide) -> Result<(), String> {
    crate::with_game!(guide.game, G => check_on::<<G as Registered>::Table>(guide))
}

fn check_on<T>(guide: &Guide) -> Result<(), String>
where
    T: GuideView,
    T::Game: Registered<Table = T>,
{
    words("intro", guide.intro, MAX_INTRO)?;
    words("outro", guide.outro, MAX_INTRO)?;
    let params: Vec<(String, String)> = guide
        .params
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let seed: Seed = guide
        .seed
        .parse()
        .map_err(|e| format!("seed {}: {e}", guide.seed))?;
    let deal = Deal::from_params(guide.game, &params, seed)?;
    let mut table = T::start(&deal).ok_or("the deal is another game's")?;
    if guide.steps.iter().all(|s| s.by == By::Computer) {
        return Err("a guide has steps for the person".into());
    }
    for (i, step) in guide.steps.iter().enumerate() {
        run_step(&mut table, step).map_err(|e| format!("step {} ({}): {e}", i + 1, step.mv))?;
    }
    match table.game().current_player() {
        None => Ok(()),
        Some(seat) if table.options().is_person(seat) => Ok(()),
        Some(_) => Err("after the last step a computer is to move".into()),
    }
}

fn words(what: &str, text: &str, max: usize) -> Result<(), String> {
    let n = text.chars().count();
    if text.trim().is_empty() {
        return Err(format!("{what} says nothing"));
    }
    if n > max {
        return Err(format!("{what} is {n} characters, more than {max}"));
    }
    Ok(())
}

fn run_step<T: GuideView>(table: &mut T, step: &Step) -> Result<(), String> {
    words("it", step.says, MAX_SAYS)?;
    let mv: <T::Game as Game>::Move = step.mv.parse()?;
    if mv.to_string() != step.mv {
        return Err(format!("write the move as the game does: {mv}"));
    }
    let seat = table
        .game()
        .current_player()
        .ok_or("the game is over already")?;
    if !table.game().legal_moves().contains(&mv) {
        let legal: Vec<String> = table
            .game()
            .legal_moves()
            .iter()
            .take(40)
            .map(|m| m.to_string())
            .collect();
        return Err(format!(
            "not a legal move now (legal: {})",
            legal.join(", ")
        ));
    }
    let person = table.options().is_person(seat);
    let before = table.moves_made();
    match step.by {
        By::Computer if person => return Err("a person is to move, not a computer".into()),
        By::Person if !person => return Err("a computer is to move, not the person".into()),
        By::Computer => {
            if !step.marks.is_empty() {
                return Err("a computer's step marks nothing".into());
            }
            if !table.play_computer(mv.clone()) {
                return Err("the table refused the computer's move".into());
            }
        }
        By::Person => {
            if step.marks.is_empty() {
                return Err("a person's step marks what to use".into());
            }
            match (table.cards_seen(), table.controls()) {
                (Some(_), Some(_)) => tap_marks(table, step)?,
                // A table without its marks described: the move alone.
                _ => {
                    table
                        .core_mut()
                        .play(mv.clone())
                        .map_err(|e| e.to_string())?;
                }
            }
        }
    }
    if table.moves_made() != before + 1 || table.core().record().moves.last() != Some(&mv) {
        return Err("the table did not make exactly this move".into());
    }
    Ok(())
}

/// Taps the marks in order, each one there when it is tapped; only the last
/// makes the move.
fn tap_marks<T: GuideView>(table: &mut T, step: &Step) -> Result<(), String> {
    let before = table.moves_made();
    for (k, &mark) in step.marks.iter().enumerate() {
        if table.moves_made() != before {
            return Err(format!("the move was made before the mark {mark:?}"));
        }
        let shown = match mark {
            Mark::Card(card) => table
                .cards_seen()
                .unwrap_or_default()
                .iter()
                .any(|c| c == card),
            Mark::Control(name) => table
                .controls()
                .unwrap_or_default()
                .iter()
                .any(|c| c == name),
        };
        if !shown {
            let seen = match mark {
                Mark::Card(_) => table.cards_seen(),
                Mark::Control(_) => table.controls(),
            };
            return Err(format!(
                "mark {} {mark:?} is not on the table (it shows {:?})",
                k + 1,
                seen.unwrap_or_default()
            ));
        }
        if !table.tap(mark) {
            let why = table.core().message.clone().unwrap_or_default();
            return Err(format!("tapping {mark:?} was refused: {why}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::guide::{pickup, thricewise, verslun};

    /// Every guide of this branch (the registry `guide(game)` replaces it).
    /// Every game of the list has a guide, and every guide passes.
    #[test]
    fn every_guide_passes_its_checks() {
        for game in crate::app::games::GameId::ALL {
            let guide =
                super::super::guide(game).unwrap_or_else(|| panic!("{} has no guide", game.name()));
            assert_eq!(guide.game, game);
            if let Err(e) = check(guide) {
                panic!("{} guide: {e}", guide.game.name());
            }
        }
    }

    /// Thricewise's guide with its first steps replaced.
    fn broken(first: &[Step]) -> Result<(), String> {
        let steps: Vec<Step> = first
            .iter()
            .copied()
            .chain(thricewise::GUIDE.steps[first.len()..].iter().copied())
            .collect();
        let steps: &'static [Step] = Box::leak(steps.into_boxed_slice());
        check(&Guide {
            steps,
            ..thricewise::GUIDE
        })
    }

    fn fails(result: Result<(), String>, why: &str) {
        match result {
            Ok(()) => panic!("a broken guide passed (expected: {why})"),
            Err(e) => assert!(e.contains(why), "{e}"),
        }
    }

    #[test]
    fn broken_guides_are_caught() {
        let first = thricewise::GUIDE.steps[0];
        let step = |by, mv, marks, says| Step {
            by,
            mv,
            marks,
            says,
        };
        // The real one passes, so each failure below is the change's.
        check(&thricewise::GUIDE).unwrap();
        // 6SY is in the hand; 9MS is the computer's.
        fails(
            broken(&[step(By::Person, "pick 9MS", first.marks, first.says)]),
            "not a legal move",
        );
        fails(
            broken(&[step(By::Person, "pick", first.marks, first.says)]),
            "not a Thricewise move",
        );
        fails(
            broken(&[step(By::Computer, first.mv, &[], first.says)]),
            "a person is to move",
        );
        let second = thricewise::GUIDE.steps[1];
        fails(
            broken(&[
                first,
                step(By::Person, second.mv, &[Mark::Card("9MS")], second.says),
            ]),
            "a computer is to move",
        );
        // The computer's 9MS is hidden from the person.
        fails(
            broken(&[step(
                By::Person,
                first.mv,
                &[Mark::Card("9MS"), Mark::Control("Pick the Penitent")],
                first.says,
            )]),
            "is not on the table",
        );
        fails(
            broken(&[step(
                By::Person,
                first.mv,
                &[Mark::Card("6SY"), Mark::Control("Pick it")],
                first.says,
            )]),
            "is not on the table",
        );
        // Marks that make another move than the step's.
        fails(
            broken(&[step(
                By::Person,
                first.mv,
                &[Mark::Card("5SV"), Mark::Control("Pick the Discovery")],
                first.says,
            )]),
            "not make exactly this move",
        );
        fails(
            broken(&[step(By::Person, first.mv, first.marks, "")]),
            "says nothing",
        );
        fails(
            broken(&[step(
                By::Person,
                first.mv,
                first.marks,
                "word ".repeat(60).leak(),
            )]),
            "more than",
        );
        // Stopping where a computer is to move.
        fails(
            check(&Guide {
                steps: &thricewise::GUIDE.steps[..1],
                ..thricewise::GUIDE
            }),
            "a computer is to move",
        );
    }

    /// A guide with one step replaced.
    fn with_step(guide: &Guide, n: usize, step: Step) -> Result<(), String> {
        let mut steps = guide.steps.to_vec();
        steps[n] = step;
        check(&Guide {
            steps: Box::leak(steps.into_boxed_slice()),
            ..*guide
        })
    }

    #[test]
    fn verslun_and_pickup_marks_are_checked() {
        // Verslun: Confirm claim is not offered before a claim; a Hand card
        // tapped before its Column is claimed is refused.
        let first = verslun::GUIDE.steps[0];
        fails(
            with_step(
                &verslun::GUIDE,
                0,
                Step {
                    marks: &[Mark::Control("Confirm claim")],
                    ..first
                },
            ),
            "is not on the table",
        );
        let pair = verslun::GUIDE.steps[2];
        fails(
            with_step(
                &verslun::GUIDE,
                2,
                Step {
                    marks: &[Mark::Card("7S")],
                    ..pair
                },
            ),
            "refused",
        );
        // Pick Up: a take without Take makes no move; the computer's hand
        // is not seen.
        let take = pickup::GUIDE.steps[0];
        fails(
            with_step(
                &pickup::GUIDE,
                0,
                Step {
                    marks: &take.marks[..4],
                    ..take
                },
            ),
            "not make exactly this move",
        );
        fails(
            with_step(
                &pickup::GUIDE,
                0,
                Step {
                    marks: &[Mark::Card("6H"), Mark::Card("2C"), Mark::Control("Take")],
                    ..take
                },
            ),
            "is not on the table",
        );
    }
}
