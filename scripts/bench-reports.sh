#!/usr/bin/env bash
# Benchmarks reports and the site against the issue's figures (release build):
#   a full weekly report (stats + charts PNG/SVG + HTML + Markdown + JSON) from 1,000,000 listens ≤ 1 s;
#   the demo user's whole site ≤ 10 s; a rebuild with nothing changed ≤ 1 s.
# Usage: scripts/bench-reports.sh [WORKDIR]   (needs sqlite3 to grow the demo store to 1M listens)
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d /tmp/listenstats-bench-reports.XXXXXX)}"
mkdir -p "$work"
command -v sqlite3 >/dev/null || { echo "bench-reports: needs the sqlite3 command (apt-get install sqlite3)" >&2; exit 1; }

swift build -c release --product listenstats >/dev/null 2>&1
bin=.build/release/listenstats

seconds() { # runs "$@" and prints the wall time in seconds
  local start end ms
  start=$(date +%s%N)
  "$@" >/dev/null
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  printf "%d.%02d" $((ms / 1000)) $((ms % 1000 / 10))
}

rm -rf "$work/demo.sqlite"* "$work/big.sqlite"* "$work/site" "$work/weekly"
"$bin" demo --db "$work/demo.sqlite" --output "$work/demo-output" --quiet

# 1M listens: the demo history 33 times over, each copy shifted by a few minutes.
cp "$work/demo.sqlite" "$work/big.sqlite"
sqlite3 "$work/big.sqlite" >/dev/null <<'SQL'
PRAGMA journal_mode = WAL;
CREATE TEMP TABLE base AS SELECT * FROM listens;
WITH RECURSIVE copies(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copies WHERE k < 33)
INSERT OR IGNORE INTO listens (user_id, listened_at, identity, track_id, duration_ms, source)
SELECT user_id, listened_at + k * 97, identity, track_id, duration_ms, source FROM base, copies;
SQL
listens=$(sqlite3 "$work/big.sqlite" "SELECT COUNT(*) FROM listens")

weekly=$(seconds "$bin" report --db "$work/big.sqlite" --user demo --range 2026-W47 --timezone Europe/Berlin --out "$work/weekly")
site=$(seconds "$bin" site --db "$work/demo.sqlite" --timezone Europe/Berlin --out "$work/site")
reports=$(find "$work/site" -name index.html -path "*/demo/*/*" | wc -l)
rebuild=$(seconds "$bin" site --db "$work/demo.sqlite" --timezone Europe/Berlin --out "$work/site")

echo "weekly report from $listens listens: ${weekly} s (target ≤ 1 s)"
echo "demo site, $reports reports:        ${site} s (target ≤ 10 s)"
echo "site rebuild, nothing changed:      ${rebuild} s (target ≤ 1 s)"
