//! Thricewise and its Decktet deck: the deck table, the seed text's worked
//! examples, hand-worked scoring positions for each rule, the game flow
//! (hidden picks, reveal, deferral, drawing, placement, both endings,
//! winners), option links, and a golden deal.
//!
//! Rules: `shared/seeds/thricewise.txt` read through `shared/RULINGS.md`
//! (section "Thricewise"); deck: `shared/DECKS.md` (Decktet section).

use cardtable::engine::bot::Opponent;
use cardtable::engine::decktet::{self, DecktetCard, DecktetSet, Suit};
use cardtable::engine::thricewise::*;
use cardtable::engine::{Game, GameOptions, Seed};
use std::collections::{BTreeSet, HashSet};

// ---------------------------------------------------------------- helpers

/// A card by its name without "the" ("Soldier", "Chance Meeting", "Ace of
/// Moons").
fn n(name: &str) -> DecktetCard {
    decktet::card_named(name).unwrap_or_else(|| panic!("no Decktet card named {name:?}"))
}

fn set(names: &[&str]) -> DecktetSet {
    names.iter().map(|s| n(s)).collect()
}

fn grid(cards: &[((i8, i8), &str)]) -> Grid {
    let mut g = Grid::empty();
    for &((r, c), name) in cards {
        assert!(g.get(Cell::new(r, c)).is_none(), "cell {r},{c} used twice");
        g.put(Cell::new(r, c), n(name));
    }
    assert_eq!(
        g.len(),
        cards.len(),
        "a cell fell outside the grid's square"
    );
    g
}

/// Options for this many players (all computers but seat 0).
fn opts(players: usize) -> ThricewiseOptions {
    ThricewiseOptions {
        opponents: vec![Opponent::Easy; players - 1],
    }
}

fn pick(game: &mut Thricewise, name: &str) {
    let mv = ThricewiseMove::Pick(n(name));
    game.apply(&mv)
        .unwrap_or_else(|e| panic!("{mv} by {:?}: {e}", game.current_player()));
}

fn place(game: &mut Thricewise, name: &str, (r, c): (i8, i8)) -> Placement {
    let mv = ThricewiseMove::Place {
        card: n(name),
        cell: Cell::new(r, c),
    };
    let seat = game.current_player();
    game.apply(&mv)
        .unwrap_or_else(|e| panic!("{mv} by {seat:?}: {e}"));
    let last = game.last_placement().expect("a placement").clone();
    assert_eq!(last.card, n(name));
    assert_eq!(last.cell, Cell::new(r, c));
    assert_eq!(Some(last.seat), seat);
    last
}

/// Plays one card through the real move path: seat 0 of a 2-player game
/// holds only `name`, picks it and places it at `cell` on `g`. Returns the
/// placement, after checking it agrees with `Grid::runs_through` and with
/// the score it earned.
fn score_by_apply(g: Grid, name: &str, cell: (i8, i8)) -> Placement {
    let mut game = Thricewise::from_position(&opts(2), g, vec![set(&[name])]);
    assert_eq!(game.phase(), Phase::Pick);
    pick(&mut game, name);
    assert_eq!(game.phase(), Phase::Place);
    let placed = place(&mut game, name, cell);
    assert_eq!(placed.seat, 0);
    assert_eq!(game.scores(), vec![placed.points(), 0]);
    assert_eq!(
        game.grid().runs_through(Cell::new(cell.0, cell.1)),
        placed.runs
    );
    // Nobody holds a card any more: the game is over.
    assert_eq!(game.phase(), Phase::Over);
    placed
}

/// Scores `name` put at `cell` on `g` without the move rules (for positions
/// that need no legal placement, e.g. around a gap).
fn runs_after_put(mut g: Grid, name: &str, (r, c): (i8, i8)) -> Vec<Run> {
    let cell = Cell::new(r, c);
    assert!(g.get(cell).is_none());
    g.put(cell, n(name));
    g.runs_through(cell)
}

/// Each run as (cells, flushes, set, straight, value), for comparing with
/// hand-worked expectations.
type RunSummary = ([Cell; 3], Vec<Suit>, bool, bool, u8);

fn summary(runs: &[Run]) -> Vec<RunSummary> {
    runs.iter()
        .map(|r| (r.cells, r.flushes(), r.set, r.straight, r.value))
        .collect()
}

fn total(runs: &[Run]) -> i64 {
    runs.iter().map(Run::points).sum()
}

fn cells(list: [(i8, i8); 3]) -> [Cell; 3] {
    list.map(|(r, c)| Cell::new(r, c))
}

/// A deal order for `Thricewise::with_deck`: three rounds of one card per
/// hand (seat 0 first), then the start layout row by row, then `deck`
/// (drawn first to last), then — if `fill` — every card not yet used, in
/// deck-table order.
fn deal_order(hands: &[[&str; 3]], layout: &[&str], deck: &[&str], fill: bool) -> Vec<DecktetCard> {
    let mut order = Vec::new();
    for round in 0..3 {
        for hand in hands {
            order.push(n(hand[round]));
        }
    }
    order.extend(layout.iter().map(|s| n(s)));
    order.extend(deck.iter().map(|s| n(s)));
    if fill {
        let used: HashSet<DecktetCard> = order.iter().copied().collect();
        order.extend(DecktetCard::all().filter(|c| !used.contains(c)));
    }
    let distinct: HashSet<DecktetCard> = order.iter().copied().collect();
    assert_eq!(distinct.len(), order.len(), "a card dealt twice");
    order
}

fn grid_text(g: &Grid) -> Vec<String> {
    g.cards().map(|(cell, c)| format!("{cell} {c}")).collect()
}

// ---------------------------------------------------------------- the deck

/// The deck table of DECKS.md, verbatim: rank, name, suits.
const TABLE: &[(&str, &str, &[Suit])] = {
    use Suit::*;
    &[
        ("2", "Author", &[Moons, Knots]),
        ("2", "Desert", &[Suns, Wyrms]),
        ("2", "Origin", &[Waves, Leaves]),
        ("3", "Journey", &[Moons, Waves]),
        ("3", "Painter", &[Suns, Knots]),
        ("3", "Savage", &[Leaves, Wyrms]),
        ("4", "Mountain", &[Moons, Suns]),
        ("4", "Sailor", &[Waves, Leaves]),
        ("4", "Battle", &[Wyrms, Knots]),
        ("5", "Forest", &[Moons, Leaves]),
        ("5", "Discovery", &[Suns, Waves]),
        ("5", "Soldier", &[Wyrms, Knots]),
        ("6", "Lunatic", &[Moons, Waves]),
        ("6", "Penitent", &[Suns, Wyrms]),
        ("6", "Market", &[Leaves, Knots]),
        ("7", "Chance Meeting", &[Moons, Leaves]),
        ("7", "Castle", &[Suns, Knots]),
        ("7", "Cave", &[Waves, Wyrms]),
        ("8", "Diplomat", &[Moons, Suns]),
        ("8", "Mill", &[Waves, Leaves]),
        ("8", "Betrayal", &[Wyrms, Knots]),
        ("9", "Pact", &[Moons, Suns]),
        ("9", "Darkness", &[Waves, Wyrms]),
        ("9", "Merchant", &[Leaves, Knots]),
        ("C", "Huntress", &[Moons]),
        ("C", "Bard", &[Suns]),
        ("C", "Sea", &[Waves]),
        ("C", "End", &[Leaves]),
        ("C", "Calamity", &[Wyrms]),
        ("C", "Windfall", &[Knots]),
    ]
};

#[test]
fn deck_has_36_distinct_cards() {
    let all: Vec<DecktetCard> = DecktetCard::all().collect();
    assert_eq!(all.len(), 36);
    assert_eq!(DecktetCard::COUNT, 36);
    let distinct: HashSet<DecktetCard> = all.iter().copied().collect();
    assert_eq!(distinct.len(), 36);
    assert_eq!(DecktetSet::all().len(), 36);
    assert_eq!(DecktetSet::all().iter().collect::<Vec<_>>(), all);
    for (i, c) in all.iter().enumerate() {
        assert_eq!(c.index(), i);
        assert_eq!(DecktetCard::from_index(i), Some(*c));
    }
    assert_eq!(DecktetCard::from_index(36), None);
    // No Pawns, Courts or Excuse: ranks are Ace (1) … Crown (10) only.
    assert!(all.iter().all(|c| (1..=10).contains(&c.rank())));
}

#[test]
fn aces_and_crowns_carry_one_suit_each_one_of_each_suit() {
    for (rank, word) in [(decktet::ACE, "Ace"), (decktet::CROWN, "Crown")] {
        let cards: Vec<DecktetCard> = DecktetCard::all().filter(|c| c.rank() == rank).collect();
        assert_eq!(cards.len(), 6, "{word}s");
        let mut suits: Vec<Suit> = Vec::new();
        for c in &cards {
            assert_eq!(c.suits().len(), 1, "{c} has one suit");
            assert!(!c.is_number(), "{c} is not a number card");
            assert_eq!(c.rank_name(), word);
            suits.push(c.suits()[0]);
        }
        suits.sort();
        assert_eq!(suits, Suit::ALL.to_vec(), "one {word} of each suit");
    }
}

