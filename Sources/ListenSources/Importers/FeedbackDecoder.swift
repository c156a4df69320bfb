import ListenModel

/// Decodes one line of an export's `feedback.jsonl`.
enum FeedbackDecoder {
    /// What one line says.
    enum Line: Equatable {
        case feedback(ImportedFeedback)
        /// Score 0 for a recording: a mark that was taken back; nothing to store.
        case cleared
        /// Not feedback (bad JSON, no recording, a score other than -1, 0, 1): the line is
        /// skipped with `.badFeedback` without failing the import.
        case bad
    }

    static func decode(_ line: UnsafeRawBufferPointer) -> Line {
        var cursor = JSONCursor(line)
        var msid: String?
        var mbid: String?
        var score: Int64?
        var created: Int64?
        do {
            var members = try cursor.beginObject()
            while let key = try cursor.nextKey(&members) {
                if cursor.matches(key, "recording_msid") {
                    msid = try cursor.readStringLeniently()
                } else if cursor.matches(key, "recording_mbid") {
                    mbid = try cursor.readStringLeniently()
                } else if cursor.matches(key, "score") {
                    score = try cursor.readTruncatedInteger()
                } else if cursor.matches(key, "created") {
                    created = try cursor.readTruncatedInteger()
                } else {
                    try cursor.skipValue()
                }
            }
        } catch {
            return .bad
        }
        guard let score, msid != nil || mbid != nil else { return .bad }
        if score == 0 { return .cleared }
        guard score == 1 || score == -1 else { return .bad }
        return .feedback(ImportedFeedback(recordingMSID: msid, recordingMBID: mbid, score: Int(score), created: created))
    }
}
