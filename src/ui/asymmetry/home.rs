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
    // Three seats around the Play Pile, your hand below.
    const PICTURE: &'static str = r#"<svg viewBox="0 0 64 40" aria-hidden="true"><rect class="back" x="28" y="1" width="8" height="11" rx="1.2"/><rect class="back" x="7" y="13" width="8" height="11" rx="1.2"/><rect class="back" x="49" y="13" width="8" height="11" rx="1.2"/><rect class="c" x="27" y="11" width="10" height="14" rx="1.2"/><circle class="red" cx="32" cy="18" r="2.2"/><rect class="c" x="17.0" y="28" width="7" height="10" rx="1.2"/><rect class="c" x="24.6" y="28" width="7" height="10" rx="1.2"/><rect class="c" x="32.2" y="28" width="7" height="10" rx="1.2"/><rect class="c" x="39.8" y="28" width="7" height="10" rx="1.2"/></svg>"#;
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
