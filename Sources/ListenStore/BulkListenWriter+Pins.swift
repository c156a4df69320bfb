import ListenModel

extension BulkListenWriter {
    /// Stores the pins of an export in the import's transaction, beside those a sync fetched.
    @discardableResult
    public func storePins(_ pins: [PinnedRecording], importedAt: Int64) throws -> Int {
        try db.storePins(pins, userID: userID, fetchedAt: importedAt)
    }
}
