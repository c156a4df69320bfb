#!/usr/bin/env bash
# Benchmarks the statistics engine: all nine ListenBrainz ranges from a SQLite store of
# 100,000 and 1,000,000 synthetic listens over ten years. Prints wall time and peak memory
# (GNU time) and the engine's own split: load from SQLite, index, compute. On a shared
# machine compare the CPU seconds: wall time there measures the other processes too.
#
# usage: scripts/bench-engine.sh [work-dir]   (default: a fresh temp dir)
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d)}"
swift build -c release --product listenstats >/dev/null
bin="$(swift build -c release --show-bin-path)/listenstats"
for listens in 100000 1000000; do
    db="$work/bench-$listens.sqlite"
    if [ ! -f "$db" ]; then
        "$bin" stats --user nobody --db "$db" >/dev/null 2>&1 || true   # creates the schema
        python3 scripts/generate-bench-store.py "$db" bench "$listens" 10
    fi
    echo "== $listens listens: stats --all-ranges --timezone UTC"
    for run in 1 2 3; do
        /usr/bin/time -f "wall %e s, cpu user %U s + sys %S s, peak RSS %M KB" \
            "$bin" stats --user bench --db "$db" --all-ranges --timezone UTC --timings >/dev/null
    done
    echo "== $listens listens: the same in Europe/Berlin"
    /usr/bin/time -f "wall %e s, cpu user %U s + sys %S s, peak RSS %M KB" \
        "$bin" stats --user bench --db "$db" --all-ranges --timezone Europe/Berlin --timings >/dev/null
done
