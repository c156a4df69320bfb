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
        func fits(_ count: Int) -> Bool {
            count == 0 || measure(String(characters[0..<count]).trimmingTrailingSpaces() + "…", font: font).width <= maxWidth
        }
        // The longest prefix that fits with its ellipsis. Widths grow with the prefix, so the
        // whole text's width gives a first guess that is usually right or a character off: probe
        // there, widen the bracket in doubling steps, then halve it. A long name costs two or
        // three measures instead of a bisection's six or seven, and a site draws many thousands.
        let room = maxWidth - measure("…", font: font).width
        let share = room / measure(oneLine, font: font).width
        let guess = min(characters.count - 1, max(0, Int(Double(characters.count) * share)))
        var low = 0
        var high = characters.count - 1
        var step = 1
        if fits(guess) {
            low = guess
            while low < high {
                let probe = min(high, low + step)
                if fits(probe) { low = probe; step *= 2 } else { high = probe - 1; break }
            }
        } else {
            high = guess - 1
            while low < high {
                let probe = max(low, high - step + 1)
                if fits(probe) { low = probe; break } else { high = probe - 1; step *= 2 }
            }
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
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
