import ListenModel

/// The lower-cased ids that artists, releases and recordings group by, besides titles and
/// release names: per track its credit, per credit its artist's name. Worked out once, for
/// both halves of the index (each used to lower credits and release names on its own).
///
/// The ids are of one `LoweredTexts`, so they compare with each other and with nothing else:
/// every key field is filled from one source (titles and release names from `LoweredTitles`).
struct LoweredCredits: Sendable {
    /// Per track: the lower-cased id of its credit as statistics show it.
    var credit: [Int32]
    /// Per track without credits: its submitted artist name, lower-cased (-1 otherwise).
    var artistName: [Int32]
    /// Per credit, by its index among the catalog's credits: its name, lower-cased.
    var creditName: [Int32]
    /// With `ArtistGrouping.mergingUnmappedNames`: the mapped artists by lower-cased name.
    var mapped: MappedArtistNames?
    /// The rule the keys were made for, which also decides how albums group.
    let grouping: ArtistGrouping

    /// Visits only the tracks of `firstHeard` (the others get -1).
    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)], grouping: ArtistGrouping) {
        credit = [Int32](repeating: -1, count: catalog.count)
        artistName = [Int32](repeating: -1, count: catalog.count)
        creditName = [Int32](repeating: -1, count: catalog.isEmpty ? 0 : catalog.credits(of: catalog.count - 1).endIndex)
        var lowered = LoweredTexts(catalog.texts)
        for (track, _) in firstHeard {
            let entry = catalog.entries[Int(track)]
            let credits = catalog.credits(of: Int(track))
            if credits.isEmpty {
                artistName[Int(track)] = lowered.id(entry.artistName)
            } else {
                for index in credits.indices { creditName[index] = lowered.id(credits[index].name) }
            }
            credit[Int(track)] = lowered.credit(of: entry, credits)
        }
        self.grouping = grouping
        mapped = grouping == .mergingUnmappedNames ? MappedArtistNames(catalog, firstHeard: firstHeard, lowered: &lowered) : nil
    }
}
