//! What a link, a save or a file said, quoted in a message about it:
//! clipped. A link or a file may hold 100,000 characters and a message is
//! read on a phone, so no message quotes more than [`QUOTED`] characters
//! of its input in one place (issue 27: a huge link value was echoed whole).

use std::borrow::Cow;

/// The most characters of its input a message quotes in one place, "…"
/// included.
pub const QUOTED: usize = 60;

/// The longest message made from another library's words (serde's).
pub const MESSAGE: usize = 300;

/// Whether two texts are equal, where only a `const fn` can ask
/// (`app::games`' list checks its ids at compile time).
pub const fn same_str(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// `text`, or its first `most - 1` characters and "…".
fn clip_to(text: &str, most: usize) -> Cow<'_, str> {
    if text.chars().nth(most).is_none() {
        return Cow::Borrowed(text);
    }
    let end = text
        .char_indices()
        .nth(most.saturating_sub(1))
        .map_or(text.len(), |(i, _)| i);
    Cow::Owned(format!("{}…", &text[..end]))
}

/// `text` itself, or its first characters and "…" when it is longer than
/// [`QUOTED`].
pub fn clip(text: &str) -> Cow<'_, str> {
    clip_to(text, QUOTED)
}

/// `text` in quotation marks, escaped as Rust's `{:?}` writes it, no
/// more than [`QUOTED`] characters inside the marks: `"jokers"`,
/// `"xxxxxxxx…"`. (Clipped after escaping: a control character escaped
/// takes up to ten.)
pub fn quote(text: &str) -> String {
    let mut inside = String::new();
    let (mut shown, mut fits_with_ellipsis) = (0, 0);
    for c in text.chars() {
        let before = inside.len();
        match c {
            // As `{:?}` of a string: a single quote is not escaped.
            '\'' => inside.push(c),
            _ => inside.extend(c.escape_debug()),
        }
        shown += inside[before..].chars().count();
        if shown < QUOTED {
            fits_with_ellipsis = inside.len();
        }
        if shown > QUOTED {
            inside.truncate(fits_with_ellipsis);
            inside.push('…');
            break;
        }
    }
    format!("\"{inside}\"")
}

/// A message in serde's words (about a save or a backup), which quotes
/// its input whole: a string it did not expect as `{:?}` writes it
/// (`invalid type: string "…", expected u32`), a name it does not know in
/// backquotes (`unknown variant `…`, expected one of …`). Each such
/// quotation is clipped to [`QUOTED`] characters, the whole to
/// [`MESSAGE`].
pub fn clip_quotes(message: &str) -> String {
    const NAMES: [&str; 2] = ["unknown variant `", "unknown field `"];
    let mut out = String::new();
    let mut rest = message;
    loop {
        let string = rest.find('"').map(|i| i + 1);
        let name = NAMES
            .iter()
            .filter_map(|n| rest.find(n).map(|i| i + n.len()))
            .min();
        let (start, end) = match (string, name) {
            (Some(s), n) if n.is_none_or(|n| s < n) => {
                // To the next quotation mark not escaped.
                let mut escaped = false;
                let end = rest[s..].char_indices().find_map(|(i, c)| {
                    let closes = c == '"' && !escaped;
                    escaped = c == '\\' && !escaped;
                    closes.then_some(s + i)
                });
                (s, end.unwrap_or(rest.len()))
            }
            (_, Some(n)) => {
                // A name may hold backquotes itself: it ends at serde's
                // last words after it (its list of names holds none).
                let end = ["`, expected ", "`, there are no "]
                    .iter()
                    .filter_map(|w| rest[n..].rfind(w))
                    .max()
                    .map_or(rest.len(), |i| n + i);
                (n, end)
            }
            _ => break,
        };
        out.push_str(&rest[..start]);
        out.push_str(&clip(&rest[start..end]));
        // The closing mark, if any, goes out with the text after it.
        let closing = rest[end..].chars().next().map_or(0, char::len_utf8);
        out.push_str(&rest[end..end + closing]);
        rest = &rest[end + closing..];
    }
    out.push_str(rest);
    clip_to(&out, MESSAGE).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_whole() {
        assert_eq!(clip("jokers"), "jokers");
        assert_eq!(quote("jokers"), "\"jokers\"");
        assert_eq!(quote("it's \"x\"\n"), format!("{:?}", "it's \"x\"\n"));
        let sixty = "x".repeat(QUOTED);
        assert_eq!(clip(&sixty), sixty);
        assert_eq!(quote(&sixty), format!("\"{sixty}\""));
    }

    #[test]
    fn long_text_is_clipped_with_an_ellipsis() {
        let long = "é".repeat(100_000);
        let clipped = clip(&long);
        assert_eq!(clipped.chars().count(), QUOTED);
        assert!(clipped.ends_with("é…"));
        let quoted = quote(&long);
        assert_eq!(quoted.chars().count(), QUOTED + 2);
        assert!(quoted.ends_with("é…\""));
        // Escapes count as what is shown, and are never cut in two.
        let controls = quote(&"\u{1}".repeat(100));
        assert!(controls.chars().count() <= QUOTED + 2, "{controls}");
        assert!(controls.ends_with("\\u{1}…\""), "{controls}");
        // Clipping what is clipped changes nothing.
        assert_eq!(clip(&clipped), clipped);
        assert_eq!(clip_quotes(&quoted), quoted);
    }

    #[test]
    fn serde_quotations_are_clipped() {
        let long = "y".repeat(5000);
        let string = format!("invalid type: string {long:?}, expected u32 at line 1 column 5012");
        let clipped = clip_quotes(&string);
        assert!(
            clipped.starts_with("invalid type: string \"yyy"),
            "{clipped}"
        );
        assert!(clipped.ends_with("y…\", expected u32 at line 1 column 5012"));
        assert!(clipped.chars().count() < 120, "{clipped}");
        // Quotation marks escaped inside the string do not end it.
        let escaped = format!("invalid type: string \"\\\"{long}\", expected u32");
        let clipped = clip_quotes(&escaped);
        assert!(clipped.ends_with("y…\", expected u32"), "{clipped}");
        // A name quoted raw, backquotes and all.
        let name = format!("{long}`, `{long}");
        let variant =
            format!("unknown variant `{name}`, expected one of `easy`, `normal`, `hard`, `person`");
        let clipped = clip_quotes(&variant);
        assert!(
            clipped.ends_with("y…`, expected one of `easy`, `normal`, `hard`, `person`"),
            "{clipped}"
        );
        assert!(!clipped.contains(&"y".repeat(QUOTED)), "{clipped}");
        // Anything else is left as it is, up to its length.
        assert_eq!(clip_quotes("missing field `made`"), "missing field `made`");
        assert_eq!(clip_quotes(&long).chars().count(), MESSAGE);
    }
}
