import ConstraintLayout
import LayoutCore
import Testing

/// `view.safeAreaLayoutGuide` in UIKit code is the constraint spec's guide `safeArea`, the root
/// inset by the spec's `safeAreaInsets` (FORMATS.md §5, "The safe-area guide in constraint
/// specs"); another view's guide is an error at its place. Frames derived by hand below.
@Suite("UIKit source: safeAreaLayoutGuide")
struct UIKitSafeAreaGuideTests {
    static let source = """
        import UIKit

        final class InboxViewController: UIViewController {
            let header = UIView()
            let footer = UIView()
            let badge = UIView()
            let marker = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                [header, footer, badge, marker].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview($0)
                }
                let guide = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    header.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                    header.trailingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                    header.heightAnchor.constraint(equalToConstant: 44),
                    footer.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    footer.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
                    footer.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
                    footer.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.1),
                    badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                    badge.leftAnchor.constraint(equalTo: guide.leftAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalToConstant: 20),
                    marker.widthAnchor.constraint(equalToConstant: 10),
                    marker.heightAnchor.constraint(equalToConstant: 10),
                ])
                NSLayoutConstraint(
                    item: marker, attribute: .right, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .right, multiplier: 1, constant: -8
                ).isActive = true
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal, toItem: marker,
                    attribute: .bottom, multiplier: 1, constant: 100
                ).isActive = true
            }
        }
        """

    static let portrait = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    static let landscape = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

    static func frames(_ insets: EdgeInsets, _ width: Double, _ height: Double) throws -> [String: Rect] {
        var spec = try UIKitSourceSupport.spec(Self.source)
        spec.safeAreaInsets = insets
        return try ConstraintLayoutEngine.solve(spec, in: Size(width: width, height: height)).frameIndex
    }

    static func expect(_ frames: [String: Rect], _ id: String, _ expected: Rect) {
        let frame = frames[id]
        let close = frame.map {
            abs($0.x - expected.x) < 1e-6 && abs($0.y - expected.y) < 1e-6 && abs($0.width - expected.width) < 1e-6
                && abs($0.height - expected.height) < 1e-6
        }
        #expect(close == true, "\(id): \(String(describing: frame)), expected \(expected)")
    }

    @Test func theRootsGuideIsTheSpecsSafeAreaItem() throws {
        let spec = try UIKitSourceSupport.spec(Self.source)
        let rows = spec.constraints.map { JSONWriter.write($0.json, pretty: false) }
        #expect(rows.contains { $0.contains(#""second":"safeArea.top""#) }, "\(rows)")
        #expect(rows.contains { $0.contains(#""first":"safeArea.bottom""#) }, "\(rows)")
        #expect(rows.allSatisfy { !$0.contains("root.") }, "\(rows)")
        // The file says nothing about the insets: UIKit supplies them, the spec's default is 0.
        #expect(spec.safeAreaInsets == EdgeInsets())
        #expect(!spec.views.contains { $0.id == ConstraintSpec.safeAreaID })
    }

    /// Portrait 393 × 852 in 59 / 0 / 34 / 0: the guide is (0, 59, 393, 759), bottom 818,
    /// centre (196.5, 438.5). header 16 in on each side: (16, 59, 361, 44); footer half as wide
    /// (196.5) and a tenth as tall (75.9), centred, at the bottom: x 196.5 − 98.25, y 818 −
    /// 75.9; badge centred vertically at the left: y 438.5 − 10; marker 8 from the right (393 −
    /// 8 − 10) and 100 above the guide's bottom (818 − 100 − 10).
    @Test func portraitInsets() throws {
        let frames = try Self.frames(Self.portrait, 393, 852)
        Self.expect(frames, "header", rect(16, 59, 361, 44))
        Self.expect(frames, "footer", rect(98.25, 742.1, 196.5, 75.9))
        Self.expect(frames, "badge", rect(0, 428.5, 20, 20))
        Self.expect(frames, "marker", rect(375, 708, 10, 10))
        #expect(frames[ConstraintSpec.safeAreaID] == nil)
    }

