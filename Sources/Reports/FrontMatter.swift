import ListenModel

/// The metadata block at the top of a report's `index.md` for Hugo or Jekyll, with strings
/// quoted and escaped for the chosen language: the fields both read (title, date, draft) and
/// the report's user and kind. No `slug`: the folder names the page, and a slug on a page of
/// its own moved it away from its charts.
enum FrontMatter {
    static func render(_ style: FrontMatterStyle, content: ReportContent) -> String {
        let clock = WallClock(named: content.stats.timeZone)
        let fields: [(String, String)] = [
            ("title", quoted("\(content.user) · \(content.period.title)")),
            ("date", quoted(DisplayFormat.isoTimestamp(content.period.window.start, on: clock))),
            ("draft", "false"),
            ("user", quoted(content.user)),
            ("period", quoted(content.period.kind.rawValue)),
        ]
        switch style {
        case .none:
            return ""
        case .yaml:
            let lines = fields.map { "\($0.0): \($0.1)" }
            return (["---"] + lines + ["---", "", ""]).joined(separator: "\n")
        case .toml:
            let lines = fields.map { "\($0.0) = \($0.1)" }
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
