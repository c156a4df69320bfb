import ChartKit
import CairoCanvas
import Charts
import Foundation
import ListenModel
import Reports
import StatsEngine

extension StoreSiteSource {
    func entityProfiles(for user: String, selection: EntitySelection) throws -> [EntityProfile] {
        let loaded = try load(user)
        return loaded.engine.entityProfiles(selection)
    }

    /// An artist's rank per year as a bump chart and the days of its latest year as a calendar,
    /// each as SVG in both themes (the page embeds them; no files are written).
    func entityCharts(for user: String, profile: EntityProfile) throws -> [ChartReference] {
        guard profile.ref.kind == .artist else { return [] }
        var charts: [ChartReference] = []
        let ranked = profile.yearRanks.filter { $0.rank != nil }
        let deepest = ranked.compactMap(\.rank).max() ?? 0
        let depth = max(10, min(deepest, Self.bumpDepth))
        if profile.yearRanks.count > 1, ranked.contains(where: { ($0.rank ?? .max) <= depth }) {
            let data = RankBumpData(
                title: "\(profile.ref.name): rank among artists per year",
                subtitle: "Ranks below #\(depth) are left out", periodLabels: profile.yearRanks.map { String($0.year) },
                series: [NamedSeries(name: profile.ref.name, values: profile.yearRanks.map(\.rank))], depth: depth)
            charts.append(
                try Self.embedded(
                    id: "rank-bump", title: "Rank through the years",
                    altText: "Rank among all artists per year: "
                        + profile.yearRanks.map { "\($0.year) " + ($0.rank.map { "#\($0)" } ?? "not heard") }.joined(separator: ", ")
                        + ".",
                    light: RankBumpChart(data: data, theme: .light), dark: RankBumpChart(data: data, theme: .dark)))
        }
        let year = profile.lastDay.year
        let firstDay = CalendarDay(year: year, month: 1, day: 1).dayNumber
        var daily = [Int](repeating: 0, count: CalendarDay.isLeap(year) ? 366 : 365)
        for day in profile.days where day.day.year == year { daily[day.day.dayNumber - firstDay] = day.listenCount }
        let data = CalendarHeatmapData(
            title: "Days with \(profile.ref.name) in \(year)", year: year, dailyCounts: daily,
            longestStreak: Self.longestRun(daily))
        charts.append(
            try Self.embedded(
                id: "calendar", title: "Days played in \(year)",
                altText: "\(profile.ref.name) was played on \(data.activeDays) days of \(year).",
                light: CalendarHeatmap(data: data, theme: .light), dark: CalendarHeatmap(data: data, theme: .dark)))
        return charts
    }

    /// The deepest rank the bump chart draws: a line of an artist ranked 300th says little.
    static let bumpDepth = 20

    static func embedded(id: String, title: String, altText: String, light: some Chart, dark: some Chart) throws
        -> ChartReference
    {
        let lightSVG = try pipelineStep("charts") { try ChartRenderer.render(light, size: .card, format: .svg) }
        let darkSVG = try pipelineStep("charts") { try ChartRenderer.render(dark, size: .card, format: .svg) }
        return ChartReference(
            id: id, title: title, altText: altText, inlineSVG: String(decoding: lightSVG, as: UTF8.self),
            inlineSVGDark: String(decoding: darkSVG, as: UTF8.self))
    }

    static func longestRun(_ daily: [Int]) -> Int {
        var longest = 0
        var run = 0
        for count in daily {
            run = count > 0 ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
