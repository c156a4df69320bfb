/// A name of one kind of thing (`Identifier<ReportSection>`, `Identifier<SectionChart>`): its
/// text, typed by what it names, so a chart's name cannot be passed where a section's is meant.
public struct Identifier<Named>: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
}
