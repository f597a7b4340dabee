//! The shared invariant harness (after board-game-rs): one generic test, run
//! for every game over many random playouts. It lives in the library so the
//! integration tests and the CLI can both use it.
//!
//! For every position reached it checks that: every legal move applies;
//! every other move of the game's move universe is refused and changes
//! nothing; every card of the deck lies in exactly one place; a game that is
//! not over has a legal move and one that is over has none; what a bot
//! imagines from a seat's view (a determinization) shows that seat exactly
//! the same view and the same legal moves; undo returns the previous
//! position; and at the end the saved record round-trips through JSON and
//! replays to the live state.

use super::{DealRng, Game, PlayedGame, Record, Seed};

/// Chooses the next move of a random playout.
pub type Policy<G> = fn(&G, &[<G as Game>::Move], &mut DealRng) -> <G as Game>::Move;

/// Picks uniformly among the legal moves.
pub fn uniform<G: Game>(_: &G, moves: &[G::Move], rng: &mut DealRng) -> G::Move {
    moves[rng.below(moves.len() as u32) as usize].clone()
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    pub games: u64,
    /// Games that reached their end (the rest stopped at the move cap).
    pub ended: u64,
    pub moves: u64,
    pub total_score: i64,
}

/// Longest game we accept before calling it a loop.
const MOVE_LIMIT: usize = 20_000;

/// How hard each playout is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop a playout after this many moves and check it there; `None`: the
    /// game must end by itself (within 20,000 moves). For games that may
    /// run on, like a Pick Up match to 1000 under random play.
    pub max_moves: Option<usize>,
    /// Check this many moves of the move universe at each position, drawn at
    /// random (all of them when `None`); over thousands of positions every
    /// move is tried, at a fraction of the cost.
    pub universe_sample: Option<usize>,
}

impl Limits {
    /// Every universe move at every position; the game must end.
    pub const FULL: Limits = Limits {
        max_moves: None,
        universe_sample: None,
    };
}

pub fn check_cards<G: Game>(game: &G) -> Result<(), String> {
    let mut deck = game.deck();
    deck.sort_unstable();
    check_cards_against(game, &deck)
}

/// [`check_cards`] against the deck already sorted (a playout's deck does
/// not change: the soak sorts it once a game).
fn check_cards_against<G: Game>(game: &G, deck: &[G::Card]) -> Result<(), String> {
    let placed = game.card_places();
    // Each placed card ticks off a copy of itself in the sorted deck (a
    // search, not a sort: this runs at every position of every playout).
    let mut found = vec![false; deck.len()];
    let all_once = placed.len() == deck.len()
        && placed.iter().all(|(_, card)| {
            let first = deck.partition_point(|c| c < card);
            let copy = (first..deck.len())
                .take_while(|&i| deck[i] == *card)
                .find(|&i| !found[i]);
            copy.map(|i| found[i] = true).is_some()
        });
    if !all_once {
        return Err(format!(
            "cards out of place: {} in the deck, {} placed (duplicates or losses)",
            deck.len(),
            placed.len()
        ));
    }
    Ok(())
}

fn check_notation<G: Game>(game: &G) -> Result<(), String> {
    for mv in game.move_universe() {
        let text = mv.to_string();
        if text.parse::<G::Move>().as_ref() != Ok(&mv) {
            return Err(format!(
                "move {mv:?} does not round-trip through its notation {text:?}"
            ));
        }
    }
    Ok(())
}

