#!/usr/bin/env bash
# Builds the release app into dist/: every page, then its offline worker.
#
# Each HTML page is its own Trunk build carrying only its screens (Cargo
# features), so a page loads only its own game's code: index.html (home,
# rules, Verslun) is built into dist/; every other page is made from
# index.html with its own feature and title, built into target/pages/<page>/
# and merged into dist/ (hashed file names never clash). sw.js is then
# written once for all the files.
#
#   bash scripts/build.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh

# (index.html asks wasm-opt for -Os, not -Oz: the wasm is a few bytes larger
# but compresses better, about 1 KB less gzip per page.)

# page (Cargo feature page-<page>) → title
declare -A PAGES=([verslun]="Verslun" [pickup]="Pick Up" [thricewise]="Thricewise" [asymmetry]="Asymmetry" [arctic]="Arctic Solitaire")

# The Web Worker first: every page's build copies target/web-worker/.
source scripts/worker.sh

# Every page loads the stylesheet without its comments and spare whitespace
# (tools/css-min.mjs); style/main.css itself stays as written (trunk serve).
node tools/css-min.mjs style/main.css target/style/main.css
node tools/css-min.mjs style/home.css target/style/home.css
css='s#href="style/\(main\|home\)\.css"#href="target/style/\1.css"#'
# Trunk writes the page it builds as index.html, whatever its name.
sed -e "$css" index.html > main-page.html
trunk build main-page.html --release
rm main-page.html
for page in "${!PAGES[@]}"; do
  out="target/pages/$page"
  # (No table page loads the home page's stylesheet, nor the rules only
  # another game's table can match: tools/css-page.mjs, ~1.5 KB gzip.)
  node tools/css-page.mjs target/style/main.css "$page" "target/style/main-$page.css" "${!PAGES[@]}"
  sed -e "s/data-cargo-features=\"page-main\"/data-cargo-features=\"page-$page\"/" \
      -e '/href="style\/home.css"/d' \
      -e "s|<title>Card Table</title>|<title>${PAGES[$page]} · Card Table</title>|" \
      -e "s#href=\"style/main\.css\"#href=\"target/style/main-$page.css\"#" \
      -e "$css" \
      index.html > "$page.html"
  trunk build "$page.html" --release --dist "$out"
  rm "$page.html"
  # Trunk writes the page as index.html: it becomes <page>.html. Its script,
  # wasm and stylesheet join it; the shared files (icons, boot.js, manifest)
  # are the same as index.html's.
  mv "$out/index.html" "dist/$page.html"
  cp "$out"/cardtable-*.js "$out"/cardtable-*_bg.wasm "$out"/main-"$page"-*.css dist/
done
# Each page's wasm-bindgen glue, minified (terser, from package.json), and
# its pages given its new integrity hash: about 2 KB gzip off every first load.
node tools/glue-min.mjs dist
# boot.js and table.js minified (tools/js-min.mjs, terser), before sw.js hashes them.
node tools/js-min.mjs dist/boot.js dist/table.js
TRUNK_PROFILE=release node tools/sw-gen.mjs dist
