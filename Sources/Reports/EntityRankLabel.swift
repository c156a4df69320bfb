/// How an entity page states a rank: exactly near the top, as a share of all beyond it.
///
/// A heavy listener's new week moves hundreds of entities, and every entity below one that
/// moved shifts by a place: with exact ranks on every page, one week rewrote 10,400 of a
/// site's 11,000 entity pages. Below `exactDepth` a rank is a band ("in the top 5%"), which a
/// week rarely changes; the fingerprint holds the words, not the number.
public enum EntityRankLabel {
    /// Ranks up to this are stated exactly.
    public static let exactDepth = 100
    /// The bands a deeper rank is stated in, as percentages of all entities of its kind.
    static let bands = [1, 2, 5, 10, 20, 50]

    /// "#26 of all artists", "in the top 5% of all tracks", or "" in the lower half.
    public static func allTime(_ rank: Int, of total: Int, plural: String) -> String {
        if rank <= exactDepth { return "#\(DisplayFormat.count(rank)) of all \(plural)" }
        guard let band = bands.first(where: { rank * 100 <= $0 * max(total, 1) }) else { return "" }
        return "in the top \(band)% of all \(plural)"
    }

    /// An artist's rank in one year as the page shows it: exact up to `exactDepth`, else nil.
    public static func year(_ rank: Int?) -> Int? {
        rank.flatMap { $0 <= exactDepth ? $0 : nil }
    }
}
