import ListenModel

/// Copies a user's listens from ListenBrainz page by page, handing each page with the cursor
/// that accounts for it to `commit`, so the caller stores both in one transaction.
///
/// The first run walks backwards from the newest listen (`max_ts`); later runs, and a run
/// resuming an unfinished walk, finish it and then walk forwards from the newest second
/// stored (`min_ts`). Pages may be short without being the last: only an empty page ends a
/// walk. To never lose a listen when a second's listens straddle a page boundary, the next
/// request re-reads that second (the store drops what it already has) unless the whole page
/// was that one second, which the API gives no way to split.
public struct ListenBrainzSync: Sendable {
    public let client: ListenBrainzClient
    public let user: String
    public let pageSize: Int

    public init(client: ListenBrainzClient, user: String, pageSize: Int = 1000) {
        self.client = client
        self.user = user
        self.pageSize = min(max(pageSize, 1), 1000)
    }

    /// What one sync run did.
    public struct Outcome: Sendable, Equatable {
        public var cursor: SyncCursor
        /// Listens handed to `commit` (the store counts which were new).
        public var fetched: Int
        /// Listens the server sent without a time, artist or title.
        public var skipped: Int
        public var pages: Int
    }

    /// Walks from `cursor` until the history is complete, calling `commit` for every page.
    ///
    /// `commit` runs while the next page is already being fetched (the request depends only
    /// on the page before), so the network and the store work at the same time; when it
    /// throws, the sync stops with its error. A cancelled task stops with
    /// `ListenBrainzError.Code.cancelled`.
    public func run(
        from cursor: SyncCursor, commit: (_ listens: [Listen], _ cursor: SyncCursor) throws -> Void
    ) async throws -> Outcome {
        var outcome = Outcome(cursor: cursor, fetched: 0, skipped: 0, pages: 0)
        var page = try await fetchPage(after: cursor)
        while let next = Self.advance(outcome.cursor, past: page) {
            try checkCancellation()
            async let following = fetchPage(after: next)
            try commit(page.listens, next)
            outcome.cursor = next
            outcome.fetched += page.listens.count
            outcome.skipped += page.skipped
            outcome.pages += 1
            page = try await following
        }
        return outcome
    }

    /// The page that follows the position `cursor` describes: backwards while the first walk
    /// is unfinished, forwards after.
    private func fetchPage(after cursor: SyncCursor) async throws -> ListensPage {
        if !cursor.backfillComplete {
            return try await client.listensPage(user: user, minTS: nil, maxTS: cursor.backfillMaxTS, count: pageSize)
        }
        // With no bound the server would send the newest page, not the oldest after it.
        return try await client.listensPage(user: user, minTS: cursor.newestCovered ?? 0, maxTS: nil, count: pageSize)
    }

    /// The cursor once `page` (fetched at `cursor`) is stored, or nil when the walk is over.
    static func advance(_ cursor: SyncCursor, past page: ListensPage) -> SyncCursor? {
        var next = cursor
        if !cursor.backfillComplete {
            guard let oldest = page.oldest, let newest = page.newest else {
                next.backfillComplete = true
                return next
            }
            next.backfillMaxTS = page.isOneSecond ? oldest : oldest + 1
            if cursor.backfillMaxTS == nil || cursor.newestCovered == nil {
                // The first page holds the newest listens: the forward walk starts there.
                next.newestCovered = max(cursor.newestCovered ?? newest, newest)
            }
            return next
        }
        guard let newest = page.newest else { return nil }
        let minTS = cursor.newestCovered ?? 0
        // Re-read the page's last second unless the page was nothing but that second; never
        // step backwards, even for a server that ignores min_ts.
        next.newestCovered = max(page.isOneSecond ? newest : newest - 1, minTS + 1)
        return next
    }

    private func checkCancellation() throws {
        if Task.isCancelled { throw ListenBrainzClient.cancelled }
    }
}
