#!/usr/bin/env bash
# Benchmarks the statistics engine: all nine ListenBrainz ranges from a SQLite store of
# 100,000 and 1,000,000 synthetic listens over ten years. Prints wall time and peak memory
# (GNU time) and the engine's own split: load from SQLite, index, compute.
#
# Each store is measured twice over: "cold", straight after it was written (no packed copies
# yet: the load reads rows and stores the copies), and "warm", every later run. On a shared
# machine compare the CPU seconds: wall time there measures the other processes too.
#
# usage: scripts/bench-engine.sh [work-dir]   (default: a fresh temp dir)
#        BIN=/path/to/listenstats measures that binary instead of this checkout's release build
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d)}"
[[ -n "${BIN:-}" ]] || swift build -c release --product listenstats >/dev/null
bin="${BIN:-$(swift build -c release --show-bin-path)/listenstats}"
measure() {
    /usr/bin/time -f "  wall %e s, cpu user %U s + sys %S s, peak RSS %M KB" "$bin" stats --user bench "$@" --timings \
        2>&1 >/dev/null | sed 's/^load/  load/'
}
for listens in 100000 1000000; do
    pristine="$work/bench-$listens.sqlite"
    if [ ! -f "$pristine" ]; then
        # An import creates the store with its schema (an empty file is refused before the
        # store is opened): one listen of another user.
        printf '%s\n' '{"listened_at": 1000000000, "track_metadata": {"artist_name": "Seed", "track_name": "Seed"}}' >"$work/seed.jsonl"
        "$bin" import "$work/seed.jsonl" --user seed --db "$pristine" --quiet
        python3 scripts/generate-bench-store.py "$pristine" bench "$listens" 10
    fi
    db="$work/run-$listens.sqlite"
    rm -f "$db" "$db-wal" "$db-shm"
    cp "$pristine" "$db"
    echo "== $listens listens, --all-ranges --timezone UTC, cold (rows; copies stored)"
    measure --db "$db" --all-ranges --timezone UTC
    echo "== $listens listens, --all-ranges --timezone UTC, warm"
    for _ in 1 2 3; do measure --db "$db" --all-ranges --timezone UTC; done
    echo "== $listens listens, --all-ranges --timezone Europe/Berlin, warm"
    measure --db "$db" --all-ranges --timezone Europe/Berlin
    echo "== $listens listens, one range (--range week), warm"
    measure --db "$db" --range week --timezone UTC
done
