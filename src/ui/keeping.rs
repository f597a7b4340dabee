//! Keeping progress: every table is saved just after the next paint (a tap
//! shows at once), and at once when the page may be going away (hidden,
//! frozen, closed); every write is read back; another tab's or window's
//! saves are followed, never overwritten; and a player whose saves fail is
//! offered a backup of what is on screen, there and then.

use super::browser::{self, LocalStore};
use super::{Ctx, Notice, NoticeAction, Table};
use crate::app::backup::{backup_text, file_name};
use crate::app::games::GameId;
use crate::app::profile::{Settings, Stats, SETTINGS_KEY, STATS_KEY};
use crate::app::saved::{following, game_key, Following, SavedGame};
use crate::app::session::saved_with_summary;
use crate::app::storage::{decode, save_text, KeyValue, StoreError, Stored};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};

/// What a table is kept as now: its key and saved text (none without a game).
type Keeper = Box<dyn Fn() -> Option<(String, String)>>;

thread_local! {
    /// A table changed and is not yet saved.
    static PENDING: Cell<bool> = const { Cell::new(false) };
    /// Each table this page carries, as it would be saved now.
    static KEEPERS: RefCell<Vec<Keeper>> = const { RefCell::new(Vec::new()) };
    /// Keys holding a value that could not be read nor moved aside:
    /// nothing is written over them this session.
    static FROZEN: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

pub fn freeze(key: String) {
    FROZEN.with(|f| f.borrow_mut().push(key));
}

fn frozen(key: &str) -> bool {
    FROZEN.with(|f| f.borrow().iter().any(|k| k == key))
}

/// Writes a value, read back; a failure says so with a backup to hand.
pub fn write<T: Stored>(ctx: Ctx, key: &str, value: &T) {
    if let Ok(json) = serde_json::to_string(value) {
        write_text(ctx, key, &json);
    }
}

fn write_text(ctx: Ctx, key: &str, json: &str) {
    if frozen(key) {
        return;
    }
    match save_text(&mut LocalStore, key, json) {
        Ok(()) => {}
        Err(e) => offer_backup(ctx, e),
    }
}

/// A problem with keeping progress, with the way to keep it anyway.
pub fn offer_backup(ctx: Ctx, e: StoreError) {
    ctx.notify_with(e.to_string(), NoticeAction::ExportBackup);
}

/// Saves `table` whenever it changes ([`ask_to_save`]), and registers it
/// for [`save_now`] and [`export_backup`].
pub fn keep_table<S: Table>(table: RwSignal<Option<S>>) {
    KEEPERS.with(|k| {
        k.borrow_mut().push(Box::new(move || {
            let saved = table
                .try_with_untracked(|t| t.as_ref().map(saved_with_summary))
                .flatten()?;
            Some((game_key(S::GAME), serde_json::to_string(&saved).ok()?))
        }))
    });
    Effect::new(move |_| {
        table.track();
        ask_to_save();
    });
}

/// A table changed: it is saved after the next paint (one save for every
/// change before it: a computer's moves at Instant pace come several to a
/// task), or sooner by [`save_now`].
pub fn ask_to_save() {
    if PENDING.replace(true) {
        return;
    }
    request_animation_frame(|| set_timeout(save_now, std::time::Duration::ZERO));
}

thread_local! {
    static CTX: Cell<Option<Ctx>> = const { Cell::new(None) };
}

/// Makes the save asked for, if it is not made yet.
pub fn save_now() {
    let Some(ctx) = CTX.get() else { return };
    if !PENDING.replace(false) {
        return;
    }
    let kept: Vec<(String, String)> =
        KEEPERS.with(|k| k.borrow().iter().filter_map(|keep| keep()).collect());
    for (key, json) in kept {
        write_text(ctx, &key, &json);
        // (A solitaire's par from here follows each save.)
        super::hint::saved(&json);
    }
}

/// Starts keeping: saves before the page may go (a tap and a close in the
/// same moment keep the tap), and follows what other tabs save.
pub fn start() {
    let ctx = expect_context::<Ctx>();
    CTX.set(Some(ctx));
    let _ = window_event_listener_untyped("pagehide", |_| save_now());
    // A frozen page may be discarded with no pagehide (Chromium's Page
    // Lifecycle); `freeze` is fired at the document and does not bubble.
    let on_freeze = wasm_bindgen::closure::Closure::<dyn Fn()>::new(save_now);
    let _ = document().add_event_listener_with_callback(
        "freeze",
        wasm_bindgen::JsCast::unchecked_ref(on_freeze.as_ref()),
    );
    on_freeze.forget();
    let _ = window_event_listener(leptos::ev::visibilitychange, |_| {
        if document().hidden() {
            save_now();
        }
    });
    // (The listeners last as long as the page: their handles are let go.)
    let _ = window_event_listener(leptos::ev::storage, move |e| {
        // Another tab or window of this app wrote `key`: what the store
        // holds now is the latest (the event's own value may be older).
        if let Some(key) = e.key() {
            follow(ctx, &key);
        }
    });
}

/// The value stored under `key` now, if it reads.
fn stored<T: Stored>(key: &str) -> Option<T> {
    decode(&LocalStore.get(key)?).ok()
}

/// The latest statistics, before a result is counted on them: another tab
/// may have counted one since this page read them.
pub fn latest_stats(ctx: Ctx) {
    follow(ctx, STATS_KEY);
}

fn follow(ctx: Ctx, key: &str) {
    if frozen(key) {
        return;
    }
    if key == STATS_KEY {
        if let Some(stats) = stored::<Stats>(key) {
            if ctx.stats.with_untracked(|s| *s != stats) {
                ctx.stats.set(stats);
            }
        }
    } else if key == SETTINGS_KEY {
        if let Some(settings) = stored::<Settings>(key) {
            if ctx.settings.with_untracked(|s| *s != settings) {
                ctx.settings.set(settings);
            }
        }
    }
    for game in GameId::ALL.into_iter().filter(|g| game_key(*g) == key) {
        crate::with_table!(game, T => follow_game::<T>(ctx), else ctx.reload_elsewhere());
    }
}

/// Another tab saved this game: the table follows it. Moves made there are
/// taken quietly; if this table had moves the other lacks (an undo there,
/// play in both, another deal), its game is kept in a notice to bring back.
fn follow_game<S: Table>(ctx: Ctx) {
    let Some(theirs) = stored::<SavedGame>(&game_key(S::GAME)) else {
        return;
    };
    let Ok(table) = S::from_saved(&theirs) else {
        return;
    };
    let signal = ctx.table::<S>();
    let ours = signal.with_untracked(|t| t.as_ref().map(saved_with_summary));
    match following(ours.as_ref(), &theirs) {
        Following::Same => {}
        Following::MovedOn => {
            signal.set(Some(table));
            ctx.notify(
                "This game moved on in another tab or window: the table shows it as it is now.",
                false,
            );
        }
        Following::Replaced => {
            let Some(ours) = ours else { return };
            let moves = ours.record.moves.len();
            let code = &ours.record.seed;
            signal.set(Some(table));
            ctx.notify_with(
                format!(
                    "Another tab or window changed this game, so the table shows it as saved there. This tab's game (deal {code}, {moves} moves) is kept until you dismiss this."
                ),
                NoticeAction::BringBack {
                    game: S::GAME,
                    saved: serde_json::to_string(&ours).unwrap_or_default(),
                },
            );
        }
    }
}

/// Carries out a notice's action.
pub fn act(ctx: Ctx, notice: &Notice) {
    // (A guide's or review's page keeps nothing: none of its notices has an action.)
    if super::KEEPS_NOTHING {
        return;
    }
    match &notice.action {
        Some(NoticeAction::ExportBackup) => export_backup(ctx),
        Some(NoticeAction::BringBack { game, saved }) => {
            // (A page without the game's table has no such notice.)
            crate::with_table!(*game, T => bring_back::<T>(ctx, saved), else { let _ = saved; });
            ctx.dismiss(notice.id);
        }
        None => {}
    }
}

/// This tab's game, kept when another tab's save replaced it, on the
/// table again (and so saved: the other tab follows it in turn).
fn bring_back<S: Table>(ctx: Ctx, saved: &str) {
    if let Some(t) = decode::<SavedGame>(saved)
        .ok()
        .and_then(|saved| S::from_saved(&saved).ok())
    {
        ctx.table::<S>().set(Some(t));
    }
}

/// Everything the app keeps, as on screen now (what the browser would not
/// keep is in this page's memory), as a backup file.
pub fn export_backup(ctx: Ctx) {
    let on_screen: Vec<(String, String)> =
        KEEPERS.with(|k| k.borrow().iter().filter_map(|keep| keep()).collect());
    // Each game as on screen, else as stored (if it reads).
    let games: Vec<(GameId, String)> = GameId::ALL
        .into_iter()
        .filter_map(|g| {
            let key = game_key(g);
            let saved = match on_screen.iter().find(|(k, _)| *k == key) {
                Some((_, json)) => json.clone(),
                None => LocalStore
                    .get(&key)
                    .filter(|raw| decode::<SavedGame>(raw).is_ok())?,
            };
            Some((g, saved))
        })
        .collect();
    let json = |s: Result<String, serde_json::Error>| s.unwrap_or_else(|_| "{}".into());
    let stats = json(ctx.stats.with_untracked(serde_json::to_string));
    let settings = json(ctx.settings.with_untracked(serde_json::to_string));
    let (y, m, d) = browser::today();
    let made = format!("{y:04}-{m:02}-{d:02}");
    let text = backup_text(&made, &stats, &settings, &games);
    if browser::download(&file_name(&made), "application/json", &text) {
        ctx.notify(
            "Backup saved as a file: import it on the home page, Settings → Backup.",
            false,
        );
    } else {
        browser::copy_text(&text, move |ok| {
            ctx.notify(
                match ok {
                    true => "Backup copied as text: keep it somewhere safe.",
                    false => "The backup could not be saved or copied here.",
                },
                true,
            )
        });
    }
}
