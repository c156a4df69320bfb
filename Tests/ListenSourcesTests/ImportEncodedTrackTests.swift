import Foundation
import ListenModel
import ListenStore
import Testing

@testable import ListenSources

/// The ListenBrainz reader decodes a track met for the first time straight from the line's
/// bytes into the store's form (`EncodedTrack`), with no `String`s: what it makes must be
/// exactly what the store makes from the `Track` the line stands for, and a line that makes
/// no listen must keep its reason.
@Suite("Import: ListenBrainz tracks decoded straight into the store's form")
struct ImportEncodedTrackTests {
    /// Decodes one line; its skip reason, or the track it made.
    static func decode(_ line: String) -> (reason: SkipReason?, track: EncodedTrack?) {
        let tracks = SharedTrackTable()
        var decoder = ListenBrainzRecordDecoder(options: ImportOptions(now: .max, earliest: .min), tracks: tracks)
        var builder = BatchBuilder(source: .listenbrainz)
        let reason = Array(line.utf8).withUnsafeBytes { decoder.decode($0, line: 1, into: &builder) }
        let batch = builder.take().batch
        guard reason == nil, let index = batch.trackIndex.first else { return (reason, nil) }
        return (nil, tracks.take(index))
    }

    static func line(_ metadata: String) -> String {
        #"{"listened_at": 1700000000, "track_metadata": {"# + metadata + "}}"
    }

