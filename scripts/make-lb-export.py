#!/usr/bin/env python3
"""Writes a synthetic ListenBrainz export JSONL for benchmarks: N listens (default 1,000,000,
about 900 MB), ascending by time, in the export's line shape (recording_msid inside
track_metadata, mbid_mapping or null, float inserted_at, free-form additional_info).

Two profiles:

- `simple` (the default): 40,000 tracks of one shape, played by popularity.
- `heavy`: a heavy listener's ten years (2016–2025). About 10,000 artists, 30,000 releases and
  160,000 recordings, some submitted two ways (another client, another release name), so about
  185,000 distinct tracks, every one played at least once and the popular ones far more (a
  long tail, about five listens a track). Names are long, about one in seven with a word of
  another script or an emoji (the identity and grouping keys lower-case those the slow way);
  about 10% of the tracks are unmapped; mapped ones credit one to three artists with join phrases;
  `additional_info` varies by submission client as real ones do (Spotify's reader, Web
  Scrobbler, Pano Scrobbler, Navidrome, BrainzPlayer): `submission_client`, `music_service`,
  `origin_url`, `duration_ms` (sometimes `duration` in seconds, a string, or missing), and
  assorted other keys. Listens come in sessions, one track after another.

Deterministic: the same arguments give the same bytes.

    scripts/make-lb-export.py OUT.jsonl [--profile simple|heavy] [--listens N] [--tracks N] [--seed S]
"""
import argparse
import json
import random
import uuid


def make_tracks(rng, count):
    tracks = []
    for index in range(count):
        def mbid():
            return str(uuid.UUID(int=rng.getrandbits(128), version=4))
        artist = f"Artist {index % (count // 8 + 1)} & the Generated Band"
        title = f"Track number {index} (Remastered {2000 + index % 25})"
        release = f"Release {index // 12} of the synthetic catalogue"
        duration = rng.randint(90_000, 420_000)
        metadata = {
            "track_name": title,
            "artist_name": artist,
            "release_name": release,
            "recording_msid": mbid(),
        }
        if rng.random() < 0.7:
            artist_mbid = mbid()
            metadata["mbid_mapping"] = {
                "caa_id": rng.randint(1_000_000_000, 40_000_000_000),
                "artists": [{"artist_mbid": artist_mbid, "join_phrase": "", "artist_credit_name": artist}],
                "artist_mbids": [artist_mbid],
                "release_mbid": mbid(),
                "recording_mbid": mbid(),
                "recording_name": title,
                "caa_release_mbid": mbid(),
            }
        else:
            metadata["mbid_mapping"] = None
        metadata["additional_info"] = {
            "duration_ms": duration,
            "tracknumber": index % 14 + 1,
            "discnumber": 1,
            "isrc": f"GBAYE{index:07d}",
            "origin_url": f"https://open.spotify.com/track/{index:022d}",
            "music_service": "spotify.com",
            "submission_client": "listenbrainz",
            "artist_names": [artist],
        }
        tracks.append(json.dumps(metadata, ensure_ascii=False, separators=(", ", ": ")))
    return tracks


ASCII_WORDS = [
    "love", "night", "summer", "heart", "fire", "dream", "city", "light", "blue", "gold", "river",
    "ghost", "electric", "midnight", "paradise", "silence", "shadow", "wild", "young", "forever",
    "dance", "rain", "stars", "ocean", "highway", "echo", "velvet", "neon", "crystal", "thunder",
    "Herz", "Nacht", "Sommer", "morning", "glass", "empire", "satellite", "golden", "lonely", "home",
]
OTHER_WORDS = [
    "été", "cœur", "nuit", "corazón", "canción", "ночь", "любовь", "звезда", "夜", "恋", "東京",
    "사랑", "밤", "星", "القمر", "אהבה", "Ωκεανός", "Ελπίδα", "🌙", "🔥", "Björk", "Motörhead",
]
# About one name in seven has a word outside ASCII (accents, Cyrillic, CJK, Hangul, Arabic,
# Hebrew, Greek, emoji), as in a varied Western listener's history.
OTHER_SHARE = 0.15
ARTIST_SUFFIXES = ["", "", "", " & the Night Owls", " Orchestra", " Quartet", " Collective", " Band", " Trio"]
RELEASE_SUFFIXES = ["", "", "", " (Deluxe Edition)", " (Remastered 2011)", " - EP", " (Live at the Royal Albert Hall)",
                    " [Expanded]", " (Original Motion Picture Soundtrack)", " - Single"]
