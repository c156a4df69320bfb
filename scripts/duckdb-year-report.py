#!/usr/bin/env python3
"""The DuckDB + matplotlib side of scripts/bench-vs-duckdb.sh: a year's report from a
ListenBrainz export JSONL, done the way a data-science notebook would do it.

Reads the whole file with DuckDB (new artists and the year before need the history) and
computes what `listenstats year` shows, in UTC: listens, listening time (180 s for a listen
without a duration), distinct artists, releases and recordings; the top 50 artists (each
credited artist of a mapped listen, else the submitted name), releases and recordings, and
the top artists by listening time; listens per day against the year before; the hour x
weekday grid; the longest streak of days; artists first heard this year. Then draws four
charts (top artists, listens per month, the hour x weekday heatmap, the calendar of days) as
PNG and SVG with matplotlib, and writes data.json.

    duckdb-year-report.py EXPORT.jsonl YEAR OUT_DIR
"""
import datetime
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


def save(figure, out, name):
    figure.tight_layout()
    for extension in ("png", "svg"):
        figure.savefig(os.path.join(out, f"{name}.{extension}"), dpi=100)
    plt.close(figure)


def main():
    path, year, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.makedirs(out, exist_ok=True)
    db = duckdb.connect()
    db.execute(f"""
        CREATE TABLE history AS
        SELECT to_timestamp(CAST(listened_at AS BIGINT)) AT TIME ZONE 'UTC' AS played,
               track_metadata.artist_name AS artist,
               track_metadata.track_name AS track,
               track_metadata.release_name AS release,
               coalesce(track_metadata.additional_info.duration_ms,
                        track_metadata.additional_info.duration * 1000, 180000) AS duration_ms,
               track_metadata.mbid_mapping AS mapping
        FROM read_json('{path}', format = 'newline_delimited', maximum_object_size = 16777216,
            columns = {{'listened_at': 'DOUBLE', 'track_metadata': 'STRUCT(artist_name VARCHAR, track_name VARCHAR,
                release_name VARCHAR, additional_info STRUCT(duration_ms BIGINT, duration BIGINT),
                mbid_mapping STRUCT(artists STRUCT(artist_credit_name VARCHAR, artist_mbid VARCHAR)[],
                recording_name VARCHAR, recording_mbid VARCHAR, release_mbid VARCHAR))'}})
        """)
    db.execute("""
        CREATE TABLE credits AS
        SELECT played, duration_ms, unnest(mapping.artists).artist_credit_name AS name FROM history WHERE mapping IS NOT NULL
        UNION ALL SELECT played, duration_ms, artist FROM history WHERE mapping IS NULL""")
    db.execute(f"CREATE TABLE listens AS SELECT * FROM history WHERE year(played) = {year}")
    db.execute(f"CREATE TABLE year_credits AS SELECT * FROM credits WHERE year(played) = {year}")

    total, seconds, releases_heard, recordings_heard = db.execute("""
        SELECT count(*), sum(duration_ms) // 1000, count(DISTINCT release),
               count(DISTINCT (coalesce(mapping.recording_name, track), artist)) FROM listens""").fetchone()
    artists_heard = db.execute("SELECT count(DISTINCT name) FROM year_credits").fetchone()[0]
    artists = db.execute("""
        SELECT name, count(*) AS n FROM year_credits GROUP BY name ORDER BY n DESC, name DESC LIMIT 50""").fetchall()
    artists_by_time = db.execute("""
        SELECT name, sum(duration_ms) // 1000 AS s FROM year_credits GROUP BY name ORDER BY s DESC, name DESC LIMIT 50""").fetchall()
    releases = db.execute("""
        SELECT release, count(*) AS n FROM listens WHERE release IS NOT NULL
        GROUP BY release ORDER BY n DESC, release DESC LIMIT 50""").fetchall()
    recordings = db.execute("""
        SELECT coalesce(mapping.recording_name, track) AS title, artist, count(*) AS n FROM listens
        GROUP BY title, artist ORDER BY n DESC, title DESC LIMIT 50""").fetchall()
    days = db.execute(f"""
        SELECT CAST(played AS DATE) AS day, count(*) FROM history WHERE year(played) IN ({year}, {year - 1})
        GROUP BY day ORDER BY day""").fetchall()
    grid = db.execute("""
        SELECT isodow(played) AS d, hour(played) AS h, count(*) FROM listens GROUP BY d, h ORDER BY d, h""").fetchall()
    new_artists = db.execute(f"""
        SELECT name, count(*) FILTER (WHERE year(played) = {year}) AS n FROM credits GROUP BY name
        HAVING year(min(played)) = {year} ORDER BY n DESC, name DESC""").fetchall()

    this_year = {day: count for day, count in days if day.year == year}
    year_before = {day: count for day, count in days if day.year == year - 1}
    streak, best, previous = 0, 0, None
    for day in sorted(this_year):
        streak = streak + 1 if previous is not None and (day - previous).days == 1 else 1
        best, previous = max(best, streak), day
    months = [sum(count for day, count in this_year.items() if day.month == month) for month in range(1, 13)]
    heat = [[0] * 24 for _ in range(7)]
    for weekday, hour, count in grid:
        heat[weekday - 1][hour] = count

    figure, axes = plt.subplots(figsize=(8, 10))
    top = artists[:10][::-1]
    axes.barh([name for name, _ in top], [count for _, count in top])
    axes.set_title(f"Top artists {year}")
    save(figure, out, "top-artists")
    figure, axes = plt.subplots(figsize=(8, 4))
    axes.bar(range(1, 13), months)
    axes.set_title(f"Listens per month {year}")
    save(figure, out, "months")
    figure, axes = plt.subplots(figsize=(8, 3.5))
    axes.imshow(heat, aspect="auto", cmap="Blues")
    axes.set_yticks(range(7), ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    axes.set_title(f"Listens by hour and weekday {year}")
    save(figure, out, "hour-weekday")
    first = datetime.date(year, 1, 1)
    calendar = [[0] * 53 for _ in range(7)]
    for day, count in this_year.items():
        offset = (day - first).days + first.weekday()
        calendar[day.weekday()][min(52, offset // 7)] = count
    figure, axes = plt.subplots(figsize=(12, 2.5))
    axes.imshow(calendar, aspect="equal", cmap="Greens")
    axes.set_title(f"Listening days {year}")
    save(figure, out, "calendar")

    with open(os.path.join(out, "data.json"), "w", encoding="utf-8") as data:
        json.dump({
            "year": year, "listen_count": total, "listening_seconds": seconds, "artist_count": artists_heard,
            "release_count": releases_heard, "recording_count": recordings_heard, "top_artists": artists,
            "top_artists_by_time": artists_by_time, "top_releases": releases, "top_recordings": recordings,
            "days": [[str(day), count] for day, count in sorted(this_year.items())],
            "previous_days": [[str(day), count] for day, count in sorted(year_before.items())],
            "hour_weekday": heat, "longest_streak_days": best, "new_artist_count": len(new_artists),
            "new_artists": new_artists[:50],
        }, data, ensure_ascii=False)


if __name__ == "__main__":
    main()
