#!/bin/sh
# The pages' linker (scripts/build.sh): rust-lld as rustc would run it, then
# tools/stub-streams.mjs on the linked wasm while its functions still have
# their names. (rustc puts rust-lld on the PATH it gives the linker.)
set -e
rust-lld "$@"
prev=
for arg in "$@"; do
  [ "$prev" = "-o" ] && out=$arg
  prev=$arg
done
exec node "$(dirname "$0")/stub-streams.mjs" "$out"
