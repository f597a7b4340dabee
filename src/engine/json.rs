//! JSON for what the app keeps and sends: saves, the statistics and
//! settings, backups, records (the worker's jobs, `cardtable-cli check`).
//! A small reader and writer instead of serde (docs/page-weight.md: serde
//! cost every page about 15 KB gzip), written to read and write exactly
//! what serde_json did for our types:
//!
//! - objects keep their fields in order ([`Json::Obj`]), so each type
//!   writes its fields in the order its struct declared them, as serde's
//!   derive did; a record's options, which went through `serde_json::Value`
//!   (a sorted map), are written with their names sorted;
//! - the writer is compact and escapes as serde_json: `"` and `\`, the
//!   control characters (`\n` `\r` `\t` `\b` `\f` short, the rest
//!   `\u00xx`), nothing else (not `/`, not DEL, not non-ASCII);
//! - the reader is strict JSON (RFC 8259) as serde_json reads it: no
//!   trailing commas or text after the value, no control characters or
//!   lone surrogates in strings, at most [`MAX_DEPTH`] levels of nesting.
//!   (One difference: `-0`, which serde_json read as a float, is kept as
//!   written, [`Json::Num`], so a whole-number field refuses it too.)
//!   It never panics; its errors say what and where.
//!
//! Numbers: every number we keep is a whole number (`i64` at most). Other
//! numbers (fractions, exponents, beyond `i64`) are kept as written
//! ([`Json::Num`]) and refused where a whole number is wanted, as serde
//! refused a float for an integer field.
//!
//! A field given twice: the last is read (as `serde_json::Value` did).

use super::clip::quote;
use std::fmt::Write;

/// Nesting deeper than this is refused (serde_json's limit too: it
/// refuses the 128th level).
pub const MAX_DEPTH: usize = 127;

#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A whole number written without a fraction or exponent, within i64.
    Int(i64),
    /// Any other number, as written: a fraction, an exponent, or a whole
    /// number beyond i64.
    Num(String),
    Str(String),
    Arr(Vec<Json>),
    /// Fields in the order written.
    Obj(Vec<(String, Json)>),
}

/// A value written as JSON.
pub trait ToJson {
    fn to_json(&self) -> Json;

    /// Compact JSON text, as serde_json's `to_string` wrote it.
    fn to_json_text(&self) -> String {
        self.to_json().text()
    }
}

/// A value read from JSON, or why it cannot be.
pub trait FromJson: Sized {
    fn from_json(value: &Json) -> Result<Self, String>;

    /// From JSON text: not JSON, or not this type, is an error.
    fn from_json_text(text: &str) -> Result<Self, String> {
        Self::from_json(&parse(text)?)
    }
}

/// A field of an object being written.
pub fn field(name: &str, value: Json) -> (String, Json) {
    (name.to_string(), value)
}

/// Names and their values (a map) as an object, in the map's order.
pub fn map_to_json<T: ToJson>(map: &std::collections::BTreeMap<String, T>) -> Json {
    Json::Obj(map.iter().map(|(k, v)| (k.clone(), v.to_json())).collect())
}

/// An object read as names and their values (a name given twice: the last).
pub fn map_from_json<T: FromJson>(
    value: &Json,
    name: &str,
) -> Result<std::collections::BTreeMap<String, T>, String> {
    Fields::of(value, name)?
        .all()
        .iter()
        .map(|(k, v)| Ok((k.clone(), T::from_json(v)?)))
        .collect()
}

