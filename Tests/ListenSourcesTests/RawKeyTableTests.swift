import Foundation
import ListenModel
import Testing

@testable import ListenSources

/// The readers' key table is looked up without a lock while keys are added: a key once added
/// is found by every thread from then on, with its value, through every growth of the table,
/// and keys that share a hash (or its top bits) stay apart.
@Suite("Import: the key table looked up without a lock")
struct RawKeyTableTests {
    static func key(_ number: Int) -> [UInt8] {
        // Lengths from 0 to a few hundred bytes, as track keys vary.
        Array("k\(number)".utf8) + [UInt8](repeating: UInt8(truncatingIfNeeded: number), count: number % 300)
    }

    @Test("keys of every length, colliding hashes and one longer than an arena")
    func addAndFind() {
        let table = RawKeyTable()
        let long = [UInt8](repeating: 7, count: 5 << 20)
        long.withUnsafeBytes { table.add($0, hash: ImportKeyHash.of($0), value: -5) }
        for number in 0..<20_000 {
            let key = Self.key(number)
            // Every fourth key gets the hash of the one before: equal hashes, other bytes.
            key.withUnsafeBytes { bytes in
                let hash = number % 4 == 3 ? Self.key(number - 1).withUnsafeBytes { ImportKeyHash.of($0) } : ImportKeyHash.of(bytes)
                #expect(table.value(of: bytes, hash: hash) == nil)
                table.add(bytes, hash: hash, value: Int32(number))
            }
        }
        #expect(table.count == 20_001)
        for number in 0..<20_000 {
            Self.key(number).withUnsafeBytes { bytes in
                let hash = number % 4 == 3 ? Self.key(number - 1).withUnsafeBytes { ImportKeyHash.of($0) } : ImportKeyHash.of(bytes)
                #expect(table.value(of: bytes, hash: hash) == Int32(number))
            }
        }
        long.withUnsafeBytes { #expect(table.value(of: $0, hash: ImportKeyHash.of($0)) == -5) }
        let empty = [UInt8]()
        empty.withUnsafeBytes { #expect(table.value(of: $0, hash: ImportKeyHash.of($0)) == nil) }
    }

    @Test(
        "two threads adding under a lock and looking up without one agree on every value, grown or sized ahead",
        arguments: [0, 40_000])
    func concurrent(expectedCount: Int) async {
        let table = RawKeyTable(expectedCount: expectedCount)
        let lock = NSLock()
        let count = 40_000
        // Both threads go through the same keys in opposite orders, adding what they do not
        // find (the check again under the lock, as the shared track table does).
        let results = await withTaskGroup(of: [Int32].self) { group in
            for reversed in [false, true] {
                group.addTask {
                    var values = [Int32](repeating: -1, count: count)
                    for step in 0..<count {
                        let number = reversed ? count - 1 - step : step
                        Self.key(number).withUnsafeBytes { bytes in
                            let hash = ImportKeyHash.of(bytes)
                            if let value = table.value(of: bytes, hash: hash) {
                                values[number] = value
                                return
                            }
                            lock.lock()
                            defer { lock.unlock() }
                            if let value = table.value(of: bytes, hash: hash) {
                                values[number] = value
                            } else {
                                table.add(bytes, hash: hash, value: Int32(number))
                                values[number] = Int32(number)
                            }
                        }
                    }
                    return values
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(table.count == count)
        for values in results {
            #expect(values == (0..<count).map { Int32($0) })
        }
    }

    @Test("the key hash sees every bit: keys one bit apart, anywhere in them, or a zero byte longer, hash apart")
    func hashSeesEveryBit() {
        for length in [0, 1, 7, 8, 9, 31, 32, 33, 100, 650] {
            let key = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) }
            var hashes = Set([key.withUnsafeBytes { ImportKeyHash.of($0) }])
            for position in 0..<length {
                for bit in 0..<8 {
                    var changed = key
                    changed[position] ^= UInt8(1 << bit)
                    hashes.insert(changed.withUnsafeBytes { ImportKeyHash.of($0) })
                }
            }
            hashes.insert((key + [0]).withUnsafeBytes { ImportKeyHash.of($0) })
            hashes.insert((key + [0, 0]).withUnsafeBytes { ImportKeyHash.of($0) })
            #expect(hashes.count == 8 * length + 3, "length \(length)")
        }
    }
}
