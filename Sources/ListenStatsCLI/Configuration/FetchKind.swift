import ArgumentParser

/// What `listenstats fetch` gets besides the listens, and the config's `fetch` list, which
/// says what `run` fetches after each user's sync.
enum FetchKind: String, Sendable, CaseIterable, ExpressibleByArgument {
    /// Genres, release years and artist origins, from ListenBrainz's metadata API.
    case metadata
    /// The covers of the user's top albums and tracks, from the Cover Art Archive.
    case covers
}
