//! The home page: the games, their options, deals, resume, settings.

use super::parts::{dynamic, text};
use super::{browser, Ctx};
use crate::app::link::{Deal, GameId, Route};
use crate::app::profile::Pace;
use crate::app::verslun_table::stats_key;
use crate::app::{arctic_table, asymmetry_table, pickup_table, thricewise_table};
use crate::engine::arctic::{ArcticOptions, PLAYERS as ARCTIC_PLAYERS};
use crate::engine::bot::Opponent;
use crate::engine::pickup::{MatchLength, HANDS};
use crate::engine::verslun::{VerslunOptions, COLUMN_COUNTS, HAND_SIZES};
use crate::engine::Seed;
use leptos::prelude::*;

#[component]
pub fn Home(ctx: Ctx) -> impl IntoView {
    view! {
        <div class="page home">
            <header class="home-header">
                <h1>"Card Table"</h1>
                <p class="tagline">"Card games for your pocket. Every deal has a seed code you can share."</p>
                <a class="button" href=Route::Stats.to_hash()>"Statistics"</a>
            </header>
            <VerslunCard ctx=ctx />
            <PickUpCard ctx=ctx />
            <ThricewiseCard ctx=ctx />
            <AsymmetryCard ctx=ctx />
            <ArcticCard ctx=ctx />
            <section class="game-card settings" aria-labelledby="settings-title">
                <h2 id="settings-title">"Settings"</h2>
                {toggle(
                    "Four-colour suits (clubs green, diamonds blue)",
                    Signal::derive(move || ctx.settings.with(|s| s.four_colour)),
                    Callback::new(move |on| ctx.settings.update(|s| s.four_colour = on)),
                )}
                {toggle(
                    "Card motion (cards travel to where they go)",
                    Signal::derive(move || ctx.settings.with(|s| s.motion)),
                    Callback::new(move |on| ctx.settings.update(|s| s.motion = on)),
                )}
                {choice(
                    "Computer pace ",
                    Pace::ALL.iter().map(|p| (p.id().to_string(), p.describe().to_string())).collect(),
                    Signal::derive(move || ctx.settings.with(|s| s.pace.id().to_string())),
                    Callback::new(move |v: String| {
                        if let Some(p) = Pace::ALL.into_iter().find(|p| p.id() == v) {
                            ctx.settings.update(|s| s.pace = p);
                        }
                    }),
                )}
                <p class="fine">"Light or dark follows your system. Progress is kept in this browser only."</p>
            </section>
            <super::backup::BackupSection ctx=ctx />
        </div>
    }
}

/// What every game's card offers: Resume, New deal, Daily deal, Rules and
/// a seed code. `deal` makes the deal for a seed from the chosen options.
/// Not generic, so both cards share one copy.
fn deal_actions(ctx: Ctx, game: GameId, deal: Callback<Seed, Deal>) -> impl IntoView {
    let seed_text = RwSignal::new(String::new());
    let seed_error = RwSignal::new(String::new());
    let open = move |seed: Seed| ctx.go(&Route::Play(deal.run(seed)));
    let input_id = format!("seed-code-{}", game.id());
    view! {
        {dynamic(move || match ctx.in_play(game) {
            Some((deal, progress)) => view! {
                <div class="resume">
                    <p>{format!("In play: {progress}.")}</p>
                    <button type="button" class="primary" on:click=move |_| ctx.go(&Route::Play(deal.clone()))>
                        "Resume"
                    </button>
                </div>
            }
            .into_any(),
            None => ().into_any(),
        })}
        <div class="actions">
            <button type="button" class="primary" on:click=move |_| open(browser::random_seed())>
                "New deal"
            </button>
            <button
                type="button"
                on:click=move |_| {
                    let (y, m, d) = browser::today();
                    open(Seed::daily(y, m, d));
                }
            >
                "Daily deal"
            </button>
            <a class="button" href=Route::Rules(game).to_hash()>
                "Rules"
            </a>
        </div>
        <form
            class="seed-form"
            on:submit=move |ev| {
                ev.prevent_default();
                match seed_text.get_untracked().parse::<Seed>() {
                    Ok(seed) => {
                        seed_error.set(String::new());
                        open(seed);
                    }
                    Err(e) => seed_error.set(e.to_string()),
                }
            }
        >
            <label for=input_id.clone()>"Open a seed code"</label>
            <input
                id=input_id
                type="text"
                inputmode="text"
                autocomplete="off"
                autocapitalize="characters"
                spellcheck="false"
                maxlength="12"
                placeholder="K7M2QX4P"
                prop:value=seed_text
                on:input:target=move |ev| seed_text.set(ev.target().value())
            />
            <button type="submit">"Open"</button>
            <p class="field-error" role="alert">{seed_error}</p>
        </form>
    }
}

