// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ListenStats",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "listenstats", targets: ["listenstats"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Interned texts, packed copies, fast and content hashes, cache prefetch: compact in-memory data.
        .target(name: "CompactStorage"),
        // The one JSON dialect (snake_case keys, sorted) and its fast encoder.
        .target(name: "JSONWriting"),
        // Work on other threads: computations spread over the cores (Concurrently), a value made
        // while the caller works on (BackgroundValue), and the results and errors of parallel
        // jobs kept in job order (ResultSlots, ErrorSlots).
        .target(name: "Concurrency"),
        // Value types every stage exchanges.
        .target(name: "ListenModel", dependencies: ["CompactStorage"]),
        // Files written whole or not at all (temporary file, then rename).
        .target(name: "FileWriting"),
        // ListenBrainz client, file importers, demo generator.
        .target(
            name: "ListenSources",
            dependencies: [
                "ListenModel", "CompactStorage", "FileWriting", "ZIPFoundation", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The SQLite store.
        .target(
            name: "ListenStore",
            dependencies: [
                "ListenModel", "CompactStorage", "Concurrency", "FileWriting", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Pure aggregation: listens + window + calendar -> statistics.
        .target(name: "StatsEngine", dependencies: ["ListenModel", "CompactStorage", "Concurrency"]),
        // Scales, marks, layout, the Canvas protocol, SVG and recording canvases.
        .target(name: "ChartKit"),
        // cairo + pango from the system; only CairoCanvas imports it.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // libjpeg-turbo from the system, for cover art; only CairoCanvas imports it.
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        .target(name: "CairoCanvas", dependencies: ["ChartKit", "FileWriting", "CCairo", "CJPEG"]),
        // One file per chart.
        .target(name: "Charts", dependencies: ["ChartKit", "ListenModel"]),
        // View models, templates, HTML/Markdown/JSON writers, the static site.
        .target(
            name: "Reports",
            dependencies: [
                "ListenModel", "CompactStorage", "JSONWriting", "Concurrency", "FileWriting", "ChartKit", "Charts",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The commands and the named pipeline steps.
        .target(
            name: "ListenStatsCLI",
            dependencies: [
                "ListenModel", "CompactStorage", "JSONWriting", "Concurrency", "FileWriting", "ListenSources", "ListenStore",
                "StatsEngine", "ChartKit", "CairoCanvas", "Charts", "Reports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "listenstats", dependencies: ["ListenStatsCLI"]),

        // The fake ListenBrainz and Cover Art Archive the tests talk to over loopback, on threads of their own.
        .target(
            name: "ListenBrainzTestServer", dependencies: ["ListenModel"],
            path: "Tests/ListenBrainzTestServer"),
        .testTarget(name: "CompactStorageTests", dependencies: ["CompactStorage"]),
        .testTarget(name: "JSONWritingTests", dependencies: ["JSONWriting"]),
        .testTarget(name: "ListenModelTests", dependencies: ["ListenModel", "CompactStorage"]),
        .testTarget(name: "ListenSourcesTests", dependencies: ["ListenSources", "ListenStore", "ListenBrainzTestServer", "ZIPFoundation", "CairoCanvas"]),
        .testTarget(name: "ListenStoreTests", dependencies: ["ListenStore"]),
        .testTarget(name: "StatsEngineTests", dependencies: ["StatsEngine", "CompactStorage", "ListenSources"]),
        .testTarget(name: "ChartKitTests", dependencies: ["ChartKit", "CairoCanvas"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "ChartKit", "CairoCanvas", "ListenModel"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "CompactStorage", "Concurrency"]),
        .testTarget(
            name: "ListenStatsCLITests",
            dependencies: ["ListenStatsCLI", "ListenStore", "ListenModel", "JSONWriting", "Reports", "ListenBrainzTestServer", "CairoCanvas", "ChartKit", "ZIPFoundation", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets, one per importer stage plus the config reader and a differential check
// of the JSON scanner. Declared only for `scripts/fuzz.sh` (LISTENSTATS_FUZZ=1), which builds
// them with `-sanitize=fuzzer`: libFuzzer supplies their `main`, so the normal build and
// `swift test` never see them.
if Context.environment["LISTENSTATS_FUZZ"] == "1" {
    let fuzzTargets: [(name: String, module: String)] = [
        ("FuzzListenBrainzLines", "ListenSources"), ("FuzzJSONDifferential", "ListenSources"),
        ("FuzzLastFMCSV", "ListenSources"), ("FuzzSpotify", "ListenSources"),
        ("FuzzExportZip", "ListenSources"), ("FuzzConfig", "ListenStatsCLI"),
    ]
    package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/FuzzDriver"))
    for target in fuzzTargets {
        package.targets.append(
            .executableTarget(
                name: target.name, dependencies: [.target(name: target.module), "FuzzDriver"], path: "Fuzz/\(target.name)",
                // main.swift finds libFuzzer's driver with dlsym, so its symbols must be exported.
                linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]))
        package.products.append(.executable(name: target.name, targets: [target.name]))
    }
}
