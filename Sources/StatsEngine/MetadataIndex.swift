import ListenModel

/// Cached music metadata laid over a history's tracks: per track its release year, its genre
/// weights and its credited artists' countries, as integer columns, so a window's music
/// statistics are one pass over its listens with no string or dictionary in the loop.
///
/// Built once per engine, only when the store holds metadata.
struct MetadataIndex: Sendable {
    /// Per track: whether its recording has cached metadata, and its release year (0: none).
    let hasMetadata: [Bool]
    let releaseYear: [Int16]
    /// Per track, its genres and their summed vote counts: `genreIDs[genreStart[t]..<genreStart[t + 1]]`.
    let genreStart: [Int32]
    let genreIDs: [Int32]
    let genreWeights: [Int32]
    let genreNames: [String]
    /// Per track, its credited artists (ids into `artistCountry`).
    let artistStart: [Int32]
    let artistIDs: [Int32]
    /// Per metadata artist: its country's id into `countryCodes`, -1 when its area is unknown,
    /// -2 when the area is known but not a country.
    let artistCountry: [Int32]
    let countryCodes: [String]

    init(catalog: TrackCatalog, metadata: MusicMetadata) {
        var hasMetadata = [Bool](repeating: false, count: catalog.count)
        var releaseYear = [Int16](repeating: 0, count: catalog.count)
        var genreStart: [Int32] = [0]
        var genreIDs: [Int32] = []
        var genreWeights: [Int32] = []
        var genreNames: [String] = []
        var genreID: [String: Int32] = [:]
        var artistStart: [Int32] = [0]
        var artistIDs: [Int32] = []
        var artistCountry: [Int32] = []
        var artistID: [String: Int32] = [:]
        var countryCodes: [String] = []
        var countryID: [String: Int32] = [:]
        genreStart.reserveCapacity(catalog.count + 1)
        artistStart.reserveCapacity(catalog.count + 1)
        // Many tracks share a recording (the same song from two sources or releases).
        var recordingByText: [Int32: RecordingMetadata?] = [:]

        func id(ofArtist mbid: String) -> Int32 {
            if let known = artistID[mbid] { return known }
            let new = Int32(artistCountry.count)
            artistID[mbid] = new
            var country: Int32 = -1
            if let artist = metadata.artists[mbid], let area = artist.area {
                if let code = CountryAreas.code(forArea: area) {
                    if let known = countryID[code] {
                        country = known
                    } else {
                        country = Int32(countryCodes.count)
                        countryID[code] = country
                        countryCodes.append(code)
                    }
                } else {
                    country = -2
                }
            }
            artistCountry.append(country)
            return new
        }

        for track in 0..<catalog.count {
            let entry = catalog.entries[track]
            var recording: RecordingMetadata?
            if entry.isMapped {
                if let cached = recordingByText[entry.recordingMBID] {
                    recording = cached
                } else {
                    recording = catalog.text(entry.recordingMBID).flatMap { metadata.recordings[$0.lowercased()] }
                    recordingByText[entry.recordingMBID] = .some(recording)
                }
            }
            if let recording {
                hasMetadata[track] = true
                if let year = recording.releaseYear, (1...9999).contains(year) { releaseYear[track] = Int16(year) }
                var weights: [Int32: Int32] = [:]
                func add(_ votes: [GenreVote]?) {
                    for vote in votes ?? [] where vote.count > 0 {
                        let gid: Int32
                        if let known = genreID[vote.genre] {
                            gid = known
                        } else {
                            gid = Int32(genreNames.count)
                            genreID[vote.genre] = gid
                            genreNames.append(vote.genre)
                        }
                        weights[gid, default: 0] &+= Int32(clamping: vote.count)
                    }
                }
                add(metadata.recordingGenres[recording.recordingMBID])
                for artist in recording.artistMBIDs { add(metadata.artistGenres[artist]) }
                if let group = recording.releaseGroupMBID { add(metadata.releaseGroupGenres[group]) }
                for (gid, weight) in weights.sorted(by: { $0.key < $1.key }) {
                    genreIDs.append(gid)
                    genreWeights.append(weight)
                }
                for artist in recording.artistMBIDs { artistIDs.append(id(ofArtist: artist)) }
            }
            genreStart.append(Int32(genreIDs.count))
            artistStart.append(Int32(artistIDs.count))
        }
        self.hasMetadata = hasMetadata
        self.releaseYear = releaseYear
        self.genreStart = genreStart
        self.genreIDs = genreIDs
        self.genreWeights = genreWeights
        self.genreNames = genreNames
        self.artistStart = artistStart
        self.artistIDs = artistIDs
        self.artistCountry = artistCountry
        self.countryCodes = countryCodes
    }
}
