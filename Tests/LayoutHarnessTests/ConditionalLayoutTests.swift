import LayoutCore
import LayoutHarness
import Testing

/// Size classes per device, and seed 001's conditional layout (the built-in corpus entry
/// `conditional-layout`): an `AnyLayout` on `verticalSizeClass` in SwiftUI, conditional
/// constraints (`variations`) in UIKit.
@Suite struct ConditionalLayoutTests {
    /// Apple's HIG "Layout" → "Device size classes", written out per preset: (portrait,
    /// landscape) as "wC hR"-style pairs. Only the Plus and Pro Max phones have a regular
    /// width in landscape; iPads are regular both ways in both orientations.
    static let higTable: [String: (portrait: String, landscape: String)] = [
        "iphone-se-3": ("wC hR", "wC hC"), "iphone-16e": ("wC hR", "wC hC"), "iphone-16": ("wC hR", "wC hC"),
        "iphone-16-pro": ("wC hR", "wC hC"), "iphone-16-plus": ("wC hR", "wR hC"),
        "iphone-16-pro-max": ("wC hR", "wR hC"),
        "ipad-mini-a17-pro": ("wR hR", "wR hR"), "ipad-air-11": ("wR hR", "wR hR"),
        "ipad-pro-11-4th-gen": ("wR hR", "wR hR"), "ipad-pro-11": ("wR hR", "wR hR"),
        "ipad-air-13": ("wR hR", "wR hR"), "ipad-pro-13": ("wR hR", "wR hR"),
    ]

    static func short(_ classes: SizeClasses) -> String {
        "w\(classes.horizontal == .compact ? "C" : "R") h\(classes.vertical == .compact ? "C" : "R")"
    }

    @Test func everyPresetHasTheClassesOfTheHIGTable() {
        #expect(Set(Device.presets.map(\.name)) == Set(Self.higTable.keys))
        for device in Device.presets {
            let expected = Self.higTable[device.name]
            #expect(Self.short(device.sizeClasses(landscape: false)) == expected?.portrait, "\(device.name)")
            #expect(Self.short(device.sizeClasses(landscape: true)) == expected?.landscape, "\(device.name) landscape")
        }
    }

    /// Every preset in both orientations.
    static var deviceSizes: [Size] { Device.presets.flatMap { [$0.size, $0.landscapeSize] } }

    func report(at sizes: [Size]) throws -> ComparisonReport {
        let entry = try #require(Corpus.entry(named: "conditional-layout"))
        var comparator = LayoutComparator(
            viewSpec: try entry.decodedViewSpec(), constraintSpec: try entry.decodedConstraintSpec())
        comparator.workers = 1
        return try comparator.run(sizes: sizes)
    }

    @Test func bothEnginesAreIdenticalOnEveryDeviceInBothOrientations() throws {
        let report = try report(at: Self.deviceSizes)
        #expect(report.matchedIDs.count == 10)  // content, title, toggle, squares, s0…s5
        for size in report.sizes {
            #expect(size.maxDifference <= Tolerance.frame, "\(size.size): largest difference \(size.maxDifference)")
        }
        #expect(report.agreeingCount == Self.deviceSizes.count)
    }

    /// iPhone 16 portrait (393 × 852, wC hR → VStack): the padded content is 361 × 820 at
    /// (16, 16). The squares' VStack is 50 wide and 6 × 50 + 5 × 8 = 340 high, centred in 361
    /// (x = 16 + (361 − 50)/2 = 171.5) and pushed to the bottom by the Spacer (bottom at
    /// 852 − 16 = 836, top 496); square i at y = 496 + 58 i. The switch (51 × 31, taller than
    /// one line of title2 text) is at x = 16 + 361 − 51 = 326, y = 16.
    ///
    /// iPhone 16 landscape (852 × 393, wC hC → HStack): content 820 × 361 at (16, 16); the
    /// squares' HStack is 340 × 50, centred: x = 16 + (820 − 340)/2 = 256, bottom at 377, so
    /// y = 327; square i at x = 256 + 58 i. The switch at x = 16 + 820 − 51 = 785, y = 16.
    @Test(arguments: [true, false])
    func iPhone16FramesFollowTheSizeClass(landscape: Bool) throws {
        let size = landscape ? Size(width: 852, height: 393) : Size(width: 393, height: 852)
        var expected: [String: Rect] = [
            "content": landscape
                ? Rect(x: 16, y: 16, width: 820, height: 361) : Rect(x: 16, y: 16, width: 361, height: 820),
            "squares": landscape
                ? Rect(x: 256, y: 327, width: 340, height: 50) : Rect(x: 171.5, y: 496, width: 50, height: 340),
            "toggle": Rect(x: landscape ? 785 : 326, y: 16, width: 51, height: 31),
        ]
        for i in 0..<6 {
            let step = 58 * Double(i)
            expected["s\(i)"] =
                landscape
                ? Rect(x: 256 + step, y: 327, width: 50, height: 50)
                : Rect(x: 171.5, y: 496 + step, width: 50, height: 50)
        }
        let report = try report(at: [size])
        let sized = try #require(report.sizes.first)
        for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let difference = try #require(sized.differences.first { $0.id == id }, "\(id)")
            for (engine, frame) in [("stack", difference.stack), ("constraints", difference.constraints)] {
                let actual = try #require(frame, "\(id) \(engine)")
                #expect(Tolerance.distance(actual, rect) <= Tolerance.frame, "\(id) \(engine): \(actual) ≠ \(rect)")
            }
        }
        // The title starts at the content's leading edge and is centred on the switch.
        let title = try #require(sized.differences.first { $0.id == "title" }?.stack)
        #expect(title.x == 16)
        #expect(abs(title.y + title.height / 2 - 31.5) <= Tolerance.frame)
    }
}
