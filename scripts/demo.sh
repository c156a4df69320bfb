#!/usr/bin/env bash
# Sets up everything and runs the main job on demo data. The README's first command.
# Says what it is doing, one line per phase: the first release build takes minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf 'demo.sh: %s\n' "$*" >&2; }
say "1/3 checking system packages (cairo, pango, fonts; installs what is missing)"
scripts/install-system-deps.sh
if [[ -x .build/release/listenstats ]]; then
    say "2/3 building listenstats (release; only what changed)"
else
    say "2/3 building listenstats in release mode: the first build takes about six minutes on 2 cores"
fi
swift build -c release --product listenstats
say "3/3 making a demo history and its reports"
./.build/release/listenstats demo --output Output
