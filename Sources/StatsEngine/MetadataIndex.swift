import ListenModel

/// Cached music metadata laid over a history's tracks: per track the recording it plays, and
/// per recording its release year, its genre weights and its credited artists' countries, as
/// integer columns, so a window's music statistics are one pass over its listens with no
/// string or dictionary in the loop.
///
/// Built once per engine, only when the store holds metadata, from `MetadataTables`: each
/// distinct recording MBID of the catalog is looked up once, by its bytes.
struct MetadataIndex: Sendable {
    /// Per track: its recording's slot in the columns below, -1 when it has no metadata.
    let trackRecording: [Int32]
    /// Per recording slot: its release year (0: none).
    let releaseYear: [Int16]
    /// Per recording slot, its genres and their summed vote counts:
    /// `genreIDs[genreStart[r]..<genreStart[r + 1]]`.
    let genreStart: [Int32]
    let genreIDs: [Int32]
    let genreWeights: [Int32]
    let genreNames: [String]
    /// Per recording slot, its credited artists (ids into `artistCountry`).
    let artistStart: [Int32]
    let artistIDs: [Int32]
    /// Per metadata artist: its country's id into `countryCodes`, -1 when its area is unknown,
    /// -2 when the area is known but not a country.
    let artistCountry: [Int32]
    let countryCodes: [String]

    init(catalog: TrackCatalog, tables: MetadataTables) {
        // Many tracks share a recording (the same song from two sources or releases), and many
        // texts are not MBIDs at all: each catalog text is looked up at most once.
        let unknown: Int32 = -2
        var slotOfText = [Int32](repeating: unknown, count: catalog.texts.count)
        var slotOfRecording = [Int32](repeating: -1, count: tables.recordings.count)
        var trackRecording = [Int32](repeating: -1, count: catalog.count)
        var recordingOfSlot: [Int32] = []
        var lowered: [UInt8] = []
        for track in 0..<catalog.count {
            let text = catalog.entries[track].recordingMBID
            guard text >= 0 else { continue }
            var slot = slotOfText[Int(text)]
            if slot == unknown {
                // MBIDs are stored lower-case (as SQLite's lower() makes them); only a text with
                // upper-case ASCII needs a lowered copy.
                let recording = catalog.texts.withBytes(text) { bytes -> Int32? in
                    guard bytes.contains(where: { $0 >= 65 && $0 <= 90 }) else { return tables.recordings.id(of: bytes) }
                    lowered.removeAll(keepingCapacity: true)
                    lowered.append(contentsOf: bytes.lazy.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 })
                    return lowered.withUnsafeBytes { tables.recordings.id(of: $0) }
                }
                slot = -1
                if let recording {
                    if slotOfRecording[Int(recording)] < 0 {
                        slotOfRecording[Int(recording)] = Int32(recordingOfSlot.count)
                        recordingOfSlot.append(recording)
                    }
                    slot = slotOfRecording[Int(recording)]
                }
                slotOfText[Int(text)] = slot
            }
            trackRecording[track] = slot
        }

        // Genre weights: every vote of the recording, of each credited artist and of the
        // release group adds its count (Year in Music's weighing).
        let recordingVotes = tables.recordingVotes.byOwner(ownerCount: tables.recordings.count)
        let artistVotes = tables.artistVotes.byOwner(ownerCount: tables.artists.count)
        let groupVotes = tables.releaseGroupVotes.byOwner(ownerCount: tables.releaseGroups.count)
        var weightOfGenre = [Int32](repeating: 0, count: tables.genres.count)
        // The slot that last added to each genre: a genre's first vote of a recording starts its sum.
        var genreTouchedBy = [Int32](repeating: -1, count: tables.genres.count)
        var genresSeen: [Int32] = []
        var current: Int32 = 0
        func add(_ grouped: (starts: [Int32], positions: [Int32]), _ columns: GenreVoteColumns, owner: Int32) {
            guard owner >= 0 else { return }
            for slot in Int(grouped.starts[Int(owner)])..<Int(grouped.starts[Int(owner) + 1]) {
                let position = Int(grouped.positions[slot])
                let genre = columns.genres[position]
                if genreTouchedBy[Int(genre)] != current {
                    genreTouchedBy[Int(genre)] = current
                    genresSeen.append(genre)
                    weightOfGenre[Int(genre)] = 0
                }
                weightOfGenre[Int(genre)] &+= columns.votes[position]
            }
        }

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
            current = Int32(slot)
            releaseYear.append(tables.releaseYear[row])
            let credits = Int(tables.creditStarts[row])..<Int(tables.creditStarts[row + 1])
            add(recordingVotes, tables.recordingVotes, owner: recording)
            for credit in credits { add(artistVotes, tables.artistVotes, owner: tables.creditArtists[credit]) }
            add(groupVotes, tables.releaseGroupVotes, owner: tables.releaseGroup[row])
            genresSeen.sort()
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
