/// A Mustache template parsed into nodes that `CompiledTemplateSet` renders without
/// swift-mustache's per-name work, for the part of Mustache the shipped templates use.
///
/// swift-mustache resolves every `{{name}}` by splitting it on ".", walking the context stack
/// and casting each object and value to five protocols: most of the CPU of rendering a site's
/// artist, album and track pages. This reads the same text into the same tokens (the same
/// standalone-line rules, whitespace and partial indentation, mirrored from swift-mustache's
/// parser, which has already accepted the text), for variables, `{{{…}}}`/`{{&…}}`, sections,
/// inverted sections, comments, partials and the content-type pragma. Anything else (set
/// delimiters, transforms, dotted names, inheritance, dynamic partials, carriage returns) makes
/// `init` return nil, and that folder keeps rendering with swift-mustache.
struct CompiledTemplate: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(String)
        case unescapedVariable(String)
        case section(String, CompiledTemplate)
        case invertedSection(String, CompiledTemplate)
        case partial(String, indentation: String?)
        case contentType(TemplateEscaping)
    }

    var nodes: [Node]

    init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// Parses `text`, or nil when it uses more of Mustache than this renders.
    init?(parsing text: String) {
        // A carriage return (or another line separator) ends a line for swift-mustache in some
        // places and is text in others: such a template keeps swift-mustache.
        guard !text.contains(where: { $0.isNewline && $0 != "\n" }) else { return nil }
        var parser = Reader(Array(text))
        guard let parsed = try? Self.parse(&parser, section: nil, newLine: true) else { return nil }
        self = parsed
    }

    private struct Unsupported: Error {}

    /// The characters of the template and where parsing is.
    private struct Reader {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool { position >= characters.count }
        /// The current character, "\0" at the end (as swift-mustache's parser reads it).
        var current: Character { atEnd ? "\0" : characters[position] }

        mutating func read(while accept: (Character) -> Bool) -> String {
            let start = position
            while !atEnd, accept(characters[position]) { position += 1 }
            return String(characters[start..<position])
        }

        /// Reads `string` when it comes next.
        mutating func read(_ string: String) -> Bool {
            let expected = Array(string)
            guard position + expected.count <= characters.count,
                Array(characters[position..<position + expected.count]) == expected
            else { return false }
            position += expected.count
            return true
        }
    }

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let partialNameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")
    private static let configCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")

    /// swift-mustache's `parse(_:state:)` for the supported tags, step by step.
    private static func parse(_ parser: inout Reader, section: String?, newLine startsOnNewLine: Bool) throws -> CompiledTemplate {
        var nodes: [Node] = []
        var newLine = startsOnNewLine
        var whiteSpaceBefore = ""
        while !parser.atEnd {
            if newLine {
                whiteSpaceBefore = parser.read { $0 == " " || $0 == "\t" }
            }
            let text = readUntilTagOrNewline(&parser)
            if parser.current == "\n" {
                nodes.append(.text(whiteSpaceBefore + text + "\n"))
                newLine = true
                parser.position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                newLine = false
            }
            if parser.atEnd { break }
            var setNewLine = false
            switch parser.current {
            case "#", "^":
                let inverted = parser.current == "^"
                parser.position += 1
                let name = try parseName(&parser)
                if isStandalone(&parser, newLine: newLine) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let body = try parse(&parser, section: name, newLine: setNewLine ? newLine : false)
                nodes.append(inverted ? .invertedSection(name, body) : .section(name, body))
            case "/":
                parser.position += 1
                let name = try parseName(&parser)
                guard name == section else { throw Unsupported() }
                if !isStandalone(&parser, newLine: newLine), !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                }
                return CompiledTemplate(nodes: nodes)
            case "!":
                parser.position += 1
                while !parser.atEnd, !parser.read("}}") { parser.position += 1 }
                setNewLine = isStandalone(&parser, newLine: newLine)
            case "{", "&":
                let triple = parser.current == "{"
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                parser.position += 1
                let name = try parseName(&parser)
                if triple, !parser.read("}") { throw Unsupported() }
                nodes.append(.unescapedVariable(name))
            case ">":
                parser.position += 1
                _ = parser.read(while: \.isWhitespace)
                guard parser.current != "*" else { throw Unsupported() }
                _ = parser.read(while: \.isWhitespace)
                let name = parser.read { partialNameCharacters.contains($0) }
                _ = parser.read(while: \.isWhitespace)
                guard parser.read("}}") else { throw Unsupported() }
                if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                if isStandalone(&parser, newLine: newLine) {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: whiteSpaceBefore))
                } else {
                    nodes.append(.partial(name, indentation: nil))
                }
                whiteSpaceBefore = ""
            case "%":
                parser.position += 1
                _ = parser.read(while: \.isWhitespace)
                let variable = parser.read { configCharacters.contains($0) }
                _ = parser.read(while: \.isWhitespace)
                guard parser.read(":") else { throw Unsupported() }
                _ = parser.read(while: \.isWhitespace)
                let value = parser.read { configCharacters.contains($0) }
                _ = parser.read(while: \.isWhitespace)
                guard parser.read("}}"), variable == "CONTENT_TYPE", let escaping = TemplateEscaping(contentType: value) else {
                    throw Unsupported()
                }
                nodes.append(.contentType(escaping))
                setNewLine = isStandalone(&parser, newLine: newLine)
            case "<", "$", "=":
                throw Unsupported()
            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                nodes.append(.variable(try parseName(&parser)))
            }
            newLine = setNewLine
        }
        guard section == nil else { throw Unsupported() }
        return CompiledTemplate(nodes: nodes)
    }

    /// Text up to the next "{{" (consumed) or line end (not consumed).
    private static func readUntilTagOrNewline(_ parser: inout Reader) -> String {
        var text = ""
        while !parser.atEnd {
            text += parser.read { $0 != "\n" && $0 != "{" }
            if parser.current == "\n" { break }
            if parser.read("{{") { break }
            if !parser.atEnd {
                text.append(parser.current)
                parser.position += 1
            }
        }
        return text
    }

    /// A tag's name up to "}}": one word, "." for the current object; anything with a
    /// transform or a dotted path is unsupported.
    private static func parseName(_ parser: inout Reader) throws -> String {
        _ = parser.read(while: \.isWhitespace)
        let name = parser.read { nameCharacters.contains($0) }
        _ = parser.read(while: \.isWhitespace)
        guard parser.read("}}") else { throw Unsupported() }
        guard name == "." || (!name.isEmpty && !name.contains(".") && !name.contains("(") && !name.contains(")")) else {
            throw Unsupported()
        }
        return name
    }

    /// A tag alone on its line: its line (the trailing spaces and line end) is dropped.
    private static func isStandalone(_ parser: inout Reader, newLine: Bool) -> Bool {
        guard newLine else { return false }
        if parser.atEnd { return true }
        var lookahead = parser
        _ = lookahead.read { $0 == " " || $0 == "\t" }
        guard lookahead.current == "\n" else { return false }
        lookahead.position += 1
        parser = lookahead
        return true
    }
}