/// A labelled drop-down: (value, words) choices; `change` gets the value.
fn choice(
    label: &'static str,
    choices: Vec<(String, String)>,
    current: Signal<String>,
    change: Callback<String>,
) -> impl IntoView {
    view! {
        <label>
            {label}
            <select on:change:target=move |ev| change.run(ev.target().value())>
                {choices
                    .into_iter()
                    .map(|(value, words)| {
                        let this = value.clone();
                        view! {
                            <option value=value selected=Signal::derive(move || current.with(|c| *c == this))>
                                {words}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// A labelled checkbox.
fn toggle(label: &'static str, on: Signal<bool>, change: Callback<bool>) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" prop:checked=on on:change:target=move |ev| change.run(ev.target().checked()) />
            {label}
        </label>
    }
}

fn numbers(range: impl Iterator<Item = u32>) -> Vec<(String, String)> {
    range.map(|n| (n.to_string(), n.to_string())).collect()
}

#[component]
fn VerslunCard(ctx: Ctx) -> impl IntoView {
    let options = RwSignal::new(match ctx.in_play(GameId::Verslun) {
        Some((Deal::Verslun { options, .. }, _)) => options,
        _ => Default::default(),
    });
    let stats_line = text(move || {
        let e = ctx.stats.with(|s| s.entry(&stats_key(&options.get())));
        match e.played {
            0 => "No games played with these options yet.".to_string(),
            n => format!(
                "With these options: {n} played · best {} · average {}",
                e.best,
                e.average_text(0)
            ),
        }
    });
    let number =
        move |get: fn(&VerslunOptions) -> u8| Signal::derive(move || options.with(get).to_string());
    let set_number = move |set: fn(&mut VerslunOptions, u8)| {
        Callback::new(move |v: String| {
            if let Ok(n) = v.parse() {
                options.update(|o| set(o, n));
            }
        })
    };
    let flag = move |get: fn(&VerslunOptions) -> bool| Signal::derive(move || options.with(get));
    let set_flag = move |set: fn(&mut VerslunOptions, bool)| {
        Callback::new(move |b: bool| options.update(|o| set(o, b)))
    };
    let to_u32 = |r: std::ops::RangeInclusive<u8>| (*r.start() as u32)..=(*r.end() as u32);
    view! {
        <section class="game-card" aria-labelledby="verslun-title">
            <h2 id="verslun-title">"Verslun"</h2>
            <p>
                "Solitaire. Pair cards from your Hand with the Columns, bottom card first, to claim them for points. Redeal when you are stuck; the game ends when a turn claims nothing."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {choice("Hand size ", numbers(to_u32(HAND_SIZES)), number(|o| o.hand_size), set_number(|o, n| o.hand_size = n))}
                {choice("Columns ", numbers(to_u32(COLUMN_COUNTS)), number(|o| o.columns), set_number(|o, n| o.columns = n))}
                {toggle("Aces wild", flag(|o| o.aces_wild), set_flag(|o, b| o.aces_wild = b))}
                {toggle("Rank pairs", flag(|o| o.rank_pairs), set_flag(|o, b| o.rank_pairs = b))}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(ctx, GameId::Verslun, Callback::new(move |seed| Deal::Verslun { options: options.get_untracked(), seed }))}
        </section>
    }
}

/// Match targets offered on the home page (a link may carry any from 100 to 5000).
const TARGETS: [u32; 5] = [100, 250, 500, 1000, 2000];

/// The match lengths offered: "5 hands" (1 to 20; value `h5`) or "First to
/// 1000" (value `t1000`), as one drop-down.
fn match_lengths() -> Vec<(String, String)> {
    let hands = HANDS.map(|n| {
        let s = if n == 1 { "" } else { "s" };
        (format!("h{n}"), format!("{n} hand{s}"))
    });
    let targets = TARGETS.map(|t| (format!("t{t}"), format!("First to {t}")));
    hands.chain(targets).collect()
}

fn length_value(length: MatchLength) -> String {
    match length {
        MatchLength::Hands(n) => format!("h{n}"),
        MatchLength::Target(t) => format!("t{t}"),
    }
}

#[component]
fn PickUpCard(ctx: Ctx) -> impl IntoView {
    let options = RwSignal::new(match ctx.in_play(GameId::PickUp) {
        Some((Deal::PickUp { options, .. }, _)) => options,
        _ => Default::default(),
    });
    let stats_line = text(move || {
        let o = options.get();
        let (Some(matches), Some(hands)) =
            (pickup_table::stats_key(&o), pickup_table::hands_key(&o))
        else {
            return "Matches between two people are not counted.".to_string();
        };
        let (m, h) = ctx.stats.with(|s| (s.entry(&matches), s.entry(&hands)));
        match (m.played, h.played) {
            (0, 0) => "No matches of this kind played against this opponent yet.".to_string(),
            _ => format!(
                "This kind of match, this opponent: matches {} · hands {}",
                m.won_text(),
                h.won_text()
            ),
        }
    });
    let opponents = Opponent::ALL
        .iter()
        .map(|o| (o.id().to_string(), o.describe().to_string()))
        .collect();
    let set_opponent = Callback::new(move |v: String| {
        if let Some(o) = Opponent::ALL.into_iter().find(|o| o.id() == v) {
            options.update(|x| x.opponent = o);
        }
    });
    let set_length = Callback::new(move |v: String| {
        let (kind, n) = v.split_at(1.min(v.len()));
        let length = match (kind, n.parse()) {
            ("h", Ok(n)) => MatchLength::Hands(n),
            ("t", Ok(t)) => MatchLength::Target(t),
            _ => return,
        };
        options.update(|x| x.length = length);
    });
    view! {
        <section class="game-card" aria-labelledby="pickup-title">
            <h2 id="pickup-title">"Pick Up"</h2>
            <p>
                "Two players. Take face-up table cards with cards of the same rank from your hand, in pairs or sets of four. Two hidden cards decide at the end which suit wins and which loses."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {choice("Opponent ", opponents, Signal::derive(move || options.with(|o| o.opponent.id().to_string())), set_opponent)}
                {choice("Match ", match_lengths(), Signal::derive(move || options.with(|o| length_value(o.length))), set_length)}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(ctx, GameId::PickUp, Callback::new(move |seed| Deal::PickUp { options: options.get_untracked(), seed }))}
        </section>
    }
}

#[component]
fn ThricewiseCard(ctx: Ctx) -> impl IntoView {
    let options = RwSignal::new(match ctx.in_play(GameId::Thricewise) {
        Some((Deal::Thricewise { options, .. }, _)) => options,
        _ => Default::default(),
    });
    let stats_line = text(move || {
        let Some(key) = thricewise_table::stats_key(&options.get()) else {
            return "Games with people at the screen are not counted.".to_string();
        };
        let e = ctx.stats.with(|s| s.entry(&key));
        match e.played {
            0 => "No games played against these opponents yet.".to_string(),
            _ => format!(
                "Against these opponents: {} · best {}",
                e.won_text(),
                e.best
            ),
        }
    });
    let set_opponents = Callback::new(move |o: Opponent| {
        options.update(|x| x.opponents.iter_mut().for_each(|s| *s = o))
    });
    let set_players = Callback::new(move |v: String| {
        if let Ok(n) = v.parse::<usize>() {
            options.update(|x| {
                let o = x.opponents.first().copied().unwrap_or(Opponent::Easy);
                x.opponents = vec![o; n.saturating_sub(1).max(1)];
            });
        }
    });
    view! {
        <section class="game-card" aria-labelledby="thricewise-title">
            <h2 id="thricewise-title">"Thricewise"</h2>
            <p>
                "Two to five players, with the Decktet. Everyone picks a card in secret; the picks are placed on a growing grid, lowest rank first. Three in a row that share a suit, a rank, or run in order score."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {choice("Players ", numbers(2..=5), Signal::derive(move || options.with(|o| o.players().to_string())), set_players)}
                {others_choice(Signal::derive(move || options.with(|o| o.opponents.first().copied().unwrap_or(Opponent::Easy))), set_opponents)}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(ctx, GameId::Thricewise, Callback::new(move |seed| Deal::Thricewise { options: options.get_untracked(), seed }))}
        </section>
    }
}

#[component]
fn AsymmetryCard(ctx: Ctx) -> impl IntoView {
    let options = RwSignal::new(match ctx.in_play(GameId::Asymmetry) {
        Some((Deal::Asymmetry { options, .. }, _)) => options,
        _ => Default::default(),
    });
    let stats_line = text(move || {
        let Some(key) = asymmetry_table::stats_key(&options.get()) else {
            return "Games with people at the screen are not counted.".to_string();
        };
        let e = ctx.stats.with(|s| s.entry(&key));
        match e.played {
            0 => "No games played against these opponents yet.".to_string(),
            _ => format!("Against these opponents: {}", e.won_text()),
        }
    });
    let set_opponents = Callback::new(move |o: Opponent| options.update(|x| x.opponents = [o; 3]));
    view! {
        <section class="game-card" aria-labelledby="asymmetry-title">
            <h2 id="asymmetry-title">"Asymmetry"</h2>
            <p>
                "Four players, each with a different power: the Ace you hold says which cards you may play on the pile. Place a Lessen Card to swap powers; the first to empty their hand wins."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {others_choice(Signal::derive(move || options.with(|o| o.opponents[0])), set_opponents)}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(ctx, GameId::Asymmetry, Callback::new(move |seed| Deal::Asymmetry { options: options.get_untracked(), seed }))}
        </section>
    }
}

/// "Others": one level (or a person) for every other seat; a link may mix them.
fn others_choice(current: Signal<Opponent>, set: Callback<Opponent>) -> impl IntoView {
    let opponents = Opponent::ALL
        .iter()
        .map(|o| (o.id().to_string(), o.describe().to_string()))
        .collect();
    choice(
        "Others ",
        opponents,
        Signal::derive(move || current.get().id().to_string()),
        Callback::new(move |v: String| {
            if let Some(o) = Opponent::ALL.into_iter().find(|o| o.id() == v) {
                set.run(o)
            }
        }),
    )
}

#[component]
fn ArcticCard(ctx: Ctx) -> impl IntoView {
    // Solo is the default here (a link without options deals three players).
    let options = RwSignal::new(match ctx.in_play(GameId::Arctic) {
        Some((Deal::Arctic { options, .. }, _)) => options,
        _ => ArcticOptions::solo(),
    });
    let stats_line = text(move || {
        let o = options.get();
        let Some(key) = arctic_table::stats_key(&o) else {
            return "Games with people at the screen are not counted.".to_string();
        };
        let e = ctx.stats.with(|s| s.entry(&key));
        match (e.played, o.is_solo()) {
            (0, true) => "No solo rounds played yet.".to_string(),
            (0, false) => "No matches played against these opponents yet.".to_string(),
            // Kept negated (higher is better there): shown as points.
            (_, true) => format!(
                "Solo: {} played · best {} · average {}",
                e.played,
                -e.best,
                e.average_text(1).trim_start_matches('-')
            ),
            (_, false) => format!("Against these opponents: {}", e.won_text()),
        }
    });
    let set_opponents = Callback::new(move |o: Opponent| {
        options.update(|x| x.opponents.iter_mut().for_each(|s| *s = o))
    });
    let set_players = Callback::new(move |v: String| {
        if let Ok(n) = v.parse::<usize>() {
            options.update(|x| {
                let o = x.opponents.first().copied().unwrap_or(Opponent::Easy);
                x.opponents = vec![o; n.saturating_sub(1)];
            });
        }
    });
    let players = ARCTIC_PLAYERS
        .map(|n| {
            let label = if n == 1 {
                "1 (solo)".to_string()
            } else {
                n.to_string()
            };
            (n.to_string(), label)
        })
        .collect();
    view! {
        <section class="game-card" aria-labelledby="arctic-title">
            <h2 id="arctic-title">"Arctic Solitaire"</h2>
            <p>
                "Build down three piles with the 125-card Triple Topper deck (4, 3, 2, 1, ?, 4…, sharing a colour or a shape); runs of the same card earn free discards. Empty your hand first. Solo: go out drawing as few cards as you can."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {choice("Players ", players, Signal::derive(move || options.with(|o| o.players().to_string())), set_players)}
                {move || (!options.with(|o| o.is_solo())).then(|| others_choice(Signal::derive(move || options.with(|o| o.opponents.first().copied().unwrap_or(Opponent::Easy))), set_opponents))}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(ctx, GameId::Arctic, Callback::new(move |seed| Deal::Arctic { options: options.get_untracked(), seed }))}
        </section>
    }
}
