//! The search's compact copy of a position (`State`): the hand as a bit
//! set, each pile as its bottom card, top card and exact run on top, the
//! deck position; and its steps (`Action`), one move or a few that go
//! together.

use crate::engine::arctic::moves::ArcticMove;
use crate::engine::arctic::moves::PLACES;
use crate::engine::triple_topper::TripleCard;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(super) struct Pile {
    pub(super) bottom: u8,
    pub(super) top: u8,
    /// Exact run on top (1..=5); 0: an empty place.
    pub(super) run: u8,
    /// The whole pile is one exact run.
    pub(super) whole: bool,
}

impl Pile {
    pub(super) fn is_empty(self) -> bool {
        self.run == 0
    }

    pub(super) fn single(card: u8) -> Pile {
        Pile {
            bottom: card,
            top: card,
            run: 1,
            whole: true,
        }
    }

    pub(super) fn from_cards(cards: &[TripleCard]) -> Pile {
        let (Some(bottom), Some(top)) = (cards.first(), cards.last()) else {
            return Pile::default();
        };
        let mut run = 1;
        for w in cards.windows(2).rev() {
            if exact(w[0].index() as u8, w[1].index() as u8) {
                run += 1;
            } else {
                break;
            }
        }
        Pile {
            bottom: bottom.index() as u8,
            top: top.index() as u8,
            run: run as u8,
            whole: run == cards.len(),
        }
    }

    /// 17 bits; 0 for an empty place. (`whole` follows from the rest: the
    /// bottom card is the start of the top run only if the run is all.)
    fn code(self) -> u64 {
        if self.is_empty() {
            0
        } else {
            (self.bottom as u64) << 10 | (self.top as u64) << 3 | self.run as u64
        }
    }
}

/// Same colour and shape (card index = number × 25 + colour × 5 + shape).
pub(super) fn exact(a: u8, b: u8) -> bool {
    a % 25 == b % 25
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Anything goes.
    Free,
    /// A card was drawn while discards are owed (`deck[pos - 1]`): play it
    /// or end the turn.
    Drawn,
    /// (Only where the search starts.) The drawn card was discarded: discard
    /// the rest owed and end the turn.
    DrawnGone,
    /// (Only where the search starts.) The dealer's set-up discards.
    Setup,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct State {
    pub(super) hand: u128,
    pub(super) piles: [Pile; PLACES],
    /// Cards drawn since the search's start.
    pub(super) pos: u8,
    pub(super) mode: Mode,
    pub(super) owed: u32,
}

impl State {
    pub(super) fn hand_len(&self) -> u32 {
        self.hand.count_ones()
    }

    /// Discards owed can empty the hand (or it is empty): out.
    pub(super) fn is_out(&self) -> bool {
        self.hand_len() <= self.owed
    }

    pub(super) fn key(&self) -> [u64; 3] {
        let mut codes = self.piles.map(Pile::code);
        codes.sort_unstable_by(|a, b| b.cmp(a));
        let mode = match self.mode {
            Mode::Free => 0u64,
            Mode::Drawn => 1,
            Mode::DrawnGone => 2,
            Mode::Setup => 3,
        };
        let owed = self.owed.min(127) as u64;
        [
            self.hand as u64,
            (self.hand >> 64) as u64 | (owed >> 4) << 61,
            codes[0]
                | codes[1] << 17
                | codes[2] << 34
                | (self.pos as u64) << 51
                | mode << 58
                | (owed & 15) << 60,
        ]
    }
}

/// One step of the search: one move, or a few that go together.
#[derive(Clone, Copy, Debug)]
pub(super) enum Action {
    /// A hand card on a place: built on its pile or starting one.
    Play {
        card: u8,
        place: u8,
    },
    Shift {
        from: u8,
        to: u8,
    },
    /// Draw with nothing owed, and end the turn: the card is in hand for
    /// the next.
    DrawEnd,
    /// Draw while discards are owed (the turn goes on).
    Draw,
    /// Discard these cards, then end the turn (`end`), or not (the set-up
    /// discards, after which play starts by itself).
    Discards {
        /// A card set in two halves (keeps `Action` 8-byte aligned).
        set: [u64; 2],
        end: bool,
    },
}

impl Action {
    pub(super) fn draws(self) -> u8 {
        matches!(self, Action::DrawEnd | Action::Draw) as u8
    }

    pub(super) fn push_moves(self, deck: &[u8], pos: u8, out: &mut Vec<ArcticMove>) {
        let card = |i: u8| TripleCard::from_index(i as usize).expect("a card index");
        match self {
            Action::Play { card: c, place } => out.push(ArcticMove::Play {
                card: card(c),
                place,
            }),
            Action::Shift { from, to } => out.push(ArcticMove::Shift { from, to }),
            Action::DrawEnd => {
                debug_assert!((pos as usize) < deck.len());
                out.push(ArcticMove::Draw);
                out.push(ArcticMove::End);
            }
            Action::Draw => out.push(ArcticMove::Draw),
            Action::Discards { set, end } => {
                push_discards(set[0] as u128 | (set[1] as u128) << 64, out);
                if end {
                    out.push(ArcticMove::End);
                }
            }
        }
    }
}

pub(super) fn discards(set: u128, end: bool) -> Action {
    Action::Discards {
        set: [set as u64, (set >> 64) as u64],
        end,
    }
}

pub(super) fn push_discards(set: u128, out: &mut Vec<ArcticMove>) {
    let mut bits = set;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        out.push(ArcticMove::Discard(
            TripleCard::from_index(i).expect("a card index"),
        ));
    }
}

pub(super) fn cards_of(set: u128) -> impl Iterator<Item = u8> {
    let mut bits = set;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            i
        })
    })
}
