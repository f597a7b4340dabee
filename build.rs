//! The build's vocabulary of page conditions, stated once.
//!
//! A web page is one build with one Cargo feature (Cargo.toml): a game's
//! table `page-<id>`, its review `review-<id>`, its guide `guide-<id>`, the
//! home page `page-main`, more.html `page-more`; `every-page` is the
//! development server's build and a native build (tests, tools) carries
//! everything. From the features on, this script sets the cfgs the code
//! asks, so each condition is written here and nowhere else:
//!
//! | cfg                     | the build carries                                   |
//! |-------------------------|-----------------------------------------------------|
//! | `table = "<id>"`        | the game's table (its page, its guide's and its     |
//! |                         | review's pages)                                     |
//! | `review = "<id>"`       | the game's review (its review page)                 |
//! | `guide = "<id>"`        | the game's guided first game (its guide's page)     |
//! | `options = "<id>"`      | the game's link options (a page of the game, the    |
//! |                         | home page, more.html, the worker)                   |
//! | `guide_screen`          | the guide's screen (some game's guide)              |
//! | `guide_page`            | a guide's page only (`guide-<id>.html`)             |
//! | `review_page`           | a review's page only (`review-<id>.html`): its      |
//! |                         | table has no top bar, log, end or computers         |
//! | `keeps_nothing`         | a guide's or a review's page: it reads no saved     |
//! |                         | game, counts and keeps nothing                      |
//! | `review_screen`         | the review's screen (some game's review)            |
//! | `home_screens`          | the home page's or more.html's screens              |
//! | `main_page`             | the home page's own screens                         |
//! | `more_page`             | more.html's own screens (rules, statistics, backup) |
//!
//! The games are Cargo.toml's `page-<id> = []` features (`tests/games.rs`
//! checks them against the list of games, `app::games`).

use std::collections::BTreeSet;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=Cargo.toml");
    let cargo = std::fs::read_to_string("Cargo.toml").expect("Cargo.toml");
    let games: Vec<&str> = cargo
        .lines()
        .filter_map(|l| l.strip_suffix(" = []")?.strip_prefix("page-"))
        .filter(|id| !["main", "more", "guide", "review"].contains(id))
        .collect();
    assert!(
        !games.is_empty(),
        "build.rs: no page-<game> = [] feature in Cargo.toml"
    );

    let native = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() != Ok("wasm32");
    let on = |feature: &str| {
        let var = format!("CARGO_FEATURE_{}", feature.to_uppercase().replace('-', "_"));
        native || std::env::var_os(var).is_some()
    };
    let every_page = on("every-page");

    let mut set = BTreeSet::new();
    for id in &games {
        let (page, review, guide) = (
            on(&format!("page-{id}")),
            on(&format!("review-{id}")),
            on(&format!("guide-{id}")),
        );
        if every_page || page || guide || review {
            set.insert(format!("table=\"{id}\""));
        }
        if every_page || review {
            set.insert(format!("review=\"{id}\""));
        }
        if every_page || guide {
            set.insert(format!("guide=\"{id}\""));
        }
        if on("every-game-options") || page || review || guide {
            set.insert(format!("options=\"{id}\""));
        }
    }
    for (name, when) in [
        ("guide_screen", every_page || on("page-guide")),
        ("guide_page", on("page-guide")),
        ("review_page", !every_page && on("page-review")),
        (
            "keeps_nothing",
            !every_page && (on("page-guide") || on("page-review")),
        ),
        ("review_screen", on("page-review")),
        ("home_screens", on("page-main") || on("page-more")),
        ("main_page", on("page-main")),
        ("more_page", on("page-more")),
    ] {
        println!("cargo::rustc-check-cfg=cfg({name})");
        if when {
            set.insert(name.to_string());
        }
    }
    let values = games
        .iter()
        .map(|id| format!("\"{id}\""))
        .collect::<Vec<_>>()
        .join(", ");
    for kind in ["table", "review", "guide", "options"] {
        println!("cargo::rustc-check-cfg=cfg({kind}, values({values}))");
    }
    for cfg in set {
        println!("cargo::rustc-cfg={cfg}");
    }
}
