import Testing

@testable import CompactStorage

/// Loading a text's slot, start and bytes ahead of interning it is a hint: whatever hash it is
/// given (a text's, another's, one no text has) and whatever state the table is in (empty,
/// just unpacked with no slots yet, grown), it reads only inside the table and changes nothing.
@Suite("Text table: loading ahead")
struct TextTablePrefetchTests {
    static func texts(_ count: Int) -> [[UInt8]] {
        (0..<count).map { Array("text \($0)".utf8) }
    }

    static func prefetchEverything(_ table: TextTable, _ texts: [[UInt8]]) {
        var hashes = texts.map { $0.withUnsafeBytes { ByteHash.of($0) } }
        hashes += [0, .max, 1 << 32, 0xFFFF_FFFF_0000_0000]
        for hash in hashes {
            for step in [TextTable.PrefetchStep.slot, .start, .bytes] { table.prefetch(step, hash: hash) }
        }
    }

    @Test("an empty, a grown and an unpacked table are unchanged, and intern as before")
    func changesNothing() throws {
        let texts = Self.texts(5_000)
        var table = TextTable()
        Self.prefetchEverything(table, texts)
        #expect(table.count == 0)
        for text in texts { _ = text.withUnsafeBytes { table.intern($0) } }
        let before = (table.storage, table.starts, table.hashes, table.slots)
        Self.prefetchEverything(table, texts)
        #expect(table.storage == before.0 && table.starts == before.1 && table.hashes == before.2 && table.slots == before.3)

        var writer = PackedWriter(capacity: 0)
        table.pack(into: &writer)
        var unpacked = try #require(
            writer.bytes.withUnsafeBytes { bytes in
                var reader = PackedReader(bytes)
                return TextTable(unpacking: &reader)
            })
        #expect(unpacked.slots.isEmpty)
        Self.prefetchEverything(unpacked, texts)
        for (id, text) in texts.enumerated() {
            #expect(text.withUnsafeBytes { unpacked.intern($0) } == Int32(id))
        }
    }
}
