import Foundation
import Logging
import Testing

@testable import ListenStatsCLI

@Suite("Secrets")
struct SecretTests {
    static let token = "e7c1f0b2-5d4a-4f7e-9a3b-token-value"

    @Test("a Secret prints, interpolates and dumps as <redacted>")
    func secretDescriptions() {
        let secret = Secret(Self.token)
        var dumped = ""
        dump(secret, to: &dumped)
        #expect("\(secret)" == "<redacted>")
        #expect(String(reflecting: secret) == "<redacted>")
        #expect(!dumped.contains(Self.token))
        #expect(!String(describing: UserConfiguration(
            name: "rob", timeZone: .gmt, tokenVariable: nil, tokenInFile: secret, watchedFiles: [],
            exclusions: .none)).contains(Self.token))
    }

    @Test("a token never appears in a run's logs or summary, even when an error echoes it", arguments: LogFormat.allCases)
    func tokenNeverPrinted(format: LogFormat) async throws {
        var fixture = try RunFixture(users: ["rob", "ana"])
        fixture.environment = ["TOKEN_ROB": Self.token]
        let leaky = RunPipeline(
            sync: { context in
                let header = "Authorization: Token \(context.token?.reveal() ?? "")"
                context.logger.debug("request headers", metadata: ["headers": "\(header)"])
                if context.user?.name == "rob" { throw CLIError("server refused \(header)", status: .unavailable) }
                return .changed("1 new listen")
            }, importWatchedFiles: nil, buildReports: nil, buildSite: nil)
        var invocation = fixture.invocation(leaky)
        invocation.logger = fixture.output.logger(format: format, secrets: fixture.configuration.secrets(in: fixture.environment))
        let report = try await invocation.perform()
        let summary = report.summaryLines(styled: false).joined(separator: "\n")
        #expect(report.exitStatus == .partialFailure)
        #expect(fixture.output.text.contains("<redacted>"))
        #expect(!fixture.output.text.contains(Self.token))
        #expect(summary.contains("server refused Authorization: Token <redacted>"))
        #expect(!summary.contains(Self.token))
    }

    @Test("json records are one sorted object per line")
    func jsonRecords() throws {
        let output = CapturedOutput()
        var logger = output.logger(format: .json)
        logger[metadataKey: "user"] = "rob"
        logger.info("sync: 12 new listens", metadata: ["step": "sync"])
        #expect(output.text == #"{"level":"info","message":"sync: 12 new listens","step":"sync","time":"2025-11-21T04:40:00Z","user":"rob"}"# + "\n")
    }

    @Test("text records are one line each, with time, level and user")
    func textRecords() {
        let output = CapturedOutput()
        var logger = output.logger(format: .text, level: .info)
        logger[metadataKey: "user"] = "rob"
        logger.debug("hidden below the level")
        logger.warning("rate limited", metadata: ["retry_in": "10"])
        #expect(output.text == "2025-11-21T04:40:00Z warning [rob] rate limited retry_in=10\n")
    }
}
