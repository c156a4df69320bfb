import Testing

@testable import Reports

@Suite("Entity rank labels")
struct EntityRankLabelTests {
    @Test("exact up to #100; beyond, the smallest band of 1, 2, 5, 10, 20 or 50% holding it; nothing in the lower half")
    func bands() {
        #expect(EntityRankLabel.allTime(1, of: 5, plural: "artists") == "#1 of all artists")
        #expect(EntityRankLabel.allTime(100, of: 100, plural: "tracks") == "#100 of all tracks")
        // 101 of 10,100 is exactly 1%; 102 is just over.
        #expect(EntityRankLabel.allTime(101, of: 10_100, plural: "tracks") == "in the top 1% of all tracks")
        #expect(EntityRankLabel.allTime(102, of: 10_100, plural: "tracks") == "in the top 2% of all tracks")
        #expect(EntityRankLabel.allTime(1_234, of: 185_000, plural: "tracks") == "in the top 1% of all tracks")
        #expect(EntityRankLabel.allTime(9_000, of: 185_000, plural: "tracks") == "in the top 5% of all tracks")
        #expect(EntityRankLabel.allTime(92_500, of: 185_000, plural: "tracks") == "in the top 50% of all tracks")
        #expect(EntityRankLabel.allTime(92_501, of: 185_000, plural: "tracks") == "")
        // A rank that moves inside its band words the same: the page's fingerprint stays.
        #expect(EntityRankLabel.allTime(3_000, of: 185_000, plural: "albums") == EntityRankLabel.allTime(3_050, of: 185_100, plural: "albums"))
        #expect(EntityRankLabel.year(18) == 18 && EntityRankLabel.year(100) == 100)
        #expect(EntityRankLabel.year(101) == nil && EntityRankLabel.year(nil) == nil)
    }
}
