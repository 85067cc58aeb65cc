import LayoutCore
import Testing

/// UIKit view controllers and views read from source: anchors, NSLayoutConstraint, VFL,
/// priorities, hugging, UILabel text, UIStackView. Labels use the synthetic text metrics:
/// 8.5 pt per character, 20.5 pt per line, baseline 16 below the top, at size 17.
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
        // Size 34 doubles the metrics: 12 × 17 = 204 wide, 41 high; 2 × 8 system spacing below
        // the avatar (y = 116); the margins guide is 8 in from the leading edge.
        #expect(frames["nameLabel"] == rect(8, 116, 204, 41))
        // Baseline to baseline 24: 116 + 32 + 24 = 172, less the bio's 16-pt ascent = 156.
        #expect(frames["bioLabel"] == rect(8, 156, 110.5, 20.5))
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
        // labels' 20.5. "On" hugs at 1000 and keeps its 17 points at the trailing end; the
        // title takes the rest: 288 − 8 − 17 = 263.
        #expect(frames["row"] == rect(16, 12, 288, 20.5))
        #expect(frames["valueLabel"] == rect(287, 12, 17, 20.5))
        #expect(frames["titleLabel"] == rect(16, 12, 263, 20.5))
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
        #expect(error.message.contains("not in the view hierarchy"))
    }
}
