import Foundation
import Reports
import Testing

@testable import ListenStatsCLI

@Suite("Terminal text")
struct TerminalTextTests {
    @Test("escape sequences, BEL, DEL and C1 controls become visible escapes; other text is untouched")
    func escapes() {
        #expect(TerminalText.escaped("\u{1B}]0;title\u{07}\u{1B}[2J") == #"\u{1B}]0;title\u{7}\u{1B}[2J"#)
        #expect(TerminalText.escaped("a\nb\tc\rd") == #"a\nb\tc\rd"#)
        #expect(TerminalText.escaped("x\u{7F}\u{9B}y") == #"x\u{7F}\u{9B}y"#)
        #expect(TerminalText.escaped("坂本龍一 — Pipe | Dream 🎵") == "坂本龍一 — Pipe | Dream 🎵")
    }

    @Test("a table row stays one line whatever a name holds")
    func tableRows() {
        let lines = StatsTable.aligned([["1", "Band\nBreak"], ["2", "\u{1B}[2JClear"]], rightAligned: [0], cell: TerminalText.escaped)
        #expect(lines == [#"1  Band\nBreak"#, #"2  \u{1B}[2JClear"#])
    }

    @Test("bidirectional controls become visible escapes, so a name cannot reverse the rest of a line")
    func bidiControls() {
        #expect(TerminalText.escaped("\u{202E}evil.exe") == #"\u{202E}evil.exe"#)
        let controls: [Unicode.Scalar] = ["\u{61C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]
        for control in controls {
            #expect(TerminalText.escaped("a" + String(control) + "b") == "a\\u{\(String(control.value, radix: 16, uppercase: true))}b")
        }
        // Other format characters are text: a zero-width joiner in an emoji, a zero-width space.
        #expect(TerminalText.escaped("👩\u{200D}💻 a\u{200B}b") == "👩\u{200D}💻 a\u{200B}b")
        // Hebrew and Arabic themselves are text, shown as they are.
        #expect(TerminalText.escaped("שלום سلام") == "שלום سلام")
    }

    @Test("a text log line escapes what it quotes; a JSON record keeps it exact")
    func logLines() throws {
        let text = CapturedOutput()
        text.logger().warning("cover of \u{202E}evil\nnext", metadata: ["user": "r\u{1B}ob"])
        #expect(text.text == #"2025-11-21T04:40:00Z warning [r\u{1B}ob] cover of \u{202E}evil\nnext"# + "\n")
        let json = CapturedOutput()
        json.logger(format: .json).warning("cover of \u{202E}evil")
        let object = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: String]
        #expect(object?["message"] == "cover of \u{202E}evil")
    }
}
