import LayoutCore
import Testing

/// `.containerRelativeFrame` read from SwiftUI source (FORMATS.md §1): the three forms, the
/// closure's affine body, and a body that is not affine located at its closure.
@Suite("SwiftUI source: containerRelativeFrame")
struct SwiftUIContainerRelativeFrameTests {
    @Test func theFormsReadAndLayOutAgainstTheScrollView() throws {
        let source = """
            struct Pages: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            Color.red.containerRelativeFrame(.vertical, count: 3, span: 2, spacing: 10).id("a")
                            Color.blue.containerRelativeFrame(.vertical) { length, _ in length * 1.1 + 5 }.id("b")
                            Color.green.containerRelativeFrame(.vertical) { length, _ in length - 100 }.id("c")
                            Color.gray.frame(width: 50, height: 20).containerRelativeFrame(.horizontal, alignment: .leading).id("d")
                        }
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 300, 300)
        // The ScrollView is 300 × 300: a (300 − 20) / 3 × 2 + 10 = 196.67 high; b 1.1 × 300 + 5
        // = 335 below it; c 300 − 100 = 200; d's frame 300 wide (the container's width) with
        // the 50 × 20 Color at its leading edge.
        let a = 280.0 / 3 * 2 + 10
        #expect(frames["a"].map { Tolerance.distance($0, rect(0, 0, 300, a)) <= Tolerance.frame } == true)
        #expect(frames["b"].map { Tolerance.distance($0, rect(0, a, 300, 335)) <= Tolerance.frame } == true)
        #expect(frames["c"].map { Tolerance.distance($0, rect(0, a + 335, 300, 200)) <= Tolerance.frame } == true)
        #expect(frames["d"].map { Tolerance.distance($0, rect(0, a + 535, 300, 20)) <= Tolerance.frame } == true)
    }

    @Test func aBodyThatIsNotAffineIsLocatedAtItsClosure() {
        let source = """
            struct Pages: View {
                var body: some View {
                    ScrollView {
                        Color.red.containerRelativeFrame(.vertical) { length, _ in length * length }.id("a")
                    }
                }
            }
            """
        let error = SwiftSourceSupport.error(source)
        // `            Color.red.containerRelativeFrame(.vertical) ` is 56 characters: the
        // closure's brace is at column 57 of line 4.
        #expect(error?.location == .lineColumn(line: 4, column: 57))
        guard case .swiftSource(.unexpected(let expected, _))? = error?.problem else {
            Issue.record("expected an unexpected-value problem, got \(String(describing: error))")
            return
        }
        #expect(expected.hasPrefix("a length affine in the container's"))
    }

    @Test func countBesideAClosureIsAnError() {
        let source = """
            struct Pages: View {
                var body: some View {
                    Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0) { length, _ in length }
                }
            }
            """
        #expect(SwiftSourceSupport.error(source)?.location == .lineColumn(line: 3, column: 75))
    }
}
