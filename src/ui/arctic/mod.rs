//! Arctic Solitaire's screens: its table (on its own page, `arctic.html`), and its card
//! and rules on the home page.

#[cfg(any(feature = "page-main", feature = "page-more"))]
mod home;
#[cfg(any(
    feature = "every-page",
    feature = "guide-arctic",
    feature = "page-arctic"
))]
mod table;
