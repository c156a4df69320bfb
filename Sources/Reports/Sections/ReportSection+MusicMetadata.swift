import Charts
import Foundation
import ListenModel

/// The local side of the genre, release-year and origin sections: their numbers from the
/// cached metadata (`StatSet.music`), the sentences saying how much of the period it covers,
/// and what to run when nothing is cached. The same sections show ListenBrainz's own numbers
/// on a report from its statistics.
extension ReportSection {
    /// Whether a section shows the local numbers: the report counted metadata itself.
    static func isLocalMusic(_ stats: StatSet) -> Bool { stats.music != nil }

    /// Local reports always show the music sections (saying what to run when nothing is
    /// cached); reports from ListenBrainz's statistics show them when it sent the statistic.
    static func showsMusic(_ content: ReportContent, serverEntries: [(label: String, count: Int)]) -> Bool {
        content.source.isLocal || !serverEntries.isEmpty
    }

    /// "1,204 of this week's 1,580 listens (76%) have cached metadata; 310 are not mapped to
    /// MusicBrainz and never will."
    static func coverageSentence(_ music: MusicStats, noun: String) -> String {
        var sentence =
            "\(DisplayFormat.count(music.listensWithMetadata)) of this \(noun)'s \(DisplayFormat.listens(music.listenCount)) (\(percent(music.coverage))) have cached metadata"
        if music.unmappedListenCount > 0 {
            sentence += "; \(DisplayFormat.count(music.unmappedListenCount)) are not mapped to MusicBrainz, so none is known for them"
        }
        return sentence + "."
    }

    /// What a local section says when it has nothing to show.
    static func noMusicMessage(_ content: ReportContent, what: String) -> String {
        let command = "`listenstats enrich --user \(content.user)`"
        guard let music = content.stats.music else {
            return "No \(what) yet: nothing is cached about the music. Run \(command) to fetch genres, release years and the artists' countries from ListenBrainz (reports use what is cached and never wait for the network)."
        }
        if music.listenCount == 0 { return "No listens in this \(content.period.kind.noun)." }
        return "No \(what) for this \(content.period.kind.noun)'s listens in the cached metadata. "
            + coverageSentence(music, noun: content.period.kind.noun) + " Run \(command) to fetch what is missing."
    }

    /// "42.1%".
    static func percent(_ share: Double) -> String {
        let tenths = (share * 1000).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))%" : String(format: "%.1f%%", tenths / 10)
    }

    static func localYearEntries(_ stats: StatSet) -> [(label: String, count: Int)] {
        (stats.music?.releaseYears ?? []).map { (String($0.year), $0.listenCount) }
    }

    static func localDecadeEntries(_ stats: StatSet) -> [(label: String, count: Int)] {
        (stats.music?.releaseDecades ?? []).map { ("\($0.year)s", $0.listenCount) }
    }

    static func localOriginEntries(_ stats: StatSet) -> [(label: String, count: Int)] {
        (stats.music?.artistCountries ?? []).map { (WorldCountries.country($0.country)?.name ?? $0.country, $0.listenCount) }
    }

    /// Listens of the top genres per hour, rows in rank order: local (the report's zone) or
    /// ListenBrainz's (UTC).
    static func genreHourRows(_ input: ChartInput) -> (genres: [String], counts: [[Int]], zone: String) {
        if let music = input.stats.music {
            let genres = Array(music.topGenres.prefix(8).map(\.genre))
            var counts = [[Int]](repeating: [Int](repeating: 0, count: 24), count: genres.count)
            for cell in music.genreHours where (0..<24).contains(cell.hour) {
                if let row = genres.firstIndex(of: cell.genre) { counts[row][cell.hour] += cell.listenCount }
            }
            return (genres, counts, input.stats.timeZone)
        }
        let genres = genreEntries(input.serverStatistics).prefix(8).map(\.label)
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 24), count: genres.count)
        if case .genreActivity(let cells)? = input.serverStatistics.first(where: { $0.kind == .genreActivity })?.content {
            for cell in cells where (0..<24).contains(cell.hour) {
                if let row = genres.firstIndex(of: cell.genre) { counts[row][cell.hour] += cell.listenCount }
            }
        }
        return (Array(genres), counts, "UTC")
    }
}
