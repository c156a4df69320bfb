extension TextMeasurer {
    /// `text` on one line, cut at a character boundary with "…" so it is at most `maxWidth` wide.
    ///
    /// Line breaks and tabs become spaces: a label is one line.
    public func fitted(_ text: String, font: Font, maxWidth: Double) -> String {
        let oneLine = text.contains(where: { $0.isNewline || $0 == "\t" })
            ? String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }) : text
        guard maxWidth > 0 else { return "" }
        if measure(oneLine, font: font).width <= maxWidth { return oneLine }
        let characters = Array(oneLine)
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[0..<middle]).trimmingTrailingSpaces() + "…"
            if measure(candidate, font: font).width <= maxWidth { low = middle } else { high = middle - 1 }
        }
        if low == 0 { return measure("…", font: font).width <= maxWidth ? "…" : "" }
        return String(characters[0..<low]).trimmingTrailingSpaces() + "…"
    }

    /// The widest of `texts` in `font`.
    public func maximumWidth(of texts: [String], font: Font) -> Double {
        texts.reduce(0) { max($0, measure($1, font: font).width) }
    }

    /// The largest font (from `font` down to `minimumSize`) in which `text` fits `maxWidth`.
    public func shrunk(_ text: String, font: Font, maxWidth: Double, minimumSize: Double) -> Font {
        var candidate = font
        while candidate.size > minimumSize && measure(text, font: candidate).width > maxWidth {
            candidate = candidate.sized(max(minimumSize, candidate.size * 0.92))
        }
        return candidate
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
