import LayoutCore
import LayoutHarness
import Testing

@testable import layoutlab

/// `migrate`'s root-margins note is given only where it is true: where laying the root out
/// with the document's margin on every device leaves fewer views differing. Before, an
/// approximate root got the note whenever its margin stepped on some device, even when no
/// view was pinned to the margins (RxSwift PartialUpdates Q1a-BU-VHX, whose 34-pt
/// difference was the root view's own frame).
@Suite struct MigrateMarginNoteTests {
    /// Root `r` fills the screen with side margins `margin`; `a` is pinned to those margins,
    /// 10 high at the top (`pinned`) or to r's own edges; `b` is 10 high at r's bottom.
    static func constraints(margin: Double, pinned: Bool) -> String {
        let sides =
            pinned
            ? #""a.leading == r.leadingMargin", "a.trailing == r.trailingMargin""#
            : #""a.leading == r.leading", "a.trailing == r.trailing""#
        return """
            { "format": "layoutlab.constraints/1", "name": "margins",
              "views": [ { "id": "r", "layoutMargins": { "top": 0, "leading": \(margin), "bottom": 0, "trailing": \(margin) } },
                         { "id": "a", "parent": "r" }, { "id": "b", "parent": "r" } ],
              "constraints": [ "H:|[r]|", "V:|[r]|", \(sides), "a.top == r.top", "a.height == 10",
                               "b.leading == r.leading", "b.trailing == r.trailing", "b.bottom == r.bottom", "b.height == 10" ] }
            """
    }

    /// The SwiftUI: `a` 10 high at the top, padded `padding` on the sides; `b` 10 high at the
    /// top too (`bAtTop`, a difference of its own: y 0 where the constraints give H − 10) or at
    /// the bottom.
    static func readBack(padding: Double, bAtTop: Bool) -> String {
        """
        { "format": "layoutlab.view/1", "name": "margins",
          "root": { "type": "ZStack", "alignment": "\(bAtTop ? "top" : "bottom")", "children": [
            { "type": "Color", "id": "r" },
            { "type": "Color", "id": "b", "modifiers": [ { "frame": { "height": 10 } } ] },
            { "type": "Color", "id": "a", "modifiers": [ { "frame": { "height": 10 } },
                { "padding": { "top": 0, "leading": \(padding), "bottom": 0, "trailing": \(padding) } },
                { "frame": { "maxHeight": "infinity", "alignment": "top" } } ] } ] } }
        """
    }

    /// The note for the root laid out on the iPhone SE (375 wide: UIKit's margin 16, the
    /// document's) and the iPhone 15 Pro Max (430 wide: 20), neither with side insets.
    static func note(pinned: Bool, bAtTop: Bool) throws -> (root: RootMigration, note: String?) {
        guard
            case .view(let view) = try SpecDocument(bytes: Array(readBack(padding: 16, bAtTop: bAtTop).utf8), file: "v")
        else { throw SpecError(.invalidSpec, at: .file, "not a view spec") }
        let sides = try [("iphone-se", 16.0), ("iphone-15-pro-max", 20)].map { name, margin in
            guard
                case .constraints(let spec) = try SpecDocument(
                    bytes: Array(constraints(margin: margin, pinned: pinned).utf8), file: "c")
            else { throw SpecError(.invalidSpec, at: .file, "not a constraint spec") }
            return Migration.DeviceSide(
                device: try #require(MigrationDevice(named: name)), spec: spec, safeAreaInsets: EdgeInsets())
        }
        var root = RootMigration(document: "M.storyboard", root: "r", verdict: .notTranslated)
        Migration.compare(sides, view, [], nil, into: &root)
        let compared = try #require(root.comparisons.first)
        let note = Migration.marginNote(sides, view, [], nil, root: "r", documentMargin: 16, compared: compared)
        return (root, note)
    }

    /// On the Pro Max UIKit places `a` at x 20, 390 wide; the SwiftUI pads 16 (x 16, 398
    /// wide): approximate, and with 16 on both devices every view agrees.
    @Test func marginsThatExplainEveryDifferenceAreNoted() throws {
        let (root, note) = try Self.note(pinned: true, bAtTop: false)
        #expect(root.verdict == .approximate)
        #expect(root.reasons.map(\.view) == ["a"])
        let text = try #require(note)
        #expect(text.hasPrefix("root margins: the SwiftUI pads 16 pt (the document's device's) on every device; "))
        #expect(text.contains("UIKit's minimum differs on iphone-15-pro-max (16 pt on screens narrower than 400 pt"))
        #expect(text.hasSuffix("; with the document's margin every view agrees"))
    }

    /// `b` is at y 0 in the SwiftUI and 932 − 10 = 922 on the Pro Max (657 on the SE): the
    /// margins explain `a` only, and the note says b's 922-pt Δ is left.
    @Test func marginsThatExplainSomeDifferencesSayWhatIsLeft() throws {
        let (root, note) = try Self.note(pinned: true, bAtTop: true)
        #expect(Set(root.reasons.map(\.view)) == ["a", "b"])
        #expect(try #require(note).hasSuffix("; with the document's margin the largest Δ is 922 pt"))
    }

    /// `a` is pinned to r's edges, not its margins (0 in UIKit, 16 in this SwiftUI on both
    /// devices); `b` differs as above. The margins step on the Pro Max but change nothing: no
    /// note (the false note of Q1a-BU-VHX).
    @Test func marginsThatExplainNothingAreNotNoted() throws {
        let (root, note) = try Self.note(pinned: false, bAtTop: true)
        #expect(root.verdict == .approximate)
        #expect(note == nil)
    }
}
