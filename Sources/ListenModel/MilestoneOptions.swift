/// The thresholds milestones are counted at.
public struct MilestoneOptions: Hashable, Sendable, Codable {
    /// Listen counts that are milestones of the whole history.
    public var listenCountMarks: [Int]
    /// Every multiple of this is a milestone too (0: none).
    public var listenCountEvery: Int
    /// Plays at which a track is certified (Maloja's gold, platinum, diamond for tracks).
    public var recordingCertifications: [Int]
    /// Plays at which an album (release) is certified.
    public var releaseCertifications: [Int]

    public init(
        listenCountMarks: [Int] = [1_000, 5_000, 10_000, 25_000, 50_000],
        listenCountEvery: Int = 100_000,
        recordingCertifications: [Int] = [250, 500, 1_000],
        releaseCertifications: [Int] = [500, 750, 1_500]
    ) {
        self.listenCountMarks = listenCountMarks
        self.listenCountEvery = listenCountEvery
        self.recordingCertifications = recordingCertifications
        self.releaseCertifications = releaseCertifications
    }

    public static let standard = MilestoneOptions()

    /// Whether the history's `count`th listen is a milestone.
    public func isListenCountMark(_ count: Int) -> Bool {
        (listenCountEvery > 0 && count % listenCountEvery == 0) || listenCountMarks.contains(count)
    }
}

extension MilestoneOptions {
    /// The first listen count after `count` that is a milestone (`isListenCountMark`), or
    /// `Int.max` when there is none: a pass over a history compares each listen's number with
    /// it instead of dividing every number.
    public func nextListenCountMark(after count: Int) -> Int {
        var next = listenCountMarks.lazy.filter { $0 > count }.min() ?? .max
        if listenCountEvery > 0 {
            let (multiple, overflow) = (count / listenCountEvery + 1).multipliedReportingOverflow(by: listenCountEvery)
            if !overflow { next = min(next, multiple) }
        }
        return next
    }
}
