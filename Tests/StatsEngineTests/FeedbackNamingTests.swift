import ListenModel
import Testing

@testable import StatsEngine

/// Loved tracks from an export carry only ids; the engine names them from the history.
@Suite("Feedback named from the history")
struct FeedbackNamingTests {
    @Test("by recording MBID (the mapped names), by recording MSID (as submitted); names sent along and unknown ids stay as they are")
    func naming() {
        let day = Fixtures.utc(2024, 3, 13, 12)
        let mapped = MBIDMapping(
            recordingMBID: "8d3ceb9d-0000-4000-8000-000000000001", recordingName: "Polyrhythm",
            artists: [CreditedArtist(name: "Perfume", mbid: "a-1")])
        var unmapped = Track(artistName: "Someone", trackName: "Demo tape")
        unmapped.recordingMSID = "msid-7"
        let engine = Fixtures.engine([
            Listen(listenedAt: day, track: Track(artistName: "perfume", trackName: "ポリリズム", mapping: mapped), source: .listenbrainz),
            Listen(listenedAt: day + 300, track: unmapped, source: .listenbrainz),
        ])
        let entries = [
            FeedbackEntry(recordingMBID: "8D3CEB9D-0000-4000-8000-000000000001", score: .loved, created: day),
            FeedbackEntry(recordingMSID: "msid-7", score: .loved, created: day),
            FeedbackEntry(recordingMBID: "ffffffff-0000-4000-8000-000000000009", score: .loved, created: day),
            FeedbackEntry(recordingMBID: "8d3ceb9d-0000-4000-8000-000000000001", score: .hated, created: day, trackName: "Given", artistName: "Sent"),
        ]
        let named = engine.naming(entries)
        #expect(named.map(\.trackName) == ["Polyrhythm", "Demo tape", nil, "Given"])
        #expect(named.map(\.artistName) == ["Perfume", "Someone", nil, "Sent"])
    }
}
