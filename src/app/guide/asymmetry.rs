//! Asymmetry's guided first game.
//!
//! Marks and taps: `Mark::Card` is a card of the hand (its `data-card`, e.g.
//! "9S"): in the Play step a tap plays it; in the Lessen step a tap chooses
//! it to become the Lessen Card, and the button "Place the 10♦" places it.
//! Your own Lessen Card (its `data-card`) played onto the card you played
//! is one tap on it. "Skip playing" (Play step) and "End turn" (Lessen step)
//! are the `pass` moves.

use super::check::GuideView;
use super::{computer, you, Guide, Mark};
use crate::app::asymmetry::AsymmetryTable;
use crate::app::games::GameId;
use crate::app::session::{ComputerSeats, Session};
use crate::app::spots::Face;
use crate::engine::asymmetry::AsymmetryMove;
use crate::engine::cards::Card;

impl super::GameGuide for crate::engine::asymmetry::Asymmetry {
    const GUIDE: Guide = GUIDE;
}

pub const GUIDE: Guide = Guide {
    game: GameId::Asymmetry,
    params: &[("opponents", "easy,easy,easy")],
    seed: "0000C2NE",
    intro: "Asymmetry: four players, each with a power from the Ace in front of them. Be the first to empty your hand.",
    steps: &[
        you("play 9S", &[Mark::Card("9S")], "Your Ace is Clubs: you play higher. The Play Pile shows the 7♣: tap your 9♠ to play it. Any suit will do, as long as it is higher."),
        you("pass", &[Mark::Control("End turn")], "Then comes the Lessen step: skip it for now, tap End turn. You draw a card. Your 9 is a spade, so whoever holds the Ace of spades plays next."),
        computer("play 3H", "North holds the Ace of spades: Spades play lower. North plays the 3♥."),
        computer("pass", "North ends the turn and draws. A heart was played, so East, who holds the Ace of hearts, goes next."),
        computer("play 9D", "East holds Hearts: the same colour. East plays the 9♦, red on red."),
        computer("pass", "A diamond: West, who holds the Ace of diamonds, goes next."),
        computer("play JC", "West holds Diamonds: the other colour. West plays the J♣, black on red."),
        computer("pass", "A club: you hold the Ace of clubs, so it is your turn."),
        you("play QS", &[Mark::Card("QS")], "Play your Q♠: higher than the J♣."),
        you("lessen 10D", &[Mark::Card("10D"), Mark::Control("Place the 10♦")], "Now lessen: a hand card beside your Ace becomes your Lessen Card. Tap the 10♦, then Place. You swap Aces with West, who held Diamonds: now you play the other colour."),
        computer("play 10C", "A spade was played: North goes, and plays the 10♣, lower than your Q."),
        computer("pass", "A club: West holds the Ace of clubs now, so West goes."),
        computer("play KD", "West, now Clubs, plays higher: the K♦."),
        computer("pass", "A diamond, and the Ace of diamonds is yours now: your turn."),
        you("play 4S", &[Mark::Card("4S")], "Diamonds play the other colour: tap the 4♠, black on the red K."),
        you("lessen play", &[Mark::Card("10D")], "Your Lessen Card may go onto the card you just played, if your power allows: the 10♦ is red on black. Tap it: two cards gone in one turn."),
        you("play JS", &[Mark::Card("JS")], "The last card was a diamond and you hold its Ace: you play again. Play the J♠, black on red."),
        you("pass", &[Mark::Control("End turn")], "Tap End turn: you draw a card. A spade: North goes next."),
        computer("play 7H", "North plays the 7♥, lower than your J."),
        computer("pass", "A heart: East goes next."),
        computer("play 6D", "East plays the 6♦, red on red."),
        computer("pass", "A diamond: your turn again."),
    ],
    outro: "You know enough now: play on. If you can't play, skip it: you still draw while you hold fewer than 7. The first to empty their hand wins.",
};

impl GuideView for AsymmetryTable {
    fn cards_seen(&self) -> Option<Vec<String>> {
        let mut cards: Vec<Card> = self
            .hand_spots()
            .into_iter()
            .filter_map(|s| match s.face {
                Face::Card(c) => Some(c),
                _ => None,
            })
            .collect();
        cards.push(self.top());
        for row in self.seats() {
            cards.extend(row.lessen);
            cards.extend(row.revealed);
        }
        Some(cards.iter().map(Card::to_string).collect())
    }

    fn controls(&self) -> Option<Vec<String>> {
        let buttons = self.buttons().into_iter().filter(|b| b.enabled);
        Some(buttons.map(|b| b.label).collect())
    }

    fn tap(&mut self, mark: Mark) -> bool {
        match mark {
            Mark::Card(text) => {
                let lessen = self.view().lessen[self.viewer()];
                if lessen.is_some_and(|c| c.to_string() == text) {
                    return self.tap_lessen();
                }
                match self.view().hand.iter().find(|c| c.to_string() == text) {
                    Some(card) => self.tap_hand(card),
                    None => false,
                }
            }
            Mark::Control(name) => match self.buttons().into_iter().find(|b| b.label == name) {
                Some(b) => self.act(b.action),
                None => false,
            },
        }
    }

    fn play_computer(&mut self, mv: AsymmetryMove) -> bool {
        self.play_move(mv)
    }
}
