import Foundation
import ListenModel
import Testing

@testable import ListenSources

@Suite("Demo history")
struct DemoHistoryGeneratorTests {
    static let listens = DemoHistoryGenerator().listens()

    @Test("the same seed gives the same history")
    func deterministic() {
        let small = DemoHistoryGenerator(dayCount: 30, targetListenCount: 1_000)
        #expect(small.listens() == small.listens())
        #expect(DemoHistoryGenerator(seed: 1, dayCount: 30).listens() != DemoHistoryGenerator(seed: 2, dayCount: 30).listens())
    }

    @Test("about 30,000 listens over two years, in order, about 10% unmapped, some without duration")
    func shape() throws {
        let listens = Self.listens
        #expect((27_000...33_000).contains(listens.count))
        #expect(zip(listens, listens.dropFirst()).allSatisfy { $0.listenedAt < $1.listenedAt })
        let first = try #require(listens.first?.listenedAt)
        let last = try #require(listens.last?.listenedAt)
        #expect(last - first > 700 * 86_400)
        let unmapped = Double(listens.filter { $0.track.mapping == nil }.count) / Double(listens.count)
        #expect((0.05...0.16).contains(unmapped))
        #expect(listens.contains { $0.durationMs == nil })
        #expect(listens.contains { ($0.track.mapping?.artists.count ?? 0) > 1 })
    }

    @Test("names in many scripts and with markup characters are listened to")
    func names() {
        let artists = Set(Self.listens.flatMap { $0.track.effectiveArtists.map(\.name) })
        for name in ["東京事変", "Кино Полночь", "فرقة القمر", "🌙 Moonwalkers", "Rock & Roll <Live>", "Pipe | Dream"] {
            #expect(artists.contains(name), "\(name) should appear")
        }
    }

    @Test("listening clusters in Berlin evenings and weekends, on the local wall clock")
    func localClustering() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        var evening = 0
        var night = 0
        var weekendDays = 0
        for listen in Self.listens {
            let date = Date(timeIntervalSince1970: TimeInterval(listen.listenedAt))
            let hour = calendar.component(.hour, from: date)
            if (18...23).contains(hour) { evening += 1 }
            if (3...5).contains(hour) { night += 1 }
            if calendar.isDateInWeekend(date) { weekendDays += 1 }
        }
        #expect(evening > Self.listens.count / 3)
        #expect(night < Self.listens.count / 50)
        #expect(Double(weekendDays) / Double(Self.listens.count) > 2.0 / 7.0)
    }
}
