//! The rules page of every game: each game's own words and pictures (its
//! module's `HomeScreens`), in our own words, with the rulings that matter.

use super::home::HomeScreens;
use crate::app::games::GameId;
use crate::app::link::Route;
use leptos::prelude::*;

#[component]
pub fn Rules(game: GameId) -> impl IntoView {
    let back = move |_| {
        // Back to where the player came from (the table, usually).
        if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
            if h.length().unwrap_or(0) > 1 {
                let _ = h.back();
                return;
            }
        }
        super::browser::set_hash(&Route::Home.to_hash());
    };
    // Each game's own words (its module's `HomeScreens`); Arctic
    // Solitaire's text and pictures are all in its pictures.
    let body = crate::with_game!(game, G => <G as HomeScreens>::RULES);
    let picture = crate::with_game!(game, G => <G as HomeScreens>::rules_pictures());
    view! {
        <article class="page rules" aria-labelledby="rules-title">
            <nav class="topbar">
                <button type="button" on:click=back>"Back"</button>
                <a class="button" href="#/">"Home"</a>
                {super::home::guide_link(game)}
            </nav>
            <h1 id="rules-title">{format!("How to play {}", game.name())}</h1>
            // Static text: as HTML, it costs the app no code.
            <div class="rules-text" inner_html=body></div>
            {picture}
        </article>
    }
}
