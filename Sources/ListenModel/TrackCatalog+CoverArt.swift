extension TrackCatalog {
    /// The Cover Art Archive image of the track at `position` (as its `Track`'s mapping has
    /// it), without making the `Track`.
    public func coverArtKey(at position: Int) -> CoverArtKey? {
        let entry = entries[position]
        guard entry.isMapped, let caaID = entry.caaID, entry.caaReleaseMBID >= 0 else { return nil }
        return CoverArtKey(releaseMBID: text(entry.caaReleaseMBID), caaID: caaID)
    }
}
