extension TextTable {
    /// Writes the strings and their hashes (the slot table is rebuilt when next needed).
    public func pack(into writer: inout PackedWriter) {
        writer.append(UInt64(count))
        writer.append(UInt64(storage.count))
        writer.append(bytes: storage)
        for start in starts { writer.append(UInt64(start)) }
        writer.append(contentsOf: hashes)
    }

    /// Reads what `pack(into:)` wrote; nil when it does not hold together.
    public init?(unpacking reader: inout PackedReader) {
        guard let count = reader.readCount(width: 16), let byteCount = reader.readCount(width: 1),
            let storage = reader.readBytes(count: byteCount),
            let starts = reader.read(UInt64.self, count: count + 1), let hashes = reader.read(UInt64.self, count: count),
            starts.first == 0, starts.last == UInt64(byteCount), zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        self.init()
        self.storage = storage
        self.starts = starts.map { Int($0) }
        self.hashes = hashes
        slots = []
    }
}
