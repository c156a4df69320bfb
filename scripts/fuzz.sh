#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/<Target>/main.swift) with -sanitize=fuzzer,address into
# .build-fuzz and runs each for a fixed time, on a working corpus (.build-fuzz-work/corpus)
# seeded from Tests/Fuzz/Corpus/<Target>. A crash is copied to Tests/Fuzz/Crashers/<Target>/, where the
# normal `swift test` replays it (FuzzReplayTests, ConfigurationFuzzReplayTests).
#
#   scripts/fuzz.sh                       every target, 600 s each
#   scripts/fuzz.sh FuzzLastFMCSV 60      one target, 60 s
#   scripts/fuzz.sh all 120               every target, 120 s each
#
# Environment: FUZZ_JOBS (targets run at once, default 1), FUZZ_BUILD=0 to skip the build.
set -euo pipefail
cd "$(dirname "$0")/.."

TARGETS=(FuzzListenBrainzLines FuzzJSONDifferential FuzzLastFMCSV FuzzSpotify FuzzExportZip FuzzConfig)
WHICH="${1:-all}"
SECONDS_EACH="${2:-600}"
JOBS="${FUZZ_JOBS:-1}"
SCRATCH=.build-fuzz
WORK="$PWD/.build-fuzz-work"
if [[ "$WHICH" != all ]]; then
    [[ " ${TARGETS[*]} " == *" $WHICH "* ]] || { echo "unknown target '$WHICH'; one of: ${TARGETS[*]}" >&2; exit 64; }
    TARGETS=("$WHICH")
fi

if [[ "${FUZZ_BUILD:-1}" != 0 ]]; then
    for target in "${TARGETS[@]}"; do
        LISTENSTATS_FUZZ=1 swift build --scratch-path "$SCRATCH" -c debug --product "$target" \
            -Xswiftc -sanitize=fuzzer,address
    done
fi
BIN="$(LISTENSTATS_FUZZ=1 swift build --scratch-path "$SCRATCH" -c debug --show-bin-path)"

run() {
    local target="$1"
    # Outside the scratch path, which `swift build` tidies (it removed a running fuzzer's
    # folders); absolute, since libFuzzer's forked jobs look for them from their own directory.
    local corpus="$WORK/corpus/$target" artifacts="$WORK/artifacts/$target"
    mkdir -p "$corpus" "$artifacts" "Tests/Fuzz/Crashers/$target"
    cp -n Tests/Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    local log="$WORK/logs/$target.log"
    mkdir -p "$(dirname "$log")"
    # -fork=1 keeps going after a crash, so one run can find several; Swift's backtracer is
    # off (it would hold every crash for 30 s), and so are leaks, since Foundation's caches
    # look like leaks to LeakSanitizer.
    local status=0
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$BIN/$target" "$corpus" -max_total_time="$SECONDS_EACH" -max_len=4096 \
        -timeout=10 -rss_limit_mb=1536 -detect_leaks=0 -print_final_stats=1 -fork=1 -ignore_crashes=1 \
        -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
    local executions
    # The last `#N` status line counts every execution (of all forked jobs).
    executions="$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#' || true)"
    local found=0
    for artifact in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-*; do
        [[ -e "$artifact" ]] || continue
        cp "$artifact" "Tests/Fuzz/Crashers/$target/"
        found=$((found + 1))
    done
    echo "$target: ${SECONDS_EACH}s, ${executions:-?} executions, $found crashers (exit $status, log $log)"
}

running=0
for target in "${TARGETS[@]}"; do
    run "$target" &
    running=$((running + 1))
    if ((running >= JOBS)); then
        wait -n || true
        running=$((running - 1))
    fi
done
wait
