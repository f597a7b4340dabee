//! Arctic Solitaire's screens: its table (on its own page, `arctic.html`), and its card
//! and rules on the home page.

#[cfg(home_screens)]
mod home;
#[cfg(table = "arctic")]
mod table;
