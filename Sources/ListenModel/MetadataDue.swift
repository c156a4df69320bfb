/// Which stored recordings need their metadata fetched: those never asked for, and those
/// fetched longer ago than the refresh age allows.
public struct MetadataDue: Hashable, Sendable {
    /// Recording MBIDs to fetch, lower-case, sorted (so a resumed run asks in the same order).
    public var recordingMBIDs: [String]
    /// Distinct recording MBIDs considered (the user's, or the whole store's).
    public var recordingCount: Int
    /// Those with a fetch younger than the refresh age, kept as they are.
    public var freshCount: Int

    public init(recordingMBIDs: [String], recordingCount: Int, freshCount: Int) {
        self.recordingMBIDs = recordingMBIDs
        self.recordingCount = recordingCount
        self.freshCount = freshCount
    }
}
