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
        let root = Frame(object)
        return try? render(template, Context(stack: [root], indentation: nil, escaping: .html))
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

    private struct Context {
        var stack: [Frame]
        var indentation: String?
        var escaping: TemplateEscaping

        func pushing(_ frame: Frame) -> Context {
            var context = self
            context.stack.append(frame)
            return context
        }
    }

    private func render(_ template: CompiledTemplate, _ context: Context) throws -> String {
        var context = context
        var string = ""
        if let indentation = context.indentation, !indentation.isEmpty {
            for node in template.nodes {
                let rendered = try render(node, &context)
                if !rendered.isEmpty, string.last == "\n" { string += indentation }
                string += rendered
            }
        } else {
            for node in template.nodes { string += try render(node, &context) }
        }
        return string
    }

    private func render(_ node: CompiledTemplate.Node, _ context: inout Context) throws -> String {
        switch node {
        case .text(let text):
            return text
        case .variable(let name):
            guard let child = try lookUp(name, in: context) else { return "" }
            return context.escaping.escape(try Self.text(of: child))
        case .unescapedVariable(let name):
            guard let child = try lookUp(name, in: context) else { return "" }
            return try Self.text(of: child)
        case .section(let name, let body):
            guard let child = try lookUp(name, in: context) else { return "" }
            if let sequence = child as? any MustacheSequence {
                var string = ""
                for element in Self.elements(of: sequence) {
                    string += try render(body, context.pushing(Frame(element)))
                }
                return string
            }
            if let flag = child as? Bool { return flag ? try render(body, context) : "" }
            // A lambda or a custom renderable has rules of its own: swift-mustache renders those.
            if child is MustacheLambda || child is any MustacheCustomRenderable { throw Abandon() }
            return try render(body, context.pushing(Frame(child)))
        case .invertedSection(let name, let body):
            guard let child = try lookUp(name, in: context) else { return try render(body, context) }
            if let sequence = child as? any MustacheSequence {
                return Self.elements(of: sequence).isEmpty ? try render(body, context.pushing(.value(sequence))) : ""
            }
            if let flag = child as? Bool { return flag ? "" : try render(body, context) }
            if child is MustacheLambda || child is any MustacheCustomRenderable { throw Abandon() }
            return ""
        case .partial(let name, let indentation):
            guard let template = templates[name] else { return "" }
            var partial = context
            if let indentation { partial.indentation = (context.indentation ?? "") + indentation }
            // swift-mustache starts a partial in its default escaping; ours set theirs first thing.
            partial.escaping = .html
            return try render(template, partial)
        case .contentType(let escaping):
            context.escaping = escaping
            return ""
        }
    }

    /// The nearest object on the stack that has `name` gives its value; "." is the top object.
    private func lookUp(_ name: String, in context: Context) throws -> Any? {
        if name == "." {
            guard case .value(let value) = context.stack.last else { throw Abandon() }
            return value
        }
        for frame in context.stack.reversed() {
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
