import Testing

/// `layoutlab translate --to constraints` (and `--to uikit`) for the safe-area modifiers
/// (docs/TRANSLATION.md, "Safe areas").
@Suite struct TranslateSafeAreaCLITests {
    @Test func bottomBarMinimalFormStandsSpacingBelowTheList() throws {
        // VStack { title (44); list }.safeAreaInset(edge: .bottom, spacing: 8) { bar (49) } on an
        // iPhone 15's insets: the layer is the safe area (the root's safe-area guide); the bar's
        // top is the list's bottom + the spacing; the list is the guide's height − 44 − 8 − 49.
        let path = try CLI.temporaryFile(
            #"""
            { "format": "layoutlab.view/1", "name": "bar-inset",
              "environment": { "safeAreaInsets": { "top": 59, "leading": 0, "bottom": 34, "trailing": 0 } },
              "root": { "type": "VStack", "spacing": 0, "children": [
                  { "type": "Color", "modifiers": [ { "frame": { "height": 44 }, "id": "title" } ] },
                  { "type": "Color", "id": "list" } ],
                "modifiers": [ { "safeAreaInset": { "edge": "bottom", "spacing": 8, "content":
                    { "type": "Color", "modifiers": [ { "frame": { "height": 49 }, "id": "bar" } ] } }, "id": "screen" } ] } }
            """#)
        let result = try CLI.run(["translate", path, "--to", "constraints"])
        #expect(result.status == 0)
        // The insets are the spec's, the screen's edges its safe-area guide's (no 59, 34, 93):
        // the list is the guide's height less 44 + 8 + 49 = 101.
        #expect(
            result.stdout.contains(#""safeAreaInsets": {\#n    "top": 59,\#n    "leading": 0,\#n    "bottom": 34,"#))
        #expect(result.stdout.contains("\"bar.top == list.bottom + 8\""))
        #expect(result.stdout.contains("\"list.height == safeArea.height - 101\""))
        #expect(result.stdout.contains("\"screen.top == safeArea.top\""))
        #expect(!result.stdout.contains("root."))
        // The same constraints as anchor code: the guide is the view's safeAreaLayoutGuide and
        // UIKit supplies the insets, so nothing else is written about them.
        let uikit = try CLI.run(["translate", path, "--to", "uikit"])
        #expect(uikit.status == 0, "\(uikit.stderr)")
        #expect(uikit.stdout == Self.barInsetUIKit)
    }

    /// The golden: each view's width and left edge from the guide's (or the view above), its
    /// height fixed or the guide's less 101, its top from the guide's or the view above. The
    /// view `title` is the property `title_` (a controller's `title` is its own), its id kept
    /// as its accessibility identifier.
    static let barInsetUIKit = """
        import UIKit

        final class BarInsetViewController: UIViewController {
            let title_ = UIView()
            let list = UIView()
            let bar = UIView()
            let screen = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                title_.accessibilityIdentifier = "title"
                title_.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(title_)
                list.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(list)
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                screen.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(screen)
                NSLayoutConstraint.activate([
                    title_.widthAnchor.constraint(equalTo: view.safeAreaLayoutGuide.widthAnchor),
                    title_.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor),
                    title_.heightAnchor.constraint(equalToConstant: 44),
                    title_.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    list.widthAnchor.constraint(equalTo: view.safeAreaLayoutGuide.widthAnchor),
                    list.leftAnchor.constraint(equalTo: title_.leftAnchor),
                    list.heightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.heightAnchor, constant: -101),
                    list.topAnchor.constraint(equalTo: title_.bottomAnchor),
                    bar.widthAnchor.constraint(equalTo: view.safeAreaLayoutGuide.widthAnchor),
                    bar.leftAnchor.constraint(equalTo: list.leftAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 49),
                    bar.topAnchor.constraint(equalTo: list.bottomAnchor, constant: 8),
                    screen.widthAnchor.constraint(equalTo: view.safeAreaLayoutGuide.widthAnchor),
                    screen.leftAnchor.constraint(equalTo: bar.leftAnchor),
                    screen.heightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.heightAnchor),
                    screen.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                ])
            }
        }

        """

    @Test func ignoringThroughSafeAreaPaddingExits1NamingTheView() throws {
        let path = try CLI.temporaryFile(
            #"""
            { "format": "layoutlab.view/1", "name": "ignoring",
              "root": { "type": "VStack", "children": [
                  { "type": "Color", "id": "backdrop", "modifiers": [ { "ignoresSafeArea": true } ] } ],
                "modifiers": [ { "safeAreaPadding": 16 } ] } }
            """#)
        for target in [["constraints", "--exact"], ["uikit", "--exact"]] {
            let result = try CLI.run(["translate", path, "--to"] + target)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.contains("these views have no constraint form:\n  backdrop: `.ignoresSafeArea` inside"))
        }
    }
}
