/// Turns one record of a file (a JSONL line, a JSON array element, a CSV record) into a listen
/// in the batch, or says why it is not one.
protocol RecordDecoder {
    /// Appends the record's listen to `builder`, or returns why it was skipped. Nil also
    /// covers records that are no listen at all (a CSV header, the first half of a record).
    mutating func decode(_ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder) -> SkipReason?

    /// The same, for a decoder that may hold a record back until the next one (or `flush`):
    /// listens reach `builder` in record order, and every skipped line is passed to
    /// `skipped`, though not always in the same call as its record.
    mutating func decode(
        _ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder, skipped: (Int, SkipReason) -> Void)

    /// Settles a record held back: at the end of a file, or of a piece of it.
    mutating func flush(into builder: inout BatchBuilder, skipped: (Int, SkipReason) -> Void)

    /// At the end of a file: a record left incomplete, with the line it started on.
    mutating func finish() -> (line: Int, reason: SkipReason)?
}

extension RecordDecoder {
    mutating func decode(
        _ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder, skipped: (Int, SkipReason) -> Void
    ) {
        if let reason = decode(record, line: line, into: &builder) { skipped(line, reason) }
    }

    mutating func flush(into builder: inout BatchBuilder, skipped: (Int, SkipReason) -> Void) {}

    mutating func finish() -> (line: Int, reason: SkipReason)? { nil }
}