fn check_position<G: Game>(
    game: &G,
    sample: Option<usize>,
    rng: &mut DealRng,
) -> Result<Vec<G::Move>, String> {
    check_cards(game)?;
    let legal = game.legal_moves();
    if game.is_over() != legal.is_empty() {
        return Err(format!(
            "over = {} but {} legal moves",
            game.is_over(),
            legal.len()
        ));
    }
    if game.scores().len() != game.seat_count() {
        return Err("one score per seat expected".into());
    }
    // The search's moves for its own seat and for the others must be legal:
    // an illegal one would not fail loudly, only cut its playout short.
    for (what, mv) in [
        ("random_move", game.random_move(rng)),
        ("others_policy_move", game.others_policy_move(rng)),
    ] {
        match mv {
            Some(mv) if !legal.contains(&mv) => {
                return Err(format!("{what} gave the illegal move {mv}"))
            }
            None if !legal.is_empty() => {
                return Err(format!("{what} gave no move, with {} legal", legal.len()))
            }
            _ => {}
        }
    }
    let mut universe = game.move_universe();
    if let Some(n) = sample {
        // The legal moves, and a random handful of the others.
        let mut others: Vec<G::Move> = universe
            .into_iter()
            .filter(|m| !legal.contains(m))
            .collect();
        for i in 0..n.min(others.len()) {
            let j = i + rng.below((others.len() - i) as u32) as usize;
            others.swap(i, j);
        }
        others.truncate(n);
        universe = legal.iter().cloned().chain(others).collect();
    }
    for mv in universe {
        let mut copy = game.clone();
        let result = copy.apply(&mv);
        match (legal.contains(&mv), result) {
            (true, Err(e)) => return Err(format!("legal move {mv} refused: {e}")),
            (false, Ok(())) => return Err(format!("illegal move {mv} accepted")),
            (false, Err(e)) if copy != *game => {
                return Err(format!("refused move {mv} ({e}) changed the game"))
            }
            (false, Err(e)) if e.0.is_empty() => {
                return Err(format!("move {mv} refused without a reason"))
            }
            _ => {}
        }
    }
    Ok(legal)
}

/// A determinization from each seat's view must show that seat the same view,
/// hold every card once, and (for the player to move) offer the same moves.
pub fn check_determinize<G: Game>(game: &G, rng: &mut DealRng) -> Result<(), String> {
    for seat in 0..game.seat_count() {
        let view = game.observation(seat);
        let imagined = G::determinize(&view, rng);
        if imagined.observation(seat) != view {
            return Err(format!(
                "a determinization for seat {seat} changes what it sees"
            ));
        }
        check_cards(&imagined).map_err(|e| format!("determinization for seat {seat}: {e}"))?;
        // What the seat sees stays where it is; only its hidden cards move
        // (so `hidden_from` names every card the view leaves out).
        let hidden = game.hidden_from(seat);
        let now = imagined.card_places();
        for (place, card) in game.card_places() {
            let moved = !now.iter().any(|(p, c)| *c == card && *p == place);
            if moved && !hidden.contains(&card) {
                return Err(format!(
                    "a determinization for seat {seat} moves {card:?} from {place:?}, \
                     which hidden_from does not name"
                ));
            }
        }
        if game.current_player() == Some(seat) && imagined.legal_moves() != game.legal_moves() {
            return Err(format!(
                "a determinization for seat {seat} changes its legal moves"
            ));
        }
    }
    Ok(())
}

/// One checked random playout.
pub fn check_playout<G: Game>(
    options: &G::Options,
    seed: Seed,
    policy: Policy<G>,
    rng: &mut DealRng,
    limits: Limits,
) -> Result<PlayedGame<G>, String> {
    let mut played = PlayedGame::<G>::new(options.clone(), seed);
    check_notation(played.state())?;
    let fail = |played: &PlayedGame<G>, e: String| failure(seed, played, e);
    loop {
        let legal = check_position(played.state(), limits.universe_sample, rng)
            .map_err(|e| fail(&played, e))?;
        check_determinize(played.state(), rng).map_err(|e| fail(&played, e))?;
        if legal.is_empty() || limits.max_moves == Some(played.record().moves.len()) {
            break;
        }
        if played.record().moves.len() > MOVE_LIMIT {
            return Err(fail(&played, "the game does not end".into()));
        }
        let mv = policy(played.state(), &legal, rng);
        let before = played.clone();
        played.play(mv.clone()).map_err(|e| fail(&played, e.0))?;
        if played.can_undo() {
            let mut back = played.clone();
            back.undo();
            if back.state() != before.state() {
                return Err(fail(
                    &played,
                    format!("undo of {mv} did not restore the position"),
                ));
            }
        }
    }
    let json = played.record().to_json();
    let loaded = Record::<G>::from_json(&json).map_err(|e| fail(&played, e.to_string()))?;
    if &loaded != played.record() {
        return Err(fail(
            &played,
            "the record does not round-trip through JSON".into(),
        ));
    }
    let replayed = loaded.replay().map_err(|e| fail(&played, e.to_string()))?;
    if &replayed != played.state() {
        return Err(fail(
            &played,
            "the replay differs from the live game".into(),
        ));
    }
    Ok(played)
}

