#!/usr/bin/env bash
# Benchmarks `listenstats import` on a synthetic ListenBrainz export: LISTENS listens of JSONL
# (default 1,000,000) into a fresh store, then the same file again (all duplicates), then the
# first and a second `stats --all-ranges` on that store. Prints wall time, peak memory and CPU
# from /usr/bin/time -v, and the load average before each run (two cores: above about 1.3
# something else was running and the numbers are contaminated).
#
#   scripts/bench-import.sh [LISTENS]
#
# PROFILE=heavy uses make-lb-export.py's heavy-listener profile (about 185,000 distinct tracks,
# ten years) instead of the simple one (40,000 tracks). BASELINE=/path/to/old/listenstats runs
# the same steps with that binary too, one after the other, and prints new/old ratios of wall
# time, CPU time (user + system: the fairer one on a busy machine) and peak memory, and
# checks with cmp that both binaries print the same `stats --all-ranges` bytes (UTC and
# Europe/Berlin); ROUNDS (default 1) repeats the whole comparison.
set -euo pipefail
cd "$(dirname "$0")/.."
listens="${1:-1000000}"
profile="${PROFILE:-simple}"
rounds="${ROUNDS:-1}"
work="${BENCH_DIR:-/tmp/listenstats-bench-import}"
mkdir -p "$work"
data="$work/lb-$profile-$listens.jsonl"
if [[ ! -f "$data" ]]; then
    echo "generating $data"
    python3 scripts/make-lb-export.py "$data.tmp" --profile "$profile" --listens "$listens"
    mv "$data.tmp" "$data"
fi
swift build -c release --product listenstats >/dev/null
binary="$(swift build -c release --show-bin-path)/listenstats"
echo "$profile: $(wc -c <"$data") bytes, $listens lines"
# Read the file once so the first run does not measure the disk.
cat "$data" >/dev/null

# run LABEL BINARY ARGS…: prints one line and records "wall_seconds peak_kb" in $work/last.
run() {
    local label="$1" bin="$2"
    shift 2
    local load
    load="$(cut -d' ' -f1 /proc/loadavg)"
    /usr/bin/time -v "$bin" "$@" >/dev/null 2>"$work/time.txt"
    local wall peak cpu
    wall="$(grep -E 'Elapsed \(wall' "$work/time.txt" | sed 's/.*: //' | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')"
    peak="$(grep -E 'Maximum resident' "$work/time.txt" | sed 's/.*: //')"
    cpu="$(grep -E '(User|System) time' "$work/time.txt" | sed 's/.*: //' | paste -sd+ | bc)"
    echo "$wall $peak $cpu" >"$work/last"
    printf '  %-34s %6.2f s wall, %4d MB peak, %s CPU (%s s user, %s s system), load average before %s\n' \
        "$label" "$wall" "$((peak / 1024))" \
        "$(grep -E 'Percent of CPU' "$work/time.txt" | sed 's/.*: //')" \
        "$(grep -E 'User time' "$work/time.txt" | sed 's/.*: //')" \
        "$(grep -E 'System time' "$work/time.txt" | sed 's/.*: //')" "$load"
}

# steps NAME BINARY: the four measured steps on a fresh store; results in $work/NAME.results.
steps() {
    local name="$1" bin="$2" db="$work/bench-$1.sqlite"
    rm -f "$db" "$db"-*
    : >"$work/$name.results"
    echo "$name ($bin):"
    run "import, fresh store" "$bin" import "$data" --user bench --db "$db"
    cat "$work/last" >>"$work/$name.results"
    run "re-import (all duplicates)" "$bin" import "$data" --user bench --db "$db"
    cat "$work/last" >>"$work/$name.results"
    run "first stats --all-ranges" "$bin" stats --user bench --all-ranges --db "$db"
    cat "$work/last" >>"$work/$name.results"
    run "second stats --all-ranges" "$bin" stats --user bench --all-ranges --db "$db"
    cat "$work/last" >>"$work/$name.results"
    ls -l "$db"* | awk '{printf "  %s bytes %s\n", $5, $9}'
    # Untimed: the statistics in two zones, for the old/new comparison of bytes below.
    "$bin" stats --user bench --all-ranges --db "$db" --timezone UTC >"$work/$name.stats-utc.json"
    "$bin" stats --user bench --all-ranges --db "$db" --timezone Europe/Berlin >"$work/$name.stats-berlin.json"
}

for round in $(seq "$rounds"); do
    [[ "$rounds" -gt 1 ]] && echo "round $round"
    if [[ -n "${BASELINE:-}" ]]; then
        steps old "$BASELINE"
        steps new "$binary"
        echo "new/old:"
        paste "$work/new.results" "$work/old.results" | awk '
            BEGIN { split("import,re-import,first stats,second stats", names, ",") }
            { printf "  %-28s wall %.2f, CPU %.2f, peak memory %.2f\n", names[NR], $1 / $4, $3 / $6, $2 / $5 }'
        # Faster must not mean different: the same statistics, byte for byte.
        for zone in utc berlin; do
            cmp "$work/old.stats-$zone.json" "$work/new.stats-$zone.json"
        done
        echo "  stats --all-ranges (UTC, Europe/Berlin): old and new outputs identical"
    else
        steps new "$binary"
    fi
done
