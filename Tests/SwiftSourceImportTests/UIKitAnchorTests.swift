import LayoutCore
import Testing

/// UIKit view controllers and views read from source: anchors, NSLayoutConstraint, VFL,
/// priorities, hugging, UILabel text, UIStackView. Labels are measured with the font (Inter,
/// 2816 units per em: n units at size s are n × s / 2816 pt; line height 3408 units, ascender
/// 2728), advances from `scripts/font-advances.py`.
@Suite("UIKit source: anchors, labels, stack views, VFL")
struct UIKitAnchorTests {
    static let profile = """
        import UIKit

        final class ProfileViewController: UIViewController {
            private let avatar: UIView = {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                view.backgroundColor = .systemBlue
                return view
            }()
            private let nameLabel = UILabel()
            private let bioLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                nameLabel.text = "Ada Lovelace"
                nameLabel.font = .systemFont(ofSize: 34)
                bioLabel.text = "Mathematician"
                [nameLabel, bioLabel].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview($0)
                }
                view.addSubview(avatar)
                setupConstraints()
            }

            private func setupConstraints() {
                NSLayoutConstraint.activate([
                    avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    avatar.widthAnchor.constraint(equalToConstant: 80),
                    avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                    nameLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 2),
                    nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    bioLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.lastBaselineAnchor, constant: 24),
                    bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
                ])
                let trailing = nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20)
                trailing.priority = .defaultHigh + 1
                trailing.identifier = "name-trailing"
                trailing.isActive = true
            }
        }
        """

    @Test func controllerWithAnchorsGuidesSystemSpacingAndBaselines() throws {
        let frames = try UIKitSourceSupport.frames(Self.profile, 375, 667)
        // 80 × 80 centred: x = (375 − 80) / 2; top 20 below the safe area (the canvas top).
        #expect(frames["avatar"] == rect(147.5, 20, 80, 80))
        // "Ada Lovelace" at 34 pt: A 1904 d 1748 a 1588 space 792 L 1584 o 1680 −56 (kern o-v)
        // v 1568 −56 (v-e) e 1640 l 668 a 1588 c 1572 e 1640 = 17860 units = 215.639 wide,
        // 3408 units = 41.148 high; 2 × 8 system spacing below the avatar (y = 116); the
        // margins guide is 8 in from the leading edge.
        expectClose(frames["nameLabel"], rect(8, 116, 17860 * 34 / 2816, 3408 * 34 / 2816))
        // Baseline to baseline 24: 116 + 2728 × 34 / 2816 (32.9375) + 24, less the bio's
        // ascender 2728 × 17 / 2816 (16.46875) = 156.46875; "Mathematician" = M 2504 a 1588
        // t 1024 +32 (t-h) h 1664 e 1640 m 2448 a 1588 t 1024 i 668 c 1572 i 668 a 1588 n 1648
        // = 19656 units at 17 pt.
        expectClose(
            frames["bioLabel"],
            rect(8, 116 + 2728 * 34 / 2816 + 24 - 2728 * 17 / 2816, 19656 * 17 / 2816, 3408 * 17 / 2816))
    }

    @Test func priorityArithmeticAndIdentifierReachTheSpec() throws {
        let spec = try UIKitSourceSupport.spec(Self.profile)
        guard case .object(let trailing, _)? = spec.constraints.last else {
            Issue.record("expected the trailing constraint last (activated last)")
            return
        }
        #expect(trailing.priority == 751)
        #expect(trailing.identifier == "name-trailing")
        #expect(spec.views.map(\.id) == ["nameLabel", "bioLabel", "avatar"])
    }

    static let stack = """
        import UIKit

        class SettingsView: UIView {
            let titleLabel = UILabel()
            let valueLabel = UILabel()
            lazy var row = UIStackView(arrangedSubviews: [titleLabel, valueLabel])

            override init(frame: CGRect) {
                super.init(frame: frame)
                setupViews()
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            private func setupViews() {
                titleLabel.text = "Wi-Fi"
                valueLabel.text = "On"
                valueLabel.setContentHuggingPriority(.required, for: .horizontal)
                row.axis = .horizontal
                row.spacing = 8
                row.alignment = .center
                row.translatesAutoresizingMaskIntoConstraints = false
                addSubview(row)
                NSLayoutConstraint.activate(
                    NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-(pad)-[row]-(pad)-|", options: [], metrics: ["pad": 16], views: ["row": row])
                )
                NSLayoutConstraint(
                    item: row, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 12
                ).isActive = true
            }
        }
        """

    @Test func viewSubclassWithAStackViewVFLAndItemAttributeConstraint() throws {
        let frames = try UIKitSourceSupport.frames(Self.stack, 320, 100)
        // The row spans 320 − 16 − 16 = 288 from x = 16, 12 from the top; its height is the
        // labels' one line, 3408 units at 17 pt = 20.574. "On" (O 2144 + n 1648 = 3792 units
        // = 22.892 pt) hugs at 1000 and keeps its width at the trailing end; the title takes
        // the rest: 288 − 8 − 22.892 = 257.108.
        let line = 3408 * 17 / 2816.0
        let on = 3792 * 17 / 2816.0
        expectClose(frames["row"], rect(16, 12, 288, line))
        expectClose(frames["valueLabel"], rect(16 + 288 - on, 12, on, line))
        expectClose(frames["titleLabel"], rect(16, 12, 288 - 8 - on, line))
    }

    @Test func aCustomViewsIntrinsicContentSizeOverrideIsItsIntrinsicSize() throws {
        let source = """
            import UIKit

            final class Badge: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 24) }
            }

            final class BadgeViewController: UIViewController {
                let badge = Badge()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    badge.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10).isActive = true
                }
            }
            """
        // 44 × 24 from the intrinsic size, centred horizontally, 10 above the bottom.
        #expect(try UIKitSourceSupport.frames(source, 200, 300)["badge"] == rect(78, 266, 44, 24))
    }

    @Test func forgettingTranslatesAutoresizingMaskConflictsAsInUIKit() throws {
        let source = """
            import UIKit

            final class Broken: UIViewController {
                let box = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.widthAnchor.constraint(equalToConstant: 80).isActive = true
                }
            }
            """
        // The zero frame's width 0 (box-autoresizing-width) conflicts with width 80.
        let solution = try UIKitSourceSupport.solution(source, 200, 200)
        #expect(solution.status == .unsatisfiable)
        let names = solution.diagnostics.flatMap(\.constraints)
        #expect(names.contains("box-autoresizing-width"))
    }

    @Test func aConstrainedViewOutsideTheHierarchyIsALocatedError() throws {
        let source = """
            import UIKit

            final class Missing: UIViewController {
                let box = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.widthAnchor.constraint(equalToConstant: 80).isActive = true
                }
            }
            """
        let error = try #require(SwiftSourceSupport.error(source))
        #expect(error.location == .lineColumn(line: 9, column: 9))
        #expect(error.problem == .swiftSource(.notInHierarchy("box")))
    }
}

/// Expects `frame` to be `expected` within 10⁻⁶ pt on every edge.
private func expectClose(_ frame: Rect?, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame else {
        Issue.record("no frame", sourceLocation: sourceLocation)
        return
    }
    #expect(Tolerance.distance(frame, expected) < 1e-6, "\(frame) vs \(expected)", sourceLocation: sourceLocation)
}
