#!/usr/bin/env bash
# Warm `stats --all-ranges` and `year YEAR` of a stored history: an old binary against a new
# one, run interleaved (the order swapped every round, so neither always runs after the other),
# RUNS times each. Prints per command the median wall time, CPU (user + system) and peak RSS of
# each binary (GNU time) and the new/old ratios, then checks that both write the same bytes:
# `stats --all-ranges` as JSON in UTC, Europe/Berlin and America/Los_Angeles and as a table, and
# the whole folder `year` writes (`cmp -r`). On a shared machine read the CPU and memory: wall
# time there measures the other processes too.
#
# usage: BASELINE=path/to/old/listenstats scripts/bench-stats.sh DB [USER] [YEAR]
#   NEW=path          the new binary (default: this checkout's release build, built first)
#   RUNS=9            rounds
#   OLD_TEMPLATES=dir the old binary's Templates (default: this checkout's)
#   BENCH_DIR=dir     where the store's copy and the outputs go (default: a fresh temp dir)
# The store is copied into BENCH_DIR first: a load that finds no packed copies stores them.
set -euo pipefail
cd "$(dirname "$0")/.."
db="${1:?usage: BASELINE=old-binary scripts/bench-stats.sh DB [USER] [YEAR]}"
user="${2:-bench}"
year="${3:-2024}"
runs="${RUNS:-9}"
old="${BASELINE:?set BASELINE to the old listenstats binary}"
if [[ -z "${NEW:-}" ]]; then
    swift build -c release --product listenstats >/dev/null
    NEW="$(swift build -c release --show-bin-path)/listenstats"
fi
new="$NEW"
new_templates="$PWD/Templates"
old_templates="${OLD_TEMPLATES:-$new_templates}"
work="${BENCH_DIR:-$(mktemp -d)}"
mkdir -p "$work"
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
unset LISTENSTATS_DB LISTENSTATS_CONFIG TZ
copy="$work/store.sqlite"
rm -f "$copy" "$copy-wal" "$copy-shm" "$copy.checked"
cp "$db" "$copy"
[[ -f "$db-wal" ]] && cp "$db-wal" "$copy-wal"

# run WHICH NAME ARGS…: one run of the old or the new binary, its GNU time line appended to
# $work/NAME.WHICH and its standard output kept in $work/NAME.WHICH.out.
run() {
    local which="$1" name="$2" binary templates
    shift 2
    if [[ "$which" == old ]]; then binary="$old" templates="$old_templates"; else binary="$new" templates="$new_templates"; fi
    LISTENSTATS_TEMPLATES="$templates" /usr/bin/time -a -o "$work/$name.$which" -f "%e %U %S %M" \
        "$binary" "$@" >"$work/$name.$which.out"
}
stats_args=(stats --db "$copy" --user "$user" --all-ranges --timezone UTC)
year_args() { echo year "$year" --db "$copy" --user "$user" --timezone UTC --out "$work/year-$1"; }

# One untimed run of each first, so that both find the same warm store and page cache.
run old warmup "${stats_args[@]}"
run new warmup "${stats_args[@]}"
rm -f "$work"/{stats,year}.{old,new}
for round in $(seq "$runs"); do
    if (( round % 2 )); then order="old new"; else order="new old"; fi
    for which in $order; do run "$which" stats "${stats_args[@]}"; done
    for which in $order; do
        rm -rf "$work/year-$which"
        # shellcheck disable=SC2046
        run "$which" year $(year_args "$which")
    done
done

# median FILE COLUMN: the median of a column (1 wall, 2+3 CPU, 4 peak KB) of GNU time lines.
median() {
    awk -v c="$2" '{ v = (c == "cpu") ? $2 + $3 : $c; print v }' "$1" | sort -g |
        awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}
echo "$runs interleaved rounds, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-26s %22s %22s %20s\n" "" "old: wall, CPU, peak" "new: wall, CPU, peak" "new/old wall, CPU, mem"
for name in stats year; do
    read -r ow oc om nw nc nm < <(echo "$(median "$work/$name.old" 1) $(median "$work/$name.old" cpu) $(median "$work/$name.old" 4)" \
        "$(median "$work/$name.new" 1) $(median "$work/$name.new" cpu) $(median "$work/$name.new" 4)")
    label="$name"
    [[ "$name" == stats ]] && label="stats --all-ranges (UTC)"
    [[ "$name" == year ]] && label="year $year"
    printf "%-26s %6.3f s %6.3f s %4d MB %6.3f s %6.3f s %4d MB   %.2f %.2f %.2f\n" "$label" \
        "$ow" "$oc" $((om / 1024)) "$nw" "$nc" $((nm / 1024)) \
        "$(echo "$nw / $ow" | bc -l)" "$(echo "$nc / $oc" | bc -l)" "$(echo "$nm / $om" | bc -l)"
done

# The outputs, byte for byte.
same=1
for zone in UTC Europe/Berlin America/Los_Angeles; do
    for which in old new; do
        run "$which" "check" stats --db "$copy" --user "$user" --all-ranges --timezone "$zone"
    done
    cmp "$work/check.old.out" "$work/check.new.out" || { echo "stats --all-ranges --timezone $zone differs" >&2; same=0; }
done
for which in old new; do
    run "$which" "check" stats --db "$copy" --user "$user" --all-ranges --timezone UTC --format table
done
cmp "$work/check.old.out" "$work/check.new.out" || { echo "stats --format table differs" >&2; same=0; }
diff -rq "$work/year-old" "$work/year-new" >&2 || { echo "year $year: the folders differ" >&2; same=0; }
if (( same )); then echo "outputs: the same bytes (stats in 3 zones and as a table, year $year's folder)"; else exit 1; fi
