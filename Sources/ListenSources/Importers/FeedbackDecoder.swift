import ListenModel

/// Decodes one line of an export's `feedback.jsonl`.
enum FeedbackDecoder {
    /// The feedback, or nil for a line that is not valid feedback (feedback is not listens:
    /// such lines are left out without failing the import).
    static func decode(_ line: UnsafeRawBufferPointer) -> ImportedFeedback? {
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
            return nil
        }
        guard let score, score == 1 || score == -1, msid != nil || mbid != nil else { return nil }
        return ImportedFeedback(recordingMSID: msid, recordingMBID: mbid, score: Int(score), created: created)
    }
}
