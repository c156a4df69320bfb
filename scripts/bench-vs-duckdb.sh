#!/usr/bin/env bash
# Import + first year report: listenstats against a DuckDB + matplotlib job on the same
# export, side by side. listenstats imports the file into a fresh store and writes
# `year YEAR` (HTML, Markdown, JSON, charts); DuckDB reads the file and
# scripts/duckdb-year-report.py computes the year's statistics (top lists, time, days against
# the year before, hour x weekday, streak, new artists) and draws four charts as PNG and SVG
# with matplotlib.
# Prints both wall times, CPU, peak memory and the ratio listenstats/DuckDB.
#
#   scripts/bench-vs-duckdb.sh [LISTENS] [YEAR]
#
# PROFILE as for bench-import.sh (default heavy). The virtualenv with duckdb and matplotlib
# from PyPI lives outside the repository, in $VENV (default /work/venv-bench); it is made
# when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
listens="${1:-1000000}"
year="${2:-2024}"
profile="${PROFILE:-heavy}"
venv="${VENV:-/work/venv-bench}"
work="${BENCH_DIR:-/tmp/listenstats-bench-import}"
mkdir -p "$work"
data="$work/lb-$profile-$listens.jsonl"
if [[ ! -f "$data" ]]; then
    echo "generating $data"
    python3 scripts/make-lb-export.py "$data.tmp" --profile "$profile" --listens "$listens"
    mv "$data.tmp" "$data"
fi
if [[ ! -x "$venv/bin/python" ]] || ! "$venv/bin/python" -c "import duckdb, matplotlib" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q duckdb matplotlib
fi
swift build -c release --product listenstats >/dev/null
binary="$(swift build -c release --show-bin-path)/listenstats"
cat "$data" >/dev/null

# measure LABEL COMMAND…: runs it under /usr/bin/time, prints a line, leaves seconds in $work/seconds.
measure() {
    local label="$1"
    shift
    local load
    load="$(cut -d' ' -f1 /proc/loadavg)"
    /usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" "$@" >/dev/null
    read -r wall user system peak <"$work/time.txt"
    echo "$wall" >"$work/seconds"
    printf '  %-40s %6.2f s wall, %5.2f s CPU, %4d MB peak, load average before %s\n' \
        "$label" "$wall" "$(echo "$user + $system" | bc)" "$((peak / 1024))" "$load"
}

echo "$profile: $(wc -c <"$data") bytes, $listens lines, year $year"
db="$work/vs-duckdb.sqlite"
rm -rf "$db" "$db"-* "$work/vs-out" "$work/vs-duckdb-out"
echo "listenstats:"
measure "import, fresh store" "$binary" import "$data" --user bench --db "$db"
import_seconds="$(cat "$work/seconds")"
measure "year $year (html, md, json, charts)" "$binary" year "$year" --user bench --db "$db" --timezone UTC --out "$work/vs-out"
ours="$(echo "$import_seconds + $(cat "$work/seconds")" | bc)"
echo "DuckDB + matplotlib:"
measure "read, the year's statistics, 4 charts" "$venv/bin/python" scripts/duckdb-year-report.py "$data" "$year" "$work/vs-duckdb-out"
theirs="$(cat "$work/seconds")"
echo "listenstats/DuckDB wall time: $(echo "scale=2; $ours / $theirs" | bc) ($ours s against $theirs s)"
