import Foundation
import ListenModel
import ListenSources
import Testing
@testable import StatsEngine

@Suite("Entity profile summaries: what a page's fingerprint reads, made without the profile")
struct EntityProfileSummaryTests {
    /// A seeded history of `count` listens over two years: a few artists, albums and tracks,
    /// some mapped with covers, some with durations, sessions and gaps.
    static func history(seed: UInt64, count: Int) -> [Listen] {
        var random = SeededGenerator(seed: seed)
        var time = Fixtures.utc(2023, 1, 1)
        return (0..<count).map { _ in
            time += [120, 240, 900, 4_000, 90_000][Int.random(in: 0..<5, using: &random)]
            let artist = Int.random(in: 0..<5, using: &random)
            let track = Int.random(in: 0..<4, using: &random)
            let mapping: MBIDMapping? =
                track == 3
                ? nil
                : MBIDMapping(
                    recordingMBID: String(format: "00000000-0000-4000-8000-%012d", artist * 10 + track),
                    recordingName: "Song \(artist)-\(track)",
                    releaseMBID: String(format: "10000000-0000-4000-8000-%012d", artist * 10 + track % 2),
                    artists: [CreditedArtist(name: "Artist \(artist)", mbid: nil, joinPhrase: "")],
                    // A cover per track: an album shows its first track's, other than its tracks'.
                    caaID: track % 2 == 0 ? Int64(100 + artist * 10 + track) : nil,
                    caaReleaseMBID: String(format: "20000000-0000-4000-8000-%012d", artist * 10 + track))
            return Fixtures.listen(
                time, artist: "Artist \(artist)", track: "Song \(artist)-\(track)", release: "Album \(artist)-\(track % 2)",
                durationMs: track == 1 ? nil : 180_000 + track * 1_000, mapping: mapping)
        }
    }

    static let selection = EntitySelection(minimumListens: 3)

    /// The summary's lists name the same pages, covers, years and ranks as a summary made from
    /// the profile itself (`EntityProfileSummary(_:positions:)`, which looks each entry up by
    /// its ref).
    @Test("the engine's summaries agree with the profiles': list positions, covers, years and ranks", arguments: [1, 2, 3] as [UInt64])
    func summariesAgreeWithProfiles(seed: UInt64) {
        for zone in ["UTC", "Europe/Berlin"] {
            let profiles = Fixtures.engine(Self.history(seed: seed, count: 400), zone: zone).entityProfiles(Self.selection)
            #expect(profiles.count > 10)
            let positions = Dictionary(profiles.refs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            var listed = 0
            for position in profiles.indices {
                let profile = profiles[position]
                let made = profiles.summary(at: position)
                let expected = EntityProfileSummary(profile, positions: positions)
                #expect(made.topTrackPositions == expected.topTrackPositions, "\(profile.ref)")
                #expect(made.topAlbumPositions == expected.topAlbumPositions, "\(profile.ref)")
                #expect(made.playedNextPositions == expected.playedNextPositions, "\(profile.ref)")
                #expect(made.coverNames == expected.coverNames, "\(profile.ref)")
                #expect(made.years == expected.years && made.yearRanks == expected.yearRanks, "\(profile.ref)")
                #expect(made.rank == expected.rank && made.rankedCount == expected.rankedCount)
                #expect(made.listenCount == expected.listenCount, "\(profile.ref)")
                listed += made.topTrackPositions.filter { $0 >= 0 }.count + made.playedNextPositions.filter { $0 >= 0 }.count
            }
            // Not a comparison of empty lists: entries link pages, and some pages show covers.
            #expect(listed > 0)
            #expect(profiles.indices.contains { !profiles.summary(at: $0).coverNames.isEmpty })
        }
    }

    /// One more listen, a changed duration or another zone: every entity whose profile
    /// changed (ranks aside, which the page words and the fingerprint hashes separately) has a
    /// new summary digest, and every entity whose profile is the same keeps its digest.
    @Test("a summary's digest changes exactly when its profile's numbers or names do", arguments: [1, 2, 3] as [UInt64])
    func digestFollowsTheProfile(seed: UInt64) {
        let base = Self.history(seed: seed, count: 400)
        var longer = base
        longer.insert(
            Fixtures.listen(base[200].listenedAt + 30, artist: "Artist 2", track: "Song 2-0", release: "Album 2-0"), at: 201)
        var retimed = base
        retimed[123].durationMs = 1_234
        let variants: [(String, [Listen], String)] = [("one more listen", longer, "UTC"), ("a duration", retimed, "UTC"), ("another zone", base, "Asia/Kolkata")]
        let before = Fixtures.engine(base, zone: "UTC").entityProfiles(Self.selection)
        for (name, listens, zone) in variants {
            let after = Fixtures.engine(listens, zone: zone).entityProfiles(Self.selection)
            var changed = 0
            var same = 0
            for (position, ref) in before.refs.enumerated() {
                guard let other = after.refs.firstIndex(of: ref) else { continue }
                var (old, new) = (before[position], after[other])
                (old.rank, old.rankedCount, old.yearRanks) = (0, 0, [])
                (new.rank, new.rankedCount, new.yearRanks) = (0, 0, [])
                let digestChanged = before.summary(at: position).content != after.summary(at: other).content
                #expect(digestChanged == (old != new), "\(name): \(ref)")
                if old != new { changed += 1 } else { same += 1 }
            }
            // Both directions were tried.
            #expect(changed > 0, "\(name)")
            if zone == "UTC" { #expect(same > 0, "\(name)") }
        }
    }

    /// The period covers count every window's top albums and tracks first (`site`); the
    /// selection then reads those lists instead of counting again, and picks the same pages.
    @Test("the entities top lists pick are the same whether or not the period covers counted them first")
    func selectionAfterCovers() {
        let listens = Self.history(seed: 7, count: 600)
        let start = Fixtures.utc(2023, 1, 2)
        // Weeks of ten, then quarters of twenty-five: only top lists pick (the threshold is out of reach).
        let weeks = (0..<40).map { TimeWindow(start: start + Int64($0) * 604_800, end: start + Int64($0 + 1) * 604_800) }
        let quarters = (0..<4).map { TimeWindow(start: start + Int64($0) * 7_862_400, end: start + Int64($0 + 1) * 7_862_400) }
        let selection = EntitySelection(
            minimumListens: 10_000,
            topLists: weeks.map { .init(window: $0, count: 2) } + quarters.map { .init(window: $0, count: 3) })
        let counted = Fixtures.engine(listens).entityProfiles(selection)
        let engine = Fixtures.engine(listens)
        _ = engine.coverArtKeys(eachOf: weeks, topCount: 2)
        _ = engine.coverArtKeys(eachOf: quarters, topCount: 3)
        let reused = engine.entityProfiles(selection)
        #expect(reused.refs.map(\.name) == counted.refs.map(\.name))
        #expect(reused.refs == counted.refs && reused.indices.allSatisfy { reused[$0] == counted[$0] })
        #expect(counted.refs.contains { $0.kind == .album } && counted.refs.contains { $0.kind == .track })
        // Fewer than every album and track: the lists' lengths were kept.
        #expect(counted.refs.filter { $0.kind == .track }.count < 20)
    }
}
