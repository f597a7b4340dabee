//! Verslun's screens: its table (on its own page, `verslun.html`), and its card
//! and rules on the home page.

#[cfg(home_screens)]
mod home;
#[cfg(table = "verslun")]
mod table;
