//! Versioned local storage over any key–value store.
//!
//! The browser's localStorage is one implementation (in `ui`); tests use
//! [`MemoryStore`]. Every stored value is JSON with a `version` field.
//! Unreadable or too-new values are never deleted: they are moved aside
//! under an `cardtable.unreadable.…` key and the app goes on with a message.

use crate::engine::clip::clip_quotes;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

pub const PREFIX: &str = "cardtable.";

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The store refused the write (a full localStorage, or none at all).
    Full,
    /// The write seemed to work but does not read back (the browser
    /// dropped it: private browsing, storage cleared under the page).
    NotKept,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Full => write!(
                f,
                "This browser's storage is full or switched off, so progress is not being saved. Play goes on: export a backup to keep it."
            ),
            StoreError::NotKept => write!(
                f,
                "This browser did not keep what the app just saved (its storage may be full, private or cleared), so progress is not being saved. Play goes on: export a backup to keep it."
            ),
        }
    }
}

pub trait KeyValue {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str);
}

/// An in-memory store; `capacity` (in characters) imitates a full browser store.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    pub map: BTreeMap<String, String>,
    pub capacity: Option<usize>,
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(cap) = self.capacity {
            let used: usize = self
                .map
                .iter()
                .filter(|(k, _)| k.as_str() != key)
                .map(|(k, v)| k.len() + v.len())
                .sum();
            if used + key.len() + value.len() > cap {
                return Err(StoreError::Full);
            }
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        self.map.remove(key);
    }
}

/// A stored value type: knows its key's current version.
pub trait Stored: Serialize + DeserializeOwned {
    const VERSION: u32;
    /// What a person calls it, for messages: "your statistics".
    const WHAT: &'static str;
}

#[derive(Clone, Debug, PartialEq)]
pub enum Loaded<T> {
    Missing,
    Found(T),
    /// Could not be read: a message for the person, and whether the value
    /// was moved aside. If it was not (the store is full), nothing may be
    /// written over it this session.
    Unreadable {
        message: String,
        moved: bool,
    },
}

impl<T> Loaded<T> {
    pub fn found(self) -> Option<T> {
        match self {
            Loaded::Found(t) => Some(t),
            _ => None,
        }
    }
}

/// Moves an unreadable value aside (never deleting it) and says so.
/// Returns the message and whether the value was moved.
pub fn set_aside(store: &mut dyn KeyValue, key: &str, what: &str, why: &str) -> (String, bool) {
    let raw = store.get(key).unwrap_or_default();
    let suffix = key.strip_prefix(PREFIX).unwrap_or(key);
    let mut n = 1;
    let aside = loop {
        let candidate = format!("{PREFIX}unreadable.{suffix}.{n}");
        if store.get(&candidate).is_none() {
            break candidate;
        }
        n += 1;
    };
    match store.set(&aside, &raw) {
        Ok(()) => {
            store.remove(key);
            (format!("{what} could not be read ({why}). It was kept aside as {aside:?}, and the app carries on without it."), true)
        }
        Err(_) => (format!(
            "{what} could not be read ({why}). It is left where it was, and the app carries on without it."
        ), false),
    }
}

pub fn load<T: Stored>(store: &mut dyn KeyValue, key: &str) -> Loaded<T> {
    let Some(raw) = store.get(key) else {
        return Loaded::Missing;
    };
    match decode::<T>(&raw) {
        Ok(t) => Loaded::Found(t),
        Err(why) => {
            let (message, moved) = set_aside(store, key, T::WHAT, &why);
            Loaded::Unreadable { message, moved }
        }
    }
}

/// A stored value from its text, or why it cannot be read.
pub fn decode<T: Stored>(raw: &str) -> Result<T, String> {
    match serde_json::from_str::<serde_json::Value>(raw) {
        // serde quotes what it did not expect whole: clipped.
        Err(e) => Err(format!("not valid JSON: {}", clip_quotes(&e.to_string()))),
        Ok(value) => match value.get("version").and_then(|v| v.as_u64()) {
            None => Err("it has no version".to_string()),
            Some(v) if v > T::VERSION as u64 => Err(format!(
                "it was saved by a newer version of the app (version {v})"
            )),
            Some(_) => serde_json::from_value::<T>(value).map_err(|e| clip_quotes(&e.to_string())),
        },
    }
}

/// Writes a value, then reads it back: a write the store dropped is an
/// error too, so the player hears of it while the game is still on screen.
pub fn save<T: Stored>(store: &mut dyn KeyValue, key: &str, value: &T) -> Result<(), StoreError> {
    let json = serde_json::to_string(value).map_err(|_| StoreError::Full)?;
    save_text(store, key, &json)
}

