import ListenModel

extension TrackRow {
    /// Decodes a row selected with `selectColumns` (the id is column 0) from a raw statement.
    static func track(from row: RawStatement) -> Track {
        track(text: row.text, integer: { row.isNull($0) ? nil : row.int64($0) })
    }
}
