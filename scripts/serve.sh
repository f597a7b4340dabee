#!/usr/bin/env bash
# Dev server with live reload: installs what is missing, then `trunk serve`.
#   bash scripts/serve.sh                    # http://127.0.0.1:8080/
#   CARDTABLE_ADDRESS=0.0.0.0 CARDTABLE_PORT=9000 bash scripts/serve.sh [more trunk serve args]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh
exec trunk serve --address "${CARDTABLE_ADDRESS:-127.0.0.1}" --port "${CARDTABLE_PORT:-8080}" "$@"