#[test]
fn each_number_rank_splits_the_six_suits() {
    for rank in 2..=9u8 {
        let cards: Vec<DecktetCard> = DecktetCard::all().filter(|c| c.rank() == rank).collect();
        assert_eq!(cards.len(), 3, "rank {rank}");
        let mut suits: Vec<Suit> = Vec::new();
        for c in &cards {
            assert_eq!(c.suits().len(), 2, "{c} has two suits");
            assert!(c.is_number());
            suits.extend_from_slice(c.suits());
        }
        suits.sort();
        assert_eq!(suits, Suit::ALL.to_vec(), "rank {rank} splits the suits");
    }
}

#[test]
fn each_suit_is_on_eight_number_cards() {
    for suit in Suit::ALL {
        let count = DecktetCard::all()
            .filter(|c| c.is_number() && c.suits().contains(&suit))
            .count();
        assert_eq!(count, 8, "{}", suit.name());
        // Plus its Ace and its Crown: 10 cards in all.
        let all = DecktetCard::all()
            .filter(|c| c.suits().contains(&suit))
            .count();
        assert_eq!(all, 10, "{}", suit.name());
    }
}

#[test]
fn moons_and_suns_together_only_at_4_8_and_9() {
    let ranks: Vec<u8> = DecktetCard::all()
        .filter(|c| c.suits().contains(&Suit::Moons) && c.suits().contains(&Suit::Suns))
        .map(|c| c.rank())
        .collect();
    assert_eq!(ranks, vec![4, 8, 9]);
    let bits = DecktetCard::all()
        .filter(|c| c.suit_bits() == n("Mountain").suit_bits())
        .map(|c| c.name())
        .collect::<Vec<_>>();
    assert_eq!(bits, vec!["the Mountain", "the Diplomat", "the Pact"]);
}

#[test]
fn names_are_unique_and_match_the_deck_table() {
    let names: HashSet<&str> = DecktetCard::all().map(|c| c.name()).collect();
    assert_eq!(names.len(), 36);
    // Every number card and Crown of DECKS.md, with its rank and suits.
    for &(rank, name, suits) in TABLE {
        let c = n(name);
        assert_eq!(c.rank_text(), rank, "{name}");
        assert_eq!(c.suits(), suits, "{name}");
        assert_eq!(c.name(), format!("the {name}"));
    }
    // The six Aces.
    for suit in Suit::ALL {
        let ace = n(&format!("Ace of {}", suit.name()));
        assert_eq!(ace.rank(), decktet::ACE);
        assert_eq!(ace.suits(), &[suit]);
    }
    assert_eq!(TABLE.len() + 6, 36);
    assert_eq!(decktet::card_named("Pawn"), None);
    assert_eq!(decktet::card_named("Excuse"), None);
}

#[test]
fn spot_checks_against_decks_md() {
    let soldier = n("Soldier");
    assert_eq!(soldier.rank(), 5);
    assert_eq!(soldier.suits(), &[Suit::Wyrms, Suit::Knots]);
    assert_eq!(soldier.to_string(), "5YK");
    assert_eq!(soldier.spoken(), "the Soldier, 5 of Wyrms and Knots");

    let huntress = n("Huntress");
    assert_eq!(huntress.rank(), decktet::CROWN);
    assert_eq!(huntress.suits(), &[Suit::Moons]);
    assert_eq!(huntress.to_string(), "CM");
    assert_eq!(huntress.spoken(), "the Huntress, Crown of Moons");

    let author = n("Author");
    assert_eq!(author.rank(), 2);
    assert_eq!(author.suits(), &[Suit::Moons, Suit::Knots]);
    assert_eq!(author.to_string(), "2MK");

    assert_eq!("AM".parse::<DecktetCard>().unwrap().name(), "Ace of Moons");
    assert_eq!("CK".parse::<DecktetCard>().unwrap().name(), "the Windfall");
    assert_eq!("8YK".parse::<DecktetCard>().unwrap().name(), "the Betrayal");
    assert_eq!("9VY".parse::<DecktetCard>().unwrap().name(), "the Darkness");
}

#[test]
fn notation_round_trips_and_rejects_junk() {
    let mut codes = HashSet::new();
    for c in DecktetCard::all() {
        let text = c.to_string();
        assert!(codes.insert(text.clone()), "{text} used twice");
        assert_eq!(text.parse::<DecktetCard>(), Ok(c), "{text}");
        assert_eq!(text.to_lowercase().parse::<DecktetCard>(), Ok(c), "{text}");
        assert_eq!(format!("{c:?}"), text);
    }
    for junk in [
        "", "A", "ZZ", "1M", "10M", "5", "5Y", "5YKM", "AMS", "CMS", "2KM?", "Soldier",
    ] {
        let err = junk
            .parse::<DecktetCard>()
            .expect_err(&format!("{junk:?} should be refused"));
        assert!(err.contains("not a Decktet card"), "{junk:?}: {err}");
    }
}

#[test]
fn decktet_set_basics() {
    let mut s = DecktetSet::EMPTY;
    assert!(s.is_empty());
    s.insert(n("Soldier"));
    s.insert(n("Ace of Moons"));
    s.insert(n("Soldier"));
    assert_eq!(s.len(), 2);
    assert_eq!(
        s.iter().collect::<Vec<_>>(),
        vec![n("Ace of Moons"), n("Soldier")]
    );
    assert!(s.remove(n("Soldier")));
    assert!(!s.remove(n("Soldier")));
    assert!(!s.contains(n("Soldier")));
    assert!(s.contains(n("Ace of Moons")));
}

// ---------------------------------------------------- the seed's examples

/// "You play [the Huntress], with the 8 and 9 already in place. It is worth
/// 8 for the flush plus 8 for the 8-9-[Crown] straight; a total of 16."
#[test]
fn seed_example_1_crown_on_8_9_scores_16() {
    let g = grid(&[((0, 0), "Diplomat"), ((0, 1), "Pact")]);
    let placed = score_by_apply(g, "Huntress", (0, 2));
    assert_eq!(placed.points(), 16);
    assert_eq!(
        summary(&placed.runs),
        vec![(
            cells([(0, 0), (0, 1), (0, 2)]),
            vec![Suit::Moons],
            false,
            true,
            8
        )]
    );
}

/// "You play the Soldier (5) … You score 4 for the flush, 4 for the flush,
/// and 5 for the set of fives; a total of 13 points."
#[test]
fn seed_example_2_soldier_scores_13() {
    //          Forest
    //  Battle  [Soldier]  Betrayal
    //          Discovery
    let g = grid(&[
        ((0, 1), "Forest"),
        ((1, 0), "Battle"),
        ((1, 2), "Betrayal"),
        ((2, 1), "Discovery"),
    ]);
    let placed = score_by_apply(g, "Soldier", (1, 1));
    assert_eq!(placed.points(), 13);
    assert_eq!(
        summary(&placed.runs),
        vec![
            (
                cells([(1, 0), (1, 1), (1, 2)]),
                vec![Suit::Wyrms, Suit::Knots],
                false,
                false,
                4
            ),
            (cells([(0, 1), (1, 1), (2, 1)]), vec![], true, false, 5),
        ]
    );
    assert_eq!(placed.runs[0].points(), 8);
    assert_eq!(placed.runs[1].points(), 5);
}

// ------------------------------------------------- scoring, rule by rule

