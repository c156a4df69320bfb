import Foundation
import Reports

/// A site whose users take their numbers from different places: each user's pages come from
/// the stored listens or from ListenBrainz's statistics, as the config's `source:` says.
struct PerUserSiteSource: SiteContentSource {
    /// Publishes the users counted from their listens.
    let local: any SiteContentSource
    /// Publishes the users whose pages are ListenBrainz's statistics.
    let server: any SiteContentSource
    let serverUsers: Set<String>
    /// Every published user in the index's order.
    let order: [String]

    func users() throws -> [String] {
        let published = Set(try local.users().filter { !serverUsers.contains($0) })
            .union(try server.users().filter { serverUsers.contains($0) })
        return order.filter(published.contains)
    }

    func periods(for user: String) throws -> [SitePeriod] {
        try source(of: user).periods(for: user)
    }

    func content(for user: String, period: ReportPeriod, reportDirectory: URL) throws -> ReportContent {
        try source(of: user).content(for: user, period: period, reportDirectory: reportDirectory)
    }

    func source(of user: String) -> any SiteContentSource {
        serverUsers.contains(user) ? server : local
    }
}
