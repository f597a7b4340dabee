//! Pick Up's screens: its table (on its own page, `pickup.html`), and its card
//! and rules on the home page.

#[cfg(home_screens)]
mod home;
#[cfg(table = "pickup")]
mod table;
