#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run):
#   1. setup (installs only what is missing)
#   2. the quick loop:      scripts/check.sh   (fmt, clippy native and web,
#                           every native test but the long invariant runs,
#                           every page's web build)
#   3. the long runs:       cargo test --test invariants
#   4. release web build:   scripts/build.sh   (every page, into dist/)
#   5. browser tests:       node --test tests/browser/   (headless Chromium, one
#                           file at a time, so a machine with more cores does
#                           not run several Chromiums against each other's
#                           clocks; node's --test-timeout bounds each file as
#                           a whole as well as each test, so it is 15 minutes:
#                           a hang still fails, a slow machine does not)
# Exits non-zero as soon as a stage fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

start=$SECONDS
section() { printf '\n==== %s ====  (%ds)\n' "$*" "$((SECONDS - start))"; }
trap 'rc=$?; [ $rc -eq 0 ] || printf "\n==== FAILED (exit %d) after %ds ====\n" "$rc" "$((SECONDS - start))" >&2' EXIT

section "setup"
source scripts/setup.sh
# A run from a fresh clone builds everything once: incremental caches only
# take disk (1.5 GB of the ~5 GB a run writes; a run once failed on a full
# disk, so the space left is printed first).
export CARGO_INCREMENTAL=0
df -h . | tail -1

section "the quick loop: scripts/check.sh"
bash scripts/check.sh

section "the long invariant runs: cargo test --test invariants"
cargo test --test invariants

section "release build: scripts/build.sh"
bash scripts/build.sh
ls -l dist

section "browser tests: node --test tests/browser/"
node --test --test-concurrency=1 --test-timeout=900000 tests/browser/

section "all tests passed"
