#!/usr/bin/env bash
# Builds the release app into dist/: every page, then its offline worker.
#
# Each HTML page is its own Trunk build carrying only its screens (Cargo
# features), so a page loads only its own game's code: index.html (the home
# page: page-main) is built into dist/; more.html (rules, statistics,
# backup: page-more) as the pages below; every game of the list
# (src/app/games.rs, read through `cardtable-cli games`) gets a page made
# from index.html with its own feature (page-<id>) and title, built into
# target/pages/<id>/ and merged into dist/ (hashed file names never clash).
# sw.js is then written once for all the files.
#
#   bash scripts/build.sh
#   BUILD_ONLY="verslun pickup" bash scripts/build.sh   # home page + only these (a quicker loop)
#   BUILD_ONLY="verslun review" bash scripts/build.sh   # … and the review page
#   BUILD_ONLY="verslun more" bash scripts/build.sh     # … and rules, statistics, backup
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh

# (index.html asks wasm-opt for -Os, not -Oz: the wasm is a few bytes larger
# but compresses better, about 1 KB less gzip per page.)

# The pages' wasm is built with its own standard library, compiled for size
# like the app (Rust's prebuilt one is compiled for speed, with every
# panic's message, formatting and source location), from the toolchain's
# rust-src (scripts/setup.sh): `-Cpanic=immediate-abort` makes a panic
# the trap it already was (the page has no panic hook: panic = "abort"
# gave the same trap, after formatting a message no one saw), and
# `-Zlocation-detail=none` leaves out the file, line and column of each;
# `optimize_for_size` picks core's and alloc's smaller algorithms. (Cargo
# adds these rustflags to .cargo/config.toml's, `--cfg erase_components`.)
# About 15-19 KB gzip less on every page (docs/page-weight.md). These are
# unstable options of the same 1.95 toolchain, let in by RUSTC_BOOTSTRAP
# for these builds only: the native tools and tests, the Web Worker
# (speed over bytes) and `trunk serve` use the standard library as shipped.
# The linker is rust-lld followed by tools/stub-streams.mjs
# (tools/link-wasm.sh): the code of wasm-streams' exports, which
# tools/drop-streams.mjs drops, leaves with them (about 2.8-3.2 KB gzip a page).
lean_std() {
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$PWD/tools/link-wasm.sh" \
  RUSTC_BOOTSTRAP=1 \
  CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
  CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none" \
  "$@"
}

# The games, in the list's order: id → name (the page's title) and deck.
# (The test profile: scripts/test.sh has just built the tool so.)
declare -A PAGES=() DECK=()
ids=()
while IFS=$'\t' read -r id name deck; do
  PAGES[$id]="$name"
  DECK[$id]="$deck"
  ids+=("$id")
