import ListenModel

/// A track's values exactly as the `tracks` table stores them, made once and used twice: bound
/// to the insert, and appended to the catalog an import hands to `CatalogCopy`.
///
/// Texts are bound as C strings, as GRDB binds them, so each is kept up to its first NUL;
/// credits are the three `TrackRow.separator`-joined columns.
struct BoundTrack: Sendable {
    /// The texts of select columns 1–11 and 13, one after another.
    private var storage: [UInt8] = []
    /// Where the text of each select column (0–13) starts and ends in `storage`; nil for NULL.
    private var spans: [Range<Int>?] = Array(repeating: nil, count: 14)
    private let caaID: Int64?

    init(_ track: Track) {
        let mapping = track.mapping
        caaID = mapping?.caaID
        storage.reserveCapacity(256)
        set(1, track.artistName)
        set(2, track.trackName)
        set(3, track.releaseName)
        set(4, track.recordingMSID)
        set(5, mapping?.recordingMBID)
        set(6, mapping?.recordingName)
        set(7, mapping?.releaseMBID)
        set(8, mapping?.releaseGroupMBID)
        if let artists = mapping?.artists {
            setJoined(9, artists.lazy.map(\.name))
            setJoined(10, artists.lazy.map { $0.mbid ?? "" })
            setJoined(11, artists.lazy.map(\.joinPhrase))
        }
        set(13, mapping?.caaReleaseMBID)
    }

    private mutating func set(_ column: Int, _ text: String?) {
        guard let text else { return }
        let start = storage.count
        _ = append(text)
        spans[column] = start..<storage.count
    }

    private mutating func setJoined(_ column: Int, _ parts: some Sequence<String>) {
        let start = storage.count
        var first = true
        for part in parts {
            if !first { storage.append(TrackRow.separatorByte) }
            first = false
            guard append(part) else { break }
        }
        spans[column] = start..<storage.count
    }

    /// Appends `text` up to its first NUL; false when it had one (the stored text ends there).
    private mutating func append(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            if let nul = bytes.firstIndex(of: 0) {
                storage.append(contentsOf: bytes[..<nul])
                return false
            }
            storage.append(contentsOf: bytes)
            return true
        }
    }

    /// The columns, readable inside `body` only.
    func withColumns<Result>(_ body: (Columns) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes { try body(Columns(storage: $0, spans: spans, caaID: caaID)) }
    }

    /// Binds the parameters of `TrackRow.insertSQL`, whose key bytes and hash the caller made.
    func bind(key: UnsafeRawBufferPointer, keyHash: Int64, to statement: RawStatement) {
        statement.bind(utf8: key, at: 1)
        withColumns { bindColumns($0, to: statement, copying: true) }
        statement.bind(keyHash, at: 15)
    }

    /// Binds and runs `TrackRow.insertSQL` (`statement`) without SQLite copying a text: the
    /// bytes are bound where they are, and stay there until the statement has run and let go
    /// of them. A bulk import inserts hundreds of thousands of tracks of fourteen texts each.
    func insert(key: UnsafeRawBufferPointer, keyHash: Int64, with statement: RawStatement) throws {
        try withColumns { columns in
            statement.bind(borrowedUTF8: key, at: 1)
            bindColumns(columns, to: statement, copying: false)
            statement.bind(keyHash, at: 15)
            try statement.run()
        }
    }

    private func bindColumns(_ columns: Columns, to statement: RawStatement, copying: Bool) {
        for column in Int32(1)...13 {
            let parameter = column + 1
            if columns.isNull(column) {
                statement.bindNull(at: parameter)
            } else if column == 12 {
                statement.bind(columns.int64(column), at: parameter)
            } else if copying {
                statement.bind(utf8: columns.bytes(column), at: parameter)
            } else {
                statement.bind(borrowedUTF8: columns.bytes(column), at: parameter)
            }
        }
    }

    /// A `BoundTrack`'s columns over its bytes.
    struct Columns: TrackColumnReader {
        let storage: UnsafeRawBufferPointer
        let spans: [Range<Int>?]
        let caaID: Int64?

        func isNull(_ column: Int32) -> Bool {
            column == 12 ? caaID == nil : spans[Int(column)] == nil
        }

        func bytes(_ column: Int32) -> UnsafeRawBufferPointer {
            guard let span = spans[Int(column)] else { return UnsafeRawBufferPointer(start: nil, count: 0) }
            return UnsafeRawBufferPointer(rebasing: storage[span])
        }

        func int64(_ column: Int32) -> Int64 { column == 12 ? caaID ?? 0 : 0 }
    }
}
