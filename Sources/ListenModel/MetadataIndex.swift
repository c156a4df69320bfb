/// Cached music metadata laid over a history's tracks: per track the recording it plays, and
/// per recording its release year, its genre weights and its credited artists' countries, as
/// integer columns, so a window's music statistics are one pass over its listens with no
/// string or dictionary in the loop.
///
/// Built once per engine, only when the store holds metadata, from `MetadataTables`: each
/// distinct recording MBID of the catalog is looked up once, by its bytes. The store keeps a
/// packed copy (`packed()`), so a report loads it rather than the tables and the matching.
public struct MetadataIndex: Equatable, Sendable {
    /// Per track: its recording's slot in the columns below, -1 when it has no metadata.
    public let trackRecording: [Int32]
    /// Per recording slot: its release year (0: none).
    public let releaseYear: [Int16]
    /// Per recording slot, its genres and their summed vote counts:
    /// `genreIDs[genreStart[r]..<genreStart[r + 1]]`.
    public let genreStart: [Int32]
    public let genreIDs: [Int32]
    public let genreWeights: [Int32]
    public let genreNames: [String]
    /// Per recording slot, its credited artists (ids into `artistCountry`).
    public let artistStart: [Int32]
    public let artistIDs: [Int32]
    /// Per metadata artist: its country's id into `countryCodes`, -1 when its area is unknown,
    /// -2 when the area is known but not a country.
    public let artistCountry: [Int32]
    public let countryCodes: [String]

