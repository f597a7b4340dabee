//! The home page: the games, their options, deals, resume, settings.

use super::{browser, Ctx};
use crate::app::link::{Deal, GameId, Route};
use crate::app::pickup_table;
use crate::app::verslun_table::stats_key;
use crate::engine::pickup::Opponent;
use crate::engine::verslun::{VerslunOptions, COLUMN_COUNTS, HAND_SIZES};
use crate::engine::Seed;
use leptos::prelude::*;

const COMING: [(&str, &str); 3] = [
    (
        "Thricewise",
        "Two to five players grow a grid of Decktet cards, scoring runs of three.",
    ),
    (
        "Asymmetry",
        "Four players, each with a different power over which card may follow.",
    ),
    (
        "Arctic Solitaire",
        "Two to six players build down piles of the 125-card Triple Topper deck.",
    ),
];

#[component]
pub fn Home(ctx: Ctx) -> impl IntoView {
    view! {
        <div class="page home">
            <header class="home-header">
                <h1>"Card Table"</h1>
                <p class="tagline">"Card games for your pocket. Every deal has a seed code you can share."</p>
            </header>
            <VerslunCard ctx=ctx />
            <PickUpCard ctx=ctx />
            <section class="game-card coming" aria-labelledby="coming-title">
                <h2 id="coming-title">"Coming soon"</h2>
                <ul>
                    {COMING
                        .iter()
                        .map(|(name, about)| {
                            view! {
                                <li>
                                    <strong>{*name}</strong>
                                    " — "
                                    {*about}
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </section>
            <section class="game-card settings" aria-labelledby="settings-title">
                <h2 id="settings-title">"Settings"</h2>
                <label class="check">
                    <input
                        type="checkbox"
                        prop:checked=move || ctx.settings.with(|s| s.four_colour)
                        on:change:target=move |ev| {
                            let on = ev.target().checked();
                            ctx.settings.update(|s| s.four_colour = on);
                        }
                    />
                    "Four-colour suits (clubs green, diamonds blue)"
                </label>
                <p class="fine">"Light or dark follows your system. Progress is kept in this browser only."</p>
            </section>
        </div>
    }
}

/// What every game's card offers: Resume, New deal, Daily deal, Rules and
/// a seed code. `deal` makes the deal for a seed from the chosen options.
fn deal_actions(
    ctx: Ctx,
    game: GameId,
    deal: impl Fn(Seed) -> Deal + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let seed_text = RwSignal::new(String::new());
    let seed_error = RwSignal::new(None::<String>);
    let open = move |seed: Seed| ctx.go(&Route::Play(deal(seed)));
    let open_code = move || match seed_text.get_untracked().parse::<Seed>() {
        Ok(seed) => {
            seed_error.set(None);
            open(seed);
        }
        Err(e) => seed_error.set(Some(e.to_string())),
    };
    let input_id = format!("seed-code-{}", game.id());
    view! {
        {move || {
            ctx.in_play(game)
                .map(|(deal, progress)| {
                    view! {
                        <div class="resume">
                            <p>{format!("In play: {progress}.")}</p>
                            <button type="button" class="primary" on:click=move |_| ctx.go(&Route::Play(deal.clone()))>
                                "Resume"
                            </button>
                        </div>
                    }
                })
        }}
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
                open_code();
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
                prop:value=move || seed_text.get()
                on:input:target=move |ev| seed_text.set(ev.target().value())
            />
            <button type="submit">"Open"</button>
            {move || seed_error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
        </form>
    }
}

#[component]
fn VerslunCard(ctx: Ctx) -> impl IntoView {
    let options = RwSignal::new(
        ctx.verslun
            .with_untracked(|t| t.as_ref().map(|t| t.options().clone()))
            .unwrap_or_default(),
    );
    let stats_line = move || {
        let e = ctx.stats.with(|s| s.entry(&stats_key(&options.get())));
        match e.played {
            0 => "No games played with these options yet.".to_string(),
            n => format!(
                "With these options: {n} played · best {} · average {}",
                e.best,
                e.average_text(0)
            ),
        }
    };
    let select = |label: &'static str,
                  range: std::ops::RangeInclusive<u8>,
                  get: fn(&VerslunOptions) -> u8,
                  set: fn(&mut VerslunOptions, u8)| {
        view! {
            <label>
                {label}
                <select on:change:target=move |ev| {
                    if let Ok(n) = ev.target().value().parse::<u8>() {
                        options.update(|o| set(o, n));
                    }
                }>
                    {range
                        .map(|n| {
                            view! {
                                <option value=n.to_string() selected=move || options.with(|o| get(o) == n)>
                                    {n.to_string()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        }
    };
    let check = |label: &'static str,
                 get: fn(&VerslunOptions) -> bool,
                 set: fn(&mut VerslunOptions, bool)| {
        view! {
            <label class="check">
                <input
                    type="checkbox"
                    prop:checked=move || options.with(get)
                    on:change:target=move |ev| {
                        let on = ev.target().checked();
                        options.update(|o| set(o, on));
                    }
                />
                {label}
            </label>
        }
    };
    let deal = move |seed| Deal::Verslun {
        options: options.get_untracked(),
        seed,
    };
    view! {
        <section class="game-card" aria-labelledby="verslun-title">
            <h2 id="verslun-title">"Verslun"</h2>
            <p>
                "Solitaire. Pair cards from your Hand with the Columns, bottom card first, to claim them for points. Redeal when you are stuck; the game ends when a turn claims nothing."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {select("Hand size ", HAND_SIZES, |o| o.hand_size, |o, n| o.hand_size = n)}
                {select("Columns ", COLUMN_COUNTS, |o| o.columns, |o, n| o.columns = n)}
                {check("Aces wild", |o| o.aces_wild, |o, b| o.aces_wild = b)}
                {check("Rank pairs", |o| o.rank_pairs, |o, b| o.rank_pairs = b)}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(ctx, GameId::Verslun, deal)}
        </section>
    }
}

/// Match targets offered on the home page (a link may carry any from 100 to 5000).
const TARGETS: [u32; 5] = [100, 250, 500, 1000, 2000];

#[component]
fn PickUpCard(ctx: Ctx) -> impl IntoView {
    let options = RwSignal::new(
        ctx.pickup
            .with_untracked(|t| t.as_ref().map(|t| t.options().clone()))
            .unwrap_or_default(),
    );
    let stats_line = move || {
        let o = options.get();
        let (Some(matches), Some(hands)) =
            (pickup_table::stats_key(&o), pickup_table::hands_key(&o))
        else {
            return "Matches between two people are not counted.".to_string();
        };
        let (m, h) = ctx.stats.with(|s| (s.entry(&matches), s.entry(&hands)));
        match (m.played, h.played) {
            (0, 0) => "No matches played against this opponent yet.".to_string(),
            _ => format!(
                "Against this opponent: matches {} · hands {}",
                m.won_text(),
                h.won_text()
            ),
        }
    };
    let deal = move |seed| Deal::PickUp {
        options: options.get_untracked(),
        seed,
    };
    view! {
        <section class="game-card" aria-labelledby="pickup-title">
            <h2 id="pickup-title">"Pick Up"</h2>
            <p>
                "Two players. Take face-up table cards with cards of the same rank from your hand, in pairs or sets of four. Two hidden cards decide at the end which suit wins and which loses."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                <label>
                    "Opponent "
                    <select on:change:target=move |ev| {
                        if let Some(o) = Opponent::ALL.into_iter().find(|o| o.id() == ev.target().value()) {
                            options.update(|x| x.opponent = o);
                        }
                    }>
                        {Opponent::ALL
                            .map(|o| {
                                view! {
                                    <option value=o.id() selected=move || options.with(|x| x.opponent == o)>
                                        {o.describe()}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label>
                    "Play to "
                    <select on:change:target=move |ev| {
                        if let Ok(n) = ev.target().value().parse::<u32>() {
                            options.update(|x| x.target = n);
                        }
                    }>
                        {TARGETS
                            .map(|n| {
                                view! {
                                    <option value=n.to_string() selected=move || options.with(|x| x.target == n)>
                                        {n.to_string()}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(ctx, GameId::PickUp, deal)}
        </section>
    }
}
