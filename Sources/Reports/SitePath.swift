/// Folder names and relative links for the site's layout:
/// `index.html`, `feed.xml`, `<user>/index.html`, `<user>/<kind>/<slug>/index.html`.
public enum SitePath {
    /// A user name as one safe folder name: letters, digits, `-`, `_` and `.` stay (a leading
    /// dot does not), every other byte becomes `~XX`, so distinct names stay distinct.
    public static func component(_ name: String) -> String {
        var result = ""
        for (offset, byte) in name.utf8.enumerated() {
            let scalar = Unicode.Scalar(byte)
            let safe =
                (byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || (byte == UInt8(ascii: ".") && offset > 0)
            if safe {
                result.unicodeScalars.append(scalar)
            } else {
                result += "~" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result.isEmpty ? "~" : result
    }

    /// "rob/week/2026-W47".
    static func report(user: String, period: ReportPeriod) -> String {
        component(user) + "/" + period.relativePath
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
