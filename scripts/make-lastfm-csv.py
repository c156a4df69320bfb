#!/usr/bin/env python3
"""Writes the Last.fm scrobble CSV of the plays in a ListenBrainz export JSONL, as
lastfm-to-csv does: `artist,album,track,date` with `dd Mon yyyy HH:MM` UTC dates (the minute
only), newest first, no MusicBrainz ids. For the import-order benchmark and checks: the same
plays from two sources, the CSV the poorer record.

    scripts/make-lastfm-csv.py EXPORT.jsonl OUT.csv
"""
import csv
import json
import sys
import time


def main():
    source, target = sys.argv[1], sys.argv[2]
    rows = []
    with open(source, encoding="utf-8") as lines:
        for line in lines:
            listen = json.loads(line)
            metadata = listen["track_metadata"]
            rows.append((listen["listened_at"], metadata["artist_name"], metadata.get("release_name") or "", metadata["track_name"]))
    rows.sort(key=lambda row: -row[0])
    with open(target, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out, lineterminator="\n")
        for listened_at, artist, album, track in rows:
            writer.writerow([artist, album, track, time.strftime("%d %b %Y %H:%M", time.gmtime(listened_at))])


if __name__ == "__main__":
    main()
