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
    /// `commit` runs before the next request; when it throws, the sync stops with its error.
    /// A cancelled task stops with `ListenBrainzError.Code.cancelled` between pages.
    public func run(
        from cursor: SyncCursor, commit: (_ listens: [Listen], _ cursor: SyncCursor) throws -> Void
    ) async throws -> Outcome {
        var outcome = Outcome(cursor: cursor, fetched: 0, skipped: 0, pages: 0)
        func take(_ page: ListensPage, _ next: SyncCursor) throws {
            try commit(page.listens, next)
            outcome.cursor = next
            outcome.fetched += page.listens.count
            outcome.skipped += page.skipped
            outcome.pages += 1
        }

        while !outcome.cursor.backfillComplete {
            try checkCancellation()
            let maxTS = outcome.cursor.backfillMaxTS
            let page = try await client.listensPage(user: user, minTS: nil, maxTS: maxTS, count: pageSize)
            var next = outcome.cursor
            if let oldest = page.oldest, let newest = page.newest {
                next.backfillMaxTS = page.isOneSecond ? oldest : oldest + 1
                if maxTS == nil || next.newestCovered == nil {
                    // The first page holds the newest listens: the forward walk starts there.
                    next.newestCovered = max(next.newestCovered ?? newest, newest)
                }
            } else {
                next.backfillComplete = true
            }
            try take(page, next)
        }

        while true {
            try checkCancellation()
            // With no bound the server would send the newest page, not the oldest after it.
            let minTS = outcome.cursor.newestCovered ?? 0
            let page = try await client.listensPage(user: user, minTS: minTS, maxTS: nil, count: pageSize)
            guard let newest = page.newest else { break }
            var next = outcome.cursor
            next.newestCovered = page.isOneSecond ? newest : newest - 1
            if let covered = next.newestCovered, covered <= minTS {
                // Cannot happen with a server that honours min_ts; never loop on one that does not.
                next.newestCovered = minTS + 1
            }
            try take(page, next)
        }
        return outcome
    }

    private func checkCancellation() throws {
        if Task.isCancelled { throw ListenBrainzClient.cancelled }
    }
}
