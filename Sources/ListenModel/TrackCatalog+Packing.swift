import CompactStorage

extension TrackCatalog {
    static let packingFormat: UInt8 = 1

    /// The catalog as bytes that `init(packed:)` reads back whole: a copy a store can keep
    /// and load far faster than it can rebuild the catalog from rows.
    public func packed() -> [UInt8] {
        var writer = PackedWriter(capacity: texts.byteCount + texts.count * 16 + entries.count * 64)
        writer.append(Self.packingFormat)
        texts.pack(into: &writer)
        writer.append(UInt64(entries.count))
        for entry in entries {
            for text in [
                entry.artistName, entry.trackName, entry.releaseName, entry.recordingMSID, entry.recordingMBID,
                entry.recordingName, entry.releaseMBID, entry.releaseGroupMBID, entry.caaReleaseMBID,
            ] {
                writer.append(text)
            }
            writer.append(UInt8(entry.caaID == nil ? 0 : 1))
            writer.append(entry.caaID ?? 0)
        }
        writer.append(contentsOf: creditStarts)
        writer.append(UInt64(allCredits.count))
        for credit in allCredits {
            writer.append(credit.name)
            writer.append(credit.mbid)
            writer.append(credit.joinPhrase)
        }
        return writer.bytes
    }

    /// Reads what `packed()` wrote; nil when the bytes are not such a catalog (or name texts
    /// it does not have), so a damaged copy is rebuilt rather than trusted.
    public init?(packed bytes: UnsafeRawBufferPointer) {
        var reader = PackedReader(bytes)
        guard reader.read(UInt8.self) == Self.packingFormat, let texts = TextTable(unpacking: &reader),
            let entryCount = reader.readCount(width: Self.packedEntrySize)
        else { return nil }
        let textIDs = Int32(-1)..<Int32(texts.count)
        var entries: [CatalogTrack] = []
        entries.reserveCapacity(entryCount)
        // Read field by field: an array per entry would be a hundred thousand allocations.
        func text() -> Int32? { reader.read(Int32.self).flatMap { textIDs.contains($0) ? $0 : nil } }
        for _ in 0..<entryCount {
            guard let artistName = text(), let trackName = text(), let releaseName = text(), let recordingMSID = text(),
                let recordingMBID = text(), let recordingName = text(), let releaseMBID = text(),
                let releaseGroupMBID = text(), let caaReleaseMBID = text(),
                let hasCAA = reader.read(UInt8.self), let caaID = reader.read(Int64.self)
            else { return nil }
            entries.append(
                CatalogTrack(
                    artistName: artistName, trackName: trackName, releaseName: releaseName, recordingMSID: recordingMSID,
                    recordingMBID: recordingMBID, recordingName: recordingName, releaseMBID: releaseMBID,
                    releaseGroupMBID: releaseGroupMBID, caaReleaseMBID: caaReleaseMBID, caaID: hasCAA == 0 ? nil : caaID))
        }
        guard let creditStarts = reader.read(Int32.self, count: entryCount + 1),
            let creditCount = reader.readCount(width: 12), let creditFields = reader.read(Int32.self, count: creditCount * 3),
            reader.isAtEnd, creditStarts.first == 0, creditStarts.last == Int32(creditCount),
            zip(creditStarts, creditStarts.dropFirst()).allSatisfy({ $0 <= $1 }), creditFields.allSatisfy(textIDs.contains)
        else { return nil }
        self.init()
        self.texts = texts
        self.entries = entries
        self.creditStarts = creditStarts
        allCredits = (0..<creditCount).map {
            CatalogCredit(name: creditFields[3 * $0], mbid: creditFields[3 * $0 + 1], joinPhrase: creditFields[3 * $0 + 2])
        }
    }

    private static let packedEntrySize = 9 * 4 + 1 + 8
}
