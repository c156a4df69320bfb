import ListenModel

/// Per track, the lower-cased id of its title (the recording name where mapped), which
/// recordings group by; worked out on one core while `LoweredCredits` is on the other.
struct LoweredTitles: Sendable {
    /// Per track: the id, of this table's own `LoweredTexts` (-1 for a track no listen refers to).
    var title: [Int32]

    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)]) {
        title = [Int32](repeating: -1, count: catalog.count)
        var lowered = LoweredTexts(catalog.texts)
        for (track, _) in firstHeard { title[Int(track)] = lowered.id(catalog.entries[Int(track)].effectiveTitle) }
    }
}
