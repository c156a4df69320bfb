#!/usr/bin/env python3
"""A loopback Cover Art Archive stand-in for benchmarks (the Swift tests use their own).

/release/<mbid>/<caa id>-250.jpg answers 307 to /download/mbid-<mbid>/mbid-<mbid>-<caa id>_thumb250.jpg,
as the real archive sends clients to archive.org; that serves the bytes of --jpeg after
--delay milliseconds (or, with --dir, the file <mbid>-<caa id>-250.jpg there when it exists, as a
cover cache names them). One cover in --missing-every (by a hash of its name) is a 404.
Prints the port it listens on, then serves until killed.
"""
import argparse
import hashlib
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--jpeg", required=True, help="the JPEG every cover answers with")
    parser.add_argument("--dir", help="a folder of covers named <mbid>-<caa id>-250.jpg, served when present")
    parser.add_argument("--delay", type=float, default=30, help="milliseconds per cover answer")
    parser.add_argument("--missing-every", type=int, default=20, help="one cover in N is a 404 (0: none)")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    with open(args.jpeg, "rb") as handle:
        body = handle.read()
    stats = {"covers": 0, "redirects": 0, "missing": 0}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *_):
            pass

        def do_GET(self):
            parts = [p for p in self.path.split("/") if p]
            if len(parts) == 3 and parts[0] == "release" and parts[2].endswith("-250.jpg"):
                caa = parts[2][: -len("-250.jpg")]
                stats["redirects"] += 1
                self.send_response(307)
                self.send_header("Location", f"/download/mbid-{parts[1]}/mbid-{parts[1]}-{caa}_thumb250.jpg")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if len(parts) == 3 and parts[0] == "download" and parts[2].endswith("_thumb250.jpg"):
                time.sleep(args.delay / 1000)
                name = parts[2]
                if args.missing_every and int(hashlib.sha1(name.encode()).hexdigest(), 16) % args.missing_every == 0:
                    stats["missing"] += 1
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                stats["covers"] += 1
                payload = body
                if args.dir:
                    # mbid-<36 chars>-<caa id>_thumb250.jpg -> <mbid>-<caa id>-250.jpg
                    key = name[len("mbid-"): -len("_thumb250.jpg")]
                    try:
                        with open(f"{args.dir}/{key}-250.jpg", "rb") as handle:
                            payload = handle.read()
                    except OSError:
                        pass
                self.send_response(200)
                self.send_header("Content-Type", "image/jpeg")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
                return
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()

    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    print(f"served {stats}", file=sys.stderr)


if __name__ == "__main__":
    main()
