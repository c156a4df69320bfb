import ListenModel

/// The metadata block at the top of `report.md` for Hugo or Jekyll, with strings quoted and
/// escaped for the chosen language.
enum FrontMatter {
    static func render(_ style: FrontMatterStyle, content: ReportContent) -> String {
        let clock = WallClock(named: content.stats.timeZone)
        let fields: [(String, String)] = [
            ("title", "\(content.user) · \(content.period.title)"),
            ("date", DisplayFormat.isoTimestamp(content.period.window.start, on: clock)),
            ("user", content.user),
            ("period", content.period.kind.rawValue),
            ("slug", content.period.slug),
        ]
        switch style {
        case .none:
            return ""
        case .yaml:
            let lines = fields.map { "\($0.0): \(quoted($0.1))" }
            return (["---"] + lines + ["---", "", ""]).joined(separator: "\n")
        case .toml:
            let lines = fields.map { "\($0.0) = \(quoted($0.1))" }
            return (["+++"] + lines + ["+++", "", ""]).joined(separator: "\n")
        }
    }

    /// A double-quoted string valid in both YAML and TOML: backslash escapes for `"`, `\` and
    /// control characters, everything else as it is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
