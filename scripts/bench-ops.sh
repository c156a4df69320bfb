#!/usr/bin/env bash
# Benchmarks the operational overhead of the CLI (release build), against the issue's figures:
#   - `listenstats run` for 3 users with nothing new on a warm store: <= 0.5 s
#   - start-up of `listenstats --help`: <= 50 ms
# Uses hyperfine (installed by scripts/install-system-deps.sh --bench). Everything lives in a
# temporary XDG tree; nothing outside it is read or written.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-deps.sh --bench
swift build -c release --product listenstats >&2
binary="$PWD/.build/release/listenstats"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
mkdir -p "$XDG_CONFIG_HOME/listenstats"
cat > "$XDG_CONFIG_HOME/listenstats/config.yaml" <<YAML
output: $work/site
users:
  - name: rob
    time_zone: Europe/Berlin
  - name: ana
    time_zone: America/New_York
  - name: kim
    time_zone: Asia/Tokyo
YAML

# Warm the store: create the database and let the first run do whatever it has to.
"$binary" demo --output "$work/site" --quiet
"$binary" run --quiet || true

# 3 = nothing to do, the expected outcome of a run with nothing new.
hyperfine --warmup 3 --runs 30 -N --ignore-failure \
  --export-markdown "$work/run.md" \
  "$binary run --quiet" \
  "$binary --help"
cat "$work/run.md"