/// [`save`] for a value already written out.
pub fn save_text(store: &mut dyn KeyValue, key: &str, json: &str) -> Result<(), StoreError> {
    store.set(key, json)?;
    match store.get(key).as_deref() == Some(json) {
        true => Ok(()),
        false => Err(StoreError::NotKept),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Thing {
        version: u32,
        n: u32,
    }

    #[test]
    fn decode_says_why() {
        assert_eq!(
            decode::<Thing>("{oops"),
            Err("not valid JSON: key must be a string at line 1 column 2".into())
        );
        assert_eq!(decode::<Thing>("[]"), Err("it has no version".into()));
        assert_eq!(
            decode::<Thing>(r#"{"version":18446744073709551615}"#),
            Err("it was saved by a newer version of the app (version 18446744073709551615)".into())
        );
        assert_eq!(
            decode::<Thing>(r#"{"version":1,"n":"x"}"#),
            Err("invalid type: string \"x\", expected u32".into())
        );
        assert_eq!(
            decode::<Thing>(r#"{"version":1}"#),
            Err("missing field `n`".into())
        );
        assert_eq!(
            decode::<Thing>(r#" {"version":1,"n":3,"other":[]} "#),
            Ok(Thing { version: 1, n: 3 })
        );
        // serde quotes a string whole: clipped.
        let long = format!(r#"{{"version":1,"n":"{}"}}"#, "y".repeat(100_000));
        assert!(decode::<Thing>(&long).unwrap_err().chars().count() < 120);
    }

    impl Stored for Thing {
        const VERSION: u32 = 2;
        const WHAT: &'static str = "The thing";
    }

    #[test]
    fn round_trip_and_missing() {
        let mut store = MemoryStore::default();
        assert_eq!(
            load::<Thing>(&mut store, "cardtable.thing"),
            Loaded::Missing
        );
        save(&mut store, "cardtable.thing", &Thing { version: 2, n: 5 }).unwrap();
        assert_eq!(
            load::<Thing>(&mut store, "cardtable.thing"),
            Loaded::Found(Thing { version: 2, n: 5 })
        );
    }

    #[test]
    fn bad_values_are_kept_aside_not_deleted() {
        for bad in [
            "{oops",
            "{\"n\":1}",
            "{\"version\":9,\"n\":1}",
            "{\"version\":1,\"n\":\"x\"}",
        ] {
            let mut store = MemoryStore::default();
            store.set("cardtable.thing", bad).unwrap();
            let Loaded::Unreadable {
                message,
                moved: true,
            } = load::<Thing>(&mut store, "cardtable.thing")
            else {
                panic!("{bad} was accepted");
            };
            assert!(message.contains("kept aside"), "{message}");
            assert_eq!(
                store.get("cardtable.unreadable.thing.1").as_deref(),
                Some(bad)
            );
            assert_eq!(store.get("cardtable.thing"), None);
        }
    }

    /// A store that says yes and keeps nothing (a browser that cleared
    /// the data under the page).
    struct Forgetful;
    impl KeyValue for Forgetful {
        fn get(&self, _: &str) -> Option<String> {
            None
        }
        fn set(&mut self, _: &str, _: &str) -> Result<(), StoreError> {
            Ok(())
        }
        fn remove(&mut self, _: &str) {}
    }

    #[test]
    fn a_write_that_does_not_read_back_is_an_error() {
        let thing = Thing { version: 2, n: 5 };
        assert_eq!(
            save(&mut Forgetful, "cardtable.thing", &thing),
            Err(StoreError::NotKept)
        );
        assert!(StoreError::NotKept.to_string().contains("export a backup"));
    }

    #[test]
    fn a_second_bad_value_does_not_overwrite_the_first() {
        let mut store = MemoryStore::default();
        store.set("cardtable.thing", "first").unwrap();
        load::<Thing>(&mut store, "cardtable.thing");
        store.set("cardtable.thing", "second").unwrap();
        load::<Thing>(&mut store, "cardtable.thing");
        assert_eq!(
            store.get("cardtable.unreadable.thing.1").as_deref(),
            Some("first")
        );
        assert_eq!(
            store.get("cardtable.unreadable.thing.2").as_deref(),
            Some("second")
        );
    }

    #[test]
    fn a_full_store_refuses_writes_and_keeps_bad_values_in_place() {
        let mut store = MemoryStore {
            capacity: Some(100),
            ..Default::default()
        };
        assert_eq!(
            save(
                &mut store,
                "cardtable.thing",
                &Thing {
                    version: 2,
                    n: 123456789
                }
            )
            .map(|_| ()),
            Ok(())
        );
        let big = Thing { version: 2, n: 1 };
        store.capacity = Some(10);
        assert_eq!(
            save(&mut store, "cardtable.other", &big),
            Err(StoreError::Full)
        );
        store.capacity = None;
        store
            .set("cardtable.thing", "garbage that will not fit twice")
            .unwrap();
        store.capacity = Some(60);
        let Loaded::Unreadable {
            message,
            moved: false,
        } = load::<Thing>(&mut store, "cardtable.thing")
        else {
            panic!()
        };
        assert!(message.contains("left where it was"), "{message}");
        assert!(store.get("cardtable.thing").is_some());
    }
}
