/// Links to MusicBrainz pages, made only from well-formed MBIDs so no other text reaches a URL.
enum MusicBrainzLink {
    enum Entity: String {
        case artist
        case release
        case recording
    }

    static func url(_ entity: Entity, mbid: String?) -> String? {
        guard let mbid, isWellFormed(mbid) else { return nil }
        return "https://musicbrainz.org/\(entity.rawValue)/\(mbid.lowercased())"
    }

    /// 8-4-4-4-12 hexadecimal digits.
    static func isWellFormed(_ mbid: String) -> Bool {
        let groups = mbid.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
