import Foundation
import ListenModel

/// One recording of `/1/metadata/recording/` (`inc=artist tag release`), as ListenBrainz sends
/// it. Every field is optional: a recording ListenBrainz knows little about sends little.
struct APIRecordingMetadata: Decodable {
    struct Release: Decodable {
        var year: Int?
        var releaseGroupMBID: String?

        enum CodingKeys: String, CodingKey {
            case year
            case releaseGroupMBID = "release_group_mbid"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            year = container.decodeAPIInteger(forKey: .year).flatMap { Int(exactly: $0) }
            releaseGroupMBID = try? container.decodeIfPresent(String.self, forKey: .releaseGroupMBID)
        }
    }

    struct Artist: Decodable {
        var artistMBID: String?
        var name: String?
        var area: String?
        var beginYear: Int?
        var type: String?

        enum CodingKeys: String, CodingKey {
            case artistMBID = "artist_mbid"
            case name, area, type
            case beginYear = "begin_year"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            artistMBID = try? container.decodeIfPresent(String.self, forKey: .artistMBID)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            area = try? container.decodeIfPresent(String.self, forKey: .area)
            beginYear = container.decodeAPIInteger(forKey: .beginYear).flatMap { Int(exactly: $0) }
            type = try? container.decodeIfPresent(String.self, forKey: .type)
        }
    }

    struct Credit: Decodable {
        var artists: [Artist]?
    }

    struct Tag: Decodable {
        var tag: String
        var count: Int?
        var genreMBID: String?
        var artistMBID: String?

        enum CodingKeys: String, CodingKey {
            case tag, count
            case genreMBID = "genre_mbid"
            case artistMBID = "artist_mbid"
        }
    }

    struct Tags: Decodable {
        var recording: [Tag]?
        var artist: [Tag]?
        var releaseGroup: [Tag]?

        enum CodingKeys: String, CodingKey {
            case recording, artist
            case releaseGroup = "release_group"
        }
    }

    var release: Release?
    var artist: Credit?
    var tag: Tags?

    /// The answer of one request: recordings by MBID (unknown MBIDs are absent).
    static func batch(from data: Data, requested: [String]) throws -> MetadataBatch {
        let answer = try JSONDecoder().decode([String: APIRecordingMetadata].self, from: data)
        var batch = MetadataBatch(requested: requested)
        var artists: [String: ArtistMetadata] = [:]
        var tags: [MetadataTag] = []
        // Sorted, so the same answer always gives the same batch.
        for (key, entry) in answer.sorted(by: { $0.key < $1.key }) {
            let mbid = key.lowercased()
            let credited = (entry.artist?.artists ?? []).compactMap { artist -> String? in
                guard let id = artist.artistMBID?.lowercased(), !id.isEmpty else { return nil }
                artists[id] = ArtistMetadata(
                    artistMBID: id, name: artist.name, area: artist.area.flatMap { $0.isEmpty ? nil : $0 },
                    beginYear: artist.beginYear, type: artist.type)
                return id
            }
            let group = entry.release?.releaseGroupMBID?.lowercased()
            batch.recordings.append(
                RecordingMetadata(
                    recordingMBID: mbid, releaseYear: entry.release?.year, releaseGroupMBID: group.flatMap { $0.isEmpty ? nil : $0 },
                    artistMBIDs: credited))
            for tag in entry.tag?.recording ?? [] {
                tags.append(Self.tag(tag, .recording, mbid))
            }
            for tag in entry.tag?.artist ?? [] {
                // An artist tag names its artist; one without is of no use.
                guard let artist = tag.artistMBID?.lowercased(), !artist.isEmpty else { continue }
                tags.append(Self.tag(tag, .artist, artist))
            }
            if let group, !group.isEmpty {
                for tag in entry.tag?.releaseGroup ?? [] { tags.append(Self.tag(tag, .releaseGroup, group)) }
            }
        }
        batch.artists = artists.values.sorted { $0.artistMBID < $1.artistMBID }
        // Two recordings of one artist or release group carry the same tags: keep one of each.
        var seen: Set<[String]> = []
        batch.tags = tags.filter { seen.insert([String($0.entity.rawValue), $0.mbid, $0.tag]).inserted }
        return batch
    }

    private static func tag(_ tag: Tag, _ entity: MetadataEntityKind, _ mbid: String) -> MetadataTag {
        MetadataTag(
            entity: entity, mbid: mbid, tag: tag.tag, count: tag.count ?? 0,
            genreMBID: tag.genreMBID.flatMap { $0.isEmpty ? nil : $0 })
    }
}
