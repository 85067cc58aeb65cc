import Foundation
import LayoutCore
import LayoutTesting
import XCTest

/// `assertLayoutSnapshot` under XCTest: a moved view fails through `XCTFail` at the line of
/// the call, with the Δ table (see `AssertLayoutXCTests` for the capturing seam).
final class SnapshotXCTests: XCTestCase {
    private var capturing = false
    private var captured: [(description: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, lineNumber))
    }

    /// Recorded with a 100-pt header, then 90: the row moves up by 10 (Δy −10.00).
    func testAMovedViewFailsAtTheLineOfTheCall() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        assertLayoutSnapshot(of: HeaderAndRow(header: 100), in: folder)
        capturing = true
        let callLine = #line + 1
        assertLayoutSnapshot(of: HeaderAndRow(header: 90), in: folder)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, callLine)
        let row = captured.first?.description.split(separator: "\n").first { $0.hasPrefix("row ") } ?? ""
        XCTAssertEqual(row.split(separator: " ").suffix(4), ["0.00", "-10.00", "0.00", "0.00"])
    }
}
