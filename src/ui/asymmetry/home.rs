//! Asymmetry on the home page: its card (what it is, its options, a deal).
//! (Its rules page: `app::asymmetry::rules_page`.)

use super::super::home::{card_options, choose, deal_actions, others_choice, HomeScreens};
use super::super::Ctx;
use crate::app::games::GameId;
use crate::app::link::Deal;
use crate::app::session::stats_key;
use crate::engine::asymmetry::Asymmetry;
use crate::engine::bot::Opponent;
use leptos::prelude::*;

impl HomeScreens for Asymmetry {
    fn card() -> AnyView {
        view! { <AsymmetryCard /> }.into_any()
    }
}

#[component]
fn AsymmetryCard() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let options = card_options::<Asymmetry>(Default::default);
    let stats_line = Signal::derive(move || {
        let Some(key) = stats_key::<Asymmetry>(&options.get()) else {
            return "Games with people at the screen are not counted.".to_string();
        };
        let e = ctx.stats.with(|s| s.entry(&key));
        match e.played {
            0 => "No games played against these opponents yet.".to_string(),
            _ => format!("Against these opponents: {}", e.won_text()),
        }
    });
    let set_opponents = Callback::new(move |o: Opponent| {
        choose::<Asymmetry>(ctx, options, |x| x.opponents = [o; 3])
    });
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
            {deal_actions(GameId::Asymmetry, Callback::new(move |seed| Deal::new::<Asymmetry>(&options.get_untracked(), seed)))}
        </section>
    }
}
