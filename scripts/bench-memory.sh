#!/usr/bin/env bash
# Every command that does not need the internet, on a heavy listener's history of 100,000 and
# of 1,000,000 listens (make-lb-export.py's heavy profile: ten years, about five listens per
# distinct track): wall time, CPU (user + system) and peak memory of each, and the 1M/100k
# ratios, to check the issue's "peak memory ≤ 300 MB for every command on the 1M history; time
# and memory grow at most linearly from 100k to 1M". `sync` and `enrich` run against the
# loopback fake ListenBrainz (scripts/fake-listenbrainz.py) serving a history of the same size
# with as many distinct tracks (its own listens: the fake knows only its own MBIDs), each played
# about as often as any other: ties everywhere, the hard case for top lists.
#
#   BENCH_DIR=/tmp/listenstats-bench-memory [BIN=…] scripts/bench-memory.sh [SMALL] [LARGE]
#
# Release build. Run it under `flock /work/heavy.lock` on a shared machine; the load average
# before each step is printed (two cores: above about 1.3 something else was running).
set -euo pipefail
cd "$(dirname "$0")/.."
small="${1:-100000}"
large="${2:-1000000}"
work="${BENCH_DIR:-/tmp/listenstats-bench-memory}"
mkdir -p "$work"
# BIN=/path/to/listenstats measures another build (an older one, to compare).
if [[ -z "${BIN:-}" ]]; then swift build -c release --product listenstats >/dev/null; fi
bin="${BIN:-$(swift build -c release --show-bin-path)/listenstats}"
export LISTENSTATS_TEMPLATES="$PWD/Templates"
export XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data"
server_pid=
cleanup() { if [[ -n "$server_pid" ]]; then kill "$server_pid" 2>/dev/null || true; fi; }
trap cleanup EXIT

# measure SIZE LABEL COMMAND…: one line, and "label<TAB>wall<TAB>cpu<TAB>peak_mb" in $work/SIZE.tsv.
measure() {
    local size="$1" label="$2"
    shift 2
    local load
    load="$(cut -d' ' -f1 /proc/loadavg)"
    if ! /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err"; then
        echo "FAILED: $label: $*" >&2
        cat "$work/err" >&2
        exit 1
    fi
    local wall user sys kb
    read -r wall user sys kb <"$work/time"
    local cpu
    cpu="$(echo "$user + $sys" | bc)"
    printf '  %-44s %7.2f s wall %7.2f s CPU %5d MB peak   load %s\n' "$label" "$wall" "$cpu" "$((kb / 1024))" "$load"
    printf '%s\t%s\t%s\t%s\n' "$label" "$wall" "$cpu" "$((kb / 1024))" >>"$work/$size.tsv"
}

# steps SIZE: every command on a fresh store of SIZE listens.
steps() {
    local size="$1"
    local data="$work/lb-heavy-$size.jsonl" db="$work/heavy-$size.sqlite" out="$work/out-$size"
    if [[ ! -f "$data" ]]; then
        echo "generating $data"
        python3 scripts/make-lb-export.py "$data.tmp" --profile heavy --listens "$size"
        mv "$data.tmp" "$data"
    fi
    cat "$data" >/dev/null
    rm -rf "$db" "$db"-* "$db".* "$out" "$work/$size.tsv"
    echo "$size listens ($(wc -c <"$data") bytes of JSONL):"
    measure "$size" "import, fresh store" "$bin" import "$data" --user heavy --db "$db"
    measure "$size" "import again (all duplicates)" "$bin" import "$data" --user heavy --db "$db"
    measure "$size" "stats --all-ranges, first" "$bin" stats --user heavy --all-ranges --db "$db"
    measure "$size" "stats --all-ranges, again" "$bin" stats --user heavy --all-ranges --db "$db"
    measure "$size" "report --range week" "$bin" report --user heavy --range week --db "$db" --out "$out/reports"
    measure "$size" "report --range month" "$bin" report --user heavy --range month --db "$db" --out "$out/reports"
    measure "$size" "report --range all_time" "$bin" report --user heavy --range all_time --db "$db" --out "$out/reports"
    local year
    year="$(ls "$out/reports/heavy/month" | head -1 | cut -c1-4)"
    measure "$size" "year $year (with its poster)" "$bin" year "$year" --user heavy --db "$db" --out "$out/reports"
    measure "$size" "chart calendar, all_time" "$bin" chart calendar --user heavy --range all_time --db "$db" --out "$out/calendar.svg"
    measure "$size" "chart poster, this_year" "$bin" chart poster --user heavy --range this_year --db "$db" --out "$out/poster.png"
    measure "$size" "site, from scratch" "$bin" site --db "$db" --out "$out/site"
    measure "$size" "site, nothing changed" "$bin" site --db "$db" --out "$out/site"

    # The fake's own history of the same size, synced into a fresh store, then enriched.
    rm -f "$work/port"
    python3 scripts/fake-listenbrainz.py --listens "$size" --distinct-tracks "$((size * 185 / 1000))" \
        --port-file "$work/port" 2>/dev/null &
    server_pid=$!
    while [[ ! -s "$work/port" ]]; do sleep 0.2; done
    local url="http://127.0.0.1:$(cat "$work/port")" synced="$work/synced-$size.sqlite"
    rm -f "$synced" "$synced"-* "$synced".*
    measure "$size" "sync, first (fake ListenBrainz)" "$bin" sync --user bench --api-url "$url" --db "$synced"
    measure "$size" "sync, nothing new" "$bin" sync --user bench --api-url "$url" --db "$synced"
    measure "$size" "stats --all-ranges, first after the sync" "$bin" stats --user bench --all-ranges --db "$synced"
    measure "$size" "site of the synced history, from scratch" "$bin" site --db "$synced" --out "$out/synced-site"
    measure "$size" "enrich, fresh metadata cache" "$bin" enrich --user bench --api-url "$url" --db "$synced"
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=
}

steps "$small"
steps "$large"
echo "$large/$small (a linear growth is $((large / small))):"
paste "$work/$large.tsv" "$work/$small.tsv" | awk -F'\t' -v limit=300 '
    { over = ($4 > limit) ? "   OVER " limit " MB" : ""
      printf "  %-44s wall %5.1f×, CPU %5.1f×, peak memory %4.1f× (%d MB)%s\n", $1, $2 / $6, $3 / $7, $4 / $8, $4, over }'
