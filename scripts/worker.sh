#!/usr/bin/env bash
# Builds the app's Web Worker (every game's computer moves and Arctic
# Solitaire's par search: a wasm of its own, src/bin/cardtable-worker.rs) into
# target/web-worker/, which index.html copies into every build (Trunk
# copy-dir) next to assets/cardtable-worker.js.
# Sourced by scripts/build.sh and scripts/serve.sh after scripts/setup.sh.
cargo build --profile worker --target wasm32-unknown-unknown --no-default-features --features worker --bin cardtable-worker
rm -rf target/web-worker && mkdir -p target/web-worker
wasm-bindgen --target no-modules --no-typescript --out-dir target/web-worker --out-name cardtable_worker \
  target/wasm32-unknown-unknown/worker/cardtable-worker.wasm
