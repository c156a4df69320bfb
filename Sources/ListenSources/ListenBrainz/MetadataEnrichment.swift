import Foundation
import ListenModel

/// Fetches the music metadata of many recordings from ListenBrainz, a batch per request, and
/// hands each batch to `commit` before asking for the next, so a run killed midway keeps every
/// batch but the one in flight and a rerun asks only for what is still missing.
///
/// Batches are as large as a URL of `maxURLLength` bytes allows (about 210 MBIDs at 8 KB);
/// the client keeps them under the rate limit, waits out 429s and retries failures.
public struct MetadataEnrichment: Sendable {
    public struct Outcome: Sendable, Equatable {
        public var batches = 0
        public var requested = 0
        public var found = 0
        /// Ids that are not MBIDs (stored as unknown without asking).
        public var invalid = 0

        public init() {}
    }

    public let client: ListenBrainzClient
    public var maxURLLength: Int
    /// Stop after this many requests (nil: all); for tests and a polite first run.
    public var maxBatches: Int?

    public init(client: ListenBrainzClient, maxURLLength: Int = 8000, maxBatches: Int? = nil) {
        self.client = client
        self.maxURLLength = maxURLLength
        self.maxBatches = maxBatches
    }

    /// `mbids` cut into request-sized batches, in order.
    public func batches(_ mbids: [String]) async -> [[String]] {
        var batches: [[String]] = []
        var current: [String] = []
        var length = await client.metadataURLLength([])
        for mbid in mbids {
            let added = mbid.utf8.count + (current.isEmpty ? 0 : 1)
            if !current.isEmpty, length + added > maxURLLength {
                batches.append(current)
                current = []
                length = await client.metadataURLLength([])
            }
            current.append(mbid)
            length += mbid.utf8.count + (current.count > 1 ? 1 : 0)
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }

    /// Fetches every MBID of `mbids` and commits batch by batch; `progress` gets the number of
    /// recordings done so far after each commit.
    public func run(
        _ mbids: [String], commit: (MetadataBatch) throws -> Void, progress: (Int) -> Void = { _ in }
    ) async throws -> Outcome {
        var outcome = Outcome()
        let valid = mbids.filter(MBID.isWellFormed)
        let invalid = mbids.filter { !MBID.isWellFormed($0) }
        if !invalid.isEmpty {
            // Not worth a request (a comma would even split it): remembered as unknown.
            try commit(MetadataBatch(requested: invalid))
            outcome.invalid = invalid.count
        }
        var done = invalid.count
        for batch in await batches(valid) {
            if let maxBatches, outcome.batches >= maxBatches { break }
            try Task.checkCancellation()
            let answer = try await client.recordingMetadata(batch)
            try commit(answer)
            outcome.batches += 1
            outcome.requested += batch.count
            outcome.found += answer.recordings.count
            done += batch.count
            progress(done)
        }
        return outcome
    }
}
