import LayoutDSL
import LayoutTesting

/// The seed articles' adaptive split: a top container clamped to 200…400 points holding two
/// 50-pt views pushed apart by a spacer, and a bottom view taking the rest.
struct AdaptiveSplit: View {
    var body: some View {
        VStack(spacing: 0) {
            VStack {
                Color.blue.frame(height: 50).id("t1")
                Spacer(minLength: 20)
                Color.blue.frame(height: 50).id("t2")
            }
            .frame(minHeight: 200, maxHeight: 400).id("top")
            Color.gray.id("bottom")
        }
    }

    /// The frames SwiftUI gives at `size`, by hand: the outer VStack offers the less flexible
    /// top half the height first, which its frame clamps to 200…400; the bottom takes the
    /// rest; inside the top, t1 sits at its top and t2 at its bottom (the spacer takes the
    /// remainder, with no spacing beside a spacer).
    static func frames(at size: Size) -> [ExpectedFrame] {
        let top = min(max(size.height / 2, 200), 400)
        return [
            ExpectedFrame("top", x: 0, y: 0, width: size.width, height: top),
            ExpectedFrame("t1", x: 0, y: 0, width: size.width, height: 50),
            ExpectedFrame("t2", x: 0, y: top - 50, width: size.width, height: 50),
            ExpectedFrame("bottom", x: 0, y: top, width: size.width, height: size.height - top),
        ]
    }
}

/// A box inset 10 points from each side, 44 high, at least 300 wide: unsatisfiable in
/// containers narrower than 320.
let insetBoxJSON = """
    { "format": "layoutlab.constraints/1", "name": "inset-box",
      "views": [ { "id": "box" } ],
      "constraints": [ "box.leading == root.leading + 10", "root.trailing == box.trailing + 10",
                       "box.top == root.top", "box.height == 44", "box.width >= 300" ] }
    """
