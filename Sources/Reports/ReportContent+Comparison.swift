extension ReportContent {
    /// Whether the previous period's listens are known, so the page may compare with them: always
    /// for counted listens; for ListenBrainz's numbers only when they cover the period before
    /// (a Year in Music without the year before's review does not).
    var comparesPreviousPeriod: Bool {
        source.isLocal || stats.previousWindow.end > stats.previousWindow.start
    }
}
