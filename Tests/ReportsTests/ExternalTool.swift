import Foundation
import Testing

/// A program from the system (Debian's `chromium`, `cmark-gfm`) that a test runs.
struct ExternalTool {
    let url: URL

    /// The program named `name` on `PATH`, or nil (the test then skips, saying why).
    static func find(_ name: String) -> ExternalTool? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return ExternalTool(url: candidate) }
        }
        return nil
    }

    /// Skips a test that runs `name`, saying why, when it is not installed.
    static func needed(_ name: String) -> ConditionTrait {
        .enabled(if: find(name) != nil, "\(name) is not installed; scripts/install-system-deps.sh --test installs it")
    }

    /// Runs the program with `arguments`, feeding `input`, and returns its exit status and output.
    func run(_ arguments: [String], input: Data = Data()) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        // Read both pipes while the program runs, so neither fills up and blocks it.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = stderr.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
