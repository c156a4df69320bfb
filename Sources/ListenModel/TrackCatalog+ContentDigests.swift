import CompactStorage

extension TrackCatalog {
    /// Each track's 128-bit digest of every field a statistic or page can show of it (names,
    /// MBIDs, credits, cover), from the digests of the catalog's texts: each text hashed once,
    /// not once per track that shows it, and no `Track` made (making 185,000 of them was most
    /// of the cost). A site's period fingerprints hash them per listen; an entity page's, per
    /// track it lists.
    public func contentDigests() -> [(UInt64, UInt64)] {
        let textDigests = (0..<texts.count).map { id in
            texts.withBytes(Int32(id)) { bytes in
                var hasher = ContentHasher()
                hasher.combine(bytes: bytes)
                return hasher.words
            }
        }
        return entries.indices.map { position in
            var hasher = ContentHasher()
            // An absent text (-1) is one word, a present one a marker and its digest: nil and
            // "" stay apart.
            func combine(_ id: Int32) {
                guard id >= 0 else { return hasher.combine(word: 0) }
                hasher.combine(word: 1)
                hasher.combine(word: textDigests[Int(id)].0)
                hasher.combine(word: textDigests[Int(id)].1)
            }
            let entry = entries[position]
            for id in [entry.artistName, entry.trackName, entry.releaseName, entry.recordingMSID] { combine(id) }
            if entry.isMapped {
                let mapped = [entry.recordingMBID, entry.effectiveTitle, entry.releaseMBID, entry.releaseGroupMBID, entry.caaReleaseMBID]
                for id in mapped { combine(id) }
                hasher.combine(entry.caaID ?? -1)
                for credit in credits(of: position) {
                    for id in [credit.name, credit.mbid, credit.joinPhrase] { combine(id) }
                }
            }
            return hasher.words
        }
    }
}
