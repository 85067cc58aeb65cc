import ConstraintLayout
import LayoutCore
import Testing

/// `view.accessibilityIdentifier = "…"` in UIKit code names the view in the constraint spec,
/// as `.accessibilityIdentifier("…")` names a SwiftUI view: where it is a spec id that no
/// other view has (else the property's name stays the id). `translate --to uikit` writes it
/// where a view's Swift name is not its id (`title_` for the view `title`: a controller's
/// `title` is its own; `topHalf` for `top-half`).
@Suite("UIKit source: accessibilityIdentifier")
struct UIKitAccessibilityIdentifierTests {
    static func source(_ identifiers: String) -> String {
        """
        import UIKit

        final class GreetingViewController: UIViewController {
            let label = UILabel()
            let badge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                label.text = "Hello"
        \(identifiers)
                label.translatesAutoresizingMaskIntoConstraints = false
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    badge.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                    badge.leadingAnchor.constraint(equalTo: label.leadingAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        """
    }

    static func ids(_ identifiers: String) throws -> [String] {
        try UIKitSourceSupport.spec(source(identifiers)).views.map(\.id)
    }

    @Test func aLiteralIdentifierIsTheViewsID() throws {
        let ids = try Self.ids(#"        label.accessibilityIdentifier = "greeting-label""#)
        #expect(ids.contains("greeting-label") && !ids.contains("label"), "\(ids)")
        #expect(ids.contains("badge"))
    }

    @Test func anIdentifierAnotherViewHasOrThatIsNoIDLeavesTheName() throws {
        // `badge` is the other view's name; `two words` is not a spec id; a computed value is
        // not read at all.
        for line in [
            #"        label.accessibilityIdentifier = "badge""#,
            #"        label.accessibilityIdentifier = "two words""#,
            #"        label.accessibilityIdentifier = "root""#,
            "        label.accessibilityIdentifier = String(describing: label)",
        ] {
            let ids = try Self.ids(line)
            #expect(ids.contains("label") && ids.contains("badge"), "\(line): \(ids)")
        }
    }

    /// The label 20 down and 16 in; the badge 8 below it, 20 × 20 (by hand) — the same frame
    /// under the identifier as under the name.
    @Test func theFramesDoNotDependOnTheName() throws {
        let named = try ConstraintLayoutEngine.solve(
            try UIKitSourceSupport.spec(Self.source(#"        badge.accessibilityIdentifier = "dot""#)),
            in: Size(width: 375, height: 667))
        let dot = try #require(named.frame(of: "dot"))
        let label = try #require(named.frame(of: "label"))
        #expect(dot.x == 16 && dot.y == label.y + label.height + 8 && dot.width == 20 && dot.height == 20)
    }
}
