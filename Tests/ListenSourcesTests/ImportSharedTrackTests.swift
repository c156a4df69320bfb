import Foundation
import ListenModel
import ListenSources
import ListenStore
import Testing

/// Both reader threads of a large ListenBrainz file share one track table: whichever meets a
/// track first decodes it, and the writer numbers tracks in file order. The store must come
/// out the same as with one reader, track ids and catalog included, however the threads race.
@Suite("Import: one track table for both readers")
struct ImportSharedTrackTests {
    /// Lines whose tracks recur all over the file in shifting order, so both readers meet most
    /// of them and the first meeting falls now in one reader's piece, now in the other's.
    static func text() -> String {
        var lines: [String] = []
        for index in 0..<900 {
            let time = 1_700_000_000 + index * 240
            let track = (index * 7 + index / 50) % 61
            switch track % 10 {
            case 0:
                // Metadata that makes no listen, met by both readers: skipped the same by each.
                lines.append(#"{"listened_at": \#(time), "track_metadata": {"artist_name": "A\#(track)", "track_name": " \t"}}"#)
            case 1:
                // The same track with its strings escaped differently is another raw key, but the
                // same row in the store.
                let name = index % 2 == 0 ? #"Caf\u00e9 \"\#(track)\""# : #"Café \"\#(track)\""#
                lines.append(#"{"listened_at": \#(time), "track_metadata": {"artist_name": "Ärtist", "track_name": "\#(name)"}}"#)
            default:
                lines.append(
                    #"{"listened_at": \#(time), "track_metadata": {"artist_name": "Band \#(track % 9)", "track_name": "Song \#(track)", "release_name": "R\#(track % 4)", "additional_info": {"duration_ms": \#(120_000 + track * 1000)}, "mbid_mapping": {"recording_mbid": "aaaaaaaa-bbbb-4ccc-8ddd-\#(String(format: "%012d", track))", "artists": [{"artist_credit_name": "Band \#(track % 9)", "artist_mbid": "11111111-2222-4333-8444-55555555555\#(track % 9)", "join_phrase": ""}]}}}"#
                )
            }
            if index % 97 == 13 { lines.append(#"{"listened_at": \#(time), "track_metadata": {"#) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func importTwice(_ text: String, pieceSize: Int?) throws -> (first: ImportFileSummary, again: ImportFileSummary, history: ListenHistory) {
        var fixture = try ImportFixture()
        defer { fixture.remove() }
        fixture.options.batchSize = 32
        if let pieceSize { fixture.options.parallelPieceSize = pieceSize }
        let path = try fixture.write("listens.jsonl", text)
        let first = try fixture.importFile(path)
        let again = try fixture.importFile(path)
        return (first, again, try fixture.store.history(user: "rob"))
    }

    /// Each line not imported and why (the files are in different folders).
    static func outcomes(_ summary: ImportFileSummary) -> [String] {
        summary.notImported.map { "\($0.line) \($0.outcome)" }
    }

    @Test("two readers in small pieces store the same tracks, ids and catalog as one reader, run after run")
    func sameStoreAsOneReader() throws {
        let text = Self.text()
        let one = try Self.importTwice(text, pieceSize: nil)
        #expect(one.first.imported > 700)
        #expect(one.first.skipped[.emptyTrack, default: 0] > 50)
        #expect(one.first.skipped[.badJSON, default: 0] == 10)
        #expect(one.again.imported == 0 && one.again.duplicates == one.first.imported)
        // The two spellings of each "Café" track are one row (the writer of a first import
        // keeps no keys, so this is the row's key compared on a known hash): 61 tracks, 7 of
        // which make no listen, 6 spelled two ways.
        #expect(one.history.tracks.count == 54)
        let names = Set((0..<one.history.count).map { one.history.listen(at: $0).track.trackName })
        #expect(names.contains(#"Café "11""#) && !names.contains(#"Caf\u00e9 "11""#))

        for _ in 0..<4 {
            let two = try Self.importTwice(text, pieceSize: 2_000)
            #expect(two.first.imported == one.first.imported && two.first.skipped == one.first.skipped)
            #expect(Self.outcomes(two.first) == Self.outcomes(one.first))
            #expect(two.again.duplicates == one.again.duplicates && Self.outcomes(two.again) == Self.outcomes(one.again))
            // Equal histories: the same listens in the same order, and the same catalog, whose
            // entries follow the store's track ids.
            #expect(two.history == one.history)
        }
    }
}
