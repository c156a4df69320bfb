import ListenModel

/// The entity pages a report's files link, found in what was written: the site's record of
/// them, so that a page that later goes has every report linking it rebuilt.
enum EntityLinkScanner {
    /// Each link to `../../<kind>/<slug>.html` in `text`, an entity's, a genre's or a month's days' page (an HTML `href="…"` or a Markdown
    /// `](…)`), as the page's path below the user's folder ("artist/radiohead-3f2a9c01b7de.html"),
    /// sorted.
    static func pages(in text: String) -> [String] {
        let marker = Array(EntityLinks.fromReport.utf8)
        let kinds = (EntityKind.allCases.map(\.rawValue) + ["genre", "day"]).map { Array("\($0)/".utf8) }
        // A day's link ends at its section's `#`: the page is the month's.
        let ends: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: ")"), UInt8(ascii: " "), UInt8(ascii: "#")]
        var found: Set<String> = []
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while let start = find(marker, in: bytes, from: index) {
                let path = start + marker.count
                index = path
                // Only a link's start: after `"` or `(`, not in the middle of a longer path.
                guard start > 0, bytes[start - 1] == UInt8(ascii: "\"") || bytes[start - 1] == UInt8(ascii: "("),
                    kinds.contains(where: { starts(bytes, with: $0, at: path) }),
                    let end = bytes[path...].firstIndex(where: ends.contains)
                else { continue }
                let page = String(decoding: UnsafeBufferPointer(rebasing: bytes[path..<end]), as: UTF8.self)
                if page.hasSuffix(".html") { found.insert(page) }
                index = end
            }
        }
        return found.sorted()
    }

    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var position = index
        while position + needle.count <= bytes.count {
            guard let first = bytes[position...].firstIndex(of: needle[0]) else { return nil }
            if starts(bytes, with: needle, at: first) { return first }
            position = first + 1
        }
        return nil
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: [UInt8], at offset: Int) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (position, byte) in prefix.enumerated() where bytes[offset + position] != byte { return false }
        return true
    }
}
