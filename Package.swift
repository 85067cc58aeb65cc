// swift-tools-version:6.0
// LayoutLab: a SwiftUI-style stack engine and an Auto Layout-style constraint engine (on GLPK),
// a harness that compares them, and a translator between them.
import PackageDescription

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
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
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
            ]
        ),

        // MARK: Harness: corpus, sweeps, comparison, reports.
        // renameat2(RENAME_EXCHANGE), which Swift's Glibc module does not expose.
        .target(name: "CAtomicRename"),
        .target(
            name: "LayoutHarness",
            dependencies: ["LayoutCore", "StackLayout", "ConstraintLayout", "LayoutTranslation", "CAtomicRename"]
        ),

        // MARK: Executables.
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "CommandLineOptions", "LayoutHarness", "LayoutTranslation", "LayoutBenchmarks", "InterfaceBuilder",
            ]
        ),
        // Options declared once per command, making both the parser and the help.
        .target(name: "CommandLineOptions"),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: ["LayoutBenchmarks"],
            path: "Benchmarks/layoutlab-bench"
        ),
        // The benchmark suite, shared by layoutlab-bench and `layoutlab bench`.
        .target(
            name: "LayoutBenchmarks",
            dependencies: [
                "CommandLineOptions", "LayoutHarness", "StackLayout", "ConstraintLayout", "LayoutTranslation",
            ],
            path: "Benchmarks/LayoutBenchmarks"
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
        .testTarget(
            name: "LayoutTranslationTests",
            dependencies: ["LayoutTranslation", "LayoutHarness", "LayoutDSL", "LayoutTesting"]
        ),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "LayoutTesting", "LayoutHarness"]),
        .testTarget(name: "LayoutTestingTests", dependencies: ["LayoutTesting", "LayoutDSL"]),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["InterfaceBuilder", "ConstraintLayout", "LayoutHarness", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "CLITests",
            dependencies: ["LayoutCore", "LayoutHarness", "CommandLineOptions", "layoutlab", "TestSupport"]
        ),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "LayoutCore", "StackLayout", "ConstraintLayout", "LayoutHarness", "LinearProgramming", "TestSupport",
                "InterfaceBuilder",
            ],
            exclude: ["Regressions"]
        ),
    ]
)
