import Foundation
import ListenModel

/// The made-up artists, releases and tracks the demo listens to.
///
/// Names cover the scripts and characters that break naive tools: CJK, Cyrillic, Arabic and
/// Hebrew (right to left), accented Latin, an emoji, and `< > & " | * $ ,`.
struct DemoCatalogue {
    struct Artist {
        var name: String
        var mbid: String
        var releases: [Release]
        /// Day index (from the start of the history) when this artist is most played.
        var peakDay: Double
        /// How many days the artist stays in favour around its peak.
        var favourDays: Double
        /// Base popularity from the long tail.
        var popularity: Double
    }

    struct Release {
        var name: String
        var mbid: String
        var releaseGroupMBID: String
        var caaID: Int64
        var tracks: [Track]
    }

    struct Track {
        var track: ListenModel.Track
        var durationMs: Int?
    }

    var artists: [Artist]

    /// Artists whose names are chosen to test rendering and escaping; the rest are generated.
    static let featuredArtistNames = [
        "東京事変", "坂本龍一", "Кино Полночь", "فرقة القمر", "להקת הים", "Þórunn Ævarsdóttir",
        "Beyoncé Façade", "🌙 Moonwalkers", "Rock & Roll <Live>", "The \"Quoted\" Band",
        "Pipe | Dream", "*Stars* & $Dollars$", "Earth, Wind, and Fire Drill", "이달의 소녀단",
        "Sigur Rósa", "Zoë Ångström", "Ω Orchestra", "Los Niños Perdidos",
    ]

    private static let firstWords = [
        "Silver", "Velvet", "Neon", "Paper", "Electric", "Midnight", "Golden", "Quiet", "Wild",
        "Hollow", "Crystal", "Northern", "Lunar", "Broken", "Bright", "Distant", "Little", "Iron",
        "Glass", "Scarlet", "Ocean", "Winter", "Summer", "Static",
    ]
    private static let secondWords = [
        "Foxes", "Rivers", "Lights", "Engines", "Gardens", "Echoes", "Wolves", "Satellites",
        "Harbors", "Machines", "Birds", "Tides", "Parades", "Ghosts", "Mirrors", "Pilots",
    ]
    private static let titleWords = [
        "Morning", "Signal", "Heart", "Road", "Fire", "Rain", "Dancing", "Home", "Blue", "Light",
        "Shadows", "Summer", "Stay", "Gold", "Run", "Dream", "Falling", "Night", "Echo", "Glow",
        "Wires", "Letters", "Slow", "Forever", "Static", "Honey", "Orbit", "Bloom",
    ]
    private static let localTitles = [
        "夜明けのうた", "群青", "Звезда по имени", "ليلة", "שיר הים", "Café Ünïcode", "Ça va",
        "별빛", "Señorita", "Über Alles Gut",
    ]

    init(random: inout SeededGenerator, artistCount: Int, days: Double) {
        var names = Self.featuredArtistNames
        var used = Set(names.map(ExactText.init))
        while names.count < artistCount {
            let first = Self.firstWords[Int(random.next() % UInt64(Self.firstWords.count))]
            let second = Self.secondWords[Int(random.next() % UInt64(Self.secondWords.count))]
            let name = random.chance(0.3) ? "The \(first) \(second)" : "\(first) \(second)"
            if used.insert(ExactText(name)).inserted { names.append(name) }
        }

        var artists: [Artist] = []
        for (rank, name) in names.enumerated() {
            let artistMBID = random.uuid()
            let releaseCount = 1 + Int(random.next() % 4)
            var releases: [Release] = []
            for releaseNumber in 0..<releaseCount {
                let releaseName = Self.title(random: &random, number: releaseNumber)
                let releaseMBID = random.uuid()
                let releaseGroupMBID = random.uuid()
                let caaID = Int64(10_000_000 + random.next() % 90_000_000)
                let trackCount = 6 + Int(random.next() % 7)
                // About one listen in ten has no MusicBrainz mapping: whole releases go unmapped,
                // as they do when a service submits metadata MusicBrainz doesn't know.
                let releaseIsMapped = !random.chance(0.1)
                var tracks: [Track] = []
                for _ in 0..<trackCount {
                    let title = Self.title(random: &random, number: nil)
                    var credited = [CreditedArtist(name: name, mbid: artistMBID)]
                    if random.chance(0.08), let guest = names.randomElement(using: &random), guest != name {
                        let join = random.chance(0.5) ? " feat. " : " & "
                        credited[0].joinPhrase = join
                        credited.append(CreditedArtist(name: guest, mbid: nil))
                    }
                    let credit = credited.map { $0.name + $0.joinPhrase }.joined()
                    let mapping =
                        releaseIsMapped
                        ? MBIDMapping(
                            recordingMBID: random.uuid(), recordingName: title, releaseMBID: releaseMBID,
                            releaseGroupMBID: releaseGroupMBID, artists: credited, caaID: caaID,
                            caaReleaseMBID: releaseMBID)
                        : nil
                    let track = ListenModel.Track(
                        artistName: credit, trackName: title, releaseName: releaseName,
                        recordingMSID: random.uuid(), mapping: mapping)
                    let durationMs = random.chance(0.06) ? nil : 150_000 + Int(random.next() % 270_000)
                    tracks.append(Track(track: track, durationMs: durationMs))
                }
                releases.append(
                    Release(
                        name: releaseName, mbid: releaseMBID, releaseGroupMBID: releaseGroupMBID, caaID: caaID,
                        tracks: tracks))
            }
            // A long tail: popularity falls with rank; each artist has a season in favour.
            let popularity = 1.0 / pow(Double(rank + 1), 0.9)
            artists.append(
                Artist(
                    name: name, mbid: artistMBID, releases: releases,
                    peakDay: -90 + random.unit() * (days + 180), favourDays: 60 + random.unit() * 300,
                    popularity: popularity))
        }
        // Fill in guest MBIDs now that every artist has one.
        let mbidByName = Dictionary(artists.map { (ExactText($0.name), $0.mbid) }, uniquingKeysWith: { first, _ in first })
        for artistIndex in artists.indices {
            for releaseIndex in artists[artistIndex].releases.indices {
                for trackIndex in artists[artistIndex].releases[releaseIndex].tracks.indices {
                    guard var mapping = artists[artistIndex].releases[releaseIndex].tracks[trackIndex].track.mapping
                    else { continue }
                    for creditIndex in mapping.artists.indices where mapping.artists[creditIndex].mbid == nil {
                        mapping.artists[creditIndex].mbid = mbidByName[ExactText(mapping.artists[creditIndex].name)]
                    }
                    artists[artistIndex].releases[releaseIndex].tracks[trackIndex].track.mapping = mapping
                }
            }
        }
        self.artists = artists
    }

    private static func title(random: inout SeededGenerator, number: Int?) -> String {
        if random.chance(0.08) {
            return localTitles[Int(random.next() % UInt64(localTitles.count))]
        }
        let first = titleWords[Int(random.next() % UInt64(titleWords.count))]
        let second = titleWords[Int(random.next() % UInt64(titleWords.count))]
        if let number, number > 0, random.chance(0.3) { return "\(first) \(second), Vol. \(number + 1)" }
        return first == second ? first : "\(first) \(second)"
    }
}
