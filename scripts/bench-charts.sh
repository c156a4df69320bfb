#!/usr/bin/env bash
# Chart speed in a release build: median time per chart and format (1200×630 unless a poster),
# then the wall time of writing the whole gallery (PNG + SVG, light and dark, plus poster PDFs)
# in a fresh process. Targets: PNG ≤ 30 ms, SVG ≤ 10 ms, whole gallery ≤ 1 s.
# Usage: scripts/bench-charts.sh [iterations]
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-20}"
swift build -c release --product listenstats >/dev/null
binary=.build/release/listenstats
echo "== median of $iterations renders, in memory, light theme =="
"$binary" gallery --benchmark "$iterations"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
echo "== whole gallery, one process, written to disk =="
start=$(date +%s.%N)
"$binary" gallery --out "$out" >/dev/null
end=$(date +%s.%N)
echo "gallery: $(ls "$out" | wc -l) files in $(echo "($end - $start) * 1000" | bc | cut -d. -f1) ms"
