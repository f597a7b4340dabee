#!/usr/bin/env bash
# Builds Arctic Solitaire's Web Worker (computers and par search: a wasm of
# its own, src/bin/arctic-worker.rs) into target/web-worker/, which index.html
# copies into every build (Trunk copy-dir) next to assets/arctic-worker.js.
# Sourced by scripts/build.sh and scripts/serve.sh after scripts/setup.sh.
cargo build --profile worker --target wasm32-unknown-unknown --no-default-features --bin arctic-worker
mkdir -p target/web-worker
wasm-bindgen --target no-modules --no-typescript --out-dir target/web-worker --out-name arctic_worker \
  target/wasm32-unknown-unknown/worker/arctic-worker.wasm
