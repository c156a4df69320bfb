/// Splits a stream holding one JSON array into its elements, so a history of any size is
/// read element by element rather than parsed whole.
struct JSONArraySplitter: RecordSplitter {
    private enum Place {
        case beforeArray, betweenElements, inElement, afterArray
    }

    private var place = Place.beforeArray
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var line = 1
    private var elementLine = 1
    /// The start of the element so far when it began in an earlier chunk.
    private var pending: [UInt8] = []

    mutating func feed(_ chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws {
        var elementStart: Int? = place == .inElement ? 0 : nil
        var index = 0
        while index < chunk.count {
            let byte = chunk[index]
            if byte == 0x0A { line += 1 }
            switch place {
            case .beforeArray:
                if byte == UInt8(ascii: "[") {
                    place = .betweenElements
                } else if !Self.isSpaceOrBOM(byte) {
                    throw TruncatedStream(line: line, what: "this is not a JSON array")
                }
            case .betweenElements:
                if byte == UInt8(ascii: "]") {
                    place = .afterArray
                } else if byte != UInt8(ascii: ",") && !Self.isSpaceOrBOM(byte) {
                    place = .inElement
                    elementStart = index
                    elementLine = line
                    depth = 0
                    inString = false
                    continue
                }
            case .inElement:
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""):
                        inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}") where depth > 0, UInt8(ascii: "]") where depth > 0:
                        depth -= 1
                    case UInt8(ascii: ","), UInt8(ascii: "]"):
                        if depth == 0 {
                            try emit(chunk, from: elementStart ?? 0, to: index, body)
                            elementStart = nil
                            place = byte == UInt8(ascii: "]") ? .afterArray : .betweenElements
                        }
                    default:
                        break
                    }
                }
            case .afterArray:
                if !Self.isSpaceOrBOM(byte) {
                    throw TruncatedStream(line: line, what: "there is more text after the JSON array")
                }
            }
            index += 1
        }
        if place == .inElement, let elementStart {
            guard pending.count + (chunk.count - elementStart) <= OverlongRecord.longest else {
                throw OverlongRecord(line: elementLine)
            }
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[elementStart...]))
        }
    }

    mutating func finish(_ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws {
        switch place {
        case .afterArray:
            return
        case .beforeArray:
            throw TruncatedStream(line: line, what: "the file is empty")
        case .betweenElements, .inElement:
            throw TruncatedStream(line: line, what: "the JSON array ends before its closing ']'")
        }
    }

    private mutating func emit(
        _ chunk: UnsafeRawBufferPointer, from start: Int, to end: Int, _ body: (UnsafeRawBufferPointer, Int) throws -> Void
    ) throws {
        if pending.isEmpty {
            try body(UnsafeRawBufferPointer(rebasing: chunk[start..<end]), elementLine)
        } else {
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[start..<end]))
            let element = pending
            pending.removeAll(keepingCapacity: true)
            try element.withUnsafeBytes { try body($0, elementLine) }
        }
    }

    private static func isSpaceOrBOM(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }
}
