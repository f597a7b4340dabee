//! Thricewise's screens: its table (on its own page, `thricewise.html`), and its card
//! and rules on the home page.

#[cfg(any(feature = "page-main", feature = "page-more"))]
mod home;
#[cfg(any(
    feature = "every-page",
    feature = "guide-thricewise",
    feature = "page-thricewise"
))]
mod table;
