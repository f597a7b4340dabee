//! A finished game's review: its link, which carries the whole record
//! (`#/review/<game>?seed=…&<options>&v=1&m=<moves>`), and, on the review
//! page only, the record stepped through: every position with every card
//! face up, each move's log line, and the computer's estimate of the
//! person's chance before and after each of their moves.
//!
//! The moves in a link are the save format's notation (stable across
//! releases), a space written `_`, joined by `~`; any other character than
//! letters, digits, `-`, `.` and `,` is percent-encoded, so no notation can
//! break the link.

use super::link::{Deal, LINK_VERSION};

/// The hash of a review link: the deal's share link, with the moves.
pub fn review_hash(deal: &Deal, moves: &[String]) -> String {
    let hash = deal.to_hash();
    let mut out = "#/review/".to_string();
    out.push_str(hash.strip_prefix("#/play/").unwrap_or(&hash));
    out.push_str(&format!("&v={LINK_VERSION}&m="));
    for (i, mv) in moves.iter().enumerate() {
        if i > 0 {
            out.push('~');
        }
        for b in mv.bytes() {
            match b {
                b' ' => out.push('_'),
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b',' => out.push(b as char),
                _ => {
                    // (Not `format!("{b:02X}")`: the hex formatting would
                    // come with every table page's end panel.)
                    const HEX: &[u8; 16] = b"0123456789ABCDEF";
                    out.push('%');
                    out.push(HEX[(b >> 4) as usize] as char);
                    out.push(HEX[(b & 15) as usize] as char);
                }
            }
        }
    }
    out
}

#[cfg(review_screen)]
pub use reading::*;

#[cfg(review_screen)]
mod reading {
    use super::super::games::{GameId, Registered};
    use super::super::link::{parse_hash, Deal, Route};
    use super::super::log::lines_added;
    use super::super::saved::SavedGame;
    use super::super::session::Session;
    use crate::engine::clip::quote;
    use crate::engine::{GameOptions, Record, Seat};

