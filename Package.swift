// swift-tools-version:6.0
// LayoutLab: a SwiftUI-style stack engine and an Auto Layout-style constraint engine (on GLPK),
// a harness that compares them, and a translator between them.
import Foundation
import PackageDescription

// MARK: The toolchain's SwiftSyntax (for SwiftSourceImport only).
// The toolchain ships SwiftParser and SwiftSyntax as host libraries in `usr/lib/swift/host`
// (`.swiftmodule` and `lib*.so`). They are found relative to the `swift` in use (the first on
// PATH, symlinks resolved), or at LAYOUTLAB_SWIFT_HOST when set. Their flags are `unsafeFlags`,
// which SwiftPM refuses in a package used as a dependency: they are confined to the importer
// target and the executables and tests that link it, none of which is part of a library product.
let swiftSyntaxLibraries = ["SwiftParser", "SwiftOperators", "SwiftSyntax"]

/// The toolchain's host library folder, if it holds SwiftParser.
func toolchainHostLibraries() -> String? {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let explicit = environment["LAYOUTLAB_SWIFT_HOST"] { candidates.append(explicit) }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
        break
    }
    return candidates.first { folder in
        swiftSyntaxLibraries.allSatisfy {
            FileManager.default.fileExists(atPath: folder + "/\($0).swiftmodule")
                && FileManager.default.fileExists(atPath: folder + "/lib\($0).so")
        }
    }
}

let swiftSyntaxHost = toolchainHostLibraries()
/// Compiler flags for targets that import SwiftParser; without the host libraries, a define
/// that makes SwiftSourceImport stop with an `#error` saying what to install.
let swiftSyntaxSettings: [SwiftSetting] =
    swiftSyntaxHost.map { [.unsafeFlags(["-I" + $0])] } ?? [.define("LAYOUTLAB_NO_SWIFT_SYNTAX")]
