import Testing

@testable import ListenModel

@Suite("Genre listens by hour")
struct GenreHourCountTests {
    static let cells = [
        GenreHourCount(genre: "rock", hour: 9, listenCount: 3), GenreHourCount(genre: "jazz", hour: 22, listenCount: 5),
        GenreHourCount(genre: "rock", hour: 21, listenCount: 2), GenreHourCount(genre: "ambient", hour: 3, listenCount: 5),
        GenreHourCount(genre: "rock", hour: 9, listenCount: 1), GenreHourCount(genre: "pop", hour: 24, listenCount: 7),
    ]

    @Test("totals sum every hour of a genre, most listens first, ties by name")
    func totals() {
        let totals = Self.cells.genreTotals()
        #expect(totals.map(\.genre) == ["pop", "rock", "ambient", "jazz"])
        #expect(totals.map(\.listenCount) == [7, 6, 5, 5])
        #expect([GenreHourCount]().genreTotals().isEmpty)
    }

    @Test("hour rows follow the genres asked for, add repeated cells, and leave out other genres and hours past 23")
    func hourRows() {
        let rows = Self.cells.hourRows(of: ["rock", "jazz", "pop"])
        #expect(rows.count == 3 && rows.allSatisfy { $0.count == 24 })
        #expect(rows[0][9] == 4 && rows[0][21] == 2 && rows[0].reduce(0, +) == 6)
        #expect(rows[1][22] == 5 && rows[1].reduce(0, +) == 5)
        #expect(rows[2].reduce(0, +) == 0, "hour 24 is no hour of the day")
    }
}
