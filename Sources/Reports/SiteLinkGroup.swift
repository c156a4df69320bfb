/// The reports of one kind on a user's archive page, newest first.
struct SiteLinkGroup: Sendable {
    var title: String
    var reports: [SiteLink]
}
