/// The texts of one track as UTF-8 bytes in one buffer, gathered for `EncodedTrack`: from a
/// `Track`'s strings, or by an importer straight from the bytes of its file, so that a track
/// met for the first time costs no `String`s on its way into the store.
///
/// One value is meant to be reused (`removeAll()`) for track after track: its buffers keep
/// their capacity, so gathering a track allocates nothing.
public struct TrackTexts: Sendable {
    /// Every text, one after another; the fields below are ranges of it.
    public private(set) var bytes: [UInt8] = []
    public var artistName: Range<Int> = 0..<0
    public var trackName: Range<Int> = 0..<0
    public var releaseName: Range<Int>?
    public var recordingMSID: Range<Int>?
    /// Whether the track has a mapping (`Track.mapping` is not nil); the mapping's fields
    /// below count only then.
    public var isMapped = false
    public var recordingMBID: Range<Int> = 0..<0
    public var recordingName: Range<Int> = 0..<0
    public var releaseMBID: Range<Int>?
    public var releaseGroupMBID: Range<Int>?
    public var caaID: Int64?
    public var caaReleaseMBID: Range<Int>?
    /// The mapping's credited artists, in order: name, MBID (nil when absent) and join phrase.
    public private(set) var creditNames: [Range<Int>] = []
    public private(set) var creditMBIDs: [Range<Int>?] = []
    public private(set) var creditJoinPhrases: [Range<Int>] = []

    public init() {}

    /// The texts of `track`.
    public init(_ track: Track) {
        artistName = append(track.artistName)
        trackName = append(track.trackName)
        releaseName = track.releaseName.map { append($0) }
        recordingMSID = track.recordingMSID.map { append($0) }
        guard let mapping = track.mapping else { return }
        isMapped = true
        recordingMBID = append(mapping.recordingMBID)
        recordingName = append(mapping.recordingName)
        releaseMBID = mapping.releaseMBID.map { append($0) }
        releaseGroupMBID = mapping.releaseGroupMBID.map { append($0) }
        caaID = mapping.caaID
        caaReleaseMBID = mapping.caaReleaseMBID.map { append($0) }
        for artist in mapping.artists {
            let name = append(artist.name)
            let mbid = artist.mbid.map { append($0) }
            appendCredit(name: name, mbid: mbid, joinPhrase: append(artist.joinPhrase))
        }
    }

    /// Empties it for the next track, keeping the buffers' capacity.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        artistName = 0..<0
        trackName = 0..<0
        releaseName = nil
        recordingMSID = nil
        clearMapping()
    }

    /// Forgets the mapping (its texts stay in `bytes`, unused).
    public mutating func clearMapping() {
        isMapped = false
        recordingMBID = 0..<0
        recordingName = 0..<0
        releaseMBID = nil
        releaseGroupMBID = nil
        caaID = nil
        caaReleaseMBID = nil
        removeCredits()
    }

    /// Forgets the credited artists.
    public mutating func removeCredits() {
        creditNames.removeAll(keepingCapacity: true)
        creditMBIDs.removeAll(keepingCapacity: true)
        creditJoinPhrases.removeAll(keepingCapacity: true)
    }

    /// Adds a credited artist, after those added before.
    public mutating func appendCredit(name: Range<Int>, mbid: Range<Int>?, joinPhrase: Range<Int>) {
        creditNames.append(name)
        creditMBIDs.append(mbid)
        creditJoinPhrases.append(joinPhrase)
    }

    /// Adds `text`'s UTF-8 to `bytes`; where it is.
    public mutating func append(_ text: String) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return start..<bytes.count
    }

    /// Adds `utf8` to `bytes`; where it is.
    public mutating func append(utf8: UnsafeRawBufferPointer) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: utf8)
        return start..<bytes.count
    }

    /// Adds bytes through `body`, which appends to the buffer it is given (an unescaper, say);
    /// where they are. What `body` added stays when it throws, unused.
    public mutating func append(_ body: (inout [UInt8]) throws -> Void) rethrows -> Range<Int> {
        let start = bytes.count
        try body(&bytes)
        return start..<bytes.count
    }

    /// Adds a name through `body`, as `append(_:)` does, without its control characters
    /// (`ListenName`); where it is. Whether it is blank is `isBlank(_:)`'s to say.
    public mutating func appendName(_ body: (inout [UInt8]) throws -> Void) rethrows -> Range<Int> {
        let start = bytes.count
        try body(&bytes)
        ListenName.removeControls(from: start, of: &bytes)
        return start..<bytes.count
    }

    /// Whether the text at `range` is nothing but white space (`ListenName`): no name.
    public func isBlank(_ range: Range<Int>) -> Bool {
        bytes.withUnsafeBytes { ListenName.isBlank(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }
}
