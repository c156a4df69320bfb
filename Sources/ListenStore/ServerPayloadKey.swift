/// Kinds in the `server_statistics` table that are not a `ServerStatKind`.
enum ServerPayloadKey {
    static let yearInMusic = "year-in-music"
    static let listenCount = "listen-count"
}
