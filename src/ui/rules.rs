//! The rules page of every game: each game's own words and pictures, in
//! our own words, with the rulings that matter (`app::rules_page`, written
//! at build time as `rules/<game>.html` and fetched here when opened).

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
    // Each game's own words and pictures, as HTML written at build time
    // (`app::rules_page`, `rules/<game>.html`): fetched when opened, so this
    // page's code carries no rules text. `None` while it comes.
    let body = RwSignal::new(None::<Option<String>>);
    let fetch = move |again: bool| {
        body.set(None);
        super::browser::fetch_text(&format!("rules/{}.html", game.id()), move |html| {
            let _ = body.try_set(Some(html));
            // Try again's button is gone either way: focus goes to the
            // heading, not to the page itself.
            if again {
                super::browser::focus_after_paint("#rules-title");
            }
        });
    };
    fetch(false);
    view! {
        <article class="page rules" aria-labelledby="rules-title" aria-busy=move || body.with(Option::is_none).to_string()>
            <nav class="topbar">
                <button type="button" on:click=back>"Back"</button>
                <a class="button" href="#/">"Home"</a>
                {super::home::guide_link(game)}
            </nav>
            <h1 id="rules-title" tabindex="-1">{format!("How to play {}", game.name())}</h1>
            {move || match body.get() {
                None => view! { <p class="loading">"Loading the rules…"</p> }.into_any(),
                Some(Some(html)) => view! { <div class="rules-body" inner_html=html></div> }.into_any(),
                Some(None) => view! {
                    <div class="notice alert" role="alert">
                        <p>"The rules could not be loaded: this device seems to be offline, and they are kept for offline use only after a first visit online."</p>
                        <button type="button" on:click=move |_| fetch(true)>"Try again"</button>
                    </div>
                }.into_any(),
            }}
        </article>
    }
}
