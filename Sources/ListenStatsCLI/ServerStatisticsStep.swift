import Foundation
import ListenModel
import ListenSources
import ListenStore

/// The pipeline step that downloads what ListenBrainz computed (statistics for its ranges, the
/// listen count, feedback, Years in Music) and stores it with the time it was fetched.
///
/// ListenBrainz recomputes its statistics about once a day, so a statistic fetched less than
/// `freshness` ago is not asked for again, and a past year's Year in Music, once stored, never
/// is: a run cut short is finished by running it again, and a daily run stays polite.
struct ServerStatisticsStep {
    let client: ListenBrainzClient
    let store: ListenStore
    let user: String
    /// The ranges to fetch statistics for; empty to fetch only Years in Music.
    let ranges: [StatRange]
    /// The years whose Year in Music to fetch; nil for every year ListenBrainz has listens in.
    let years: [Int]?
    let output: SyncOutput
    /// The invocation's now (`InvocationClock`): when what is fetched is stamped, and this year.
    let now: Int64
    /// Seconds a stored statistic counts as current; 0 fetches everything again.
    var freshness: Int64 = 12 * 3600

    /// Fetches what is not current and returns how many statistics and Years in Music it stored.
    @discardableResult
    func run() async throws -> Int {
        var fetchedCount = 0
        var skippedCount = 0
        var missing: Set<String> = []
        for range in ranges {
            var fetched: [ServerStatistic] = []
            for kind in ServerStatKind.allCases {
                if let stored = try store.serverStatistic(kind, range: range, user: user), now - stored.fetchedAt < freshness {
                    skippedCount += 1
                    continue
                }
                if let statistic = try await client.statistic(kind, user: user, range: range) {
                    fetched.append(statistic)
                } else {
                    missing.insert("\(kind.rawValue) (\(range.rawValue))")
                }
            }
            // One transaction per range: what is stored stays stored if a later range fails.
            try store.write { writer in
                for statistic in fetched { try writer.saveServerStatistic(statistic, user: user, fetchedAt: now) }
            }
            fetchedCount += fetched.count
        }
        if !ranges.isEmpty {
            let count = try await client.listenCount(user: user)
            let feedback = try await client.feedback(user: user)
            let pins = try await client.pins(user: user)
            try store.write { writer in
                try writer.saveServerListenCount(count, user: user, fetchedAt: now)
                try writer.replaceFeedback(feedback, user: user, fetchedAt: now)
                try writer.savePins(pins, user: user, fetchedAt: now)
            }
            var line = "fetched ListenBrainz statistics for \(user): \(fetchedCount) new"
            if skippedCount > 0 { line += ", \(skippedCount) fetched in the last \(freshness / 3600) hours kept" }
            line += " (\(ranges.map(\.rawValue).joined(separator: ", "))); \(count) listens on the server, \(feedback.count) loved/hated recordings, \(pins.count) pins"
            output.summary(line)
            if !missing.isEmpty {
                output.summary(
                    "ListenBrainz has not calculated \(missing.sorted().joined(separator: ", ")) for \(user) yet; reports compute them locally")
            }
        }
        return fetchedCount + (try await fetchYearsInMusic())
    }

    /// Years in Music: the years asked for, or every year the all-time activity has listens in.
    private func fetchYearsInMusic() async throws -> Int {
        let thisYear = CalendarDay(dayNumber: Int(WallClock.floorDiv(now, 86_400))).year
        var years = self.years ?? []
        if self.years == nil, let activity = try store.serverStatistic(.listeningActivity, range: .allTime, user: user)?.value,
            case .listeningActivity(let buckets) = activity.content
        {
            years = buckets.filter { $0.listenCount > 0 }.map { CalendarDay(dayNumber: Int(WallClock.floorDiv($0.fromTS, 86_400))).year }
        }
        var fetched: [Int] = []
        var empty: [Int] = []
        for year in years.sorted() {
            // A past year's review is final once ListenBrainz has made it.
            if self.years == nil, year < thisYear, try store.yearInMusic(year, user: user) != nil { continue }
            let data = try await client.yearInMusic(user: user, year: year)
            if data.isEmpty {
                empty.append(year)
            } else {
                try store.write { writer in try writer.saveYearInMusic(data, user: user, fetchedAt: now) }
                fetched.append(year)
            }
        }
        if !fetched.isEmpty {
            output.summary("fetched ListenBrainz's Year in Music \(fetched.map(String.init).joined(separator: ", ")) for \(user)")
        }
        if !empty.isEmpty, self.years != nil {
            output.summary(
                "ListenBrainz has no Year in Music \(empty.map(String.init).joined(separator: ", ")) for \(user); `listenstats year` computes it locally")
        }
        return fetched.count
    }
}
