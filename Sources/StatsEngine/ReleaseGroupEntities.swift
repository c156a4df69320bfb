import ListenModel

/// The release groups of a catalog's tracks: built on the core that builds recordings, apart
/// from artists and releases, which alone took half again as long as recordings did.
struct ReleaseGroupEntities: Sendable {
    /// Per track: its release group id, -1 when left out (no release name).
    var trackReleaseGroup: [Int32]
    var releaseGroups: EntityTable

    /// Visits `firstHeard` (tracks in the order first heard) so ids mean "first heard first";
    /// groups by the lower-cased release name of `titles`, the group's MBID and the credit of `keys`.
    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)], keys: LoweredCredits, titles: LoweredTitles) {
        trackReleaseGroup = [Int32](repeating: -1, count: catalog.count)
        releaseGroups = EntityTable(capacity: firstHeard.count / 4)
        for (track, _) in firstHeard {
            let release = titles.release[Int(track)]
            guard release >= 0 else { continue }
            let entry = catalog.entries[Int(track)]
            trackReleaseGroup[Int(track)] = releaseGroups.intern(
                keys.grouping.groupsAlbumsByMBID && entry.releaseGroupMBID >= 0
                    ? EntityKey(name: -1, mbid: entry.releaseGroupMBID)
                    : EntityKey(name: release, mbid: entry.releaseGroupMBID, credit: keys.credit[Int(track)]),
                track: track, name: entry.releaseName, mbid: entry.releaseGroupMBID)
        }
    }
}
