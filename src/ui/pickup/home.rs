//! Pick Up on the home page: its card (what it is, its options, a deal).
//! (Its rules page: `app::pickup::rules_page`.)

use super::super::home::{card_options, choice, choose, deal_actions, HomeScreens};
use super::super::Ctx;
use crate::app::games::GameId;
use crate::app::link::Deal;
use crate::app::session::stats_key;
use crate::engine::bot::Opponent;
use crate::engine::pickup::{MatchLength, PickUp, HANDS};
use leptos::prelude::*;

impl HomeScreens for PickUp {
    // Six table piles over a hand of seven, two cards of it lit.
    const PICTURE: &'static str = r#"<svg viewBox="0 0 64 40" aria-hidden="true"><rect class="c" x="5.0" y="3" width="8" height="11" rx="1.2"/><rect class="c" x="14.2" y="3" width="8" height="11" rx="1.2"/><rect class="c" x="23.4" y="3" width="8" height="11" rx="1.2"/><rect class="c" x="32.599999999999994" y="3" width="8" height="11" rx="1.2"/><rect class="c" x="41.8" y="3" width="8" height="11" rx="1.2"/><rect class="c" x="51.0" y="3" width="8" height="11" rx="1.2"/><rect class="c" x="3.0" y="22" width="7.4" height="10.4" rx="1.2"/><rect class="c lit" x="11.4" y="22" width="7.4" height="10.4" rx="1.2"/><rect class="c" x="19.8" y="22" width="7.4" height="10.4" rx="1.2"/><rect class="c" x="28.200000000000003" y="22" width="7.4" height="10.4" rx="1.2"/><rect class="c lit" x="36.6" y="22" width="7.4" height="10.4" rx="1.2"/><rect class="c" x="45.0" y="22" width="7.4" height="10.4" rx="1.2"/><rect class="c" x="53.400000000000006" y="22" width="7.4" height="10.4" rx="1.2"/></svg>"#;
    fn card() -> AnyView {
        view! { <PickUpCard /> }.into_any()
    }
}

/// Match targets offered on the home page (a link may carry any from 100 to 5000).
const TARGETS: [u32; 5] = [100, 250, 500, 1000, 2000];

/// The match lengths offered: "5 hands" (1 to 20; value `h5`) or "First to
/// 1000" (value `t1000`), as one drop-down.
fn match_lengths() -> Vec<(String, String)> {
    let hands = HANDS.map(|n| {
        let s = if n == 1 { "" } else { "s" };
        (format!("h{n}"), format!("{n} hand{s}"))
    });
    let targets = TARGETS.map(|t| (format!("t{t}"), format!("First to {t}")));
    hands.chain(targets).collect()
}

fn length_value(length: MatchLength) -> String {
    match length {
        MatchLength::Hands(n) => format!("h{n}"),
        MatchLength::Target(t) => format!("t{t}"),
    }
}

#[component]
fn PickUpCard() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let options = card_options::<PickUp>(Default::default);
    let stats_line = Signal::derive(move || {
        let o = options.get();
        let (Some(matches), Some(hands)) =
            (stats_key::<PickUp>(&o), crate::app::pickup::hands_key(&o))
        else {
            return "Matches between two people are not counted.".to_string();
        };
        let (m, h) = ctx.stats.with(|s| (s.entry(&matches), s.entry(&hands)));
        match (m.played, h.played) {
            (0, 0) => "No matches of this kind played against this opponent yet.".to_string(),
            _ => format!(
                "This kind of match, this opponent: matches {} · hands {}",
                m.won_text(),
                h.won_text()
            ),
        }
    });
    let opponents = Opponent::ALL
        .iter()
        .map(|o| (o.id().to_string(), o.describe().to_string()))
        .collect();
    let set_opponent = Callback::new(move |v: String| {
        if let Some(o) = Opponent::ALL.into_iter().find(|o| o.id() == v) {
            choose::<PickUp>(ctx, options, |x| x.opponent = o);
        }
    });
    let set_length = Callback::new(move |v: String| {
        let (kind, n) = v.split_at(1.min(v.len()));
        let length = match (kind, n.parse()) {
            ("h", Ok(n)) => MatchLength::Hands(n),
            ("t", Ok(t)) => MatchLength::Target(t),
            _ => return,
        };
        choose::<PickUp>(ctx, options, |x| x.length = length);
    });
    view! {
        <section class="game-card" aria-labelledby="pickup-title">
            <h2 id="pickup-title">"Pick Up"</h2>
            <p>
                "Two players. Take face-up table cards with cards of the same rank from your hand, in pairs or sets of four. Two hidden cards decide at the end which suit wins and which loses."
            </p>
            <fieldset class="options">
                <legend>"Options"</legend>
                {choice("Opponent ", opponents, Signal::derive(move || options.with(|o| o.opponent.id().to_string())), set_opponent)}
                {choice("Match ", match_lengths(), Signal::derive(move || options.with(|o| length_value(o.length))), set_length)}
            </fieldset>
            <p class="fine">{stats_line}</p>
            {deal_actions(GameId::PickUp, Callback::new(move |seed| Deal::new::<PickUp>(&options.get_untracked(), seed)))}
        </section>
    }
}
