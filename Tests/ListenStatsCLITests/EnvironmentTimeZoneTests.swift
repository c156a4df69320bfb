import Foundation
import Testing

@testable import ListenStatsCLI

@Suite("TZ, read as the C library reads it")
struct EnvironmentTimeZoneTests {
    static func zone(_ value: String) throws -> TimeZone? {
        try EnvironmentTimeZone.zone(in: ["TZ": value])
    }

    static func refusal(_ value: String) -> String? {
        do {
            _ = try zone(value)
            return nil
        } catch let error as CLIError {
            return error.status == .usage ? error.message : "status \(error.status)"
        } catch {
            return "\(error)"
        }
    }

    @Test("unset or empty is the system's zone")
    func unset() throws {
        #expect(try EnvironmentTimeZone.zone(in: [:]) == nil)
        #expect(try Self.zone("") == nil)
    }

    @Test("a name Foundation knows, with or without the leading colon", arguments: ["Europe/Berlin", ":Europe/Berlin"])
    func names(value: String) throws {
        #expect(try Self.zone(value)?.identifier == "Europe/Berlin")
        #expect(try Self.zone("EST5EDT")?.identifier == "EST5EDT")
    }

    @Test(
        "a zone file is the zone it is, by its name below the zone folder",
        arguments: [":/usr/share/zoneinfo/Asia/Tokyo", "/usr/share/zoneinfo/Asia/Tokyo", "posix/Asia/Tokyo", ":right/Asia/Tokyo"])
    func zoneFiles(value: String) throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Asia/Tokyo"), "tzdata is installed")
        #expect(try Self.zone(value)?.identifier == "Asia/Tokyo")
    }

    @Test("the system's /etc/localtime is the system's zone")
    func localtime() throws {
        try #require(FileManager.default.fileExists(atPath: "/etc/localtime"))
        let resolved = URL(fileURLWithPath: "/etc/localtime").resolvingSymlinksInPath().path
        let expected = resolved.hasPrefix("/usr/share/zoneinfo/") ? String(resolved.dropFirst(20)) : TimeZone.current.identifier
        #expect(try Self.zone(":/etc/localtime")?.identifier == expected)
    }

    @Test("a POSIX fixed offset counts hours west of UTC", arguments: [("UTC0", 0), ("JST-9", 9 * 3600), ("<+0530>-5:30", 19_800), ("ABC+3:15", -11_700)])
    func posixOffsets(value: String, secondsEast: Int) throws {
        #expect(try Self.zone(value)?.secondsFromGMT() == secondsEast)
    }

    @Test("a typo, a missing file or a file no zone is refused with 64, naming TZ")
    func refused() {
        #expect(Self.refusal("Garbage/Zone")?.hasPrefix("TZ=Garbage/Zone is not an IANA time zone") == true)
        #expect(Self.refusal(":/nonexistent/zone")?.hasPrefix("TZ=:/nonexistent/zone is not an IANA time zone") == true)
        #expect(Self.refusal("/etc/hostname")?.hasPrefix("TZ=/etc/hostname names a zone file listenstats cannot read") == true)
        #expect(Self.refusal("Europe")?.hasPrefix("TZ=Europe is not an IANA time zone") == true)
        #expect(Self.refusal("JST-99")?.hasPrefix("TZ=JST-99 is not an IANA time zone") == true)
    }

    @Test("a POSIX rule with summer time, which no fixed zone follows, is refused")
    func summerTimeRule() {
        #expect(Self.refusal("CET-1CEST,M3.5.0,M10.5.0/3")?.contains("is a POSIX rule with summer time") == true)
    }

    @Test("GMT+2, UTC+2 to Foundation and UTC−2 to the C library, is refused; GMT0 is both")
    func oppositeReadings() throws {
        #expect(Self.refusal("GMT+2")?.hasPrefix("TZ=GMT+2 is UTC−2 to the C library (POSIX counts hours west) but UTC+2 as a zone name") == true)
        #expect(try Self.zone("GMT0")?.secondsFromGMT() == 0)
        #expect(try Self.zone("Etc/GMT+2")?.secondsFromGMT() == -7200)
    }

    @Test("--timezone wins, and a wrong TZ is not looked at then")
    func flagFirst() throws {
        let zone = try StatsRequest.timeZone(named: "Asia/Tokyo", environment: ["TZ": "Garbage/Zone"])
        #expect(zone.identifier == "Asia/Tokyo")
    }
}