#[test]
fn two_flushes_on_one_run() {
    // Mountain (4), Diplomat (8), Pact (9): all Moons+Suns, no straight.
    let g = grid(&[((0, 0), "Mountain"), ((0, 1), "Diplomat")]);
    let placed = score_by_apply(g, "Pact", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert_eq!(placed.runs[0].flushes(), vec![Suit::Moons, Suit::Suns]);
    assert!(!placed.runs[0].straight && !placed.runs[0].set);
    assert_eq!(placed.runs[0].value, 4);
    assert_eq!(placed.points(), 8);
}

#[test]
fn one_shared_suit_is_one_flush() {
    // Diplomat (8 Moons+Suns), Chance Meeting (7 Moons+Leaves), Merchant
    // (9 Leaves+Knots) share nothing (and 8-7-9 is no straight); Diplomat,
    // Chance Meeting, Forest (5 Moons+Leaves) share Moons only.
    let g = grid(&[((0, 0), "Diplomat"), ((0, 1), "Chance Meeting")]);
    assert_eq!(runs_after_put(g.clone(), "Merchant", (0, 2)), vec![]);
    let placed = score_by_apply(g, "Forest", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert_eq!(placed.runs[0].flushes(), vec![Suit::Moons]);
    assert_eq!(placed.runs[0].value, 5);
    assert_eq!(placed.points(), 5);
}

#[test]
fn a_run_both_flush_and_straight() {
    // Chance Meeting (7 Moons+Leaves), Diplomat (8 Moons+Suns), Pact (9
    // Moons+Suns): flush of Moons and a straight, 7 each.
    let g = grid(&[((0, 0), "Chance Meeting"), ((1, 0), "Diplomat")]);
    let placed = score_by_apply(g, "Pact", (2, 0));
    assert_eq!(
        summary(&placed.runs),
        vec![(
            cells([(0, 0), (1, 0), (2, 0)]),
            vec![Suit::Moons],
            false,
            true,
            7
        )]
    );
    assert_eq!(placed.points(), 14);
}

#[test]
fn overlapping_runs_on_one_line_each_score() {
    // 3 4 [5] 6 7 across, no two adjacent windows sharing a suit: the 5
    // is in three runs of three, 3-4-5, 4-5-6 and 5-6-7.
    let g = grid(&[
        ((0, 0), "Journey"),  // 3 Moons+Waves
        ((0, 1), "Battle"),   // 4 Wyrms+Knots
        ((0, 3), "Penitent"), // 6 Suns+Wyrms
        ((0, 4), "Castle"),   // 7 Suns+Knots
    ]);
    let placed = score_by_apply(g, "Forest", (0, 2)); // 5 Moons+Leaves
    let got: Vec<([Cell; 3], bool, u8)> = placed
        .runs
        .iter()
        .map(|r| (r.cells, r.straight, r.value))
        .collect();
    assert_eq!(
        got,
        vec![
            (cells([(0, 0), (0, 1), (0, 2)]), true, 3),
            (cells([(0, 1), (0, 2), (0, 3)]), true, 4),
            (cells([(0, 2), (0, 3), (0, 4)]), true, 5),
        ]
    );
    assert!(placed.runs.iter().all(|r| r.flushes().is_empty() && !r.set));
    assert_eq!(placed.points(), 3 + 4 + 5);
}

#[test]
fn overlapping_runs_of_different_kinds() {
    // Origin (2 VL) [Sailor 4 VL] Discovery (5 SV) Market (6 LK):
    // Origin-Sailor-Discovery is a flush of Waves (worth 2), and
    // Sailor-Discovery-Market a straight (worth 4), on the same line.
    let g = grid(&[
        ((0, 0), "Origin"),
        ((0, 2), "Discovery"),
        ((0, 3), "Market"),
    ]);
    let placed = score_by_apply(g, "Sailor", (0, 1));
    assert_eq!(
        summary(&placed.runs),
        vec![
            (
                cells([(0, 0), (0, 1), (0, 2)]),
                vec![Suit::Waves],
                false,
                false,
                2
            ),
            (cells([(0, 1), (0, 2), (0, 3)]), vec![], false, true, 4),
        ]
    );
    assert_eq!(placed.points(), 2 + 4);
}

#[test]
fn runs_of_only_aces_and_crowns_score_zero() {
    // Three Aces of different suits are a set, worth nothing.
    let g = grid(&[((0, 0), "Ace of Moons"), ((0, 1), "Ace of Suns")]);
    let placed = score_by_apply(g, "Ace of Waves", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert!(placed.runs[0].set);
    assert_eq!(placed.runs[0].value, 0);
    assert_eq!(placed.points(), 0);

    // Three Crowns likewise.
    let g = grid(&[((0, 0), "Huntress"), ((0, 1), "Bard")]);
    let placed = score_by_apply(g, "Sea", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert!(placed.runs[0].set);
    assert_eq!(placed.points(), 0);

    // Ace, Crown, Ace sharing nothing: no run at all.
    let g = grid(&[((0, 0), "Ace of Moons"), ((0, 1), "Bard")]);
    let placed = score_by_apply(g, "Ace of Waves", (0, 2));
    assert_eq!(placed.runs, vec![]);
    assert_eq!(placed.points(), 0);
}

#[test]
fn value_is_the_lowest_number_card() {
    // Ace-2-3 straight (no shared suit) is worth 2: the Ace is not counted.
    let g = grid(&[((0, 0), "Ace of Suns"), ((0, 1), "Author")]);
    let placed = score_by_apply(g, "Journey", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert!(placed.runs[0].straight && placed.runs[0].flushes().is_empty());
    assert_eq!(placed.runs[0].value, 2);
    assert_eq!(placed.points(), 2);

    // Ace of Moons, Author (2 Moons), Huntress (Crown of Moons): a flush
    // worth 2, the only number card.
    let g = grid(&[((0, 0), "Ace of Moons"), ((0, 1), "Author")]);
    let placed = score_by_apply(g, "Huntress", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert_eq!(placed.runs[0].flushes(), vec![Suit::Moons]);
    assert!(!placed.runs[0].straight);
    assert_eq!(placed.points(), 2);

    // The lowest number card wherever it sits in the line:
    // Merchant (9 LK), Market (6 LK), Chance Meeting (7 ML): Leaves, worth 6.
    let g = grid(&[((0, 0), "Merchant"), ((0, 1), "Market")]);
    let placed = score_by_apply(g, "Chance Meeting", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert_eq!(placed.runs[0].flushes(), vec![Suit::Leaves]);
    assert_eq!(placed.runs[0].value, 6);
    assert_eq!(placed.points(), 6);
}

#[test]
fn eight_nine_crown_is_a_straight_worth_8() {
    // Mill (8 VL), Darkness (9 VY), Bard (Crown of Suns): no shared suit.
    let g = grid(&[((0, 0), "Mill"), ((0, 1), "Darkness")]);
    let placed = score_by_apply(g, "Bard", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert!(placed.runs[0].straight);
    assert!(placed.runs[0].flushes().is_empty());
    assert_eq!(placed.points(), 8);
    // Falling, Crown-9-8, too.
    let g = grid(&[((0, 1), "Darkness"), ((0, 2), "Mill")]);
    let placed = score_by_apply(g, "Bard", (0, 0));
    assert!(placed.runs.len() == 1 && placed.runs[0].straight);
    assert_eq!(placed.points(), 8);
}

#[test]
fn no_wrap_from_crown_to_ace() {
    // 9-Crown-Ace: not a straight (and nothing else).
    let g = grid(&[((0, 0), "Darkness"), ((0, 1), "Bard")]);
    let placed = score_by_apply(g, "Ace of Moons", (0, 2));
    assert_eq!(placed.runs, vec![]);
    // Crown-Ace-2: not a straight either.
    let g = grid(&[((0, 0), "Bard"), ((0, 1), "Ace of Moons")]);
    let placed = score_by_apply(g, "Origin", (0, 2));
    assert_eq!(placed.runs, vec![]);
    // Ace-Crown-9 falling the other way round: nothing.
    let g = grid(&[((0, 0), "Ace of Moons"), ((0, 1), "Bard")]);
    assert_eq!(runs_after_put(g, "Darkness", (0, 2)), vec![]);
    // Control: Ace-2-3 with the same Ace is a straight.
    let g = grid(&[((0, 0), "Ace of Moons"), ((0, 1), "Origin")]);
    assert_eq!(total(&runs_after_put(g, "Painter", (0, 2))), 2);
}

#[test]
fn straight_must_be_in_order_along_the_line() {
    // 8-7-9: the ranks are consecutive but not in line order.
    let g = grid(&[((0, 0), "Mill"), ((0, 1), "Castle")]);
    let placed = score_by_apply(g, "Darkness", (0, 2));
    assert_eq!(placed.runs, vec![]);
    // 7-9-8 likewise.
    let g = grid(&[((0, 0), "Castle"), ((0, 1), "Darkness")]);
    assert_eq!(runs_after_put(g, "Mill", (0, 2)), vec![]);
    // 9-8-7 falling is a straight (Darkness 9 VY, Mill 8 VL, Castle 7 SK).
    let g = grid(&[((0, 0), "Darkness"), ((0, 1), "Mill")]);
    let placed = score_by_apply(g, "Castle", (0, 2));
    assert_eq!(placed.runs.len(), 1);
    assert!(placed.runs[0].straight);
    assert_eq!(placed.points(), 7);
    // Rising 7-8-9 with the placed card first in the line.
    let g = grid(&[((0, 1), "Mill"), ((0, 2), "Darkness")]);
    let placed = score_by_apply(g, "Castle", (0, 0));
    assert!(placed.runs.len() == 1 && placed.runs[0].straight);
    assert_eq!(placed.points(), 7);
    // Up then down, 8-9-8, is no straight either (Mill, Darkness, Betrayal:
    // no shared suit).
    let g = grid(&[((0, 0), "Mill"), ((0, 1), "Darkness")]);
    let placed = score_by_apply(g, "Betrayal", (0, 2));
    assert_eq!(placed.runs, vec![]);
    // Two steps, 5-7-9, is no straight.
    let g = grid(&[((0, 0), "Forest"), ((0, 1), "Castle")]);
    assert_eq!(runs_after_put(g, "Darkness", (0, 2)), vec![]);
}

#[test]
fn a_run_without_the_placed_card_does_not_score() {
    // 7-8-9 straight already on the table (row 0); placing a card below it
    // that makes nothing itself scores nothing.
    let g = grid(&[((0, 0), "Castle"), ((0, 1), "Mill"), ((0, 2), "Darkness")]);
    let placed = score_by_apply(g, "Origin", (1, 1));
    assert_eq!(placed.runs, vec![]);
    assert_eq!(placed.points(), 0);
    // Placing next to it: the old 7-8-9 is not counted again, only 8-9-Crown.
    let g = grid(&[((0, 0), "Castle"), ((0, 1), "Mill"), ((0, 2), "Darkness")]);
    let placed = score_by_apply(g, "Bard", (0, 3));
    assert_eq!(placed.runs.len(), 1);
    assert_eq!(placed.runs[0].cells, cells([(0, 1), (0, 2), (0, 3)]));
    assert_eq!(placed.points(), 8);
}

#[test]
fn diagonals_score_both_ways() {
    // Down-right: (0,0) (1,1) (2,2): set of sixes.
    let g = grid(&[((0, 0), "Lunatic"), ((1, 1), "Penitent")]);
    let placed = score_by_apply(g, "Market", (2, 2));
    assert_eq!(placed.runs.len(), 1);
    assert_eq!(placed.runs[0].cells, cells([(0, 0), (1, 1), (2, 2)]));
    assert!(placed.runs[0].set);
    assert_eq!(placed.points(), 6);
    // Down-left: (0,2) (1,1) (2,0): set of sixes.
    let g = grid(&[((0, 2), "Lunatic"), ((1, 1), "Penitent")]);
    let placed = score_by_apply(g, "Market", (2, 0));
    assert_eq!(placed.runs.len(), 1);
    assert_eq!(placed.runs[0].cells, cells([(0, 2), (1, 1), (2, 0)]));
    assert!(placed.runs[0].set);
    assert_eq!(placed.points(), 6);
    // Both diagonals at once through the middle: a straight 3-4-5 one way
    // and a flush of Knots the other.
    //  Journey(3 MV) .          Windfall(C K)
    //  .             [Battle 4 YK]  .
    //  Castle(7 SK)  .          Forest(5 ML)
    let g = grid(&[
        ((0, 0), "Journey"),
        ((0, 2), "Windfall"),
        ((2, 0), "Castle"),
        ((2, 2), "Forest"),
    ]);
    let placed = score_by_apply(g, "Battle", (1, 1));
    assert_eq!(placed.runs.len(), 2);
    assert_eq!(placed.runs[0].cells, cells([(0, 0), (1, 1), (2, 2)]));
    assert!(placed.runs[0].straight && placed.runs[0].flushes().is_empty());
    assert_eq!(placed.runs[1].cells, cells([(0, 2), (1, 1), (2, 0)]));
    assert_eq!(placed.runs[1].flushes(), vec![Suit::Knots]);
    assert!(!placed.runs[1].straight);
    assert_eq!(placed.points(), 3 + 4);
}

#[test]
fn a_gap_breaks_the_run() {
    // 7 . 8 9 with the card placed at the 9's end: 7-_-8 never counts.
    let g = grid(&[((0, 0), "Castle"), ((0, 2), "Mill"), ((0, 3), "Darkness")]);
    let runs = runs_after_put(g.clone(), "Bard", (0, 4));
    assert_eq!(runs.len(), 1, "only 8-9-Crown");
    assert_eq!(runs[0].cells, cells([(0, 2), (0, 3), (0, 4)]));
    // Set of sevens across a gap: Chance Meeting . Castle [Cave] — nothing.
    let g = grid(&[((0, 0), "Chance Meeting"), ((0, 2), "Castle")]);
    let placed = score_by_apply(g, "Cave", (0, 3));
    assert_eq!(placed.runs, vec![]);
    // Filling the gap joins them: the Cave in the middle makes the set.
    let g = grid(&[((0, 0), "Chance Meeting"), ((0, 2), "Castle")]);
    let placed = score_by_apply(g, "Cave", (0, 1));
    assert_eq!(placed.runs.len(), 1);
    assert!(placed.runs[0].set);
    assert_eq!(placed.points(), 7);
    // A gap on a diagonal too.
    let g = grid(&[
        ((0, 0), "Lunatic"),
        ((2, 2), "Penitent"),
        ((0, 1), "Ace of Suns"),
    ]);
    assert_eq!(runs_after_put(g, "Market", (3, 3)), vec![]);
}

#[test]
fn only_lines_that_make_something_score() {
    // The placed card in the middle of four full lines: two of them score.
    //   Author(2 MK)   Origin(2 VL)   Chance Meeting(7 ML)
    //   Lunatic(6 MV)  [Forest 5 ML]  Discovery(5 SV)
    //   Savage(3 LY)   Sailor(4 VL)   Soldier(5 YK)
    let g = grid(&[
        ((0, 0), "Author"),
        ((0, 1), "Origin"),
        ((0, 2), "Chance Meeting"),
        ((1, 0), "Lunatic"),
        ((1, 2), "Discovery"),
        ((2, 0), "Savage"),
        ((2, 1), "Sailor"),
        ((2, 2), "Soldier"),
    ]);
    let placed = score_by_apply(g, "Forest", (1, 1));
    let by_line: Vec<([Cell; 3], usize, bool, bool, u8)> = placed
        .runs
        .iter()
        .map(|r| (r.cells, r.flushes().len(), r.set, r.straight, r.value))
        .collect();
    assert_eq!(
        by_line,
        vec![
            // Across: Lunatic 6 MV, Forest 5 ML, Discovery 5 SV: nothing.
            // Down: Origin 2 VL, Forest 5 ML, Sailor 4 VL: Leaves, worth 2.
            (cells([(0, 1), (1, 1), (2, 1)]), 1, false, false, 2),
            // Down-right: Author 2 MK, Forest, Soldier 5 YK: nothing shared.
            // Down-left: Chance Meeting 7 ML, Forest 5 ML, Savage 3 LY:
            // Leaves (and Moons on two only), worth 3.
            (cells([(0, 2), (1, 1), (2, 0)]), 1, false, false, 3),
        ]
    );
    assert_eq!(placed.points(), 5);
}

// ------------------------------------------------------------- game flow

#[test]
fn with_deck_deals_round_robin_then_the_layout() {
    for players in 2..=5 {
        let order: Vec<DecktetCard> = DecktetCard::all().collect();
        let game = Thricewise::with_deck(&opts(players), &order);
        assert_eq!(game.seat_count(), players);
        for seat in 0..players {
            let want: DecktetSet = (0..3).map(|k| order[k * players + seat]).collect();
            assert_eq!(game.hand(seat), want, "{players} players, seat {seat}");
        }
        let columns = if players % 2 == 0 { 2 } else { 3 };
        let mut next = 3 * players;
        let mut want = Grid::empty();
        for row in 0..2 {
            for col in 0..columns {
                want.put(Cell::new(row, col), order[next]);
                next += 1;
            }
        }
        assert_eq!(game.grid(), &want, "{players} players");
        assert_eq!(game.deck_count(), 36 - next);
        assert_eq!(game.phase(), Phase::Pick);
        assert_eq!(game.current_player(), Some(0));
        assert_eq!(game.scores(), vec![0; players]);
    }
}

#[test]
fn picks_are_hidden_until_all_are_in() {
    let order = deal_order(
        &[
            ["Forest", "Mill", "Ace of Moons"],
            ["Discovery", "Cave", "Bard"],
        ],
        &["Author", "Desert", "Origin", "Journey"],
        &[],
        true,
    );
    let start = Thricewise::with_deck(&opts(2), &order);
    let mut a = start.clone();
    let mut b = start.clone();
    pick(&mut a, "Forest");
    pick(&mut b, "Mill");
    for g in [&a, &b] {
        let seen = g.observation(1);
        assert_eq!(seen.phase, Phase::Pick);
        assert_eq!(seen.picked, vec![true, false]);
        assert_eq!(seen.picks[0], None, "seat 1 must not see seat 0's pick");
        assert_eq!(seen.hand_counts, vec![2, 3]);
        assert_eq!(g.current_player(), Some(1));
    }
    // Whatever seat 0 picked, seat 1 sees exactly the same thing.
    assert_eq!(a.observation(1), b.observation(1));
    // Seat 0 sees its own pick.
    assert_eq!(a.observation(0).picks[0], Some(n("Forest")));
    assert_eq!(b.observation(0).picks[0], Some(n("Mill")));
    // Seat 1 may pick only from its own hand.
    let legal: BTreeSet<String> = a.legal_moves().iter().map(|m| m.to_string()).collect();
    let want: BTreeSet<String> = ["pick 5SV", "pick 7VY", "pick CS"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(legal, want);
    let before = a.clone();
    assert!(a.apply(&ThricewiseMove::Pick(n("Mill"))).is_err());
    assert_eq!(a, before);
    // The last pick reveals both.
    pick(&mut a, "Cave");
    let seen = a.observation(1);
    assert_eq!(seen.phase, Phase::Place);
    assert_eq!(seen.revealed, vec![Some(n("Forest")), Some(n("Cave"))]);
    assert_eq!(seen.picks, vec![Some(n("Forest")), Some(n("Cave"))]);
    assert_eq!(a.observation(0).revealed, seen.revealed);
}

fn three_player_game() -> Thricewise {
    let order = deal_order(
        &[
            ["Cave", "Huntress", "Forest"],
            ["Painter", "Ace of Knots", "Discovery"],
            ["Soldier", "Pact", "Author"],
        ],
        &["Origin", "Journey", "Sailor", "Lunatic", "Market", "Mill"],
        &[],
        true,
    );
    Thricewise::with_deck(&opts(3), &order)
}

#[test]
fn reveal_places_in_rising_rank_order() {
    let mut game = three_player_game();
    pick(&mut game, "Cave"); // 7
    pick(&mut game, "Painter"); // 3
    pick(&mut game, "Soldier"); // 5
    assert_eq!(game.phase(), Phase::Place);
    assert_eq!(game.observation(0).order, vec![1, 2, 0]);
    assert_eq!(game.current_player(), Some(1));
    // Only the Painter may be placed now, on any open cell.
    let cells_open = game.grid().open_cells();
    assert_eq!(game.legal_moves().len(), cells_open.len());
    assert!(game
        .legal_moves()
        .iter()
        .all(|m| matches!(m, ThricewiseMove::Place { card, .. } if *card == n("Painter"))));
    place(&mut game, "Painter", (2, 0));
    assert_eq!(game.current_player(), Some(2));
    place(&mut game, "Soldier", (2, 1));
    assert_eq!(game.current_player(), Some(0));
    place(&mut game, "Cave", (2, 2));
    assert_eq!(game.phase(), Phase::Pick);
    assert_eq!(game.observation(0).turn, 2);

    // Turn 2: an Ace goes first, a Crown last.
    pick(&mut game, "Huntress"); // Crown
    pick(&mut game, "Ace of Knots"); // Ace
    pick(&mut game, "Pact"); // 9
    assert_eq!(game.observation(2).order, vec![1, 2, 0]);
    assert_eq!(game.current_player(), Some(1));
}

#[test]
fn equal_ranks_are_deferred() {
    let mut game = three_player_game();
    pick(&mut game, "Forest"); // 5
    pick(&mut game, "Discovery"); // 5
    pick(&mut game, "Author"); // 2
    assert_eq!(game.deferred(0), set(&["Forest"]));
    assert_eq!(game.deferred(1), set(&["Discovery"]));
    assert_eq!(game.deferred(2), DecktetSet::EMPTY);
    let seen = game.observation(2);
    assert!(seen.was_deferred(0) && seen.was_deferred(1) && !seen.was_deferred(2));
    assert_eq!(seen.order, vec![2]);
    assert_eq!(game.current_player(), Some(2));
    // Seat 2 places only its own card; nobody else's deferred card.
    let before = game.clone();
    let err = game
        .apply(&ThricewiseMove::Place {
            card: n("Forest"),
            cell: Cell::new(2, 0),
        })
        .unwrap_err();
    assert!(err.0.contains("not a card you are placing"), "{err}");
    assert_eq!(game, before);
    place(&mut game, "Author", (2, 0));
    // The turn is over; the deferred cards wait face up.
    assert_eq!(game.phase(), Phase::Pick);
    assert_eq!(game.deferred(0), set(&["Forest"]));
    assert_eq!(game.deferred(1), set(&["Discovery"]));
    assert_eq!(game.grid().len(), 7);
}

#[test]
fn three_equal_ranks_are_all_deferred() {
    // Three players all pick a five: nothing is placed, the turn ends, and
    // everyone still draws.
    let order = deal_order(
        &[
            ["Forest", "Cave", "Huntress"],
            ["Discovery", "Painter", "Ace of Knots"],
            ["Soldier", "Pact", "Author"],
        ],
        &["Origin", "Journey", "Sailor", "Lunatic", "Market", "Mill"],
        &["Bard", "Sea", "End"],
        true,
    );
    let mut game = Thricewise::with_deck(&opts(3), &order);
    let deck = game.deck_count();
    pick(&mut game, "Forest");
    pick(&mut game, "Discovery");
    pick(&mut game, "Soldier");
    assert_eq!(game.phase(), Phase::Pick);
    assert_eq!(game.grid().len(), 6);
    assert_eq!(game.deferred(0), set(&["Forest"]));
    assert_eq!(game.deferred(1), set(&["Discovery"]));
    assert_eq!(game.deferred(2), set(&["Soldier"]));
    assert_eq!(game.deck_count(), deck - 3);
    assert_eq!(game.hand(0), set(&["Cave", "Huntress", "Bard"]));
    assert_eq!(game.hand(1), set(&["Painter", "Ace of Knots", "Sea"]));
    assert_eq!(game.hand(2), set(&["Pact", "Author", "End"]));
    assert_eq!(game.observation(0).turn, 2);

    // Four players: three equal deferred, the fourth placed alone.
    let order = deal_order(
        &[
            ["Forest", "Cave", "Huntress"],
            ["Discovery", "Painter", "Ace of Knots"],
            ["Soldier", "Pact", "Author"],
            ["Merchant", "Castle", "Sea"],
        ],
        &["Origin", "Journey", "Sailor", "Lunatic"],
        &[],
        true,
    );
    let mut game = Thricewise::with_deck(&opts(4), &order);
    pick(&mut game, "Forest");
    pick(&mut game, "Discovery");
    assert_eq!(game.current_player(), Some(2), "seat 2 picks next");
    let before = game.clone();
    assert!(
        game.apply(&ThricewiseMove::Pick(n("Castle"))).is_err(),
        "seat 3's card"
    );
    assert_eq!(game, before);
    pick(&mut game, "Soldier");
    pick(&mut game, "Merchant");
    assert_eq!(game.phase(), Phase::Place);
    assert_eq!(game.current_player(), Some(3));
    assert_eq!(game.observation(3).order, vec![3]);
    for seat in 0..3 {
        assert_eq!(game.deferred(seat).len(), 1, "seat {seat}");
    }
}

#[test]
fn deferred_cards_go_down_with_the_next_card_in_either_order() {
    let order = deal_order(
        &[
            ["Forest", "Mill", "Huntress"],
            ["Discovery", "Cave", "Bard"],
        ],
        &["Author", "Desert", "Origin", "Journey"],
        &[],
        true,
    );
    let mut game = Thricewise::with_deck(&opts(2), &order);
    pick(&mut game, "Forest");
    pick(&mut game, "Discovery");
    assert_eq!(game.phase(), Phase::Pick, "both deferred: nothing to place");
    pick(&mut game, "Mill"); // 8
    pick(&mut game, "Cave"); // 7
    assert_eq!(game.current_player(), Some(1));
    assert_eq!(game.observation(1).to_place(1), set(&["Discovery", "Cave"]));
    // Both of seat 1's cards may go down first.
    let first_cards: BTreeSet<DecktetCard> = game
        .legal_moves()
        .iter()
        .map(|m| match m {
            ThricewiseMove::Place { card, .. } => *card,
            ThricewiseMove::Pick(_) => panic!("{m} in the placement"),
        })
        .collect();
    assert_eq!(first_cards, [n("Discovery"), n("Cave")].into());

    for (first, second) in [("Discovery", "Cave"), ("Cave", "Discovery")] {
        let mut g = game.clone();
        place(&mut g, first, (-1, 0));
        assert_eq!(g.current_player(), Some(1), "{first} then {second}");
        assert_eq!(g.observation(1).to_place(1), set(&[second]));
        place(&mut g, second, (-1, 1));
        assert_eq!(g.deferred(1), DecktetSet::EMPTY);
        // Then seat 0, with its new card and its deferred card.
        assert_eq!(g.current_player(), Some(0));
        assert_eq!(g.observation(0).to_place(0), set(&["Forest", "Mill"]));
        place(&mut g, "Mill", (2, 0));
        assert_eq!(g.current_player(), Some(0));
        place(&mut g, "Forest", (2, 1));
        assert_eq!(g.deferred(0), DecktetSet::EMPTY);
        assert_eq!(g.phase(), Phase::Pick);
        assert_eq!(g.grid().len(), 8);
    }
}

#[test]
fn a_player_deferred_again_keeps_all_waiting() {
    let order = deal_order(
        &[
            ["Forest", "Mill", "Pact"],
            ["Discovery", "Betrayal", "Castle"],
            ["Author", "Cave", "Ace of Moons"],
        ],
        &[
            "Origin", "Journey", "Sailor", "Lunatic", "Market", "Painter",
        ],
        &[],
        true,
    );
    let mut game = Thricewise::with_deck(&opts(3), &order);
    pick(&mut game, "Forest"); // 5
    pick(&mut game, "Discovery"); // 5
    pick(&mut game, "Author"); // 2
    place(&mut game, "Author", (2, 0));
    assert_eq!(game.phase(), Phase::Pick);

    pick(&mut game, "Mill"); // 8
    pick(&mut game, "Betrayal"); // 8: deferred again, both of them
    pick(&mut game, "Cave"); // 7
    assert_eq!(game.deferred(0), set(&["Forest", "Mill"]));
    assert_eq!(game.deferred(1), set(&["Discovery", "Betrayal"]));
    assert_eq!(game.observation(0).order, vec![2]);
    assert_eq!(game.observation(0).to_place(2), set(&["Cave"]));
    assert_eq!(game.observation(0).to_place(0), DecktetSet::EMPTY);
    place(&mut game, "Cave", (2, 1));
    assert_eq!(game.phase(), Phase::Pick);
    assert_eq!(game.deferred(0), set(&["Forest", "Mill"]));

    // Turn 3: seat 0's Pact is placed, and with it both deferred cards.
    pick(&mut game, "Pact"); // 9
    pick(&mut game, "Castle"); // 7
    pick(&mut game, "Ace of Moons"); // Ace
    assert_eq!(game.observation(0).order, vec![2, 1, 0]);
    place(&mut game, "Ace of Moons", (-1, 0));
    assert_eq!(game.current_player(), Some(1));
    assert_eq!(
        game.observation(1).to_place(1),
        set(&["Discovery", "Betrayal", "Castle"])
    );
    place(&mut game, "Betrayal", (-1, 1));
    place(&mut game, "Castle", (-1, 2));
    place(&mut game, "Discovery", (-1, 3));
    assert_eq!(game.current_player(), Some(0));
    assert_eq!(
        game.observation(0).to_place(0),
        set(&["Forest", "Mill", "Pact"])
    );
    place(&mut game, "Forest", (2, 2));
    place(&mut game, "Pact", (2, 3));
    assert_eq!(game.current_player(), Some(0));
    place(&mut game, "Mill", (1, 3));
    assert_eq!(game.phase(), Phase::Pick);
    assert!((0..3).all(|s| game.deferred(s).is_empty()));
}

#[test]
fn draw_only_when_the_deck_has_a_card_for_everyone() {
    // Three players, a short deck of five: after turn 1 all draw (5 ≥ 3),
    // after turn 2 two are left and nobody draws.
    let order = deal_order(
        &[
            ["Ace of Moons", "Author", "Journey"],
            ["Mountain", "Forest", "Lunatic"],
            ["Chance Meeting", "Diplomat", "Pact"],
        ],
        &["Huntress", "Bard", "Sea", "End", "Calamity", "Windfall"],
        &["Desert", "Painter", "Sailor", "Discovery", "Penitent"],
        false,
    );
    let mut game = Thricewise::with_deck(&opts(3), &order);
    assert_eq!(game.deck_count(), 5);
    pick(&mut game, "Ace of Moons");
    pick(&mut game, "Mountain");
    pick(&mut game, "Chance Meeting");
    place(&mut game, "Ace of Moons", (2, 0));
    place(&mut game, "Mountain", (2, 1));
    place(&mut game, "Chance Meeting", (2, 2));
    assert_eq!(game.deck_count(), 2);
    // The first remaining card goes to seat 0.
    assert_eq!(game.hand(0), set(&["Author", "Journey", "Desert"]));
    assert_eq!(game.hand(1), set(&["Forest", "Lunatic", "Painter"]));
    assert_eq!(game.hand(2), set(&["Diplomat", "Pact", "Sailor"]));

    pick(&mut game, "Author");
    pick(&mut game, "Forest");
    pick(&mut game, "Diplomat");
    place(&mut game, "Author", (-1, 0));
    place(&mut game, "Forest", (-1, 1));
    place(&mut game, "Diplomat", (-1, 2));
    assert_eq!(game.phase(), Phase::Pick);
    assert_eq!(game.deck_count(), 2, "2 cards for 3 players: nobody draws");
    assert_eq!(game.observation(0).hand_counts, vec![2, 2, 2]);
    assert_eq!(game.observation(1).deck_count, 2);

    // Two players, one card left: nobody draws either.
    let order = deal_order(
        &[
            ["Ace of Moons", "Author", "Journey"],
            ["Mountain", "Forest", "Lunatic"],
        ],
        &["Huntress", "Bard", "Sea", "End"],
        &["Desert"],
        false,
    );
    let mut game = Thricewise::with_deck(&opts(2), &order);
    pick(&mut game, "Ace of Moons");
    pick(&mut game, "Mountain");
    place(&mut game, "Ace of Moons", (2, 0));
    place(&mut game, "Mountain", (2, 1));
    assert_eq!(game.deck_count(), 1);
    assert_eq!(game.observation(0).hand_counts, vec![2, 2]);
}

#[test]
fn placement_must_touch_the_grid_and_refusals_change_nothing() {
    let order = deal_order(
        &[
            ["Forest", "Mill", "Huntress"],
            ["Discovery", "Cave", "Bard"],
        ],
        &["Author", "Desert", "Origin", "Journey"],
        &[],
        true,
    );
    let mut game = Thricewise::with_deck(&opts(2), &order);

    // Placing during the pick is refused.
    let before = game.clone();
    let err = game
        .apply(&ThricewiseMove::Place {
            card: n("Forest"),
            cell: Cell::new(0, 2),
        })
        .unwrap_err();
    assert!(!err.0.is_empty());
    assert_eq!(game, before);
    // Picking a card not in hand is refused.
    assert!(game.apply(&ThricewiseMove::Pick(n("Discovery"))).is_err());
    assert_eq!(game, before);

    pick(&mut game, "Mill"); // 8
    pick(&mut game, "Cave"); // 7
    assert_eq!(game.current_player(), Some(1));

    // Open cells around the 2×2 start: the 4×4 square around it, less the
    // four occupied cells.
    let open = game.grid().open_cells();
    assert_eq!(open.len(), 12);
    for row in -1..=2 {
        for col in -1..=2 {
            let cell = Cell::new(row, col);
            let occupied = (0..=1).contains(&row) && (0..=1).contains(&col);
            assert_eq!(open.contains(&cell), !occupied, "{cell}");
        }
    }
    let legal = game.legal_moves();
    assert_eq!(legal.len(), 12);
    for m in &legal {
        let ThricewiseMove::Place { card, cell } = m else {
            panic!("{m}")
        };
        assert_eq!(*card, n("Cave"));
        assert!(game.grid().get(*cell).is_none());
        let touches = (-1..=1).any(|dr| {
            (-1..=1).any(|dc| {
                (dr, dc) != (0, 0)
                    && game
                        .grid()
                        .get(Cell::new(cell.row + dr, cell.col + dc))
                        .is_some()
            })
        });
        assert!(touches, "{m}");
    }

    let before = game.clone();
    let refused = [
        (n("Cave"), Cell::new(0, 3)),   // not touching
        (n("Cave"), Cell::new(-2, -2)), // not touching
        (n("Cave"), Cell::new(3, 1)),   // not touching
        (n("Cave"), Cell::new(0, 0)),   // occupied
        (n("Cave"), Cell::new(1, 1)),   // occupied
        (n("Mill"), Cell::new(0, 2)),   // seat 0's card, not seat 1's turn
        (n("Bard"), Cell::new(0, 2)),   // in hand, not picked
        (n("Sea"), Cell::new(0, 2)),    // not even held
    ];
    for (card, cell) in refused {
        let mv = ThricewiseMove::Place { card, cell };
        assert!(!legal.contains(&mv), "{mv}");
        let err = game
            .apply(&mv)
            .expect_err(&format!("{mv} should be refused"));
        assert!(!err.0.is_empty(), "{mv}");
        assert_eq!(game, before, "{mv} changed the game");
    }
    assert!(game.apply(&ThricewiseMove::Pick(n("Bard"))).is_err());
    assert_eq!(game, before);

    // A diagonal touch is enough.
    place(&mut game, "Cave", (-1, -1));
    place(&mut game, "Mill", (2, 2));
    assert_eq!(game.phase(), Phase::Pick);
}

/// A position with one seat-0 card to place on `g`, after the pick.
fn ready_to_place(g: Grid, name: &str) -> Thricewise {
    let mut game = Thricewise::from_position(&opts(2), g, vec![set(&[name])]);
    pick(&mut game, name);
    assert_eq!(game.current_player(), Some(0));
    game
}

#[test]
fn the_grid_never_grows_beyond_six_columns() {
    let six_wide = grid(&[
        ((0, -2), "Author"),
        ((0, -1), "Desert"),
        ((0, 0), "Origin"),
        ((0, 1), "Journey"),
        ((0, 2), "Painter"),
        ((0, 3), "Savage"),
    ]);
    let mut game = ready_to_place(six_wide, "Soldier");
    let legal = game.legal_moves();
    assert_eq!(legal.len(), 12, "rows -1 and 1, columns -2..=3");
    for m in &legal {
        let ThricewiseMove::Place { cell, .. } = m else {
            panic!("{m}")
        };
        assert!((-2..=3).contains(&cell.col), "{m}");
    }
    let before = game.clone();
    for (r, c) in [(0, -3), (0, 4), (1, -3), (-1, 4), (1, 4), (-1, -3)] {
        let mv = ThricewiseMove::Place {
            card: n("Soldier"),
            cell: Cell::new(r, c),
        };
        assert!(!legal.contains(&mv));
        let err = game.apply(&mv).expect_err(&format!("{mv}"));
        assert!(err.0.contains("six columns"), "{mv}: {err}");
        assert_eq!(game, before);
    }
    place(&mut game, "Soldier", (1, 3));
}

#[test]
fn the_grid_never_grows_beyond_six_rows() {
    let six_tall = grid(&[
        ((-2, 0), "Author"),
        ((-1, 0), "Desert"),
        ((0, 0), "Origin"),
        ((1, 0), "Journey"),
        ((2, 0), "Painter"),
        ((3, 0), "Savage"),
    ]);
    let mut game = ready_to_place(six_tall, "Soldier");
    let legal = game.legal_moves();
    assert_eq!(legal.len(), 12);
    for m in &legal {
        let ThricewiseMove::Place { cell, .. } = m else {
            panic!("{m}")
        };
        assert!((-2..=3).contains(&cell.row), "{m}");
    }
    let before = game.clone();
    for (r, c) in [(-3, 0), (4, 0), (-3, 1), (4, -1), (4, 1), (-3, -1)] {
        let mv = ThricewiseMove::Place {
            card: n("Soldier"),
            cell: Cell::new(r, c),
        };
        assert!(!legal.contains(&mv));
        let err = game.apply(&mv).expect_err(&format!("{mv}"));
        assert!(err.0.contains("six rows"), "{mv}: {err}");
        assert_eq!(game, before);
    }
    place(&mut game, "Soldier", (-2, -1));
}

#[test]
fn the_sixth_column_closes_the_other_side() {
    // Five wide: a card may still go on either side, but once one side has
    // made it six, the other side is closed.
    let five_wide = grid(&[
        ((0, 0), "Author"),
        ((0, 1), "Desert"),
        ((0, 2), "Origin"),
        ((0, 3), "Journey"),
        ((0, 4), "Painter"),
    ]);
    let mut game =
        Thricewise::from_position(&opts(2), five_wide, vec![set(&["Forest"]), set(&["Mill"])]);
    pick(&mut game, "Forest");
    pick(&mut game, "Mill");
    let open = game.grid().open_cells();
    assert!(open.contains(&Cell::new(0, -1)) && open.contains(&Cell::new(0, 5)));
    place(&mut game, "Forest", (1, 5));
    assert_eq!(game.current_player(), Some(1));
    let before = game.clone();
    for (r, c) in [(0, -1), (1, -1), (-1, -1)] {
        let mv = ThricewiseMove::Place {
            card: n("Mill"),
            cell: Cell::new(r, c),
        };
        assert!(!game.legal_moves().contains(&mv), "{mv}");
        assert!(game.apply(&mv).is_err(), "{mv}");
        assert_eq!(game, before);
    }
    assert!(game.legal_moves().contains(&ThricewiseMove::Place {
        card: n("Mill"),
        cell: Cell::new(2, 5)
    }));
    place(&mut game, "Mill", (0, 5));
}

#[test]
fn placing_the_36th_card_ends_the_game_at_once() {
    // A 6×6 grid with one hole, seat 1 holding the last card.
    let mut g = Grid::empty();
    let mut cards = DecktetCard::all().filter(|&c| c != n("Soldier"));
    for row in 0..6 {
        for col in 0..6 {
            if (row, col) != (2, 3) {
                g.put(Cell::new(row, col), cards.next().unwrap());
            }
        }
    }
    assert_eq!(g.len(), 35);
    let mut game =
        Thricewise::from_position(&opts(2), g, vec![DecktetSet::EMPTY, set(&["Soldier"])]);
    assert_eq!(game.current_player(), Some(1), "seat 0 holds nothing");
    pick(&mut game, "Soldier");
    assert_eq!(
        game.legal_moves(),
        vec![ThricewiseMove::Place {
            card: n("Soldier"),
            cell: Cell::new(2, 3)
        }]
    );
    place(&mut game, "Soldier", (2, 3));
    assert_eq!(game.grid().len(), 36);
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.current_player(), None);
    assert!(game.legal_moves().is_empty());
    let before = game.clone();
    assert!(game.apply(&ThricewiseMove::Pick(n("Soldier"))).is_err());
    assert_eq!(game, before);
}

/// One pick per seat holding cards: with `distinct`, ranks all different
/// where the hands allow it.
fn plan_picks(hands: &[DecktetSet], distinct: bool) -> Vec<Option<DecktetCard>> {
    fn search(hands: &[DecktetSet], seat: usize, plan: &mut Vec<Option<DecktetCard>>) -> bool {
        if seat == hands.len() {
            return true;
        }
        if hands[seat].is_empty() {
            plan.push(None);
            if search(hands, seat + 1, plan) {
                return true;
            }
            plan.pop();
            return false;
        }
        // Ranks many hands hold first, so they don't pile up to the end.
        let held = |r: u8| -> usize {
            hands
                .iter()
                .map(|h| h.iter().filter(|c| c.rank() == r).count())
                .sum()
        };
        let mut cards: Vec<DecktetCard> = hands[seat].iter().collect();
        cards.sort_by_key(|c| std::cmp::Reverse(held(c.rank())));
        for c in cards {
            if plan.iter().flatten().any(|p| p.rank() == c.rank()) {
                continue;
            }
            plan.push(Some(c));
            if search(hands, seat + 1, plan) {
                return true;
            }
            plan.pop();
        }
        false
    }
    let mut plan = Vec::new();
    if distinct && search(hands, 0, &mut plan) {
        return plan;
    }
    hands.iter().map(|h| h.iter().next()).collect()
}

/// Plays a full game from the deal, a computer-free stand-in for players:
/// each pick avoids the ranks already picked this turn where it can, each
/// placement is the first legal one. Checks along the way; returns the game.
fn play_out(mut game: Thricewise, avoid_clashes: bool) -> (Thricewise, bool) {
    let mut any_deferred = false;
    let players = game.seat_count();
    let mut earned = vec![0i64; players];
    // This turn's picks, planned for all seats at once.
    let mut plan: Vec<Option<DecktetCard>> = Vec::new();
    let mut moves = 0;
    while let Some(seat) = game.current_player() {
        moves += 1;
        assert!(moves < 1000);
        let legal = game.legal_moves();
        assert!(!legal.is_empty());
        let mv = match game.phase() {
            Phase::Pick => {
                if game.observation(seat).picked.iter().all(|p| !p) {
                    let hands: Vec<DecktetSet> = (0..players).map(|s| game.hand(s)).collect();
                    plan = plan_picks(&hands, avoid_clashes);
                }
                let card = plan[seat].expect("a planned pick");
                ThricewiseMove::Pick(card)
            }
            Phase::Place => legal[0],
            Phase::Over => unreachable!(),
        };
        assert!(legal.contains(&mv), "{mv}");
        game.apply(&mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        any_deferred |= (0..players).any(|s| !game.deferred(s).is_empty());
        if let ThricewiseMove::Place { .. } = mv {
            let last = game.last_placement().unwrap();
            assert_eq!(last.seat, seat);
            earned[seat] += last.points();
            if game.grid().len() == 36 {
                assert_eq!(game.phase(), Phase::Over, "the 36th card ends the game");
            }
        }
        let (top_left, bottom_right) = game.grid().bounds();
        assert!(bottom_right.row - top_left.row < 6, "{:?}", game.grid());
        assert!(bottom_right.col - top_left.col < 6, "{:?}", game.grid());
        // Every card is somewhere, once.
        let places: HashSet<DecktetCard> = game.card_places().iter().map(|(_, c)| *c).collect();
        assert_eq!(places.len(), 36);
        assert_eq!(game.card_places().len(), 36);
    }
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.scores(), earned, "scores are the placements' points");
    assert!(
        game.grid().len() == 36 || (0..players).all(|s| game.hand(s).is_empty()),
        "the game ends full or with no cards in hand"
    );
    (game, any_deferred)
}

#[test]
fn a_game_without_deferrals_fills_the_grid() {
    // Picks planned so no two ranks clash where the hands allow: every such
    // game places all 36 cards and ends on the 36th.
    for players in 2..=5 {
        let mut clash_free = 0;
        for seed in 1..=40 {
            let game = Thricewise::new(&opts(players), Seed::from_number(seed));
            let (game, deferred) = play_out(game, true);
            if !deferred {
                clash_free += 1;
                assert_eq!(game.grid().len(), 36, "{players} players, seed {seed}");
                assert_eq!(game.deck_count(), 0);
            }
        }
        assert!(
            clash_free >= 5,
            "{players} players: {clash_free} clash-free games"
        );
    }
}

#[test]
fn seeded_games_end_properly() {
    for players in 2..=5 {
        for seed in 1..=15 {
            let game = Thricewise::new(&opts(players), Seed::from_number(seed));
            let (game, _) = play_out(game, seed % 2 == 0);
            assert_eq!(game.current_player(), None);
        }
    }
}

#[test]
fn the_game_ends_when_no_player_holds_a_card_with_deferred_cards_left() {
    let g = grid(&[
        ((0, 0), "Author"),
        ((0, 1), "Desert"),
        ((1, 0), "Origin"),
        ((1, 1), "Journey"),
    ]);
    // Both pick a five: both deferred, nobody holds a card: over.
    let mut game = Thricewise::from_position(
        &opts(2),
        g.clone(),
        vec![set(&["Forest"]), set(&["Discovery"])],
    );
    pick(&mut game, "Forest");
    pick(&mut game, "Discovery");
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.current_player(), None);
    assert_eq!(game.deferred(0), set(&["Forest"]));
    assert_eq!(game.deferred(1), set(&["Discovery"]));
    assert_eq!(game.grid().len(), 4);
    assert_eq!(game.winners(), vec![0, 1]);

    // Seat 0 still holds the Mill: one more turn, in which only seat 0
    // picks and places (with its Forest); seat 1's Discovery is left over.
    let mut game = Thricewise::from_position(
        &opts(2),
        g,
        vec![set(&["Forest", "Mill"]), set(&["Discovery"])],
    );
    pick(&mut game, "Forest");
    pick(&mut game, "Discovery");
    assert_eq!(game.phase(), Phase::Pick);
    assert_eq!(game.current_player(), Some(0));
    pick(&mut game, "Mill");
    assert_eq!(game.phase(), Phase::Place, "seat 1 has nothing to pick");
    assert_eq!(game.observation(0).to_place(0), set(&["Forest", "Mill"]));
    place(&mut game, "Forest", (2, 0));
    assert_eq!(game.phase(), Phase::Place);
    place(&mut game, "Mill", (2, 1));
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.deferred(1), set(&["Discovery"]));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn equal_top_scores_share_the_win() {
    //   Forest(5) Discovery(5) [Soldier → set of fives, 5]
    //   .
    //   .
    //   .         Painter(3)
    //   Author(2) [Journey 3]  Battle(4)   (2-3-4 straight, 2)
    //   .         Savage(3)                (set of threes, 3)
    let g = grid(&[
        ((0, 0), "Forest"),
        ((0, 1), "Discovery"),
        ((3, 1), "Painter"),
        ((4, 0), "Author"),
        ((4, 2), "Battle"),
        ((5, 1), "Savage"),
    ]);
    let mut game = Thricewise::from_position(
        &opts(3),
        g.clone(),
        vec![set(&["Soldier"]), set(&["Journey"])],
    );
    pick(&mut game, "Soldier");
    pick(&mut game, "Journey");
    assert_eq!(game.phase(), Phase::Place, "seat 2 holds nothing to pick");
    let journey = place(&mut game, "Journey", (4, 1));
    assert_eq!(journey.points(), 5);
    let soldier = place(&mut game, "Soldier", (0, 2));
    assert_eq!(soldier.points(), 5);
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.scores(), vec![5, 5, 0]);
    assert_eq!(game.winners(), vec![0, 1]);

    // The same with the Journey elsewhere: seat 0 alone wins.
    let mut game =
        Thricewise::from_position(&opts(3), g, vec![set(&["Soldier"]), set(&["Journey"])]);
    pick(&mut game, "Soldier");
    pick(&mut game, "Journey");
    place(&mut game, "Journey", (1, 0));
    place(&mut game, "Soldier", (0, 2));
    assert_eq!(game.scores(), vec![5, 0, 0]);
    assert_eq!(game.winners(), vec![0]);
}

// ------------------------------------------------------------ options

fn params(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn options_round_trip_through_link_params() {
    let kinds = Opponent::ALL;
    for players in 2..=5usize {
        for first in kinds {
            let mut opponents = vec![Opponent::Easy; players - 1];
            opponents[0] = first;
            *opponents.last_mut().unwrap() = kinds[players % kinds.len()];
            let options = ThricewiseOptions { opponents };
            assert_eq!(options.validate(), Ok(()));
            let link: Vec<(String, String)> = options
                .to_params()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
            assert_eq!(link[0], ("players".to_string(), players.to_string()));
            assert_eq!(
                ThricewiseOptions::from_params(&link).as_ref(),
                Ok(&options),
                "{link:?}"
            );
        }
    }
    assert_eq!(
        ThricewiseOptions {
            opponents: vec![Opponent::Easy, Opponent::Hard]
        }
        .to_params(),
        vec![
            ("players", "3".to_string()),
            ("opponents", "easy,hard".to_string())
        ]
    );
    assert_eq!(
        ThricewiseOptions::from_params(&params(&[
            ("players", "4"),
            ("opponents", "hard,person,normal")
        ])),
        Ok(ThricewiseOptions {
            opponents: vec![Opponent::Hard, Opponent::Person, Opponent::Normal]
        })
    );
}

#[test]
fn options_defaults_for_missing_params() {
    assert_eq!(
        ThricewiseOptions::from_params(&[]),
        Ok(ThricewiseOptions::default())
    );
    assert_eq!(ThricewiseOptions::default().players(), 3);
    // A player count alone: Easy computers fill the seats.
    assert_eq!(
        ThricewiseOptions::from_params(&params(&[("players", "5")])),
        Ok(opts(5))
    );
    // Opponents alone: the count follows them.
    assert_eq!(
        ThricewiseOptions::from_params(&params(&[("opponents", "hard")])),
        Ok(ThricewiseOptions {
            opponents: vec![Opponent::Hard]
        })
    );
    // Fewer opponents than seats: the rest are Easy.
    assert_eq!(
        ThricewiseOptions::from_params(&params(&[("players", "4"), ("opponents", "hard")])),
        Ok(ThricewiseOptions {
            opponents: vec![Opponent::Hard, Opponent::Easy, Opponent::Easy]
        })
    );
}

#[test]
fn options_refuse_bad_values_with_a_message() {
    let bad: &[&[(&str, &str)]] = &[
        &[("players", "1")],
        &[("players", "6")],
        &[("players", "0")],
        &[("players", "three")],
        &[("players", "")],
        &[("players", "-2")],
        &[("opponents", "easy,wizard")],
        &[("opponents", "")],
        &[("opponents", "easy,,hard")],
        &[("players", "2"), ("opponents", "easy,hard")],
        &[("opponents", "easy,easy,easy,easy,easy")],
        &[("colour", "red")],
    ];
    for list in bad {
        let err = ThricewiseOptions::from_params(&params(list))
            .expect_err(&format!("{list:?} should be refused"));
        assert!(err.len() > 10, "{list:?}: {err:?}");
    }
    let err = ThricewiseOptions::from_params(&params(&[("players", "6")])).unwrap_err();
    assert!(err.contains("players"), "{err}");
    let err = ThricewiseOptions::from_params(&params(&[("opponents", "easy,wizard")])).unwrap_err();
    assert!(err.contains("wizard"), "{err}");
    // A hand-made save with a bad count fails validation.
    assert!(ThricewiseOptions { opponents: vec![] }.validate().is_err());
    assert!(ThricewiseOptions {
        opponents: vec![Opponent::Easy; 5]
    }
    .validate()
    .is_err());
}

// ------------------------------------------------------------ golden deal

/// Golden: the seed → deal contract. If this fails, every shared link and
/// save would open a different deal: do not "fix" the expected cards.
#[test]
fn golden_deal_seed_1() {
    let options = ThricewiseOptions {
        opponents: vec![Opponent::Easy, Opponent::Easy],
    };
    let game = Thricewise::new(&options, Seed::from_number(1));
    let hands: Vec<Vec<String>> = (0..3)
        .map(|s| game.hand(s).iter().map(|c| c.to_string()).collect())
        .collect();
    // The deck, first card to be drawn first (card_places lists it top last).
    let mut deck: Vec<String> = game
        .card_places()
        .into_iter()
        .filter(|(p, _)| *p == Place::Deck)
        .map(|(_, c)| c.to_string())
        .collect();
    deck.reverse();
    assert_eq!(
        hands,
        vec![
            vec!["AV", "2VL", "8YK"],
            vec!["AM", "AL", "4VL"],
            vec!["5YK", "CM", "CS"],
        ]
    );
    assert_eq!(
        grid_text(game.grid()),
        vec!["0,0 8VL", "0,1 7SK", "0,2 5SV", "1,0 AS", "1,1 AY", "1,2 2SY"]
    );
    assert_eq!(
        deck,
        vec![
            "4YK", "9LK", "8MS", "4MS", "9VY", "5ML", "CV", "3LY", "2MK", "CY", "7ML", "AK", "3SK",
            "CL", "7VY", "9MS", "6MV", "3MV", "6LK", "CK", "6SY",
        ]
    );
    // Same seed, same deal; another seed, another deal.
    assert_eq!(game, Thricewise::new(&options, Seed::from_number(1)));
    assert_ne!(game, Thricewise::new(&options, Seed::from_number(2)));
}

/// `reveals_cards` (which keeps Undo from stepping back over new cards) says
/// yes exactly when a move shows something new: the last pick (the reveal)
/// or the placement that ends a turn and deals new cards.
#[test]
fn reveals_cards_is_exactly_the_reveal_and_the_draw() {
    use cardtable::engine::DealRng;
    let mut checked = (0, 0);
    for players in 2..=5 {
        let options = ThricewiseOptions {
            opponents: vec![Opponent::Easy; players - 1],
        };
        for n in 0..20 {
            let mut game = Thricewise::new(&options, Seed::from_number(n));
            let mut rng = DealRng::from_number(n);
            while let Some(mv) = game.random_move(&mut rng) {
                let before = game.clone();
                game.apply(&mv).unwrap();
                let shows_new = game.observation(0).revealed != before.observation(0).revealed
                    || game.turn() != before.turn()
                        && before.deck_count() >= players
                        && matches!(mv, ThricewiseMove::Place { .. })
                    || matches!(mv, ThricewiseMove::Pick(_)) && game.phase() != Phase::Pick
                    || matches!(mv, ThricewiseMove::Pick(_)) && game.turn() != before.turn();
                assert_eq!(before.reveals_cards(&mv), shows_new, "{mv} in {before:?}");
                checked.0 += 1;
                checked.1 += shows_new as u32;
            }
        }
    }
    assert!(checked.1 > 100, "{checked:?}");
}
