import CompactStorage

/// ListenBrainz's top-list order, and picking the first N by it without sorting everything.
///
/// Order: listen count descending, then name descending by UTF-8 bytes (case-sensitive),
/// then MBID descending with missing MBIDs last; the id (first heard first) settles the rest
/// so the output is always the same.
struct TopListOrder {
    let counts: [Int32]
    /// Per entity, its name and MBID as ids into `texts` (-1 for no MBID).
    let names: [Int32]
    let mbids: [Int32]
    let texts: TextTable

    func precedes(_ lhs: Int32, _ rhs: Int32) -> Bool {
        let (left, right) = (counts[Int(lhs)], counts[Int(rhs)])
        if left != right { return left > right }
        // Texts are interned by their exact bytes: equal ids are equal names, and only
        // different ones need their bytes compared.
        let (leftName, rightName) = (names[Int(lhs)], names[Int(rhs)])
        if leftName != rightName { return texts.precedes(rightName, leftName) }
        let (leftMBID, rightMBID) = (mbids[Int(lhs)], mbids[Int(rhs)])
        if leftMBID == rightMBID { return lhs < rhs }
        if leftMBID < 0 || rightMBID < 0 { return rightMBID < 0 }
        return texts.precedes(rightMBID, leftMBID)
    }

    /// The ids with a count, in order, at most `limit` of them (all when `limit` is nil).
    func top(_ limit: Int?) -> [Int32] {
        guard counts.contains(where: { $0 > 0 }) else { return [] }
        // Only entries at or above the smallest count that still makes the list need the
        // (string-comparing) sort.
        let threshold = limit.map { Self.threshold(forTop: $0, of: counts) } ?? 1
        var (above, tied): ([Int32], [Int32]) = ([], [])
        for (id, count) in counts.enumerated() where count >= threshold {
            if count > threshold { above.append(Int32(id)) } else { tied.append(Int32(id)) }
        }
        return ordered(above: above, tied: tied, limit: limit)
    }

    /// The ids counted more than a list's threshold (`above`) and those at it (`tied`), in
    /// order, at most `limit` of them.
    ///
    /// The entries at the threshold can be most of a long tail (a year of a listener who plays
    /// everything alike: tens of thousands of tracks at its third-highest count, all sorted by
    /// name for three medals took 0.6 s); only the first few of them make the list.
    func ordered(above: [Int32], tied: [Int32], limit: Int?) -> [Int32] {
        let above = above.sorted(by: precedes)
        if let limit, above.count + tied.count > limit {
            return above + first(limit - above.count, of: tied)
        }
        return above + tied.sorted(by: precedes)
    }

    /// The first `count` of `ids` in this order, in order: by keeping the best so far when
    /// they are few against the ids (most ids are then turned away by one comparison).
    func first(_ count: Int, of ids: [Int32]) -> [Int32] {
        guard count > 0 else { return [] }
        guard ids.count > count * 4 else { return Array(ids.sorted(by: precedes).prefix(count)) }
        var kept = ids.prefix(count).sorted(by: precedes)
        for id in ids.dropFirst(count) where precedes(id, kept[count - 1]) {
            var (low, high) = (0, count - 1)
            while low < high {
                let middle = (low + high) / 2
                if precedes(id, kept[middle]) { high = middle } else { low = middle + 1 }
            }
            kept.removeLast()
            kept.insert(id, at: low)
        }
        return kept
    }

    /// The smallest count that still makes a list of `limit` entries of `counts`: the
    /// `limit`-th largest positive count (counted with repeats), or 1 when fewer are positive.
    static func threshold(forTop limit: Int, of counts: [Int32]) -> Int32 {
        var maximum: Int32 = 0
        for count in counts where count > maximum { maximum = count }
        guard maximum > 0 else { return 1 }
        if limit > 0, Int(maximum) > max(counts.count, 1 << 16) {
            // Counts of seconds (listening time) reach millions: a histogram that long costs
            // more to clear than the entities to count, so the `limit` largest are kept instead.
            return largest(limit, of: counts)
        }
        var histogram = [Int](repeating: 0, count: Int(maximum) + 1)
        for count in counts where count > 0 { histogram[Int(count)] += 1 }
        var taken = 0
        var threshold = maximum
        while threshold > 1 && taken + histogram[Int(threshold)] < limit {
            taken += histogram[Int(threshold)]
            threshold -= 1
        }
        return threshold
    }

    /// The `limit`-th largest positive count (counted with repeats), or 1 when fewer are positive:
    /// the same threshold the histogram gives.
    static func largest(_ limit: Int, of counts: [Int32]) -> Int32 {
        var best: [Int32] = []  // ascending, at most `limit`
        best.reserveCapacity(limit + 1)
        for count in counts where count > 0 && (best.count < limit || count > best[0]) {
            let at = best.firstIndex { $0 >= count } ?? best.count
            best.insert(count, at: at)
            if best.count > limit { best.removeFirst() }
        }
        return best.count < limit ? 1 : best[0]
    }

    /// The 1-based rank `id` would have in the full list, or nil when it has no count.
    func rank(of id: Int32) -> Int? {
        guard counts[Int(id)] > 0 else { return nil }
        var ahead = 0
        for other in counts.indices where counts[other] >= counts[Int(id)] && Int32(other) != id {
            if precedes(Int32(other), id) { ahead += 1 }
        }
        return ahead + 1
    }
}
