//! Asymmetry's screens: its table (on its own page, `asymmetry.html`), and its card
//! and rules on the home page.

#[cfg(home_screens)]
mod home;
#[cfg(table = "asymmetry")]
mod table;
