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
        /// Its listens in the whole history: the search shows them.
        var listens: Int
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
    var search = SearchBox(depthBelowUserFolder: 0)
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
        let byRank = AlikeEntries.toldApart(entries.sorted(by: Self.moreListened))
        mostPlayed = Array(byRank.prefix(Self.mostPlayedCount))
        // Each name's key made once: folding case and accents is slow, and a heavy listener's
        // index sorts thousands.
        let keyed = byRank.map { (key: Self.sortKey($0.name), entry: $0) }.sorted { a, b in
            a.key != b.key ? a.key < b.key : (a.entry.name, a.entry.byline, a.entry.url) < (b.entry.name, b.entry.byline, b.entry.url)
        }
        // One group a letter, A to Z, then "#" (digits, other scripts) after Z.
        let byLetter = Dictionary(grouping: keyed, by: { Self.letter(key: $0.key) })
        let letters = byLetter.keys.filter { $0 != "#" }.sorted() + (byLetter["#"] == nil ? [] : ["#"])
        groups = letters.map { letter in
            Group(letter: letter, anchor: letter == "#" ? "other" : letter.lowercased(), entries: (byLetter[letter] ?? []).map(\.entry))
        }
    }

    /// Higher in the ranking first; ties (there are none between pages) by name, then page.
    static func moreListened(_ a: Entry, _ b: Entry) -> Bool {
        if a.rankValue != b.rankValue { return a.rankValue < b.rankValue }
        return a.name != b.name ? a.name < b.name : a.url < b.url
    }

    /// The name as an index orders it: case, accents and a leading "The " aside.
    static func sortKey(_ name: String) -> String {
        var key = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if key.hasPrefix("the "), key.count > 4 { key.removeFirst(4) }
        return key
    }

    /// The letter a name is filed under: its first Latin letter, accents aside; else "#".
    static func letter(_ name: String) -> String { letter(key: sortKey(name)) }

    /// The letter of a name's `sortKey`.
    static func letter(key: String) -> String {
        guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return "#" }
        return String(first).uppercased()
    }
}

extension EntityIndexView.Entry: BylinedEntry {
    var rankLabel: String { rank }
}
