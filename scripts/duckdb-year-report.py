#!/usr/bin/env python3
"""The DuckDB + matplotlib side of scripts/bench-vs-duckdb.sh: a year's report from a
ListenBrainz export JSONL, done the way a data-science notebook would do it.

Reads the file with DuckDB, counts the year's listens (UTC), top 50 artists (each credited
artist of a mapped listen, else the submitted name), releases and recordings, listens per
month and per weekday, then draws three PNG charts with matplotlib and writes data.json.

    duckdb-year-report.py EXPORT.jsonl YEAR OUT_DIR
"""
import json
import os
import sys
import warnings

import duckdb
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

# Emoji and CJK names have no glyph in matplotlib's default font; the charts are for timing.
warnings.filterwarnings("ignore", message="Glyph .* missing from font")


def main():
    path, year, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.makedirs(out, exist_ok=True)
    db = duckdb.connect()
    db.execute(f"""
        CREATE TABLE listens AS
        SELECT to_timestamp(CAST(listened_at AS BIGINT)) AS played,
               track_metadata.artist_name AS artist,
               track_metadata.track_name AS track,
               track_metadata.release_name AS release,
               track_metadata.mbid_mapping AS mapping
        FROM read_json('{path}', format = 'newline_delimited', maximum_object_size = 16777216,
            columns = {{'listened_at': 'DOUBLE', 'track_metadata': 'STRUCT(artist_name VARCHAR, track_name VARCHAR,
                release_name VARCHAR, mbid_mapping STRUCT(artists STRUCT(artist_credit_name VARCHAR, artist_mbid VARCHAR)[],
                recording_name VARCHAR, recording_mbid VARCHAR, release_mbid VARCHAR))'}})
        WHERE year(to_timestamp(CAST(listened_at AS BIGINT)) AT TIME ZONE 'UTC') = {year}
        """)
    total = db.execute("SELECT count(*) FROM listens").fetchone()[0]
    artists = db.execute("""
        SELECT name, count(*) AS n FROM (
            SELECT unnest(mapping.artists).artist_credit_name AS name FROM listens WHERE mapping IS NOT NULL
            UNION ALL SELECT artist FROM listens WHERE mapping IS NULL)
        GROUP BY name ORDER BY n DESC, name DESC LIMIT 50""").fetchall()
    releases = db.execute("""
        SELECT release, count(*) AS n FROM listens WHERE release IS NOT NULL
        GROUP BY release ORDER BY n DESC, release DESC LIMIT 50""").fetchall()
    recordings = db.execute("""
        SELECT coalesce(mapping.recording_name, track) AS title, artist, count(*) AS n FROM listens
        GROUP BY title, artist ORDER BY n DESC, title DESC LIMIT 50""").fetchall()
    months = db.execute("""
        SELECT month(played AT TIME ZONE 'UTC') AS m, count(*) FROM listens GROUP BY m ORDER BY m""").fetchall()
    weekdays = db.execute("""
        SELECT isodow(played AT TIME ZONE 'UTC') AS d, count(*) FROM listens GROUP BY d ORDER BY d""").fetchall()

    figure, axes = plt.subplots(figsize=(8, 10))
    top = artists[:10][::-1]
    axes.barh([name for name, _ in top], [count for _, count in top])
    axes.set_title(f"Top artists {year}")
    figure.tight_layout()
    figure.savefig(os.path.join(out, "top-artists.png"), dpi=100)
    plt.close(figure)
    figure, axes = plt.subplots(figsize=(8, 4))
    axes.bar([m for m, _ in months], [n for _, n in months])
    axes.set_title(f"Listens per month {year}")
    figure.savefig(os.path.join(out, "months.png"), dpi=100)
    plt.close(figure)
    figure, axes = plt.subplots(figsize=(8, 4))
    axes.bar([d for d, _ in weekdays], [n for _, n in weekdays])
    axes.set_title(f"Listens per weekday {year}")
    figure.savefig(os.path.join(out, "weekdays.png"), dpi=100)
    plt.close(figure)
    with open(os.path.join(out, "data.json"), "w", encoding="utf-8") as data:
        json.dump({"year": year, "listen_count": total, "top_artists": artists, "top_releases": releases,
                   "top_recordings": recordings, "months": months, "weekdays": weekdays}, data, ensure_ascii=False)


if __name__ == "__main__":
    main()
