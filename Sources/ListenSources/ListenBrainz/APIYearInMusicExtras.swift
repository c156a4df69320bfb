import Foundation
import ListenModel

/// The parts of a Year in Music `data` object whose keys are not fixed names or whose shape
/// varies between years: the JSPF playlists (`playlist-<kind>-for-year`) and the new releases of
/// the user's top artists.
///
/// Each part is read on its own and a malformed one is left out, so an unexpected playlist
/// never costs the rest of the year.
struct APIYearInMusicExtras: Decodable {
    var playlists: [YearInMusicPlaylist]
    var newReleases: [TopArtistNewRelease]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: APIKey.self)
        playlists = YearInMusicPlaylistKind.allCases.compactMap { kind -> YearInMusicPlaylist? in
            guard let envelope = try? container.decodeIfPresent(PlaylistEnvelope.self, forKey: APIKey(kind.apiKey)) else { return nil }
            let playlist = envelope.jspf.playlist
            return YearInMusicPlaylist(
                kind: kind, title: playlist.title ?? "", mbid: envelope.mbid, tracks: playlist.track?.compactMap { $0.value?.model } ?? [])
        }
        newReleases = (try? container.decodeIfPresent([Lenient<NewRelease>].self, forKey: APIKey("new_releases_of_top_artists")))
            .map { $0.compactMap { $0.value?.model } }
    }

    struct APIKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// An element that is nil instead of failing its whole list.
    struct Lenient<Value: Decodable>: Decodable {
        var value: Value?
        init(from decoder: any Decoder) throws { value = try? Value(from: decoder) }
    }

    struct PlaylistEnvelope: Decodable {
        var jspf: JSPF
        var mbid: String?

        struct JSPF: Decodable {
            var playlist: Playlist
        }

        struct Playlist: Decodable {
            var title: String?
            var track: [Lenient<Track>]?
        }
    }

    /// A JSPF track. `identifier` is one URL in older playlists and a list of URLs in newer
    /// ones; the artists' MBIDs sit in one of two extensions, by age.
    struct Track: Decodable {
        var title: String?
        var creator: String?
        var album: String?
        var identifiers: [String]
        var artistMBIDs: [String]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: APIKey.self)
            title = try? container.decodeIfPresent(String.self, forKey: APIKey("title"))
            creator = try? container.decodeIfPresent(String.self, forKey: APIKey("creator"))
            album = try? container.decodeIfPresent(String.self, forKey: APIKey("album"))
            if let one = try? container.decodeIfPresent(String.self, forKey: APIKey("identifier")) {
                identifiers = [one]
            } else {
                identifiers = (try? container.decodeIfPresent([String].self, forKey: APIKey("identifier"))) ?? []
            }
            let extensions = try? container.decodeIfPresent([String: TrackExtension].self, forKey: APIKey("extension"))
            let recordingExtension = extensions?["https://musicbrainz.org/recording/"]?.artistMBIDs
            let trackExtension = extensions?["https://musicbrainz.org/doc/jspf#track"]?.artistIdentifiers?.map(Self.lastPathComponent)
            artistMBIDs = recordingExtension ?? trackExtension ?? []
        }

        struct TrackExtension: Decodable {
            var artistMBIDs: [String]?
            var artistIdentifiers: [String]?

            enum CodingKeys: String, CodingKey {
                case artistMBIDs = "artist_mbids"
                case artistIdentifiers = "artist_identifiers"
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                artistMBIDs = try? container.decodeIfPresent([String].self, forKey: .artistMBIDs)
                artistIdentifiers = try? container.decodeIfPresent([String].self, forKey: .artistIdentifiers)
            }
        }

        /// The model track; nil without a title.
        var model: PlaylistTrack? {
            guard let title, !title.isEmpty else { return nil }
            let recording = identifiers.first { $0.contains("musicbrainz.org/recording/") }.map(Self.lastPathComponent)
            return PlaylistTrack(
                title: title, artistName: creator ?? "", releaseName: album.flatMap { $0.isEmpty ? nil : $0 },
                recordingMBID: recording.flatMap { $0.isEmpty ? nil : $0 }, artistMBIDs: artistMBIDs)
        }

        /// "https://musicbrainz.org/recording/<mbid>" → "<mbid>".
        static func lastPathComponent(_ url: String) -> String {
            String(url.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
        }
    }

    struct NewRelease: Decodable {
        var title: String?
        var artistCreditNames: [String]?
        var type: String?
        var firstReleaseDate: String?
        var releaseMBID: String?

        enum CodingKeys: String, CodingKey {
            case title
            case artistCreditNames = "artist_credit_names"
            case type
            case firstReleaseDate = "first_release_date"
            case releaseMBID = "release_mbid"
        }

        var model: TopArtistNewRelease? {
            guard let title, !title.isEmpty else { return nil }
            return TopArtistNewRelease(
                title: title, artistName: (artistCreditNames ?? []).joined(separator: ", "), type: type,
                firstReleaseDate: firstReleaseDate, releaseMBID: releaseMBID)
        }
    }
}
