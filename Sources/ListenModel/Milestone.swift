import CompactStorage

/// A landmark of a listening history, dated: "the 10,000th listen was X on D", "Y reached 500
/// plays", "gold for Z in 2025", "Eddington number 42".
///
/// Milestones are facts about the whole history up to a moment, so a report shows those that
/// happened inside its period, and an entity's page those about that entity.
public struct Milestone: Hashable, Sendable, Codable {
    public var kind: MilestoneKind
    /// When it happened: the listen that reached it, or for a medal the last second of its year.
    public var time: Int64
    /// The wall-clock day of `time`.
    public var day: CalendarDay
    /// The number reached: the listen count, the plays of a certification, the medal's place
    /// (1 gold, 2 silver, 3 bronze) or the Eddington number.
    public var value: Int
    /// What it is about; nil for an Eddington number.
    public var subject: MilestoneSubject?
    /// The artist, album or track title; for a listen count, the track played.
    public var name: String?
    public var mbid: String?
    /// The artist credit of an album or track.
    public var artistName: String?
    /// A track's release name and MBID: with the name, credit and MBID they tell exactly which
    /// track it is (as `EntityRef` does), so a site can link the track's page.
    public var releaseName: String?
    public var releaseMBID: String?
    /// The medal's calendar year.
    public var year: Int?
    /// The entity's listens in the medal's year; its total at a certification.
    public var listenCount: Int?

    public init(
        kind: MilestoneKind, time: Int64, day: CalendarDay, value: Int, subject: MilestoneSubject? = nil,
        name: String? = nil, mbid: String? = nil, artistName: String? = nil, releaseName: String? = nil,
        releaseMBID: String? = nil, year: Int? = nil, listenCount: Int? = nil
    ) {
        self.kind = kind
        self.time = time
        self.day = day
        self.value = value
        self.subject = subject
        self.name = name
        self.mbid = mbid
        self.artistName = artistName
        self.releaseName = releaseName
        self.releaseMBID = releaseMBID
        self.year = year
        self.listenCount = listenCount
    }
}

extension Milestone {
    /// Feeds what an entity page shows of the milestone (its kind, time, value, year and
    /// listen count; its subject is the page's own entity) to `hasher`.
    public func combine(into hasher: inout ContentHasher) {
        hasher.combine(kind.rawValue)
        hasher.combine(time)
        hasher.combine(value)
        hasher.combine(year ?? -1)
        hasher.combine(listenCount ?? -1)
    }
}