/// Linker flags for everything that links SwiftSourceImport (rpath: the toolchain's folder).
let swiftSyntaxLinking: [LinkerSetting] =
    swiftSyntaxHost.map { host in
        [
            .unsafeFlags(
                ["-L", host] + swiftSyntaxLibraries.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", host])
        ]
    } ?? []

let package = Package(
    name: "LayoutLab",
    products: [
        // Libraries for users' code and test suites.
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "ConstraintLayout", targets: ["ConstraintLayout"]),
        .library(name: "LayoutHarness", targets: ["LayoutHarness"]),
        .library(name: "LayoutTranslation", targets: ["LayoutTranslation"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .library(name: "LayoutSnapshot", targets: ["LayoutSnapshot"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        // Swift source in, for this repository's tools (FuzzTesting): its SwiftSyntax flags are
        // unsafeFlags, so SwiftPM refuses it in a package that depends on LayoutLab by URL.
        .library(name: "SwiftSourceImport", targets: ["SwiftSourceImport"]),
        // assertLayoutSnapshot(ofFile:) for .json, .swift and IB files: it links SwiftSourceImport,
        // so it has the same unsafeFlags (usable from this repository and by path, not by URL).
        .library(name: "LayoutTestingFiles", targets: ["LayoutTestingFiles"]),
        // Executables.
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .executable(name: "layoutlab-bench", targets: ["layoutlab-bench"]),
    ],
    targets: [
        // MARK: C at the bottom — only LinearProgramming imports CGLPK.
        .systemLibrary(
            name: "CGLPK",
            path: "Sources/CGLPK",
            providers: [.apt(["libglpk-dev"])]
        ),
        // The backstop that turns a GLPK fatal error into a return code (setjmp/longjmp in C).
        .target(name: "CGLPKGuard", linkerSettings: [.linkedLibrary("glpk")]),
        .target(name: "LinearProgramming", dependencies: ["CGLPK", "CGLPKGuard"]),

        // Text shaping (HarfBuzz) and UAX #14 line breaking (libunibreak): only TextMeasurement
        // imports them.
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Sources/CHarfBuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CUnibreak",
            path: "Sources/CUnibreak",
            providers: [.apt(["libunibreak-dev"])]
        ),

        // GNU libmicrohttpd for `layoutlab preview`: only LayoutPreview imports it.
        .systemLibrary(
            name: "CMicroHTTPD",
            path: "Sources/CMicroHTTPD",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),

        // MARK: Shared model: geometry, proposals, specs, solutions, errors.
        .target(name: "LayoutCore"),

        // MARK: Text measurement shared by both engines (fonts, shaping, line breaking).
        .target(name: "TextMeasurement", dependencies: ["LayoutCore", "CHarfBuzz", "CUnibreak"]),

        // MARK: The two engines (never import each other).
        .target(name: "StackLayout", dependencies: ["LayoutCore", "TextMeasurement"]),
        .target(name: "ConstraintLayout", dependencies: ["LayoutCore", "LinearProgramming", "TextMeasurement"]),

        // MARK: Importers: Interface Builder documents → constraint specs (FoundationXML).
        .target(name: "InterfaceBuilder", dependencies: ["LayoutCore"]),

        // MARK: Translator (stacks ⇄ constraints, SwiftUI source), DSL, test helpers.
        .target(name: "LayoutTranslation", dependencies: ["LayoutCore", "StackLayout", "ConstraintLayout"]),
        .target(name: "LayoutDSL", dependencies: ["LayoutCore", "StackLayout"]),
        .target(
            name: "LayoutTesting",
            dependencies: [
                "LayoutCore", "StackLayout", "ConstraintLayout", "LayoutDSL", "LayoutHarness", "LayoutTranslation",
                "LayoutSnapshot",
            ]
        ),
        // Snapshot assertions on files (.json, .swift, .storyboard/.xib), read as the CLI reads
        // them: apart from LayoutTesting, which stays free of SwiftSourceImport's unsafeFlags.
        .target(
            name: "LayoutTestingFiles",
            dependencies: ["LayoutTesting", "LayoutCore", "StackLayout", "InterfaceBuilder", "SwiftSourceImport"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        // Layout snapshots (record, compare, Δ table, SVG diff) without a test framework: shared
        // by LayoutTesting's assertLayoutSnapshot and `layoutlab snapshot`.
        .target(name: "LayoutSnapshot", dependencies: ["LayoutCore", "LayoutHarness"]),
        // `layoutlab preview`: the live preview page served over libmicrohttpd.
        .target(
            name: "LayoutPreview",
            dependencies: [
                "CMicroHTTPD", "LayoutCore", "LayoutHarness", "LayoutSnapshot", "StackLayout", "ConstraintLayout",
                "LayoutTranslation",
            ]),

        // MARK: Harness: corpus, sweeps, comparison, reports.
        // renameat2(RENAME_EXCHANGE), which Swift's Glibc module does not expose.
        .target(name: "CAtomicRename"),
        .target(
            name: "LayoutHarness",
            dependencies: [
                "LayoutCore", "StackLayout", "ConstraintLayout", "LayoutTranslation", "CAtomicRename",
                "InterfaceBuilder",
            ]
        ),

        // MARK: Swift source in: SwiftUI views and UIKit code, read with the toolchain's SwiftParser.
        // Not in any library product (its flags are unsafeFlags, see the top of this file).
        .target(
            name: "SwiftSourceImport", dependencies: ["LayoutCore"], swiftSettings: swiftSyntaxSettings,
            linkerSettings: swiftSyntaxLinking),

        // MARK: Executables.
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "CommandLineOptions", "LayoutHarness", "LayoutTranslation", "LayoutBenchmarks", "InterfaceBuilder",
                "SwiftSourceImport", "LayoutSnapshot", "LayoutPreview",
            ],
            swiftSettings: swiftSyntaxSettings
        ),
        // Options declared once per command, making both the parser and the help.
        .target(name: "CommandLineOptions"),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: ["LayoutBenchmarks"],
            path: "Benchmarks/layoutlab-bench",
            swiftSettings: swiftSyntaxSettings
        ),
        // The benchmark suite, shared by layoutlab-bench and `layoutlab bench` (not in a library
        // product: it times SwiftSourceImport, whose flags are unsafeFlags).
        .target(
            name: "LayoutBenchmarks",
            dependencies: [
                "CommandLineOptions", "LayoutHarness", "StackLayout", "ConstraintLayout", "LayoutTranslation",
                "InterfaceBuilder", "TextMeasurement", "SwiftSourceImport",
            ],
            path: "Benchmarks/LayoutBenchmarks",
            swiftSettings: swiftSyntaxSettings
        ),

        // MARK: Tests.
        .testTarget(name: "LinearProgrammingTests", dependencies: ["LinearProgramming"]),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
        .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement"]),
        .testTarget(name: "StackLayoutTests", dependencies: ["StackLayout", "TestSupport", "TextMeasurement"]),
        .testTarget(name: "ConstraintLayoutTests", dependencies: ["ConstraintLayout", "TestSupport"]),
        // Helpers shared by the test targets (not a product).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutHarnessTests", dependencies: ["LayoutHarness", "TestSupport"]),
        // The SwiftUI shim: `import SwiftUI` re-exporting LayoutDSL, so the translator's
        // SwiftUI goldens compile on Linux (docs/TRANSLATION.md). Tests only, no product.
        .target(name: "SwiftUI", dependencies: ["LayoutDSL"], path: "Tests/SwiftUIShim"),
        .testTarget(
            name: "LayoutTranslationTests",
            dependencies: [
                "LayoutTranslation", "LayoutHarness", "LayoutDSL", "LayoutTesting", "SwiftUI", "SwiftSourceImport",
                "TestSupport",
            ],
            // It reads the generated Swift back through SwiftSourceImport.
            swiftSettings: swiftSyntaxSettings
        ),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "LayoutTesting", "LayoutHarness"]),
        .testTarget(
            name: "LayoutTestingTests",
            dependencies: ["LayoutTesting", "LayoutDSL", "LayoutSnapshot", "LayoutTestingFiles"],
            exclude: ["__Snapshots__"],
            // It links LayoutTestingFiles, which links SwiftSourceImport.
            swiftSettings: swiftSyntaxSettings),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["InterfaceBuilder", "ConstraintLayout", "LayoutHarness", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "CLITests",
            dependencies: ["LayoutCore", "LayoutHarness", "CommandLineOptions", "layoutlab", "TestSupport"],
            // It imports the `layoutlab` module, which imports SwiftSourceImport.
            swiftSettings: swiftSyntaxSettings
        ),
        .testTarget(
            name: "SwiftSourceImportTests",
            dependencies: [
                "SwiftSourceImport", "LayoutCore", "StackLayout", "ConstraintLayout", "LayoutHarness",
                "LayoutTranslation",
            ],
            swiftSettings: swiftSyntaxSettings),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "LayoutCore", "StackLayout", "ConstraintLayout", "LayoutHarness", "LinearProgramming", "TestSupport",
                "InterfaceBuilder",
                "SwiftSourceImport",
            ],
            exclude: ["Regressions"],
            swiftSettings: swiftSyntaxSettings
        ),
    ]
)
