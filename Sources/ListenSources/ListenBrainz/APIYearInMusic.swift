import ListenModel

/// The `data` object of `GET /1/stats/user/<user>/year-in-music/<year>` (empty when the year
/// was not computed). Older years send `top_releases` where newer ones send
/// `top_release_groups`; both are read.
struct APIYearInMusic: Decodable {
    var topArtists: [APIStatEntries.Artist]?
    var topRecordings: [APIStatEntries.Recording]?
    var topReleaseGroups: [APIStatEntries.Release]?
    var topReleases: [APIStatEntries.Release]?
    var totalArtistsCount: APICount?
    var totalListenCount: APICount?
    var totalListeningTime: Double?
    var totalNewArtistsDiscovered: APICount?
    var dayOfWeek: String?
    var listensPerDay: [APIStatEntries.Bucket]?
    var mostListenedYear: [String: APICount]?
    var artistMap: [APIStatEntries.Country]?
    var similarUsers: [String: Double]?

    enum CodingKeys: String, CodingKey {
        case topArtists = "top_artists"
        case topRecordings = "top_recordings"
        case topReleaseGroups = "top_release_groups"
        case topReleases = "top_releases"
        case totalArtistsCount = "total_artists_count"
        case totalListenCount = "total_listen_count"
        case totalListeningTime = "total_listening_time"
        case totalNewArtistsDiscovered = "total_new_artists_discovered"
        case dayOfWeek = "day_of_week"
        case listensPerDay = "listens_per_day"
        case mostListenedYear = "most_listened_year"
        case artistMap = "artist_map"
        case similarUsers = "similar_users"
    }

    /// The body around it.
    struct Envelope: Decodable {
        struct Payload: Decodable {
            var userName: String?
            var year: Int?
            var data: APIYearInMusic?
            /// The same `data` object's playlists and new releases.
            var extras: APIYearInMusicExtras?

            enum CodingKeys: String, CodingKey {
                case userName = "user_name"
                case year, data
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                userName = try container.decodeIfPresent(String.self, forKey: .userName)
                year = try container.decodeIfPresent(Int.self, forKey: .year)
                data = try container.decodeIfPresent(APIYearInMusic.self, forKey: .data)
                extras = try? container.decodeIfPresent(APIYearInMusicExtras.self, forKey: .data)
            }
        }

        var payload: Payload
    }

    func model(user: String, year: Int, extras: APIYearInMusicExtras? = nil) -> YearInMusicServerData {
        YearInMusicServerData(
            user: user, year: year,
            topArtists: topArtists?.map(\.model) ?? [],
            topRecordings: topRecordings?.map(\.model) ?? [],
            topReleaseGroups: topReleaseGroups?.map { $0.model(group: true) }
                ?? topReleases?.map { $0.model(group: false) } ?? [],
            totalListenCount: totalListenCount?.value,
            totalArtistsCount: totalArtistsCount?.value,
            totalListeningTime: totalListeningTime.map { Int64($0.rounded()) },
            totalNewArtistsDiscovered: totalNewArtistsDiscovered?.value,
            dayOfWeek: dayOfWeek,
            listensPerDay: listensPerDay?.map(\.model) ?? [],
            mostListenedYear: (mostListenedYear ?? [:]).compactMap { key, count in
                Int(key).map { YearListenCount(year: $0, listenCount: count.value) }
            }.sorted { $0.year < $1.year },
            artistMap: artistMap?.map(\.model) ?? [],
            similarUsers: (similarUsers ?? [:]).map { SimilarUser(name: $0.key, similarity: $0.value) }
                .sorted { ExactText($0.name) < ExactText($1.name) },
            playlists: extras?.playlists ?? [],
            newReleasesOfTopArtists: (extras?.newReleases ?? []).sorted {
                ($0.firstReleaseDate ?? "", ExactText($0.title)) < ($1.firstReleaseDate ?? "", ExactText($1.title))
            })
    }
}
