extension Doctor {
    /// Charts draw names in any script: DejaVu for Latin, Greek and Cyrillic, a CJK font so
    /// Japanese, Chinese and Korean names are not empty boxes, an emoji font for the rest.
    func fontFindings() -> [DoctorFinding] {
        guard let families = SystemCommand.output("fc-list", [":", "family"]) else {
            return [.problem("fonts", "fc-list is missing, so no fonts can be found", fix: "apt-get install fontconfig")]
        }
        var findings: [DoctorFinding] = []
        if families.contains("DejaVu Sans") {
            findings.append(.ok("fonts", "DejaVu Sans"))
        } else {
            findings.append(.problem("fonts", "DejaVu Sans is not installed; chart text falls back to whatever is", fix: "apt-get install fonts-dejavu-core"))
        }
        let cjk = SystemCommand.output("fc-list", [":lang=ja", "family"]).flatMap(Self.firstFamily)
        if let cjk {
            findings.append(.ok("fonts", "CJK: \(cjk)"))
        } else {
            findings.append(.problem("fonts", "no CJK font: Japanese, Chinese and Korean names are drawn as empty boxes", fix: "apt-get install fonts-noto-cjk"))
        }
        let emoji = SystemCommand.output("fc-list", [":charset=1f600", "family"])?
            .split(separator: "\n").first { $0.localizedCaseInsensitiveContains("emoji") }
        if let emoji {
            findings.append(.ok("fonts", "emoji: \(emoji)"))
        } else {
            findings.append(.warning("fonts", "no emoji font: emoji in titles are drawn as boxes", fix: "apt-get install fonts-noto-color-emoji"))
        }
        return findings
    }

    private static func firstFamily(_ listing: String) -> String? {
        listing.split(separator: "\n").map { String($0.split(separator: ",").first ?? $0) }.sorted().first
    }
}
