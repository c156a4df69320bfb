import Foundation
import ListenModel

extension ListenBrainzClient {
    /// The statistic ListenBrainz computed for `user` over `range`, or nil when it has not
    /// computed it yet (HTTP 204; reports then fall back to local statistics).
    ///
    /// Top lists are fetched page by page until the server's total or `limit` entries.
    public func statistic(
        _ kind: ServerStatKind, user: String, range: StatRange = .allTime, limit: Int = 1000
    ) async throws -> ServerStatistic? {
        let path = ["stats", "user", user, kind.rawValue]
        guard kind.isPaged else {
            return try await get(path, query: [URLQueryItem(name: "range", value: range.rawValue)], user: user, maxBodyBytes: BodyLimit.statistic) { data in
                try Self.decodeStatistic(kind, user: user, range: range, from: data)
            }
        }
        var combined: ServerStatistic?
        var offset = 0
        while offset < limit {
            let count = min(1000, limit - offset)
            let query = [
                URLQueryItem(name: "range", value: range.rawValue), URLQueryItem(name: "count", value: String(count)),
                URLQueryItem(name: "offset", value: String(offset)),
            ]
            guard let page = try await get(path, query: query, user: user, maxBodyBytes: BodyLimit.statistic, decode: { data in
                try Self.decodeStatistic(kind, user: user, range: range, from: data)
            }) else { break }
            let (pageCount, total) = page.content.entryCount
            if var merged = combined {
                merged.content.append(page.content)
                combined = merged
            } else {
                combined = page
            }
            offset += pageCount
            if pageCount < count || total.map({ offset >= $0 }) == true { break }
        }
        return combined
    }

    /// ListenBrainz's Year in Music for `user` and `year`; `isEmpty` when it has none.
    public func yearInMusic(user: String, year: Int) async throws -> YearInMusicServerData {
        let data = try await get(["stats", "user", user, "year-in-music", String(year)], query: [], user: user, maxBodyBytes: BodyLimit.statistic) { data in
            let payload = try JSONDecoder().decode(APIYearInMusic.Envelope.self, from: data).payload
            return (payload.data ?? APIYearInMusic()).model(user: payload.userName ?? user, year: payload.year ?? year, extras: payload.extras)
        }
        return data ?? YearInMusicServerData(user: user, year: year)
    }

    /// Every recording `user` loved or hated.
    public func feedback(user: String, pageSize: Int = 100) async throws -> [FeedbackEntry] {
        try await everyPage(["feedback", "user", user, "get-feedback"], user: user, pageSize: pageSize) { data in
            let page = try JSONDecoder().decode(APIFeedbackPage.self, from: data)
            return (page.feedback.compactMap(\.model), page.feedback.count, page.totalCount)
        }
    }

    /// Every recording `user` pinned, current and past, newest first.
    public func pins(user: String, pageSize: Int = 100) async throws -> [PinnedRecording] {
        try await everyPage([user, "pins"], user: user, pageSize: pageSize) { data in
            let page = try JSONDecoder().decode(APIPinsPage.self, from: data)
            return (page.pinnedRecordings.compactMap(\.model), page.pinnedRecordings.count, page.totalCount)
        }
    }

    /// The most entries a count/offset list is read to: far past any listener's loved tracks
    /// or pins, so a server that claims a huge `total_count` cannot keep a run asking.
    static let maxPagedEntries = 100_000

    /// Reads a count/offset list page by page. It ends at an empty or short page (the server
    /// fills every page but the last), at the server's `total_count`, or at `maxPagedEntries`,
    /// whichever comes first. `decode` gives a page's models, its raw entry count and the total.
    private func everyPage<Model: Sendable>(
        _ path: [String], user: String, pageSize: Int,
        decode: @escaping @Sendable (Data) throws -> (models: [Model], entries: Int, total: Int?)
    ) async throws -> [Model] {
        var models: [Model] = []
        var offset = 0
        while offset < Self.maxPagedEntries {
            let query = [
                URLQueryItem(name: "count", value: String(pageSize)), URLQueryItem(name: "offset", value: String(offset)),
            ]
            guard let page = try await get(path, query: query, user: user, maxBodyBytes: BodyLimit.feedbackPage, decode: decode),
                page.entries > 0
            else { break }
            models += page.models
            offset += page.entries
            if page.entries < pageSize || page.total.map({ offset >= $0 }) == true { break }
        }
        return models
    }

    static func decodeStatistic(_ kind: ServerStatKind, user: String, range: StatRange, from data: Data) throws
        -> ServerStatistic
    {
        let payload = try JSONDecoder().decode(APIStatPayload.Envelope.self, from: data).payload
        guard let statistic = payload.statistic(kind, user: user, range: range) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "the payload has no \(kind.rawValue) list"))
        }
        return statistic
    }
}
