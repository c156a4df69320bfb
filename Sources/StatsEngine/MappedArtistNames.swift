import ListenModel

/// The mapped artists of a catalog by lower-cased name, for `ArtistGrouping.mergingUnmappedNames`:
/// per name, the one MBID credited under it, or none when two MBIDs share it.
///
/// Built from the credits of the tracks a history refers to, so the work is per distinct
/// track (and each name is lower-cased once), never per listen.
struct MappedArtistNames {
    /// Per lower-cased name id: the MBID text id (-1 none, -2 two or more) and the name as first heard.
    private var mbid: [Int32] = []
    private var name: [Int32] = []

    /// Visits the tracks in `firstHeard` order, so a name's spelling is the one the artist's
    /// entity keeps (the first heard).
    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)], lowered: inout LoweredTexts) {
        for (track, _) in firstHeard {
            for credit in catalog.credits(of: Int(track)) where credit.mbid >= 0 {
                let key = Int(lowered.id(credit.name))
                if key >= mbid.count {
                    let grown = max(key + 1, mbid.count * 2)
                    mbid.append(contentsOf: repeatElement(-1, count: grown - mbid.count))
                    name.append(contentsOf: repeatElement(-1, count: grown - name.count))
                }
                if mbid[key] == -1 {
                    (mbid[key], name[key]) = (credit.mbid, credit.name)
                } else if mbid[key] != credit.mbid {
                    mbid[key] = -2
                }
            }
        }
    }

    /// The one mapped artist whose lower-cased name has the id `loweredName`: its name (as first
    /// heard) and MBID, text ids of the catalog; nil when there is none or more than one.
    func artist(named loweredName: Int32) -> (name: Int32, mbid: Int32)? {
        let key = Int(loweredName)
        guard key >= 0, key < mbid.count, mbid[key] >= 0 else { return nil }
        return (name[key], mbid[key])
    }
}
