import ListenModel

extension TrackRow {
    /// Appends the track in `row` (selected with `selectColumns`, the id is column 0, or a
    /// `EncodedTrack`'s columns) to `catalog`, interning its texts straight from their UTF-8: no
    /// `String` is made.
    static func append(_ row: some TrackColumnReader, to catalog: inout TrackCatalog, credits: inout [CatalogCredit]) {
        func text(_ column: Int32) -> Int32 { row.isNull(column) ? -1 : catalog.intern(row.bytes(column)) }
        let recordingMBID = text(5)
        var entry = CatalogTrack(
            artistName: text(1), trackName: text(2), releaseName: text(3), recordingMSID: text(4),
            recordingMBID: recordingMBID)
        credits.removeAll(keepingCapacity: true)
        if recordingMBID >= 0 {
            entry.recordingName = text(6)
            entry.releaseMBID = text(7)
            entry.releaseGroupMBID = text(8)
            entry.caaID = row.isNull(12) ? nil : row.int64(12)
            entry.caaReleaseMBID = text(13)
            appendCredits(of: row, to: &catalog, into: &credits)
        }
        catalog.append(entry, credits: credits)
    }

    /// The credited artists of a mapped row: three columns of `separator`-joined fields, one
    /// field per artist (an empty MBID field is an artist without one).
    private static func appendCredits(of row: some TrackColumnReader, to catalog: inout TrackCatalog, into credits: inout [CatalogCredit]) {
        let names = fields(row.bytes(9))
        guard !names.isEmpty else { return }
        let mbids = fields(row.bytes(10))
        let joins = fields(row.bytes(11))
        for (index, name) in names.enumerated() {
            let mbid = index < mbids.count && !mbids[index].isEmpty ? catalog.intern(mbids[index]) : -1
            let join = index < joins.count ? joins[index] : UnsafeRawBufferPointer(start: nil, count: 0)
            credits.append(CatalogCredit(name: catalog.intern(name), mbid: mbid, joinPhrase: catalog.intern(join)))
        }
    }

    /// `bytes` cut at every separator byte; none for no bytes. The separator is an ASCII
    /// control character, which never occurs inside a multi-byte UTF-8 sequence.
    private static func fields(_ bytes: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
        guard !bytes.isEmpty else { return [] }
        var fields: [UnsafeRawBufferPointer] = []
        var start = 0
        for offset in bytes.indices where bytes[offset] == separatorByte {
            fields.append(UnsafeRawBufferPointer(rebasing: bytes[start..<offset]))
            start = offset + 1
        }
        fields.append(UnsafeRawBufferPointer(rebasing: bytes[start...]))
        return fields
    }
}
