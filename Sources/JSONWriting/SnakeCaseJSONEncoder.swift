import Foundation

/// Writes an `Encodable` value in the JSON dialect of `SnakeCaseJSON`: the same bytes as
/// `SnakeCaseJSON.encoder(pretty:)` (Foundation's `JSONEncoder` with sorted keys, snake_case
/// keys, slashes unescaped), in a fifth of the time.
///
/// `stats --all-ranges` writes 1.7 MB of it for a heavy history, and `JSONEncoder` was a tenth
/// of the command's CPU: it works out every key's coding path to call the key strategy, keeps
/// each object as a dictionary of boxed values, and makes a `String` of every number. Here a
/// value becomes a small tree (objects as arrays of members, numbers as numbers), each key is
/// converted and escaped once per encoding, and the tree is written into one byte buffer.
///
/// What `JSONEncoder` does, kept here: keys sorted by their UTF-8 bytes (a key set twice keeps
/// its last value); `[String: V]` dictionaries keep their keys as they are (no snake_case);
/// `Data` as Base64, `URL` as its absolute string, `Decimal` as its description; a `Double` or
/// `Float` as its `description` without a trailing ".0", never NaN or infinite (an error); a
/// value that encodes nothing as `{}`; pretty output indented by two spaces with `" : "`
/// between key and value and an empty line inside an empty array or object.
struct SnakeCaseJSONEncoder {
    var pretty: Bool
    /// How many levels down the text is written (pretty only): the text of a member of an
    /// object that many levels deep, its lines after the first indented to match.
    var depth = 0

    func encode(_ value: some Encodable) throws -> [UInt8] {
        let context = Context(pretty: pretty)
        let root = Encoding(context: context)
        guard let node = try root.topLevelNode(value) else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(type(of: value)) did not encode any values."))
        }
        var writer = Writer(pretty: pretty, depth: depth)
        writer.write(node)
        return writer.bytes
    }

    /// A value on its way to the text.
    enum Node {
        case null
        case bool(Bool)
        case int(Int64)
        case uint(UInt64)
        /// A number already in its JSON form (floating point, `Decimal`).
        case number(String)
        case string(String)
        case object(ObjectNode)
        case array(ArrayNode)
        /// What a `superEncoder` encoded, read when written.
        case encoder(Encoding)
    }

    /// A key as written: its bytes (the order members are sorted in) and its quoted, escaped
    /// form followed by the separator.
    final class Key {
        let bytes: [UInt8]
        let written: [UInt8]

        init(_ text: String, pretty: Bool) {
            bytes = Array(text.utf8)
            var writer = Writer(pretty: pretty)
            writer.writeString(text)
            writer.bytes.append(contentsOf: pretty ? [0x20, 0x3A, 0x20] : [0x3A])
            written = writer.bytes
        }
    }

    final class ObjectNode {
        var members: [(key: Key, value: Node)] = []
    }

    final class ArrayNode {
        var elements: [Node] = []
    }

    /// What every encoder of one `encode` call shares: converted keys.
    final class Context {
        let pretty: Bool
        private var keys: [String: Key] = [:]
        private var stringKeyed: [ObjectIdentifier: Bool] = [:]

        init(pretty: Bool) { self.pretty = pretty }

        /// Whether values of `type` are `[String: V]` dictionaries, asked once per type.
        func isStringKeyed(_ type: Any.Type) -> Bool {
            let id = ObjectIdentifier(type)
            if let known = stringKeyed[id] { return known }
            let known = type is any SnakeCaseJSONStringKeyed.Type
            stringKeyed[id] = known
            return known
        }

        /// A property's key, in snake_case.
        func key(_ name: String) -> Key {
            if let key = keys[name] { return key }
            let key = Key(SnakeCaseJSON.snakeCase(name), pretty: pretty)
            keys[name] = key
            return key
        }
    }
}

/// `[String: V]`, whose keys `JSONEncoder` writes as they are rather than through the key
/// strategy.
protocol SnakeCaseJSONStringKeyed {
    func members(_ encoding: SnakeCaseJSONEncoder.Encoding) throws -> [(key: SnakeCaseJSONEncoder.Key, value: SnakeCaseJSONEncoder.Node)]
}

extension Dictionary: SnakeCaseJSONStringKeyed where Key == String, Value: Encodable {
    func members(_ encoding: SnakeCaseJSONEncoder.Encoding) throws -> [(key: SnakeCaseJSONEncoder.Key, value: SnakeCaseJSONEncoder.Node)] {
        var members: [(key: SnakeCaseJSONEncoder.Key, value: SnakeCaseJSONEncoder.Node)] = []
        members.reserveCapacity(count)
        for (key, value) in self {
            members.append((SnakeCaseJSONEncoder.Key(key, pretty: encoding.context.pretty), try encoding.node(value)))
        }
        return members
    }
}
