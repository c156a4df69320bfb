import Foundation
import ListenModel

/// Makes plausible MusicBrainz metadata for the demo's tracks, offline: each artist a home
/// country (a few only a city, which counts as unknown) and a family of genres, each release
/// group a year after the artist began and its own genre votes, some recordings a tag of
/// their own. Stored through the same tables `enrich` fills, so the demo's pages show the
/// genre, release-year and origin sections.
///
/// Deterministic: a generator of its own (the seed's), walking ids in sorted order, so the
/// listens' random stream is untouched and the same listens always get the same metadata.
public struct DemoMetadataGenerator: Sendable {
    public var seed: UInt64

    public init(seed: UInt64 = 20_261_122) {
        self.seed = seed
    }

    /// Genre families an artist draws from; the first is the most voted.
    static let families: [[String]] = [
        ["indie rock", "alternative rock", "rock"], ["electronic", "house", "techno"], ["jazz", "soul", "funk"],
        ["pop", "synth-pop", "dance-pop"], ["hip hop", "trap", "r&b"], ["folk", "singer-songwriter", "indie folk"],
        ["trip hop", "downtempo", "electronic"], ["metal", "heavy metal", "hard rock"], ["ambient", "electronic", "new age"],
        ["classical", "contemporary classical", "ambient"], ["punk", "post-punk", "rock"], ["post-rock", "shoegaze", "dream pop"],
    ]
    /// Areas as MusicBrainz names them: mostly countries, with weights; "Berlin" and "Bristol"
    /// are cities and show how the reports count areas that are not countries.
    static let areas: [(name: String, weight: Double)] = [
        ("United Kingdom", 16), ("United States", 20), ("Germany", 12), ("France", 6), ("Sweden", 6), ("Iceland", 3),
        ("Japan", 6), ("South Korea", 3), ("Canada", 5), ("Australia", 4), ("Brazil", 3), ("Netherlands", 3),
        ("Norway", 2), ("Spain", 2), ("Mexico", 2), ("Nigeria", 2), ("Russia", 2), ("Israel", 1), ("Egypt", 1),
        ("Berlin", 2), ("Bristol", 1),
    ]
    /// The featured names' own places and families, so the demo reads sensibly.
    static let featured: [String: (area: String, family: Int)] = [
        "東京事変": ("Japan", 0), "坂本龍一": ("Japan", 8), "Кино Полночь": ("Russia", 10), "فرقة القمر": ("Egypt", 3),
        "להקת הים": ("Israel", 5), "Þórunn Ævarsdóttir": ("Iceland", 5), "이달의 소녀단": ("South Korea", 3),
        "Sigur Rósa": ("Iceland", 11), "Zoë Ångström": ("Sweden", 3), "Los Niños Perdidos": ("Mexico", 10),
        "Beyoncé Façade": ("United States", 4), "Ω Orchestra": ("Germany", 9),
    ]

    /// One batch holding the metadata of every mapped recording of `listens`.
    public func batch(for listens: [Listen]) -> MetadataBatch {
        var random = SeededGenerator(seed: seed ^ 0x6D65_7461_6461_7461)
        var recordings: [String: MBIDMapping] = [:]
        var artistNames: [String: String] = [:]
        for listen in listens {
            guard let mapping = listen.track.mapping else { continue }
            recordings[mapping.recordingMBID.lowercased()] = mapping
            for artist in mapping.artists {
                if let mbid = artist.mbid?.lowercased(), artistNames[mbid] == nil { artistNames[mbid] = artist.name }
            }
        }
        var batch = MetadataBatch(requested: recordings.keys.sorted())
        let totalWeight = Self.areas.reduce(0) { $0 + $1.weight }
        var familyOf: [String: Int] = [:]
        var beginOf: [String: Int] = [:]
        for mbid in artistNames.keys.sorted() {
            let name = artistNames[mbid] ?? ""
            var area = Self.areas[random.pick(weights: Self.areas.map(\.weight), total: totalWeight)].name
            var family = Int(random.next() % UInt64(Self.families.count))
            if let known = Self.featured[name] { (area, family) = known }
            let begin = 1965 + Int(random.next() % 56)
            familyOf[mbid] = family
            beginOf[mbid] = begin
            batch.artists.append(
                ArtistMetadata(artistMBID: mbid, name: name, area: area, beginYear: begin, type: random.chance(0.6) ? "Group" : "Person"))
            let genres = Self.families[family]
            for (rank, genre) in genres.prefix(1 + Int(random.next() % 3)).enumerated() {
                batch.tags.append(
                    MetadataTag(entity: .artist, mbid: mbid, tag: genre, count: max(1, 12 - rank * 4 + Int(random.next() % 4)), genreMBID: Self.genreMBID(genre)))
            }
            if random.chance(0.3) {
                batch.tags.append(MetadataTag(entity: .artist, mbid: mbid, tag: "seen live", count: 1 + Int(random.next() % 3)))
            }
        }
        var groupYear: [String: Int] = [:]
        for mbid in recordings.keys.sorted() {
            guard let mapping = recordings[mbid] else { continue }
            let artists = mapping.artists.compactMap { $0.mbid?.lowercased() }
            let lead = artists.first ?? ""
            let family = familyOf[lead] ?? 0
            var year: Int?
            if let group = mapping.releaseGroupMBID?.lowercased() {
                if let known = groupYear[group] {
                    year = known
                } else {
                    // Most albums within twenty years of the artist's start, none after 2026.
                    let made = min(2026, (beginOf[lead] ?? 1990) + Int(random.next() % 22))
                    groupYear[group] = made
                    year = made
                    let genre = Self.families[family][Int(random.next() % 2)]
                    batch.tags.append(
                        MetadataTag(entity: .releaseGroup, mbid: group, tag: genre, count: 1 + Int(random.next() % 6), genreMBID: Self.genreMBID(genre)))
                }
            }
            if random.chance(0.25) {
                let genre = Self.families[family][Int(random.next() % 3)]
                batch.tags.append(
                    MetadataTag(entity: .recording, mbid: mbid, tag: genre, count: 1 + Int(random.next() % 3), genreMBID: Self.genreMBID(genre)))
            }
            batch.recordings.append(
                RecordingMetadata(recordingMBID: mbid, releaseYear: year, releaseGroupMBID: mapping.releaseGroupMBID?.lowercased(), artistMBIDs: artists))
        }
        return batch
    }

    /// A stable made-up genre id per genre name (only whether there is one matters).
    static func genreMBID(_ genre: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in genre.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        let chars = Array(padded + padded)
        return "\(String(chars[0..<8]))-\(String(chars[8..<12]))-4\(String(chars[13..<16]))-8\(String(chars[17..<20]))-\(String(chars[20..<32]))"
    }
}
