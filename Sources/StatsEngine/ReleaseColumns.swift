import ListenModel

/// The releases and release groups of a history's tracks, and per track the ids of its own.
struct ReleaseColumns: Sendable {
    var releases: EntityTable<ReleaseCount>
    var releaseGroups: EntityTable<ReleaseCount>
    /// Per track: release and release group id, -1 when left out (no release name).
    var trackRelease: [Int32] = []
    var trackReleaseGroup: [Int32] = []

    init(tracks: [Track]) {
        releases = EntityTable(capacity: tracks.count / 4)
        releaseGroups = EntityTable(capacity: tracks.count / 4)
        trackRelease.reserveCapacity(tracks.count)
        trackReleaseGroup.reserveCapacity(tracks.count)
        // About four distinct strings per release (name, credit and two MBIDs).
        var strings = StringInterner(capacity: tracks.count)
        for track in tracks.indices {
            guard let releaseName = tracks[track].releaseName, !releaseName.isEmpty else {
                trackRelease.append(-1)
                trackReleaseGroup.append(-1)
                continue
            }
            let mapping = tracks[track].mapping
            let credit = tracks[track].effectiveArtistCredit
            let lowerCredit = strings.lowercasedID(credit)
            let lowerRelease = strings.lowercasedID(releaseName)
            func release(mbid: String?) -> ReleaseCount {
                ReleaseCount(
                    name: releaseName, mbid: mbid, artistName: credit, artistMBIDs: mapping?.artists.compactMap(\.mbid) ?? [],
                    caaID: mapping?.caaID, caaReleaseMBID: mapping?.caaReleaseMBID, listenCount: 0)
            }
            let releaseKey = EntityKey(name: lowerRelease, mbid: strings.id(mapping?.releaseMBID), credit: lowerCredit)
            trackRelease.append(releases.intern(releaseKey) { release(mbid: mapping?.releaseMBID) })
            let groupKey = EntityKey(name: lowerRelease, mbid: strings.id(mapping?.releaseGroupMBID), credit: lowerCredit)
            trackReleaseGroup.append(releaseGroups.intern(groupKey) { release(mbid: mapping?.releaseGroupMBID) })
        }
    }
}
