import Foundation

extension SnakeCaseJSONEncoder {
    /// The `Encoder` a value encodes itself to: it collects the value as a `Node`.
    ///
    /// No statistic reads its coding path, so none is kept (`codingPath` is empty); an error
    /// thrown by a value's own `encode(to:)` passes through as it is.
    final class Encoding: Encoder {
        let context: Context
        private var single: Node?
        private var object: ObjectNode?
        private var array: ArrayNode?

        init(context: Context) { self.context = context }

        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let object = self.object ?? ObjectNode()
            self.object = object
            return KeyedEncodingContainer(Keyed<Key>(encoding: self, object: object))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let array = self.array ?? ArrayNode()
            self.array = array
            return Unkeyed(encoding: self, array: array)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoding: self) }

        /// What was encoded to this encoder; `{}` for nothing, as `JSONEncoder` writes it.
        func node() -> Node {
            if let object { return .object(object) }
            if let array { return .array(array) }
            return single ?? .object(ObjectNode())
        }

        /// `value` at the top: nil when it encoded nothing at all.
        func topLevelNode(_ value: some Encodable) throws -> Node? {
            if let special = try specialNode(value) { return special }
            try value.encode(to: self)
            if object == nil && array == nil && single == nil { return nil }
            return node()
        }

        /// `value` as a node, encoded by an encoder of its own. (Keeping spare encoders in the
        /// context to reuse made a cycle, encoder to context to encoder, that leaked every
        /// encode's context: a site writes a data.json per report and peaked at gigabytes.)
        func node<Value: Encodable>(_ value: Value) throws -> Node {
            if let special = try specialNode(value) { return special }
            let child = Encoding(context: context)
            try value.encode(to: child)
            return child.node()
        }

        /// The types `JSONEncoder` writes its own way, whatever their `encode(to:)` does. Told
        /// apart by type, not by casting every value (a cast per value showed in profiles).
        private func specialNode<Value: Encodable>(_ value: Value) throws -> Node? {
            if Value.self == Data.self, let data = value as? Data { return .string(data.base64EncodedString()) }
            if Value.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
            if Value.self == Decimal.self, let decimal = value as? Decimal { return .number(decimal.description) }
            guard context.isStringKeyed(Value.self), let dictionary = value as? any SnakeCaseJSONStringKeyed else { return nil }
            let object = ObjectNode()
            object.members = try dictionary.members(self)
            return .object(object)
        }

        func set(_ node: Node) { single = node }

        /// A floating-point number as `JSONEncoder` writes it.
        func number<Number: BinaryFloatingPoint & CustomStringConvertible>(_ value: Number) throws -> Node {
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value, EncodingError.Context(codingPath: [], debugDescription: "Unable to encode \(Number.self).\(value) directly in JSON."))
            }
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            return .number(text)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoding: Encoding
        let object: ObjectNode
        var codingPath: [any CodingKey] { [] }

        private func add(_ node: Node, _ key: Key) {
            object.members.append((encoding.context.key(key.stringValue), node))
        }

        mutating func encodeNil(forKey key: Key) throws { add(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { add(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { add(.string(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { add(try encoding.number(value), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { add(try encoding.number(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { add(.int(Int64(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { add(.int(Int64(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { add(.int(Int64(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { add(.int(Int64(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { add(.int(value), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { add(.uint(value), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(try encoding.node(value), key) }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectNode()
            add(.object(nested), key)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoding: encoding, object: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = ArrayNode()
            add(.array(nested), key)
            return Unkeyed(encoding: encoding, array: nested)
        }

        mutating func superEncoder() -> any Encoder {
            let encoder = Encoding(context: encoding.context)
            object.members.append((encoding.context.key("super"), .encoder(encoder)))
            return encoder
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let encoder = Encoding(context: encoding.context)
            add(.encoder(encoder), key)
            return encoder
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoding: Encoding
        let array: ArrayNode
        var codingPath: [any CodingKey] { [] }
        var count: Int { array.elements.count }

        mutating func encodeNil() throws { array.elements.append(.null) }
        mutating func encode(_ value: Bool) throws { array.elements.append(.bool(value)) }
        mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
        mutating func encode(_ value: Double) throws { array.elements.append(try encoding.number(value)) }
        mutating func encode(_ value: Float) throws { array.elements.append(try encoding.number(value)) }
        mutating func encode(_ value: Int) throws { array.elements.append(.int(Int64(value))) }
        mutating func encode(_ value: Int8) throws { array.elements.append(.int(Int64(value))) }
        mutating func encode(_ value: Int16) throws { array.elements.append(.int(Int64(value))) }
        mutating func encode(_ value: Int32) throws { array.elements.append(.int(Int64(value))) }
        mutating func encode(_ value: Int64) throws { array.elements.append(.int(value)) }
        mutating func encode(_ value: UInt) throws { array.elements.append(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt8) throws { array.elements.append(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt16) throws { array.elements.append(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt32) throws { array.elements.append(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt64) throws { array.elements.append(.uint(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { array.elements.append(try encoding.node(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectNode()
            array.elements.append(.object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(encoding: encoding, object: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = ArrayNode()
            array.elements.append(.array(nested))
            return Unkeyed(encoding: encoding, array: nested)
        }

        mutating func superEncoder() -> any Encoder {
            let encoder = Encoding(context: encoding.context)
            array.elements.append(.encoder(encoder))
            return encoder
        }
    }

    struct Single: SingleValueEncodingContainer {
        let encoding: Encoding
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoding.set(.null) }
        mutating func encode(_ value: Bool) throws { encoding.set(.bool(value)) }
        mutating func encode(_ value: String) throws { encoding.set(.string(value)) }
        mutating func encode(_ value: Double) throws { encoding.set(try encoding.number(value)) }
        mutating func encode(_ value: Float) throws { encoding.set(try encoding.number(value)) }
        mutating func encode(_ value: Int) throws { encoding.set(.int(Int64(value))) }
        mutating func encode(_ value: Int8) throws { encoding.set(.int(Int64(value))) }
        mutating func encode(_ value: Int16) throws { encoding.set(.int(Int64(value))) }
        mutating func encode(_ value: Int32) throws { encoding.set(.int(Int64(value))) }
        mutating func encode(_ value: Int64) throws { encoding.set(.int(value)) }
        mutating func encode(_ value: UInt) throws { encoding.set(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt8) throws { encoding.set(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt16) throws { encoding.set(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt32) throws { encoding.set(.uint(UInt64(value))) }
        mutating func encode(_ value: UInt64) throws { encoding.set(.uint(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { encoding.set(try encoding.node(value)) }
    }
}