impl Json {
    /// The compact text.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(n) => {
                let _ = write!(out, "{n}");
            }
            Json::Num(text) => out.push_str(text),
            Json::Str(s) => write_str(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Obj(fields) => {
                out.push('{');
                for (i, (name, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(name, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }

    /// A field of an object (the last of that name); None for a missing
    /// field or a value that is not an object.
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Obj(fields) => fields.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// What kind of value this is, for a message: "a string".
    pub fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "true or false",
            Json::Int(_) | Json::Num(_) => "a number",
            Json::Str(_) => "a string",
            Json::Arr(_) => "a list",
            Json::Obj(_) => "an object",
        }
    }

    /// As `serde_json::Value` holds it: every object's fields sorted by
    /// name, a name given twice kept once (its last value). A record's
    /// options went through `Value`, so they are written this way.
    pub fn sorted(mut self) -> Json {
        match &mut self {
            Json::Arr(items) => {
                for item in items.iter_mut() {
                    *item = std::mem::replace(item, Json::Null).sorted();
                }
            }
            Json::Obj(fields) => {
                let mut out: Vec<(String, Json)> = Vec::with_capacity(fields.len());
                for (name, value) in std::mem::take(fields) {
                    let value = value.sorted();
                    match out.binary_search_by(|(n, _)| n.as_str().cmp(&name)) {
                        Ok(i) => out[i].1 = value,
                        Err(i) => out.insert(i, (name, value)),
                    }
                }
                *fields = out;
            }
            _ => {}
        }
        self
    }
}

/// A string in quotation marks, escaped as serde_json escapes it.
fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

// ---- Reading ----

/// Reads JSON text: one value, with white space around it at most.
pub fn parse(text: &str) -> Result<Json, String> {
    let mut p = Parser {
        text,
        at: 0,
        depth: 0,
    };
    let value = p.value()?;
    p.space();
    match p.at < text.len() {
        true => Err(p.error("unexpected text after the value")),
        false => Ok(value),
    }
}

struct Parser<'a> {
    text: &'a str,
    /// A byte offset, always at a character boundary.
    at: usize,
    depth: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    /// `what` and where: "expected ':' at line 1 column 9".
    fn error(&self, what: &str) -> String {
        let before = &self.text[..self.at.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        match self.at >= self.text.len() {
            true => format!("{what}: the text ends at line {line} column {column}"),
            false => format!("{what} at line {line} column {column}"),
        }
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.peek() {
            self.at += 1;
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, String> {
        match self.text[self.at..].starts_with(word) {
            true => {
                self.at += word.len();
                Ok(value)
            }
            false => Err(self.error("expected a value")),
        }
    }

    fn value(&mut self) -> Result<Json, String> {
        self.space();
        match self.peek() {
            Some(b'n') => self.word("null", Json::Null),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::Str),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => {
                self.nest()?;
                let mut items = Vec::new();
                self.space();
                if self.peek() == Some(b']') {
                    self.at += 1;
                } else {
                    loop {
                        items.push(self.value()?);
                        self.space();
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b']') => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err(self.error("expected ',' or ']'")),
                        }
                    }
                }
                self.depth -= 1;
                Ok(Json::Arr(items))
            }
            Some(b'{') => {
                self.nest()?;
                let mut fields = Vec::new();
                self.space();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                } else {
                    loop {
                        self.space();
                        if self.peek() != Some(b'"') {
                            return Err(self.error("expected a field name in quotation marks"));
                        }
                        let name = self.string()?;
                        self.space();
                        if self.peek() != Some(b':') {
                            return Err(self.error("expected ':'"));
                        }
                        self.at += 1;
                        fields.push((name, self.value()?));
                        self.space();
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b'}') => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err(self.error("expected ',' or '}'")),
                        }
                    }
                }
                self.depth -= 1;
                Ok(Json::Obj(fields))
            }
            _ => Err(self.error("expected a value")),
        }
    }

    /// Into a list or object: one level deeper, if that is allowed.
    fn nest(&mut self) -> Result<(), String> {
        if self.depth >= MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        self.depth += 1;
        self.at += 1;
        Ok(())
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let first = self.peek();
        match self.digits() {
            0 => return Err(self.error("expected a digit")),
            n if n > 1 && first == Some(b'0') => {
                self.at = start;
                return Err(self.error("a number may not begin with 0"));
            }
            _ => {}
        }
        let mut whole = true;
        if self.peek() == Some(b'.') {
            self.at += 1;
            whole = false;
            if self.digits() == 0 {
                return Err(self.error("expected a digit"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            whole = false;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("expected a digit"));
            }
        }
        let text = &self.text[start..self.at];
        Ok(match whole.then(|| text.parse::<i64>().ok()).flatten() {
            // serde_json read `-0` as a float.
            Some(0) if text.starts_with('-') => Json::Num(text.to_string()),
            Some(n) => Json::Int(n),
            None => Json::Num(text.to_string()),
        })
    }

    /// Four hex digits of a `\u` escape.
    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self.text.as_bytes().get(self.at..self.at + 4);
        let value = digits.and_then(|d| {
            d.iter()
                .try_fold(0u32, |n, &b| (b as char).to_digit(16).map(|d| n * 16 + d))
        });
        match value {
            Some(v) => {
                self.at += 4;
                Ok(v)
            }
            None => Err(self.error("expected four hex digits after \\u")),
        }
    }

    /// A string, the opening mark next.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let run = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // Stopped at an ASCII byte or the end: a character boundary.
            out.push_str(&self.text[run..self.at]);
            match self.peek() {
                None => return Err(self.error("a string is not closed")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match self.peek() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.at += 1;
                            let c = self.unicode_escape()?;
                            out.push(c);
                            continue;
                        }
                        _ => return Err(self.error("an invalid escape in a string")),
                    };
                    self.at += 1;
                    out.push(c);
                }
                Some(_) => return Err(self.error("a control character in a string")),
            }
        }
    }

    /// After `\u`: one character, from a surrogate pair if need be.
    fn unicode_escape(&mut self) -> Result<char, String> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if !self.text[self.at..].starts_with("\\u") {
                    return Err(self.error("a lone surrogate in a \\u escape"));
                }
                self.at += 2;
                match self.hex4()? {
                    low @ 0xDC00..=0xDFFF => 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00),
                    _ => return Err(self.error("a lone surrogate in a \\u escape")),
                }
            }
            0xDC00..=0xDFFF => return Err(self.error("a lone surrogate in a \\u escape")),
            c => c,
        };
        char::from_u32(code).ok_or_else(|| self.error("an invalid \\u escape"))
    }
}

