#!/usr/bin/env bash
# Measures `listenstats covers` against a loopback fake Cover Art Archive
# (scripts/fake-cover-archive.py serving the demo's own generated covers, 30 ms per cover, one in
# 20 a 404) on the demo user, a rerun
# with nothing missing, and the demo's year report and site without and with covers.
# Prints wall and CPU seconds (user + system) and peak RSS of each step (release build).
# Usage: scripts/bench-covers.sh [WORKDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d /tmp/listenstats-bench-covers.XXXXXX)}"
mkdir -p "$work"
rm -rf "${work:?}"/*

swift build -c release --product listenstats >/dev/null 2>&1
bin=.build/release/listenstats

measure() { # LABEL COMMAND…: one line of figures
  local label=$1 status=0
  shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || status=$?
  read -r wall user sys rss < <(tail -1 "$work/time")
  printf "%-34s %7.2f s wall %6.2f s CPU %5d MB  exit %d\n" "$label" "$wall" "$(echo "$user + $sys" | bc)" $((rss / 1024)) "$status"
}

export LISTENSTATS_DB="$work/demo.sqlite" XDG_CONFIG_HOME="$work/config"
LISTENSTATS_COVER_CACHE="$work/demo-covers" "$bin" demo --output "$work/demo-output" --quiet
jpeg=$(find "$work/demo-covers" -name '*.jpg' | sort | head -1)

python3 scripts/fake-cover-archive.py --jpeg "$jpeg" --dir "$work/demo-covers" --delay 30 >"$work/port" 2>"$work/fake.log" &
fake=$!
trap 'kill $fake 2>/dev/null || true' EXIT
for _ in $(seq 50); do [[ -s "$work/port" ]] && break; sleep 0.1; done
url="http://127.0.0.1:$(cat "$work/port")"

export LISTENSTATS_COVER_CACHE="$work/cache"
measure "covers (empty cache)" "$bin" covers --user demo --timezone Europe/Berlin --archive-url "$url"
tail -1 "$work/out"
measure "covers (again, nothing missing)" "$bin" covers --user demo --timezone Europe/Berlin --archive-url "$url"
echo "cache: $(find "$work/cache" -name '*.jpg' | wc -l) covers, $(du -sh "$work/cache" | cut -f1)"

LISTENSTATS_COVER_CACHE="$work/no-covers" measure "year 2025, no covers" "$bin" year 2025 --user demo --timezone Europe/Berlin --out "$work/year-plain"
measure "year 2025, covers" "$bin" year 2025 --user demo --timezone Europe/Berlin --out "$work/year-covers"
for kind in plain covers; do
  folder="$work/year-$kind/demo/year/2025"
  echo "  $kind: index.html $(du -k "$folder/index.html" | cut -f1) KB, folder $(du -sk "$folder" | cut -f1) KB, covers/ $(find "$folder" -path '*/covers/*' -name '*.jpg' | wc -l) files"
done
LISTENSTATS_COVER_CACHE="$work/no-covers" measure "site, no covers" "$bin" site --timezone Europe/Berlin --out "$work/site-plain"
measure "site, covers" "$bin" site --timezone Europe/Berlin --out "$work/site-covers"
measure "site, covers, nothing changed" "$bin" site --timezone Europe/Berlin --out "$work/site-covers"
echo "  site: $(du -sk "$work/site-plain" | cut -f1) KB without covers, $(du -sk "$work/site-covers" | cut -f1) KB with"
