import ListenModel

/// What importing one path did: a count for every outcome, and the lines that were not imported.
public struct ImportFileSummary: Sendable {
    /// The path as given.
    public var path: String
    public var format: ImportFormat
    public var imported = 0
    public var duplicates = 0
    public var merged = 0
    public var skipped: [SkipReason: Int] = [:]
    /// Every line that was not imported, in file order.
    public var notImported: [ImportLineRecord] = []
    /// Loved/hated recordings found in a ListenBrainz export (not listens; kept for the caller).
    public var feedback: [ImportedFeedback] = []
    /// Pinned recordings found in a ListenBrainz export (kept for the caller to store).
    public var pins: [PinnedRecording] = []

    public init(path: String, format: ImportFormat) {
        self.path = path
        self.format = format
    }

    /// Lines skipped for any reason.
    public var skippedTotal: Int { skipped.values.reduce(0, +) }

    /// Every line or record the file held.
    public var linesTotal: Int { imported + duplicates + merged + skippedTotal }
}
