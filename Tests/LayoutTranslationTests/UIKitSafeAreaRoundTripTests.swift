import ConstraintLayout
import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// A view spec laid out in a window's safe area → constraints → `translate --to uikit`'s anchor
/// code (`view.safeAreaLayoutGuide`) → read back by SwiftSourceImport: the read-back spec pins
/// to the guide `safeArea`, so with the window's insets it lays the views out where the
/// constraint engine lays out the translation and the stack engine the original, on two inset
/// sets (hand frames: SafeAreaGuideTranslationTests.expectPortrait / expectLandscape).
@Suite("Constraints → UIKit → read back: the safe-area guide")
struct UIKitSafeAreaRoundTripTests {
    /// The anchor code of the bar layout in `insets`, as `translate --to uikit` writes it (the
    /// minimal form; the replay's has constraints with no anchor form), and the constraint spec
    /// it was made from.
    static func translated(_ insets: EdgeInsets) throws -> (ConstraintSpec, String) {
        let original = try SafeAreaGuideTranslationTests.barInset(insets)
        let spec = try #require(MinimalConstraints.translate(original)).spec
        return (spec, try UIKitSource.make(spec, typeName: UIKitSource.typeName(for: original.name)))
    }

    static func readBack(_ source: String, insets: EdgeInsets) throws -> ConstraintSpec {
        guard case .constraints(var spec) = try SwiftSource.read(source, file: "BarInset.swift").document else {
            throw SpecError(.invalidSpec, at: .file, "expected a constraint spec")
        }
        // UIKit supplies the insets: the window's, here the original's.
        spec.safeAreaInsets = insets
        return spec
    }

    static func stackFrames(_ insets: EdgeInsets, _ width: Double, _ height: Double) throws -> [String: Rect] {
        var engine = StackLayoutEngine(try SafeAreaGuideTranslationTests.barInset(insets))
        return engine.solve(in: SolveSize(width: width, height: height)).frameIndex
    }

    @Test func theReadBackCodeIsLaidOutInTheInsets() throws {
        let portrait = SafeAreaGuideTranslationTests.portrait
        let landscape = SafeAreaGuideTranslationTests.landscape
        let (spec, source) = try Self.translated(portrait)
        #expect(source.contains("view.safeAreaLayoutGuide.topAnchor"))
        var readBack = try Self.readBack(source, insets: portrait)
        // The guide is read as the guide, not as the root view.
        let rows = readBack.constraints.map { JSONWriter.write($0.json, pretty: false) }
        #expect(rows.contains { $0.contains("safeArea.top") } && rows.allSatisfy { !$0.contains("root.") }, "\(rows)")
        // Portrait: the read-back code, the translation and the original agree with the hand frames.
        let framesOf = { (spec: ConstraintSpec, width: Double, height: Double) in
            try SafeAreaGuideTranslationTests.frames(spec, width, height)
        }
        SafeAreaGuideTranslationTests.expectPortrait(try framesOf(readBack, 393, 852))
        SafeAreaGuideTranslationTests.expectPortrait(try framesOf(spec, 393, 852))
        SafeAreaGuideTranslationTests.expectPortrait(try Self.stackFrames(portrait, 393, 852))
        // The same code on a landscape phone: UIKit gives other insets, the views follow.
        readBack.safeAreaInsets = landscape
        SafeAreaGuideTranslationTests.expectLandscape(try framesOf(readBack, 852, 393))
        SafeAreaGuideTranslationTests.expectLandscape(try Self.stackFrames(landscape, 852, 393))
    }

    /// Read back without insets (as `layoutlab solve BarInset.swift` does), the guide is the root:
    /// title at the top, list 852 − 101 tall.
    @Test func withoutInsetsTheReadBackGuideIsTheRoot() throws {
        let (_, source) = try Self.translated(SafeAreaGuideTranslationTests.portrait)
        let frames = try SafeAreaGuideTranslationTests.frames(
            try Self.readBack(source, insets: EdgeInsets()), 393, 852)
        SafeAreaConstraintsTests.expect(frames, "title", 0, 0, 393, 44)
        SafeAreaConstraintsTests.expect(frames, "list", 0, 44, 393, 751)
    }
}
