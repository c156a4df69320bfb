import ListenModel

extension StatsEngine {
    /// Splits the window's listens into sessions wherever more than `sessionGapSeconds` pass
    /// between two listens, and keeps the longest and the fullest.
    func sessions(_ positions: Range<Int>) -> SessionSummary {
        let history = index.history
        var summary = SessionSummary()
        guard !positions.isEmpty else { return summary }
        func close(_ session: ListeningSession) {
            summary.sessionCount += 1
            if session.durationSeconds > summary.longest?.durationSeconds ?? -1 { summary.longest = session }
            if session.listenCount > summary.mostListens?.listenCount ?? 0 { summary.mostListens = session }
        }
        func end(of position: Int) -> Int64 {
            let duration = history.durationMs[position]
            let milliseconds = duration >= 0 ? Int64(duration) : WindowTally.estimatedListenMs
            return history.listenedAt[position] + milliseconds / 1000
        }
        var current = ListeningSession(start: history.listenedAt[positions.lowerBound], end: end(of: positions.lowerBound), listenCount: 1)
        for position in positions.dropFirst() {
            let time = history.listenedAt[position]
            if time - history.listenedAt[position - 1] > Self.sessionGapSeconds {
                close(current)
                current = ListeningSession(start: time, end: end(of: position), listenCount: 1)
            } else {
                current.listenCount += 1
                current.end = max(current.end, end(of: position))
            }
        }
        close(current)
        return summary
    }
}
