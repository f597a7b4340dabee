//! Thricewise's guided first game.
//!
//! Marks and taps: `Mark::Card` is a card of the hand or of "To place" (its
//! `data-card`, e.g. "5WK"); tapping it chooses it. `Mark::Control` is the
//! Pick button ("Pick the Soldier": it picks the chosen card) or an open
//! grid cell, a button named "Place here: row 2, column 3" (it places the
//! chosen card there). So a pick is [card, Pick button], a placement
//! [card, cell] (or just [cell] when the one card to place is chosen
//! already).

use super::check::GuideView;
use super::{computer, you, Guide, Mark};
use crate::app::games::GameId;
use crate::app::session::ComputerSeats;
use crate::app::thricewise::{CellFace, ThricewiseTable};
use crate::engine::thricewise::{Card, ThricewiseMove};

impl super::GameGuide for crate::engine::thricewise::Thricewise {
    const GUIDE: Guide = GUIDE;
}

pub const GUIDE: Guide = Guide {
    game: GameId::Thricewise,
    params: &[("opponents", "easy")],
    seed: "0000C2NE",
    intro: "Thricewise: each turn everyone picks a card at once, then places it on the grid. Make three in a row to score.",
    steps: &[
        you("pick 6SY", &[Mark::Card("6SY"), Mark::Control("Pick the Penitent")], "Everyone picks a card face down. Tap the Penitent (6 of Suns and Wyrms), then Pick: it fits the 8 and 7 on the grid."),
        computer("pick 9MS", "The picks are shown: the lower rank places first, so your 6 goes before the computer's 9."),
        you("place 6SY at 1,2", &[Mark::Control("Place here: row 3, column 4")], "Place the Penitent right of the 7: 8, 7, 6 is a straight and all share Wyrms, a flush; each scores the lowest rank, 6: 12 points."),
        computer("place 9MS at 0,2", "The computer places its 9. A card goes next to any card, even corner to corner. Then each player draws one."),
        you("pick CK", &[Mark::Card("CK"), Mark::Control("Pick the Windfall")], "Pick the Windfall, your Crown (rank 10, the highest; the Ace is 1)."),
        computer("pick CS", "The computer picked a Crown too. Two picks of the same rank are deferred: they wait face up, and nobody places this turn."),
        you("pick 5YK", &[Mark::Card("5YK"), Mark::Control("Pick the Soldier")], "Pick the Soldier (5 of Wyrms and Knots). When your new card is placed, your deferred Crown comes with it."),
        computer("pick 3MV", "The computer picks a 3, so it places first: its 3 and its deferred Crown."),
        computer("place 3MV at -1,0", "The computer places its 3."),
        computer("place CS at -1,1", "And its deferred Crown."),
        you("place 5YK at 2,0", &[Mark::Control("Place here: row 5, column 2")], "Place the Soldier below the 8: 7, 8, 5 down that column all share Knots, a flush worth 5."),
        you("place CK at 3,0", &[Mark::Card("CK"), Mark::Control("Place here: row 6, column 2")], "Now tap your Windfall and the space below the Soldier: Knots again. A Crown is not a number card, so the run is worth its lowest number, 5."),
        you("pick 5SV", &[Mark::Card("5SV"), Mark::Control("Pick the Discovery")], "You drew a card after each turn, so you hold three again. Pick the Discovery (5 of Suns and Waves)."),
        computer("pick 4MS", "The computer picks a 4: it places first."),
        computer("place 4MS at -1,2", "The computer scores 4: its 4, the 9 and your 6 down that column share Suns."),
        you("place 5SV at 2,1", &[Mark::Control("Place here: row 5, column 3")], "Place the Discovery below the 7: 2, 7, 5 down that column share Waves. A flush is worth its lowest rank, here only 2."),
    ],
    outro: "You know enough now: play on. Three of a rank in a row (a set) scores too. The game ends when the grid is full, 6 by 6, or the cards run out; the highest score wins.",
};

impl ThricewiseTable {
    fn cards_in_hand(&self) -> Vec<Card> {
        let mut cards = self.hand();
        cards.extend(self.to_place());
        cards
    }
}

impl GuideView for ThricewiseTable {
    fn cards_seen(&self) -> Option<Vec<String>> {
        let mut cards = self.cards_in_hand();
        cards.extend(self.grid_spots().into_iter().filter_map(|s| match s.face {
            CellFace::Card(c) => Some(c),
            _ => None,
        }));
        for row in self.players() {
            cards.extend(row.revealed);
            cards.extend(row.deferred);
        }
        Some(cards.iter().map(Card::to_string).collect())
    }

    fn controls(&self) -> Option<Vec<String>> {
        let buttons = self.buttons().into_iter().filter(|b| b.enabled);
        let cells = self
            .grid_spots()
            .into_iter()
            .filter(|s| s.face == CellFace::Open);
        Some(
            buttons
                .map(|b| b.label)
                .chain(cells.map(|s| s.name))
                .collect(),
        )
    }

    fn tap(&mut self, mark: Mark) -> bool {
        match mark {
            Mark::Card(text) => match self
                .cards_in_hand()
                .into_iter()
                .find(|c| c.to_string() == text)
            {
                Some(card) => self.tap_card(card),
                None => false,
            },
            Mark::Control(name) => {
                if let Some(b) = self.buttons().into_iter().find(|b| b.label == name) {
                    return self.act(b.action);
                }
                match self.grid_spots().into_iter().find(|s| s.name == name) {
                    Some(s) => self.tap_cell(s.key()),
                    None => false,
                }
            }
        }
    }

    fn play_computer(&mut self, mv: ThricewiseMove) -> bool {
        self.play_move(mv)
    }
}
