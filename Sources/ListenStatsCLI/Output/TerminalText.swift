/// Text from a history or a user, made safe to print on a terminal.
///
/// A name may hold anything (an artist called `ESC]0;title BEL ESC[2J` would retitle the
/// terminal and clear the screen; a newline would break a table's rows; U+202E RIGHT-TO-LEFT
/// OVERRIDE would show the rest of a line, and of a table row, reversed). Every C0 and C1
/// control character, DEL and every bidirectional control (U+061C, U+200E–U+200F,
/// U+202A–U+202E, U+2066–U+2069) is shown as a visible escape instead (`\n`, `\t`,
/// `\u{1B}`, `\u{202E}`), so the text still says what is stored. Stored data and JSON
/// output keep them exactly.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isShownAsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isShownAsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    static func isShownAsEscape(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || scalar.properties.isBidiControl
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
