//! The few browser services the app needs, each behind a small function that
//! never panics: storage, the address, randomness, the date, sharing.

use crate::app::storage::{KeyValue, StoreError};
use crate::engine::Seed;
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::{JsCast, JsValue};

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// localStorage, through gloo-storage; where the browser has none (or
/// forbids it), this page's memory, and the app says so (`ui::App`).
pub struct LocalStore;

thread_local! {
    /// Whether localStorage works here, found once per page (`probe`).
    static STORAGE_WORKS: std::cell::OnceCell<bool> = const { std::cell::OnceCell::new() };
    /// Where progress goes when it does not: this page's memory (a list, not
    /// a map: a handful of keys, and a map's code would cost every page 4 KB).
    static MEMORY: std::cell::RefCell<Vec<(String, String)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Whether this browser gives the app a localStorage at all: missing (no
/// window, an old browser) or forbidden (storage blocked: the getter
/// throws) means no. Asked before gloo-storage is used, whose handle
/// panics in those cases. A full store still works (reads do; writes fail
/// with a message).
fn probe() -> bool {
    window()
        .and_then(|w| w.local_storage().ok().flatten())
        .is_some_and(|s| s.length().is_ok())
}

impl LocalStore {
    /// Whether saves reach the browser's storage (else they last only as
    /// long as the page).
    pub fn works() -> bool {
        STORAGE_WORKS.with(|w| *w.get_or_init(probe))
    }
}

impl KeyValue for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        if !Self::works() {
            return MEMORY.with(|m| {
                m.borrow()
                    .iter()
                    .find(|(k, _)| k == key)
                    .map(|(_, v)| v.clone())
            });
        }
        LocalStorage::raw().get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if !Self::works() {
            MEMORY.with(|m| {
                let mut m = m.borrow_mut();
                m.retain(|(k, _)| k != key);
                m.push((key.to_string(), value.to_string()));
            });
            return Ok(());
        }
        LocalStorage::raw()
            .set_item(key, value)
            .map_err(|_| StoreError::Full)
    }

    fn remove(&mut self, key: &str) {
        if !Self::works() {
            return MEMORY.with(|m| m.borrow_mut().retain(|(k, _)| k != key));
        }
        LocalStorage::delete(key);
    }
}

impl LocalStore {
    /// The characters the app keeps (its keys and values), in bytes as the
    /// browser counts them (two a character).
    pub fn bytes_used() -> usize {
        let chars = |k: &str, v: &str| 2 * (k.chars().count() + v.chars().count());
        if !Self::works() {
            return MEMORY.with(|m| m.borrow().iter().map(|(k, v)| chars(k, v)).sum());
        }
        let raw = LocalStorage::raw();
        let n = raw.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| raw.key(i).ok().flatten())
            .filter(|k| k.starts_with(crate::app::storage::PREFIX))
            .map(|k| {
                let v = raw.get_item(&k).ok().flatten().unwrap_or_default();
                chars(&k, &v)
            })
            .sum()
    }
}

pub fn hash() -> String {
    window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Navigates to a new hash (adds a history entry; fires `hashchange`).
pub fn set_hash(hash: &str) {
    if let Some(w) = window() {
        let _ = w.location().set_hash(hash);
    }
}

/// The page's colours: `data-theme` on its root element ("system",
/// "light", "dark"; style/main.css).
pub fn set_theme(theme: &str) {
    let root = window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        if root.get_attribute("data-theme").as_deref() != Some(theme) {
            let _ = root.set_attribute("data-theme", theme);
        }
    }
}

/// Changes the address without a history entry or a `hashchange` event.
pub fn replace_hash(hash: &str) {
    if let Some(w) = window() {
        if w.location().hash().ok().as_deref() == Some(hash) {
            return;
        }
        if let Ok(history) = w.history() {
            // The entry's state stays (boot.js keeps where it was scrolled).
            let state = history.state().unwrap_or(JsValue::NULL);
            let _ = history.replace_state_with_url(&state, "", Some(hash));
        }
    }
}