TITLE_SUFFIXES = ["", "", "", "", " (Radio Edit)", " - Remastered 2009", " (Acoustic)", " (feat. {guest})",
                  " (Live)", " - 2015 Remaster", " (Extended Mix)", " [Demo]"]
JOINS = [" feat. ", " & ", ", ", " x ", " with "]
BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def heavy_tracks(rng, recordings):
    """The distinct tracks (JSON of track_metadata) and how popular each is."""
    def mbid():
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))

    def words(low, high):
        chosen = [rng.choice(ASCII_WORDS) for _ in range(rng.randint(low, high))]
        if rng.random() < OTHER_SHARE:
            chosen[rng.randrange(len(chosen))] = rng.choice(OTHER_WORDS)
        return " ".join(chosen)

    def spotify_id():
        return "".join(rng.choice(BASE62) for _ in range(22))

    artist_count, release_count = 10_000, 30_000
    artists = []
    for index in range(artist_count):
        name = words(1, 4).title() + rng.choice(ARTIST_SUFFIXES)
        if rng.random() < 0.3:
            name += f" {index}"
        artists.append((name, mbid()))
    # Artists and releases are popular by a power law; each release belongs to one artist.
    artist_weights = [1.0 / (rank + 5) for rank in range(artist_count)]
    release_artists = rng.choices(range(artist_count), weights=artist_weights, k=release_count)
    releases = [(words(1, 5).title() + rng.choice(RELEASE_SUFFIXES), mbid(), mbid(), release_artists[i])
                for i in range(release_count)]
    release_weights = [1.0 / (rank + 20) for rank in range(release_count)]
    recording_releases = rng.choices(range(release_count), weights=release_weights, k=recordings)
    clients = ["spotify", "spotify", "spotify", "webscrobbler", "pano", "navidrome", "brainzplayer"]
    tracks = []
    for number, release_index in enumerate(recording_releases):
        release_name, release_mbid, caa_release_mbid, artist_index = releases[release_index]
        artist_name, artist_mbid = artists[artist_index]
        credits = [(artist_name, artist_mbid, "")]
        if rng.random() < 0.25:
            for _ in range(rng.randint(1, 2)):
                guest, guest_mbid = artists[rng.randrange(artist_count)]
                credits[-1] = (credits[-1][0], credits[-1][1], rng.choice(JOINS))
                credits.append((guest, guest_mbid, ""))
        credited = "".join(name + join for name, _, join in credits)
        title = words(1, 6).capitalize() + rng.choice(TITLE_SUFFIXES).format(guest=credits[-1][0])
        duration = int(rng.lognormvariate(12.3, 0.35))  # about 220 s, a few very long
        mapped = rng.random() >= 0.10
        recording_mbid = mbid()
        caa_id = rng.randint(1_000_000_000, 40_000_000_000)
        variants = 2 if rng.random() < 0.16 else 1
        for variant in range(variants):
            client = rng.choice(clients)
            submitted_artist = credited if client == "spotify" or rng.random() < 0.5 else artist_name
            submitted_release = release_name if variant == 0 else (
                release_name.split(" (")[0] if rng.random() < 0.5 else None)
            metadata = {"artist_name": submitted_artist, "track_name": title}
            if submitted_release is not None:
                metadata["release_name"] = submitted_release
            info = {}
            if client == "spotify":
                sid = spotify_id()
                info = {
                    "submission_client": "listenbrainz", "music_service": "spotify.com",
                    "origin_url": f"https://open.spotify.com/track/{sid}", "spotify_id": f"https://open.spotify.com/track/{sid}",
                    "duration_ms": duration, "tracknumber": number % 14 + 1,
                    "artist_names": [name for name, _, _ in credits], "release_artist_name": artist_name,
                    "spotify_album_id": f"https://open.spotify.com/album/{spotify_id()}",
                    "spotify_artist_ids": [f"https://open.spotify.com/artist/{spotify_id()}" for _ in credits],
                    "isrc": f"GB{rng.choice(['AYE', 'UM7', 'SMU'])}{rng.randint(0, 99_999_999):08d}",
                }
            elif client == "webscrobbler":
                info = {
                    "submission_client": "Web Scrobbler", "submission_client_version": "3.4.0",
                    "music_service": "youtube.com", "music_service_name": "YouTube Music",
                    "origin_url": f"https://music.youtube.com/watch?v={spotify_id()[:11]}",
                    "duration": duration // 1000 if rng.random() < 0.7 else str(duration // 1000),
                }
            elif client == "pano":
                info = {
                    "submission_client": "Pano Scrobbler", "submission_client_version": "3.9.2",
                    "media_player": "com.google.android.apps.youtube.music",
                    "duration_ms": duration if rng.random() < 0.8 else None,
                }
            elif client == "navidrome":
                info = {
                    "submission_client": "Navidrome", "submission_client_version": "0.52.5 (c5560888)",
                    "music_service": "navidrome", "duration_ms": str(duration), "tracknumber": f"{number % 14 + 1}/14",
                    "release_mbid": release_mbid, "recording_mbid": recording_mbid,
                    "artist_mbids": [artist_mbid], "tags": [], "origin_url": "",
                }
            else:
                info = {
                    "submission_client": "BrainzPlayer", "music_service": "youtube.com", "music_service_name": "youtube",
                    "origin_url": f"https://www.youtube.com/watch?v={spotify_id()[:11]}", "duration_ms": duration,
                }
            metadata["additional_info"] = info
            if mapped:
                metadata["mbid_mapping"] = {
                    "caa_id": caa_id,
                    "artists": [{"artist_mbid": m, "join_phrase": j, "artist_credit_name": n} for n, m, j in credits],
                    "artist_mbids": [m for _, m, _ in credits],
                    "release_mbid": release_mbid,
                    "recording_mbid": recording_mbid,
                    "recording_name": title if rng.random() < 0.9 else title.lower(),
                    "caa_release_mbid": caa_release_mbid,
                }
            elif rng.random() < 0.7:
                metadata["mbid_mapping"] = None
            metadata["recording_msid"] = mbid()
            # Ordered as exports write it (keys sorted), with the spacing of Python's json.
            tracks.append((json.dumps(metadata, ensure_ascii=False, sort_keys=True), duration))
    return tracks


