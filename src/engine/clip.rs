//! What a link, a save or a file said, quoted in a message about it:
//! clipped. A link or a file may hold 100,000 characters and a message is
//! read on a phone, so no message quotes more than [`QUOTED`] characters
//! of its input in one place (issue 27: a huge link value was echoed whole).

use std::borrow::Cow;

/// The most characters of its input a message quotes in one place, "…"
/// included.
pub const QUOTED: usize = 60;

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
    }
}
