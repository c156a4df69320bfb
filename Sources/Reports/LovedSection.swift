import ListenModel

/// Tracks loved (ListenBrainz feedback) during the period.
struct LovedSection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var rows: [LovedTrackRow]

    init(content: ReportContent) {
        let clock = WallClock(named: content.stats.timeZone)
        let loved = (content.feedback ?? [])
            .filter { $0.score == .loved && content.period.window.contains($0.created) }
            .sorted { ($0.created, $0.recordingMBID ?? $0.recordingMSID ?? "") < ($1.created, $1.recordingMBID ?? $1.recordingMSID ?? "") }
        rows = loved.map { entry in
            let link = MusicBrainzLink.url(.recording, mbid: entry.recordingMBID)
            return LovedTrackRow(
                // An id is no name: a track this history never played is linked, not spelt out.
                name: entry.trackName ?? (link == nil ? "A track not in this history" : "A recording not in this history"),
                hasLink: link != nil, link: link ?? "", byline: entry.artistName ?? "",
                hasByline: entry.artistName != nil,
                date: DisplayFormat.day(clock.day(at: entry.created), weekday: false))
        }
        available = !rows.isEmpty
        unavailableMessage =
            content.feedback == nil
            ? "No loved or hated tracks are known for \(content.user)."
            : "No tracks loved this \(content.period.kind.noun)."
    }
}
