//! App logic behind the screens, free of the browser so it is tested natively.
