extension TextMeasurer {
    /// `text` broken into at most `maxLines` lines no wider than `maxWidth`: at spaces where
    /// possible, between characters inside words too long for a line (CJK has no spaces);
    /// the last line is ellipsized when text remains.
    public func wrapped(_ text: String, font: Font, maxWidth: Double, maxLines: Int) -> [String] {
        guard maxLines > 0, maxWidth > 0 else { return [] }
        let words = text.split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }).flatMap {
            pieces(of: String($0), font: font, maxWidth: maxWidth)
        }
        var lines: [String] = []
        var current = ""
        var next = 0
        while next < words.count {
            let candidate = current.isEmpty ? words[next].text : current + (words[next].joinsPrevious ? "" : " ") + words[next].text
            if current.isEmpty || measure(candidate, font: font).width <= maxWidth {
                current = candidate
                next += 1
            } else {
                lines.append(current)
                current = ""
                if lines.count == maxLines { break }
            }
        }
        if !current.isEmpty && lines.count < maxLines {
            lines.append(current)
            current = ""
        }
        if next < words.count || !current.isEmpty, let last = lines.popLast() {
            let rest = words[next...].map { ($0.joinsPrevious ? "" : " ") + $0.text }.joined()
            lines.append(fitted(last + (current.isEmpty ? "" : " " + current) + rest, font: font, maxWidth: maxWidth))
        }
        return lines
    }

    /// A word, cut into pieces that each fit `maxWidth` when it is too long for one line.
    private func pieces(of word: String, font: Font, maxWidth: Double) -> [(text: String, joinsPrevious: Bool)] {
        guard measure(word, font: font).width > maxWidth else { return [(word, false)] }
        var result: [(text: String, joinsPrevious: Bool)] = []
        var piece = ""
        for character in word {
            let candidate = piece + String(character)
            if !piece.isEmpty && measure(candidate, font: font).width > maxWidth {
                result.append((piece, !result.isEmpty))
                piece = String(character)
            } else {
                piece = candidate
            }
        }
        if !piece.isEmpty { result.append((piece, !result.isEmpty)) }
        return result
    }
}
