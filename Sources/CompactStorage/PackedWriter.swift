/// Appends fixed-width little-endian values to a byte buffer, for packed copies of model values.
///
/// Inlinable with its buffer visible: the model's packed copies (`ListenModel`) append a few
/// million values through it, and a generic call across the module boundary per value would
/// not be specialized.
public struct PackedWriter {
    @usableFromInline var buffer: [UInt8] = []

    /// The bytes written so far.
    @inlinable
    public var bytes: [UInt8] { buffer }

    @inlinable
    public init(capacity: Int) { buffer.reserveCapacity(capacity) }

    @inlinable
    public mutating func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
    }

    @inlinable
    public mutating func append<Value: FixedWidthInteger>(contentsOf values: [Value]) {
        for value in values { append(value) }
    }

    @inlinable
    public mutating func append(bytes other: [UInt8]) { buffer.append(contentsOf: other) }
}
