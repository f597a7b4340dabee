//! The home page: the games, their options, deals, resume, settings (and
//! each game's rules, `HomeScreens`, shown on more.html).

use super::{browser, Ctx};
use crate::app::games::{GameId, Registered};
use crate::app::link::{Deal, Route};
use crate::app::profile::{Pace, Theme};
use crate::app::words;
use crate::engine::bot::Opponent;
use crate::engine::Seed;
use leptos::prelude::*;

/// A game's part of the home page, in the game's own module: a picture of
/// its table for its tile, and its card (what it is, its options and its
/// deals). (Its rules page is `app::rules_page`, written at build time.)
pub trait HomeScreens: Registered {
    /// A small picture of the game's table: an inline SVG whose colours are
    /// classes of style/home.css (`c` a card face up, `back`, `gap` an empty
    /// place, `lit` a card to play; `red`, `ink`, `blue`, `yellow` marks).
    const PICTURE: &'static str;
    fn card() -> AnyView;
}

#[component]
pub fn Home() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // The game whose card (its options and deals) shows under the tiles:
    // as this history entry left it, so Back from its rules finds it open.
    let open = RwSignal::new(browser::entry_value(OPEN_CARD).and_then(|id| GameId::from_id(&id)));
    // The games in play, asked once: Continue lists them, their tiles say so.
    let in_play = Memo::new(move |_| {
        GameId::ALL
            .into_iter()
            .filter_map(|game| {
                ctx.in_play(game)
                    .map(|(deal, progress)| (game, deal, progress))
            })
            .collect::<Vec<_>>()
    });
    view! {
        <div class="page home">
            <header class="home-header">
                <h1>"Card Table"</h1>
                <p class="tagline">"Card games for your pocket. Every deal has a seed code you can share."</p>
                <a class="button" href=Route::Stats.to_hash()>"Statistics"</a>
            </header>
            <Continue in_play />
            <GameTiles open in_play />
            {GameId::ALL
                .into_iter()
                .map(|game| {
                    view! {
                        <div id=card_id(game) class="game-place" hidden=move || open.get() != Some(game)>
                            {crate::with_game!(game, G => <G as HomeScreens>::card())}
                        </div>
                    }
                })
                .collect_view()}
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
                {choice(
                    "Light or dark ",
                    Theme::ALL.iter().map(|t| (t.id().to_string(), t.describe().to_string())).collect(),
                    Signal::derive(move || ctx.settings.with(|s| s.theme.id().to_string())),
                    Callback::new(move |v: String| {
                        if let Some(t) = Theme::ALL.into_iter().find(|t| t.id() == v) {
                            ctx.settings.update(|s| s.theme = t);
                        }
                    }),
                )}
                <p class="fine">"Progress is kept in this browser only."</p>
            </section>
            // Export and import are on more.html: their code loads only
            // when the player opens them.
            <section class="game-card backup" aria-labelledby="backup-title">
                <h2 id="backup-title">"Backup"</h2>
                <p class="fine">"Keep a copy of your games, statistics and settings as a file or text, or bring one back."</p>
                <div class="actions">
                    <a class="button" href=Route::Backup.to_hash()>"Export or import a backup"</a>
                </div>
            </section>
        </div>
    }
}

/// Where a history entry keeps the home page's open card (a game's id).
const OPEN_CARD: &str = "cardtableOpen";

/// The id of a game's card on the home page (its tile controls it).
fn card_id(game: GameId) -> String {
    format!("{}-card", game.id())
}

/// Each game in play: its deal and where it stands.
type GamesInPlay = Memo<Vec<(GameId, Deal, String)>>;

/// The games in play, first on the page: a big Continue for each, with its
/// deal and where it stands.
#[component]
fn Continue(in_play: GamesInPlay) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let games = in_play.get();
        (!games.is_empty()).then(|| {
            view! {
                <section class="continue" aria-labelledby="continue-title">
                    <h2 id="continue-title" class="sr-only">"Continue"</h2>
                    {games
                        .into_iter()
                        .map(|(game, deal, progress)| {
                            view! {
                                <div class="resume">
                                    <button type="button" class="primary" on:click=move |_| ctx.go(&Route::Play(deal.clone()))>
                                        {format!("Continue {}", game.name())}
                                    </button>
                                    <p class="fine">{format!("In play: {progress}.")}</p>
                                </div>
                            }
                        })
                        .collect_view()}
                </section>
            }
        })
    }
}

