extension RandomAccessCollection {
    /// The first index whose element is not `isBefore` a boundary, by binary search: `isBefore`
    /// must hold for a prefix of the collection and fail for the rest (a sorted column).
    @inlinable
    public func partitioningIndex(where isBefore: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var remaining = count
        while remaining > 0 {
            let half = remaining / 2
            let middle = index(low, offsetBy: half)
            if try isBefore(self[middle]) {
                low = index(after: middle)
                remaining -= half + 1
            } else {
                remaining = half
            }
        }
        return low
    }
}

extension RandomAccessCollection where Element: Comparable {
    /// The index of the first element at or after `value` in an ascending collection
    /// (`endIndex` when there is none).
    @inlinable
    public func firstIndex(atOrAfter value: Element) -> Index { partitioningIndex { $0 < value } }

    /// The index of the first element after `value` in an ascending collection; also the
    /// number of elements at or before it, counted from `startIndex`.
    @inlinable
    public func firstIndex(after value: Element) -> Index { partitioningIndex { $0 <= value } }
}