/// A value kept in this history entry's state under `key` (what Back finds
/// again: the home page's open card). The entry's other values stay
/// (boot.js keeps where it was scrolled).
pub fn entry_value(key: &str) -> Option<String> {
    let state = window()?.history().ok()?.state().ok()?;
    js_sys::Reflect::get(&state, &key.into()).ok()?.as_string()
}

/// Keeps `value` in this history entry's state under `key` (or takes it
/// out), without a new entry.
pub fn keep_entry_value(key: &str, value: Option<&str>) {
    let Some(history) = window().and_then(|w| w.history().ok()) else {
        return;
    };
    let state = js_sys::Object::new();
    if let Some(old) = history
        .state()
        .ok()
        .and_then(|s| s.dyn_into::<js_sys::Object>().ok())
    {
        js_sys::Object::assign(&state, &old);
    }
    let value = value.map_or(JsValue::UNDEFINED, JsValue::from_str);
    let _ = js_sys::Reflect::set(&state, &key.into(), &value);
    let _ = history.replace_state(&state, "");
}

/// Opens another page of the app at this route, in place of this history
/// entry (so Back does not come back here to be sent on again).
pub fn open_page(file: &str, hash: &str) {
    if let Some(w) = window() {
        let _ = w.location().replace(&format!("{file}{hash}"));
    }
}

