/// The one rule that tells apart the entries of a list that read alike (one name and one
/// byline, case aside: two recordings of "Forever Gold" by one artist, two artists called
/// "Nova"), each linking a page of its own. Top lists, entity pages and the site's indexes use it.
enum AlikeEntries {
    /// For each entry, in list order, the byline that tells it apart, or nil to keep its own:
    /// its `detail` (an album) when the alike entries' details all differ, else, for all but
    /// the first, "not the one at" the first one's rank label ("#2").
    static func bylines(names: [String], bylines: [String], ranks: [String], details: [String?]) -> [String?] {
        let keys = zip(names, bylines).map { $0.lowercased() + "\u{1F}" + $1.lowercased() }
        let groups = Dictionary(grouping: keys.indices, by: { keys[$0] })
        return keys.indices.map { index in
            guard let group = groups[keys[index]], group.count > 1 else { return nil }
            let detail = details.indices.contains(index) ? details[index] ?? "" : ""
            let detailsDiffer = Set(group.map { details.indices.contains($0) ? details[$0] ?? "" : "" }).count == group.count
            let byline = bylines[index]
            if detailsDiffer, !detail.isEmpty { return byline.isEmpty ? detail : "\(byline) · \(detail)" }
            guard let first = group.first, first != index else { return nil }
            return byline.isEmpty ? "not the one at \(ranks[first])" : "\(byline) · not the one at \(ranks[first])"
        }
    }

    /// `entries` with the bylines that tell apart those that read alike (`bylines`): their
    /// `details` (albums), else which entry they are not.
    static func toldApart<Entry: BylinedEntry>(_ entries: [Entry], details: [String?] = []) -> [Entry] {
        let told = bylines(names: entries.map(\.name), bylines: entries.map(\.byline), ranks: entries.map(\.rankLabel), details: details)
        return zip(entries, told).map { entry, byline in
            guard let byline else { return entry }
            var told = entry
            told.byline = byline
            told.hasByline = true
            return told
        }
    }
}

/// A listed entry with a name and a byline, which `AlikeEntries` can tell apart from another
/// that reads the same.
protocol BylinedEntry {
    var name: String { get }
    var byline: String { get set }
    var hasByline: Bool { get set }
    /// How its list labels its place ("#2").
    var rankLabel: String { get }
}
