import ListenModel

/// The `payload` of any `GET /1/stats/user/<user>/<stat>` answer: the common fields, and the
/// list of whichever statistic was asked for.
struct APIStatPayload: Decodable {
    var userID: String?
    var range: String?
    var fromTS: Int64?
    var toTS: Int64?
    var lastUpdated: Int64?
    var totalArtistCount: APICount?
    var totalReleaseCount: APICount?
    var totalReleaseGroupCount: APICount?
    var totalRecordingCount: APICount?
    var artists: [APIStatEntries.Artist]?
    var releases: [APIStatEntries.Release]?
    var releaseGroups: [APIStatEntries.Release]?
    var recordings: [APIStatEntries.Recording]?
    var listeningActivity: [APIStatEntries.Bucket]?
    var dailyActivity: [String: [APIStatEntries.HourCount]]?
    var artistMap: [APIStatEntries.Country]?
    var artistEvolutionActivity: [APIStatEntries.Evolution]?
    var eraActivity: [APIStatEntries.Era]?
    var genreActivity: [APIStatEntries.Genre]?
    var artistActivity: [APIStatEntries.ArtistActivity]?

    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case range
        case fromTS = "from_ts"
        case toTS = "to_ts"
        case lastUpdated = "last_updated"
        case totalArtistCount = "total_artist_count"
        case totalReleaseCount = "total_release_count"
        case totalReleaseGroupCount = "total_release_group_count"
        case totalRecordingCount = "total_recording_count"
        case artists, releases, recordings
        case releaseGroups = "release_groups"
        case listeningActivity = "listening_activity"
        case dailyActivity = "daily_activity"
        case artistMap = "artist_map"
        case artistEvolutionActivity = "artist_evolution_activity"
        case eraActivity = "era_activity"
        case genreActivity = "genre_activity"
        case artistActivity = "artist_activity"
    }

    /// The body around it.
    struct Envelope: Decodable {
        var payload: APIStatPayload
    }

    /// The list of `kind`, or nil when the payload lacks it (a malformed answer).
    func content(_ kind: ServerStatKind) -> ServerStatContent? {
        switch kind {
        case .artists: artists.map { .artists($0.map(\.model), total: totalArtistCount?.value) }
        case .releases: releases.map { .releases($0.map { $0.model(group: false) }, total: totalReleaseCount?.value) }
        case .releaseGroups:
            releaseGroups.map { .releaseGroups($0.map { $0.model(group: true) }, total: totalReleaseGroupCount?.value) }
        case .recordings: recordings.map { .recordings($0.map(\.model), total: totalRecordingCount?.value) }
        case .listeningActivity: listeningActivity.map { .listeningActivity($0.map(\.model)) }
        case .dailyActivity: dailyActivity.flatMap(APIWeekday.grid).map { .dailyActivity($0) }
        case .artistMap: artistMap.map { .artistMap($0.map(\.model)) }
        case .artistEvolution: artistEvolutionActivity.map { .artistEvolution($0.map(\.model)) }
        case .eraActivity:
            eraActivity.map { .eraActivity($0.map { YearListenCount(year: $0.year, listenCount: $0.listenCount.value) }) }
        case .genreActivity:
            genreActivity.map {
                .genreActivity($0.map { GenreHourCount(genre: $0.genre, hour: $0.hour, listenCount: $0.listenCount.value) })
            }
        case .artistActivity: artistActivity.map { .artistActivity($0.map(\.model)) }
        }
    }

    /// The model statistic, or nil when the payload lacks the list of `kind`.
    func statistic(_ kind: ServerStatKind, user: String, range: StatRange) -> ServerStatistic? {
        guard let content = content(kind) else { return nil }
        // Filed under the range asked for: the store keys statistics by it, and an answer naming
        // another range must not overwrite that range's statistic.
        return ServerStatistic(
            user: userID ?? user, range: range, fromTS: fromTS,
            toTS: toTS, lastUpdated: lastUpdated, content: content)
    }
}
