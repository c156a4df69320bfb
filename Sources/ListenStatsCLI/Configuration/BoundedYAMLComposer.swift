import Foundation
import Yams

/// Composes a config file's YAML only once its aliases are known to expand within bounds.
///
/// A config is a few kilobytes, but a YAML alias repeats its anchor's whole value: 3,000
/// aliases of a 1 MB scalar made `config check` read 3 GB (past two minutes, at 1.6 GB of
/// memory), and a "billion laughs" tree of aliases in a 500-byte file, used as a mapping key,
/// kept Yams hashing that key while composing, before any budget over the composed tree could
/// be applied. So the text is composed first with every `*` turned into a private-use
/// character: each alias becomes a plain scalar of the same extent, nothing is expanded, and
/// a walk in document order adds up what each alias would bring (an anchor's value measured
/// once), stopping at the first overrun. Only then is the real text composed.
struct BoundedYAMLComposer {
    /// More than a real config holds by far: a few users with a few hundred exclusions each,
    /// shared through anchors.
    var maximumNodes = 200_000
    var maximumScalarBytes = 8 << 20

    /// The bound a budget was overrun by, and where.
    struct Overrun: Error, Equatable {
        enum Bound: Equatable {
            case nodes(Int)
            case scalarBytes(Int)
        }

        var bound: Bound
        /// The line of the alias (or value) that went past the bound.
        var line: Int?
    }

    /// Stands for `*` in the measured text: it may start a plain scalar, which `*` may not,
    /// and a real config has no reason to hold it.
    static let aliasMarker: Character = "\u{E000}"

    /// The root of `text`; throws Yams's `YamlError`, or `Overrun` when the aliases expand
    /// past the bounds.
    func compose(_ text: String) throws -> Node? {
        let hasAliases = text.utf8.contains(UInt8(ascii: "*"))
        let measured = hasAliases ? Self.markingAliases(text) : text
        // The parser owns the anchors: nodes hold them weakly.
        let parser = try Parser(yaml: measured)
        let root = try parser.singleRoot()
        try withExtendedLifetime(parser) {
            var meter = Meter(limits: Expansion(nodes: maximumNodes, scalarBytes: maximumScalarBytes))
            if let root { _ = try meter.measure(root) }
        }
        // Without aliases the measured text is the text.
        return hasAliases ? try Yams.compose(yaml: text) : root
    }

    /// `text` with every `*` (an alias's, or any other) turned into the marker; line numbers
    /// stay as they were.
    static func markingAliases(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 64)
        let marker = Array(String(aliasMarker).utf8)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "*") {
                bytes.append(contentsOf: marker)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Values and scalar bytes, as an alias would repeat them.
    struct Expansion {
        var nodes = 0
        var scalarBytes = 0
    }

    /// Adds up the expansion of a tree composed from the measured text, in document order.
    private struct Meter {
        let limits: Expansion
        /// What each anchor's value expands to, as the next alias of it would see it (an
        /// anchor may be defined again further on, as in Yams).
        var anchored: [String: Expansion] = [:]

        mutating func measure(_ node: Node) throws(Overrun) -> Expansion {
            var expansion = Expansion(nodes: 1)
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, scalar.string.first == BoundedYAMLComposer.aliasMarker {
                    // An alias, or a scalar that merely starts with the marker: an alias of
                    // no known anchor counts as itself.
                    if let value = anchored[String(scalar.string.dropFirst())] {
                        expansion = value
                        try check(expansion, at: node)
                        return expansion
                    }
                }
                expansion.scalarBytes = scalar.string.utf8.count
            case .mapping(let mapping):
                for (key, value) in mapping {
                    let keyExpansion = try measure(key)
                    try add(keyExpansion, to: &expansion, at: key)
                    let valueExpansion = try measure(value)
                    try add(valueExpansion, to: &expansion, at: value)
                }
            case .sequence(let sequence):
                for element in sequence {
                    let elementExpansion = try measure(element)
                    try add(elementExpansion, to: &expansion, at: element)
                }
            case .alias:
                // Yams resolves aliases while composing; none are left in the tree.
                break
            }
            try check(expansion, at: node)
            if let anchor = node.anchor?.rawValue { anchored[anchor] = expansion }
            return expansion
        }

        /// Each part is within the limits (or it would have thrown), so sums never overflow.
        private func add(_ part: Expansion, to expansion: inout Expansion, at node: Node) throws(Overrun) {
            expansion.nodes += part.nodes
            expansion.scalarBytes += part.scalarBytes
            try check(expansion, at: node)
        }

        private func check(_ expansion: Expansion, at node: Node) throws(Overrun) {
            if expansion.nodes > limits.nodes {
                throw Overrun(bound: .nodes(limits.nodes), line: node.mark?.line)
            }
            if expansion.scalarBytes > limits.scalarBytes {
                throw Overrun(bound: .scalarBytes(limits.scalarBytes), line: node.mark?.line)
            }
        }
    }
}
