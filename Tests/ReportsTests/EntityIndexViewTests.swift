import Testing

@testable import Reports

@Suite("A user's index of every artist, album and track page")
struct EntityIndexViewTests {
    static func entry(_ name: String, rank: Int, byline: String = "") -> EntityIndexView.Entry {
        EntityIndexView.Entry(
            name: name, byline: byline, hasByline: !byline.isEmpty, url: "artist/\(rank).html", rank: "#\(rank)", rankValue: rank,
            listens: 1_000 - rank)
    }

    @Test("letters A–Z with accents, case and a leading The aside; one # group, last, for digits and other scripts")
    func groups() {
        let view = EntityIndexView(
            user: "rob", generator: "test", kind: .artist,
            entries: [
                Self.entry("Zoë", rank: 3), Self.entry("the Beatles", rank: 1), Self.entry("Émilie", rank: 2), Self.entry("坂本龍一", rank: 4),
                Self.entry("2Pac", rank: 5), Self.entry("beck", rank: 6), Self.entry("Ω Orchestra", rank: 7),
            ])
        #expect(view.groups.map(\.letter) == ["B", "E", "Z", "#"])
        #expect(view.groups[0].entries.map(\.name) == ["the Beatles", "beck"])
        #expect(view.groups[3].entries.map(\.name) == ["2Pac", "Ω Orchestra", "坂本龍一"])
        #expect(view.mostPlayed.map(\.name).prefix(3) == ["the Beatles", "Émilie", "Zoë"])
        #expect(view.title == "Artists" && view.summary.hasPrefix("7 artists with a page"))
    }

    @Test("two pages that read alike say which they are not")
    func alike() {
        let view = EntityIndexView(
            user: "rob", generator: "test", kind: .artist, entries: [Self.entry("Nova", rank: 9), Self.entry("Nova", rank: 2)])
        #expect(view.mostPlayed.map(\.byline) == ["", "not the one at #2"])
    }
}
