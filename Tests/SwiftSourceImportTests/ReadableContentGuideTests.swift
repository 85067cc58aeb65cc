import LayoutCore
import Testing

/// `readableContentGuide` in UIKit code: a helper view `<id>--readable` between the layout
/// margins (8 pt in the constraint engine's root), at most 672 pt wide (the readable width at
/// the Large text size), centred between the margins.
@Suite("UIKit source: readableContentGuide")
struct ReadableContentGuideTests {
    static let source = """
        import UIKit

        final class ArticleController: UIViewController {
            let body = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                body.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(body)
                let guide = view.readableContentGuide
                NSLayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    body.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    body.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
        }
        """

    @Test func narrowRootGuideIsTheMargins() throws {
        // 375 − 2 × 8 = 359 < 672: the guide is the space between the margins.
        #expect(try UIKitSourceSupport.frames(Self.source, 375, 667)["body"] == rect(8, 10, 359, 50))
    }

    @Test func wideRootGuideIsTheReadableWidthCentred() throws {
        // 1024 − 16 = 1008 > 672: 672 wide, centred between the margins: 8 + (1008 − 672) / 2 = 176.
        #expect(try UIKitSourceSupport.frames(Self.source, 1024, 768)["body"] == rect(176, 10, 672, 50))
    }

    @Test func guideIsOneHelperView() throws {
        let spec = try UIKitSourceSupport.spec(Self.source)
        #expect(spec.views.filter { $0.id == "root--readable" }.count == 1)
    }
}
