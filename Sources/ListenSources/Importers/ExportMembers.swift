/// The files of a ListenBrainz export (zip or folder) that matter, in reading order.
struct ExportMembers: Sendable {
    /// `listens/<YYYY>/<M>.jsonl`, oldest month first.
    var listenFiles: [String] = []
    var feedbackFile: String?
    var pinnedFile: String?

    /// Sorts member paths (relative, `/`-separated) into their roles; other files are ignored.
    init(paths: [String]) {
        for path in paths {
            let components = path.split(separator: "/")
            guard let name = components.last else { continue }
            if name == "feedback.jsonl" {
                feedbackFile = path
            } else if name == "pinned_recording.jsonl" {
                pinnedFile = path
            } else if name.hasSuffix(".jsonl"), components.dropLast().contains("listens") {
                listenFiles.append(path)
            }
        }
        listenFiles.sort(by: ExportPathOrder.areInIncreasingOrder)
    }

    var isExport: Bool { !listenFiles.isEmpty || feedbackFile != nil }
}
