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
        let lines = StatsTable.aligned([["1", "Band\nBreak"], ["2", "\u{1B}[2JClear"]], rightAligned: [0])
        #expect(lines == [#"1  Band\nBreak"#, #"2  \u{1B}[2JClear"#])
    }
}
