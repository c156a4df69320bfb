/// Cuts a stream of bytes, fed in chunks of any size, into records.
///
/// Chunks come from `read(2)` or from a zip entry being inflated; a record that straddles two
/// chunks is the only thing copied.
protocol RecordSplitter {
    /// Calls `body` with every record completed by `chunk` and the 1-based line it starts on.
    mutating func feed(_ chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws
    /// Ends the stream: returns the unterminated last record, if any, through `body`, and
    /// throws `TruncatedStream` when the stream stopped inside a record that cannot end there.
    mutating func finish(_ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws
}

/// The stream ended inside a record, at this line.
struct TruncatedStream: Error {
    var line: Int
    var what: String
}

/// A record longer than `longest` bytes: no listens file has one, and keeping it whole would
/// let one line of a damaged or hostile file (2 GB without a newline) take all memory.
struct OverlongRecord: Error {
    /// The most bytes one record (a line, a JSON array element) may hold.
    static let longest = 16 << 20
    var line: Int
}
