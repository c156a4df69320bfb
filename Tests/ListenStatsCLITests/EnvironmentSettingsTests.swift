import Foundation
import Reports
import Testing

@testable import ListenStatsCLI

@Suite("Environment variables checked as their flags")
struct EnvironmentSettingsTests {
    @Test("a service address from its variable must be http(s), and the message names the variable")
    func serviceAddresses() throws {
        let address = ServiceAddress.coverArtArchive
        #expect(try address.url(flagValue: nil, environment: [:]) == address.defaultURL)
        #expect(try address.url(flagValue: nil, environment: ["LISTENSTATS_COVER_ART_URL": ""]) == address.defaultURL)
        #expect(try address.url(flagValue: nil, environment: ["LISTENSTATS_COVER_ART_URL": "http://127.0.0.1:8080"]).port == 8080)
        let fromVariable = #expect(throws: CLIError.self) {
            try address.url(flagValue: nil, environment: ["LISTENSTATS_COVER_ART_URL": "file:///etc"])
        }
        #expect(fromVariable?.status == .usage)
        #expect(fromVariable?.message == "LISTENSTATS_COVER_ART_URL=file:///etc is not an http(s) URL; set it to one such as https://coverartarchive.org, or unset it")
        let fromFlag = #expect(throws: CLIError.self) {
            try address.url(flagValue: "ftp://x", environment: ["LISTENSTATS_COVER_ART_URL": "http://fine"])
        }
        #expect(fromFlag?.message == "--archive-url must be an http(s) URL such as https://coverartarchive.org, not 'ftp://x'")
    }

    @Test("LISTENSTATS_TEMPLATES must name a templates folder: 78, naming it")
    func templatesVariable() throws {
        #expect(try TemplateLocator.environmentDirectory([:]) == nil)
        let error = #expect(throws: CLIError.self) {
            try TemplateLocator.environmentDirectory(["LISTENSTATS_TEMPLATES": "/nonexistent"])
        }
        #expect(error?.status == .configuration)
        #expect(error?.message.hasPrefix("LISTENSTATS_TEMPLATES=/nonexistent is not a templates folder") == true)
    }

    @Test("a templates folder named by the variable is never passed over for another")
    func templatesNotSkipped() {
        let found = TemplateLibrary.defaultDirectory(
            environment: ["LISTENSTATS_TEMPLATES": "/nonexistent"], executable: URL(fileURLWithPath: "/usr/bin/listenstats"),
            currentDirectory: URL(fileURLWithPath: "/"))
        #expect(found?.path == "/nonexistent")
    }

    @Test("run checks every variable its steps read before it starts")
    func runChecksUpFront() {
        for (variable, value, status) in [
            ("LISTENSTATS_HTTP_TIMEOUT", "soon", ExitStatus.usage), ("LISTENBRAINZ_API_URL", "garbage", .usage),
            ("LISTENSTATS_COVER_ART_URL", "ftp://x", .usage), ("LISTENSTATS_TEMPLATES", "/nonexistent", .configuration),
        ] {
            let error = #expect(throws: CLIError.self) { try RunInvocation.checkEnvironment([variable: value]) }
            #expect(error?.status == status)
            #expect(error?.message.hasPrefix(variable) == true, "\(error?.message ?? "")")
        }
    }

    @Test("a config file LISTENSTATS_CONFIG names and that is not there is 78, naming the variable")
    func configVariable() {
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader().load(file: "/nonexistent/config.yaml", namedBy: "LISTENSTATS_CONFIG")
        }
        #expect(error?.description.contains("cannot read the config file LISTENSTATS_CONFIG names") == true)
    }
}
