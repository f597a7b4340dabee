//! Pick Up's screens: its table (on its own page, `pickup.html`), and its card
//! and rules on the home page.

#[cfg(any(feature = "page-main", feature = "page-more"))]
mod home;
#[cfg(any(
    feature = "every-page",
    feature = "guide-pickup",
    feature = "page-pickup"
))]
mod table;
