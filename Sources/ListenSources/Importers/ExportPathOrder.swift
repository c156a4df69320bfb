/// Orders export member paths as a person would: `listens/2024/2.jsonl` before
/// `listens/2024/10.jsonl`, so files are read in time order and reports list them stably.
enum ExportPathOrder {
    static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = parts(lhs)
        let right = parts(rhs)
        for (a, b) in zip(left, right) where a != b {
            if let x = Int(a), let y = Int(b) { return x < y }
            return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
        return left.count < right.count
    }

    private static func parts(_ path: String) -> [Substring] {
        path.split(whereSeparator: { $0 == "/" || $0 == "." })
    }
}
