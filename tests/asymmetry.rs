//! Asymmetry: the golden deal, one hand-worked position per rule (the four
//! powers, the turn's steps, Lessen Cards and the Ace swap, the draw, the
//! next seat, the reshuffle, the stalemate, the empty-hand win), notation,
//! options, what each seat sees, and the log.
//!
//! Rules: `shared/seeds/asymmetry.txt` read through `shared/RULINGS.md`
//! (section "Asymmetry").

use cardtable::engine::asymmetry::*;
use cardtable::engine::bot::Opponent;
use cardtable::engine::cards::{Card, CardSet, Rank, Suit};
use cardtable::engine::{DealRng, Game, GameOptions, PlayedGame, Record, Seed, Stream};

// ---------------------------------------------------------------- helpers

fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

fn show(set: CardSet) -> String {
    set.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn mv(text: &str) -> AsymmetryMove {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn suit(letter: &str) -> Suit {
    match letter {
        "S" => Suit::Spades,
        "H" => Suit::Hearts,
        "D" => Suit::Diamonds,
        "C" => Suit::Clubs,
        _ => panic!("no suit {letter:?}"),
    }
}

/// A position: each seat's Ace by suit letter ("C H S D": seat 0 Clubs,
/// seat 1 Hearts…), hands, Lessen Cards ("" for none), the Play Pile
/// bottom to top, the deck next card first, and whose turn begins. Cards
/// not listed lie under the Play Pile.
struct Table<'a> {
    aces: &'a str,
    hands: [&'a str; 4],
    lessen: [&'a str; 4],
    pile: &'a str,
    deck: &'a str,
    turn: usize,
}

impl Table<'_> {
    fn game(&self) -> Asymmetry {
        self.game_with_seed(0)
    }

    fn game_with_seed(&self, seed: u64) -> Asymmetry {
        let aces: Vec<Suit> = self.aces.split_whitespace().map(suit).collect();
        let position = Position {
            aces: [0, 1, 2, 3].map(|s| Some(aces[s])),
            hands: self.hands.map(cards),
            lessen: self.lessen.map(|l| (!l.is_empty()).then(|| card(l))),
            pile: cards(self.pile),
            deck: cards(self.deck),
            turn: self.turn,
            seed,
        };
        Asymmetry::from_position(&AsymmetryOptions::default(), &position)
            .unwrap_or_else(|e| panic!("{e}"))
    }
}

fn play(game: &mut Asymmetry, moves: &str) {
    for m in moves.split(',') {
        let m = mv(m.trim());
        let seat = game.current_player();
        game.apply(&m)
            .unwrap_or_else(|e| panic!("{m} by seat {seat:?}: {e}"));
    }
}

/// The move is refused, with a reason, and the game is unchanged.
fn refused(game: &Asymmetry, text: &str) -> String {
    let mut copy = game.clone();
    let reason = copy
        .apply(&mv(text))
        .expect_err(&format!("{text} should be refused"));
    assert_eq!(&copy, game, "refusing {text} changed the game");
    assert!(!reason.0.is_empty());
    reason.0
}

fn legal(game: &Asymmetry) -> Vec<String> {
    game.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn name(seat: usize) -> String {
    format!("Seat {seat}")
}

/// The log from event `from` on, in words.
fn told(game: &Asymmetry, from: usize) -> Vec<String> {
    game.log()[from..]
        .iter()
        .map(|e| e.describe(&name))
        .collect()
}

// ---------------------------------------------------------------- the deal

/// Golden: seed K7M2QX4P. The 52 cards are shuffled with the Deal stream;
/// the Aces, in the order they come, go to seats 0–3; the other cards deal
/// seven rounds one at a time from seat 0, then the start card, then the
/// deck. If this fails, every shared Asymmetry link opens another deal: fix
/// the code, not the expectation.
#[test]
fn golden_deal_k7m2qx4p() {
    let game = Asymmetry::new(&AsymmetryOptions::default(), "K7M2QX4P".parse().unwrap());
    assert_eq!(
        game.aces(),
        [Suit::Diamonds, Suit::Spades, Suit::Clubs, Suit::Hearts]
    );
    let hands: Vec<String> = (0..4).map(|s| show(game.hand(s))).collect();
    assert_eq!(
        hands,
        [
            "6S 9H 10H QD 3C 4C 7C",
            "7S 10S 2H 6H 2C JC KC",
            "3S QS KS 7H JH KH QC",
            "9S 2D 4D 8D KD 6C 10C",
        ]
    );
    assert_eq!(game.pile(), &[card("10D")]);
    // The holder of the Ace of diamonds opens.
    assert_eq!(game.current_player(), Some(0));
    assert_eq!(game.step(), Step::Play);
    let deck: Vec<String> = game
        .deck_top_first()
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(
        deck.join(" "),
        "9C 3D 4S 6D 8H 9D JS 5S 5H 7D 8C 8S 5D JD 4H 5C 2S 3H QH"
    );
    assert_eq!(
        told(&game, 0),
        [
            "Aces: Seat 0 Diamonds, Seat 1 Spades, Seat 2 Clubs, Seat 3 Hearts. \
          The start card is the 10♦: Seat 0 holds the Ace of diamonds and opens."
        ]
    );
    // Diamonds play the other colour: the black cards.
    assert_eq!(
        legal(&game),
        ["play 6S", "play 3C", "play 4C", "play 7C", "pass"]
    );
}

/// The same deal from the deal order, by hand: the opener is whoever holds
/// the Ace of the start card's suit.
#[test]
fn the_holder_of_the_start_suits_ace_opens() {
    let rest: Vec<Card> = Card::standard_deck()
        .into_iter()
        .filter(|c| c.rank.number() != 1)
        .collect();
    // The 29th card (index 28) is the start card; its suit names the opener.
    for aces in [
        [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs],
        [Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts],
    ] {
        let game = Asymmetry::with_deal(
            &AsymmetryOptions::default(),
            Seed::from_number(0),
            aces,
            &rest,
        );
        let start = rest[28];
        assert_eq!(game.pile(), &[start]);
        assert_eq!(
            game.turn(),
            aces.iter().position(|&s| s == start.suit).unwrap()
        );
        // Seat 0 got the 1st, 5th, 9th… cards.
        let seat0: CardSet = rest[..28].iter().step_by(4).copied().collect();
        assert_eq!(game.hand(0), seat0);
        assert_eq!(game.deck_count(), 48 - 28 - 1);
        assert_eq!(game.deck_top_first()[0], rest[29]);
    }
}

#[test]
fn every_deal_gives_four_different_aces_and_seven_cards_each() {
    for n in 0..200 {
        let game = Asymmetry::new(&AsymmetryOptions::default(), Seed::from_number(n));
        let mut aces = game.aces().to_vec();
        aces.sort();
        assert_eq!(aces, Suit::ALL.to_vec());
        // The opener always has a choice (any hand card may be placed), so
        // the game starts with its turn, every hand whole.
        assert!((0..4).all(|s| game.hand(s).len() == 7), "seed {n}");
        let Event::Dealt { opener, start, .. } = game.log()[0] else {
            panic!("the log starts with the deal");
        };
        assert_eq!(game.pile(), &[start]);
        assert_eq!(game.power(opener), start.suit);
        assert_eq!(game.current_player(), Some(opener));
    }
}

// ---------------------------------------------------------------- the powers

/// Seat 0 holds `power`; the Play Pile's top card is `top`. Returns the
/// plays offered.
fn plays_for(power: &str, top: &str, hand: &str) -> (Asymmetry, Vec<String>) {
    let others: Vec<&str> = ["S", "H", "D", "C"]
        .into_iter()
        .filter(|s| *s != power)
        .collect();
    let aces = format!("{power} {}", others.join(" "));
    let game = Table {
        aces: &aces,
        hands: [hand, "", "", ""],
        lessen: ["", "", "", ""],
        pile: top,
        deck: "",
        turn: 0,
    }
    .game();
    let plays = legal(&game)
        .into_iter()
        .filter(|m| m.starts_with("play"))
        .collect();
    (game, plays)
}

#[test]
fn hearts_play_the_same_colour() {
    let (game, plays) = plays_for("H", "5D", "9H KD 2D 9C 5S 10C QH");
    assert_eq!(plays, ["play 9H", "play QH", "play 2D", "play KD"]);
    assert_eq!(
        refused(&game, "play 9C"),
        "Hearts play the same colour as the 5♦: the 9♣ is black."
    );
    assert_eq!(
        refused(&game, "play 5S"),
        "Hearts play the same colour as the 5♦: the 5♠ is black."
    );
    let (_, plays) = plays_for("H", "JS", "9H KD 2D 9C 5S 10C QH");
    assert_eq!(plays, ["play 5S", "play 9C", "play 10C"]);
}

#[test]
fn diamonds_play_the_other_colour() {
    let (game, plays) = plays_for("D", "5D", "9C 2S JS 9H KD 3D 8C");
    assert_eq!(plays, ["play 2S", "play JS", "play 8C", "play 9C"]);
    assert_eq!(
        refused(&game, "play 9H"),
        "Diamonds play the other colour than the 5♦: the 9♥ is red too."
    );
    let (game, plays) = plays_for("D", "QC", "9C 2S JS 9H KD 3D 8C");
    assert_eq!(plays, ["play 9H", "play 3D", "play KD"]);
    assert_eq!(
        refused(&game, "play JS"),
        "Diamonds play the other colour than the Q♣: the J♠ is black too."
    );
}

#[test]
fn clubs_play_strictly_higher_king_high() {
    let (game, plays) = plays_for("C", "5D", "6S KH 10C 5C 4C 2H 7D");
    assert_eq!(plays, ["play 6S", "play KH", "play 7D", "play 10C"]);
    assert_eq!(
        refused(&game, "play 5C"),
        "Clubs play higher than the 5♦: the 5♣ is the same rank."
    );
    assert_eq!(
        refused(&game, "play 4C"),
        "Clubs play higher than the 5♦: the 4♣ is lower."
    );
    // Nothing is higher than a King: no play, so the step is skipped and
    // the Lessen step is next.
    let (game, plays) = plays_for("C", "KS", "6S KH 10C 5C 4C 2H 7D");
    assert!(plays.is_empty());
    assert_eq!(game.step(), Step::Lessen);
    // Above a 2, everything but the 2s.
    let (_, plays) = plays_for("C", "2S", "2H 2D 3C KC");
    assert_eq!(plays, ["play 3C", "play KC"]);
}

#[test]
fn spades_play_strictly_lower_two_low() {
    let (game, plays) = plays_for("S", "5D", "4H 2C 3S 5S 6S KH 10D");
    assert_eq!(plays, ["play 3S", "play 4H", "play 2C"]);
    assert_eq!(
        refused(&game, "play 5S"),
        "Spades play lower than the 5♦: the 5♠ is the same rank."
    );
    assert_eq!(
        refused(&game, "play 6S"),
        "Spades play lower than the 5♦: the 6♠ is higher."
    );
    // Nothing is lower than a 2.
    let (game, plays) = plays_for("S", "2C", "2H 2D 3C KC");
    assert!(plays.is_empty());
    assert_eq!(game.step(), Step::Lessen);
    let (_, plays) = plays_for("S", "KC", "KH QH 2D");
    assert_eq!(plays, ["play QH", "play 2D"]);
}

#[test]
fn aces_are_never_in_play() {
    for power in Suit::ALL {
        for top in Card::standard_deck() {
            for s in Suit::ALL {
                assert!(!allows(power, top, Card::new(Rank::ACE, s)));
            }
        }
    }
    let (game, _) = plays_for("C", "5D", "6S KH");
    assert_eq!(
        refused(&game, "play AS"),
        "Aces are never played: the A♠ only shows a player's power."
    );
    assert_eq!(refused(&game, "play 7C"), "The 7♣ is not in your hand.");
    // Every card of the deck is somewhere, the Aces in front of the seats.
    let places = game.card_places();
    assert_eq!(places.len(), 52);
    for s in 0..4 {
        assert!(places.contains(&(Place::Ace(s), Card::new(Rank::ACE, game.power(s)))));
    }
}

/// The power rule directly, for every pair of cards.
#[test]
fn allows_matches_the_four_rules_for_every_pair() {
    let deck: Vec<Card> = Card::standard_deck()
        .into_iter()
        .filter(|c| c.rank.number() != 1)
        .collect();
    for &top in &deck {
        for &c in &deck {
            assert_eq!(
                allows(Suit::Hearts, top, c),
                top.suit.is_red() == c.suit.is_red()
            );
            assert_eq!(
                allows(Suit::Diamonds, top, c),
                top.suit.is_red() != c.suit.is_red()
            );
            assert_eq!(allows(Suit::Clubs, top, c), c.rank > top.rank);
            assert_eq!(allows(Suit::Spades, top, c), c.rank < top.rank);
            for p in Suit::ALL {
                assert_eq!(refusal(p, top, c).is_none(), allows(p, top, c));
            }
        }
    }
}

// ---------------------------------------------------------------- a turn

/// Play → Lessen → draw → next. Seat 0 (Clubs) plays the 9♣, places the
/// 3♥ as its Lessen Card — swapping Aces with seat 1, who held Hearts —
/// draws one, and the turn goes to the holder of the Ace of clubs, looked
/// up after the swap: seat 1.
#[test]
fn a_turn_plays_places_swaps_draws_and_passes_to_the_ace_holder() {
    let mut game = Table {
        aces: "C H S D",
        hands: [
            "9C 3H 7S 8D JS 4C 10H",
            "2S 3S 4S 5S 6S 7H 8H",
            "2H 3D 4D 5H 6H 7D 8C",
            "9S 10S QS KS 9H JH QH",
        ],
        lessen: ["", "", "", ""],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    assert_eq!(
        legal(&game),
        ["play 7S", "play JS", "play 10H", "play 8D", "play 9C", "pass"]
    );
    assert_eq!(
        refused(&game, "lessen 3H"),
        "First play a card or pass: the Lessen Card comes after the play."
    );
    play(&mut game, "play 9C");
    assert_eq!(game.step(), Step::Lessen);
    assert_eq!(game.played(), Some(card("9C")));
    assert_eq!(game.top(), card("9C"));
    assert_eq!(
        legal(&game),
        [
            "lessen 7S",
            "lessen JS",
            "lessen 3H",
            "lessen 10H",
            "lessen 8D",
            "lessen 4C",
            "pass"
        ]
    );
    assert_eq!(
        refused(&game, "play 8D"),
        "One card a turn: you have played the 9♣. Place a Lessen Card, play it, or pass."
    );
    let before = game.log().len();
    play(&mut game, "lessen 3H");
    assert_eq!(game.lessen_card(0), Some(card("3H")));
    assert_eq!(game.power(0), Suit::Hearts);
    assert_eq!(game.power(1), Suit::Clubs);
    // 7 − the play − the placement + one drawn.
    assert_eq!(show(game.hand(0)), "7S JS 10H 8D QD 4C");
    assert_eq!(game.deck_top_first(), [card("KD")]);
    assert_eq!(
        told(&game, before),
        [
            "Seat 0 placed the 3♥ as a Lessen Card.",
            "Seat 0 swapped Aces with Seat 1, taking the Ace of hearts (Hearts play the same colour) and giving the Ace of clubs.",
            "Seat 0 drew a card.",
            "The last card was a club: Seat 1 holds the Ace of clubs, so Seat 1 plays next.",
        ]
    );
    assert_eq!(game.turn(), 1);
    assert_eq!(game.turn_no(), 2);
    // Seat 1, now Clubs, has nothing higher than the 9♣: its Play step is
    // skipped, and it may place a Lessen Card.
    assert_eq!(game.step(), Step::Lessen);
    assert_eq!(game.played(), None);
    assert_eq!(legal(&game).last().unwrap(), "pass");
    assert_eq!(
        refused(&game, "play 8H"),
        "You passed the play this turn: place a Lessen Card or pass."
    );
}

/// A Lessen Card of the player's own suit swaps nothing; the Ace of clubs
/// stays with seat 0, so seat 0 plays again.
#[test]
fn a_lessen_card_of_your_own_suit_swaps_nothing() {
    let mut game = Table {
        aces: "C H S D",
        hands: ["9C 3H 7S 8D JS 4C 10H", "2S 3S 4S 5S 6S 7H 8H", "2H", "9S"],
        lessen: ["", "", "", ""],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    let before = game.log().len();
    play(&mut game, "play 9C, lessen 4C");
    assert_eq!(
        game.aces(),
        [Suit::Clubs, Suit::Hearts, Suit::Spades, Suit::Diamonds]
    );
    assert_eq!(
        told(&game, before),
        [
            "Seat 0 played the 9♣.",
            "Seat 0 placed the 4♣ as a Lessen Card.",
            "Seat 0 drew a card.",
            "The last card was a club: Seat 0 holds the Ace of clubs, so Seat 0 plays again.",
        ]
    );
    assert_eq!(
        (game.turn(), game.step(), game.turn_no()),
        (0, Step::Play, 2)
    );
}

/// Any hand card may be placed, whether or not a card was played, and the
/// power does not matter: seat 0 (Clubs) passes the play and places the
/// 2♦, taking the Ace of diamonds from seat 3. Nothing went on the Play
/// Pile, so play moves to the left.
#[test]
fn placing_needs_no_play_and_no_power_check() {
    let mut game = Table {
        aces: "C H S D",
        hands: ["9C 2D 7S 8D JS 4C 10H", "2S 3S 4S 5S 6S 7H 8H", "2H", "9S"],
        lessen: ["", "", "", ""],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    play(&mut game, "pass");
    assert_eq!(game.step(), Step::Lessen);
    assert_eq!(game.played(), None);
    let before = game.log().len();
    play(&mut game, "lessen 2D");
    assert_eq!(
        game.aces(),
        [Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs]
    );
    // A placement counts as doing something: seat 0 draws although it held 7.
    assert_eq!(game.hand(0).len(), 7);
    assert_eq!(
        told(&game, before),
        [
            "Seat 0 placed the 2♦ as a Lessen Card.",
            "Seat 0 swapped Aces with Seat 3, taking the Ace of diamonds (Diamonds play the other colour) and giving the Ace of clubs.",
            "Seat 0 drew a card.",
            "No card went on the Play Pile: Seat 1 plays next, on the left.",
        ]
    );
    assert_eq!(game.turn(), 1);
}

// ---------------------------------------------------------------- Lessen Cards

/// One Lessen Card at a time, and it is played onto the card just played
/// if the power allows: seat 0 (Clubs) holds the 8♥, plays the 5♦ on the
/// 3♠, then the 8♥ on the 5♦ (higher). The last card is then the 8♥, so
/// the holder of the Ace of hearts plays next.
#[test]
fn the_lessen_card_goes_onto_the_card_just_played() {
    let mut game = Table {
        aces: "C H S D",
        hands: ["5D 4C 2S 9S JS QS KS", "2H 3H 4H 5H 6H 7H 9H", "2D", "3D"],
        lessen: ["8H", "", "", ""],
        pile: "3S",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    play(&mut game, "play 5D");
    assert_eq!(legal(&game), ["lessen play", "pass"]);
    assert_eq!(
        refused(&game, "lessen 4C"),
        "One Lessen Card at a time: yours is the 8♥; play it onto a card you have just played."
    );
    let before = game.log().len();
    play(&mut game, "lessen play");
    assert_eq!(game.lessen_card(0), None);
    assert_eq!(game.top(), card("8H"));
    assert_eq!(
        &game.pile()[game.pile().len() - 3..],
        &cards("3S 5D 8H")[..]
    );
    // The hand: 7 − the play + one drawn (playing the Lessen Card leaves the hand as it is).
    assert_eq!(game.hand(0).len(), 7);
    assert_eq!(
        told(&game, before),
        [
            "Seat 0 played the Lessen Card, the 8♥, onto it.",
            "Seat 0 drew a card.",
            "The last card was a heart: Seat 1 holds the Ace of hearts, so Seat 1 plays next.",
        ]
    );
    assert_eq!(game.turn(), 1);
}

/// Without a card played this turn there is nothing to put the Lessen Card
/// on; and a Lessen Card the power refuses stays: the step then has
/// nothing to decide and is skipped.
#[test]
fn the_lessen_card_needs_a_card_played_this_turn_and_the_power() {
    let table = Table {
        aces: "C H S D",
        hands: ["5D 4C 2S 9S JS QS KS", "2H 3H 4H 5H 6H 7H 9H", "2D", "3D"],
        lessen: ["8H", "", "", ""],
        pile: "3S",
        deck: "QD KD",
        turn: 0,
    };
    let game = table.game();
    assert_eq!(
        refused(&game, "lessen play"),
        "First play a card or pass: the Lessen Card comes after the play."
    );
    // Passing the play: the Lessen step has nothing to offer (no card
    // played, a Lessen Card already placed), so the turn ends at once.
    let mut passed = game.clone();
    play(&mut passed, "pass");
    assert_eq!(passed.turn(), 1);
    assert_eq!(passed.lessen_card(0), Some(card("8H")));
    // Playing the Q♠ (higher than the 3♠): the 8♥ is lower than it, Clubs refuse.
    let mut queen = game.clone();
    play(&mut queen, "play QS");
    assert_eq!(queen.lessen_card(0), Some(card("8H")));
    assert_eq!(
        refusal(Suit::Clubs, card("QS"), card("8H")).unwrap(),
        "Clubs play higher than the Q♠: the 8♥ is lower."
    );
    // The turn went on to the holder of the Ace of spades.
    assert_eq!(queen.turn(), 2);
}

/// The Lessen Card is judged by the power held when it is played, not the
/// one held when it was placed. Seat 0 placed its 8♥ while holding Clubs
/// (8♥ on a 5♦ would be fine then). Seat 1 (Spades) plays the 9♠ and places
/// the 6♣, which swaps its Ace with seat 0's: seat 0 now holds Spades, and
/// plays next (the 9♠'s Ace). It plays the 5♦ (lower): the 8♥ may not
/// follow it now (Spades play lower), so the Lessen step is skipped. In a
/// position where seat 0 still holds Clubs, the same 8♥ goes on the same
/// 5♦.
///
/// (A swap can't fall between the play and the Lessen Card in one turn:
/// the swap comes from placing a Lessen Card, and a turn places or plays
/// one, not both. So the swap that matters is an earlier one — here by
/// another player.)
#[test]
fn an_ace_swap_changes_what_the_lessen_card_may_do() {
    let mut game = Table {
        aces: "C S H D",
        hands: [
            "5D 2S QC JS QS KS 10D",
            "9S 6C 7D 8D 9D 10S JD",
            "2H 3H 4H 5H 6H 7H 9H",
            "2D 3D 4D 6D 7C 8C 9C",
        ],
        lessen: ["8H", "", "", ""],
        pile: "10H",
        deck: "QD KD QH KH",
        turn: 1,
    }
    .game();
    play(&mut game, "play 9S, lessen 6C");
    assert_eq!(game.power(0), Suit::Spades);
    assert_eq!(game.power(1), Suit::Clubs);
    assert_eq!(game.turn(), 0);
    assert_eq!(legal(&game), ["play 2S", "play 5D", "pass"]);
    let before = game.log().len();
    play(&mut game, "play 5D");
    assert_eq!(game.lessen_card(0), Some(card("8H")));
    assert_eq!(
        refusal(game.power(0), card("5D"), card("8H")).unwrap(),
        "Spades play lower than the 5♦: the 8♥ is higher."
    );
    assert_eq!(
        told(&game, before),
        [
            "Seat 0 played the 5♦.",
            "Seat 0 drew a card.",
            "The last card was a diamond: Seat 3 holds the Ace of diamonds, so Seat 3 plays next.",
        ]
    );

    // Seat 0 still holding Clubs: the same 8♥ goes on the same 5♦.
    let mut clubs = Table {
        aces: "C S H D",
        hands: ["5D 2S QC JS QS KS 10D", "9S 6C 7D 8D 9D 10S JD", "2H", "2D"],
        lessen: ["8H", "", "", ""],
        pile: "3S",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    play(&mut clubs, "play 5D");
    assert_eq!(legal(&clubs), ["lessen play", "pass"]);
}

/// Place or play, not both: after placing, the turn is over. Here the swap
/// gives seat 0 the Ace of the suit it just played, so seat 0 plays again —
/// a new turn, which starts with the play, so `lessen play` must wait for
/// a card played in it.
#[test]
fn place_or_play_the_lessen_card_not_both() {
    let mut game = Table {
        aces: "H S C D",
        hands: ["7D 5D 9S 2C 3C 4C 6C", "2S 3S 4S 5S 6S 7S 8S", "2H", "3H"],
        lessen: ["", "", "", ""],
        pile: "3D",
        deck: "QD KD QH KH",
        turn: 0,
    }
    .game();
    play(&mut game, "play 7D, lessen 5D");
    // Seat 0 took the Ace of diamonds from seat 3, and the 7♦ was the last card.
    assert_eq!(game.power(0), Suit::Diamonds);
    assert_eq!(
        (game.turn(), game.turn_no(), game.step()),
        (0, 2, Step::Play)
    );
    assert_eq!(
        refused(&game, "lessen play"),
        "First play a card or pass: the Lessen Card comes after the play."
    );
    // Diamonds: the other colour than the 7♦. Then the 5♦ (red) on the 9♠.
    play(&mut game, "play 9S");
    assert_eq!(legal(&game), ["lessen play", "pass"]);
    play(&mut game, "lessen play");
    assert_eq!(game.top(), card("5D"));
    assert_eq!((game.turn(), game.turn_no()), (0, 3));
}

// ---------------------------------------------------------------- next seat

/// The holder of the Hearts Ace keeps playing hearts: three turns in a row,
/// then a diamond gives the turn to the holder of the Ace of diamonds.
#[test]
fn a_player_can_have_many_turns_in_a_row() {
    let mut game = Table {
        aces: "S C H D",
        hands: [
            "2D 3D 4D 5D 6D 7D 8D",
            "2C 3C 4C 5C 6C 7C 8C",
            "7H JH 3H 9D 2S 4S 6S",
            "9C 10C JC QC KC 9S 10S",
        ],
        // Black, so Hearts never play it onto a red card: the Lessen step
        // has nothing to decide.
        lessen: ["", "", "8S", ""],
        pile: "5H",
        deck: "KS QS JS 10H",
        turn: 2,
    }
    .game();
    let before = game.log().len();
    for (i, c) in ["7H", "JH", "3H"].into_iter().enumerate() {
        assert_eq!(game.turn(), 2);
        assert_eq!(game.turn_no(), 1 + i as u32);
        play(&mut game, &format!("play {c}"));
        assert_eq!(game.hand(2).len(), 7);
    }
    play(&mut game, "play 9D");
    assert_eq!(game.turn(), 3);
    assert_eq!(game.turn_no(), 5);
    let told = told(&game, before);
    assert_eq!(
        told[2],
        "The last card was a heart: Seat 2 holds the Ace of hearts, so Seat 2 plays again."
    );
    assert_eq!(
        told.last().unwrap(),
        "The last card was a diamond: Seat 3 holds the Ace of diamonds, so Seat 3 plays next."
    );
    assert_eq!(show(game.hand(2)), "2S 4S 6S JS QS KS 10H");
}

/// "Left" is the next seat: 3 → 0.
#[test]
fn with_no_card_played_the_turn_moves_left_and_wraps() {
    let mut game = Table {
        aces: "S C H D",
        hands: [
            "2D 3D 4D 5D 6D 7D 8D",
            "2C 3C 4C 5C 6C 7C 8C",
            "7H JH 3H 9D 2S 4S",
            "9C 10C JC QC KC 9S 10S",
        ],
        lessen: ["9H", "10H", "2H", "3S"],
        pile: "5H",
        deck: "KS QS JS 8H",
        turn: 3,
    }
    .game();
    play(&mut game, "pass");
    assert_eq!(game.turn(), 0);
    assert_eq!(
        told(&game, game.log().len() - 3),
        [
            "Seat 3 passed.",
            "Seat 3 holds 7 cards and drew none.",
            "No card went on the Play Pile: Seat 0 plays next, on the left.",
        ]
    );
}

// ---------------------------------------------------------------- the draw

fn drawing_table(hand0: &str) -> Asymmetry {
    Table {
        aces: "S C H D",
        hands: [
            hand0,
            "2C 3C 4C 5C 6C 7C KC",
            "7H JH 3H 9D 2S 4S 6S",
            "9C 10C JC QC 8C 9S 10S",
        ],
        lessen: ["9H", "10H", "2H", "3S"],
        pile: "QH",
        deck: "KS QS JS",
        turn: 0,
    }
    .game()
}

#[test]
fn doing_nothing_draws_only_below_seven() {
    // Five cards: a pass still draws one.
    let mut five = drawing_table("2D 3D 4D 5D 6D");
    play(&mut five, "pass");
    assert_eq!(show(five.hand(0)), "KS 2D 3D 4D 5D 6D");
    assert_eq!(five.idle_turns(), 0, "a card was drawn");
    // Seven: no draw, an idle turn.
    let mut seven = drawing_table("2D 3D 4D 5D 6D 7D 8D");
    play(&mut seven, "pass");
    assert_eq!(seven.hand(0).len(), 7);
    assert_eq!(seven.deck_count(), 3);
    assert_eq!(seven.idle_turns(), 1);
    // Playing always draws, at seven too.
    let mut played = drawing_table("2D 3D 4D 5D 6D 7D 8D");
    play(&mut played, "play 8D");
    assert_eq!(show(played.hand(0)), "KS 2D 3D 4D 5D 6D 7D");
    assert_eq!(played.idle_turns(), 0);
}

/// Playing and placing in one turn still draws only one card: the hand
/// shrinks by one.
#[test]
fn play_and_place_draws_one() {
    let mut game = Table {
        aces: "S C H D",
        hands: ["2D 3D 4D 5D 6D 7D 8D", "2C 3C 4C 5C 6C 7C 8C", "7H", "9C"],
        lessen: ["", "", "", ""],
        pile: "QH",
        deck: "KS QS JS",
        turn: 0,
    }
    .game();
    play(&mut game, "play 8D, lessen 2D");
    assert_eq!(show(game.hand(0)), "KS 3D 4D 5D 6D 7D");
}

// ---------------------------------------------------------------- the end

#[test]
fn playing_the_last_card_wins() {
    let mut game = Table {
        aces: "C H S D",
        hands: ["9C", "2S 3S", "2H", "3H"],
        lessen: ["", "", "", ""],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    play(&mut game, "play 9C");
    // No hand card to place: the Lessen step is skipped, and the hand is
    // empty at the draw.
    assert!(game.is_over());
    assert_eq!(game.step(), Step::Over);
    assert_eq!(game.winners(), [0]);
    assert_eq!(game.scores(), [WIN_BONUS, -2, -1, -1]);
    assert_eq!(
        told(&game, game.log().len() - 1),
        ["Seat 0's hand is empty: Seat 0 won."]
    );
    assert_eq!(refused(&game, "pass"), "The game is over.");
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.current_player(), None);
}

#[test]
fn placing_the_last_card_as_a_lessen_card_wins() {
    // The 3♣ can't be played (Clubs play higher than the 5♦) but may be placed.
    let mut game = Table {
        aces: "C H S D",
        hands: ["3C", "2S 3S", "2H", "3H"],
        lessen: ["", "", "", ""],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    assert_eq!(game.step(), Step::Lessen);
    assert_eq!(legal(&game), ["lessen 3C", "pass"]);
    play(&mut game, "lessen 3C");
    assert_eq!(game.winners(), [0]);
    assert_eq!(game.lessen_card(0), Some(card("3C")));
    assert_eq!(game.scores(), [WIN_BONUS, -2, -1, -1]);
}

#[test]
fn an_empty_hand_wins_whatever_becomes_of_the_lessen_card() {
    let table = Table {
        aces: "C H S D",
        hands: ["9C", "2S 3S", "2H", "3H"],
        lessen: ["KH", "", "", ""],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    };
    for last in ["lessen play", "pass"] {
        let mut game = table.game();
        play(&mut game, "play 9C");
        assert_eq!(legal(&game), ["lessen play", "pass"]);
        play(&mut game, last);
        assert_eq!(game.winners(), [0], "{last}");
    }
}

/// Four turns in a row with no card played, placed or drawn end the game;
/// the fewest cards in hand win. (Only a player holding 7 or more can have
/// such a turn, so in a dealt game all four hold 7 and share the win; a
/// position built by hand may hold more.)
#[test]
fn four_idle_turns_end_the_game_fewest_cards_win() {
    let mut game = Table {
        aces: "C H S D",
        hands: [
            "6S 7S 8S 9S 10S JS QS",
            "2H 3H 4H 5H 6H 7H 8H 9H",
            "2S 3S 4S 5S 2C 3C 4C 5C 6C",
            "7C 8C 9C 10C JC QC KC KS 10H JH",
        ],
        lessen: ["2D", "3D", "4D", "6D"],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    for idle in 1..=3 {
        play(&mut game, "pass");
        assert_eq!(game.idle_turns(), idle);
        assert!(!game.is_over());
    }
    play(&mut game, "pass");
    assert!(game.is_over());
    assert_eq!(game.winners(), [0]);
    assert_eq!(game.scores(), [-7 + WIN_BONUS, -8, -9, -10]);
    assert_eq!(
        told(&game, game.log().len() - 1),
        ["Four turns in a row without a card played, placed or drawn: the game ends. Fewest cards in hand: Seat 0 wins."]
    );
}

/// Three players who can't do anything and one who passes: the turns of
/// the three go by themselves, and the one `pass` ends the game. All hold
/// seven: all four share the win.
#[test]
fn a_table_where_nobody_can_move_ends_in_a_shared_stalemate() {
    let mut game = Table {
        // Above a 2♣: seat 1 (Spades) has nothing lower, seat 2 (Hearts)
        // holds only red cards, seat 3 (Diamonds) only black ones; each has
        // a Lessen Card already.
        aces: "C S H D",
        hands: [
            "3S 4S 5S 6S 7S 8S 9S",
            "2S 3C 4C 5C 6C 7C 8C",
            "2H 3H 4H 5H 6H 7H 8H",
            "10S JS QS KS 9C 10C JC",
        ],
        lessen: ["2D", "3D", "4D", "5D"],
        pile: "2C",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    assert_eq!(game.turn(), 0);
    let before = game.log().len();
    play(&mut game, "pass");
    assert!(game.is_over());
    assert_eq!(game.winners(), [0, 1, 2, 3]);
    assert_eq!(game.scores(), [3, 3, 3, 3]);
    let told = told(&game, before);
    assert_eq!(told.len(), 4 * 2 + 3 + 1);
    assert_eq!(
        told.last().unwrap(),
        "Four turns in a row without a card played, placed or drawn: the game ends. Fewest cards in hand: Seat 0, Seat 1, Seat 2, Seat 3 share the win."
    );
}

#[test]
fn a_card_drawn_breaks_the_run_of_idle_turns() {
    let mut game = Table {
        aces: "C H S D",
        hands: [
            "6S 7S 8S 9S 10S JS QS",
            "2S 3S 4S 5S 9H 10H",
            "2C 3C 6C 7C 8C 9C 10C",
            "2H 3H 4H 5H 6H 7H JC",
        ],
        lessen: ["2D", "3D", "4D", "6D"],
        pile: "5D",
        deck: "QD KD",
        turn: 0,
    }
    .game();
    play(&mut game, "pass");
    assert_eq!(game.idle_turns(), 1);
    // Seat 1 holds six: its pass draws.
    play(&mut game, "pass");
    assert_eq!(game.idle_turns(), 0);
    assert_eq!(game.hand(1).len(), 7);
}

// ---------------------------------------------------------------- reshuffle

/// A draw from an empty deck: the Play Pile under its top card (bottom
/// first) is shuffled with the seed's `Reshuffle(1)` stream and read top
/// card first; the top card stays.
#[test]
fn an_empty_deck_is_refilled_from_the_play_pile() {
    let mut game = Table {
        aces: "C H S D",
        hands: ["9C 2S 3S 4S 5S 6S 7S", "KH", "KD", "KC"],
        lessen: ["8S", "", "", ""],
        pile: "JH QH 5D",
        deck: "",
        turn: 0,
    }
    .game_with_seed(7);
    assert_eq!(game.deck_count(), 0);
    let mut under = game.pile().to_vec();
    assert_eq!(under.len(), 37);
    play(&mut game, "play 9C");
    DealRng::new(Seed::from_number(7), Stream::Reshuffle(1)).shuffle(&mut under);
    assert_eq!(game.pile(), &[card("9C")]);
    assert!(
        game.hand(0).contains(under[0]),
        "the first card of the new deck is drawn"
    );
    assert_eq!(game.deck_top_first(), &under[1..]);
    assert_eq!(game.reshuffles(), 1);
    // Golden: the new deck's first cards for this position and seed.
    let first: Vec<String> = under[..6].iter().map(|c| c.to_string()).collect();
    assert_eq!(first.join(" "), GOLDEN_RESHUFFLE);
    let told = told(&game, 0);
    assert!(told.contains(
        &"The deck ran out: the Play Pile under its top card was shuffled into a new deck of 37 cards (reshuffle 1).".to_string()
    ));
}

const GOLDEN_RESHUFFLE: &str = "2H 9D 3H 8H 7H 4D";

/// Over whole games: reshuffles are numbered 1, 2, 3…, happen only when the
/// deck is empty, and leave just the top card on the Play Pile.
#[test]
fn reshuffles_in_play_are_numbered_and_only_on_an_empty_deck() {
    let mut seen = 0;
    for n in 0..30 {
        let mut game = Asymmetry::new(&AsymmetryOptions::default(), Seed::from_number(n));
        let mut rng = DealRng::from_number(n);
        while !game.is_over() {
            let (deck, reshuffles) = (game.deck_count(), game.reshuffles());
            let before = game.log().len();
            let m = game.random_move(&mut rng).unwrap();
            game.apply(&m).unwrap();
            if game.reshuffles() > reshuffles {
                seen += 1;
                // Several turns may go by in one move (those with nothing to
                // decide), but the deck ran out before the reshuffle: more
                // cards were drawn than it held.
                let drawn = game.log()[before..]
                    .iter()
                    .filter(|e| matches!(e, Event::Drew { .. }))
                    .count();
                assert!(drawn > deck, "seed {n}: {drawn} drawn, {deck} in the deck");
                // Turns that go by themselves play nothing: the top card is
                // still alone.
                assert_eq!(game.pile().len(), 1, "seed {n}");
            }
        }
        let numbers: Vec<u32> = game
            .log()
            .iter()
            .filter_map(|e| match e {
                Event::Reshuffled { number, .. } => Some(*number),
                _ => None,
            })
            .collect();
        assert_eq!(numbers, (1..=game.reshuffles()).collect::<Vec<_>>());
    }
    assert!(seen > 30, "only {seen} reshuffles");
}

// ---------------------------------------------------------------- notation

#[test]
fn notation_reads_like_the_game_and_round_trips() {
    let game = Asymmetry::new(&AsymmetryOptions::default(), Seed::from_number(1));
    for m in game.move_universe() {
        assert_eq!(m.to_string().parse::<AsymmetryMove>(), Ok(m));
    }
    assert_eq!(mv("play 7H"), AsymmetryMove::Play(card("7H")));
    assert_eq!(mv("play 10c"), AsymmetryMove::Play(card("10C")));
    assert_eq!(mv("play TC").to_string(), "play 10C");
    assert_eq!(mv("lessen 4C"), AsymmetryMove::Place(card("4C")));
    assert_eq!(mv("lessen play"), AsymmetryMove::PlayLessen);
    assert_eq!(mv("  pass "), AsymmetryMove::Pass);
    for bad in [
        "",
        "play",
        "lessen",
        "play 1H",
        "lessen 7X",
        "draw",
        "play 7H now",
        "lessen play 7H",
    ] {
        let e = bad.parse::<AsymmetryMove>().unwrap_err();
        assert!(!e.is_empty(), "{bad:?}");
    }
    assert!("draw"
        .parse::<AsymmetryMove>()
        .unwrap_err()
        .contains("play 7H, pass, lessen 4C, lessen play"));
}

/// A record of a few moves from the golden deal round-trips and replays.
#[test]
fn a_record_replays() {
    let seed: Seed = "K7M2QX4P".parse().unwrap();
    let mut played = PlayedGame::<Asymmetry>::new(AsymmetryOptions::default(), seed);
    for m in ["play 7C", "lessen 9H"] {
        played.play(mv(m)).unwrap();
    }
    let json = played.record().to_json();
    assert_eq!(
        json,
        r#"{"format":1,"game":"asymmetry","options":{"opponents":["easy","easy","easy"]},"seed":"K7M2QX4P","moves":["play 7C","lessen 9H"]}"#
    );
    let record = Record::<Asymmetry>::from_json(&json).unwrap();
    assert_eq!(&record.replay().unwrap(), played.state());
    let game = played.state();
    // Seat 0 took the Ace of hearts from seat 3; the 7♣ sends the turn to
    // the holder of the Ace of clubs, seat 2.
    assert_eq!(
        told(game, 1),
        [
            "Seat 0 played the 7♣.",
            "Seat 0 placed the 9♥ as a Lessen Card.",
            "Seat 0 swapped Aces with Seat 3, taking the Ace of hearts (Hearts play the same colour) and giving the Ace of diamonds.",
            "Seat 0 drew a card.",
            "The last card was a club: Seat 2 holds the Ace of clubs, so Seat 2 plays next.",
        ]
    );
    assert_eq!(show(game.hand(0)), "6S 10H QD 3C 4C 9C");
}

// ---------------------------------------------------------------- options

#[test]
fn options_from_links() {
    let p = |s: &[(&str, &str)]| {
        AsymmetryOptions::from_params(
            &s.iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect::<Vec<_>>(),
        )
    };
    assert_eq!(p(&[]), Ok(AsymmetryOptions::default()));
    assert_eq!(
        AsymmetryOptions::default().to_params(),
        [("opponents", "easy,easy,easy".to_string())]
    );
    let mixed = AsymmetryOptions {
        opponents: [Opponent::Easy, Opponent::Hard, Opponent::Normal],
    };
    assert_eq!(p(&[("opponents", "easy,hard,normal")]), Ok(mixed.clone()));
    assert_eq!(
        p(&[("opponents", &mixed.to_params()[0].1)]),
        Ok(mixed.clone())
    );
    // Strict: all three other seats or none (the defaults), never a guess.
    assert!(p(&[("opponents", "hard")]).is_err());
    assert!(p(&[("opponents", "easy,easy")]).is_err());
    assert_eq!(p(&[]), Ok(AsymmetryOptions::default()));
    assert!(p(&[("opponents", "easy,easy,easy,easy")]).is_err());
    assert!(p(&[("opponents", "genius")]).is_err());
    assert!(p(&[("players", "4")]).is_err());
    assert_eq!(mixed.describe(), "computers: Easy, Hard, Normal");
    let pass_and_play = AsymmetryOptions {
        opponents: [Opponent::Person, Opponent::Hard, Opponent::Person],
    };
    assert_eq!(pass_and_play.describe(), "computers: Hard · pass and play");
    assert!(
        pass_and_play.is_person(0) && pass_and_play.is_person(1) && !pass_and_play.is_person(2)
    );
    assert_eq!(pass_and_play.seat_kind(2), Some(Opponent::Hard));
    // Saves: JSON with defaults for missing fields, unknown fields refused.
    let json = serde_json::to_string(&mixed).unwrap();
    assert_eq!(json, r#"{"opponents":["easy","hard","normal"]}"#);
    assert_eq!(
        serde_json::from_str::<AsymmetryOptions>("{}").unwrap(),
        AsymmetryOptions::default()
    );
    assert!(serde_json::from_str::<AsymmetryOptions>(r#"{"jokers":true}"#).is_err());
    assert!(serde_json::from_str::<AsymmetryOptions>(r#"{"opponents":["easy"]}"#).is_err());
}

// ---------------------------------------------------------------- what a seat sees

#[test]
fn a_seat_sees_its_hand_and_the_table_but_not_other_hands_or_the_deck() {
    let game = Asymmetry::new(&AsymmetryOptions::default(), "K7M2QX4P".parse().unwrap());
    let view = game.observation(1);
    assert_eq!(view.hand, game.hand(1));
    assert_eq!(view.hand_counts, [7, 7, 7, 7]);
    assert_eq!(view.aces, game.aces());
    assert_eq!(view.pile, [card("10D")]);
    assert_eq!(view.deck_count, 19);
    assert_eq!((view.turn, view.step, view.played), (0, Step::Play, None));
    assert!(view.legal_moves().is_empty(), "not seat 1's turn");
    assert_eq!(game.observation(0).legal_moves(), game.legal_moves());
    // Another deal of what seat 1 can't see: the same view.
    for n in 0..20 {
        let other = Asymmetry::determinize(&view, &mut DealRng::from_number(n));
        assert_eq!(other.observation(1), view);
        assert_ne!(other.hand(0), game.hand(0));
        assert_ne!(other.deck_top_first(), game.deck_top_first());
        // ... which seat 0 does see.
        assert_ne!(other.observation(0), game.observation(0));
    }
}

/// `reveals_cards` (Undo never steps back over it) is true exactly for the
/// moves whose turn ends with the mover drawing a card.
#[test]
fn reveals_cards_marks_exactly_the_moves_that_draw_for_the_mover() {
    let (mut reveals, mut not) = (0, 0);
    for n in 0..40 {
        let mut game = Asymmetry::new(&AsymmetryOptions::default(), Seed::from_number(n));
        let mut rng = DealRng::from_number(n + 99);
        while let Some(seat) = game.current_player() {
            let m = game.random_move(&mut rng).unwrap();
            let says = game.reveals_cards(&m);
            let before = game.log().len();
            game.apply(&m).unwrap();
            let new = &game.log()[before..];
            let end = new
                .iter()
                .position(|e| {
                    matches!(
                        e,
                        Event::Next { .. } | Event::Won { .. } | Event::Stalemate { .. }
                    )
                })
                .unwrap_or(new.len());
            let drew = new[..end].contains(&Event::Drew { seat });
            assert_eq!(says, drew, "seed {n}: {m} by seat {seat}");
            if says {
                reveals += 1;
            } else {
                not += 1;
            }
        }
    }
    assert!(reveals > 100 && not > 100, "{reveals} {not}");
}

// ---------------------------------------------------------------- the yardstick

/// The rule-based player always chooses a legal move, plays its Lessen
/// Card whenever it may, and wins most games against random play.
#[test]
fn the_rule_based_player_is_legal_and_beats_random_play() {
    let mut wins = 0.0;
    for n in 0..200 {
        let mut game = Asymmetry::new(&AsymmetryOptions::default(), Seed::from_number(n));
        let mut rng = DealRng::from_number(n);
        let rules_seat = (n % 4) as usize;
        while let Some(seat) = game.current_player() {
            let m = if seat == rules_seat {
                let chosen = rule_based_move(&game.observation(seat)).unwrap();
                let legal = game.legal_moves();
                assert!(legal.contains(&chosen));
                if legal.contains(&AsymmetryMove::PlayLessen) {
                    assert_eq!(chosen, AsymmetryMove::PlayLessen);
                }
                chosen
            } else {
                game.random_move(&mut rng).unwrap()
            };
            game.apply(&m).unwrap();
        }
        let w = game.winners();
        if w.contains(&rules_seat) {
            wins += 1.0 / w.len() as f64;
        }
    }
    assert!(wins > 100.0, "the rule-based player won {wins} of 200");
}
