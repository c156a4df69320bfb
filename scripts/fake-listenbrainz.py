#!/usr/bin/env python3
"""A loopback ListenBrainz stand-in for benchmarks and demos (the Swift tests use their own).

Serves /1/user/<user>/listens with ListenBrainz's paging rules (exclusive min_ts/max_ts,
newest first, min_ts answered with the oldest listens after it) and /1/user/<user>/listen-count
for a deterministic history of --listens listens; statistics answer 204 (not calculated yet),
Year in Music an empty `data`, feedback and pins an empty list; /1/metadata/recording/ answers
every recording MBID of that history (`00000000-0000-4000-8000-<n>`) with made-up metadata shaped
like ListenBrainz's (release year, release group, an artist with an area, genre and free tags on
the recording, artist and release group). Prints the port it listens on.

With --reference DIR (a copy of ListenBrainz's example responses, such as
Tests/Fixtures/listenbrainz/api), the statistics are those examples, moved to the user and
the range asked for, and every Year in Music is the example's: enough to try
`sync --stats-only` and `report --source listenbrainz` offline, or to time them.

With --users N it serves N listeners instead, `user0001` … `userNNNN` (four digits, more when
N > 9999), for benchmarks of many users. Each has a deterministic history of 1,000–6,000
listens over the 1–3 years before --end (a fixed instant, never the clock), about five listens
per distinct track, drawn from a shared pool of 4,000 artists (names now and then long or
not ASCII: "Beyoncé", "Sigur Rós", "坂本龍一") with a bias of its own: the pool's popular
artists, shared by everyone, and a neighbourhood of the pool (one genre, mostly) that it shares
with a few listeners; some of its tracks (3–23%) have no mbid_mapping. A history is built on
its first request (about 10 ms) and kept (about 60 KB a listener), so the server starts at once;
--warm builds every history, and the JSON of its tracks, before the port is written (8 s and
200 MB for 1,000 users), so that no timed request pays for it. Every endpoint answers per user
(listens and listen-count, statistics, Year in Music, feedback, pins), an unknown user gets
ListenBrainz's 404 with a JSON error, and /1/metadata/recording/ answers every recording of
the pool. --listens, --distinct-tracks, --user and --start are for one listener only.
"""
import argparse
import bisect
import json
import math
import os
import random
import sys
import threading
import time
from array import array
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlparse


def make_history(count, start, distinct_tracks, user="bench"):
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
                  "user_name": user, "track_metadata": metadata}
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


class OneListener:
    """The single user of the default mode: --user with its history of --listens listens."""

    def __init__(self, name, history):
        self.name = name
        self.times, self.bodies = history

    def known(self, name):
        return name == self.name

    def history(self, name):
        """(times ascending, the listen body of index i) of a known user."""
        return self.times, self.bodies.__getitem__

    @staticmethod
    def recording_metadata(n):
        return recording_metadata(n)


def mix(*values):
    """A deterministic 32-bit hash of small integers (Python's hash() of str varies by run)."""
    h = 0x9E3779B9
    for v in values:
        h = ((h ^ (v & 0xFFFFFFFF)) * 0x85EBCA6B) & 0xFFFFFFFF
        h ^= h >> 13
        h = (h * 0xC2B2AE35) & 0xFFFFFFFF
        h ^= h >> 16
    return h


def mbid(prefix, n):
    return f"{prefix}-0000-4000-8000-{n:012d}"


ADJECTIVES = ["Silver", "Electric", "Midnight", "Velvet", "Broken", "Golden", "Quiet", "Neon", "Hollow", "Wild",
              "Paper", "Crystal", "Lonely", "Northern", "Burning", "Frozen", "Secret", "Distant", "Red", "Black",
              "Blue", "Young", "Little", "Modern", "Lost", "Sleeping", "Violet", "Iron", "Glass", "Static"]
NOUNS = ["Wolves", "Rivers", "Machines", "Hearts", "Lights", "Ghosts", "Tigers", "Owls", "Satellites", "Mountains",
         "Echoes", "Kings", "Sparrows", "Waves", "Shadows", "Horses", "Lanterns", "Animals", "Comets", "Gardens",
         "Mirrors", "Harbours", "Engines", "Daughters", "Sons", "Pilots", "Poets", "Strangers", "Bees", "Foxes"]
