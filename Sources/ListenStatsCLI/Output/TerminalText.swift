/// Text from a history or a user, made safe to print on a terminal.
///
/// A name may hold anything (an artist called `ESC]0;title BEL ESC[2J` would retitle the
/// terminal and clear the screen; a newline would break a table's rows). Every C0 and C1
/// control character and DEL is shown as a visible escape instead (`\n`, `\t`, `\u{1B}`), so
/// the text still says what is stored.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
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

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
