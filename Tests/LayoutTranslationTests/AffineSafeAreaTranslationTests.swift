import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// The affine fallback of a screen's root written in the safe area's terms (issue 17): given
/// the root on each device (``DeviceSafeAreas``), the GeometryReader lies inside the safe
/// area and every frame is affine in its size and `geometry.safeAreaInsets`, so the SwiftUI
/// is exact on every device, not only with the document's insets.
///
/// The screen is `SafeAreaTranslationTests.spec`'s (the root `screen`, its safe-area guide
/// `safe`) with a badge placed from the screen's centre (no stack form: the layout takes the
/// last resort) and a bar across the whole screen 8 above the safe area's bottom. Swept over
/// the iPhone SE (20 at the top), iPhone 15 (59 / 34), its landscape (59 at the sides, 21 at
/// the bottom) and the iPad 11-inch (24 / 20); translated for the SE.
@Suite("Constraints → affine frames in the safe area")
struct AffineSafeAreaTranslationTests {
    typealias Screens = SafeAreaTranslationTests

    static let views = #"{ "id": "badge", "parent": "screen" }, { "id": "bar", "parent": "screen" }"#
    static let constraints = [
        "badge.leading == safe.leading + 20", "badge.top == screen.centerY + 10", "badge.width == 100",
        "badge.height == 20", "bar.leading == screen.leading", "bar.trailing == screen.trailing",
        "bar.bottom == safe.bottom - 8", "bar.height == 44",
    ]

    static func spec(_ screen: Screens.Screen) throws -> ConstraintSpec {
        try Screens.spec(screen, views: views, constraints: constraints)
    }

    /// The four screens as devices: each spec made for the screen's insets, or for others.
    static var devices: DeviceSafeAreas {
        DeviceSafeAreas(devices: Screens.screens.map { .init(size: $0.size, insets: $0.insets) }) { index, insets in
            try spec(Screens.Screen(size: Screens.screens[index].size, insets: insets))
        }
    }

    static func translate(devices: DeviceSafeAreas?) throws -> StackTranslation {
        let se = Screens.screens[0]
        return try ConstraintsToStacks.translate(
            try spec(se), allowGeometryReader: true, verifyingAt: Screens.screens.map(\.size), helperIDs: ["safe"],
            allowsApproximation: true, safeArea: RootSafeArea(root: "screen", insets: se.insets, guides: ["safe"]),
            devices: devices)
    }

    /// By hand, with the window W × H and insets t, l, b, r:
    /// - badge: (l + 20, H / 2 + 10, 100, 20) — SE (20, 343.5), iPhone 15 (20, 436), its
    ///   landscape (79, 206.5), iPad (20, 607);
    /// - bar: (0, H − b − 8 − 44, W, 44) — SE y 615, iPhone 15 766, landscape 320, iPad 1122;
    /// - screen: the window.
    static let expected: [[String: Rect]] = [
        [
            "badge": Rect(x: 20, y: 343.5, width: 100, height: 20), "bar": Rect(x: 0, y: 615, width: 375, height: 44),
            "screen": Rect(x: 0, y: 0, width: 375, height: 667),
        ],
        [
            "badge": Rect(x: 20, y: 436, width: 100, height: 20), "bar": Rect(x: 0, y: 766, width: 393, height: 44),
            "screen": Rect(x: 0, y: 0, width: 393, height: 852),
        ],
        [
            "badge": Rect(x: 79, y: 206.5, width: 100, height: 20), "bar": Rect(x: 0, y: 320, width: 852, height: 44),
            "screen": Rect(x: 0, y: 0, width: 852, height: 393),
        ],
        [
            "badge": Rect(x: 20, y: 607, width: 100, height: 20), "bar": Rect(x: 0, y: 1122, width: 834, height: 44),
            "screen": Rect(x: 0, y: 0, width: 834, height: 1194),
        ],
    ]

    /// The expressions (`key: source`) of the ZStack child of `translation` that carries `id`.
    static func expressions(_ translation: StackTranslation, _ id: String) -> [String] {
        let children = translation.spec.root.children.first?.children ?? []
        let node = children.first { $0.id == id || $0.modifiers.contains { $0.id == id } }
        return (node?.modifiers ?? []).flatMap(\.expressions).map { $0.key + ": " + $0.expression.source }
    }

    /// The frames of `translation` laid out on `screen` inside its insets.
    static func frames(_ translation: StackTranslation, _ screen: Screens.Screen) -> [String: Rect] {
        var view = translation.spec
        view.environment.safeAreaInsets = screen.insets
        var engine = StackLayoutEngine(view)
        let solution = engine.solve(in: SolveSize(screen.size))
        return Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theFramesFollowTheSafeAreaOnEveryDevice() throws {
        let translation = try Self.translate(devices: Self.devices)
        #expect(translation.spec.root.kind == .geometryReader)
        #expect(translation.notes.contains { $0.reason.contains("affine") }, "\(translation.notes)")
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        // In the reader's terms (its size Sw × Sh is the safe area's, its origin the safe area's
        // top-leading corner; H = Sh + t + b): the badge's y is H / 2 + 10 − t =
        // Sh / 2 − t / 2 + b / 2 + 10; the bar's x is −l, its width Sw + l + r, its y
        // H − b − 52 − t = Sh − 52; the screen is moved by (−l, −t) and is Sw + l + r wide,
        // Sh + t + b high.
        let sides = "geometry.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing"
        #expect(
            Self.expressions(translation, "badge") == [
                "y: 0.5 * geometry.height - 0.5 * geometry.safeAreaInsets.top + 0.5 * geometry.safeAreaInsets.bottom + 10"
            ])
        #expect(
            Self.expressions(translation, "bar") == [
                "width: " + sides, "x: -geometry.safeAreaInsets.leading", "y: geometry.height - 52",
            ])
        #expect(
            Self.expressions(translation, "screen") == [
                "width: " + sides,
                "height: geometry.height + geometry.safeAreaInsets.top + geometry.safeAreaInsets.bottom",
                "x: -geometry.safeAreaInsets.leading", "y: -geometry.safeAreaInsets.top",
            ])
        let source = try SwiftUISource.file(translation.spec, typeName: "AffineSafeArea")
        #expect(source.contains("-geometry.safeAreaInsets.leading"), "\(source)")
        #expect(!source.contains("ignoresSafeArea"), "the reader lies in the safe area: \(source)")
        for (screen, expected) in zip(Screens.screens, Self.expected) {
            let solved = try ConstraintLayoutEngine(try Self.spec(screen)).solve(in: screen.size)
            for (id, frame) in expected {
                #expect(solved.frames.first { $0.id == id }?.frame == frame, "constraints \(id) on \(screen.size)")
                let stacked = try #require(Self.frames(translation, screen)[id])
                #expect(Tolerance.distance(stacked, frame) <= Tolerance.frame, "\(id) on \(screen.size): \(stacked)")
            }
        }
    }

    @Test func withoutTheDevicesTheFramesHoldTheDocumentsInsets() throws {
        // Given only the SE's spec, the reader ignores the safe area and the frames are the
        // window's with the SE's insets in their constants: on the iPhone 15 the bar sits
        // 852 − 0 − 52 = 800 down, not 766 (34 pt below the constraints' bar).
        let translation = try Self.translate(devices: nil)
        let bar = try #require(Self.frames(translation, Screens.screens[1])["bar"])
        #expect(bar == Rect(x: 0, y: 800, width: 393, height: 44))
    }
}
