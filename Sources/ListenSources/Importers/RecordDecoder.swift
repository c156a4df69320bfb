/// Turns one record of a file (a JSONL line, a JSON array element, a CSV record) into a listen
/// in the batch, or says why it is not one.
protocol RecordDecoder {
    /// Appends the record's listen to `builder`, or returns why it was skipped. Nil also
    /// covers records that are no listen at all (a CSV header, the first half of a record).
    mutating func decode(_ record: UnsafeRawBufferPointer, line: Int, into builder: inout BatchBuilder) -> SkipReason?

    /// At the end of a file: a record left incomplete, with the line it started on.
    mutating func finish() -> (line: Int, reason: SkipReason)?
}

extension RecordDecoder {
    mutating func finish() -> (line: Int, reason: SkipReason)? { nil }
}
