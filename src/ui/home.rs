//! The home page: the games, their options, deals, resume, settings.

use super::{browser, Ctx};
use crate::app::link::{Deal, GameId, Route};
use crate::app::verslun_table::stats_key;
use crate::engine::verslun::{VerslunOptions, COLUMN_COUNTS, HAND_SIZES};
use crate::engine::{GameOptions, Seed};
use leptos::prelude::*;

const COMING: [(&str, &str); 4] = [
    ("Pick Up", "Two players take table cards with pairs and sets of four, then the hidden suits decide the score."),
    ("Thricewise", "Two to five players grow a grid of Decktet cards, scoring runs of three."),
    ("Asymmetry", "Four players, each with a different power over which card may follow."),
    ("Arctic Solitaire", "Two to six players build down piles of the 125-card Triple Topper deck."),
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

#[component]
fn VerslunCard(ctx: Ctx) -> impl IntoView {
    let options = RwSignal::new(
        ctx.verslun
            .with_untracked(|t| t.as_ref().map(|t| t.options().clone()))
            .unwrap_or_default(),
    );
    let seed_text = RwSignal::new(String::new());
    let seed_error = RwSignal::new(None::<String>);
    let open_deal = move |seed: Seed| {
        ctx.go(&Route::Play(Deal::Verslun {
            options: options.get_untracked(),
            seed,
        }));
    };
    let in_progress = move || {
        ctx.verslun.with(|t| {
            t.as_ref()
                .filter(|t| !t.is_over() && t.moves_made() > 0)
                .map(|t| {
                    (
                        t.deal(),
                        t.seed().code(),
                        t.game().turn(),
                        t.game().score(),
                        t.options().describe(),
                    )
                })
        })
    };
    let stats_line = move || {
        let key = stats_key(&options.get());
        let e = ctx.stats.with(|s| s.entry(&key));
        match e.average() {
            Some(avg) => format!(
                "With these options: {} played · best {} · average {:.0}",
                e.played, e.best, avg
            ),
            None => "No games played with these options yet.".to_string(),
        }
    };
    let open_code = move || match seed_text.get_untracked().parse::<Seed>() {
        Ok(seed) => {
            seed_error.set(None);
            open_deal(seed);
        }
        Err(e) => seed_error.set(Some(e.to_string())),
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
    view! {
        <section class="game-card" aria-labelledby="verslun-title">
            <h2 id="verslun-title">"Verslun"</h2>
            <p>
                "Solitaire. Pair cards from your Hand with the Columns, bottom card first, to claim them for points. Redeal when you are stuck; the game ends when a turn claims nothing."
            </p>
            {move || {
                in_progress()
                    .map(|(deal, code, turn, score, described)| {
                        view! {
                            <div class="resume">
                                <p>{format!("In play: deal {code}, {described}, turn {turn}, {score} points.")}</p>
                                <button type="button" class="primary" on:click=move |_| ctx.go(&Route::Play(deal.clone()))>
                                    "Resume"
                                </button>
                            </div>
                        }
                    })
            }}
            <fieldset class="options">
                <legend>"Options"</legend>
                {select("Hand size ", HAND_SIZES, |o| o.hand_size, |o, n| o.hand_size = n)}
                {select("Columns ", COLUMN_COUNTS, |o| o.columns, |o, n| o.columns = n)}
                {check("Aces wild", |o| o.aces_wild, |o, b| o.aces_wild = b)}
                {check("Rank pairs", |o| o.rank_pairs, |o, b| o.rank_pairs = b)}
            </fieldset>
            <p class="fine">{stats_line}</p>
            <div class="actions">
                <button type="button" class="primary" on:click=move |_| open_deal(browser::random_seed())>
                    "New deal"
                </button>
                <button
                    type="button"
                    on:click=move |_| {
                        let (y, m, d) = browser::today();
                        open_deal(Seed::daily(y, m, d));
                    }
                >
                    "Daily deal"
                </button>
                <a class="button" href=Route::Rules(GameId::Verslun).to_hash()>
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
                <label for="seed-code">"Open a seed code"</label>
                <input
                    id="seed-code"
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
        </section>
    }
}
