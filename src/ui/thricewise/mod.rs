//! Thricewise's screens: its table (on its own page, `thricewise.html`), and its card
//! and rules on the home page.

#[cfg(home_screens)]
mod home;
#[cfg(table = "thricewise")]
mod table;
