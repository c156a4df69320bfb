#!/usr/bin/env python3
"""Fills a ListenStats SQLite store with a synthetic history for benchmarks.

usage: generate-bench-store.py DB USER LISTENS [YEARS]

The store must exist with its schema (run any `listenstats` command with --db first).
Deterministic (seeded): Zipf-like artist popularity, albums and tracks per artist, 70 % of
tracks mapped with MBIDs and some featured-artist credits, 60 % with a known duration, and
listens in evening-heavy sessions spread over YEARS years ending 2025-12-31.
"""
import random
import sqlite3
import sys
import uuid

db, user, total = sys.argv[1], sys.argv[2], int(sys.argv[3])
years = int(sys.argv[4]) if len(sys.argv) > 4 else 10
rng = random.Random(42)
end = 1767225600  # 2026-01-01T00:00:00Z
start = end - years * 365 * 86400

def mbid():
    return str(uuid.UUID(int=rng.getrandbits(128)))

artist_count = max(50, total // 200)
artists = [(f"Artist {i} {'é' if i % 17 == 0 else ''}".strip(), mbid()) for i in range(artist_count)]
tracks = []  # (artist_name, track, release, mapped credit names, mbids, joins, rec mbid, rel mbid, rg mbid, caa)
for a, (name, artist_mbid) in enumerate(artists):
    for r in range(rng.randint(1, 4)):
        release, release_mbid, rg_mbid = f"{name} Album {r}", mbid(), mbid()
        for t in range(rng.randint(6, 14)):
            title = f"Song {a}-{r}-{t}"
            if rng.random() < 0.7:
                if rng.random() < 0.1:
                    other = artists[rng.randrange(artist_count)]
                    credit = ([name, other[0]], [artist_mbid, other[1]], [" feat. ", ""])
                else:
                    credit = ([name], [artist_mbid], [""])
                tracks.append((" ".join(credit[0]), title, release, credit, mbid(), release_mbid, rg_mbid, rng.randrange(10**9)))
            else:
                tracks.append((name, title, release if rng.random() < 0.8 else None, None, None, None, None, None))

con = sqlite3.connect(db)
con.execute("PRAGMA synchronous = OFF")
con.execute("INSERT OR IGNORE INTO users (name) VALUES (?)", (user,))
user_id = con.execute("SELECT id FROM users WHERE name = ?", (user,)).fetchone()[0]
first_id = (con.execute("SELECT COALESCE(MAX(id), 0) FROM tracks").fetchone()[0] or 0) + 1
sep = "\x1f"
rows = []
for i, (artist, title, release, credit, rec, rel, rg, caa) in enumerate(tracks):
    rows.append((first_id + i, f"bench{sep}{user}{sep}{i}", artist, title, release, None, rec, title if rec else None, rel, rg,
                 sep.join(credit[0]) if credit else None, sep.join(credit[1]) if credit else None,
                 sep.join(credit[2]) if credit else None, caa if rec else None, rel))


def key_hash(key):
    """The store's `TrackKeyHash`: 64-bit FNV-1a of the key's UTF-8 bytes, as a signed integer."""
    value = 0xCBF29CE484222325
    for byte in key.encode():
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value - (1 << 64) if value >= 1 << 63 else value


con.executemany("INSERT INTO tracks (id, key, artist_name, track_name, release_name, recording_msid, recording_mbid, "
                "recording_name, release_mbid, release_group_mbid, credit_names, credit_mbids, credit_join_phrases, "
                "caa_id, caa_release_mbid, key_hash) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                [row + (key_hash(row[1]),) for row in rows])

# Zipf-ish: weight 1/(rank+1) over artists, then uniform over the artist's tracks.
by_artist = {}
for i, t in enumerate(tracks):
    by_artist.setdefault(t[0].split(" feat")[0], []).append(i)
keys = list(by_artist)
weights = [1 / (k + 1) for k in range(len(keys))]
durations = {i: rng.randint(120_000, 420_000) if rng.random() < 0.6 else None for i in range(len(tracks))}
listens = []
t = start
step = (end - start) / total
sources = ["listenbrainz"] * 8 + ["lastfm", "spotify"]
chosen = rng.choices(range(len(keys)), weights=weights, k=total)
for n in range(total):
    t += rng.expovariate(1 / step)
    at = min(int(t), end - 1)
    track = rng.choice(by_artist[keys[chosen[n]]])
    listens.append((user_id, at, n, first_id + track, durations[track], sources[n % 10]))
con.executemany("INSERT OR IGNORE INTO listens (user_id, listened_at, identity, track_id, duration_ms, source) "
                "VALUES (?,?,?,?,?,?)", listens)
con.commit()
print(f"{db}: {total} listens, {len(tracks)} tracks, {artist_count} artists for {user}")