pub fn href() -> String {
    window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// A fresh seed code from the browser's crypto (getrandom), or, where the
/// browser has none, from `Math.random`: only which deal is new depends on it.
pub fn random_seed() -> Seed {
    let mut bytes = [0u8; 5];
    if getrandom::fill(&mut bytes).is_err() {
        for b in &mut bytes {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    Seed::from_entropy(bytes)
}

/// Today's date where the player is.
pub fn today() -> (i32, u32, u32) {
    let d = js_sys::Date::new_0();
    (d.get_full_year() as i32, d.get_month() + 1, d.get_date())
}

/// Shares a link, and `text` before it if there is any (a result), with
/// the Web Share API where there is one, else copies them. Calls `done`
/// with what happened, in words.
pub fn share(title: &str, text: &str, url: &str, done: impl Fn(String) + 'static) {
    let Some(w) = window() else { return };
    let navigator: JsValue = w.navigator().into();
    let call = |object: &JsValue, method: &str, arg: &JsValue| -> Option<js_sys::Promise> {
        let f = js_sys::Reflect::get(object, &JsValue::from_str(method)).ok()?;
        let f: js_sys::Function = f.dyn_into().ok()?;
        f.call1(object, arg).ok()?.dyn_into().ok()
    };
    let all = match text {
        "" => url.to_string(),
        _ => format!("{text}\n{url}"),
    };
    let data = js_sys::Object::new();
    for (k, v) in [("title", title), ("text", text), ("url", url)] {
        let _ = js_sys::Reflect::set(&data, &k.into(), &v.into());
    }
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).ok();
    let (promise, ok_text) = match call(&navigator, "share", &data) {
        Some(p) => (Some(p), "Shared."),
        None => match clipboard.filter(|c| !c.is_undefined()) {
            Some(c) => (
                call(&c, "writeText", &JsValue::from_str(&all)),
                "Copied. Paste it anywhere to share this deal.",
            ),
            None => (None, ""),
        },
    };
    let by_hand = format!("Copy this to share the deal: {all}");
    let Some(promise) = promise else {
        return done(by_hand);
    };
    let done = std::rc::Rc::new(done);
    let again = done.clone();
    settled(
        &promise,
        move |_| done(ok_text.into()),
        move |_| again(by_hand),
    );
}

/// Calls `ok` with a promise's value or `err` with its reason, once.
pub fn settled(
    promise: &JsValue,
    ok: impl FnOnce(JsValue) + 'static,
    err: impl FnOnce(JsValue) + 'static,
) {
    let on_ok = wasm_bindgen::closure::Closure::once_into_js(ok);
    let on_err = wasm_bindgen::closure::Closure::once_into_js(err);
    // `then` through Reflect: the closures are plain JS functions here.
    if let Some(then) = js_sys::Reflect::get(promise, &"then".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = then.call2(promise, &on_ok, &on_err);
    }
}

/// `navigator.<object>.<method>(args…)`, where the browser has it: its
/// result (a promise, for the ones used here).
/// An empty `object` is the navigator itself.
fn navigator_call(object: &str, method: &str, args: &[JsValue]) -> Option<JsValue> {
    let navigator: JsValue = window()?.navigator().into();
    let object = match object {
        "" => navigator,
        _ => js_sys::Reflect::get(&navigator, &object.into()).ok()?,
    };
    let f = js_sys::Reflect::get(&object, &method.into()).ok()?;
    let f: js_sys::Function = f.dyn_into().ok()?;
    f.apply(&object, &args.iter().collect()).ok()
}

/// `done` with the promise's value, or `None` if it failed or there was none.
fn when_settled(promise: Option<JsValue>, done: impl FnOnce(Option<JsValue>) + 'static) {
    let Some(promise) = promise else {
        return done(None);
    };
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let again = done.clone();
    settled(
        &promise,
        move |v| {
            if let Some(d) = done.take() {
                d(Some(v))
            }
        },
        move |_| {
            if let Some(d) = again.take() {
                d(None)
            }
        },
    );
}

/// A file of the app (a rules page) as text: `done` gets `None` where it
/// could not be fetched (offline before the app was kept for offline use,
/// a missing file).
pub fn fetch_text(url: &str, done: impl FnOnce(Option<String>) + 'static) {
    let Some(w) = window() else {
        return done(None);
    };
    when_settled(Some(w.fetch_with_str(url).into()), move |response| {
        let ok = |r: &JsValue| js_sys::Reflect::get(r, &"ok".into()).ok()?.as_bool();
        let text = response.filter(|r| ok(r) == Some(true)).and_then(|r| {
            let f: js_sys::Function = js_sys::Reflect::get(&r, &"text".into())
                .ok()?
                .dyn_into()
                .ok()?;
            f.call0(&r).ok()
        });
        when_settled(text, move |t| done(t.and_then(|t| t.as_string())));
    });
}

/// Asks the browser to keep the app's data (`navigator.storage.persist()`);
/// the answer shows in Settings (`storage_manager("persisted", …)`).
pub fn ask_to_keep_storage() {
    let _ = navigator_call("storage", "persist", &[]);
}

/// Calls `navigator.storage.<method>()` (`persist`, `persisted`) and gives
/// `done` its answer; `None` where the browser has no such thing.
pub fn storage_manager(method: &str, done: impl FnOnce(Option<bool>) + 'static) {
    when_settled(navigator_call("storage", method, &[]), |v| {
        done(v.and_then(|v| v.as_bool()))
    });
}

/// Copies text to the clipboard; `done` says whether it worked.
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let promise = navigator_call("clipboard", "writeText", &[text.into()]);
    when_settled(promise, |v| done(v.is_some()));
}

/// Saves `text` as a file named `name` (a download), from memory.
pub fn download(name: &str, mime: &str, text: &str) -> bool {
    let Some(doc) = window().and_then(|w| w.document()) else {
        return false;
    };
    let Ok(a) = doc.create_element("a") else {
        return false;
    };
    let href = format!(
        "data:{mime};charset=utf-8,{}",
        js_sys::encode_uri_component(text)
    );
    let _ = a.set_attribute("href", &href);
    let _ = a.set_attribute("download", name);
    match a.dyn_into::<web_sys::HtmlElement>() {
        Ok(a) => {
            a.click();
            true
        }
        Err(_) => false,
    }
}

/// Reads the first file chosen in a file input as text.
pub fn read_chosen_file(
    input: &web_sys::HtmlInputElement,
    done: impl FnOnce(Result<String, String>) + 'static,
) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    when_settled(Some(file.text().into()), |v| {
        done(match v {
            Some(v) => v.as_string().ok_or_else(|| "it is not text".to_string()),
            None => Err("the browser could not read it".to_string()),
        })
    });
}

