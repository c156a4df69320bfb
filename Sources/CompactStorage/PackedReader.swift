/// Reads what a `PackedWriter` wrote, checking every length: a short or damaged buffer reads
/// as nil, never out of bounds.
///
/// Inlinable with its position visible, as `PackedWriter` is: unpacking a catalog reads each
/// of its hundreds of thousands of fields through `read`.
public struct PackedReader {
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var offset = 0

    @inlinable
    public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    @inlinable
    public var isAtEnd: Bool { offset == bytes.count }

    @inlinable
    public mutating func read<Value: FixedWidthInteger>(_: Value.Type = Value.self) -> Value? {
        guard bytes.count - offset >= MemoryLayout<Value>.size else { return nil }
        defer { offset += MemoryLayout<Value>.size }
        return Value(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }

    /// A count written before a list, if the rest of the buffer can hold that many of `width` bytes.
    @inlinable
    public mutating func readCount(width: Int) -> Int? {
        guard let count = read(UInt64.self), count <= UInt64(bytes.count - offset) / UInt64(max(width, 1)) else {
            return nil
        }
        return Int(count)
    }

    @inlinable
    public mutating func read<Value: FixedWidthInteger>(_: Value.Type, count: Int) -> [Value]? {
        let size = MemoryLayout<Value>.size
        guard count >= 0, (bytes.count - offset) / size >= count else { return nil }
        let start = offset
        offset += count * size
        return (0..<count).map { Value(littleEndian: bytes.loadUnaligned(fromByteOffset: start + $0 * size, as: Value.self)) }
    }

    @inlinable
    public mutating func readBytes(count: Int) -> [UInt8]? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return Array(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]))
    }
}
