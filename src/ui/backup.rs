//! The backup screen (`#/backup`, on more.html; the home page links to it
//! under Settings): export the player's progress as a file or text, and
//! import one after showing what it will change (`app::backup`). Also says
//! whether this browser may clear the data.

use super::browser::{self, LocalStore};
use super::Ctx;
use crate::app::backup::{self, Backup, ImportPlan};
use leptos::prelude::*;

fn today() -> String {
    let (y, m, d) = browser::today();
    format!("{y:04}-{m:02}-{d:02}")
}

fn this_browser() -> Backup {
    Backup::of(&mut LocalStore, &today())
}

#[component]
pub fn BackupPage() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let export_text = RwSignal::new(None::<String>);
    let pasted = RwSignal::new(String::new());
    let problem = RwSignal::new(String::new());
    let pending = RwSignal::new(None::<(Backup, ImportPlan)>);
    let kept = RwSignal::new(None::<bool>);
    browser::storage_manager("persisted", move |v| kept.set(v));

    let check = move |text: String| match Backup::parse(&text) {
        Ok(file) => {
            problem.set(String::new());
            let plan = backup::plan(&this_browser(), &file);
            pending.set(Some((file, plan)));
        }
        Err(e) => {
            pending.set(None);
            problem.set(e.to_string());
        }
    };
    let import = move |replace: bool| {
        let Some((file, _)) = pending.get_untracked() else {
            return;
        };
        match backup::import(&mut LocalStore, &this_browser(), &file, replace) {
            Ok(done) => {
                pending.set(None);
                pasted.set(String::new());
                ctx.stats.set(done.stats.clone());
                ctx.settings.set(done.settings.clone());
                ctx.reload_saved_games();
                ctx.notify(done.summary(), false);
            }
            // The store's own message speaks of play going on unsaved,
            // which is not what happened here.
            Err(_) => problem.set(
                "This browser's storage is full or switched off, so the backup could not be imported. Nothing was changed.".into(),
            ),
        }
    };

    // What the app keeps here: read when the screen opens, and again after
    // an import (the stats change with it).
    let used = Memo::new(move |_| {
        ctx.stats.track();
        let kb = LocalStore::bytes_used().div_ceil(1024);
        match LocalStore::works() {
            true => format!("Your games, statistics and settings take {kb} KB of this browser's storage."),
            false => format!("Your games, statistics and settings ({kb} KB) are only in this page's memory: this browser keeps nothing for the app."),
        }
    });
    let status = move || {
        match kept.get() {
        Some(true) => "This browser keeps this data: it will not clear it to make space.",
        Some(false) => "This browser may clear this data when it runs short of space or after weeks without a visit. Export a backup to keep it.",
        None => "This browser does not say whether it keeps this data. Export a backup to keep it.",
    }
    };
    // Asking is the browser's call (it may say no, or ask the player).
    let ask_to_keep =
        move |_| browser::storage_manager("persist", move |v| kept.set(v.or(Some(false))));
    let plan_view = move || {
        pending.get().map(|(_, plan)| {
            let replaces = !plan.replaced.is_empty();
            let changes = plan.changes_anything();
            view! {
                <div class="import-plan" role="group" aria-labelledby="import-plan-title">
                    <h2 id="import-plan-title">"Importing this backup"</h2>
                    <ul>{plan.lines().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                    <div class="actions">
                        {changes.then(|| view! {
                            <button type="button" class="primary" on:click=move |_| import(true)>
                                {if replaces { "Import and replace" } else { "Import" }}
                            </button>
                        })}
                        {replaces.then(|| view! {
                            <button type="button" on:click=move |_| import(false)>
                                "Import, keep the games here"
                            </button>
                        })}
                        <button type="button" on:click=move |_| pending.set(None)>"Cancel"</button>
                    </div>
                </div>
            }
        })
    };

    view! {
        <article class="page backup" aria-labelledby="backup-title">
            <nav class="topbar">
                <a class="button" href="#/">"Home"</a>
            </nav>
            <h1 id="backup-title">"Backup"</h1>
            <p class="fine storage-used">{move || used.get()}</p>
            <p class="fine">{status}</p>
            {move || (kept.get() == Some(false)).then(|| view! {
                <div class="actions">
                    <button type="button" on:click=ask_to_keep>"Ask the browser to keep it"</button>
                </div>
            })}
            <div class="actions">
                <button type="button" on:click=move |_| {
                    let file = this_browser();
                    if !browser::download(&file.file_name(), "application/json", &file.to_text()) {
                        export_text.set(Some(file.to_text()));
                    }
                }>"Export file"</button>
                <button type="button" on:click=move |_| export_text.set(Some(this_browser().to_text()))>
                    "Export as text"
                </button>
            </div>
            {move || export_text.get().map(|text| {
                let to_copy = text.clone();
                view! {
                    <label for="backup-text">"Backup text (copy it somewhere safe)"</label>
                    <textarea id="backup-text" readonly rows="6" prop:value=text></textarea>
                    <div class="actions">
                        <button type="button" on:click=move |_| {
                            browser::copy_text(&to_copy, move |ok| ctx.notify(
                                if ok { "Backup copied." } else { "Could not copy: select the text and copy it." },
                                false,
                            ))
                        }>"Copy text"</button>
                        <button type="button" on:click=move |_| export_text.set(None)>"Hide text"</button>
                    </div>
                }
            })}
            <label for="backup-file">"Import a backup file"</label>
            <input id="backup-file" type="file" accept=".json,application/json,text/plain"
                on:change:target=move |ev| {
                    let input = ev.target();
                    browser::read_chosen_file(&input, move |read| match read {
                        Ok(text) => check(text),
                        Err(why) => problem.set(format!("That file could not be read ({why}). Nothing was changed.")),
                    });
                    input.set_value("");
                } />
            <label for="backup-paste">"Or paste a backup's text"</label>
            <textarea id="backup-paste" rows="3" spellcheck="false" prop:value=pasted
                on:input:target=move |ev| pasted.set(ev.target().value())></textarea>
            <div class="actions">
                <button type="button" on:click=move |_| check(pasted.get_untracked())>"Check pasted backup"</button>
            </div>
            <p class="field-error" role="alert">{move || problem.get()}</p>
            {plan_view}
        </article>
    }
}
