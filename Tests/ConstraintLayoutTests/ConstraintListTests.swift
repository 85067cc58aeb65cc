import ConstraintLayout
import LayoutCore
import Testing

/// `ConstraintLayoutEngine.constraints`: every constraint in spec order, read from the one
/// constraint form the rows are compiled from (no re-parse), so edits show in it.
@Suite struct ConstraintListTests {
    /// A string, a VFL line (two constraints), an added constraint and an intrinsic width
    /// (hugging, then compression resistance: after `constraints` and the added ones).
    static var spec: ConstraintSpec {
        var view = ConstraintView(id: "a", path: "views[0]")
        view.intrinsicWidth = 30
        return ConstraintSpec(
            name: "list", views: [view],
            constraints: [
                .text("a.top == 8 # top", path: "constraints[0]"), .text("H:|-[a(50)]", path: "constraints[1]"),
            ]
        )
    }

    @Test func listsEveryKindInSpecOrder() throws {
        let engine = try ConstraintLayoutEngine(Self.spec, adding: [LayoutItem("a").height == 10])
        let names = engine.constraints.map(\.name)
        #expect(names.first == "top")
        #expect(names.contains("added[0]"))
        #expect(names.suffix(2) == ["a.hugging.horizontal", "a.compressionResistance.horizontal"])
        // The string reads back as written, identifier included.
        #expect(engine.constraints[0].description == "a.top == 8 # top")
    }

    @Test func editsShowInTheList() throws {
        let engine = try ConstraintLayoutEngine(Self.spec)
        try engine.setConstant(12, ofConstraint: "top")
        #expect(engine.constraints[0].second.constant == 12)
        // And in the frames: a.top = 12 (hand: the edited constant).
        #expect(try engine.solve(in: Size(width: 200, height: 100)).frame(of: "a")?.y == 12)
    }
}
