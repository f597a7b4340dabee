//! Verslun on the home page: its card (what it is, its options, a deal).
//! (Its rules page: `app::verslun::rules_page`.)

use super::super::home::{
    card_options, choice, choose, deal_actions, numbers, toggle, HomeScreens,
};
use super::super::Ctx;
use crate::app::games::GameId;
use crate::app::link::Deal;
use crate::app::session::stats_key;
use crate::engine::verslun::{Verslun, VerslunOptions, COLUMN_COUNTS, HAND_SIZES};
use leptos::prelude::*;

impl HomeScreens for Verslun {
    // Four Columns of four cards.
    const PICTURE: &'static str = r#"<svg viewBox="0 0 64 40" aria-hidden="true"><rect class="c" x="8" y="2" width="10" height="14" rx="1.2"/><rect class="c" x="8" y="8" width="10" height="14" rx="1.2"/><rect class="c" x="8" y="14" width="10" height="14" rx="1.2"/><rect class="c" x="8" y="20" width="10" height="14" rx="1.2"/><rect class="c" x="21" y="2" width="10" height="14" rx="1.2"/><rect class="c" x="21" y="8" width="10" height="14" rx="1.2"/><rect class="c" x="21" y="14" width="10" height="14" rx="1.2"/><rect class="c" x="21" y="20" width="10" height="14" rx="1.2"/><rect class="c" x="34" y="2" width="10" height="14" rx="1.2"/><rect class="c" x="34" y="8" width="10" height="14" rx="1.2"/><rect class="c" x="34" y="14" width="10" height="14" rx="1.2"/><rect class="c" x="34" y="20" width="10" height="14" rx="1.2"/><rect class="c" x="47" y="2" width="10" height="14" rx="1.2"/><rect class="c" x="47" y="8" width="10" height="14" rx="1.2"/><rect class="c" x="47" y="14" width="10" height="14" rx="1.2"/><rect class="c" x="47" y="20" width="10" height="14" rx="1.2"/><circle class="red" cx="13" cy="26" r="2"/><circle class="ink" cx="26" cy="26" r="2"/><circle class="red" cx="39" cy="26" r="2"/><circle class="ink" cx="52" cy="26" r="2"/></svg>"#;
    fn card() -> AnyView {
        view! { <VerslunCard /> }.into_any()
    }
}

#[component]
fn VerslunCard() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let options = card_options::<Verslun>(Default::default);
    let stats_line = Signal::derive(move || {
        let e = ctx
            .stats
            .with(|s| s.entry(&stats_key::<Verslun>(&options.get()).unwrap_or_default()));
        match e.played {
            0 => "No games played with these options yet.".to_string(),
            n => format!(
                "With these options: {n} played · best {} · average {}",
                e.best,
                e.average_text(0)
            ),
        }
    });
    let number =
        move |get: fn(&VerslunOptions) -> u8| Signal::derive(move || options.with(get).to_string());
    let set_number = move |set: fn(&mut VerslunOptions, u8)| {
        Callback::new(move |v: String| {
            if let Ok(n) = v.parse() {
                choose::<Verslun>(ctx, options, |o| set(o, n));
            }
        })
    };
    let flag = move |get: fn(&VerslunOptions) -> bool| Signal::derive(move || options.with(get));
    let set_flag = move |set: fn(&mut VerslunOptions, bool)| {
        Callback::new(move |b: bool| choose::<Verslun>(ctx, options, |o| set(o, b)))
    };
    let to_u32 = |r: std::ops::RangeInclusive<u8>| (*r.start() as u32)..=(*r.end() as u32);
    view! {
        <section class="game-card" aria-labelledby="verslun-title">
            <h2 id="verslun-title">"Verslun"</h2>
            <p>
                "Solitaire. Pair cards from your Hand with the Columns, bottom card first, to claim them for points. Redeal when you are stuck; the game ends when a turn claims nothing."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {choice("Hand size ", numbers(to_u32(HAND_SIZES)), number(|o| o.hand_size), set_number(|o, n| o.hand_size = n))}
                {choice("Columns ", numbers(to_u32(COLUMN_COUNTS)), number(|o| o.columns), set_number(|o, n| o.columns = n))}
                {toggle("Aces wild", flag(|o| o.aces_wild), set_flag(|o, b| o.aces_wild = b))}
                {toggle("Rank pairs", flag(|o| o.rank_pairs), set_flag(|o, b| o.rank_pairs = b))}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(GameId::Verslun, Callback::new(move |seed| Deal::new::<Verslun>(&options.get_untracked(), seed)))}
        </section>
    }
}
