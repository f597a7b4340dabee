#!/usr/bin/env bash
# Installs what building and testing cardtable needs, only what is missing,
# at pinned versions (Debian 12, as root; needs Rust via rustup and Node >= 20):
#   - rustup target wasm32-unknown-unknown, and the component rust-src (the
#     pages' standard library is built from it: scripts/build.sh, lean_std)
#   - trunk 0.21.14                      (cargo install --locked)
#   - wasm-bindgen-cli = wasm-bindgen in Cargo.lock (cargo install, not --locked)
#   - node_modules from package-lock.json (npm ci: playwright-core, binaryen's wasm-opt)
#   - chromium                           (apt-get)
# and puts ~/.cargo/bin and node_modules/.bin on PATH.
#
#   bash scripts/setup.sh       # install / check only
#   source scripts/setup.sh     # ... and keep the PATH in this shell
#
# Trunk must never download a tool: it takes wasm-bindgen and wasm-opt from PATH
# only when their versions equal the [tools] pins in Trunk.toml, so this script
# checks those pins against what is installed.

_ct_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) PATH="$HOME/.cargo/bin:$PATH" ;; esac
# node_modules/.bin first: its wasm-opt must win over any system one.
case ":$PATH:" in *":$_ct_repo/node_modules/.bin:"*) ;; *) PATH="$_ct_repo/node_modules/.bin:$PATH" ;; esac
export PATH
export TRUNK_SKIP_VERSION_CHECK=true

_ct_setup() (
  set -euo pipefail
  cd "$_ct_repo"
  say() { printf '[setup] %s\n' "$*"; }
  die() { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

  TRUNK_VERSION=0.21.14
  CHROMIUM=/usr/bin/chromium

  command -v cargo >/dev/null || die "cargo not found: install Rust with rustup first (https://rustup.rs)"
  command -v rustup >/dev/null || die "rustup not found: the wasm32 target is added with rustup"
  command -v node >/dev/null && command -v npm >/dev/null || die "node and npm (Node >= 20) are required"
  node_major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$node_major" -ge 20 ] || die "Node >= 20 is required (found $(node --version))"

  # 1. wasm target
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding rustup target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
  if ! rustup component list --installed | grep -q '^rust-src'; then
    say "adding rustup component rust-src"
    rustup component add rust-src
  fi

  # 2. trunk
  have="$(trunk --version 2>/dev/null | awk '{print $2}' || true)"
  if [ "$have" != "$TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION (found: ${have:-none}); this takes ~10 minutes"
    cargo install --locked trunk --version "$TRUNK_VERSION"
  fi

  # 3. wasm-bindgen-cli, at exactly the wasm-bindgen version of Cargo.lock
  wbg="$(awk '/^\[\[package\]\]/{p=0} /^name = "wasm-bindgen"$/{p=1} p&&/^version = /{gsub(/"/,"",$3); print $3; exit}' Cargo.lock)"
  [ -n "$wbg" ] || die "no wasm-bindgen package in Cargo.lock"
  have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
  if [ "$have" != "$wbg" ]; then
    say "installing wasm-bindgen-cli $wbg (found: ${have:-none}); this takes a few minutes"
    cargo install wasm-bindgen-cli --version "$wbg"
  fi

  # 4. npm packages (playwright-core, binaryen), re-installed when the lock changes
  lock_sum="$(sha256sum package-lock.json | cut -d' ' -f1)"
  stamp=node_modules/.cardtable-lock.sha256
  if [ ! -d node_modules ] || [ "$(cat "$stamp" 2>/dev/null || true)" != "$lock_sum" ]; then
    say "npm ci"
    npm ci --no-audit --no-fund
    echo "$lock_sum" > "$stamp"
  fi

  # 5. chromium for the browser tests and the bench
  if [ ! -x "$CHROMIUM" ]; then
    say "installing chromium (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y chromium
  fi

  # 6. the pins Trunk.toml gives must be what PATH holds, or Trunk would download
  pin() { sed -n "s/^$1 *= *\"\(.*\)\".*/\1/p" Trunk.toml; }
  [ "$(pin wasm_bindgen)" = "$wbg" ] ||
    die "Trunk.toml [tools] wasm_bindgen = \"$(pin wasm_bindgen)\" but Cargo.lock has wasm-bindgen $wbg"
  opt="$(wasm-opt --version 2>/dev/null | awk '{print "version_" $3}' || true)"
  [ "$(command -v wasm-opt)" = "$_ct_repo/node_modules/.bin/wasm-opt" ] ||
    die "wasm-opt on PATH is $(command -v wasm-opt || echo missing), expected node_modules/.bin/wasm-opt"
  [ "$(pin wasm_opt)" = "$opt" ] ||
    die "Trunk.toml [tools] wasm_opt = \"$(pin wasm_opt)\" but node_modules/.bin/wasm-opt is $opt"

  say "ok: trunk $(trunk --version | awk '{print $2}'), wasm-bindgen $wbg, wasm-opt $opt, node $(node --version), $("$CHROMIUM" --version 2>/dev/null | head -n1)"
)

if _ct_setup; then _ct_status=0; else _ct_status=$?; fi
unset -f _ct_setup
if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  return "$_ct_status"
else
  exit "$_ct_status"
fi
