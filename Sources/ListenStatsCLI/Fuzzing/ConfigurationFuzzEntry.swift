/// The entry point the config fuzz target and its crasher regression test share: reads
/// arbitrary bytes as a config file through `ConfigurationLoader.parse`, as every command
/// does, and must return (never trap) whatever the bytes are.
package enum ConfigurationFuzzEntry {
    /// What loading `bytes` as `config.yaml` gave: the number of users, or the issues.
    package static func load(_ bytes: [UInt8]) -> String {
        // `load(file:)` reads the file as UTF-8 and refuses it otherwise.
        guard let text = String(validating: bytes, as: UTF8.self) else { return "not UTF-8" }
        do {
            let loaded = try ConfigurationLoader(isWorldReadable: { _ in true }).parse(text, file: "config.yaml")
            return "\(loaded.configuration.users.count) users, \(loaded.warnings.count) warnings"
        } catch {
            return "\(error.issues.count) issues"
        }
    }
}
