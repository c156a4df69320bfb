import Mustache

/// A view model whose fields templates read through a table of getters instead of `Mirror`.
///
/// swift-mustache looks a name up with a fresh `Mirror` of the value on every `{{name}}`; an
/// entity page's calendar, month strip and lists make that most of a site's build (11,000
/// pages took 45 s of CPU, two thirds of it in those lookups). A type listing its fields once
/// is read in a dictionary look-up. The getters are closures, not key paths: applying a
/// `PartialKeyPath` went through the runtime's generic key-path projection (metadata looked
/// up per read), a fifth of rendering a new week's 1,700 entity pages.
/// `MustacheFieldsTests` checks every table against `Mirror`,
/// so a field added to a type and not to its table fails a test instead of rendering empty.
protocol MustacheFields: MustacheParent {
    static var fields: [String: @Sendable (Self) -> Any] { get }
}

extension MustacheFields {
    func child(named name: String) -> Any? {
        Self.fields[name].map { $0(self) }
    }
}
