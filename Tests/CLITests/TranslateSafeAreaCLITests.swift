import Testing

/// `layoutlab translate --to constraints` (and `--to uikit`) for the safe-area modifiers
/// (docs/TRANSLATION.md, "Safe areas").
@Suite struct TranslateSafeAreaCLITests {
    @Test func bottomBarMinimalFormStandsSpacingBelowTheList() throws {
        // VStack { title (44); list }.safeAreaInset(edge: .bottom, spacing: 8) { bar (49) } on an
        // iPhone 15's insets: the layer is the safe area, 59 below the window's top and
        // H − 93 high; the bar's top is the list's bottom + the spacing; the list is
        // H − 93 − 44 − 8 − 49 = H − 194 high.
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
        #expect(result.stdout.contains("\"bar.top == list.bottom + 8\""))
        #expect(result.stdout.contains("\"list.height == root.height - 194\""))
        #expect(result.stdout.contains("\"screen.top == root.top + 59\""))
        // The same constraints as anchor code (the replay's rows relate several anchors on a
        // side and had no UIKit form).
        let uikit = try CLI.run(["translate", path, "--to", "uikit"])
        #expect(uikit.status == 0, "\(uikit.stderr)")
        #expect(uikit.stdout.contains("bar.topAnchor.constraint(equalTo: list.bottomAnchor, constant: 8),"))
        #expect(uikit.stdout.contains("screen.topAnchor.constraint(equalTo: view.topAnchor, constant: 59),"))
    }

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
