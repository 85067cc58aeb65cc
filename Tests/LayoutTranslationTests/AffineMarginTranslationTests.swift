import ConstraintLayout
import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// The affine fallback of a root whose side margins are UIKit's minimum (16 pt on a root
/// narrower than 400 pt, 20 from 400 pt and on iPads) follows that step too (issue 17): its
/// frames are affine in the margin as well as in the safe area, and the margin is written
/// once, `let margin = min(max(4 * geometry.size.width - 1580, 16), 20)`, at the top of the
/// reader (RxSwift's Calculator: before, its buttons kept the document's 16 pt on the iPads,
/// 8 pt off).
///
/// The screen is `AffineSafeAreaTranslationTests`' badge (placed from the screen's centre: no
/// stack form) with a field between the root's margins, on `SteppedMarginTranslationTests`'
/// screens (iPhone SE: 16; iPhone 15 Pro Max, its landscape, iPad 11-inch: 20); translated
/// for the SE.
@Suite("Constraints → affine frames with stepping root margins")
struct AffineMarginTranslationTests {
    typealias Screens = SafeAreaTranslationTests

    static let views = #"{ "id": "badge", "parent": "screen" }, { "id": "field", "parent": "screen" }"#
    static let constraints = [
        "badge.leading == safe.leading + 20", "badge.top == screen.centerY + 10", "badge.width == 100",
        "badge.height == 20", "field.top == safe.top + 20", "field.leading == screen.leadingMargin",
        "field.trailing == screen.trailingMargin", "field.height == 44",
    ]
    static let screens = SteppedMarginTranslationTests.screens

    static func spec(_ screen: Screens.Screen) throws -> ConstraintSpec {
        try Screens.spec(screen, views: views, constraints: constraints)
    }

    static var devices: DeviceSafeAreas {
        DeviceSafeAreas(devices: screens.map { .init(size: $0.size, insets: $0.insets) }) { index, insets in
            try spec(Screens.Screen(size: screens[index].size, insets: insets))
        }
    }

    static func translate(marginRoot: String?) throws -> StackTranslation {
        let se = screens[0]
        return try ConstraintsToStacks.translate(
            try spec(se), allowGeometryReader: true, verifyingAt: screens.map(\.size), helperIDs: ["safe"],
            allowsApproximation: true, safeArea: RootSafeArea(root: "screen", insets: se.insets, guides: ["safe"]),
            minimumMarginsOf: marginRoot, devices: devices)
    }

    /// By hand, window W × H, insets t, l, b, r, margin m (16 below 400 pt, else 20):
    /// badge (l + 20, H / 2 + 10, 100, 20); field (l + m, t + 20, W − l − r − 2m, 44) —
    /// SE (m 16): badge (20, 343.5), field (16, 40, 343);
    /// iPhone 15 Pro Max (20): badge (20, 476), field (20, 79, 390);
    /// its landscape (20): badge (79, 225), field (79, 20, 932 − 118 − 40 = 774);
    /// iPad 11 (20): badge (20, 607), field (20, 44, 794).
    static let expected: [[String: Rect]] = [
        [
            "badge": Rect(x: 20, y: 343.5, width: 100, height: 20),
            "field": Rect(x: 16, y: 40, width: 343, height: 44),
        ],
        [
            "badge": Rect(x: 20, y: 476, width: 100, height: 20),
            "field": Rect(x: 20, y: 79, width: 390, height: 44),
        ],
        [
            "badge": Rect(x: 79, y: 225, width: 100, height: 20),
            "field": Rect(x: 79, y: 20, width: 774, height: 44),
        ],
        [
            "badge": Rect(x: 20, y: 607, width: 100, height: 20),
            "field": Rect(x: 20, y: 44, width: 794, height: 44),
        ],
    ]

    /// The frames of view spec `spec` laid out on `screen` inside its insets.
    static func frames(_ spec: ViewSpec, _ screen: Screens.Screen) -> [String: Rect] {
        var view = spec
        view.environment.safeAreaInsets = screen.insets
        var engine = StackLayoutEngine(view)
        let solution = engine.solve(in: SolveSize(screen.size))
        return Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theFieldFollowsTheMarginOnEveryDevice() throws {
        let translation = try Self.translate(marginRoot: "screen")
        #expect(translation.spec.root.kind == .geometryReader)
        #expect(translation.notes.contains { $0.reason.contains("affine") }, "\(translation.notes)")
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        // In the reader's terms (origin at the safe area's top-leading corner, width Sw =
        // W − l − r): the field's x is m, its width Sw − 2m (its y, 20, is a constant).
        let margin = ConstraintsToStacks.minimumMarginExpression
        #expect(
            AffineSafeAreaTranslationTests.expressions(translation, "field") == [
                "width: geometry.width - 2 * " + margin, "x: " + margin,
            ])
        for (screen, expected) in zip(Self.screens, Self.expected) {
            let solved = try ConstraintLayoutEngine(try Self.spec(screen)).solve(in: screen.size)
            let stacked = Self.frames(translation.spec, screen)
            for (id, frame) in expected {
                #expect(solved.frames.first { $0.id == id }?.frame == frame, "constraints \(id) on \(screen.size)")
                let found = try #require(stacked[id])
                #expect(Tolerance.distance(found, frame) <= Tolerance.frame, "\(id) on \(screen.size): \(found)")
            }
        }
    }

    @Test func theSourceNamesTheMarginOnceAndReadsBackAlike() throws {
        let source = try SwiftUISource.file(try Self.translate(marginRoot: "screen").spec, typeName: "AffineMargin")
        #expect(
            source.contains(
                """
                    GeometryReader { geometry in
                            // UIKit's minimum root margins: 16 pt below 400 pt wide, 20 from 400 pt
                            let margin = min(max(4 * geometry.size.width - 1580, 16), 20)
                """), "\(source)")
        #expect(source.contains("width: geometry.size.width - 2 * margin"), "\(source)")
        #expect(source.components(separatedBy: "min(max(").count == 2, "the step written once: \(source)")
        let spec = try readBackView(source, file: "AffineMargin.swift")
        for (screen, expected) in zip(Self.screens, Self.expected) {
            let found = Self.frames(spec, screen)
            for (id, frame) in expected {
                #expect(found[id].map { Tolerance.distance($0, frame) <= Tolerance.frame } == true, "\(id) \(screen)")
            }
        }
    }

    @Test func withoutTheMarginRootNoPieceFitsEveryDevice() throws {
        // The margin is then no variable: the field's x is 16 on the SE and 20 elsewhere (and its
        // width Sw − 32 against Sw − 40), pieces no min or max joins, so the piece of most
        // devices (20, Sw − 40) is taken and the SE is approximated: (20, 40, 335, 44) against
        // the constraints' (16, 40, 343, 44).
        let translation = try Self.translate(marginRoot: nil)
        #expect(translation.approximatedViews.contains { $0.id == "field" }, "\(translation.approximatedViews)")
        let field = try #require(Self.frames(translation.spec, Self.screens[0])["field"])
        #expect(field == Rect(x: 20, y: 40, width: 335, height: 44))
    }
}
