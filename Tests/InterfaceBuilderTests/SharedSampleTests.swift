import ConstraintLayout
import Foundation
import InterfaceBuilder
import LayoutCore
import Testing

/// Real public documents (Fixtures/, copied from the shared IB conformance sample with their
/// `source`): every checked view's frame matches the one Interface Builder stored, within the
/// case's tolerance, when the root is solved at its stored size.
@Suite struct SharedSampleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var cases: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("cases").path))
        return (names ?? []).filter { $0.hasSuffix(".expect.json") }.sorted()
    }

    @Test func fixturesArePresent() {
        #expect(Self.cases.count == 4)
    }

    @Test(arguments: cases)
    func storedFramesAreReproduced(name: String) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("cases").appendingPathComponent(name))
        let expectation = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let doc = try #require(expectation["doc"] as? String)
        let root = try #require(expectation["root"] as? String)
        let frames = try #require(expectation["frames"] as? [String: [String: Double]])
        let tolerance = expectation["tolerance"] as? Double ?? 0.5
        let path = Self.fixtures.appendingPathComponent(doc).path
        let document = try IBDocument(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let imported = try document.importRoot(root)
        let solved = imported.reported(try ConstraintLayoutEngine(imported.spec).solve(in: imported.size)).frameIndex
        for (id, stored) in frames.sorted(by: { $0.key < $1.key }) {
            let frame = try #require(solved[id], "\(id) missing")
            let pairs = [
                ("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height),
            ]
            for (field, value) in pairs {
                let want = try #require(stored[field])
                #expect(abs(value - want) <= tolerance, "\(id).\(field): stored \(want), solved \(value)")
            }
        }
    }
}
