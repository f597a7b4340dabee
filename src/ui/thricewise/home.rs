//! Thricewise on the home page: its card (what it is, its options, a deal).
//! (Its rules page: `app::thricewise::rules_page`.)

use super::super::home::{
    card_options, choice, deal_actions, numbers, others_choice, seat_choices, HomeScreens,
};
use super::super::Ctx;
use crate::app::games::GameId;
use crate::app::link::Deal;
use crate::app::session::stats_key;
use crate::engine::thricewise::Thricewise;
use leptos::prelude::*;

impl HomeScreens for Thricewise {
    // A grid filling, three cells still empty.
    const PICTURE: &'static str = r#"<svg viewBox="0 0 64 40" aria-hidden="true"><rect class="c" x="17.0" y="1" width="9.5" height="12.5" rx="1.2"/><rect class="gap" x="17.0" y="14" width="9.5" height="12.5" rx="1.2"/><rect class="c" x="17.0" y="27" width="9.5" height="12.5" rx="1.2"/><rect class="c" x="27.5" y="1" width="9.5" height="12.5" rx="1.2"/><rect class="c" x="27.5" y="14" width="9.5" height="12.5" rx="1.2"/><rect class="c" x="27.5" y="27" width="9.5" height="12.5" rx="1.2"/><rect class="gap" x="38.0" y="1" width="9.5" height="12.5" rx="1.2"/><rect class="c" x="38.0" y="14" width="9.5" height="12.5" rx="1.2"/><rect class="gap" x="38.0" y="27" width="9.5" height="12.5" rx="1.2"/></svg>"#;
    fn card() -> AnyView {
        view! { <ThricewiseCard /> }.into_any()
    }
}

#[component]
fn ThricewiseCard() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let options = card_options::<Thricewise>(Default::default);
    let stats_line = Signal::derive(move || {
        let Some(key) = stats_key::<Thricewise>(&options.get()) else {
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
    let seats = seat_choices::<Thricewise>(options, |o| &mut o.opponents);
    view! {
        <section class="game-card" aria-labelledby="thricewise-title">
            <h2 id="thricewise-title">"Thricewise"</h2>
            <p>
                "Two to five players, with the Decktet. Everyone picks a card in secret; the picks are placed on a growing grid, lowest rank first. Three in a row that share a suit, a rank, or run in order score."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {choice("Players ", numbers(2..=5), Signal::derive(move || options.with(|o| o.players().to_string())), seats.players)}
                {others_choice(seats.level, seats.others)}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(GameId::Thricewise, Callback::new(move |seed| Deal::new::<Thricewise>(&options.get_untracked(), seed)))}
        </section>
    }
}
