//! Rows of card spots and of buttons, keyed so an element stays while
//! its key does (a card keeps its keyboard focus, and card motion,
//! assets/table.js, follows it), and the parts shown only at times.

use crate::app::session::Hint;
use crate::app::spots::{Button, Face, Spot};
use crate::ui::cards::{card_back, card_button_named, card_picture};
use crate::ui::{Ctx, Table};
use leptos::prelude::*;
use std::sync::Arc;

/// Row `k` of `rows` (Asymmetry's seats), built again only when that row
/// changes, not whenever another does: a row rebuilt for nothing puts new
/// card elements on the page, and card motion (assets/table.js) then
/// measures every card. (Arctic's places do the same by hand: their hints
/// change without a rebuild.)
pub fn nth_row<T: Clone + PartialEq + Send + Sync + 'static>(
    rows: Memo<Vec<T>>,
    k: usize,
    f: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> impl IntoView {
    let row = Memo::new(move |_| rows.with(|r| r.get(k).cloned()));
    move || row.get().map(&f)
}

/// A part shown only while `when` holds; it is built once each time it
/// appears, not again for every change inside it.
pub fn shown(when: Signal<bool>, f: impl Fn() -> AnyView + Send + Sync + 'static) -> impl IntoView {
    move || when.get().then(|| untrack(&f))
}

/// A list key for a text (a button's label): FNV-1a, 64 bits.
pub fn text_key(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// How a row's cards may be dragged: assets/table.js reads the row's
/// `data-drag` (and the targets' `data-drop`, the finishing button's
/// `data-finish`), so it needs to know no game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drag {
    /// They are not.
    No,
    /// A card dragged is chosen, as a tap chooses it (its targets light);
    /// what it is dropped on is tapped, then the table's button marked
    /// `data-finish`, if enabled, finishes the move.
    Choose,
    /// A card dropped on a place marked `data-drop` is the card's own tap.
    Play,
}

impl Drag {
    /// The row's `data-drag` attribute, if any.
    pub fn attr(self) -> Option<&'static str> {
        match self {
            Drag::No => None,
            Drag::Choose => Some("choose"),
            Drag::Play => Some("play"),
        }
    }
}

/// A row of card spots (a hand, the piles, a player's sets). Spots are keyed,
/// so a card keeps its element (and its keyboard focus) while only its hint
/// or badge changes. `tap` gets the key of the spot tapped. `spots` is a
/// memo: worked out once a change, not once per spot (each spot reads the
/// row), and a row that did not change wakes none of its spots.
pub fn spot_row(
    class: &'static str,
    drag: Drag,
    label: Signal<String>,
    spots: Memo<Vec<Spot>>,
    tap: Callback<u16>,
) -> impl IntoView {
    view! {
        <div class=class role="group" aria-label=label data-drag=drag.attr()>
            <For each=move || spots.get() key=|s| spot_key(s.key, s.face) children=move |spot| spot_view(spots, spot, tap) />
        </div>
    }
}

/// A list key for a place that shows one of several faces: the place's own
/// key, and a number for the face (below 65,536), so a card that turns or
/// goes gets a new element.
pub fn place_key(place: u16, face: u64) -> u64 {
    (u64::from(place) << 16) | face
}

/// A spot's list key: its key in the row and what shows there.
fn spot_key(key: u16, face: Face) -> u64 {
    place_key(
        key,
        match face {
            Face::Back => 0,
            Face::Empty => 1,
            Face::Card(card) => 2 + card.index() as u64,
        },
    )
}

