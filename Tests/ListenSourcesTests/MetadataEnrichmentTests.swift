import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Testing

@testable import ListenSources

@Suite("ListenBrainz music metadata")
struct MetadataEnrichmentTests {
    static let portishead = "e97f805a-ab48-4c52-855e-07049142113d"

    /// The one recording of the fixture, as the server's object for it.
    static func fixtureObject() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/listenbrainz/metadata/recording-metadata.json")
        let all = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let object = try #require(all?[portishead])
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A made-up recording's object: one artist from `area`, a genre on the recording.
    static func object(index: Int, area: String = "Germany") -> String {
        #"{"release": {"year": \#(1960 + index % 60), "release_group_mbid": "\#(mbid(index, prefix: "b"))"}, "artist": {"artists": [{"artist_mbid": "\#(mbid(index % 50, prefix: "a"))", "name": "Artist \#(index % 50)", "area": "\#(area)", "type": "Group"}]}, "tag": {"recording": [{"tag": "genre \#(index % 7)", "count": 2, "genre_mbid": "\#(mbid(index % 7, prefix: "c"))"}], "artist": [], "release_group": []}}"#
    }

    static func mbid(_ index: Int, prefix: String = "0") -> String {
        let hex = String(index, radix: 16)
        return prefix + String(repeating: "0", count: 7) + "-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
    }

    func client(_ server: FakeListenBrainz, sleeper: RecordingSleeper = RecordingSleeper()) -> ListenBrainzClient {
        ListenBrainzClient(
            baseURL: server.baseURL, transport: URLSessionTransport(timeout: 30), sleeper: sleeper,
            policy: RetryPolicy(maxAttempts: 3))
    }

    @Test("the reference recording decodes to its year, release group, artist area and every tag")
    func decodesReference() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setRecordingMetadata(try Self.fixtureObject(), mbid: Self.portishead)
        let unknown = Self.mbid(1)

        let batch = try await client(server).recordingMetadata([Self.portishead, unknown])

