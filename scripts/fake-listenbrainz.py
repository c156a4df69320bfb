#!/usr/bin/env python3
"""A loopback ListenBrainz stand-in for benchmarks and demos (the Swift tests use their own).

Serves /1/user/<user>/listens with ListenBrainz's paging rules (exclusive min_ts/max_ts,
newest first, min_ts answered with the oldest listens after it) and /1/user/<user>/listen-count
for a deterministic history of --listens listens; statistics answer 204 (not calculated yet),
Year in Music an empty `data`, feedback an empty list; /1/metadata/recording/ answers every
recording MBID of that history (`00000000-0000-4000-8000-<n>`) with made-up metadata shaped like
ListenBrainz's (release year, release group, an artist with an area, genre and free tags on the
recording, artist and release group). Prints the port it listens on.

With --reference DIR (a copy of ListenBrainz's example responses, such as
Tests/Fixtures/listenbrainz/api), the statistics are those examples, moved to the user and
the range asked for, and every Year in Music is the example's: enough to try
`sync --stats-only` and `report --source listenbrainz` offline, or to time them.
"""
import argparse
import bisect
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlparse


def make_history(count, start, distinct_tracks):
    """Listens ascending by time, about one every 3 minutes, every 10th second holding two.

    Each listen plays one of `distinct_tracks` tracks (a real history replays its tracks:
    ListenBrainz users typically have three to five listens per distinct recording).
    """
    times, bodies = [], []
    t = start
    for n in range(count):
        if n % 10 != 1:
            t += 150 + (n * 7919) % 90
        i = (n * 2654435761) % distinct_tracks
        mapped = i % 3 != 0
        metadata = {
            "artist_name": f"Artist {i % 997}",
            "track_name": f"Track {i}",
            "release_name": f"Album {i % 4001}",
            "additional_info": {"duration_ms": 120000 + (i * 31) % 240000, "submission_client": "bench"},
        }
        if mapped:
            metadata["mbid_mapping"] = {
                "recording_mbid": f"00000000-0000-4000-8000-{i:012d}",
                "recording_name": f"Track {i}",
                "release_mbid": f"10000000-0000-4000-8000-{i % 4001:012d}",
                "artist_mbids": [f"20000000-0000-4000-8000-{i % 997:012d}"],
                "artists": [{"artist_mbid": f"20000000-0000-4000-8000-{i % 997:012d}",
                             "artist_credit_name": f"Artist {i % 997}", "join_phrase": ""}],
                "caa_id": 1000 + i % 4001,
                "caa_release_mbid": f"10000000-0000-4000-8000-{i % 4001:012d}",
            }
        listen = {"listened_at": t, "inserted_at": t + 3, "recording_msid": f"30000000-0000-4000-8000-{i:012d}",
                  "user_name": "bench", "track_metadata": metadata}
        times.append(t)
        bodies.append(json.dumps(listen, ensure_ascii=False).encode())
    return times, bodies


GENRES = ["rock", "jazz", "electronic", "hip hop", "folk", "pop", "metal", "ambient", "soul", "trip hop", "punk", "house"]
AREAS = ["United Kingdom", "United States", "Germany", "Japan", "France", "Sweden", "Brazil", "Berlin", "Canada", "Nigeria"]


