#!/usr/bin/env bash
# Draws every chart from the demo history, light and dark, into Output/gallery/ with an index.html.
# Usage: scripts/gallery.sh [--scale 2] [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-deps.sh
swift build --product listenstats >/dev/null
.build/debug/listenstats gallery --out Output/gallery "$@"