FIRST_NAMES = ["Anna", "Marcus", "Léa", "Jonas", "Amara", "Kenji", "Sofia", "Mateo", "Ingrid", "Tomás", "Yuki",
               "Nia", "Oskar", "Chloé", "Ravi", "Elif", "Lars", "Mei", "Kwame", "Zoë", "Ana", "Björn", "Dmitri",
               "Aoife", "Søren", "Hana", "Luis", "Nadia"]
LAST_NAMES = ["Holm", "Reyes", "Okafor", "Varga", "Lindqvist", "Moreau", "Tanaka", "Novak", "Castillo", "Berg",
              "Ferreira", "Kowalski", "Nakamura", "Adeyemi", "Larsen", "Müller", "Rossi", "Jansen", "Dubois", "Silva",
              "Sato", "Brandt", "Núñez", "Öztürk", "Ivanova", "Hughes", "Quinn", "Costa"]
ENSEMBLES = ["Trio", "Quartet", "Ensemble", "Orchestra", "Collective", "Band", "Sound System"]
WORDS = ["Love", "Night", "Summer", "River", "Heart", "Fire", "Dream", "Road", "Morning", "Rain", "Light", "Home",
         "Ocean", "City", "Sky", "Time", "Song", "Dance", "Window", "Letter", "Winter", "Gold", "Stars", "Silence",
         "Highway", "Garden", "Paradise", "Thunder", "Mirror", "Echo"]
PLACES = ["Berlin", "Tokyo", "Lagos", "Reykjavík", "São Paulo", "Montréal", "Brooklyn", "Kraków", "Osaka", "Lisbon"]
# Real names, so that a page shows what real ones look like: accents, other scripts, symbols.
FAMOUS = ["Beyoncé", "Sigur Rós", "坂本龍一", "Björk", "Motörhead", "Radiohead", "Daft Punk", "宇多田ヒカル",
          "Ólafur Arnalds", "Café Tacvba", "Röyksopp", "Fela Kuti", "Кино", "Mø", "Stromae", "Édith Piaf",
          "Hüsker Dü", "Blue Öyster Cult", "João Gilberto", "Céline Dion", "YOASOBI", "椎名林檎", "방탄소년단",
          "Fairuz (فيروز)", "Jóhann Jóhannsson", "Amadou & Mariam", "Queensrÿche", "Mötley Crüe", "Khruangbin",
          "Nina Simone", "Boards of Canada", "Antonín Dvořák", "Françoise Hardy", "周杰倫", "Tinariwen",
          "Godspeed You! Black Emperor", "!!!", "The Beatles", "Kendrick Lamar", "Taylor Swift"]
NON_ASCII_TITLES = ["Café de Flore", "Niño Salvaje", "Straße der Träume", "Hoppípolla", "夜に駆ける", "Любовь",
                    "Ça plane pour moi", "Día de Muertos", "Jóga", "美しき日々", "사랑", "Mañana", "Åkersberga",
                    "Über den Wolken", "Þú ert", "Señorita", "Sjöstrand", "Déjà Vu", "الحب", "Ωκεανός"]
GENRE_AREAS = ["United Kingdom", "United States", "Germany", "Japan", "France", "Sweden", "Brazil", "Iceland",
               "Canada", "Nigeria", "Mexico", "South Korea", "Mali", "Russia", "Australia", "Spain"]
CLIENTS = [("Navidrome", None), ("Pano Scrobbler", None), ("ListenBrainz Android", "spotify.com"),
           ("Web Scrobbler", "youtube.com"), ("foobar2000", None), ("BrainzPlayer", "spotify.com")]
KEYS = ["C major", "D minor", "E-flat major", "F-sharp minor", "G major", "A minor", "B-flat major"]
TEMPI = ["Allegro ma non troppo", "Adagio", "Andante con moto", "Scherzo. Presto", "Finale. Allegro con fuoco"]


