import LayoutCore
import LayoutTesting
import XCTest

/// `assertLayout` under XCTest: the failure goes through `XCTFail` at the caller's file and
/// line. `recordFailure` is XCTest's own seam; while `capturing`, failures are kept instead
/// of failing the test, and any other failure (this test's own checks) fails it as usual.
final class AssertLayoutXCTests: XCTestCase {
    private var capturing = false
    private var captured: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }

    /// At 375×667 the top is clamp(667 / 2, 200, 400) = 333.5, not 300: one failure, at the
    /// line of the call in this file.
    func testAFailureIsReportedAtTheLineOfTheCall() {
        capturing = true
        let callLine = #line + 1
        assertLayout(AdaptiveSplit(), sizes: [Size(width: 375, height: 667)]) { _ in [ExpectedFrame("top", height: 300)]
        }
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, callLine)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertTrue(captured.first?.description.contains("333.5") == true, captured.first?.description ?? "")
    }

    /// The same layout with the right frames records nothing.
    func testMatchingFramesRecordNothing() {
        capturing = true
        assertLayout(AdaptiveSplit(), sizes: [Size(width: 375, height: 667)]) { AdaptiveSplit.frames(at: $0) }
        capturing = false
        XCTAssertTrue(captured.isEmpty, captured.map(\.description).joined(separator: "\n"))
    }
}