fn spot_view(spots: Memo<Vec<Spot>>, spot: Spot, tap: Callback<u16>) -> AnyView {
    let (key, face) = (spot.key, spot.face);
    let now = Memo::new(move |_| {
        spots.with(|v| v.iter().find(|s| s.key == key && s.face == face).cloned())
    });
    let field = move |f: fn(&Spot) -> String| {
        Signal::derive(move || now.with(|s| s.as_ref().map(f).unwrap_or_default()))
    };
    let card = match face {
        Face::Card(card) if spot.tap => {
            let hint = Arc::new(move || now.with(|s| s.as_ref().map_or(Hint::Plain, |s| s.hint)));
            card_button_named(
                card,
                spot.name.clone(),
                hint,
                Callback::new(move |_| tap.run(key)),
            )
            .into_any()
        }
        Face::Card(card) => card_picture(card, spot.name).into_any(),
        // An empty name: a back that only adds to its row's count.
        Face::Back if spot.name.as_deref() == Some("") => {
            view! { <span class="card back" aria-hidden="true"></span> }.into_any()
        }
        Face::Back => card_back(spot.name.as_deref().unwrap_or("Face-down card")).into_any(),
        Face::Empty => view! { <span class="slot" aria-hidden="true"></span> }.into_any(),
    };
    let inner = view! {
        <span class="spot">
            {card}
            <span class="badge" aria-hidden="true">{field(|s| s.badge.clone())}</span>
        </span>
    };
    match spot.group {
        Some(_) => view! {
            <div class="pile" role="group" aria-label=field(|s| s.group.clone().unwrap_or_default())>{inner}</div>
        }
        .into_any(),
        None => inner.into_any(),
    }
}

/// The buttons a table offers now; `press` gets the label of the one pressed
/// (labels are unique within a row).
pub fn button_row(buttons: Memo<Vec<Button<()>>>, press: Callback<String>) -> impl IntoView {
    view! {
        <div class="actions" class:hidden=Signal::derive(move || buttons.with(Vec::is_empty))>
            <For each=move || buttons.get() key=|b| text_key(&b.label) children=move |b| button_view(buttons, b.label, press).into_any() />
        </div>
    }
}

fn button_view(
    buttons: Memo<Vec<Button<()>>>,
    label: String,
    press: Callback<String>,
) -> impl IntoView {
    let find = label.clone();
    let now = Memo::new(move |_| {
        buttons.with(|v| {
            v.iter()
                .find(|b| b.label == find)
                .map(|b| (b.primary, b.enabled))
        })
    });
    // (Whether it finishes a drag does not change while it is shown.)
    let finish =
        untrack(|| buttons.with(|v| v.iter().any(|b| b.label == label && b.finishes_drag)));
    let pressed = label.clone();
    view! {
        <button
            type="button"
            data-finish=finish.then_some("")
            class:primary=Signal::derive(move || now.get().is_some_and(|(p, _)| p))
            disabled=Signal::derive(move || !now.get().is_some_and(|(_, e)| e))
            on:click=move |_| press.run(pressed.clone())
        >
            {label}
        </button>
    }
}

/// A table's row of buttons: `buttons` says which it offers now, `act`
/// what each does (a change to the table, counted and saved as a tap).
pub fn table_buttons<S: Table, A: 'static>(
    t: RwSignal<Option<S>>,
    buttons: fn(&S) -> Vec<Button<A>>,
    act: fn(&mut S, A) -> bool,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let labelled =
        Memo::new(move |_| t.with(|t| t.as_ref().map(|t| labels(buttons(t))).unwrap_or_default()));
    let press = Callback::new(move |label: String| {
        if let Some(action) = pressed(t, buttons, &label) {
            ctx.update(t, |t| act(t, action))
        }
    });
    button_row(labelled, press)
}

/// Why the table's last tap did nothing, or what it means (a polite live
/// region: said when it changes).
pub fn tap_message<S: Table>(t: RwSignal<Option<S>>) -> impl IntoView {
    view! {
        <p class="tap-message" role="status">
            {Signal::derive(move || t.with(|t| t.as_ref().map(|t| t.message().to_string()).unwrap_or_default()))}
        </p>
    }
}

/// A table's buttons without their actions, for [`button_row`].
pub fn labels<A>(buttons: Vec<Button<A>>) -> Vec<Button<()>> {
    buttons
        .into_iter()
        .map(|b| Button {
            label: b.label,
            primary: b.primary,
            enabled: b.enabled,
            finishes_drag: b.finishes_drag,
            action: (),
        })
        .collect()
}

/// The action of a table's button with this label, now.
pub fn pressed<S: Send + Sync + 'static, A>(
    table: RwSignal<Option<S>>,
    buttons: fn(&S) -> Vec<Button<A>>,
    label: &str,
) -> Option<A> {
    table.with_untracked(|t| {
        buttons(t.as_ref()?)
            .into_iter()
            .find(|b| b.label == label)
            .map(|b| b.action)
    })
}