/// A performance mark, for `measure`.
pub fn mark(name: &str) {
    if let Some(p) = window().and_then(|w| w.performance()) {
        let _ = p.mark(name);
    }
}

/// A performance measure from the mark `start` to now, so the benchmark can
/// read how long the computer took (`performance.getEntriesByName`).
pub fn measure(name: &str, start: &str) {
    if let Some(p) = window().and_then(|w| w.performance()) {
        let _ = p.measure_with_start_mark(name, start);
    }
}

/// Scrolls an element into view: `block` "nearest" (not at all if it is on
/// screen already), "end", "center"… Through Reflect, so web-sys needs no
/// `ScrollIntoViewOptions` feature.
pub fn scroll_into_view(el: &web_sys::Element, block: &str) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &block.into());
    if let Some(f) = js_sys::Reflect::get(el, &"scrollIntoView".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = f.call1(el, &options);
    }
}

/// Keeps keyboard focus on the page through a change that takes it away
/// (a card played, a button no longer offered or disabled): after the page
/// is updated, focus goes to a lit card, else to the first control, in the
/// nearest part of the page still there (not the top bar). A change that
/// moves focus itself (a panel focusing its heading) is left alone.
pub fn keep_focus() {
    let Some(doc) = window().and_then(|w| w.document()) else {
        return;
    };
    let Some(focused) = focus_in(&doc) else {
        return;
    };
    let mut around = Vec::new();
    let mut up = Some(focused.clone());
    while let Some(e) = up {
        up = e.parent_element();
        around.push(e);
    }
    leptos::prelude::request_animation_frame(move || {
        // Still on what had it (and can have it), or moved on by the page.
        // (A button just hidden still has focus until the page is styled
        // again, when the browser drops it: it cannot keep it.)
        let shown = |a: &web_sys::Element| a.closest(".hidden").ok().flatten().is_none();
        match focus_in(&doc) {
            Some(a) if a != focused => return,
            Some(a) if a.is_connected() && !a.has_attribute("disabled") && shown(&a) => return,
            _ => {}
        }
        // A lit card first (what can be played now), else any control.
        for wanted in [".playable", ":not([disabled])"] {
            for part in around.iter().filter(|e| e.is_connected()) {
                let next = part
                    .query_selector(&format!(
                        ":not(.topbar)>button{wanted}:not(.hidden, .hidden *)"
                    ))
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(next) = next {
                    let _ = next.focus();
                    if doc.active_element().is_some_and(|a| a == *next) {
                        return;
                    }
                }
            }
        }
    });
}

/// Moves focus to the first element matching `selector` after the next
/// paint (a tap that re-rendered its own button would leave focus nowhere).
pub fn focus_after_paint(selector: &'static str) {
    leptos::prelude::request_animation_frame(move || {
        if let Some(el) = element(selector) {
            let _ = el.focus();
        }
    });
}

/// The element with keyboard focus, if any: not the page itself (the body).
fn focus_in(doc: &web_sys::Document) -> Option<web_sys::Element> {
    let focused = doc.active_element()?;
    let on_body = doc.body().is_some_and(|b| *b == focused);
    (!on_body).then_some(focused)
}

/// The first element `selector` matches, if it can be clicked or focused.
pub fn element(selector: &str) -> Option<web_sys::HtmlElement> {
    window()?
        .document()?
        .query_selector(selector)
        .ok()??
        .dyn_into()
        .ok()
}
