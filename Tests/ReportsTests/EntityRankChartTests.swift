import ListenModel
import Testing

@testable import Reports

@Suite("Entity rank chart")
struct EntityRankChartTests {
    func artist(_ ranks: [Int?], kind: EntityKind = .artist) -> EntityProfile {
        var profile = EntityProfile(
            ref: EntityRef(kind: kind, name: "Shadow Gold"), listenCount: 7_718, rank: 21, firstListenAt: 0, lastListenAt: 1,
            firstDay: CalendarDay(dayNumber: 0), lastDay: CalendarDay(dayNumber: 1))
        profile.yearRanks = ranks.enumerated().map { EntityYearRank(year: 2016 + $0, rank: $1) }
        return profile
    }

    @Test("the axis is as deep as the artist's deepest stated rank: #20–#23 every year is drawn on #1–#50, every year")
    func depthFollowsTheRanks() throws {
        let data = try #require(EntityRankChart.data(for: artist([23, 21, 20, 22, 20, 21])))
        #expect(data.depth == 50)
        #expect(data.series.map(\.values) == [[23, 21, 20, 22, 20, 21]])
        #expect(data.periodLabels == (2016...2021).map(String.init))
        #expect(data.subtitle == nil)
        #expect(try #require(EntityRankChart.data(for: artist([1, 4, 2]))).depth == 5)
        #expect(try #require(EntityRankChart.data(for: artist([6, 10]))).depth == 10)
        #expect(try #require(EntityRankChart.data(for: artist([11, 3]))).depth == 20)
        #expect(try #require(EntityRankChart.data(for: artist([51, 100]))).depth == 100)
    }

    @Test("a year ranked below #100 is a gap the subtitle names; an unheard year is a gap it does not")
    func gaps() throws {
        let data = try #require(EntityRankChart.data(for: artist([3, 7, 150, nil, 9])))
        #expect(data.depth == 10)
        #expect(data.series.map(\.values) == [[3, 7, nil, nil, 9]])
        #expect(data.subtitle == "Years ranked below #100 are left out")
        #expect(try #require(EntityRankChart.data(for: artist([3, 4, nil, 9]))).subtitle == nil)
        #expect(
            EntityRankChart.altText(for: artist([3, 150, nil]))
                == "Rank among all artists per year: 2016 #3, 2017 below #100, 2018 not heard.")
    }

    @Test("no chart without two stated years in a row (dots with no line), or for an album or track")
    func noChart() {
        #expect(EntityRankChart.data(for: artist([3, 150, nil])) == nil)
        #expect(EntityRankChart.data(for: artist([57, 150, 52])) == nil)
        #expect(EntityRankChart.data(for: artist([nil, 57, nil, 52, 60])) != nil)
        #expect(EntityRankChart.data(for: artist([])) == nil)
        #expect(EntityRankChart.data(for: artist([3, 5], kind: .album)) == nil)
    }
}
