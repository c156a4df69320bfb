import ListenModel
import ListenStore
import Reports

/// The covers of what ListenBrainz computed for a user: its top albums, release groups and
/// tracks of every stored range, and the top albums of every stored Year in Music, as many as
/// a page of ListenBrainz's statistics lists (`CoverSelection.longSpanCount`). A listener whose
/// reports are ListenBrainz's numbers (`source: listenbrainz`) has no listens to choose from.
enum ServerCoverSelection {
    static func keys(store: ListenStore, user: String) throws -> [CoverArtKey] {
        let count = CoverSelection.longSpanCount
        var keys: [CoverArtKey] = []
        for range in StatRange.allCases {
            for kind in [ServerStatKind.releases, .releaseGroups, .recordings] {
                switch try store.serverStatistic(kind, range: range, user: user)?.value.content {
                case .releases(let entries, _)?, .releaseGroups(let entries, _)?: keys += entries.prefix(count).compactMap(\.coverArtKey)
                case .recordings(let entries, _)?: keys += entries.prefix(count).compactMap(\.coverArtKey)
                default: break
                }
            }
        }
        for year in try store.yearsInMusic(user: user).reversed() {
            if let review = try store.yearInMusic(year, user: user)?.value {
                keys += review.topReleaseGroups.prefix(count).compactMap(\.coverArtKey)
                keys += review.topRecordings.prefix(count).compactMap(\.coverArtKey)
            }
        }
        var seen: Set<CoverArtKey> = []
        return keys.filter { seen.insert($0).inserted }
    }
}