def recording_metadata(i):
    """The metadata of recording number `i`, deterministic, about 1 KB of JSON like the real one."""
    artist = f"20000000-0000-4000-8000-{i % 997:012d}"
    group = f"40000000-0000-4000-8000-{i % 4001:012d}"
    def genre(k, count):
        return {"tag": GENRES[k % len(GENRES)], "count": count, "genre_mbid": f"50000000-0000-4000-8000-{k % len(GENRES):012d}"}
    return {
        "release": {"name": f"Album {i % 4001}", "mbid": f"10000000-0000-4000-8000-{i % 4001:012d}", "release_group_mbid": group,
                    "year": 1950 + (i * 7) % 75, "caa_id": 1000 + i % 4001, "caa_release_mbid": f"10000000-0000-4000-8000-{i % 4001:012d}",
                    "album_artist_name": f"Artist {i % 997}"},
        "artist": {"name": f"Artist {i % 997}", "artist_credit_id": i % 997,
                   "artists": [{"artist_mbid": artist, "name": f"Artist {i % 997}", "join_phrase": "", "type": "Group",
                                "begin_year": 1950 + i % 60, "area": AREAS[i % 997 % len(AREAS)], "rels": {}}]},
        "tag": {"recording": [genre(i, 1 + i % 5), {"tag": "favourite", "count": 1}],
                "artist": [dict(genre(i % 997, 3 + i % 9), artist_mbid=artist), dict(genre(i % 997 + 1, 2), artist_mbid=artist)],
                "release_group": [genre(i % 4001, 2 + i % 7), {"tag": "mysterious", "count": 1}]},
        "recording": {"rels": []},
    }


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    history = ([], [])
    user = "bench"
    delay = 0.0
    requests = 0
    reference = None
    # The example response of each statistic, by its endpoint's last path component.
    reference_files = {
        "artists": "userArtists.json", "releases": "userReleases.json", "release-groups": "userReleaseGroups.json",
        "recordings": "userRecordings.json", "listening-activity": "userListeningActivityAllTime.json",
        "daily-activity": "userDailyActivity.json", "artist-map": "userArtistMap.json",
        "era-activity": "userEraActivity.json", "genre-activity": "userGenreActivity.json",
        "artist-evolution-activity": "userArtistEvolutionActivity.json", "artist-activity": "userArtistActivity.json",
    }
    lock = threading.Lock()

    def log_message(self, *args):
        pass

    @staticmethod
    def reference_json(name):
        with open(f"{Handler.reference}/{name}") as f:
            return json.load(f)

    def send_json(self, status, body):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-RateLimit-Limit", "1000")
        self.send_header("X-RateLimit-Remaining", "999")
        self.send_header("X-RateLimit-Reset-In", "10")
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        with Handler.lock:
            Handler.requests += 1
        url = urlparse(self.path)
        parts = [unquote(p) for p in url.path.split("/") if p]
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        if parts[:3] == ["1", "stats", "user"] and len(parts) >= 5 and parts[3] == Handler.user:
            if parts[4] == "year-in-music":
                data = Handler.reference_json("year-in-music-data.json") if Handler.reference else {}
                return self.send_json(200, json.dumps({"payload": {"user_name": Handler.user, "year": int(parts[5]), "data": data}}).encode())
            if Handler.reference and parts[4] in Handler.reference_files:
                body = Handler.reference_json(Handler.reference_files[parts[4]])
                body["payload"]["user_id"] = Handler.user
                body["payload"]["range"] = query.get("range", "all_time")
                return self.send_json(200, json.dumps(body).encode())
            # Statistics this stand-in never computes: "not calculated yet".
            self.send_response(204)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if parts[:3] == ["1", "metadata", "recording"]:
            body = {}
            for mbid in query.get("recording_mbids", "").split(","):
                mbid = mbid.strip().lower()
                if mbid.startswith("00000000-0000-4000-8000-") and mbid[24:].isdigit():
                    body[mbid] = recording_metadata(int(mbid[24:]))
            return self.send_json(200, json.dumps(body).encode())
        if parts == ["1", Handler.user, "pins"]:
            return self.send_json(200, b'{"count": 0, "offset": 0, "total_count": 0, "pinned_recordings": []}')
        if parts[:3] == ["1", "feedback", "user"] and len(parts) == 5 and parts[3] == Handler.user:
            return self.send_json(200, b'{"count": 0, "offset": 0, "total_count": 0, "feedback": []}')
        if len(parts) != 4 or parts[:2] != ["1", "user"]:
            return self.send_json(404, b'{"code": 404, "error": "no such endpoint"}')
        if parts[2] != Handler.user:
            return self.send_json(404, b'{"code": 404, "error": "Cannot find user"}')
        times, bodies = Handler.history
        if parts[3] == "listen-count":
            return self.send_json(200, json.dumps({"payload": {"count": len(times)}}).encode())
        if parts[3] != "listens":
            return self.send_json(404, b'{"code": 404, "error": "no such endpoint"}')
        if Handler.delay:
            time.sleep(Handler.delay)
        count = max(1, min(int(query.get("count", 25)), 1000))
        low = bisect.bisect_right(times, int(query["min_ts"])) if "min_ts" in query else 0
        high = bisect.bisect_left(times, int(query["max_ts"])) if "max_ts" in query else len(times)
        if "min_ts" in query:
            page = range(min(high, low + count) - 1, low - 1, -1)
        else:
            page = range(high - 1, max(low, high - count) - 1, -1)
        body = b'{"payload": {"count": %d, "user_id": "%s", "latest_listen_ts": %d, "oldest_listen_ts": %d, "listens": [' % (
            len(page), Handler.user.encode(), times[-1] if times else 0, times[0] if times else 0)
        body += b",".join(bodies[i] for i in page) + b"]}}"
        self.send_json(200, body)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--listens", type=int, default=100_000)
    parser.add_argument("--distinct-tracks", type=int, default=0, help="default: a quarter of --listens")
    parser.add_argument("--user", default="bench")
    parser.add_argument("--start", type=int, default=1_500_000_000)
    parser.add_argument("--delay", type=float, default=0.0, help="seconds to wait before each listens page")
    parser.add_argument("--port-file", help="write the port here once listening")
    parser.add_argument("--reference", help="serve the example statistics and Year in Music of this folder")
    args = parser.parse_args()
    Handler.history = make_history(args.listens, args.start, args.distinct_tracks or max(1, args.listens // 4))
    Handler.user = args.user
    Handler.delay = args.delay
    Handler.reference = args.reference
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    port = server.server_address[1]
    if args.port_file:
        with open(args.port_file + ".tmp", "w") as f:
            f.write(str(port))
        import os
        os.replace(args.port_file + ".tmp", args.port_file)
    print(f"fake ListenBrainz on http://127.0.0.1:{port} with {args.listens} listens for '{args.user}'", file=sys.stderr)
    server.serve_forever()


if __name__ == "__main__":
    main()
