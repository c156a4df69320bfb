/// Checks and rewrites chart SVG for embedding in a page, scanning UTF-8 bytes once (Foundation's
/// string search bridges the whole document on every call, which made large charts slow).
enum SVGEmbedding {
    /// The SVG from its `<svg` tag on, or nil when it is not a plain `<svg>` element or carries
    /// anything that could run script (`<script>`, `javascript:`, `<foreignObject>`, `on…=`).
    static func embeddable(_ svg: String) -> String? {
        let bytes = Array(svg.utf8)
        guard let start = find(Array("<svg".utf8), in: bytes, from: 0) else { return nil }
        // Only an XML prolog, a doctype, comments and whitespace may come before it.
        let before = String(decoding: bytes[..<start], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard before.isEmpty || before.hasPrefix("<?xml") || before.hasPrefix("<!") else { return nil }
        let lowered = bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        for risky in ["<script", "javascript:", "<foreignobject"] where find(Array(risky.utf8), in: lowered, from: start) != nil {
            return nil
        }
        if hasEventAttribute(lowered) { return nil }
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// Whether any tag carries an attribute named `on…` (an event handler).
    static func hasEventAttribute(_ lowered: [UInt8]) -> Bool {
        var inTag = false
        var index = 0
        while index < lowered.count {
            let byte = lowered[index]
            if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if inTag, isSpace(byte), index + 3 < lowered.count, lowered[index + 1] == UInt8(ascii: "o"),
                lowered[index + 2] == UInt8(ascii: "n")
            {
                var end = index + 3
                while end < lowered.count, (0x61...0x7A).contains(lowered[end]) { end += 1 }
                while end < lowered.count, isSpace(lowered[end]) { end += 1 }
                if end > index + 3, end < lowered.count, lowered[end] == UInt8(ascii: "=") { return true }
            }
            index += 1
        }
        return false
    }

    /// The SVG with every `id` and each reference to it (`url(#…)`, `href="#…"`,
    /// `aria-labelledby`, `aria-describedby`) prefixed with `prefix-`.
    static func namespacingIDs(_ svg: String, prefix: String) -> String {
        let bytes = Array(svg.utf8)
        let idOpener = Array(" id=\"".utf8)
        var ids = Set<[UInt8]>()
        var search = 0
        while let found = find(idOpener, in: bytes, from: search) {
            let valueStart = found + idOpener.count
            guard let close = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            ids.insert(Array(bytes[valueStart..<close]))
            search = close
        }
        guard !ids.isEmpty else { return svg }
        let renamedPrefix = Array((prefix + "-").utf8)
        // Each pattern ends right before an id; the id must then end at `terminator`.
        let openers: [(pattern: [UInt8], terminators: Set<UInt8>)] = [
            (idOpener, [UInt8(ascii: "\"")]), (Array("url(#".utf8), [UInt8(ascii: ")")]),
            (Array("href=\"#".utf8), [UInt8(ascii: "\"")]),
            (Array("aria-labelledby=\"".utf8), [UInt8(ascii: " "), UInt8(ascii: "\"")]),
            (Array("aria-describedby=\"".utf8), [UInt8(ascii: " "), UInt8(ascii: "\"")]),
        ]
        // Only these bytes can start an opener: runs of other bytes are copied whole.
        var startsOpener = [Bool](repeating: false, count: 256)
        for (pattern, _) in openers { startsOpener[Int(pattern[0])] = true }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var index = 0
        var tokenTerminators: Set<UInt8>?
        while index < bytes.count {
            if tokenTerminators == nil, !startsOpener[Int(bytes[index])] {
                let run = index
                while index < bytes.count, !startsOpener[Int(bytes[index])] { index += 1 }
                output += bytes[run..<index]
                continue
            }
            var matched = false
            if let terminators = tokenTerminators ?? opener(at: index, openers, in: bytes, output: &output, index: &index) {
                // At the start of an id reference: rename it when it names one of ours.
                var end = index
                while end < bytes.count, !terminators.contains(bytes[end]) { end += 1 }
                if ids.contains(Array(bytes[index..<end])) { output += renamedPrefix }
                output += bytes[index..<min(end + 1, bytes.count)]
                // In an aria list another token may follow a space.
                tokenTerminators = end < bytes.count && bytes[end] == UInt8(ascii: " ") ? terminators : nil
                index = end + 1
                matched = true
            }
            if !matched {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// When one of `openers` starts at `index`, copies it to `output`, moves past it and
    /// returns its terminators.
    private static func opener(
        at start: Int, _ openers: [(pattern: [UInt8], terminators: Set<UInt8>)], in bytes: [UInt8],
        output: inout [UInt8], index: inout Int
    ) -> Set<UInt8>? {
        for (pattern, terminators) in openers where matches(pattern, in: bytes, at: start) {
            output += pattern
            index = start + pattern.count
            return terminators
        }
        return nil
    }

    static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count, bytes[index] == pattern[0] else { return false }
        for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`, read through unsafe buffers:
    /// charts are scanned several times, and a world map is hundreds of kilobytes.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, start >= 0, start + pattern.count <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            pattern.withUnsafeBufferPointer { needle in
                let last = haystack.count - needle.count
                var index = start
                while index <= last {
                    if haystack[index] == first {
                        var offset = 1
                        while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