done < <(cargo run --quiet --profile test --bin cardtable-cli -- games)
[ ${#ids[@]} -gt 0 ] || { echo "build.sh: cardtable-cli games listed no game" >&2; exit 1; }
# boot.js sends a game's link opened on another page to the game's page.
# (And "review", "guide" and "more": a game's review link goes to its
# review page, review-<game>.html, its guide to guide-<game>.html, the
# rules, statistics and backup to more.html.)
boot="s#<script src=\"boot.js\"></script>#<script src=\"boot.js\" data-pages=\"${ids[*]} review guide more\"></script>#"

# Every game's rules page as HTML (app::rules_page), which the rules screen
# fetches: index.html copies target/rules/ into every build as rules/.
cargo run --quiet --profile test --bin cardtable-cli -- rules target/rules

# The Web Worker first: every page's build copies target/web-worker/.
source scripts/worker.sh

# Each page loads one stylesheet, made of the sources it needs
# (tools/css-min.mjs: without their comments and spare whitespace; `trunk
# serve` links the sources as they are): style/main.css, then its deck's
# (style/decks/<deck>.css: each deck's faces and back) and its game's
# (style/<id>.css); index.html, the
# home page's (style/home.css); more.html, every deck's (its rules pages
# picture them all) and style/home.css.
node tools/css-min.mjs style/main.css style/home.css target/style/index.css
css='s#href="style/main\.css"#href="target/style/PAGE.css"#'
# Trunk writes the page it builds as index.html, whatever its name.
sed -e "${css/PAGE/index}" -e '/href="style\/home.css"/d' -e "$boot" index.html > main-page.html
lean_std trunk build main-page.html --release
rm main-page.html
# One page besides the home page, made from index.html: $1 its name
# (<name>.html), $2 its Cargo feature, $3 its title, then the stylesheets its
# one stylesheet is made of. Trunk writes the page as index.html: it becomes
# <name>.html. Its script, wasm and stylesheet join it; the shared files
# (icons, boot.js, manifest) are the same as index.html's.
build_page() {
  local name=$1 feature=$2 title=$3 out="target/pages/$1"
  shift 3
  node tools/css-min.mjs "$@" "target/style/$name.css"
  sed -e "s/data-cargo-features=\"page-main\"/data-cargo-features=\"$feature\"/" \
      -e '/href="style\/home.css"/d' \
      -e "s|<title>Card Table</title>|<title>$title</title>|" \
      -e "${css/PAGE/$name}" -e "$boot" \
      index.html > "$name.html"
  lean_std trunk build "$name.html" --release --dist "$out"
  rm "$name.html"
  mv "$out/index.html" "dist/$name.html"
  cp "$out"/cardtable-*.js "$out"/cardtable-*_bg.wasm "$out"/"$name"-*.css dist/
}
# The stylesheet of a game's deck, if the deck has one of its own: its
# path, else nothing (so it is left unquoted where used: no sheet, no
# argument).
deck_sheet() {
  local sheet="style/decks/${DECK[$1]}.css"
  if [ -f "$sheet" ]; then echo "$sheet"; fi
}
# BUILD_ONLY="a b": only the pages it names (besides the home page).
wanted() { [ -z "${BUILD_ONLY:-}" ] || [[ " $BUILD_ONLY " == *" $1 "* ]]; }

for page in "${ids[@]}"; do
  wanted "$page" || continue
  build_page "$page" "page-$page" "${PAGES[$page]} · Card Table" style/main.css $(deck_sheet "$page") "style/$page.css"
done
# guide-<game>.html (guide-<game>): the game's guided first game on its
# table, so its deck's and its game's stylesheet, and style/guide.css (the
# marks, the guide's panel). Loaded only when the guide is opened.
if wanted guide; then
  for page in "${ids[@]}"; do
    build_page "guide-$page" "guide-$page" "Learn ${PAGES[$page]} by playing · Card Table" style/main.css $(deck_sheet "$page") "style/$page.css" style/guide.css
  done
fi
# review-<game>.html (review-<game>): a finished game's review, opened
# only from a review link (#/review/<game>…): its game's table, read-only;
# its deck's and its game's stylesheets and the review's.
# (BUILD_ONLY="review-<game>": that one.)
for page in "${ids[@]}"; do
  if wanted review || wanted "review-$page"; then
    build_page "review-$page" "review-$page" "Review · Card Table" style/main.css $(deck_sheet "$page") "style/$page.css" style/review.css
  fi
done
# more.html (page-more): every game's rules (#/rules/<game>), the statistics
# (#/stats) and the backup (#/backup), linked from the home page and loaded
# only when opened: every deck's stylesheet (the rules' pictures) and the
# home page's (the statistics', the backup's and the rules' rules).
if wanted more; then
  build_page more page-more "Card Table" style/main.css style/decks/*.css style/home.css
fi
# Every page's wasm was built with lean_std: it names no source file, as a
# panic's location would (`src/…/x.rs`); else the build stops here.
for wasm in dist/cardtable-*_bg.wasm; do
  if grep -a -q -E '(src|library)/[a-z0-9_/-]+\.rs' "$wasm"; then
    echo "build.sh: $wasm carries panic locations: lean_std did not take effect" >&2
    exit 1
  fi
done
# Each page's wasm-bindgen glue, minified (terser, from package.json):
# about 2 KB gzip off every first load.
node tools/glue-min.mjs dist
# boot.js and table.js minified (tools/js-min.mjs, terser), before sw.js hashes them;
# table.js, as the glue, with the compile hint (js-min's EAGER: its functions
# compiled as it loads, not in a first tap).
node tools/js-min.mjs dist/boot.js
node tools/js-min.mjs --eager dist/table.js
# boot.js into every page, in place of its file (tools/inline-boot.mjs): its
# request no longer stands between the page and the app's start.
node tools/inline-boot.mjs dist
# Every page's Content-Security-Policy, a <meta> first in its <head>
# (tools/csp.mjs): scripts of the origin, wasm, and Trunk's inline loader by
# its hash; it fails on an inline handler or style. Before sw.js hashes the
# pages. (`trunk serve`, scripts/serve.sh, has none: its live reload is inline.)
node tools/csp.mjs dist
# review.html was the one review page before each game had its own: an old
# review link (review.html#/review/<game>…) still opens, on a copy of the
# home page, whose boot.js sends it to review-<game>.html before any app
# code loads.
cp dist/index.html dist/review.html
# guide.html, likewise: it was every game's guide before each had its own.
cp dist/index.html dist/guide.html
TRUNK_PROFILE=release node tools/sw-gen.mjs dist
