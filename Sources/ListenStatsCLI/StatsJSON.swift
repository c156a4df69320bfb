import Foundation
import ListenModel

/// The JSON form of `listenstats stats`, in the dialect `data.json` shares.
enum StatsJSON {
    static func text(_ output: StatsOutput) throws -> String {
        try SnakeCaseJSON.text(output)
    }

    /// Several ranges as one object keyed by range name (the first output of a name wins).
    ///
    /// The same text as encoding the whole dictionary at once, made faster: each range's object
    /// is encoded on its own core (for nine ranges of a lifetime of listens, encoding on one
    /// core was a fifth of `stats --all-ranges`) and spliced into the outer object, whose key
    /// order and layout come from encoding it with each range's index in place of its object.
    /// A pretty-printed object one level down is the same text with every line after its first
    /// indented by two more spaces, but for the empty line inside an empty array (a string
    /// never holds a raw line break).
    static func text(ranges outputs: [StatsOutput]) throws -> String {
        var firstOfName: [String: Int] = [:]
        for (index, output) in outputs.enumerated() where firstOfName[output.stats.rangeName] == nil {
            firstOfName[output.stats.rangeName] = index
        }
        let outline = try SnakeCaseJSON.text(firstOfName)
        // The longest first (all_time's days and milestones are half the text), so that the
        // other core takes the rest meanwhile instead of waiting for it at the end.
        let chosen = firstOfName.values.sorted {
            let (left, right) = (outputs[$0].stats, outputs[$1].stats)
            return (left.days.count + left.milestones.count, $1) > (right.days.count + right.milestones.count, $0)
        }
        let encoded = OrderedResults<String>(count: chosen.count)
        DispatchQueue.concurrentPerform(iterations: chosen.count) { slot in
            encoded.store(Result { indented(try SnakeCaseJSON.text(outputs[chosen[slot]])) }, at: slot)
        }
        let texts = Dictionary(uniqueKeysWithValues: zip(chosen, try encoded.values()))
        var lines: [String] = []
        for line in outline.split(separator: "\n", omittingEmptySubsequences: false) {
            // A member of the outline: `  "name" : 3` (with a comma unless it is the last).
            guard let separator = line.range(of: "\" : "),
                case let value = line[separator.upperBound...], case let number = value.hasSuffix(",") ? value.dropLast() : value,
                let index = Int(number), let text = texts[index]
            else {
                lines.append(String(line))
                continue
            }
            lines.append(line[..<separator.upperBound] + text + (value.hasSuffix(",") ? "," : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// `text` one level down: two more spaces before every line after the first but an empty
    /// one (an empty array or object is written with an empty line inside, never indented).
    static func indented(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "\n") && byte != UInt8(ascii: "\n") { bytes.append(contentsOf: [0x20, 0x20]) }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
