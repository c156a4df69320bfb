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

        // Vote lists interned once per entity: many recordings share an artist or an album.
        func intern(_ votes: [GenreVote]?) -> [(genre: Int32, count: Int32)] {
            (votes ?? []).compactMap { vote in
                guard vote.count > 0 else { return nil }
                if let known = genreID[vote.genre] { return (known, Int32(clamping: vote.count)) }
                let new = Int32(genreNames.count)
                genreID[vote.genre] = new
                genreNames.append(vote.genre)
                return (new, Int32(clamping: vote.count))
            }
        }
        var artistVotes: [String: [(genre: Int32, count: Int32)]] = [:]
        var groupVotes: [String: [(genre: Int32, count: Int32)]] = [:]
        var weights: [(genre: Int32, count: Int32)] = []
        func add(_ votes: [(genre: Int32, count: Int32)]) {
            for vote in votes {
                if let slot = weights.firstIndex(where: { $0.genre == vote.genre }) {
                    weights[slot].count &+= vote.count
                } else {
                    weights.append(vote)
                }
            }
        }

        for track in 0..<catalog.count {
            let entry = catalog.entries[track]
            var recording: RecordingMetadata?
            if entry.isMapped {
                if let cached = recordingByText[entry.recordingMBID] {
                    recording = cached
                } else {
                    recording = catalog.text(entry.recordingMBID).flatMap { text in
                        // MBIDs are stored lower-case; only an upper-case one needs a copy.
                        metadata.recordings[text.utf8.contains { $0 >= 65 && $0 <= 90 } ? text.lowercased() : text]
                    }
                    recordingByText[entry.recordingMBID] = .some(recording)
                }
            }
            if let recording {
                hasMetadata[track] = true
                if let year = recording.releaseYear, (1...9999).contains(year) { releaseYear[track] = Int16(year) }
                weights.removeAll(keepingCapacity: true)
                add(intern(metadata.recordingGenres[recording.recordingMBID]))
                for artist in recording.artistMBIDs {
                    if let known = artistVotes[artist] {
                        add(known)
                    } else {
                        let votes = intern(metadata.artistGenres[artist])
                        artistVotes[artist] = votes
                        add(votes)
                    }
                }
                if let group = recording.releaseGroupMBID {
                    if let known = groupVotes[group] {
                        add(known)
                    } else {
                        let votes = intern(metadata.releaseGroupGenres[group])
                        groupVotes[group] = votes
                        add(votes)
                    }
                }
                weights.sort { $0.genre < $1.genre }
                for vote in weights {
                    genreIDs.append(vote.genre)
                    genreWeights.append(vote.count)
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
