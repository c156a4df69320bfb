import Foundation

/// Splits a byte stream into lines (JSONL, CSV), without their `\n` or `\r\n`.
/// Blank lines are passed over, but still counted.
struct LineSplitter: RecordSplitter {
    private var pending: [UInt8] = []
    private var nextLine = 1
    /// Whether the last line ended without a newline (an export cut short usually does).
    private(set) var lastLineUnterminated = false

    /// How many lines (blank ones included) were handed over so far.
    var linesRead: Int { nextLine - 1 }

    mutating func feed(_ chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
        var start = 0
        while start < chunk.count {
            guard let found = memchr(base + start, 0x0A, chunk.count - start) else { break }
            let end = base.distance(to: UnsafeRawPointer(found))
            if pending.isEmpty {
                try emit(UnsafeRawBufferPointer(rebasing: chunk[start..<end]), body)
            } else {
                pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[start..<end]))
                let line = pending
                pending.removeAll(keepingCapacity: true)
                try line.withUnsafeBytes { try emit($0, body) }
            }
            start = end + 1
        }
        if start < chunk.count {
            guard pending.count + (chunk.count - start) <= OverlongRecord.longest else {
                throw OverlongRecord(line: nextLine)
            }
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[start...]))
        }
    }

    mutating func finish(_ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws {
        guard !pending.isEmpty else { return }
        let line = pending
        pending.removeAll()
        lastLineUnterminated = true
        try line.withUnsafeBytes { try emit($0, body) }
    }

    private mutating func emit(_ line: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) rethrows {
        let number = nextLine
        nextLine += 1
        var end = line.count
        if end > 0, line[end - 1] == 0x0D { end -= 1 }
        var first = 0
        while first < end, line[first] == 0x20 || line[first] == 0x09 { first += 1 }
        guard first < end else { return }
        try body(UnsafeRawBufferPointer(rebasing: line[0..<end]), number)
    }
}
