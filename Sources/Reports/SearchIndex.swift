import JSONWriting
import ListenModel

/// What a user's site can be searched for, written as `<user>/search-index.js` for the site's
/// `search.js` (`html/search-script.mustache`): every artist, album and track with a page,
/// every genre with one, and every report, each with what it is and its listens.
///
/// A script that sets a global rather than JSON: a page opened from `file://` may load a
/// script but not fetch a file, and the site must work from a folder as from any host. Rows are
/// arrays under one list of column names, which keeps a heavy listener's 6,700 entries near
/// 100 bytes each.
struct SearchIndex: Sendable {
    /// What an entry is; its position in `Kind.allCases` is its number in the file.
    enum Kind: String, CaseIterable, Sendable {
        case artist, album, track, genre, report
    }

    struct Entry: Sendable {
        var kind: Kind
        var name: String
        /// The artist of an album or track, the kind of period of a report; "" for none.
        var byline: String
        var listens: Int
        /// The page, from the user's folder ("artist/radiohead.html").
        var url: String
    }

    /// The file below the user's folder.
    static let fileName = "search-index.js"
    /// The script that reads it, once for the site, from the site's root.
    static let scriptPath = "search.js"
    /// The global the file sets, which `search.js` reads.
    static let globalName = "listenstatsSearchIndex"

    var entries: [Entry] = []

    /// The entries of a user's site: its pages by kind (each kind by rank, as the indexes list
    /// them) and its reports, newest first.
    init(pages: [EntityKind: [EntityIndexView.Entry]], genres: [Entry] = [], periods: [SitePeriod]) {
        for kind in EntityKind.allCases {
            let byRank = AlikeEntries.toldApart((pages[kind] ?? []).sorted(by: EntityIndexView.moreListened))
            entries += byRank.map { page in
                Entry(kind: Kind(kind), name: page.name, byline: page.byline, listens: page.listens, url: page.url)
            }
        }
        entries += genres
        entries += periods.reversed().map { period in
            Entry(
                kind: .report, name: period.period.title, byline: period.period.kind.noun.capitalizedFirst,
                listens: period.listenCount, url: period.period.relativePath + "/index.html")
        }
    }

    /// The file's text: `self.listenstatsSearchIndex = {"columns": […], "kinds": […], "entries": [[…], …]};`.
    func script() -> String {
        var bytes = Array("self.\(Self.globalName) = {\"columns\":[\"kind\",\"name\",\"byline\",\"listens\",\"url\"],\"kinds\":[".utf8)
        for (offset, kind) in Kind.allCases.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            SnakeCaseJSON.appendQuoted(kind.rawValue, to: &bytes)
        }
        bytes += Array("],\"entries\":[".utf8)
        let kindNumbers = Dictionary(uniqueKeysWithValues: Kind.allCases.enumerated().map { ($1, $0) })
        for (offset, entry) in entries.enumerated() {
            bytes += Array((offset > 0 ? ",\n[" : "\n[").utf8)
            bytes += Array("\(kindNumbers[entry.kind] ?? 0),".utf8)
            SnakeCaseJSON.appendQuoted(entry.name, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            SnakeCaseJSON.appendQuoted(entry.byline, to: &bytes)
            bytes += Array(",\(entry.listens),".utf8)
            SnakeCaseJSON.appendQuoted(entry.url, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
        bytes += Array("\n]};\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SearchIndex.Kind {
    init(_ kind: EntityKind) {
        switch kind {
        case .artist: self = .artist
        case .album: self = .album
        case .track: self = .track
        }
    }
}

extension String {
    /// "week" → "Week".
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
