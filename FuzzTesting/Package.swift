// swift-tools-version:6.0
// libFuzzer targets for LayoutLab, kept out of the main package so its build stays plain.
// Run them with ../scripts/fuzz.sh SECONDS, which builds with
//   swift build -c release --sanitize=fuzzer --sanitize=address -Xswiftc -parse-as-library
import PackageDescription

// A path dependency's identity is its directory's name, which depends on where the checkout
// lives: read it from the path so `.product(package:)` works from a clone of any name.
let mainPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

func fuzzer(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzInputs"] + products.map { .product(name: $0, package: mainPackage) })
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
        fuzzer("FuzzSwiftSource", ["SwiftSourceImport"]),
    ]
)
