import ListenModel

extension APIStatEntries.Artist {
    var model: ArtistCount {
        ArtistCount(
            name: artistName, mbid: artistMBID ?? (artistMBIDs?.count == 1 ? artistMBIDs?.first : nil),
            listenCount: listenCount.value)
    }
}

extension APIStatEntries.Release {
    /// As a release, or (`group`) as a release group.
    func model(group: Bool) -> ReleaseCount {
        ReleaseCount(
            name: (group ? releaseGroupName ?? releaseName : releaseName ?? releaseGroupName) ?? "",
            mbid: group ? releaseGroupMBID ?? releaseMBID : releaseMBID, artistName: artistName,
            artistMBIDs: artistMBIDs ?? [], caaID: caaID, caaReleaseMBID: caaReleaseMBID,
            listenCount: listenCount.value)
    }
}

extension APIStatEntries.Recording {
    var model: RecordingCount {
        RecordingCount(
            trackName: trackName, mbid: recordingMBID, artistName: artistName, artistMBIDs: artistMBIDs ?? [],
            releaseName: releaseName, releaseMBID: releaseMBID, caaID: caaID, caaReleaseMBID: caaReleaseMBID,
            listenCount: listenCount.value)
    }
}

extension APIStatEntries.Bucket {
    var model: ActivityBucket {
        ActivityBucket(fromTS: fromTS, toTS: toTS, timeRange: timeRange, listenCount: listenCount.value)
    }
}

extension APIStatEntries.Country {
    var model: ArtistMapEntry {
        ArtistMapEntry(country: country, artistCount: artistCount.value, listenCount: listenCount.value)
    }
}

extension APIStatEntries.Evolution {
    var model: ArtistEvolutionEntry {
        ArtistEvolutionEntry(timeUnit: timeUnit, artistName: artistName, artistMBID: artistMBID, listenCount: listenCount.value)
    }
}

extension APIStatEntries.ArtistActivity {
    var model: ArtistActivityEntry {
        let artist = artistName ?? name ?? ""
        return ArtistActivityEntry(
            artistName: artist, artistMBID: artistMBID, listenCount: listenCount.value,
            albums: (albums ?? []).map { album in
                ReleaseCount(
                    name: album.name, mbid: album.releaseGroupMBID, artistName: artist,
                    artistMBIDs: artistMBID.map { [$0] } ?? [], listenCount: album.listenCount.value)
            })
    }
}
