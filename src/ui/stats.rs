//! The statistics screen (`#/stats`): every game and option set played,
//! with its streaks, clean and assisted games apart, a chart of the last
//! results and, for the games with computers, the win rate by computer
//! level. Its body is HTML made by `app::stats_page` from the statistics
//! (text, not view code: a renderer for it would cost the home page 13 KB).

use super::Ctx;
use crate::app::stats_page::stats_html;
use leptos::prelude::*;

#[component]
pub fn Statistics() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let body = Memo::new(move |_| ctx.stats.with(stats_html));
    view! {
        <article class="page stats" aria-labelledby="stats-title">
            <nav class="topbar">
                <a class="button" href="#/">"Home"</a>
            </nav>
            <h1 id="stats-title">"Statistics"</h1>
            <p class="fine">
                "Kept in this browser, per game and options. A clean game is one finished without Undo; Settings → Backup keeps a copy."
            </p>
            <div inner_html=body></div>
        </article>
    }
}
