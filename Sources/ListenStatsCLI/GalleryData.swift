import Charts
import Foundation
import Reports
import ListenModel
import ListenSources
import StatsEngine

/// The demo generator's history computed by the engine, for the gallery (`ChartGallery`): real numbers through
/// the same mapping the `chart` command and the reports use.
struct GalleryData {
    /// ISO week 2026-W47, the demo's last week.
    var week: StatSetCharts
    /// The calendar year 2025, the demo's one full year.
    var year: StatSetCharts
    /// The Year in Music of 2025.
    var review: YearReviewCharts

    static let weekRequest = RangeRequest.isoWeek(year: 2026, week: 47)
    static let weekTitle = "2026-W47"
    static let yearNumber = 2025

    /// Generates the demo history (deterministic: the generator's default seed) and computes it.
    init() throws {
        let generator = DemoHistoryGenerator()
        let user = DemoCommand.user
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = generator.timeZone
        let listens = generator.listens()
        let metadata = MusicMetadata(batches: [DemoMetadataGenerator(seed: generator.seed).batch(for: listens)])
        let engine = StatsEngine(history: ListenHistory(listens: listens), calendar: calendar, metadata: metadata)
        let asOf = engine.latestListen ?? 0
        let weekRange = try StatsRequest.resolve(Self.weekRequest, in: engine, asOf: asOf)
        let yearRange = try StatsRequest.resolve(.year(Self.yearNumber), in: engine, asOf: asOf)
        week = StatSetCharts(stats: engine.statSet(for: weekRange), user: user, periodTitle: "Week 47, 2026")
        year = StatSetCharts(stats: engine.statSet(for: yearRange), user: user, periodTitle: "\(Self.yearNumber)")
        review = try YearReviewCharts(year: Self.yearNumber, of: engine, asOf: asOf, user: user)
    }
}
