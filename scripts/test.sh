#!/usr/bin/env bash
# Runs the whole test suite, installing what it needs first. The README's second command.
# Says what it is doing, one line per phase: the first build takes minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf 'test.sh: %s\n' "$*" >&2; }
say "1/3 checking system packages (build and test tools; installs what is missing)"
scripts/install-system-deps.sh --test
say "2/3 building listenstats and its tests (debug; the first build takes about six minutes on 2 cores)"
swift build --build-tests
say "3/3 running the tests"
swift test --skip-build --parallel
