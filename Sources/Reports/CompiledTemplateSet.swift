import Mustache

/// One template folder's templates compiled (`CompiledTemplate`), rendered the way
/// swift-mustache renders them: the same context stack, section and partial rules, indentation
/// and escaping, so the output is the same bytes.
///
/// A name is looked up in the stack's view models through their `MustacheParent` tables
/// (`MustacheFields`), each object cast once when it is pushed rather than at every name
/// (other view models through `Mirror`, as swift-mustache reads them), and a value is rendered
/// when it is a `String`, `Int`, `Bool` or `Double`. Meeting anything else (a nil optional, a
/// lambda, a custom renderable) abandons the render, and the caller renders that page with
/// swift-mustache instead: the fast path never guesses.
struct CompiledTemplateSet: Sendable {
    let templates: [String: CompiledTemplate]

    /// Compiles every template of a folder (name → text as swift-mustache parsed it); nil when
    /// any one uses more of Mustache than `CompiledTemplate` reads, since a page can include
    /// any partial.
    init?(texts: [String: String]) {
        var templates: [String: CompiledTemplate] = [:]
        for (name, text) in texts {
            guard let template = CompiledTemplate(parsing: text) else { return nil }
            templates[name] = template
        }
        self.templates = templates
    }

    /// Renders the template `name` with `object`, or nil when swift-mustache must.
    func render(_ name: String, _ object: Any) -> String? {
        guard let template = templates[name] else { return nil }
        var stack = [Frame(object)]
        var output = ""
        do {
            try render(template, stack: &stack, indentation: nil, escaping: .html, into: &output)
        } catch {
            return nil
        }
        return output
    }

    private struct Abandon: Error {}

    /// An object on the context stack, cast once.
    private enum Frame {
        /// A view model (or dictionary) whose children are looked up by name.
        case parent(any MustacheParent)
        /// A value with no named children (swift-mustache's `Mirror` finds none): a list's
        /// `{{.}}` or an empty list an inverted section pushed.
        case value(Any)
        /// Any other view model, read through `Mirror` as swift-mustache reads it.
        case mirrored(Any)

        init(_ object: Any) {
            if let parent = object as? any MustacheParent {
                self = .parent(parent)
            } else if object is String || object is Int || object is Bool || object is Double || object is any MustacheSequence {
                self = .value(object)
            } else {
                self = .mirrored(object)
            }
        }

        /// The child `name`, as swift-mustache's `_getImmediateChild` finds it: a table's
        /// value as it is, a mirrored child with its optional unwrapped (nil when none).
        func child(named name: String) -> Any? {
            switch self {
            case .parent(let parent):
                return parent.child(named: name)
            case .value:
                return nil
            case .mirrored(let object):
                guard let value = Mirror(reflecting: object).children.first(where: { $0.label == name })?.value else { return nil }
                let wrapper = Mirror(reflecting: value)
                guard wrapper.displayStyle == .optional else { return value }
                return wrapper.children.first?.value
            }
        }
    }

    /// Renders `template` onto `output`. The stack is shared and restored after each section
    /// (a section pushes its object and pops it); the escaping and the partial indentation are
    /// values, so a `{{%CONTENT_TYPE}}` or a partial changes them only for what it encloses.
    private func render(
        _ template: CompiledTemplate, stack: inout [Frame], indentation: String?, escaping: TemplateEscaping,
        into output: inout String
    ) throws {
        var escaping = escaping
        if let indentation, !indentation.isEmpty {
            // The indentation goes after each line break of this template's own text, so its
            // text is gathered apart (partials indented as a standalone tag are rare).
            var string = ""
            for node in template.nodes {
                var rendered = ""
                try render(node, stack: &stack, indentation: indentation, escaping: &escaping, into: &rendered)
                if !rendered.isEmpty, string.last == "\n" { string += indentation }
                string += rendered
            }
            output += string
        } else {
            for node in template.nodes {
                try render(node, stack: &stack, indentation: indentation, escaping: &escaping, into: &output)
            }
        }
    }

    private func render(
        _ node: CompiledTemplate.Node, stack: inout [Frame], indentation: String?, escaping: inout TemplateEscaping,
        into output: inout String
    ) throws {
        switch node {
        case .text(let text):
            output += text
        case .variable(let name):
            guard let child = try lookUp(name, in: stack) else { return }
            output += escaping.escape(try Self.text(of: child))
        case .unescapedVariable(let name):
            guard let child = try lookUp(name, in: stack) else { return }
            output += try Self.text(of: child)
        case .section(let name, let body):
            guard let child = try lookUp(name, in: stack) else { return }
            if let sequence = child as? any MustacheSequence {
                for element in Self.elements(of: sequence) {
                    try render(body, pushing: Frame(element), stack: &stack, indentation: indentation, escaping: escaping, into: &output)
                }
                return
            }
            if let flag = child as? Bool {
                if flag { try render(body, stack: &stack, indentation: indentation, escaping: escaping, into: &output) }
                return
            }
            // A lambda or a custom renderable has rules of its own: swift-mustache renders those.
            if child is MustacheLambda || child is any MustacheCustomRenderable { throw Abandon() }
            try render(body, pushing: Frame(child), stack: &stack, indentation: indentation, escaping: escaping, into: &output)
        case .invertedSection(let name, let body):
            guard let child = try lookUp(name, in: stack) else {
                return try render(body, stack: &stack, indentation: indentation, escaping: escaping, into: &output)
            }
            if let sequence = child as? any MustacheSequence {
                if Self.elements(of: sequence).isEmpty {
                    try render(body, pushing: .value(sequence), stack: &stack, indentation: indentation, escaping: escaping, into: &output)
                }
                return
            }
            if let flag = child as? Bool {
                if !flag { try render(body, stack: &stack, indentation: indentation, escaping: escaping, into: &output) }
                return
            }
            if child is MustacheLambda || child is any MustacheCustomRenderable { throw Abandon() }
        case .partial(let name, let partialIndentation):
            guard let template = templates[name] else { return }
            let indentation = partialIndentation.map { (indentation ?? "") + $0 } ?? indentation
            // swift-mustache starts a partial in its default escaping; ours set theirs first thing.
            try render(template, stack: &stack, indentation: indentation, escaping: .html, into: &output)
        case .contentType(let newEscaping):
            escaping = newEscaping
        }
    }

    /// `render` with `frame` on top of the stack, popped again even when the render fails.
    private func render(
        _ template: CompiledTemplate, pushing frame: Frame, stack: inout [Frame], indentation: String?,
        escaping: TemplateEscaping, into output: inout String
    ) throws {
        stack.append(frame)
        defer { stack.removeLast() }
        try render(template, stack: &stack, indentation: indentation, escaping: escaping, into: &output)
    }

    /// The nearest object on the stack that has `name` gives its value; "." is the top object.
    private func lookUp(_ name: String, in stack: [Frame]) throws -> Any? {
        if name == "." {
            guard case .value(let value) = stack.last else { throw Abandon() }
            return value
        }
        for frame in stack.reversed() {
            if let child = frame.child(named: name) { return child }
        }
        return nil
    }

    /// A value as swift-mustache prints it (`String(describing:)`), for the types that print
    /// plainly; a nil optional or anything else abandons the render.
    private static func text(of value: Any) throws -> String {
        if let text = value as? String { return text }
        if let number = value as? Int { return String(number) }
        if let flag = value as? Bool { return String(describing: flag) }
        if let number = value as? Double { return String(describing: number) }
        throw Abandon()
    }

    private static func elements<Elements: MustacheSequence>(of sequence: Elements) -> [Any] {
        sequence.map { $0 as Any }
    }
}