    /// Lines, and the track each stands for.
    static let decoded: [(line: String, track: Track)] = [
        // Escapes of every kind: a pair, a lone surrogate (U+FFFD), a NUL, \/ and control escapes
        // (the name's control characters dropped, as `ListenName` says).
        (
            line(#""artist_name": "Bj\u00f6rk \ud83d\ude00 \ud800x", "track_name": "T\u0000itle \/ \n\t", "release_name": "R\"q\\", "recording_msid": "m\u0031""#),
            Track(artistName: "Björk 😀 \u{FFFD}x", trackName: "Title / ", releaseName: "R\"q\\", recordingMSID: "m1")
        ),
        // Control characters in every name, raw or escaped (a C1 one too); a blank release,
        // recording name or credit is none; a join phrase keeps its spaces.
        (
            line(
                #""artist_name": "Nul\u0000Byte", "track_name": "T\u0085\u007f", "release_name": " \u0001 ", "mbid_mapping": {"recording_mbid": "r", "recording_name": "\t", "artists": [{"artist_credit_name": "\u0000"}, {"artist_credit_name": "On\u0007e", "join_phrase": " \n"}, {"artist_credit_name": "Two"}]}"#
            ),
            Track(
                artistName: "NulByte", trackName: "T",
                mapping: MBIDMapping(recordingMBID: "r", recordingName: "T", artists: [CreditedArtist(name: "One", joinPhrase: " "), CreditedArtist(name: "Two")]))
        ),
        // A mapping with every field, an artist without an MBID or join phrase, an empty MBID,
        // an element that is no object and one without a name (both left out), a CAA id in a string.
        (
            line(
                #""artist_name": "A", "track_name": "T", "mbid_mapping": {"recording_mbid": "r\u0031", "recording_name": "N\u00e9", "release_mbid": "rel", "release_group_mbid": "rg", "caa_id": "123", "caa_release_mbid": "caa", "artists": [{"artist_credit_name": "One", "artist_mbid": "m1", "join_phrase": " & "}, 7, {"artist_mbid": "nameless"}, {"artist_credit_name": "Two"}, {"artist_credit_name": "Three", "artist_mbid": "", "join_phrase": null}]}"#
            ),
            Track(
                artistName: "A", trackName: "T",
                mapping: MBIDMapping(
                    recordingMBID: "r1", recordingName: "Né", releaseMBID: "rel", releaseGroupMBID: "rg",
                    artists: [
                        CreditedArtist(name: "One", mbid: "m1", joinPhrase: " & "), CreditedArtist(name: "Two"),
                        CreditedArtist(name: "Three", mbid: "", joinPhrase: ""),
                    ], caaID: 123, caaReleaseMBID: "caa"))
        ),
        // No recording name: the title; a repeated member counts as its last appearance, and
        // a second `artists` array replaces the first; one that is no array is skipped.
        (
            line(
                #""artist_name": "A", "track_name": "T", "mbid_mapping": {"recording_mbid": "old", "recording_mbid": "r", "release_mbid": "x", "release_mbid": 5, "artists": [{"artist_credit_name": "First"}], "artists": [{"artist_credit_name": "Second"}], "artists": "none", "caa_id": 1, "caa_id": null}"#
            ),
            Track(artistName: "A", trackName: "T", mapping: MBIDMapping(recordingMBID: "r", recordingName: "T", artists: [CreditedArtist(name: "Second")]))
        ),
        // A mapping naming no recording (empty, a number, or a repeat that is no string) is none.
        (line(#""artist_name": "A", "track_name": "T", "mbid_mapping": {"recording_mbid": "", "recording_name": "N"}"#), Track(artistName: "A", trackName: "T")),
        (line(#""artist_name": "A", "track_name": "T", "mbid_mapping": {"recording_mbid": 7}"#), Track(artistName: "A", trackName: "T")),
        (line(#""artist_name": "A", "track_name": "T", "mbid_mapping": {"recording_mbid": "r", "recording_mbid": null}"#), Track(artistName: "A", trackName: "T")),
        // A mapping with a bad escape is left out; the listen stays.
        (
            line(#""artist_name": "A", "track_name": "T", "mbid_mapping": {"recording_mbid": "r", "recording_name": "bad \q", "artists": [{"artist_credit_name": "X"}]}"#),
            Track(artistName: "A", trackName: "T")
        ),
        // The msid inside track_metadata; an empty release name is no release (as in a sync).
        (line(#""artist_name": " A ", "track_name": "T", "release_name": "", "recording_msid": "inner""#), Track(artistName: " A ", trackName: "T", recordingMSID: "inner")),
    ]

    @Test("tracks decoded from bytes are, byte for byte, the store's form of the track the line stands for")
    func decodesIntoTheStoresForm() {
        for (line, track) in Self.decoded {
            let result = Self.decode(line)
            #expect(result.reason == nil, "\(line)")
            #expect(result.track == EncodedTrack(track), "\(line)")
            #expect(result.track?.identity == EncodedTrack(track).identity)
        }
    }

    @Test("lines that make no listen keep their reasons: blank names (ASCII and not), bad escapes in a name, the release or the msid")
    func keepsReasons() {
        let cases: [(String, SkipReason)] = [
            (Self.line(#""track_name": "T""#), .emptyArtist),
            (Self.line(#""artist_name": " \t\u3000\u00a0", "track_name": "T""#), .emptyArtist),
            (Self.line(#""artist_name": "A", "track_name": "\r\n\u2028""#), .emptyTrack),
            // Nothing but control characters (and white space) is no name either.
            (Self.line(#""artist_name": "\u0000\u0085 \u007f", "track_name": "T""#), .emptyArtist),
            (Self.line(#""artist_name": "A", "track_name": 5"#), .emptyTrack),
            (Self.line(#""artist_name": "A\x", "track_name": "T""#), .badJSON),
            (Self.line(#""artist_name": "A", "track_name": "T\u12""#), .badJSON),
            (Self.line(#""artist_name": "A", "track_name": "T", "release_name": "R\q""#), .badJSON),
            (Self.line(#""artist_name": "A", "track_name": "T", "recording_msid": "\uZZZZ""#), .badJSON),
            // A blank name is found before a bad escape in the release, as before.
            (Self.line(#""artist_name": " ", "track_name": "T", "release_name": "R\q""#), .emptyArtist),
        ]
        for (line, reason) in cases {
            #expect(Self.decode(line).reason == reason, "\(line)")
        }
        // A name that is only non-ASCII but not blank is a name.
        #expect(Self.decode(Self.line(#""artist_name": "\u3000x", "track_name": "\u00e9""#)).reason == nil)
    }

    @Test("imported through the file reader and the store, the lines' tracks read back as the tracks, and a sync of the same listens finds them all")
    func storedTracksMatchTheSyncPath() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let lines = Self.decoded.enumerated().map { index, entry in
            entry.line.replacingOccurrences(of: "1700000000", with: String(1_700_000_000 + 600 * index))
        }
        let path = try fixture.write("listens.jsonl", lines.joined(separator: "\n") + "\n")

        let summary = try fixture.importFile(path)

        #expect(summary.imported == Self.decoded.count && summary.skippedTotal == 0)
        let listens = try fixture.listens()
        // The same tracks stored through the path that stores `Track`s (a sync) read back the
        // same (an empty credit MBID reads as none, in both).
        let sent = Self.decoded.enumerated().map { index, entry in
            Listen(listenedAt: 1_700_000_000 + 600 * Int64(index), track: entry.track, durationMs: nil, source: .listenbrainz)
        }
        let synced = try ListenStore()
        #expect(try synced.insert(sent, user: "rob").inserted == sent.count)
        let history = try synced.history(user: "rob")
        #expect(listens.map(\.track) == (0..<history.count).map { history.listen(at: $0).track })
        // Four lines are one unmapped "A" · "T": one row, found by its key whatever bytes said it.
        let distinct = Set(Self.decoded.map(\.track)).count
        #expect(distinct == Self.decoded.count - 3)
        #expect(try fixture.store.history(user: "rob").tracks.count == distinct)
        // A re-import finds every track by its key and every listen.
        #expect(try fixture.importFile(path).duplicates == Self.decoded.count)
        #expect(try fixture.store.history(user: "rob").tracks.count == distinct)
        // The path that stores `Track`s identifies them the same way.
        #expect(try fixture.store.insert(sent, user: "rob") == InsertSummary(inserted: 0, duplicates: Self.decoded.count))
        #expect(try fixture.listens() == listens)
    }

    @Test("a decoder that holds each line back until the next makes the same listens, in order, and the same skips as one that does not")
    func heldBackLinesAreSettledInOrder() {
        var lines = Self.decoded.map(\.line)
        lines += [
            Self.line(#""artist_name": "A", "track_name": "T\x""#), Self.line(#""artist_name": "", "track_name": "T""#),
            #"{"listened_at": 1700000000, "track_metadata": {"#, #"{"track_metadata": {}}"#,
        ]
        // Every line met a few times, next to lines of every other kind.
        let file = (0..<5).flatMap { round in lines.indices.map { lines[($0 * 7 + round) % lines.count] } }
        let options = ImportOptions(now: .max, earliest: .min)
        func run(held: Bool) -> (batch: ListenBatch, lines: [Int], skipped: [Int: SkipReason], tracks: [EncodedTrack?]) {
            let tracks = SharedTrackTable()
            var decoder = ListenBrainzRecordDecoder(options: options, tracks: tracks)
            var builder = BatchBuilder(source: .listenbrainz)
            var skipped: [Int: SkipReason] = [:]
            for (number, line) in file.enumerated() {
                Array(line.utf8).withUnsafeBytes { bytes in
                    if held {
                        decoder.decode(bytes, line: number, into: &builder) { skipped[$0] = $1 }
                    } else if let reason = decoder.decode(bytes, line: number, into: &builder) {
                        skipped[number] = reason
                    }
                }
            }
            decoder.flush(into: &builder) { skipped[$0] = $1 }
            let (batch, numbers) = builder.take()
            return (batch, numbers, skipped, Set(batch.trackIndex).sorted().map { tracks.take($0) })
        }
        let direct = run(held: false)
        let held = run(held: true)
        #expect(direct.skipped.count == 5 * 4 && Set(direct.skipped.values) == [.badJSON, .emptyArtist, .noTimestamp])
        #expect(held.batch == direct.batch && held.lines == direct.lines && held.skipped == direct.skipped)
        #expect(held.tracks == direct.tracks && !held.tracks.contains(nil))
    }
}
