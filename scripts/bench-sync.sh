#!/usr/bin/env bash
# Benchmarks `listenstats sync` against a loopback fake ListenBrainz (scripts/fake-listenbrainz.py):
# a first sync of 100,000 listens in pages of 1000, then an incremental sync with nothing new.
# Targets (issue 3): first sync <= 5 s end to end with flat memory; idle incremental <= 0.2 s.
set -euo pipefail
cd "$(dirname "$0")/.."
LISTENS=${LISTENS:-100000}
swift build -c release --product listenstats >/dev/null
BIN=.build/release/listenstats
WORK=$(mktemp -d /tmp/listenstats-bench-sync.XXXXXX)
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT

start_server() { # $1 = listens
    rm -f "$WORK/port"
    python3 scripts/fake-listenbrainz.py --listens "$1" --port-file "$WORK/port" &
    SERVER_PID=$!
    while [ ! -s "$WORK/port" ]; do sleep 0.1; done
    URL="http://127.0.0.1:$(cat "$WORK/port")"
}

stop_server() {
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=
}

measure() { # $1 = label, rest = command; prints wall time and peak RSS
    local label=$1
    shift
    /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >"$WORK/out" 2>"$WORK/err" || { cat "$WORK/err"; exit 1; }
    read -r seconds kilobytes <"$WORK/time"
    printf '%-44s %6.2f s  peak RSS %4d MB   | %s\n' "$label" "$seconds" "$((kilobytes / 1024))" "$(cat "$WORK/out")"
}

# Memory stays flat when it does not grow with the history: compare a fifth of it with all of it.
SMALL=$((LISTENS / 5))
start_server "$SMALL"
measure "first sync, $SMALL listens" "$BIN" sync --user bench --api-url "$URL" --db "$WORK/small.sqlite"
stop_server

start_server "$LISTENS"
measure "first sync, $LISTENS listens (count=1000)" "$BIN" sync --user bench --api-url "$URL" --db "$WORK/db.sqlite"
measure "incremental sync, nothing new" "$BIN" sync --user bench --api-url "$URL" --db "$WORK/db.sqlite"
stop_server
