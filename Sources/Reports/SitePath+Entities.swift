import Concurrency
import Foundation
import ListenModel

extension SitePath {
    /// An entity page's path below its user's folder, without `.html`: "artist/radiohead-3f2a9c01b7de".
    ///
    /// The slug is the name's Latin letters without accents and its digits (lower-cased, other
    /// runs as one `-`, at most 40 characters; nothing for a name without any, such as a
    /// Japanese or Arabic one)
    /// and 12 hex digits of a stable hash of everything that tells the entity apart
    /// (`EntityRef.fields`). Not the MBID alone: one recording MBID on two releases is two
    /// tracks, and an artist MBID credited under two names two artists, as the top lists count
    /// them. The slug only ever holds `a-z`, `0-9` and `-`, so no name can leave the site's
    /// folder or need escaping in a URL.
    public static func entity(_ ref: EntityRef) -> String {
        ref.kind.rawValue + "/" + entitySlug(ref, digits: 12)
    }

    static func entitySlug(_ ref: EntityRef, digits: Int) -> String {
        slug(ref.name, identifiedBy: ref.fields, digits: digits)
    }

    /// A genre's page below its user's folder, without `.html`: "genre/hip-hop-5d41402a" (its
    /// name's letters and 8 hex digits of a hash of the name, so "r&b" and "r-b" are two pages).
    public static func genre(_ name: String) -> String {
        "genre/" + slug(name, identifiedBy: ["genre", name], digits: 8)
    }

    /// The page of the month of `day` below its user's folder, without `.html`: "day/2026-11".
    public static func dayMonth(_ day: CalendarDay) -> String {
        "day/\(day.year)-" + (day.month < 10 ? "0" : "") + String(day.month)
    }

    /// A day's section on its month's page: "2026-11-20" (`CalendarDay`'s ISO form).
    public static func dayAnchor(_ day: CalendarDay) -> String { day.description }

    /// `name`'s Latin letters and digits and a stable hash of `fields`.
    static func slug(_ name: String, identifiedBy fields: [String], digits: Int) -> String {
        var readable = ""
        // Canonical decomposition (stable across Unicode versions) splits "ó" into "o" and a
        // combining accent, which is dropped; a few letters without one are spelled out.
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
            guard readable.count < 40 else { break }
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                readable.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value)).lowercasedASCII)
            } else if let spelled = Self.spelledLetters[scalar] {
                readable += spelled
            } else if !readable.isEmpty, readable.last != "-" {
                readable += "-"
            }
        }
        while readable.last == "-" { readable.removeLast() }
        var hasher = StableHasher()
        for field in fields { hasher.combine(field) }
        let hash = String(hasher.hexDigest.prefix(digits))
        return readable.isEmpty ? hash : readable + "-" + hash
    }

    /// Latin letters with no decomposition, as ASCII.
    static let spelledLetters: [Unicode.Scalar: String] = [
        "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "þ": "th", "Þ": "th", "ð": "d", "Ð": "d", "ß": "ss", "œ": "oe",
        "Œ": "oe", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ı": "i",
    ]

    /// Each entity's page path (as `entity`), collision-free: should two refs' 12-digit slugs collide (a 48-bit
    /// hash, so about once in 10^7 sites of 185,000 tracks), every one after the first in
    /// `EntityRef` order takes its full 32-digit hash.
    static func entityFolders(_ refs: [EntityRef], digits: Int = 12) -> [EntityRef: String] {
        var unique: [EntityRef] = []
        for ref in refs.sorted() where unique.last != ref { unique.append(ref) }
        let ordered = unique
        // The slugs (a decomposition and a hash each) on every core: one core took a tenth of
        // a second for a heavy history's 6,000 pages, with nothing else to do meanwhile.
        let slugs = ResultSlots<String>(count: ordered.count)
        DispatchQueue.concurrentPerform(iterations: ordered.count) { index in
            slugs.store(entitySlug(ordered[index], digits: digits), at: index)
        }
        var folders: [EntityRef: String] = [:]
        folders.reserveCapacity(ordered.count)
        var taken: Set<String> = []
        for (ref, slug) in zip(ordered, slugs.results) {
            var folder = ref.kind.rawValue + "/" + (slug ?? entitySlug(ref, digits: digits))
            if !taken.insert(folder).inserted {
                folder = ref.kind.rawValue + "/" + entitySlug(ref, digits: 32)
                taken.insert(folder)
            }
            folders[ref] = folder
        }
        return folders
    }
}

extension Unicode.Scalar {
    fileprivate var lowercasedASCII: Unicode.Scalar {
        (0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : self
    }
}
