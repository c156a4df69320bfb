#!/usr/bin/env bash
# Writes every kind of output one binary makes, for a restructuring's before-and-after
# `diff -r`: the demo's reports, a report of each kind of range in HTML, Markdown and JSON,
# `stats --all-ranges` (JSON and the table), every chart kind as SVG and PNG, a year's report and the site; and,
# given a heavy store, its site, a year's report and its statistics.
#
#   scripts/outputs-snapshot.sh BINARY OUT [HEAVY.sqlite]
#   diff -r OUT-before OUT-after
#
# The stores are copied first, so the runs read the same listens and write nothing back.
# Templates are this checkout's (LISTENSTATS_TEMPLATES overrides), so two binaries are
# compared on the same templates.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$(realpath "$1")"
out="$2"
heavy="${3:-}"
templates="${LISTENSTATS_TEMPLATES:-$PWD/Templates}"
export LISTENSTATS_TEMPLATES="$templates"
rm -rf "$out"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
mkdir -p "$XDG_CONFIG_HOME"
zone=Europe/Berlin

"$binary" demo --db "$work/demo.sqlite" --output "$out/demo" --quiet
db=(--db "$work/demo.sqlite")
as_of=$(sqlite3 "$work/demo.sqlite" "select date(max(listened_at), 'unixepoch') from listens")
for range in week month quarter year all_time; do
    "$binary" report "${db[@]}" --user demo --range "$range" --as-of "$as_of" --timezone "$zone" \
        --out "$out/reports" --front-matter yaml --quiet
done
"$binary" report "${db[@]}" --user demo --range all_time --timezone UTC --out "$out/reports-utc" --quiet
"$binary" year "${db[@]}" "${as_of:0:4}" --user demo --timezone "$zone" --out "$out/year" --quiet
"$binary" stats "${db[@]}" --user demo --all-ranges --as-of "$as_of" --timezone "$zone" --format json >"$out/stats.json"
"$binary" stats "${db[@]}" --user demo --all-ranges --as-of "$as_of" --timezone "$zone" --format table >"$out/stats.txt"
mkdir -p "$out/charts"
kinds=$("$binary" chart --help | tr -s ' \n' ' ' | grep -o 'values: cards[^)]*' | sed 's/values: //' | tr -d ',')
for kind in $kinds; do
    for extension in svg png; do
        "$binary" chart "$kind" "${db[@]}" --user demo --range year --as-of "$as_of" --timezone "$zone" \
            --out "$out/charts/$kind.$extension" --quiet || echo "chart $kind.$extension: exit $?" >>"$out/charts/exits.txt"
    done
done
"$binary" site "${db[@]}" --timezone "$zone" --out "$out/site" --quiet

if [[ -n "$heavy" ]]; then
    cp "$heavy" "$work/heavy.sqlite"
    db=(--db "$work/heavy.sqlite")
    user=$(sqlite3 "$work/heavy.sqlite" "select name from users limit 1")
    as_of=$(sqlite3 "$work/heavy.sqlite" "select date(max(listened_at), 'unixepoch') from listens")
    "$binary" report "${db[@]}" --user "$user" --range "${as_of:0:4}" --timezone "$zone" --out "$out/heavy-reports" --quiet
    "$binary" report "${db[@]}" --user "$user" --range all_time --as-of "$as_of" --timezone "$zone" --out "$out/heavy-reports" --quiet
    "$binary" stats "${db[@]}" --user "$user" --all-ranges --as-of "$as_of" --timezone "$zone" --format json >"$out/heavy-stats.json"
    "$binary" site "${db[@]}" --timezone "$zone" --out "$out/heavy-site" --quiet
fi
echo "outputs of $binary in $out: $(find "$out" -type f | wc -l) files"
