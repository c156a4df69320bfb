#!/usr/bin/env bash
# Benchmarks `listenstats run` over many users (1,000) against a loopback fake ListenBrainz
# (scripts/fake-listenbrainz.py --users): for each N in SHARD_COUNTS, the users split into N
# shards run as N processes at once (`run --shard I/N`, a database each), then `run --merge`
# builds the one site, from every history but its last week ("first"); then that last week
# ("week", a weekly run's cost); then the same again with nothing new ("repeat"). Each N starts
# from nothing (databases and site) against the same server. Prints per N the whole wall time
# (first shard start to merge end), each shard's and the merge's wall, CPU (user + sys) and peak
# RSS, the fake server's CPU, and the site's size; the machine is shared, so `uptime` before each
# N says how loaded it was (compare ratios, not seconds). Exits 1 if a shard or a merge exits
# with anything but 0 (done) or 3 (nothing to do).
#
# Knobs: BIN (default: a release build of this checkout), USERS (1000), SHARD_COUNTS ("1 2 4"),
# WORK (default: a new temporary folder), KEEP=1 keeps WORK (databases, sites, logs; otherwise each
# N's folder goes once measured: 20 users' site alone is 270 MB in 35,000 files);
# ENTITY_MIN_LISTENS and RANGES (e.g. "month, year, all_time"), when set, go into the config as
# entity_min_listens and ranges, for smaller sites; DAYS makes every history span about that many
# days (as many listens: fewer weeks to report), for a first pass of minutes rather than an hour.
set -euo pipefail
# BIN and WORK may be relative to where the script was started.
if [ -n "${BIN:-}" ]; then BIN=$(realpath "$BIN"); fi
if [ -n "${WORK:-}" ]; then WORK=$(realpath -m "$WORK"); fi
cd "$(dirname "$0")/.."
USERS=${USERS:-1000}
SHARD_COUNTS=${SHARD_COUNTS:-1 2 4}
KEEP=${KEEP:-0}
if [ -z "${BIN:-}" ]; then
    swift build -c release --product listenstats >/dev/null
    BIN=$PWD/.build/release/listenstats
fi
[ -x "$BIN" ] || { echo "no listenstats at $BIN" >&2; exit 1; }
if [ -n "${WORK:-}" ]; then
    mkdir -p "$WORK"
    if [ -n "$(ls -A "$WORK")" ]; then
        echo "WORK=$WORK is not empty" >&2
        exit 1
    fi
else
    WORK=$(mktemp -d /tmp/listenstats-bench-shards.XXXXXX)
