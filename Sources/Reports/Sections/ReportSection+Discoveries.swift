extension ReportSection {
    /// Artists and albums first heard in the period.
    static let discoveries = ReportSection(
        id: "discoveries", dataPath: "stats.new_artists", view: { content, _ in DiscoveriesSection(content: content) })

    /// Runs of listening days and listening sessions.
    static let streaks = ReportSection(id: "streaks", dataPath: "stats.streaks", view: { content, _ in StreaksSection(content: content) })

    /// Tracks loved during the period (ListenBrainz feedback).
    static let loved = ReportSection(id: "loved", dataPath: "loved_tracks", view: { content, _ in LovedSection(content: content) })
}
