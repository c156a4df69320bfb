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
        if let limit, ids.count > limit {
            // A year's or all time's counter touches most of the catalog: only the ids at or
            // above the limit-th largest count can make the list, and only they are sorted.
            let threshold = TopListOrder.threshold(forTop: limit, of: touched.map { counts[Int($0)] })
            ids.removeAll { counts[Int($0)] < threshold }
        }
        ids.sort(by: order.precedes)
        if let limit, ids.count > limit { ids.removeSubrange(limit...) }
        return ids
    }

    /// Back to no counts, keeping the storage.
    mutating func reset() {
        for id in touched { counts[Int(id)] = 0 }
        touched.removeAll(keepingCapacity: true)
    }
}
