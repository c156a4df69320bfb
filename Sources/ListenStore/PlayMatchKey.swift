import Foundation

/// A loose key for "the same song" across sources that spell it differently: Spotify says
/// `Calvin Harris` / `One Kiss (with Dua Lipa)`, a scrobbler `calvin harris feat. Dua Lipa` /
/// `One Kiss`.
///
/// The artist is cut to the primary artist (before the first `feat.`, `ft.`, `featuring`,
/// `with`, `x`, `vs`, `and`, `&`, `,`, `;`, `/`, `+`); the title loses bracketed `(feat. …)`,
/// `[with …]` parts and anything after a bare `feat.`. Both are folded (case, diacritics,
/// width) and keep only letters and digits, so punctuation and spacing never matter. It is a
/// stable 64-bit FNV-1a hash, like `ListenIdentity`. It is only ever compared between
/// listens a few minutes apart, so its looseness cannot merge different songs in practice.
enum PlayMatchKey {
    private static let featuring: Set<Substring> = ["feat", "ft", "featuring", "featured"]
    private static let artistJoins: Set<Substring> = featuring.union(["with", "x", "vs", "and"])
    private static let bracketJoins: Set<Substring> = featuring.union(["with"])

    static func key(artistName: String, trackName: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        mix(primaryArtist(artistName))
        hash ^= 0x1f
        hash = hash &* 0x0000_0100_0000_01b3
        mix(title(trackName))
        return Int64(bitPattern: hash)
    }

    static func primaryArtist(_ name: String) -> String {
        let folded = fold(name)
        let head = folded.prefix { !",;&/+".contains($0) }
        var kept: [Substring] = []
        for word in words(head.isEmpty ? Substring(folded) : head) {
            if !kept.isEmpty && artistJoins.contains(word) { break }
            kept.append(word)
        }
        if kept.count > 1 && kept[0] == "the" { kept.removeFirst() }
        return kept.isEmpty ? folded : kept.joined()
    }

    static func title(_ name: String) -> String {
        let folded = fold(name)
        var text = ""
        var rest = Substring(folded)
        // Drop "(feat. …)" and "[with …]" groups; keep other brackets' words ("(Live)").
        while let open = rest.firstIndex(where: { $0 == "(" || $0 == "[" }) {
            text += rest[..<open]
            let close: Character = rest[open] == "(" ? ")" : "]"
            let inner = rest[rest.index(after: open)...]
            let end = inner.firstIndex(of: close) ?? inner.endIndex
            if let first = words(inner[..<end]).first, bracketJoins.contains(first) {
                text += " "
            } else {
                text += " " + inner[..<end] + " "
            }
            rest = end < inner.endIndex ? inner[inner.index(after: end)...] : inner[end...]
        }
        text += rest
        var kept: [Substring] = []
        for word in words(Substring(text)) {
            if !kept.isEmpty && featuring.contains(word) { break }
            kept.append(word)
        }
        return kept.isEmpty ? folded : kept.joined()
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    private static func words(_ text: Substring) -> [Substring] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    }
}