// ---- Reading our types ----

/// "expected a string for "seed", found a number".
fn expected(what: &str, name: &str, found: &Json) -> String {
    format!(
        "expected {what} for {}, found {}",
        quote(name),
        found.kind()
    )
}

/// A string `name`.
pub fn str_of<'a>(value: &'a Json, name: &str) -> Result<&'a str, String> {
    value
        .as_str()
        .ok_or_else(|| expected("a string", name, value))
}

pub fn bool_of(value: &Json, name: &str) -> Result<bool, String> {
    match value {
        Json::Bool(b) => Ok(*b),
        _ => Err(expected("true or false", name, value)),
    }
}

/// A whole number from `min` to `max`.
pub fn int_of(value: &Json, name: &str, min: i64, max: i64) -> Result<i64, String> {
    match value {
        Json::Int(n) if (min..=max).contains(n) => Ok(*n),
        Json::Int(_) | Json::Num(_) => Err(format!(
            "expected a whole number from {min} to {max} for {}",
            quote(name)
        )),
        _ => Err(expected("a whole number", name, value)),
    }
}

pub fn u32_of(value: &Json, name: &str) -> Result<u32, String> {
    int_of(value, name, 0, u32::MAX as i64).map(|n| n as u32)
}

pub fn i64_of(value: &Json, name: &str) -> Result<i64, String> {
    int_of(value, name, i64::MIN, i64::MAX)
}

pub fn list_of<'a>(value: &'a Json, name: &str) -> Result<&'a [Json], String> {
    match value {
        Json::Arr(items) => Ok(items),
        _ => Err(expected("a list", name, value)),
    }
}

/// The fields of an object being read.
pub struct Fields<'a>(&'a [(String, Json)]);

impl<'a> Fields<'a> {
    /// `value` as an object (`name` says what it is for a message).
    pub fn of(value: &'a Json, name: &str) -> Result<Fields<'a>, String> {
        match value {
            Json::Obj(fields) => Ok(Fields(fields)),
            _ => Err(expected("an object", name, value)),
        }
    }

    pub fn all(&self) -> &'a [(String, Json)] {
        self.0
    }

