#!/usr/bin/env bash
# Sets up everything and runs the main job on demo data. The README's first command.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-deps.sh
swift build -c release --product listenstats
./.build/release/listenstats demo --output Output
