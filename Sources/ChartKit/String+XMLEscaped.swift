extension String {
    /// The string made safe inside XML text and attribute values (`MarkupEscaping.xml`).
    public var xmlEscaped: String { MarkupEscaping.xml.escape(self) }
}
