import LayoutCore
import StackLayout
import Testing

/// `AnyLayout` on a size class: one engine follows the classes of each solve size, built
/// again when they change, unless the environment gives them (docs/ENGINES.md "Size classes").
@Suite struct SizeClassLayoutTests {
    /// AnyLayout(spacing 0) { a 50 × 50; b 50 × 50 }: a VStack when verticalSizeClass ==
    /// regular, else an HStack.
    static func spec(vertical: UserInterfaceSizeClass? = nil) throws -> ViewSpec {
        let any = AnyLayoutSpec(
            cases: [
                AnyLayoutSpec.Case(
                    condition: try EnvironmentCondition(parsing: "verticalSizeClass == regular"),
                    layout: .vStack(alignment: .center, spacing: 0))
            ], defaultLayout: .hStack(alignment: .center, spacing: 0))
        let square = { (id: String) in
            ViewNode(.shape(.color), modifiers: [ModifierNode(.frame(FixedFrame(width: 50, height: 50)), id: id)])
        }
        var environment = LayoutEnvironment()
        environment.verticalSizeClass = vertical
        return ViewSpec(
            name: "pair", environment: environment,
            root: ViewNode(.anyLayout(any), children: [square("a"), square("b")]))
    }

    @Test func oneEngineFollowsEachSizesClasses() throws {
        var engine = StackLayoutEngine(try Self.spec())
        // The pair is centred: stacked (50 × 100) at ((W − 50)/2, (H − 100)/2) with b 50 lower;
        // side by side (100 × 50) at ((W − 100)/2, (H − 50)/2) with b 50 to the right.
        for (width, height, stacked) in [
            (393.0, 852.0, true), (852, 393, false), (1032, 1376, true), (956, 440, false), (375, 667, true),
        ] {
            let solution = engine.solve(in: SolveSize(width: width, height: height))
            let b =
                stacked
                ? Rect(x: (width - 50) / 2, y: (height - 100) / 2 + 50, width: 50, height: 50)
                : Rect(x: (width - 100) / 2 + 50, y: (height - 50) / 2, width: 50, height: 50)
            #expect(solution.frame(of: "b") == b, "\(width)x\(height)")
        }
    }

    @Test func aClassTheEnvironmentGivesHoldsAtEverySize() throws {
        var engine = StackLayoutEngine(try Self.spec(vertical: .compact))
        // Side by side even on a portrait phone: b at ((393 − 100)/2 + 50, (852 − 50)/2).
        let solution = engine.solve(in: SolveSize(width: 393, height: 852))
        #expect(solution.frame(of: "b") == Rect(x: 196.5, y: 401, width: 50, height: 50))
    }
}
