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

extension TrackCatalog {
    /// The Cover Art Archive image of the track at `position` (as its `Track`'s mapping has
    /// it), without making the `Track`.
    public func coverArtKey(at position: Int) -> CoverArtKey? {
        let entry = entries[position]
        guard entry.isMapped, let caaID = entry.caaID, entry.caaReleaseMBID >= 0 else { return nil }
        return CoverArtKey(releaseMBID: text(entry.caaReleaseMBID), caaID: caaID)
    }
}

extension TrackCatalog {
    /// Each track's 128-bit digest of every field a statistic or page can show of it (names,
    /// MBIDs, credits, cover), from the digests of the catalog's texts: each text hashed once,
    /// not once per track that shows it, and no `Track` made (making 185,000 of them was most
    /// of the cost). A site's period fingerprints hash them per listen; an entity page's, per
    /// track it lists.
    public func contentDigests() -> [(UInt64, UInt64)] {
        let textDigests = (0..<texts.count).map { id in
            texts.withBytes(Int32(id)) { bytes in
                var hasher = ContentHasher()
                hasher.combine(bytes: bytes)
                return hasher.words
            }
        }
        return entries.indices.map { position in
            var hasher = ContentHasher()
            // An absent text (-1) is one word, a present one a marker and its digest: nil and
            // "" stay apart.
            func combine(_ id: Int32) {
                guard id >= 0 else { return hasher.combine(word: 0) }
                hasher.combine(word: 1)
                hasher.combine(word: textDigests[Int(id)].0)
                hasher.combine(word: textDigests[Int(id)].1)
            }
            let entry = entries[position]
            for id in [entry.artistName, entry.trackName, entry.releaseName, entry.recordingMSID] { combine(id) }
            if entry.isMapped {
                let mapped = [entry.recordingMBID, entry.effectiveTitle, entry.releaseMBID, entry.releaseGroupMBID, entry.caaReleaseMBID]
                for id in mapped { combine(id) }
                hasher.combine(entry.caaID ?? -1)
                for credit in credits(of: position) {
                    for id in [credit.name, credit.mbid, credit.joinPhrase] { combine(id) }
                }
            }
            return hasher.words
        }
    }
}