class Pool:
    """The artists, albums and tracks every listener of --users draws from.

    Artist `a` (0 ≤ a < ARTISTS) has albums `a * ALBUMS + k` (k < its album count) and tracks
    `a * TRACKS + j`; a track's number is its recording MBID (`00000000-0000-4000-8000-<n>`),
    so the listens and /1/metadata/recording/ agree, and so do two listeners who play it.
    Low artist numbers are the popular ones (everyone draws them most); the genre goes by
    neighbourhood (`a // 250`), so a listener's own corner of the pool is mostly one genre.
    """
    ARTISTS = 4000
    TRACKS = 40
    ALBUMS = 6

    def __init__(self):
        names, seen = [], set()
        famous_at = {k * 5: name for k, name in enumerate(FAMOUS[:24])}
        famous_at.update({800 + k * 131: name for k, name in enumerate(FAMOUS[24:])})
        for a in range(self.ARTISTS):
            name = famous_at.get(a)
            attempt = 0
            while name is None or name in seen:
                name = self.artist_name(a, attempt)
                attempt += 1
            seen.add(name)
            names.append(name)
        self.names = names
        self.pieces = {}

    @staticmethod
    def artist_name(a, attempt):
        h = mix(a, attempt, 1)
        adj, noun = ADJECTIVES[h % 30], NOUNS[(h >> 5) % 30]
        first, last = FIRST_NAMES[(h >> 10) % 28], LAST_NAMES[(h >> 15) % 28]
        if a % 97 == 13 and attempt == 0:  # now and then a name that does not fit anywhere
            return (f"{first} {last} and the {adj} {noun} of the {ADJECTIVES[(h >> 20) % 30]} "
                    f"{NOUNS[(h >> 25) % 30]} Philharmonic Society Orchestra")
        pattern = (h >> 20) % 8
        if pattern == 0:
            return f"The {adj} {noun}"
        if pattern == 1:
            return f"{first} {last}"
        if pattern == 2:
            return f"{adj} {noun}"
        if pattern == 3:
            return f"{first} {last} & the {noun}"
        if pattern == 4:
            return f"{adj}{noun.lower()}"
        if pattern == 5:
            return f"The {last} {ENSEMBLES[(h >> 24) % len(ENSEMBLES)]}"
        if pattern == 6:
            return f"{first} {last} {ENSEMBLES[(h >> 24) % len(ENSEMBLES)]}"
        return f"DJ {last}" if attempt == 0 else f"{first} {adj}"

    def genre(self, a):
        return GENRES[(a // 250 + (1 if a % 11 == 0 else 0)) % len(GENRES)]

    def album_count(self, a):
        return 1 + mix(a, 2) % self.ALBUMS

    def album_of(self, track):
        a, j = divmod(track, self.TRACKS)
        return a * self.ALBUMS + j % self.album_count(a)

    def album_name(self, album):
        a, k = divmod(album, self.ALBUMS)
        h = mix(album, 3)
        if k == 0 and h % 5 == 0:
            return self.names[a]
        words = f"{ADJECTIVES[h % 30]} {WORDS[(h >> 5) % 30]}"
        kind = (h >> 10) % 12
        if kind == 0:
            return f"{words} (Deluxe Edition) [{1990 + (h >> 14) % 35} Remaster]"
        if kind == 1:
            return f"Live in {PLACES[(h >> 14) % len(PLACES)]}"
        if kind == 2:
            return NON_ASCII_TITLES[(h >> 14) % len(NON_ASCII_TITLES)]
        if kind == 3:
            return "Greatest Hits" if k else f"{WORDS[(h >> 5) % 30]}s"
        return words

    @staticmethod
    def has_cover(album):
        return mix(album, 7) % 5 != 0  # one release in five has none

    def featured(self, track):
        """The artist a track features, or None (one track in 30)."""
        h = mix(track, 4)
        if h % 30:
            return None
        return (track // self.TRACKS + 1 + (h >> 5) % 50) % self.ARTISTS

    def track_name(self, track):
        a, j = divmod(track, self.TRACKS)
        h = mix(track, 5)
        kind = h % 40
        if kind == 0:
            name = (f"Symphony No. {1 + (h >> 6) % 9} in {KEYS[(h >> 10) % len(KEYS)]}, Op. {10 + (h >> 13) % 120}: "
                    f"{'I II III IV'.split()[(h >> 20) % 4]}. {TEMPI[(h >> 22) % len(TEMPI)]} - Live from the "
                    f"{ADJECTIVES[(h >> 25) % 30]} Hall, {PLACES[(h >> 8) % len(PLACES)]} (Remastered)")
        elif kind < 3:
            name = NON_ASCII_TITLES[(h >> 6) % len(NON_ASCII_TITLES)] + (f" (Part {'I II III'.split()[j % 3]})" if j > 2 else "")
        elif kind < 15:
            name = f"{ADJECTIVES[(h >> 6) % 30]} {WORDS[(h >> 11) % 30]}"
        elif kind < 22:
            name = WORDS[(h >> 6) % 30]
        elif kind < 27:
            name = f"{WORDS[(h >> 6) % 30]} in the {WORDS[(h >> 11) % 30]}"
        elif kind < 30:
            name = f"{WORDS[(h >> 6) % 30]} - Remastered {1995 + (h >> 11) % 30}"
        elif kind < 32:
            name = f"{WORDS[(h >> 6) % 30]} (Live at {PLACES[(h >> 11) % len(PLACES)]})"
        else:
            name = f"{ADJECTIVES[(h >> 6) % 30]} {WORDS[(h >> 11) % 30]} {WORDS[(h >> 16) % 30]}"
        other = self.featured(track)
        return name if other is None else f"{name} (feat. {self.names[other]})"

    def credit(self, track):
        """[(artist number, its name, join phrase)] of the track's artist credit."""
        a = track // self.TRACKS
        other = self.featured(track)
        if other is None:
            return [(a, self.names[a], "")]
        return [(a, self.names[a], " feat. "), (other, self.names[other], "")]

    def duration_ms(self, track):
        h = mix(track, 6)
        return None if h % 20 == 0 else 90_000 + (h >> 5) % 330_000

    def track_pieces(self, track):
        """The bytes of a listen's track_metadata, in three parts: before the submission client,
        after it with the mapping, after it without. Cached: a page is mostly string joins."""
        pieces = self.pieces.get(track)
        if pieces is not None:
            return pieces
        credit = self.credit(track)
        album = self.album_of(track)
        info = {} if self.duration_ms(track) is None else {"duration_ms": self.duration_ms(track)}
        metadata = {"artist_name": "".join(name + join for _, name, join in credit), "track_name": self.track_name(track),
                    "release_name": self.album_name(album), "additional_info": dict(info, submission_client="")}
        text = json.dumps(metadata, ensure_ascii=False)
        cut = text.rindex('""}}')
        head = text[:cut].encode()
        mapping = {
            "recording_mbid": mbid("00000000", track),
            "recording_name": metadata["track_name"],
            "release_mbid": mbid("10000000", album),
            "artist_mbids": [mbid("20000000", a) for a, _, _ in credit],
            "artists": [{"artist_mbid": mbid("20000000", a), "artist_credit_name": name, "join_phrase": join}
                        for a, name, join in credit],
        }
        if self.has_cover(album):
            mapping["caa_id"] = 1000 + album
            mapping["caa_release_mbid"] = mbid("10000000", album)
        mapped = ('}, "mbid_mapping": ' + json.dumps(mapping, ensure_ascii=False) + "}").encode()
        pieces = (head, mapped, b"}}")
        self.pieces[track] = pieces  # a race only builds the same bytes twice
        return pieces

    def recording_metadata(self, track):
        """What /1/metadata/recording/ answers for a track of the pool, like recording_metadata()."""
        if not 0 <= track < self.ARTISTS * self.TRACKS:
            return None
        a = track // self.TRACKS
        album = self.album_of(track)
        group = mbid("40000000", album)

        def genre(kind, k, count):
            name = self.genre(k) if kind == "artist" else GENRES[mix(k, 8) % len(GENRES)] if mix(k, 9) % 3 == 0 else self.genre(a)
            return {"tag": name, "count": count, "genre_mbid": mbid("50000000", GENRES.index(name))}
        release = {"name": self.album_name(album), "mbid": mbid("10000000", album), "release_group_mbid": group,
                   "year": 1960 + (a * 7 + album % self.ALBUMS * 3) % 66, "album_artist_name": self.names[a]}
        if self.has_cover(album):
            release.update(caa_id=1000 + album, caa_release_mbid=mbid("10000000", album))
        return {
            "release": release,
            "artist": {"name": "".join(name + join for _, name, join in self.credit(track)), "artist_credit_id": track,
                       "artists": [{"artist_mbid": mbid("20000000", b), "name": name, "join_phrase": join,
                                    "type": "Group" if mix(b, 10) % 3 else "Person", "begin_year": 1940 + mix(b, 11) % 80,
                                    "area": GENRE_AREAS[mix(b, 12) % len(GENRE_AREAS)], "rels": {}}
                                   for b, name, join in self.credit(track)]},
            "tag": {"recording": [genre("recording", track, 1 + track % 5), {"tag": "favourite", "count": 1}],
                    "artist": [dict(genre("artist", a, 3 + a % 9), artist_mbid=mbid("20000000", a))],
                    "release_group": [genre("release_group", album, 2 + album % 7), {"tag": "mysterious", "count": 1}]},
            "recording": {"rels": []},
        }


HEAD = 20  # flattens the popular artists' Zipf: the most popular takes ~1% of picks, not 8%


class ManyListeners:
    """--users N: `user0001` … each with a history drawn from the shared Pool, built on first use."""

    def __init__(self, count, end, days=0):
        self.count = count
        self.end = end
        self.days = days
        self.width = max(4, len(str(count)))
        self.pool = Pool()
        self.histories = {}
        self.lock = threading.Lock()

    def name(self, k):
        return f"user{k:0{self.width}d}"

    def index(self, name):
        """1 … count for a known name, else None."""
        digits = name[4:]
        if not name.startswith("user") or len(digits) != self.width or not digits.isdigit():
            return None
        k = int(digits)
        return k if 1 <= k <= self.count else None

    def known(self, name):
        return self.index(name) is not None

    def history(self, name):
        entry = self.histories.get(name)
        if entry is None:
            with self.lock:
                entry = self.histories.get(name)
                if entry is None:
                    entry = self.build(self.index(name))
                    self.histories[name] = entry
        times, tracks, client = entry
        pool = self.pool
        user = json.dumps(name).encode()

        def body(i):
            t, spec = times[i], tracks[i]
            head, mapped, unmapped = pool.track_pieces(spec >> 1)
            return b'{"listened_at": %d, "inserted_at": %d, "recording_msid": "30000000-0000-4000-8000-%012d", ' \
                   b'"user_name": %s, "track_metadata": %s%s%s}' % (
                       t, t + 2 + spec % 7, spec >> 1, user, head, client, mapped if spec & 1 else unmapped)
        return times, body

    def build(self, k):
        """The history of user number k: (times ascending, track * 2 + mapped per listen, client bytes)."""
        rng = random.Random(k * 1_000_003 + 17)
        pool = self.pool
        count = 1000 + int(rng.random() * 5001)
        span = int((365 + rng.random() * 730) * 86400)
        if self.days:  # --days: a shorter history, as many listens (a site of fewer reports)
            span = int(self.days * 86400 * (0.75 + (span / 86400 - 365) / 1460))
        end = self.end - int(rng.random() * 14 * 86400)
        home = int(rng.random() * pool.ARTISTS)  # the corner of the pool this listener favours
        width = 40 + int(rng.random() * 400)
        mainstream = 0.2 + rng.random() * 0.4  # the share of picks from the popular artists
        unmapped = 30 + int(rng.random() * 200)  # per mille of its tracks that ListenBrainz could not map
        client_name, service = CLIENTS[int(rng.random() * len(CLIENTS))]
        client = json.dumps(client_name, ensure_ascii=False)
        if service:
            client += ', "music_service": ' + json.dumps(service)
        distinct = max(50, int(count / (4 + rng.random() * 2)))
        log_head, log_width, log_tracks = math.log(HEAD), math.log(width), math.log(pool.TRACKS)
        log_artists = math.log((pool.ARTISTS + HEAD) / HEAD)

        # Its tracks: an artist, popular or from its corner (both Zipf-like), then one of its
        # tracks, the first ones (the hits) more often.
        tracks, seen = [], set()
        for _ in range(distinct * 4):
            if len(tracks) == distinct:
                break
            if rng.random() < mainstream:
                a = int(math.exp(log_head + rng.random() * log_artists)) - HEAD
            else:
                offset = int(math.exp(rng.random() * log_width)) - 1
                a = (home + (offset if rng.random() < 0.5 else -offset)) % pool.ARTISTS
            track = a * pool.TRACKS + int(math.exp(rng.random() * log_tracks)) - 1
            if track not in seen:
                seen.add(track)
                tracks.append(track)
        # Every track once, the rest by a Zipf-like weight of its rank: a few favourites, a long tail.
        plays = list(tracks)
        cumulative, total = [], 0.0
        for rank in range(len(tracks)):
            total += 1.0 / (rank + 1) ** 0.8
            cumulative.append(total)
        for _ in range(count - len(tracks)):
            plays.append(tracks[min(bisect.bisect_left(cumulative, rng.random() * total), len(tracks) - 1)])
        rng.shuffle(plays)

        # Sessions of 1–30 listens a track's length apart, the time left over spread between them.
        sessions, n = [], 0
        while n < count:
            size = min(count - n, 1 + int(rng.random() * 30))
            sessions.append(size)
            n += size
        seconds = {track: (pool.duration_ms(track) or 200_000) // 1000 for track in tracks}
        # Before each listen: the one before played (or skipped); one in a hundred in the same second
        # as the one before, never the same track twice in a second (ListenBrainz keeps one of those).
        gaps = [0]
        for n in range(1, count):
            r = rng.random()
            same = r < 0.01 and gaps[-1] and plays[n] != plays[n - 1]
            gaps.append(0 if same else 30 + int(r * 30) if r < 0.08 else seconds[plays[n - 1]] + int(r * 20))
        idle = max(len(sessions) * 600, span - sum(gaps))
        weights = [-math.log(1.0 - rng.random()) for _ in sessions]
        scale = idle / sum(weights)
        times, specs = array("q"), array("q")
        t, n = end - span, 0
        spec = {track: track * 2 + (0 if mix(track, k, 13) % 1000 < unmapped else 1) for track in tracks}
        for size, weight in zip(sessions, weights):
            t += int(weight * scale)
            for _ in range(size):
                t += gaps[n]
                times.append(t)
                specs.append(spec[plays[n]])
                n += 1
        return times, specs, client.encode()

    def recording_metadata(self, n):
        return self.pool.recording_metadata(n)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    listeners = None  # OneListener or ManyListeners
    delay = 0.0
    until_file = None

    @staticmethod
    def cutoff():
        """The time in --until-file, or None while there is no such file."""
        if not Handler.until_file:
            return None
        try:
            with open(Handler.until_file) as f:
                return int(f.read().strip())
        except (FileNotFoundError, ValueError):
            return None
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

    def unknown_user(self, user):
        """What ListenBrainz answers for a user it does not have, on every per-user endpoint."""
        return self.send_json(404, json.dumps({"code": 404, "error": f"Cannot find user: {user}"}).encode())

    def do_GET(self):
        with Handler.lock:
            Handler.requests += 1
        url = urlparse(self.path)
        parts = [unquote(p) for p in url.path.split("/") if p]
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        listeners = Handler.listeners
        if parts[:3] == ["1", "stats", "user"] and len(parts) >= 5:
            user = parts[3]
            if not listeners.known(user):
                return self.unknown_user(user)
            if parts[4] == "year-in-music":
                data = Handler.reference_json("year-in-music-data.json") if Handler.reference else {}
                return self.send_json(200, json.dumps({"payload": {"user_name": user, "year": int(parts[5]), "data": data}}).encode())
            if Handler.reference and parts[4] in Handler.reference_files:
                body = Handler.reference_json(Handler.reference_files[parts[4]])
                body["payload"]["user_id"] = user
                body["payload"]["range"] = query.get("range", "all_time")
                return self.send_json(200, json.dumps(body).encode())
            # Statistics this stand-in never computes: "not calculated yet".
            self.send_response(204)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if parts[:3] == ["1", "metadata", "recording"]:
            body = {}
            for recording in query.get("recording_mbids", "").split(","):
                recording = recording.strip().lower()
                if recording.startswith("00000000-0000-4000-8000-") and recording[24:].isdigit():
                    metadata = listeners.recording_metadata(int(recording[24:]))
                    if metadata is not None:
                        body[recording] = metadata
            return self.send_json(200, json.dumps(body).encode())
        if len(parts) == 3 and parts[0] == "1" and parts[2] == "pins":
            if not listeners.known(parts[1]):
                return self.unknown_user(parts[1])
            return self.send_json(200, b'{"count": 0, "offset": 0, "total_count": 0, "pinned_recordings": []}')
        if parts[:3] == ["1", "feedback", "user"] and len(parts) == 5:
            if not listeners.known(parts[3]):
                return self.unknown_user(parts[3])
            return self.send_json(200, b'{"count": 0, "offset": 0, "total_count": 0, "feedback": []}')
        if len(parts) != 4 or parts[:2] != ["1", "user"] or parts[3] not in ("listens", "listen-count"):
            return self.send_json(404, b'{"code": 404, "error": "no such endpoint"}')
        user = parts[2]
        if not listeners.known(user):
            return self.unknown_user(user)
        times, listen = listeners.history(user)
        # --until-file: while it names a time, the history ends before it (a week not yet played).
        cutoff = Handler.cutoff()
        if cutoff is not None:
            times = times[:bisect.bisect_left(times, cutoff)]
        if parts[3] == "listen-count":
            return self.send_json(200, json.dumps({"payload": {"count": len(times)}}).encode())
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
            len(page), user.encode(), times[-1] if times else 0, times[0] if times else 0)
        body += b",".join(listen(i) for i in page) + b"]}}"
        self.send_json(200, body)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--listens", type=int, default=100_000)
    parser.add_argument("--distinct-tracks", type=int, default=0, help="default: a quarter of --listens")
    parser.add_argument("--user", default="bench")
    parser.add_argument("--start", type=int, default=1_500_000_000)
    parser.add_argument("--users", type=int, default=0,
                        help="serve this many users, user0001 …, each with a history of its own (0: only --user)")
    parser.add_argument("--end", type=int, default=1_793_491_200,
                        help="with --users: the histories end in the two weeks before this (default 2026-11-01 UTC)")
    parser.add_argument("--days", type=int, default=0,
                        help="with --users: each history spans about this many days (0.75 to 1.25 times) instead of 1 to 3 years")
    parser.add_argument("--until-file", help="while this file holds a Unix time, serve only the listens before it "
                        "(write it, run, delete it: the next run finds the listens after it, as a week later)")
    parser.add_argument("--warm", action="store_true",
                        help="with --users: build every history (and its tracks' JSON) before listening")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds to wait before each listens page")
    parser.add_argument("--port-file", help="write the port here once listening")
    parser.add_argument("--reference", help="serve the example statistics and Year in Music of this folder")
    args = parser.parse_args()
    if args.users < 0:
        parser.error("--users takes 0 or more")
    if args.users:
        listeners = ManyListeners(args.users, args.end, args.days)
        if args.warm:
            began = time.monotonic()
            total = sum(len(listeners.history(listeners.name(k))[0]) for k in range(1, args.users + 1))
            tracks = set()
            for _, specs, _ in listeners.histories.values():
                tracks.update(spec >> 1 for spec in specs)
            for track in tracks:
                listeners.pool.track_pieces(track)
            print(f"built {args.users} histories, {total} listens of {len(tracks)} tracks, "
                  f"in {time.monotonic() - began:.1f} s", file=sys.stderr)
    else:
        listeners = OneListener(args.user, make_history(
            args.listens, args.start, args.distinct_tracks or max(1, args.listens // 4), args.user))
    Handler.listeners = listeners
    Handler.delay = args.delay
    Handler.until_file = args.until_file
    Handler.reference = args.reference
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    port = server.server_address[1]
    if args.port_file:
        with open(args.port_file + ".tmp", "w") as f:
            f.write(str(port))
        os.replace(args.port_file + ".tmp", args.port_file)
    if args.users:
        print(f"fake ListenBrainz on http://127.0.0.1:{port} with {args.users} users, "
              f"{listeners.name(1)} … {listeners.name(args.users)}", file=sys.stderr)
    else:
        print(f"fake ListenBrainz on http://127.0.0.1:{port} with {args.listens} listens for '{args.user}'", file=sys.stderr)
    server.serve_forever()


if __name__ == "__main__":
    main()
