import Foundation
import ListenModel

/// How one user's reports are computed: their wall clock and what they leave out.
struct UserReportSettings: Sendable {
    var calendar: Calendar
    var filter: StatFilter
}
