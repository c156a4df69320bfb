import Charts
import ListenModel

extension ReportSection {
    /// A local report in ListenBrainz's mode compared with ListenBrainz's own numbers.
    static let listenBrainzComparison = ReportSection(
        id: .listenBrainzComparison, title: "Beside ListenBrainz", partial: "comparison", dataPath: "server_stats",
        isShown: { $0.source.isLocal && $0.serverStats != nil },
        view: { content, _ in ComparisonSection(content: content) })

    /// ListenBrainz's own Year in Music beside (or instead of) the one counted here.
    static let listenBrainzYearInMusic = ReportSection(
        id: .listenBrainzYearInMusic, title: "ListenBrainz's Year in Music", partial: "listenbrainz-year",
        dataPath: "server_year_in_music", isShown: { !($0.serverYearInMusic?.isEmpty ?? true) },
        view: { content, _ in ServerYearSection(content: content) })

    /// What a report from ListenBrainz's statistics alone leaves out.
    static let needsListens = ReportSection(
        id: .needsListens, title: "From your own listens", dataPath: "sections",
        isShown: { !$0.source.isLocal },
        view: { content, _ in
            // The sections a local report of this period would have: a week names no year review.
            var local = content
            local.source = .local
            let missing = ReportSections.all.filter { $0.needsListens && ($0.isShown(in: local) || !$0.isReviewList) }.map(\.title)
            return [
                "message":
                    "These sections count the listens themselves, which ListenBrainz's statistics do not: \(missing.joined(separator: " · ")), and listening time; a report from the stored listens has them, in the listener's own time zone.",
            ]
        })
}

extension ReportSection.ID {
    static let listenBrainzComparison: Self = "listenbrainz-comparison"
    static let listenBrainzYearInMusic: Self = "listenbrainz-year-in-music"
    static let needsListens: Self = "needs-listens"
}
