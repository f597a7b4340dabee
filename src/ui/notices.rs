//! Notices: problems stay in the page until dismissed (with what the
//! player can do about them); passing news floats over the table and
//! fades on its own.

use super::{keeping, Ctx};
use crate::app::games::GameId;
use leptos::prelude::*;

/// How long passing news stays on screen.
const PASSING_NOTICE: std::time::Duration = std::time::Duration::from_millis(4500);

#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub id: u32,
    pub text: String,
    /// Problems are alerts; everything else is a polite status.
    pub alert: bool,
    /// What the player can do about it, there and then (a problem's).
    pub action: Option<NoticeAction>,
}

/// A notice's button ([`keeping::act`]).
#[derive(Clone, Debug, PartialEq)]
pub enum NoticeAction {
    /// Saves are failing: export everything on screen as a backup file.
    ExportBackup,
    /// Another tab replaced this game: this tab's game, as saved, to
    /// bring back.
    BringBack { game: GameId, saved: String },
}

impl NoticeAction {
    fn label(&self) -> &'static str {
        match self {
            NoticeAction::ExportBackup => "Export a backup",
            NoticeAction::BringBack { .. } => "Bring back this tab's game",
        }
    }
}

impl Ctx {
    /// Shows a notice. Problems (`alert`) stay until dismissed; passing
    /// news ("Copied") fades on its own.
    pub fn notify(&self, text: impl Into<String>, alert: bool) {
        self.add_notice(text.into(), alert, None);
    }

    /// Shows a problem with what the player can do about it.
    pub fn notify_with(&self, text: impl Into<String>, action: NoticeAction) {
        self.add_notice(text.into(), true, Some(action));
    }

    pub fn dismiss(&self, id: u32) {
        self.notices.update(|l| l.retain(|n| n.id != id));
    }

    fn add_notice(&self, text: String, alert: bool, action: Option<NoticeAction>) {
        let mut added = None;
        self.notices.update(|list| {
            if list.iter().any(|n| n.text == text) {
                return;
            }
            let id = list.iter().map(|n| n.id).max().unwrap_or(0) + 1;
            list.push(Notice {
                id,
                text,
                alert,
                action,
            });
            added = Some(id);
        });
        if let (Some(id), false) = (added, alert) {
            let notices = self.notices;
            set_timeout(
                move || notices.update(|l| l.retain(|n| n.id != id)),
                PASSING_NOTICE,
            );
        }
    }
}

/// Problems stay in the page until dismissed; passing news floats over the
/// table (never pushing it down) in a live region that is always there, so
/// screen readers announce it, and fades on its own.
#[component]
pub(super) fn Notices() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let dismiss = move |id: u32| ctx.dismiss(id);
    let problems = move || {
        ctx.notices
            .with(|l| l.iter().filter(|n| n.alert).cloned().collect::<Vec<_>>())
    };
    view! {
        <div class="notices">
            <For each=problems key=|n| u64::from(n.id) children=move |n| view! {
                <div class="notice alert" role="alert">
                    <p>{n.text.clone()}</p>
                    {n.action.clone().map(|action| {
                        let notice = n.clone();
                        view! {
                            <button type="button" class="small primary" on:click=move |_| keeping::act(ctx, &notice)>
                                {action.label()}
                            </button>
                        }
                    })}
                    <button type="button" class="small" on:click=move |_| dismiss(n.id)>
                        "Dismiss"
                    </button>
                </div>
            }.into_any() />
        </div>
    }
}

/// Passing news, after the page's content in reading order.
#[component]
pub(super) fn Toasts() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let passing = move || {
        ctx.notices
            .with(|l| l.iter().filter(|n| !n.alert).cloned().collect::<Vec<_>>())
    };
    view! {
        <div class="toasts" role="status" aria-live="polite">
            <For each=passing key=|n| u64::from(n.id) children=|n| view! { <p class="notice toast">{n.text}</p> }.into_any() />
        </div>
    }
}
