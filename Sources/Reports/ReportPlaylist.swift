import ListenModel

/// A report's top tracks as a JSPF playlist (`playlist.jspf` beside the page), the format
/// ListenBrainz's playlist import reads: each track by its MusicBrainz recording, most played
/// first. A track without a recording MBID cannot be imported and is left out (the annotation
/// says how many). The same content makes the same bytes: no "now" in it.
struct ReportPlaylist: Encodable {
    static let fileName = "playlist.jspf"

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
        let listed = content.stats.topRecordings.prefix(TopListSection.limit(content.period.kind))
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
            title: "Top tracks of \(content.period.title) for \(content.user)",
            annotation: "The \(tracks.count) most played tracks of \(content.period.title), most played first"
                + (left > 0 ? "; \(left) without a MusicBrainz recording left out." : "."),
            track: tracks)
    }

    /// The playlist as JSON, keys sorted.
    func text() throws -> String {
        try SnakeCaseJSON.text(self) + "\n"
    }
}
