extension Dictionary where Key == String, Value == String {
    /// The variable's value, treating set-but-empty as unset (as shells often leave them).
    func nonEmpty(_ name: String) -> String? {
        guard let value = self[name], !value.isEmpty else { return nil }
        return value
    }
}
