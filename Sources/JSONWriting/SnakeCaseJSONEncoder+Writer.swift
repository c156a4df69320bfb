extension SnakeCaseJSONEncoder {
    /// Writes nodes as text, laid out as Foundation's JSON writer lays them out.
    struct Writer {
        let pretty: Bool
        var bytes: [UInt8] = []
        private var depth: Int

        /// `depth`: how many levels down the text goes, each two more spaces before its lines.
        init(pretty: Bool, depth: Int = 0) {
            self.pretty = pretty
            self.depth = depth
            bytes.reserveCapacity(1 << 16)
        }

        mutating func write(_ node: Node) {
            switch node {
            case .null: bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
            case .bool(let value): value ? bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65]) : bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
            case .int(let value): writeInteger(value < 0, value.magnitude)
            case .uint(let value): writeInteger(false, value)
            case .number(let text): bytes.append(contentsOf: text.utf8)
            case .string(let text): writeString(text)
            case .object(let object): writeObject(object)
            case .array(let array): writeArray(array)
            case .encoder(let encoding): write(encoding.node())
            }
        }

        private mutating func writeObject(_ object: ObjectNode) {
            bytes.append(UInt8(ascii: "{"))
            if pretty {
                bytes.append(0x0A)
                depth += 1
            }
            // Sorted by the keys' bytes; of a key set twice the last is kept (`JSONEncoder`
            // keeps an object as a dictionary).
            let members = object.members
            var order = Array(members.indices)
            var sorted = true
            for index in members.indices.dropFirst() where !members[index - 1].key.bytes.lexicographicallyPrecedes(members[index].key.bytes) {
                sorted = false
                break
            }
            if !sorted { order.sort { left, right in
                let (a, b) = (members[left].key, members[right].key)
                if a === b { return left < right }
                if a.bytes == b.bytes { return left < right }
                return a.bytes.lexicographicallyPrecedes(b.bytes)
            } }
            var first = true
            for (place, index) in order.enumerated() {
                if place + 1 < order.count, members[order[place + 1]].key.bytes == members[index].key.bytes { continue }
                if !first { bytes.append(0x2C) }
                if pretty {
                    if !first { bytes.append(0x0A) }
                    indent()
                }
                first = false
                bytes.append(contentsOf: members[index].key.written)
                write(members[index].value)
            }
            if pretty {
                bytes.append(0x0A)
                depth -= 1
                indent()
            }
            bytes.append(UInt8(ascii: "}"))
        }

        private mutating func writeArray(_ array: ArrayNode) {
            bytes.append(UInt8(ascii: "["))
            if pretty {
                bytes.append(0x0A)
                depth += 1
            }
            var first = true
            for element in array.elements {
                if !first { bytes.append(0x2C) }
                if pretty {
                    if !first { bytes.append(0x0A) }
                    indent()
                }
                first = false
                write(element)
            }
            if pretty {
                bytes.append(0x0A)
                depth -= 1
                indent()
            }
            bytes.append(UInt8(ascii: "]"))
        }

        private mutating func indent() {
            for _ in 0..<(2 * depth) { bytes.append(0x20) }
        }

        private mutating func writeInteger(_ negative: Bool, _ magnitude: UInt64) {
            if negative { bytes.append(UInt8(ascii: "-")) }
            if magnitude < 10 {
                bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
                return
            }
            var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
            var count = 0
            var rest = magnitude
            withUnsafeMutableBytes(of: &digits) { buffer in
                while rest > 0 {
                    buffer[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    count += 1
                }
                bytes.append(contentsOf: buffer[(24 - count)...])
            }
        }

        mutating func writeString(_ text: String) {
            SnakeCaseJSON.appendQuoted(text, to: &bytes)
        }
    }
}