        #expect(batch.requested == [Self.portishead, unknown])
        #expect(
            batch.recordings == [
                RecordingMetadata(
                    recordingMBID: Self.portishead, releaseYear: 1994, releaseGroupMBID: "48140466-cff6-3222-bd55-63c27e43190d",
                    artistMBIDs: ["8f6bd1e4-fbe1-4f50-aa9b-94c450ec0f11"])
            ])
        #expect(
            batch.artists == [
                ArtistMetadata(
                    artistMBID: "8f6bd1e4-fbe1-4f50-aa9b-94c450ec0f11", name: "Portishead", area: "United Kingdom",
                    beginYear: 1991, type: "Group")
            ])
        #expect(batch.artists.first?.countryCode == "GBR")
        #expect(batch.tags.count == 8)
        #expect(batch.tags.filter(\.isGenre).map { "\($0.entity) \($0.tag) \($0.count)" } == [
            "recording trip hop 8", "recording electronic 3", "artist trip hop 13", "releaseGroup trip hop 18",
        ])
        let seen = try #require(server.state.seen.first)
        #expect(seen.path.hasPrefix("/1/metadata/recording"))
        #expect(seen.query["inc"] == "artist tag release")
    }

    @Test("recordings go in batches whose URLs stay under 8 KB, each asked once, in order")
    func batching() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let mbids = (0..<1000).map { Self.mbid($0) }
        for (index, mbid) in mbids.enumerated() where index % 3 != 0 {
            server.state.setRecordingMetadata(Self.object(index: index), mbid: mbid)
        }
        var committed: [MetadataBatch] = []
        let outcome = try await MetadataEnrichment(client: client(server)).run(mbids, commit: { committed.append($0) })

        let seen = server.state.seen
        #expect(seen.count == 5)
        #expect(outcome.batches == 5)
        #expect(outcome.requested == 1000)
        #expect(outcome.found == 666)
        let asked = seen.flatMap { ($0.query["recording_mbids"] ?? "").split(separator: ",").map(String.init) }
        #expect(asked == mbids)
        for (number, request) in seen.enumerated() {
            let count = (request.query["recording_mbids"] ?? "").split(separator: ",").count
            let length = server.baseURL.absoluteString.utf8.count + 39 + count * 37 - 1 + 26
            #expect(length <= 8000)
            // Full batches but the last: the 8 KB hold about 210 ids.
            if number < seen.count - 1 { #expect(count > 200) }
        }
        #expect(committed.flatMap(\.requested) == mbids)
    }

    @Test("a 429 is waited out for X-RateLimit-Reset-In seconds, then the batch is asked again")
    func rateLimited() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setRecordingMetadata(Self.object(index: 1), mbid: Self.mbid(1))
        server.state.enqueue(.rateLimited(resetIn: 7), pathContains: "metadata")
        let sleeper = RecordingSleeper()

        let batch = try await client(server, sleeper: sleeper).recordingMetadata([Self.mbid(1)])

        #expect(batch.recordings.count == 1)
        #expect(await sleeper.waits == [7])
        #expect(server.state.seen.count == 2)
    }

    @Test("a truncated answer and a 503 are retried with backoff; nothing half-read is committed")
    func truncatedAndServerError() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setRecordingMetadata(Self.object(index: 1), mbid: Self.mbid(1))
        server.state.enqueue(.truncated, pathContains: "metadata")
        server.state.enqueue(.status(503), pathContains: "metadata")
        let sleeper = RecordingSleeper()
        var committed: [MetadataBatch] = []

        _ = try await MetadataEnrichment(client: client(server, sleeper: sleeper)).run([Self.mbid(1)], commit: { committed.append($0) })

        #expect(await sleeper.waits == [1, 2])
        #expect(committed.count == 1)
        #expect(committed.first?.recordings.map(\.releaseYear) == [1961])
    }

    @Test("a server that keeps failing stops the run with the batches before it committed")
    func keepsFailing() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let mbids = (0..<400).map { Self.mbid($0) }
        for (index, mbid) in mbids.enumerated() { server.state.setRecordingMetadata(Self.object(index: index), mbid: mbid) }
        var committed = 0
        let enrichment = MetadataEnrichment(client: client(server), maxURLLength: 2000)
        // The first batch answers; then every attempt of the second fails.
        server.state.enqueue(.slow(seconds: 0), pathContains: "metadata")
        server.state.enqueue(.status(502), times: 3, pathContains: "metadata")

        await #expect(throws: ListenBrainzError.self) {
            _ = try await enrichment.run(mbids, commit: { committed += $0.requested.count })
        }
        let first = server.state.seen.first?.query["recording_mbids"]?.split(separator: ",").count
        #expect(committed == first)
        #expect(committed > 40)
        #expect(server.state.seen.count == 4)
    }

    @Test("ids that are not MBIDs are never sent, and are remembered as unknown")
    func invalidIDs() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        var committed: [MetadataBatch] = []
        let outcome = try await MetadataEnrichment(client: client(server)).run(
            ["not-an-mbid", "a,b"], commit: { committed.append($0) })
        #expect(outcome.invalid == 2)
        #expect(server.state.seen.isEmpty)
        #expect(committed == [MetadataBatch(requested: ["not-an-mbid", "a,b"])])
    }

    @Test("a run stopped after two batches is finished by a second that asks only for the rest")
    func resumes() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let store = try ListenStore()
        var listens: [Listen] = []
        for index in 0..<600 {
            let mbid = Self.mbid(index)
            server.state.setRecordingMetadata(Self.object(index: index), mbid: mbid)
            let mapping = MBIDMapping(
                recordingMBID: mbid.uppercased(), recordingName: "Song \(index)",
                artists: [CreditedArtist(name: "Artist", mbid: Self.mbid(index % 50, prefix: "a"), joinPhrase: "")])
            listens.append(
                Listen(
                    listenedAt: 1_700_000_000 + Int64(index) * 600,
                    track: Track(artistName: "Artist", trackName: "Song \(index)", mapping: mapping), source: .listenbrainz))
        }
        try store.insert(listens, user: "rob")
        let first = try store.recordingsNeedingMetadata(user: "rob", fetchedBefore: 0)
        #expect(first.recordingMBIDs.count == 600)
        #expect(first.recordingMBIDs == first.recordingMBIDs.sorted())

        let stopped = MetadataEnrichment(client: client(server), maxBatches: 2)
        _ = try await stopped.run(first.recordingMBIDs, commit: { try store.saveMetadata($0, fetchedAt: 1000) })
        let askedFirst = server.state.seen.count
        let afterStop = try store.recordingsNeedingMetadata(user: "rob", fetchedBefore: 0)
        #expect(askedFirst == 2)
        #expect(afterStop.freshCount == 600 - afterStop.recordingMBIDs.count)
        #expect(afterStop.recordingMBIDs == Array(first.recordingMBIDs.dropFirst(afterStop.freshCount)))

        _ = try await MetadataEnrichment(client: client(server)).run(
            afterStop.recordingMBIDs, commit: { try store.saveMetadata($0, fetchedAt: 2000) })
        let asked = server.state.seen.dropFirst(askedFirst).flatMap {
            ($0.query["recording_mbids"] ?? "").split(separator: ",").map(String.init)
        }
        #expect(asked == afterStop.recordingMBIDs)
        #expect(try store.recordingsNeedingMetadata(user: "rob", fetchedBefore: 0).recordingMBIDs.isEmpty)
        // Older than the cutoff: due again.
        #expect(try store.recordingsNeedingMetadata(user: "rob", fetchedBefore: 1500).recordingMBIDs.count == afterStop.freshCount)

        let metadata = MusicMetadata(tables: try #require(try store.musicMetadata()))
        #expect(metadata.recordings.count == 600)
        #expect(metadata.recordings[Self.mbid(5)]?.releaseYear == 1965)
        #expect(metadata.artists[Self.mbid(5, prefix: "a")]?.area == "Germany")
        #expect(metadata.recordingGenres[Self.mbid(5)] == [GenreVote(genre: "genre 5", count: 2)])
    }
}
