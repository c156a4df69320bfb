#!/usr/bin/env bash
# Runs the whole test suite, installing what it needs first. The README's second command.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-deps.sh --test
swift build --build-tests
swift test --skip-build --parallel
