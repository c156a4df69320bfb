#!/usr/bin/env bash
# Measures `site` on a heavy listener's ten years against the issue's figures: from scratch
# ≤ 15 s and ≤ 200 MB on disk, one new week imported then `site` again ≤ 1 s, and the demo
# site from scratch ≤ 3 s. Prints wall time, CPU (user + system) and peak RSS from
# /usr/bin/time, bytes and files on disk, and the load average before each run.
#
#   scripts/bench-site-heavy.sh WORKDIR HEAVY.jsonl     (release build; run under flock
#                                                         when others benchmark on the machine)
#
# HEAVY.jsonl is scripts/make-lb-export.py --profile heavy (1,000,000 or 100,000 listens).
# The "new week" is the export's last seven days again, seven days later (new listens of
# known tracks, as a real week mostly is). BASELINE=/path/to/old/listenstats runs the same
# steps with that binary first and checks with diff -r that both built the same sites;
# NEW=/path/to/listenstats measures that binary instead of this checkout's release build;
# SAME=no skips that check, for changes meant to write other files. Sizes per file type follow
# each site.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$1"
heavy="$2"
mkdir -p "$work"
export LISTENSTATS_TEMPLATES="$PWD/Templates"
# No config of whoever runs this: an empty config folder.
export XDG_CONFIG_HOME="$work/config"
mkdir -p "$XDG_CONFIG_HOME"
# A copy of the build, so that a build meanwhile cannot change the binary between steps.
# NEW=/path/to/listenstats measures that binary instead of building.
if [[ -z "${NEW:-}" ]]; then
    swift build -c release --product listenstats >/dev/null 2>&1
    NEW="$(swift build -c release --show-bin-path)/listenstats"
fi
binary="$work/listenstats-new"
cp "$NEW" "$binary"
name="$(basename "$heavy" .jsonl)"

# The store every run starts from, imported once (by the new binary; the baseline reads it too).
pristine="$work/$name.sqlite"
if [[ ! -f "$pristine" ]]; then
    "$binary" import "$heavy" --user heavy --db "$pristine" --quiet
fi
week="$work/$name-next-week.jsonl"
if [[ ! -f "$week" ]]; then
    python3 - "$heavy" "$week" <<'PY'
import json, sys
source, target = sys.argv[1], sys.argv[2]
with open(source, "rb") as f:
    f.seek(0, 2)
    f.seek(max(0, f.tell() - 40_000_000))
    lines = f.read().split(b"\n")[1:]
listens = [json.loads(line) for line in lines if line.strip()]
last = max(listen["listened_at"] for listen in listens)
with open(target, "w") as out:
    for listen in listens:
        if listen["listened_at"] > last - 7 * 86400:
            listen["listened_at"] += 7 * 86400
            out.write(json.dumps(listen) + "\n")
PY
fi
demo="$work/demo.sqlite"
[[ -f "$demo" ]] || "$binary" demo --db "$demo" --output "$work/demo-output" --quiet

# retire PATH…: moves earlier outputs aside, to be deleted when the script ends. ext4 skips
# inodes freed in the last one to five minutes when it makes a file, one by one: deleting a
# 17,000-file site right before building one made each new file cost a third of a
# millisecond of kernel time, a seventh of the whole build's CPU.
retire() {
    local path
    for path in "$@"; do
        if [[ -e "$path" ]]; then mv "$path" "$(mktemp -d "$work/retired.XXXXXX")/"; fi
    done
}
trap 'rm -rf "$work"/retired.*' EXIT

# run LABEL BINARY ARGS…: one line of wall, CPU and peak memory.
run() {
    local label="$1" bin="$2"
    shift 2
    local load
    load="$(cut -d' ' -f1 /proc/loadavg)"
    /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" "$bin" "$@" >/dev/null
    read -r wall user sys rss <"$work/time.txt"
    printf '  %-30s %6.2f s wall, %6.2f s CPU (%s user + %s sys), %4d MB peak, load before %s\n' \
        "$label" "$wall" "$(echo "$user + $sys" | bc)" "$user" "$sys" "$((rss / 1024))" "$load"
}

# steps NAME BINARY: site from scratch, a new week, site again, the demo site.
steps() {
    local label="$1" bin="$2" db="$work/run-$1.sqlite" out="$work/site-$1" demoOut="$work/demo-site-$1"
    rm -rf "$db" "$db"-*
    retire "$out" "$demoOut"
    cp "$pristine" "$db"
    [[ -f "$pristine.checked" ]] && cp "$pristine.checked" "$db.checked"
    echo "$label ($bin):"
    run "site, $name, from scratch" "$bin" site --db "$db" --out "$out" --timezone Europe/Berlin --quiet
    printf '  %-30s %s bytes, %s files\n' "on disk" "$(du -sb "$out" | cut -f1)" "$(find "$out" -type f | wc -l)"
    sizes "$out"
    "$bin" import "$week" --user heavy --db "$db" --quiet
    touch "$work/before-week"
    run "site again after a new week" "$bin" site --db "$db" --out "$out" --timezone Europe/Berlin --quiet
    printf '  %-30s %s files rewritten\n' "" "$(find "$out" -type f -newer "$work/before-week" | wc -l)"
    run "site, demo, from scratch" "$bin" site --db "$demo" --out "$demoOut" --timezone Europe/Berlin --quiet
    printf '  %-30s %s bytes, %s files\n' "demo on disk" "$(du -sb "$demoOut" | cut -f1)" "$(find "$demoOut" -type f | wc -l)"
    sizes "$demoOut"
}

# sizes FOLDER: bytes and files per file type, and the artist, album and track pages' bytes.
sizes() {
    local line="" type
    for type in html json svg png md jpg; do
        line+="$(find "$1" -type f -name "*.$type" -printf '%s\n' | awk -v t="$type" '{s += $1; n++} END {printf "%s %.1f MB (%d), ", t, s / 1e6, n}')"
    done
    line+="$(find "$1"/*/artist "$1"/*/album "$1"/*/track -type f -name '*.html' -printf '%s\n' 2>/dev/null | awk '{s += $1; n++} END {printf "of which entity pages %.1f MB (%d)", s / 1e6, n}')"
    printf '  %-30s %s\n' "" "$line"
}

if [[ -n "${BASELINE:-}" ]]; then
    # BASELINE_TEMPLATES: the baseline's own Templates folder, when this checkout's changed.
    LISTENSTATS_TEMPLATES="${BASELINE_TEMPLATES:-$LISTENSTATS_TEMPLATES}" steps old "$BASELINE"
fi
steps new "$binary"
# SAME=no: the binaries are meant to write different files (sizes are then the comparison).
if [[ -n "${BASELINE:-}" && "${SAME:-yes}" != no ]]; then
    diff -r "$work/site-old" "$work/site-new"
    diff -r "$work/demo-site-old" "$work/demo-site-new"
    echo "  old and new sites identical (heavy after the new week, and demo)"
fi
