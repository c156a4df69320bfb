import Foundation
import ListenModel

/// How the engine decides which listens count for the same artist.
///
/// ListenBrainz groups artists by (lower-cased name, MBID), so the mapped listens of
/// "Radiohead" and the unmapped ones submitted as "radiohead" are two artists. Reproducing
/// ListenBrainz needs that rule; a report in the listener's own zone reads better with one.
public enum ArtistGrouping: Sendable, Hashable {
    /// ListenBrainz's rule: (lower-cased name, MBID), nothing more.
    case listenBrainz
    /// ListenBrainz's rule, except that an unmapped listen's whole artist name that equals,
    /// ignoring case, the name of exactly one mapped artist (one MBID) of the history counts
    /// as that artist, under its name and MBID. A name two MBIDs share merges with neither.
    /// And a mapped album (release or release group) is one entry, by its MBID, whatever each
    /// track's artist credit (ListenBrainz makes one per credit: a compilation, or an album
    /// with guests, becomes several).
    case mergingUnmappedNames

    /// Whether albums with an MBID group by it alone, not by (name, MBID, artist credit).
    var groupsAlbumsByMBID: Bool { self == .mergingUnmappedNames }

    /// ListenBrainz's rule in UTC (the zone ListenBrainz computes in, where numbers must match
    /// its own), merged names in any other zone.
    public static func standard(for timeZone: TimeZone) -> ArtistGrouping {
        WallClock.isUTC(timeZone.identifier) ? .listenBrainz : .mergingUnmappedNames
    }
}
