import CompactStorage

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

    /// Adds one for the entity of each listen at `positions`: `entityOfTrack[trackIndex[position]]`,
    /// skipped when -1.
    ///
    /// A site counts every week's, month's and year's listens for its top lists and covers
    /// (four times the history, three kinds each); a call per listen checked each time that the
    /// storage was unshared and in bounds, most of the cost.
    mutating func addListens(at positions: Range<Int>, trackIndex: [Int32], entityOfTrack: [Int32]) {
        var touched = self.touched
        self.touched = []
        counts.withUnsafeMutableBufferPointer { counts in
            trackIndex.withUnsafeBufferPointer { tracks in
                entityOfTrack.withUnsafeBufferPointer { entities in
                    for position in positions {
                        let entity = entities[Int(tracks[position])]
                        guard entity >= 0 else { continue }
                        if counts[Int(entity)] == 0 { touched.append(entity) }
                        counts[Int(entity)] += 1
                    }
                }
            }
        }
        self.touched = touched
    }

    /// As `addListens(at:trackIndex:entityOfTrack:)` for artists: one for each artist of each
    /// listen's track (`trackArtists[starts[track]..<ends[track]]`).
    mutating func addListens(
        at positions: Range<Int>, trackIndex: [Int32], trackArtists: [Int32], starts: [Int32], ends: [Int32]
    ) {
        var touched = self.touched
        self.touched = []
        counts.withUnsafeMutableBufferPointer { counts in
            trackIndex.withUnsafeBufferPointer { tracks in
                trackArtists.withUnsafeBufferPointer { artists in
                    for position in positions {
                        let track = Int(tracks[position])
                        for slot in Int(starts[track])..<Int(ends[track]) {
                            let artist = artists[slot]
                            if counts[Int(artist)] == 0 { touched.append(artist) }
                            counts[Int(artist)] += 1
                        }
                    }
                }
            }
        }
        self.touched = touched
    }

    /// The touched ids in top-list order, at most `limit` (all when nil).
    func ordered(_ table: EntityTable, texts: TextTable, limit: Int?) -> [Int32] {
        let order = TopListOrder(counts: counts, names: table.name, mbids: table.mbid, texts: texts)
        guard let limit, touched.count > limit else { return touched.sorted(by: order.precedes) }
        // A year's or all time's counter touches most of the catalog: only the ids at or above
        // the limit-th largest count can make the list.
        let threshold = TopListOrder.threshold(forTop: limit, of: touched.map { counts[Int($0)] })
        var (above, tied): ([Int32], [Int32]) = ([], [])
        for id in touched {
            let count = counts[Int(id)]
            if count > threshold { above.append(id) } else if count == threshold { tied.append(id) }
        }
        return order.ordered(above: above, tied: tied, limit: limit)
    }

    /// Back to no counts, keeping the storage.
    mutating func reset() {
        for id in touched { counts[Int(id)] = 0 }
        touched.removeAll(keepingCapacity: true)
    }
}
