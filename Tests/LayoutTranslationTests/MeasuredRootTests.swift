import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// Roots whose content is measured text (`migrate --measure-text`): an IB root or a cell's
/// content view pinned to the window (`left`, `top`, `width`, `height` equal to the root's, as
/// the importer writes it) keeps the window's frame in the stack form however small its
/// labels are, and a label sized by its text takes part in content hugging like a view with
/// an intrinsic size.
///
/// Hand figures: Inter Regular has 2816 units per em and a line of 3408 units (ascender 2728,
/// descender −680, no line gap), so one line of the body style (17 pt at Dynamic Type large)
/// is 3408 × 17 / 2816 = 20.574 pt high.
@Suite("Measured roots")
struct MeasuredRootTests {
    static let lineHeight = 3408 * 17 / 2816.0
    static let sizes = [Size(width: 375, height: 667), Size(width: 834, height: 1194), Size(width: 320, height: 300)]

    /// The window's root view as the IB importer pins it, holding one centred label.
    static let centredLabel = """
        { "format": "layoutlab.constraints/1", "name": "centred-label",
          "views": [
            { "id": "content" },
            { "id": "title", "parent": "content", "text": { "string": "Nothing here yet" } }
          ],
          "constraints": [ "content.left == root.left", "content.top == root.top",
                           "content.width == root.width", "content.height == root.height",
                           "title.centerX == content.centerX", "title.centerY == content.centerY" ] }
        """

    /// The window's root view holding one label pinned at its four edges (a status line):
    /// the label's frame is the window's inset, whatever its text measures.
    static let pinnedLabel = """
        { "format": "layoutlab.constraints/1", "name": "pinned-label",
          "views": [
            { "id": "content" },
            { "id": "title", "parent": "content", "text": { "string": "Nothing here yet" } }
          ],
          "constraints": [ "content.left == root.left", "content.top == root.top",
                           "content.width == root.width", "content.height == root.height",
                           "H:|-20-[title]-20-|", "V:|-44-[title]-34-|" ] }
        """

    /// A cell's content view: a label over a control 31 high, the chain pinned at both ends
    /// with 11-point margins and a 5-point gap. The control hugs at 250, the label at 251:
    /// Auto Layout stretches the control.
    static let huggingCell = """
        { "format": "layoutlab.constraints/1", "name": "hugging-cell",
          "views": [
            { "id": "content" },
            { "id": "title", "parent": "content", "text": { "string": "Presentation style" },
              "hugging": { "horizontal": 251, "vertical": 251 } },
            { "id": "control", "parent": "content", "intrinsicSize": { "width": 194, "height": 31 } }
          ],
          "constraints": [ "content.left == root.left", "content.top == root.top",
                           "content.width == root.width", "content.height == root.height",
                           "title.leading == content.leading + 26", "control.leading == content.leading + 26",
                           "V:|-11-[title]-5-[control]-11-|" ] }
        """

