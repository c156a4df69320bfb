import ListenModel

/// The cards at the top: listens, listening time, artists, albums, tracks.
struct HeadlineSection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var cards: [HeadlineCard]

    init(content: ReportContent) {
        let stats = content.stats
        let period = content.period
        available = stats.listenCount > 0
        unavailableMessage = "No listens in this \(period.kind.noun)."
        // A period in progress is compared with as much of the previous one.
        let progress = PeriodProgress(content: content)
        let change = DisplayFormat.change(percent: stats.activityChangePercent, listens: stats.listenCount)
        let previous =
            period.kind == .allTime || !content.comparesPreviousPeriod
            ? ""
            : progress.isInProgress
                ? "\(change.text) on the same \(progress.elapsedBuckets) \(stats.granularity.rawValue)s of the previous \(period.kind.noun) (\(DisplayFormat.count(progress.comparablePreviousListens)))"
                : "\(change.text) on the previous \(period.kind.noun) (\(DisplayFormat.count(stats.previousListenCount)))"
        let previousNoted = previous.isEmpty || progress.partialCoverageNote.isEmpty ? previous : previous + progress.partialCoverageNote
        let totalMs = stats.knownListeningMs + stats.estimatedListeningMs
        let estimated =
            stats.estimatedListenCount == 0
            ? ""
            : "includes ~\(DisplayFormat.duration(milliseconds: stats.estimatedListeningMs)) estimated for \(DisplayFormat.listens(stats.estimatedListenCount)) without a duration"
        cards = [
            HeadlineCard(
                label: "Listens", value: DisplayFormat.count(stats.listenCount), detail: previousNoted,
                changeClass: previous.isEmpty ? "" : change.direction.rawValue),
            HeadlineCard(
                label: "Listening time", value: DisplayFormat.duration(milliseconds: totalMs), detail: estimated),
            HeadlineCard(label: "Artists", value: DisplayFormat.count(stats.artistCount)),
            HeadlineCard(label: "Albums", value: DisplayFormat.count(stats.releaseCount)),
            HeadlineCard(label: "Tracks", value: DisplayFormat.count(stats.recordingCount)),
        ]
        if let music = stats.music, let median = music.medianReleaseYear {
            // The "listening age": how old the music played is, from cached release years.
            cards.append(
                HeadlineCard(
                    label: "Median release year", value: String(median),
                    detail: "of the \(DisplayFormat.listens(music.listensWithReleaseYear)) with a known release year"))
        }
        // ListenBrainz's statistics count no listening time, and a Year in Music names no
        // totals of albums and tracks: a count of 0 beside listens is unknown, not none.
        if !content.source.isLocal {
            cards.remove(at: 1)
            cards.removeAll { $0.value == "0" && $0.label != "Listens" }
        }
    }
}
