#!/usr/bin/env bash
# Benchmarks importing the same plays from two sources: a ListenBrainz export (LISTENS lines of
# make-lb-export.py's heavy profile, default 100,000) and its Last.fm CSV (make-lastfm-csv.py),
# in both orders, into fresh stores. Prints wall time, CPU (user + system) and peak memory of
# each import, checks that both orders leave the export's listens (`stats` bytes equal to the
# export alone, UTC and Europe/Berlin), and with BASELINE=/path/to/old/listenstats runs the
# same with that binary and prints new/old ratios.
#
#   scripts/bench-merge.sh [LISTENS]
set -euo pipefail
cd "$(dirname "$0")/.."
listens="${1:-100000}"
work="${BENCH_DIR:-/tmp/listenstats-bench-merge}"
mkdir -p "$work"
export_file="$work/lb-heavy-$listens.jsonl"
csv_file="$work/lastfm-heavy-$listens.csv"
if [[ ! -f "$export_file" ]]; then
    python3 scripts/make-lb-export.py "$export_file.tmp" --profile heavy --listens "$listens"
    mv "$export_file.tmp" "$export_file"
fi
[[ -f "$csv_file" ]] || python3 scripts/make-lastfm-csv.py "$export_file" "$csv_file"
swift build -c release --product listenstats >/dev/null
binary="$(swift build -c release --show-bin-path)/listenstats"

# measure LABEL BINARY DB FILE: imports FILE into DB and prints one line; appends the CPU
# seconds to $work/cpu-LABEL.
measure() {
    local label="$1" bin="$2" db="$3" file="$4" report
    report="$(mktemp)"
    /usr/bin/time -f "%e %U %S %M" -o "$report" "$bin" import "$file" --user heavy --db "$db" --quiet
    read -r wall user system peak <"$report"
    rm -f "$report"
    local cpu
    cpu="$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')"
    printf '%-34s wall %6.2f s  cpu %6.2f s  peak %5d MB\n' "$label" "$wall" "$cpu" "$((peak / 1024))"
    echo "$cpu" >>"$work/cpu-$label"
}

# orders BINARY NAME: the export alone and both orders; checks the statistics agree.
orders() {
    local bin="$1" name="$2"
    rm -f "$work"/$name-*.sqlite "$work"/cpu-$name-*
    measure "$name-export" "$bin" "$work/$name-export.sqlite" "$export_file"
    measure "$name-export+csv:export" "$bin" "$work/$name-export-csv.sqlite" "$export_file"
    measure "$name-export+csv:csv" "$bin" "$work/$name-export-csv.sqlite" "$csv_file"
    measure "$name-csv+export:csv" "$bin" "$work/$name-csv-export.sqlite" "$csv_file"
    measure "$name-csv+export:export" "$bin" "$work/$name-csv-export.sqlite" "$export_file"
    for zone in UTC Europe/Berlin; do
        "$bin" stats --user heavy --db "$work/$name-export.sqlite" --range all_time --timezone "$zone" --as-of 2026-01-01 --format json >"$work/$name-alone.json"
        for both in export-csv csv-export; do
            "$bin" stats --user heavy --db "$work/$name-$both.sqlite" --range all_time --timezone "$zone" --as-of 2026-01-01 --format json >"$work/$name-$both.json"
            if cmp -s "$work/$name-alone.json" "$work/$name-$both.json"; then
                echo "$name $both ($zone): statistics equal to the export alone"
            else
                echo "$name $both ($zone): statistics DIFFER from the export alone"
            fi
        done
    done
}

orders "$binary" new
if [[ -n "${BASELINE:-}" ]]; then
    orders "$BASELINE" old
    for step in export export+csv:export export+csv:csv csv+export:csv csv+export:export; do
        awk -v step="$step" -v new="$(cat "$work/cpu-new-$step")" -v old="$(cat "$work/cpu-old-$step")" \
            'BEGIN { printf "ratio new/old cpu %-20s %.2f\n", step, new / old }'
    done
fi
