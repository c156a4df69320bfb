/// What the listening clock shows: listens per hour of the day (0…23, wall clock).
public struct ListeningClockData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    public var hourCounts: [Int]

    public init(title: String, subtitle: String? = nil, hourCounts: [Int]) {
        self.title = title
        self.subtitle = subtitle
        self.hourCounts = (0..<24).map { $0 < hourCounts.count ? max(0, hourCounts[$0]) : 0 }
    }

    /// The hour with the most listens (the earliest on ties).
    public var peakHour: Int {
        hourCounts.indices.max { a, b in hourCounts[a] != hourCounts[b] ? hourCounts[a] < hourCounts[b] : a > b } ?? 0
    }
}
