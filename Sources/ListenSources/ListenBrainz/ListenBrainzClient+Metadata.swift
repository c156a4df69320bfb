import Foundation
import ListenModel

extension ListenBrainzClient {
    /// What `inc` asks of the recording metadata endpoint: only what the statistics use.
    static let metadataIncludes = "artist tag release"

    /// The metadata of `mbids` (lower-case recording MBIDs) in one request: release years,
    /// credited artists with their areas, and the tags of recordings, artists and release
    /// groups. Recordings ListenBrainz does not know are simply absent from the batch.
    public func recordingMetadata(_ mbids: [String]) async throws -> MetadataBatch {
        do {
            let batch = try await get(["metadata", "recording", ""], query: Self.metadataQuery(mbids), user: "", maxBodyBytes: BodyLimit.metadataBatch) { data in
                try APIRecordingMetadata.batch(from: data, requested: mbids)
            }
            return batch ?? MetadataBatch(requested: mbids)
        } catch let error as ListenBrainzError where error.code == .unknownUser {
            // The metadata endpoint has no user: a 404 means the server has no such endpoint.
            throw ListenBrainzError(
                code: .badResponse,
                message: "ListenBrainz at \(baseURL.absoluteString) has no metadata endpoint (HTTP 404); check --api-url",
                cause: error.cause)
        }
    }

    static func metadataQuery(_ mbids: [String]) -> [URLQueryItem] {
        [
            URLQueryItem(name: "recording_mbids", value: mbids.joined(separator: ",")),
            URLQueryItem(name: "inc", value: metadataIncludes),
        ]
    }

    /// How long the URL of a request for `mbids` is, to keep batches under the limit.
    func metadataURLLength(_ mbids: [String]) -> Int {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        // "/1/metadata/recording/?recording_mbids=" + ids joined by "," + "&inc=artist%20tag%20release"
        return base.utf8.count + 39 + mbids.reduce(0) { $0 + $1.utf8.count } + max(mbids.count - 1, 0) + 26
    }
}
