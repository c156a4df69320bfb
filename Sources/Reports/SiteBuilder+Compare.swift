import Foundation
import ListenModel

extension SiteBuilder {
    /// A comparison page lists every pair of listeners: 190 pairs for 20 listeners, but half a
    /// million (hundreds of megabytes) for a community of 1,000, so past this many listeners a
    /// site has none.
    static let comparisonMaximumListeners = 20

    /// Every pair of listeners with listens, side by side; nil for a site of one listener, or of
    /// more than `comparisonMaximumListeners`.
    func comparisonPage(
        _ summaries: [SiteUserSummary], pages: [String: [EntityRef: String]],
        compatibility: ([ArtistCount], [ArtistCount]) -> ListenerCompatibility?
    ) -> ComparisonPageView? {
        let listeners = summaries.filter { !$0.artists.isEmpty }
        guard listeners.count > 1, listeners.count <= Self.comparisonMaximumListeners else { return nil }
        var pairs: [ComparisonPageView.Pair] = []
        for (offset, first) in listeners.enumerated() {
            for second in listeners.dropFirst(offset + 1) {
                guard let result = compatibility(first.artists, second.artists) else { continue }
                func url(_ user: String, _ artist: ArtistCount) -> String? {
                    pages[user]?[EntityRef(artist)].map { "../\(SitePath.component(user))/\($0)" }
                }
                let rows = result.sharedArtists.map { pair in
                    ComparisonPageView.Row(
                        name: pair.first.name, firstCount: DisplayFormat.count(pair.first.listenCount),
                        secondCount: DisplayFormat.count(pair.second.listenCount),
                        hasFirstURL: url(first.user, pair.first) != nil, firstURL: url(first.user, pair.first) ?? "",
                        hasSecondURL: url(second.user, pair.second) != nil, secondURL: url(second.user, pair.second) ?? "")
                }
                pairs.append(
                    ComparisonPageView.Pair(
                        first: first.user, second: second.user, score: String(Int((result.similarity * 100).rounded())),
                        summary:
                            "\(DisplayFormat.count(result.sharedArtistCount)) artists in common, of \(DisplayFormat.count(result.firstArtistCount)) and \(DisplayFormat.count(result.secondArtistCount)).",
                        rows: rows, hasRows: !rows.isEmpty))
            }
        }
        return ComparisonPageView(title: options.title, generator: options.generator, pairs: pairs)
    }
}
