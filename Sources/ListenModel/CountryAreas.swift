/// Turns a MusicBrainz area name into the ISO 3166-1 alpha-3 code of the country it names.
///
/// ListenBrainz's metadata gives an artist's area by name ("United Kingdom"), and the area
/// can be a city or a region ("London", "Bavaria") as well as a country; only country names
/// have a code, everything else counts as an unknown origin (the reports say how many
/// listens that is). Names are matched exactly, then ignoring case.
public enum CountryAreas {
    public static func code(forArea name: String) -> String? {
        if let code = table[name] { return code }
        return lowercased[name.lowercased()]
    }

    private static let lowercased: [String: String] = Dictionary(
        table.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
}
