//! Verslun's screens: its table (on its own page, `verslun.html`), and its card
//! and rules on the home page.

#[cfg(any(feature = "page-main", feature = "page-more"))]
mod home;
#[cfg(any(
    feature = "every-page",
    feature = "guide-verslun",
    feature = "page-verslun"
))]
mod table;
