import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// Stacks → constraints with the window's insets written as the root's safe-area guide
/// (`safeArea.*`, docs/TRANSLATION.md "Safe areas"): the constraint spec carries the insets and
/// holds on every device, so changing them moves the views as UIKit moves them.
@Suite("Stacks → constraints: the safe-area guide")
struct SafeAreaGuideTranslationTests {
    static let portrait = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    static let landscape = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

    /// SafeAreaConstraintsTests' bar layout: VStack(spacing: 0) { title (44); list }
    /// .safeAreaInset(edge: .bottom, spacing: 8) { bar (49) }, the layer `screen`.
    static func barInset(_ insets: EdgeInsets) throws -> ViewSpec {
        var spec = try SafeAreaConstraintsTests.barInset(SafeAreaConstraintsTests.none)
        spec.environment.safeAreaInsets = insets
        return spec
    }

    static func frames(_ spec: ConstraintSpec, _ width: Double, _ height: Double) throws -> [String: Rect] {
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: width, height: height))
        return Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    /// Portrait 393 × 852 in 59 / 0 / 34 / 0: the safe area is (0, 59, 393, 759); title 44 at
    /// its top, list 759 − 44 − 8 − 49 = 658, bar 8 below it at 103 + 658 + 8 = 769.
    static func expectPortrait(_ frames: [String: Rect]) {
        SafeAreaConstraintsTests.expect(frames, "screen", 0, 59, 393, 759)
        SafeAreaConstraintsTests.expect(frames, "title", 0, 59, 393, 44)
        SafeAreaConstraintsTests.expect(frames, "list", 0, 103, 393, 658)
        SafeAreaConstraintsTests.expect(frames, "bar", 0, 769, 393, 49)
    }

    /// Landscape 852 × 393 in 0 / 59 / 21 / 59: the safe area is (59, 0, 734, 372); list
    /// 372 − 101 = 271 at 44, bar at 44 + 271 + 8 = 323.
    static func expectLandscape(_ frames: [String: Rect]) {
        SafeAreaConstraintsTests.expect(frames, "screen", 59, 0, 734, 372)
        SafeAreaConstraintsTests.expect(frames, "title", 59, 0, 734, 44)
        SafeAreaConstraintsTests.expect(frames, "list", 59, 44, 734, 271)
        SafeAreaConstraintsTests.expect(frames, "bar", 59, 323, 734, 49)
    }

    @Test func theMinimalFormPinsToTheGuideAndCarriesTheInsets() throws {
        let translation = try #require(MinimalConstraints.translate(try Self.barInset(Self.portrait)))
        var spec = translation.spec
        #expect(spec.safeAreaInsets == Self.portrait)
        let rows = spec.constraints.map { JSONWriter.write($0.json, pretty: false) }
        #expect(rows.contains(#""screen.top == safeArea.top""#), "\(rows)")
        #expect(rows.contains(#""list.height == safeArea.height - 101""#), "\(rows)")
        #expect(rows.contains(#""bar.top == list.bottom + 8""#), "\(rows)")
        // No inset as a constant: 59, 34 and their sum 93 appear nowhere.
        #expect(rows.allSatisfy { !$0.contains("root.") && !$0.contains("59") && !$0.contains("34") })
        #expect(rows.allSatisfy { !$0.contains("93") })
        // Both engines agree at the verification sizes (MinimalConstraints verified it; again here).
        #expect(
            MinimalConstraints.agrees(try Self.barInset(Self.portrait), spec, ConstraintsToStacks.verificationSizes))
        Self.expectPortrait(try Self.frames(spec, 393, 852))
        // The same spec on a landscape phone: only the insets change.
        spec.safeAreaInsets = Self.landscape
        Self.expectLandscape(try Self.frames(spec, 852, 393))
        #expect(
            MinimalConstraints.agrees(try Self.barInset(Self.landscape), spec, ConstraintsToStacks.verificationSizes))
    }

    @Test func theReplayPlacesTheRootInTheGuide() throws {
        let translation = StackToConstraints.translate(try Self.barInset(Self.portrait))
        var spec = translation.spec
        #expect(spec.safeAreaInsets == Self.portrait)
        let rows = spec.constraints.map { JSONWriter.write($0.json, pretty: false) }
        #expect(rows.contains { $0.contains("safeArea.top") } && rows.contains { $0.contains("safeArea.height") })
        #expect(rows.allSatisfy { !$0.contains("root.") && !$0.contains("59") && !$0.contains("34") })
        try EngineAgreementTests.assertAgree(try Self.barInset(Self.portrait))
        Self.expectPortrait(try Self.frames(spec, 393, 852))
        spec.safeAreaInsets = Self.landscape
        Self.expectLandscape(try Self.frames(spec, 852, 393))
    }

    @Test func withoutInsetsTheRootIsWrittenAsBefore() throws {
        let translation = try #require(MinimalConstraints.translate(try Self.barInset(EdgeInsets())))
        let rows = translation.spec.constraints.map { JSONWriter.write($0.json, pretty: false) }
        #expect(rows.contains(#""list.height == root.height - 101""#), "\(rows)")
        #expect(rows.allSatisfy { !$0.contains("safeArea") })
        #expect(translation.spec.safeAreaInsets == EdgeInsets())
    }
}
