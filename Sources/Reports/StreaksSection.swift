import ListenModel

/// Runs of listening days and listening sessions.
struct StreaksSection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var cards: [HeadlineCard]

    init(content: ReportContent) {
        let stats = content.stats
        let clock = WallClock(named: stats.timeZone)
        available = stats.listenCount > 0
        unavailableMessage = "No listens, so no streaks or sessions this \(content.period.kind.noun)."
        var cards: [HeadlineCard] = []
        if let longest = stats.streaks.longest {
            cards.append(
                HeadlineCard(label: "Longest streak", value: DisplayFormat.days(longest.dayCount), detail: DisplayFormat.span(longest)))
        }
        if let current = stats.streaks.current {
            // A period over before as-of states the run reaching its end, which is not today's.
            cards.append(
                HeadlineCard(
                    label: stats.endedBeforeAsOf ? "Streak at its end" : "Current streak", value: DisplayFormat.days(current.dayCount),
                    detail: DisplayFormat.span(current)))
        }
        cards.append(HeadlineCard(label: "Sessions", value: DisplayFormat.count(stats.sessions.sessionCount)))
        func describe(_ session: ListeningSession) -> String {
            let day = DisplayFormat.day(clock.day(at: session.start))
            return "\(day), \(DisplayFormat.clockTime(session.start, on: clock)) · \(DisplayFormat.listens(session.listenCount))"
        }
        if let longest = stats.sessions.longest {
            cards.append(
                HeadlineCard(
                    label: "Longest session", value: DisplayFormat.duration(milliseconds: longest.durationSeconds * 1000),
                    detail: describe(longest)))
        }
        if let most = stats.sessions.mostListens, most != stats.sessions.longest {
            cards.append(
                HeadlineCard(label: "Most listens in a session", value: DisplayFormat.count(most.listenCount), detail: describe(most)))
        }
        self.cards = cards
    }
}
