import LayoutCore
import StackLayout
import Testing

// SwiftUI-flavoured builders over LayoutCore's model, so specs in tests read like the
// SwiftUI they stand for: `hStack(color("a"), spacer(), color("b").frame(width: 50))`.

func color(_ id: String? = nil) -> ViewNode { ViewNode(.shape(.color), id: id) }

func spacer(_ id: String? = nil, minLength: Double? = nil) -> ViewNode {
    ViewNode(.spacer(minLength: minLength), id: id)
}

func image(_ id: String? = nil, width: Double, height: Double, resizable: Bool = false) -> ViewNode {
    ViewNode(.image(width: width, height: height, resizable: resizable), id: id)
}

func hStack(
    id: String? = nil, alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: ViewNode...
) -> ViewNode {
    ViewNode(.hStack(alignment: alignment, spacing: spacing), id: id, children: children)
}

func vStack(
    id: String? = nil, alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: ViewNode...
) -> ViewNode {
    ViewNode(.vStack(alignment: alignment, spacing: spacing), id: id, children: children)
}

func zStack(id: String? = nil, alignment: Alignment = .center, _ children: ViewNode...) -> ViewNode {
    ViewNode(.zStack(alignment: alignment), id: id, children: children)
}

extension ViewNode {
    func modifier(_ modifier: Modifier, id: String?) -> ViewNode {
        var copy = self
        copy.modifiers.append(ModifierNode(modifier, id: id))
        return copy
    }

    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center, id: String? = nil)
        -> ViewNode
    {
        modifier(.frame(FixedFrame(width: width, height: height, alignment: alignment)), id: id)
    }

    func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center, id: String? = nil
    ) -> ViewNode {
        modifier(
            .flexibleFrame(
                FlexibleFrame(
                    horizontal: FrameLimits(min: minWidth, ideal: idealWidth, max: maxWidth),
                    vertical: FrameLimits(min: minHeight, ideal: idealHeight, max: maxHeight),
                    alignment: alignment)),
            id: id)
    }

    func padding(_ insets: EdgeInsets, id: String? = nil) -> ViewNode { modifier(.padding(insets), id: id) }
    func padding(_ length: Double, id: String? = nil) -> ViewNode { padding(EdgeInsets(all: length), id: id) }
    func layoutPriority(_ priority: Double, id: String? = nil) -> ViewNode {
        modifier(.layoutPriority(priority), id: id)
    }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true, id: String? = nil) -> ViewNode {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical), id: id)
    }
}

extension LayoutEnvironment {
    /// The environment of this suite's hand-derived expectations: Text on the synthetic model
    /// (`"textModel": "synthetic"`: 8.5 pt per character, 20.5 pt lines, SEMANTICS §A), not the
    /// default font model, so every frame follows from the arithmetic beside it.
    static var handDerived: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.textModel = .synthetic
        return environment
    }
}

/// Solves `root` with a fresh engine at `width` × `height` (nil = unspecified), in the
/// hand-derived environment (synthetic text) unless another is given.
func solve(
    _ root: ViewNode, width: Double?, height: Double?, environment: LayoutEnvironment = .handDerived,
    layouts: LayoutCatalog = .standard
) -> LayoutSolution {
    var engine = StackLayoutEngine(ViewSpec(name: "test", environment: environment, root: root), layouts: layouts)
    return engine.solve(in: SolveSize(width: width, height: height))
}

/// Expects the frame of `id` to be (x, y, width, height) within `tolerance`.
func expectFrame(
    _ solution: LayoutSolution, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    tolerance: Double = Tolerance.frame, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame = solution.frame(of: id) else {
        Issue.record("no frame for \"\(id)\"", sourceLocation: sourceLocation)
        return
    }
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(
        Tolerance.distance(frame, expected) <= tolerance,
        "\"\(id)\": got \(describe(frame)), expected \(describe(expected))", sourceLocation: sourceLocation)
}

func describe(_ rect: Rect) -> String {
    "(x: \(rect.x), y: \(rect.y), width: \(rect.width), height: \(rect.height))"
}
