#!/usr/bin/env bash
# Benchmarks `listenstats import` on a synthetic ListenBrainz export: LISTENS listens of JSONL
# (default 1,000,000, about 900 MB) into a fresh store, then the same file again (all
# duplicates). Prints wall time, peak memory and CPU from /usr/bin/time -v, and the load average
# before each run (two cores: wait for it to fall below about 1 between runs).
#
#   scripts/bench-import.sh [LISTENS]
set -euo pipefail
cd "$(dirname "$0")/.."
listens="${1:-1000000}"
work="${BENCH_DIR:-/tmp/listenstats-bench-import}"
mkdir -p "$work"
data="$work/lb-$listens.jsonl"
if [[ ! -f "$data" ]]; then
    echo "generating $data"
    python3 scripts/make-lb-export.py "$data" --listens "$listens"
fi
swift build -c release --product listenstats >/dev/null
binary="$(swift build -c release --show-bin-path)/listenstats"
# Read the file once so the first run does not measure the disk.
cat "$data" >/dev/null

run() {
    local label="$1"
    # Above about 1.3 on two cores something else was running: the numbers are contaminated.
    local load
    load="$(cut -d' ' -f1 /proc/loadavg)"
    /usr/bin/time -v "$binary" import "$data" --user bench --db "$work/bench.sqlite" 2>"$work/time.txt"
    echo "$label: $(grep -E 'Elapsed \(wall' "$work/time.txt" | sed 's/.*: //') wall," \
        "$(grep -E 'Maximum resident' "$work/time.txt" | sed 's/.*: //') KB peak RSS," \
        "$(grep -E 'Percent of CPU' "$work/time.txt" | sed 's/.*: //') CPU" \
        "($(grep -E 'User time' "$work/time.txt" | sed 's/.*: //') s user," \
        "$(grep -E 'System time' "$work/time.txt" | sed 's/.*: //') s system), load average before $load"
}

rm -f "$work"/bench.sqlite*
run "fresh store"
run "re-import (all duplicates)"
ls -l "$work"/bench.sqlite* | awk '{print $5, $9}'
