import CompactStorage

/// The distinct tracks of a history, with every text interned once in a `TextTable`.
///
/// Statistics group tracks by a handful of their texts; as integer ids those are compared and
/// hashed without touching a string, and a `Track` (a dozen `String`s) is made only for the
/// few tracks a report shows. The catalog is a collection of `Track`s for everyone else.
public struct TrackCatalog: Sendable {
    public internal(set) var texts = TextTable()
    public internal(set) var entries: [CatalogTrack] = []
    /// Each track's credited artists: `credits[creditStarts[t]..<creditStarts[t + 1]]`.
    var creditStarts: [Int32] = [0]
    var allCredits: [CatalogCredit] = []

    public init() {}

    /// Interns a text of a track about to be appended (-1 for nil).
    public mutating func intern(_ text: String?) -> Int32 { texts.intern(text) }

    /// Interns a text, as UTF-8 bytes, of a track about to be appended.
    public mutating func intern(_ bytes: UnsafeRawBufferPointer) -> Int32 { texts.intern(bytes) }

    /// Appends a track whose texts were interned here; returns its position.
    @discardableResult
    public mutating func append(_ entry: CatalogTrack, credits: some Sequence<CatalogCredit>) -> Int32 {
        entries.append(entry)
        allCredits.append(contentsOf: credits)
        creditStarts.append(Int32(allCredits.count))
        return Int32(entries.count - 1)
    }

    /// Appends `track`, interning its texts; returns its position.
    @discardableResult
    public mutating func append(_ track: Track) -> Int32 {
        let mapping = track.mapping
        let entry = CatalogTrack(
            artistName: intern(track.artistName), trackName: intern(track.trackName),
            releaseName: intern(track.releaseName), recordingMSID: intern(track.recordingMSID),
            recordingMBID: intern(mapping?.recordingMBID), recordingName: intern(mapping?.recordingName),
            releaseMBID: intern(mapping?.releaseMBID), releaseGroupMBID: intern(mapping?.releaseGroupMBID),
            caaReleaseMBID: intern(mapping?.caaReleaseMBID), caaID: mapping?.caaID)
        let credits = (mapping?.artists ?? []).map {
            CatalogCredit(name: intern($0.name), mbid: intern($0.mbid), joinPhrase: intern($0.joinPhrase))
        }
        return append(entry, credits: credits)
    }

    /// The credited artists of the track at `position` (none when it is not mapped).
    public func credits(of position: Int) -> ArraySlice<CatalogCredit> {
        allCredits[Int(creditStarts[position])..<Int(creditStarts[position + 1])]
    }

    /// The text numbered `id` (nil for -1).
    public func text(_ id: Int32) -> String? { texts.string(id) }
}

extension TrackCatalog: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    /// The track at `position`, made from its texts.
    public subscript(position: Int) -> Track {
        let entry = entries[position]
        var mapping: MBIDMapping?
        if entry.isMapped {
            mapping = MBIDMapping(
                recordingMBID: text(entry.recordingMBID) ?? "", recordingName: text(entry.effectiveTitle) ?? "",
                releaseMBID: text(entry.releaseMBID), releaseGroupMBID: text(entry.releaseGroupMBID),
                artists: credits(of: position).map {
                    CreditedArtist(name: text($0.name) ?? "", mbid: text($0.mbid), joinPhrase: text($0.joinPhrase) ?? "")
                },
                caaID: entry.caaID, caaReleaseMBID: text(entry.caaReleaseMBID))
        }
        return Track(
            artistName: text(entry.artistName) ?? "", trackName: text(entry.trackName) ?? "",
            releaseName: text(entry.releaseName), recordingMSID: text(entry.recordingMSID), mapping: mapping)
    }
}

extension TrackCatalog: Equatable {
    /// Equal when they hold the same tracks in the same order, however their texts are numbered.
    public static func == (lhs: TrackCatalog, rhs: TrackCatalog) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
