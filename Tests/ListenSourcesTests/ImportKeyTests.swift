import Foundation
import ListenModel
import ListenSources
import ListenStore
import Testing

/// The ListenBrainz reader interns tracks by the raw bytes of their metadata: lines are one
/// track exactly when those bytes are equal, however alike their ids and member names look.
@Suite("Import: track keys of ListenBrainz lines")
struct ImportKeyTests {
    static func line(at time: Int, msid: String, recording: String, name: String = "recording_name") -> String {
        """
        {"listened_at": \(time), "track_metadata": {"artist_name": "A", "track_name": "T", "recording_msid": "\(msid)", "mbid_mapping": {"artist_mbids": ["11111111-2222-4333-8444-555555555555"], "artists": [{"artist_credit_name": "A", "artist_mbid": "11111111-2222-4333-8444-555555555555", "join_phrase": ""}], "recording_mbid": "\(recording)", "\(name)": "T \\"artists\\"", "release_mbid": "99999999-2222-4333-8444-555555555555"}}}
        """
    }

    @Test("UUIDs differing in one digit or in case, and member names that only look alike, make different tracks")
    func keysTellLinesApart() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let msid = "0c5f8f1e-7c1b-4c9e-9a57-2b1c3e0d4f11"
        let recording = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee"
        let lines = [
            Self.line(at: 1_700_000_000, msid: msid, recording: recording),
            Self.line(at: 1_700_000_300, msid: msid, recording: recording),
            Self.line(at: 1_700_000_600, msid: "0c5f8f1e-7c1b-4c9e-9a57-2b1c3e0d4f12", recording: recording),
            Self.line(at: 1_700_000_900, msid: msid, recording: recording.uppercased()),
            Self.line(at: 1_700_001_200, msid: msid, recording: "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeef"),
            Self.line(at: 1_700_001_500, msid: msid, recording: recording, name: "recording_names"),
        ]
        let path = try fixture.write("listens.jsonl", lines.joined(separator: "\n") + "\n")

        let summary = try fixture.importFile(path)

        #expect(summary.imported == 6)
        let tracks = try fixture.listens().map(\.track)
        #expect(tracks[0] == tracks[1])
        #expect(tracks[2].recordingMSID == "0c5f8f1e-7c1b-4c9e-9a57-2b1c3e0d4f12")
        #expect(tracks[3].mapping?.recordingMBID == recording.uppercased())
        #expect(tracks[4].mapping?.recordingMBID == "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeef")
        #expect(tracks[5].mapping?.recordingName == "T")
        #expect(tracks[0].mapping?.recordingName == "T \"artists\"")
        #expect(Set(tracks[1...]).count == 5)
    }
}