    static func frames(_ json: String, _ size: Size) throws -> (stacks: [String: Rect], constraints: [String: Rect]) {
        let spec = try constraintSpec(json)
        let translation = try ConstraintsToStacks.translate(spec)
        #expect(translation.fallbackReasons.isEmpty && translation.approximatedViews.isEmpty)
        var stack = StackLayoutEngine(translation.spec)
        let stacks = stack.solve(in: SolveSize(width: size.width, height: size.height)).frames
        let constraints = try ConstraintLayoutEngine(spec).solve(in: size).frames
        return (
            Dictionary(uniqueKeysWithValues: stacks.map { ($0.id, $0.frame) }),
            Dictionary(uniqueKeysWithValues: constraints.map { ($0.id, $0.frame) })
        )
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    static func isWindow(_ r: Rect, _ size: Size) -> Bool {
        close(r.x, 0) && close(r.y, 0) && close(r.width, size.width) && close(r.height, size.height)
    }

    /// The stack form's content view is the window (0, 0, W, H), not the label's size, and
    /// the label's centre is the window's (W / 2, H / 2) in both engines.
    @Test(arguments: sizes)
    func aRootWithACentredMeasuredLabelFillsTheWindow(_ size: Size) throws {
        let (stacks, constraints) = try Self.frames(Self.centredLabel, size)
        for frames in [stacks, constraints] {
            #expect(Self.isWindow(try #require(frames["content"]), size))
            let title = try #require(frames["title"])
            #expect(Self.close(title.x + title.width / 2, size.width / 2))
            #expect(Self.close(title.y + title.height / 2, size.height / 2))
            #expect(Self.close(title.height, Self.lineHeight))
        }
    }

    /// The label fills the window less its insets: (20, 44, W − 40, H − 78); the content
    /// view is the window (before the fill rule the stack form shrank it to the label's line).
    @Test(arguments: sizes)
    func aRootWithAPinnedMeasuredLabelFillsTheWindow(_ size: Size) throws {
        let (stacks, constraints) = try Self.frames(Self.pinnedLabel, size)
        for frames in [stacks, constraints] {
            #expect(Self.isWindow(try #require(frames["content"]), size))
            let title = try #require(frames["title"])
            #expect(Self.close(title.x, 20) && Self.close(title.y, 44))
            #expect(Self.close(title.width, size.width - 40) && Self.close(title.height, size.height - 78))
        }
    }

    /// The control, hugging less than the label, takes the height the chain leaves:
    /// H − 11 − line − 5 − 11, at y = 11 + line + 5; the label keeps one line at y = 11.
    @Test(arguments: sizes)
    func aMeasuredLabelHugsItsTextInAStretchedChain(_ size: Size) throws {
        let (stacks, constraints) = try Self.frames(Self.huggingCell, size)
        let line = Self.lineHeight
        for frames in [stacks, constraints] {
            #expect(Self.isWindow(try #require(frames["content"]), size))
            let title = try #require(frames["title"])
            #expect(Self.close(title.x, 26) && Self.close(title.y, 11) && Self.close(title.height, line))
            let control = try #require(frames["control"])
            #expect(Self.close(control.x, 26) && Self.close(control.width, 194))
            #expect(Self.close(control.y, 11 + line + 5))
            #expect(Self.close(control.height, size.height - 27 - line))
        }
    }

    /// A measured button as the IB importer writes it: a title helper label inside the
    /// button, pinned 10 from its leading edge and 6 from its top, and the button's length
    /// hugging the title's plus the insets (`<=` at 250, `>=` at 750, UIKit's hugging and
    /// compression resistance). One button centred, one stretched between 20-point insets.
    static let buttons = """
        { "format": "layoutlab.constraints/1", "name": "buttons",
          "views": [
            { "id": "save" },
            { "id": "save-title", "parent": "save", "text": { "string": "Save", "font": { "size": 15 } },
              "hugging": { "horizontal": 1000, "vertical": 1000 },
              "compressionResistance": { "horizontal": 1000, "vertical": 1000 } },
            { "id": "wide" },
            { "id": "wide-title", "parent": "wide", "text": { "string": "Continue", "font": { "size": 15 } },
              "hugging": { "horizontal": 1000, "vertical": 1000 },
              "compressionResistance": { "horizontal": 1000, "vertical": 1000 } }
          ],
          "constraints": [
            "save.centerX == root.centerX", "save.top == root.top + 100",
            "save-title.leading == save.leading + 10", "save-title.top == save.top + 6",
            "save.width <= save-title.width + 20 @250", "save.width >= save-title.width + 20 @750",
            "save.height <= save-title.height + 12 @250", "save.height >= save-title.height + 12 @750",
            "H:|-20-[wide]-20-|", "wide.top == save.bottom + 8",
            "wide-title.leading == wide.leading + 10", "wide-title.top == wide.top + 6",
            "wide.width <= wide-title.width + 20 @250", "wide.width >= wide-title.width + 20 @750",
            "wide.height <= wide-title.height + 12 @250", "wide.height >= wide-title.height + 12 @750" ] }
        """

    /// The buttons take stacks (their titles, helpers, become the buttons' `Text`s padded by
    /// the insets) and by hand: a line of 15 pt is 3408 × 15 / 2816 = 18.153 high, so each
    /// button is 30.153 high; "save" is its title's width plus 20, centred; "wide" spans
    /// W − 40 from x = 20, 8 below "save".
    @Test(arguments: sizes)
    func aMeasuredButtonIsItsTitlePaddedByItsInsets(_ size: Size) throws {
        let spec = try constraintSpec(Self.buttons)
        let translation = try ConstraintsToStacks.translate(spec, helperIDs: ["save-title", "wide-title"])
        #expect(translation.fallbackReasons.isEmpty && translation.approximatedViews.isEmpty)
        var stack = StackLayoutEngine(translation.spec)
        let stacks = stack.solve(in: SolveSize(width: size.width, height: size.height)).frames
        let constraints = try ConstraintLayoutEngine(spec).solve(in: size).frames
        let height = 3408 * 15 / 2816.0 + 12
        let title = try #require(constraints.first { $0.id == "save-title" }?.frame)
        for frames in [stacks, constraints] {
            let save = try #require(frames.first { $0.id == "save" }?.frame)
            #expect(Self.close(save.width, title.width + 20) && Self.close(save.height, height))
            #expect(Self.close(save.x + save.width / 2, size.width / 2) && Self.close(save.y, 100))
            let wide = try #require(frames.first { $0.id == "wide" }?.frame)
            #expect(Self.close(wide.x, 20) && Self.close(wide.width, size.width - 40))
            #expect(Self.close(wide.y, 100 + height + 8) && Self.close(wide.height, height))
        }
        let source = try SwiftUISource.make(translation.spec, typeName: "Buttons")
        #expect(source.contains("Text(\"Save\")") && source.contains("Text(\"Continue\")"))
    }

    /// Two measured buttons arranged in a vertical stack view of `fill` alignment, 20 from
    /// the window's sides: UIKit stretches each across the stack.
    static let buttonMenu = """
        { "format": "layoutlab.constraints/1", "name": "button-menu",
          "views": [
            { "id": "top" },
            { "id": "top-title", "parent": "top", "text": { "string": "Top message", "font": { "size": 15 } },
              "hugging": { "horizontal": 1000, "vertical": 1000 },
              "compressionResistance": { "horizontal": 1000, "vertical": 1000 } },
            { "id": "bottom" },
            { "id": "bottom-title", "parent": "bottom", "text": { "string": "Bottom", "font": { "size": 15 } },
              "hugging": { "horizontal": 1000, "vertical": 1000 },
              "compressionResistance": { "horizontal": 1000, "vertical": 1000 } }
          ],
          "stackViews": [ { "id": "menu", "axis": "vertical", "alignment": "fill", "spacing": 10,
                            "arrangedSubviews": [ "top", "bottom" ] } ],
          "constraints": [
            "menu.leading == root.leading + 20", "menu.trailing == root.trailing - 20", "menu.top == root.top + 40",
            "top-title.leading == top.leading", "top-title.top == top.top + 6",
            "top.width <= top-title.width @250", "top.width >= top-title.width @750",
            "top.height <= top-title.height + 12 @250", "top.height >= top-title.height + 12 @750",
            "bottom-title.leading == bottom.leading", "bottom-title.top == bottom.top + 6",
            "bottom.width <= bottom-title.width @250", "bottom.width >= bottom-title.width @750",
            "bottom.height <= bottom-title.height + 12 @250", "bottom.height >= bottom-title.height + 12 @750" ] }
        """

    /// By hand: each button spans the stack, x = 20, W − 40 wide, 18.153 + 12 high; the
    /// second 10 below the first.
    @Test(arguments: sizes)
    func aFillStackViewStretchesMeasuredButtonsAcross(_ size: Size) throws {
        let spec = try constraintSpec(Self.buttonMenu)
        let translation = try ConstraintsToStacks.translate(spec, helperIDs: ["top-title", "bottom-title"])
        #expect(translation.fallbackReasons.isEmpty && translation.approximatedViews.isEmpty)
        var stack = StackLayoutEngine(translation.spec)
        let stacks = stack.solve(in: SolveSize(width: size.width, height: size.height)).frames
        let constraints = try ConstraintLayoutEngine(spec).solve(in: size).frames
        let height = 3408 * 15 / 2816.0 + 12
        for frames in [stacks, constraints] {
            for (id, y) in [("top", 40.0), ("bottom", 40 + height + 10)] {
                let button = try #require(frames.first { $0.id == id }?.frame)
                #expect(Self.close(button.x, 20) && Self.close(button.width, size.width - 40), "\(id)")
                #expect(Self.close(button.y, y) && Self.close(button.height, height), "\(id)")
            }
        }
    }
}
