#!/usr/bin/env bash
# Dev server with live reload: installs what is missing, then `trunk serve`.
#   bash scripts/serve.sh                    # http://127.0.0.1:8080/
#   CARDTABLE_ADDRESS=0.0.0.0 CARDTABLE_PORT=9000 bash scripts/serve.sh [more trunk serve args]
#
# In development one build carries every page's screens (the default Cargo
# features), so no route is sent to another page. The release build
# (scripts/build.sh) splits them, one build per page. The dev build goes to
# target/dev-dist/, never over the release dist/. It has no
# Content-Security-Policy (the release pages do: tools/csp.mjs), since
# trunk serve's live reload injects inline scripts of its own.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh
source scripts/worker.sh
# Every game's rules page (index.html copies target/rules/ as rules/).
cargo run --quiet --profile test --bin cardtable-cli -- rules target/rules
# Every stylesheet, as written: the shared one, the decks' (style/decks/),
# every game's (style/<game>.css), then the home page's.
links=""
for f in style/decks/*.css style/*.css; do
  case "$f" in style/main.css|style/home.css) ;; *) links+="<link data-trunk rel=\"css\" href=\"$f\" />" ;; esac
done
sed -e 's/ data-cargo-no-default-features data-cargo-features="page-main"//' \
    -e "s#<link data-trunk rel=\"css\" href=\"style/home.css\" />#$links&#" \
    -e 's|<title>Card Table</title>|<title>Card Table (dev)</title>|' index.html > .dev.html
exec trunk serve .dev.html --dist target/dev-dist --address "${CARDTABLE_ADDRESS:-127.0.0.1}" --port "${CARDTABLE_PORT:-8080}" "$@"
