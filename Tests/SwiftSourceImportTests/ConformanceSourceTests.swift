import ConstraintLayout
import Foundation
import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

/// The shared conformance cases (../shared/conformance/cases), written as SwiftUI and UIKit
/// source in Examples/conformance-swift with a copy of each case's `.expect.json`: imported
/// from the `.swift` file and laid out at the case's size, every expected frame (published and
/// derived) and bound holds within the case's tolerance. `make conformance` runs the same
/// files through `layoutlab solve` (scripts/conformance-swift.sh).
@Suite("SwiftUI and UIKit source: the shared conformance cases")
struct ConformanceSourceTests {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/conformance-swift")
    }

    static var caseNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    @Test func everySharedCaseHasASwiftForm() {
        // 11 cases in ../shared/conformance/cases: 10 view specs and 1 constraint spec.
        #expect(Self.caseNames.count == 11)
    }

    @Test(arguments: caseNames)
    func swiftSourceLaysOutAsTheCaseExpects(_ name: String) throws {
        let expectURL = Self.folder.appendingPathComponent(name + ".expect.json")
        let expect = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: expectURL)) as? [String: Any])
        let size = try #require(expect["size"] as? [String: Double])
        let width = try #require(size["width"])
        let height = try #require(size["height"])
        let tolerance = expect["tolerance"] as? Double ?? 0.5
        let imported = try SwiftSource.load(path: Self.folder.appendingPathComponent(name + ".swift").path)
        let frames: [String: Rect]
        switch imported.document {
        case .view(let spec):
            var engine = StackLayoutEngine(spec)
            frames = engine.solve(in: SolveSize(width: width, height: height)).frameIndex
        case .constraints(let spec):
            frames = try ConstraintLayoutEngine.solve(spec, in: Size(width: width, height: height)).frameIndex
        }
        var checked = 0
        for block in ["frames", "derivedFrames"] {
            for (id, fields) in expect[block] as? [String: [String: Double]] ?? [:] {
                let frame = try #require(frames[id], "\(name): no frame for \(id)")
                for (field, value) in fields {
                    let actual = Self.field(field, of: frame)
                    #expect(abs(actual - value) <= tolerance, "\(name): \(block).\(id).\(field) \(actual) ≠ \(value)")
                    checked += 1
                }
            }
        }
        for (id, fields) in expect["frameBounds"] as? [String: [String: [String: Double]]] ?? [:] {
            let frame = try #require(frames[id], "\(name): no frame for \(id)")
            for (field, bounds) in fields {
                let actual = Self.field(field, of: frame)
                if let minimum = bounds["min"] { #expect(actual >= minimum - tolerance, "\(name): \(id).\(field)") }
                if let maximum = bounds["max"] { #expect(actual <= maximum + tolerance, "\(name): \(id).\(field)") }
                checked += 1
            }
        }
        #expect(checked > 0, "\(name) checks nothing")
    }

    static func field(_ name: String, of frame: Rect) -> Double {
        switch name {
        case "x": return frame.x
        case "y": return frame.y
        case "width": return frame.width
        default: return frame.height
        }
    }
}
