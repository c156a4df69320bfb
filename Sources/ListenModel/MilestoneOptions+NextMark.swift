extension MilestoneOptions {
    /// The first listen count after `count` that is a milestone (`isListenCountMark`), or
    /// `Int.max` when there is none: a pass over a history compares each listen's number with
    /// it instead of dividing every number.
    public func nextListenCountMark(after count: Int) -> Int {
        var next = listenCountMarks.lazy.filter { $0 > count }.min() ?? .max
        if listenCountEvery > 0 {
            let (multiple, overflow) = (count / listenCountEvery + 1).multipliedReportingOverflow(by: listenCountEvery)
            if !overflow { next = min(next, multiple) }
        }
        return next
    }
}
