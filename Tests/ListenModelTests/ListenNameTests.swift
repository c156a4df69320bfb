import ListenModel
import Testing

@Suite("Names: one rule for every source")
struct ListenNameTests {
    @Test("control characters (C0, DEL, C1) are dropped and everything else is kept")
    func dropsControls() {
        #expect(ListenName.cleaned("Nul\u{0}Byte") == "NulByte")
        #expect(ListenName.cleaned("A\u{7F}B\u{85}C\u{9F}D\u{1B}[2J") == "ABCD[2J")
        #expect(ListenName.cleaned("Line\nbreak\ttab\r") == "Linebreaktab")
        // Format characters, bidi controls, combining marks, emoji and spaces are text.
        let kept = " \u{202E}evil\u{200B} e\u{301} 😀 \u{A0} "
        #expect(ListenName.cleaned(kept) == kept)
        #expect(ListenName.cleaned("Sigur Rós") == "Sigur Rós")
    }

    @Test("a name of nothing but white space and control characters is no name", arguments: ["", " ", "\u{0}", " \t\n", "\u{3000}\u{A0}", "\u{85}\u{2028}"])
    func blank(name: String) {
        #expect(ListenName.cleaned(name) == nil)
    }

    @Test("a join phrase keeps its spaces when the controls are gone")
    func joinPhrase() {
        #expect(ListenName.withoutControls(" \n") == " ")
        #expect(ListenName.withoutControls(" & ") == " & ")
    }

    @Test("the bytes of a buffer are cleaned in place from where the name starts, as its String is")
    func inPlace() {
        let samples = ["x\u{0}y", "\u{C2}\u{80}", "é\u{85}è", "\u{1}\u{2}\u{3}", "plain", "ÂÂ\u{9F}Â", "\u{100}\u{80}"]
        for sample in samples {
            var bytes = Array("keep\u{0}".utf8)
            let start = bytes.count
            bytes += Array(sample.utf8)
            ListenName.removeControls(from: start, of: &bytes)
            #expect(bytes == Array("keep\u{0}".utf8) + Array(ListenName.withoutControls(sample).utf8), "\(sample.debugDescription)")
            let expected = String(String.UnicodeScalarView(sample.unicodeScalars.filter { !$0.properties.generalCategory.isControl }))
            #expect(ListenName.withoutControls(sample) == expected, "\(sample.debugDescription)")
        }
    }

    @Test("a buffer's range is blank by the same rule")
    func textsBlank() {
        var texts = TrackTexts()
        let name = texts.appendName { $0 += Array(" \u{0}\u{85} ".utf8) }
        #expect(texts.isBlank(name))
        #expect(name.count == 2)
        let other = texts.appendName { $0 += Array("Nul\u{0}Byte".utf8) }
        #expect(!texts.isBlank(other))
        #expect(Array(texts.bytes[other]) == Array("NulByte".utf8))
    }
}

extension Unicode.GeneralCategory {
    var isControl: Bool { self == .control }
}
