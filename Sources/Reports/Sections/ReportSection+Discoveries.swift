extension ReportSection {
    /// Artists and albums first heard in the period; a year review shows its top discoveries
    /// (`topDiscoveries`, with a share card) in this place instead of the same names twice.
    static let discoveries = ReportSection(
        id: .discoveries, title: "Discoveries", dataPath: "stats.new_artists", needsListens: true,
        isShown: { !($0.period.kind == .year && $0.yearReview != nil) },
        view: { content, _ in DiscoveriesSection(content: content) })

    /// Runs of listening days and listening sessions.
    static let streaks = ReportSection(id: .streaks, title: "Streaks and sessions", dataPath: "stats.streaks", needsListens: true, view: { content, _ in StreaksSection(content: content) })

    /// The recordings pinned on ListenBrainz: the one standing at the period's end and those
    /// pinned during it.
    static let pins = ReportSection(
        id: .pins, title: "Pinned", dataPath: "pins", isShown: { !($0.pins ?? []).isEmpty },
        view: { content, _ in PinsSection(content: content) })

    /// Tracks loved during the period (ListenBrainz feedback).
    /// Shown once the history has feedback at all: a reader learns nothing from a section
    /// saying that none is known.
    static let loved = ReportSection(
        id: .loved, title: "Loved tracks", dataPath: "loved_tracks", isShown: { $0.feedback != nil },
        view: { content, _ in LovedSection(content: content) })
}

extension ReportSection.ID {
    static let discoveries: Self = "discoveries"
    static let streaks: Self = "streaks"
    static let pins: Self = "pins"
    static let loved: Self = "loved"
}