    /// A field, if given (the last of that name).
    pub fn get(&self, name: &str) -> Option<&'a Json> {
        self.0.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// A field that must be given.
    pub fn need(&self, name: &str) -> Result<&'a Json, String> {
        self.get(name)
            .ok_or_else(|| format!("missing field {}", quote(name)))
    }

    /// Refuses a field not named in `known`.
    pub fn only(&self, known: &[&str]) -> Result<(), String> {
        match self.0.iter().find(|(n, _)| !known.contains(&n.as_str())) {
            None => Ok(()),
            Some((name, _)) => Err(format!(
                "unknown field {}, expected one of: {}",
                quote(name),
                known.join(", ")
            )),
        }
    }

    pub fn str(&self, name: &str) -> Result<&'a str, String> {
        str_of(self.need(name)?, name)
    }

    pub fn string(&self, name: &str) -> Result<String, String> {
        self.str(name).map(str::to_string)
    }

    pub fn u32(&self, name: &str) -> Result<u32, String> {
        u32_of(self.need(name)?, name)
    }

    /// A number that may be left out (then `default`).
    pub fn u32_or(&self, name: &str, default: u32) -> Result<u32, String> {
        self.get(name).map_or(Ok(default), |v| u32_of(v, name))
    }

    pub fn i64(&self, name: &str) -> Result<i64, String> {
        i64_of(self.need(name)?, name)
    }

    pub fn bool_or(&self, name: &str, default: bool) -> Result<bool, String> {
        self.get(name).map_or(Ok(default), |v| bool_of(v, name))
    }

    /// A field that may be left out or null.
    pub fn maybe(&self, name: &str) -> Option<&'a Json> {
        self.get(name).filter(|v| **v != Json::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_as_serde_json_escapes() {
        let s = Json::Str("q\" \\ / \n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f} é😀\u{2028}".into());
        assert_eq!(
            s.text(),
            "\"q\\\" \\\\ / \\n\\t\\r\\b\\f\\u0001\\u001f\u{7f} é😀\u{2028}\""
        );
        assert_eq!(parse(&s.text()), Ok(s));
    }

    #[test]
    fn numbers() {
        assert_eq!(parse("-0"), Ok(Json::Num("-0".into())));
        assert_eq!(parse("0"), Ok(Json::Int(0)));
        assert_eq!(parse("9223372036854775807"), Ok(Json::Int(i64::MAX)));
        assert_eq!(parse("-9223372036854775808"), Ok(Json::Int(i64::MIN)));
        assert_eq!(
            parse("9223372036854775808"),
            Ok(Json::Num("9223372036854775808".into()))
        );
        assert_eq!(parse("1.5e3"), Ok(Json::Num("1.5e3".into())));
        for bad in ["01", "-", "1.", ".5", "1e", "+1", "1e+", "--1", "0x10"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert!(u32_of(&Json::Int(-1), "n").is_err());
        assert!(u32_of(&Json::Int(1 << 32), "n").is_err());
        assert!(u32_of(&Json::Num("1.0".into()), "n").is_err());
    }

    #[test]
    fn broken_text_is_an_error_that_says_where() {
        for (bad, says) in [
            ("", "expected a value: the text ends at line 1 column 1"),
            (
                "{\"a\":1",
                "expected ',' or '}': the text ends at line 1 column 7",
            ),
            ("{\"a\" 1}", "expected ':' at line 1 column 6"),
            ("[1,]", "expected a value at line 1 column 4"),
            (
                "{,}",
                "expected a field name in quotation marks at line 1 column 2",
            ),
            (
                "{\"a\":1,}",
                "expected a field name in quotation marks at line 1 column 8",
            ),
            ("[1]x", "unexpected text after the value at line 1 column 4"),
            (
                "\"a\\x\"",
                "an invalid escape in a string at line 1 column 4",
            ),
            (
                "\"\\ud800\"",
                "a lone surrogate in a \\u escape at line 1 column 8",
            ),
            (
                "\"\\ud800\\u0041\"",
                "a lone surrogate in a \\u escape at line 1 column 14",
            ),
            (
                "\"\\udc00\"",
                "a lone surrogate in a \\u escape at line 1 column 8",
            ),
            (
                "\"\\u12\"",
                "expected four hex digits after \\u at line 1 column 4",
            ),
            (
                "\"a\nb\"",
                "a control character in a string at line 1 column 3",
            ),
            (
                "\"abc",
                "a string is not closed: the text ends at line 1 column 5",
            ),
            ("tru", "expected a value at line 1 column 1"),
            ("[1,\n 2 3]", "expected ',' or ']' at line 2 column 4"),
        ] {
            assert_eq!(parse(bad), Err(says.to_string()), "{bad:?}");
        }
        assert_eq!(
            parse("\"\\ud83d\\ude00 \\u00e9\\/\""),
            Ok(Json::Str("😀 é/".into()))
        );
    }

    #[test]
    fn nesting_is_capped() {
        let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
        assert!(parse(&ok).is_ok());
        let deep = "[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1);
        assert!(parse(&deep).unwrap_err().starts_with("nested too deeply"));
        let very = "{\"a\":".repeat(100_000);
        assert!(parse(&very).is_err());
    }

    #[test]
    fn sorted_is_as_serde_json_value_keeps_objects() {
        let v = parse(r#"{"b":1,"a":{"d":[{"z":1,"y":2}],"c":2},"b":3}"#).unwrap();
        assert_eq!(
            v.sorted().text(),
            r#"{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":3}"#
        );
    }

    #[test]
    fn fields_read_as_serde_did() {
        let v = parse(r#"{"n":5,"s":"x","b":true,"z":null,"n2":-1}"#).unwrap();
        let f = Fields::of(&v, "thing").unwrap();
        assert_eq!(f.u32("n"), Ok(5));
        assert_eq!(f.u32_or("gone", 7), Ok(7));
        assert_eq!(f.str("s"), Ok("x"));
        assert_eq!(f.bool_or("b", false), Ok(true));
        assert_eq!(f.maybe("z"), None);
        assert_eq!(f.u32("gone"), Err("missing field \"gone\"".into()));
        assert_eq!(
            f.u32("s"),
            Err("expected a whole number for \"s\", found a string".into())
        );
        assert_eq!(
            f.u32("n2"),
            Err("expected a whole number from 0 to 4294967295 for \"n2\"".into())
        );
        assert_eq!(
            f.only(&["n", "s", "b", "z"]),
            Err("unknown field \"n2\", expected one of: n, s, b, z".into())
        );
        assert!(Fields::of(&Json::Int(1), "thing").is_err());
    }
}
