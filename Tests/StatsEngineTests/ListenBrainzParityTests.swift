import Foundation
import ListenModel
import Testing
@testable import StatsEngine

/// Recomputes the buckets of ListenBrainz's own example listening-activity responses from
/// their range and "now" (the payload's `to_ts`), and checks labels and edges.
@Suite("ListenBrainz parity")
struct ListenBrainzParityTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/listenbrainz/api")

    struct Bucket: Decodable, Equatable {
        var from_ts: Int64
        var to_ts: Int64
        var time_range: String
    }

    struct Payload: Decodable {
        var to_ts: Int64
        var listening_activity: [Bucket]
    }

    struct Response: Decodable { var payload: Payload }

    static let examples: [(file: String, range: StatRange)] = [
        ("userListeningActivityWeek.json", .week), ("userListeningActivityMonth.json", .thisMonth),
        ("userListeningActivityYear.json", .thisYear),
    ]

    @Test(
        "example listening-activity responses have the buckets we compute", arguments: examples)
    func activityBuckets(_ example: (file: String, range: StatRange)) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(example.file))
        let payload = try JSONDecoder().decode(Response.self, from: data).payload
        let range = try Fixtures.resolve(.listenBrainz(example.range), asOf: payload.to_ts)
        let ours = (range.previousActivityBuckets + range.activityBuckets).map {
            Bucket(from_ts: $0.fromTS, to_ts: $0.toTS, time_range: $0.timeRange)
        }
        #expect(ours == payload.listening_activity)
    }
}
