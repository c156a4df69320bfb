#!/usr/bin/env python3
"""Writes a synthetic ListenBrainz export JSONL for benchmarks: N listens (default 1,000,000,
about 900 MB), ascending by time, in the export's line shape (recording_msid inside
track_metadata, mbid_mapping or null, float inserted_at, free-form additional_info).

Deterministic: the same arguments give the same bytes.

    scripts/make-lb-export.py OUT.jsonl [--listens N] [--tracks N] [--seed S]
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--listens", type=int, default=1_000_000)
    parser.add_argument("--tracks", type=int, default=40_000)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    rng = random.Random(args.seed)
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
