import Foundation
import ListenModel

/// Makes a realistic, deterministic listening history with no account and no network.
///
/// Listening happens in sessions — mostly evenings on weekdays, spread through the day at
/// weekends — on the wall clock of an IANA zone, so the history crosses DST changes as a real
/// one does. Artists follow a long tail and drift: each has a season in favour, so new
/// favourites appear and old ones fade. Within a session albums tend to play in runs.
public struct DemoHistoryGenerator: Sendable {
    public var seed: UInt64
    /// The zone whose wall clock the listener lives by.
    public var timeZone: TimeZone
    /// The first local day with listens.
    public var firstDay: CalendarDay
    /// How many local days the history covers.
    public var dayCount: Int
    /// The number of listens to aim for (the result is within a few percent).
    public var targetListenCount: Int
    public var artistCount: Int

    /// The demo's defaults: two years to Sunday 2026-11-22 in Europe/Berlin, about 30,000 listens.
    public init(
        seed: UInt64 = 20_261_122,
        timeZone: TimeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt,
        firstDay: CalendarDay = CalendarDay(year: 2024, month: 11, day: 23),
        dayCount: Int = 730,
        targetListenCount: Int = 31_000,
        artistCount: Int = 160
    ) {
        self.seed = seed
        self.timeZone = timeZone
        self.firstDay = firstDay
        self.dayCount = dayCount
        self.targetListenCount = targetListenCount
        self.artistCount = artistCount
    }

    /// The listens, sorted by time.
    public func listens() -> [Listen] {
        var random = SeededGenerator(seed: seed)
        let catalogue = DemoCatalogue(random: &random, artistCount: artistCount, days: Double(dayCount))
        let clock = WallClock(timeZone: timeZone)

        // Tracks per session, tuned so the total lands near the target.
        let meanSessionsPerDay = 0.9 * (5.0 / 7.0 * 2.0 + 2.0 / 7.0 * 3.0)
        let meanTracksPerSession = Double(targetListenCount) / (Double(dayCount) * meanSessionsPerDay)

        var listens: [Listen] = []
        listens.reserveCapacity(targetListenCount + targetListenCount / 10)
        var weights = [Double](repeating: 0, count: catalogue.artists.count)
        var lastEnd: Int64 = .min

        for day in 0..<dayCount {
            let date = firstDay.adding(days: day)
            // Some days off make streaks mean something.
            if random.chance(0.1) { continue }

            var total = 0.0
            for (index, artist) in catalogue.artists.enumerated() {
                let distance = (Double(day) - artist.peakDay) / artist.favourDays
                let weight = artist.popularity * (0.15 + exp(-distance * distance))
                weights[index] = weight
                total += weight
            }

            let isWeekend = date.weekdayIndex >= 5
            let sessionCount = isWeekend ? 2 + Int(random.next() % 3) : 1 + Int(random.next() % 3)
            var startHours: [Double] = (0..<sessionCount).map { _ in
                Self.sessionStartHour(isWeekend: isWeekend, random: &random)
            }
            startHours.sort()

            for startHour in startHours {
                let hour = Int64(startHour)
                let minute = Int64((startHour - Double(Int(startHour))) * 60)
                let second = Int64(random.next() % 60)
                // In a spring-forward gap the clock moves the time on by the gap.
                let start = clock.instant(atLocalSeconds: Int64(date.dayNumber) * 86_400 + hour * 3600 + minute * 60 + second)
                var time = max(start, lastEnd + 30)
                let trackCount = max(1, Int((0.3 + 1.4 * random.unit()) * meanTracksPerSession))

                var artistIndex = random.pick(weights: weights, total: total)
                var releaseIndex = Int(random.next() % UInt64(catalogue.artists[artistIndex].releases.count))
                var trackIndex = 0
                for _ in 0..<trackCount {
                    if !random.chance(0.55) {
                        artistIndex = random.pick(weights: weights, total: total)
                        let releases = catalogue.artists[artistIndex].releases
                        releaseIndex = Int(random.next() % UInt64(releases.count))
                        trackIndex = Int(random.next() % UInt64(releases[releaseIndex].tracks.count))
                    }
                    let tracks = catalogue.artists[artistIndex].releases[releaseIndex].tracks
                    let played = tracks[trackIndex % tracks.count]
                    listens.append(
                        Listen(listenedAt: time, track: played.track, durationMs: played.durationMs, source: .demo))
                    time += Int64((played.durationMs ?? 210_000) / 1000) + Int64(random.next() % 8)
                    trackIndex += 1
                }
                lastEnd = time
            }
        }
        return listens
    }

    /// A local hour (with fraction) when a session starts: evenings on weekdays, with some
    /// commutes and lunches; late mornings to late evenings at weekends.
    private static func sessionStartHour(isWeekend: Bool, random: inout SeededGenerator) -> Double {
        let roll = random.unit()
        if isWeekend {
            return roll < 0.55 ? 10 + random.unit() * 8 : 18 + random.unit() * 5
        }
        if roll < 0.2 { return 7 + random.unit() * 1.5 }
        if roll < 0.3 { return 12 + random.unit() }
        return 18 + random.unit() * 5
    }
}
