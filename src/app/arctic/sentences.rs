//! The Arctic table in words: a card in a sentence, each move as the table
//! saw it (the log), and the step line.

use crate::app::faces::triple_picture_html;
use crate::app::log::{LogLine, Played};
use crate::app::par_walk::WalksPar;
use crate::app::session::Session;
use crate::app::words::{count, Who};
use crate::engine::arctic::{Arctic, ArcticMove, Card, Phase, RoundEnd, Step};
use crate::engine::triple_topper::TripleSet;
use crate::engine::Game;

use super::{ArcticTable, Chosen};

/// "red heart 3", "black blob question mark": a card inside a sentence.
pub fn card_words(card: Card) -> String {
    format!(
        "{} {} {}",
        card.colour().name(),
        card.shape().name(),
        card.number().name()
    )
}

/// The card a move puts face up (played onto a place, discarded), as its
/// line names it.
pub(super) fn played(mv: &ArcticMove) -> Option<Played> {
    match *mv {
        ArcticMove::Play { card, .. } | ArcticMove::Discard(card) => Some(Played {
            text: card_words(card),
            html: triple_picture_html(card),
        }),
        ArcticMove::Shift { .. } | ArcticMove::Draw | ArcticMove::End => None,
    }
}

/// What a move did, in words, and the hands if it ended a round.
pub(super) fn witness(
    before: &Arctic,
    mv: &ArcticMove,
    after: &Arctic,
    who: &Who,
) -> (String, Option<Vec<TripleSet>>) {
    let name = who.subject();
    let mut line = match *mv {
        ArcticMove::Play { card, place } => {
            if before.piles()[place as usize].is_empty() {
                format!(
                    "{name} {} pile {} with the {}",
                    who.verb("start", "starts"),
                    place + 1,
                    card_words(card)
                )
            } else {
                format!(
                    "{name} {} the {} on pile {}",
                    who.verb("play", "plays"),
                    card_words(card),
                    place + 1
                )
            }
        }
        ArcticMove::Shift { from, to } => format!(
            "{name} {} pile {} onto pile {}",
            who.verb("shift", "shifts"),
            from + 1,
            to + 1
        ),
        ArcticMove::Discard(card) => format!(
            "{name} {} the {}",
            who.verb("discard", "discards"),
            card_words(card)
        ),
        ArcticMove::Draw => format!("{name} {} a card", who.verb("draw", "draws")),
        ArcticMove::End => format!("{name} {} the turn", who.verb("end", "ends")),
    };
    if let Some(run) = topper_run(before, mv) {
        line += &format!(
            ": a Triple Topper, a run of {run}, worth {}",
            count(run as usize - 1, "discard", "discards")
        );
    }
    line.push('.');
    let ended = after.round_no() != before.round_no() || after.phase() == Phase::Over;
    let hands = ended.then(|| {
        let mut hands: Vec<TripleSet> = (0..before.seat_count()).map(|s| before.hand(s)).collect();
        if let Some(RoundEnd::Out(s)) = after.last_round().map(|r| r.end) {
            hands[s] = TripleSet::EMPTY;
        }
        hands
    });
    (line, hands)
}

/// The exact run a play or shift makes, ending at the card it puts down
/// (RULINGS: a shift's counts from the moved pile's bottom card); `None`
/// for no Triple Topper, as on an empty place. Read from the piles before
/// the move, never from the game's last Topper after it: a move that ends
/// a round leaves that to an earlier move or to the next deal's set-up.
pub(super) fn topper_run(before: &Arctic, mv: &ArcticMove) -> Option<u32> {
    let piles = before.piles();
    let (below, card) = match *mv {
        ArcticMove::Play { card, place } => (piles.get(place as usize)?, card),
        ArcticMove::Shift { from, to } => {
            (piles.get(to as usize)?, *piles.get(from as usize)?.first()?)
        }
        _ => return None,
    };
    let mut run = 1;
    let mut above = card;
    for &c in below.iter().rev() {
        if !c.exact_match(above) {
            break;
        }
        run += 1;
        above = c;
    }
    (run >= 2).then_some(run)
}

impl ArcticTable {
    /// What to do now, or what is happening.
    pub fn step_text(&self) -> String {
        if self.walk.is_some() {
            return self.par_walk_text();
        }
        let game = self.game();
        if game.is_over() {
            return self.result_text();
        }
        if self.reveal_pending() {
            return format!("{} Tap Next round.", self.round_text());
        }
        if let Some(i) = self.setup_step {
            return self.setup_text(i);
        }
        let Some(seat) = game.current_player() else {
            return String::new();
        };
        if self.core.screen.covered {
            return format!("{} to play.", self.seat_name(seat));
        }
        let who = self.who(seat);
        if seat != self.core.screen.viewer {
            return format!("{} is playing.", who.subject());
        }
        let owed = game.owed();
        if game.phase() == Phase::SetupDiscard {
            return format!(
                "Your set-up made a Triple Topper: discard {} of your choice. Tap a card, then Discard.",
                count(owed as usize, "card", "cards")
            );
        }
        if owed > 0 {
            let run = game.last_topper().map_or(2, |t| t.run);
            return format!(
                "Triple Topper! A run of {run}: discard {} of your choice (tap a card, then Discard), or keep playing first.",
                count(owed as usize, "card", "cards")
            );
        }
        match (game.step(), self.chosen) {
            (Step::Free, Some(Chosen::Card(c))) => {
                format!("Tap a lit place for the {}.", card_words(c))
            }
            (Step::Free, Some(Chosen::Pile(p))) => {
                format!("Tap a lit pile to shift pile {} onto it.", p + 1)
            }
            (Step::Free, None) if game.deck_count() > 0 => {
                "Play cards onto the piles or shift a pile; then draw (tap the deck or Draw)."
                    .into()
            }
            (Step::Free, None) => "The deck is empty: play what you can, then End turn.".into(),
            (Step::Drawn(Some(d)), _) => {
                if self.places_for(d).is_empty() {
                    format!(
                        "You drew the {}. It builds on no pile: End turn.",
                        card_words(d)
                    )
                } else {
                    format!(
                        "You drew the {}: tap a lit place to play it, or End turn.",
                        card_words(d)
                    )
                }
            }
            _ => "End your turn.".into(),
        }
    }

    /// The last moves in words, newest last: of the round on screen only
    /// (a finished round's, until Next round), so its last line does not
    /// stay under the next deal.
    pub fn log(&self, last: usize) -> Vec<String> {
        let lines = self.round_log();
        lines[lines.len().saturating_sub(last)..]
            .iter()
            .map(|l| l.text.clone())
            .collect()
    }

    /// The log of the round on screen (none while the par line is shown:
    /// its steps are said by the step line).
    pub(super) fn round_log(&self) -> &[LogLine] {
        if self.walk.is_some() {
            return &[];
        }
        let seen = (self.core.rounds_seen as usize).min(self.round_ends.len());
        let from = seen.checked_sub(1).map_or(0, |r| self.round_ends[r]);
        &self.log[from.min(self.log.len())..]
    }
}
