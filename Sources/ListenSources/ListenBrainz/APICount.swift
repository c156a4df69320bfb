/// A count in a ListenBrainz answer (listens, artists): a whole number from 0 to 2^40.
///
/// A negative count was stored and printed ("-5 listens"), and two counts near `Int.max`
/// added up (a weekday grid, a share) would trap. Either is a malformed answer, as a count
/// that is no number is: decoding fails, and the client reports the answer as data it
/// cannot read (65) instead of storing it. The whole answer is refused, not the one entry: an
/// answer that lies about one count says nothing trustworthy about the order or the totals of
/// the others.
struct APICount: Decodable, Sendable, Equatable {
    var value: Int

    /// A listen a second for 35,000 years: any sum of a few million such counts still fits.
    static let maximum = 1 << 40

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Int.self)
        guard value >= 0 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a negative count (\(value))")
        }
        guard value <= Self.maximum else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a count past 2^40 (\(value))")
        }
        self.value = value
    }
}
