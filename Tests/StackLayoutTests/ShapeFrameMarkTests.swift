import LayoutCore
@testable import StackLayout
import Testing

/// The mark the seam dispatches on (`Node.shapeFrame`, set when the graph is built): a fixed or
/// flexible frame whose child node is a shape is marked with its kind; every other node,
/// including a frame around another frame, an Image or a padding, is not.
@Suite struct ShapeFrameMarkTests {
    @Test func onlyFramesDirectlyAroundAShapeAreMarked() throws {
        let spec = ViewSpec(
            name: "marks",
            root: vStack(
                color("a").frame(height: 10, id: "fixed"),
                color("b").frame(minHeight: 5, id: "flexible"),
                color("c").frame(width: 3, id: "inner").frame(minWidth: 1, id: "outer"),
                image("d", width: 1, height: 1).frame(height: 4, id: "image"),
                color("e").padding(2, id: "padding").frame(height: 6, id: "padded")))
        let engine = StackLayoutEngine(spec)
        func mark(_ id: String) throws -> ShapeFrame {
            let index = try #require(engine.ids.firstIndex(of: id))
            return engine.graph.nodes[Int(engine.graph.idNodes[index])].shapeFrame
        }
        #expect(try mark("fixed") == .fixed)
        #expect(try mark("flexible") == .flexible)
        #expect(try mark("inner") == .fixed)
        #expect(try mark("outer") == .none)  // around a frame, not a shape
        #expect(try mark("image") == .none)
        #expect(try mark("padding") == .none)
        #expect(try mark("padded") == .none)  // around a padding
        #expect(try mark("a") == .none)  // the shape itself
    }
}
