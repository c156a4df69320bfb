#!/usr/bin/env bash
# Measures what entity pages (artist, album and track pages) add to a site build: CPU seconds,
# peak memory and bytes on disk, with `--entity-min-listens 0` (none) against the default, on
# the demo and on a 1,000,000-listen heavy history (scripts/make-lb-export.py --profile heavy).
# Usage: scripts/bench-site-entities.sh [WORKDIR] [HEAVY.jsonl]   (release build; run under flock
# when others benchmark on the machine). BASELINE=/path/to/older/listenstats measures that binary
# too, right before this checkout's, with the templates in BASELINE_TEMPLATES (default: this
# checkout's), and prints both; the sites they build are compared with diff.
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d /tmp/listenstats-bench-entities.XXXXXX)}"
heavy="${2:-$work/lb-heavy.jsonl}"
mkdir -p "$work"
export LISTENSTATS_TEMPLATES="$PWD/Templates"
swift build -c release --product listenstats >/dev/null 2>&1
bin=.build/release/listenstats

[ -f "$work/demo.sqlite" ] || "$bin" demo --db "$work/demo.sqlite" --output "$work/demo-output" --quiet
if [ ! -f "$work/heavy.sqlite" ]; then
  [ -f "$heavy" ] || scripts/make-lb-export.py "$heavy" --profile heavy
  "$bin" import "$heavy" --user heavy --db "$work/heavy.sqlite" --quiet
fi

# Earlier outputs are moved aside and deleted when the script ends: ext4 skips inodes freed in
# the last minutes one by one when it makes a file, so deleting a site right before building
# one made the build a seventh slower.
trap 'rm -rf "$work"/retired.*' EXIT

measure() {  # label binary
  for db in demo heavy; do
    for minimum in 0 25; do
      out="$work/site-$1-$db-$minimum"
      if [ -e "$out" ]; then mv "$out" "$(mktemp -d "$work/retired.XXXXXX")/"; fi
      /usr/bin/time -f "%U %S %M" -o "$work/time" "$2" site --db "$work/$db.sqlite" --out "$out" \
        --timezone Europe/Berlin --entity-min-listens "$minimum" --quiet
      read -r user sys rss < "$work/time"
      echo "$1 $db, --entity-min-listens $minimum: cpu $(echo "$user + $sys" | bc) s, peak ${rss} kB, $(du -sb "$out" | cut -f1) bytes, $(find "$out" -type f | wc -l) files"
    done
  done
}

if [ -n "${BASELINE:-}" ]; then
  LISTENSTATS_TEMPLATES="${BASELINE_TEMPLATES:-$LISTENSTATS_TEMPLATES}" measure old "$BASELINE"
fi
measure new "$bin"
if [ -n "${BASELINE:-}" ]; then
  for site in demo-0 demo-25 heavy-0 heavy-25; do
    if diff -rq -x .listenstats-site.json "$work/site-old-$site" "$work/site-new-$site" >/dev/null; then echo "$site: same files (the manifest aside: its fingerprints hold the templates)"; else echo "$site: files differ"; fi
  done
fi
