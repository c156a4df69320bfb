import Foundation
import ListenModel
import ListenSources
import ListenStore

/// The pipeline step that downloads what ListenBrainz computed (statistics for a range, the
/// listen count, feedback, a Year in Music) and stores it with the time it was fetched.
struct ServerStatisticsStep {
    let client: ListenBrainzClient
    let store: ListenStore
    let user: String
    /// The range to fetch statistics for; nil to fetch only the Year in Music.
    let range: StatRange?
    let year: Int?
    let output: SyncOutput

    func run() async throws {
        let fetchedAt = Int64(Date().timeIntervalSince1970)
        if let range {
            var fetched: [ServerStatistic] = []
            var missing: [ServerStatKind] = []
            for kind in ServerStatKind.allCases {
                if let statistic = try await client.statistic(kind, user: user, range: range) {
                    fetched.append(statistic)
                } else {
                    missing.append(kind)
                }
            }
            let count = try await client.listenCount(user: user)
            let feedback = try await client.feedback(user: user)
            try store.write { writer in
                for statistic in fetched {
                    try writer.saveServerStatistic(statistic, user: user, fetchedAt: fetchedAt)
                }
                try writer.saveServerListenCount(count, user: user, fetchedAt: fetchedAt)
                try writer.replaceFeedback(feedback, user: user, fetchedAt: fetchedAt)
            }
            var line = "fetched ListenBrainz statistics for \(user) (\(range.rawValue)): \(fetched.count) of \(ServerStatKind.allCases.count)"
            line += ", \(count) listens on the server, \(feedback.count) loved/hated recordings"
            output.summary(line)
            if !missing.isEmpty {
                output.summary(
                    "ListenBrainz has not calculated \(missing.map(\.rawValue).joined(separator: ", ")) (\(range.rawValue)) for \(user) yet; reports compute them locally")
            }
        }
        if let year {
            let data = try await client.yearInMusic(user: user, year: year)
            if data.isEmpty {
                output.summary("ListenBrainz has no Year in Music \(year) for \(user); `listenstats year` computes it locally")
            } else {
                try store.write { writer in try writer.saveYearInMusic(data, user: user, fetchedAt: fetchedAt) }
                output.summary("fetched ListenBrainz's Year in Music \(year) for \(user)")
            }
        }
    }
}
