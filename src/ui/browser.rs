//! The few browser services the app needs, each behind a small function that
//! never panics: storage, the address, randomness, the date, sharing.

use crate::app::storage::{KeyValue, StoreError};
use crate::engine::Seed;
use wasm_bindgen::{JsCast, JsValue};

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// localStorage; when the browser has none (or forbids it) reads find nothing
/// and writes fail as "full", so the app still plays.
pub struct LocalStore;

impl LocalStore {
    fn storage() -> Option<web_sys::Storage> {
        window()?.local_storage().ok().flatten()
    }
}

impl KeyValue for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        Self::storage()?.get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        Self::storage()
            .ok_or(StoreError::Full)?
            .set_item(key, value)
            .map_err(|_| StoreError::Full)
    }

    fn remove(&mut self, key: &str) {
        if let Some(s) = Self::storage() {
            let _ = s.remove_item(key);
        }
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

/// Changes the address without a history entry or a `hashchange` event.
pub fn replace_hash(hash: &str) {
    if let Some(w) = window() {
        if w.location().hash().ok().as_deref() == Some(hash) {
            return;
        }
        if let Ok(history) = w.history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(hash));
        }
    }
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

pub fn random_seed() -> Seed {
    let mut bytes = [0u8; 5];
    let filled = window()
        .and_then(|w| w.crypto().ok())
        .map(|c| c.get_random_values_with_u8_array(&mut bytes).is_ok())
        .unwrap_or(false);
    if !filled {
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

/// Shares a link with the Web Share API where there is one, else copies it.
/// Calls `done` with what happened, in words.
pub fn share(title: &str, url: &str, done: impl Fn(String) + 'static) {
    let Some(w) = window() else { return };
    let navigator: JsValue = w.navigator().into();
    let call = |object: &JsValue, method: &str, arg: &JsValue| -> Option<js_sys::Promise> {
        let f = js_sys::Reflect::get(object, &JsValue::from_str(method)).ok()?;
        let f: js_sys::Function = f.dyn_into().ok()?;
        f.call1(object, arg).ok()?.dyn_into().ok()
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).ok();
    let url_text = url.to_string();
    let (promise, ok_text) = match call(&navigator, "share", &data) {
        Some(p) => (Some(p), "Shared.".to_string()),
        None => match clipboard.filter(|c| !c.is_undefined()) {
            Some(c) => (
                call(&c, "writeText", &JsValue::from_str(url)),
                "Link copied. Paste it anywhere to share this deal.".to_string(),
            ),
            None => (None, String::new()),
        },
    };
    let Some(promise) = promise else {
        done(format!("Copy this link to share the deal: {url_text}"));
        return;
    };
    let done = std::rc::Rc::new(done);
    let on_ok = {
        let done = done.clone();
        wasm_bindgen::closure::Closure::once_into_js(move |_: JsValue| done(ok_text))
    };
    let on_err = wasm_bindgen::closure::Closure::once_into_js(move |_: JsValue| {
        done(format!("Copy this link to share the deal: {url_text}"))
    });
    // `then` through Reflect: the closures are plain JS functions here.
    if let Some(then) = js_sys::Reflect::get(&promise, &"then".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = then.call2(&promise, &on_ok, &on_err);
    }
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
    let body = doc.body();
    let on_body = move |a: &web_sys::Element| body.as_ref().is_some_and(|b| **b == *a);
    let Some(focused) = doc.active_element().filter(|a| !on_body(a)) else {
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
        match doc.active_element() {
            Some(a) if a == focused => {
                if a.is_connected() && !a.has_attribute("disabled") {
                    return;
                }
            }
            Some(a) if !on_body(&a) => return,
            _ => {}
        }
        // A lit card first (what can be played now), else any control.
        for wanted in [".playable", ":not([disabled])"] {
            for part in around.iter().filter(|e| e.is_connected()) {
                let next = part
                    .query_selector(&format!(":not(.topbar)>button{wanted}:not(.hidden *)"))
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
        let found = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(selector).ok().flatten());
        if let Some(el) =
            found.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
        {
            let _ = el.focus();
        }
    });
}
