/// The grouping key of an artist, release, release group or recording: interned string ids
/// (see `StringInterner`), lower-cased where ListenBrainz groups without case, -1 for none.
struct EntityKey: Hashable, Sendable {
    var name: Int32
    var mbid: Int32
    var credit: Int32 = -1
    var release: Int32 = -1
    var releaseMBID: Int32 = -1
}