    /// Landscape 852 × 393 in 0 / 59 / 21 / 59: the guide is (59, 0, 734, 372), right 793,
    /// centre (426, 186). header (75, 0, 702, 44); footer 367 × 37.2 at x 426 − 183.5, y 372 −
    /// 37.2; badge at the guide's left 59, y 186 − 10; marker at x 793 − 8 − 10, y 372 − 100 − 10.
    @Test func landscapeInsets() throws {
        let frames = try Self.frames(Self.landscape, 852, 393)
        Self.expect(frames, "header", rect(75, 0, 702, 44))
        Self.expect(frames, "footer", rect(242.5, 334.8, 367, 37.2))
        Self.expect(frames, "badge", rect(59, 176, 20, 20))
        Self.expect(frames, "marker", rect(775, 262, 10, 10))
    }

    /// Without insets (the spec as imported, what `layoutlab solve File.swift --size iphone-16`
    /// lays out, as a view spec without `environment.safeAreaInsets`) the guide is the root:
    /// header (16, 0, 361, 44), marker at y 852 − 100 − 10.
    @Test func withoutInsetsTheGuideIsTheRoot() throws {
        let frames = try Self.frames(EdgeInsets(), 393, 852)
        Self.expect(frames, "header", rect(16, 0, 361, 44))
        Self.expect(frames, "marker", rect(375, 742, 10, 10))
    }

    /// A UIView subclass laid out as the root: its own guide (`self.safeAreaLayoutGuide`, or
    /// without `self`) is the root's. 300 × 200 in 10 / 20 / 0 / 0: title 4 below the guide's
    /// top (10 + 4) at its leading edge (20); without insets at (0, 4).
    @Test func aRootViewsOwnGuide() throws {
        let source = """
            import UIKit

            final class CardView: UIView {
                let title = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: self.safeAreaLayoutGuide.topAnchor, constant: 4),
                        title.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
                        title.widthAnchor.constraint(equalToConstant: 100),
                        title.heightAnchor.constraint(equalToConstant: 20),
                        title.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
                    ])
                }
            }
            """
        var spec = try UIKitSourceSupport.spec(source)
        let size = Size(width: 300, height: 200)
        Self.expect(try ConstraintLayoutEngine.solve(spec, in: size).frameIndex, "title", rect(0, 4, 100, 20))
        spec.safeAreaInsets = EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0)
        Self.expect(try ConstraintLayoutEngine.solve(spec, in: size).frameIndex, "title", rect(20, 14, 100, 20))
    }

    @Test func anotherViewsGuideIsAnErrorAtItsPlace() throws {
        // `a.safeAreaLayoutGuide` starts after 8 spaces and `a.topAnchor.constraint(equalTo: `
        // (32 characters): column 41 of line 9.
        let error = try #require(
            SwiftSourceSupport.error(
                SwiftSourceProblemTests.uikit(
                    "a.topAnchor.constraint(equalTo: a.safeAreaLayoutGuide.topAnchor).isActive = true")))
        #expect(error.location == .lineColumn(line: 9, column: 41))
        guard case .swiftSource(.unsupported(let what)) = error.problem else {
            Issue.record("\(error.problem)")
            return
        }
        #expect(what.hasPrefix("`.safeAreaLayoutGuide` of `a`, a view other than the root"))
        #expect(error.description.contains("Test.swift:9:41"), "\(error.description)")
    }

    @Test func aGuideHasNoBaselineAndNoOtherGuideIsAnItem() throws {
        let baseline = try #require(
            SwiftSourceSupport.error(
                SwiftSourceProblemTests.uikit(
                    "a.firstBaselineAnchor.constraint(equalTo: view.safeAreaLayoutGuide.firstBaselineAnchor)"
                        + ".isActive = true")))
        #expect(baseline.problem == .swiftSource(.unsupported("`.firstBaselineAnchor` of a layout guide")))
        // `toItem: view.layoutMarginsGuide` was read as no second item (a constant); it is an
        // error at the argument: after 8 spaces and the 72 characters before it, column 81.
        let margins = try #require(
            SwiftSourceSupport.error(
                SwiftSourceProblemTests.uikit(
                    "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view.layoutMarginsGuide, "
                        + "attribute: .top, multiplier: 1, constant: 0).isActive = true")))
        #expect(margins.location == .lineColumn(line: 9, column: 81))
    }
}
