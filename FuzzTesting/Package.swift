// swift-tools-version:6.0
// libFuzzer targets for LayoutLab, kept out of the main package so its build stays plain.
// Run them with ../scripts/fuzz.sh SECONDS, which builds with
//   swift build -c release --sanitize=fuzzer --sanitize=address -Xswiftc -parse-as-library
import Foundation
import PackageDescription

/// The toolchain's SwiftSyntax host libraries (the rule of ../Package.swift): a target that
/// imports SwiftSourceImport needs their modules on its search path.
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
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule") }
}
let swiftSyntaxSettings: [SwiftSetting] = toolchainHostLibraries().map { [.unsafeFlags(["-I", $0])] } ?? []

// A path dependency's identity is its directory's name, which depends on where the checkout
// lives: read it from the path so `.product(package:)` works from a clone of any name.
let mainPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

func fuzzer(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzInputs"] + products.map { .product(name: $0, package: mainPackage) },
        swiftSettings: products.contains("SwiftSourceImport") ? swiftSyntaxSettings : [])
}

let package = Package(
    name: "LayoutLabFuzzing",
    dependencies: [.package(path: "..")],
    targets: [
        // Structured inputs from bytes; Tests/ReliabilityTests links the same file to replay crashers.
        .target(name: "FuzzInputs", dependencies: [.product(name: "LayoutCore", package: mainPackage)]),
        fuzzer("FuzzSpecDecoder", ["LayoutCore"]),
        fuzzer("FuzzConstraintParser", ["ConstraintLayout"]),
        fuzzer("FuzzVisualFormat", ["ConstraintLayout"]),
        fuzzer("FuzzStackEngine", ["StackLayout"]),
        fuzzer("FuzzConstraintSolve", ["ConstraintLayout"]),
        fuzzer("FuzzIBReader", ["InterfaceBuilder"]),
        fuzzer("FuzzSnapshotReader", ["LayoutSnapshot"]),
        fuzzer("FuzzTranslator", ["LayoutTranslation"]),

        fuzzer("FuzzSwiftSource", ["SwiftSourceImport"]),
    ]
)
