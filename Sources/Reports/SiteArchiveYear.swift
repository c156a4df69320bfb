/// One year on a user's archive page: its report, its months and its weeks, newest first.
struct SiteArchiveYear: Sendable {
    var title: String
    var hasYearURL: Bool
    var yearURL: String
    var months: [SiteLink]
    var hasMonths: Bool
    var weeks: [SiteLink]
    var hasWeeks: Bool
}
