/// `misses.json` in the cover cache: the covers the archive answered 404 for.
struct CoverMissLedger: Codable {
    /// Cover file names (`<release MBID>-<caa id>-250.jpg`), sorted.
    var notFound: [String]

    enum CodingKeys: String, CodingKey {
        case notFound = "not_found"
    }
}
