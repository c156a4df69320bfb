/// Reads the columns of one track as `TrackRow.selectColumns` orders them (the id is column
/// 0): a row SQLite hands out, or an `EncodedTrack` about to be stored. `TrackRow.append` reads
/// both the same way, so a catalog made while importing equals one loaded from the rows.
protocol TrackColumnReader {
    func isNull(_ column: Int32) -> Bool
    /// The column's UTF-8 bytes, valid while the reader is; empty for NULL.
    func bytes(_ column: Int32) -> UnsafeRawBufferPointer
    func int64(_ column: Int32) -> Int64
}

extension RawStatement: TrackColumnReader {}
