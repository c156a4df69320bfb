import JSONWriting
import ListenModel

/// A report's tracks as a JSPF playlist beside the page, the format ListenBrainz's playlist
/// import reads: its top tracks (`playlist.jspf`) and, for a year, its discoveries
/// (`discoveries.jspf`), each track by its MusicBrainz recording, most played first. A track
/// without a recording MBID cannot be imported and is left out (the annotation says how many).
/// The same content makes the same bytes: no "now" in it.
struct ReportPlaylist: Encodable {
    static let fileName = "playlist.jspf"
    static let discoveriesFileName = "discoveries.jspf"

    struct Track: Encodable {
        var title: String
        var creator: String
        var album: String
        var identifier: String
        var extension_: [String: [String: [String]]]

        enum CodingKeys: String, CodingKey {
            case title, creator, album, identifier
            case extension_ = "extension"
        }
    }

    struct Playlist: Encodable {
        var title: String
        var creator = "listenstats"
        var annotation: String
        var extension_: [String: [String: Bool]] = ["https://musicbrainz.org/doc/jspf#playlist": ["public": true]]
        var track: [Track]

        enum CodingKeys: String, CodingKey {
            case title, creator, annotation, track
            case extension_ = "extension"
        }
    }

    var playlist: Playlist

    /// The playlist of `content`'s top tracks (as many as its top list shows), or nil when none
    /// has a recording MBID.
    init?(content: ReportContent) {
        self.init(
            content.stats.topRecordings.prefix(TopListSection.limit(content.period.kind)),
            title: "Top tracks of \(content.period.title) for \(content.user)",
            describing: "most played tracks of \(content.period.title), most played first")
    }

    /// The playlist of a year's discoveries (`YearReview.topDiscoveryRecordings`), or nil when
    /// the report is no year's or none has a recording MBID.
    init?(discoveriesOf content: ReportContent) {
        guard let review = content.yearReview else { return nil }
        self.init(
            review.topDiscoveryRecordings[...],
            title: "Discoveries of \(content.period.title) for \(content.user)",
            describing: "most played tracks first heard in \(content.period.title), most played first")
    }

    /// `listed` as a playlist titled `title`, annotated "The 12 `description`".
    private init?(_ listed: ArraySlice<RecordingCount>, title: String, describing description: String) {
        let tracks: [Track] = listed.compactMap { recording in
            guard let mbid = recording.mbid, !mbid.isEmpty else { return nil }
            return Track(
                title: recording.trackName, creator: recording.artistName, album: recording.releaseName ?? "",
                identifier: "https://musicbrainz.org/recording/\(mbid)",
                extension_: ["https://musicbrainz.org/doc/jspf#track": ["artist_identifiers": recording.artistMBIDs.map { "https://musicbrainz.org/artist/\($0)" }]])
        }
        guard !tracks.isEmpty else { return nil }
        let left = listed.count - tracks.count
        playlist = Playlist(
            title: title,
            annotation: "The \(tracks.count) \(description)" + (left > 0 ? "; \(left) without a MusicBrainz recording left out." : "."),
            track: tracks)
    }

    /// Each playlist file of `content`, by name: its text, or nil when it has none (a file
    /// of that name left from an earlier build goes).
    static func files(of content: ReportContent) throws -> [(name: String, text: String?)] {
        [
            (fileName, try ReportPlaylist(content: content)?.text()),
            (discoveriesFileName, try ReportPlaylist(discoveriesOf: content)?.text()),
        ]
    }

    /// The playlist as JSON, keys sorted.
    func text() throws -> String {
        try SnakeCaseJSON.text(self) + "\n"
    }
}
