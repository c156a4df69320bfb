import Foundation
import ListenModel

/// One listener `run` keeps up to date: whose listens to fetch, in which time zone to count
/// them, and what to leave out.
struct UserConfiguration: Sendable {
    /// The ListenBrainz user name, also the folder name under the output directory.
    var name: String
    /// The wall clock statistics are counted in.
    var timeZone: TimeZone
    /// The environment variable that holds this user's ListenBrainz token, if any.
    var tokenVariable: String?
    /// A token written into the config file itself (discouraged: `config check` warns).
    var tokenInFile: Secret?
    /// Export files (ListenBrainz zip, Last.fm CSV, Spotify JSON) imported on every run.
    var watchedFiles: [String]
    /// What this user's reports leave out (`exclude:`); the stored listens stay.
    var exclusions: StatFilter
    /// Where this user's reports take their numbers from (`source:`).
    var source: NumberSource = .local
    /// Whether `run` fetches ListenBrainz's statistics, Year in Music, feedback and pins
    /// (`statistics:`); unless set, it does exactly when the numbers come from ListenBrainz.
    var fetchesStatisticsSetting: Bool? = nil

    /// Whether `run` fetches ListenBrainz's statistics for this user.
    var fetchesStatistics: Bool { fetchesStatisticsSetting ?? (source == .listenbrainz) }
    /// Whether `run` syncs this user's listens: not for a user whose reports are ListenBrainz's.
    var syncsListens: Bool { source == .local }

    /// The token to use: the environment variable wins over the file.
    func token(in environment: [String: String]) -> Secret? {
        if let tokenVariable, let value = environment[tokenVariable], !value.isEmpty {
            return Secret(value)
        }
        return tokenInFile
    }
}
