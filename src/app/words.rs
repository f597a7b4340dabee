//! The one place that builds sentences about a seat ("you deal", "the
//! computer deals", "Computer 2's pick") and writes points, so every table
//! says them the same way and grammar is tested once.

use crate::engine::bot::{seat_kind, Opponent};

/// Who sits in a seat, as the sentences name them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// The person at the screen, against computers.
    You,
    /// The only computer of a two-player game.
    TheComputer,
    /// One of several, or a person in pass and play: "Computer 2", "Player 1".
    Named(String),
}

impl Who {
    /// At the start of a sentence: "You", "The computer", "Computer 2".
    pub fn subject(&self) -> String {
        match self {
            Who::You => "You".into(),
            Who::TheComputer => "The computer".into(),
            Who::Named(n) => n.clone(),
        }
    }

    /// Inside a sentence: "you", "the computer", "Computer 2".
    pub fn inside(&self) -> String {
        match self {
            Who::You => "you".into(),
            Who::TheComputer => "the computer".into(),
            Who::Named(n) => n.clone(),
        }
    }

    /// At the start of a sentence: "Your", "The computer's", "Computer 2's".
    pub fn owner(&self) -> String {
        match self {
            Who::You => "Your".into(),
            _ => format!("{}'s", self.subject()),
        }
    }

    /// Inside a sentence: "your", "the computer's", "Computer 2's".
    pub fn owner_inside(&self) -> String {
        match self {
            Who::You => "your".into(),
            _ => format!("{}'s", self.inside()),
        }
    }

    /// The pronoun of ownership once the seat is named: "your", "their".
    pub fn their(&self) -> &'static str {
        match self {
            Who::You => "your",
            _ => "their",
        }
    }

    /// The verb that agrees: `verb("deal", "deals")` is "deal" for you.
    pub fn verb<'a>(&self, you: &'a str, other: &'a str) -> &'a str {
        match self {
            Who::You => you,
            _ => other,
        }
    }
}

/// Points with a true minus sign: "−10", "0", "35".
pub fn points(n: i64) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// A change in points, always signed: "+20", "−10", "0".
pub fn points_change(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        points(n)
    }
}

/// Every seat of a game where seat 0 is the person and `opponents` sit in
/// seats 1..: "You" and "Computer 1", "Computer 2"; with a second person at
/// the screen (pass and play) every person is "Player n".
pub fn seat_whos(opponents: &[Opponent]) -> Vec<Who> {
    let pass_and_play = opponents.contains(&Opponent::Person);
    (0..=opponents.len())
        .map(|s| match seat_kind(opponents, s) {
            None if !pass_and_play => Who::You,
            None | Some(Opponent::Person) => Who::Named(format!("Player {}", s + 1)),
            Some(_) => Who::Named(format!("Computer {s}")),
        })
        .collect()
}

/// "1 card", "3 cards".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// How many play: "1 player", "2 players", "2–5 players".
pub fn players((fewest, most): (usize, usize)) -> String {
    match fewest == most {
        true => count(most, "player", "players"),
        false => format!("{fewest}–{most} players"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> [Who; 3] {
        [Who::You, Who::TheComputer, Who::Named("Computer 2".into())]
    }

    #[test]
    fn every_form_of_every_seat() {
        let [you, computer, named] = all();
        assert_eq!(
            [you.subject(), computer.subject(), named.subject()],
            ["You", "The computer", "Computer 2"]
        );
        assert_eq!(
            [you.inside(), computer.inside(), named.inside()],
            ["you", "the computer", "Computer 2"]
        );
        assert_eq!(
            [you.owner(), computer.owner(), named.owner()],
            ["Your", "The computer's", "Computer 2's"]
        );
        assert_eq!(
            [
                you.owner_inside(),
                computer.owner_inside(),
                named.owner_inside()
            ],
            ["your", "the computer's", "Computer 2's"]
        );
        assert_eq!(
            [you.their(), computer.their(), named.their()],
            ["your", "their", "their"]
        );
        assert_eq!(
            [
                you.verb("deal", "deals"),
                computer.verb("deal", "deals"),
                named.verb("deal", "deals")
            ],
            ["deal", "deals", "deals"]
        );
        // "Player 1" is a name too: never "Player 1 deal".
        let player = Who::Named("Player 1".into());
        assert_eq!(
            format!("{} {}", player.subject(), player.verb("deal", "deals")),
            "Player 1 deals"
        );
    }

    #[test]
    fn points_use_one_minus_sign() {
        assert_eq!(points(-10), "−10");
        assert_eq!(points(0), "0");
        assert_eq!(points(35), "35");
        assert_eq!(points_change(20), "+20");
        assert_eq!(points_change(-5), "−5");
        assert_eq!(points_change(0), "0");
        assert_eq!(points(i64::MIN), format!("−{}", i64::MIN.unsigned_abs()));
        assert!(!points(-3).contains('-'), "a hyphen, not a minus");
    }

    #[test]
    fn counts() {
        assert_eq!(count(1, "card", "cards"), "1 card");
        assert_eq!(count(0, "card", "cards"), "0 cards");
        assert_eq!(
            count(2, "deferred card", "deferred cards"),
            "2 deferred cards"
        );
        assert_eq!(
            [players((1, 1)), players((4, 4)), players((2, 5))],
            ["1 player", "4 players", "2–5 players"]
        );
    }
}
