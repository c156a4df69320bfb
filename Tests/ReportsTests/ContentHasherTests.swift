import CompactStorage
import ListenModel
import Testing

@testable import Reports

@Suite("Content fingerprints")
struct ContentHasherTests {
    func digest(_ feed: (inout ContentHasher) -> Void) -> String {
        var hasher = ContentHasher()
        feed(&hasher)
        return hasher.hexDigest
    }

    @Test("the same input gives the same digest, fixed across runs and machines")
    func stable() {
        let first = digest { $0.combine("Radiohead"); $0.combine(Int64(1_700_000_000)) }
        let second = digest { $0.combine("Radiohead"); $0.combine(Int64(1_700_000_000)) }
        #expect(first == second)
        #expect(first.count == 32)
        // Pinned: a digest stored in a site's manifest must mean the same to the next version,
        // or every page is rebuilt once.
        #expect(first == "faaca2de22136458219c79500ee3552e")
    }

    @Test("texts are told apart by their bytes, their length and where they split")
    func texts() {
        let plain = digest { $0.combine("ab"); $0.combine("c") }
        #expect(plain != digest { $0.combine("a"); $0.combine("bc") })
        #expect(digest { $0.combine("a") } != digest { $0.combine("a\u{0}") })
        // Eight bytes fill a word exactly; the ninth starts another.
        #expect(digest { $0.combine("12345678") } != digest { $0.combine("123456789") })
        #expect(digest { $0.combine("12345678") } != digest { $0.combine("1234567") })
        // NFC and NFD spellings are different bytes, so different content.
        #expect(digest { $0.combine("\u{E9}") } != digest { $0.combine("e\u{301}") })
    }

    @Test("one changed word in a long run changes the digest, wherever it is")
    func longRuns() {
        let values = (0..<10_000).map { Int64($0) * 7919 }
        let base = digest { hasher in for value in values { hasher.combine(value) } }
        for changed in [0, 1, 4_999, 9_999] {
            var other = values
            other[changed] += 1
            #expect(base != digest { hasher in for value in other { hasher.combine(value) } }, "word \(changed)")
        }
        // Swapping two words is a change too.
        var swapped = values
        swapped.swapAt(10, 11)
        #expect(base != digest { hasher in for value in swapped { hasher.combine(value) } })
    }
}
