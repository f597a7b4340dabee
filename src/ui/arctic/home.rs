//! Arctic Solitaire on the home page: its card (what it is, its options, a deal).
//! (Its rules page: `app::arctic::rules_page`.)

use super::super::home::{
    card_options, choice, deal_actions, others_choice, seat_choices, HomeScreens,
};
use super::super::Ctx;
use crate::app::games::GameId;
use crate::app::link::Deal;
use crate::app::session::stats_key;
use crate::engine::arctic::{Arctic, ArcticOptions, PLAYERS as ARCTIC_PLAYERS};
use leptos::prelude::*;

impl HomeScreens for Arctic {
    // Three places with the Triple Topper's shapes.
    const PICTURE: &'static str = r#"<svg viewBox="0 0 64 40" aria-hidden="true"><rect class="c" x="9" y="9" width="14" height="20" rx="1.2"/><rect class="c" x="25" y="9" width="14" height="20" rx="1.2"/><rect class="c" x="41" y="9" width="14" height="20" rx="1.2"/><circle class="blue" cx="16" cy="21" r="4.2"/><path class="yellow" d="M32 16l4.6 8h-9.2z"/><rect class="red" x="44" y="17" width="8" height="8"/></svg>"#;
    fn card() -> AnyView {
        view! { <ArcticCard /> }.into_any()
    }
}

#[component]
fn ArcticCard() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // Solo is the default here (a link without options deals three players).
    let options = card_options::<Arctic>(ArcticOptions::solo);
    let stats_line = Signal::derive(move || {
        let o = options.get();
        let Some(key) = stats_key::<Arctic>(&o) else {
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
    let seats = seat_choices::<Arctic>(options, |o| &mut o.opponents);
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
                {choice("Players ", players, Signal::derive(move || options.with(|o| o.players().to_string())), seats.players)}
                {move || (!options.with(|o| o.is_solo())).then(|| others_choice(seats.level, seats.others))}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(GameId::Arctic, Callback::new(move |seed| Deal::new::<Arctic>(&options.get_untracked(), seed)))}
        </section>
    }
}
