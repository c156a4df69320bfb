import CompactStorage
import ListenModel
import Testing

@Suite("Metadata tables")
struct MetadataTablesTests {
    static let recording = "e97f805a-ab48-4c52-855e-07049142113d"
    static let other = "00000000-0000-4000-8000-000000000002"
    static let artist = "8f6bd1e4-fbe1-4f50-aa9b-94c450ec0f11"
    static let group = "48140466-cff6-3222-bd55-63c27e43190d"

    static var metadata: MusicMetadata {
        var metadata = MusicMetadata()
        metadata.recordings[recording] = RecordingMetadata(
            recordingMBID: recording, releaseYear: 1994, releaseGroupMBID: group, artistMBIDs: [artist, "a2"])
        metadata.recordings[other] = RecordingMetadata(recordingMBID: other, releaseYear: 12_000, artistMBIDs: [artist])
        metadata.artists[artist] = ArtistMetadata(artistMBID: artist, area: "United Kingdom")
        metadata.recordingGenres[recording] = [GenreVote(genre: "trip hop", count: 8), GenreVote(genre: "electronic", count: 3)]
        metadata.artistGenres[artist] = [GenreVote(genre: "trip hop", count: 13)]
        metadata.releaseGroupGenres[group] = [GenreVote(genre: "trip hop", count: 18)]
        return metadata
    }

    @Test("a lookup finds interned bytes without numbering anything, also in a table just unpacked")
    func lookup() throws {
        var texts = TextTable()
        let ids = (0..<1_000).map { texts.intern("mbid \($0)") }
        #expect(texts.id(of: "mbid 417") == ids[417])
        #expect(texts.id(of: "mbid 1000") == nil)
        #expect(texts.id(of: "MBID 417") == nil)
        #expect(texts.count == 1_000)
        var catalog = TrackCatalog()
        catalog.append(Track(artistName: "Beyonc\u{E9}", trackName: "One"))
        let unpacked = try #require(catalog.packed().withUnsafeBytes { TrackCatalog(packed: $0) })
        #expect(unpacked.texts.id(of: "Beyonc\u{E9}") == catalog.entries[0].artistName)
        #expect(unpacked.texts.id(of: "Beyonce\u{301}") == nil)
    }

    @Test("a batch lookup answers as lookups one by one: found, missing, probed past collisions, in an unpacked table")
    func batchLookup() throws {
        var table = TextTable()
        for index in 0..<20_000 where index % 3 != 0 { _ = table.intern("mbid \(index)") }
        var other = TextTable()
        let ids = (0..<20_000).map { other.intern("mbid \($0)") } + [other.intern("")]
        let batch = table.ids(of: ids, in: other)
        #expect(batch == ids.map { id in table.id(of: other.string(id) ?? "") ?? -1 })
        #expect(batch.filter { $0 >= 0 }.count == 13_333)
        var catalog = TrackCatalog()
        for index in 0..<50 { catalog.append(Track(artistName: "mbid \(index)", trackName: "T")) }
        let unpacked = try #require(catalog.packed().withUnsafeBytes { TrackCatalog(packed: $0) })
        #expect(unpacked.texts.ids(of: Array(ids.prefix(60)), in: other) == ids.prefix(60).map { id in unpacked.texts.id(of: other.string(id) ?? "") ?? -1 })
    }

    @Test("metadata made in memory goes into tables and back whole")
    func roundTrip() {
        let tables = Self.metadata.tables
        #expect(tables.recordings.count == 2)
        #expect(tables.artists.count == 2)
        #expect(MusicMetadata(tables: tables) == {
            var expected = Self.metadata
            // Outside 1–9999 a year is unknown.
            expected.recordings[Self.other]?.releaseYear = nil
            return expected
        }())
    }

    @Test("what the recordings do not name is left out: other artists' areas, other entities' votes, empty votes")
    func leftOut() {
        var metadata = Self.metadata
        metadata.artists["nobody"] = ArtistMetadata(artistMBID: "nobody", area: "Germany")
        metadata.artistGenres["nobody"] = [GenreVote(genre: "jazz", count: 4)]
        metadata.releaseGroupGenres[Self.group]?.append(GenreVote(genre: "ambient", count: 0))
        let tables = metadata.tables
        #expect(tables.artists.id(of: "nobody") == nil)
        #expect(tables.genres.id(of: "jazz") == nil)
        #expect(tables.genres.id(of: "ambient") == nil)
        #expect(MusicMetadata(tables: tables) == MusicMetadata(tables: Self.metadata.tables))
    }

    @Test("a recording is added once; credits go only to the recording added last")
    func addingInOrder() {
        var tables = MetadataTables()
        var first = Array("first".utf8)
        var second = Array("second".utf8)
        var artist = Array("artist".utf8)
        let one = first.withUnsafeMutableBytes { tables.addRecording(mbid: UnsafeRawBufferPointer($0), releaseYear: 2001, releaseGroupMBID: nil) }
        let two = second.withUnsafeMutableBytes { tables.addRecording(mbid: UnsafeRawBufferPointer($0), releaseYear: nil, releaseGroupMBID: nil) }
        let again = first.withUnsafeMutableBytes { tables.addRecording(mbid: UnsafeRawBufferPointer($0), releaseYear: 1999, releaseGroupMBID: nil) }
        #expect(one == 0 && two == 1 && again == nil)
        artist.withUnsafeMutableBytes { tables.addCredit(artistMBID: UnsafeRawBufferPointer($0), to: 0) }
        #expect(tables.creditArtists.isEmpty)
        artist.withUnsafeMutableBytes { tables.addCredit(artistMBID: UnsafeRawBufferPointer($0), to: 1) }
        #expect(tables.creditStarts == [0, 0, 1])
        #expect(tables.releaseYear == [2001, 0])
        #expect(tables.releaseGroup == [-1, -1])
    }

    @Test("votes keep their owner and their order")
    func votesInOrder() {
        var metadata = MusicMetadata()
        for index in 0..<3 {
            let mbid = "r\(index)"
            metadata.recordings[mbid] = RecordingMetadata(recordingMBID: mbid)
            metadata.recordingGenres[mbid] = (0...index).map { GenreVote(genre: "g\($0)", count: 10 + $0) }
        }
        let votes = metadata.tables.recordingVotes
        #expect(votes.owners == [0, 1, 1, 2, 2, 2])
        #expect(votes.votes == [10, 10, 11, 10, 11, 12])
        #expect(votes.genres == [0, 0, 1, 0, 1, 2])
    }
}
