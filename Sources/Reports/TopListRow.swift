import ListenModel

/// One entry of a top list.
struct TopListRow: Sendable {
    var rank: Int
    var name: String
    var hasLink: Bool
    var link: String
    /// The artist credit of an album or track; empty for artists.
    var byline: String
    var hasByline: Bool
    var count: String
    /// Bar length as a percentage of the first entry's count.
    var barPercent: Int
    /// "▲ 3", "▼ 2", "new", "=" when the previous period's ranks are known.
    var changeText: String
    var hasChange: Bool
    var changeClass: String
    /// A thumbnail of the album's cover beside the name, when the list shows covers.
    var hasCover = false
    var coverPath = ""
    /// Names the album ("Cover of OK Computer by Radiohead").
    var coverAlt = ""
    /// The list shows covers but this entry has none cached: a plain tile stands in, so the
    /// names stay aligned and no broken picture shows.
    var hasCoverTile = false
    /// The first letter of the album on the tile.
    var coverInitial = ""

    init(rank: Int, name: String, link: String?, byline: String, count: Int, topCount: Int) {
        self.init(
            rank: rank, name: name, link: link, byline: byline, value: DisplayFormat.count(count),
            barPercent: count * 100 / max(topCount, 1))
    }

    /// A row whose value is not a count ("5 h 12 min"), with its bar's share of the first row's.
    init(rank: Int, name: String, link: String?, byline: String, value: String, barPercent: Int) {
        self.rank = rank
        self.name = name
        hasLink = link != nil
        self.link = link ?? ""
        self.byline = byline
        hasByline = !byline.isEmpty
        count = value
        self.barPercent = barPercent
        changeText = ""
        hasChange = false
        changeClass = ""
    }

    /// The row with the cover at `path` (page-relative) of `album` by `artist`; a tile when nil.
    func withCover(_ path: String?, album: String, artist: String) -> TopListRow {
        var row = self
        if let path {
            row.hasCover = true
            row.coverPath = path
            row.coverAlt = artist.isEmpty ? "Cover of \(album)" : "Cover of \(album) by \(artist)"
        } else {
            row.hasCoverTile = true
            row.coverInitial = album.first.map { String($0).uppercased() } ?? ""
        }
        return row
    }

    /// The row with its movement against the previous period's ranks.
    func moved(_ movement: RankMovement, previousRank: Int?) -> TopListRow {
        var row = self
        row.hasChange = true
        switch movement {
        case .new:
            row.changeText = "new"
            row.changeClass = "up"
        case .up:
            row.changeText = "▲ \((previousRank ?? rank) - rank)"
            row.changeClass = "up"
        case .down:
            row.changeText = "▼ \(rank - (previousRank ?? rank))"
            row.changeClass = "down"
        case .same:
            row.changeText = "="
            row.changeClass = "flat"
        }
        return row
    }
}

extension TopListRow: MustacheFields {
    static let fields: [String: @Sendable (TopListRow) -> Any] = [
        "rank": { $0.rank }, "name": { $0.name }, "hasLink": { $0.hasLink }, "link": { $0.link },
        "byline": { $0.byline }, "hasByline": { $0.hasByline }, "count": { $0.count }, "barPercent": { $0.barPercent },
        "changeText": { $0.changeText }, "hasChange": { $0.hasChange }, "changeClass": { $0.changeClass },
        "hasCover": { $0.hasCover }, "coverPath": { $0.coverPath }, "coverAlt": { $0.coverAlt },
        "hasCoverTile": { $0.hasCoverTile }, "coverInitial": { $0.coverInitial },
    ]
}

extension TopListRow: BylinedEntry {
    var rankLabel: String { "#\(rank)" }
}