/// Many checked playouts with seeds `first_seed..first_seed + games`, each
/// checked fully and played to its end.
pub fn check_playouts<G: Game>(
    options: &G::Options,
    first_seed: u64,
    games: u64,
    policy: Policy<G>,
) -> Result<PlayoutStats, String> {
    check_playouts_with(options, first_seed, games, policy, Limits::FULL)
}

pub fn check_playouts_with<G: Game>(
    options: &G::Options,
    first_seed: u64,
    games: u64,
    policy: Policy<G>,
    limits: Limits,
) -> Result<PlayoutStats, String> {
    let mut stats = PlayoutStats::default();
    let mut rng = DealRng::from_number(first_seed ^ 0x5eed);
    for n in first_seed..first_seed + games {
        let played = check_playout::<G>(options, Seed::from_number(n), policy, &mut rng, limits)?;
        stats.games += 1;
        stats.ended += played.state().is_over() as u64;
        stats.moves += played.record().moves.len() as u64;
        stats.total_score += played.state().scores()[0];
    }
    Ok(stats)
}

/// A lighter check, for many more playouts of long games than the full one
/// affords: at every position every card lies in one place, a game is over
/// exactly when it has no legal move, every legal move applies, and a
/// determinization from the mover's view shows it the same view and moves;
/// at the end the record round-trips through JSON and replays to the live
/// state. It skips the move universe and undo (a copy of the game for each
/// universe move, a replay from the deal for each move). Games must end
/// within the same 20,000 moves.
pub fn check_playouts_light<G: Game>(
    options: &G::Options,
    first_seed: u64,
    games: u64,
    policy: Policy<G>,
) -> Result<PlayoutStats, String> {
    let mut stats = PlayoutStats::default();
    let mut rng = DealRng::from_number(first_seed ^ 0x1197);
    for n in first_seed..first_seed + games {
        let seed = Seed::from_number(n);
        let mut played = PlayedGame::<G>::new(options.clone(), seed);
        let fail = |played: &PlayedGame<G>, e: String| failure(seed, played, e);
        loop {
            let game = played.state();
            check_cards(game).map_err(|e| fail(&played, e))?;
            let legal = game.legal_moves();
            if game.is_over() != legal.is_empty() {
                return Err(fail(&played, "over, or legal moves, but not both".into()));
            }
            for mv in &legal {
                let mut copy = game.clone();
                copy.apply(mv)
                    .map_err(|e| fail(&played, format!("legal move {mv} refused: {e}")))?;
            }
            let Some(seat) = game.current_player() else {
                break;
            };
            let view = game.observation(seat);
            let imagined = G::determinize(&view, &mut rng);
            if imagined.observation(seat) != view || imagined.legal_moves() != legal {
                return Err(fail(
                    &played,
                    format!("a determinization for seat {seat} changes its view or moves"),
                ));
            }
            if played.record().moves.len() > MOVE_LIMIT {
                return Err(fail(&played, "the game does not end".into()));
            }
            let mv = policy(game, &legal, &mut rng);
            played.play(mv).map_err(|e| fail(&played, e.0))?;
        }
        check_record(&played).map_err(|e| fail(&played, e))?;
        stats.games += 1;
        stats.ended += played.state().is_over() as u64;
        stats.moves += played.record().moves.len() as u64;
        stats.total_score += played.state().scores()[0];
    }
    Ok(stats)
}

/// The option sets the generic checks play: one per player count the game
/// takes (its default where it has no `players` option).
pub fn player_counts<G: Game>() -> Vec<G::Options> {
    use super::GameOptions;
    let (fewest, most) = G::INFO.players;
    let mut sets: Vec<G::Options> = (fewest..=most)
        .filter_map(|n| G::Options::from_params(&[("players".into(), n.to_string())]).ok())
        .collect();
    if sets.is_empty() {
        sets.push(G::Options::default());
    }
    sets
}