/// Every game as a tile at the top, so a new player sees them all on the
/// first screen: a picture of its table, its name, how many play, and
/// whether one is in play. A tap shows its card (options and deals) under
/// the tiles and takes focus there; a second tap hides it again.
#[component]
fn GameTiles(open: RwSignal<Option<GameId>>, in_play: GamesInPlay) -> impl IntoView {
    let tile = move |game: GameId| {
        let toggle = move |_| {
            let showing = open.get_untracked() != Some(game);
            open.set(showing.then_some(game));
            browser::keep_entry_value(OPEN_CARD, showing.then(|| game.id()));
            if showing {
                show_card(game);
            }
        };
        view! {
            <li>
                <button
                    type="button"
                    class="tile"
                    aria-expanded=move || (open.get() == Some(game)).to_string()
                    aria-controls=card_id(game)
                    on:click=toggle
                >
                    <span class="picture" inner_html=crate::with_game!(game, G => <G as HomeScreens>::PICTURE)></span>
                    <strong>{game.name()}</strong>
                    " "
                    <span class="fine">{words::players(game.info().players)}</span>
                    {move || in_play.with(|games| games.iter().any(|(g, ..)| *g == game)).then(|| view! { <span class="in-play">"In play"</span> })}
                </button>
            </li>
        }
    };
    view! {
        <nav class="game-list" aria-label="Games">
            <ul>{GameId::ALL.into_iter().map(tile).collect_view()}</ul>
        </nav>
    }
}

/// Once a game's card shows: its heading at the top of the screen, with
/// focus (for the keyboard and screen readers).
fn show_card(game: GameId) {
    request_animation_frame(move || {
        let Some(heading) = browser::element(&format!("#{}-title", game.id())) else {
            return;
        };
        browser::scroll_into_view(&heading, "start");
        let _ = heading.set_attribute("tabindex", "-1");
        let _ = heading.focus();
    });
}

/// What every game's card offers: New deal, Daily deal, Rules and
/// a seed code. `deal` makes the deal for a seed from the chosen options.
/// Not generic, so both cards share one copy.
pub fn deal_actions(game: GameId, deal: Callback<Seed, Deal>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let seed_text = RwSignal::new(String::new());
    let seed_error = RwSignal::new(String::new());
    let open = move |seed: Seed| ctx.go(&Route::Play(deal.run(seed)));
    let input_id = format!("seed-code-{}", game.id());
    view! {
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
            {guide_link(game)}
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
pub fn choice(
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
pub fn toggle(label: &'static str, on: Signal<bool>, change: Callback<bool>) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" prop:checked=on on:change:target=move |ev| change.run(ev.target().checked()) />
            {label}
        </label>
    }
}

pub fn numbers(range: impl Iterator<Item = u32>) -> Vec<(String, String)> {
    range.map(|n| (n.to_string(), n.to_string())).collect()
}

/// "Others": one level (or a person) for every other seat; a link may mix them.
pub fn others_choice(current: Signal<Opponent>, set: Callback<Opponent>) -> impl IntoView {
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

/// The "Players" and "Others" choices of a game whose options are who sits
/// in each other seat (`seats`): every other seat one level (or a person),
/// as many as the players chosen, never fewer than the game's fewest.
pub struct SeatChoices {
    pub players: Callback<String>,
    pub others: Callback<Opponent>,
    /// The level (or a person) of the other seats now.
    pub level: Signal<Opponent>,
}

pub fn seat_choices<G: Registered>(
    options: RwSignal<G::Options>,
    seats: fn(&mut G::Options) -> &mut Vec<Opponent>,
) -> SeatChoices
where
    G::Options: Send + Sync + 'static,
{
    use crate::engine::GameOptions;
    let ctx = expect_context::<Ctx>();
    let level = move |o: &G::Options| o.opponents().first().copied().unwrap_or(Opponent::Easy);
    let fewest_others = G::INFO.players.0.saturating_sub(1);
    SeatChoices {
        players: Callback::new(move |v: String| {
            if let Ok(n) = v.parse::<usize>() {
                choose::<G>(ctx, options, |o| {
                    let l = level(o);
                    *seats(o) = vec![l; n.saturating_sub(1).max(fewest_others)];
                });
            }
        }),
        others: Callback::new(move |l: Opponent| {
            choose::<G>(ctx, options, |o| seats(o).iter_mut().for_each(|s| *s = l))
        }),
        level: Signal::derive(move || options.with(level)),
    }
}

/// The options a game's card shows first: the player's last choice (kept
/// in the settings), else the game in play's, else `fallback`.
pub fn card_options<G: Registered>(fallback: impl FnOnce() -> G::Options) -> RwSignal<G::Options>
where
    G::Options: Send + Sync + 'static,
{
    let ctx = expect_context::<Ctx>();
    let chosen = ctx.settings.with_untracked(|s| s.chosen_options::<G>());
    RwSignal::new(
        chosen
            .or_else(|| {
                ctx.in_play(G::GAME)
                    .and_then(|(deal, _)| deal.options::<G>())
            })
            .unwrap_or_else(fallback),
    )
}

/// The player changes a card's options: the card shows them, and they stay
/// the player's choice (the settings keep them) until changed again.
pub fn choose<G: Registered>(
    ctx: Ctx,
    options: RwSignal<G::Options>,
    change: impl FnOnce(&mut G::Options),
) where
    G::Options: Send + Sync + 'static,
{
    options.update(change);
    options.with_untracked(|o| ctx.settings.update(|s| s.choose_options::<G>(o)));
}

/// The game's guided first game (on its own page, `guide-<game>.html`;
/// every game has one: `app::guide::GameGuide`).
pub fn guide_link(game: GameId) -> impl IntoView {
    view! { <a class="button" href=Route::Guide(game).to_hash()>"Learn by playing"</a> }
}
