import ListenModel

extension LoweredTexts {
    /// The lower-cased id of a track's artist credit as statistics show it: the credited
    /// names with their join phrases, or the submitted artist when there are no credits.
    mutating func credit(of entry: CatalogTrack, _ credits: ArraySlice<CatalogCredit>) -> Int32 {
        guard let first = credits.first else { return id(entry.artistName) }
        if credits.count == 1 && texts.byteCount(first.joinPhrase) == 0 { return id(first.name) }
        return id(concatenating: credits)
    }

    /// The lower-cased id of a track's release name, -1 when it has none (or an empty one):
    /// such a listen is left out of release statistics.
    mutating func release(of entry: CatalogTrack) -> Int32 {
        entry.releaseName >= 0 && texts.byteCount(entry.releaseName) > 0 ? id(entry.releaseName) : -1
    }
}
