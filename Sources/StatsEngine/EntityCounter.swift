import ListenModel

/// Counts of one kind of entity over a stretch of listens, kept sparse: a dense count per
/// entity id and the ids touched, so a week's top list costs its listens, not the catalog.
struct EntityCounter {
    private(set) var counts: [Int32]
    private(set) var touched: [Int32] = []

    init(entityCount: Int) {
        counts = [Int32](repeating: 0, count: entityCount)
    }

    mutating func add(_ id: Int32, _ amount: Int32 = 1) {
        if counts[Int(id)] == 0 { touched.append(id) }
        counts[Int(id)] += amount
    }

    /// The touched ids in top-list order, at most `limit` (all when nil).
    func ordered(_ table: EntityTable, texts: TextTable, limit: Int?) -> [Int32] {
        let order = TopListOrder(counts: counts, names: table.name, mbids: table.mbid, texts: texts)
        var ids = touched
        // The list orders by count first: only ids at or above the `limit`-th largest count
        // can make it, so the (name-comparing) sort skips the long tail. A site asks this for
        // the top lists of every report it publishes, and an all-time or a year's window
        // touches 100,000 tracks.
        if let limit, limit > 0, ids.count > limit {
            let threshold = Self.threshold(limit, of: ids.map { counts[Int($0)] })
            ids.removeAll { counts[Int($0)] < threshold }
        }
        ids.sort(by: order.precedes)
        if let limit, ids.count > limit { ids.removeSubrange(limit...) }
        return ids
    }

    /// The `limit`-th largest of the positive `values` (counted with repeats), or 1 when fewer.
    static func threshold(_ limit: Int, of values: [Int32]) -> Int32 {
        var maximum: Int32 = 0
        for value in values where value > maximum { maximum = value }
        // A histogram longer than the values costs more than keeping the largest.
        if Int(maximum) > max(values.count, 1 << 16) { return TopListOrder.largest(limit, of: values) }
        var histogram = [Int](repeating: 0, count: Int(maximum) + 1)
        for value in values where value > 0 { histogram[Int(value)] += 1 }
        var taken = 0
        var threshold = maximum
        while threshold > 1 && taken + histogram[Int(threshold)] < limit {
            taken += histogram[Int(threshold)]
            threshold -= 1
        }
        return threshold
    }

    /// Back to no counts, keeping the storage.
    mutating func reset() {
        for id in touched { counts[Int(id)] = 0 }
        touched.removeAll(keepingCapacity: true)
    }
}
