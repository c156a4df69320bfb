#!/usr/bin/env python3
"""Gives a store's mapped recordings synthetic MusicBrainz metadata, for benchmarks.

    scripts/add-synthetic-metadata.py STORE.sqlite

Every recording MBID of the store's tracks gets a release year and one to three genre tags
with 1–9 votes, drawn from a stable hash of its first artist (so an artist keeps its genres, as
in MusicBrainz) out of 160 genre names: what `listenstats fetch metadata` would store, without
a server. A heavy history made by scripts/make-lb-export.py has MBIDs but no metadata; with
this its site has genre sections and genre pages to measure. Rows already present are kept.
"""
import hashlib
import sqlite3
import sys

STEMS = ["rock", "pop", "jazz", "folk", "house", "techno", "ambient", "soul", "funk", "metal", "punk", "blues",
         "trance", "dub", "disco", "grunge", "emo", "ska", "samba", "salsa"]
PREFIXES = ["", "indie ", "alternative ", "progressive ", "dream ", "post-", "synth-", "acid "]
GENRES = [prefix + stem for stem in STEMS for prefix in PREFIXES]


def number(text, salt):
    return int.from_bytes(hashlib.sha256((salt + text).encode()).digest()[:8], "big")


def genre_mbid(genre):
    digest = hashlib.sha256(("genre" + genre).encode()).hexdigest()
    return f"{digest[:8]}-{digest[8:12]}-4{digest[13:16]}-8{digest[17:20]}-{digest[20:32]}"


def main():
    store = sqlite3.connect(sys.argv[1])
    rows = store.execute(
        "SELECT recording_mbid, MIN(COALESCE(credit_mbids, artist_name)), MIN(release_group_mbid) FROM tracks "
        "WHERE recording_mbid IS NOT NULL GROUP BY recording_mbid").fetchall()
    fetched = 1_795_000_000
    recordings, tags = [], []
    for mbid, artist, group in rows:
        artist = (artist or "").split(",")[0]
        year = 1960 + number(mbid, "year") % 66
        recordings.append((mbid, 1, year, group, artist if len(artist) == 36 else None, fetched))
        for slot in range(1 + number(artist, "count") % 3):
            genre = GENRES[number(artist, f"genre{slot}") % len(GENRES)]
            # A tag with a genre MBID is a genre; one without is a free tag, which never counts.
            tags.append((0, mbid, genre, 1 + number(mbid, genre) % 9, genre_mbid(genre), fetched))
    store.executemany("INSERT OR IGNORE INTO recording_metadata VALUES (?, ?, ?, ?, ?, ?)", recordings)
    store.executemany("INSERT OR REPLACE INTO metadata_tags VALUES (?, ?, ?, ?, ?, ?)", tags)
    store.commit()
    print(f"{len(recordings)} recordings, {len(tags)} genre tags")


if __name__ == "__main__":
    main()
