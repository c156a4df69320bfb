import Foundation
import Concurrency
import JSONWriting

/// The JSON form of `listenstats stats`, in the dialect `data.json` shares.
enum StatsJSON {
    static func text(_ output: StatsOutput) throws -> String {
        try SnakeCaseJSON.text(output)
    }

    /// Several ranges as one object keyed by range name (the first output of a name wins).
    ///
    /// The same text as encoding the whole dictionary at once, made faster: each range's object
    /// is encoded on its own core (for nine ranges of a lifetime of listens, encoding on one
    /// core was a fifth of `stats --all-ranges`), one level down, and the outer object is
    /// written around them as the encoder writes an object: names sorted by their UTF-8 bytes.
    static func text(ranges outputs: [StatsOutput]) throws -> String {
        var firstOfName: [String: Int] = [:]
        for (index, output) in outputs.enumerated() where firstOfName[output.stats.rangeName] == nil {
            firstOfName[output.stats.rangeName] = index
        }
        guard !firstOfName.isEmpty else { return try SnakeCaseJSON.text(firstOfName) }
        // The longest first (all_time's days and milestones are half the text), so that the
        // other core takes the rest meanwhile instead of waiting for it at the end.
        let chosen = firstOfName.values.sorted {
            let (left, right) = (outputs[$0].stats, outputs[$1].stats)
            return (left.days.count + left.milestones.count, $1) > (right.days.count + right.milestones.count, $0)
        }
        let encoded = ResultSlots<String>(count: chosen.count)
        let failures = ErrorSlots()
        DispatchQueue.concurrentPerform(iterations: chosen.count) { slot in
            do {
                encoded.store(try SnakeCaseJSON.text(outputs[chosen[slot]], depth: 1), at: slot)
            } catch {
                failures.record(error, at: slot)
            }
        }
        if let failure = failures.first { throw failure }
        let texts = Dictionary(uniqueKeysWithValues: zip(chosen, encoded.results.compactMap { $0 }))
        let names = firstOfName.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var members: [String] = []
        for name in names {
            guard let index = firstOfName[name], let text = texts[index] else { continue }
            members.append("  " + (try SnakeCaseJSON.text(name)) + " : " + text)
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}"
    }
}
