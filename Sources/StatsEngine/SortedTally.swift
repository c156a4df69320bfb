import ListenModel

/// Counts per key, kept as two arrays sorted by key: what an entity's listens per day or per
/// month need.
///
/// Listens arrive in time order, so a key is nearly always the last one or a new last one: an
/// append, where a dictionary hashed every listen and held three times the bytes (a heavy
/// history's 11,000 entity profiles kept some 40 MB of day dictionaries). A wall-clock day can
/// step back where a zone turns its clocks back at midnight; such a key is inserted in place.
struct SortedTally {
    private(set) var keys: [Int32] = []
    private(set) var counts: [Int32] = []

    mutating func add(_ key: Int32) {
        if let last = keys.last, last >= key {
            if last == key {
                counts[counts.count - 1] += 1
                return
            }
            let at = keys.partitioningIndex { $0 < key }
            if keys[at] == key {
                counts[at] += 1
            } else {
                keys.insert(key, at: at)
                counts.insert(1, at: at)
            }
            return
        }
        keys.append(key)
        counts.append(1)
    }

    /// The count of `key`; 0 when it was never added.
    func count(of key: Int32) -> Int {
        let at = keys.partitioningIndex { $0 < key }
        return at < keys.count && keys[at] == key ? Int(counts[at]) : 0
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The same tally in arrays of exactly its length: appending doubled their capacity, and
    /// 11,000 entities keep theirs until their pages are made.
    var compacted: SortedTally {
        var tally = SortedTally()
        tally.keys = keys.withUnsafeBufferPointer { Array($0) }
        tally.counts = counts.withUnsafeBufferPointer { Array($0) }
        return tally
    }
}
