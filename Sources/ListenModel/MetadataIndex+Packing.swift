import CompactStorage

extension MetadataIndex {
    static let packingFormat: UInt8 = 1

    /// The index as bytes that `init(packed:trackCount:)` reads back whole: a copy a store can
    /// keep, so a report reads a few megabytes of columns instead of loading the cached
    /// metadata (a hundred thousand rows) and matching it to the tracks again.
    public func packed() -> [UInt8] {
        let columns = trackRecording.count + genreStart.count + genreIDs.count * 2 + artistStart.count + artistIDs.count + artistCountry.count
        var writer = PackedWriter(capacity: columns * 4 + releaseYear.count * 2 + 4096)
        writer.append(Self.packingFormat)
        writer.append(UInt64(trackRecording.count))
        writer.append(contentsOf: trackRecording)
        writer.append(UInt64(releaseYear.count))
        writer.append(contentsOf: releaseYear)
        writer.append(contentsOf: genreStart)
        writer.append(UInt64(genreIDs.count))
        writer.append(contentsOf: genreIDs)
        writer.append(contentsOf: genreWeights)
        Self.pack(genreNames, into: &writer)
        writer.append(contentsOf: artistStart)
        writer.append(UInt64(artistIDs.count))
        writer.append(contentsOf: artistIDs)
        writer.append(UInt64(artistCountry.count))
        writer.append(contentsOf: artistCountry)
        Self.pack(countryCodes, into: &writer)
        return writer.bytes
    }

    /// Reads what `packed()` wrote for a catalog of `trackCount` tracks; nil when the bytes are
    /// not such an index, were made for another number of tracks, or name a slot, genre,
    /// artist or country they do not have, so a damaged copy is rebuilt rather than trusted.
    public init?(packed bytes: UnsafeRawBufferPointer, trackCount: Int) {
        var reader = PackedReader(bytes)
        guard reader.read(UInt8.self) == Self.packingFormat, reader.read(UInt64.self) == UInt64(trackCount),
            let trackRecording = reader.read(Int32.self, count: trackCount),
            let slotCount = reader.readCount(width: 2), let releaseYear = reader.read(Int16.self, count: slotCount),
            let genreStart = reader.read(Int32.self, count: slotCount + 1),
            let genreCount = reader.readCount(width: 8), let genreIDs = reader.read(Int32.self, count: genreCount),
            let genreWeights = reader.read(Int32.self, count: genreCount), let genreNames = Self.unpackStrings(&reader),
            let artistStart = reader.read(Int32.self, count: slotCount + 1),
            let creditCount = reader.readCount(width: 4), let artistIDs = reader.read(Int32.self, count: creditCount),
            let artistCount = reader.readCount(width: 4), let artistCountry = reader.read(Int32.self, count: artistCount),
            let countryCodes = Self.unpackStrings(&reader), reader.isAtEnd
        else { return nil }
        guard trackRecording.allSatisfy({ $0 >= -1 && $0 < slotCount }),
            Self.isRuns(genreStart, over: genreCount), Self.isRuns(artistStart, over: creditCount),
            genreIDs.allSatisfy({ $0 >= 0 && $0 < genreNames.count }),
            artistIDs.allSatisfy({ $0 >= 0 && $0 < artistCount }),
            artistCountry.allSatisfy({ $0 >= -2 && $0 < countryCodes.count })
        else { return nil }
        self.trackRecording = trackRecording
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

    /// Whether `starts` cut `count` values into runs: from 0, never going back, up to `count`.
    private static func isRuns(_ starts: [Int32], over count: Int) -> Bool {
        starts.first == 0 && starts.last == Int32(clamping: count) && zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }
    }

    private static func pack(_ strings: [String], into writer: inout PackedWriter) {
        writer.append(UInt64(strings.count))
        for string in strings {
            let bytes = Array(string.utf8)
            writer.append(UInt64(bytes.count))
            writer.append(bytes: bytes)
        }
    }

    private static func unpackStrings(_ reader: inout PackedReader) -> [String]? {
        guard let count = reader.readCount(width: 8) else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            guard let length = reader.readCount(width: 1), let bytes = reader.readBytes(count: length) else { return nil }
            strings.append(String(decoding: bytes, as: UTF8.self))
        }
        return strings
    }
}
