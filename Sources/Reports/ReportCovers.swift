import ListenModel

/// The covers a report shows, and where its page finds them: copied from the cover cache into
/// the report's own `covers/` folder, so a report (and the site) works offline and never
/// links to another server.
public enum ReportCovers {
    /// The folder beside `index.html` the covers are copied into.
    public static let folder = "covers"

    /// Every cover the report can show, each once, in page order: the top albums' and top
    /// tracks' rows (as many as the lists show), the album grid's and the poster's tiles.
    public static func wanted(by content: ReportContent) -> [CoverArtKey] {
        let limit = TopListSection.limit(content.period.kind)
        var keys = content.stats.topReleases.prefix(max(limit, StatSetCharts.gridEntries)).compactMap(\.coverArtKey)
        keys += content.stats.topRecordings.prefix(limit).compactMap(\.coverArtKey)
        keys += (content.yearReview?.topAlbums.prefix(YearReviewCharts.posterAlbums) ?? []).compactMap(\.coverArtKey)
        var seen: Set<CoverArtKey> = []
        return keys.filter { seen.insert($0).inserted }
    }

    /// The path of a copied cover relative to the report's page.
    public static func pagePath(_ key: CoverArtKey) -> String {
        folder + "/" + key.fileName
    }
}
