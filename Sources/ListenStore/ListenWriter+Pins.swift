import ListenModel

extension ListenWriter {
    /// Stores the pins the pins API returned for `user`; pins stored before (from an export or
    /// an earlier sync) stay.
    @discardableResult
    public func savePins(_ pins: [PinnedRecording], user: String, fetchedAt: Int64) throws -> Int {
        try db.storePins(pins, userID: userID(for: user), fetchedAt: fetchedAt)
    }
}
