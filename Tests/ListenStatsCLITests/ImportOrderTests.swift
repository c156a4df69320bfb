import Foundation
import ListenModel
import ListenStore
import Testing
import ZIPFoundation

/// One history whatever the order: the same plays from a ListenBrainz export zip and from a
/// Last.fm CSV, imported by the real executable in either order, give the statistics of the
/// export alone, byte for byte, with its MusicBrainz ids.
@Suite("import order")
struct ImportOrderTests {
    /// The same plays as a ListenBrainz export (second-exact, 70% mapped, durations, releases)
    /// and as a Last.fm CSV (to the minute, newest first, no ids), the way a listener who
    /// scrobbled to both has them: sessions of tracks, some skipped and played again 25 to
    /// 100 seconds later, names with accents and "feat.".
    struct TwoSourceHistory {
        var exportMembers: [String: String] = [:]
        var csv = ""
        var plays = 0

        init(plays count: Int, seed: UInt64 = 0x5EED) {
            var state = seed
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            let names = ["Café Tacvba", "Beyoncé feat. JAY-Z", "Sigur Rós", "The Band", "Perfume", "坂本龍一", "Mötley Crüe", "MØ"]
            struct Play {
                var time: Int64
                var track: Int
            }
            var plays: [Play] = []
            var time: Int64 = 1_704_067_200 + 37  // 2024-01-01, not on a minute
            while plays.count < count {
                let track = next(120)
                plays.append(Play(time: time, track: track))
                if next(20) == 0 {
                    // Skipped, and played again.
                    for _ in 0..<(1 + next(3)) {
                        time += Int64(25 + next(76))
                        plays.append(Play(time: time, track: track))
                    }
                }
                time += Int64(150 + track * 2 + next(20))
                if next(12) == 0 { time += Int64(3600 * (2 + next(30))) }
            }
            func mbid(_ kind: Int, _ index: Int) -> String {
                String(format: "%08x-0000-4000-8000-%012x", kind, index)
            }
            var lines: [String: [String]] = [:]
            var rows: [String] = []
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .gmt
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            for play in plays {
                let artist = names[play.track % names.count] + (play.track % 3 == 0 ? "" : " \(play.track % 17)")
                let title = "Song \(play.track)" + (play.track % 5 == 0 ? " (Remastered)" : "")
                let release = "Album \(play.track / 10)"
                let duration = 150_000 + play.track * 2000
                var metadata: [String: Any] = [
                    "artist_name": artist, "track_name": title, "release_name": release,
                    "additional_info": ["duration_ms": duration],
                ]
                if play.track % 10 < 7 {
                    metadata["mbid_mapping"] = [
                        "recording_mbid": mbid(1, play.track), "recording_name": title, "release_mbid": mbid(2, play.track / 10),
                        "artist_mbids": [mbid(3, play.track % names.count)],
                        "artists": [["artist_credit_name": artist, "artist_mbid": mbid(3, play.track % names.count), "join_phrase": ""]],
                    ]
                }
                let line = ["listened_at": play.time, "track_metadata": metadata] as [String: Any]
                let data = (try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])) ?? Data()
                let date = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: TimeInterval(play.time)))
                let member = String(format: "listens/%04d/%d.jsonl", date.year ?? 0, date.month ?? 0)
                lines[member, default: []].append(String(decoding: data, as: UTF8.self))
                let when = String(format: "%02d %@ %04d %02d:%02d", date.day ?? 0, months[(date.month ?? 1) - 1], date.year ?? 0, date.hour ?? 0, date.minute ?? 0)
                rows.append([artist, release, title, when].map { "\"" + $0 + "\"" }.joined(separator: ","))
            }
            exportMembers = lines.mapValues { $0.joined(separator: "\n") + "\n" }
            csv = rows.reversed().joined(separator: "\n") + "\n"
            self.plays = plays.count
        }

        func writeZip(to path: String) throws {
            let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
            for (member, text) in exportMembers.sorted(by: { $0.key < $1.key }) {
                let data = Data(text.utf8)
                try archive.addEntry(with: member, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        }
    }

    /// The statistics `stats` prints for the store: all time and one month, in UTC and in a zone.
    static func statistics(database: String, home: TemporaryDirectory) async throws -> [String] {
        var outputs: [String] = []
        for range in ["all_time", "2024-02"] {
            for zone in ["UTC", "Asia/Kolkata"] {
                let outcome = try await ExecutableExitCodeTests.running(
                    ["stats", "--user", "rob", "--db", database, "--range", range, "--timezone", zone, "--as-of", "2025-06-01", "--format", "json"],
                    home: home)
                try #require(outcome.status == 0, "\(outcome.standardError)")
                outputs.append(outcome.standardOutput)
            }
        }
        return outputs
    }

    @Test("the export zip and the Last.fm CSV of the same plays, in either order, give the export's statistics byte for byte, ids kept")
    func eitherOrder() async throws {
        let history = TwoSourceHistory(plays: 3000)
        let home = try TemporaryDirectory()
        let zip = home.path + "/listenbrainz_rob_1.zip"
        try history.writeZip(to: zip)
        let csv = try home.file("scrobbles.csv", contents: history.csv)

        var statistics: [String: [String]] = [:]
        var stored: [String: [Listen]] = [:]
        for (name, files) in [("export", [zip]), ("export, then CSV", [zip, csv]), ("CSV, then export", [csv, zip])] {
            let database = home.path + "/\(name).sqlite"
            for file in files {
                let outcome = try await ExecutableExitCodeTests.running(["import", file, "--user", "rob", "--db", database, "--quiet"], home: home)
                try #require(outcome.status == 0, "\(name): \(outcome.standardError)")
            }
            // Imported again, nothing changes.
            let again = try await ExecutableExitCodeTests.running(["import", zip, csv, "--user", "rob", "--db", database], home: home)
            #expect(again.status == 0, "\(name): \(again.standardError)")
            statistics[name] = try await Self.statistics(database: database, home: home)
            let loaded = try ListenStore(path: database).history(user: "rob")
            stored[name] = (0..<loaded.count).map { loaded.listen(at: $0) }
        }
        let export = try #require(stored["export"])
        #expect(export.count == history.plays)
        #expect(export.filter { $0.track.mapping != nil }.count > history.plays / 2)
        for name in ["export, then CSV", "CSV, then export"] {
            #expect(stored[name] == export, "\(name)")
            #expect(statistics[name] == statistics["export"], "\(name)")
        }
    }
}