    public init(catalog: TrackCatalog, tables: MetadataTables) {
        // Many tracks share a recording (the same song from two sources or releases): each
        // distinct recording MBID text of the catalog is looked up once, all in one batch.
        var textSlot = [Int32](repeating: -1, count: catalog.texts.count)
        var texts: [Int32] = []
        for entry in catalog.entries where entry.recordingMBID >= 0 && textSlot[Int(entry.recordingMBID)] < 0 {
            textSlot[Int(entry.recordingMBID)] = Int32(texts.count)
            texts.append(entry.recordingMBID)
        }
        var recordingOfText = tables.recordings.ids(of: texts, in: catalog.texts)
        // MBIDs are stored lower-case (as SQLite's lower() makes them): a text with upper-case
        // ASCII is looked up lowered, and only as such. Stored MBIDs without upper case cannot
        // equal such a text, so only the texts not found need a look.
        for (index, text) in texts.enumerated() where tables.hasUpperCaseRecording || recordingOfText[index] < 0 {
            recordingOfText[index] = catalog.texts.withBytes(text) { bytes -> Int32 in
                guard bytes.contains(where: { $0 >= 65 && $0 <= 90 }) else { return recordingOfText[index] }
                let lowered = bytes.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
                return lowered.withUnsafeBytes { tables.recordings.id(of: $0) } ?? -1
            }
        }
        // Recording slots in the order the catalog first plays them.
        var slotOfRecording = [Int32](repeating: -1, count: tables.recordings.count)
        var recordingOfSlot: [Int32] = []
        var slotOfText = [Int32](repeating: -1, count: texts.count)
        for (index, recording) in recordingOfText.enumerated() where recording >= 0 {
            if slotOfRecording[Int(recording)] < 0 {
                slotOfRecording[Int(recording)] = Int32(recordingOfSlot.count)
                recordingOfSlot.append(recording)
            }
            slotOfText[index] = slotOfRecording[Int(recording)]
        }
        let trackRecording = catalog.entries.map { entry in
            entry.recordingMBID >= 0 ? slotOfText[Int(textSlot[Int(entry.recordingMBID)])] : -1
        }

        // Genre weights: every vote of the recording, of each credited artist and of the
        // release group adds its count (Year in Music's weighing). The votes of all three kinds
        // are laid out by owner in one list (recordings, then artists, then release groups),
        // so each recording's sum reads a few short runs; no closure or copy in the loop.
        let artistBase = tables.recordings.count
        let groupBase = artistBase + tables.artists.count
        let ownerCount = groupBase + tables.releaseGroups.count
        var voteStart = [Int32](repeating: 0, count: ownerCount + 1)
        let kinds: [(votes: GenreVoteColumns, base: Int)] = [
            (tables.recordingVotes, 0), (tables.artistVotes, artistBase), (tables.releaseGroupVotes, groupBase),
        ]
        for kind in kinds {
            for owner in kind.votes.owners { voteStart[kind.base + Int(owner) + 1] += 1 }
        }
        for owner in 0..<ownerCount { voteStart[owner + 1] += voteStart[owner] }
        var voteGenre = [Int32](repeating: 0, count: Int(voteStart[ownerCount]))
        var voteCount = [Int32](repeating: 0, count: Int(voteStart[ownerCount]))
        var nextVote = voteStart
        for kind in kinds {
            for position in 0..<kind.votes.count {
                let owner = kind.base + Int(kind.votes.owners[position])
                voteGenre[Int(nextVote[owner])] = kind.votes.genres[position]
                voteCount[Int(nextVote[owner])] = kind.votes.votes[position]
                nextVote[owner] += 1
            }
        }

        var weightOfGenre = [Int32](repeating: 0, count: tables.genres.count)
        // The slot that last added to each genre: a genre's first vote of a recording starts its sum.
        var genreTouchedBy = [Int32](repeating: -1, count: tables.genres.count)
        var genresSeen: [Int32] = []
        var owners: [Int] = []
        var releaseYear: [Int16] = []
        var genreStart: [Int32] = [0]
        var genreIDs: [Int32] = []
        var genreWeights: [Int32] = []
        var artistStart: [Int32] = [0]
        var artistIDs: [Int32] = []
        releaseYear.reserveCapacity(recordingOfSlot.count)
        genreStart.reserveCapacity(recordingOfSlot.count + 1)
        artistStart.reserveCapacity(recordingOfSlot.count + 1)
        for (slot, recording) in recordingOfSlot.enumerated() {
            let row = Int(recording)
            releaseYear.append(tables.releaseYear[row])
            let credits = Int(tables.creditStarts[row])..<Int(tables.creditStarts[row + 1])
            owners.removeAll(keepingCapacity: true)
            owners.append(row)
            for credit in credits { owners.append(artistBase + Int(tables.creditArtists[credit])) }
            if tables.releaseGroup[row] >= 0 { owners.append(groupBase + Int(tables.releaseGroup[row])) }
            for owner in owners {
                for vote in Int(voteStart[owner])..<Int(voteStart[owner + 1]) {
                    let genre = Int(voteGenre[vote])
                    if genreTouchedBy[genre] != Int32(slot) {
                        genreTouchedBy[genre] = Int32(slot)
                        genresSeen.append(Int32(genre))
                        weightOfGenre[genre] = 0
                    }
                    weightOfGenre[genre] &+= voteCount[vote]
                }
            }
            // In the order first voted: the statistics only sum per genre.
            for genre in genresSeen {
                genreIDs.append(genre)
                genreWeights.append(weightOfGenre[Int(genre)])
            }
            genresSeen.removeAll(keepingCapacity: true)
            genreStart.append(Int32(genreIDs.count))
            for credit in credits { artistIDs.append(tables.creditArtists[credit]) }
            artistStart.append(Int32(artistIDs.count))
        }

        // Countries per distinct area, then per artist.
        var countryCodes: [String] = []
        var countryOfCode: [String: Int32] = [:]
        let countryOfArea: [Int32] = (0..<Int32(tables.areas.count)).map { area in
            guard let name = tables.areas.string(area), let code = CountryAreas.code(forArea: name) else { return -2 }
            if let known = countryOfCode[code] { return known }
            countryOfCode[code] = Int32(countryCodes.count)
            countryCodes.append(code)
            return Int32(countryCodes.count - 1)
        }
        self.artistCountry = tables.artistArea.map { $0 >= 0 ? countryOfArea[Int($0)] : -1 }
        self.trackRecording = trackRecording
        self.releaseYear = releaseYear
        self.genreStart = genreStart
        self.genreIDs = genreIDs
        self.genreWeights = genreWeights
        self.genreNames = (0..<Int32(tables.genres.count)).map { tables.genres.string($0) ?? "" }
        self.artistStart = artistStart
        self.artistIDs = artistIDs
        self.countryCodes = countryCodes
    }
}