    /// A review link read: the deal and its moves in notation.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct ReviewLink {
        pub deal: Deal,
        pub moves: Vec<String>,
    }

    /// One move of a link: `_` is a space, `%XX` a byte.
    fn decode_move(text: &str) -> Result<String, String> {
        let bytes = text.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'_' => out.push(b' '),
                b'%' => {
                    let hex = text
                        .get(i + 1..i + 3)
                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                    out.push(hex.ok_or_else(|| {
                        format!("This review link has a broken move: {}.", quote(text))
                    })?);
                    i += 2;
                }
                b => out.push(b),
            }
            i += 1;
        }
        String::from_utf8(out)
            .map_err(|_| format!("This review link has a broken move: {}.", quote(text)))
    }

    /// Reads a review link's hash (with or without `#`). Strict: every
    /// problem is a message, with any piece of the link quoted clipped.
    pub fn parse_review(hash: &str) -> Result<ReviewLink, String> {
        let hash = hash.strip_prefix('#').unwrap_or(hash);
        let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
        let Some(game) = path.strip_prefix("/review/") else {
            return Err(format!("There is no review at {}.", quote(path)));
        };
        let mut moves = None;
        let mut rest = Vec::new();
        for param in query.split('&').filter(|p| !p.is_empty()) {
            match param.strip_prefix("m=") {
                Some(_) if moves.is_some() => {
                    return Err("This review link gives its moves twice.".into())
                }
                Some(m) => moves = Some(m),
                None => rest.push(param),
            }
        }
        let moves = moves.ok_or("This review link has no moves.")?;
        let deal = match parse_hash(&format!("#/play/{game}?{}", rest.join("&"))) {
            Ok(Route::Play(deal)) => deal,
            Ok(_) => return Err(format!("There is no game {}.", quote(game))),
            Err(e) => return Err(e.0),
        };
        let moves = match moves {
            "" => Vec::new(),
            m => m.split('~').map(decode_move).collect::<Result<_, _>>()?,
        };
        Ok(ReviewLink { deal, moves })
    }

    /// The record of a review link, checked move by move.
    pub fn record_of<G: Registered>(link: &ReviewLink) -> Result<Record<G>, String> {
        let options = link
            .deal
            .options::<G>()
            .ok_or("This review link is of another game.")?;
        let mut record = Record::<G>::new(options, link.deal.seed());
        record.moves = link
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                m.parse()
                    .map_err(|e| format!("Move {} of this review link is not a move: {e}", i + 1))
            })
            .collect::<Result<_, _>>()?;
        record
            .replay()
            .map_err(|e| format!("This review link's game does not replay: {e}."))?;
        Ok(record)
    }

    /// The game of a review link, whichever it is, read and replayed: the
    /// check every link gets before the page shows it.
    pub fn check_review(hash: &str) -> Result<(GameId, ReviewLink), String> {
        let link = parse_review(hash)?;
        let game = link.deal.game();
        crate::with_review!(game, G => record_of::<G>(&link).map(|_| ()), else Err(format!(
            "This page does not review {} games: the link opens on its own review page.",
            game.name()
        )))?;
        Ok((game, link))
    }

    /// A finished game as its review steps through it.
    pub struct Review<G: Registered> {
        pub record: Record<G>,
        /// Who made each move.
        pub movers: Vec<Seat>,
    }

    /// The position after some moves: the table there (to be drawn by the
    /// game's own view, read-only), its log lines of the last move, and
    /// every card by place.
    pub struct Step<G: Registered> {
        /// The table after those moves, marked as a review's (`reviewing`):
        /// nothing covered, every hidden card it has a place for face up,
        /// no computer to move.
        pub table: G::Table,
        pub lines: Vec<String>,
        /// The places, each named ("Your hand", "Column 3"), with their cards.
        pub places: Vec<(String, Vec<G::Card>)>,
        /// The cards the table's viewer could not see there (the other
        /// hands, the deck), face up, by place: a review hides nothing.
        pub hidden: Vec<(String, Vec<G::Card>)>,
    }

    /// The table's cards that `keep` keeps, by place, each place named
    /// from the table's seats ("Your hand", "Computer 2's hand", "Deck"),
    /// in [`Game::card_places`]' order.
    fn by_place<G: Registered>(
        table: &G::Table,
        keep: impl Fn(&G::Card) -> bool,
    ) -> Vec<(String, Vec<G::Card>)>
    where
        G::Table: Session<Game = G>,
    {
        let mut places: Vec<(String, Vec<G::Card>)> = Vec::new();
        for (place, card) in table.game().card_places() {
            if !keep(&card) {
                continue;
            }
            let name = match G::place_words(&place) {
                (Some(seat), words) => format!("{} {words}", table.who(seat).owner()),
                (None, words) => words,
            };
            match places.iter_mut().find(|(n, _)| *n == name) {
                Some((_, cards)) => cards.push(card),
                None => places.push((name, vec![card])),
            }
        }
        places
    }

    impl<G: Registered> Review<G>
    where
        G::Table: Session<Game = G>,
    {
        pub fn new(record: Record<G>) -> Review<G> {
            let mut game = G::new(&record.options, record.seed);
            let mut movers = Vec::with_capacity(record.moves.len());
            for mv in &record.moves {
                movers.push(game.current_player().unwrap_or(0));
                // (The record replayed when it was read.)
                let _ = game.apply(mv);
            }
            Review { record, movers }
        }

        /// Moves in the record.
        pub fn len(&self) -> usize {
            self.record.moves.len()
        }

        pub fn is_empty(&self) -> bool {
            self.record.moves.is_empty()
        }

        fn table_at(&self, ply: usize) -> Option<G::Table> {
            let mut cut = self.record.clone();
            cut.moves.truncate(ply);
            G::Table::from_saved(&SavedGame::new(cut.to_raw())).ok()
        }

        /// The position after `ply` moves.
        pub fn step(&self, ply: usize) -> Option<Step<G>> {
            let ply = ply.min(self.len());
            let table = self.table_at(ply)?;
            let lines = match ply {
                0 => vec!["The deal.".to_string()],
                _ => {
                    let before = self.table_at(ply - 1)?.log_lines();
                    let new = lines_added(&before, &table.log_lines(), self.movers[ply - 1]);
                    match new.is_empty() {
                        // (A table with no log says its last move itself.)
                        true => vec![table.last_move_words().unwrap_or_else(|| {
                            format!(
                                "{}: {}",
                                table.seat_name(self.movers[ply - 1]),
                                self.record.moves[ply - 1]
                            )
                        })],
                        false => new,
                    }
                }
            };
            let places = by_place::<G>(&table, |_| true);
            let unseen = table.game().hidden_from(table.viewer());
            let hidden = by_place::<G>(&table, |card| unseen.contains(card));
            let mut table = table;
            let core = table.core_mut();
            core.reviewing = true;
            core.screen.covered = false;
            Some(Step {
                table,
                lines,
                places,
                hidden,
            })
        }

        /// The moves whose chances a review shows: a person's, in a game
        /// with computers; each with its mover.
        pub fn rated_moves(&self) -> Vec<(usize, Seat)> {
            let options = &self.record.options;
            if !options.opponents().iter().any(|o| o.level().is_some()) {
                return Vec::new();
            }
            (0..self.len())
                .map(|i| (i, self.movers[i]))
                .filter(|&(_, seat)| options.is_person(seat))
                .collect()
        }
    }

    /// A move's chances, in percent: before it and after it.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Chances {
        pub before: Option<u8>,
        pub after: Option<u8>,
    }

    impl Chances {
        /// The points the move cost (the drop from before to after).
        pub fn cost(&self) -> Option<i32> {
            Some(self.before? as i32 - self.after? as i32)
        }
    }

    /// A drop of at least this many points marks a move as costly.
    pub const COSTLY_DROP: i32 = 10;
    /// The most moves marked costly.
    pub const COSTLY_MOST: usize = 3;

    /// The moves that cost the most: the worst [`COSTLY_MOST`] with a drop
    /// of at least [`COSTLY_DROP`] points, worst first (the earlier of
    /// equal ones first).
    pub fn costly(moves: &[(usize, Chances)]) -> Vec<usize> {
        let mut dropped: Vec<(i32, usize)> = moves
            .iter()
            .filter_map(|&(ply, c)| Some((c.cost()?, ply)))
            .filter(|&(cost, _)| cost >= COSTLY_DROP)
            .collect();
        dropped.sort_by_key(|&(cost, ply)| (std::cmp::Reverse(cost), ply));
        dropped
            .into_iter()
            .take(COSTLY_MOST)
            .map(|(_, p)| p)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::{GameId, Registered};
    use crate::app::session::Session;
    use crate::engine::verslun::{Verslun, VerslunOptions};

    fn seed() -> crate::engine::Seed {
        "K7M2QX4P".parse().unwrap()
    }

    #[test]
    fn a_review_link_carries_the_moves_and_reads_back() {
        let deal = Deal::new::<Verslun>(&VerslunOptions::default(), seed());
        let moves = vec!["draw".to_string(), "pair 7C".into(), "odd ~_%&?#=+".into()];
        let hash = review_hash(&deal, &moves);
        assert!(
            hash.starts_with("#/review/verslun?seed=K7M2QX4P&hand="),
            "{hash}"
        );
        assert!(
            hash.ends_with("&v=1&m=draw~pair_7C~odd_%7E%5F%25%26%3F%23%3D%2B"),
            "{hash}"
        );
        assert_eq!(parse_review(&hash), Ok(ReviewLink { deal, moves }));
    }

    #[test]
    fn bad_review_links_are_refused_with_a_message() {
        let deal = Deal::new::<Verslun>(&VerslunOptions::default(), seed());
        let good = review_hash(&deal, &["draw".into()]);
        for (bad, says) in [
            (good.replace("&m=draw", ""), "no moves"),
            (format!("{good}&m=draw"), "twice"),
            (good.replace("m=draw", "m=dr%Zaw"), "broken move"),
            (good.replace("seed=K7M2QX4P", "seed=nope"), "seed"),
            (good.replace("/verslun?", "/chess?"), "chess"),
            (good.replace("v=1", "v=9"), "newer"),
        ] {
            let e = parse_review(&bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
        let e = check_review(&good.replace("m=draw", "m=fly")).unwrap_err();
        assert!(e.contains("Move 1") && e.contains("fly"), "{e}");
        let e = check_review(&good.replace("m=draw", "m=confirm")).unwrap_err();
        assert!(e.contains("does not replay"), "{e}");
        let long = "x".repeat(10_000);
        let e = check_review(&good.replace("m=draw", &format!("m={long}"))).unwrap_err();
        assert!(e.len() < 300, "{e}");
    }

    #[test]
    fn the_costly_moves_are_the_worst_three_drops_of_ten_or_more() {
        let c = |before, after| Chances {
            before: Some(before),
            after: Some(after),
        };
        let moves = [
            (0, c(50, 45)),
            (2, c(60, 40)),
            (4, c(40, 70)),
            (6, c(70, 30)),
            (8, Chances::default()),
            (10, c(30, 20)),
            (12, c(50, 30)),
            (14, c(20, 11)),
        ];
        assert_eq!(costly(&moves), vec![6, 2, 12]);
        assert_eq!(costly(&moves[..2]), vec![2]);
        assert!(costly(&[(0, c(50, 41))]).is_empty());
    }

    /// A review's position is only shown: where a computer is to move, it
    /// does not move on from it (the table it came from would).
    #[test]
    fn no_computer_moves_on_from_a_reviews_position() {
        use crate::app::session::ComputerSeats;
        use crate::engine::asymmetry::{Asymmetry, AsymmetryOptions};
        use crate::engine::Game;
        let options = AsymmetryOptions::default();
        let mut game = Asymmetry::new(&options, seed());
        let mut record = crate::engine::Record::<Asymmetry>::new(options, seed());
        let mut computer_to_move = 0;
        for _ in 0..30 {
            let mv = game.legal_moves()[0];
            game.apply(&mv).unwrap();
            record.moves.push(mv);
            if game.current_player().is_some_and(|s| s != 0) {
                computer_to_move = record.moves.len();
                break;
            }
        }
        assert!(computer_to_move > 0);
        let review = Review::new(record.clone());
        let shown = review.step(computer_to_move).unwrap().table;
        let mut cut = record;
        cut.moves.truncate(computer_to_move);
        let played = <Asymmetry as Registered>::Table::from_saved(
            &crate::app::saved::SavedGame::new(cut.to_raw()),
        )
        .unwrap();
        assert_eq!(played.computer_turn(), Some(computer_to_move));
        assert_eq!(shown.computer_turn(), None);
    }

    /// Every game of the list: a played game's review steps through each
    /// position with every card of the deck on show, and a line for every
    /// move.
    #[test]
    fn every_game_reviews_each_position_with_every_card_and_a_line() {
        for game in GameId::ALL {
            crate::with_game!(game, G => steps_through::<G>());
        }
    }

    fn steps_through<G: Registered>()
    where
        G::Table: Session<Game = G>,
    {
        let options = G::Options::default();
        let mut game = G::new(&options, seed());
        let mut record = crate::engine::Record::<G>::new(options, seed());
        for _ in 0..40 {
            let Some(mv) = game.legal_moves().first().cloned() else {
                break;
            };
            game.apply(&mv).unwrap();
            record.moves.push(mv);
        }
        let link = ReviewLink {
            deal: Deal::new::<G>(&record.options, seed()),
            moves: record.moves.iter().map(|m| m.to_string()).collect(),
        };
        let hash = review_hash(&link.deal, &link.moves);
        assert_eq!(check_review(&hash), Ok((G::GAME, link.clone())));
        let review = Review::new(record_of::<G>(&link).unwrap());
        assert_eq!(review.len(), record.moves.len());
        for ply in 0..=review.len() {
            let step = review.step(ply).unwrap();
            assert!(step.table.core().reviewing && !step.table.is_covered());
            assert_eq!(step.table.moves_made(), ply);
            let shown: usize = step.places.iter().map(|(_, c)| c.len()).sum();
            assert_eq!(shown, game.deck().len(), "{} {ply}", G::INFO.id);
            // Every card the viewer could not see is shown, and no other.
            let mut hidden: Vec<G::Card> =
                step.hidden.iter().flat_map(|(_, c)| c.clone()).collect();
            hidden.sort();
            let mut unseen = step.table.game().hidden_from(step.table.viewer());
            unseen.sort();
            assert_eq!(hidden, unseen, "{} {ply}", G::INFO.id);
            // (Every deal hides some cards.)
            assert!(ply > 0 || !hidden.is_empty(), "{}", G::INFO.id);
            assert!(!step.lines.is_empty() && step.lines.iter().all(|l| !l.is_empty()));
            // Each move in words, never its notation ("You: pair 2C").
            if let Some(mv) = ply.checked_sub(1).map(|k| record.moves[k].to_string()) {
                assert!(
                    step.lines.iter().all(|l| !l.ends_with(&format!(": {mv}"))),
                    "{} {ply}: {:?}",
                    G::INFO.id,
                    step.lines
                );
            }
            assert!(step
                .places
                .iter()
                .all(|(n, _)| !n.contains('(') || n.contains("claimed")));
        }
    }
}

#[cfg(test)]
mod lengths {
    use super::*;
    use crate::app::games::{GameId, Registered};
    use crate::engine::{DealRng, GameOptions, PlayedGame, Seed};

    fn longest<G: Registered>() -> (usize, usize) {
        let mut most = (0, 0);
        for n in 0..20 {
            let options = crate::engine::harness::player_counts::<G>().pop().unwrap();
            let seed = Seed::from_number(n);
            let mut played = PlayedGame::<G>::new(options.clone(), seed);
            let mut rng = DealRng::from_number(n);
            for _ in 0..3000 {
                let Some(mv) = played.state().random_move(&mut rng) else {
                    break;
                };
                played.play(mv).unwrap();
            }
            let moves: Vec<String> = played
                .record()
                .moves
                .iter()
                .map(|m| m.to_string())
                .collect();
            let link = review_hash(&Deal::new::<G>(&options, seed), &moves);
            if link.len() > most.0 {
                most = (link.len(), moves.len());
            }
        }
        let _ = G::Options::default().to_params();
        most
    }

    /// How long a review link grows: the longest of 20 random games of
    /// each game with the most players (a person plays far fewer moves
    /// than random play in Arctic). Browsers take links of 2 MB; chat apps
    /// and QR codes far less.
    #[test]
    fn review_links_stay_a_few_kilobytes() {
        for game in GameId::ALL {
            let (chars, moves) = crate::with_game!(game, G => longest::<G>());
            eprintln!("{}: {chars} characters, {moves} moves", game.id());
            assert!(chars < 40_000, "{}: {chars}", game.id());
        }
    }
}