def write_heavy(args, rng):
    tracks = heavy_tracks(rng, args.tracks)
    # Every track is played once; the other listens follow a power law over a shuffled order,
    # so popularity does not follow the catalogue's order.
    order = list(range(len(tracks)))
    rng.shuffle(order)
    weights = [1.0 / (rank + 3) ** 1.05 for rank in range(len(tracks))]
    extra = rng.choices(order, weights=weights, k=max(0, args.listens - len(tracks)))
    picks = (order + extra)[:args.listens]
    rng.shuffle(picks)
    gaps = []
    for pick in picks:
        gap = tracks[pick][1] // 1000 + rng.randint(0, 8)
        if rng.random() < 0.05:
            gap += rng.randint(600, 6 * 3600)
        gaps.append(gap)
    start, span = 1_451_606_400, 10 * 365 * 86_400  # 2016-01-01, ten years
    scale = span / max(1, sum(gaps))
    time = start
    with open(args.out, "w", encoding="utf-8") as out:
        for pick, gap in zip(picks, gaps):
            time += max(1, int(gap * scale))
            inserted = time + rng.random() * 30
            out.write(f'{{"inserted_at": {inserted:.6f}, "listened_at": {time}, "track_metadata": {tracks[pick][0]}, '
                      f'"user_name": "heavy"}}\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--listens", type=int, default=1_000_000)
    parser.add_argument("--profile", choices=["simple", "heavy"], default="simple")
    parser.add_argument("--tracks", type=int, help="distinct tracks (simple, default 40,000) or recordings (heavy, default 160,000)")
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.profile == "heavy":
        args.tracks = args.tracks or 160_000
        write_heavy(args, rng)
        return
    args.tracks = args.tracks or 40_000
    tracks = make_tracks(rng, args.tracks)
    # Popular tracks are played far more often than the rest, as in a real history.
    weights = [1.0 / (rank + 10) for rank in range(args.tracks)]
    picks = rng.choices(range(args.tracks), weights=weights, k=args.listens)
    time = 1_420_070_400  # 2015-01-01
    with open(args.out, "w", encoding="utf-8") as out:
        for pick in picks:
            time += rng.randint(60, 600)
            inserted = time + rng.random() * 1000
            out.write(f'{{"inserted_at": {inserted:.6f}, "listened_at": {time}, "track_metadata": {tracks[pick]}}}\n')


if __name__ == "__main__":
    main()
