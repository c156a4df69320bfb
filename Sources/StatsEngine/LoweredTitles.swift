import ListenModel

/// Per track, the lower-cased ids of its title (the recording name where mapped) and release
/// name, which recordings and releases group by; worked out on one core while
/// `LoweredCredits` is on the other (credits take about as long as titles and release names).
struct LoweredTitles: Sendable {
    /// Per track: the ids, of this table's own `LoweredTexts` (-1 for a track no listen refers
    /// to; a release name also -1 when there is none, or an empty one: such a listen is left
    /// out of release statistics).
    var title: [Int32]
    var release: [Int32]

    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)]) {
        title = [Int32](repeating: -1, count: catalog.count)
        release = [Int32](repeating: -1, count: catalog.count)
        var lowered = LoweredTexts(catalog.texts)
        for (track, _) in firstHeard {
            let entry = catalog.entries[Int(track)]
            title[Int(track)] = lowered.id(entry.effectiveTitle)
            release[Int(track)] = lowered.release(of: entry)
        }
    }
}
