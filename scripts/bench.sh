#!/usr/bin/env bash
# Performance figures:
#   - native engine speed: `cardtable-cli bench --games 200000` (profile
#     bench-native), 5 runs, median of its `games_per_second: N` lines;
#   - the release web build: sizes, first card and tap-to-paint (tools/bench.mjs),
#     which also prints the summary against the targets;
#   - every table's Interaction to Next Paint (Event Timing) for the first
#     and every later tap at 4x CPU, and the frames while computers move
#     (tools/bench-taps.mjs).
# The guards (budgets to hold, not goals to bend code for): every page's
# whole first load <= 190 KB gzip (194,560 B); INP <= 100 ms on every tap of
# every table; every table's first card no slower against a static page
# than when the guards were set (<= 2.7x). Exits non-zero if some figure
# could not be measured or a guard is missed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh

status=0
printf '\n==== release build: scripts/build.sh ====\n'
bash scripts/build.sh

printf '\n==== native engine: cardtable-cli bench --games 200000 (5 runs) ====\n'
runs=()
if cargo build --profile bench-native --bin cardtable-cli; then
  for i in 1 2 3 4 5; do
    out="$(cargo run -q --profile bench-native --bin cardtable-cli -- bench --games 200000 2>&1)" || {
      printf '%s\n' "$out"; echo "ERROR: cardtable-cli bench failed (run $i)" >&2; status=1; break; }
    n="$(printf '%s\n' "$out" | sed -n 's/^.*games_per_second: *\([0-9.][0-9.]*\).*$/\1/p' | tail -n 1)"
    if [ -z "$n" ]; then
      printf '%s\n' "$out"; echo "ERROR: no 'games_per_second: N' line in the output (run $i)" >&2; status=1; break
    fi
    echo "run $i: $n games/s"
    runs+=("$n")
  done
else
  echo "ERROR: could not build cardtable-cli with profile bench-native" >&2; status=1
fi
gps=""
if [ ${#runs[@]} -eq 5 ]; then
  gps="$(printf '%s\n' "${runs[@]}" | sort -g | sed -n 3p)"
  echo "median: $gps games/s"
fi

printf '\n==== web build: node tools/bench.mjs ====\n'
GAMES_PER_SECOND="$gps" node tools/bench.mjs || status=1

printf '\n==== every table: node tools/bench-taps.mjs (INP of first/later taps, frames while computers move) ====\n'
node tools/bench-taps.mjs dist || status=1
exit "$status"
