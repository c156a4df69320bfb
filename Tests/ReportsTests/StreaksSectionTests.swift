import ListenModel
import Testing

@testable import Reports

@Suite("Streaks: today's run while the period lasts, the run at its end once it is over")
struct StreaksSectionTests {
    @Test("a week in progress says 'Current streak'; the same week read after it ended says 'Streak at its end'")
    func label() {
        var content = ReportFixtures.weeklyContent()
        content.stats.streaks.current = DaySpan(
            first: CalendarDay(year: 2026, month: 11, day: 20), last: CalendarDay(year: 2026, month: 11, day: 22))
        content.stats.asOf = ReportFixtures.week.end - 3_600
        #expect(StreaksSection(content: content).cards.map(\.label).contains("Current streak"))
        content.stats.asOf = ReportFixtures.week.end + 86_400 * 30
        let labels = StreaksSection(content: content).cards.map(\.label)
        #expect(labels.contains("Streak at its end") && !labels.contains("Current streak"))
    }
}
