import Foundation

/// How many names the file at `path` has (0 when there is none).
func linkCount(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_nlink) : 0
}
