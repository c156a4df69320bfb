import ListenModel

/// Listens shaped to catch paging mistakes: several listens in one second (so page
/// boundaries fall inside a second), gaps of varying width (so a growing-window search
/// returns short pages), mapped and unmapped tracks, names that differ only in Unicode form.
enum TestHistory {
    static func listens(count: Int, startingAt start: Int64 = 1_600_000_000, titlePrefix: String = "Song") -> [Listen] {
        var listens: [Listen] = []
        var time = start
        var index = 0
        while listens.count < count {
            let inThisSecond = index % 5 == 0 ? 3 : 1
            for _ in 0..<inThisSecond where listens.count < count {
                let number = listens.count
                let mapped = number % 3 == 0
                let artist = number % 7 == 0 ? "Beyonce\u{301}" : (number % 7 == 1 ? "Beyonc\u{E9}" : "Artist \(number % 11)")
                let track = Track(
                    artistName: artist, trackName: "\(titlePrefix) \(number)",
                    releaseName: number % 4 == 0 ? nil : "Album \(number % 13)",
                    recordingMSID: "msid-\(titlePrefix)-\(number)",
                    mapping: mapped
                        ? MBIDMapping(
                            recordingMBID: "rec-\(number)", recordingName: "\(titlePrefix) \(number) (mapped)",
                            releaseMBID: "rel-\(number % 13)", releaseGroupMBID: "rg-\(number % 13)",
                            artists: [
                                CreditedArtist(name: artist, mbid: "a-\(number % 11)", joinPhrase: " & "),
                                CreditedArtist(name: "坂本龍一", mbid: "a-jp"),
                            ], caaID: number % 2 == 0 ? Int64(number) * 1_000_003 : nil, caaReleaseMBID: "caa-\(number % 13)")
                        : nil)
                listens.append(
                    Listen(
                        listenedAt: time, track: track, durationMs: number % 5 == 0 ? nil : 180_000 + number,
                        source: .listenbrainz))
            }
            index += 1
            time += Int64(30 + (index % 9) * (index % 4 == 0 ? 5_000 : 40))
        }
        return listens
    }

    /// Sorted by time, then title, so histories compare regardless of insertion order.
    static func canonical(_ listens: [Listen]) -> [Listen] {
        listens.sorted {
            ($0.listenedAt, ExactText($0.track.trackName)) < ($1.listenedAt, ExactText($1.track.trackName))
        }
    }
}
