import ConstraintLayout
import LayoutCore
import LayoutHarness
import StackLayout
import Testing

@testable import LayoutTranslation

/// The translated constraint spec reproduces the stack engine frame by frame over a sweep.
@Suite("Stacks → constraints agree with the stack engine")
struct EngineAgreementTests {
    static let sizes: [Size] = [100, 250, 375, 600, 1024].flatMap { width in
        [90, 300, 667, 1376].map { Size(width: width, height: $0) }
    }

    /// A Text offered less than its widest character overflows by whole characters, one per
    /// line; its label is measured at that character's width, where two narrow characters
    /// may share a line (docs/TRANSLATION.md "Text"). Layouts with text are swept from the
    /// width where every column holds a character.
    static let textSizes = sizes.filter { $0.width >= 250 }

    static func assertAgree(_ spec: ViewSpec) throws {
        let translation = StackToConstraints.translate(spec)
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        let engine = try ConstraintLayoutEngine(translation.spec)
        let hasText = translation.spec.views.contains { $0.text != nil }
        for size in hasText ? textSizes : sizes {
            var stack = StackLayoutEngine(spec)
            let expected = stack.solve(in: SolveSize(width: size.width, height: size.height))
            let actual = try engine.solve(in: size)
            for frame in expected.frames {
                let other = actual.frames.first { $0.id == frame.id }?.frame
                #expect(
                    other.map { Tolerance.distance($0, frame.frame) <= Tolerance.frame } == true,
                    "\(spec.name) at \(size.width)x\(size.height): \(frame.id) stack \(frame.frame) constraints \(String(describing: other))"
                )
            }
        }
    }

    /// The corpus entries whose view spec has a constraint form: conditional-layout's
    /// `ForEach` and `AnyLayout` have none yet (its constraints → stacks direction is golden).
    static let entries = Corpus.translatableEntries.map(\.name).filter { $0 != "conditional-layout" }

    @Test(arguments: entries)
    func corpusEntry(_ name: String) throws {
        try Self.assertAgree(try Corpus.entry(named: name)!.decodedViewSpec())
    }

    @Test(arguments: AgreementFixtures.all)
    func fixture(_ json: String) throws {
        try Self.assertAgree(try viewSpec(json))
    }
}
