/// Appends fixed-width little-endian values to a byte buffer, for packed copies of model values.
struct PackedWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append<Value: FixedWidthInteger>(contentsOf values: [Value]) {
        for value in values { append(value) }
    }

    mutating func append(bytes other: [UInt8]) { bytes.append(contentsOf: other) }
}
