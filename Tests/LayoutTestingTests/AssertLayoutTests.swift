import LayoutCore
import LayoutTesting
import Synchronization
import Testing

/// The issues a test recorded, collected by a `withKnownIssue` matcher.
final class RecordedIssues: Sendable {
    private let issues = Mutex<[Issue]>([])
    var all: [Issue] { issues.withLock { $0 } }

    /// Keeps `issue` and answers whether it was recorded at `line` (the matcher's verdict).
    func keep(_ issue: Issue, ifAt line: Int) -> Bool {
        issues.withLock { $0.append(issue) }
        return issue.sourceLocation?.line == line
    }
}

@Suite struct AssertLayoutTests {
    /// 300 high: top = 200 (its minimum); 667 high: 333.5 (half); 1376 high: 400 (its maximum).
    let sizes = [Size(width: 320, height: 300), Size(width: 375, height: 667), Size(width: 1032, height: 1376)]

    @Test func theAdaptiveSplitMatchesItsHandDerivedFramesAtEverySize() {
        assertLayout(AdaptiveSplit(), sizes: sizes) { AdaptiveSplit.frames(at: $0) }
    }

    /// Expecting the top at half the height, unclamped, is wrong at 300 (150 ≠ 200) and at 1376
    /// (688 ≠ 400) and right at 667: two issues, both at the line of the call.
    @Test func everyFailingSizeIsRecordedAtTheLineOfTheCall() {
        let recorded = RecordedIssues()
        let callLine = #line + 2
        withKnownIssue {
            assertLayout(AdaptiveSplit(), sizes: sizes) { size in [ExpectedFrame("top", height: size.height / 2)] }
        } matching: { issue in
            recorded.keep(issue, ifAt: callLine)
        }
        let comments = recorded.all.map { $0.comments.map(\.rawValue).joined() }
        #expect(recorded.all.count == 2)
        #expect(recorded.all.allSatisfy { $0.sourceLocation?.fileID == #fileID })
        #expect(comments.count == 2 && comments[0].contains("at 320x300") && comments[0].contains("150"))
        #expect(comments.count == 2 && comments[1].contains("at 1032x1376") && comments[1].contains("688"))
    }

    /// The box is 10 from each side: x = 10, width = W − 20, at 330 and 400 wide; at 310 wide
    /// it would be 290 < 300, so the constraints conflict there and only that size fails.
    @Test func aConstraintSpecIsCheckedByTheConstraintEngineAndAConflictIsOneFailure() throws {
        let document = try SpecDocument(bytes: Array(insetBoxJSON.utf8), file: "inset-box.json")
        let wide = [Size(width: 330, height: 100), Size(width: 400, height: 100)]
        assertLayout(document, sizes: wide) { size in
            [ExpectedFrame("box", x: 10, y: 0, width: size.width - 20, height: 44)]
        }
        let failures = LayoutCheck.failures(of: document, sizes: [Size(width: 310, height: 100)] + wide) { size in
            [ExpectedFrame("box", x: 10, y: 0, width: size.width - 20, height: 44)]
        }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("inset-box — constraints engine at 310x100: unsatisfiable") == true)
    }

    /// A view the layout does not have is a failure naming it, not a silent pass.
    @Test func anExpectedViewThatIsMissingFails() {
        let failures = LayoutCheck.failures(of: .view(ViewSpec(name: "split", AdaptiveSplit())), sizes: [sizes[1]]) {
            _ in [ExpectedFrame("middle", height: 10)]
        }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("middle") == true)
        #expect(failures.first?.contains("missing") == true)
    }
}
