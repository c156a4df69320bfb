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
            return try await get(path, query: [URLQueryItem(name: "range", value: range.rawValue)], user: user) { data in
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
            guard let page = try await get(path, query: query, user: user, decode: { data in
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
        let data = try await get(["stats", "user", user, "year-in-music", String(year)], query: [], user: user) { data in
            let payload = try JSONDecoder().decode(APIYearInMusic.Envelope.self, from: data).payload
            return (payload.data ?? APIYearInMusic()).model(user: payload.userName ?? user, year: payload.year ?? year, extras: payload.extras)
        }
        return data ?? YearInMusicServerData(user: user, year: year)
    }

    /// Every recording `user` loved or hated.
    public func feedback(user: String, pageSize: Int = 100) async throws -> [FeedbackEntry] {
        var entries: [FeedbackEntry] = []
        var offset = 0
        while true {
            let query = [
                URLQueryItem(name: "count", value: String(pageSize)), URLQueryItem(name: "offset", value: String(offset)),
            ]
            let page = try await get(["feedback", "user", user, "get-feedback"], query: query, user: user) { data in
                try JSONDecoder().decode(APIFeedbackPage.self, from: data)
            }
            guard let page, !page.feedback.isEmpty else { break }
            entries += page.feedback.compactMap(\.model)
            offset += page.feedback.count
            if let total = page.totalCount, offset >= total { break }
        }
        return entries
    }

    /// Every recording `user` pinned, current and past, newest first.
    public func pins(user: String, pageSize: Int = 100) async throws -> [PinnedRecording] {
        var pins: [PinnedRecording] = []
        var offset = 0
        while true {
            let query = [
                URLQueryItem(name: "count", value: String(pageSize)), URLQueryItem(name: "offset", value: String(offset)),
            ]
            let page = try await get([user, "pins"], query: query, user: user) { data in
                try JSONDecoder().decode(APIPinsPage.self, from: data)
            }
            guard let page, !page.pinnedRecordings.isEmpty else { break }
            pins += page.pinnedRecordings.compactMap(\.model)
            offset += page.pinnedRecordings.count
            if let total = page.totalCount, offset >= total { break }
        }
        return pins
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
