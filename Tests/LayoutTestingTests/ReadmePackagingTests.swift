import Foundation
import Testing

/// README's "Use it in your package" against the manifests: every product of Package.swift is
/// named there, the `.product(…)` lines it shows name real products, and the sample consumer
/// depends on the repository the way the README says.
@Suite struct ReadmePackagingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README's section, from its heading to the next one.
    func section() throws -> String {
        let readme = try text("README.md")
        let start = try #require(readme.range(of: "## Use it in your package\n"))
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The quoted names after `label` (`.library(name: "X"` → X) in `text`.
    func names(after label: String, in text: String) -> [String] {
        text.components(separatedBy: label).dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test func everyProductOfThePackageIsNamedInTheReadme() throws {
        let manifest = try text("Package.swift")
        let section = try section()
        let products =
            names(after: ".library(name: \"", in: manifest) + names(after: ".executable(name: \"", in: manifest)
        #expect(products.count >= 9, "the manifest's products were not all found: \(products)")
        for product in products {
            #expect(section.contains("`\(product)`"), "README does not name the product \(product)")
        }
    }

    @Test func theReadmesProductLinesNameLibraryProducts() throws {
        let libraries = Set(names(after: ".library(name: \"", in: try text("Package.swift")))
        let shown = names(after: ".product(name: \"", in: try section())
        #expect(!shown.isEmpty)
        for product in shown {
            #expect(libraries.contains(product), "README shows .product(name: \"\(product)\"), not a library product")
        }
    }

    @Test func theConsumerDependsOnTheRepositoryByPathAsTheReadmeShows() throws {
        let consumer = try text("Examples/Consumer/Package.swift")
        let line = #".package(name: "LayoutLab", path: "../..")"#
        #expect(consumer.contains(line))
        let words = try section().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(line))
        #expect(!names(after: ".product(name: \"", in: consumer).isEmpty)
        #expect(!consumer.contains("package: \"main\""))
    }
}
