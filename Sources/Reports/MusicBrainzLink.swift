import ListenModel

/// Links to MusicBrainz pages, made only from well-formed MBIDs so no other text reaches a URL.
enum MusicBrainzLink {
    enum Entity: String {
        case artist
        case release
        case recording
    }

    static func url(_ entity: Entity, mbid: String?) -> String? {
        guard let mbid, MBID.isWellFormed(mbid) else { return nil }
        return "https://musicbrainz.org/\(entity.rawValue)/\(mbid.lowercased())"
    }

    /// The MusicBrainz page of an artist, album (release) or track (recording).
    static func url(for ref: EntityRef) -> String? {
        switch ref.kind {
        case .artist: url(.artist, mbid: ref.mbid)
        case .album: url(.release, mbid: ref.mbid)
        case .track: url(.recording, mbid: ref.mbid)
        }
    }
}
