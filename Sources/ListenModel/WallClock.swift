import Foundation

/// Turns instants into wall-clock days and seconds of one IANA zone, and days back into the
/// instant they start, quickly and correct across offset changes: the one clock every module
/// asks for days, weeks, months and years.
///
/// Foundation's calendar costs microseconds per call on Linux; a decade of listens needs
/// millions of conversions. The zone's offset changes are read once into a table, and every
/// conversion after that is a binary search.
public struct WallClock: Sendable {
    public let identifier: String
    /// Instants at which the offset changes, ascending, and the offset (seconds east of UTC)
    /// in force from each one on. `offsets[0]` applies before the first transition.
    private let transitions: [Int64]
    private let offsets: [Int64]

    /// Whether `identifier` asks for ListenBrainz's clock: "UTC" as a listener names it (and
    /// "GMT", Foundation's name for it on Linux). ListenBrainz mode (its artist grouping, its
    /// statistics beside a report) is asked this one way. "Etc/UTC", a server's default zone,
    /// is a local clock that happens to be UTC: local mode, as before.
    public static func isUTC(_ identifier: String) -> Bool {
        identifier == "UTC" || identifier == "GMT"
    }

    /// The table covers 1900–2200; outside it the nearest known offset holds.
    public init(timeZone: TimeZone) {
        // Foundation on Linux names UTC "GMT"; say UTC, the name ListenBrainz mode is asked by.
        identifier = timeZone.identifier == "GMT" ? "UTC" : timeZone.identifier
        var transitions: [Int64] = []
        var offsets: [Int64] = [Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: -2_208_988_800)))]
        var cursor = Date(timeIntervalSince1970: -2_208_988_800)
        let limit = Date(timeIntervalSince1970: 7_258_118_400)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next < limit {
            let offset = Int64(timeZone.secondsFromGMT(for: next))
            if offset != offsets[offsets.count - 1] {
                transitions.append(Int64(next.timeIntervalSince1970.rounded(.down)))
                offsets.append(offset)
            }
            cursor = next
        }
        self.transitions = transitions
        self.offsets = offsets
    }

    /// The clock of the zone named `identifier`, UTC when no zone has that name.
    ///
    /// Reading a zone's table takes a while, and a report asks for the same zone many times, so
    /// each zone's table is read once per process.
    public init(named identifier: String) {
        self = Self.tables.clock(named: identifier)
    }

    private static let tables = WallClockTables()

    /// Seconds east of UTC in force at `instant`.
    public func offset(at instant: Int64) -> Int64 {
        // The number of transitions at or before `instant` indexes its offset.
        offsets[transitions.firstIndex(after: instant)]
    }

    /// The offset in force at `instant`, and the span of instants it holds for.
    public func offsetSpan(at instant: Int64) -> (offset: Int64, span: Range<Int64>) {
        let index = transitions.firstIndex(after: instant)
        let start = index > 0 ? transitions[index - 1] : Int64.min
        let end = index < transitions.count ? transitions[index] : Int64.max
        return (offsets[index], start..<end)
    }

    /// Seconds since 1970-01-01 00:00 on the wall clock.
    public func localSeconds(at instant: Int64) -> Int64 { instant + offset(at: instant) }

    /// The day number (days since 1970-01-01) of `instant` on the wall clock.
    public func dayNumber(at instant: Int64) -> Int { Int(Self.floorDiv(localSeconds(at: instant), 86_400)) }

    /// The wall-clock day of `instant`.
    public func day(at instant: Int64) -> CalendarDay { CalendarDay(dayNumber: dayNumber(at: instant)) }

    /// Seconds since the wall clock's midnight at `instant` (0 ..< 86,400).
    public func secondOfDay(at instant: Int64) -> Int {
        let local = localSeconds(at: instant)
        return Int(local - Self.floorDiv(local, 86_400) * 86_400)
    }

    /// The first instant of `day`: its midnight, or, where a clock change skips midnight,
    /// the moment the day begins after the gap.
    public func start(of day: CalendarDay) -> Int64 {
        let midnight = Int64(day.dayNumber) * 86_400
        if let instant = earliestInstant(reading: midnight) { return instant }
        // Midnight fell in a gap: the day starts at the transition that skipped it.
        if let index = gapTransition(skipping: midnight) { return transitions[index] }
        return midnight - offset(at: midnight)
    }

    /// The instant the wall clock reads `local` (seconds since 1970-01-01 00:00 on it): the
    /// earlier one where a clock change repeats the time, and where a change skips it, the
    /// time read with the offset before the change (02:30 in a one-hour gap is 03:30), as
    /// Foundation's calendar places it.
    public func instant(atLocalSeconds local: Int64) -> Int64 {
        if let instant = earliestInstant(reading: local) { return instant }
        if let index = gapTransition(skipping: local) { return local - offsets[index] }
        return local - offset(at: local)
    }

    /// The earliest instant at which the wall clock reads `local`; nil in a gap.
    private func earliestInstant(reading local: Int64) -> Int64? {
        // Try every offset near the time; the earliest instant that reads as it wins.
        var best: Int64?
        for candidateOffset in Set([offset(at: local - 86_400), offset(at: local), offset(at: local + 86_400)]) {
            let instant = local - candidateOffset
            if offset(at: instant) == candidateOffset, best.map({ instant < $0 }) ?? true {
                best = instant
            }
        }
        return best
    }

    /// The index of the transition whose forward jump skips the wall-clock time `local`.
    private func gapTransition(skipping local: Int64) -> Int? {
        transitions.indices.first { index in
            transitions[index] + offsets[index] <= local && transitions[index] + offsets[index + 1] > local
        }
    }

    /// The last second of `day`: one before the next day starts.
    public func lastSecond(of day: CalendarDay) -> Int64 { start(of: day.adding(days: 1)) - 1 }

    /// The instants from the start of `first` to the start of `end`, half-open.
    public func window(from first: CalendarDay, to end: CalendarDay) -> TimeWindow {
        TimeWindow(start: start(of: first), end: start(of: end))
    }

    /// `value / divisor` rounded towards negative infinity; inlinable, as the engine calls it per listen.
    @inlinable
    public static func floorDiv(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
