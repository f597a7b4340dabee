//! Asymmetry's screens: its table (on its own page, `asymmetry.html`), and its card
//! and rules on the home page.

#[cfg(any(feature = "page-main", feature = "page-more"))]
mod home;
#[cfg(any(
    feature = "every-page",
    feature = "guide-asymmetry",
    feature = "page-asymmetry"
))]
mod table;
