#!/usr/bin/env bash
# The quick loop (a few minutes; run it before every commit). It stops at
# the first stage that fails:
#   1. cargo fmt --check
#   2. clippy, warnings as errors: native (every target) and the web build
#      of every page together (the development server's, `every-page`)
#   3. cargo test: every native test but the long invariant runs
#      (tests/invariants.rs, about a minute; scripts/test.sh runs them)
#   4. each page's web build on its own, and the worker's (clippy for
#      wasm32, warnings as errors): a page can fail to build while
#      `cargo test` passes
# scripts/test.sh, what CI runs, runs this first, then every test and the
# release build in Chromium.
#
#   bash scripts/check.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) PATH="$HOME/.cargo/bin:$PATH" ;; esac

start=$SECONDS
stage() { printf '\n---- %s ----  (%ds)\n' "$*" "$((SECONDS - start))"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
for tool in clippy rustfmt; do
  rustup component list --installed | grep -q "^$tool" || rustup component add "$tool"
done
wasm=(--target wasm32-unknown-unknown --no-default-features)

# The pages are Cargo.toml's page-*, review-* and guide-* features (a
# native test keeps them equal to the list of games, src/app/games.rs, and
# page-main); page-review and page-guide are the review and guide screens
# every review-<game> and guide-<game> page builds on.
pages=$(sed -n 's/^\(page-[a-z-]*\|review-[a-z-]*\|guide-[a-z-]*\) = .*/\1/p' Cargo.toml | grep -vx -e page-review -e page-guide)
[ -n "$pages" ] || { echo "check.sh: no page-* feature in Cargo.toml" >&2; exit 1; }

stage "cargo fmt --check"
cargo fmt --check

stage "clippy, native, every target"
cargo clippy --all-targets -- -D warnings

stage "clippy, web, every page in one build"
cargo clippy "${wasm[@]}" --features every-page -- -D warnings

stage "cargo test (all but tests/invariants.rs)"
tests=()
for t in tests/*.rs; do
  name=$(basename "$t" .rs)
  [ "$name" = invariants ] || tests+=(--test "$name")
done
cargo test --lib --bins "${tests[@]}"

for page in $pages worker; do
  stage "web build of $page alone (clippy)"
  bin=cardtable
  [ "$page" = worker ] && bin=cardtable-worker
  cargo clippy "${wasm[@]}" --features "$page" --bin "$bin" -- -D warnings
done

stage "all checks passed"
