import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// The last-resort GeometryReader form where no SwiftUI reproduces the constraints: each
/// cause the shared IB sample showed (a size forced below zero, constraints unsatisfiable on
/// the devices, a label wrapping onto another line count between devices) still gets
/// compiling SwiftUI when approximation is allowed (`migrate`), with the views that differ
/// named; without it the translation is refused. Frames worked out by hand in the comments.
@Suite("Fallback approximations")
struct FallbackApproximationTests {
    /// The badge placed from the screen's centre has no stack form, so each spec takes the
    /// last-resort form.
    static let badge =
        #""badge.leading == root.leading + 20", "badge.top == root.centerY + 10", "badge.width == 100", "badge.height == 20""#

    static func spec(_ name: String, _ views: String, _ constraints: String) throws -> ConstraintSpec {
        try constraintSpec(
            #"{ "format": "layoutlab.constraints/1", "name": ""# + name + #"", "views": [ "# + views
                + #", { "id": "badge" } ], "constraints": [ "# + constraints + ", " + badge + " ] }")
    }

    static func frame(_ spec: ViewSpec, _ id: String, at size: Size) throws -> Rect {
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        return try #require(solution.frames.first { $0.id == id }?.frame)
    }

    /// TacoDialogView's icon label: `width == root.width − 500` is −125 at 375 wide (Auto
    /// Layout has no implicit `width >= 0`); no SwiftUI frame is negative, so the icon is 0
    /// wide there (Δ 125) and 834 − 500 = 334 wide on the iPad.
    @Test func aWidthForcedBelowZeroIsApproximatedByNothing() throws {
        let spec = try Self.spec(
            "negative-width", #"{ "id": "icon" }"#,
            #""icon.leading == root.leading + 20", "icon.width == root.width - 500", "icon.top == root.top + 20", "icon.height == 40""#
        )
        let sizes = [Size(width: 375, height: 667), Size(width: 834, height: 1194)]
        #expect(throws: TranslationError.self) {
            try ConstraintsToStacks.translate(spec, allowGeometryReader: true, verifyingAt: sizes)
        }
        let translation = try ConstraintsToStacks.translate(
            spec, allowGeometryReader: true, verifyingAt: sizes, allowsApproximation: true)
        #expect(translation.approximatedViews.map(\.id) == ["icon"])
        #expect(translation.approximatedViews.first?.reason.contains("375x667") == true)
        #expect(try Self.frame(translation.spec, "icon", at: sizes[0]) == Rect(x: 20, y: 20, width: 0, height: 40))
        #expect(try Self.frame(translation.spec, "icon", at: sizes[1]) == Rect(x: 20, y: 20, width: 334, height: 40))
        // badge: (20, 667 / 2 + 10) exact at both sizes.
        #expect(
            try Self.frame(translation.spec, "badge", at: sizes[0]) == Rect(x: 20, y: 343.5, width: 100, height: 20))
    }

    /// STCustomView.xib: a 32-pt view 8 from the top and 8 from the bottom fits only a 48-pt
    /// container. Elsewhere Auto Layout breaks the last of the conflicting constraints (the
    /// height, last in spec order): the view is 667 − 16 = 651 high at 375 × 667, which the
    /// SwiftUI gives; every view is approximate there (the constraints have no layout).
    @Test func unsatisfiableConstraintsTakeAutoLayoutsRecovery() throws {
        let spec = try Self.spec(
            "unsatisfiable", #"{ "id": "image" }"#,
            #""image.leading == root.leading + 8", "image.width == 32", "image.top == root.top + 8", "image.bottom == root.bottom - 8", "image.height == 32""#
        )
        let sizes = [Size(width: 375, height: 48), Size(width: 375, height: 667)]
        #expect(throws: TranslationError.self) {
            try ConstraintsToStacks.translate(spec, allowGeometryReader: true, verifyingAt: sizes)
        }
        let translation = try ConstraintsToStacks.translate(
            spec, allowGeometryReader: true, verifyingAt: sizes, allowsApproximation: true)
        #expect(translation.approximatedViews.map(\.id) == ["image", "badge"])
        #expect(translation.approximatedViews.allSatisfy { $0.reason.contains("unsatisfiable at 375x667") })
        #expect(try Self.frame(translation.spec, "image", at: sizes[0]) == Rect(x: 8, y: 8, width: 32, height: 32))
        #expect(try Self.frame(translation.spec, "image", at: sizes[1]) == Rect(x: 8, y: 8, width: 32, height: 651))
    }

    /// General.storyboard with `--measure-text`: a label as wide as the screen less 40 wraps
    /// "Stacks and labels agree" (Inter, 17 pt: 31712 / 2816 × 17 = 191.44 pt) onto two lines
    /// at 200 wide (160 pt) and one at 400; a line is 3408 / 2816 × 17 = 20.574 pt. The box 8
    /// below it is at 20 + 2 × 20.574 + 8 = 69.148 or 20 + 20.574 + 8 = 48.574: a step, which
    /// no min or max of affine pieces gives, so one size keeps its piece and the other is off
    /// by one line.
    @Test func aLabelWrappingDifferentlyBetweenSizesIsApproximatedByOnePiece() throws {
        let spec = try Self.spec(
            "wrapping",
            #"{ "id": "body", "text": { "string": "Stacks and labels agree", "numberOfLines": 0 } }, { "id": "box" }"#,
            #""body.leading == root.leading + 20", "body.trailing == root.trailing - 20", "body.top == root.top + 20", "box.top == body.bottom + 8", "box.leading == root.leading + 20", "box.width == 100", "box.height == 20""#
        )
        let sizes = [Size(width: 200, height: 600), Size(width: 400, height: 600)]
        let translation = try ConstraintsToStacks.translate(
            spec, allowGeometryReader: true, verifyingAt: sizes, allowsApproximation: true)
        #expect(translation.approximatedViews.map(\.id).contains("box"))
        let line = 3408.0 / 2816 * 17
        let narrow = try Self.frame(translation.spec, "box", at: sizes[0]).y
        let wide = try Self.frame(translation.spec, "box", at: sizes[1]).y
        let twoLines = abs(narrow - (28 + 2 * line)) < 0.01 && abs(wide - (28 + 2 * line)) < 0.01
        let oneLine = abs(narrow - (28 + line)) < 0.01 && abs(wide - (28 + line)) < 0.01
        #expect(twoLines || oneLine, "box at \(narrow) and \(wide)")
    }
}
