import Foundation

/// The zone `$TZ` names, read as the C library reads it, or a usage error naming the variable
/// when it names no zone listenstats can follow, as `--timezone` would give.
///
/// Foundation's `TimeZone.current` ignores `TZ` on Linux (it reads /etc/localtime), so a
/// value `TimeZone(identifier:)` did not take fell back to the system's zone in silence: a
/// typo like `TZ=Garbage/Zone`, but also `TZ=JST-9` and `TZ=:/usr/share/zoneinfo/Asia/Tokyo`,
/// which the C library (and `date`) follow, all became UTC.
enum EnvironmentTimeZone {
    static let variable = "TZ"
    static let zoneInfo = "/usr/share/zoneinfo/"

    /// The zone `TZ` names in `environment`; nil when it is unset or empty (the system's zone).
    ///
    /// Takes what `TimeZone(identifier:)` takes (after the C library's optional leading `:`),
    /// a zone file (`:/etc/localtime`, `/usr/share/zoneinfo/Asia/Tokyo`, `posix/Europe/Berlin`)
    /// and a POSIX fixed offset (`UTC0`, `JST-9`, `<+0530>-5:30`).
    static func zone(in environment: [String: String]) throws -> TimeZone? {
        guard let value = environment.nonEmpty(variable) else { return nil }
        let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        let posix = PosixOffset(name)
        if !name.isEmpty, let zone = TimeZone(identifier: name) {
            // `GMT+2` is UTC+2 to Foundation and UTC−2 to the C library (POSIX counts west):
            // neither reading can be taken without the other being wrong.
            if case .fixed(let secondsEast) = posix, secondsEast != zone.secondsFromGMT() {
                throw CLIError(
                    "\(variable)=\(value) is UTC\(Self.offsetText(secondsEast)) to the C library (POSIX counts hours west) but UTC\(Self.offsetText(zone.secondsFromGMT())) as a zone name; set \(variable) to an IANA name such as Europe/Berlin, or pass --timezone",
                    status: .usage)
            }
            return zone
        }
        if let file = zoneFile(named: name) { return try zone(ofFile: file, value: value) }
        switch posix {
        case .fixed(let secondsEast):
            if let zone = TimeZone(secondsFromGMT: secondsEast) { return zone }
        case .withSummerTime:
            throw CLIError(
                "\(variable)=\(value) is a POSIX rule with summer time, which listenstats cannot follow; set \(variable) to the zone's IANA name (e.g. Europe/Berlin), or pass --timezone",
                status: .usage)
        case nil:
            break
        }
        throw CLIError(
            "\(variable)=\(value) is not an IANA time zone (nor a zone file or an offset such as UTC0); set \(variable) to a name such as Europe/Berlin, unset it, or pass --timezone",
            status: .usage)
    }

    /// `+2`, `−5:30`.
    private static func offsetText(_ secondsEast: Int) -> String {
        let magnitude = abs(secondsEast)
        let minutes = magnitude % 3600 / 60
        return (secondsEast < 0 ? "−" : "+") + String(magnitude / 3600) + (minutes == 0 ? "" : ":" + String(format: "%02d", minutes))
    }

    /// The file a name stands for: an absolute path, or a path below the zone folder.
    private static func zoneFile(named name: String) -> String? {
        guard !name.isEmpty else { return nil }
        let path = name.hasPrefix("/") ? name : zoneInfo + name
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return path
    }

    /// The zone of a zone file, found by its name below the zone folder (after symbolic links);
    /// the system's own /etc/localtime is the system's zone. Any other file is one Foundation
    /// cannot read, so it is refused rather than replaced.
    private static func zone(ofFile path: String, value: String) throws -> TimeZone {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if resolved.hasPrefix(zoneInfo) {
            var identifier = Substring(resolved.dropFirst(zoneInfo.count))
            // The same zones, with POSIX time or leap seconds: the wall clock is the same.
            for variant in ["posix/", "right/"] where identifier.hasPrefix(variant) {
                identifier = identifier.dropFirst(variant.count)
            }
            if let zone = TimeZone(identifier: String(identifier)) { return zone }
        }
        if resolved == URL(fileURLWithPath: "/etc/localtime").resolvingSymlinksInPath().path {
            return TimeZone.current
        }
        throw CLIError(
            "\(variable)=\(value) names a zone file listenstats cannot read; set \(variable) to the zone's IANA name (e.g. Europe/Berlin), or pass --timezone",
            status: .usage)
    }

    /// A POSIX `TZ` string: a zone abbreviation and its offset west of UTC, maybe followed by
    /// a summer-time part.
    enum PosixOffset: Equatable {
        case fixed(secondsEast: Int)
        case withSummerTime

        /// nil when `text` is no POSIX zone at all.
        init?(_ text: String) {
            var rest = Substring(text)
            guard Self.abbreviation(&rest), let secondsWest = Self.offset(&rest) else { return nil }
            if rest.isEmpty {
                self = .fixed(secondsEast: -secondsWest)
            } else if Self.abbreviation(&rest) {
                self = .withSummerTime
            } else {
                return nil
            }
        }

        /// `UTC`, `JST` (three letters or more) or `<+0530>` (quoted); consumed from `text`.
        private static func abbreviation(_ text: inout Substring) -> Bool {
            if text.first == "<" {
                guard let close = text.firstIndex(of: ">") else { return false }
                let inside = text[text.index(after: text.startIndex)..<close]
                guard inside.count >= 3, inside.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-") })
                else { return false }
                text = text[text.index(after: close)...]
                return true
            }
            let letters = text.prefix { $0.isASCII && $0.isLetter }
            guard letters.count >= 3 else { return false }
            text = text.dropFirst(letters.count)
            return true
        }

        /// `[+-]hh[:mm[:ss]]` in seconds west of UTC, hours 0–24; consumed from `text`.
        private static func offset(_ text: inout Substring) -> Int? {
            var sign = 1
            if let first = text.first, first == "+" || first == "-" {
                sign = first == "-" ? -1 : 1
                text = text.dropFirst()
            }
            var seconds = 0
            for (index, scale) in [3600, 60, 1].enumerated() {
                if index > 0 {
                    guard text.first == ":" else { break }
                    text = text.dropFirst()
                }
                let digits = text.prefix { $0.isASCII && $0.isNumber }
                guard (1...2).contains(digits.count), let part = Int(digits), index == 0 ? part <= 24 : part <= 59 else { return nil }
                seconds += part * scale
                text = text.dropFirst(digits.count)
            }
            return sign * seconds
        }
    }
}
