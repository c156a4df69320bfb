import Mustache

/// A view model whose fields templates read through a table of key paths instead of `Mirror`.
///
/// swift-mustache looks a name up with a fresh `Mirror` of the value on every `{{name}}`; an
/// entity page's calendar, month strip and lists make that most of a site's build (11,000
/// pages took 45 s of CPU, two thirds of it in those lookups). A type listing its fields once
/// is read in a dictionary look-up. `MustacheFieldsTests` checks every table against `Mirror`,
/// so a field added to a type and not to its table fails a test instead of rendering empty.
protocol MustacheFields: MustacheParent {
    static var fields: [String: PartialKeyPath<Self> & Sendable] { get }
}

extension MustacheFields {
    func child(named name: String) -> Any? {
        Self.fields[name].map { self[keyPath: $0] }
    }
}
