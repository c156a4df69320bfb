#!/usr/bin/env bash
# Benchmarks `listenstats enrich` against a loopback fake ListenBrainz (scripts/fake-listenbrainz.py):
# the metadata of RECORDINGS distinct recordings (default 50,000) fetched into a fresh cache, then
# a rerun with everything fresh, then a year report from the same listens without and with the
# cached metadata: once to store the matched copy (as the first report after an enrich does),
# then RUNS times each, interleaved (without, with, without, …) so a change of load hits both
# alike. Targets (issue 17): enrich <= 10 s of our CPU; the report <= 1.2x without.
# Prints wall time, CPU (user+sys, of listenstats only: the fake server is another process),
# perf's task-clock when perf is installed, and peak RSS; run it under `flock /work/heavy.lock`
# on a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."
RECORDINGS=${RECORDINGS:-50000}
RUNS=${RUNS:-10}
# A third of the fake's tracks are unmapped, so 1.5x tracks give RECORDINGS recordings; about
# four listens per track.
TRACKS=$((RECORDINGS * 3 / 2))
LISTENS=$((TRACKS * 4))
swift build -c release --product listenstats >/dev/null
BIN=${BIN:-.build/release/listenstats}
WORK=$(mktemp -d /tmp/listenstats-bench-enrich.XXXXXX)
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT

rm -f "$WORK/port"
python3 scripts/fake-listenbrainz.py --listens "$LISTENS" --distinct-tracks "$TRACKS" --port-file "$WORK/port" 2>/dev/null &
SERVER_PID=$!
while [ ! -s "$WORK/port" ]; do sleep 0.1; done
URL="http://127.0.0.1:$(cat "$WORK/port")"

PERF=$(command -v perf || true)
measure() { # $1 = label, rest = command; prints wall, CPU, task-clock and peak RSS
    local label=$1
    shift
    local perf=()
    if [ -n "$PERF" ]; then perf=("$PERF" stat -x, -e task-clock -o "$WORK/perf" --); fi
    "${perf[@]}" /usr/bin/time -f "%e %U %S %M" -o "$WORK/time" "$@" >"$WORK/out" 2>"$WORK/err" || { cat "$WORK/err"; exit 1; }
    read -r wall user sys kilobytes <"$WORK/time"
    local clock=0
    if [ -n "$PERF" ]; then clock=$(grep task-clock "$WORK/perf" | cut -d, -f1); fi
    printf '%-50s %6.2f s wall %6.2f s CPU %7.1f ms task-clock  peak RSS %4d MB   | %s\n' "$label" "$wall" \
        "$(echo "$user + $sys" | bc)" "$clock" "$((kilobytes / 1024))" "$(tail -n 1 "$WORK/out")"
    echo "$user + $sys" | bc >"$WORK/cpu"
    echo "$clock" >"$WORK/clock"
}

"$BIN" sync --user bench --api-url "$URL" --db "$WORK/db.sqlite" --quiet
cp "$WORK/db.sqlite" "$WORK/plain.sqlite"
measure "enrich, $RECORDINGS recordings, fresh cache" "$BIN" enrich --user bench --api-url "$URL" --db "$WORK/db.sqlite"
measure "enrich again, everything fresh" "$BIN" enrich --user bench --api-url "$URL" --db "$WORK/db.sqlite"
kill "$SERVER_PID" 2>/dev/null || true
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=

# The fake history's listens start in 2017; its first full year is the report.
report() { # $1 = label, $2 = plain or db
    rm -rf "$WORK/out-$2"
    measure "$1" "$BIN" report --user bench --range 2018 --timezone Europe/Berlin --db "$WORK/$2.sqlite" --out "$WORK/out-$2"
}
best() { sort -n | head -n 1; }
report "first year report with metadata (stores the copy)" db
: >"$WORK/plain.cpus"
: >"$WORK/db.cpus"
: >"$WORK/plain.clocks"
: >"$WORK/db.clocks"
for run in $(seq "$RUNS"); do
    for kind in plain db; do
        report "year report, $( [ $kind = db ] && echo with || echo without ) metadata (run $run)" "$kind"
        cat "$WORK/cpu" >>"$WORK/$kind.cpus"
        cat "$WORK/clock" >>"$WORK/$kind.clocks"
    done
done
without=$(best <"$WORK/plain.cpus")
with=$(best <"$WORK/db.cpus")
echo "report CPU (user+sys), best of $RUNS: without $without s, with $with s, ratio $(echo "scale=3; $with / $without" | bc)"
if [ -n "$PERF" ]; then
    without=$(best <"$WORK/plain.clocks")
    with=$(best <"$WORK/db.clocks")
    echo "report task-clock, best of $RUNS: without $without ms, with $with ms, ratio $(echo "scale=3; $with / $without" | bc)"
fi
