/// How far a user's ListenBrainz history has been copied, so an interrupted sync resumes.
///
/// The history is walked twice: backwards once from the newest listen down to the oldest
/// (`max_ts` paging), then forwards from the newest stored second on later runs (`min_ts`
/// paging). The cursor is written in the same transaction as the listens it accounts for.
public struct SyncCursor: Hashable, Sendable, Codable {
    /// Every listen at or before this second is stored (as far as the forward walk goes);
    /// nil before the first page.
    public var newestCovered: Int64?
    /// The `max_ts` to send for the next backward page; nil when the walk has not started.
    public var backfillMaxTS: Int64?
    /// Whether the backward walk reached the oldest listen.
    public var backfillComplete: Bool

    public init(newestCovered: Int64? = nil, backfillMaxTS: Int64? = nil, backfillComplete: Bool = false) {
        self.newestCovered = newestCovered
        self.backfillMaxTS = backfillMaxTS
        self.backfillComplete = backfillComplete
    }

    /// The cursor of a user never synced.
    public static let start = SyncCursor()
}