fi
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ]; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    if [ "$KEEP" = 1 ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

# Nothing from the caller's environment may pick another database, output or config; caches
# and the default config go under WORK.
# (nor a shard index: --shard names it).
unset LISTENSTATS_DB LISTENSTATS_OUTPUT LISTENSTATS_CONFIG LISTENSTATS_TEMPLATES LISTENSTATS_COVER_CACHE \
    JOB_COMPLETION_INDEX SLURM_ARRAY_TASK_ID
export XDG_CONFIG_HOME=$WORK/xdg/config XDG_DATA_HOME=$WORK/xdg/data XDG_CACHE_HOME=$WORK/xdg/cache

# The fake builds every history before it writes its port (--warm): no pass pays for that.
# The last week of every history is held back (--until-file) for the "week" pass.
WEEK_START=$((${END:-1793491200} - 7 * 86400))
python3 scripts/fake-listenbrainz.py --users "$USERS" ${DAYS:+--days "$DAYS"} --until-file "$WORK/until" --warm \
    --port-file "$WORK/port" 2>"$WORK/server.log" &
SERVER_PID=$!
while [ ! -s "$WORK/port" ]; do
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
    sleep 0.2
done
LISTENBRAINZ_API_URL="http://127.0.0.1:$(cat "$WORK/port")"
export LISTENBRAINZ_API_URL
head -1 "$WORK/server.log"
echo "free in $WORK: $(df -h --output=avail "$WORK" | tail -1 | tr -d ' ')"
TICKS=$(getconf CLK_TCK)

server_ticks() { # the fake's CPU so far (user + sys), in clock ticks
    local stat
    read -r -a stat <"/proc/$SERVER_PID/stat"
    echo $((stat[13] + stat[14]))
}

ZONES=(UTC Europe/Berlin America/New_York Asia/Tokyo Europe/London America/Los_Angeles Australia/Sydney
    America/Sao_Paulo Asia/Kolkata Africa/Lagos Pacific/Auckland America/Chicago)
WIDTH=${#USERS}
if [ "$WIDTH" -lt 4 ]; then WIDTH=4; fi

write_config() { # $1 = N, $2 = folder
    {
        echo "database: $2/db/listens-{shard}.sqlite"
        echo "output: $2/site"
        echo "shards: $1"
        echo "formats: [html]"
        if [ -n "${ENTITY_MIN_LISTENS:-}" ]; then echo "entity_min_listens: $ENTITY_MIN_LISTENS"; fi
        if [ -n "${RANGES:-}" ]; then echo "ranges: [$RANGES]"; fi
        echo "users:"
        local k
        for ((k = 1; k <= USERS; k++)); do
            printf '  - name: user%0*d\n    time_zone: %s\n    statistics: false\n' \
                "$WIDTH" "$k" "${ZONES[(k * 7) % ${#ZONES[@]}]}"
        done
    } >"$2/config.yaml"
}

FAILED=0
ROWS=()

check_status() { # $1 = exit status, $2 = what, $3 = its stderr file
    if [ "$1" != 0 ] && [ "$1" != 3 ]; then
        FAILED=1
        echo "  $2 exited $1; its standard error ends:" >&2
        tail -5 "$3" | sed 's/^/    /' >&2
    fi
}

# One pass: N shards at once, then the merge. $1 = N, $2 = folder, $3 = first | week | repeat
run_pass() {
    local n=$1 dir=$2 pass=$3 i status
    local pids=() start end ticks wall user sys rss
    local shard_wall_max=0 shard_cpu=0 shard_rss=0 statuses=""
    ticks=$(server_ticks)
    start=$(date +%s.%N)
    for ((i = 0; i < n; i++)); do
        /usr/bin/time -f "%e %U %S %M" -o "$dir/$pass-$i.time" \
            "$BIN" run --config "$dir/config.yaml" --shard "$i/$n" --quiet \
            >"$dir/$pass-$i.out" 2>"$dir/$pass-$i.err" &
        pids+=($!)
    done
    for ((i = 0; i < n; i++)); do
        status=0
        wait "${pids[i]}" || status=$?
        check_status "$status" "N=$n $pass shard $i/$n" "$dir/$pass-$i.err"
        statuses+="$status "
        # The last line: /usr/bin/time writes "Command exited with non-zero status" above it.
        read -r wall user sys rss < <(tail -1 "$dir/$pass-$i.time")
        printf '  N=%d %-6s shard %d/%d  %8.2f s wall  %8.2f s CPU  %6d MB  exit %d\n' \
            "$n" "$pass" "$i" "$n" "$wall" "$(echo "$user + $sys" | bc)" "$((rss / 1024))" "$status"
        shard_wall_max=$(echo "if ($wall > $shard_wall_max) $wall else $shard_wall_max" | bc)
        shard_cpu=$(echo "$shard_cpu + $user + $sys" | bc)
        if [ "$rss" -gt "$shard_rss" ]; then shard_rss=$rss; fi
    done
    status=0
    /usr/bin/time -f "%e %U %S %M" -o "$dir/$pass-merge.time" \
        "$BIN" run --config "$dir/config.yaml" --merge --quiet \
        >"$dir/$pass-merge.out" 2>"$dir/$pass-merge.err" || status=$?
    end=$(date +%s.%N)
    check_status "$status" "N=$n $pass merge" "$dir/$pass-merge.err"
    statuses+="m$status"
    read -r wall user sys rss < <(tail -1 "$dir/$pass-merge.time")
    local merge_cpu
    merge_cpu=$(echo "$user + $sys" | bc)
    printf '  N=%d %-6s merge      %8.2f s wall  %8.2f s CPU  %6d MB  exit %d\n' \
        "$n" "$pass" "$wall" "$merge_cpu" "$((rss / 1024))" "$status"
    local bytes=0 files=0
    if [ -d "$dir/site" ]; then
        bytes=$(du -sb "$dir/site" | cut -f1)
        files=$(find "$dir/site" -type f | wc -l)
    fi
    if [ -d "$dir/site.shards" ]; then # the shards' working state and summaries, beside the site
        printf '  N=%d %-6s site.shards %d KB in %d files\n' "$n" "$pass" \
            "$(($(du -sb "$dir/site.shards" | cut -f1) / 1024))" "$(find "$dir/site.shards" -type f | wc -l)"
    fi
    local whole server
    whole=$(echo "$end - $start" | bc)
    server=$(echo "scale=2; ($(server_ticks) - $ticks) / $TICKS" | bc)
    # The speed-up on the first N of SHARD_COUNTS, pass for pass.
    local base_var=BASE_$pass
    if [ -z "${!base_var:-}" ]; then printf -v "$base_var" '%s' "$whole"; fi
    ROWS+=("$(printf '%2d %-6s %8.2f %5.2fx %8.2f %9.2f %7d %8.2f %8.2f %7d %8.2f %9.1f %7d  %s' \
        "$n" "$pass" "$whole" "$(echo "scale=3; ${!base_var} / $whole" | bc)" "$shard_wall_max" "$shard_cpu" \
        "$((shard_rss / 1024))" "$wall" "$merge_cpu" "$((rss / 1024))" "$server" \
        "$(echo "scale=1; $bytes / 1048576" | bc)" "$files" "$statuses")")
}

for n in $SHARD_COUNTS; do
    dir=$WORK/n$n
    mkdir -p "$dir/db"
    write_config "$n" "$dir"
    echo "N=$n: $USERS users in $n shard(s); load $(uptime | sed 's/.*load average: //')"
    echo "$WEEK_START" >"$WORK/until" # the histories up to a week before their end
    run_pass "$n" "$dir" first
    rm "$WORK/until" # a week later: the last week's listens, for every user
    run_pass "$n" "$dir" week
    run_pass "$n" "$dir" repeat
    if [ "$KEEP" != 1 ]; then rm -rf "$dir"; fi
done

echo
echo "$USERS users. whole: first shard start to merge end (speed-up on the first N, same pass);"
echo "shard: the slowest's wall, CPU (user + sys) summed, the largest peak RSS; merge: wall, CPU, peak RSS;"
echo "fake CPU: the fake server's during the pass; exits: each shard's, then the merge's (m)"
printf '%2s %-6s %8s %6s %8s %9s %7s %8s %8s %7s %8s %9s %7s  %s\n' \
    N pass "whole s" "" "shard s" "shard CPU" "shardMB" "merge s" "mergeCPU" mergeMB "fake CPU" "site MB" files "exits"
printf '%s\n' "${ROWS[@]}"
if [ "$FAILED" = 1 ]; then exit 1; fi
