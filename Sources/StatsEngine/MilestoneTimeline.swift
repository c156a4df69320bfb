import Concurrency
import ListenModel

/// Every milestone of a history and every week's #1, found in a pass over the listens in
/// time order (in two halves, `MilestonePasses`); a period's milestones are the ones dated
/// inside it, since none depends on a later listen.
struct MilestoneTimeline: Sendable {
    /// Oldest first; medals are dated at their year's last second.
    var milestones: [Milestone] = []
    /// Per milestone, the id of its subject in the index's table of its kind (artists,
    /// releases or recordings); -1 for an Eddington number. An entity's page picks its own by id.
    var subjectIDs: [Int32] = []
    /// Per ISO week with listens (`weekIndex` ascending), its #1 artists: ties share the week.
    var weekIndex: [Int32] = []
    var weekTopArtists: [[Int32]] = []
    /// Per calendar year with listens: its top ten artists with their listens, in chart order.
    var yearTopArtists: [Int: [(artist: Int32, count: Int32)]] = [:]
    /// Listens per wall-clock day of the whole history, from day number `minDay` on.
    var dayTotals: [Int32] = []
    var minDay = 0

    /// How many artists of each year's chart are kept for forgotten favourites.
    static let yearChartKept = 10
    static let medalPlaces = 3

    /// The ISO week number of a day number: weeks counted from the Monday before 1970-01-01.
    static func week(ofDay day: Int32) -> Int32 { Int32(WallClock.floorDiv(Int64(day) + 3, 7)) }
    /// The Monday that starts week `week`.
    static func monday(ofWeek week: Int32) -> CalendarDay { CalendarDay(dayNumber: Int(week) * 7 - 3) }

    init() {}

    /// The timeline of `index`'s history, its two halves made on two cores at once.
    init(_ index: HistoryIndex, options: MilestoneOptions) {
        let (artists, certifications) = Concurrently.both(
            { MilestonePasses.Artists(index, options: options) }, { MilestonePasses.Certifications(index, options: options) })
        self.init(artists: artists, certifications: certifications)
    }

    /// The timeline of the two halves, each milestone in the place the one pass had made it
    /// at, by time: a listen's milestones in the order of its position, a year's medals at its
    /// close, after its last listens' milestones (they are dated at its last second).
    init(artists: MilestonePasses.Artists, certifications: MilestonePasses.Certifications) {
        let made = artists.made + certifications.made
        let order = made.indices.sorted {
            (made[$0].milestone.time, made[$0].position, made[$0].order) < (made[$1].milestone.time, made[$1].position, made[$1].order)
        }
        milestones = order.map { made[$0].milestone }
        subjectIDs = order.map { made[$0].subject }
        weekIndex = artists.weekIndex
        weekTopArtists = artists.weekTopArtists
        yearTopArtists = artists.yearTopArtists
        dayTotals = artists.dayTotals
        minDay = artists.minDay
    }
}
