import Foundation
import ListenModel
import Testing

@testable import ListenStore

/// The store hands the engine its metadata cache as `MetadataTables`, read from SQLite's bytes;
/// what it loads must be exactly what the same batches give when made in memory.
@Suite("Metadata cache loads")
struct MetadataLoadTests {
    static func mbid(_ index: Int, prefix: String = "0") -> String {
        String(repeating: prefix, count: 8) + "-0000-4000-8000-" + String(format: "%012d", index)
    }

    static var batch: MetadataBatch {
        let recordings = (0..<40).map { index in
            RecordingMetadata(
                recordingMBID: mbid(index), releaseYear: index % 5 == 0 ? nil : 1960 + index,
                releaseGroupMBID: index % 4 == 0 ? nil : mbid(index % 7, prefix: "4"),
                artistMBIDs: index % 6 == 0 ? [] : [mbid(index % 3, prefix: "2"), mbid(index % 5 + 10, prefix: "2")])
        }
        let artists = (0..<12).map { index in
            ArtistMetadata(artistMBID: mbid(index, prefix: "2"), name: "A\(index)", area: index % 4 == 0 ? nil : ["Germany", "Bristol", "japan"][index % 3])
        }
        var tags: [MetadataTag] = []
        for index in 0..<40 {
            tags.append(MetadataTag(entity: .recording, mbid: mbid(index), tag: "rock", count: index % 3, genreMBID: "g-rock"))
            tags.append(MetadataTag(entity: .recording, mbid: mbid(index), tag: "seen live", count: 5))
        }
        for index in 0..<12 {
            tags.append(MetadataTag(entity: .artist, mbid: mbid(index, prefix: "2"), tag: "jazz", count: index + 1, genreMBID: "g-jazz"))
            tags.append(MetadataTag(entity: .artist, mbid: mbid(index, prefix: "2"), tag: "bebop", count: 2, genreMBID: "g-bebop"))
        }
        for index in 0..<7 {
            tags.append(MetadataTag(entity: .releaseGroup, mbid: mbid(index, prefix: "4"), tag: "ambient", count: 3, genreMBID: "g-ambient"))
        }
        return MetadataBatch(requested: recordings.map(\.recordingMBID) + [mbid(99)], recordings: recordings, artists: artists, tags: tags)
    }

    @Test("the loaded cache is the batch's metadata: credits in order, no free tags, unknown recordings left out")
    func loadsWhatWasSaved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listenstats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ListenStore(path: directory.appendingPathComponent("listens.sqlite").path)
        #expect(try store.musicMetadata() == nil)
        try store.saveMetadata(Self.batch, fetchedAt: 1_000)
        let tables = try #require(try store.musicMetadata())
        #expect(tables.recordings.count == 40)
        #expect(tables.recordings.id(of: Self.mbid(99)) == nil)
        #expect(tables.genres.id(of: "seen live") == nil)
        let loaded = MusicMetadata(tables: tables)
        // The store orders an entity's votes by tag; the batch had them in its own order.
        #expect(Self.votesByTag(loaded) == Self.votesByTag(MusicMetadata(tables: MusicMetadata(batches: [Self.batch]).tables)))
        #expect(loaded.recordings[Self.mbid(7)]?.artistMBIDs == [Self.mbid(1, prefix: "2"), Self.mbid(12, prefix: "2")])
        #expect(loaded.recordings[Self.mbid(6)]?.artistMBIDs == [])
        #expect(loaded.artists[Self.mbid(1, prefix: "2")]?.area == "Bristol")
        #expect(loaded.artistGenres[Self.mbid(11, prefix: "2")] == [GenreVote(genre: "bebop", count: 2), GenreVote(genre: "jazz", count: 12)])
        // Artists no recording credits are left out, votes and all.
        #expect(loaded.artistGenres[Self.mbid(3, prefix: "2")] == nil && loaded.artists[Self.mbid(3, prefix: "2")] == nil)
    }

    static func votesByTag(_ metadata: MusicMetadata) -> MusicMetadata {
        var sorted = metadata
        for (mbid, votes) in metadata.recordingGenres { sorted.recordingGenres[mbid] = votes.sorted { $0.genre < $1.genre } }
        for (mbid, votes) in metadata.artistGenres { sorted.artistGenres[mbid] = votes.sorted { $0.genre < $1.genre } }
        for (mbid, votes) in metadata.releaseGroupGenres { sorted.releaseGroupGenres[mbid] = votes.sorted { $0.genre < $1.genre } }
        return sorted
    }
}
