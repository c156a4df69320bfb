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

    /// Local reports show the music sections with the cached numbers; reports from
    /// ListenBrainz's statistics show them when it sent the statistic. With nothing cached, a
    /// local report says so once: the first section with nothing from ListenBrainz either
    /// carries one note naming the command to run, and the others without numbers are left out
    /// rather than each repeat it.
    static func showsMusic(_ content: ReportContent, id: ID, serverEntries: [(label: String, count: Int)]) -> Bool {
        guard content.source.isLocal else { return !serverEntries.isEmpty }
        if content.stats.music != nil || !serverEntries.isEmpty { return true }
        return missingMusic(content).first?.id == id
    }

    /// The music sections a local report without cached metadata has no numbers for, in page
    /// order, with what each would show.
    static func missingMusic(_ content: ReportContent) -> [(id: ID, what: String)] {
        guard content.source.isLocal, content.stats.music == nil else { return [] }
        let server = content.serverStatistics
        return [
            (ID.eraActivity, "release years", eraEntries(server)), (ID.genres, "genres", genreEntries(server)),
            (ID.artistOrigins, "artists' countries", originEntries(server)),
        ].filter { $0.2.isEmpty }.map { ($0.0, $0.1) }
    }

    /// The heading of a music section: the note that all three are missing has its own.
    static func musicTitle(_ content: ReportContent, _ title: String) -> String {
        missingMusic(content).count == 3 ? "Genres, release years and origins" : title
    }

    /// "1,204 of this week's 1,580 listens (76%) have cached metadata; 310 are not in
    /// MusicBrainz."
    static func coverageSentence(_ music: MusicStats, noun: String) -> String {
        var sentence =
            "\(DisplayFormat.count(music.listensWithMetadata)) of this \(noun)'s \(DisplayFormat.listens(music.listenCount)) (\(percent(music.coverage))) have cached metadata"
        if music.unmappedListenCount > 0 {
            sentence += "; \(DisplayFormat.count(music.unmappedListenCount)) are not in MusicBrainz"
        }
        return sentence + "."
    }

    /// What a local section says when it has nothing to show.
    static func noMusicMessage(_ content: ReportContent, what: String) -> String {
        guard let music = content.stats.music else {
            let missing = missingMusic(content).map(\.what)
            let list = missing.count > 1 ? missing.dropLast().joined(separator: ", ") + " or " + (missing.last ?? "") : missing.first ?? what
            // A reader of the page can do nothing about it: the command is the owner's, in the
            // terminal (`report` says it) and the docs.
            return "Nothing is known about the music of these listens yet, so there are no \(list) here."
        }
        if music.listenCount == 0 { return "No listens in this \(content.period.kind.noun)." }
        return "No \(what) for this \(content.period.kind.noun)'s listens in the cached metadata. "
            + coverageSentence(music, noun: content.period.kind.noun)
    }

    /// "42.1%".
    static func percent(_ share: Double) -> String {
        let tenths = (share * 1000).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))%" : String(format: "%.1f%%", tenths / 10)
    }

    /// The server statistic of `kind` among the report's (which are all of its range), if stored.
    static func serverContent(_ statistics: [ServerStatistic], _ kind: ServerStatKind) -> ServerStatContent? {
        statistics.first { $0.kind == kind }?.content
    }
}
