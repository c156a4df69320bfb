extension Listen {
    /// The times a listen may have: 1970 to the end of 9999, the years the calendar code
    /// counts in. A time outside, from a file or a server, is damage, and day arithmetic on
    /// it would overflow.
    public static let plausibleTimes: ClosedRange<Int64> = 0...253_402_300_799
}