/// One soak playout (`cardtable-cli soak`): a random game to its end
/// (uniform, but in a solitaire a move that ends the game is chosen only 1
/// time in 50), checked at every position: every card lies in one place, the game
/// is over exactly when it has no legal move, every legal move applies,
/// and `illegal` moves of the move universe that are not legal, drawn at
/// random, are refused with a reason and change nothing (`tried`: only so
/// many legal moves, drawn at random, for a faster run); at the end the
/// record round-trips through JSON and replays to the live state. (The
/// full check's determinizations and undo are left to the test runs: they
/// cost more than the rest together.) Returns the moves played and whether
/// the game ended by itself (`max_moves` stops a game that may run on).
pub fn soak_playout<G: Game>(
    options: &G::Options,
    seed: Seed,
    tried: Option<usize>,
    illegal: usize,
    max_moves: Option<usize>,
    rng: &mut DealRng,
) -> Result<(usize, bool), String> {
    let mut played = PlayedGame::<G>::new(options.clone(), seed);
    let universe = played.state().move_universe();
    let mut deck = played.state().deck();
    deck.sort_unstable();
    // Only a solitaire's player ends the game by choice (Verslun's End).
    let solitaire = G::INFO.players.1 == 1;
    let fail = |played: &PlayedGame<G>, e: String| failure(seed, played, e);
    loop {
        let game = played.state();
        check_cards_against(game, &deck).map_err(|e| fail(&played, e))?;
        let legal = game.legal_moves();
        if game.is_over() != legal.is_empty() {
            return Err(fail(&played, "over, or legal moves, but not both".into()));
        }
        // Every legal move applies (or `tried` of them, drawn at random);
        // a solitaire's random player ends the game by choice only now and
        // then (a Verslun player may stop at any time), so playouts go deep.
        let mut going_on = Vec::with_capacity(legal.len());
        let tried = tried.unwrap_or(legal.len()).min(legal.len());
        for k in 0..legal.len() {
            let i = match tried == legal.len() {
                true => k,
                false if k < tried => rng.below(legal.len() as u32) as usize,
                false => break,
            };
            let mv = &legal[i];
            let mut copy = game.clone();
            copy.apply(mv)
                .map_err(|e| fail(&played, format!("legal move {mv} refused: {e}")))?;
            if solitaire && !copy.is_over() {
                going_on.push(i);
            }
        }
        if !universe.is_empty() {
            for _ in 0..illegal {
                let mv = &universe[rng.below(universe.len() as u32) as usize];
                if legal.contains(mv) {
                    continue;
                }
                let mut copy = game.clone();
                match copy.apply(mv) {
                    Ok(()) => return Err(fail(&played, format!("illegal move {mv} accepted"))),
                    Err(e) if e.0.is_empty() => {
                        return Err(fail(&played, format!("move {mv} refused without a reason")))
                    }
                    Err(e) if copy != *game => {
                        return Err(fail(
                            &played,
                            format!("refused move {mv} ({e}) changed the game"),
                        ))
                    }
                    Err(_) => {}
                }
            }
        }
        let made = played.record().moves.len();
        if legal.is_empty() || max_moves == Some(made) {
            break;
        }
        if made > MOVE_LIMIT {
            return Err(fail(&played, "the game does not end".into()));
        }
        let i = match going_on.is_empty() || going_on.len() == legal.len() || rng.below(50) == 0 {
            true => rng.below(legal.len() as u32) as usize,
            false => going_on[rng.below(going_on.len() as u32) as usize],
        };
        played
            .play(legal[i].clone())
            .map_err(|e| fail(&played, e.0))?;
    }
    check_record(&played).map_err(|e| fail(&played, e))?;
    Ok((played.record().moves.len(), played.state().is_over()))
}

/// A failed check, with where: the seed and the move.
fn failure<G: Game>(seed: Seed, played: &PlayedGame<G>, e: String) -> String {
    format!(
        "seed {seed}, after {} moves: {e}",
        played.record().moves.len()
    )
}

/// The record round-trips through JSON and replays to the live game.
fn check_record<G: Game>(played: &PlayedGame<G>) -> Result<(), String> {
    let json = played.record().to_json();
    let loaded = Record::<G>::from_json(&json).map_err(|e| e.to_string())?;
    let replayed = loaded.replay().map_err(|e| e.to_string())?;
    if &loaded != played.record() || &replayed != played.state() {
        return Err("the record does not round-trip and replay to the live game".into());
    }
    Ok(())
}
