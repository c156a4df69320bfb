#!/usr/bin/env bash
# Benchmarks the operational overhead of the CLI (release build), against the issue's figures:
#   - `listenstats run` for 3 users with nothing new on a warm store: <= 0.5 s
#   - start-up of `listenstats --help`: <= 50 ms
# Uses hyperfine (installed by scripts/install-system-deps.sh --bench). Everything lives in a
# temporary XDG tree; nothing outside it is read or written.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-deps.sh --bench
swift build -c release --product listenstats >&2
binary="$PWD/.build/release/listenstats"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
mkdir -p "$XDG_CONFIG_HOME/listenstats"
cat > "$XDG_CONFIG_HOME/listenstats/config.yaml" <<YAML
output: $work/site
users:
  - name: rob
    time_zone: Europe/Berlin
  - name: ana
    time_zone: America/New_York
  - name: kim
    time_zone: Asia/Tokyo
YAML

# A stand-in ListenBrainz on loopback where every user exists and has nothing new, so `run`
# does its real sync requests without the internet.
port_file="$work/port"
python3 - "$port_file" <<'PY' &
import http.server, json, sys
class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        parts = self.path.split("?")[0].strip("/").split("/")
        if len(parts) == 4 and parts[:2] == ["1", "user"] and parts[3] == "listens":
            payload = {"count": 0, "user_id": parts[2], "latest_listen_ts": 0, "oldest_listen_ts": 0, "listens": []}
            body = json.dumps({"payload": payload}).encode()
            self.send_response(200)
        else:
            body = b'{"code": 404, "error": "no such endpoint"}'
            self.send_response(404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
open(sys.argv[1], "w").write(str(server.server_address[1]))
server.serve_forever()
PY
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do [[ -s "$port_file" ]] && break; sleep 0.1; done
export LISTENBRAINZ_API_URL="http://127.0.0.1:$(cat "$port_file")"

# Warm the store: create the database and let the first run do whatever it has to.
"$binary" demo --output "$work/site" --quiet
"$binary" run --quiet || true

# 3 = nothing to do, the expected outcome of a run with nothing new.
hyperfine --warmup 3 --runs 30 -N --ignore-failure \
  --export-markdown "$work/run.md" \
  "$binary run --quiet" \
  "$binary --help"
cat "$work/run.md"
