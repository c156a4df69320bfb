import Foundation
import ListenModel

/// A user's artists, albums or tracks that have a page, on one page of the site
/// (`<user>/artists.html`…): the most played first, then every one A–Z, so that a crawl, and a
/// reader, reaches each page in three steps from the front page.
struct EntityIndexView: Sendable {
    /// One page of the index.
    struct Entry: Sendable {
        var name: String
        var byline: String
        var hasByline: Bool
        var url: String
        /// "#12": its rank among all of its kind, by listens.
        var rank: String
        var rankValue: Int
    }

    /// The entries whose names begin with one letter (A–Z; "#" for the rest).
    struct Group: Sendable {
        var letter: String
        var anchor: String
        var entries: [Entry]
    }

    var user: String
    var generator: String
    var title: String
    var summary: String
    var palette = PagePalette.standard
    var mostPlayed: [Entry]
    var groups: [Group]

    /// How many of the most played lead the page.
    static let mostPlayedCount = 25

    /// The page file below the user's folder for `kind`: "artists.html".
    static func fileName(_ kind: EntityKind) -> String {
        switch kind {
        case .artist: "artists.html"
        case .album: "albums.html"
        case .track: "tracks.html"
        }
    }

    init(user: String, generator: String, kind: EntityKind, entries: [Entry]) {
        self.user = user
        self.generator = generator
        let plural = Self.fileName(kind).replacingOccurrences(of: ".html", with: "")
        title = plural.prefix(1).uppercased() + plural.dropFirst()
        summary = "\(DisplayFormat.count(entries.count)) \(plural) with a page, the most played first, then A–Z."
        mostPlayed = Array(entries.sorted { ($0.rankValue, $0.name) < ($1.rankValue, $1.name) }.prefix(Self.mostPlayedCount))
        let sorted = entries.sorted { a, b in
            let (x, y) = (Self.sortKey(a.name), Self.sortKey(b.name))
            return x != y ? x < y : (a.name, a.byline, a.url) < (b.name, b.byline, b.url)
        }
        var groups: [Group] = []
        for entry in sorted {
            let letter = Self.letter(entry.name)
            if groups.last?.letter != letter {
                groups.append(Group(letter: letter, anchor: letter == "#" ? "other" : letter.lowercased(), entries: []))
            }
            groups[groups.count - 1].entries.append(entry)
        }
        // "#" (digits, other scripts) goes last, after Z.
        self.groups = groups.filter { $0.letter != "#" } + groups.filter { $0.letter == "#" }
    }

    /// The name as an index orders it: case, accents and a leading "The " aside.
    static func sortKey(_ name: String) -> String {
        var key = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if key.hasPrefix("the "), key.count > 4 { key.removeFirst(4) }
        return key
    }

    /// The letter a name is filed under: its first Latin letter, accents aside; else "#".
    static func letter(_ name: String) -> String {
        guard let first = sortKey(name).unicodeScalars.first, ("a"..."z").contains(first) else { return "#" }
        return String(first).uppercased()
    }
}
