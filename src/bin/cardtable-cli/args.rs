//! The words of a command: `--name value` flags, `--name` switches,
//! `name=value` game options, and plain words (the game, a seed, a file).

use cardtable::app::games::GameId;
use cardtable::engine::{Game, GameOptions, Seed, SeedError};

/// A command's words, split by kind.
pub struct Args {
    pub words: Vec<String>,
    /// `name=value` words: the game's options, read by
    /// [`GameOptions::from_params`].
    pub params: Vec<(String, String)>,
    flags: Vec<(String, String)>,
    switches: Vec<String>,
}

impl Args {
    /// Splits `args`; `flags` are the `--name value` flags the command
    /// knows, `switches` its `--name` flags without a value. Any other
    /// `--name` is an error naming the known ones.
    pub fn parse(args: &[String], flags: &[&str], switches: &[&str]) -> Result<Args, String> {
        let mut parsed = Args {
            words: Vec::new(),
            params: Vec::new(),
            flags: Vec::new(),
            switches: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if let Some(name) = arg.strip_prefix("--") {
                if switches.contains(&name) {
                    parsed.switches.push(name.to_string());
                } else if flags.contains(&name) {
                    let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                    parsed.flags.push((name.to_string(), value.clone()));
                } else {
                    let known: Vec<String> = flags
                        .iter()
                        .chain(switches)
                        .map(|f| format!("--{f}"))
                        .collect();
                    return Err(match known.is_empty() {
                        true => format!("unknown flag --{name} (this command takes none)"),
                        false => format!("unknown flag --{name} (flags: {})", known.join(", ")),
                    });
                }
            } else if let Some((name, value)) = arg.split_once('=') {
                parsed.params.push((name.to_string(), value.to_string()));
            } else {
                parsed.words.push(arg.clone());
            }
        }
        Ok(parsed)
    }

    /// The value of `--name`, if given (the last one given wins).
    pub fn flag(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn has_flag(&self, name: &str) -> bool {
        self.flag(name).is_some()
    }

    /// Was the switch `--name` given?
    pub fn switch(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    /// `--name N`, a whole number, or `default`.
    pub fn number(&self, name: &str, default: u64) -> Result<u64, String> {
        match self.flag(name) {
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{name} needs a whole number, not {v:?}")),
            None => Ok(default),
        }
    }

    /// `--name N` as a count of at least 1.
    pub fn count(&self, name: &str, default: u64) -> Result<usize, String> {
        Ok(self.number(name, default)?.max(1) as usize)
    }

    /// The plain word at `index` (0 is the first after the command), or an
    /// error asking for `what`.
    pub fn word(&self, index: usize, what: &str) -> Result<&str, String> {
        self.words
            .get(index)
            .map(String::as_str)
            .ok_or_else(|| format!("which {what}?"))
    }

    /// No more than `n` plain words.
    pub fn at_most_words(&self, n: usize) -> Result<(), String> {
        match self.words.get(n) {
            Some(extra) => Err(format!("unexpected word {extra:?}")),
            None => Ok(()),
        }
    }

    /// Commands that take no game options.
    pub fn no_options(&self) -> Result<(), String> {
        match self.params.first() {
            Some((name, _)) => Err(format!(
                "unexpected option {name}=… (this command takes none)"
            )),
            None => Ok(()),
        }
    }

    /// The first plain word as a game of the list.
    pub fn game(&self) -> Result<GameId, String> {
        game_id(self.word(0, "game")?)
    }

    /// The game's options from the `name=value` words (missing ones take
    /// their defaults).
    pub fn options<G: Game>(&self) -> Result<G::Options, String> {
        G::Options::from_params(&self.params)
    }

    /// `--name N`, or `none`, or the game's own: a limit of a bot search's
    /// work ([`Game::SEARCH_WORK_LIMIT`]).
    pub fn work_limit<G: Game>(&self, name: &str) -> Result<Option<u64>, String> {
        match self.flag(name) {
            None => Ok(G::SEARCH_WORK_LIMIT),
            Some("none") => Ok(None),
            Some(_) => self.number(name, 0).map(Some),
        }
    }
}

/// A game of the list by its id; an unknown id is an error listing them.
pub fn game_id(word: &str) -> Result<GameId, String> {
    GameId::from_id(word).ok_or_else(|| format!("unknown game {word:?} (games: {})", game_ids()))
}

/// Every game's id, in the list's order: "verslun, pickup, …".
pub fn game_ids() -> String {
    let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
    ids.join(", ")
}

/// A seed code (`K7M2QX4P`), or a number (`7` is the seed numbered 7).
pub fn seed_word(word: &str) -> Result<Seed, String> {
    match word.parse::<u64>() {
        Ok(n) if word.len() != 8 => {
            if n > Seed::MAX {
                return Err(format!("seed number {n} is over {}", Seed::MAX));
            }
            Ok(Seed::from_number(n))
        }
        _ => word.parse().map_err(|e: SeedError| e.to_string()),
    }
}

/// "Verslun, seed K7M2QX4P, 4 Columns · Hand 5": the game, the seed and the
/// options in words (left out where they say nothing).
pub fn headline<G: Game>(options: &G::Options, seed: Seed) -> String {
    match options.describe() {
        d if d.is_empty() => format!("{}, seed {seed}", G::INFO.name),
        d => format!("{}, seed {seed}, {d}", G::INFO.name),
    }
}

/// " (4 Columns · Hand 5)", or nothing where the options say nothing.
pub fn in_brackets(describe: &str) -> String {
    match describe.is_empty() {
        true => String::new(),
        false => format!(" ({describe})"),
    }
}
