import Foundation
import ListenModel
@testable import StatsEngine

/// Small builders so each test states only the listens it is about.
enum Fixtures {
    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    /// Seconds since the epoch of a UTC wall-clock time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Int64 {
        Int64(CalendarDay(year: year, month: month, day: day).dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60)
    }

    static func listen(
        _ time: Int64, artist: String = "Artist", track: String = "Track", release: String? = "Release",
        durationMs: Int? = nil, mapping: MBIDMapping? = nil, source: ListenSource = .listenbrainz
    ) -> Listen {
        Listen(
            listenedAt: time, track: Track(artistName: artist, trackName: track, releaseName: release, mapping: mapping),
            durationMs: durationMs, source: source)
    }

    static func engine(_ listens: [Listen], zone: String = "UTC", filter: StatFilter = .none) -> StatsEngine {
        StatsEngine(history: ListenHistory(listens: listens), calendar: calendar(zone), filter: filter)
    }

    static func resolve(_ request: RangeRequest, asOf: Int64, zone: String = "UTC") throws -> ResolvedRange {
        try RangeResolver.resolve(request, asOf: asOf, calendar: calendar(zone))
    }
}
